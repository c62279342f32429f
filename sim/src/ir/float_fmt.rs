//! Rounding into the IR's float formats, on bits: the PTX rounding modifiers as
//! the soft-float core's rounding directions, and an f64 rounded to f16 or bf16. Front ends use these to
//! encode float literals of those types, and the executor's conversions (`func::cvt`)
//! use the same functions, so a literal and a converted value round alike.

use super::{Round, Ty};
use crate::softfloat::{self as sf, BF, DP, HP};

impl From<Round> for sf::Round {
    /// A PTX rounding modifier as a rounding direction (no modifier: nearest even).
    fn from(r: Round) -> sf::Round {
        match r {
            Round::Default | Round::Rn => sf::Round::NearestTiesToEven,
            Round::Rz => sf::Round::TowardZero,
            Round::Rm => sf::Round::TowardNegative,
            Round::Rp => sf::Round::TowardPositive,
            Round::Rna => sf::Round::NearestTiesToAway,
        }
    }
}

/// The f64 with bits `x_bits` rounded with `r` to `dst` (`Ty::F16` or `Ty::Bf16`),
/// as the bits of that format; a NaN becomes the canonical NaN `0x7FFF` (other
/// types give 0).
pub fn f64_to_half_bits(x_bits: u64, dst: Ty, r: Round) -> u64 {
    let f = match dst {
        Ty::F16 => HP,
        Ty::Bf16 => BF,
        _ => return 0,
    };
    let v = sf::convert(DP, f, x_bits, r.into());
    if f.is_nan(v) {
        0x7FFF
    } else {
        v
    }
}
