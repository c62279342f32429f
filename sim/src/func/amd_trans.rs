//! AMD VALU transcendentals with an f32 result: `V_EXP_F32` (2^x), `V_LOG_F32`
//! (log2 x), `V_SIN_F32` / `V_COS_F32` (angle in revolutions), also reached through the
//! GFX12 scalar-result forms `V_S_EXP_F32`, `V_S_LOG_F32`, ... (same operation, SGPR
//! destination).
//!
//! **Precision implemented.** The hardware documents these as approximations ("1 ULP",
//! RDNA3/RDNA4/CDNA3 ISA guides, VOP1 opcode descriptions). warpsim computes each in
//! f64 (`f64::exp2`, `f64::log2`, `f64::sin` on an exactly reduced argument) and rounds
//! once to f32, nearest even, so the result is the correctly rounded value except in
//! the rare cases where the f64 value lies within an f64 ulp of an f32 rounding
//! boundary (double rounding). Hardware may differ from this by up to its documented
//! error (1 ulp); exact powers (2^n, log2 of 2^n, sin/cos at multiples of a quarter
//! turn) are exact in both.
//!
//! **Denormals.** `V_EXP_F32` and `V_LOG_F32` flush f32 denormal inputs and results
//! whatever the MODE register says: LLVM's AMDGPU lowering of `llvm.exp2.f32` /
//! `llvm.log2.f32` scales the argument around these instructions exactly because "the
//! instruction does not handle denormals" (AMDGPUISelLowering.cpp, lowerFEXP2 /
//! lowerFLOG2), the same rule the ISA MODE table states for RCP/RSQ/SQRT. `V_SIN_F32`
//! and `V_COS_F32` follow MODE's f32 denormal field for inputs and results.
//!
//! **Special values** (ISA VOP1 descriptions and their special-case tables):
//! exp: -inf -> +0, +inf -> +inf, ±0 -> 1.0; log: ±0 -> -inf, +inf -> +inf,
//! negative -> NaN (`0xFFC00000`); sin/cos: ±inf -> NaN (`0xFFC00000`); any NaN input
//! is returned quieted. sin/cos: "valid input domain [-256, +256]"; older GCN ISA
//! guides state that an input outside it gives 0.0, which is what warpsim does
//! (`|x| > 256 -> +0`) [uncertain for newer generations].

use super::amd::flush_in_f32;
use super::amd::flush_out_f32;

const SIGN: u32 = 0x8000_0000;
const EXP_MASK: u32 = 0x7F80_0000;
const QUIET: u32 = 0x0040_0000;
const INF: u32 = 0x7F80_0000;
/// The NaN of an invalid operation (negative, quiet, no payload).
const DEFAULT_NAN: u32 = 0xFFC0_0000;

fn is_nan(x: u32) -> bool {
    x & !SIGN > INF
}

fn is_denorm(x: u32) -> bool {
    x & EXP_MASK == 0 && x & !SIGN != 0
}

/// A denormal to a zero of its sign.
fn ftz(x: u32) -> u32 {
    if is_denorm(x) {
        x & SIGN
    } else {
        x
    }
}

fn ftz_if(x: u32, flush: bool) -> u32 {
    if flush {
        ftz(x)
    } else {
        x
    }
}

/// An f64 value rounded once to f32 (nearest even).
fn to_f32(v: f64) -> u32 {
    (v as f32).to_bits()
}

/// `V_EXP_F32 D, S0`: `2^S0` (RDNA3 ISA §16.8 VOP1 "V_EXP_F32"; CDNA3 ISA §12.7).
/// See the module comment for precision, denormals and special values; `mode` is
/// accepted for a uniform signature (the instruction ignores FP_ROUND and FP_DENORM).
pub fn exp_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    let x = ftz(s0);
    if is_nan(x) {
        return x | QUIET;
    }
    if x == INF {
        return INF;
    }
    if x == INF | SIGN {
        return 0;
    }
    ftz(to_f32((f32::from_bits(x) as f64).exp2()))
}

