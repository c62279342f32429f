//! PTX half-precision forms beyond plain arithmetic: `.ftz` on the `.f16`/`.f16x2`
//! instructions, `cvt .satfinite` to `.f16`/`.bf16` (and pairs), `ex2.approx` and
//! `tanh.approx` on the half types, `min`/`max` `.xorsign.abs`, and `cvt` of an
//! `.f16x2` pair to 8-bit floats; each checked on chosen edge cases (subnormals,
//! overflow, NaN, signs) and, for `ex2.approx.f16`, on every input against a rounding
//! written here; `.bf16`/`.bf16x2` add, sub, mul and fma against f64 rounded once. Also
//! the legality rules, as located errors.

mod common;
use common::elems::*;
use common::*;

const HDR: &str = ".version 8.7\n.target sm_90\n.address_size 64\n";

/// Registers the bodies use besides the harness's `%r`, `%rd`, `%p`.
const REGS: &str = "\t.reg .b16 %h<8>;\n\t.reg .f32 %f<8>;\n\t.reg .f64 %fd<4>;\n";

/// Run `body` on one input word per lane (`%r1`), returning `%r2` of each lane.
fn run1(hdr: &str, body: &str, inputs: &[u32]) -> Vec<u32> {
    let rows: Vec<Vec<u32>> = inputs.iter().map(|&x| vec![x]).collect();
    // The harness stores %r100.
    let body = format!("{REGS}{}\n\tmov.b32 %r100, %r2;", body);
    let (out, _) = run_lanes(hdr, &body, &rows, 1, None).unwrap_or_else(|e| panic!("{body}: {e}"));
    out.into_iter().map(|r| r[0]).collect()
}

/// `op` on the low halves of pairs (a, b) packed as a | b << 16: `%r2 = op(a, b)`.
fn half2(op: &str, pairs: &[(u16, u16)]) -> Vec<u16> {
    let body =
        format!("\tmov.b32 {{%h1, %h2}}, %r1;\n\t{op} %h3, %h1, %h2;\n\tcvt.u32.u16 %r2, %h3;");
    let ins: Vec<u32> = pairs
        .iter()
        .map(|&(a, b)| a as u32 | (b as u32) << 16)
        .collect();
    run1(HDR, &body, &ins)
        .into_iter()
        .map(|x| x as u16)
        .collect()
}

#[test]
fn ftz_flushes_f16_subnormals() {
    // 2^-24 (the smallest subnormal) + itself: 2^-23 without .ftz, +0 with it.
    assert_eq!(half2("add.f16", &[(0x0001, 0x0001)]), [0x0002]);
    assert_eq!(half2("add.ftz.f16", &[(0x0001, 0x0001)]), [0x0000]);
    // A normal result from subnormal inputs is still flushed at the inputs.
    assert_eq!(half2("mul.ftz.f16", &[(0x03FF, 0x4000)]), [0x0000]);
    assert_eq!(half2("mul.f16", &[(0x03FF, 0x4000)]), [0x07FE]);
    // min of flushed +sub and -sub: -0 < +0.
    assert_eq!(half2("min.ftz.f16", &[(0x0001, 0x8001)]), [0x8000]);
    // The packed form flushes each half.
    let body = "\tadd.ftz.f16x2 %r2, %r1, %r1;";
    assert_eq!(run1(HDR, body, &[0x0001_3C00]), [0x0000_4000]);
    // neg/abs flush first; setp compares flushed values.
    let one = |op: &str, x: u16| {
        let body =
            format!("\tmov.b32 {{%h1, %h2}}, %r1;\n\t{op} %h3, %h1;\n\tcvt.u32.u16 %r2, %h3;");
        run1(HDR, &body, &[x as u32])[0] as u16
    };
    assert_eq!(one("neg.ftz.f16", 0x0001), 0x8000);
    assert_eq!(one("abs.ftz.f16", 0x8001), 0x0000);
    assert_eq!(one("neg.f16", 0x0001), 0x8001);
    let body =
        "\tmov.b32 {%h1, %h2}, %r1;\n\tsetp.eq.ftz.f16 %p1, %h1, %h2;\n\tselp.u32 %r2, 1, 0, %p1;";
    assert_eq!(run1(HDR, body, &[0x8000_0001]), [1]);
    let body =
        "\tmov.b32 {%h1, %h2}, %r1;\n\tsetp.eq.f16 %p1, %h1, %h2;\n\tselp.u32 %r2, 1, 0, %p1;";
    assert_eq!(run1(HDR, body, &[0x8000_0001]), [0]);
}

