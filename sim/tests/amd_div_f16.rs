//! f16 division on AMD as clang-22 compiles `__half` `a / b` (HeCBench nlll): widen to
//! f32, a reciprocal refined by two fused steps, narrow to f16, then
//! `v_div_fixup_f16` for the special cases. The sequences below are clang's own for
//! gfx90a (`v_mad_f32`), gfx942 (`v_fma_mix_f32`) and gfx1100 (true16 halves). Every
//! quotient must be the correctly rounded f16 one, checked against an independent
//! formulation (an f64 quotient rounded to f16 by integer arithmetic: f64 carries
//! more than 2*11+2 bits, so the double rounding is innocuous), with the ISA's
//! special values for NaN, zero and infinite operands.

mod common;
use common::*;

const GFX90A: &str = "\tv_cvt_f32_f16_e32 v3, v1
\tv_cvt_f32_f16_e32 v4, v2
\tv_rcp_f32_e32 v5, v4
\tv_mul_f32_e32 v6, v3, v5
\tv_mad_f32 v7, -v4, v6, v3
\tv_mac_f32_e32 v6, v7, v5
\tv_mad_f32 v8, -v4, v6, v3
\tv_mul_f32_e32 v8, v8, v5
\tv_and_b32_e32 v8, 0xff800000, v8
\tv_add_f32_e32 v8, v8, v6
\tv_cvt_f16_f32_e32 v8, v8
\tv_div_fixup_f16 v100, v8, v2, v1";

const GFX942: &str = "\tv_cvt_f32_f16_e32 v3, v1
\tv_cvt_f32_f16_e32 v4, v2
\tv_rcp_f32_e32 v5, v4
\tv_mul_f32_e32 v6, v3, v5
\tv_fma_mix_f32 v7, -v2, v6, v1 op_sel_hi:[1,0,1]
\tv_fmac_f32_e32 v6, v7, v5
\tv_fma_mix_f32 v7, -v2, v6, v1 op_sel_hi:[1,0,1]
\tv_mul_f32_e32 v7, v7, v5
\tv_and_b32_e32 v7, 0xff800000, v7
\tv_add_f32_e32 v7, v7, v6
\tv_cvt_f16_f32_e32 v8, v7
\tv_div_fixup_f16 v100, v8, v2, v1";

const GFX1100: &str = "\tv_cvt_f32_f16_e32 v3, v1.l
\tv_cvt_f32_f16_e32 v4, v2.l
\tv_rcp_f32_e32 v5, v4
\tv_mul_f32_e32 v6, v3, v5
\tv_fma_mix_f32 v7, -v2, v6, v1 op_sel_hi:[1,0,1]
\tv_fmac_f32_e32 v6, v7, v5
\tv_fma_mix_f32 v7, -v2, v6, v1 op_sel_hi:[1,0,1]
\tv_mul_f32_e32 v7, v7, v5
\tv_and_b32_e32 v7, 0xff800000, v7
\tv_add_f32_e32 v7, v7, v6
\tv_cvt_f16_f32_e32 v8.l, v7
\tv_mov_b32_e32 v100, 0
\tv_div_fixup_f16 v100.l, v8.l, v2.l, v1.l";

/// f16 bits to f64 (exact).
fn widen(h: u16) -> f64 {
    let mag = (h & 0x7FFF) as i32;
    let v = if mag >= 0x7C00 {
        if mag == 0x7C00 {
            f64::INFINITY
        } else {
            f64::NAN
        }
    } else if mag < 0x400 {
        mag as f64 * 2f64.powi(-24)
    } else {
        ((mag & 0x3FF) | 0x400) as f64 * 2f64.powi((mag >> 10) - 25)
    };
    if h & 0x8000 != 0 {
        -v
    } else {
        v
    }
}

/// A finite or infinite f64 to f16 bits, rounded to nearest even: the value is rounded
/// to a multiple of its f16 quantum (2^-24 below the normal range, else 2^(e-10)),
/// then encoded; 65520 and above (after rounding) is infinity.
fn narrow(x: f64) -> u16 {
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return sign | 0x7C00;
    }
    let e = if a == 0.0 {
        -24
    } else {
        ((a.to_bits() >> 52) as i32 - 1023).max(-14)
    };
    let quantum = 2f64.powi(e - 10);
    let r = (a / quantum).round_ties_even() * quantum;
    if r >= 65520.0 {
        return sign | 0x7C00;
    }
    let bits = if r < 2f64.powi(-14) {
        (r / 2f64.powi(-24)) as u16
    } else {
        let e = (r.to_bits() >> 52) as i32 - 1023;
        (((e + 15) as u16) << 10) | ((r / 2f64.powi(e - 10)) as u16 - 0x400)
    };
    sign | bits
}

