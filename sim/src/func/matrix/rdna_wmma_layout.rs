//! Where each matrix element of an RDNA `v_wmma_*` (16 x 16 x K) lives in a wave's
//! registers, as formulas. Re-expressed from the AMD Matrix Instruction Calculator's
//! gfx11 and gfx12 rules (ROCm/amd_matrix_instruction_calculator, InstCalcGfx11 and
//! InstCalcGfx12) and the RDNA3 ISA guide section 7.9 figures.
//!
//! Inputs: `row` is the row of A or the column of B, `k` the depth; the result is
//! (lane, element), the element counted in units of the input type from bit 0 of
//! the lane's first register.
//! - RDNA3: lane `row` holds the whole row, element `k`; lanes `row + 16 c` hold
//!   copies (the ISA requires them equal; warpsim checks).
//! - RDNA4 wave32: 16-bit: lanes 0-15 hold k 0-3 and 8-11, lanes 16-31 k 4-7 and
//!   12-15; 8/4-bit: lanes 0-15 hold the first K/2, lanes 16-31 the rest.
//! - RDNA4 wave64: 16-bit: lane group `k / 4`; 8-bit: lane group bit 1 = `k / 4 % 2`,
//!   bit 0 = `k / 8`; 4-bit K=32: bit 1 = `k / 8 % 2`, bit 0 = `k / 16`; 4-bit K=16
//!   uses lanes 0-31 as in wave32.
//!
//! Outputs (C and D): (lane, element in units of the output type).
//! - RDNA3: row `i` in register `i / (W / 16)`, lanes `16 (i % (W / 16)) + j`;
//!   16-bit results take the low or high half of that register (`op_sel`), so their
//!   element is `2 reg + hi`.
//! - RDNA4 wave32: lanes `16 (i / 8) + j`, element `i % 8`; wave64: lanes
//!   `32 (i / 4 % 2) + 16 (i / 8) + j`, element `i % 4` (16-bit results packed).

use crate::ir::rdna_wmma_form::RDNA3;

/// (lane, element) of input element (`row`, `k`) of a `bits`-bit type for a
/// 16 x 16 x `kdim` instruction (the first copy on RDNA3).
#[inline]
pub fn in_at(gen: u8, wave: u32, bits: u32, kdim: u32, row: u32, k: u32) -> (u32, u32) {
    if gen == RDNA3 {
        return (row, k);
    }
    match (wave, bits) {
        (32, 16) => (row + 16 * (k / 4 % 2), 4 * (k / 8) + k % 4),
        (32, _) => (row + 16 * (k / (kdim / 2)), k % (kdim / 2)),
        (_, 16) => (row + 16 * (k / 4), k % 4),
        (_, 8) => (row + 32 * (k / 4 % 2) + 16 * (k / 8), k % 4),
        (_, _) if kdim == 16 => (row + 16 * (k / 8), k % 8),
        _ => (row + 32 * (k / 8 % 2) + 16 * (k / 16), k % 8),
    }
}

/// (lane, element) of C/D element (i, j); `bits` of the output type; `hi`: RDNA3
/// `op_sel` high half for 16-bit results.
#[inline]
pub fn out_at(gen: u8, wave: u32, bits: u32, hi: bool, i: u32, j: u32) -> (u32, u32) {
    if gen == RDNA3 {
        let per = wave / 16;
        let reg = i / per;
        let e = if bits == 16 { 2 * reg + hi as u32 } else { reg };
        return (16 * (i % per) + j, e);
    }
    if wave == 32 {
        (16 * (i / 8) + j, i % 8)
    } else {
        (32 * (i / 4 % 2) + 16 * (i / 8) + j, i % 4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::rdna_wmma_form::{RDNA4, RDNA_WMMA};

    /// Every input and output position is hit exactly once per copy, and within the
    /// registers the form has.
    #[test]
    fn layouts_are_bijections() {
        for f in RDNA_WMMA {
            for gen in [RDNA3, RDNA4] {
                if f.gens & gen == 0 {
                    continue;
                }
                for wave in [32, 64] {
                    let (na, _, nd) = f.regs(gen, wave);
                    let k = f.k as u32;
                    let bits = f.a.bits();
                    let per = na * 32 / bits;
                    let mut seen = vec![false; (wave * per) as usize];
                    for row in 0..16 {
                        for kk in 0..k {
                            let (l, e) = in_at(gen, wave, bits, k, row, kk);
                            assert!(l < wave && e < per, "{f:?} {gen} {wave}");
                            let s = &mut seen[(l * per + e) as usize];
                            assert!(!*s, "{f:?} gen {gen} w{wave} A[{row}][{kk}]");
                            *s = true;
                        }
                    }
                    let dbits = f.d.bits();
                    let per = nd * 32 / dbits;
                    let mut seen = vec![false; (wave * per) as usize];
                    for hi in [false, true] {
                        if hi && (gen != RDNA3 || dbits != 16) {
                            continue;
                        }
                        for i in 0..16 {
                            for j in 0..16 {
                                let (l, e) = out_at(gen, wave, dbits, hi, i, j);
                                assert!(l < wave && e < per, "{f:?} {gen} {wave}");
                                let s = &mut seen[(l * per + e) as usize];
                                assert!(!*s, "{f:?} gen {gen} w{wave} D[{i}][{j}]");
                                *s = true;
                            }
                        }
                    }
                }
            }
        }
    }

    /// Spot checks against the calculator's register tables.
    #[test]
    fn known_positions() {
        // RDNA4 wave32 f16 A[3][9]: v2.[31:16] of lane 3 (element 5).
        assert_eq!(in_at(RDNA4, 32, 16, 16, 3, 9), (3, 5));
        // A[3][5]: v0.[31:16]... of lane 19 (k 4-7 in lanes 16-31): element 1.
        assert_eq!(in_at(RDNA4, 32, 16, 16, 3, 5), (19, 1));
        // RDNA4 wave32 iu8 A[2][10]: lane 18, v0.[23:16] (element 2).
        assert_eq!(in_at(RDNA4, 32, 8, 16, 2, 10), (18, 2));
        // RDNA4 wave64 iu8 A[2][5]: lane 34, element 1.
        assert_eq!(in_at(RDNA4, 64, 8, 16, 2, 5), (34, 1));
        // RDNA4 wave64 f32 D[5][1]: lane 33, v1.
        assert_eq!(out_at(RDNA4, 64, 32, false, 5, 1), (33, 1));
        // RDNA3 wave32 D[5][1]: lane 17, v2; f16 op_sel high: v2.[31:16].
        assert_eq!(out_at(RDNA3, 32, 32, false, 5, 1), (17, 2));
        assert_eq!(out_at(RDNA3, 32, 16, true, 5, 1), (17, 5));
        // RDNA3 wave64 D[7][2]: lane 50, v1.
        assert_eq!(out_at(RDNA3, 64, 32, false, 7, 2), (50, 1));
    }
}
