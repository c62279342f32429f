//! Rounding into the IR's float formats, on bits: the PTX rounding modifiers as
//! APFloat rounding modes, and an f64 rounded to f16 or bf16. Front ends use these to
//! encode float literals of those types, and the executor's conversions (`func::cvt`)
//! use the same functions, so a literal and a converted value round alike.

use super::{Round, Ty};
use rustc_apfloat::ieee::{BFloat, Double, Half};
use rustc_apfloat::{Float, FloatConvert, Round as AR};

/// PTX rounding modifier as an APFloat rounding mode.
pub fn ar(r: Round) -> AR {
    match r {
        Round::Default | Round::Rn => AR::NearestTiesToEven,
        Round::Rz => AR::TowardZero,
        Round::Rm => AR::TowardNegative,
        Round::Rp => AR::TowardPositive,
        Round::Rna => AR::NearestTiesToAway,
    }
}

/// The f64 with bits `x_bits` rounded with `r` to `dst` (`Ty::F16` or `Ty::Bf16`),
/// as the bits of that format; a NaN becomes the canonical NaN `0x7FFF` (other
/// types give 0).
pub fn f64_to_half_bits(x_bits: u64, dst: Ty, r: Round) -> u64 {
    let x = Double::from_bits(x_bits as u128);
    let mut l = false;
    match dst {
        Ty::F16 => {
            let v: Half = x.convert_r(ar(r), &mut l).value;
            let b = v.to_bits() as u64;
            if v.is_nan() {
                0x7FFF
            } else {
                b
            }
        }
        Ty::Bf16 => {
            let v: BFloat = x.convert_r(ar(r), &mut l).value;
            if v.is_nan() {
                0x7FFF
            } else {
                v.to_bits() as u64
            }
        }
        _ => 0,
    }
}
