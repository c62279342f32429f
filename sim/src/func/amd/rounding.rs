//! `V_LDEXP`, `V_FREXP_*`, `V_FRACT` and the round-to-integral family (`V_TRUNC/RNDNE/FLOOR/CEIL`).

use super::*;

/// `V_LDEXP_F32 D, S0, S1`: `S0 * 2^S1` (S1 a signed 32-bit integer), rounded once with
/// MODE.FP_ROUND f32; `S0` flushed if MODE flushes f32 inputs; a result that is tiny after
/// rounding becomes ±0 when MODE flushes f32 outputs; overflow gives ±inf or ±largest per
/// the rounding direction; ±0 and ±inf pass through; NaN is quieted. Source: ISA
/// `V_LDEXP_F32` (`D0.f32 = S0.f32 * 2.0F ** S1.i32`); stage order and tininess rule from
/// rocjitsu `ldexp.h` (gfx1201 captures); LLVM's `llvm.ldexp` folder (fixture, default MODE).
pub fn ldexp_f32(s0: u32, s1: i32, mode: u32) -> u32 {
    ldexp(
        SP,
        s0 as u64,
        s1,
        mode_round_f32(mode),
        flush_in_f32(mode),
        flush_out_f32(mode),
    ) as u32
}

/// `V_LDEXP_F64 D, S0, S1`: as [`ldexp_f32`] with the MODE f64 fields. Source: ISA
/// `V_LDEXP_F64`; rocjitsu `ldexp.h`; LLVM's folder (fixture).
pub fn ldexp_f64(s0: u64, s1: i32, mode: u32) -> u64 {
    ldexp(
        DP,
        s0,
        s1,
        mode_round_f64(mode),
        flush_in_f64(mode),
        flush_out_f64(mode),
    )
}

pub(super) fn ldexp(f: Fmt, x: u64, e: i32, rnd: Round, fin: bool, fout: bool) -> u64 {
    let x = f.ftz_if(x, fin);
    if f.is_nan(x) {
        return x | f.quiet();
    }
    if f.is_zero(x) || f.is_inf(x) {
        return x;
    }
    let (sig, exp) = f.unpack(x);
    let exp = (exp as i64 + e as i64).clamp(-100_000, 100_000) as i32;
    round_pack(
        f,
        f.neg(x),
        sig as u128,
        exp,
        rnd,
        fout,
        Tiny::AfterRounding,
    )
}

pub(super) fn frexp_mant(f: Fmt, x: u64, fin: bool) -> u64 {
    let x = f.ftz_if(x, fin);
    if f.is_nan(x) {
        return x | f.quiet();
    }
    if f.is_zero(x) || f.is_inf(x) {
        return x;
    }
    let (sig, _) = f.unpack(x);
    let shift = f.frac + 1 - (64 - sig.leading_zeros());
    let sig = sig << shift;
    (x & f.sign()) | (((f.bias() - 1) as u64) << f.frac) | (sig & f.frac_mask())
}

pub(super) fn frexp_exp(f: Fmt, x: u64, fin: bool) -> u32 {
    let x = f.ftz_if(x, fin);
    if f.is_nan(x) || f.is_zero(x) || f.is_inf(x) {
        return 0;
    }
    let (sig, exp) = f.unpack(x);
    let top = 63 - sig.leading_zeros() as i32;
    (top + exp + 1) as u32
}

/// `V_FREXP_MANT_F32 D, S0`: the significand of `S0` scaled into ±[0.5, 1.0) (denormals
/// are normalised first), same sign; ±0 and ±inf return `S0`; NaN returns `S0` quieted.
/// Under [`MODE_DEFAULT`] (nothing flushed); [`frexp_mant_f32_mode`] flushes a denormal
/// `S0` first when MODE flushes f32 inputs. Source: ISA `V_FREXP_MANT_F32`
/// (`mantissa(S0)`), rocjitsu `frexp.h` (gfx1201: NaN is quieted, "ISA discrepancy");
/// LLVM's `llvm.amdgcn.frexp.mant` folder (fixture).
#[cfg(test)]
pub fn frexp_mant_f32(s0: u32) -> u32 {
    frexp_mant_f32_mode(s0, MODE_DEFAULT)
}

