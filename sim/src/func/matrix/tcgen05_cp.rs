//! `tcgen05.cp` (PTX ISA 9.0, 9.7.16.9.2): a copy from shared memory, through a
//! matrix descriptor, into tensor memory, the way block-scaled MMAs get their scale
//! factors there.
//!
//! The ISA describes the source as a matrix descriptor and the shapes as lanes x bits
//! (9.7.16.2.3) and gives no element mapping in its text. warpsim takes CUTLASS's
//! (`Copy_Traits<SM100_UTCCP_*>`, cute/atom/copy_traits_sm100.hpp, commit 7107b05):
//! the bits are numbered `[core_matrix_strided, core_matrix_leading, ...]`, so the
//! source is a K-major canonical matrix (9.7.16.3.3) whose rows are the copy's rows
//! and whose K runs along a row's bits; row r's bytes fill columns `taddr + 0, 1,
//! ...` of the lanes `CpShape::lanes` names, byte b in bits `8 (b % 4)` of column
//! `b / 4`. `.cta_group::2` does the same in each CTA of the pair, from its own shared
//! memory at the same descriptor address (the source's thread mode has stride 0 in the
//! traits' 2-CTA forms), as the pair's MMA reads its operands.
//!
//! With decompression (`.b8x16.b4x16_p64`, `.b8x16.b6x16_p32`; 9.7.16.9.1) each 16
//! bytes of a row hold "16 elements of 4-bits each followed by 8 bytes of padding"
//! (of 6 bits, 4 bytes), element i at bits `bits * i` [model: packed from the first
//! bit, as the MMA reads the same padded format from shared memory], and become 16
//! bytes, element i in byte i's "8-bit container": a 4-bit element in its central
//! bits 5:2, a 6-bit one in bits 5:0 (the container the ISA's text defines for
//! `mma`'s `.kind::f8f6f4`, 9.7.14.5.14; the decompression's own bit figures,
//! 195-198, are images).

use super::wgmma::Desc;
use crate::func::tmem::Tmem;
use crate::ir::tcgen05_form::CpShape;

/// One `tcgen05.cp` as the issuing thread gives it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CpIssue {
    pub shape: CpShape,
    /// The destination's first column (its lane must be 0).
    pub col: u32,
    pub src: Desc,
    /// Decompression from packed elements of 4 or 6 bits (0: none).
    pub src_bits: u32,
}

/// 16-byte chunk `chunk` (16 packed elements of `bits` bits) decompressed to 16 8-bit
/// containers (see the module doc).
pub fn decompress(chunk: &[u8; 16], bits: u32) -> [u8; 16] {
    let word = u128::from_le_bytes(*chunk);
    let mut out = [0u8; 16];
    for (i, o) in out.iter_mut().enumerate() {
        let v = (word >> (bits * i as u32)) as u8 & ((1u32 << bits) - 1) as u8;
        *o = if bits == 4 { v << 2 } else { v };
    }
    out
}

