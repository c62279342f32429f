//! MODE register: the rounding and denormal fields every MODE-dependent lane function reads, and the float modifiers of VALU arithmetic that goes through the generic IR.

use super::*;

// ============================================================================
// MODE register
// ============================================================================

/// The HSA default MODE: round to nearest even, f32 and f64/f16 denormals kept
/// (FP_DENORM = 0xF). Source: AMDGPU code objects (`.amdhsa_float_denorm_mode_32 3`,
/// `.amdhsa_float_denorm_mode_16_64 3`, "FloatMode: 240" in clang-22 output).
pub const MODE_DEFAULT: u32 = 0xF0;

pub(super) fn round_code(code: u32) -> Round {
    match code & 3 {
        0 => Round::NearestTiesToEven,
        1 => Round::TowardPositive,
        2 => Round::TowardNegative,
        _ => Round::TowardZero,
    }
}

/// f32 rounding mode, `MODE.FP_ROUND[1:0]` (0 nearest even, 1 +inf, 2 -inf, 3 toward
/// zero). Source: MODE register table, RDNA3/RDNA4/CDNA3 ISA §"Mode register".
pub fn mode_round_f32(mode: u32) -> Round {
    round_code(mode)
}

/// f64 (and f16) rounding mode, `MODE.FP_ROUND[3:2]`. Source: as [`mode_round_f32`].
pub fn mode_round_f64(mode: u32) -> Round {
    round_code(mode >> 2)
}

/// True when f32 denormal *inputs* are flushed: `MODE[4]` (allow_input_denorms of the
/// f32 field `FP_DENORM[1:0] = MODE[5:4]`) is clear, i.e. f32 denorm mode 0 or 2.
/// Source: MODE register table ("2 bits = { allow_output_denorms, allow_input_denorms }").
pub fn flush_in_f32(mode: u32) -> bool {
    mode & (1 << 4) == 0
}

/// True when f32 denormal *results* are flushed: `MODE[5]` clear (f32 denorm mode 0 or 1).
/// Source: as [`flush_in_f32`].
pub fn flush_out_f32(mode: u32) -> bool {
    mode & (1 << 5) == 0
}

/// True when f64/f16 denormal inputs are flushed: `MODE[6]` clear. Source: as [`flush_in_f32`].
pub fn flush_in_f64(mode: u32) -> bool {
    mode & (1 << 6) == 0
}

/// True when f64/f16 denormal results are flushed: `MODE[7]` clear. Source: as [`flush_in_f32`].
pub fn flush_out_f64(mode: u32) -> bool {
    mode & (1 << 7) == 0
}

