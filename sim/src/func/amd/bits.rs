//! Packing, permutes and bit fields: `V_CVT_PK_U8_F32`, `V_PERM_B32`, `V_SAD_U8`, the vector and scalar bit-field extracts and inserts, `V_ALIGNBIT/BYTE`, `V_MBCNT`.

use super::*;

// ============================================================================
// Packing, permutes and bit fields
// ============================================================================

/// `V_CVT_PK_U8_F32 D, S0, S1, S2`: convert f32 `S0` to an unsigned byte and insert
/// it into byte `S1[1:0]` of `S2`.
///
/// Source: `shared/docs/isa-semantics.md` §3.1 (AMD pseudo-code
/// `tmp = S2 & ~(0xff << S1[1:0]*8); tmp |= (f32_to_u8(S0) & 255) << S1[1:0]*8`, with
/// `f32_to_u8` = "round with the MODE rounding mode, then saturate" per CLRX and rocjitsu
/// `conversion.h`, hardware-derived on gfx1201): `abs0` clears then `neg0` flips the sign
/// of `S0`; a denormal input is flushed when MODE flushes f32 inputs; NaN -> 0; round to
/// an integer with MODE.FP_ROUND f32 (nearest even by default: 2.5 -> 2, 3.7 -> 4);
/// clamp to 0..=255 (-inf and negatives -> 0, +inf and >= 255.5 -> 255); only `S1[1:0]`
/// is used; the other three bytes of `S2` pass through. gem5's version (a C truncating
/// cast) is wrong and is not followed.
pub fn cvt_pk_u8_f32(s0: u32, s1: u32, s2: u32, abs0: bool, neg0: bool, mode: u32) -> u32 {
    let mut x = s0;
    if abs0 {
        x &= 0x7FFF_FFFF;
    }
    if neg0 {
        x ^= 0x8000_0000;
    }
    let x = SP.ftz_if(x as u64, flush_in_f32(mode));
    let u = if SP.is_nan(x) || SP.neg(x) {
        // Every negative value rounds to an integer <= 0 (-0.5 -> -0), which clamps to 0.
        0
    } else if SP.is_inf(x) {
        255
    } else {
        let (sig, exp) = SP.unpack(x);
        if exp >= 0 {
            255 // at least 2^23
        } else {
            round_shift(sig as u128, -exp, false, mode_round_f32(mode)).min(255) as u32
        }
    };
    let sh = (s1 & 3) * 8;
    (s2 & !(0xFF << sh)) | (u << sh)
}

/// `V_PERM_B32 D, S0, S1, S2`: byte permute of the 8-byte value `{S0, S1}` — **`S0` holds
/// the most significant bytes**, so selector 0..=3 picks a byte of `S1` and 4..=7 a byte
/// of `S0` — by the four selector bytes of `S2` (byte k of `S2` produces byte k of D):
/// 0..=7 that byte; 8, 9, 10, 11 replicate the sign bit of bytes 1, 3, 5, 7 (0x00 or
/// 0xFF); 12 gives 0x00; 13..=255 give 0xFF.
///
/// Source: CDNA3/CDNA4 ISA `V_PERM_B32` pseudo-code (`BYTE_PERMUTE({S0, S1}, S2[..])`,
/// note "the MSBs of the 64-bit value being selected are stored in S0"); LLVM's constant
/// folder for `llvm.amdgcn.perm` agrees (fixture `tests/fixtures/amdgpu_fold`).
pub fn perm_b32(s0: u32, s1: u32, sel: u32) -> u32 {
    let data = ((s0 as u64) << 32) | s1 as u64;
    let byte = |k: u32| ((data >> (8 * k)) & 0xFF) as u32;
    let mut d = 0;
    for i in 0..4 {
        let s = (sel >> (8 * i)) & 0xFF;
        let b = if s >= 13 {
            0xFF
        } else if s == 12 {
            0x00
        } else if s >= 8 {
            if byte(2 * (s - 8) + 1) & 0x80 != 0 {
                0xFF
            } else {
                0x00
            }
        } else {
            byte(s)
        };
        d |= b << (8 * i);
    }
    d
}

