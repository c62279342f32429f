//! AMD dot-product instructions (`v_dot2*`, `v_dot4*`, `v_dot8*`, the accumulating
//! VOP2 `v_dot*c_*` / `v_dot2acc_f32_f16`) through the simulator on gfx90a, gfx950,
//! gfx1030, gfx1100 and gfx1201, each lane checked against references written here:
//! integer sums in i64 from the bytes, nibbles and halves of the sources (wrapped, or
//! saturated with `clamp`); float sums computed exactly in f64 (the random inputs keep
//! them exact) and rounded to f32 after each product, as the ISA pseudo-code adds
//! them one by one; the modifiers (`op_sel`, `neg_lo`/`neg_hi`, GFX11's `iu`
//! signedness); the edge cases the module `func::amd::dot` documents (NaN sign, +0
//! flushing that ignores MODE, clamp); DPP on `v_dot2c_f32_f16`; the cycles of
//! dependent chains and independent streams against the configs; located errors.

mod common;
use common::elems::{fval, rand_elem, to_f16};
use common::*;

/// Descriptor lines giving the kernel the HSA default MODE (denormals kept).
const DENORMS: &str = "\t\t.amdhsa_float_denorm_mode_32 3\n\t\t.amdhsa_float_denorm_mode_16_64 3\n";

fn run(gfx: &str, body: &str, rows: &[Vec<u32>], nout: usize) -> Vec<Vec<u32>> {
    run_amd_lanes(gfx, body, rows, nout, DENORMS)
        .unwrap_or_else(|e| panic!("{gfx}: {e}\n{body}"))
        .0
}

/// Element `i` of `bits` bits of `x`, sign-extended when `signed`.
fn el(x: u32, i: u32, bits: u32, signed: bool) -> i64 {
    match (bits, signed) {
        (16, true) => (x >> (16 * i)) as u16 as i16 as i64,
        (16, false) => (x >> (16 * i)) as u16 as i64,
        (8, true) => x.to_le_bytes()[i as usize] as i8 as i64,
        (8, false) => x.to_le_bytes()[i as usize] as i64,
        (4, true) => ((((x >> (4 * i)) & 0xF) as i8) << 4 >> 4) as i64,
        (4, false) => ((x >> (4 * i)) & 0xF) as i64,
        _ => unreachable!(),
    }
}

/// An integer form as the test sees it.
struct IntDot {
    line: &'static str,
    bits: u32,
    /// A's and B's signedness, the accumulator's and the result's.
    sa: bool,
    sb: bool,
    signed: bool,
    clamp: bool,
    /// VOP2: the accumulator is the destination (set from v3 first).
    acc: bool,
}

const fn idot(
    line: &'static str,
    bits: u32,
    s: (bool, bool, bool),
    clamp: bool,
    acc: bool,
) -> IntDot {
    IntDot {
        line,
        bits,
        sa: s.0,
        sb: s.1,
        signed: s.2,
        clamp,
        acc,
    }
}

fn int_ref(f: &IntDot, a: u32, b: u32, c: u32) -> u32 {
    let n = 32 / f.bits;
    let c = if f.signed { c as i32 as i64 } else { c as i64 };
    let s: i64 = c
        + (0..n)
            .map(|i| el(a, i, f.bits, f.sa) * el(b, i, f.bits, f.sb))
            .sum::<i64>();
    match (f.clamp, f.signed) {
        (false, _) => s as u32,
        (true, true) => s.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32,
        (true, false) => s.clamp(0, u32::MAX as i64) as u32,
    }
}

/// Lanes of random words, with some extremes (saturation, sign bits).
fn int_rows(seed: u64) -> Vec<Vec<u32>> {
    let mut g = Rng(seed);
    let special = [
        0,
        1,
        0x7FFF_FFFF,
        0x8000_0000,
        0xFFFF_FFFF,
        0x7F7F_7F7F,
        0x8080_8080,
    ];
    (0..64)
        .map(|l| {
            (0..3)
                .map(|k| {
                    if (l + k) % 5 == 0 {
                        special[(l * 3 + k) % special.len()]
                    } else {
                        g.u32()
                    }
                })
                .collect()
        })
        .collect()
}