/// Copy `x` from `shared` into `t`; the columns must be allocated.
pub fn cp(t: &mut Tmem, shared: &[u8], x: &CpIssue) -> Result<(), String> {
    let (rows, bytes) = x.shape.rows_bytes();
    let ncols = bytes / 4;
    t.check("tcgen05.cp", 0, x.col, ncols)?;
    for r in 0..rows {
        let mut row = [0u8; 32];
        for b in 0..bytes {
            row[b as usize] = x.src.read(shared, false, 8, r, b)? as u8;
        }
        if x.src_bits != 0 {
            for c in row[..bytes as usize].chunks_exact_mut(16) {
                let mut chunk = [0u8; 16];
                chunk.copy_from_slice(c);
                c.copy_from_slice(&decompress(&chunk, x.src_bits));
            }
        }
        let mut words = [0u32; 8];
        for (b, &v) in row[..bytes as usize].iter().enumerate() {
            words[b / 4] |= (v as u32) << (8 * (b % 4));
        }
        let (lanes, n) = x.shape.lanes(r);
        for &lane in &lanes[..n] {
            for (c, &w) in words[..ncols as usize].iter().enumerate() {
                t.set(lane, x.col + c as u32, w);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::matrix::tcgen05_desc::smem_desc;

    /// Decompression bit by bit: element i's bits are bits `bits * i ..` of the chunk
    /// (bit j of byte j / 8 first); a 4-bit element lands in bits 5:2 of its byte, a
    /// 6-bit one in 5:0, the top bits 0; the padding is ignored.
    #[test]
    fn decompression_moves_each_element_into_its_container() {
        let mut g = 0x9E37_79B9u32;
        for bits in [4u32, 6] {
            for _ in 0..200 {
                let mut chunk = [0u8; 16];
                for b in chunk.iter_mut() {
                    g ^= g << 13;
                    g ^= g >> 17;
                    g ^= g << 5;
                    *b = g as u8;
                }
                let out = decompress(&chunk, bits);
                for (i, &o) in out.iter().enumerate() {
                    let mut v = 0u8;
                    for j in 0..bits {
                        let at = bits * i as u32 + j;
                        v |= ((chunk[at as usize / 8] >> (at % 8)) & 1) << j;
                    }
                    let shift = if bits == 4 { 2 } else { 0 };
                    assert_eq!(o, v << shift, "{bits}-bit element {i}");
                    assert_eq!(o >> 6, 0);
                }
            }
        }
    }

    /// A K-major, unswizzled source: row r, byte b at `(r % 8) * 16 + (r / 8) * SBO + b
    /// % 16 + (b / 16) * LBO`; every lane each shape names gets its row.
    #[test]
    fn each_shape_sends_each_row_to_its_lanes() {
        let (lbo, sbo) = (2048u64, 128u64);
        let shared: Vec<u8> = (0..8192u32).map(|i| (i * 7 + i / 256) as u8).collect();
        let at = |r: u32, b: u32| {
            ((r % 8) * 16 + (r / 8) * sbo as u32 + b % 16 + (b / 16) * lbo as u32) as usize
        };
        let d = smem_desc((lbo >> 4) << 16 | (sbo >> 4) << 32 | 1 << 46).unwrap();
        for shape in [
            CpShape::S128x256b,
            CpShape::S128x128b,
            CpShape::S64x128b0213,
            CpShape::S64x128b0123,
            CpShape::S32x128b,
        ] {
            let mut t = Tmem::default();
            let col = t.alloc(32).unwrap() + 8;
            let x = CpIssue {
                shape,
                col,
                src: d,
                src_bits: 0,
            };
            cp(&mut t, &shared, &x).unwrap();
            let (rows, bytes) = shape.rows_bytes();
            let mut seen = [false; 128];
            for r in 0..rows {
                let (lanes, n) = shape.lanes(r);
                for &lane in &lanes[..n] {
                    assert!(!seen[lane as usize], "{shape:?}: lane {lane} twice");
                    seen[lane as usize] = true;
                    for b in 0..bytes {
                        let got = (t.get(lane, col + b / 4) >> (8 * (b % 4))) as u8;
                        assert_eq!(got, shared[at(r, b)], "{shape:?} row {r} byte {b}");
                    }
                }
            }
            assert!(seen.iter().all(|&s| s), "{shape:?} fills all 128 lanes");
        }
        // The 64-row multicasts: lanes 0-31 get rows 0-31 in both; lanes 32-63 get
        // rows 32-63 (02_13) or rows 0-31 (01_23).
        assert_eq!(CpShape::S64x128b0213.lanes(40), ([40, 104, 0, 0], 2));
        assert_eq!(CpShape::S64x128b0123.lanes(5), ([5, 37, 0, 0], 2));
        assert_eq!(CpShape::S64x128b0123.lanes(40), ([72, 104, 0, 0], 2));
        // Outside the allocation.
        let mut t = Tmem::default();
        let col = t.alloc(32).unwrap() + 30;
        let x = CpIssue {
            shape: CpShape::S128x256b,
            col,
            src: d,
            src_bits: 0,
        };
        assert!(cp(&mut t, &shared, &x).is_err());
    }
}