/// The f16 quotient num / den the hardware sequence must give.
fn reference(num: u16, den: u16) -> u16 {
    let nan = |h: u16| h & 0x7FFF > 0x7C00;
    if nan(num) {
        return num | 0x200;
    }
    if nan(den) {
        return den | 0x200;
    }
    let (n, d) = (widen(num), widen(den));
    if (n == 0.0 && d == 0.0) || (n.is_infinite() && d.is_infinite()) {
        return 0xFE00;
    }
    narrow(n / d)
}

/// Numerator/denominator pairs: every special class against every other, the
/// subnormal and overflow edges, then pseudo-random halves.
fn pairs() -> Vec<(u16, u16)> {
    let edges: [u16; 18] = [
        0x0000, 0x8000, 0x0001, 0x03FF, 0x0400, 0x3C00, 0xBC00, 0x3C01, 0x7BFF, 0xFBFF, 0x7C00,
        0xFC00, 0x7E00, 0x7C01, 0x3555, 0x4248, 0x0200, 0x1400,
    ];
    let mut v: Vec<(u16, u16)> = edges
        .iter()
        .flat_map(|&a| edges.iter().map(move |&b| (a, b)))
        .collect();
    let mut r = Rng(0x5eed_f16d);
    while v.len() < 16384 {
        let x = r.next() as u32;
        v.push((x as u16, (x >> 16) as u16));
    }
    v
}

fn check(gfx: &str, body: &str) {
    let p = pairs();
    let rows: Vec<Vec<u32>> = p.iter().map(|&(n, d)| vec![n as u32, d as u32]).collect();
    let (out, _) = run_amd_lanes(gfx, body, &rows, 1, "").expect("runs");
    let mut bad = Vec::new();
    for (k, &(n, d)) in p.iter().enumerate() {
        let got = out[k][0] as u16;
        let want = reference(n, d);
        if got != want {
            bad.push(format!(
                "{n:#06x}/{d:#06x}: got {got:#06x}, want {want:#06x}"
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "{gfx}: {} of {} quotients differ, e.g. {:?}",
        bad.len(),
        p.len(),
        &bad[..bad.len().min(8)]
    );
}

#[test]
fn gfx90a_f16_division_is_correctly_rounded() {
    check("gfx90a", GFX90A);
}

#[test]
fn gfx942_f16_division_is_correctly_rounded() {
    check("gfx942", GFX942);
}

#[test]
fn gfx1100_true16_f16_division_is_correctly_rounded() {
    check("gfx1100", GFX1100);
}

#[test]
fn the_reference_rounds_as_ieee_says() {
    assert_eq!(narrow(1.0 / 3.0), 0x3555);
    assert_eq!(narrow(65519.99), 0x7BFF);
    assert_eq!(narrow(65520.0), 0x7C00);
    assert_eq!(narrow(2f64.powi(-25)), 0x0000, "tie to even zero");
    assert_eq!(narrow(3.0 * 2f64.powi(-25)), 0x0002, "tie to even 2");
    assert_eq!(
        narrow(-(2f64.powi(-14) - 2f64.powi(-26))),
        0x8400,
        "rounds up to normal"
    );
    for h in (0..0x7C00u16).step_by(7) {
        assert_eq!(narrow(widen(h)), h);
        assert_eq!(narrow(widen(h | 0x8000)), h | 0x8000);
    }
}

#[test]
fn div_fixup_f16_modifiers_and_refusals() {
    // Source modifiers apply to the halves; op_sel picks the high half of a source.
    let rows = vec![vec![0x3800_4000u32, 0x3C00]; 64];
    let (out, _) = run_amd_lanes(
        "gfx90a",
        "\tv_mov_b32 v100, 0\n\tv_div_fixup_f16 v100, v1, -v1, v2 op_sel:[1,0,0,0]",
        &rows,
        1,
        "",
    )
    .expect("runs");
    // quotient = high half of v1 (0.5), denominator -2.0, numerator 1.0: -0.5.
    assert_eq!(out[0][0], 0xB800);
    let e = run_amd_lanes(
        "gfx90a",
        "\tv_div_fixup_f16 v100, v1, v1, v2 clamp",
        &rows,
        1,
        "",
    )
    .expect_err("clamp refused")
    .to_string();
    assert!(e.contains("clamp"), "{e}");
}