fn check_int(gfx: &str, forms: &[IntDot]) {
    let rows = int_rows(0xD07 ^ gfx.len() as u64);
    let mut body = String::new();
    for (j, f) in forms.iter().enumerate() {
        let d = 100 + j;
        if f.acc {
            body += &format!(
                "\tv_mov_b32 v{d}, v3\n\t{}\n",
                f.line.replace("vD", &format!("v{d}"))
            );
        } else {
            body += &format!("\t{}\n", f.line.replace("vD", &format!("v{d}")));
        }
    }
    let out = run(gfx, &body, &rows, forms.len());
    for (l, (o, r)) in out.iter().zip(&rows).enumerate() {
        for (j, f) in forms.iter().enumerate() {
            let want = int_ref(f, r[0], r[1], r[2]);
            assert_eq!(
                o[j], want,
                "{gfx} `{}` lane {l}: a {:#x} b {:#x} c {:#x}",
                f.line, r[0], r[1], r[2]
            );
        }
    }
}

const S: (bool, bool, bool) = (true, true, true);
const U: (bool, bool, bool) = (false, false, false);

#[test]
fn integer_dots_match_the_reference() {
    let gfx9_10 = |c: &str| {
        let cl = !c.is_empty();
        vec![
            idot(
                if cl {
                    "v_dot2_i32_i16 vD, v1, v2, v3 clamp"
                } else {
                    "v_dot2_i32_i16 vD, v1, v2, v3"
                },
                16,
                S,
                cl,
                false,
            ),
            idot(
                if cl {
                    "v_dot2_u32_u16 vD, v1, v2, v3 clamp"
                } else {
                    "v_dot2_u32_u16 vD, v1, v2, v3"
                },
                16,
                U,
                cl,
                false,
            ),
            idot(
                if cl {
                    "v_dot4_i32_i8 vD, v1, v2, v3 clamp"
                } else {
                    "v_dot4_i32_i8 vD, v1, v2, v3"
                },
                8,
                S,
                cl,
                false,
            ),
            idot(
                if cl {
                    "v_dot4_u32_u8 vD, v1, v2, v3 clamp"
                } else {
                    "v_dot4_u32_u8 vD, v1, v2, v3"
                },
                8,
                U,
                cl,
                false,
            ),
            idot(
                if cl {
                    "v_dot8_i32_i4 vD, v1, v2, v3 clamp"
                } else {
                    "v_dot8_i32_i4 vD, v1, v2, v3"
                },
                4,
                S,
                cl,
                false,
            ),
            idot(
                if cl {
                    "v_dot8_u32_u4 vD, v1, v2, v3 clamp"
                } else {
                    "v_dot8_u32_u4 vD, v1, v2, v3"
                },
                4,
                U,
                cl,
                false,
            ),
        ]
    };
    for gfx in ["gfx90a", "gfx1030"] {
        check_int(gfx, &gfx9_10(""));
        check_int(gfx, &gfx9_10("clamp"));
    }
    check_int(
        "gfx90a",
        &[
            idot("v_dot4c_i32_i8_e32 vD, v1, v2", 8, S, false, true),
            idot("v_dot2c_i32_i16 vD, v1, v2", 16, S, false, true),
            idot("v_dot8c_i32_i4 vD, v1, v2", 4, S, false, true),
        ],
    );
    check_int(
        "gfx1030",
        &[idot("v_dot4c_i32_i8 vD, v1, v2", 8, S, false, true)],
    );
    // GFX11+: `iu` forms take A's and B's signedness from neg_lo; the accumulator and
    // result are signed.
    for gfx in ["gfx1100", "gfx1201"] {
        check_int(
            gfx,
            &[
                idot(
                    "v_dot4_i32_iu8 vD, v1, v2, v3",
                    8,
                    (false, false, true),
                    false,
                    false,
                ),
                idot(
                    "v_dot4_i32_iu8 vD, v1, v2, v3 neg_lo:[1,0,0]",
                    8,
                    (true, false, true),
                    false,
                    false,
                ),
                idot(
                    "v_dot4_i32_iu8 vD, v1, v2, v3 neg_lo:[0,1,0] clamp",
                    8,
                    (false, true, true),
                    true,
                    false,
                ),
                idot(
                    "v_dot4_i32_iu8 vD, v1, v2, v3 neg_lo:[1,1,0] clamp",
                    8,
                    S,
                    true,
                    false,
                ),
                idot(
                    "v_dot8_i32_iu4 vD, v1, v2, v3 neg_lo:[1,1,0]",
                    4,
                    S,
                    false,
                    false,
                ),
                idot(
                    "v_dot8_i32_iu4 vD, v1, v2, v3 neg_lo:[0,1,0] clamp",
                    4,
                    (false, true, true),
                    true,
                    false,
                ),
                idot("v_dot4_u32_u8 vD, v1, v2, v3 clamp", 8, U, true, false),
                idot("v_dot8_u32_u4 vD, v1, v2, v3", 4, U, false, false),
            ],
        );
    }
}

