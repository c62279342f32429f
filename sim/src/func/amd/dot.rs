//! AMD dot-product VALU instructions: `v_dot2*`, `v_dot4*`, `v_dot8*` (VOP3P) and
//! the accumulating VOP2 forms (`v_dot2c_*`, `v_dot4c_*`, `v_dot8c_*`, GFX11's
//! `v_dot2acc_f32_f16`), which compute `D = S2 + sum_i S0[i] * S1[i]` over the packed
//! elements of two 32-bit sources (the VOP2 forms read their accumulator from D).
//!
//! # Sources
//! * The ISA pseudo-code (AMD "CDNA3 ISA" and "RDNA3/RDNA4 ISA" reference guides,
//!   VOP3P opcodes): the accumulator is `S2`, and the products are added to it one
//!   after another, element 0 first (`tmp = S2; tmp += S0[0] * S1[0]; ...`).
//! * Integer forms: each element is sign- or zero-extended as the mnemonic says
//!   (`i8`/`u8`, ...); GFX11's `iu8`/`iu4` forms take the signedness of A and B from
//!   `NEG[0]` and `NEG[1]` (LLVM spells it `neg_lo:[1,1,0]`; RDNA3 ISA,
//!   `V_DOT4_I32_IU8`). The sum is exact; `clamp` saturates it to the result type's
//!   range, otherwise it wraps to 32 bits.
//! * Float forms with an f32 result: the products of two f16/bf16/fp8 values are
//!   computed exactly and each step `tmp += a * b` is one fused f32 operation rounded
//!   to nearest even, as the pseudo-code's sequence reads (the f16 and fp8 products are
//!   exact in f32, so each step is an f32 add of an exact product).
//!   The f32 datapath ignores MODE: `fdot2_f32_f16 unconditionally flushes the f32
//!   accumulator input and output to zero, ignoring the hardware mode register`, and
//!   flushes to +0.0 (LLVM `SIISelLowering.cpp`, PR #205101 and its review); a NaN
//!   result has its sign set (`0xFFC00000` for every NaN input, measured on MI300 for
//!   `v_dot2c_f32_f16`: FuzzX `amdgpu/known-miscompiles/m128`). warpsim applies the
//!   same datapath to the bf16 and fp8 forms [assumption: no measurement found].
//!   `neg_lo[2]`/`neg_hi[2]` negate / take the absolute value of the f32 accumulator
//!   (LLVM's VOP3P f32-operand modifiers); `clamp` clamps the result to [0, 1].
//! * `v_dot2_f16_f16` / `v_dot2_bf16_bf16` (GFX11+): a 16-bit accumulator and result;
//!   each step is one fused operation in that format with MODE's f16 rounding and
//!   denormal mode [assumption: the pseudo-code's `tmp` is a 16-bit value].

use super::super::fp8;
use super::super::half::{self, Arith, Kind};
use super::mode::valu_fmode;
use crate::func::float::{self, FMode};
use crate::ir::amd::PkMods;
use crate::ir::Round;

/// The element types of a dot instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dot {
    /// `v_dot2_f32_f16`, `v_dot2c_f32_f16`, `v_dot2acc_f32_f16`.
    F32F16,
    /// `v_dot2_f32_bf16`, `v_dot2c_f32_bf16`.
    F32Bf16,
    /// `v_dot4_f32_{fp8,bf8}_{fp8,bf8}` (GFX12, OCP formats): A's and B's formats.
    F32F8 { a_bf8: bool, b_bf8: bool },
    /// `v_dot2_f16_f16`: 16-bit accumulator and result.
    F16F16,
    /// `v_dot2_bf16_bf16`.
    Bf16Bf16,
    /// Integer: `n` elements of `bits` bits; signedness of A, B and the accumulator;
    /// `iu`: A's and B's signedness come from `neg_lo[0]` / `neg_lo[1]` instead.
    Int {
        n: u32,
        bits: u32,
        signed: bool,
        iu: bool,
    },
}

/// An element of `v` (`bits` wide, index `i`), sign- or zero-extended.
fn elem(v: u64, i: u32, bits: u32, signed: bool) -> i64 {
    let raw = (v >> (i * bits)) & ((1u64 << bits) - 1);
    if signed && raw >> (bits - 1) != 0 {
        raw as i64 - (1i64 << bits)
    } else {
        raw as i64
    }
}

/// An integer dot product: `x[2] + sum a_i * b_i`, exact, then saturated (`clamp`)
/// or wrapped to 32 bits.
fn int_dot(x: [u64; 3], n: u32, bits: u32, sa: bool, sb: bool, signed: bool, clamp: bool) -> u32 {
    let acc = if signed {
        x[2] as u32 as i32 as i64
    } else {
        x[2] as u32 as i64
    };
    let sum = (0..n).fold(acc, |s, i| {
        s + elem(x[0], i, bits, sa) * elem(x[1], i, bits, sb)
    });
    if !clamp {
        return sum as u32;
    }
    let (lo, hi) = if signed {
        (i32::MIN as i64, i32::MAX as i64)
    } else {
        (0, u32::MAX as i64)
    };
    sum.clamp(lo, hi) as u32
}

