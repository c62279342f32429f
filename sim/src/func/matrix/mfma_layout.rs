//! Where each matrix element of a CDNA MFMA lives in a wave64's registers, as
//! formulas over the instruction's shape (AMD CDNA3 ISA guide, "Dependency / Matrix
//! layouts"; re-expressed from the AMD Matrix Instruction Calculator's gfx9 rules,
//! ROCm/amd_matrix_instruction_calculator `matrix_calculator.py`, InstCalcGfx9).
//!
//! Inputs (A is M x K per block, B is K x N): a lane holds `per = K M blocks / 64`
//! consecutive k of one row (column for B), packed from bit 0 of its first register
//! up (element e at bits e*size..); lanes go row by row, then block by block, then
//! on to the next group of `per` k:
//! `lane = b M + (k / per) M blocks + i`, element `k % per`.
//! Outputs (C and D, M x N per block): 32-bit results sit in groups of 4 rows per
//! register column-wise, 64-bit results one row per register pair; a register holds
//! `64 / N` such groups of N lanes each (blocks side by side when a block fills less
//! than a register).
//!
//! Modifiers: CBSZ/ABID make block b read A from block `(b >> cbsz << cbsz) + abid`;
//! BLGP makes lane l read its B value from lane [`blgp_lane`]`(l)`.

use crate::ir::mfma_form::{MfTy, MfmaInst};

/// Lanes of the wave an MFMA runs on.
pub const LANES: usize = 64;

/// (lane, element) of an input element: row `i` (A) or column `j` (B) as `row`,
/// of `rows` rows per block (M for A, N for B), at depth `k`, block `b`.
#[inline]
pub fn input_at(f: &MfmaInst, rows: u32, row: u32, k: u32, b: u32) -> (u32, u32) {
    let blocks = f.blocks as u32;
    let per = f.k as u32 * rows * blocks / LANES as u32;
    (b * rows + (k / per) * rows * blocks + row, k % per)
}

/// (lane, element) of A[i][k] of block b (before CBSZ/ABID).
#[inline]
pub fn a_at(f: &MfmaInst, i: u32, k: u32, b: u32) -> (u32, u32) {
    input_at(f, f.m as u32, i, k, b)
}

/// (lane, element) of B[k][j] of block b (before BLGP).
#[inline]
pub fn b_at(f: &MfmaInst, k: u32, j: u32, b: u32) -> (u32, u32) {
    input_at(f, f.n as u32, j, k, b)
}

/// (lane, element) of an input element of a CDNA4 `_f8f6f4` row (one block): row
/// `i` of A or column `j` of B as `row`, of `rows` (M or N), at depth `k`, in the
/// operand's format `t`. FP8/BF8: each group of `rows` lanes holds runs of 16
/// consecutive k, the groups side by side, then on to the next `16 * groups` k
/// (lane group g, element e: k = (e / 16) 16 groups + 16 g + e % 16); FP6/BF6/FP4:
/// lane group g holds k = 32 g .. 32 g + 31, element e = k % 32, packed 6 or 4 bits
/// apart. (AMD's composable_kernel `test/mx_mfma_op` register maps for 16x128 and
/// 32x64, "Reg 0 [0:7] K0 | K16 | K32 | K48 ... Reg 4 K64" for FP8, "K0K1 ... K32K33"
/// for FP4, "Reg 0-2 [0:95] K = 0-15, Reg 3-5 K = 16-31" for FP6; the AMD ROCm blog
/// "Matrix Core Programming on AMD CDNA3 and CDNA4", 32x32x64 FP8 and FP4 loads.)
#[inline]
pub fn narrow_at(t: MfTy, rows: u32, row: u32, k: u32) -> (u32, u32) {
    let groups = LANES as u32 / rows;
    if t.bits() == 8 {
        let span = 16 * groups;
        ((k % span) / 16 * rows + row, k / span * 16 + k % 16)
    } else {
        (k / 32 * rows + row, k % 32)
    }
}

/// (lane, element) of C[i][j] / D[i][j] of block b; the element counts in units of
/// the output type (a 32-bit register, or a register pair for f64).
#[inline]
pub fn cd_at(f: &MfmaInst, i: u32, j: u32, b: u32) -> (u32, u32) {
    let (m, n) = (f.m as u32, f.n as u32);
    let lanes = LANES as u32;
    // Rows per register group: 4 for 32-bit results, 1 for 64-bit.
    let h = if f.d.bits() == 64 { 1 } else { 4 };
    let groups = lanes / n;
    let blocks_per_reg = lanes.div_ceil(n * m / h);
    let elem = b * (m * n / lanes) + (i / (h * groups)) * h + i % h;
    let lane = (b % blocks_per_reg) * n + ((i / h) % groups) * blocks_per_reg * n + j;
    (lane, elem)
}

/// The A block block `b` reads under CBSZ/ABID.
#[inline]
pub fn a_block(b: u32, cbsz: u8, abid: u8) -> u32 {
    ((b >> cbsz) << cbsz) + abid as u32
}

