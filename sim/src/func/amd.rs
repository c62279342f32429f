//! AMD GCN / CDNA / RDNA lane semantics: pure functions on raw register bits for the
//! VALU (and a few SALU / LDS cross-lane) instructions whose results are easy to get
//! wrong: byte packing and permutes, bit-field ops, the IEEE division macro
//! (`V_DIV_SCALE` / `V_DIV_FMAS` / `V_DIV_FIXUP`), classification, reciprocal and
//! friends, conversions, and the DPP / `DS_SWIZZLE_B32` lane maps.
//!
//! Nothing here knows about waves, EXEC or registers: the executor reads the sources,
//! calls one of these per active lane and writes the result.
//!
//! # Sources
//! * AMD ISA reference pseudo-code ("AMD Instinct CDNA3/CDNA4 Instruction Set
//!   Architecture", "RDNA3/RDNA4 Instruction Set Architecture"; markdown copies of the
//!   CDNA4 VOP3 and DS chapters and of the RDNA4 MODE-register table were read).
//! * AMD's own emulator rocjitsu (`ROCm/rocm-systems`,
//!   `emulation/rocjitsu/lib/rocjitsu/src/rocjitsu/isa/arch/amdgpu/shared/`), whose
//!   `division.h`, `frexp.h`, `fract.h`, `ldexp.h`, `rounding.h` and the FP32 reciprocal
//!   in `lib/util/include/util/amdgpu_rcp.h` state that they were checked against
//!   physical gfx1100 / gfx1201 captures. Where the public pseudo-code and those captures
//!   disagree we follow the captures and say so in the function's doc comment.
//! * LLVM 22: the AMDGPU constant folder (`AMDGPUInstCombineIntrinsic.cpp`,
//!   `ConstantFolding.cpp`), the `AMDGPUAsmParser` swizzle macros and `llvm-mc-22`
//!   encodings, and the division sequences `clang-22` emits for gfx1100 / gfx942.
//! * CLRX (`CLRX/CLRX-mirror` `doc/GcnInstrs*.md`) for the scalar bit-field ops.
//! * `shared/docs/isa-semantics.md` §3 for `V_CVT_PK_U8_F32`. (gem5's
//!   `V_CVT_PK_U8_F32` truncates with a C cast and is **not** used.)
//!
//! # MODE register
//! Functions that depend on the wave's MODE register take it as a `mode: u32` argument
//! (only bits `[7:0]` matter): `FP_ROUND = MODE[3:0]` (`[1:0]` f32, `[3:2]` f64/f16;
//! 0 = nearest even, 1 = +inf, 2 = -inf, 3 = toward zero) and `FP_DENORM = MODE[7:4]`
//! (`[5:4]` f32, `[7:6]` f64/f16). Each 2-bit denorm field is
//! `{allow_output_denorms, allow_input_denorms}` (RDNA3/RDNA4/CDNA3 MODE tables):
//! 0 = flush input and output denormals, 1 = allow input / flush output,
//! 2 = flush input / allow output, 3 = allow both. A flushed denormal becomes a zero of
//! the same sign. [`MODE_DEFAULT`] (`0xF0`: nearest even, all denormals kept) is what
//! HSA code objects start with (`.amdhsa_float_denorm_mode_32 3`, `..._16_64 3`,
//! "FloatMode: 240").
//!
//! NaN results created by an invalid operation are the negative quiet NaN
//! (`0xFFC0_0000`, f64 `0xFFF8_0000_0000_0000`), as the ISA's functional examples show
//! (`V_SQRT_F32(-inf) => 0xffc00000`); NaN inputs come back quieted (quiet bit set,
//! payload and sign kept).

use super::float::FMode;
use rustc_apfloat::ieee::{Double, Single};
use rustc_apfloat::{Float, Round};

// ============================================================================
// MODE register
// ============================================================================

/// The HSA default MODE: round to nearest even, f32 and f64/f16 denormals kept
/// (FP_DENORM = 0xF). Source: AMDGPU code objects (`.amdhsa_float_denorm_mode_32 3`,
/// `.amdhsa_float_denorm_mode_16_64 3`, "FloatMode: 240" in clang-22 output).
pub const MODE_DEFAULT: u32 = 0xF0;

fn round_code(code: u32) -> Round {
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

// ============================================================================
// Soft-float core (private): exact values are rounded once, on raw encodings, so the
// host's rounding mode and FTZ/DAZ never matter.
// ============================================================================

/// An IEEE binary format held in the low bits of a `u64`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Fmt {
    frac: u32,
    ebits: u32,
}

const SP: Fmt = Fmt { frac: 23, ebits: 8 };
const DP: Fmt = Fmt {
    frac: 52,
    ebits: 11,
};

impl Fmt {
    const fn bias(self) -> i32 {
        (1 << (self.ebits - 1)) - 1
    }
    const fn sign(self) -> u64 {
        1 << (self.frac + self.ebits)
    }
    const fn mag(self) -> u64 {
        self.sign() - 1
    }
    const fn inf(self) -> u64 {
        ((1 << self.ebits) - 1) << self.frac
    }
    const fn quiet(self) -> u64 {
        1 << (self.frac - 1)
    }
    const fn frac_mask(self) -> u64 {
        (1 << self.frac) - 1
    }
    /// The NaN of an invalid operation: negative, quiet, no payload.
    const fn default_nan(self) -> u64 {
        self.sign() | self.inf() | self.quiet()
    }
    fn field(self, b: u64) -> i32 {
        ((b & self.inf()) >> self.frac) as i32
    }
    fn is_nan(self, b: u64) -> bool {
        b & self.mag() > self.inf()
    }
    fn is_inf(self, b: u64) -> bool {
        b & self.mag() == self.inf()
    }
    fn is_zero(self, b: u64) -> bool {
        b & self.mag() == 0
    }
    fn neg(self, b: u64) -> bool {
        b & self.sign() != 0
    }
    fn sign_of(self, neg: bool) -> u64 {
        if neg {
            self.sign()
        } else {
            0
        }
    }
    /// Flush a denormal to a zero of the same sign.
    fn ftz(self, b: u64) -> u64 {
        if self.field(b) == 0 {
            b & self.sign()
        } else {
            b
        }
    }
    fn ftz_if(self, b: u64, flush: bool) -> u64 {
        if flush {
            self.ftz(b)
        } else {
            b
        }
    }
    /// (significand, exponent) of a finite magnitude: value = sig * 2^exp.
    fn unpack(self, b: u64) -> (u64, i32) {
        let e = self.field(b);
        let f = b & self.frac_mask();
        if e == 0 {
            (f, 1 - self.bias() - self.frac as i32)
        } else {
            (f | (1 << self.frac), e - self.bias() - self.frac as i32)
        }
    }
}

/// Which results count as tiny when output denormals are flushed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tiny {
    /// IEEE "after rounding": tiny when the value rounded to full precision with an
    /// unbounded exponent is below the smallest normal (rocjitsu `rounding.h`, used by
    /// conversions, LDEXP, FMA).
    AfterRounding,
    /// Tiny when the value rounded at subnormal precision is still subnormal
    /// (rocjitsu `division.h` `div_round`, used by DIV_SCALE / DIV_FMAS / DIV_FIXUP).
    Subnormal,
}

/// `sig >> shift` rounded in direction `rnd` for a number of sign `neg`
/// (`shift <= 0` shifts left, exactly).
fn round_shift(sig: u128, shift: i32, neg: bool, rnd: Round) -> u128 {
    if shift <= 0 {
        return sig << (-shift) as u32;
    }
    let (kept, half, sticky) = if shift > 128 {
        (0, false, sig != 0)
    } else if shift == 128 {
        (0, sig >> 127 != 0, sig & (u128::MAX >> 1) != 0)
    } else {
        let s = shift as u32;
        (
            sig >> s,
            (sig >> (s - 1)) & 1 != 0,
            sig & ((1u128 << (s - 1)) - 1) != 0,
        )
    };
    let up = match rnd {
        Round::NearestTiesToEven => half && (sticky || kept & 1 != 0),
        Round::NearestTiesToAway => half,
        Round::TowardPositive => !neg && (half || sticky),
        Round::TowardNegative => neg && (half || sticky),
        Round::TowardZero => false,
    };
    kept + up as u128
}

/// The result of a finite value too large for the format: infinity, or the largest
/// finite number when rounding toward zero or away from the value's sign.
fn overflow(f: Fmt, neg: bool, rnd: Round) -> u64 {
    let to_inf = match rnd {
        Round::NearestTiesToEven | Round::NearestTiesToAway => true,
        Round::TowardPositive => !neg,
        Round::TowardNegative => neg,
        Round::TowardZero => false,
    };
    f.sign_of(neg) | if to_inf { f.inf() } else { f.inf() - 1 }
}

/// Round `(-1)^neg * sig * 2^exp` once to format `f`. With `flush`, tiny results (per
/// `tiny`) become a zero of the same sign.
fn round_pack(f: Fmt, neg: bool, sig: u128, exp: i32, rnd: Round, flush: bool, tiny: Tiny) -> u64 {
    let sign = f.sign_of(neg);
    if sig == 0 {
        return sign;
    }
    let frac = f.frac as i32;
    let top = 127 - sig.leading_zeros() as i32;
    let emin_lsb = 1 - f.bias() - frac;
    let shift_full = top - frac;
    let shift = shift_full.max(emin_lsb.saturating_sub(exp));
    let mut kept = round_shift(sig, shift, neg, rnd);
    let mut lsb = exp + shift;
    if kept >> (frac + 1) != 0 {
        kept >>= 1;
        lsb += 1;
    }
    if kept >> frac == 0 {
        // Subnormal (or zero) encoding.
        return if flush { sign } else { sign | kept as u64 };
    }
    if flush && tiny == Tiny::AfterRounding && shift > shift_full {
        // Rounded up into the normal range at subnormal precision: it is tiny unless
        // the full-precision rounding also reaches the smallest normal.
        let k2 = round_shift(sig, shift_full, neg, rnd);
        let l2 = exp + shift_full + (k2 >> (frac + 1) != 0) as i32;
        if l2 + frac + f.bias() < 1 {
            return sign;
        }
    }
    let e = lsb + frac + f.bias();
    if e >= (1 << f.ebits) - 1 {
        return overflow(f, neg, rnd);
    }
    sign | ((e as u64) << f.frac) | (kept as u64 & f.frac_mask())
}

fn shr_jam(v: u128, d: u32) -> u128 {
    if d == 0 {
        v
    } else if d >= 128 {
        (v != 0) as u128
    } else {
        (v >> d) | ((v << (128 - d)) != 0) as u128
    }
}

/// `round((a * b + c) * 2^adj)` with one rounding, for finite `a`, `b`, `c`.
#[allow(clippy::too_many_arguments)]
fn fma_finite(
    f: Fmt,
    a: u64,
    b: u64,
    c: u64,
    adj: i32,
    rnd: Round,
    flush: bool,
    tiny: Tiny,
) -> u64 {
    let pneg = f.neg(a) != f.neg(b);
    let cneg = f.neg(c);
    let (sa, ea) = f.unpack(a);
    let (sb, eb) = f.unpack(b);
    let (sc, ec) = f.unpack(c);
    let p = sa as u128 * sb as u128;
    let pe = ea + eb;
    let zero = |neg: bool| f.sign_of(neg);
    if p == 0 && sc == 0 {
        return zero(if pneg == cneg {
            pneg
        } else {
            rnd == Round::TowardNegative
        });
    }
    if p == 0 {
        return round_pack(f, cneg, sc as u128, ec + adj, rnd, flush, tiny);
    }
    if sc == 0 {
        return round_pack(f, pneg, p, pe + adj, rnd, flush, tiny);
    }
    // Both terms with their leading one at bit 126; the smaller one is shifted right
    // with a sticky bit. Products have at most 106 significant bits, so any shift that
    // can cause cancellation (0 or 1 position) drops only zero bits.
    let pt = 127 - p.leading_zeros() as i32;
    let ct = 127 - (sc as u128).leading_zeros() as i32;
    let px = p << (126 - pt);
    let pxe = pe - (126 - pt);
    let cx = (sc as u128) << (126 - ct);
    let cxe = ec - (126 - ct);
    let e = pxe.max(cxe);
    let px = shr_jam(px, (e - pxe) as u32);
    let cx = shr_jam(cx, (e - cxe) as u32);
    let (neg, sum) = if pneg == cneg {
        (pneg, px + cx)
    } else if px > cx {
        (pneg, px - cx)
    } else if cx > px {
        (cneg, cx - px)
    } else {
        return zero(rnd == Round::TowardNegative);
    };
    round_pack(f, neg, sum, e + adj, rnd, flush, tiny)
}

