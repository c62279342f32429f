//! The core against `rustc_apfloat` (LLVM's APFloat), an independent implementation of
//! the same IEEE operations: every operation, format and rounding direction on
//! edge-biased operands (denormals, the overflow threshold, cancellation, specials).

use super::*;
use rustc_apfloat::ieee::{BFloat, Double, Half, Single};
use rustc_apfloat::{Float, FloatConvert, Round as AR};

const RNDS: [Round; 5] = [
    Round::NearestTiesToEven,
    Round::NearestTiesToAway,
    Round::TowardPositive,
    Round::TowardNegative,
    Round::TowardZero,
];

/// The same direction in APFloat's terms (for the tests comparing with it).
impl From<Round> for AR {
    fn from(r: Round) -> AR {
        match r {
            Round::NearestTiesToEven => AR::NearestTiesToEven,
            Round::NearestTiesToAway => AR::NearestTiesToAway,
            Round::TowardPositive => AR::TowardPositive,
            Round::TowardNegative => AR::TowardNegative,
            Round::TowardZero => AR::TowardZero,
        }
    }
}

fn ar(r: Round) -> AR {
    r.into()
}

/// SplitMix64.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // The library's generator (`workload::rng`), kept as a bare u64 state.
        let mut g = crate::workload::rng::SplitMix64(self.0);
        let v = g.next_u64();
        self.0 = g.0;
        v
    }
    /// An encoding of `f`, biased towards the cases rounding gets wrong.
    fn val(&mut self, f: Fmt) -> u64 {
        let r = self.next();
        let sign = f.sign_of(r >> 63 != 0);
        let frac = (r >> 8) & f.frac_mask();
        let top = (1u64 << f.ebits) - 1;
        let field = match r & 7 {
            0 | 1 => (r >> 40) % (top + 1),
            2 => (r >> 40) % 3,           // denormals, smallest normals
            3 => top - 1 - (r >> 40) % 3, // near overflow
            4 => f.bias() as u64 + (r >> 40) % 5 - 2, // near 1
            5 => f.bias() as u64 + f.frac as u64 / 2 - 1, // mid-range
            _ => {
                let specials = [0, top, 1, top - 1];
                let fr = [0, r & 1, f.frac_mask(), f.quiet()];
                return sign
                    | (specials[(r >> 40) as usize % 4] << f.frac)
                    | fr[(r >> 44) as usize % 4];
            }
        };
        sign | (field << f.frac) | frac
    }
}

fn same(f: Fmt, got: u64, want: u64) -> bool {
    got == want || (f.is_nan(got) && f.is_nan(want))
}

/// Every operation of one format against APFloat's.
fn check_fmt<F: Float + FloatConvert<Double>>(f: Fmt, n: usize, seed: u64)
where
    Double: FloatConvert<F>,
{
    let mut g = Rng(seed);
    let ap = |x: u64| F::from_bits(x as u128);
    let bits = |x: F| x.to_bits() as u64;
    for i in 0..n {
        let (a, b) = (g.val(f), g.val(f));
        // Every few cases, c nearly cancels the product.
        let c = if i % 4 == 0 {
            mul(f, a, b, Round::NearestTiesToEven) ^ f.sign() ^ (g.next() & 3)
        } else {
            g.val(f)
        };
        for r in RNDS {
            let cases = [
                (
                    "add",
                    add(f, a, b, r),
                    bits(ap(a).add_r(ap(b), ar(r)).value),
                ),
                (
                    "sub",
                    sub(f, a, b, r),
                    bits(ap(a).sub_r(ap(b), ar(r)).value),
                ),
                (
                    "mul",
                    mul(f, a, b, r),
                    bits(ap(a).mul_r(ap(b), ar(r)).value),
                ),
                (
                    "div",
                    div(f, a, b, r),
                    bits(ap(a).div_r(ap(b), ar(r)).value),
                ),
                (
                    "fma",
                    fma(f, a, b, c, r),
                    bits(ap(a).mul_add_r(ap(b), ap(c), ar(r)).value),
                ),
                (
                    "round_int",
                    round_int(f, a, r),
                    bits(ap(a).round_to_integral(ar(r)).value),
                ),
            ];
            for (op, got, want) in cases {
                assert!(
                    same(f, got, want),
                    "{op} {f:?} {r:?}: {a:#x} {b:#x} {c:#x}: got {got:#x}, APFloat {want:#x}"
                );
            }
            // To and from binary64, through APFloat's conversions.
            let d = f64::to_bits(g.next() as f64 * f64::from_bits(g.val(DP) & !DP.sign()).sqrt());
            let d = if i % 2 == 0 { g.val(DP) } else { d };
            let want: F = Double::from_bits(d as u128)
                .convert_r(ar(r), &mut false)
                .value;
            let got = convert(DP, f, d, r);
            assert!(
                same(f, got, bits(want)),
                "f64 {d:#x} -> {f:?} {r:?}: got {got:#x}, APFloat {:#x}",
                bits(want)
            );
            let up: Double = ap(a).convert(&mut false).value;
            assert_eq!(
                convert(f, DP, a, r),
                up.to_bits() as u64,
                "{f:?} {a:#x} -> f64"
            );
            let x = (g.next() as i128) >> (g.next() % 120);
            assert_eq!(
                from_i128(f, x, r),
                bits(F::from_i128_r(x, ar(r)).value),
                "{x} -> {f:?} {r:?}"
            );
        }
    }
}

