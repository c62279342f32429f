//! Conversions between the integer and float types (`V_CVT_*`).

use super::*;

// ============================================================================
// Conversions
// ============================================================================

/// Truncating float -> 32-bit integer with saturation; NaN -> 0.
pub(super) fn float_to_int(f: Fmt, b: u64, signed: bool) -> u32 {
    if f.is_nan(b) {
        return 0;
    }
    let neg = f.neg(b);
    let m: u128 = if f.is_inf(b) {
        u128::MAX
    } else {
        let (sig, exp) = f.unpack(b);
        if exp >= 0 {
            if exp > 64 {
                u128::MAX
            } else {
                (sig as u128) << exp
            }
        } else if -exp >= 64 {
            0
        } else {
            (sig >> -exp) as u128
        }
    };
    match (signed, neg) {
        (true, false) => m.min(0x7FFF_FFFF) as u32,
        (true, true) => {
            if m >= 0x8000_0000 {
                0x8000_0000
            } else {
                (m as u32).wrapping_neg()
            }
        }
        (false, false) => m.min(0xFFFF_FFFF) as u32,
        (false, true) => 0,
    }
}

/// `V_CVT_I32_F32 D, S0`: f32 -> i32 **rounding toward zero**, saturating (±inf and
/// out-of-range values -> `i32::MIN` / `i32::MAX`), NaN -> 0. Source: ISA note
/// "out-of-range floating point values (including infinity) saturate. NAN is converted
/// to 0"; the rounding is truncation: LLVM selects this instruction for `fptosi`
/// (C truncation), rocjitsu `conversion.h` (`IntegerRounding::TOWARD_ZERO` for it, the
/// FLR/RPI forms being the ones that round otherwise); LLVM `llvm.fptosi.sat` folder
/// (fixture).
pub fn cvt_i32_f32(s0: u32) -> u32 {
    float_to_int(SP, s0 as u64, true)
}

/// `V_CVT_U32_F32 D, S0`: f32 -> u32 rounding toward zero; negative values and -inf -> 0,
/// too large and +inf -> `u32::MAX`, NaN -> 0. Source: as [`cvt_i32_f32`] (`fptoui`);
/// LLVM `llvm.fptoui.sat` folder (fixture).
pub fn cvt_u32_f32(s0: u32) -> u32 {
    float_to_int(SP, s0 as u64, false)
}

/// `V_CVT_I32_F64 D, S0`: f64 -> i32, truncating and saturating, NaN -> 0. Source: ISA
/// `V_CVT_I32_F64` note; LLVM `fptosi` selection and `llvm.fptosi.sat` folder (fixture).
pub fn cvt_i32_f64(s0: u64) -> u32 {
    float_to_int(DP, s0, true)
}

/// `V_CVT_U32_F64 D, S0`: f64 -> u32, truncating and saturating, NaN -> 0. Source: ISA
/// `V_CVT_U32_F64` note; LLVM `llvm.fptoui.sat` folder (fixture).
pub fn cvt_u32_f64(s0: u64) -> u32 {
    float_to_int(DP, s0, false)
}

/// `V_CVT_F32_I32 D, S0`: i32 -> f32 rounded with MODE.FP_ROUND f32 (never denormal).
/// Source: ISA `V_CVT_F32_I32` ("0.5ULP accuracy"); rocjitsu `rounding.h`
/// `from_integer`; LLVM `sitofp` folder (fixture, nearest even).
pub fn cvt_f32_i32(s0: u32, mode: u32) -> u32 {
    let i = s0 as i32;
    round_pack(
        SP,
        i < 0,
        i.unsigned_abs() as u128,
        0,
        mode_round_f32(mode),
        false,
        Tiny::AfterRounding,
    ) as u32
}

/// `V_CVT_F32_U32 D, S0`: u32 -> f32 rounded with MODE.FP_ROUND f32. Source: ISA
/// `V_CVT_F32_U32`; LLVM `uitofp` folder (fixture).
pub fn cvt_f32_u32(s0: u32, mode: u32) -> u32 {
    round_pack(
        SP,
        false,
        s0 as u128,
        0,
        mode_round_f32(mode),
        false,
        Tiny::AfterRounding,
    ) as u32
}