#[test]
fn satfinite_conversions_clamp_to_the_largest_finite_value() {
    let cvt = |op: &str, xs: &[f32]| -> Vec<u16> {
        let body = format!("\tmov.b32 %f1, %r1;\n\t{op} %h1, %f1;\n\tcvt.u32.u16 %r2, %h1;");
        let ins: Vec<u32> = xs.iter().map(|x| x.to_bits()).collect();
        run1(HDR, &body, &ins)
            .into_iter()
            .map(|x| x as u16)
            .collect()
    };
    let xs = [1.0e6, -f32::INFINITY, f32::NAN, 65519.0, 65520.0, 1.0, -5.0];
    assert_eq!(
        cvt("cvt.rn.satfinite.f16.f32", &xs),
        [0x7BFF, 0xFBFF, 0x7FFF, 0x7BFF, 0x7BFF, 0x3C00, 0xC500]
    );
    // Without .satfinite 65520 rounds to infinity.
    assert_eq!(cvt("cvt.rn.f16.f32", &[65520.0, 1.0e6]), [0x7C00, 0x7C00]);
    assert_eq!(
        cvt("cvt.rn.relu.satfinite.f16.f32", &[-5.0, 1.0e6, f32::NAN]),
        [0x0000, 0x7BFF, 0x7FFF]
    );
    assert_eq!(
        cvt(
            "cvt.rz.satfinite.bf16.f32",
            &[f32::INFINITY, -f32::MAX, 3.0e38]
        ),
        [0x7F7F, 0xFF7F, 0x7F61]
    );
    // The pair: a to the upper half, b to the lower.
    let body =
        "\tmov.b32 %f1, %r1;\n\tneg.f32 %f2, %f1;\n\tcvt.rn.satfinite.f16x2.f32 %r2, %f1, %f2;";
    assert_eq!(run1(HDR, body, &[1.0e9f32.to_bits()]), [0x7BFF_FBFF]);
}

/// warpsim's `ex2.approx.f16` is the correctly rounded 2^x (its choice within the ISA's
/// error bound, about 2^-9.9 relative; the hardware's approximation is not published).
#[test]
fn ex2_approx_f16_is_the_rounded_exponential_for_every_input() {
    let ins: Vec<u32> = (0..65536u32).collect();
    let body = "\tmov.b32 {%h1, %h2}, %r1;\n\tex2.approx.f16 %h3, %h1;\n\tcvt.u32.u16 %r2, %h3;";
    let out = run1(HDR, body, &ins);
    for (x, got) in ins.iter().zip(out) {
        let (e, m) = ((x >> 10) & 0x1F, x & 0x3FF);
        let want = if e == 31 && m != 0 {
            0x7FFF
        } else if e == 31 {
            if x & 0x8000 != 0 {
                0
            } else {
                0x7C00
            }
        } else {
            to_f16(fval("f16", *x as u64).exp2()) as u32
        };
        assert_eq!(got, want, "ex2.approx.f16 of {x:#06x}");
    }
}