/// [`frexp_mant_f32`] with an explicit MODE (f32 input flushing).
/// Source: as [`frexp_mant_f32`].
pub fn frexp_mant_f32_mode(s0: u32, mode: u32) -> u32 {
    frexp_mant(SP, s0 as u64, flush_in_f32(mode)) as u32
}

/// `V_FREXP_EXP_I32_F32 D, S0`: `floor(log2|S0|) + 1` as an i32 (so that
/// `S0 = mant * 2^exp`), 0 for ±0, ±inf and NaN; under [`MODE_DEFAULT`]
/// ([`frexp_exp_i32_f32_mode`] flushes denormal inputs as MODE says).
/// Source: ISA pseudo-code (`exponent(S0) - 127 + 1`, 0 for inf/NaN), rocjitsu `frexp.h`
/// (denormals normalised); LLVM's folder (fixture).
#[cfg(test)]
pub fn frexp_exp_i32_f32(s0: u32) -> u32 {
    frexp_exp_i32_f32_mode(s0, MODE_DEFAULT)
}

/// [`frexp_exp_i32_f32`] with an explicit MODE (f32 input flushing).
/// Source: as [`frexp_exp_i32_f32`].
pub fn frexp_exp_i32_f32_mode(s0: u32, mode: u32) -> u32 {
    frexp_exp(SP, s0 as u64, flush_in_f32(mode))
}

/// `V_FREXP_MANT_F64 D, S0`: as [`frexp_mant_f32`] for f64, under [`MODE_DEFAULT`]
/// ([`frexp_mant_f64_mode`] for the MODE f64 input flush).
/// Source: ISA `V_FREXP_MANT_F64`; rocjitsu `frexp.h`; LLVM's folder (fixture).
#[cfg(test)]
pub fn frexp_mant_f64(s0: u64) -> u64 {
    frexp_mant_f64_mode(s0, MODE_DEFAULT)
}

/// [`frexp_mant_f64`] with an explicit MODE (f64 input flushing).
/// Source: as [`frexp_mant_f64`].
pub fn frexp_mant_f64_mode(s0: u64, mode: u32) -> u64 {
    frexp_mant(DP, s0, flush_in_f64(mode))
}

/// `V_FREXP_EXP_I32_F64 D, S0`: as [`frexp_exp_i32_f32`] for f64, under [`MODE_DEFAULT`]
/// ([`frexp_exp_i32_f64_mode`] with MODE). Source: ISA
/// `V_FREXP_EXP_I32_F64` (`exponent(S0) - 1023 + 1`); rocjitsu; LLVM's folder (fixture).
#[cfg(test)]
pub fn frexp_exp_i32_f64(s0: u64) -> u32 {
    frexp_exp_i32_f64_mode(s0, MODE_DEFAULT)
}

/// [`frexp_exp_i32_f64`] with an explicit MODE (f64 input flushing).
/// Source: as [`frexp_exp_i32_f64`].
pub fn frexp_exp_i32_f64_mode(s0: u64, mode: u32) -> u32 {
    frexp_exp(DP, s0, flush_in_f64(mode))
}

pub(super) fn fract(f: Fmt, x: u64, rnd: Round, fin: bool, fout: bool) -> u64 {
    if f.is_nan(x) {
        return x | f.quiet();
    }
    if f.is_inf(x) {
        return f.default_nan();
    }
    let x = f.ftz_if(x, fin);
    let fl = round_int(f, x, Round::TowardNegative);
    if f.is_zero(x) || fl == x {
        return 0; // integers and ±0 give +0 in every rounding mode
    }
    let mut r = sub(f, x, fl, rnd);
    let one = f.one();
    if r >= one {
        r = one - 1; // 1 - |tiny| rounded up to 1.0: the largest value below 1.0
    }
    f.ftz_if(r, fout)
}