/// Flush an f32 denormal to +0.0 (the dot datapath; see the module doc).
fn flush_pos(v: u32) -> u32 {
    if v & 0x7F80_0000 == 0 && v & 0x007F_FFFF != 0 {
        0
    } else {
        v
    }
}

/// The f32 accumulator: `x[2]` with `|x|` (`neg_hi[2]`) then `-x` (`neg_lo[2]`).
fn acc_f32(c: u64, m: PkMods) -> u32 {
    let mut c = c as u32;
    if m.neg_hi >> 2 & 1 != 0 {
        c &= 0x7FFF_FFFF;
    }
    if m.neg_lo >> 2 & 1 != 0 {
        c ^= 0x8000_0000;
    }
    c
}

/// `acc + sum a_i * b_i` on the dot f32 datapath: f32 values (exact widenings of the
/// elements), one fused step per product in order, flushing to +0.0 throughout.
fn f32_dot(acc: u32, products: &[(u32, u32)], clamp: bool) -> u32 {
    let fm = FMode::new(Round::Rn, false, false);
    let mut t = flush_pos(acc);
    for &(a, b) in products {
        t = flush_pos(float::fma32(a, b, t, fm));
    }
    if t & 0x7F80_0000 == 0x7F80_0000 && t & 0x007F_FFFF != 0 {
        t = 0xFFC0_0000;
    }
    if clamp {
        float::sat32(t)
    } else {
        t
    }
}

/// The 16-bit element of a packed source feeding product `hi` (the second), as
/// `op_sel` / `op_sel_hi` choose and `neg_lo` / `neg_hi` negate.
fn half_of(x: u64, k: usize, hi: bool, m: PkMods) -> u16 {
    let (sel, neg) = if hi {
        (m.op_sel_hi, m.neg_hi)
    } else {
        (m.op_sel, m.neg_lo)
    };
    let h = (x >> if sel >> k & 1 != 0 { 16 } else { 0 }) as u16;
    h ^ (((neg >> k) & 1) as u16) << 15
}

/// An OCP fp8 (`bf8`: E5M2, else E4M3) as exact f32 bits.
fn f8_to_f32(b: u8, bf8: bool) -> u32 {
    let k = if bf8 {
        fp8::Kind::E5m2
    } else {
        fp8::Kind::E4m3
    };
    super::super::amd16::f16_to_f32(fp8::to_f16(k, b, false))
}