/// How a float form reads its elements.
#[derive(Clone, Copy)]
enum Elem {
    F16,
    Bf16,
    /// OCP E4M3 (`fp8`) or E5M2 (`bf8`) for A and B.
    F8(bool, bool),
}

struct FloatDot {
    line: &'static str,
    elem: Elem,
    /// (op_sel, op_sel_hi, neg_lo, neg_hi) as bit masks over the three sources.
    mods: (u8, u8, u8, u8),
    acc: bool,
}

const fn fdot(line: &'static str, elem: Elem, mods: (u8, u8, u8, u8), acc: bool) -> FloatDot {
    FloatDot {
        line,
        elem,
        mods,
        acc,
    }
}

const PLAIN: (u8, u8, u8, u8) = (0, 7, 0, 0);

/// The exact value of each product and the accumulator, in order (see the module doc).
fn float_ref(f: &FloatDot, a: u32, b: u32, c: u32) -> u32 {
    let (sel, sel_hi, neg_lo, neg_hi) = f.mods;
    let mut acc = f32::from_bits(c) as f64;
    if neg_hi & 4 != 0 {
        acc = acc.abs();
    }
    if neg_lo & 4 != 0 {
        acc = -acc;
    }
    let prods: Vec<f64> = match f.elem {
        Elem::F16 | Elem::Bf16 => {
            let t = if matches!(f.elem, Elem::F16) {
                "f16"
            } else {
                "bf16"
            };
            let pick = |x: u32, k: u8, hi: bool| {
                let (s, n) = if hi { (sel_hi, neg_hi) } else { (sel, neg_lo) };
                let v = fval(
                    t,
                    (x >> if s >> k & 1 != 0 { 16 } else { 0 }) as u64 & 0xFFFF,
                );
                if n >> k & 1 != 0 {
                    -v
                } else {
                    v
                }
            };
            vec![
                pick(a, 0, false) * pick(b, 1, false),
                pick(a, 0, true) * pick(b, 1, true),
            ]
        }
        Elem::F8(abf, bbf) => {
            let t = |bf: bool| if bf { "e5m2" } else { "e4m3" };
            (0..4)
                .map(|i| {
                    fval(t(abf), (a >> (8 * i)) as u64 & 0xFF)
                        * fval(t(bbf), (b >> (8 * i)) as u64 & 0xFF)
                })
                .collect()
        }
    };
    let mut t = acc as f32;
    for p in prods {
        // Exact in f64 for these inputs; one rounding to f32 per step.
        t = (t as f64 + p) as f32;
    }
    t.to_bits()
}

fn float_rows(elem: Elem, seed: u64) -> Vec<Vec<u32>> {
    let mut g = Rng(seed);
    (0..64)
        .map(|_| {
            let pair = |g: &mut Rng| -> u32 {
                match elem {
                    Elem::F16 => (rand_elem(g, "f16") | rand_elem(g, "f16") << 16) as u32,
                    Elem::Bf16 => (rand_elem(g, "bf16") | rand_elem(g, "bf16") << 16) as u32,
                    Elem::F8(..) => 0,
                }
            };
            let quad = |g: &mut Rng, bf: bool| -> u32 {
                let t = if bf { "e5m2" } else { "e4m3" };
                (0..4).fold(0, |w, i| w | (rand_elem(g, t) as u32) << (8 * i))
            };
            let (a, b) = match elem {
                Elem::F8(abf, bbf) => (quad(&mut g, abf), quad(&mut g, bbf)),
                _ => (pair(&mut g), pair(&mut g)),
            };
            vec![a, b, rand_elem(&mut g, "f32") as u32]
        })
        .collect()
}