/// `V_FRACT_F32 D, S0`: `S0 - floor(S0)`, rounded with MODE.FP_ROUND f32 (only
/// `-1 < S0 < 0` needs rounding) and clamped to `0x3F7FFFFF` (the largest value below
/// 1.0); integers and ±0 give +0 in every mode; ±inf gives `0xFFC00000`; NaN quieted;
/// denormal inputs/results follow MODE. This form uses [`MODE_DEFAULT`];
/// [`fract_f32_mode`] takes the wave's MODE. Source: ISA `V_FRACT_F32` ("Obey round mode,
/// result clamped to 0x3f7fffff"); rocjitsu `fract.h` (gfx1201 captures: +0 for integers,
/// negative quiet NaN for infinities); LLVM's `llvm.amdgcn.fract` folder (fixture, finite).
#[cfg(test)]
pub fn fract_f32(s0: u32) -> u32 {
    fract_f32_mode(s0, MODE_DEFAULT)
}

/// [`fract_f32`] with an explicit MODE (rounding, input and output flushing).
/// Source: as [`fract_f32`].
pub fn fract_f32_mode(s0: u32, mode: u32) -> u32 {
    fract(
        SP,
        s0 as u64,
        mode_round_f32(mode),
        flush_in_f32(mode),
        flush_out_f32(mode),
    ) as u32
}

/// `V_FRACT_F64 D, S0`: as [`fract_f32`] for f64, clamped to `0x3FEFFFFFFFFFFFFF`, under
/// [`MODE_DEFAULT`] ([`fract_f64_mode`] with MODE).
/// Source: ISA `V_FRACT_F64`; rocjitsu `fract.h`; LLVM's folder (fixture).
#[cfg(test)]
pub fn fract_f64(s0: u64) -> u64 {
    fract_f64_mode(s0, MODE_DEFAULT)
}

/// [`fract_f64`] with an explicit MODE (f64 rounding, input and output flushing).
/// Source: as [`fract_f64`].
pub fn fract_f64_mode(s0: u64, mode: u32) -> u64 {
    fract(
        DP,
        s0,
        mode_round_f64(mode),
        flush_in_f64(mode),
        flush_out_f64(mode),
    )
}

pub(super) fn round_int_f32(s0: u32, mode: u32, rnd: Round) -> u32 {
    let x = SP.ftz_if(s0 as u64, flush_in_f32(mode));
    if SP.is_nan(x) {
        return (x | SP.quiet()) as u32;
    }
    round_int(SP, x, rnd) as u32
}

/// `V_TRUNC_F32 D, S0`: round toward zero to an integral value, keeping the sign
/// (trunc(-0.5) = -0); ±inf pass; NaN quieted; under [`MODE_DEFAULT`] ([`trunc_f32_mode`]
/// flushes a denormal input first when MODE says so). Source: ISA
/// `V_TRUNC_F32`; LLVM `llvm.trunc` folder (fixture).
#[cfg(test)]
pub fn trunc_f32(s0: u32) -> u32 {
    trunc_f32_mode(s0, MODE_DEFAULT)
}

/// [`trunc_f32`] with an explicit MODE (f32 input flushing).
/// Source: as [`trunc_f32`].
pub fn trunc_f32_mode(s0: u32, mode: u32) -> u32 {
    round_int_f32(s0, mode, Round::TowardZero)
}

/// `V_RNDNE_F32 D, S0`: round to the nearest integral value, ties to even, keeping the
/// sign (rndne(-0.4) = -0). The ISA pseudo-code (`floor(S0 + 0.5)`, then `-1` on even
/// ties) is a sketch that would give +0 there; IEEE `roundToIntegralTiesToEven` is what
/// LLVM maps `llvm.roundeven` / `rint` to this instruction for, and is followed. Under
/// [`MODE_DEFAULT`]; [`rndne_f32_mode`] takes MODE (input flushing).
/// Source: ISA `V_RNDNE_F32`; LLVM `llvm.roundeven` folder (fixture).
#[cfg(test)]
pub fn rndne_f32(s0: u32) -> u32 {
    rndne_f32_mode(s0, MODE_DEFAULT)
}

