//! AMD 16-bit and mixed-precision VALU semantics that are not a generic IR operation:
//! 16-bit shifts and multiplies, the packed 16-bit VOP3P operations (`v_pk_*_u16`,
//! `v_pk_*_f16`), the mixed-precision FMA (`v_fma_mix*`), packing conversions
//! (`v_cvt_pk_f16_f32`, `v_cvt_pk_u16_f32`), the legacy unfused `v_mad_f32` and
//! `v_med3_f32`, and the SALU half packs (`s_pack_*_b32_b16`). Pure functions on raw
//! bits; the lane-function table (`func::lanefn`) calls them.
//!
//! Sources: AMD "Vega"/"CDNA3"/"RDNA3"/"RDNA4" ISA reference guides, the instruction
//! pseudocode of each opcode (cited per function); LLVM's `VOP3PInstructions.td` for
//! the VOP3P modifier meaning of the mix instructions ("size of src arguments (16/32)
//! is controlled by op_sel_hi; for 16-bit src arguments their location (hi/lo) is
//! controlled by op_sel").

use super::amd::valu_fmode;
use super::amd_pk::PkMods;
use super::cvt::{cvt, CvtMode};
use super::float::{self, FMode};
use super::half::{self, Arith, Kind};
use crate::ir::{Round, Ty};
use crate::softfloat::{self as sf, Fmt, E4M3_FNUZ, E5M2_FNUZ, SP};

/// `v_lshlrev_b16 d, s0, s1`: S1 << S0[3:0] (the shift amount's low 4 bits).
pub fn lshlrev_b16(s0: u64, s1: u64) -> u16 {
    (s1 as u16) << (s0 & 15)
}

/// `v_lshrrev_b16`: S1 >> S0[3:0], logical.
pub fn lshrrev_b16(s0: u64, s1: u64) -> u16 {
    (s1 as u16) >> (s0 & 15)
}

/// `v_ashrrev_i16`: S1 >> S0[3:0], arithmetic.
pub fn ashrrev_i16(s0: u64, s1: u64) -> u16 {
    ((s1 as u16 as i16) >> (s0 & 15)) as u16
}

/// `v_mul_lo_u16`: the low 16 bits of S0 * S1.
pub fn mul_lo_u16(s0: u64, s1: u64) -> u16 {
    (s0 as u16).wrapping_mul(s1 as u16)
}

/// `v_mad_u16` / `v_mad_i16`: S0 * S1 + S2, low 16 bits (signedness does not change
/// the low bits of a wrapping product and sum).
pub fn mad_u16(s0: u64, s1: u64, s2: u64) -> u16 {
    (s0 as u16).wrapping_mul(s1 as u16).wrapping_add(s2 as u16)
}

/// The float mode of a 16-bit operation (MODE's f16/f64 fields).
fn mode16(mode: u32, clamp: bool) -> FMode {
    valu_fmode(mode, true, clamp)
}

/// One 16-bit half of each source of a packed 16-bit operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pk16 {
    Lshlrev,
    Lshrrev,
    Ashrrev,
    AddU,
    SubU,
    MulLo,
    /// `v_pk_mad_u16` / `v_pk_mad_i16`: the low 16 bits of `a * b + c` (the same bits
    /// signed or unsigned; their clamp is refused by the front end).
    Mad,
    MaxU,
    MinU,
    MaxI,
    MinI,
    AddF,
    MulF,
    FmaF,
    MaxF,
    MinF,
}

impl Pk16 {
    fn float(self) -> bool {
        matches!(
            self,
            Pk16::AddF | Pk16::MulF | Pk16::FmaF | Pk16::MaxF | Pk16::MinF
        )
    }
}

