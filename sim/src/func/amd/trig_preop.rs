//! `V_TRIG_PREOP_F64`: the 53-bit segments of 2/π that the f64 sin/cos/tan
//! libraries multiply a large argument by (Payne-Hanek range reduction).
//!
//! Source: the RDNA3/RDNA4 and CDNA3 ISA pseudo-code:
//! ```text
//! shift = S1[4:0] * 53; if exponent(S0) > 1077 then shift += exponent(S0) - 1077
//! result = 64'F((1201'B(2.0/PI)[1200:0] << shift) & 0x1fffffffffffff)
//! scale = -53 - shift; if exponent(S0) >= 1968 then scale += 128
//! D = ldexp(result, scale)        // "Rounding is always round-to-zero"
//! ```
//! `exponent` is the biased exponent field. Two points the pseudo-code leaves
//! open follow LLVM 22's constant folder (`AMDGPUInstCombineIntrinsic.cpp`,
//! `amdgcn_trig_preop`): a NaN source comes back quieted, and the result is
//! positive whatever the source's sign. Where they differ we follow the ISA:
//! LLVM's table holds 1184 bits and folds any shift of 1120 or more to zero,
//! the ISA's holds 1201 (the bits past the last one read as zero); only
//! segments 3 and up of huge inputs reach that range.

use super::rounding::ldexp;
use crate::softfloat::{Round, DP};

/// 2/π = 0.b_1200 b_1199 ... b_0 (binary), most significant bit first, padded
/// with zeros to 19 words. Computed with integer arithmetic from Machin's
/// formula (the first 1184 bits equal LLVM's `TwoByPi` table).
const TWO_BY_PI: [u64; 19] = [
    0xa2f9836e4e441529,
    0xfc2757d1f534ddc0,
    0xdb6295993c439041,
    0xfe5163abdebbc561,
    0xb7246e3a424dd2e0,
    0x06492eea09d1921c,
    0xfe1deb1cb129a73e,
    0xe88235f52ebb4484,
    0xe99c7026b45f7e41,
    0x3991d639835339f4,
    0x9c845f8bbdf9283b,
    0x1ff897ffde05980f,
    0xef2f118b5a0a6d1f,
    0x6d367ecf27cb09b7,
    0x4f463f669e5fea2d,
    0x7527bac7ebe5f17b,
    0x3d0739f78a5292ea,
    0x6bfb5fb11f8d5d08,
    0x56033046fc7b0000,
];

/// The 64 bits of 2/π's fraction starting `at` bits after the binary point
/// (zeros past the table's end).
fn window64(at: u32) -> u64 {
    let word = |i: usize| TWO_BY_PI.get(i).copied().unwrap_or(0);
    let (i, s) = ((at / 64) as usize, at % 64);
    if s == 0 {
        word(i)
    } else {
        (word(i) << s) | (word(i + 1) >> (64 - s))
    }
}

