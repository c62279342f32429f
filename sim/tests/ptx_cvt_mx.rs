//! The sm_100+ narrow `cvt` types through the PTX front end: the OCP MX floats
//! `.e2m1x2`, `.e2m3x2`, `.e3m2x2` (from f32 pairs and f16x2/bf16x2, back to f16x2)
//! and the `.ue8m0x2` scale factors (from f32 pairs and bf16x2 toward zero or up,
//! back to bf16x2), against an independent formulation: every code of a format decoded
//! from its fields, the nearest by value chosen (ties to the even code), saturation
//! and NaN as PTX ISA 9.x "cvt" says; plus the located errors of illegal forms.

mod common;
use common::*;

/// A format: exponent bits, mantissa bits, bias (OCP MX 1.0, 5.3: no inf, no NaN).
#[derive(Clone, Copy, Debug)]
struct Mx {
    name: &'static str,
    e: u32,
    m: u32,
    bias: i32,
}

const E2M1: Mx = Mx {
    name: "e2m1x2",
    e: 2,
    m: 1,
    bias: 1,
};
const E2M3: Mx = Mx {
    name: "e2m3x2",
    e: 2,
    m: 3,
    bias: 1,
};
const E3M2: Mx = Mx {
    name: "e3m2x2",
    e: 3,
    m: 2,
    bias: 3,
};

impl Mx {
    fn bits(self) -> u32 {
        1 + self.e + self.m
    }
    fn value(self, code: u32) -> f64 {
        let s = if code >> (self.e + self.m) & 1 != 0 {
            -1.0
        } else {
            1.0
        };
        let ef = (code >> self.m) & ((1 << self.e) - 1);
        let mf = (code & ((1 << self.m) - 1)) as f64;
        let scale = (1u32 << self.m) as f64;
        if ef == 0 {
            s * mf / scale * 2f64.powi(1 - self.bias)
        } else {
            s * (1.0 + mf / scale) * 2f64.powi(ef as i32 - self.bias)
        }
    }
    /// `.rn.satfinite{.relu}` by search over every code.
    fn reference(self, x: f32, relu: bool) -> u32 {
        let codes = 1u32 << self.bits();
        let sign = 1 << (self.e + self.m);
        let max = sign - 1; // the positive code of largest magnitude
        let code = if x.is_nan() {
            max
        } else {
            let xf = x as f64;
            if xf.abs() >= self.value(max) {
                max | if xf < 0.0 { sign } else { 0 }
            } else {
                (0..codes)
                    .filter(|&c| (c & sign != 0) == x.is_sign_negative())
                    .min_by(|&a, &b| {
                        let (da, db) = ((self.value(a) - xf).abs(), (self.value(b) - xf).abs());
                        da.partial_cmp(&db).unwrap().then((a & 1).cmp(&(b & 1)))
                    })
                    .unwrap()
            }
        };
        if relu && code & sign != 0 {
            0
        } else {
            code
        }
    }
    /// The f16 bits of a code (every value is an f16 value).
    fn to_f16(self, code: u32) -> u32 {
        half_bits(self.value(code))
    }
}

/// The f16 encoding of an f64 that is exactly an f16 value (a normal or subnormal).
fn half_bits(v: f64) -> u32 {
    let s = if v.is_sign_negative() { 0x8000 } else { 0 };
    let a = v.abs();
    if a == 0.0 {
        return s;
    }
    let e = a.log2().floor() as i32;
    if e < -14 {
        return s | (a / 2f64.powi(-24)) as u32;
    }
    s | ((e + 15) as u32) << 10 | ((a / 2f64.powi(e) - 1.0) * 1024.0) as u32
}