/// `V_SAD_U8 D, S0, S1, S2`: `S2 + sum over the 4 bytes of |S0.byte - S1.byte|`
/// (unsigned byte differences; the 32-bit sum wraps: "overflow into the upper bits is
/// allowed"). Source: CDNA3/CDNA4 ISA `V_SAD_U8` pseudo-code.
pub fn sad_u8(s0: u32, s1: u32, s2: u32) -> u32 {
    (0..4).fold(s2, |acc, k| {
        let a = (s0 >> (8 * k)) & 0xFF;
        let b = (s1 >> (8 * k)) & 0xFF;
        acc.wrapping_add(a.abs_diff(b))
    })
}

/// `V_BFE_U32 D, S0, S1, S2`: `(S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1)`. Width 0 gives 0;
/// a field reaching past bit 31 is zero-filled. Source: ISA pseudo-code
/// `D0.u32 = ((S0.u32 >> S1[4:0].u32) & ((1U << S2[4:0].u32) - 1U))`; LLVM's
/// `llvm.amdgcn.ubfe` folder (fixture).
pub fn bfe_u32(s0: u32, s1: u32, s2: u32) -> u32 {
    let off = s1 & 31;
    let w = s2 & 31;
    (s0 >> off) & ((1u32 << w) - 1)
}

/// `V_BFE_I32 D, S0, S1, S2`: signed extract, offset `S1[4:0]`, width `S2[4:0]`,
/// sign-extended from bit `width - 1`; width 0 gives 0; a field reaching past bit 31 takes
/// copies of bit 31 (arithmetic shift). Source: ISA pseudo-code
/// `tmp = (S0.i32 >> S1[4:0]) & ((1 << S2[4:0]) - 1); D0 = signext_from_bit(tmp, S2[4:0])`;
/// LLVM's `llvm.amdgcn.sbfe` folder (fixture).
pub fn bfe_i32(s0: u32, s1: u32, s2: u32) -> u32 {
    let off = s1 & 31;
    let w = s2 & 31;
    if w == 0 {
        return 0;
    }
    let t = (s0 as i32) >> off;
    ((t << (32 - w)) >> (32 - w)) as u32
}

/// The S_BFE forms on a `bits`-wide value: offset `S1[4:0]` (`[5:0]` for 64-bit),
/// width `S1[22:16]` (7 bits); width 0 gives 0, a width reaching past the top keeps
/// every bit above the offset (sign-extended for the signed forms). Source: ISA
/// pseudo-code `D0.u32 = (S0.u32 >> S1[4:0]) & ((1U << S1[22:16]) - 1U)` with the mask
/// all ones for widths >= the size, as CLRX `GcnInstrsSop2.md` spells out
/// (`if shift+length < 32 ... else SDST = SSRC0 >> shift`); signed forms
/// `signext_from_bit` (CLRX `S_BFE_I32`/`S_BFE_I64`).
pub(super) fn s_bfe(s0: u64, s1: u32, bits: u32, signed: bool) -> u64 {
    let off = s1 & (bits - 1);
    let w = (s1 >> 16) & 0x7F;
    if w == 0 {
        return 0;
    }
    let top = 64 - bits;
    let mask = u64::MAX >> top;
    // The value sign- or zero-extended to 64 bits, shifted down by the offset.
    let t = if signed {
        ((((s0 << top) as i64) >> top) >> off) as u64
    } else {
        (s0 & mask) >> off
    };
    let r = if w >= bits {
        t
    } else if signed {
        (((t << (64 - w)) as i64) >> (64 - w)) as u64
    } else {
        t & ((1u64 << w) - 1)
    };
    r & mask
}