#[test]
fn binary16_matches_apfloat() {
    check_fmt::<Half>(HP, 20_000, 1);
}

#[test]
fn bfloat16_matches_apfloat() {
    check_fmt::<BFloat>(BF, 20_000, 2);
}

#[test]
fn binary32_matches_apfloat() {
    check_fmt::<Single>(SP, 20_000, 3);
}

#[test]
fn binary64_matches_apfloat() {
    check_fmt::<Double>(DP, 20_000, 4);
}

/// Square root has no APFloat counterpart: the rounded root r is checked by its
/// defining inequalities one format wider (binary32 roots checked in binary64, where
/// `r*r` and the squares of the neighbours' midpoints are exact).
#[test]
fn binary32_square_roots_bracket_the_exact_root() {
    let mut g = Rng(5);
    for _ in 0..50_000 {
        let a = g.val(SP) & !SP.sign();
        if SP.is_nan(a) || SP.is_inf(a) {
            continue;
        }
        let x = to_f64(SP, a);
        for r in RNDS {
            let got = sqrt(SP, a, r);
            let y = to_f64(SP, got);
            let (lo, hi) = (
                f32::from_bits(got as u32).next_down(),
                f32::from_bits(got as u32).next_up(),
            );
            let (lo, hi) = (lo as f64, hi as f64);
            // The exact products below fit in binary64 (24 + 24 bits).
            let ok = match r {
                Round::TowardZero | Round::TowardNegative => y * y <= x && hi * hi > x,
                Round::TowardPositive => y * y >= x && (lo * lo < x || got == 0),
                _ => {
                    let (m1, m2) = ((lo + y) / 2.0, (y + hi) / 2.0);
                    (m1 * m1 <= x || got == 0) && m2 * m2 >= x
                }
            };
            assert!(ok, "sqrt {a:#x} {r:?} = {got:#x}");
        }
    }
    assert_eq!(sqrt(SP, 0x8000_0000, Round::TowardZero), 0x8000_0000);
    assert_eq!(sqrt(SP, 0xBF80_0000, Round::TowardZero), SP.default_nan());
    assert_eq!(sqrt(SP, 0x4080_0000, Round::TowardZero), 0x4000_0000);
}

/// binary64 square roots in nearest-even mode against the host's (IEEE, exact).
#[test]
fn binary64_square_roots_match_the_host() {
    let mut g = Rng(6);
    for _ in 0..50_000 {
        let a = g.val(DP) & !DP.sign();
        let want = f64::from_bits(a).sqrt().to_bits();
        let got = sqrt(DP, a, Round::NearestTiesToEven);
        assert!(same(DP, got, want), "sqrt {a:#x}: {got:#x} vs {want:#x}");
    }
}

#[test]
fn nan_conversions_keep_the_payload_and_quiet_it() {
    // An f32 signalling NaN widened: payload shifted up, quiet bit set.
    assert_eq!(
        convert(SP, DP, 0x7F80_0001, Round::TowardZero),
        0x7FF8_0000_2000_0000
    );
    // Narrowed to f16: the payload's top bits, quieted.
    assert_eq!(convert(SP, HP, 0x7F80_2000, Round::TowardZero), 0x7E01);
}