/// The float modifiers of an AMD VALU operation that goes through the generic IR
/// arithmetic (`v_add_f32`, `v_mul_f32`, `v_fma_f32`, `v_add_f64`, ..., and each half of
/// the packed-FP32 ops): the MODE rounding field of its width (f32 `[1:0]`, f64
/// `[3:2]`); f32 denormals kept only in denorm mode 3 and flushed (inputs and results)
/// otherwise, f64 denormals always kept on this path; IEEE NaN propagation (the first
/// NaN input, quieted); `sat` = the instruction's clamp bit.
pub fn valu_fmode(mode: u32, f64: bool, sat: bool) -> FMode {
    use crate::ir::Round as R;
    let (rnd_bits, den_bits) = if f64 {
        ((mode >> 2) & 3, (mode >> 6) & 3)
    } else {
        (mode & 3, (mode >> 4) & 3)
    };
    let rnd = match rnd_bits {
        0 => R::Rn,
        1 => R::Rp,
        2 => R::Rm,
        _ => R::Rz,
    };
    FMode {
        rnd,
        ftz: den_bits != 3 && !f64,
        sat,
        ieee: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::test_util::*;

    // ------------------------------------------------------------------ MODE

    #[test]
    fn mode_fields() {
        assert_eq!(mode_round_f32(0), Round::NearestTiesToEven);
        assert_eq!(mode_round_f32(1), Round::TowardPositive);
        assert_eq!(mode_round_f32(2), Round::TowardNegative);
        assert_eq!(mode_round_f32(3), Round::TowardZero);
        assert_eq!(mode_round_f32(0b1101), Round::TowardPositive);
        assert_eq!(mode_round_f64(0b0111), Round::TowardPositive);
        assert_eq!(mode_round_f64(0b1000), Round::TowardNegative);
        assert_eq!(mode_round_f64(0b1100), Round::TowardZero);
        assert_eq!(mode_round_f64(0b0011), Round::NearestTiesToEven);
        // FP_DENORM field values 0..3 for f32 (bits 5:4) and f64 (bits 7:6):
        // 0 flush both, 1 allow input, 2 allow output, 3 allow both.
        for v in 0..4u32 {
            assert_eq!(flush_in_f32(v << 4), v & 1 == 0, "f32 in {v}");
            assert_eq!(flush_out_f32(v << 4), v & 2 == 0, "f32 out {v}");
            assert_eq!(flush_in_f64(v << 6), v & 1 == 0, "f64 in {v}");
            assert_eq!(flush_out_f64(v << 6), v & 2 == 0, "f64 out {v}");
            // the other format's field does not matter
            assert_eq!(flush_in_f32((v << 4) | 0xC0), v & 1 == 0);
            assert_eq!(flush_in_f64((v << 6) | 0x30), v & 1 == 0);
        }
        assert!(!flush_in_f32(MODE_DEFAULT) && !flush_out_f32(MODE_DEFAULT));
        assert!(!flush_in_f64(MODE_DEFAULT) && !flush_out_f64(MODE_DEFAULT));
        assert_eq!(mode_round_f32(MODE_DEFAULT), Round::NearestTiesToEven);
        assert_eq!(mode_round_f64(MODE_DEFAULT), Round::NearestTiesToEven);
    }

    #[test]
    fn round_pack_core() {
        let rne = Round::NearestTiesToEven;
        // exact values, denormals, overflow, tininess rules
        assert_eq!(
            round_pack(SP, false, 3, 0, rne, false, Tiny::AfterRounding),
            f(3.0) as u64
        );
        assert_eq!(
            round_pack(SP, true, 1, -149, rne, false, Tiny::AfterRounding),
            0x8000_0001
        );
        assert_eq!(
            round_pack(SP, false, 1, -150, rne, false, Tiny::AfterRounding),
            0
        ); // tie -> even 0
        assert_eq!(
            round_pack(SP, false, 3, -151, rne, false, Tiny::AfterRounding),
            1
        ); // 0.75 ulp
        assert_eq!(
            round_pack(
                SP,
                false,
                1,
                -150,
                Round::TowardPositive,
                false,
                Tiny::AfterRounding
            ),
            1
        );
        assert_eq!(
            round_pack(
                SP,
                true,
                1,
                -1000,
                Round::TowardNegative,
                false,
                Tiny::Subnormal
            ),
            0x8000_0001
        );
        assert_eq!(
            round_pack(SP, false, 1, 128, rne, false, Tiny::AfterRounding),
            0x7F80_0000
        );
        assert_eq!(
            round_pack(
                SP,
                false,
                1,
                128,
                Round::TowardZero,
                false,
                Tiny::AfterRounding
            ),
            0x7F7F_FFFF
        );
        assert_eq!(
            round_pack(
                SP,
                true,
                1,
                128,
                Round::TowardPositive,
                false,
                Tiny::AfterRounding
            ),
            0xFF7F_FFFF
        );
        // (2^24 - 1) * 2^104 = largest finite; one more ulp overflows
        assert_eq!(
            round_pack(
                SP,
                false,
                (1 << 24) - 1,
                104,
                rne,
                false,
                Tiny::AfterRounding
            ),
            0x7F7F_FFFF
        );
        assert_eq!(
            round_pack(
                SP,
                false,
                (1 << 25) - 1,
                103,
                rne,
                false,
                Tiny::AfterRounding
            ),
            0x7F80_0000
        );
        // (2^24 - 1) * 2^-150 = (1 - 2^-24) * 2^-126: rounds to the smallest normal at
        // subnormal precision (tie, even) but is below it at full precision.
        let v = ((1u128 << 24) - 1, -150);
        assert_eq!(
            round_pack(SP, false, v.0, v.1, rne, false, Tiny::AfterRounding),
            0x0080_0000
        );
        assert_eq!(
            round_pack(SP, false, v.0, v.1, rne, true, Tiny::AfterRounding),
            0
        );
        assert_eq!(
            round_pack(SP, false, v.0, v.1, rne, true, Tiny::Subnormal),
            0x0080_0000
        );
        assert_eq!(
            round_pack(SP, true, 5, -150, rne, true, Tiny::Subnormal),
            0x8000_0000
        );
        assert_eq!(
            round_pack(DP, false, 1, -1074, rne, false, Tiny::AfterRounding),
            1
        );
        assert_eq!(
            round_pack(DP, false, 1, 1023, rne, false, Tiny::AfterRounding),
            d(2f64.powi(1023))
        );
    }
}
