//! The sm_100 8-bit `ldmatrix`/`stmatrix` layouts as formulas, and the widening of
//! the 6- and 4-bit source formats (PTX ISA 9.1, "ldmatrix", "stmatrix", "Optional
//! decompression", "Padding and alignment of the sub-byte types").
//!
//! The ISA gives the fragment layouts only as figures ("each thread loads 4
//! consecutive columns across 2 rows" for `.m16n16`, "4 consecutive columns" for
//! `.m8n16`). The formulas below are CUTLASS's copy atoms `SM100_U8x8_LDSM_T`,
//! `SM100_U8x16_LDSM_T`, `SM100_SU{4,6}_DU8x16_x{1,2,4}_LDSM_N` and
//! `SM100_U8x{4,8,16}_STSM_T` (`cute/atom/copy_traits_sm100.hpp`: each maps a
//! (thread, value) pair of the source and of the destination to a bit of one
//! reference matrix), composed here into "which shared-memory row and byte reaches
//! which lane and byte". They agree with the ISA's sentences: with rows s given by
//! lanes s and T the transpose, lane l holds T[g][4q..4q+3] and T[g + 8][4q..4q+3]
//! for g = l / 4, q = l % 4.

use crate::ir::LdmUnpack;

/// `ldmatrix .m16n16 .trans .b8`: the (row, byte) of a 16-row matrix (row s is at the
/// address lane `16 m + s` gives) that byte `b` of the matrix's register `r` (0 or 1)
/// of lane `lane` receives.
pub fn m16n16_src(lane: usize, r: usize, b: usize) -> (usize, usize) {
    (4 * (lane % 4) + 2 * r + (b & 1), lane / 4 + 8 * (b >> 1))
}

/// `ldmatrix .m8n16`: the (row, byte) of an 8-row matrix that byte `b` of lane
/// `lane`'s register receives: row `lane / 4`, bytes `4 (lane % 4)` on.
pub fn m8n16_src(lane: usize, b: usize) -> (usize, usize) {
    (lane / 4, 4 * (lane % 4) + b)
}

/// `stmatrix .m16n8 .trans .b8`: the (lane, byte of its register) that supplies byte
/// `col` (0..16) of row `row` (0..8) of a matrix in shared memory.
pub fn m16n8_dst(row: usize, col: usize) -> (usize, usize) {
    (4 * (col % 8) + row / 2, (row & 1) + 2 * (col / 8))
}

/// A 16-byte row as the registers receive it: as stored, or sixteen 6-bit (4-bit)
/// elements packed from bit 0 of the row (element i at bits 6i.. / 4i..; the padding
/// after them is ignored) each widened to a byte. A 6-bit element lands in bits 5:0
/// and a 4-bit one in bits 5:2, the other bits zero: the 8-bit containers of
/// `mma .kind::f8f6f4` ("e3m2/e2m3 in the lower 6 bits", "e2m1 in the central 4
/// bits"), which these loads exist to feed.
pub fn unpack(row: [u8; 16], u: LdmUnpack) -> [u8; 16] {
    let bits = u128::from_le_bytes(row);
    let mut out = [0u8; 16];
    for (i, o) in out.iter_mut().enumerate() {
        *o = match u {
            LdmUnpack::None => row[i],
            LdmUnpack::B6x16P32 => (bits >> (6 * i)) as u8 & 0x3F,
            LdmUnpack::B4x16P64 => ((bits >> (4 * i)) as u8 & 0xF) << 2,
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_are_bijections() {
        // Every (row, byte) of a 16x16 matrix is read exactly once per matrix.
        let mut seen = [[0u8; 16]; 16];
        for lane in 0..32 {
            for r in 0..2 {
                for b in 0..4 {
                    let (s, c) = m16n16_src(lane, r, b);
                    seen[s][c] += 1;
                }
            }
        }
        assert!(seen.iter().flatten().all(|&n| n == 1));
        let mut seen = [[0u8; 16]; 8];
        for lane in 0..32 {
            for b in 0..4 {
                let (s, c) = m8n16_src(lane, b);
                seen[s][c] += 1;
            }
        }
        assert!(seen.iter().flatten().all(|&n| n == 1));
        let mut seen = [[0u8; 4]; 32];
        for row in 0..8 {
            for col in 0..16 {
                let (l, b) = m16n8_dst(row, col);
                seen[l][b] += 1;
            }
        }
        assert!(seen.iter().flatten().all(|&n| n == 1));
    }

    #[test]
    fn sub_byte_rows_widen() {
        let mut row = [0u8; 16];
        // 4-bit: elements 0..15 = 0..15 in nibbles, low nibble first.
        for (i, b) in row.iter_mut().take(8).enumerate() {
            *b = (2 * i as u8) | (2 * i as u8 + 1) << 4;
        }
        row[12] = 0xFF; // padding: ignored
        let u = unpack(row, LdmUnpack::B4x16P64);
        assert!(u.iter().enumerate().all(|(i, &v)| v == (i as u8) << 2));
        // 6-bit: element i = 63 - i.
        let mut bits = 0u128;
        for i in 0..16 {
            bits |= ((63 - i) as u128) << (6 * i);
        }
        bits |= 0xABCD_u128 << 100; // padding
        let u = unpack(bits.to_le_bytes(), LdmUnpack::B6x16P32);
        assert!(u.iter().enumerate().all(|(i, &v)| v == 63 - i as u8));
    }
}