/// `V_TRIG_PREOP_F64(S0, S1)` on raw bits (source modifiers already applied).
pub fn trig_preop_f64(s0: u64, s1: u32) -> u64 {
    let exp = ((s0 >> 52) & 0x7FF) as i32;
    if exp == 0x7FF && s0 & ((1 << 52) - 1) != 0 {
        return s0 | (1 << 51);
    }
    let mut shift = (s1 & 31) as i32 * 53;
    if exp > 1077 {
        shift += exp - 1077;
    }
    // 1201 bits: a shift of 1201 or more leaves nothing in the whole part.
    let seg = if shift >= 1201 {
        0
    } else {
        window64(shift as u32) >> 11
    };
    let mut scale = -53 - shift;
    if exp >= 1968 {
        scale += 128;
    }
    // `seg` < 2^53 converts exactly; the scaling rounds toward zero (exact unless
    // the result is subnormal).
    ldexp(
        DP,
        (seg as f64).to_bits(),
        scale,
        Round::TowardZero,
        false,
        false,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(x: f64) -> u64 {
        x.to_bits()
    }

    /// 2/π from an independent source: fdlibm's `ipio2` table (`k_rem_pio2.c`),
    /// its first 51 chunks of 24 bits; `bit(k)` is `b_(1200-k)`.
    const IPIO2: [u32; 51] = [
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
        0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
        0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
        0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0,
    ];

    fn bit(k: u32) -> u64 {
        if k >= 1201 {
            return 0;
        }
        ((IPIO2[(k / 24) as usize] >> (23 - k % 24)) & 1) as u64
    }

    /// The 53 bits `b_(1200-shift) .. b_(1148-shift)` as an integer.
    fn segment(shift: u32) -> u64 {
        (0..53).fold(0, |m, k| (m << 1) | bit(shift + k))
    }

    /// The pseudo-code, bit by bit; `None` where the result is subnormal (the
    /// f64 scaling below is exact only for normal results).
    fn reference(s0: f64, seg: u32) -> Option<f64> {
        let exp = ((s0.to_bits() >> 52) & 0x7FF) as i32;
        let mut shift = (seg & 31) as i32 * 53;
        if exp > 1077 {
            shift += exp - 1077;
        }
        let m = segment(shift as u32);
        let mut scale = -53 - shift;
        if exp >= 1968 {
            scale += 128;
        }
        // Steps by normal powers of two: each exact while the product stays
        // normal, and every partial product is at least the final one.
        let mut v = m as f64;
        while scale < -1000 {
            v *= 2f64.powi(-1000);
            scale += 1000;
        }
        v *= 2f64.powi(scale);
        (m == 0 || v >= f64::MIN_POSITIVE).then_some(v)
    }

    #[test]
    fn the_first_segments_of_small_arguments_are_2_over_pi() {
        // Segment 0 of a small argument: the first 53 bits of 2/π, i.e. 2/π
        // rounded toward zero (the f64 nearest 2/π, 0x3FE45F306DC9C883, is
        // rounded down too).
        assert_eq!(trig_preop_f64(d(1.0), 0), 0x3FE4_5F30_6DC9_C882);
        // The next segment continues where the first ends: 2^-53 below.
        let s1 = f64::from_bits(trig_preop_f64(d(1.0), 1));
        assert!(s1 > 0.0 && s1 < 2f64.powi(-53));
        // The sign, and exponents up to 1077, change nothing.
        for x in [-1.0, 1e-300, 5e-324, 0.0, -0.0, 2f64.powi(54)] {
            assert_eq!(trig_preop_f64(d(x), 0), trig_preop_f64(d(1.0), 0), "{x}");
        }
    }

    #[test]
    fn edge_cases() {
        // NaN comes back quiet, payload and sign kept.
        assert_eq!(
            trig_preop_f64(0x7FF0_0000_0000_0001, 0),
            0x7FF8_0000_0000_0001
        );
        assert_eq!(
            trig_preop_f64(0xFFF8_0000_0000_0000, 2),
            0xFFF8_0000_0000_0000
        );
        // Only S1[4:0] counts.
        assert_eq!(trig_preop_f64(d(1.0), 32), trig_preop_f64(d(1.0), 0));
        assert_eq!(
            trig_preop_f64(d(3.0), 0xFFFF_FFE1),
            trig_preop_f64(d(3.0), 1)
        );
        // Infinity: exponent 2047 (shift 970, scaled up by 2^128).
        assert_eq!(
            f64::from_bits(trig_preop_f64(d(f64::INFINITY), 0)),
            reference(f64::INFINITY, 0).unwrap()
        );
        // The table's end. Exponent 1968 (2^945): shift 891 + 53*seg, scaled
        // up by 2^128. Segment 5 (shift 1156) keeps the last 45 bits of the
        // 1201 (LLVM's 1184-bit fold gives 0 there); segment 6 (1209) none.
        // The result, m * 2^(-53-1156+128), is subnormal: m >> 7 units of 2^-1074.
        let big = d(2f64.powi(945));
        assert_eq!(trig_preop_f64(big, 5), segment(1156) >> 7);
        assert!(segment(1156) & 0xFF == 0 && segment(1156) >> 7 != 0);
        assert_eq!(trig_preop_f64(big, 6), 0);
        assert_eq!(trig_preop_f64(d(f64::MAX), 5), 0); // 969 + 265 >= 1201
                                                       // Subnormal results truncate: segment 20 (shift 1060) of a small input.
                                                       // value = m * 2^(-53-1060) = (m >> 39) * 2^-1074, truncated.
        assert_eq!(trig_preop_f64(d(1.0), 20), segment(1060) >> 39);
    }

    #[test]
    fn matches_the_bitwise_pseudo_code() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..4000u32 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let s0 = f64::from_bits(x);
            if s0.is_nan() {
                continue;
            }
            let seg = i % 32;
            let got = trig_preop_f64(x, seg);
            match reference(s0, seg) {
                Some(want) => assert_eq!(got, want.to_bits(), "{x:#x} seg {seg}"),
                None => assert!(got < 1 << 52, "{x:#x} seg {seg}"),
            }
        }
    }
}