/// The lane lane `l`'s B value comes from under BLGP (0: itself; 1: lanes 0-31
/// broadcast to both halves; 2: lanes 32-63 broadcast; 3: rotate down by 16; 4-7:
/// broadcast lanes 0-15, 16-31, 32-47 or 48-63 to every group of 16).
#[inline]
pub fn blgp_lane(l: u32, blgp: u8) -> u32 {
    match blgp {
        1 => l % 32,
        2 => 32 + l % 32,
        3 => (l + 16) % 64,
        4..=7 => 16 * (blgp as u32 - 4) + l % 16,
        _ => l,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::mfma_form::{find, MfmaInst, CDNA3, MFMA};

    fn inst(name: &str) -> &'static MfmaInst {
        &MFMA[find(name, CDNA3).unwrap() as usize]
    }

    /// Every input and output position is hit exactly once.
    #[test]
    fn layouts_are_bijections() {
        for f in MFMA {
            let (ra, rb, rc) = f.regs();
            let (m, n, k, bl) = (f.m as u32, f.n as u32, f.k as u32, f.blocks as u32);
            let mut seen = vec![false; LANES * 64];
            let per_a = ra * 32 / f.a.bits();
            // (A of a sparse row stores half its k: `smfmac`'s own layout test.)
            for b in 0..bl * !f.sparse() as u32 {
                for i in 0..m {
                    for kk in 0..k {
                        let (l, e) = a_at(f, i, kk, b);
                        assert!(l < 64 && e < per_a, "{f:?}");
                        let s = &mut seen[(l * per_a + e) as usize];
                        assert!(!*s, "{f:?} A[{i}][{kk}] b{b}");
                        *s = true;
                    }
                }
            }
            let per_b = rb * 32 / f.b.bits();
            seen.fill(false);
            for b in 0..bl {
                for j in 0..n {
                    for kk in 0..k {
                        let (l, e) = b_at(f, kk, j, b);
                        assert!(l < 64 && e < per_b, "{f:?}");
                        let s = &mut seen[(l * per_b + e) as usize];
                        assert!(!*s, "{f:?} B[{kk}][{j}] b{b}");
                        *s = true;
                    }
                }
            }
            let per_c = rc * 32 / f.d.bits();
            seen.fill(false);
            for b in 0..bl {
                for i in 0..m {
                    for j in 0..n {
                        let (l, e) = cd_at(f, i, j, b);
                        assert!(l < 64 && e < per_c, "{f:?}");
                        let s = &mut seen[(l * per_c + e) as usize];
                        assert!(!*s, "{f:?} C[{i}][{j}] b{b}");
                        *s = true;
                    }
                }
            }
        }
    }

    /// Spot checks against the CDNA3 ISA guide's layout figures.
    #[test]
    fn known_positions() {
        // 32x32x8 f16: A[i][k] in lane i + 32 (k / 4), half k % 4 of v[0:1].
        let f = inst("v_mfma_f32_32x32x8_f16");
        assert_eq!(a_at(f, 5, 6, 0), (37, 2));
        // C/D of a 32x32: rows 8r..8r+3 in lanes 0-31, rows 8r+4.. in lanes 32-63.
        assert_eq!(cd_at(f, 0, 0, 0), (0, 0));
        assert_eq!(cd_at(f, 3, 7, 0), (7, 3));
        assert_eq!(cd_at(f, 4, 7, 0), (39, 0));
        assert_eq!(cd_at(f, 8, 1, 0), (1, 4));
        assert_eq!(cd_at(f, 31, 31, 0), (63, 15));
        // 16x16x16 f16: D[i][j] in lane j + 16 (i / 4), register i % 4.
        let f = inst("v_mfma_f32_16x16x16_f16");
        assert_eq!(cd_at(f, 13, 2, 0), (50, 1));
        assert_eq!(b_at(f, 9, 3, 0), (35, 1));
        // 4x4x4 16 blocks: D[i][j] of block b in lane 4 b + j, register i.
        let f = inst("v_mfma_f32_4x4x4_16b_f16");
        assert_eq!(cd_at(f, 2, 1, 9), (37, 2));
        assert_eq!(a_at(f, 2, 3, 9), (38, 3));
        // f64 16x16x4: D[i][j] in lane j + 16 (i % 4), pair i / 4.
        let f = inst("v_mfma_f64_16x16x4_f64");
        assert_eq!(cd_at(f, 6, 5, 0), (37, 1));
        // f64 4x4x4 4 blocks: lane 4 b + 16 i + j, one pair.
        let f = inst("v_mfma_f64_4x4x4_4b_f64");
        assert_eq!(cd_at(f, 3, 2, 1), (54, 0));
        assert_eq!(a_at(f, 3, 2, 1), (39, 0));
    }

    #[test]
    fn modifier_maps() {
        assert_eq!(a_block(3, 1, 0), 2);
        assert_eq!(a_block(3, 2, 1), 1);
        assert_eq!(a_block(13, 4, 5), 5);
        assert_eq!(blgp_lane(40, 1), 8);
        assert_eq!(blgp_lane(5, 2), 37);
        assert_eq!(blgp_lane(60, 3), 12);
        assert_eq!(blgp_lane(33, 5), 17);
        assert_eq!(blgp_lane(2, 7), 50);
    }
}
