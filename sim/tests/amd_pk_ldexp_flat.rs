//! The instructions the gpu-benches calibration kernels needed beyond the original set:
//! the packed-FP32 VOP3P arithmetic of gfx90a/gfx940+ (`v_pk_fma_f32`, `v_pk_mul_f32`,
//! `v_pk_add_f32`), `v_ldexp_f64` (every generation) and the FLAT loads and stores of
//! every width (`flat_load_b64` on GFX11, the `dword`/`byte`/`short` forms on GFX9).
//!
//! Each instruction is checked three ways: edge cases of its pure semantic function
//! against hand-derived bit patterns; a property test (>= 100k deterministic random
//! cases, seed printed on failure) against an independent formulation (the scalar f32
//! operations applied per half, written with `rustc_apfloat`; `scalbn` for ldexp with
//! the flush rules stated separately); and end to end through the simulator on wave64
//! (gfx90a, gfx942) and wave32 (gfx1100) targets, where the packed results are also
//! compared with `v_fma_f32`/`v_add_f32`/`v_mul_f32` run by the simulator on the
//! selected halves. Malformed uses are located `file:line:col` errors.

mod common;
use common::*;
use rustc_apfloat::ieee::{Double, Single};
use rustc_apfloat::{Float, Round};
use warpsim::func::amd::ldexp_f64;
use warpsim::func::amd_pk::{pk_f32, PkF32, PkMods};

// ---------------------------------------------------------------------------
// Independent formulations

const QNAN32: u32 = 0x0040_0000;
const SIGN32: u32 = 0x8000_0000;
const SIGN64: u64 = 1 << 63;

fn rnd(code: u32) -> Round {
    match code & 3 {
        0 => Round::NearestTiesToEven,
        1 => Round::TowardPositive,
        2 => Round::TowardNegative,
        _ => Round::TowardZero,
    }
}

fn nan32(x: u32) -> bool {
    x & 0x7FFF_FFFF > 0x7F80_0000
}

fn sub32(x: u32) -> bool {
    x & 0x7F80_0000 == 0 && x & 0x007F_FFFF != 0
}

fn sp(x: u32) -> Single {
    Single::from_bits(x as u128)
}

/// One f32 VALU operation as the ISA states it, under MODE word `mode`: f32 denormal
/// inputs and results flushed to a signed zero unless the f32 denorm field is 3; one
/// rounding in the MODE f32 direction; a NaN result is the first NaN input quieted,
/// else the default NaN; clamp maps NaN and x <= 0 to +0 and x >= 1 to 1.
fn ref_f32(op: PkF32, x: [u32; 3], mode: u32, clamp: bool) -> u32 {
    let ftz = (mode >> 4) & 3 != 3;
    let x = x.map(|v| if ftz && sub32(v) { v & SIGN32 } else { v });
    let r = rnd(mode);
    let (v, n) = match op {
        PkF32::Add => (sp(x[0]).add_r(sp(x[1]), r).value, 2),
        PkF32::Mul => (sp(x[0]).mul_r(sp(x[1]), r).value, 2),
        PkF32::Fma => (sp(x[0]).mul_add_r(sp(x[1]), sp(x[2]), r).value, 3),
    };
    let mut b = v.to_bits() as u32;
    if nan32(b) {
        b = x[..n]
            .iter()
            .find(|&&v| nan32(v))
            .map_or(0x7FC0_0000, |&v| v | QNAN32);
    }
    if ftz && sub32(b) {
        b &= SIGN32;
    }
    if clamp {
        b = if nan32(b) || b & SIGN32 != 0 || b == 0 {
            0
        } else if f32::from_bits(b) >= 1.0 {
            0x3F80_0000
        } else {
            b
        };
    }
    b
}

/// A packed-FP32 instruction as the ISA describes it: for the low (high) result, source
/// k contributes its half op_sel[k] (op_sel_hi[k]), negated by neg_lo[k] (neg_hi[k]).
fn ref_pk(op: PkF32, s: [u64; 3], m: PkMods, mode: u32) -> u64 {
    let half = |hi: bool| {
        let x: [u32; 3] = std::array::from_fn(|k| {
            let (sel, neg) = if hi {
                (m.op_sel_hi, m.neg_hi)
            } else {
                (m.op_sel, m.neg_lo)
            };
            let w = if sel >> k & 1 == 1 {
                (s[k] >> 32) as u32
            } else {
                s[k] as u32
            };
            if neg >> k & 1 == 1 {
                w ^ SIGN32
            } else {
                w
            }
        });
        ref_f32(op, x, mode, m.clamp)
    };
    half(false) as u64 | (half(true) as u64) << 32
}

fn nan64(x: u64) -> bool {
    x & !SIGN64 > 0x7FF0_0000_0000_0000
}

fn sub64(x: u64) -> bool {
    x & 0x7FF0_0000_0000_0000 == 0 && x & 0x000F_FFFF_FFFF_FFFF != 0
}

/// `V_LDEXP_F64` written independently: the f64 MODE fields (round `[3:2]`, denorm
/// `[7:6]`: bit 6 keeps input denormals, bit 7 output denormals); NaN quieted, zeros and
/// infinities unchanged; `x * 2^e` is exact at full precision, so it is "tiny after
/// rounding" exactly when |x| * 2^e < 2^-1022, which becomes a signed zero when output
/// denormals are flushed; anything else is APFloat's correctly rounded `scalbn`.
fn ref_ldexp64(x: u64, e: i32, mode: u32) -> u64 {
    let (keep_in, keep_out) = (mode >> 6 & 1 == 1, mode >> 7 & 1 == 1);
    let x = if !keep_in && sub64(x) { x & SIGN64 } else { x };
    if nan64(x) {
        return x | 0x0008_0000_0000_0000;
    }
    let d = Double::from_bits(x as u128);
    if d.is_zero() || d.is_infinite() {
        return x;
    }
    // Beyond +-2200 every finite non-zero input over- or underflows the same way.
    let e = e.clamp(-2200, 2200);
    if !keep_out && d.ilogb() + e < -1022 {
        return x & SIGN64;
    }
    d.scalbn_r(e, rnd(mode >> 2)).to_bits() as u64
}