fn check_float(gfx: &str, forms: &[FloatDot]) {
    for (j, f) in forms.iter().enumerate() {
        let rows = float_rows(f.elem, 0xF00D + j as u64);
        let line = f.line.replace("vD", "v100");
        let body = if f.acc {
            format!("\tv_mov_b32 v100, v3\n\t{line}\n")
        } else {
            format!("\t{line}\n")
        };
        let out = run(gfx, &body, &rows, 1);
        for (l, (o, r)) in out.iter().zip(&rows).enumerate() {
            let want = float_ref(f, r[0], r[1], r[2]);
            assert_eq!(
                o[0],
                want,
                "{gfx} `{}` lane {l}: a {:#x} b {:#x} c {:#x}: got {} want {}",
                f.line,
                r[0],
                r[1],
                r[2],
                f32::from_bits(o[0]),
                f32::from_bits(want)
            );
        }
    }
}

#[test]
fn float_dots_match_the_reference() {
    let f16_forms = |c: &'static str| {
        vec![
            fdot("v_dot2_f32_f16 vD, v1, v2, v3", Elem::F16, PLAIN, false),
            fdot(
                "v_dot2_f32_f16 vD, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[0,1,0] neg_hi:[1,0,1]",
                Elem::F16,
                (1, 6, 2, 5),
                false,
            ),
            fdot("v_dot2_f32_f16 vD, v1, v2, v3 neg_lo:[0,0,1]", Elem::F16, (0, 7, 4, 0), false),
            fdot(c, Elem::F16, PLAIN, true),
        ]
    };
    check_float("gfx90a", &f16_forms("v_dot2c_f32_f16_e32 vD, v1, v2"));
    check_float("gfx1030", &f16_forms("v_dot2c_f32_f16 vD, v1, v2"));
    check_float("gfx1100", &f16_forms("v_dot2acc_f32_f16 vD, v1, v2"));
    check_float(
        "gfx1100",
        &[fdot("v_dot2c_f32_f16 vD, v1, v2", Elem::F16, PLAIN, true)],
    );
    let mut f16_12 = f16_forms("");
    f16_12.pop();
    check_float("gfx1201", &f16_12);
    let bf16 = |more: Option<&'static str>| {
        let mut v = vec![
            fdot("v_dot2_f32_bf16 vD, v1, v2, v3", Elem::Bf16, PLAIN, false),
            fdot(
                "v_dot2_f32_bf16 vD, v1, v2, v3 neg_hi:[0,0,1]",
                Elem::Bf16,
                (0, 7, 0, 4),
                false,
            ),
        ];
        if let Some(c) = more {
            v.push(fdot(c, Elem::Bf16, PLAIN, true));
        }
        v
    };
    check_float("gfx950", &bf16(Some("v_dot2c_f32_bf16 vD, v1, v2")));
    check_float("gfx1100", &bf16(None));
    check_float("gfx1201", &bf16(None));
    check_float(
        "gfx1201",
        &[
            fdot(
                "v_dot4_f32_fp8_fp8 vD, v1, v2, v3",
                Elem::F8(false, false),
                PLAIN,
                false,
            ),
            fdot(
                "v_dot4_f32_fp8_bf8 vD, v1, v2, v3",
                Elem::F8(false, true),
                PLAIN,
                false,
            ),
            fdot(
                "v_dot4_f32_bf8_fp8 vD, v1, v2, v3 neg_lo:[0,0,1]",
                Elem::F8(true, false),
                (0, 7, 4, 0),
                false,
            ),
            fdot(
                "v_dot4_f32_bf8_bf8 vD, v1, v2, v3",
                Elem::F8(true, true),
                PLAIN,
                false,
            ),
        ],
    );
}