/// A packed 16-bit VOP3P operation (`v_pk_add_u16`, `v_pk_fma_f16`, ...): for the low
/// result, source k supplies its half `op_sel[k]`; for the high result, its half
/// `op_sel_hi[k]`; `neg_lo`/`neg_hi` flip the sign of a float value feeding the low /
/// high result; `clamp` saturates floats to [0, 1] (integer clamp is refused by the
/// front end). Each half is the scalar 16-bit operation with MODE's f16 rounding.
pub fn pk16(op: Pk16, x: [u64; 3], m: PkMods, mode: u32) -> u32 {
    let fm = mode16(mode, m.clamp);
    let half = |hi: bool| -> u16 {
        let sel = if hi { m.op_sel_hi } else { m.op_sel };
        let neg = if hi { m.neg_hi } else { m.neg_lo };
        let v = |k: usize| -> u16 {
            let h = (x[k] >> if sel >> k & 1 != 0 { 16 } else { 0 }) as u16;
            if op.float() && neg >> k & 1 != 0 {
                h ^ 0x8000
            } else {
                h
            }
        };
        let (a, b, c) = (v(0), v(1), v(2));
        let f = |o| half::arith(Kind::F16, o, a, b, c, fm, false);
        match op {
            Pk16::Lshlrev => lshlrev_b16(a as u64, b as u64),
            Pk16::Lshrrev => lshrrev_b16(a as u64, b as u64),
            Pk16::Ashrrev => ashrrev_i16(a as u64, b as u64),
            Pk16::AddU => a.wrapping_add(b),
            Pk16::SubU => a.wrapping_sub(b),
            Pk16::MulLo => a.wrapping_mul(b),
            Pk16::Mad => a.wrapping_mul(b).wrapping_add(c),
            Pk16::MaxU => a.max(b),
            Pk16::MinU => a.min(b),
            Pk16::MaxI => (a as i16).max(b as i16) as u16,
            Pk16::MinI => (a as i16).min(b as i16) as u16,
            Pk16::AddF => f(Arith::Add),
            Pk16::MulF => f(Arith::Mul),
            Pk16::FmaF => f(Arith::Fma),
            Pk16::MaxF | Pk16::MinF => {
                let r = half::minmax(Kind::F16, a, b, op == Pk16::MaxF, false, false);
                if m.clamp {
                    half::arith(Kind::F16, Arith::Mul, r, 0x3C00, 0, fm, false)
                } else {
                    r
                }
            }
        }
    };
    half(false) as u32 | (half(true) as u32) << 16
}

/// The mixed-precision FMA (`v_fma_mix_f32`, `v_fma_mixlo_f16`, `v_fma_mixhi_f16`):
/// source k is an f32 (`op_sel_hi[k]` = 0) or an f16 converted exactly to f32, taken
/// from its high half when `op_sel[k]` is set; `neg_lo[k]` negates and `neg_hi[k]`
/// takes the absolute value of input k (LLVM's spelling of the mix instructions' NEG
/// and ABS); the FMA is computed as `v_fma_f32` (MODE f32 rounding and denormals), and
/// the f16 forms then round that result to f16 with MODE's f16 rounding (RDNA3 ISA
/// pseudocode: `D0[15:0].f16 = f32_to_f16(fma(in[0], in[1], in[2]))`). `clamp`
/// clamps the final result to [0, 1]. Returns f32 bits (`to_f16` false) or f16 bits.
pub fn fma_mix(x: [u64; 3], m: PkMods, mode: u32, to_f16: bool) -> u32 {
    let mut input = [0u32; 3];
    for (k, v) in input.iter_mut().enumerate() {
        let mut f = if m.op_sel_hi >> k & 1 != 0 {
            let h = (x[k] >> if m.op_sel >> k & 1 != 0 { 16 } else { 0 }) as u16;
            f16_to_f32(h)
        } else {
            x[k] as u32
        };
        if m.neg_hi >> k & 1 != 0 {
            f &= 0x7FFF_FFFF;
        }
        if m.neg_lo >> k & 1 != 0 {
            f ^= 0x8000_0000;
        }
        *v = f;
    }
    let r = float::fma32(
        input[0],
        input[1],
        input[2],
        valu_fmode(mode, false, m.clamp && !to_f16),
    );
    if !to_f16 {
        return r;
    }
    let h = f32_to_f16(r, mode);
    if m.clamp {
        half::arith(
            Kind::F16,
            Arith::Mul,
            h,
            0x3C00,
            0,
            mode16(mode, true),
            false,
        ) as u32
    } else {
        h as u32
    }
}

/// An f16 value as f32 (exact).
pub fn f16_to_f32(h: u16) -> u32 {
    let m = CvtMode {
        rnd: Round::Rn,
        rnd_int: false,
        ftz: false,
        sat: false,
        relu: false,
        satfinite: false,
    };
    cvt(h as u64, Ty::F32, Ty::F16, m) as u32
}

/// An f32 value rounded to f16 with MODE's f16 rounding; a NaN stays a (quieted) NaN.
pub fn f32_to_f16(f: u32, mode: u32) -> u16 {
    f32_to_f16_rnd(f, mode16(mode, false).rnd)
}

fn f32_to_f16_rnd(f: u32, rnd: Round) -> u16 {
    let m = CvtMode {
        rnd,
        rnd_int: false,
        ftz: false,
        sat: false,
        relu: false,
        satfinite: false,
    };
    if f & 0x7FFF_FFFF > 0x7F80_0000 {
        // NaN: sign and top payload bits kept, quieted (IEEE conversion).
        return ((f >> 16) & 0x8000) as u16 | 0x7E00 | ((f >> 13) & 0x01FF) as u16;
    }
    cvt(f as u64, Ty::F16, Ty::F32, m) as u16
}