// ---------------------------------------------------------------------------
// Random inputs

/// f32 bits biased towards the interesting: specials, denormals, values near 1 and
/// near each other (cancellation), and plain random encodings.
fn f32_bits(g: &mut Rng) -> u32 {
    const SPECIAL: [u32; 14] = [
        0,
        SIGN32,
        0x7F80_0000,
        0xFF80_0000,
        0x7FC0_0000,
        0xFFC0_1234,
        0x7F80_0001,
        0xFFA0_0000,
        0x0000_0001,
        0x807F_FFFF,
        0x0080_0000,
        0x7F7F_FFFF,
        0x3F80_0000,
        0xBF80_0000,
    ];
    match g.next() % 8 {
        0 => SPECIAL[(g.next() % SPECIAL.len() as u64) as usize],
        1 => g.u32() & 0x807F_FFFF,                 // denormal
        2 => (g.u32() & 0x80FF_FFFF) | 0x3F00_0000, // [0.5, 2)
        3 => (g.u32() & 0x8000_FFFF) | 0x0080_0000, // just above the smallest normal
        4 => (g.u32() & 0x807F_FFFF) | 0x7F00_0000, // huge
        _ => g.u32(),
    }
}

fn pair(lo: u32, hi: u32) -> u64 {
    lo as u64 | (hi as u64) << 32
}