/// Inputs: edge cases of every format (ties, subnormals, the largest values and past
/// them, zeros, infinities, NaN) and pseudo-random values over the formats' range.
fn inputs() -> Vec<f32> {
    let mut v = vec![
        0.0,
        -0.0,
        0.25,
        0.5,
        0.75,
        1.0,
        1.25,
        1.5,
        2.5,
        3.0,
        3.5,
        5.0,
        6.0,
        7.0,
        7.5,
        7.75,
        8.0,
        26.0,
        28.0,
        30.0,
        32.0,
        1e9,
        -1e9,
        0.0625,
        0.09375,
        0.1875,
        0.125,
        -6.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -f32::NAN,
        f32::MIN_POSITIVE,
        1e-40,
    ];
    let mut r = Rng(0x05EE_D0F4);
    for _ in 0..200 {
        let mag = f32::from_bits(0x3C00_0000 + (r.u32() % 0x0500_0000));
        v.push(if r.u32() & 1 != 0 { -mag } else { mag });
    }
    v
}

#[test]
fn mx_pairs_from_f32_round_to_nearest_even_and_saturate() {
    let xs = inputs();
    // Lane l converts (xs[2l], xs[2l+1]) for each format, with and without .relu, and
    // widens the first result back to f16x2.
    let rows: Vec<Vec<u32>> = xs
        .chunks(2)
        .map(|p| vec![p[0].to_bits(), p[1].to_bits()])
        .collect();
    let body = "\t.reg .b16 %h<8>;\n\t.reg .b8 %q<3>;
\tcvt.rn.satfinite.e2m1x2.f32 %q1, %r1, %r2;\n\tcvt.u32.u8 %r100, %q1;
\tcvt.rn.satfinite.relu.e2m1x2.f32 %q2, %r1, %r2;\n\tcvt.u32.u8 %r101, %q2;
\tcvt.rn.satfinite.e2m3x2.f32 %h1, %r1, %r2;\n\tcvt.u32.u16 %r102, %h1;
\tcvt.rn.satfinite.relu.e2m3x2.f32 %h2, %r1, %r2;\n\tcvt.u32.u16 %r103, %h2;
\tcvt.rn.satfinite.e3m2x2.f32 %h3, %r1, %r2;\n\tcvt.u32.u16 %r104, %h3;
\tcvt.rn.satfinite.relu.e3m2x2.f32 %h4, %r1, %r2;\n\tcvt.u32.u16 %r105, %h4;
\tcvt.rn.f16x2.e2m1x2 %r106, %q1;
\tcvt.rn.f16x2.e2m3x2 %r107, %h1;
\tcvt.rn.relu.f16x2.e3m2x2 %r108, %h3;";
    let (out, _) = run_lanes(SM107A, body, &rows, 9, Some(&sm107a())).unwrap();
    for (o, p) in out.iter().zip(xs.chunks(2)) {
        let (a, b) = (p[0], p[1]);
        for (k, f) in [E2M1, E2M3, E3M2].iter().enumerate() {
            let slot = if f.bits() == 4 { 4 } else { 8 };
            for relu in [false, true] {
                let want = f.reference(a, relu) << slot | f.reference(b, relu);
                assert_eq!(
                    o[2 * k + relu as usize],
                    want,
                    "{} relu {relu}: {a:e}, {b:e}",
                    f.name
                );
            }
            let (ha, hb) = (f.reference(a, false), f.reference(b, false));
            let relu = k == 2;
            let h = |c: u32| {
                let v = f.to_f16(c);
                if relu && v & 0x8000 != 0 {
                    0
                } else {
                    v
                }
            };
            assert_eq!(
                o[6 + k],
                h(ha) << 16 | h(hb),
                "{} to f16x2: {a:e}, {b:e}",
                f.name
            );
        }
    }
}

/// The value of f16 bits (by its fields).
fn f16_value(h: u32) -> f32 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = ((h >> 10) & 0x1F, (h & 0x3FF) as f64);
    let v = if e == 0 {
        m * 2f64.powi(-24)
    } else {
        (1.0 + m / 1024.0) * 2f64.powi(e as i32 - 15)
    };
    (s * v) as f32
}

