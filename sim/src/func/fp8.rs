//! Narrow floats as PTX converts them, two to a register: the 8-bit E4M3/E5M2
//! (`cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32 d, a, b` packs two f32 values, a in
//! the upper byte, b in the lower; `cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a` widens a
//! pair to f16x2, the upper byte to the upper half), and the sm_100+ OCP MX formats
//! E2M3/E3M2 (6 bits in each byte, the top two zero) and E2M1 (4 bits: a in the upper
//! nibble of a byte). PTX ISA 9.x, "cvt": E4M3 has a bias of 7, no infinities and
//! NaN `S.1111.111` (largest finite 448); E5M2 is IEEE-like (bias 15, infinities,
//! largest finite 57344); the MX formats have neither infinities nor NaN (OCP MX 1.0,
//! 5.3). Rounding is to nearest even; `.satfinite` turns results beyond the largest
//! finite value (infinities included) into that value with the sign kept, and NaN
//! into the canonical NaN `0x7F` of the 8-bit formats or the positive largest value
//! of the MX formats ("NaN results are converted to positive MAX_NORM"); `.relu`
//! makes negative results +0 (NaN stays NaN).
//!
//! `.ue8m0x2` (MX scale factors): 8-bit biased exponents, 2^(e - 127), 0xFF NaN.

use crate::softfloat::{self as sf, Fmt, Specials, E2M1, E2M3, E3M2, E4M3, E5M2, HP, SP};

const RNE: sf::Round = sf::Round::NearestTiesToEven;

/// The formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    E4m3,
    E5m2,
    E2m3,
    E3m2,
    E2m1,
}

impl Kind {
    /// The format of a pair type (`None`: not a narrow float pair).
    pub fn of(t: crate::ir::Ty) -> Option<Kind> {
        use crate::ir::Ty;
        match t {
            Ty::E4m3x2 => Some(Kind::E4m3),
            Ty::E5m2x2 => Some(Kind::E5m2),
            Ty::E2m3x2 => Some(Kind::E2m3),
            Ty::E3m2x2 => Some(Kind::E3m2),
            Ty::E2m1x2 => Some(Kind::E2m1),
            _ => None,
        }
    }

    /// The soft-float core's description of the format.
    pub fn fmt(self) -> Fmt {
        match self {
            Kind::E4m3 => E4M3,
            Kind::E5m2 => E5M2,
            Kind::E2m3 => E2M3,
            Kind::E3m2 => E3M2,
            Kind::E2m1 => E2M1,
        }
    }

    /// Bits between the two values of a pair: a byte each, or a nibble (E2M1).
    fn slot(self) -> u32 {
        if self == Kind::E2m1 {
            4
        } else {
            8
        }
    }

    /// The largest finite magnitude's bits.
    fn max_finite(self) -> u8 {
        self.fmt().max_finite() as u8
    }

    fn is_nan(self, b: u8) -> bool {
        self.fmt().is_nan(b as u64)
    }
}

pub const NAN8: u8 = 0x7F;

/// One f32 (bits) to the format, `.rn.satfinite` (and `.relu`).
pub fn from_f32(k: Kind, x: u32, relu: bool) -> u8 {
    let x = x as u64;
    let f = k.fmt();
    if SP.is_nan(x) {
        return match f.specials {
            Specials::Finite => k.max_finite(),
            _ => NAN8,
        };
    }
    // The input is not a NaN, so a NaN (E4M3) or infinite (E5M2) result is an
    // overflow, which `.satfinite` turns into the largest finite value (an infinite
    // input into a format without NaN is one too).
    let r = if SP.is_inf(x) && f.specials == Specials::Finite {
        f.sign_of(SP.neg(x)) | f.max_finite()
    } else {
        sf::convert(SP, f, x, RNE)
    };
    let b = if f.is_nan(r) || f.is_inf(r) {
        (r & f.sign()) as u8 | k.max_finite()
    } else {
        r as u8
    };
    if relu && b as u64 & f.sign() != 0 {
        0
    } else {
        b
    }
}

/// `cvt.rn.satfinite{.relu}.<k>x2.f32 d, a, b`: a to the upper byte (nibble), b to
/// the lower.
pub fn pack2(k: Kind, a: u32, b: u32, relu: bool) -> u16 {
    ((from_f32(k, a, relu) as u16) << k.slot()) | from_f32(k, b, relu) as u16
}

/// `cvt.rn.satfinite{.relu}.<k>x2.{f16x2,bf16x2} d, a`: each half of `a` converted
/// (the high half to the high byte); an f16 or bf16 widens to f32 exactly, so this is
/// the f32 conversion of the same values.
pub fn pack2_half2(k: Kind, a: u32, bf16: bool, relu: bool) -> u16 {
    let f = |h: u32| {
        if bf16 {
            h << 16
        } else {
            super::amd16::f16_to_f32(h as u16)
        }
    };
    pack2(k, f(a >> 16), f(a & 0xFFFF), relu)
}