#[test]
fn half_transcendentals_and_pairs() {
    // ex2 of (1.0, -1.0) as a pair: (2.0, 0.5).
    assert_eq!(
        run1(HDR, "\tex2.approx.f16x2 %r2, %r1;", &[0xBC00_3C00]),
        [0x3800_4000]
    );
    // bf16: ex2 needs .ftz; 2^-130 is a bf16 subnormal, flushed to +0.
    let bf = |op: &str, x: f32| {
        let body =
            format!("\tmov.b32 {{%h1, %h2}}, %r1;\n\t{op} %h3, %h2;\n\tcvt.u32.u16 %r2, %h3;");
        run1(HDR, &body, &[x.to_bits()])[0] as u16
    };
    assert_eq!(bf("ex2.approx.ftz.bf16", -130.0), 0x0000);
    assert_eq!(bf("ex2.approx.ftz.bf16", 3.0), 0x4100);
    assert_eq!(bf("tanh.approx.bf16", 0.0), 0x0000);
    assert_eq!(bf("tanh.approx.bf16", 20.0), 0x3F80);
    assert_eq!(bf("tanh.approx.bf16", -20.0), 0xBF80);
    // tanh.approx.f16x2 of (0.5, NaN): (tanh(0.5) rounded, canonical NaN).
    let out = run1(HDR, "\ttanh.approx.f16x2 %r2, %r1;", &[0x7E01_3800]);
    assert_eq!(out[0] & 0xFFFF, to_f16(0.5f64.tanh()) as u32);
    assert_eq!(out[0] >> 16, 0x7FFF);
}

#[test]
fn xorsign_abs_takes_magnitudes_and_xors_the_signs() {
    // max(|-2|, |3|) = 3 with sign 1 ^ 0: -3.
    assert_eq!(half2("max.xorsign.abs.f16", &[(0xC000, 0x4200)]), [0xC200]);
    // min(|-2|, |-3|) = 2 with sign 1 ^ 1: +2.
    assert_eq!(half2("min.xorsign.abs.f16", &[(0xC000, 0xC200)]), [0x4000]);
    // A NaN result ignores both modifiers.
    assert_eq!(
        half2("min.NaN.xorsign.abs.f16", &[(0xC000, 0x7E00)]),
        [0x7FFF]
    );
    let body = "\tmov.b32 %f1, %r1;\n\tneg.f32 %f2, %f1;\n\tadd.f32 %f2, %f2, 0f3F800000;\n\tmax.xorsign.abs.f32 %f3, %f1, %f2;\n\tmov.b32 %r2, %f3;";
    // max(|4|, |-3|) = 4, sign 0 ^ 1.
    assert_eq!(run1(HDR, body, &[4.0f32.to_bits()]), [(-4.0f32).to_bits()]);
    assert_eq!(
        run1(
            HDR,
            "\tmax.xorsign.abs.bf16x2 %r2, %r1, %r1;",
            &[0xC000_4000]
        ),
        [0x4000_4000]
    );
}

#[test]
fn fp8_pairs_from_an_f16_pair() {
    // (1.0, -2.0) -> e4m3 (0x38, 0xC0); 1000.0 saturates to 448 (0x7E).
    let run = |op: &str, x: u32| {
        run1(
            HDR,
            &format!("\t{op} %h1, %r1;\n\tcvt.u32.u16 %r2, %h1;"),
            &[x],
        )[0]
    };
    assert_eq!(run("cvt.rn.satfinite.e4m3x2.f16x2", 0x3C00_C000), 0x38C0);
    assert_eq!(run("cvt.rn.satfinite.e4m3x2.f16x2", 0x63D0_0000), 0x7E00);
    assert_eq!(
        run("cvt.rn.satfinite.relu.e5m2x2.f16x2", 0xBC00_3C00),
        0x003C
    );
}