#[test]
fn mx_pairs_from_half_pairs_are_the_f32_conversions_of_the_same_values() {
    // PTX ISA 9.1: .f16x2 / .bf16x2 sources; the upper half to the upper value. The
    // inputs are f16 codes (finite) and the bf16 truncations of their values.
    let mut r = Rng(0x0F16_0B16);
    let mut codes: Vec<u32> = vec![
        0x0000, 0x8000, 0x3C00, 0x4600, 0x4700, 0x7BFF, 0xFBFF, 0x0001, 0x2C00, 0x7C00, 0xFC00,
        0x7E00,
    ];
    for _ in 0..200 {
        codes.push(r.u32() & 0xFFFF);
    }
    let val = |h: u32| {
        if h & 0x7C00 == 0x7C00 {
            f32::from_bits((h & 0x8000) << 16 | 0x7F80_0000 | (h & 0x3FF) << 13)
        } else {
            f16_value(h)
        }
    };
    let bf = |x: f32| f32::from_bits(x.to_bits() & 0xFFFF_0000);
    let rows: Vec<Vec<u32>> = codes
        .chunks(2)
        .map(|p| {
            let (a, b) = (bf(val(p[0])), bf(val(p[1])));
            vec![
                p[0] << 16 | p[1],
                a.to_bits() >> 16 << 16 | b.to_bits() >> 16,
                a.to_bits(),
                b.to_bits(),
            ]
        })
        .collect();
    let body = "\t.reg .b16 %h<5>;\n\t.reg .b8 %q<3>;
\tcvt.rn.satfinite.e2m1x2.f16x2 %q1, %r1;\n\tcvt.u32.u8 %r100, %q1;
\tcvt.rn.satfinite.e3m2x2.f16x2 %h1, %r1;\n\tcvt.u32.u16 %r101, %h1;
\tcvt.rn.satfinite.relu.e2m3x2.bf16x2 %h2, %r2;\n\tcvt.u32.u16 %r102, %h2;
\tcvt.rn.satfinite.e4m3x2.bf16x2 %h3, %r2;\n\tcvt.u32.u16 %r103, %h3;
\tcvt.rn.satfinite.e4m3x2.f32 %h4, %r3, %r4;\n\tcvt.u32.u16 %r104, %h4;";
    let hdr = ".version 9.1\n.target sm_100a\n.address_size 64\n";
    let (out, _) = run_lanes(
        hdr,
        body,
        &rows,
        5,
        Some(&sm107a().replace("arch: sm_107a", "arch: sm_100a")),
    )
    .unwrap();
    for (o, p) in out.iter().zip(codes.chunks(2)) {
        let (a, b) = (val(p[0]), val(p[1]));
        assert_eq!(
            o[0],
            E2M1.reference(a, false) << 4 | E2M1.reference(b, false),
            "{a:e} {b:e}"
        );
        assert_eq!(
            o[1],
            E3M2.reference(a, false) << 8 | E3M2.reference(b, false),
            "{a:e} {b:e}"
        );
        assert_eq!(
            o[2],
            E2M3.reference(bf(a), true) << 8 | E2M3.reference(bf(b), true),
            "{a:e} {b:e}"
        );
        // The bf16x2 source converts as the f32 of the same values.
        assert_eq!(o[3], o[4], "e4m3x2.bf16x2 {a:e} {b:e}");
    }
}

/// `.ue8m0` by formula: the power of two at or below (`up` = false) or at or above
/// the magnitude, as a biased exponent; past 2^127 the largest (`.satfinite`) or NaN.
fn ue8m0_reference(x: f32, up: bool, sat: bool) -> u32 {
    if x.is_nan() {
        return 0xFF;
    }
    let a = (x as f64).abs();
    if a.is_infinite() {
        return if sat { 0xFE } else { 0xFF };
    }
    if a == 0.0 {
        return 0;
    }
    let bits = a.to_bits();
    let e = ((bits >> 52) & 0x7FF) as i32 - 1023;
    let exact = bits & ((1u64 << 52) - 1) == 0;
    let k = e + (up && !exact) as i32 + 127;
    if k > 254 {
        if sat {
            0xFE
        } else {
            0xFF
        }
    } else {
        k.max(0) as u32
    }
}