/// One narrow float to f16 (exact: every format's values are f16 values), with
/// `.relu`. The MX formats' unused top bits are ignored.
pub fn to_f16(k: Kind, b: u8, relu: bool) -> u16 {
    let f = k.fmt();
    let b = b & ((f.sign() << 1) - 1) as u8;
    if k.is_nan(b) {
        return 0x7FFF;
    }
    let v = sf::convert(f, HP, b as u64, RNE) as u16;
    if relu && v & 0x8000 != 0 {
        0
    } else {
        v
    }
}

/// `cvt.rn{.relu}.f16x2.<k>x2 d, a`: each value to its half (upper to upper).
pub fn unpack2_f16(k: Kind, a: u16, relu: bool) -> u32 {
    let (hi, lo) = (
        (a >> k.slot()) as u8,
        a as u8 & ((1u16 << k.slot()) - 1) as u8,
    );
    ((to_f16(k, hi, relu) as u32) << 16) | to_f16(k, lo, relu) as u32
}

/// The `.ue8m0` NaN.
pub const UE8M0_NAN: u8 = 0xFF;

/// One f32 (bits) to `.ue8m0`, rounding the magnitude toward zero (`.rz`) or up
/// (`.rp`) to a power of two (PTX ISA, cvt: "the destination sign is not supported",
/// so the sign is dropped). NaN is NaN; an infinity or a result past 2^127 is the
/// largest value 2^127 with `.satfinite`, NaN without (the format has no infinity).
/// Zero and magnitudes below 2^-127 give the smallest value 2^-127 (the format has no
/// zero) [model: the ISA is silent on them].
pub fn ue8m0_from_f32(x: u32, up: bool, satfinite: bool) -> u8 {
    let x = x as u64 & !SP.sign();
    let over = if satfinite { 0xFE } else { UE8M0_NAN };
    if SP.is_nan(x) {
        return UE8M0_NAN;
    }
    if SP.is_inf(x) {
        return over;
    }
    if x == 0 {
        return 0;
    }
    // x = sig * 2^exp with sig's top bit at position `top`: 2^(top + exp) <= x.
    let (sig, exp) = SP.unpack(x);
    let top = 63 - sig.leading_zeros() as i32;
    let pow2 = sig.is_power_of_two();
    let e = top + exp + (up && !pow2) as i32 + 127;
    if e > 254 {
        over
    } else {
        e.max(0) as u8
    }
}

/// `cvt.{rz,rp}{.satfinite}.ue8m0x2.f32 d, a, b`: a to the upper byte.
pub fn ue8m0_pack2(a: u32, b: u32, up: bool, satfinite: bool) -> u16 {
    (ue8m0_from_f32(a, up, satfinite) as u16) << 8 | ue8m0_from_f32(b, up, satfinite) as u16
}

/// `cvt.{rz,rp}{.satfinite}.ue8m0x2.bf16x2 d, a`: each bf16 (exactly an f32).
pub fn ue8m0_pack2_bf16x2(a: u32, up: bool, satfinite: bool) -> u16 {
    ue8m0_pack2(a & 0xFFFF_0000, a << 16, up, satfinite)
}

/// One `.ue8m0` to bf16: exact (2^-127 is the bf16 subnormal 0x0040); NaN is the
/// canonical 0x7FFF.
pub fn ue8m0_to_bf16(e: u8) -> u16 {
    match e {
        UE8M0_NAN => 0x7FFF,
        0 => 0x0040,
        e => (e as u16) << 7,
    }
}

/// `cvt.rn.bf16x2.ue8m0x2 d, a`: the upper byte to the upper half.
pub fn ue8m0_unpack2_bf16(a: u16) -> u32 {
    (ue8m0_to_bf16((a >> 8) as u8) as u32) << 16 | ue8m0_to_bf16(a as u8) as u32
}