/// `set`: the comparison written as a value (all ones or 1.0 when true), per half for a
/// packed source, combined with a predicate by `.and`/`.or`/`.xor`.
#[test]
fn set_writes_the_comparison_as_a_value() {
    let two_three = 2.0f32.to_bits() as u64 | (3.0f32.to_bits() as u64) << 32;
    let run = |op: &str| -> u32 {
        // %f1 = 2.0, %f2 = 3.0 from the input pair.
        let body = format!(
            "\tmov.b32 %f1, %r1;\n\tadd.f32 %f2, %f1, 0f3F800000;\n\t{op}\n\tmov.b32 %r2, %r3;"
        );
        run1(HDR, &body, &[two_three as u32])[0]
    };
    assert_eq!(run("set.lt.u32.f32 %r3, %f1, %f2;"), 0xFFFF_FFFF);
    assert_eq!(run("set.gt.u32.f32 %r3, %f1, %f2;"), 0);
    let f = |op: &str| {
        run(&format!(
            "set.le.f32.f32 %f3, %f1, %f2;\n\tmov.b32 %r3, %f3;{op}"
        ))
    };
    assert_eq!(f(""), 1.0f32.to_bits());
    // .and with a false predicate, .or with !false.
    let p = "\tsetp.gt.f32 %p1, %f1, %f2;\n\t";
    assert_eq!(
        run(&format!("{p}set.lt.and.s32.f32 %r3, %f1, %f2, %p1;")),
        0
    );
    assert_eq!(
        run(&format!("{p}set.gt.or.s32.f32 %r3, %f1, %f2, !%p1;")),
        0xFFFF_FFFF
    );
    // Packed halves: (1.0 < 2.0, NaN < 2.0) -> (1.0, 0.0); unordered gtu: NaN -> true.
    let pair = |op: &str| {
        run1(
            HDR,
            &format!("\t{op} %r2, %r1, 0x40004000;"),
            &[0x7E00_3C00],
        )[0]
    };
    assert_eq!(pair("set.lt.f16x2.f16x2"), 0x0000_3C00);
    assert_eq!(pair("set.gtu.u32.f16x2"), 0xFFFF_0000);
    // A 16-bit destination from a half source; .ftz compares a subnormal as zero.
    let h = |op: &str| {
        let body =
            format!("\tmov.b32 {{%h1, %h2}}, %r1;\n\t{op} %h3, %h1, %h2;\n\tcvt.u32.u16 %r2, %h3;");
        run1(HDR, &body, &[0x0000_0001])[0]
    };
    assert_eq!(h("set.ne.u16.f16"), 0xFFFF);
    assert_eq!(h("set.ne.ftz.u16.f16"), 0);
    assert_eq!(h("set.gt.bf16.f16"), 0x3F80);
}

