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

//!
//! Sparse forms (`v_swmmac_*`, RDNA4; the calculator's `sparse` branches): row `row`
//! of A stores two values per group `g` of four k (k = 4g..4g+3) as the pair of
//! elements `2 p`, `2 p + 1` of a lane ([`sparse_a_at`]); the same lane's index VGPR
//! holds, at [`index_bit`], 2 bits per stored value naming its position in the group.
//! B is dense over K ([`sparse_b_at`]).

use crate::ir::rdna_wmma_form::RDNA3;

/// (lane, pair) of group `g` of row `row` of a sparse A (`kdim` = the dense K).
#[inline]
pub fn sparse_a_at(wave: u32, bits: u32, kdim: u32, row: u32, g: u32) -> (u32, u32) {
    match (wave, bits) {
        (32, 16) => (row + 16 * (g / 2 % 2), 2 * (g / 4) + g % 2),
        (32, 8) => (row + 16 * (g / 4), g % 4),
        (32, _) if kdim == 32 => (row + 16 * (g / 4), g % 4),
        (32, _) => (row + 16 * (g / 8), g % 8),
        (_, 16) => (row + 16 * (g / 2), g % 2),
        (_, 8) => (row + 32 * (g / 2 % 2) + 16 * (g / 4), g % 2),
        (_, _) if kdim == 32 => (row + 16 * (g / 4), g % 4),
        _ => (row + 32 * (g / 4 % 2) + 16 * (g / 8), g % 4),
    }
}

/// The first bit of group `g`'s 4-bit index in its lane's index VGPR, before the
/// `index_key` offset (`key * 32 / sets`).
#[inline]
pub fn index_bit(wave: u32, bits: u32, kdim: u32, g: u32) -> u32 {
    match (wave, bits) {
        (32, 16) => 8 * (g / 4) + 4 * (g % 2),
        (32, 4) if kdim == 64 => 4 * (g % 8),
        (32, _) => 4 * (g % 4),
        (_, 4) => 4 * (g % 4),
        _ => 4 * (g % 2),
    }
}

/// (lane, element) of B[k][col] of a sparse form (B dense over the full K).
#[inline]
pub fn sparse_b_at(wave: u32, bits: u32, kdim: u32, col: u32, k: u32) -> (u32, u32) {
    match (wave, bits) {
        (32, 16) => (col + 16 * (k / 8 % 2), 8 * (k / 16) + k % 8),
        (32, _) => (col + 16 * (k / (kdim / 2)), k % (kdim / 2)),
        (_, 16) => (col + 16 * (k / 8), k % 8),
        (_, 8) => (col + 32 * (k / 8 % 2) + 16 * (k / 16), k % 8),
        (_, _) if kdim == 32 => (col + 32 * (k / 8 % 2) + 16 * (k / 16), k % 8),
        _ => (col + 32 * (k / 16 % 2) + 16 * (k / 32), k % 16),
    }
}

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
                if f.gens & gen == 0 || f.sparse {
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

    /// Sparse A pairs, index bits and B positions are each hit exactly once.
    #[test]
    fn sparse_layouts_are_bijections() {
        for f in RDNA_WMMA.iter().filter(|f| f.sparse) {
            for wave in [32, 64] {
                let (na, nb, _) = f.regs(RDNA4, wave);
                let (k, bits) = (f.k as u32, f.a.bits());
                let pairs = na * 16 / bits;
                let mut seen = vec![false; (wave * pairs) as usize];
                let mut idx = vec![false; (wave * 32) as usize];
                let span = 32 / f.index_sets(wave);
                for row in 0..16 {
                    for g in 0..k / 4 {
                        let (l, p) = sparse_a_at(wave, bits, k, row, g);
                        assert!(l < wave && p < pairs, "{f:?} w{wave}");
                        let s = &mut seen[(l * pairs + p) as usize];
                        assert!(!*s, "{f:?} w{wave} A[{row}] group {g}");
                        *s = true;
                        let b = index_bit(wave, bits, k, g);
                        assert!(b + 4 <= span, "{f:?} w{wave} index bits");
                        let s = &mut idx[(l * 32 + b) as usize];
                        assert!(!*s, "{f:?} w{wave} index of A[{row}] group {g}");
                        *s = true;
                    }
                }
                let per = nb * 32 / bits;
                let mut seen = vec![false; (wave * per) as usize];
                for col in 0..16 {
                    for kk in 0..k {
                        let (l, e) = sparse_b_at(wave, bits, k, col, kk);
                        assert!(l < wave && e < per, "{f:?} w{wave}");
                        let s = &mut seen[(l * per + e) as usize];
                        assert!(!*s, "{f:?} w{wave} B[{kk}][{col}]");
                        *s = true;
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