/// The 8-bit formats APFloat has (OCP E4M3 "FN", E5M2): conversions from binary32,
/// and back exactly. E4M3's overflow is compared in the directions symmetric in the
/// sign only: rustc_apfloat 0.2's NaN-only overflow applies `TowardPositive` /
/// `TowardNegative` without the value's sign (its `overflow_result` wants the caller
/// to negate the direction for negative values, and that call site does not), where
/// LLVM's `handleOverflow` and the core take the sign into account.
#[test]
fn eight_bit_conversions_match_apfloat() {
    use rustc_apfloat::ieee::{Float8E4M3FN, Float8E5M2};
    fn check<F: Float + FloatConvert<Single>>(f: Fmt, seed: u64)
    where
        Single: FloatConvert<F>,
    {
        let mut g = Rng(seed);
        for i in 0..40_000 {
            // binary32 values around the 8-bit range: exponents -24..+20.
            let x = if i % 2 == 0 {
                g.val(SP)
            } else {
                let e = g.next() % 45 + 127 - 24;
                (g.next() & SP.sign()) | (e << 23) | (g.next() & SP.frac_mask())
            };
            for r in RNDS {
                let directed = matches!(r, Round::TowardPositive | Round::TowardNegative);
                if directed && f.specials == Specials::FiniteNan {
                    continue;
                }
                let want: F = Single::from_bits(x as u128)
                    .convert_r(ar(r), &mut false)
                    .value;
                let got = convert(SP, f, x, r);
                assert!(
                    got == want.to_bits() as u64 || (f.is_nan(got) && want.is_nan()),
                    "{f:?} {r:?} {x:#x}: got {got:#x}, APFloat {:#x}",
                    want.to_bits()
                );
            }
        }
        for b in 0..=0xFFu64 {
            let want: Single = F::from_bits(b as u128).convert(&mut false).value;
            let got = convert(f, SP, b, Round::TowardZero);
            assert!(
                got == want.to_bits() as u64 || SP.is_nan(got) && want.is_nan(),
                "{b:#x}"
            );
        }
    }
    check::<Float8E4M3FN>(E4M3, 7);
    check::<Float8E5M2>(E5M2, 8);
}

/// FNUZ (no APFloat counterpart): every encoding converts to binary64 and back to
/// itself; every midpoint of two neighbours rounds to the even one; above 240 (E4M3)
/// / 57344 (E5M2) is the NaN 0x80; there is no negative zero.
#[test]
fn fnuz_formats_round_trip_and_round_to_even() {
    for (f, max) in [(E4M3_FNUZ, 240.0), (E5M2_FNUZ, 57344.0)] {
        let rne = Round::NearestTiesToEven;
        assert!(f.is_nan(0x80));
        assert_eq!(to_f64(f, f.max_finite()), max);
        let mut prev: Option<(u64, f64)> = None;
        for b in 0..0x80u64 {
            let v = to_f64(f, b);
            assert_eq!(convert(DP, f, v.to_bits(), rne), b);
            if b != 0 {
                assert_eq!(convert(DP, f, (-v).to_bits(), rne), b | 0x80);
            }
            if let Some((pb, pv)) = prev {
                let mid = (pv + v) / 2.0;
                let even = if pb & 1 == 0 { pb } else { b };
                assert_eq!(convert(DP, f, mid.to_bits(), rne), even, "{f:?} {mid}");
            }
            prev = Some((b, v));
        }
        let over = max * 1.1;
        assert_eq!(convert(DP, f, over.to_bits(), rne), 0x80);
        assert_eq!(convert(DP, f, over.to_bits(), Round::TowardZero), 0x7F);
        assert_eq!(convert(DP, f, (-0.0f64).to_bits(), rne), 0);
        assert_eq!(convert(DP, f, (-1e-30f64).to_bits(), rne), 0);
    }
}

/// E4M3 overflow in the directed modes (the cases APFloat cannot check): away from
/// zero gives the NaN of the sign, toward zero the largest finite value.
#[test]
fn e4m3_directed_overflow_follows_the_sign() {
    let big = 470f32.to_bits() as u64;
    let nbig = big | SP.sign();
    assert_eq!(convert(SP, E4M3, big, Round::TowardPositive), 0x7F);
    assert_eq!(convert(SP, E4M3, big, Round::TowardNegative), 0x7E);
    assert_eq!(convert(SP, E4M3, nbig, Round::TowardNegative), 0xFF);
    assert_eq!(convert(SP, E4M3, nbig, Round::TowardPositive), 0xFE);
}

/// The MX formats: every encoding is finite, with the values of the OCP tables.
#[test]
fn mx_formats_decode_to_the_ocp_values() {
    // OCP MX 1.0, Table 3: E2M1 magnitudes; E2M3 and E3M2 largest and smallest.
    let e2m1: Vec<f64> = (0..8).map(|b| to_f64(E2M1, b)).collect();
    assert_eq!(e2m1, [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]);
    assert_eq!(to_f64(E2M1, 0xF), -6.0);
    assert_eq!(to_f64(E2M3, 0x1F), 7.5);
    assert_eq!(to_f64(E2M3, 0x01), 0.125);
    assert_eq!(to_f64(E3M2, 0x1F), 28.0);
    assert_eq!(to_f64(E3M2, 0x01), 0.0625);
    for f in [E2M1, E2M3, E3M2] {
        for b in 0..(f.sign() << 1) {
            assert!(!f.is_nan(b) && !f.is_inf(b));
            assert_eq!(
                convert(f, DP, b, Round::NearestTiesToEven) >> 63,
                b >> (f.frac + f.ebits)
            );
        }
        // Saturating overflow.
        assert_eq!(
            convert(DP, f, 1e9f64.to_bits(), Round::NearestTiesToEven),
            f.max_finite()
        );
    }
}
