//! `cvt.{rna,rn,rz}{.relu}{.satfinite}.tf32.f32`: an f32 rounded to TensorFloat-32
//! (8 exponent bits, 10 fraction bits), kept in a 32-bit register with the low 13
//! bits zero (PTX ISA 9.x, "cvt"; "Alternate floating point data formats"). `.rna`
//! rounds to nearest with ties away from zero, `.rn` ties to even, `.rz` toward zero.
//! A result past the largest tf32 becomes infinity (`.rz`: the largest finite value);
//! `.satfinite` makes it the largest finite value instead, sign kept. NaN gives the
//! canonical NaN `0x7FFFFFFF`. `.relu` makes a negative result +0.

use crate::ir::Round;
use crate::softfloat::{self as sf, SP, TF32};

const CANONICAL_NAN: u32 = 0x7FFF_FFFF;

/// Round `a` (f32 bits) to tf32 with `rnd` (`Rna`, `Rn` or `Rz`).
pub fn to_tf32(a: u32, rnd: Round, relu: bool, satfinite: bool) -> u32 {
    let a = a as u64;
    if SP.is_nan(a) {
        return CANONICAL_NAN;
    }
    if relu && SP.neg(a) {
        return 0;
    }
    // `.rz` of a finite value past the largest finite one is that value (the core's
    // overflow rule); `.satfinite` also clamps the infinities.
    let mut r = sf::convert(SP, TF32, a, rnd.into());
    if satfinite && TF32.is_inf(r) {
        r = (r & TF32.sign()) | TF32.max_finite();
    }
    (r as u32) << (SP.frac - TF32.frac)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Largest finite tf32 magnitude's bits ((2 - 2^-10) * 2^127).
    const MAX_FINITE: u32 = 0x7F7F_E000;

    #[test]
    fn rounding_ties_specials_and_saturation() {
        // 1 + 2^-11 is a tie between 1 and 1 + 2^-10.
        let tie = 0x3F80_1000;
        assert_eq!(to_tf32(tie, Round::Rna, false, false), 0x3F80_2000);
        assert_eq!(to_tf32(tie, Round::Rn, false, false), 0x3F80_0000);
        assert_eq!(to_tf32(tie | 0x2000, Round::Rn, false, false), 0x3F80_4000);
        assert_eq!(to_tf32(0x3F80_1FFF, Round::Rz, false, false), 0x3F80_0000);
        assert_eq!(to_tf32(0xBF80_1000, Round::Rna, false, false), 0xBF80_2000);
        // Carry into the exponent; past the largest finite value.
        assert_eq!(to_tf32(0x3FFF_F000, Round::Rna, false, false), 0x4000_0000);
        assert_eq!(to_tf32(0x7F7F_F000, Round::Rna, false, false), 0x7F80_0000);
        assert_eq!(to_tf32(0x7F7F_F000, Round::Rna, false, true), MAX_FINITE);
        assert_eq!(
            to_tf32(0xFF7F_F000, Round::Rn, false, true),
            0x8000_0000 | MAX_FINITE
        );
        assert_eq!(to_tf32(0x7F7F_FFFF, Round::Rz, false, false), MAX_FINITE);
        // Infinities, NaN, zeros, subnormals.
        assert_eq!(to_tf32(0x7F80_0000, Round::Rna, false, false), 0x7F80_0000);
        assert_eq!(
            to_tf32(0xFF80_0000, Round::Rn, false, true),
            0x8000_0000 | MAX_FINITE
        );
        assert_eq!(
            to_tf32(0x7FC0_0001, Round::Rna, false, false),
            CANONICAL_NAN
        );
        assert_eq!(to_tf32(0x8000_0000, Round::Rn, false, false), 0x8000_0000);
        assert_eq!(to_tf32(0x0000_1000, Round::Rna, false, false), 0x0000_2000);
        assert_eq!(to_tf32(0x0000_1000, Round::Rn, false, false), 0);
        // .relu
        assert_eq!(to_tf32(0xBF80_0000, Round::Rn, true, false), 0);
        assert_eq!(to_tf32(0xFFC0_0000, Round::Rn, true, false), CANONICAL_NAN);
    }

    #[test]
    fn agrees_with_f64_rounding_on_random_values() {
        // Independent formulation: round the exact value through f64 arithmetic at the
        // tf32 quantum of its binade (normal finite inputs that stay finite).
        let mut x = 0x1234_5678_9ABC_DEF0u64;
        for _ in 0..20000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let a = x as u32 & 0xBF7F_FFFF; // exponents below 0xFF
            if a & 0x7F80_0000 == 0 {
                continue;
            }
            let v = f32::from_bits(a) as f64;
            let e = ((a >> 23) & 0xFF) as i32 - 127;
            let q = 2f64.powi(e - 10);
            let t = v / q;
            let rn = {
                let f = t.floor();
                let d = t - f;
                if d > 0.5 || (d == 0.5 && f % 2.0 != 0.0) {
                    f + 1.0
                } else {
                    f
                }
            };
            let rna = if t >= 0.0 {
                (t + 0.5).floor()
            } else {
                -((-t + 0.5).floor())
            };
            let rz = t.trunc();
            for (r, want) in [(Round::Rn, rn), (Round::Rna, rna), (Round::Rz, rz)] {
                let got = f32::from_bits(to_tf32(a, r, false, false)) as f64;
                let w = want * q;
                if w.abs() < f32::MAX as f64 {
                    assert_eq!(got, w, "{a:#x} {r:?}");
                }
            }
        }
    }
}