/// `V_LOG_F32 D, S0`: `log2(S0)` (RDNA3 ISA §16.8 VOP1 "V_LOG_F32"; CDNA3 ISA §12.7).
/// See the module comment; `mode` is ignored as for [`exp_f32`].
pub fn log_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    let x = ftz(s0);
    if is_nan(x) {
        return x | QUIET;
    }
    if x & !SIGN == 0 {
        return INF | SIGN;
    }
    if x & SIGN != 0 {
        return DEFAULT_NAN;
    }
    if x == INF {
        return INF;
    }
    to_f32((f32::from_bits(x) as f64).log2())
}

/// sin(2π·r) for `|r| <= 0.5` given exactly, through `|arg| <= π/2` so that the
/// quarter-turn points are exact (sin(π) = 0, not 1.2e-16).
fn sin_turns(r: f64) -> f64 {
    let r = if r > 0.25 {
        0.5 - r
    } else if r < -0.25 {
        -0.5 - r
    } else {
        r
    };
    (r * std::f64::consts::TAU).sin()
}

/// Shared front of `V_SIN_F32` / `V_COS_F32`: the input after MODE flushing and the
/// special cases, or the fraction of a turn of |x|, `r = |x| - round(|x|)` in
/// [-0.5, 0.5] (exact: both are f32 values held in f64), and the sign of x.
fn turns(s0: u32, mode: u32) -> Result<(f64, bool), u32> {
    let x = ftz_if(s0, flush_in_f32(mode));
    if is_nan(x) {
        return Err(x | QUIET);
    }
    if x & !SIGN == INF {
        return Err(DEFAULT_NAN);
    }
    let v = f32::from_bits(x) as f64;
    if v.abs() > 256.0 {
        return Err(0);
    }
    // Reduced from |x|; the sign is returned apart, so sin stays odd (sin(-0.5) = -0,
    // sin(-0) = -0) and cos even.
    Ok((v.abs() - v.abs().round(), x & SIGN != 0))
}

/// `V_SIN_F32 D, S0`: `sin(S0 · 2π)`, the angle in revolutions (RDNA3 ISA §16.8 VOP1
/// "V_SIN_F32": "input must be normalized from radians by dividing by 2*PI"; CDNA3 ISA
/// §12.7). See the module comment for precision, range and denormals.
pub fn sin_f32(s0: u32, mode: u32) -> u32 {
    match turns(s0, mode) {
        Err(v) => v,
        Ok((r, neg)) => {
            let v = ftz_if(to_f32(sin_turns(r)), flush_out_f32(mode));
            if neg {
                v ^ SIGN
            } else {
                v
            }
        }
    }
}

/// `V_COS_F32 D, S0`: `cos(S0 · 2π)`, the angle in revolutions (as [`sin_f32`]):
/// cos(2πr) = sin(2π(1/4 - |r|)), exact at quarter turns.
pub fn cos_f32(s0: u32, mode: u32) -> u32 {
    match turns(s0, mode) {
        Err(v) => v,
        Ok((r, _)) => ftz_if(to_f32(sin_turns(0.25 - r.abs())), flush_out_f32(mode)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u32 {
        x.to_bits()
    }
    const M: u32 = super::super::amd::MODE_DEFAULT;

    #[test]
    fn exact_points_and_specials() {
        assert_eq!(exp_f32(f(3.0), M), f(8.0));
        assert_eq!(exp_f32(f(-126.0), M), 0x0080_0000);
        assert_eq!(exp_f32(f(-127.0), M), 0, "denormal result flushed");
        assert_eq!(exp_f32(f(128.0), M), INF);
        assert_eq!(exp_f32(0x8000_0000, M), f(1.0));
        assert_eq!(log_f32(f(0.25), M), f(-2.0));
        assert_eq!(log_f32(1, M), INF | SIGN, "denormal input flushed");
        assert_eq!(log_f32(f(-1.0), M), DEFAULT_NAN);
        assert_eq!(sin_f32(f(0.5), M), 0);
        assert_eq!(sin_f32(f(0.25), M), f(1.0));
        assert_eq!(sin_f32(f(-0.25), M), f(-1.0));
        assert_eq!(cos_f32(f(0.25), M), 0);
        assert_eq!(cos_f32(f(0.5), M), f(-1.0));
        assert_eq!(cos_f32(f(3.0), M), f(1.0));
        assert_eq!(sin_f32(f(300.0), M), 0);
        assert_eq!(sin_f32(INF, M), DEFAULT_NAN);
        assert_eq!(sin_f32(0x8000_0000, M), 0x8000_0000);
    }
}
