//! 8-bit floats as PTX converts them: `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32
//! d, a, b` packs two f32 values (a in the upper byte, b in the lower) and
//! `cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a` widens a pair to f16x2 (the upper byte
//! to the upper half). PTX ISA 9.x, "cvt": E4M3 has a bias of 7, no infinities and
//! NaN `S.1111.111` (largest finite 448); E5M2 is IEEE-like (bias 15, infinities,
//! largest finite 57344). Rounding is to nearest even; `.satfinite` turns results
//! beyond the largest finite value (infinities included) into that value with the
//! sign kept, and NaN into the canonical NaN `0x7F`; `.relu` makes negative results
//! +0 (NaN stays NaN).

use crate::softfloat::{self as sf, Fmt, E4M3, E5M2, HP, SP};

const RNE: sf::Round = sf::Round::NearestTiesToEven;

/// The two formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    E4m3,
    E5m2,
}

impl Kind {
    /// The format of a pair type (`None`: not an 8-bit float pair).
    pub fn of(t: crate::ir::Ty) -> Option<Kind> {
        match t {
            crate::ir::Ty::E4m3x2 => Some(Kind::E4m3),
            crate::ir::Ty::E5m2x2 => Some(Kind::E5m2),
            _ => None,
        }
    }

    /// The soft-float core's description of the format.
    pub fn fmt(self) -> Fmt {
        match self {
            Kind::E4m3 => E4M3,
            Kind::E5m2 => E5M2,
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
    if SP.is_nan(x) {
        return NAN8;
    }
    // The input is not a NaN, so a NaN (E4M3) or infinite (E5M2) result is an
    // overflow, which `.satfinite` turns into the largest finite value.
    let f = k.fmt();
    let r = sf::convert(SP, f, x, RNE);
    let b = if f.is_nan(r) || f.is_inf(r) {
        (r & f.sign()) as u8 | k.max_finite()
    } else {
        r as u8
    };
    if relu && b & 0x80 != 0 {
        0
    } else {
        b
    }
}

/// `cvt.rn.satfinite{.relu}.<k>x2.f32 d, a, b`: a to the upper byte, b to the lower.
pub fn pack2(k: Kind, a: u32, b: u32, relu: bool) -> u16 {
    ((from_f32(k, a, relu) as u16) << 8) | from_f32(k, b, relu) as u16
}

/// `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f16x2 d, a`: each half of `a` converted
/// (the high half to the high byte); an f16 widens to f32 exactly, so this is the f32
/// conversion of the same values.
pub fn pack2_f16x2(k: Kind, a: u32, relu: bool) -> u16 {
    let f = |h: u32| super::amd16::f16_to_f32(h as u16);
    pack2(k, f(a >> 16), f(a & 0xFFFF), relu)
}

/// One 8-bit float to f16 (exact: both formats fit in f16), with `.relu`.
pub fn to_f16(k: Kind, b: u8, relu: bool) -> u16 {
    if k.is_nan(b) {
        return 0x7FFF;
    }
    // Exact: both formats' values are f16 values.
    let v = sf::convert(k.fmt(), HP, b as u64, RNE) as u16;
    if relu && v & 0x8000 != 0 {
        0
    } else {
        v
    }
}

/// `cvt.rn{.relu}.f16x2.<k>x2 d, a`: each byte to its half (upper to upper).
pub fn unpack2_f16(k: Kind, a: u16, relu: bool) -> u32 {
    ((to_f16(k, (a >> 8) as u8, relu) as u32) << 16) | to_f16(k, a as u8, relu) as u32
}

/// The exact value of a format's bits (an independent decoding, for tests).
#[cfg(test)]
fn value(k: Kind, b: u8) -> f64 {
    let (mb, bias) = match k {
        Kind::E4m3 => (3, 7),
        Kind::E5m2 => (2, 15),
    };
    let s = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = ((b & 0x7F) >> mb) as i32;
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