/// `V_CVT_F64_I32 D, S0`: i32 -> f64, exact. Source: ISA ("0ULP accuracy").
pub fn cvt_f64_i32(s0: u32) -> u64 {
    (s0 as i32 as f64).to_bits()
}

/// `V_CVT_F64_U32 D, S0`: u32 -> f64, exact. Source: ISA ("0ULP accuracy").
pub fn cvt_f64_u32(s0: u32) -> u64 {
    (s0 as f64).to_bits()
}

/// `V_CVT_F32_F64 D, S0`: f64 -> f32. The f64 input is flushed when MODE flushes f64
/// inputs; the value is rounded once with **MODE.FP_ROUND f32** (the destination format's
/// field) and a result tiny after rounding is flushed when MODE flushes f32 outputs;
/// overflow gives ±inf or ±largest per the direction; NaN keeps its sign and top payload
/// bits and is quieted. Source: ISA `V_CVT_F32_F64` ("0.5ULP accuracy, denormals are
/// supported"); rocjitsu `rounding.h` `narrow` ("MODE.FP_ROUND field of the destination
/// format"). [uncertain: LLVM 22 lowers `llvm.fptrunc.round.f32.f64` with
/// `s_setreg hwreg(HW_REG_MODE, 2, 1)`, i.e. it assumes the f64 field `MODE[3:2]`.]
pub fn cvt_f32_f64(s0: u64, mode: u32) -> u32 {
    let x = DP.ftz_if(s0, flush_in_f64(mode));
    let sign = ((x >> 32) & 0x8000_0000) as u32;
    if DP.is_nan(x) {
        return sign | 0x7FC0_0000 | ((x & DP.frac_mask()) >> 29) as u32;
    }
    if DP.is_inf(x) {
        return sign | 0x7F80_0000;
    }
    let (sig, exp) = DP.unpack(x);
    round_pack(
        SP,
        DP.neg(x),
        sig as u128,
        exp,
        mode_round_f32(mode),
        flush_out_f32(mode),
        Tiny::AfterRounding,
    ) as u32
}

/// `V_CVT_F64_F32 D, S0`: f32 -> f64, exact (f32 denormals become normal f64 values); the
/// f32 input is flushed when MODE flushes f32 inputs; NaN is quieted with its payload
/// kept. Source: ISA ("0ULP accuracy, denormals are supported"); rocjitsu `rounding.h`
/// `widen`; LLVM `fpext` folder (fixture).
pub fn cvt_f64_f32(s0: u32, mode: u32) -> u64 {
    let x = SP.ftz_if(s0 as u64, flush_in_f32(mode));
    let sign = (x & SP.sign()) << 32;
    if SP.is_nan(x) {
        return sign | DP.inf() | DP.quiet() | ((x & SP.frac_mask()) << 29);
    }
    if SP.is_inf(x) {
        return sign | DP.inf();
    }
    let (sig, exp) = SP.unpack(x);
    round_pack(
        DP,
        SP.neg(x),
        sig as u128,
        exp,
        Round::NearestTiesToEven,
        false,
        Tiny::AfterRounding,
    )
}