fn f64_bits(g: &mut Rng) -> u64 {
    const SPECIAL: [u64; 12] = [
        0,
        SIGN64,
        0x7FF0_0000_0000_0000,
        0xFFF0_0000_0000_0000,
        0x7FF8_0000_0000_0000,
        0xFFF8_0000_0000_1234,
        0x7FF0_0000_0000_0001,
        0x0000_0000_0000_0001,
        0x800F_FFFF_FFFF_FFFF,
        0x0010_0000_0000_0000,
        0x7FEF_FFFF_FFFF_FFFF,
        0x3FF0_0000_0000_0000,
    ];
    match g.next() % 6 {
        0 => SPECIAL[(g.next() % SPECIAL.len() as u64) as usize],
        1 => g.next() & 0x800F_FFFF_FFFF_FFFF, // denormal
        2 => (g.next() & 0x800F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000,
        _ => g.next(),
    }
}

/// ldexp exponents: small, around the denormal and overflow thresholds, and extreme.
fn exponent(g: &mut Rng) -> i32 {
    match g.next() % 6 {
        0 => g.u32() as i32,
        1 => [i32::MIN, i32::MAX, -1, 0, 1, -1 << 20, 1 << 20][(g.next() % 7) as usize],
        2 => (g.next() % 4400) as i32 - 2200,
        3 => -1022 - (g.next() % 60) as i32,
        4 => 1023 - (g.next() % 60) as i32,
        _ => (g.next() % 200) as i32 - 100,
    }
}

/// A MODE word with random f32 and f64 round/denorm fields.
fn any_mode(g: &mut Rng) -> u32 {
    (g.next() & 0xFF) as u32
}

// ---------------------------------------------------------------------------
// 1. Packed FP32: pure function

const ALL_OPS: [PkF32; 3] = [PkF32::Add, PkF32::Mul, PkF32::Fma];

/// Modifiers from the bit masks of `op_sel`, `op_sel_hi`, `neg_lo`, `neg_hi` (bit k =
/// source k, as the `[...]` lists of the syntax read left to right) and the clamp bit.
fn pm(op_sel: u8, op_sel_hi: u8, neg_lo: u8, neg_hi: u8, clamp: bool) -> PkMods {
    PkMods {
        op_sel,
        op_sel_hi,
        neg_lo,
        neg_hi,
        clamp,
    }
}

fn f(x: f32) -> u32 {
    x.to_bits()
}

#[test]
fn pk_edge_cases_nan_inf_denormals_rounding_clamp() {
    let d = PkMods::default();
    let m = 0xF0; // nearest even, denormals kept
    let pk = |op, a: (u32, u32), b: (u32, u32), c: (u32, u32), mods, mode| {
        let r = pk_f32(
            op,
            [pair(a.0, a.1), pair(b.0, b.1), pair(c.0, c.1)],
            mods,
            mode,
        );
        (r as u32, (r >> 32) as u32)
    };
    let z = (0, 0);
    // NaN: the first NaN input of the half, quieted (sign and payload kept); inf - inf and
    // 0 * inf give the default NaN.
    assert_eq!(
        pk(
            PkF32::Add,
            (0x7F80_0001, f(1.0)),
            (0xFFC0_0002, 0xFF80_0003),
            z,
            d,
            m
        ),
        (0x7FC0_0001, 0xFFC0_0003)
    );
    assert_eq!(
        pk(
            PkF32::Add,
            (0x7F80_0000, 0xFF80_0000),
            (0xFF80_0000, 0xFF80_0000),
            z,
            d,
            m
        ),
        (0x7FC0_0000, 0xFF80_0000)
    );
    assert_eq!(
        pk(
            PkF32::Fma,
            (0, 0x7F80_0000),
            (0x7F80_0000, f(2.0)),
            (f(1.0), 0xFF80_0000),
            d,
            m
        ),
        (0x7FC0_0000, 0x7FC0_0000)
    );
    // fma: a NaN addend is picked only after the product's NaNs
    assert_eq!(
        pk(
            PkF32::Fma,
            (f(1.0), 0x7FC0_0005),
            (f(1.0), f(1.0)),
            (0x7FC0_0009, 0x7FC0_0009),
            d,
            m
        ),
        (0x7FC0_0009, 0x7FC0_0005)
    );
    // neg_lo/neg_hi flip the sign of a NaN too (neg_lo:[1,0]: src0 of the low half)
    let neg0 = PkMods { neg_lo: 1, ..d };
    assert_eq!(
        pk(
            PkF32::Mul,
            (0x7FC0_0001, 0x7FC0_0001),
            (f(1.0), f(1.0)),
            z,
            neg0,
            m
        ),
        (0xFFC0_0001, 0x7FC0_0001)
    );
    // Denormals: 2^-149 * 0.5 (round to even: 0), 2^-149 + 2^-149 in each MODE denorm field
    let tiny = 1u32;
    assert_eq!(
        pk(PkF32::Mul, (tiny, tiny), (f(0.5), f(1.5)), z, d, m),
        (0, 2)
    );
    for (den, want_add) in [(0, 0), (1, 0), (2, 0), (3, 2)] {
        let mode = den << 4 | 0xC0;
        assert_eq!(
            pk(PkF32::Add, (tiny, f(1.0)), (tiny, tiny), z, d, mode),
            (want_add, f(1.0)),
            "denorm mode {den}"
        );
    }
    // A product below the smallest normal flushed in mode 0, kept in mode 3.
    let small = 0x0080_0000; // 2^-126
    assert_eq!(
        pk(PkF32::Mul, (small, small), (f(0.5), f(2.0)), z, d, 0xC0),
        (0, small << 1)
    );
    assert_eq!(
        pk(PkF32::Mul, (small, small), (f(0.5), f(2.0)), z, d, 0xF0),
        (0x0040_0000, 0x0100_0000)
    );
    // Rounding: 1 + 2^-24 is a tie (even: 1.0), 1 + 3*2^-24 rounds up; each MODE direction
    let (one, tie, up) = (f(1.0), 0x3380_0000, 0x3440_0000);
    for (r, lo, hi) in [
        (0, one, 0x3F80_0002),
        (1, 0x3F80_0001, 0x3F80_0002),
        (2, one, 0x3F80_0001),
        (3, one, 0x3F80_0001),
    ] {
        assert_eq!(
            pk(PkF32::Add, (one, one), (tie, up), z, d, 0xF0 | r),
            (lo, hi),
            "round {r}"
        );
    }
    // The same from the negative side: round toward -inf moves away from zero.
    let negd = PkMods {
        neg_lo: 0b11,
        neg_hi: 0b11,
        ..d
    };
    assert_eq!(
        pk(PkF32::Add, (one, one), (tie, up), z, negd, 0xF2),
        (0xBF80_0001, 0xBF80_0002)
    );
    // FMA is fused: (1 + 2^-23)^2 - (1 + 2^-22) = 2^-46 exactly (a separate multiply gives 0)
    let a = 0x3F80_0001;
    let fused = pk(PkF32::Fma, (a, a), (a, a), (0xBF80_0002, 0xBF80_0002), d, m);
    assert_eq!(fused, (0x2880_0000, 0x2880_0000));
    // Overflow: inf, or the largest finite value when rounding toward zero / away
    let max = 0x7F7F_FFFF;
    for (r, want) in [(0, 0x7F80_0000), (1, 0x7F80_0000), (2, max), (3, max)] {
        assert_eq!(
            pk(PkF32::Mul, (max, max), (f(2.0), f(2.0)), z, d, 0xF0 | r).0,
            want
        );
    }
    // Signed zeros: x + (-x) is +0, or -0 rounding toward -inf; -0 + -0 is -0
    assert_eq!(
        pk(PkF32::Add, (one, SIGN32), (0xBF80_0000, SIGN32), z, d, m),
        (0, SIGN32)
    );
    assert_eq!(
        pk(PkF32::Add, (one, 0), (0xBF80_0000, SIGN32), z, d, 0xF2),
        (SIGN32, SIGN32)
    );
    // clamp: NaN and negatives to +0, above 1 to 1
    let cl = PkMods { clamp: true, ..d };
    assert_eq!(
        pk(PkF32::Add, (0x7FC0_0000, f(-3.0)), (one, one), z, cl, m),
        (0, 0)
    );
    assert_eq!(
        pk(PkF32::Add, (f(0.25), one), (f(0.5), one), z, cl, m),
        (f(0.75), one)
    );
}

#[test]
fn pk_every_modifier_combination_matches_the_per_half_formulation() {
    // Distinct, finite halves so that every selection gives a different value.
    let s = [
        pair(f(1.5), f(-2.25)),
        pair(f(3.0), f(0.375)),
        pair(f(-7.0), f(11.5)),
    ];
    let mut n = 0;
    for op in ALL_OPS {
        let srcs = if op == PkF32::Fma { 3 } else { 2 };
        let all = 1u32 << (4 * srcs);
        for b in 0..all * 2 {
            let mask = (1u8 << srcs) - 1;
            let m = PkMods {
                op_sel: (b as u8) & mask,
                op_sel_hi: (b >> srcs) as u8 & mask,
                neg_lo: (b >> (2 * srcs)) as u8 & mask,
                neg_hi: (b >> (3 * srcs)) as u8 & mask,
                clamp: b >= all,
            };
            for mode in [0xF0, 0xF3] {
                let src = [s[0], s[1], if srcs == 3 { s[2] } else { 0 }];
                assert_eq!(
                    pk_f32(op, src, m, mode),
                    ref_pk(op, src, m, mode),
                    "{op:?} {m:?}"
                );
                n += 1;
            }
        }
    }
    assert!(n > 8000);
}

#[test]
fn pk_property_against_scalar_f32_per_half() {
    const SEED: u64 = 0x5EED_0F32;
    let mut g = Rng(SEED);
    let cases = 150_000;
    for i in 0..cases {
        let op = ALL_OPS[i % 3];
        let s: [u64; 3] = std::array::from_fn(|_| pair(f32_bits(&mut g), f32_bits(&mut g)));
        let b = g.next();
        let m = PkMods {
            op_sel: (b & 7) as u8,
            op_sel_hi: (b >> 3 & 7) as u8,
            neg_lo: (b >> 6 & 7) as u8,
            neg_hi: (b >> 9 & 7) as u8,
            clamp: b >> 12 & 7 == 0,
        };
        let mode = any_mode(&mut g);
        let got = pk_f32(op, s, m, mode);
        let want = ref_pk(op, s, m, mode);
        assert_eq!(
            got, want,
            "seed {SEED:#x} case {i}: {op:?} {s:x?} {m:?} mode {mode:#x}: got {got:#018x}, want {want:#018x}"
        );
    }
}

// ---------------------------------------------------------------------------
// 2. Packed FP32 through the simulator

/// Moves input words v1.. into even-aligned pairs v[20:21], v[22:23], v[24:25].
const TO_PAIRS: &str = "\tv_mov_b32 v20, v1\n\tv_mov_b32 v21, v2\n\tv_mov_b32 v22, v3\n\tv_mov_b32 v23, v4\n\tv_mov_b32 v24, v5\n\tv_mov_b32 v25, v6\n";

/// Set the whole MODE byte.
fn set_mode(mode: u32) -> String {
    format!("\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), {mode:#x}\n")
}

/// (instruction text after the operands, op, modifiers) of the packed forms the
/// simulator test runs; results go to v[100+2k : 101+2k].
#[rustfmt::skip]
fn pk_forms() -> Vec<(PkF32, &'static str, PkMods)> {
    vec![
        (PkF32::Fma, "", pm(0, 0b111, 0, 0, false)),
        (PkF32::Fma, " op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]", pm(0, 0b010, 0b100, 0b100, false)),
        (PkF32::Fma, " op_sel:[1,0,1] op_sel_hi:[0,1,0] clamp", pm(0b101, 0b010, 0, 0, true)),
        (PkF32::Mul, "", pm(0, 0b11, 0, 0, false)),
        (PkF32::Mul, " op_sel:[1,1] op_sel_hi:[0,0] neg_hi:[1,0]", pm(0b11, 0, 0, 0b01, false)),
        (PkF32::Add, "", pm(0, 0b11, 0, 0, false)),
        (PkF32::Add, " neg_lo:[0,1] neg_hi:[0,1]", pm(0, 0b11, 0b10, 0b10, false)),
        (PkF32::Add, " op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,1]", pm(0b10, 0b01, 0b11, 0, false)),
    ]
}

/// The packed `forms` (results at v[100:101], v[102:103], ...) followed by `tail`.
fn pk_body(mode: u32, forms: &[(PkF32, &str, PkMods)], tail: &str) -> String {
    let mut b = set_mode(mode) + TO_PAIRS;
    for (k, (op, mods, _)) in forms.iter().enumerate() {
        let (name, srcs) = match op {
            PkF32::Add => ("v_pk_add_f32", "v[20:21], v[22:23]"),
            PkF32::Mul => ("v_pk_mul_f32", "v[20:21], v[22:23]"),
            PkF32::Fma => ("v_pk_fma_f32", "v[20:21], v[22:23], v[24:25]"),
        };
        b += &format!(
            "\t{name} v[{}:{}], {srcs}{mods}\n",
            100 + 2 * k,
            101 + 2 * k
        );
    }
    b + tail
}

#[test]
fn pk_through_the_simulator_matches_the_formulation_and_the_scalar_ops() {
    let forms = pk_forms();
    let (first, second) = forms.split_at(4);
    // The scalar instructions on the halves forms 0 and 1 select (after the four pairs):
    // form 0 = v_fma_f32 per half; form 1 = (a.lo * b.lo - c.lo, a.lo * b.hi - c.lo).
    let tail_a = "\tv_fma_f32 v108, v20, v22, v24\n\tv_fma_f32 v109, v21, v23, v25\n\
\tv_fma_f32 v110, v20, v22, -v24\n\tv_fma_f32 v111, v20, v23, -v24\n";
    // ... and form 6 (second[2]) = a + (-b) per half.
    let tail_b = "\tv_add_f32_e64 v108, v20, -v22\n\tv_add_f32_e64 v109, v21, -v23\n";
    let mut g = Rng(0xC0FFEE);
    let rows: Vec<Vec<u32>> = (0..1024)
        .map(|_| (0..6).map(|_| f32_bits(&mut g)).collect())
        .collect();
    for gfx in ["gfx90a", "gfx942"] {
        for mode in [0xF0, 0xF1, 0xF2, 0xF3, 0xC0, 0xD0, 0xE0] {
            for (part, tail, extra) in [(first, tail_a, 4), (second, tail_b, 2)] {
                let body = pk_body(mode, part, tail);
                let nout = 2 * part.len() + extra;
                let (out, _) = run_amd_lanes(gfx, &body, &rows, nout, "").unwrap();
                for (r, (o, i)) in out.iter().zip(&rows).enumerate() {
                    let s = [pair(i[0], i[1]), pair(i[2], i[3]), pair(i[4], i[5])];
                    for (k, (op, text, m)) in part.iter().enumerate() {
                        let src = if *op == PkF32::Fma {
                            s
                        } else {
                            [s[0], s[1], 0]
                        };
                        let want = ref_pk(*op, src, *m, mode);
                        let got = pair(o[2 * k], o[2 * k + 1]);
                        assert_eq!(got, want, "{gfx} mode {mode:#x} row {r} `{text}` {i:x?}");
                    }
                    let (o8, o9) = (o[8], o[9]);
                    if extra == 4 {
                        assert_eq!((o[0], o[1]), (o8, o9), "{gfx} row {r}: pk_fma vs v_fma_f32");
                        assert_eq!(
                            (o[2], o[3]),
                            (o[10], o[11]),
                            "{gfx} row {r}: op_sel_hi/neg vs v_fma_f32"
                        );
                    } else {
                        assert_eq!(
                            (o[4], o[5]),
                            (o8, o9),
                            "{gfx} row {r}: pk_add neg vs v_add_f32 -src"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn pk_sgpr_pairs_named_pairs_and_inline_constants() {
    let (three, four) = (f(3.0), f(4.0));
    let body = format!(
        "{}{TO_PAIRS}\ts_mov_b32 s10, {three:#x}\n\ts_mov_b32 s11, {four:#x}\n\ts_mov_b64 vcc, 0\n\
\tv_pk_mul_f32 v[100:101], v[20:21], s[10:11]\n\
\tv_pk_mul_f32 v[102:103], v[20:21], s[10:11] op_sel_hi:[1,0]\n\
\tv_pk_mul_f32 v[104:105], s[10:11], v[20:21] op_sel:[1,0]\n\
\tv_pk_fma_f32 v[106:107], v[20:21], s[10:11], s[10:11] op_sel:[0,0,1] op_sel_hi:[1,0,1]\n\
\tv_pk_mul_f32 v[108:109], v[20:21], 2.0\n\
\tv_pk_mul_f32 v[110:111], v[20:21], 0.5 op_sel:[0,1] op_sel_hi:[1,0]\n\
\tv_pk_add_f32 v[112:113], v[20:21], 1.0 op_sel_hi:[1,0]\n\
\tv_pk_add_f32 v[114:115], v[20:21], -4.0\n\
\tv_pk_fma_f32 v[116:117], v[20:21], v[22:23], 1.0\n\
\tv_pk_add_f32 v[118:119], vcc, v[20:21]\n\
\tv_pk_add_f32 v[120:121], v[20:21], 64\n\
\tv_pk_add_f32 v[122:123], v[20:21], -1 neg_hi:[0,1]\n",
        set_mode(0xF0)
    );
    let rows: Vec<Vec<u32>> = vec![
        vec![f(1.5), f(-2.0), f(10.0), f(0.25), 0, 0],
        vec![f(-0.0), 0x7FC0_0001, f(3.0), f(5.0), 0, 0],
        vec![0x0000_0003, 0xFF80_0000, f(-1.0), 0x8000_0001, 0, 0],
    ];
    let d = PkMods::default();
    // A constant operand: its 32-bit value in both halves.
    let k = |x: u32| pair(x, x);
    // At most 16 output words per run (the lanes kernel's gfx9 address arithmetic):
    // the first six results, then the last six moved down to v100.
    let mut moved = body.clone();
    for k in 0..12 {
        moved += &format!("\tv_mov_b32 v{}, v{}\n", 100 + k, 112 + k);
    }
    for gfx in ["gfx90a", "gfx942"] {
        let (lo, _) = run_amd_lanes(gfx, &body, &rows, 12, "").unwrap();
        let (hi, _) = run_amd_lanes(gfx, &moved, &rows, 12, "").unwrap();
        let out: Vec<Vec<u32>> = lo
            .iter()
            .zip(&hi)
            .map(|(a, b)| [a.as_slice(), b.as_slice()].concat())
            .collect();
        for (o, i) in out.iter().zip(&rows) {
            let (a, b) = (pair(i[0], i[1]), pair(i[2], i[3]));
            let s = pair(three, four);
            // One row per instruction of the body, in order.
            #[rustfmt::skip]
            let forms: [(PkF32, [u64; 3], PkMods); 12] = [
                (PkF32::Mul, [a, s, 0], d),
                (PkF32::Mul, [a, s, 0], pm(0, 0b01, 0, 0, false)),
                (PkF32::Mul, [s, a, 0], pm(0b01, 0b11, 0, 0, false)),
                (PkF32::Fma, [a, s, s], pm(0b100, 0b101, 0, 0, false)),
                (PkF32::Mul, [a, k(f(2.0)), 0], d),
                (PkF32::Mul, [a, k(f(0.5)), 0], pm(0b10, 0b01, 0, 0, false)),
                (PkF32::Add, [a, k(f(1.0)), 0], pm(0, 0b01, 0, 0, false)),
                (PkF32::Add, [a, k(f(-4.0)), 0], d),
                (PkF32::Fma, [a, b, k(f(1.0))], d),
                (PkF32::Add, [0, a, 0], d),
                (PkF32::Add, [a, k(64), 0], d),
                (PkF32::Add, [a, k(u32::MAX), 0], pm(0, 0b11, 0, 0b10, false)),
            ];
            for (n, (op, src, m)) in forms.iter().enumerate() {
                let want = ref_pk(*op, *src, *m, 0xF0);
                let got = pair(o[2 * n], o[2 * n + 1]);
                assert_eq!(got, want, "{gfx} {i:x?} form {n}");
            }
            // Spot values the formulation should give: 1.5 * 3 and -2 * 4 from the pair.
            if i[0] == f(1.5) {
                assert_eq!((o[0], o[1]), (f(4.5), f(-8.0)));
                assert_eq!((o[8], o[9]), (f(3.0), f(-4.0)));
                assert_eq!((o[22], o[23]), (0xFFFF_FFFF, 0x7FFF_FFFF)); // -1 is NaN bits
            }
        }
    }
}

// ---------------------------------------------------------------------------
// 3. v_ldexp_f64: pure function

fn d(x: f64) -> u64 {
    x.to_bits()
}

/// MODE with f64 round `r` and f64 denorm field `den` (f32 fields default).
fn mode64(r: u32, den: u32) -> u32 {
    (r << 2) | (den << 6) | 0x30
}

#[test]
fn ldexp_f64_edge_cases() {
    let m = mode64(0, 3);
    // specials pass through (NaN quieted, payload and sign kept) for every exponent
    for e in [i32::MIN, -5000, -1, 0, 1, 77, i32::MAX] {
        assert_eq!(
            ldexp_f64(0x7FF0_0000_0000_0001, e, m),
            0x7FF8_0000_0000_0001
        );
        assert_eq!(
            ldexp_f64(0xFFF8_0000_0000_0042, e, m),
            0xFFF8_0000_0000_0042
        );
        assert_eq!(
            ldexp_f64(0x7FF0_0000_0000_0000, e, m),
            0x7FF0_0000_0000_0000
        );
        assert_eq!(
            ldexp_f64(0xFFF0_0000_0000_0000, e, m),
            0xFFF0_0000_0000_0000
        );
        assert_eq!(ldexp_f64(0, e, m), 0);
        assert_eq!(ldexp_f64(SIGN64, e, m), SIGN64);
    }
    // the corpus's use: x * 2^-2
    assert_eq!(ldexp_f64(d(10.0), -2, m), d(2.5));
    assert_eq!(ldexp_f64(d(-3.0), 4, m), d(-48.0));
    // denormal results: 2^-1074 exact, 2^-1075 a tie (even: 0, or up), 1.5 * 2^-1074 -> 2
    assert_eq!(ldexp_f64(d(1.0), -1074, m), 1);
    assert_eq!(ldexp_f64(d(1.0), -1075, m), 0);
    assert_eq!(ldexp_f64(d(3.0), -1075, m), 2);
    assert_eq!(ldexp_f64(d(5.0), -1076, m), 1); // 1.25 ulp
    assert_eq!(ldexp_f64(d(1.0), -1075, mode64(1, 3)), 1);
    assert_eq!(ldexp_f64(d(-1.0), -1075, mode64(2, 3)), SIGN64 | 1);
    assert_eq!(ldexp_f64(d(-1.0), -1075, mode64(1, 3)), SIGN64);
    // denormal input: kept, or flushed before scaling (denorm bit 6 clear)
    assert_eq!(ldexp_f64(1, 1074, m), d(1.0));
    assert_eq!(ldexp_f64(1, 1074, mode64(0, 2)), 0);
    assert_eq!(ldexp_f64(SIGN64 | 1, 0, mode64(0, 0)), SIGN64);
    // denormal output flushed (bit 7 clear); tiny means below 2^-1022 before rounding:
    // (2 - 2^-52) * 2^-1023 rounds to 2^-1022 at denormal precision but is still tiny
    assert_eq!(ldexp_f64(d(1.0), -1023, mode64(0, 1)), 0);
    assert_eq!(ldexp_f64(d(-1.0), -1023, mode64(0, 1)), SIGN64);
    assert_eq!(
        ldexp_f64(0x3FFF_FFFF_FFFF_FFFF, -1023, m),
        0x0010_0000_0000_0000
    );
    assert_eq!(ldexp_f64(0x3FFF_FFFF_FFFF_FFFF, -1023, mode64(0, 1)), 0);
    assert_eq!(
        ldexp_f64(d(1.0), -1022, mode64(0, 1)),
        0x0010_0000_0000_0000
    );
    // overflow by rounding mode
    let max = 0x7FEF_FFFF_FFFF_FFFF;
    assert_eq!(ldexp_f64(d(1.0), 1024, m), 0x7FF0_0000_0000_0000);
    assert_eq!(ldexp_f64(d(1.0), 1024, mode64(3, 3)), max);
    assert_eq!(ldexp_f64(d(1.0), 1024, mode64(2, 3)), max);
    assert_eq!(ldexp_f64(d(-1.0), 1024, mode64(1, 3)), SIGN64 | max);
    assert_eq!(ldexp_f64(max, 1, mode64(1, 3)), 0x7FF0_0000_0000_0000);
    assert_eq!(ldexp_f64(max, -1, m), 0x7FDF_FFFF_FFFF_FFFF);
    // huge exponents saturate; the smallest denormal comes back from 2^1000 scaling
    assert_eq!(ldexp_f64(1, i32::MAX, m), 0x7FF0_0000_0000_0000);
    assert_eq!(ldexp_f64(max, i32::MIN, m), 0);
    assert_eq!(ldexp_f64(max, i32::MIN, mode64(1, 3)), 1);
    assert_eq!(ldexp_f64(d(-1.0), i32::MIN, mode64(2, 3)), SIGN64 | 1);
    assert_eq!(ldexp_f64(1, 2097, m), 0x7FE0_0000_0000_0000);
    // the f32 MODE fields do not matter
    for f32_fields in [0x00, 0x33] {
        assert_eq!(ldexp_f64(1, 1, 0xC0 | f32_fields), 2);
    }
}

#[test]
fn ldexp_f64_property_against_scalbn_with_flush_rules() {
    const SEED: u64 = 0x1D_E4F6_4000;
    let mut g = Rng(SEED);
    let cases = 200_000;
    for i in 0..cases {
        let x = f64_bits(&mut g);
        let e = exponent(&mut g);
        let mode = any_mode(&mut g);
        let got = ldexp_f64(x, e, mode);
        let want = ref_ldexp64(x, e, mode);
        assert_eq!(
            got, want,
            "seed {SEED:#x} case {i}: ldexp({x:#018x}, {e}) mode {mode:#x}: got {got:#018x}, want {want:#018x}"
        );
    }
}

// ---------------------------------------------------------------------------
// 4. v_ldexp_f64 through the simulator

#[test]
fn ldexp_f64_through_the_simulator_on_wave64_and_wave32() {
    let mut g = Rng(0xD0D0);
    let mut rows: Vec<Vec<u32>> = Vec::new();
    for _ in 0..512 {
        let x = f64_bits(&mut g);
        rows.push(vec![x as u32, (x >> 32) as u32, exponent(&mut g) as u32]);
    }
    for gfx in ["gfx90a", "gfx942", "gfx1100"] {
        for mode in [0xF0, 0xF4, 0xF8, 0xFC, 0x30, 0x70, 0xB0, 0x3C] {
            let body = format!(
                "{}\tv_mov_b32 v20, v1\n\tv_mov_b32 v21, v2\n\
\tv_ldexp_f64 v[100:101], v[20:21], v3\n\
\tv_ldexp_f64 v[102:103], v[20:21], -2\n\
\tv_ldexp_f64 v[104:105], -v[20:21], 64\n\
\tv_readfirstlane_b32 s10, v3\n\
\tv_ldexp_f64 v[106:107], |v[20:21]|, s10\n",
                set_mode(mode)
            );
            let (out, _) = run_amd_lanes(gfx, &body, &rows, 8, "").unwrap();
            let wave = if gfx == "gfx1100" { 32 } else { 64 };
            for (r, (o, i)) in out.iter().zip(&rows).enumerate() {
                // v_readfirstlane_b32: the exponent of the wave's first lane
                let s10 = rows[r / wave * wave][2] as i32;
                let x = i[0] as u64 | (i[1] as u64) << 32;
                let want = [
                    ref_ldexp64(x, i[2] as i32, mode),
                    ref_ldexp64(x, -2, mode),
                    ref_ldexp64(x ^ SIGN64, 64, mode),
                    ref_ldexp64(x & !SIGN64, s10, mode),
                ];
                for (k, w) in want.iter().enumerate() {
                    let got = o[2 * k] as u64 | (o[2 * k + 1] as u64) << 32;
                    assert_eq!(
                        got, *w,
                        "{gfx} mode {mode:#x} row {r} form {k} x={x:#x} e={}",
                        i[2] as i32
                    );
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// 5. FLAT loads and stores of every width

/// (body, expected out row from the input row) of the FLAT round trip: loads of every
/// width from `in`, stores of every width to `out`, then the stored row read back.
fn flat_body(gfx: &str) -> String {
    let rdna = gfx.starts_with("gfx11");
    let (addr, n) = if rdna {
        (
            "\tv_mov_b32 v21, s5\n\tv_add_co_u32 v20, vcc_lo, s4, v10\n\tv_add_co_ci_u32_e32 v21, vcc_lo, 0, v21, vcc_lo\n\
\tv_mov_b32 v23, s7\n\tv_add_co_u32 v22, vcc_lo, s6, v11\n\tv_add_co_ci_u32_e32 v23, vcc_lo, 0, v23, vcc_lo\n",
            [
                "flat_load_b64", "flat_load_b96", "flat_load_b128", "flat_load_u8", "flat_load_i8",
                "flat_load_u16", "flat_load_i16", "flat_load_b32", "flat_store_b128", "flat_store_b96",
                "flat_store_b64", "flat_store_b8", "flat_store_b16", "flat_store_b32",
            ],
        )
    } else {
        (
            "\tv_mov_b32 v21, s5\n\tv_add_co_u32_e32 v20, vcc, s4, v10\n\tv_addc_co_u32_e32 v21, vcc, 0, v21, vcc\n\
\tv_mov_b32 v23, s7\n\tv_add_co_u32_e32 v22, vcc, s6, v11\n\tv_addc_co_u32_e32 v23, vcc, 0, v23, vcc\n",
            [
                "flat_load_dwordx2", "flat_load_dwordx3", "flat_load_dwordx4", "flat_load_ubyte",
                "flat_load_sbyte", "flat_load_ushort", "flat_load_sshort", "flat_load_dword",
                "flat_store_dwordx4", "flat_store_dwordx3", "flat_store_dwordx2", "flat_store_byte",
                "flat_store_short", "flat_store_dword",
            ],
        )
    };
    let wait_stores = if rdna {
        "\ts_waitcnt_vscnt null, 0x0\n"
    } else {
        "\ts_waitcnt vmcnt(0)\n"
    };
    format!(
        "{addr}\
\t{} v[30:31], v[20:21]\n\t{} v[32:34], v[20:21]\n\t{} v[36:39], v[20:21]\n\
\t{} v40, v[20:21] offset:5\n\t{} v41, v[20:21] offset:7\n\
\t{} v42, v[20:21] offset:10\n\t{} v43, v[20:21] offset:14\n\t{} v44, v[20:21] offset:12\n\
\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\
\t{} v[22:23], v[36:39]\n\t{} v[22:23], v[32:34] offset:16\n\t{} v[22:23], v[30:31] offset:24\n\
\t{} v[22:23], v40 offset:1\n\t{} v[22:23], v43 offset:18\n\t{} v[22:23], v44 offset:28\n\
{wait_stores}\
\t{} v[100:103], v[22:23]\n\t{} v[104:107], v[22:23] offset:16\n\
\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\
\tv_mov_b32 v108, v40\n\tv_mov_b32 v109, v41\n\tv_mov_b32 v110, v42\n\tv_mov_b32 v111, v43\n",
        n[0],
        n[1],
        n[2],
        n[3],
        n[4],
        n[5],
        n[6],
        n[7],
        n[8],
        n[9],
        n[10],
        n[11],
        n[12],
        n[13],
        n[2],
        n[2]
    )
}

fn flat_expected(i: &[u32]) -> Vec<u32> {
    let bytes: Vec<u8> = i.iter().flat_map(|w| w.to_le_bytes()).collect();
    let u16_at = |o: usize| u16::from_le_bytes([bytes[o], bytes[o + 1]]);
    let (u8v, i8v) = (bytes[5] as u32, bytes[7] as i8 as i32 as u32);
    let (u16v, i16v) = (u16_at(10) as u32, u16_at(14) as i16 as i32 as u32);
    let mut out = [0u8; 32];
    out[..16].copy_from_slice(&bytes[..16]); // b128 at 0
    out[16..28].copy_from_slice(&bytes[..12]); // b96 at 16
    out[24..32].copy_from_slice(&bytes[..8]); // b64 at 24 (after the b96)
    out[1] = u8v as u8; // b8 at 1
    out[18..20].copy_from_slice(&(i16v as u16).to_le_bytes()); // b16 at 18
    out[28..32].copy_from_slice(&bytes[12..16]); // b32 at 28
    let mut w: Vec<u32> = out
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    w.extend([u8v, i8v, u16v, i16v]);
    w
}

#[test]
fn flat_loads_and_stores_of_every_width_on_gfx11_and_gfx9() {
    let mut g = Rng(0xF1A7);
    // Sign bits set in the narrow fields half of the time.
    let rows: Vec<Vec<u32>> = (0..128)
        .map(|_| (0..4).map(|_| g.u32()).collect())
        .collect();
    for gfx in ["gfx1100", "gfx942", "gfx90a"] {
        let (out, _) = run_amd_lanes(gfx, &flat_body(gfx), &rows, 12, "").unwrap();
        for (r, (o, i)) in out.iter().zip(&rows).enumerate() {
            assert_eq!(o, &flat_expected(i), "{gfx} row {r} in {i:x?}");
        }
    }
}

#[test]
fn flat_load_b64_pointer_chase_like_the_latency_kernel() {
    // Each work-item follows a two-hop chain through `in` with `flat_load_b64 v[1:2], v[1:2]`
    // (the corpus's latency_gfx1100 shape): word pair k holds the address of pair k+1.
    let body = "\tv_mov_b32 v21, s5\n\tv_add_co_u32 v20, vcc_lo, s4, v10\n\tv_add_co_ci_u32_e32 v21, vcc_lo, 0, v21, vcc_lo\n\
\tflat_load_b64 v[20:21], v[20:21]\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\
\tflat_load_b64 v[20:21], v[20:21]\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\
\tv_mov_b32 v100, v20\n\tv_mov_b32 v101, v21\n";
    // Work-item i reads in[4i .. 4i+4]: pair 0 -> &in[4i+2], pair 1 = payload.
    let base = 0x7_0000_0000u64; // the first buffer (`in`) starts at BUFFER_BASE
    let rows: Vec<Vec<u32>> = (0..64u64)
        .map(|i| {
            let next = base + 16 * i + 8;
            vec![
                next as u32,
                (next >> 32) as u32,
                0x1000 + i as u32,
                0xABCD_0000,
            ]
        })
        .collect();
    let (out, _) = run_amd_lanes("gfx1100", body, &rows, 2, "").unwrap();
    for (i, o) in out.iter().enumerate() {
        assert_eq!(o, &vec![0x1000 + i as u32, 0xABCD_0000], "work-item {i}");
    }
}

// ---------------------------------------------------------------------------
// 6. Malformed uses: located errors, never panics

/// Parse the lanes kernel with `line` as its body; return (line, col, message) of the
/// error, with `line` relative to the body line.
fn parse_error(gfx: &str, line: &str) -> (u32, u32, String) {
    let text = amd_lanes_kernel(gfx, line, 1, 1, "");
    let body_line = text.lines().position(|l| l == line).unwrap() as u32 + 1;
    // A statement warpsim cannot take sets its kernel aside (the file still parses).
    let e = match warpsim::isa::amdgpu::parse("k.s", text.as_bytes()) {
        Err(e) => e,
        Ok(m) => m
            .first_set_aside()
            .cloned()
            .unwrap_or_else(|| panic!("`{line}` on {gfx} loaded")),
    };
    let shown = e.to_string();
    assert!(
        shown.starts_with(&format!("k.s:{}:{}: error: ", e.pos.line, e.pos.col)),
        "{shown}"
    );
    assert_eq!(e.pos.line, body_line, "`{line}`: {shown}");
    (e.pos.line - body_line + 1, e.pos.col, e.msg)
}

/// Malformed uses: (target, body line, column of the culprit, parts of the message).
#[rustfmt::skip]
const BAD: &[(&str, &str, u32, &[&str])] = &[
    ("gfx942", "\tv_pk_add_f32 v[0:1], v[2:3]", 2, &["takes 3 operand", "found 2"]),
    ("gfx942", "\tv_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7], v[8:9]", 2, &["takes 4 operand"]),
    ("gfx942", "\tv_pk_add_f32 v[0:1], v2, v[4:5]", 23, &["64-bit operand", "v2"]),
    ("gfx942", "\tv_pk_add_f32 v0, v[2:3], v[4:5]", 15, &["expected 2 vector register", "v0"]),
    ("gfx90a", "\tv_pk_mul_f32 v[0:1], v[3:4], v[6:7]", 23, &["even registers", "v[3:4]"]),
    ("gfx942", "\tv_pk_mul_f32 v[0:1], v[2:3], s3", 31, &["64-bit operand", "s3"]),
    ("gfx942", "\tv_pk_mul_f32 v[0:1], v[2:3], 0x12345", 31, &["no literal", "gfx942"]),
    ("gfx942", "\tv_pk_mul_f32 v[0:1], v[2:3], 1.5", 31, &["no literal"]),
    ("gfx942", "\tv_pk_fma_f32 v[0:1], s[0:1], s[2:3], v[4:5]", 31, &["scalar values", "constant bus"]),
    ("gfx942", "\tv_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel:[0,0,1]", 38, &["3 elements", "2 source"]),
    ("gfx942", "\tv_pk_add_f32 v[0:1], v[2:3], v[4:5] neg_lo:[2,0]", 38, &["malformed modifier", "neg_lo"]),
    ("gfx942", "\tv_pk_add_f32 v[0:1], -v[2:3], v[4:5]", 23, &["neg_lo", "-v[2:3]"]),
    ("gfx942", "\tv_pk_add_f32 v[0:1], |v[2:3]|, v[4:5]", 23, &["neg_lo"]),
    ("gfx942", "\tv_pk_add_f32 v[0:1], v[2:3], v[4:5] mul:2", 38, &["not allowed", "mul:2"]),
    ("gfx942", "\tv_pk_add_f32_e32 v[0:1], v[2:3], v[4:5]", 2, &["VOP3P"]),
    ("gfx942", "\tv_add_f32 v0, v1, v2 neg_lo:[1,0]", 23, &["not allowed", "neg_lo"]),
    ("gfx908", "\tv_pk_add_f32 v[0:1], v[2:3], v[4:5]", 2, &["gfx908", "gfx90a"]),
    ("gfx1100", "\tv_pk_add_f32 v[0:1], v[2:3], v[4:5]", 2, &["not available", "gfx1100"]),
    ("gfx942", "\tv_ldexp_f64 v[0:1], v[2:3]", 2, &["takes 3 operand"]),
    ("gfx942", "\tv_ldexp_f64 v[0:1], v2, v3", 22, &["64-bit operand", "v2"]),
    ("gfx942", "\tv_ldexp_f64 v0, v[2:3], v3", 14, &["expected 2 vector register"]),
    ("gfx942", "\tv_ldexp_f64 v[0:1], v[2:3], -v4", 30, &["integer operand", "-v4"]),
    ("gfx942", "\tv_ldexp_f64 v[0:1], v[2:3], v[4:5]", 30, &["32-bit operand"]),
    ("gfx1100", "\tflat_load_b64 v1, v[2:3]", 16, &["expected 2 vector register", "v1"]),
    ("gfx1100", "\tflat_load_b64 v[0:1], v[2:3], s[0:1]", 2, &["takes 2 operand", "found 3"]),
    ("gfx1100", "\tflat_load_b64 v[0:1], v2", 24, &["expected 2 vector register", "v2"]),
    ("gfx1100", "\tflat_store_b96 v[0:1], v[2:3]", 25, &["expected 3 vector register"]),
    // GFX11 takes the GFX9 spelling as an alias (as llvm-mc does), with its checks.
    ("gfx1100", "\tflat_load_dwordx3 v[0:1], v[4:5]", 20, &["expected 3 vector register"]),
    ("gfx942", "\tflat_load_b64 v[0:1], v[2:3]", 2, &["not available", "gfx942"]),
    ("gfx942", "\tflat_load_ubyte v0, v[2:3] offset:4096", 29, &["offset", "4095"]),
];

#[test]
fn bad_uses_are_located_errors() {
    for &(gfx, line, col, parts) in BAD {
        let (_, c, msg) = parse_error(gfx, line);
        assert_eq!(c, col, "{gfx} `{line}`: {msg}");
        for p in parts {
            assert!(msg.contains(p), "{gfx} `{line}`: `{msg}` lacks `{p}`");
        }
    }
}