/// `v_cvt_pk_f16_f32 d, s0, s1` (gfx950): {f16(S1), f16(S0)} with MODE's f16 rounding;
/// `v_cvt_pkrtz_f16_f32` (`rtz`): rounded toward zero.
pub fn cvt_pk_f16_f32(s0: u32, s1: u32, mode: u32, rtz: bool) -> u32 {
    let c = |f| {
        if rtz {
            f32_to_f16_rnd(f, Round::Rz)
        } else {
            f32_to_f16(f, mode)
        }
    };
    c(s0) as u32 | (c(s1) as u32) << 16
}

/// `v_cvt_pk_u16_f32` / `v_cvt_pk_i16_f32` (RDNA4): each f32 truncated toward zero to
/// a 16-bit integer, saturated to its range, NaN giving 0; S0 in the low half.
pub fn cvt_pk_16_f32(s0: u32, s1: u32, signed: bool) -> u32 {
    let m = CvtMode {
        rnd: Round::Rz,
        rnd_int: true,
        ftz: false,
        sat: true,
        relu: false,
        satfinite: false,
    };
    let t = if signed { Ty::S16 } else { Ty::U16 };
    let c = |f: u32| cvt(f as u64, t, Ty::F32, m) as u32 & 0xFFFF;
    c(s0) | c(s1) << 16
}

/// `v_mad_f32` / `v_mac_f32` / `v_madak_f32` / `v_madmk_f32` (GFX9): S0 * S1 + S2 with
/// the product rounded before the sum (not fused), and f32 denormals flushed
/// (inputs, the product and the result) whatever MODE says: LLVM selects these only
/// when f32 denormals are off (`SIISelLowering`, "mad/mac do not support denormals").
pub fn mad_f32(s0: u32, s1: u32, s2: u32, mode: u32) -> u32 {
    let mut m = valu_fmode(mode, false, false);
    m.ftz = true;
    let p = float::mul32(s0, s1, m);
    float::add32(p, s2, m)
}

/// `v_med3_f32`: the median of three floats; with any NaN input, the minimum of the
/// three as `v_min3_f32` gives it (Vega/CDNA3 ISA pseudocode of V_MED3_F32).
pub fn med3_f32(s0: u32, s1: u32, s2: u32, ftz: bool) -> u32 {
    let nan = |x: u32| x & 0x7FFF_FFFF > 0x7F80_0000;
    let mm = |a, b, max| float::minmax32(a, b, max, false, ftz);
    if nan(s0) || nan(s1) || nan(s2) {
        return mm(mm(s0, s1, false), s2, false);
    }
    let max3 = mm(mm(s0, s1, true), s2, true);
    let eq = |a: u32, b: u32| f32::from_bits(a) == f32::from_bits(b);
    if eq(max3, s0) {
        mm(s1, s2, true)
    } else if eq(max3, s1) {
        mm(s0, s2, true)
    } else {
        mm(s0, s1, true)
    }
}

/// f32 to FP8 E4M3 FNUZ (gfx940-942 `v_cvt_pk_fp8_f32`): bias 8, no infinities and
/// no negative zero, the one NaN 0x80; rounded to nearest even; NaN and infinities
/// give 0x80; a result above the largest finite value (240) is 0x80, or with `clamp`
/// ±240. Sources: AMD CDNA3 ISA ("V_CVT_PK_FP8_F32 ... round to nearest even");
/// the FNUZ format as HIP documents it (`hip_fp8.h`, "fnuz: only finite and NaN").
pub fn f32_to_fp8_fnuz(f: u32, clamp: bool) -> u8 {
    f32_to_f8_fnuz(E4M3_FNUZ, f, clamp)
}

/// f32 to BF8 E5M2 FNUZ (gfx940-942 `v_cvt_pk_bf8_f32`): bias 16, the rules of
/// [`f32_to_fp8_fnuz`] with the largest finite value 57344. Sources: AMD CDNA3 ISA
/// ("V_CVT_PK_BF8_F32 ... round to nearest even"); `hip_fp8.h` (E5M2 FNUZ).
pub fn f32_to_bf8_fnuz(f: u32, clamp: bool) -> u8 {
    f32_to_f8_fnuz(E5M2_FNUZ, f, clamp)
}

