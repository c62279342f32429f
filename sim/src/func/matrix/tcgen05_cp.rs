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
}

/// Copy `x` from `shared` into `t`; the columns must be allocated.
pub fn cp(t: &mut Tmem, shared: &[u8], x: &CpIssue) -> Result<(), String> {
    let (rows, bytes) = x.shape.rows_bytes();
    let ncols = bytes / 4;
    t.check("tcgen05.cp", 0, x.col, ncols)?;
    for r in 0..rows {
        let mut words = [0u32; 8];
        for b in 0..bytes {
            let v = x.src.read(shared, false, 8, r, b)?;
            words[(b / 4) as usize] |= (v as u32) << (8 * (b % 4));
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
    use crate::func::matrix::tcgen05::smem_desc;

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
            cp(&mut t, &shared, &CpIssue { shape, col, src: d }).unwrap();
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
        };
        assert!(cp(&mut t, &shared, &x).is_err());
    }
}