/// `v_dot2_{f16,bf16}_{f16,bf16}`: a 16-bit accumulator and result in VGPR halves,
/// each step rounded to the half format (f16: nearest even, MODE's default).
#[test]
fn half_result_dots_round_each_step_into_a_half() {
    let mut g = Rng(0x16D07);
    let rows: Vec<Vec<u32>> = (0..64)
        .map(|_| {
            let w = |g: &mut Rng| (rand_elem(g, "f16") | rand_elem(g, "f16") << 16) as u32;
            vec![w(&mut g), w(&mut g), w(&mut g)]
        })
        .collect();
    for gfx in ["gfx1100", "gfx1201"] {
        let body =
            "\tv_mov_b32 v100, 0x5555aaaa\n\tv_dot2_f16_f16 v100, v1, v2, v3 op_sel:[0,0,1,1]\n\
\tv_mov_b32 v101, 0x5555aaaa\n\tv_dot2_f16_f16 v101, v1, v2, v3\n";
        let out = run(gfx, body, &rows, 2);
        for (l, (o, r)) in out.iter().zip(&rows).enumerate() {
            let h = |x: u32, i: u32| fval("f16", (x >> (16 * i)) as u64 & 0xFFFF);
            let step = |t: u64, i: u32| to_f16(h(r[0], i) * h(r[1], i) + fval("f16", t));
            let hi = step(step(r[2] as u64 >> 16, 0), 1) as u32;
            let lo = step(step(r[2] as u64 & 0xFFFF, 0), 1) as u32;
            // GFX11+ keeps the other half of a 16-bit destination.
            assert_eq!(o[0], hi << 16 | 0xaaaa, "{gfx} lane {l} op_sel");
            assert_eq!(o[1], 0x5555_0000 | lo, "{gfx} lane {l}");
        }
    }
    // bf16: 1.5 * 2 + 0.25 * 4 + 1 = 5 exactly; 2^8 + 1 + 1 stays 2^8 (each step
    // rounds to an 8-bit significand).
    let rows = vec![
        vec![0x3E80_3FC0, 0x4080_4000, 0x3F80],
        vec![0x3F80_3F80, 0x3F80_3F80, 0x4380],
    ];
    let out = run("gfx1100", "\tv_dot2_bf16_bf16 v100, v1, v2, v3\n", &rows, 1);
    assert_eq!(out[0][0] & 0xFFFF, 0x40A0);
    assert_eq!(out[1][0] & 0xFFFF, 0x4380);
}

#[test]
fn float_edge_cases() {
    let one = 0x3C00_3C00u32;
    let rows = vec![
        // 0: a NaN element: the result is the negative quiet NaN.
        vec![0x3C00_7E00, one, 0],
        // 1: a NaN accumulator, positive: the sign is set too.
        vec![one, 0, 0x7FC0_1234],
        // 2: a denormal accumulator with zero products: +0, although MODE keeps
        // denormals.
        vec![0, 0, 0x8000_0001],
        // 3: a denormal result (2^-126 - 2^-149 ... ): products of the smallest f16
        // normal 2^-14 squared are 2^-28, far from denormal: use the accumulator.
        vec![0x0000_0000, 0x0000_0000, 0x007F_FFFF],
        // 4: 2^24 + 1 + 1 = 2^24: each step rounds.
        vec![one, one, 0x4B80_0000],
        // 5: infinities: inf * 1 + (-inf) * 1 = NaN.
        vec![0xFC00_7C00, one, 0],
        // 6: clamp: 1 + 1 + 0.5 -> 1.0.
        vec![one, one, 0x3F00_0000],
    ];
    for gfx in ["gfx90a", "gfx1100", "gfx1201"] {
        let body = "\tv_dot2_f32_f16 v100, v1, v2, v3\n\tv_dot2_f32_f16 v101, v1, v2, v3 clamp\n";
        let out = run(gfx, body, &rows, 2);
        assert_eq!(out[0][0], 0xFFC0_0000, "{gfx} NaN");
        assert_eq!(out[1][0], 0xFFC0_0000, "{gfx} NaN accumulator");
        assert_eq!(out[2][0], 0, "{gfx} denormal accumulator");
        assert_eq!(out[3][0], 0, "{gfx} denormal result");
        assert_eq!(out[4][0], 0x4B80_0000, "{gfx} step rounding");
        assert_eq!(out[5][0], 0xFFC0_0000, "{gfx} inf - inf");
        assert_eq!(f32::from_bits(out[6][0]), 2.5, "{gfx}");
        assert_eq!(f32::from_bits(out[6][1]), 1.0, "{gfx} clamp");
        assert_eq!(out[0][1], 0, "{gfx} clamp of NaN");
    }
}