fn f32_to_f8_fnuz(to: Fmt, f: u32, clamp: bool) -> u8 {
    let f = f as u64;
    if SP.is_nan(f) || SP.is_inf(f) {
        return 0x80;
    }
    let r = sf::convert(SP, to, f, sf::Round::NearestTiesToEven);
    // A finite input gives the NaN only by overflowing.
    if clamp && to.is_nan(r) {
        return (SP.neg(f) as u8) << 7 | to.max_finite() as u8;
    }
    r as u8
}

/// `s_pack_{ll,lh,hl,hh}_b32_b16 d, s0, s1`: d = {S1 half, S0 half}, the first letter
/// naming S0's half (low or high), the second S1's.
pub fn pack_b32_b16(s0: u32, s1: u32, s0_hi: bool, s1_hi: bool) -> u32 {
    let h = |v: u32, hi: bool| if hi { v >> 16 } else { v & 0xFFFF };
    h(s0, s0_hi) | h(s1, s1_hi) << 16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::MODE_DEFAULT;

    #[test]
    fn shifts_use_four_bits_of_the_amount() {
        assert_eq!(lshlrev_b16(17, 0x1234), 0x2468);
        assert_eq!(lshrrev_b16(4, 0xF000_8000), 0x0800);
        assert_eq!(ashrrev_i16(4, 0x8000), 0xF800);
        assert_eq!(mul_lo_u16(0x1_0003, 0xFFFF), 0xFFFD);
        assert_eq!(mad_u16(3, 4, 0xFFFF), 11);
    }

    #[test]
    fn mix_sources_and_rounding() {
        let m = PkMods {
            op_sel: 0,
            op_sel_hi: 0,
            neg_lo: 0,
            neg_hi: 0,
            clamp: false,
        };
        // f32 sources: 1.5 * 2.0 + 0 = 3.0 -> f16 0x4200.
        let r = fma_mix([0x3FC0_0000, 0x4000_0000, 0], m, MODE_DEFAULT, true);
        assert_eq!(r, 0x4200);
        // f16 source 0 from the high half (2.0), f32 source 1 (3.0), f16 source 2 low (1.0).
        let m2 = PkMods {
            op_sel: 0b001,
            op_sel_hi: 0b101,
            ..m
        };
        let r = fma_mix([0x4000_0000, 0x4040_0000, 0x3C00], m2, MODE_DEFAULT, false);
        assert_eq!(r, 0x40E0_0000); // 7.0
                                    // neg_lo negates, neg_hi takes |x|: |-2| * -(3) + 0 = -6.
        let m3 = PkMods {
            neg_lo: 0b010,
            neg_hi: 0b001,
            ..m
        };
        let r = fma_mix([0xC000_0000, 0x4040_0000, 0], m3, MODE_DEFAULT, false);
        assert_eq!(r, 0xC0C0_0000);
        // f32 1 + 2^-11 rounds to even in f16 (1.0); 1 + 3*2^-12 rounds up.
        assert_eq!(f32_to_f16(0x3F80_1000, MODE_DEFAULT), 0x3C00);
        assert_eq!(f32_to_f16(0x3F80_1800, MODE_DEFAULT), 0x3C01);
        // Toward zero (MODE f16/f64 round field = 3).
        assert_eq!(f32_to_f16(0x3F80_1800, MODE_DEFAULT | 0b1100), 0x3C00);
        // Overflow to infinity; NaN stays NaN.
        assert_eq!(f32_to_f16(0x4780_0000, MODE_DEFAULT), 0x7C00);
        assert_eq!(f32_to_f16(0x7FC0_0000, MODE_DEFAULT), 0x7E00);
    }

    #[test]
    fn packs_and_conversions() {
        assert_eq!(
            cvt_pk_f16_f32(0x3F80_0000, 0xC000_0000, MODE_DEFAULT, false),
            0xC000_3C00
        );
        assert_eq!(cvt_pk_f16_f32(0x3F80_1800, 0, MODE_DEFAULT, true), 0x3C00);
        // 70000.7 saturates to 65535; -3.9 -> 0 unsigned, -3 signed; NaN -> 0.
        assert_eq!(cvt_pk_16_f32(0x4788_B85A, 0xC079_999A, false), 0x0000_FFFF);
        assert_eq!(cvt_pk_16_f32(0x7FC0_0000, 0xC079_999A, true), 0xFFFD_0000);
        assert_eq!(
            pack_b32_b16(0x1111_2222, 0x3333_4444, false, true),
            0x3333_2222
        );
        assert_eq!(
            pack_b32_b16(0x1111_2222, 0x3333_4444, true, false),
            0x4444_1111
        );
    }

    #[test]
    fn packed_16_bit_halves() {
        let m = PkMods::default();
        // Shift each half of S1 by the matching half of S0.
        assert_eq!(
            pk16(
                Pk16::Lshlrev,
                [0x0004_0001, 0x0001_0001, 0],
                m,
                MODE_DEFAULT
            ),
            0x0010_0002
        );
        // op_sel_hi:[0,1]: the high result takes S0's low half.
        let m2 = PkMods {
            op_sel_hi: 0b10,
            ..m
        };
        assert_eq!(
            pk16(
                Pk16::Lshlrev,
                [0x0004_0001, 0x0001_0001, 0],
                m2,
                MODE_DEFAULT
            ),
            0x0002_0002
        );
        // f16: 1.0 + 2.0 = 3.0 in both halves, neg_hi negates the high one's S0.
        let m3 = PkMods { neg_hi: 0b01, ..m };
        assert_eq!(
            pk16(Pk16::AddF, [0x3C00_3C00, 0x4000_4000, 0], m3, MODE_DEFAULT),
            0x3C00_4200
        );
    }

    #[test]
    fn fp8_fnuz_rounding_range_and_specials() {
        let f = |x: f32| f32_to_fp8_fnuz(x.to_bits(), false);
        assert_eq!(f(1.0), 0x40); // 2^0: exponent field 8
        assert_eq!(f(-1.0), 0xC0);
        assert_eq!(f(240.0), 0x7F);
        assert_eq!(f(232.0), 0x7E); // halfway between 224 and 240: to even (224)
        assert_eq!(f(1.0625), 0x40); // halfway between 1 and 1.125: to even
        assert_eq!(f(1.1875), 0x42); // halfway between 1.125 and 1.25: to even
        assert_eq!(f(2f32.powi(-10)), 0x01); // smallest subnormal
        assert_eq!(f(2f32.powi(-11)), 0x00); // half of it: to even (zero)
        assert_eq!(f(-2f32.powi(-12)), 0x00); // no negative zero
        assert_eq!(f(250.0), 0x80); // overflow: NaN
        assert_eq!(f32_to_fp8_fnuz(250f32.to_bits(), true), 0x7F);
        assert_eq!(f32_to_fp8_fnuz((-1e9f32).to_bits(), true), 0xFF);
        assert_eq!(f(f32::INFINITY), 0x80);
        assert_eq!(f(f32::NAN), 0x80);
    }

    #[test]
    fn bf8_fnuz_rounding_range_and_specials() {
        let f = |x: f32| f32_to_bf8_fnuz(x.to_bits(), false);
        assert_eq!(f(1.0), 0x40); // 2^0: exponent field 16
        assert_eq!(f(-1.5), 0xC2);
        assert_eq!(f(57344.0), 0x7F);
        assert_eq!(f(53248.0), 0x7E); // halfway between 49152 and 57344: to even
        assert_eq!(f(1.125), 0x40); // halfway between 1 and 1.25: to even
        assert_eq!(f(1.375), 0x42); // halfway between 1.25 and 1.5: to even
        assert_eq!(f(2f32.powi(-17)), 0x01); // smallest subnormal
        assert_eq!(f(3.0 * 2f32.powi(-17)), 0x03);
        assert_eq!(f(2f32.powi(-18)), 0x00); // half of it: to even (zero)
        assert_eq!(f(-2f32.powi(-19)), 0x00); // no negative zero
        assert_eq!(f(61440.0), 0x80); // rounds past the largest: NaN
        assert_eq!(f(61439.0), 0x7F);
        assert_eq!(f32_to_bf8_fnuz(1e6f32.to_bits(), true), 0x7F);
        assert_eq!(f32_to_bf8_fnuz((-1e6f32).to_bits(), true), 0xFF);
        assert_eq!(f(f32::NEG_INFINITY), 0x80);
        assert_eq!(f(f32::NAN), 0x80);
    }

    #[test]
    fn legacy_mad_and_med3() {
        // Not fused: (1 + 2^-23)^2 - 1 loses the 2^-46 term.
        let a = 0x3F80_0001;
        assert_eq!(mad_f32(a, a, 0xBF80_0000, MODE_DEFAULT), 0x3480_0000);
        // Denormal inputs flush to zero.
        assert_eq!(mad_f32(1, 0x3F80_0000, 0, MODE_DEFAULT), 0);
        let (one, two, three) = (0x3F80_0000, 0x4000_0000, 0x4040_0000);
        assert_eq!(med3_f32(three, one, two, false), two);
        assert_eq!(med3_f32(one, three, two, false), two);
        assert_eq!(med3_f32(0x7FC0_0000, three, two, false), two);
    }
}
