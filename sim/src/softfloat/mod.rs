//! The one soft-float core: binary floating-point formats described by their field
//! widths and held as raw encodings in a `u64`; exact values (sign, integer
//! significand, binary exponent) rounded once in any IEEE direction. Every vendor's
//! semantics (`func::float`, `func::half`, `func::cvt`, `func::fp8`, `func::amd`) and
//! the front ends' literal encoding (`ir::float_fmt`) round through it.
//!
//! Results are computed from exact integers, so the host's rounding mode and FTZ/DAZ
//! never matter and f16, bf16 and the 8-bit formats need no host type. The choices GPUs
//! differ on are arguments, not policy: whether tiny results are flushed and when a
//! result counts as tiny ([`Tiny`]). NaN results of invalid operations are the
//! format's default NaN and NaN inputs come back quieted; callers replace them with
//! what their GPU returns (NVIDIA's canonical NaN, AMD's first-NaN rule).
//!
//! `rustc_apfloat` (a port of LLVM's APFloat) is the independent formulation the
//! property tests compare every operation with, in every format and direction; it is
//! a test dependency only.
//!
//! # Files
//! `fmt` (a format's fields and encodings), `round` (rounding an exact value once),
//! `arith` (add, multiply, fused multiply-add, divide, square root, round to
//! integral), `convert` (between formats, from integers).

mod arith;
mod convert;
mod fmt;
mod round;
#[cfg(test)]
mod tests;

pub use arith::*;
pub use convert::*;
pub use fmt::*;
pub use round::*;

/// A rounding direction (IEEE 754 §4.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Round {
    #[default]
    NearestTiesToEven,
    NearestTiesToAway,
    TowardPositive,
    TowardNegative,
    TowardZero,
}