/// The exact value of a format's bits (an independent decoding, for tests).
#[cfg(test)]
fn value(k: Kind, b: u8) -> f64 {
    // (mantissa bits, bias, sign bit)
    let (mb, bias, sb) = match k {
        Kind::E4m3 => (3, 7, 7),
        Kind::E5m2 => (2, 15, 7),
        Kind::E2m3 => (3, 1, 5),
        Kind::E3m2 => (2, 3, 5),
        Kind::E2m1 => (1, 1, 3),
    };
    let s = if b >> sb & 1 != 0 { -1.0 } else { 1.0 };
    let e = ((b & ((1 << sb) - 1)) >> mb) as i32;
    let m = (b & ((1 << mb) - 1)) as f64;
    if e == 0 {
        s * m * 2f64.powi(1 - bias - mb)
    } else {
        s * (1.0 + m / (1 << mb) as f64) * 2f64.powi(e - bias)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e4m3_edges() {
        let f = |x: f32| from_f32(Kind::E4m3, x.to_bits(), false);
        assert_eq!(f(1.0), 0x38);
        assert_eq!(f(448.0), 0x7E);
        assert_eq!(f(460.0), 0x7E); // rounds down to 448
        assert_eq!(f(500.0), 0x7E); // beyond: saturates
        assert_eq!(f(f32::INFINITY), 0x7E);
        assert_eq!(f(f32::NEG_INFINITY), 0xFE);
        assert_eq!(f(f32::NAN), 0x7F);
        assert_eq!(f(-0.0), 0x80);
        assert_eq!(f(2f32.powi(-9)), 0x01); // smallest subnormal
        assert_eq!(f(2f32.powi(-10)), 0x00); // a tie: to even (0)
        assert_eq!(f(3.0 * 2f32.powi(-10)), 0x02); // 1.5 ulp: to even (2)
        assert_eq!(from_f32(Kind::E4m3, (-1.0f32).to_bits(), true), 0);
    }

    #[test]
    fn e5m2_edges() {
        let f = |x: f32| from_f32(Kind::E5m2, x.to_bits(), false);
        assert_eq!(f(1.0), 0x3C);
        assert_eq!(f(57344.0), 0x7B);
        assert_eq!(f(1e6), 0x7B);
        assert_eq!(f(f32::NEG_INFINITY), 0xFB);
        assert_eq!(f(f32::NAN), 0x7F);
        assert_eq!(f(2f32.powi(-16)), 0x01);
    }

    #[test]
    fn mx_formats_saturate_and_take_nan_to_the_positive_largest_value() {
        // OCP MX 1.0: largest finite 6 (E2M1), 7.5 (E2M3), 28 (E3M2); PTX ISA cvt:
        // NaN results are positive MAX_NORM under .satfinite.
        for (k, max, code) in [
            (Kind::E2m1, 6.0, 0x7),
            (Kind::E2m3, 7.5, 0x1F),
            (Kind::E3m2, 28.0, 0x1F),
        ] {
            assert_eq!(value(k, code), max);
            let f = |x: f32| from_f32(k, x.to_bits(), false);
            assert_eq!(f(max as f32), code);
            assert_eq!(f(1e30), code);
            assert_eq!(f(f32::INFINITY), code);
            assert_eq!(f(f32::NEG_INFINITY), code | (k.fmt().sign() as u8));
            assert_eq!(f(f32::NAN), code);
            assert_eq!(from_f32(k, (-1.0f32).to_bits(), true), 0);
        }
        // E2M1 1.25 is a tie between 1.0 (0x2) and 1.5 (0x3): to even.
        assert_eq!(from_f32(Kind::E2m1, 1.25f32.to_bits(), false), 0x2);
        assert_eq!(
            pack2(Kind::E2m1, 1.0f32.to_bits(), 6.0f32.to_bits(), false),
            0x27
        );
        assert_eq!(unpack2_f16(Kind::E2m1, 0x27, false), 0x3C00_4600);
        assert_eq!(ue8m0_from_f32(3.0f32.to_bits(), true, true), 129);
        assert_eq!(ue8m0_from_f32(3.0f32.to_bits(), false, true), 128);
        assert_eq!(ue8m0_to_bf16(127), 0x3F80);
    }

    #[test]
    fn pack_places_a_high() {
        assert_eq!(
            pack2(Kind::E4m3, 1.0f32.to_bits(), 2.0f32.to_bits(), false),
            0x3840
        );
        assert_eq!(unpack2_f16(Kind::E4m3, 0x3840, false), 0x3C00_4000);
        assert_eq!(unpack2_f16(Kind::E5m2, 0x7F7C, false) & 0xFFFF, 0x7C00);
    }

    /// Every f32 of a pseudo-random spread converts to the nearest representable value
    /// (ties to even, by an independent decoding of all 256 codes), or saturates.
    #[test]
    fn nearest_even_against_a_table() {
        for k in [Kind::E4m3, Kind::E5m2] {
            let codes: Vec<(f64, u8)> = (0u8..=255)
                .filter(|&b| !(k.is_nan(b) || k == Kind::E5m2 && b & 0x7F == 0x7C))
                .map(|b| (value(k, b), b))
                .collect();
            let mut s = 0x1234_5678_9ABC_DEF0u64;
            for _ in 0..50_000 {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let x = f32::from_bits((s >> 32) as u32 & 0xC7FF_FFFF | 0x3000_0000);
                let xf = x as f64;
                let got = from_f32(k, x.to_bits(), false);
                let maxv = value(k, k.max_finite());
                if xf.abs() > maxv {
                    // Either rounds down to the largest finite or saturates: same code.
                    assert_eq!(got & 0x7F, k.max_finite(), "{k:?} {x}");
                    continue;
                }
                // Nearest by value; ties to the even code.
                let best = codes
                    .iter()
                    .filter(|(v, b)| {
                        (*v >= 0.0) == (xf >= 0.0) || *v == 0.0 && (*b & 0x80 != 0) == (xf < 0.0)
                    })
                    .min_by(|(v1, b1), (v2, b2)| {
                        let (d1, d2) = ((v1 - xf).abs(), (v2 - xf).abs());
                        d1.partial_cmp(&d2).unwrap().then((b1 & 1).cmp(&(b2 & 1)))
                    })
                    .unwrap();
                assert_eq!(got, best.1, "{k:?} {x}");
            }
        }
    }
}