/// DPP on the VOP2 form: the same as a DPP move of A followed by the plain form.
#[test]
fn dpp_on_dot2c() {
    let mut g = Rng(0xD99D);
    let rows: Vec<Vec<u32>> = (0..64)
        .map(|_| {
            let w = |g: &mut Rng| (rand_elem(g, "f16") | rand_elem(g, "f16") << 16) as u32;
            vec![w(&mut g), w(&mut g), rand_elem(&mut g, "f32") as u32]
        })
        .collect();
    let full = "row_mask:0xf bank_mask:0xf bound_ctrl:1";
    let body = format!(
        "\tv_mov_b32 v100, v3\n\tv_dot2c_f32_f16_dpp v100, v1, v2 quad_perm:[1,0,3,2] {full}\n\
\tv_mov_b32 v101, v3\n\tv_mov_b32_dpp v20, v1 quad_perm:[1,0,3,2] {full}\n\tv_dot2c_f32_f16_e32 v101, v20, v2\n"
    );
    let out = run("gfx90a", &body, &rows, 2);
    for (l, o) in out.iter().enumerate() {
        assert_eq!(o[0], o[1], "lane {l}");
        let f = fdot("", Elem::F16, PLAIN, true);
        assert_eq!(
            o[0],
            float_ref(&f, rows[l ^ 1][0], rows[l][1], rows[l][2]),
            "lane {l}"
        );
    }
}

/// Cycles of one wave running `n` dot instructions: a chain through one accumulator
/// or a stream over eight; every lane's result is checked.
fn cycles(gfx: &str, config: &str, mnemonic: &str, n: usize, stream: bool) -> (u64, Timed) {
    let mut body = String::from("\tv_mov_b32 v1, 0x3c003c00\n\tv_mov_b32 v2, 0x3c003c00\n");
    // Accumulators v32, v36, ...: all in VGPR bank 0, apart from A's and B's banks
    // (1 and 2), so no register read waits for a bank.
    for j in 0..8 {
        body += &format!("\tv_mov_b32 v{}, 0\n", 32 + 4 * j);
    }
    let vop2 = mnemonic.contains("c_") || mnemonic.contains("acc");
    for k in 0..n {
        let d = 32 + 4 * if stream { k % 8 } else { 0 };
        body += &if vop2 {
            format!("\t{mnemonic} v{d}, v1, v2\n")
        } else {
            format!("\t{mnemonic} v{d}, v1, v2, v{d}\n")
        };
    }
    body += "\tv_mov_b32 v100, v32\n";
    let d = tmpdir("dot_timing");
    std::fs::write(d.join("k.s"), amd_lanes_kernel(gfx, &body, 1, 1, "")).unwrap();
    let wave = if gfx.starts_with("gfx1") { 32 } else { 64 };
    std::fs::write(
        d.join("w.yaml"),
        format!("program: k.s\ngrid: 1\nblock: [{wave}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {wave} }}\n  out: {{ type: u32, count: {wave} }}\nargs: [in, out]\n"),
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[])
        .unwrap_or_else(|e| panic!("{gfx} {mnemonic}: {e}"));
    // f16 ones: each instruction adds 2 (f32) to its accumulator.
    let on0 = if stream { n.div_ceil(8) } else { n };
    for (l, &w) in t.u32s("out").iter().enumerate() {
        assert_eq!(
            f32::from_bits(w),
            2.0 * on0 as f32,
            "{gfx} {mnemonic} lane {l}"
        );
    }
    (t.report.cycles, t)
}