/// [`rndne_f32`] with an explicit MODE (f32 input flushing).
/// Source: as [`rndne_f32`].
pub fn rndne_f32_mode(s0: u32, mode: u32) -> u32 {
    round_int_f32(s0, mode, Round::NearestTiesToEven)
}

/// `V_FLOOR_F32 D, S0`: round toward -inf (floor(-0.5) = -1, floor(-0) = -0), under
/// [`MODE_DEFAULT`]. With a MODE that flushes f32 inputs ([`floor_f32_mode`]) a negative
/// denormal is -0 and floor gives -0 instead of -1.
/// Source: ISA `V_FLOOR_F32` pseudo-code; LLVM `llvm.floor` folder (fixture).
#[cfg(test)]
pub fn floor_f32(s0: u32) -> u32 {
    floor_f32_mode(s0, MODE_DEFAULT)
}

/// [`floor_f32`] with an explicit MODE (f32 input flushing).
/// Source: as [`floor_f32`].
pub fn floor_f32_mode(s0: u32, mode: u32) -> u32 {
    round_int_f32(s0, mode, Round::TowardNegative)
}

/// `V_CEIL_F32 D, S0`: round toward +inf (ceil(-0.5) = -0), under [`MODE_DEFAULT`]
/// ([`ceil_f32_mode`] with MODE input flushing). Source: ISA `V_CEIL_F32`
/// pseudo-code; LLVM `llvm.ceil` folder (fixture).
#[cfg(test)]
pub fn ceil_f32(s0: u32) -> u32 {
    ceil_f32_mode(s0, MODE_DEFAULT)
}

/// [`ceil_f32`] with an explicit MODE (f32 input flushing).
/// Source: as [`ceil_f32`].
pub fn ceil_f32_mode(s0: u32, mode: u32) -> u32 {
    round_int_f32(s0, mode, Round::TowardPositive)
}

pub(super) fn round_int_f64(s0: u64, mode: u32, rnd: Round) -> u64 {
    let x = DP.ftz_if(s0, flush_in_f64(mode));
    if DP.is_nan(x) {
        return x | DP.quiet();
    }
    round_int(DP, x, rnd)
}

/// `V_TRUNC_F64 D, S0`: [`trunc_f32`] for f64 (sign kept, ±inf pass, NaN quieted); a
/// denormal input is flushed first when MODE's f64 field says so. Source: CDNA3 ISA
/// §12.7 / RDNA3 ISA §16.8 `V_TRUNC_F64`; IEEE `roundToIntegralTowardZero`.
pub fn trunc_f64_mode(s0: u64, mode: u32) -> u64 {
    round_int_f64(s0, mode, Round::TowardZero)
}

/// `V_FLOOR_F64 D, S0`: [`floor_f32`] for f64 (floor(-0.5) = -1, floor(-0) = -0), MODE
/// f64 input flushing. Source: ISA `V_FLOOR_F64` (as [`trunc_f64_mode`]).
pub fn floor_f64_mode(s0: u64, mode: u32) -> u64 {
    round_int_f64(s0, mode, Round::TowardNegative)
}

/// `V_CEIL_F64 D, S0`: [`ceil_f32`] for f64 (ceil(-0.5) = -0), MODE f64 input flushing.
/// Source: ISA `V_CEIL_F64` (as [`trunc_f64_mode`]).
pub fn ceil_f64_mode(s0: u64, mode: u32) -> u64 {
    round_int_f64(s0, mode, Round::TowardPositive)
}