/// A dot instruction's result: sources `x[0]` (A), `x[1]` (B), `x[2]` (accumulator:
/// S2, or D for the VOP2 forms) and the VOP3P modifiers `m`. A 16-bit result is in
/// the low half.
pub fn dot(op: Dot, x: [u64; 3], m: PkMods, mode: u32) -> u32 {
    match op {
        Dot::Int {
            n,
            bits,
            signed,
            iu,
        } => {
            let (sa, sb) = if iu {
                (m.neg_lo & 1 != 0, m.neg_lo & 2 != 0)
            } else {
                (signed, signed)
            };
            int_dot(x, n, bits, sa, sb, signed, m.clamp)
        }
        Dot::F32F16 | Dot::F32Bf16 => {
            let wide = |h: u16| {
                if op == Dot::F32F16 {
                    super::super::amd16::f16_to_f32(h)
                } else {
                    (h as u32) << 16
                }
            };
            let p = |hi: bool| (wide(half_of(x[0], 0, hi, m)), wide(half_of(x[1], 1, hi, m)));
            f32_dot(acc_f32(x[2], m), &[p(false), p(true)], m.clamp)
        }
        Dot::F32F8 { a_bf8, b_bf8 } => {
            let mut p = [(0u32, 0u32); 4];
            for (i, e) in p.iter_mut().enumerate() {
                *e = (
                    f8_to_f32((x[0] >> (8 * i)) as u8, a_bf8),
                    f8_to_f32((x[1] >> (8 * i)) as u8, b_bf8),
                );
            }
            f32_dot(acc_f32(x[2], m), &p, m.clamp)
        }
        Dot::F16F16 | Dot::Bf16Bf16 => {
            let k = if op == Dot::F16F16 {
                Kind::F16
            } else {
                Kind::Bf16
            };
            let fm = valu_fmode(mode, true, false);
            let (a, b) = (x[0] as u32, x[1] as u32);
            // One fused step per element; `clamp` applies to the result only.
            let step = |t: u16, i: u32, sat: bool| {
                let (ai, bi) = ((a >> (16 * i)) as u16, (b >> (16 * i)) as u16);
                half::arith(k, Arith::Fma, ai, bi, t, FMode { sat, ..fm }, false)
            };
            step(step(x[2] as u16, 0, false), 1, m.clamp) as u32
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m() -> PkMods {
        PkMods::default()
    }

    const I8: Dot = Dot::Int {
        n: 4,
        bits: 8,
        signed: true,
        iu: false,
    };
    const U4: Dot = Dot::Int {
        n: 8,
        bits: 4,
        signed: false,
        iu: false,
    };

    #[test]
    fn integer_forms_extend_sum_and_clamp() {
        // (-1)*(-1) + 127*127 + (-128)*2 + 0 = 1 + 16129 - 256 = 15874, plus 10.
        let a = 0x00_80_7F_FFu64;
        let b = 0x00_02_7F_FFu64;
        assert_eq!(dot(I8, [a, b, 10], m(), 0), 15884);
        // Wrap without clamp, saturate with it.
        let big = [0x7F7F_7F7Fu64, 0x7F7F_7F7F, 0x7FFF_FFFF];
        assert_eq!(dot(I8, big, m(), 0), 0x7FFF_FFFFu32.wrapping_add(4 * 16129));
        let c = PkMods { clamp: true, ..m() };
        assert_eq!(dot(I8, big, c, 0), 0x7FFF_FFFF);
        // Unsigned 4-bit: 8 * 15 * 15 = 1800.
        assert_eq!(dot(U4, [0xFFFF_FFFF, 0xFFFF_FFFF, 0], m(), 0), 1800);
        assert_eq!(
            dot(U4, [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF], c, 0),
            u32::MAX
        );
    }

    #[test]
    fn iu_forms_take_signedness_from_neg_lo() {
        let iu = Dot::Int {
            n: 4,
            bits: 8,
            signed: true,
            iu: true,
        };
        let x = [0xFFu64, 0xFFu64, 0];
        let with = |neg_lo| PkMods { neg_lo, ..m() };
        assert_eq!(dot(iu, x, with(0), 0), 255 * 255);
        assert_eq!(dot(iu, x, with(1), 0), (-255i32) as u32);
        assert_eq!(dot(iu, x, with(2), 0), (-255i32) as u32);
        assert_eq!(dot(iu, x, with(3), 0), 1);
    }

    #[test]
    fn f16_dot_rounds_each_step_and_flushes_to_plus_zero() {
        let one = 0x3C00u64;
        // 1 * 1 + 1 * 1 + 0.5 = 2.5
        let r = dot(
            Dot::F32F16,
            [one | one << 16, one | one << 16, 0x3F00_0000],
            m(),
            0,
        );
        assert_eq!(f32::from_bits(r), 2.5);
        // Each step rounds: 2^24 + 1 (rounds to 2^24) + 1 (again) = 2^24, where one
        // rounding of the exact sum would give 2^24 + 2.
        let two24 = (16_777_216.0f32).to_bits() as u64;
        let r = dot(
            Dot::F32F16,
            [one | one << 16, one | one << 16, two24],
            m(),
            0,
        );
        assert_eq!(r as u64, two24);
        // A denormal accumulator is read as +0 and a denormal result written as +0.
        let r = dot(Dot::F32F16, [0, 0, 0x8000_0001], m(), 0);
        assert_eq!(r, 0);
        // NaN: the sign is set.
        let nan = 0x7E00u64;
        assert_eq!(dot(Dot::F32F16, [nan, one, 0], m(), 0), 0xFFC0_0000);
        assert_eq!(dot(Dot::F32F16, [0, 0, 0x7FC0_0000], m(), 0), 0xFFC0_0000);
        // neg_hi[2] = |C|, neg_lo[2] = -C.
        let c = (-3.0f32).to_bits() as u64;
        let abs = PkMods { neg_hi: 4, ..m() };
        assert_eq!(f32::from_bits(dot(Dot::F32F16, [0, 0, c], abs, 0)), 3.0);
    }

    #[test]
    fn fp8_dot_widens_exactly() {
        // E4M3 0x38 = 1.0, E5M2 0x3C = 1.0; four products of 1 plus 0.
        let e4 = 0x3838_3838u64;
        let e5 = 0x3C3C_3C3Cu64;
        let d = |a_bf8, b_bf8, a, b| {
            f32::from_bits(dot(Dot::F32F8 { a_bf8, b_bf8 }, [a, b, 0], m(), 0))
        };
        assert_eq!(d(false, false, e4, e4), 4.0);
        assert_eq!(d(true, false, e5, e4), 4.0);
        assert_eq!(d(true, true, e5, e5), 4.0);
        // E4M3 448 (0x7E) squared = 200704.
        assert_eq!(d(false, false, 0x7E, 0x7E), 200704.0);
    }
}
