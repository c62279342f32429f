//! AMD packed-FP32 arithmetic (VOP3P `V_PK_ADD_F32`, `V_PK_MUL_F32`, `V_PK_FMA_F32` of
//! gfx90a and gfx940+): two independent f32 operations on 64-bit register pairs,
//! steered per source by the VOP3P modifiers. Pure functions on raw bits; the
//! executor reads the three 64-bit sources and calls [`pk_f32`] per active lane.
//!
//! # Sources
//! * AMD "Instinct MI200 (CDNA2) ISA" and "CDNA3 ISA" reference guides: the packed FP32
//!   instructions perform two FP32 operations on adjacent, even-aligned register pairs
//!   and apply the same rounding and denormal modes to both (CDNA2 white paper,
//!   "Packed FP32"); `V_PK_FMA_F32` is fused.
//! * LLVM 22 (`VOP3PInstructions.td`, `AMDGPUISelDAGToDAG::SelectVOP3PMods`, the
//!   `gfx90a_asm_features.s` MC tests): `op_sel[k]` picks the half of source k that feeds
//!   the low result, `op_sel_hi[k]` the half that feeds the high result (default all
//!   ones, i.e. lo from lo and hi from hi); `neg_lo[k]` / `neg_hi[k]` negate the value
//!   feeding the low / high result *after* that selection (ISel folds an `fneg` of the
//!   low element into NEG and an extract of the high element into OP_SEL_0).
//! * Each half is then computed exactly as the scalar `V_ADD_F32` / `V_MUL_F32` /
//!   `V_FMA_F32` are ([`super::amd::valu_fmode`]: MODE rounding, f32 denormal flushing
//!   unless denorm mode 3, the first NaN input quieted, clamp to [0, 1]).
//!
//! Constants: a packed source that is an inline constant reads its 32-bit value in both
//! halves (the lowering builds that 64-bit operand). LLVM only ever relies on the low
//! half (it writes `1.0 op_sel_hi:[1,0]` for a splat and materialises `<1.0, 0.0>` in
//! SGPRs), and its operand folder treats a splat inline constant as foldable with the
//! default op_sel_hi, which is what replication gives.

use super::amd::valu_fmode;
use super::float;

/// The operation of a packed-FP32 instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PkF32 {
    Add,
    Mul,
    Fma,
}

pub use crate::ir::amd::PkMods;

/// The f32 bits source `k` (64-bit value `s`) contributes to the high (`hi`) or low
/// result half: the half the op_sel (op_sel_hi) bit selects, its sign flipped when
/// neg_lo (neg_hi) is set. A NaN is negated like any value (sign bit only).
pub fn pk_input(s: u64, k: usize, hi: bool, m: PkMods) -> u32 {
    let (sel, neg) = if hi {
        (m.op_sel_hi, m.neg_hi)
    } else {
        (m.op_sel, m.neg_lo)
    };
    let half = (if (sel >> k) & 1 != 0 { s >> 32 } else { s }) as u32;
    half ^ (((neg >> k) & 1) as u32) << 31
}

/// `V_PK_ADD_F32` / `V_PK_MUL_F32` (sources 0 and 1) / `V_PK_FMA_F32` (`S0 * S1 + S2`,
/// one rounding): result bits [31:0] from the low inputs, [63:32] from the high inputs
/// ([`pk_input`]), each rounded, flushed and clamped as the scalar f32 instruction is
/// under `mode` (see the module doc).
pub fn pk_f32(op: PkF32, s: [u64; 3], m: PkMods, mode: u32) -> u64 {
    let fm = valu_fmode(mode, false, m.clamp);
    let half = |hi: bool| {
        let x = |k: usize| pk_input(s[k], k, hi, m);
        match op {
            PkF32::Add => float::add32(x(0), x(1), fm),
            PkF32::Mul => float::mul32(x(0), x(1), fm),
            PkF32::Fma => float::fma32(x(0), x(1), x(2), fm),
        }
    };
    half(false) as u64 | (half(true) as u64) << 32
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: u32 = 0x3F80_0000;
    const TWO: u32 = 0x4000_0000;
    const THREE: u32 = 0x4040_0000;

    fn pair(lo: u32, hi: u32) -> u64 {
        lo as u64 | (hi as u64) << 32
    }

    #[test]
    fn modifier_bits_round_trip() {
        for b in 0..(1u64 << 17) {
            let m = PkMods::from_bits(b);
            let canon = b & 0x1_7777;
            assert_eq!(m.to_bits(), canon);
        }
        assert_eq!(PkMods::default().to_bits(), 0x70);
    }

    #[test]
    fn selection_and_negation_per_half() {
        let a = pair(ONE, TWO);
        let b = pair(THREE, 0x4080_0000); // (3, 4)
        let d = PkMods::default();
        // (1 + 3, 2 + 4)
        assert_eq!(
            pk_f32(PkF32::Add, [a, b, 0], d, 0xF0),
            pair(0x4080_0000, 0x40C0_0000)
        );
        // op_sel:[1,0] op_sel_hi:[0,1]: lo = a.hi + b.lo = 5, hi = a.lo + b.hi = 5
        let m = PkMods {
            op_sel: 0b01,
            op_sel_hi: 0b10,
            ..d
        };
        assert_eq!(
            pk_f32(PkF32::Add, [a, b, 0], m, 0xF0),
            pair(0x40A0_0000, 0x40A0_0000)
        );
        // neg_lo:[0,1] neg_hi:[0,1]: a - b
        let m = PkMods {
            neg_lo: 0b10,
            neg_hi: 0b10,
            ..d
        };
        assert_eq!(
            pk_f32(PkF32::Add, [a, b, 0], m, 0xF0),
            pair(0xC000_0000, 0xC000_0000)
        );
        // FMA with neg only on the high half of src2: lo 1*3+1 = 4, hi 2*4-2 = 6
        let m = PkMods { neg_hi: 0b100, ..d };
        assert_eq!(
            pk_f32(PkF32::Fma, [a, b, a], m, 0xF0),
            pair(0x4080_0000, 0x40C0_0000)
        );
        // clamp
        let m = PkMods { clamp: true, ..d };
        assert_eq!(pk_f32(PkF32::Mul, [a, b, 0], m, 0xF0), pair(ONE, ONE));
    }
}