/// `S_BFE_U32 D, S0, S1` (SCC = D != 0); see [`s_bfe`].
pub fn s_bfe_u32(s0: u32, s1: u32) -> u32 {
    s_bfe(s0 as u64, s1, 32, false) as u32
}

/// `S_BFE_I32 D, S0, S1` (SCC = D != 0): signed form; see [`s_bfe`].
pub fn s_bfe_i32(s0: u32, s1: u32) -> u32 {
    s_bfe(s0 as u64, s1, 32, true) as u32
}

/// `S_BFE_U64 D, S0, S1` (SCC = D != 0): offset `S1[5:0]`; see [`s_bfe`].
pub fn s_bfe_u64(s0: u64, s1: u32) -> u64 {
    s_bfe(s0, s1, 64, false)
}

/// `S_BFE_I64 D, S0, S1` (SCC = D != 0): signed 64-bit form; see [`s_bfe`].
pub fn s_bfe_i64(s0: u64, s1: u32) -> u64 {
    s_bfe(s0, s1, 64, true)
}

/// `V_BFI_B32 D, S0, S1, S2`: `(S0 & S1) | (!S0 & S2)` (mask `S0` selects bits of `S1`,
/// the rest come from `S2`). Source: ISA pseudo-code `V_BFI_B32`.
pub fn bfi_b32(s0: u32, s1: u32, s2: u32) -> u32 {
    (s0 & s1) | (!s0 & s2)
}

/// `V_ALIGNBIT_B32 D, S0, S1, S2`: low 32 bits of `{S0, S1} >> S2[4:0]` (`S0` is the high
/// word). Source: ISA pseudo-code `D0.u32 = 32'U(({S0.u32, S1.u32} >> S2.u32[4:0]) &
/// 0xffffffff)`; clang lowers `__builtin_amdgcn_alignbit` to `llvm.fshr`, whose fold is in
/// the fixture.
pub fn alignbit_b32(s0: u32, s1: u32, s2: u32) -> u32 {
    ((((s0 as u64) << 32) | s1 as u64) >> (s2 & 31)) as u32
}

/// `V_ALIGNBYTE_B32 D, S0, S1, S2`: low 32 bits of `{S0, S1} >> (S2[1:0] * 8)`.
/// Source: ISA pseudo-code `V_ALIGNBYTE_B32`.
pub fn alignbyte_b32(s0: u32, s1: u32, s2: u32) -> u32 {
    ((((s0 as u64) << 32) | s1 as u64) >> ((s2 & 3) * 8)) as u32
}

/// `V_MBCNT_LO_U32_B32 D, S0, S1` in lane `lane` (0..64): `S1 + popcount(S0 &
/// ThreadMask[31:0])` with `ThreadMask = (1 << lane) - 1` (64-bit), so lanes >= 32 count
/// all 32 bits. The sum wraps. Source: ISA pseudo-code
/// (`MaskedValue = S0.u32 & ThreadMask[31:0]; D0 = S1 + countbits(MaskedValue)`); CLRX.
pub fn mbcnt_lo(s0: u32, s1: u32, lane: u32) -> u32 {
    let mask = if lane >= 32 {
        u32::MAX
    } else {
        (1u32 << lane) - 1
    };
    s1.wrapping_add((s0 & mask).count_ones())
}