fn load_err(body: &str, hdr: &str) -> String {
    match run_lanes(
        hdr,
        &format!("{REGS}{body}"),
        &vec![vec![0u32]; 32],
        1,
        None,
    ) {
        Ok(_) => panic!("accepted: {body}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn illegal_half_forms_are_located_errors() {
    let old = ".version 8.0\n.target sm_80\n.address_size 64\n";
    let cases = [
        (
            "\tadd.ftz.bf16 %h1, %h2, %h3;",
            HDR,
            "legal only with .f32, .f16 and .f16x2",
        ),
        ("\tex2.approx.bf16 %h1, %h2;", HDR, "ex2.approx.ftz.bf16"),
        (
            "\tex2.approx.ftz.f16 %h1, %h2;",
            HDR,
            ".ftz is legal here only",
        ),
        ("\tex2.approx.ftz.bf16x2 %r1, %r2;", old, "sm_90"),
        ("\tmax.xorsign.f16 %h1, %h2, %h3;", HDR, ".xorsign.abs"),
        (
            "\tmax.xorsign.abs.s32 %r1, %r2, %r3;",
            HDR,
            "applies to .f32",
        ),
        ("\tmax.xorsign.abs.f16 %h1, %h2, %h3;", old, "sm_86"),
        ("\tcvt.rn.satfinite.f16.f32 %h1, %f1;", old, "8.1"),
        (
            "\tcvt.rm.satfinite.f16.f32 %h1, %f1;",
            HDR,
            ".satfinite applies",
        ),
        (
            "\tcvt.rn.satfinite.f16.f64 %h1, %fd1;",
            HDR,
            ".satfinite applies",
        ),
    ];
    for (body, hdr, want) in cases {
        let e = load_err(body, hdr);
        assert!(e.contains(want), "{body}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

/// Round an f64 to the nearest bf16 (ties to even), for values in bf16's normal range:
/// an independent reference (the significand scaled to 8 bits and rounded in f64).
fn bf16_rne(x: f64) -> u16 {
    if x == 0.0 {
        return if x.is_sign_negative() { 0x8000 } else { 0 };
    }
    let e = ((x.abs().to_bits() >> 52) & 0x7FF) as i32 - 1023;
    let ulp = 2f64.powi(e - 7);
    let q = x.abs() / ulp;
    let mut n = q.floor();
    if q - n > 0.5 || (q - n == 0.5 && n % 2.0 == 1.0) {
        n += 1.0;
    }
    let v = (n * ulp).copysign(x);
    ((v as f32).to_bits() >> 16) as u16
}

/// `add/sub/mul/fma.rn.bf16` and the `.bf16x2` pairs through the PTX front end (sm_90),
/// against the f64 result rounded once to bf16: random finite bf16 of moderate
/// magnitude (every sum, product and fused product-sum is exact in f64), plus signed
/// zeros and an exact cancellation.
#[test]
fn bf16_arithmetic_matches_an_f64_reference() {
    let mut g = Rng(0xBF16);
    let mut bf = || -> u32 {
        // 2^-8 .. 2^8, any sign and fraction: a product (16 significant bits) and an
        // addend then span at most 40 bits, so a + b, a x b and a x b + c are exact in f64.
        let e = 119 + (g.next() % 17) as u32;
        (g.next() as u32 & 0x8000) | e << 7 | (g.next() as u32 & 0x7F)
    };
    let mut ins: Vec<[u32; 3]> = (0..60).map(|_| [bf(), bf(), bf()]).collect();
    ins.push([0x3F80, 0xBF80, 0x0000]); // 1 + -1 = +0; fma(1, -1, 0) = -0 + 0 = +0
    ins.push([0x8000, 0x8000, 0x8000]); // -0 + -0 = -0; (-0)(-0) = +0; fma = +0 + -0 = +0
    ins.push([0x4040, 0x3F00, 0xBFC0]); // 3 x 0.5 - 1.5 = 0
    ins.push([0x4380, 0x3F81, 0x3B80]); // 256 x 1.0078 + 2^-8: the addend below half an ulp
    let body = "\tmov.b32 {%h1, %h2}, %r1;\n\tmov.b32 {%h3, %h4}, %r2;\n\
\tadd.rn.bf16 %h5, %h1, %h2;\n\tmov.b32 %r100, {%h5, %h5};\n\
\tsub.rn.bf16 %h5, %h1, %h2;\n\tmov.b32 %r101, {%h5, %h5};\n\
\tmul.rn.bf16 %h5, %h1, %h2;\n\tmov.b32 %r102, {%h5, %h5};\n\
\tfma.rn.bf16 %h5, %h1, %h2, %h3;\n\tmov.b32 %r103, {%h5, %h5};\n\
\tmov.b32 %r5, {%h2, %h1};\n\tadd.rn.bf16x2 %r104, %r1, %r5;\n\
\tmov.b32 %r6, {%h3, %h3};\n\tfma.rn.bf16x2 %r105, %r1, %r5, %r6;";
    // %r1 = a | b << 16, %r2 = c (low half).
    let rows: Vec<Vec<u32>> = ins.iter().map(|&[a, b, c]| vec![a | b << 16, c]).collect();
    let body = format!("{REGS}{body}");
    let (out, _) = run_lanes(HDR, &body, &rows, 6, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.len(), rows.len());
    for (r, (o, &[a, b, c])) in out.iter().zip(&ins).enumerate() {
        let v = |x: u32| f32::from_bits(x << 16) as f64;
        let (x, y, z) = (v(a), v(b), v(c));
        let what = format!("row {r}: {a:#06x} {b:#06x} {c:#06x}");
        let lo = |w: u32| w & 0xFFFF;
        assert_eq!(lo(o[0]), bf16_rne(x + y) as u32, "{what} add");
        assert_eq!(lo(o[1]), bf16_rne(x - y) as u32, "{what} sub");
        assert_eq!(lo(o[2]), bf16_rne(x * y) as u32, "{what} mul");
        assert_eq!(lo(o[3]), bf16_rne(x * y + z) as u32, "{what} fma");
        // Pairs: (a, b) + (b, a); fma((a, b), (b, a), (c, c)).
        let pair = |l: f64, h: f64| bf16_rne(l) as u32 | (bf16_rne(h) as u32) << 16;
        assert_eq!(o[4], pair(x + y, y + x), "{what} add.bf16x2");
        assert_eq!(o[5], pair(x * y + z, y * x + z), "{what} fma.bf16x2");
    }
}