#[test]
fn chains_run_at_the_latency_and_streams_at_the_issue_interval() {
    const N: usize = 16;
    for (gfx, config, m) in [
        ("gfx90a", "configs/amd/mi210.yaml", "v_dot2c_f32_f16"),
        ("gfx90a", "configs/amd/mi210.yaml", "v_dot2_f32_f16"),
        ("gfx942", "configs/amd/mi300x.yaml", "v_dot2c_f32_f16"),
        ("gfx1100", "configs/amd/rx7900xtx.yaml", "v_dot2acc_f32_f16"),
        ("gfx1201", "configs/amd/rx9070xt.yaml", "v_dot2_f32_f16"),
    ] {
        let (c1, t) = cycles(gfx, config, m, N, false);
        let (c2, _) = cycles(gfx, config, m, 2 * N, false);
        let e = t.entry(m);
        assert_eq!(c2 - c1, N as u64 * e.latency as u64, "{gfx} {m} chain");
        let (s1, _) = cycles(gfx, config, m, N, true);
        let (s2, _) = cycles(gfx, config, m, 2 * N, true);
        let per = e.issue_interval.max(e.latency.div_ceil(8)) as u64;
        assert_eq!(s2 - s1, N as u64 * per, "{gfx} {m} stream");
    }
}

/// Wrong uses are located errors naming the instruction.
#[test]
fn errors_are_located_and_named() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "gfx900",
            "v_dot2_f32_f16 v100, v1, v2, v3",
            "not available on gfx900",
        ),
        (
            "gfx906",
            "v_dot2c_f32_f16 v100, v1, v2",
            "not available on gfx906",
        ),
        (
            "gfx90a",
            "v_dot2_f32_bf16 v100, v1, v2, v3",
            "not available on gfx90a",
        ),
        ("gfx1030", "v_dot2c_i32_i16 v100, v1, v2", "v_dot2c_i32_i16"),
        ("gfx1100", "v_dot4_i32_i8 v100, v1, v2, v3", "v_dot4_i32_i8"),
        ("gfx1201", "v_dot2c_f32_f16 v100, v1, v2", "v_dot2c_f32_f16"),
        (
            "gfx90a",
            "v_dot4_i32_i8 v100, v1, v2, v3 neg_lo:[1,1,0]",
            "not supported",
        ),
        (
            "gfx90a",
            "v_dot2_f32_f16 v100, v1, v2, v3 op_sel:[0,0,1]",
            "not supported",
        ),
        (
            "gfx1100",
            "v_dot4_i32_iu8 v100, v1, v2, v3 neg_hi:[1,0,0]",
            "not supported",
        ),
        (
            "gfx1201",
            "v_dot4_f32_fp8_fp8 v100, v1, v2, v3 clamp",
            "not supported",
        ),
        ("gfx90a", "v_dot2_f32_f16 v100, -v1, v2, v3", "neg_lo"),
        (
            "gfx1100",
            "v_dot2_f16_f16 v100, v1, v2, v3 op_sel:[1,0,0,0]",
            "op_sel",
        ),
        ("gfx1100", "v_dot2acc_f32_f16 v100, v1, s2", "VOP2"),
        ("gfx90a", "v_dot2_f32_f16_e32 v100, v1, v2, v3", "VOP3P"),
        ("gfx90a", "v_dot2_f32_f16 v100, v1, v2", "operand"),
    ];
    for (gfx, line, want) in cases {
        let rows = vec![vec![0u32; 3]; 4];
        let e = match run_amd_lanes(gfx, &format!("\t{line}\n"), &rows, 1, "") {
            Ok(_) => panic!("{gfx} `{line}` ran"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want), "{gfx} `{line}`: {e}");
        let mnemonic = line.split_whitespace().next().unwrap();
        assert!(
            e.contains(mnemonic),
            "{gfx} `{line}` names the instruction: {e}"
        );
        assert!(e.contains("k.s:"), "{gfx} `{line}` is located: {e}");
    }
}