#[test]
fn ue8m0_pairs_round_the_magnitude_to_a_power_of_two() {
    let mut xs = vec![
        1.0f32,
        1.5,
        2.0,
        3.0,
        0.75,
        -4.0,
        -5.0,
        f32::MAX,
        2f32.powi(127),
        f32::INFINITY,
        f32::NAN,
        0.0,
        f32::MIN_POSITIVE,
        2f32.powi(-127),
        1e-45,
        448.0 / 6.0,
    ];
    let mut r = Rng(0x00E8_00E8);
    for _ in 0..100 {
        xs.push(f32::from_bits(r.u32() & 0x7F7F_FFFF));
    }
    if xs.len() % 2 == 1 {
        xs.push(1.0);
    }
    let rows: Vec<Vec<u32>> = xs
        .chunks(2)
        .map(|p| {
            let bf = |x: f32| x.to_bits() >> 16;
            vec![p[0].to_bits(), p[1].to_bits(), bf(p[0]) << 16 | bf(p[1])]
        })
        .collect();
    let body = "\t.reg .b16 %h<6>;
\tcvt.rz.satfinite.ue8m0x2.f32 %h1, %r1, %r2;\n\tcvt.u32.u16 %r100, %h1;
\tcvt.rp.satfinite.ue8m0x2.f32 %h2, %r1, %r2;\n\tcvt.u32.u16 %r101, %h2;
\tcvt.rp.ue8m0x2.f32 %h3, %r1, %r2;\n\tcvt.u32.u16 %r102, %h3;
\tcvt.rp.satfinite.ue8m0x2.bf16x2 %h4, %r3;\n\tcvt.u32.u16 %r103, %h4;
\tcvt.rn.bf16x2.ue8m0x2 %r104, %h2;";
    let (out, _) = run_lanes(SM107A, body, &rows, 5, Some(&sm107a())).unwrap();
    for (o, p) in out.iter().zip(xs.chunks(2)) {
        let (a, b) = (p[0], p[1]);
        let pair = |up, sat| ue8m0_reference(a, up, sat) << 8 | ue8m0_reference(b, up, sat);
        assert_eq!(o[0], pair(false, true), "rz {a:e} {b:e}");
        assert_eq!(o[1], pair(true, true), "rp {a:e} {b:e}");
        assert_eq!(o[2], pair(true, false), "rp (no satfinite) {a:e} {b:e}");
        let bf = |x: f32| f32::from_bits(x.to_bits() & 0xFFFF_0000);
        let bpair = ue8m0_reference(bf(a), true, true) << 8 | ue8m0_reference(bf(b), true, true);
        assert_eq!(o[3], bpair, "bf16x2 {a:e} {b:e}");
        // Back to bf16: 2^(e - 127) exactly, 0xFF the canonical NaN.
        let to_bf16 = |e: u32| match e {
            0xFF => 0x7FFF,
            e => (2f64.powi(e as i32 - 127) as f32).to_bits() >> 16,
        };
        let (hi, lo) = (o[1] >> 8, o[1] & 0xFF);
        assert_eq!(o[4], to_bf16(hi) << 16 | to_bf16(lo), "to bf16 {a:e} {b:e}");
    }
}