/// `V_CVT_F32_UBYTE{0,1,2,3} D, S0`: unsigned byte `byte` (0..=3, taken mod 4) of `S0` as
/// an f32 (exact). Source: ISA `V_CVT_F32_UBYTE0..3` (`u32_to_f32(S0[8k+7:8k])`).
pub fn cvt_f32_ubyte(s0: u32, byte: u32) -> u32 {
    (((s0 >> (8 * (byte & 3))) & 0xFF) as f32).to_bits()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::test_util::*;

    // ------------------------------------------------------------------ conversions

    #[test]
    fn conversion_vectors() {
        // float -> int truncates, saturates, NaN -> 0
        assert_eq!(cvt_i32_f32(f(2.9)), 2);
        assert_eq!(cvt_i32_f32(f(-2.9)), (-2i32) as u32);
        assert_eq!(cvt_i32_f32(f(-0.9)), 0);
        assert_eq!(cvt_i32_f32(0x7FC0_0000), 0);
        assert_eq!(cvt_i32_f32(0xFFC0_0000), 0);
        assert_eq!(cvt_i32_f32(0x7F80_0000), 0x7FFF_FFFF);
        assert_eq!(cvt_i32_f32(0xFF80_0000), 0x8000_0000);
        assert_eq!(cvt_i32_f32(f(2147483648.0)), 0x7FFF_FFFF);
        assert_eq!(cvt_i32_f32(f(-2147483648.0)), 0x8000_0000);
        assert_eq!(cvt_i32_f32(f(-2147483904.0)), 0x8000_0000);
        assert_eq!(cvt_i32_f32(f(2147483520.0)), 2147483520);
        assert_eq!(cvt_u32_f32(f(-0.9)), 0);
        assert_eq!(cvt_u32_f32(f(-1.0)), 0);
        assert_eq!(cvt_u32_f32(0xFF80_0000), 0);
        assert_eq!(cvt_u32_f32(f(4294967040.0)), 0xFFFF_FF00);
        assert_eq!(cvt_u32_f32(f(4294967296.0)), 0xFFFF_FFFF);
        assert_eq!(cvt_u32_f32(f(3.99)), 3);
        assert_eq!(cvt_u32_f32(0x7FC0_0000), 0);
        assert_eq!(cvt_i32_f64(d(2147483647.5)), 0x7FFF_FFFF);
        assert_eq!(cvt_i32_f64(d(-2147483648.9)), 0x8000_0000);
        assert_eq!(cvt_i32_f64(d(-7.99)), (-7i32) as u32);
        assert_eq!(cvt_i32_f64(d(1e300)), 0x7FFF_FFFF);
        assert_eq!(cvt_i32_f64(0x7FF8_0000_0000_0000), 0);
        assert_eq!(cvt_u32_f64(d(4294967295.9)), 0xFFFF_FFFF);
        assert_eq!(cvt_u32_f64(d(-0.5)), 0);
        assert_eq!(cvt_u32_f64(1), 0);
        // int -> f32 rounds with MODE.FP_ROUND f32
        for (c, want) in [
            (0, 16777216.0f32),
            (1, 16777218.0),
            (2, 16777216.0),
            (3, 16777216.0),
        ] {
            assert_eq!(cvt_f32_i32(16777217, rmode(c)), f(want));
            assert_eq!(
                cvt_f32_i32((-16777217i32) as u32, rmode(c)),
                f(-[16777216.0f32, 16777216.0, 16777218.0, 16777216.0][c as usize])
            );
        }
        assert_eq!(cvt_f32_i32(0x7FFF_FFFF, MODE_DEFAULT), f(2147483648.0));
        assert_eq!(cvt_f32_i32(0x8000_0000, MODE_DEFAULT), f(-2147483648.0));
        assert_eq!(cvt_f32_i32(0, rmode(2)), 0);
        assert_eq!(cvt_f32_u32(0xFFFF_FFFF, MODE_DEFAULT), f(4294967296.0));
        assert_eq!(cvt_f32_u32(0xFFFF_FFFF, rmode(3)), 0x4F7F_FFFF);
        assert_eq!(cvt_f32_i32(16777217, 0x0C), f(16777216.0)); // only MODE[1:0] is used
        assert_eq!(cvt_f64_i32(0x8000_0000), d(-2147483648.0));
        assert_eq!(cvt_f64_u32(0xFFFF_FFFF), d(4294967295.0));
        assert_eq!(cvt_f64_i32(0xFFFF_FFFF), d(-1.0));
        // f64 -> f32
        assert_eq!(cvt_f32_f64(d(2f64.powi(-130)), MODE_DEFAULT), 0x0008_0000);
        assert_eq!(cvt_f32_f64(d(2f64.powi(-130)), 0xD0), 0); // f32 output flushed
        let tiny = 1u64 << 24; // 2^-1050
        assert_eq!(cvt_f32_f64(tiny, rmode(1)), 1);
        assert_eq!(cvt_f32_f64(tiny, 0xB0 | 0x5), 0); // f64 input flushed first
        assert_eq!(cvt_f32_f64(tiny | (1 << 63), rmode(2)), 0x8000_0001);
        // (1 - 2^-24 + 2^-30) * 2^-126: min normal at subnormal precision, tiny at full precision
        let v = d((1.0 - 2f64.powi(-24) + 2f64.powi(-30)) * 2f64.powi(-126));
        assert_eq!(cvt_f32_f64(v, MODE_DEFAULT), 0x0080_0000);
        assert_eq!(cvt_f32_f64(v, 0xD0), 0);
        assert_eq!(cvt_f32_f64(d(1e39), MODE_DEFAULT), 0x7F80_0000);
        assert_eq!(cvt_f32_f64(d(1e39), rmode(3)), 0x7F7F_FFFF);
        assert_eq!(cvt_f32_f64(d(-1e39), rmode(1)), 0xFF7F_FFFF);
        assert_eq!(
            cvt_f32_f64(0x7FF8_0000_0000_0001, MODE_DEFAULT),
            0x7FC0_0000
        );
        assert_eq!(
            cvt_f32_f64(0xFFF0_0000_2000_0000, MODE_DEFAULT),
            0xFFC0_0001
        );
        assert_eq!(
            cvt_f32_f64(0xFFF0_0000_0000_0000, MODE_DEFAULT),
            0xFF80_0000
        );
        assert_eq!(cvt_f32_f64(d(1.0 + 2f64.powi(-24)), MODE_DEFAULT), f(1.0)); // tie -> even
        assert_eq!(cvt_f32_f64(d(1.0 + 2f64.powi(-24)), rmode(1)), f(1.0) + 1);
        assert_eq!(cvt_f32_f64(d(1.0 + 2f64.powi(-24)), 0x04), f(1.0)); // MODE[3:2] not used
                                                                        // f32 -> f64
        assert_eq!(cvt_f64_f32(1, MODE_DEFAULT), d(2f64.powi(-149)));
        assert_eq!(cvt_f64_f32(1, 0xE0), 0);
        assert_eq!(cvt_f64_f32(0x8000_0001, 0x00), 1 << 63);
        assert_eq!(
            cvt_f64_f32(0x7F80_0001, MODE_DEFAULT),
            0x7FF8_0000_2000_0000
        );
        assert_eq!(
            cvt_f64_f32(0xFF80_0000, MODE_DEFAULT),
            0xFFF0_0000_0000_0000
        );
        assert_eq!(cvt_f64_f32(f(0.1), MODE_DEFAULT), d(0.1f32 as f64));
        // ubyte
        for (k, want) in [(0, 1.0f32), (1, 127.0), (2, 255.0), (3, 128.0), (4, 1.0)] {
            assert_eq!(cvt_f32_ubyte(0x80FF_7F01, k), f(want));
        }
        // every rounding mode against APFloat
        let mut g = Rng(14);
        for _ in 0..40_000 {
            let (i, y) = (g.u32(), g.f64_bits());
            for (c, &r) in RNDS.iter().enumerate() {
                let mode = rmode(c as u32);
                let want = Single::from_i128_r(i as i32 as i128, r.into())
                    .value
                    .to_bits() as u32;
                assert_eq!(cvt_f32_i32(i, mode), want);
                let want = Single::from_u128_r(i as u128, r.into()).value.to_bits() as u32;
                assert_eq!(cvt_f32_u32(i, mode), want);
                if !is_nan64(y) {
                    let mut lost = false;
                    let want: Single = Double::from_bits(y as u128)
                        .convert_r(r.into(), &mut lost)
                        .value;
                    assert_eq!(cvt_f32_f64(y, mode), want.to_bits() as u32, "{y:#x} {r:?}");
                }
            }
            let x = g.f32_bits();
            if !is_nan32(x) {
                assert_eq!(
                    cvt_f64_f32(x, MODE_DEFAULT),
                    (f32::from_bits(x) as f64).to_bits()
                );
                assert_eq!(cvt_i32_f32(x), f32::from_bits(x) as i32 as u32); // Rust casts saturate
                assert_eq!(cvt_u32_f32(x), f32::from_bits(x) as u32);
            }
            if !is_nan64(y) {
                assert_eq!(cvt_i32_f64(y), f64::from_bits(y) as i32 as u32);
                assert_eq!(cvt_u32_f64(y), f64::from_bits(y) as u32);
            }
        }
    }
}
