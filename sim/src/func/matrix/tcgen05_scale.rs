//! Block scaling of `tcgen05.mma` (`.kind::mxf8f6f4`, `.kind::mxf4`,
//! `.kind::mxf4nvf4` with `.block_scale`; PTX ISA 9.0, 9.7.16.10.7): where the scale
//! factors of A's rows and B's columns sit in tensor memory, and each element of A and
//! B multiplied exactly by its factor (`D = (A * scale_A) * (B * scale_B) + D`, the
//! one rounding left to the product, as `mma`'s block-scaled forms do).
//!
//! The ISA shows the factors' tensor-memory layout as figures only (Figures 231-242:
//! the scale-factor ID selects a byte, half word or the whole word of each 32-bit
//! cell, and "scale factors ... need to be duplicated to all 32 lane partitions").
//! warpsim reads them as CUTLASS lays them out (`UMMA::tmem_sf_frg`,
//! cute/atom/mma_traits_sm100_frag.hpp, commit 7107b05): the factors of row (column)
//! `r = r0 + 32 r1` sit in lane `r0` of every lane quarter, column `base + r1`, byte
//! `id + c` for its chunk `c` along K. The tensor core's lane quarter `q` computes
//! rows `32q..32q+31` of D [model], so row r of A takes its factors from lane r and
//! B's columns take theirs from the quarter of the row being computed: duplicated
//! factors, as the ISA requires, give every quarter the same ones.

use super::block_scale::decode_scale;
use super::exact::{self, Num};
use crate::func::tmem::Tmem;
use crate::ir::mma_form::SType;

/// The scale-factor fields of a block-scaled instruction descriptor (Tables 43-44).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sf {
    pub stype: SType,
    /// Scale factor A / B ID: the first byte of each cell the factors start at.
    pub a_id: u8,
    pub b_id: u8,
}

/// Where an MMA's factors start in tensor memory: the columns of `[scale-A-tmem]`
/// and `[scale-B-tmem]` (their lane is 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SfCols {
    pub a: u32,
    pub b: u32,
}

/// Rows of A (per CTA) and columns of B at most.
const ROWS: usize = 128;
const COLS: usize = 256;
/// Lane quarters of tensor memory.
const QUARTERS: usize = 4;

/// One CTA's factors of one MMA, as their raw bytes.
pub struct Factors {
    stype: SType,
    /// k per chunk (K / factors per row).
    chunk: usize,
    a: [[u8; 4]; ROWS],
    /// `b[q][n]`: column n's factors as lane quarter q holds them.
    b: [[[u8; 4]; COLS]; QUARTERS],
}

impl Factors {
    /// Gather the factors of `rows` rows of A and `n` columns of B, `vec` per row
    /// (column) over `k`, from `t` at `cols`; the columns they span must be
    /// allocated.
    pub fn gather(
        t: &Tmem,
        cols: SfCols,
        sf: Sf,
        vec: u32,
        (rows, n, k): (u32, u32, u32),
    ) -> Result<Factors, String> {
        debug_assert!(
            (1..=4).contains(&vec) && vec <= k,
            "{vec} factors over K = {k}"
        );
        t.check("tcgen05.mma scale_A", 0, cols.a, rows.div_ceil(32))?;
        t.check("tcgen05.mma scale_B", 0, cols.b, n.div_ceil(32))?;
        let byte = |lane: u32, col: u32, b: u32| (t.get(lane, col) >> (8 * (b & 3))) as u8;
        let mut f = Factors {
            stype: sf.stype,
            chunk: (k / vec.max(1)) as usize,
            a: [[0; 4]; ROWS],
            b: [[[0; 4]; COLS]; QUARTERS],
        };
        for r in 0..rows {
            for c in 0..vec {
                f.a[r as usize][c as usize] = byte(r, cols.a + r / 32, sf.a_id as u32 + c);
            }
        }
        for (q, bq) in f.b.iter_mut().enumerate() {
            for col in 0..n {
                for c in 0..vec {
                    let lane = 32 * q as u32 + col % 32;
                    bq[col as usize][c as usize] =
                        byte(lane, cols.b + col / 32, sf.b_id as u32 + c);
                }
            }
        }
        Ok(f)
    }

    /// Element (`row`, `k`) of A times its factor.
    #[inline]
    pub fn a(&self, row: usize, k: usize, v: Num) -> Num {
        exact::mul(v, decode_scale(self.stype, self.a[row][k / self.chunk]))
    }

    /// Element (`k`, `col`) of B times its factor, for a row of D in `row`'s quarter.
    #[inline]
    pub fn b(&self, row: usize, k: usize, col: usize, v: Num) -> Num {
        let q = (row / 32) % QUARTERS;
        exact::mul(v, decode_scale(self.stype, self.b[q][col][k / self.chunk]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exp(x: Num) -> i32 {
        match x {
            Num::Fin { e, .. } => e + 127,
            _ => -1,
        }
    }

    /// Every factor comes from the lane, column and byte CUTLASS's layout names: give
    /// each cell a distinct pattern and read the factors back through 1.0.
    #[test]
    fn factors_come_from_cutlass_lanes_columns_and_bytes() {
        let mut t = Tmem::default();
        let base = t.alloc(32).unwrap();
        for lane in 0..128u32 {
            for col in 0..16u32 {
                // Byte b of (lane, col): lane ^ 17 col ^ 5 b (< 255), distinct per quarter.
                let w = (0..4).fold(0u32, |w, b| {
                    w | ((lane ^ (17 * col) ^ (5 * b)) & 0x7F) << (8 * b)
                });
                t.set(lane, base + col, w);
            }
        }
        let one = Num::Fin {
            neg: false,
            m: 1,
            e: 0,
        };
        let cell = |lane: u32, col: u32, b: u32| ((lane ^ (17 * col) ^ (5 * b)) & 0x7F) as i32;
        for (vec, id, k) in [(1u32, 3u8, 32u32), (2, 2, 64), (4, 0, 64)] {
            let sf = Sf {
                stype: SType::Ue8m0,
                a_id: id,
                b_id: id,
            };
            let cols = SfCols {
                a: base,
                b: base + 4,
            };
            let f = Factors::gather(&t, cols, sf, vec, (128, 256, k)).unwrap();
            for r in 0..128u32 {
                for kk in 0..k {
                    let c = kk / (k / vec);
                    let want = cell(r, base + r / 32, id as u32 + c);
                    assert_eq!(
                        exp(f.a(r as usize, kk as usize, one)),
                        want,
                        "A row {r} k {kk}"
                    );
                }
            }
            for row in [0u32, 37, 70, 127] {
                for col in 0..256u32 {
                    let kk = k - 1;
                    let lane = 32 * (row / 32) + col % 32;
                    let want = cell(lane, base + 4 + col / 32, id as u32 + vec - 1);
                    assert_eq!(
                        exp(f.b(row as usize, kk as usize, col as usize, one)),
                        want,
                        "B col {col} for row {row}"
                    );
                }
            }
        }
        // Columns outside the allocation.
        let sf = Sf {
            stype: SType::Ue8m0,
            a_id: 0,
            b_id: 0,
        };
        let cols = SfCols {
            a: base + 30,
            b: base,
        };
        assert!(Factors::gather(&t, cols, sf, 1, (128, 8, 32)).is_err());
    }
}