#[test]
fn illegal_narrow_conversions_are_located_errors() {
    let sm90 = ".version 8.8\n.target sm_90a\n.address_size 64\n";
    let sm100 = ".version 8.8\n.target sm_100\n.address_size 64\n";
    let old = ".version 8.6\n.target sm_100a\n.address_size 64\n";
    for (hdr, line, want) in [
        (
            sm90,
            "cvt.rn.satfinite.e2m1x2.f32 %q1, %r1, %r2;",
            "requires .target sm_100a",
        ),
        (
            sm100,
            "cvt.rn.satfinite.e2m1x2.f32 %q1, %r1, %r2;",
            "requires .target sm_100a",
        ),
        (
            SM107A,
            "cvt.rn.e2m1x2.f32 %q1, %r1, %r2;",
            "narrow conversions are",
        ),
        (
            SM107A,
            "cvt.rz.satfinite.e3m2x2.f32 %h1, %r1, %r2;",
            "narrow conversions are",
        ),
        (
            SM107A,
            "cvt.rn.satfinite.ue8m0x2.f32 %h1, %r1, %r2;",
            "narrow conversions are",
        ),
        (
            SM107A,
            "cvt.rz.bf16x2.ue8m0x2 %r3, %h1;",
            "narrow conversions are",
        ),
        (
            SM107A,
            "cvt.rn.f32.e2m3x2 %r3, %h1;",
            "narrow conversions are",
        ),
        (
            old,
            "cvt.rn.satfinite.e2m3x2.f16x2 %h1, %r1;",
            "requires PTX ISA 9.1",
        ),
        (
            ".version 8.6\n.target sm_100f\n.address_size 64\n",
            "cvt.rn.satfinite.e2m3x2.f32 %h1, %r1, %r2;",
            "requires .target sm_100a",
        ),
    ] {
        let body = format!("\t.reg .b16 %h<2>;\n\t.reg .b8 %q<2>;\n\t{line}");
        let e = match run_lanes(hdr, &body, &[vec![0, 0]], 1, None) {
            Ok(_) => panic!("accepted: {line}"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

/// sm_100 `add/sub/mul/fma{.rnd}{.ftz}.f32x2`: each 32-bit half (the low word first)
/// is the scalar `.f32` operation of the same modifiers on that half.
#[test]
fn f32x2_arithmetic_is_the_f32_operation_on_each_half() {
    let mut r = Rng(0x0F32_0F32);
    let special = [
        0x0000_0001u32, // a subnormal (.ftz flushes it)
        0x8000_0000,
        0x7F80_0000,
        0x7FC0_0000,
        0x3F80_0000,
        0x7F7F_FFFF,
    ];
    let rows: Vec<Vec<u32>> = (0..96)
        .map(|k| {
            (0..6)
                .map(|j| {
                    if (k + j) % 7 == 0 {
                        special[(k + j) % special.len()]
                    } else {
                        r.u32() & 0x83FF_FFFF | 0x3C00_0000
                    }
                })
                .collect()
        })
        .collect();
    let mut body = String::from(
        "\t.reg .b64 %x<8>;\n\tmov.b64 %x1, {%r1, %r2};\n\tmov.b64 %x2, {%r3, %r4};\n\tmov.b64 %x3, {%r5, %r6};\n",
    );
    let forms = [
        ("add.f32x2", "add.f32", false),
        ("sub.rz.ftz.f32x2", "sub.rz.ftz.f32", false),
        ("mul.rm.f32x2", "mul.rm.f32", false),
        ("mul.rp.ftz.f32x2", "mul.rp.ftz.f32", false),
        ("fma.rn.f32x2", "fma.rn.f32", true),
        ("fma.rz.ftz.f32x2", "fma.rz.ftz.f32", true),
    ];
    for (k, (pair, scalar, three)) in forms.iter().enumerate() {
        let (o, s) = (100 + 4 * k, 102 + 4 * k);
        let c = if *three { ", %x3" } else { "" };
        let (cl, ch) = if *three { (", %r5", ", %r6") } else { ("", "") };
        body += &format!(
            "\t{pair} %x4, %x1, %x2{c};\n\tmov.b64 {{%r{o}, %r{}}}, %x4;\n\t{scalar} %r{s}, %r1, %r3{cl};\n\t{scalar} %r{}, %r2, %r4{ch};\n",
            o + 1,
            s + 1
        );
    }
    let (out, _) = run_lanes(SM107A, &body, &rows, 24, Some(&sm107a())).unwrap();
    for (l, o) in out.iter().enumerate() {
        for (k, (pair, _, _)) in forms.iter().enumerate() {
            assert_eq!(
                &o[4 * k..4 * k + 2],
                &o[4 * k + 2..4 * k + 4],
                "lane {l} {pair}: {:x?}",
                rows[l]
            );
        }
    }
    for (hdr, line, want) in [
        (SM90, "add.f32x2 %x1, %x1, %x1;", "sm_100"),
        (SM107A, "add.sat.f32x2 %x1, %x1, %x1;", "no .sat"),
        (
            SM107A,
            "fma.f32x2 %x1, %x1, %x1, %x1;",
            "requires a rounding modifier",
        ),
        (SM107A, "mad.rn.f32x2 %x1, %x1, %x1, %x1;", "f32x2"),
    ] {
        let body = format!("\t.reg .b64 %x<2>;\n\t{line}");
        let e = match run_lanes(hdr, &body, &[vec![0]], 1, None) {
            Ok(_) => panic!("accepted: {line}"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}