/// NaN / infinity handling of a fused multiply-add (rocjitsu `division.h` `div_fmas`):
/// NaN of `a`, then of `b` (quieted); `inf * 0` or `inf - inf` gives the default NaN;
/// then NaN of `c`; an infinite product; an infinite `c`. `None` when all are finite.
fn fma_special(f: Fmt, a: u64, b: u64, c: u64) -> Option<u64> {
    if f.is_nan(a) {
        return Some(a | f.quiet());
    }
    if f.is_nan(b) {
        return Some(b | f.quiet());
    }
    let pneg = f.neg(a) != f.neg(b);
    let (ai, bi, ci) = (f.is_inf(a), f.is_inf(b), f.is_inf(c));
    if (ai && f.is_zero(b)) || (bi && f.is_zero(a)) || ((ai || bi) && ci && pneg != f.neg(c)) {
        return Some(f.default_nan());
    }
    if f.is_nan(c) {
        return Some(c | f.quiet());
    }
    if ai || bi {
        return Some(f.sign_of(pneg) | f.inf());
    }
    if ci {
        return Some(c);
    }
    None
}

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
fn s_bfe(s0: u64, s1: u32, bits: u32, signed: bool) -> u64 {
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

// ============================================================================
// IEEE division macro
// ============================================================================

fn div_scale(f: Fmt, v: u64, d: u64, n: u64, rnd: Round, fin: bool, fout: bool) -> (u64, bool) {
    let (threshold, scale, tiny_num) = if f == SP {
        (96, 64, 24)
    } else {
        (768, 128, 53)
    };
    let v = f.ftz_if(v, fin);
    let d = f.ftz_if(d, fin);
    let n = f.ftz_if(n, fin);
    let dm = d & f.mag();
    let nm = n & f.mag();
    let de = f.field(dm);
    let ne = f.field(nm);
    let delta = ne - de;
    let is_den = v == d;
    let mut adj = 0;
    let mut post = false;
    if delta >= threshold {
        // N/D near the largest number: scale the denominator up, post-scale the quotient.
        adj = if is_den { scale } else { 0 };
        post = true;
    } else if de == 0 {
        // Denormal denominator: scale both up.
        adj = scale;
    } else if de >= 2 * f.bias() - 1 {
        // Huge denominator (1/D would be denormal): scale both down, unless N/D is tiny.
        post = delta <= -threshold;
        adj = if post && !is_den { 0 } else { -scale };
    } else if delta <= -threshold {
        // N/D denormal: scale the numerator up, post-scale the quotient down.
        adj = if is_den { 0 } else { scale };
        post = true;
    } else if ne <= tiny_num {
        // Tiny numerator: scale both up.
        adj = scale;
    }
    if dm == 0 || nm == 0 {
        return (f.default_nan(), post);
    }
    if v & f.mag() >= f.inf() {
        return (if f.is_nan(v) { v | f.quiet() } else { v }, post);
    }
    let (sig, exp) = f.unpack(v);
    (
        round_pack(
            f,
            f.neg(v),
            sig as u128,
            exp + adj,
            rnd,
            fout,
            Tiny::Subnormal,
        ),
        post,
    )
}

/// `V_DIV_SCALE_F32 D, VCC, S0, S1, S2` (S1 = denominator, S2 = numerator, S0 = the one
/// of them to scale) under [`MODE_DEFAULT`]; returns `(D, VCC bit)`. See
/// [`div_scale_f32_mode`] for the rules.
pub fn div_scale_f32(s0: u32, s1: u32, s2: u32) -> (u32, bool) {
    div_scale_f32_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_SCALE_F32` with an explicit MODE. With `e(x)` the biased exponent field
/// (0 for denormals), `delta = e(S2) - e(S1)`, and `isden = (S0 == S1)`:
/// * `delta >= 96`: VCC = 1; D = S0 * 2^64 if `isden`, else S0.
/// * `e(S1) == 0` (denormal denominator): D = S0 * 2^64.
/// * `e(S1) >= 253`: VCC = (delta <= -96); D = S0 if VCC and not `isden`, else S0 * 2^-64.
/// * `delta <= -96`: VCC = 1; D = S0 * 2^64 unless `isden` (then S0).
/// * `e(S2) <= 24` (tiny numerator): D = S0 * 2^64.
/// * otherwise D = S0, VCC = 0.
///
/// Then, whatever VCC is: a zero S1 or S2 gives D = `0xFFC00000`; an infinite or NaN S0
/// gives S0 (quieted). Inputs are flushed first when MODE flushes f32 inputs; the scaled
/// value is rounded once with the MODE rounding and output-denormal setting.
///
/// Source: rocjitsu `division.h` `div_scale` ("The finite-input rules and source-2 FMAS
/// selector were checked on physical gfx1100/gfx1201. The public pseudocode's DENORM
/// predicates and fixed FMAS factors do not reproduce these instructions or LLVM
/// division macros."); the CDNA3/4 pseudo-code has the same structure (thresholds 96, 64,
/// the `S0 == S1` / `S0 == S2` choices) but tests `1.0/S1 == DENORM` where rocjitsu tests
/// exponent fields. Verified here by running clang-22's gfx1100 division sequence.
pub fn div_scale_f32_mode(s0: u32, s1: u32, s2: u32, mode: u32) -> (u32, bool) {
    let (d, vcc) = div_scale(
        SP,
        s0 as u64,
        s1 as u64,
        s2 as u64,
        mode_round_f32(mode),
        flush_in_f32(mode),
        flush_out_f32(mode),
    );
    (d as u32, vcc)
}

/// `V_DIV_SCALE_F64 D, VCC, S0, S1, S2` under [`MODE_DEFAULT`]. See [`div_scale_f64_mode`].
pub fn div_scale_f64(s0: u64, s1: u64, s2: u64) -> (u64, bool) {
    div_scale_f64_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_SCALE_F64` with an explicit MODE: the rules of [`div_scale_f32_mode`] with the
/// f64 constants: threshold 768, scale 2^128, huge denominator `e(S1) >= 2045`, tiny
/// numerator `e(S2) <= 53`; zero inputs give `0xFFF8000000000000`; MODE f64 fields.
/// Source: rocjitsu `division.h` (hardware-checked); CDNA4 ISA `V_DIV_SCALE_F64`
/// pseudo-code (768, 128, 53).
pub fn div_scale_f64_mode(s0: u64, s1: u64, s2: u64, mode: u32) -> (u64, bool) {
    div_scale(
        DP,
        s0,
        s1,
        s2,
        mode_round_f64(mode),
        flush_in_f64(mode),
        flush_out_f64(mode),
    )
}

fn div_fmas(f: Fmt, a: u64, b: u64, c: u64, vcc: bool, rnd: Round, fout: bool) -> u64 {
    if let Some(r) = fma_special(f, a, b, c) {
        return r;
    }
    let scale = if f == SP { 64 } else { 128 };
    let adj = if !vcc {
        0
    } else if f.field(c) > f.bias() {
        scale
    } else {
        -scale
    };
    fma_finite(f, a, b, c, adj, rnd, fout, Tiny::Subnormal)
}

/// `V_DIV_FMAS_F32 D, S0, S1, S2` (reads VCC): `fma(S0, S1, S2)`, and when this lane's
/// VCC bit is set the result is scaled by 2^+64 if the exponent field of S2 is above the
/// bias (|S2| >= 2) and by 2^-64 otherwise, with a single rounding of the scaled value
/// (no double rounding when the quotient is denormal). Inputs are never flushed; the
/// result is rounded with MODE.FP_ROUND f32 and flushed when MODE flushes f32 outputs.
/// NaN/infinity handling as IEEE fma (`inf*0`, `inf-inf` -> `0xFFC00000`).
///
/// Source: rocjitsu `division.h` `div_fmas` (hardware-checked selector: "source-2 FMAS
/// selector"). The CDNA3/4 pseudo-code (`if VCC then D = 2**32 * fma(...)`, 2^64 for f64)
/// uses a fixed factor that does not undo `V_DIV_SCALE`'s 2^64, and is not followed; the
/// ISA note "Input denormals are not flushed but output flushing is allowed" is.
pub fn div_fmas_f32(s0: u32, s1: u32, s2: u32, vcc: bool, mode: u32) -> u32 {
    div_fmas(
        SP,
        s0 as u64,
        s1 as u64,
        s2 as u64,
        vcc,
        mode_round_f32(mode),
        flush_out_f32(mode),
    ) as u32
}

/// `V_DIV_FMAS_F64 D, S0, S1, S2` (reads VCC): as [`div_fmas_f32`] with the f64 scale
/// 2^±128 (matching `V_DIV_SCALE_F64`) and the MODE f64 fields. Source: rocjitsu
/// `division.h`; the CDNA pseudo-code's fixed 2^64 is not followed.
pub fn div_fmas_f64(s0: u64, s1: u64, s2: u64, vcc: bool, mode: u32) -> u64 {
    div_fmas(
        DP,
        s0,
        s1,
        s2,
        vcc,
        mode_round_f64(mode),
        flush_out_f64(mode),
    )
}

fn div_fixup(f: Fmt, p: u64, d: u64, n: u64, rnd: Round, fin: bool, fout: bool) -> u64 {
    let d = f.ftz_if(d, fin);
    let n = f.ftz_if(n, fin);
    let dm = d & f.mag();
    let nm = n & f.mag();
    let neg = f.neg(d) != f.neg(n);
    let sign = f.sign_of(neg);
    if f.is_nan(n) {
        return n | f.quiet();
    }
    if f.is_nan(d) {
        return d | f.quiet();
    }
    if (dm == 0 && nm == 0) || (dm == f.inf() && nm == f.inf()) {
        return f.default_nan();
    }
    if dm == 0 || nm == f.inf() {
        return sign | f.inf();
    }
    if nm == 0 || dm == f.inf() {
        return sign;
    }
    let frac = f.frac as i32;
    if f.field(n) - f.field(d) < -(f.bias() + frac) {
        // |N/D| < 2^-(bias+frac): below half the smallest denormal. Round a value that
        // small in the MODE direction (0, or the smallest denormal when rounding away).
        return round_pack(
            f,
            neg,
            1,
            -2 * f.bias() - 2 * frac,
            rnd,
            fout,
            Tiny::Subnormal,
        );
    }
    if p & f.mag() >= f.inf() {
        return overflow(f, neg, rnd);
    }
    sign | (p & f.mag())
}

/// `V_DIV_FIXUP_F32 D, S0, S1, S2` (S0 = quotient, S1 = denominator, S2 = numerator)
/// under [`MODE_DEFAULT`]. See [`div_fixup_f32_mode`].
pub fn div_fixup_f32(s0: u32, s1: u32, s2: u32) -> u32 {
    div_fixup_f32_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_FIXUP_F32` with an explicit MODE. S1 and S2 are flushed when MODE flushes f32
/// inputs (S0 never is). With `sign = sign(S1) ^ sign(S2)`, in order:
/// NaN S2 -> S2 quieted; NaN S1 -> S1 quieted; 0/0 or inf/inf -> `0xFFC00000`;
/// x/0 or inf/x -> ±inf; 0/x or x/inf -> ±0; `e(S2) - e(S1) < -150` -> the MODE rounding of
/// a value below half the smallest denormal (±0 under nearest even); an infinite or NaN
/// quotient -> the MODE overflow result (±inf, or ±largest when rounding toward zero /
/// away from the sign); otherwise `sign | |S0|`.
///
/// Source: CDNA3/4 ISA `V_DIV_FIXUP_F32` pseudo-code (same order and constants), and
/// rocjitsu `division.h` `div_fixup` for two details: the overflow test looks at the
/// quotient (the pseudo-code's `exponent(S1) == 255` can never hold there), and
/// UNDERFLOW / OVERFLOW follow the rounding mode.
pub fn div_fixup_f32_mode(s0: u32, s1: u32, s2: u32, mode: u32) -> u32 {
    div_fixup(
        SP,
        s0 as u64,
        s1 as u64,
        s2 as u64,
        mode_round_f32(mode),
        flush_in_f32(mode),
        flush_out_f32(mode),
    ) as u32
}

/// `V_DIV_FIXUP_F64 D, S0, S1, S2` under [`MODE_DEFAULT`]. See [`div_fixup_f64_mode`].
pub fn div_fixup_f64(s0: u64, s1: u64, s2: u64) -> u64 {
    div_fixup_f64_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_FIXUP_F64` with an explicit MODE: the rules of [`div_fixup_f32_mode`] with the
/// f64 underflow threshold `e(S2) - e(S1) < -1075`, NaN `0xFFF8000000000000` and the MODE
/// f64 fields. Source: CDNA4 ISA `V_DIV_FIXUP_F64` pseudo-code; rocjitsu `division.h`.
pub fn div_fixup_f64_mode(s0: u64, s1: u64, s2: u64, mode: u32) -> u64 {
    div_fixup(
        DP,
        s0,
        s1,
        s2,
        mode_round_f64(mode),
        flush_in_f64(mode),
        flush_out_f64(mode),
    )
}

/// `V_FMA_F32 D, S0, S1, S2`: `S0 * S1 + S2` rounded once with MODE.FP_ROUND f32; f32
/// input denormals flushed / results flushed as MODE says (tininess after rounding).
/// NaN rules as [`div_fmas_f32`]. Source: ISA `V_FMA_F32` ("0.5ULP accuracy, denormals
/// are supported"); rounding and flushing stages per rocjitsu `rounding.h`.
pub fn fma_f32(s0: u32, s1: u32, s2: u32, mode: u32) -> u32 {
    let fin = flush_in_f32(mode);
    let (a, b, c) = (
        SP.ftz_if(s0 as u64, fin),
        SP.ftz_if(s1 as u64, fin),
        SP.ftz_if(s2 as u64, fin),
    );
    if let Some(r) = fma_special(SP, a, b, c) {
        return r as u32;
    }
    fma_finite(
        SP,
        a,
        b,
        c,
        0,
        mode_round_f32(mode),
        flush_out_f32(mode),
        Tiny::AfterRounding,
    ) as u32
}

/// `V_FMA_F64 D, S0, S1, S2`: as [`fma_f32`] with the MODE f64 fields. Source: ISA
/// `V_FMA_F64`; rocjitsu `rounding.h`.
pub fn fma_f64(s0: u64, s1: u64, s2: u64, mode: u32) -> u64 {
    let fin = flush_in_f64(mode);
    let (a, b, c) = (DP.ftz_if(s0, fin), DP.ftz_if(s1, fin), DP.ftz_if(s2, fin));
    if let Some(r) = fma_special(DP, a, b, c) {
        return r;
    }
    fma_finite(
        DP,
        a,
        b,
        c,
        0,
        mode_round_f64(mode),
        flush_out_f64(mode),
        Tiny::AfterRounding,
    )
}

// ============================================================================
// Classification
// ============================================================================

fn class_index(f: Fmt, b: u64) -> u32 {
    let neg = f.neg(b);
    if f.is_nan(b) {
        if b & f.quiet() != 0 {
            1
        } else {
            0
        }
    } else if f.is_inf(b) {
        if neg {
            2
        } else {
            9
        }
    } else if f.is_zero(b) {
        if neg {
            5
        } else {
            6
        }
    } else if f.field(b) == 0 {
        if neg {
            4
        } else {
            7
        }
    } else if neg {
        3
    } else {
        8
    }
}

/// `V_CMP_CLASS_F32 VCC, S0, S1`: true when mask bit `class(S0)` of `S1` is set, with
/// classes 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
/// 7 +denormal, 8 +normal, 9 +inf (mask bits above 9 are ignored; denormals are
/// classified as such whatever the MODE). Source: ISA `V_CMP_CLASS_F32` pseudo-code;
/// LLVM's `llvm.amdgcn.class` folder (fixture).
pub fn cmp_class_f32(s0: u32, mask: u32) -> bool {
    (mask >> class_index(SP, s0 as u64)) & 1 != 0
}

/// `V_CMP_CLASS_F64 VCC, S0, S1`: as [`cmp_class_f32`] for an f64 `S0`. Source: ISA
/// `V_CMP_CLASS_F64`; LLVM's folder (fixture).
pub fn cmp_class_f64(s0: u64, mask: u32) -> bool {
    (mask >> class_index(DP, s0)) & 1 != 0
}

// ============================================================================
// Reciprocal, square root and their relatives
// ============================================================================

/// `V_RCP_F32 D, S0`: `1 / S0`, returned correctly rounded (nearest even). The
/// instruction flushes denormal inputs (-> ±inf) and denormal results (-> ±0) **whatever
/// the MODE** ("These opcodes flush input and output denorms: ... RCP_F32, RCP_IFLAG_F32,
/// RSQ_F32, SQRT_F32", RDNA4 ISA §7.2 MODE table notes; rocjitsu `amdgpu_rcp_f32`
/// "Flushes input and output subnormals independently of MODE"), so `mode` is accepted
/// for a uniform signature and otherwise ignored, as is MODE.FP_ROUND. Special values per
/// the ISA examples: rcp(±0) = ±inf, rcp(±inf) = ±0, rcp(-2.0) = -0.5; NaN is quieted.
/// Hardware is a 1-ulp approximation (rocjitsu reproduces its exact table); this returns
/// the correctly rounded value, which is what LLVM's `llvm.amdgcn.rcp` folder computes.
pub fn rcp_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    let x = s0 as u64;
    if SP.is_nan(x) {
        return (x | SP.quiet()) as u32;
    }
    let sign = x & SP.sign();
    if SP.field(x) == 0 {
        return (sign | SP.inf()) as u32;
    }
    if SP.is_inf(x) {
        return sign as u32;
    }
    let r = Single::from_bits(0x3F80_0000)
        .div_r(Single::from_bits(x as u128), Round::NearestTiesToEven)
        .value
        .to_bits() as u64;
    SP.ftz(r) as u32
}

/// `V_RCP_F64 D, S0`: `1 / S0` correctly rounded (nearest even). f64 denormal inputs and
/// results follow MODE's f64 fields ("supports denormals"). rcp(±0) = ±inf, rcp(±inf) = ±0,
/// NaN quieted. Source: CDNA4 ISA `V_RCP_F64` (hardware: 2^29-ulp approximation, refined
/// by the division macro); LLVM's `llvm.amdgcn.rcp` folder (fixture).
pub fn rcp_f64(s0: u64, mode: u32) -> u64 {
    let x = DP.ftz_if(s0, flush_in_f64(mode));
    if DP.is_nan(x) {
        return x | DP.quiet();
    }
    let sign = x & DP.sign();
    if DP.is_zero(x) {
        return sign | DP.inf();
    }
    if DP.is_inf(x) {
        return sign;
    }
    let r = Double::from_bits(0x3FF0_0000_0000_0000)
        .div_r(Double::from_bits(x as u128), Round::NearestTiesToEven)
        .value
        .to_bits() as u64;
    DP.ftz_if(r, flush_out_f64(mode))
}

/// `V_SQRT_F32 D, S0`: correctly rounded square root. Denormal inputs are flushed
/// whatever the MODE (so sqrt(denormal) = ±0), `mode` is otherwise ignored. sqrt(-0) = -0,
/// sqrt(+inf) = +inf, negative (non-zero) inputs and -inf give `0xFFC00000`, NaN quieted.
/// Source: CDNA4 ISA `V_SQRT_F32` functional examples and "denormals are flushed"; RDNA4
/// MODE-table note (SQRT_F32 flushes). Hardware is 1-ulp; this is the exact rounding.
pub fn sqrt_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    let x = SP.ftz(s0 as u64);
    if SP.is_nan(x) {
        return (x | SP.quiet()) as u32;
    }
    if SP.is_zero(x) {
        return x as u32;
    }
    if SP.neg(x) {
        return SP.default_nan() as u32;
    }
    f32::from_bits(x as u32).sqrt().to_bits()
}

/// `V_SQRT_F64 D, S0`: correctly rounded square root; f64 denormal inputs follow MODE
/// (the result of a non-zero input is never denormal). Special values as [`sqrt_f32`],
/// negative -> `0xFFF8000000000000`. Source: CDNA4 ISA `V_SQRT_F64` ("supports
/// denormals"; hardware 2^29-ulp approximation).
pub fn sqrt_f64(s0: u64, mode: u32) -> u64 {
    let x = DP.ftz_if(s0, flush_in_f64(mode));
    if DP.is_nan(x) {
        return x | DP.quiet();
    }
    if DP.is_zero(x) {
        return x;
    }
    if DP.neg(x) {
        return DP.default_nan();
    }
    f64::from_bits(x).sqrt().to_bits()
}

/// Midpoint of two adjacent positive values `a < b` of format `f`, as (M, k): M * 2^k.
fn midpoint(f: Fmt, a: u64, b: u64) -> (u128, i32) {
    let (sa, ea) = f.unpack(a);
    let (sb, eb) = f.unpack(b);
    let e0 = ea.min(eb);
    (
        ((sa as u128) << (ea - e0)) + ((sb as u128) << (eb - e0)),
        e0 - 1,
    )
}

/// Bit length of `a * b` (a < 2^120).
fn bitlen_mul(a: u128, b: u64) -> u32 {
    let p0 = (a as u64 as u128) * b as u128;
    let p1 = (a >> 64) * b as u128;
    // a * b = (p1 + (p0 >> 64)) * 2^64 + (p0 mod 2^64)
    let hi = p1 + (p0 >> 64);
    if hi != 0 {
        64 + (128 - hi.leading_zeros())
    } else {
        64 - (p0 as u64).leading_zeros()
    }
}

/// Is `1/sqrt(x) > m` for a positive finite non-zero `x` and a midpoint `m = M * 2^k`,
/// i.e. `M^2 * X * 2^(2k + e) < 1` with `x = X * 2^e`?
fn rsq_above(f: Fmt, x: u64, m: (u128, i32)) -> bool {
    let (sx, ex) = f.unpack(x);
    let t = -(2 * m.1 + ex); // compare M^2 X with 2^t
    t > 0 && (t >= 250 || bitlen_mul(m.0 * m.0, sx) <= t as u32)
}

/// Correctly rounded (nearest even) `1/sqrt(x)` for a positive finite non-zero `x`:
/// a double-precision estimate, then the last bit settled against exact midpoints.
fn rsq_core(f: Fmt, x: u64) -> u64 {
    let mut y = if f == SP {
        ((1.0 / (f32::from_bits(x as u32) as f64).sqrt()) as f32).to_bits() as u64
    } else {
        (1.0 / f64::from_bits(x).sqrt()).to_bits()
    };
    // 1/sqrt(x) is far from both ends of the format, so y +- 1 stays finite and normal.
    for _ in 0..8 {
        if rsq_above(f, x, midpoint(f, y, y + 1)) {
            y += 1;
        } else if !rsq_above(f, x, midpoint(f, y - 1, y)) {
            y -= 1;
        } else {
            break;
        }
    }
    y
}

/// `V_RSQ_F32 D, S0`: `1 / sqrt(S0)`, correctly rounded (nearest even; checked against
/// exact midpoints). Denormal inputs are flushed whatever the MODE (`mode` is ignored).
/// Special values per the ISA examples: rsq(-inf) = `0xFFC00000`, rsq(-0) = -inf,
/// rsq(+0) = +inf, rsq(4.0) = 0.5, rsq(+inf) = +0; any other negative input ->
/// `0xFFC00000`; NaN quieted. Source: CDNA4 ISA `V_RSQ_F32` ("1ULP accuracy, denormals
/// are flushed", functional examples); RDNA4 MODE-table note (RSQ_F32 flushes).
pub fn rsq_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    rsq(SP, SP.ftz(s0 as u64)) as u32
}