/// `V_RNDNE_F64 D, S0`: [`rndne_f32`] for f64 (ties to even, sign kept), MODE f64 input
/// flushing. Source: ISA `V_RNDNE_F64`; IEEE `roundToIntegralTiesToEven`.
pub fn rndne_f64_mode(s0: u64, mode: u32) -> u64 {
    round_int_f64(s0, mode, Round::NearestTiesToEven)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::test_util::*;

    // ------------------------------------------------------------ ldexp, frexp, fract, rounding

    #[test]
    fn ldexp_vectors_and_modes() {
        let m = MODE_DEFAULT;
        assert_eq!(ldexp_f32(f(1.0), -127, m), 0x0040_0000);
        assert_eq!(ldexp_f32(f(1.0), -127, 0xD0), 0); // f32 outputs flushed
        assert_eq!(ldexp_f32(f(-1.0), -127, 0xD0), 0x8000_0000);
        // (1 - 2^-24) * 2^-126: the smallest normal at subnormal precision, tiny at full
        // precision -> flushed (rocjitsu ldexp.h tininess rule)
        assert_eq!(ldexp_f32(0x3F7F_FFFF, -126, m), 0x0080_0000);
        assert_eq!(ldexp_f32(0x3F7F_FFFF, -126, 0xD0), 0);
        assert_eq!(ldexp_f32(0x3FFF_FFFF, -127, 0xD0), 0); // the same value
        assert_eq!(ldexp_f32(0x3F80_0001, -126, 0xD0), 0x0080_0001);
        assert_eq!(ldexp_f32(1, 149, m), f(1.0)); // denormal input kept
        assert_eq!(ldexp_f32(1, 149, 0xE0), 0); // ... or flushed
        assert_eq!(ldexp_f32(f(1.0), 128, m), 0x7F80_0000);
        assert_eq!(ldexp_f32(f(1.0), 128, rmode(3)), 0x7F7F_FFFF);
        assert_eq!(ldexp_f32(f(-1.0), 128, rmode(1)), 0xFF7F_FFFF);
        assert_eq!(ldexp_f32(f(1.0), i32::MAX, m), 0x7F80_0000);
        assert_eq!(ldexp_f32(f(1.0), i32::MIN, m), 0);
        assert_eq!(ldexp_f32(f(-1.0), i32::MIN, rmode(2)), 0x8000_0001);
        assert_eq!(ldexp_f32(f(3.0), -150, m), 2); // 1.5 * 2^-149: tie -> even
        assert_eq!(ldexp_f32(f(5.0), -151, m), 1); // 1.25 * 2^-149
        assert_eq!(ldexp_f32(0x7F80_0001, 3, m), 0x7FC0_0001);
        assert_eq!(ldexp_f32(0x8000_0000, 5, m), 0x8000_0000);
        assert_eq!(ldexp_f32(0xFF80_0000, -1000, m), 0xFF80_0000);
        assert_eq!(ldexp_f64(d(1.0), -1074, m), 1);
        assert_eq!(ldexp_f64(d(1.0), -1075, m), 0);
        assert_eq!(ldexp_f64(d(1.0), -1075, rmode(1)), 1);
        assert_eq!(ldexp_f64(d(1.5), 1023, m), d(1.5 * 2f64.powi(1023)));
        assert_eq!(ldexp_f64(d(1.0), 1024, rmode(3)), 0x7FEF_FFFF_FFFF_FFFF);
        // every rounding mode against APFloat's scalbn
        let mut g = Rng(12);
        for _ in 0..40_000 {
            let x = g.f32_bits();
            let y = g.f64_bits();
            let e = (g.below(700) as i32) - 350;
            for (c, &r) in RNDS.iter().enumerate() {
                if x & 0x7F80_0000 != 0x7F80_0000 {
                    let want = Single::from_bits(x as u128).scalbn_r(e, r.into()).to_bits() as u32;
                    assert_eq!(ldexp_f32(x, e, rmode(c as u32)), want, "{x:#x} {e} {r:?}");
                }
                if y & 0x7FF0_0000_0000_0000 != 0x7FF0_0000_0000_0000 {
                    let e = e * 6;
                    let want = Double::from_bits(y as u128).scalbn_r(e, r.into()).to_bits() as u64;
                    assert_eq!(ldexp_f64(y, e, rmode(c as u32)), want, "{y:#x} {e} {r:?}");
                }
            }
        }
    }

    #[test]
    fn frexp_vectors() {
        assert_eq!(frexp_mant_f32(f(8.0)), f(0.5));
        assert_eq!(frexp_exp_i32_f32(f(8.0)), 4);
        assert_eq!(frexp_mant_f32(f(-0.75)), f(-0.75));
        assert_eq!(frexp_exp_i32_f32(f(-0.75)), 0);
        assert_eq!(frexp_mant_f32(f(1.0)), f(0.5));
        assert_eq!(frexp_exp_i32_f32(f(1.0)), 1);
        assert_eq!(frexp_mant_f32(1), f(0.5)); // 2^-149
        assert_eq!(frexp_exp_i32_f32(1), (-148i32) as u32);
        assert_eq!(frexp_mant_f32(0x807F_FFFF), 0xBF7F_FFFE);
        assert_eq!(frexp_exp_i32_f32(0x807F_FFFF), (-126i32) as u32);
        assert_eq!(frexp_mant_f32(0x7F7F_FFFF), 0x3F7F_FFFF);
        assert_eq!(frexp_exp_i32_f32(0x7F7F_FFFF), 128);
        assert_eq!(frexp_mant_f32_mode(1, 0x00), 0);
        assert_eq!(frexp_exp_i32_f32_mode(1, 0x00), 0);
        assert_eq!(frexp_mant_f32_mode(0x8000_0001, 0xE0), 0x8000_0000);
        assert_eq!(frexp_mant_f32(0x7F80_0001), 0x7FC0_0001); // quieted (gfx1201)
        assert_eq!(frexp_exp_i32_f32(0x7F80_0001), 0);
        assert_eq!(frexp_mant_f32(0xFF80_0000), 0xFF80_0000);
        assert_eq!(frexp_exp_i32_f32(0xFF80_0000), 0);
        assert_eq!(frexp_mant_f32(0x8000_0000), 0x8000_0000);
        assert_eq!(frexp_exp_i32_f32(0x8000_0000), 0);
        assert_eq!(frexp_mant_f64(d(8.0)), d(0.5));
        assert_eq!(frexp_exp_i32_f64(d(8.0)), 4);
        assert_eq!(frexp_mant_f64(1), d(0.5));
        assert_eq!(frexp_exp_i32_f64(1), (-1073i32) as u32);
        assert_eq!(frexp_mant_f64_mode(1, 0x30), 0);
        assert_eq!(frexp_exp_i32_f64_mode(1, 0x30), 0);
        // mant * 2^exp == x for every finite non-zero input
        let mut g = Rng(13);
        for _ in 0..20_000 {
            let x = g.f32_bits();
            if x & 0x7F80_0000 == 0x7F80_0000 || x & 0x7FFF_FFFF == 0 {
                continue;
            }
            let (m, e) = (frexp_mant_f32(x), frexp_exp_i32_f32(x) as i32);
            assert!((0.5..1.0).contains(&f32::from_bits(m).abs()));
            assert_eq!(ldexp_f32(m, e, MODE_DEFAULT), x);
        }
    }

    #[test]
    fn fract_vectors() {
        assert_eq!(fract_f32(f(-0.0)), 0);
        assert_eq!(fract_f32(f(2.0)), 0);
        assert_eq!(fract_f32(f(-2.0)), 0);
        assert_eq!(fract_f32_mode(f(-2.0), rmode(2)), 0); // +0 in every mode (gfx1201)
        assert_eq!(fract_f32_mode(f(-0.0), rmode(2)), 0);
        assert_eq!(fract_f32(f(1.25)), f(0.25));
        assert_eq!(fract_f32(f(-0.25)), f(0.75));
        assert_eq!(fract_f32(f(-1.2)), f(-1.2f32 + 2.0));
        assert_eq!(fract_f32(f(-1e-10)), 0x3F7F_FFFF); // 1 - 1e-10 rounds to 1.0: clamped
        assert_eq!(fract_f32(0x8000_0001), 0x3F7F_FFFF);
        assert_eq!(fract_f32_mode(0x8000_0001, 0xE0), 0); // flushed input: -0 -> +0
        assert_eq!(fract_f32(1), 1);
        assert_eq!(fract_f32_mode(1, 0xD0), 0); // denormal result flushed
        assert_eq!(fract_f32(0x7F80_0000), 0xFFC0_0000);
        assert_eq!(fract_f32(0xFF80_0000), 0xFFC0_0000);
        assert_eq!(fract_f32(0x7F80_0001), 0x7FC0_0001);
        assert_eq!(fract_f32(f(1e20)), 0);
        // the one rounded case, -1 < x < 0: 1 - |x| in each direction
        let x = f(-0.1);
        let (rn, ru, rd, rz) = (
            fract_f32_mode(x, rmode(0)),
            fract_f32_mode(x, rmode(1)),
            fract_f32_mode(x, rmode(2)),
            fract_f32_mode(x, rmode(3)),
        );
        assert_eq!(rn, (1.0f32 + -0.1f32).to_bits());
        assert_eq!(ru, rd + 1);
        assert_eq!(rz, rd);
        assert!(rn == ru || rn == rd);
        assert_eq!(fract_f64(d(-0.25)), d(0.75));
        assert_eq!(fract_f64(d(2.5)), d(0.5));
        assert_eq!(fract_f64(0x8000_0000_0000_0001), 0x3FEF_FFFF_FFFF_FFFF);
        assert_eq!(fract_f64(0xFFF0_0000_0000_0000), 0xFFF8_0000_0000_0000);
        assert_eq!(fract_f64(d(-7.0)), 0);
    }

    #[test]
    fn round_to_integral_vectors() {
        let rows: &[(f32, [f32; 4])] = &[
            // x: trunc, floor, ceil, rndne
            (-0.5, [-0.0, -1.0, -0.0, -0.0]),
            (0.5, [0.0, 0.0, 1.0, 0.0]),
            (-0.0, [-0.0, -0.0, -0.0, -0.0]),
            (2.7, [2.0, 2.0, 3.0, 3.0]),
            (-2.7, [-2.0, -3.0, -2.0, -3.0]),
            (2.5, [2.0, 2.0, 3.0, 2.0]),
            (3.5, [3.0, 3.0, 4.0, 4.0]),
            (-2.5, [-2.0, -3.0, -2.0, -2.0]),
            (-0.4, [-0.0, -1.0, -0.0, -0.0]),
            (1.5, [1.0, 1.0, 2.0, 2.0]),
            (8388609.0, [8388609.0, 8388609.0, 8388609.0, 8388609.0]),
            (f32::INFINITY, [f32::INFINITY; 4]),
            (f32::NEG_INFINITY, [f32::NEG_INFINITY; 4]),
        ];
        for &(x, w) in rows {
            let got = [
                trunc_f32(f(x)),
                floor_f32(f(x)),
                ceil_f32(f(x)),
                rndne_f32(f(x)),
            ];
            assert_eq!(got, w.map(f), "{x}");
        }
        assert_eq!(trunc_f32(0x7F80_0001), 0x7FC0_0001);
        assert_eq!(rndne_f32(0xFFC0_0002), 0xFFC0_0002);
        // denormal inputs: MODE input flushing changes floor/ceil
        assert_eq!(floor_f32(0x8000_0001), f(-1.0));
        assert_eq!(floor_f32_mode(0x8000_0001, 0x00), 0x8000_0000);
        assert_eq!(ceil_f32(1), f(1.0));
        assert_eq!(ceil_f32_mode(1, 0x00), 0);
        assert_eq!(trunc_f32_mode(0x8000_0001, 0x00), 0x8000_0000);
        assert_eq!(rndne_f32_mode(1, 0xE0), 0);
    }
}