/// `V_MBCNT_HI_U32_B32 D, S0, S1` in lane `lane`: `S1 + popcount(S0 & ThreadMask[63:32])`,
/// so lanes 0..=32 count nothing (the usual `mbcnt_hi(-1, mbcnt_lo(-1, 0))` lane id works
/// on wave32 and wave64). Source: ISA pseudo-code; CLRX.
pub fn mbcnt_hi(s0: u32, s1: u32, lane: u32) -> u32 {
    let mask = if lane >= 64 {
        u32::MAX
    } else if lane > 32 {
        (1u32 << (lane - 32)) - 1
    } else {
        0
    };
    s1.wrapping_add((s0 & mask).count_ones())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::test_util::*;

    // ------------------------------------------------------------------ V_CVT_PK_U8_F32

    #[test]
    fn cvt_pk_u8_isa_semantics_table() {
        // shared/docs/isa-semantics.md §3.2, default MODE, denormals either way.
        let rows: &[(u32, u32)] = &[
            (f(0.0), 0),
            (f(-0.0), 0),
            (f(0.5), 0),
            (f(1.5), 2),
            (f(2.5), 2),
            (f(254.5), 254),
            (f(3.7), 4),
            (f(255.49), 255),
            (f(255.5), 255),
            (f(256.0), 255),
            (f(1e10), 255),
            (0x7F80_0000, 255),
            (f(-0.5), 0),
            (f(-1.0), 0),
            (0xFF80_0000, 0),
            (0x7FC0_0000, 0),
            (0xFFC0_0000, 0),
            (0x7F80_0001, 0),
            (0xFFBF_FFFF, 0),
            (0x7FFF_FFFF, 0),
            (1, 0), // 1e-45, smallest denormal
        ];
        for &(x, u) in rows {
            for mode in [MODE_DEFAULT, 0x00, 0xC0, 0x30] {
                for sel in 0..4 {
                    let want = (0xA5A5_A5A5 & !(0xFF << (8 * sel))) | (u << (8 * sel));
                    assert_eq!(
                        cvt_pk_u8_f32(x, sel, 0xA5A5_A5A5, false, false, mode),
                        want,
                        "x={x:#x} sel={sel} mode={mode:#x}"
                    );
                }
            }
        }
        // Full-word examples of §3.2.
        assert_eq!(
            cvt_pk_u8_f32(f(200.7), 2, 0x1122_3344, false, false, MODE_DEFAULT),
            0x11C9_3344
        );
        assert_eq!(
            cvt_pk_u8_f32(f(-3.0), 7, 0xAABB_CCDD, false, false, MODE_DEFAULT),
            0x00BB_CCDD
        );
        assert_eq!(
            cvt_pk_u8_f32(f(-3.0), 0, 0xAABB_CCDD, false, true, MODE_DEFAULT),
            0xAABB_CC03
        );
        assert_eq!(
            cvt_pk_u8_f32(f(-3.0), 0, 0xAABB_CCDD, true, true, MODE_DEFAULT),
            0xAABB_CC00
        );
        assert_eq!(
            cvt_pk_u8_f32(f(-3.0), 0, 0xAABB_CCDD, true, false, MODE_DEFAULT),
            0xAABB_CC03
        );
        assert_eq!(
            cvt_pk_u8_f32(f(3.0), 0, 0xAABB_CCDD, true, true, MODE_DEFAULT),
            0xAABB_CC00
        );
        // only S1[1:0] selects the byte
        assert_eq!(
            cvt_pk_u8_f32(f(18.0), 0xFFFF_FFFD, 0, false, false, MODE_DEFAULT),
            0x0000_1200
        );
        // the workload's ties (expected.py pack_inputs): 127.5 -> 128, 128.5 -> 128, 253.5 -> 254
        for (x, u) in [
            (127.5f32, 128),
            (128.5, 128),
            (253.5, 254),
            (99.5, 100),
            (100.5, 100),
        ] {
            assert_eq!(
                cvt_pk_u8_f32(f(x), 0, 0, false, false, MODE_DEFAULT),
                u,
                "{x}"
            );
        }
    }

    #[test]
    fn cvt_pk_u8_rounding_modes_and_denormals() {
        // value -> results for MODE.FP_ROUND f32 = 0 (RNE), 1 (+inf), 2 (-inf), 3 (zero)
        let rows: &[(f32, [u32; 4])] = &[
            (2.5, [2, 3, 2, 2]),
            (3.5, [4, 4, 3, 3]),
            (-0.5, [0, 0, 0, 0]),
            (254.5, [254, 255, 254, 254]),
            (255.5, [255, 255, 255, 255]),
            (0.5, [0, 1, 0, 0]),
            (0.25, [0, 1, 0, 0]),
            (3.7, [4, 4, 3, 3]),
            (254.000_02, [254, 255, 254, 254]),
            (255.9, [255, 255, 255, 255]),
            (-0.1, [0, 0, 0, 0]),
            (1.0, [1, 1, 1, 1]),
        ];
        for &(x, want) in rows {
            for c in 0..4 {
                // only MODE[1:0] matters: set the f64 field to something else
                let mode = 0xF0 | c | ((3 - c) << 2);
                assert_eq!(
                    cvt_pk_u8_f32(f(x), 0, 0, false, false, mode),
                    want[c as usize],
                    "{x} mode {c}"
                );
            }
        }
        // smallest denormal under round-up: 1 unless MODE flushes f32 inputs
        let ru = |denorm: u32| (denorm << 4) | 0xC0 | 1;
        assert_eq!(cvt_pk_u8_f32(1, 0, 0, false, false, ru(3)), 1); // allow in/out
        assert_eq!(cvt_pk_u8_f32(1, 0, 0, false, false, ru(1)), 1); // allow in, flush out
        assert_eq!(cvt_pk_u8_f32(1, 0, 0, false, false, ru(2)), 0); // flush in
        assert_eq!(cvt_pk_u8_f32(1, 0, 0, false, false, ru(0)), 0); // flush in and out
        assert_eq!(cvt_pk_u8_f32(0x8000_0001, 0, 0, false, false, rmode(2)), 0); // -> -1 -> 0
        assert_eq!(cvt_pk_u8_f32(0x0040_0000, 0, 0, false, false, rmode(1)), 1);
        assert_eq!(cvt_pk_u8_f32(0x0040_0000, 0, 0, false, false, 0x01), 0);
        // |denormal| with abs + neg under round-down: -denormal -> -1 -> 0
        assert_eq!(cvt_pk_u8_f32(1, 0, 0, true, true, rmode(2)), 0);
    }

    #[test]
    fn cvt_pk_u8_against_integral_rounding() {
        let mut g = Rng(7);
        for _ in 0..20_000 {
            let x = g.f32_bits();
            for (c, &r) in RNDS.iter().enumerate() {
                let mode = rmode(c as u32);
                let want = if is_nan32(x) {
                    0
                } else {
                    let v = Single::from_bits(x as u128)
                        .round_to_integral(r.into())
                        .value;
                    if v.is_negative() || v.is_zero() {
                        0
                    } else if v.is_infinite() {
                        255
                    } else {
                        let mut exact = false;
                        v.to_u128_r(128, Round::TowardZero.into(), &mut exact)
                            .value
                            .min(255) as u32
                    }
                };
                assert_eq!(
                    cvt_pk_u8_f32(x, 3, 0, false, false, mode),
                    want << 24,
                    "{x:#x} {r:?}"
                );
            }
        }
    }

    // ------------------------------------------------------------------ permutes, bit fields

    #[test]
    fn perm_b32_byte_order_and_selectors() {
        let (s0, s1) = (0x7766_5544, 0x3322_1100);
        assert_eq!(perm_b32(s0, s1, 0x0302_0100), s1); // selectors 0..3 are S1 (low bytes)
        assert_eq!(perm_b32(s0, s1, 0x0706_0504), s0); // 4..7 are S0 (high bytes)
        assert_eq!(perm_b32(s0, s1, 0x0001_0203), 0x0011_2233);
        assert_eq!(perm_b32(s0, s1, 0x0405_0607), 0x4455_6677);
        assert_eq!(perm_b32(s0, s1, 0x0C0C_0C0C), 0);
        assert_eq!(perm_b32(s0, s1, 0x0D0E_0FFF), 0xFFFF_FFFF);
        assert_eq!(perm_b32(s0, s1, 0x0C0D_0C0D), 0x00FF_00FF);
        // 8..11: sign of bytes 1, 3, 5, 7 replicated
        let (s0, s1) = (0x80FF_7F01, 0x0080_7F81); // bytes: 81 7F 80 00 | 01 7F FF 80
        assert_eq!(perm_b32(s0, s1, 0x0B0A_0908), 0xFF00_0000);
        assert_eq!(perm_b32(0, 0x0000_8000, 0x0808_0808), 0xFFFF_FFFF);
        assert_eq!(perm_b32(0x0000_8000, 0, 0x0A0A_0A0A), 0xFFFF_FFFF);
        assert_eq!(perm_b32(0x7FFF_FFFF, 0xFFFF_FFFF, 0x0B0B_0B0B), 0);
        assert_eq!(perm_b32(0x8000_0000, 0, 0x0B0B_0B0B), 0xFFFF_FFFF);
        assert_eq!(perm_b32(s0, s1, 0x0C04_0800), 0x0001_0081);
    }

    #[test]
    fn sad_and_bitfield_vectors() {
        assert_eq!(sad_u8(0x0102_0304, 0x0403_0201, 10), 18);
        assert_eq!(sad_u8(0xFF00_FF00, 0x00FF_00FF, 0), 1020);
        assert_eq!(sad_u8(0xFFFF_FFFF, 0, 0xFFFF_FFFF), 1019); // wraps
        assert_eq!(sad_u8(0x1234_5678, 0x1234_5678, 7), 7);
        // V_BFE_U32 / V_BFE_I32 (offset S1[4:0], width S2[4:0])
        assert_eq!(bfe_u32(0xF8C1_22A0, 16, 8), 0xC1);
        assert_eq!(bfe_u32(0x1234_5678, 4, 0), 0);
        assert_eq!(bfe_u32(0x1234_5678, 28, 8), 0x1);
        assert_eq!(bfe_u32(0x1234_5678, 36, 8), 0x67); // offset mod 32
        assert_eq!(bfe_u32(0x1234_5678, 4, 40), 0x67); // width mod 32
        assert_eq!(bfe_u32(0x1234_5678, 4, 32), 0); // width 32 is width 0
        assert_eq!(bfe_u32(0xFFFF_FFFF, 0, 31), 0x7FFF_FFFF);
        assert_eq!(bfe_u32(0xFFFF_FFFF, 1, 31), 0x7FFF_FFFF);
        assert_eq!(bfe_i32(0x0000_00F0, 4, 4), 0xFFFF_FFFF);
        assert_eq!(bfe_i32(0x0000_0070, 4, 4), 7);
        assert_eq!(bfe_i32(0x8000_0000, 28, 8), 0xFFFF_FFF8);
        assert_eq!(bfe_i32(0x8000_0000, 31, 1), 0xFFFF_FFFF);
        assert_eq!(bfe_i32(0x8000_0000, 31, 0), 0);
        assert_eq!(bfe_i32(0x1234_5678, 0, 4), 0xFFFF_FFF8);
        assert_eq!(bfe_i32(0x7FFF_FFFF, 0, 31), 0xFFFF_FFFF);
        assert_eq!(bfe_i32(0x7FFF_FFFF, 1, 31), 0x3FFF_FFFF);
        // the spec's bit loop as an independent reference
        let mut g = Rng(3);
        for _ in 0..20_000 {
            let (x, o, w) = (g.u32(), g.u32(), g.u32());
            let (off, wid) = (o & 31, w & 31);
            let (mut u, mut s) = (0u32, 0u32);
            for i in 0..32 {
                let inside = i < wid && off + i < 32;
                let ub = if inside { (x >> (off + i)) & 1 } else { 0 };
                let sbit = if wid == 0 {
                    0
                } else {
                    (x >> (off + wid - 1).min(31)) & 1
                };
                let sb = if inside { (x >> (off + i)) & 1 } else { sbit };
                u |= ub << i;
                s |= sb << i;
            }
            assert_eq!(bfe_u32(x, o, w), u);
            assert_eq!(bfe_i32(x, o, w), s, "{x:#x} {off} {wid}");
        }
    }

    #[test]
    fn scalar_bfe_vectors() {
        let p = |off: u32, w: u32| off | (w << 16);
        assert_eq!(s_bfe_u32(0x1234_5678, p(4, 8)), 0x67);
        assert_eq!(s_bfe_u32(0x1234_5678, p(4, 0)), 0);
        assert_eq!(s_bfe_u32(0x1234_5678, p(4, 32)), 0x0123_4567);
        assert_eq!(s_bfe_u32(0x1234_5678, p(4, 127)), 0x0123_4567);
        assert_eq!(s_bfe_u32(0x1234_5678, p(28, 8)), 0x1);
        assert_eq!(s_bfe_u32(0x1234_5678, p(36, 8)), 0x67); // offset S1[4:0]
        assert_eq!(s_bfe_u32(0x1234_5678, 0x0088_0004), 0x67); // width S1[22:16]: 0x88 & 0x7F
        assert_eq!(s_bfe_u32(0x1234_5678, 0xFF80_FF04), 0); // width (0xFF80 & 0x7F) = 0
        assert_eq!(s_bfe_i32(0x8000_0000, p(28, 8)), 0xFFFF_FFF8);
        assert_eq!(s_bfe_i32(0x8000_0000, p(0, 32)), 0x8000_0000);
        assert_eq!(s_bfe_i32(0x8000_0000, p(4, 100)), 0xF800_0000);
        assert_eq!(s_bfe_i32(0x0000_00F0, p(4, 4)), 0xFFFF_FFFF);
        assert_eq!(s_bfe_i32(0x0000_00F0, p(4, 5)), 0xF);
        assert_eq!(s_bfe_i32(0xFFFF_FFFF, p(3, 0)), 0);
        let x = 0x8123_4567_89AB_CDEF;
        assert_eq!(s_bfe_u64(x, p(60, 8)), 0x8);
        assert_eq!(s_bfe_i64(x, p(60, 8)), 0xFFFF_FFFF_FFFF_FFF8);
        assert_eq!(s_bfe_u64(x, p(32, 32)), 0x8123_4567);
        assert_eq!(s_bfe_i64(x, p(32, 32)), 0xFFFF_FFFF_8123_4567);
        assert_eq!(s_bfe_u64(x, p(64, 8)), 0xEF); // offset S1[5:0]
        assert_eq!(s_bfe_u64(x, p(4, 64)), x >> 4);
        assert_eq!(
            s_bfe_i64(0x8000_0000_0000_0000, p(4, 100)),
            0xF800_0000_0000_0000
        );
        assert_eq!(s_bfe_i64(x, p(0, 0)), 0);
        // CLRX's formulation (shift + length < width: extract; else shift only) as reference
        let mut g = Rng(4);
        for _ in 0..20_000 {
            let (x, s1, y) = (g.u32(), g.u32() & 0x00FF_00FF, g.next());
            let (sh, len) = (s1 & 31, (s1 >> 16) & 0x7F);
            let (u, i) = if len == 0 {
                (0, 0)
            } else if sh + len < 32 {
                (
                    (x << (32 - sh - len)) >> (32 - len),
                    (((x << (32 - sh - len)) as i32) >> (32 - len)) as u32,
                )
            } else {
                (x >> sh, ((x as i32) >> sh) as u32)
            };
            assert_eq!(
                (s_bfe_u32(x, s1), s_bfe_i32(x, s1)),
                (u, i),
                "{x:#x} {s1:#x}"
            );
            let (sh, len) = (s1 & 63, (s1 >> 16) & 0x7F);
            let (u, i) = if len == 0 {
                (0, 0)
            } else if sh + len < 64 {
                (
                    (y << (64 - sh - len)) >> (64 - len),
                    (((y << (64 - sh - len)) as i64) >> (64 - len)) as u64,
                )
            } else {
                (y >> sh, ((y as i64) >> sh) as u64)
            };
            assert_eq!(
                (s_bfe_u64(y, s1), s_bfe_i64(y, s1)),
                (u, i),
                "{y:#x} {s1:#x}"
            );
        }
    }

    #[test]
    fn bfi_alignbit_alignbyte() {
        assert_eq!(bfi_b32(0xFF00_FF00, 0x1234_5678, 0x9ABC_DEF0), 0x12BC_56F0);
        assert_eq!(bfi_b32(0, 0x1234_5678, 0x9ABC_DEF0), 0x9ABC_DEF0);
        assert_eq!(bfi_b32(u32::MAX, 0x1234_5678, 0x9ABC_DEF0), 0x1234_5678);
        assert_eq!(alignbit_b32(0x1234_5678, 0x9ABC_DEF0, 8), 0x789A_BCDE);
        assert_eq!(alignbit_b32(0x1234_5678, 0x9ABC_DEF0, 0), 0x9ABC_DEF0);
        assert_eq!(alignbit_b32(0x1234_5678, 0x9ABC_DEF0, 32), 0x9ABC_DEF0); // S2[4:0]
        assert_eq!(alignbit_b32(0x1234_5678, 0x9ABC_DEF0, 31), 0x2468_ACF1);
        assert_eq!(
            alignbit_b32(0x1234_5678, 0x9ABC_DEF0, 0xFFFF_FF04),
            0x89AB_CDEF
        );
        assert_eq!(alignbyte_b32(0x1234_5678, 0x9ABC_DEF0, 1), 0x789A_BCDE);
        assert_eq!(alignbyte_b32(0x1234_5678, 0x9ABC_DEF0, 3), 0x3456_789A);
        assert_eq!(alignbyte_b32(0x1234_5678, 0x9ABC_DEF0, 4), 0x9ABC_DEF0); // S2[1:0]
        let mut g = Rng(5);
        for _ in 0..1000 {
            let (a, b, c) = (g.u32(), g.u32(), g.u32());
            assert_eq!(alignbyte_b32(a, b, c), alignbit_b32(a, b, (c & 3) * 8));
            let k = c & 31;
            let want = if k == 0 {
                b
            } else {
                (a << (32 - k)) | (b >> k)
            };
            assert_eq!(alignbit_b32(a, b, c), want);
        }
    }

    #[test]
    fn mbcnt_lane_counts() {
        for l in 0..64 {
            assert_eq!(mbcnt_lo(u32::MAX, 0, l), l.min(32));
            assert_eq!(mbcnt_hi(u32::MAX, 0, l), l.saturating_sub(32));
            // the usual lane-id idiom
            assert_eq!(mbcnt_hi(u32::MAX, mbcnt_lo(u32::MAX, 0, l), l), l);
        }
        assert_eq!(mbcnt_lo(0b1011, 100, 3), 102);
        assert_eq!(mbcnt_lo(0b1011, 100, 0), 100);
        assert_eq!(mbcnt_lo(0b1011, u32::MAX, 4), 2); // wraps
        assert_eq!(mbcnt_hi(0b1011, 5, 35), 7);
        assert_eq!(mbcnt_hi(0xFFFF_FFFF, 5, 32), 5);
        // wave_ops workload, o[7]: bits of the ballot h below this lane
        let mut g = Rng(9);
        for _ in 0..2000 {
            let h = g.next();
            for l in 0..64u32 {
                let below = mbcnt_hi((h >> 32) as u32, mbcnt_lo(h as u32, 0, l), l);
                assert_eq!(below, (h & ((1u64 << l) - 1)).count_ones());
            }
        }
    }
}