/// `V_RSQ_F64 D, S0`: `1 / sqrt(S0)` correctly rounded; f64 denormal inputs follow MODE
/// (results are never denormal); special values as [`rsq_f32`] with NaN
/// `0xFFF8000000000000`. Source: CDNA4 ISA `V_RSQ_F64` ("supports denormals"; hardware
/// is a 2^29-ulp approximation).
pub fn rsq_f64(s0: u64, mode: u32) -> u64 {
    rsq(DP, DP.ftz_if(s0, flush_in_f64(mode)))
}

fn rsq(f: Fmt, x: u64) -> u64 {
    if f.is_nan(x) {
        return x | f.quiet();
    }
    if f.is_zero(x) {
        return (x & f.sign()) | f.inf();
    }
    if f.neg(x) {
        return f.default_nan();
    }
    if f.is_inf(x) {
        return 0;
    }
    rsq_core(f, x)
}

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

fn ldexp(f: Fmt, x: u64, e: i32, rnd: Round, fin: bool, fout: bool) -> u64 {
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

fn frexp_mant(f: Fmt, x: u64, fin: bool) -> u64 {
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

fn frexp_exp(f: Fmt, x: u64, fin: bool) -> u32 {
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
pub fn frexp_exp_i32_f64(s0: u64) -> u32 {
    frexp_exp_i32_f64_mode(s0, MODE_DEFAULT)
}

/// [`frexp_exp_i32_f64`] with an explicit MODE (f64 input flushing).
/// Source: as [`frexp_exp_i32_f64`].
pub fn frexp_exp_i32_f64_mode(s0: u64, mode: u32) -> u32 {
    frexp_exp(DP, s0, flush_in_f64(mode))
}

fn fract<F: Float>(f: Fmt, x: u64, rnd: Round, fin: bool, fout: bool) -> u64 {
    if f.is_nan(x) {
        return x | f.quiet();
    }
    if f.is_inf(x) {
        return f.default_nan();
    }
    let x = f.ftz_if(x, fin);
    let v = F::from_bits(x as u128);
    let fl = v.round_to_integral(Round::TowardNegative).value;
    if v.is_zero() || fl.bitwise_eq(v) {
        return 0; // integers and ±0 give +0 in every rounding mode
    }
    let mut r = v.sub_r(fl, rnd).value.to_bits() as u64;
    let one = (f.bias() as u64) << f.frac;
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
pub fn fract_f32(s0: u32) -> u32 {
    fract_f32_mode(s0, MODE_DEFAULT)
}

/// [`fract_f32`] with an explicit MODE (rounding, input and output flushing).
/// Source: as [`fract_f32`].
pub fn fract_f32_mode(s0: u32, mode: u32) -> u32 {
    fract::<Single>(
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
pub fn fract_f64(s0: u64) -> u64 {
    fract_f64_mode(s0, MODE_DEFAULT)
}

/// [`fract_f64`] with an explicit MODE (f64 rounding, input and output flushing).
/// Source: as [`fract_f64`].
pub fn fract_f64_mode(s0: u64, mode: u32) -> u64 {
    fract::<Double>(
        DP,
        s0,
        mode_round_f64(mode),
        flush_in_f64(mode),
        flush_out_f64(mode),
    )
}

fn round_int_f32(s0: u32, mode: u32, rnd: Round) -> u32 {
    let x = SP.ftz_if(s0 as u64, flush_in_f32(mode));
    if SP.is_nan(x) {
        return (x | SP.quiet()) as u32;
    }
    Single::from_bits(x as u128)
        .round_to_integral(rnd)
        .value
        .to_bits() as u32
}

/// `V_TRUNC_F32 D, S0`: round toward zero to an integral value, keeping the sign
/// (trunc(-0.5) = -0); ±inf pass; NaN quieted; under [`MODE_DEFAULT`] ([`trunc_f32_mode`]
/// flushes a denormal input first when MODE says so). Source: ISA
/// `V_TRUNC_F32`; LLVM `llvm.trunc` folder (fixture).
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
pub fn ceil_f32(s0: u32) -> u32 {
    ceil_f32_mode(s0, MODE_DEFAULT)
}

/// [`ceil_f32`] with an explicit MODE (f32 input flushing).
/// Source: as [`ceil_f32`].
pub fn ceil_f32_mode(s0: u32, mode: u32) -> u32 {
    round_int_f32(s0, mode, Round::TowardPositive)
}

fn round_int_f64(s0: u64, mode: u32, rnd: Round) -> u64 {
    let x = DP.ftz_if(s0, flush_in_f64(mode));
    if DP.is_nan(x) {
        return x | DP.quiet();
    }
    Double::from_bits(x as u128)
        .round_to_integral(rnd)
        .value
        .to_bits() as u64
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

/// The source lane of `v_permlane16_b32` (`x16` false) / `v_permlanex16_b32` (true)
/// for `lane`: selector nibble `lane & 15` of the 64-bit `{sel_hi, sel_lo}`, added to
/// the first lane of the lane's row of 16 (`x16`: of the other row of its 32-lane
/// half). Source: RDNA2 ISA §6.2 / RDNA3 ISA §16.10 `V_PERMLANE16_B32`,
/// `V_PERMLANEX16_B32`.
pub fn permlane16_src(sel_lo: u32, sel_hi: u32, lane: u32, x16: bool) -> u32 {
    let sel = (sel_lo as u64 | (sel_hi as u64) << 32) >> (4 * (lane & 15)) & 15;
    let row = lane & !15;
    (if x16 { row ^ 16 } else { row }) + sel as u32
}

/// (shift, width) of an SDWA select code (0..3 BYTE_n, 4/5 WORD_0/1, else DWORD).
fn sdwa_field(sel: u32) -> (u32, u32) {
    match sel & 7 {
        s @ 0..=3 => (8 * s, 8),
        4 => (0, 16),
        5 => (16, 16),
        _ => (0, 32),
    }
}

/// An SDWA source select: field `sel & 7` of `x` (BYTE_0..3, WORD_0/1, DWORD) moved to
/// bit 0, zero-extended, or sign-extended when `sel` bit 3 (the `sext()` operand
/// modifier) is set. Source: Vega ISA §6.4 / CDNA3 ISA "SDWA": SRC0_SEL, SRC0_SEXT.
pub fn sdwa_sel(x: u32, sel: u32) -> u32 {
    let (sh, w) = sdwa_field(sel);
    if w == 32 {
        return x;
    }
    let v = (x >> sh) & ((1 << w) - 1);
    if sel & 8 != 0 {
        ((v << (32 - w)) as i32 >> (32 - w)) as u32
    } else {
        v
    }
}

/// An SDWA destination select: the low bits of `result` placed in field `code & 7` of
/// the destination; the bits outside it are 0 (`code >> 3` = 0, UNUSED_PAD), copies
/// of the field's top bit above it and 0 below it (1, UNUSED_SEXT), or the old
/// destination's `old` (2, UNUSED_PRESERVE). Source: Vega ISA §6.4 / CDNA3 ISA
/// "SDWA": DST_SEL, DST_UNUSED.
pub fn sdwa_dst(result: u32, old: u32, code: u32) -> u32 {
    let (sh, w) = sdwa_field(code);
    if w == 32 {
        return result;
    }
    let field = (result & ((1 << w) - 1)) << sh;
    let mask = ((1u32 << w) - 1) << sh;
    match code >> 3 {
        1 => {
            let top = field >> (sh + w - 1) & 1;
            let above = if sh + w >= 32 {
                0
            } else {
                u32::MAX << (sh + w)
            };
            field | if top == 1 { above } else { 0 }
        }
        2 => (old & !mask) | field,
        _ => field,
    }
}

// ============================================================================
// Conversions
// ============================================================================

/// Truncating float -> 32-bit integer with saturation; NaN -> 0.
fn float_to_int(f: Fmt, b: u64, signed: bool) -> u32 {
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

// ============================================================================
// Lane shuffles: DPP and DS_SWIZZLE_B32
// ============================================================================

/// A DPP16 lane-select control (`DPP_CTRL`, 9 bits), by meaning.
///
/// Encodings (LLVM `llvm-mc-22`, ISA DPP_CTRL table): `QuadPerm` 0x000-0x0FF,
/// `RowShl(n)` 0x101-0x10F, `RowShr(n)` 0x111-0x11F, `RowRor(n)` 0x121-0x12F,
/// `WaveShl1` 0x130, `WaveRol1` 0x134, `WaveShr1` 0x138, `WaveRor1` 0x13C, `RowMirror`
/// 0x140, `RowHalfMirror` 0x141, `RowBcast15` 0x142, `RowBcast31` 0x143, `RowShare(n)`
/// 0x150-0x15F, `RowXmask(n)` 0x160-0x16F. The wave shifts/rotates and row broadcasts
/// exist on GFX8/9/CDNA only; `RowShare` / `RowXmask` on GFX10+ only (and GFX90A+).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dpp {
    /// `quad_perm:[a,b,c,d]`: lane `4q+i` reads lane `4q+sel[i]` (each 0..=3).
    QuadPerm([u8; 4]),
    /// `row_shl:n` (1..=15): lane reads lane + n of its 16-lane row.
    RowShl(u8),
    /// `row_shr:n` (1..=15): lane reads lane - n of its row.
    RowShr(u8),
    /// `row_ror:n` (1..=15): lane reads (lane - n) mod 16 of its row.
    RowRor(u8),
    /// `wave_shl:1`: lane reads lane + 1.
    WaveShl1,
    /// `wave_rol:1`: lane reads (lane + 1) mod wave size.
    WaveRol1,
    /// `wave_shr:1`: lane reads lane - 1.
    WaveShr1,
    /// `wave_ror:1`: lane reads (lane - 1) mod wave size.
    WaveRor1,
    /// `row_mirror`: lane i of a row reads lane 15 - i.
    RowMirror,
    /// `row_half_mirror`: lane i of an 8-lane half row reads lane 7 - i.
    RowHalfMirror,
    /// `row_bcast:15`: rows 1..3 read lane 15 of the previous row.
    RowBcast15,
    /// `row_bcast:31`: rows 2 and 3 read lane 31.
    RowBcast31,
    /// `row_share:n` (0..=15): every lane of a row reads lane n of that row.
    RowShare(u8),
    /// `row_xmask:n` (0..=15): lane i of a row reads lane i ^ n of that row.
    RowXmask(u8),
}

impl Dpp {
    /// Decode a 9-bit `DPP_CTRL` field; `None` for reserved values (0x100, 0x110, 0x120,
    /// 0x131-0x133, ...). Source: ISA DPP_CTRL enumeration; encodings checked with
    /// `llvm-mc-22` (e.g. `row_share:3` -> 0x153, `row_xmask:5` -> 0x165, `wave_ror:1` -> 0x13C).
    pub fn from_ctrl(ctrl: u16) -> Option<Dpp> {
        let n = (ctrl & 0xF) as u8;
        Some(match ctrl {
            0x000..=0x0FF => Dpp::QuadPerm([
                (ctrl & 3) as u8,
                ((ctrl >> 2) & 3) as u8,
                ((ctrl >> 4) & 3) as u8,
                ((ctrl >> 6) & 3) as u8,
            ]),
            0x101..=0x10F => Dpp::RowShl(n),
            0x111..=0x11F => Dpp::RowShr(n),
            0x121..=0x12F => Dpp::RowRor(n),
            0x130 => Dpp::WaveShl1,
            0x134 => Dpp::WaveRol1,
            0x138 => Dpp::WaveShr1,
            0x13C => Dpp::WaveRor1,
            0x140 => Dpp::RowMirror,
            0x141 => Dpp::RowHalfMirror,
            0x142 => Dpp::RowBcast15,
            0x143 => Dpp::RowBcast31,
            0x150..=0x15F => Dpp::RowShare(n),
            0x160..=0x16F => Dpp::RowXmask(n),
            _ => return None,
        })
    }

    /// The 9-bit `DPP_CTRL` encoding (inverse of [`Dpp::from_ctrl`]; counts are taken
    /// mod 16, quad selectors mod 4).
    pub fn ctrl(self) -> u16 {
        match self {
            Dpp::QuadPerm(s) => {
                (s[0] as u16 & 3)
                    | ((s[1] as u16 & 3) << 2)
                    | ((s[2] as u16 & 3) << 4)
                    | ((s[3] as u16 & 3) << 6)
            }
            Dpp::RowShl(n) => 0x100 | (n as u16 & 0xF),
            Dpp::RowShr(n) => 0x110 | (n as u16 & 0xF),
            Dpp::RowRor(n) => 0x120 | (n as u16 & 0xF),
            Dpp::WaveShl1 => 0x130,
            Dpp::WaveRol1 => 0x134,
            Dpp::WaveShr1 => 0x138,
            Dpp::WaveRor1 => 0x13C,
            Dpp::RowMirror => 0x140,
            Dpp::RowHalfMirror => 0x141,
            Dpp::RowBcast15 => 0x142,
            Dpp::RowBcast31 => 0x143,
            Dpp::RowShare(n) => 0x150 | (n as u16 & 0xF),
            Dpp::RowXmask(n) => 0x160 | (n as u16 & 0xF),
        }
    }
}

/// The lane whose source operand lane `lane` reads under DPP control `ctrl`, or `None`
/// when that source is out of bounds (`row_shl`/`row_shr` past the row edge, `wave_shl`
/// past the last lane, `wave_shr` of lane 0, `row_bcast:15` in row 0, `row_bcast:31` in
/// rows 0-1). What an out-of-bounds lane does is the executor's business: with
/// `bound_ctrl:1` (BC = 1) it reads 0, otherwise the destination lane is not written. The
/// wave forms wrap at 32 lanes when `!wave64`. Shift/rotate counts are taken mod 16 (a
/// count of 0, a reserved encoding, reads the lane itself).
///
/// Source: ISA DPP_CTRL table ("row_shl: shift rows left", etc.); rocjitsu
/// `dpp_sdwa_ops.h` `dpp_permute` (same source lanes and out-of-bounds cases).
pub fn dpp_source_lane(ctrl: Dpp, lane: u32, wave64: bool) -> Option<u32> {
    let w = if wave64 { 64 } else { 32 };
    let row = lane & !15;
    let i = lane & 15;
    match ctrl {
        Dpp::QuadPerm(s) => Some((lane & !3) | (s[(lane & 3) as usize] as u32 & 3)),
        Dpp::RowShl(n) => {
            let j = i + (n as u32 & 15);
            (j < 16).then_some(row | j)
        }
        Dpp::RowShr(n) => {
            let n = n as u32 & 15;
            (i >= n).then(|| row | (i - n))
        }
        Dpp::RowRor(n) => Some(row | ((i + 16 - (n as u32 & 15)) & 15)),
        Dpp::WaveShl1 => (lane + 1 < w).then_some(lane + 1),
        Dpp::WaveRol1 => Some((lane + 1) % w),
        Dpp::WaveShr1 => (lane > 0).then(|| lane - 1),
        Dpp::WaveRor1 => Some((lane + w - 1) % w),
        Dpp::RowMirror => Some(row | (15 - i)),
        Dpp::RowHalfMirror => Some((lane & !7) | (7 - (lane & 7))),
        Dpp::RowBcast15 => (lane >= 16).then(|| row - 1),
        Dpp::RowBcast31 => (lane >= 32).then_some(31),
        Dpp::RowShare(n) => Some(row | (n as u32 & 15)),
        Dpp::RowXmask(n) => Some(row | (i ^ (n as u32 & 15))),
    }
}

/// Whether DPP `row_mask` / `bank_mask` let lane `lane` write its destination: row
/// `lane / 16` must have its `row_mask` bit set and bank `(lane % 16) / 4` its
/// `bank_mask` bit (the masks do not affect which lanes can be read). Source: ISA DPP
/// fields ROW_MASK / BANK_MASK ("applies to the VGPR destination write only"); rocjitsu
/// `dpp_lane_masked`.
pub fn dpp_lane_enabled(lane: u32, row_mask: u8, bank_mask: u8) -> bool {
    let row = (lane >> 4) & 3;
    let bank = (lane >> 2) & 3;
    (row_mask >> row) & 1 != 0 && (bank_mask >> bank) & 1 != 0
}

/// The lane `lane` reads in `DS_SWIZZLE_B32` with 16-bit `offset` (a lane that reads an
/// inactive lane gets 0; that is the executor's business). Modes, in the ISA's order:
/// * `offset >= 0xE000`, FFT: `j = bitrev5(lane & 31) >> popcount(mask) | (lane & mask)`,
///   `mask = offset[4:0]`, within groups of 32.
/// * `offset >= 0xC000`, rotate within groups of 32 by `offset[9:5]` lanes, left
///   (reads lane + n) when `offset[10] == 0`, right otherwise; lanes under
///   `mask = offset[4:0]` keep their own bits: `j = (lane & mask) | ((lane ± n) & !mask)`.
/// * `offset[15] == 1`, quad permute: lane `4q + i` reads `4q + offset[2i+1:2i]`.
/// * `offset[15] == 0`, bit-mask mode within groups of 32:
///   `j = ((lane & and_mask) | or_mask) ^ xor_mask` with `and_mask = offset[4:0]`,
///   `or_mask = offset[9:5]`, `xor_mask = offset[14:10]`.
///
/// Source: CDNA4 ISA `DS_SWIZZLE_B32` pseudo-code and its FFT / rotate example tables (the
/// rotate index is taken mod 32, which the tables require); LLVM `SIDefines.h`
/// `Swizzle::EncBits` (FFT_MODE_ENC 0xE000, ROTATE_MODE_ENC 0xC000, QUAD_PERM_ENC 0x8000).
/// FFT / rotate are accepted by `llvm-mc-22` for gfx942 and gfx1100.
pub fn swizzle_source_lane(offset: u16, lane: u32) -> u32 {
    let off = offset as u32;
    let group = lane & !31;
    let i = lane & 31;
    if off >= 0xE000 {
        let mask = off & 0x1F;
        let rev = (i.reverse_bits() >> 27) & 31;
        group | ((rev >> mask.count_ones()) | (i & mask))
    } else if off >= 0xC000 {
        let mask = off & 0x1F;
        let n = (off >> 5) & 0x1F;
        let moved = if off & (1 << 10) != 0 {
            i.wrapping_sub(n)
        } else {
            i + n
        };
        group | (((i & mask) | (moved & !mask)) & 31)
    } else if off & 0x8000 != 0 {
        (lane & !3) | ((off >> (2 * (lane & 3))) & 3)
    } else {
        let and_mask = off & 0x1F;
        let or_mask = (off >> 5) & 0x1F;
        let xor_mask = (off >> 10) & 0x1F;
        group | (((i & and_mask) | or_mask) ^ xor_mask)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rustc_apfloat::ieee::Quad;
    use rustc_apfloat::{FloatConvert, Status};

    /// MODE with the same rounding code in both FP_ROUND fields and all denormals kept.
    fn rmode(code: u32) -> u32 {
        0xF0 | (code & 3) | ((code & 3) << 2)
    }
    const RNDS: [Round; 4] = [
        Round::NearestTiesToEven,
        Round::TowardPositive,
        Round::TowardNegative,
        Round::TowardZero,
    ];
    fn f(x: f32) -> u32 {
        x.to_bits()
    }
    fn d(x: f64) -> u64 {
        x.to_bits()
    }
    fn is_nan32(b: u32) -> bool {
        b & 0x7FFF_FFFF > 0x7F80_0000
    }
    fn is_nan64(b: u64) -> bool {
        b & 0x7FFF_FFFF_FFFF_FFFF > 0x7FF0_0000_0000_0000
    }

    /// SplitMix64, as `workloads/ptx/warpsim_rng.py` (and warpsim's `init: random`).
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn u32(&mut self) -> u32 {
            self.next() as u32
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        /// f32 bits: uniform patterns, moderate magnitudes, denormals, extremes.
        fn f32_bits(&mut self) -> u32 {
            let r = self.next();
            let s = ((r >> 63) as u32) << 31;
            let m = (r >> 8) as u32 & 0x7F_FFFF;
            match r % 6 {
                0 => (r >> 16) as u32,
                1 | 2 => s | ((100 + (r >> 40) % 56) as u32) << 23 | m,
                3 => s | (m >> ((r >> 33) % 23)),
                4 => s | (((r >> 40) % 254 + 1) as u32) << 23 | m,
                _ => s | ((r >> 40) % 256) as u32 | 0x3F80_0000,
            }
        }
        fn f64_bits(&mut self) -> u64 {
            let r = self.next();
            let s = (r >> 63) << 63;
            let m = self.next() & 0xF_FFFF_FFFF_FFFF;
            match r % 6 {
                0 => self.next(),
                1 | 2 => s | (1000 + (r >> 40) % 48) << 52 | m,
                3 => s | (m >> ((r >> 33) % 52)),
                4 => s | ((r >> 40) % 2046 + 1) << 52 | m,
                _ => s | 0x3FF0_0000_0000_0000 | ((r >> 40) % 256) << 44,
            }
        }
    }

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
                    let v = Single::from_bits(x as u128).round_to_integral(r).value;
                    if v.is_negative() || v.is_zero() {
                        0
                    } else if v.is_infinite() {
                        255
                    } else {
                        let mut exact = false;
                        v.to_u128_r(128, Round::TowardZero, &mut exact)
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

    // ------------------------------------------------------------------ division macro

    fn hfma32(a: u32, b: u32, c: u32) -> u32 {
        f32::from_bits(a)
            .mul_add(f32::from_bits(b), f32::from_bits(c))
            .to_bits()
    }
    fn hfma64(a: u64, b: u64, c: u64) -> u64 {
        f64::from_bits(a)
            .mul_add(f64::from_bits(b), f64::from_bits(c))
            .to_bits()
    }
    fn step32(x: u32, k: i32) -> u32 {
        if x & 0x7F80_0000 == 0 || x & 0x7F80_0000 == 0x7F80_0000 {
            x
        } else {
            x.wrapping_add(k as u32)
        }
    }
    fn step64(x: u64, k: i64) -> u64 {
        let e = x & 0x7FF0_0000_0000_0000;
        if e == 0 || e == 0x7FF0_0000_0000_0000 {
            x
        } else {
            x.wrapping_add(k as u64)
        }
    }

    /// `a / b` with the sequence clang-22 emits for gfx1100 (gfx942 is identical apart
    /// from `s_nop` and SGPR-pair VCC) with `-cl-fp32-correctly-rounded-divide-sqrt`:
    /// the fma/mul steps are correctly rounded host operations, `v_rcp_f32` is this
    /// module's (optionally moved by `rcp_ulps` to model the 1-ulp hardware estimate).
    /// For a MODE that flushes f32 denormals clang wraps the fma steps in
    /// `s_denorm_mode 15` ... `s_denorm_mode 12` (gfx942: `s_setreg hwreg(HW_REG_MODE, 4, 2)`),
    /// i.e. only DIV_SCALE, RCP, DIV_FMAS and DIV_FIXUP see `mode`.
    fn seq_div_f32(a: u32, b: u32, mode: u32, rcp_ulps: i32) -> u32 {
        let neg = |x: u32| x ^ 0x8000_0000;
        let (den, _) = div_scale_f32_mode(b, b, a, mode); // v_div_scale_f32 v4, null, b, b, a
        let r = step32(rcp_f32(den, mode), rcp_ulps); //     v_rcp_f32 v5, v4
        let e = hfma32(neg(den), r, f(1.0)); //              v_fma_f32 v6, -v4, v5, 1.0
        let r = hfma32(e, r, r); //                          v_fmac_f32 v5, v6, v5
        let (num, vcc) = div_scale_f32_mode(a, b, a, mode); // v_div_scale_f32 v6, vcc_lo, a, b, a
        let q = (f32::from_bits(num) * f32::from_bits(r)).to_bits(); // v_mul_f32 v7, v6, v5
        let e = hfma32(neg(den), q, num); //                 v_fma_f32 v8, -v4, v7, v6
        let q = hfma32(e, r, q); //                          v_fmac_f32 v7, v8, v5
        let e = hfma32(neg(den), q, num); //                 v_fma_f32 v4, -v4, v7, v6
        let q = div_fmas_f32(e, r, q, vcc, mode); //         v_div_fmas_f32 v4, v4, v5, v7
        div_fixup_f32_mode(q, b, a, mode) //                 v_div_fixup_f32 v2, v4, v3, v2
    }

    /// `a / b` (f64) with clang-22's gfx1100 / gfx942 sequence (two Newton steps on the
    /// reciprocal, one on the quotient). `rcp_ulps` moves `v_rcp_f64` (a 2^29-ulp
    /// estimate in hardware).
    fn seq_div_f64(a: u64, b: u64, mode: u32, rcp_ulps: i64) -> u64 {
        let neg = |x: u64| x ^ (1 << 63);
        let one = d(1.0);
        // v_div_scale_f64 v[0:1], null, b, b, a
        let (den, _) = div_scale_f64_mode(b, b, a, mode);
        // v_rcp_f64 v[2:3], v[0:1]
        let r = step64(rcp_f64(den, mode), rcp_ulps);
        // v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0 ; v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
        let e = hfma64(neg(den), r, one);
        let r = hfma64(r, e, r);
        let e = hfma64(neg(den), r, one);
        let r = hfma64(r, e, r);
        // v_div_scale_f64 v[4:5], vcc_lo, a, b, a
        let (num, vcc) = div_scale_f64_mode(a, b, a, mode);
        // v_mul_f64 v[6:7], v[4:5], v[2:3]
        let q = (f64::from_bits(num) * f64::from_bits(r)).to_bits();
        // v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
        let e = hfma64(neg(den), q, num);
        // v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
        let q = div_fmas_f64(e, r, q, vcc, mode);
        // v_div_fixup_f64 v[0:1], v[0:1], b, a
        div_fixup_f64_mode(q, b, a, mode)
    }

    /// IEEE division of the (MODE-flushed) inputs, result flushed as MODE says.
    fn ieee_div32(a: u32, b: u32, mode: u32) -> u32 {
        let (a, b) = if flush_in_f32(mode) {
            (SP.ftz(a as u64) as u32, SP.ftz(b as u64) as u32)
        } else {
            (a, b)
        };
        let q = (f32::from_bits(a) / f32::from_bits(b)).to_bits();
        if flush_out_f32(mode) {
            SP.ftz(q as u64) as u32
        } else {
            q
        }
    }

    /// Runs the f32 sequence. With the correctly rounded reciprocal (`k == 0`) the result
    /// must be the IEEE quotient bit for bit. With a reciprocal moved by `k` ulps it must
    /// still be within one ulp, and the return value says whether it was exact: for a
    /// quotient within about 2^-48 (relative) of a rounding midpoint, such as
    /// `x / (1 - 2^-24)`, the last bit depends on the exact reciprocal, i.e. on the
    /// hardware's V_RCP_F32 table, which this module does not reproduce.
    fn check_div32(a: u32, b: u32, mode: u32, k: i32) -> bool {
        let got = seq_div_f32(a, b, mode, k);
        let want = ieee_div32(a, b, mode);
        if is_nan32(want) {
            assert!(
                is_nan32(got),
                "{a:#010x} / {b:#010x} mode {mode:#x}: {got:#010x}, want NaN"
            );
            return true;
        }
        if k != 0 && got != want && (got ^ want) >> 31 == 0 && got.abs_diff(want) == 1 {
            return false;
        }
        assert_eq!(got, want, "{a:#010x} / {b:#010x} mode {mode:#x} rcp{k:+}");
        true
    }

    /// The f64 counterpart of [`check_div32`] (`k` ulps on `V_RCP_F64`, a 2^29-ulp
    /// estimate in hardware that two Newton steps refine).
    fn check_div64(a: u64, b: u64, k: i64) -> bool {
        let got = seq_div_f64(a, b, MODE_DEFAULT, k);
        let want = (f64::from_bits(a) / f64::from_bits(b)).to_bits();
        if is_nan64(want) {
            assert!(
                is_nan64(got),
                "{a:#018x} / {b:#018x}: {got:#018x}, want NaN"
            );
            return true;
        }
        if k != 0 && got != want && (got ^ want) >> 63 == 0 && got.abs_diff(want) == 1 {
            return false;
        }
        assert_eq!(got, want, "{a:#018x} / {b:#018x} rcp{k:+}");
        true
    }

    const F32_SPECIALS: [u32; 34] = [
        0x0000_0000,
        0x8000_0000,
        0x7F80_0000,
        0xFF80_0000,
        0x7FC0_0000,
        0x7F80_0001,
        0xFFC0_0001,
        0x0000_0001,
        0x8000_0001,
        0x0000_0003,
        0x007F_FFFF,
        0x0040_0000,
        0x0080_0000,
        0x0080_0001,
        0x00C0_0000,
        0x7F7F_FFFF,
        0xFF7F_FFFF,
        0x7F00_0000,
        0x3F80_0000,
        0xBF80_0000,
        0x4040_0000,
        0x3DCC_CCCD,
        0x3F7F_FFFF,
        0x3F80_0001,
        0x1F80_0000,
        0x5F80_0000,
        0x0D80_0000,
        0x7180_0000,
        0x3380_0000,
        0x4B80_0000,
        0x0600_0000,
        0x7E80_0000,
        0x7E80_0001,
        0x2F80_0000,
    ];
    const F64_SPECIALS: [u64; 24] = [
        0,
        1 << 63,
        0x7FF0_0000_0000_0000,
        0xFFF0_0000_0000_0000,
        0x7FF8_0000_0000_0000,
        0x7FF0_0000_0000_0001,
        1,
        0x8000_0000_0000_0001,
        3,
        0x000F_FFFF_FFFF_FFFF,
        0x0010_0000_0000_0000,
        0x0018_0000_0000_0000,
        0x7FEF_FFFF_FFFF_FFFF,
        0xFFEF_FFFF_FFFF_FFFF,
        0x7FD0_0000_0000_0000,
        0x3FF0_0000_0000_0000,
        0xBFF0_0000_0000_0000,
        0x4008_0000_0000_0000,
        0x3FB9_9999_9999_999A,
        0x3FEF_FFFF_FFFF_FFFF,
        0x2FF0_0000_0000_0000,
        0x4FF0_0000_0000_0000,
        0x0100_0000_0000_0000,
        0x7E00_0000_0000_0000,
    ];

    #[test]
    fn div_scale_rules() {
        let p = |e: i32| f(2f32.powi(e));
        // ordinary operands: unchanged, VCC = 0
        assert_eq!(div_scale_f32(f(3.0), f(3.0), f(1.0)), (f(3.0), false));
        assert_eq!(div_scale_f32(f(1.0), f(3.0), f(1.0)), (f(1.0), false));
        // N/D near the maximum (delta >= 96): scale D up, post-scale
        let b = 0x0000_0001u32 << 19; // 2^-130, denormal
        assert_eq!(div_scale_f32(b, b, f(1.0)), (p(-66), true));
        assert_eq!(div_scale_f32(f(1.0), b, f(1.0)), (f(1.0), true));
        // denormal D, denormal N: both scaled by 2^64
        let a = 0x0000_0001u32 << 9; // 2^-140
        assert_eq!(div_scale_f32(b, b, a), (p(-66), false));
        assert_eq!(div_scale_f32(a, b, a), (p(-76), false));
        // huge D with tiny N/D: D scaled down, N unchanged, post-scale
        assert_eq!(div_scale_f32(p(127), p(127), f(1.0)), (p(63), true));
        assert_eq!(div_scale_f32(f(1.0), p(127), f(1.0)), (f(1.0), true));
        // huge D, moderate N/D: both scaled down
        assert_eq!(div_scale_f32(p(127), p(127), p(40)), (p(63), false));
        assert_eq!(div_scale_f32(p(40), p(127), p(40)), (p(-24), false));
        // N/D denormal (delta <= -96): N scaled up, post-scale
        assert_eq!(div_scale_f32(p(10), p(10), p(-100)), (p(10), true));
        assert_eq!(div_scale_f32(p(-100), p(10), p(-100)), (p(-36), true));
        // tiny N (exponent field <= 24): both scaled up
        assert_eq!(div_scale_f32(p(-110), p(-20), p(-110)), (p(-46), false));
        assert_eq!(div_scale_f32(p(-20), p(-20), p(-110)), (p(44), false));
        // zeros give the negative quiet NaN; infinities and NaNs pass (quieted)
        assert_eq!(div_scale_f32(0, 0, f(1.0)).0, 0xFFC0_0000);
        assert_eq!(div_scale_f32(f(1.0), f(2.0), 0x8000_0000).0, 0xFFC0_0000);
        assert_eq!(
            div_scale_f32(0x7F80_0000, 0x7F80_0000, f(1.0)).0,
            0x7F80_0000
        );
        assert_eq!(
            div_scale_f32(0x7F80_0001, 0x7F80_0001, f(1.0)).0,
            0x7FC0_0001
        );
        // MODE: flushed inputs make a denormal D zero
        assert_eq!(div_scale_f32_mode(b, b, f(1.0), 0x00).0, 0xFFC0_0000);
        assert_eq!(
            div_scale_f32_mode(b, b, f(1.0), 0xC0),
            div_scale_f32_mode(0, 0, f(1.0), 0xF0)
        );
        // the exact boundaries: delta 96 / 95 and -96 / -95, e(N) 24 / 25, e(D) 253 / 252
        assert_eq!(div_scale_f32(f(1.0), f(1.0), p(96)), (p(64), true));
        assert_eq!(div_scale_f32(f(1.0), f(1.0), p(95)), (f(1.0), false));
        assert_eq!(div_scale_f32(p(-96), f(1.0), p(-96)), (p(-32), true));
        assert_eq!(div_scale_f32(p(-95), f(1.0), p(-95)), (p(-95), false));
        assert_eq!(div_scale_f32(p(-103), p(-40), p(-103)), (p(-39), false));
        assert_eq!(div_scale_f32(p(-40), p(-40), p(-103)), (p(24), false));
        assert_eq!(div_scale_f32(p(-102), p(-40), p(-102)), (p(-102), false));
        assert_eq!(div_scale_f32(p(126), p(126), p(60)), (p(62), false));
        assert_eq!(div_scale_f32(p(125), p(125), p(60)), (p(125), false));
        // f64: threshold 768, scale 2^128
        let q = |e: i32| d(2f64.powi(e));
        let bd = 1u64 << 24; // 2^-1050, denormal
        assert_eq!(div_scale_f64(bd, bd, d(1.0)), (q(-922), true));
        assert_eq!(div_scale_f64(q(1023), q(1023), d(1.0)), (q(895), true));
        assert_eq!(div_scale_f64(q(1023), q(1023), q(300)), (q(895), false));
        assert_eq!(div_scale_f64(q(300), q(1023), q(300)), (q(172), false));
        assert_eq!(div_scale_f64(q(-1000), q(-300), q(-1000)), (q(-872), false));
        assert_eq!(div_scale_f64(q(-1000), q(-20), q(-1000)), (q(-872), true));
        assert_eq!(div_scale_f64(q(-800), q(10), q(-800)), (q(-672), true));
        assert_eq!(div_scale_f64(1 << 63, 0, d(1.0)).0, 0xFFF8_0000_0000_0000);
        // f64 boundaries: delta 768 / 767, e(N) 53 / 54, e(D) 2045 / 2044
        assert_eq!(div_scale_f64(d(1.0), d(1.0), q(768)), (q(128), true));
        assert_eq!(div_scale_f64(d(1.0), d(1.0), q(767)), (d(1.0), false));
        assert_eq!(div_scale_f64(q(-768), d(1.0), q(-768)), (q(-640), true));
        assert_eq!(div_scale_f64(q(-767), d(1.0), q(-767)), (q(-767), false));
        assert_eq!(div_scale_f64(q(-970), q(-500), q(-970)), (q(-842), false));
        assert_eq!(div_scale_f64(q(-969), q(-500), q(-969)), (q(-969), false));
        assert_eq!(div_scale_f64(q(1022), q(1022), q(500)), (q(894), false));
        assert_eq!(div_scale_f64(q(1021), q(1021), q(500)), (q(1021), false));
    }

    #[test]
    fn div_fmas_scaling() {
        assert_eq!(
            div_fmas_f32(f(2.0), f(3.0), f(1.0), false, MODE_DEFAULT),
            f(7.0)
        );
        // VCC: 2^+64 when S2's exponent field is above the bias (|S2| >= 2), else 2^-64
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(4.0), true, MODE_DEFAULT),
            f(5.0 * 2f32.powi(64))
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(2.0), true, MODE_DEFAULT),
            f(3.0 * 2f32.powi(64))
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(1.0), true, MODE_DEFAULT),
            f(2f32.powi(-63))
        );
        assert_eq!(
            div_fmas_f32(f(0.5), f(1.0), f(1.5), true, MODE_DEFAULT),
            f(2f32.powi(-63))
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(-4.0), true, MODE_DEFAULT),
            f(-3.0 * 2f32.powi(64))
        );
        // one rounding of the scaled value: exact (1 + 2^-16 + 2^-40) * 2^-134 rounds up at
        // denormal precision, while rounding to 24 bits first would leave a tie (-> even).
        let c = f((1.0 + 2f32.powi(-16)) * 2f32.powi(-70));
        let a = f(2f32.powi(-55));
        assert_eq!(div_fmas_f32(a, a, c, true, MODE_DEFAULT), 0x0000_8001);
        assert_eq!(div_fmas_f32(0, a, c, true, MODE_DEFAULT), 0x0000_8000);
        assert_eq!(div_fmas_f32(0, a, c, true, rmode(1)), 0x0000_8001);
        // output flushing follows MODE, with DIV's tininess rule (subnormal precision):
        // (1 - 2^-24) * 2^-126 rounds to the smallest normal and is kept
        let x = 0x207F_FFFF; // (1 - 2^-24) * 2^-62
        assert_eq!(div_fmas_f32(x, f(1.0), 0, true, MODE_DEFAULT), 0x0080_0000);
        assert_eq!(div_fmas_f32(x, f(1.0), 0, true, 0xD0), 0x0080_0000);
        assert_eq!(
            div_fmas_f32(f(0.5), f(2f32.powi(-70)), 0, true, MODE_DEFAULT),
            0x0000_4000
        );
        assert_eq!(div_fmas_f32(f(0.5), f(2f32.powi(-70)), 0, true, 0xD0), 0);
        assert_eq!(
            div_fmas_f32(f(-0.5), f(2f32.powi(-70)), 0, true, 0x00),
            0x8000_0000
        );
        // inputs are never flushed
        assert_eq!(div_fmas_f32(1, f(1.0), 0, false, 0x00), 0); // result flushed...
        assert_eq!(
            div_fmas_f32(1, f(2f32.powi(100)), 0, false, 0x00),
            f(2f32.powi(-49))
        );
        // NaN / infinity rules
        assert_eq!(
            div_fmas_f32(0x7F80_0001, f(1.0), f(1.0), true, MODE_DEFAULT),
            0x7FC0_0001
        );
        assert_eq!(
            div_fmas_f32(f(1.0), 0xFF80_0001, f(1.0), true, MODE_DEFAULT),
            0xFFC0_0001
        );
        assert_eq!(
            div_fmas_f32(0x7F80_0000, 0, f(1.0), false, MODE_DEFAULT),
            0xFFC0_0000
        );
        assert_eq!(
            div_fmas_f32(0x7F80_0000, f(1.0), 0xFF80_0000, false, MODE_DEFAULT),
            0xFFC0_0000
        );
        assert_eq!(
            div_fmas_f32(0x7F80_0000, f(-1.0), f(1.0), true, MODE_DEFAULT),
            0xFF80_0000
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), 0xFF80_0000, true, MODE_DEFAULT),
            0xFF80_0000
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(-1.0), f(1.0), false, MODE_DEFAULT),
            0
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(-1.0), f(1.0), false, rmode(2)),
            0x8000_0000
        );
        // f64: 2^+-128
        assert_eq!(
            div_fmas_f64(d(1.0), d(1.0), d(4.0), true, MODE_DEFAULT),
            d(5.0 * 2f64.powi(128))
        );
        assert_eq!(
            div_fmas_f64(d(1.0), d(1.0), d(1.0), true, MODE_DEFAULT),
            d(2f64.powi(-127))
        );
        assert_eq!(
            div_fmas_f64(d(2.0), d(3.0), d(1.0), false, MODE_DEFAULT),
            d(7.0)
        );
    }

    #[test]
    fn div_fixup_cases() {
        let m = MODE_DEFAULT;
        // NaN numerator first, then NaN denominator, quieted
        assert_eq!(div_fixup_f32(f(1.0), 0xFF80_0001, 0x7F80_0002), 0x7FC0_0002);
        assert_eq!(div_fixup_f32(f(1.0), 0xFF80_0001, f(2.0)), 0xFFC0_0001);
        // 0/0, inf/inf
        assert_eq!(div_fixup_f32(f(1.0), 0, 0x8000_0000), 0xFFC0_0000);
        assert_eq!(div_fixup_f32(f(1.0), 0xFF80_0000, 0x7F80_0000), 0xFFC0_0000);
        // x/0, inf/x -> signed inf; 0/x, x/inf -> signed zero
        assert_eq!(div_fixup_f32(f(1.0), 0x8000_0000, f(3.0)), 0xFF80_0000);
        assert_eq!(div_fixup_f32(f(1.0), f(-2.0), 0x7F80_0000), 0xFF80_0000);
        assert_eq!(div_fixup_f32(f(1.0), f(-2.0), 0), 0x8000_0000);
        assert_eq!(div_fixup_f32(f(1.0), 0x7F80_0000, f(-3.0)), 0x8000_0000);
        // sign of the result comes from S1 ^ S2, magnitude from S0
        assert_eq!(div_fixup_f32(f(3.0), f(-1.0), f(3.0)), f(-3.0));
        assert_eq!(div_fixup_f32(f(-3.0), f(-1.0), f(-3.0)), f(3.0));
        // underflow: e(N) - e(D) < -150
        let (n, dd) = (0x0080_0000, f(2f32.powi(30))); // 2^-126 / 2^30
        assert_eq!(div_fixup_f32(f(123.0), dd, n), 0);
        assert_eq!(div_fixup_f32(f(123.0), dd | 0x8000_0000, n), 0x8000_0000);
        assert_eq!(div_fixup_f32_mode(f(123.0), dd, n, rmode(1)), 1);
        assert_eq!(div_fixup_f32_mode(f(123.0), dd, n, rmode(1) & !0x20), 0); // output flushed
        assert_eq!(
            div_fixup_f32_mode(f(123.0), dd | 0x8000_0000, n, rmode(2)),
            0x8000_0001
        );
        // e(N) - e(D) = 0 - 150 is not below -150; 0 - 151 is
        assert_eq!(div_fixup_f32(f(5.0), f(2f32.powi(23)), 0x0000_0001), f(5.0));
        assert_eq!(div_fixup_f32(f(5.0), f(2f32.powi(24)), 0x0000_0001), 0);
        // overflow: an infinite quotient is inf, or the largest finite value when
        // rounding toward zero
        assert_eq!(
            div_fixup_f32(0x7F80_0000, f(2f32.powi(-10)), f(2f32.powi(120))),
            0x7F80_0000
        );
        assert_eq!(
            div_fixup_f32_mode(0x7F80_0000, f(2f32.powi(-10)), f(2f32.powi(120)), rmode(3)),
            0x7F7F_FFFF
        );
        assert_eq!(
            div_fixup_f32_mode(0x7F80_0000, f(-1e-10), f(1e38), rmode(1)),
            0xFF7F_FFFF
        );
        // MODE input flush: a denormal denominator is zero
        assert_eq!(div_fixup_f32_mode(f(1.0), 1, f(1.0), 0x00), 0x7F80_0000);
        assert_eq!(div_fixup_f32_mode(f(1.0), 1, f(1.0), m), f(1.0));
        // f64
        assert_eq!(div_fixup_f64(d(1.0), 0, 0), 0xFFF8_0000_0000_0000);
        assert_eq!(
            div_fixup_f64(d(1.0), 1 << 63, d(2.0)),
            0xFFF0_0000_0000_0000
        );
        assert_eq!(div_fixup_f64(d(2.5), d(-1.0), d(2.5)), d(-2.5));
        assert_eq!(
            div_fixup_f64(d(9.0), d(2f64.powi(60)), 0x0010_0000_0000_0000),
            0
        );
        assert_eq!(
            div_fixup_f64_mode(d(9.0), d(2f64.powi(60)), 0x0010_0000_0000_0000, rmode(1)),
            1
        );
        assert_eq!(
            div_fixup_f64(0x7FF8_0000_0000_0000, d(2.0), 0x7FF0_0000_0000_0001),
            0x7FF8_0000_0000_0001
        );
    }

    #[test]
    fn fp32_division_sequence_is_ieee() {
        let mut g = Rng(32);
        let (mut moved, mut off) = (0, 0);
        let mut check = |a: u32, b: u32, k: i32| {
            if k != 0 {
                moved += 1;
            }
            if !check_div32(a, b, MODE_DEFAULT, k) {
                off += 1;
            }
        };
        for &a in &F32_SPECIALS {
            for &b in &F32_SPECIALS {
                for k in [-1, 0, 1] {
                    check(a, b, k);
                    check(a ^ 0x8000_0000, b, k);
                }
            }
        }
        // every pair of exponent fields (step 3) with random significands
        for ea in (0..256u32).step_by(3) {
            for eb in (0..256u32).step_by(3) {
                for _ in 0..2 {
                    let a = (ea << 23) | (g.u32() & 0x807F_FFFF);
                    let b = (eb << 23) | (g.u32() & 0x807F_FFFF);
                    check(a, b, 0);
                    check(a, b, (g.below(2) as i32) * 2 - 1);
                }
            }
        }
        // denormal quotients that are exact ties, and their neighbours
        for k in 1..300u32 {
            for j in 0..26 {
                for b in [f(2f32.powi(j)), f(3.0 * 2f32.powi(j)), f(-(2f32.powi(j)))] {
                    check(k, b, 0);
                    check(k | 0x0080_0000, b, 0);
                }
            }
        }
        // quotients near the largest finite value
        for _ in 0..5000 {
            let a = 0x7F00_0000 | (g.u32() & 0x807F_FFFF);
            let b = 0x3E80_0000 + (g.u32() % 0x0100_0000);
            check(a, b, 0);
        }
        for _ in 0..300_000 {
            let (a, b) = (g.f32_bits(), g.f32_bits());
            check(a, b, 0);
            check(a, b, (g.below(2) as i32) * 2 - 1);
        }
        // with a moved reciprocal only the rare near-midpoint quotients may miss (most of
        // them come from the 1 - ulp divisors among the specials)
        assert!(off * 500 < moved, "{off} of {moved} one ulp off");
    }

    #[test]
    fn fp32_division_sequence_flush_mode() {
        // MODE with f32 denormals flushed (what -cl-denorms-are-zero compiles for): DIV_SCALE,
        // DIV_FMAS and DIV_FIXUP flush; the result is the flushed IEEE quotient.
        let mut g = Rng(33);
        for mode in [0xC0, 0x00, 0xC0 | 0x10, 0xC0 | 0x20] {
            for &a in &F32_SPECIALS {
                for &b in &F32_SPECIALS {
                    assert!(check_div32(a, b, mode, 0));
                }
            }
            for ea in (0..256u32).step_by(5) {
                for eb in (0..256u32).step_by(5) {
                    let a = (ea << 23) | (g.u32() & 0x807F_FFFF);
                    let b = (eb << 23) | (g.u32() & 0x807F_FFFF);
                    assert!(check_div32(a, b, mode, 0));
                }
            }
            for _ in 0..50_000 {
                assert!(check_div32(g.f32_bits(), g.f32_bits(), mode, 0));
            }
        }
    }

    #[test]
    fn fp64_division_sequence_is_ieee() {
        let mut g = Rng(64);
        let (mut moved, mut off) = (0, 0);
        let mut check = |a: u64, b: u64, k: i64| {
            if k != 0 {
                moved += 1;
            }
            if !check_div64(a, b, k) {
                off += 1;
            }
        };
        for &a in &F64_SPECIALS {
            for &b in &F64_SPECIALS {
                for k in [-(1 << 28), -1, 0, 1, 1 << 28] {
                    check(a, b, k);
                    check(a ^ (1 << 63), b, k);
                }
            }
        }
        let frac = |g: &mut Rng| g.next() & 0x800F_FFFF_FFFF_FFFF;
        for ea in (0..2048u64).step_by(23) {
            for eb in (0..2048u64).step_by(23) {
                let a = (ea << 52) | frac(&mut g);
                let b = (eb << 52) | frac(&mut g);
                check(a, b, 0);
                check(a, b, [1, -1, 1 << 28, -(1 << 28)][g.below(4) as usize]);
            }
        }
        for k in 1..200u64 {
            for j in 0..55 {
                let b = d(2f64.powi(j));
                check(k, b, 0);
                check(k, d(3.0) + b, 0);
            }
        }
        for _ in 0..200_000 {
            let (a, b) = (g.f64_bits(), g.f64_bits());
            check(a, b, 0);
            check(a, b, [1, -1, 1 << 28, -(1 << 28)][g.below(4) as usize]);
        }
        assert!(off * 500 < moved, "{off} of {moved} one ulp off");
    }

    // ------------------------------------------------------------------ fused multiply-add

    /// `round((a*b + c) * 2^adj)` via binary128 round-to-odd, then one rounding to `F`.
    fn quad_fma<F: Float + FloatConvert<Quad>>(a: F, b: F, c: F, adj: i32, r: Round) -> F
    where
        Quad: FloatConvert<F>,
    {
        let mut lost = false;
        let qa: Quad = a.convert(&mut lost).value;
        let qb: Quad = b.convert(&mut lost).value;
        let qc: Quad = c.convert(&mut lost).value;
        let t = qa.mul_add_r(qb, qc, Round::TowardZero);
        let inexact = t.status.contains(Status::INEXACT);
        let v = if t.value.is_zero() && !inexact {
            qa.mul_add_r(qb, qc, r).value // exact zero: sign from the rounding mode
        } else if inexact {
            Quad::from_bits(t.value.to_bits() | 1)
        } else {
            t.value
        };
        v.scalbn(adj).convert_r(r, &mut lost).value
    }

    #[test]
    fn fma_and_div_fmas_against_binary128() {
        let mut g = Rng(128);
        let finite32 = |g: &mut Rng| loop {
            let x = g.f32_bits();
            if x & 0x7F80_0000 != 0x7F80_0000 {
                return x;
            }
        };
        let finite64 = |g: &mut Rng| loop {
            let x = g.f64_bits();
            if x & 0x7FF0_0000_0000_0000 != 0x7FF0_0000_0000_0000 {
                return x;
            }
        };
        for i in 0..60_000 {
            let (a, b) = (finite32(&mut g), finite32(&mut g));
            let mut c = finite32(&mut g);
            if i % 3 == 0 {
                // near-cancellation: c close to -(a*b)
                let p = (f32::from_bits(a) * f32::from_bits(b)).to_bits() ^ 0x8000_0000;
                if p & 0x7F80_0000 != 0x7F80_0000 {
                    c = p.wrapping_add((g.below(5) as u32).wrapping_sub(2));
                }
            }
            for (code, &r) in RNDS.iter().enumerate() {
                let (sa, sb, sc) = (
                    Single::from_bits(a as u128),
                    Single::from_bits(b as u128),
                    Single::from_bits(c as u128),
                );
                let want = quad_fma(sa, sb, sc, 0, r).to_bits() as u32;
                let mode = rmode(code as u32);
                assert_eq!(
                    fma_f32(a, b, c, mode),
                    want,
                    "fma {a:#x} {b:#x} {c:#x} {r:?}"
                );
                assert_eq!(div_fmas_f32(a, b, c, false, mode), want);
                let adj = if SP.field(c as u64) > 127 { 64 } else { -64 };
                let want = quad_fma(sa, sb, sc, adj, r).to_bits() as u32;
                assert_eq!(
                    div_fmas_f32(a, b, c, true, mode),
                    want,
                    "fmas {a:#x} {b:#x} {c:#x} {r:?}"
                );
                // output flushed (f32 denorm mode 1), DIV tininess rule
                let flushed = if want & 0x7F80_0000 == 0 {
                    want & 0x8000_0000
                } else {
                    want
                };
                assert_eq!(div_fmas_f32(a, b, c, true, mode & !0x20), flushed);
            }
        }
        for i in 0..40_000 {
            let (a, b) = (finite64(&mut g), finite64(&mut g));
            let mut c = finite64(&mut g);
            if i % 3 == 0 {
                let p = (f64::from_bits(a) * f64::from_bits(b)).to_bits() ^ (1 << 63);
                if p & 0x7FF0_0000_0000_0000 != 0x7FF0_0000_0000_0000 {
                    c = p.wrapping_add(g.below(5).wrapping_sub(2));
                }
            }
            for (code, &r) in RNDS.iter().enumerate() {
                let (sa, sb, sc) = (
                    Double::from_bits(a as u128),
                    Double::from_bits(b as u128),
                    Double::from_bits(c as u128),
                );
                let mode = rmode(code as u32);
                let want = quad_fma(sa, sb, sc, 0, r).to_bits() as u64;
                assert_eq!(
                    fma_f64(a, b, c, mode),
                    want,
                    "fma {a:#x} {b:#x} {c:#x} {r:?}"
                );
                let adj = if DP.field(c) > 1023 { 128 } else { -128 };
                let want = quad_fma(sa, sb, sc, adj, r).to_bits() as u64;
                assert_eq!(
                    div_fmas_f64(a, b, c, true, mode),
                    want,
                    "fmas {a:#x} {b:#x} {c:#x} {r:?}"
                );
            }
        }
        // host fma agrees under the default MODE
        for _ in 0..50_000 {
            let (a, b, c) = (g.f32_bits(), g.f32_bits(), g.f32_bits());
            let (got, want) = (fma_f32(a, b, c, MODE_DEFAULT), hfma32(a, b, c));
            assert!(
                got == want || (is_nan32(got) && is_nan32(want)),
                "{a:#x} {b:#x} {c:#x}"
            );
        }
        // FMA's own tininess rule (after rounding) when flushing outputs
        assert_eq!(
            fma_f32(0x207F_FFFF, f(2f32.powi(-64)), 0, MODE_DEFAULT),
            0x0080_0000
        );
        assert_eq!(fma_f32(0x207F_FFFF, f(2f32.powi(-64)), 0, 0xD0), 0);
        assert_eq!(fma_f32(1, f(1.0), 0, 0xE0), 0); // input flushed
        assert_eq!(fma_f32(1, f(1.0), 0, 0xD0), 0); // kept, then result flushed
        assert_eq!(fma_f32(1, f(2f32.powi(30)), 0, 0xD0), f(2f32.powi(-119)));
    }

    // ------------------------------------------------------------------ class, rcp, sqrt, rsq

    #[test]
    fn cmp_class_each_class() {
        let v32: [(u32, u32); 11] = [
            (0x7F80_0001, 0),
            (0xFF80_0001, 0),
            (0x7FC0_0000, 1),
            (0xFF80_0000, 2),
            (f(-1.0), 3),
            (0x8000_0001, 4),
            (0x8000_0000, 5),
            (0, 6),
            (1, 7),
            (f(1.0), 8),
            (0x7F80_0000, 9),
        ];
        for (x, k) in v32 {
            for j in 0..10 {
                assert_eq!(cmp_class_f32(x, 1 << j), j == k, "{x:#x} bit {j}");
            }
            assert!(cmp_class_f32(x, 0x3FF));
            assert!(!cmp_class_f32(x, !0x3FF));
        }
        let v64: [(u64, u32); 10] = [
            (0x7FF0_0000_0000_0001, 0),
            (0x7FF8_0000_0000_0000, 1),
            (0xFFF0_0000_0000_0000, 2),
            (d(-2.5), 3),
            (0x8000_0000_0000_0001, 4),
            (1 << 63, 5),
            (0, 6),
            (0x000F_FFFF_FFFF_FFFF, 7),
            (0x0010_0000_0000_0000, 8),
            (0x7FF0_0000_0000_0000, 9),
        ];
        for (x, k) in v64 {
            for j in 0..10 {
                assert_eq!(cmp_class_f64(x, 1 << j), j == k, "{x:#x} bit {j}");
            }
        }
        // the mask clang's sqrt sequence uses: +-0 or +inf
        assert!(cmp_class_f32(0x8000_0000, 0x260) && cmp_class_f32(0x7F80_0000, 0x260));
        assert!(!cmp_class_f32(0xFF80_0000, 0x260) && !cmp_class_f32(1, 0x260));
    }

    #[test]
    fn rcp_sqrt_rsq_isa_examples_and_flushing() {
        for mode in [MODE_DEFAULT, 0x00] {
            // CDNA4 ISA functional examples
            assert_eq!(rcp_f32(0xFF80_0000, mode), 0x8000_0000);
            assert_eq!(rcp_f32(0xC000_0000, mode), 0xBF00_0000);
            assert_eq!(rcp_f32(0x8000_0000, mode), 0xFF80_0000);
            assert_eq!(rcp_f32(0x0000_0000, mode), 0x7F80_0000);
            assert_eq!(rcp_f32(0x7F80_0000, mode), 0x0000_0000);
            assert_eq!(rsq_f32(0xFF80_0000, mode), 0xFFC0_0000);
            assert_eq!(rsq_f32(0x8000_0000, mode), 0xFF80_0000);
            assert_eq!(rsq_f32(0x0000_0000, mode), 0x7F80_0000);
            assert_eq!(rsq_f32(0x4080_0000, mode), 0x3F00_0000);
            assert_eq!(rsq_f32(0x7F80_0000, mode), 0x0000_0000);
            assert_eq!(sqrt_f32(0xFF80_0000, mode), 0xFFC0_0000);
            assert_eq!(sqrt_f32(0x8000_0000, mode), 0x8000_0000);
            assert_eq!(sqrt_f32(0x0000_0000, mode), 0x0000_0000);
            assert_eq!(sqrt_f32(0x4080_0000, mode), 0x4000_0000);
            assert_eq!(sqrt_f32(0x7F80_0000, mode), 0x7F80_0000);
            // denormals flushed whatever the MODE
            assert_eq!(rcp_f32(1, mode), 0x7F80_0000);
            assert_eq!(rcp_f32(0x807F_FFFF, mode), 0xFF80_0000);
            assert_eq!(rcp_f32(f(2f32.powi(127)), mode), 0); // 2^-127 flushed
            assert_eq!(rcp_f32(f(-(2f32.powi(126))), mode), 0x8080_0000);
            assert_eq!(sqrt_f32(1, mode), 0);
            assert_eq!(sqrt_f32(0x8000_0001, mode), 0x8000_0000);
            assert_eq!(rsq_f32(1, mode), 0x7F80_0000);
            assert_eq!(rsq_f32(f(-4.0), mode), 0xFFC0_0000);
            assert_eq!(rcp_f32(0x7F80_0001, mode), 0x7FC0_0001);
            assert_eq!(sqrt_f32(0xFF80_0001, mode), 0xFFC0_0001);
            assert_eq!(rsq_f32(0x7F80_0001, mode), 0x7FC0_0001);
        }
        assert_eq!(rsq_f32(f(2.0), MODE_DEFAULT), 0x3F35_04F3);
        assert_eq!(rcp_f32(f(3.0), MODE_DEFAULT), 0x3EAA_AAAB);
        // f64 follows MODE
        let p = |e: i32| d(2f64.powi(e));
        assert_eq!(rcp_f64(p(-1023), MODE_DEFAULT), p(1023));
        assert_eq!(rcp_f64(p(-1023), 0x30), 0x7FF0_0000_0000_0000); // f64 inputs flushed
        assert_eq!(rcp_f64(p(1023), MODE_DEFAULT), p(-1023));
        assert_eq!(rcp_f64(p(1023), 0x70), 0); // f64 outputs flushed
        assert_eq!(rcp_f64(1, MODE_DEFAULT), 0x7FF0_0000_0000_0000); // overflows
        assert_eq!(rcp_f64(d(-0.0), MODE_DEFAULT), 0xFFF0_0000_0000_0000);
        assert_eq!(rcp_f64(d(3.0), MODE_DEFAULT), d(1.0 / 3.0));
        assert_eq!(sqrt_f64(1, MODE_DEFAULT), p(-537));
        assert_eq!(sqrt_f64(1, 0x30), 0);
        assert_eq!(sqrt_f64(d(-1.0), MODE_DEFAULT), 0xFFF8_0000_0000_0000);
        assert_eq!(rsq_f64(d(4.0), MODE_DEFAULT), d(0.5));
        assert_eq!(rsq_f64(d(0.25), MODE_DEFAULT), d(2.0));
        assert_eq!(rsq_f64(1, MODE_DEFAULT), p(537));
        assert_eq!(rsq_f64(1, 0x30), 0x7FF0_0000_0000_0000);
        assert_eq!(rsq_f64(p(1022), MODE_DEFAULT), p(-511));
        assert_eq!(rsq_f64(d(2.0), MODE_DEFAULT), 0x3FE6_A09E_667F_3BCD);
        assert_eq!(rsq_f64(d(-2.0), MODE_DEFAULT), 0xFFF8_0000_0000_0000);
        assert_eq!(rsq_f64(1 << 63, MODE_DEFAULT), 0xFFF0_0000_0000_0000);
        for k in -63..=63 {
            assert_eq!(rsq_f32(f(2f32.powi(2 * k)), MODE_DEFAULT), f(2f32.powi(-k)));
        }
    }

    /// Checks that `y` is `1/sqrt(x)` correctly rounded, with exact binary128 products
    /// (m^2 is exact; m^2 * x is bracketed by rounding down and up). Returns false when
    /// undecidable that way.
    fn rsq_is_correct<F: Float + FloatConvert<Quad>>(x: F, y: F) -> bool {
        let q = |v: F| -> Quad { v.convert(&mut false).value };
        let two = Quad::from_u128(2).value;
        let mid = |a: F, b: F| {
            (q(a) + q(b))
                .value
                .div_r(two, Round::NearestTiesToEven)
                .value
        };
        let one = Quad::from_u128(1).value;
        let side = |m: Quad| {
            let m2 = m.mul_r(m, Round::NearestTiesToEven).value; // exact
            let lo = m2.mul_r(q(x), Round::TowardNegative).value;
            let hi = m2.mul_r(q(x), Round::TowardPositive).value;
            // m^2 x < 1  <=>  1/sqrt(x) > m
            if hi < one {
                Some(true)
            } else if lo > one {
                Some(false)
            } else {
                None
            }
        };
        let down = y.next_down().value;
        let up = y.next_up().value;
        side(mid(down, y)) == Some(true) && side(mid(y, up)) == Some(false)
    }

    #[test]
    fn rcp_sqrt_rsq_are_correctly_rounded() {
        let mut g = Rng(11);
        for _ in 0..100_000 {
            let x = g.f32_bits() & 0x7FFF_FFFF;
            if !(0x0080_0000..0x7F80_0000).contains(&x) {
                continue;
            }
            let want = (1.0 / f32::from_bits(x)).to_bits();
            assert_eq!(
                rcp_f32(x, MODE_DEFAULT),
                SP.ftz(want as u64) as u32,
                "rcp {x:#x}"
            );
            assert_eq!(
                sqrt_f32(x, MODE_DEFAULT),
                f32::from_bits(x).sqrt().to_bits()
            );
            let y = rsq_f32(x, MODE_DEFAULT);
            assert!(
                rsq_is_correct(Single::from_bits(x as u128), Single::from_bits(y as u128)),
                "rsq {x:#x} -> {y:#x}"
            );
        }
        for _ in 0..50_000 {
            let x = g.f64_bits() & 0x7FFF_FFFF_FFFF_FFFF;
            if x == 0 || x >= 0x7FF0_0000_0000_0000 {
                continue;
            }
            assert_eq!(
                rcp_f64(x, MODE_DEFAULT),
                (1.0 / f64::from_bits(x)).to_bits(),
                "rcp {x:#x}"
            );
            assert_eq!(
                sqrt_f64(x, MODE_DEFAULT),
                f64::from_bits(x).sqrt().to_bits()
            );
            let y = rsq_f64(x, MODE_DEFAULT);
            let yh = 1.0 / f64::from_bits(x).sqrt();
            assert!((y as i64 - yh.to_bits() as i64).abs() <= 2);
            // decidable for all but a vanishing fraction of inputs
            let ok = rsq_is_correct(Double::from_bits(x as u128), Double::from_bits(y as u128));
            let undecided =
                !ok && !rsq_is_correct(
                    Double::from_bits(x as u128),
                    Double::from_bits(y as u128 + 1),
                ) && !rsq_is_correct(
                    Double::from_bits(x as u128),
                    Double::from_bits(y as u128 - 1),
                );
            assert!(ok || undecided, "rsq_f64 {x:#x} -> {y:#x}");
        }
    }

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
                    let want = Single::from_bits(x as u128).scalbn_r(e, r).to_bits() as u32;
                    assert_eq!(ldexp_f32(x, e, rmode(c as u32)), want, "{x:#x} {e} {r:?}");
                }
                if y & 0x7FF0_0000_0000_0000 != 0x7FF0_0000_0000_0000 {
                    let e = e * 6;
                    let want = Double::from_bits(y as u128).scalbn_r(e, r).to_bits() as u64;
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
                let want = Single::from_i128_r(i as i32 as i128, r).value.to_bits() as u32;
                assert_eq!(cvt_f32_i32(i, mode), want);
                let want = Single::from_u128_r(i as u128, r).value.to_bits() as u32;
                assert_eq!(cvt_f32_u32(i, mode), want);
                if !is_nan64(y) {
                    let mut lost = false;
                    let want: Single = Double::from_bits(y as u128).convert_r(r, &mut lost).value;
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

    // ------------------------------------------------------------------ DPP, swizzle

    #[test]
    fn dpp_source_lanes() {
        let s = |c: Dpp, l: u32| dpp_source_lane(c, l, true);
        let s32 = |c: Dpp, l: u32| dpp_source_lane(c, l, false);
        assert_eq!(s(Dpp::QuadPerm([1, 0, 3, 2]), 5), Some(4));
        assert_eq!(s(Dpp::QuadPerm([1, 0, 3, 2]), 6), Some(7));
        assert_eq!(s(Dpp::QuadPerm([3, 3, 3, 3]), 60), Some(63));
        assert_eq!(s(Dpp::RowShl(1), 0), Some(1));
        assert_eq!(s(Dpp::RowShl(1), 15), None);
        assert_eq!(s(Dpp::RowShl(1), 16), Some(17));
        assert_eq!(s(Dpp::RowShl(1), 31), None);
        assert_eq!(s(Dpp::RowShl(15), 0), Some(15));
        assert_eq!(s(Dpp::RowShl(15), 1), None);
        assert_eq!(s(Dpp::RowShr(1), 0), None);
        assert_eq!(s(Dpp::RowShr(1), 1), Some(0));
        assert_eq!(s(Dpp::RowShr(1), 16), None);
        assert_eq!(s(Dpp::RowShr(1), 17), Some(16));
        assert_eq!(s(Dpp::RowShr(15), 15), Some(0));
        assert_eq!(s(Dpp::RowShr(15), 14), None);
        assert_eq!(s(Dpp::RowRor(1), 0), Some(15));
        assert_eq!(s(Dpp::RowRor(1), 16), Some(31));
        assert_eq!(s(Dpp::RowRor(1), 5), Some(4));
        assert_eq!(s(Dpp::RowRor(15), 0), Some(1));
        assert_eq!(s(Dpp::WaveShl1, 0), Some(1));
        assert_eq!(s(Dpp::WaveShl1, 63), None);
        assert_eq!(s32(Dpp::WaveShl1, 31), None);
        assert_eq!(s(Dpp::WaveShl1, 31), Some(32));
        assert_eq!(s(Dpp::WaveRol1, 63), Some(0));
        assert_eq!(s32(Dpp::WaveRol1, 31), Some(0));
        assert_eq!(s(Dpp::WaveShr1, 0), None);
        assert_eq!(s(Dpp::WaveShr1, 32), Some(31));
        assert_eq!(s(Dpp::WaveRor1, 0), Some(63));
        assert_eq!(s32(Dpp::WaveRor1, 0), Some(31));
        assert_eq!(s(Dpp::RowMirror, 0), Some(15));
        assert_eq!(s(Dpp::RowMirror, 17), Some(30));
        assert_eq!(s(Dpp::RowHalfMirror, 0), Some(7));
        assert_eq!(s(Dpp::RowHalfMirror, 8), Some(15));
        assert_eq!(s(Dpp::RowHalfMirror, 9), Some(14));
        assert_eq!(s(Dpp::RowHalfMirror, 20), Some(19));
        assert_eq!(s(Dpp::RowBcast15, 5), None);
        assert_eq!(s(Dpp::RowBcast15, 16), Some(15));
        assert_eq!(s(Dpp::RowBcast15, 31), Some(15));
        assert_eq!(s(Dpp::RowBcast15, 32), Some(31));
        assert_eq!(s(Dpp::RowBcast15, 63), Some(47));
        assert_eq!(s(Dpp::RowBcast31, 31), None);
        assert_eq!(s(Dpp::RowBcast31, 32), Some(31));
        assert_eq!(s(Dpp::RowBcast31, 63), Some(31));
        assert_eq!(s32(Dpp::RowBcast31, 20), None);
        assert_eq!(s(Dpp::RowShare(3), 0), Some(3));
        assert_eq!(s(Dpp::RowShare(3), 20), Some(19));
        assert_eq!(s(Dpp::RowXmask(5), 0), Some(5));
        assert_eq!(s(Dpp::RowXmask(5), 21), Some(16));
        assert_eq!(s(Dpp::RowXmask(15), 33), Some(46));
        // every source lane stays in the wave
        for c in 0..0x200u16 {
            if let Some(dpp) = Dpp::from_ctrl(c) {
                for (w64, n) in [(true, 64), (false, 32)] {
                    for l in 0..n {
                        if let Some(src) = dpp_source_lane(dpp, l, w64) {
                            assert!(src < n, "{dpp:?} {l}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn dpp_ctrl_encoding() {
        let mut valid = 0;
        for c in 0..0x200u16 {
            if let Some(dpp) = Dpp::from_ctrl(c) {
                assert_eq!(dpp.ctrl(), c);
                valid += 1;
            }
        }
        assert_eq!(valid, 256 + 3 * 15 + 4 + 4 + 2 * 16);
        for c in [
            0x100, 0x110, 0x120, 0x131, 0x13F, 0x144, 0x14F, 0x170, 0x1FF,
        ] {
            assert_eq!(Dpp::from_ctrl(c), None, "{c:#x}");
        }
        // llvm-mc-22 encodings (byte 5 of the DPP dword = DPP_CTRL[7:0], bit 8 in byte 6)
        let enc: [(u16, Dpp); 13] = [
            (0x0B1, Dpp::QuadPerm([1, 0, 3, 2])),
            (0x01B, Dpp::QuadPerm([3, 2, 1, 0])),
            (0x101, Dpp::RowShl(1)),
            (0x10F, Dpp::RowShl(15)),
            (0x111, Dpp::RowShr(1)),
            (0x12F, Dpp::RowRor(15)),
            (0x130, Dpp::WaveShl1),
            (0x13C, Dpp::WaveRor1),
            (0x140, Dpp::RowMirror),
            (0x141, Dpp::RowHalfMirror),
            (0x143, Dpp::RowBcast31),
            (0x153, Dpp::RowShare(3)),
            (0x165, Dpp::RowXmask(5)),
        ];
        for (c, dpp) in enc {
            assert_eq!(Dpp::from_ctrl(c), Some(dpp));
            assert_eq!(dpp.ctrl(), c);
        }
    }

    #[test]
    fn dpp_masks_and_wave_ops_workload() {
        // row_mask 0b1010: rows 1 and 3; bank_mask 0b0101: lanes 0-3 and 8-11 of each row
        for l in 0..64u32 {
            let row_ok = l / 16 == 1 || l / 16 == 3;
            let bank_ok = (l % 16) / 4 == 0 || (l % 16) / 4 == 2;
            assert_eq!(
                dpp_lane_enabled(l, 0b1010, 0b0101),
                row_ok && bank_ok,
                "lane {l}"
            );
            assert!(dpp_lane_enabled(l, 0xF, 0xF));
            assert!(!dpp_lane_enabled(l, 0, 0xF) && !dpp_lane_enabled(l, 0xF, 0));
        }
        // wave_ops (workloads/amdgpu/wave_ops/wave_ops.hip): o[1] row_shr:1 bound_ctrl:1,
        // o[2] quad_perm:[3,2,1,0] (ctrl 0x1b), o[3] ds_swizzle offset 0x041f
        let mut g = Rng(91);
        for w64 in [false, true] {
            let n = if w64 { 64 } else { 32 };
            let x: Vec<u32> = (0..n).map(|_| g.u32()).collect();
            for l in 0..n {
                let o1 = dpp_source_lane(Dpp::from_ctrl(0x111).unwrap(), l, w64)
                    .map_or(0, |s| x[s as usize]);
                assert_eq!(o1, if l % 16 == 0 { 0 } else { x[l as usize - 1] });
                let o2 =
                    x[dpp_source_lane(Dpp::from_ctrl(0x1b).unwrap(), l, w64).unwrap() as usize];
                assert_eq!(o2, x[((l & !3) | (3 - (l & 3))) as usize]);
                assert_eq!(
                    x[swizzle_source_lane(0x041F, l) as usize],
                    x[(l ^ 1) as usize]
                );
            }
        }
    }

    #[test]
    fn swizzle_isa_tables() {
        // CDNA4 ISA DS_SWIZZLE_B32 examples, input {1, 2, ..., 0x20}: out[i] = in[src(i)]
        let run =
            |off: u16| -> Vec<u32> { (0..32).map(|l| swizzle_source_lane(off, l) + 1).collect() };
        let fft0 = [
            0x01, 0x11, 0x09, 0x19, 0x05, 0x15, 0x0d, 0x1d, 0x03, 0x13, 0x0b, 0x1b, 0x07, 0x17,
            0x0f, 0x1f, 0x02, 0x12, 0x0a, 0x1a, 0x06, 0x16, 0x0e, 0x1e, 0x04, 0x14, 0x0c, 0x1c,
            0x08, 0x18, 0x10, 0x20,
        ];
        let fft10 = [
            0x01, 0x09, 0x05, 0x0d, 0x03, 0x0b, 0x07, 0x0f, 0x02, 0x0a, 0x06, 0x0e, 0x04, 0x0c,
            0x08, 0x10, 0x11, 0x19, 0x15, 0x1d, 0x13, 0x1b, 0x17, 0x1f, 0x12, 0x1a, 0x16, 0x1e,
            0x14, 0x1c, 0x18, 0x20,
        ];
        let ident: Vec<u32> = (1..=32).collect();
        assert_eq!(run(0xE000), fft0);
        assert_eq!(run(0xE010), fft10);
        assert_eq!(run(0xE01F), ident);
        let rot_l: Vec<u32> = (0..32).map(|i| (i + 1) % 32 + 1).collect();
        let rot_r: Vec<u32> = (0..32).map(|i| (i + 31) % 32 + 1).collect();
        assert_eq!(run(0xC020), rot_l); // offset[9:5] = 1, left
        assert_eq!(run(0xC420), rot_r); // right
        let rot_l_m1 = [
            0x01, 0x04, 0x03, 0x06, 0x05, 0x08, 0x07, 0x0a, 0x09, 0x0c, 0x0b, 0x0e, 0x0d, 0x10,
            0x0f, 0x12, 0x11, 0x14, 0x13, 0x16, 0x15, 0x18, 0x17, 0x1a, 0x19, 0x1c, 0x1b, 0x1e,
            0x1d, 0x20, 0x1f, 0x02,
        ];
        let rot_r_m1 = [
            0x1f, 0x02, 0x01, 0x04, 0x03, 0x06, 0x05, 0x08, 0x07, 0x0a, 0x09, 0x0c, 0x0b, 0x0e,
            0x0d, 0x10, 0x0f, 0x12, 0x11, 0x14, 0x13, 0x16, 0x15, 0x18, 0x17, 0x1a, 0x19, 0x1c,
            0x1b, 0x1e, 0x1d, 0x20,
        ];
        assert_eq!(run(0xC021), rot_l_m1);
        assert_eq!(run(0xC421), rot_r_m1);
        // the upper half of a wave64 is its own group of 32 in every mode but quad perm
        for off in [0xE000u16, 0xC020, 0xC421, 0x041F, 0x7C1F, 0x0018] {
            for l in 0..32 {
                assert_eq!(
                    swizzle_source_lane(off, l + 32),
                    swizzle_source_lane(off, l) + 32
                );
            }
        }
        // quad perm: offset[15] = 1, two bits per lane of the quad
        let q = 0x8000 | 0b00_01_10_11;
        assert_eq!(
            (4..8)
                .map(|l| swizzle_source_lane(q, l))
                .collect::<Vec<_>>(),
            [7, 6, 5, 4]
        );
        assert_eq!(swizzle_source_lane(0x80E4, 45), 45);
        // bit-mask mode examples of the ISA text
        for l in 0..64u32 {
            assert_eq!(swizzle_source_lane(0x401F, l), l ^ 16); // SWAPX16
            assert_eq!(swizzle_source_lane(0x041F, l), l ^ 1); // SWAPX1
            assert_eq!(swizzle_source_lane(0x7C1F, l), l ^ 31); // REVERSEX32
            assert_eq!(swizzle_source_lane(0x0C1F, l), l ^ 3); // REVERSEX4
            assert_eq!(swizzle_source_lane(5 << 5, l), (l & 32) | 5); // BCASTX32, thread 5
            assert_eq!(swizzle_source_lane(0x18 | (3 << 5), l), (l & !7) | 3); // BCASTX8, thread 3
        }
    }

    // ------------------------------------------------------------------ LLVM constant folder

    /// `sim/tests/fixtures/amdgpu_fold/fold.txt`, made by `gen.py` there from
    /// `opt-22 -passes=instcombine` (LLVM's AMDGPU constant folder), default MODE.
    #[test]
    fn llvm_constant_folder_fixture() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/amdgpu_fold/fold.txt"
        );
        let text = std::fs::read_to_string(path).expect("fold.txt (run gen.py in its directory)");
        let m = MODE_DEFAULT;
        let (mut n, mut bad) = (0, Vec::new());
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let mut it = line.split_whitespace();
            let op = it.next().unwrap();
            let v: Vec<u64> = it.map(|h| u64::from_str_radix(h, 16).unwrap()).collect();
            let (want, args) = (*v.last().unwrap(), &v[..v.len() - 1]);
            let a = |k: usize| args[k] as u32;
            let got: u64 = match op {
                "ubfe" => bfe_u32(a(0), a(1), a(2)) as u64,
                "sbfe" => bfe_i32(a(0), a(1), a(2)) as u64,
                "perm" => perm_b32(a(0), a(1), a(2)) as u64,
                "alignbit" => alignbit_b32(a(0), a(1), a(2)) as u64,
                "frexp_mant_f32" => frexp_mant_f32(a(0)) as u64,
                "frexp_exp_f32" => frexp_exp_i32_f32(a(0)) as u64,
                "frexp_mant_f64" => frexp_mant_f64(args[0]),
                "frexp_exp_f64" => frexp_exp_i32_f64(args[0]) as u64,
                "class_f32" => cmp_class_f32(a(0), a(1)) as u64,
                "class_f64" => cmp_class_f64(args[0], a(1)) as u64,
                "fract_f32" => fract_f32(a(0)) as u64,
                "fract_f64" => fract_f64(args[0]),
                "ldexp_f32" => ldexp_f32(a(0), a(1) as i32, m) as u64,
                "ldexp_f64" => ldexp_f64(args[0], a(1) as i32, m),
                "rcp_f32" => rcp_f32(a(0), m) as u64,
                "rcp_f64" => rcp_f64(args[0], m),
                "sqrt_f32" => sqrt_f32(a(0), m) as u64,
                "sqrt_f64" => sqrt_f64(args[0], m),
                "trunc_f32" => trunc_f32(a(0)) as u64,
                "floor_f32" => floor_f32(a(0)) as u64,
                "ceil_f32" => ceil_f32(a(0)) as u64,
                "rndne_f32" => rndne_f32(a(0)) as u64,
                "cvt_i32_f32" => cvt_i32_f32(a(0)) as u64,
                "cvt_u32_f32" => cvt_u32_f32(a(0)) as u64,
                "cvt_i32_f64" => cvt_i32_f64(args[0]) as u64,
                "cvt_u32_f64" => cvt_u32_f64(args[0]) as u64,
                "cvt_f32_i32" => cvt_f32_i32(a(0), m) as u64,
                "cvt_f32_u32" => cvt_f32_u32(a(0), m) as u64,
                "cvt_f64_i32" => cvt_f64_i32(a(0)),
                "cvt_f64_u32" => cvt_f64_u32(a(0)),
                "cvt_f64_f32" => cvt_f64_f32(a(0), m),
                "cvt_f32_f64" => cvt_f32_f64(args[0], m) as u64,
                _ => panic!("unknown fixture op {op}"),
            };
            n += 1;
            if got != want {
                bad.push(format!("{line}: got {got:x}"));
            }
        }
        assert!(n > 10_000, "only {n} vectors");
        assert!(
            bad.is_empty(),
            "{} of {n} differ from LLVM:\n{}",
            bad.len(),
            bad[..bad.len().min(20)].join("\n")
        );
    }

    // ------------------------------------------------------------------ workload expectations

    /// A little-endian u32 buffer of `workloads/amdgpu/<rel>`, or `None` when absent.
    fn workload_u32(rel: &str) -> Option<Vec<u32>> {
        let path = format!("{}/../workloads/amdgpu/{rel}", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(&path).ok()?;
        Some(
            bytes
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        )
    }

    fn workload_u64(rel: &str) -> Option<Vec<u64>> {
        let v = workload_u32(rel)?;
        Some(
            v.chunks_exact(2)
                .map(|p| p[0] as u64 | (p[1] as u64) << 32)
                .collect(),
        )
    }

    /// `init: { random: { seed, min: 0, max: 4294967295 } }` (workloads/ptx/warpsim_rng.py).
    fn random_u32(seed: u64, n: usize) -> Vec<u32> {
        let mut g = Rng(seed);
        (0..n).map(|_| g.next() as u32).collect()
    }

    #[test]
    fn workload_bitfield_and_int_math() {
        // bitfield: ub[i] = ubfe(in[i], ow[i] & 0xff, ow[i] >> 8), sb[i] likewise (n = 5000)
        let (Some(ow), Some(ub), Some(sb)) = (
            workload_u32("bitfield/ow.bin"),
            workload_u32("bitfield/ub_expected.bin"),
            workload_u32("bitfield/sb_expected.bin"),
        ) else {
            panic!("workloads/amdgpu/bitfield: expected files missing");
        };
        let xs = random_u32(41, 5000);
        for i in 0..5000 {
            let (o, w) = (ow[i] & 0xFF, ow[i] >> 8);
            assert_eq!(bfe_u32(xs[i], o, w), ub[i], "bitfield ub[{i}]");
            assert_eq!(bfe_i32(xs[i], o, w), sb[i], "bitfield sb[{i}]");
        }
        // int_math: out[16i+8] = perm(a, b, c), [16i+9] = alignbit(a, b, b >> 8),
        // [16i+15] = (a >>arith (b & 31)) + sad_u8(a, b, 7)
        let (Some(a), Some(b), Some(c), Some(out)) = (
            workload_u32("int_math/a.bin"),
            workload_u32("int_math/b.bin"),
            workload_u32("int_math/c.bin"),
            workload_u32("int_math/out_expected.bin"),
        ) else {
            panic!("workloads/amdgpu/int_math: expected files missing");
        };
        assert_eq!(a.len(), 4096);
        for i in 0..a.len() {
            assert_eq!(perm_b32(a[i], b[i], c[i]), out[16 * i + 8], "perm [{i}]");
            assert_eq!(
                alignbit_b32(a[i], b[i], b[i] >> 8),
                out[16 * i + 9],
                "alignbit [{i}]"
            );
            let o15 = (((a[i] as i32) >> (b[i] & 31)) as u32).wrapping_add(sad_u8(a[i], b[i], 7));
            assert_eq!(o15, out[16 * i + 15], "sad [{i}]");
        }
    }

    #[test]
    fn workload_pack_rgba8() {
        let (Some(data), Some(px), Some(one), Some(two)) = (
            workload_u32("pack_rgba8/in.bin"),
            workload_u32("pack_rgba8/px_expected.bin"),
            workload_u32("pack_rgba8/one_expected.bin"),
            workload_u32("pack_rgba8/two_expected.bin"),
        ) else {
            panic!("workloads/amdgpu/pack_rgba8: expected files missing");
        };
        let n = 1000;
        let (acc, sel) = (random_u32(101, n), random_u32(102, n));
        let pk = |x: u32, s: u32, r: u32| cvt_pk_u8_f32(x, s, r, false, false, MODE_DEFAULT);
        for i in 0..n {
            let [cx, cy, cz, cw] = [
                data[4 * i],
                data[4 * i + 1],
                data[4 * i + 2],
                data[4 * i + 3],
            ];
            let r = pk(cw, 2, pk(cz, 0, pk(cy, 1, pk(cx, 3, acc[i]))));
            assert_eq!(r, px[i], "px[{i}]");
            assert_eq!(pk(cx, sel[i], acc[i]), one[i], "one[{i}]");
            assert_eq!(pk(cy, 0, pk(cz, 2, 0)), two[i], "two[{i}]");
        }
    }

    #[test]
    fn workload_fp_math_divisions() {
        // f[8i] = x / y (f32), g[3i+1] = w / y (f64), n = 2000 rows (24 crafted:
        // zero divisors, denormal quotients and divisors, overflow)
        let (Some(x), Some(y), Some(w), Some(fo), Some(go)) = (
            workload_u32("fp_math/a.bin"),
            workload_u32("fp_math/b.bin"),
            workload_u64("fp_math/d.bin"),
            workload_u32("fp_math/f_expected.bin"),
            workload_u64("fp_math/g_expected.bin"),
        ) else {
            panic!("workloads/amdgpu/fp_math: expected files missing");
        };
        assert_eq!(x.len(), 2000);
        for i in 0..x.len() {
            for k in [-1, 0, 1] {
                assert_eq!(
                    seq_div_f32(x[i], y[i], MODE_DEFAULT, k),
                    fo[8 * i],
                    "f[{}] rcp{k:+}",
                    8 * i
                );
            }
            let yd = cvt_f64_f32(y[i], MODE_DEFAULT);
            assert_eq!(
                seq_div_f64(w[i], yd, MODE_DEFAULT, 0),
                go[3 * i + 1],
                "g[{}]",
                3 * i + 1
            );
        }
    }
}
