//! `wgmma.mma_async` (PTX ISA 9.1, 9.7.15): the shared-memory matrix descriptor and
//! the address of each element it describes, and one warp's share of the product.
//!
//! A warpgroup is four warps; warp w holds rows 16w..16w+15 of A (in registers) and of
//! D, and needs only those rows of A and all of B, so each warp computes its slice on
//! its own: `D[16w.., :] = A[16w.., :] * B (+ D)`. Its A fragment is the m16n8kK mma's
//! and its D the m16n8 C/D fragment repeated for each 8 columns of N (d[4j..4j+4] hold
//! columns 8j..8j+7: PTX ISA 9.7.15.5.1.1, the same arrangement as CUTLASS's
//! `SM90_64xNxK` C layout), so the arithmetic is `mma::dense` block by block.
//!
//! Shared-memory layouts (9.7.15.5.1.2, "canonical layouts"): a K-major matrix is made
//! of "core matrices" of 8 rows x 16 bytes; without swizzling the rows of one are 16
//! bytes apart, the next 16 bytes of K at the leading-dimension byte offset (LBO) and
//! the next 8 rows at the stride-dimension byte offset (SBO). With a W-byte swizzle
//! (32, 64, 128) a row is W bytes and the byte address's 16-byte chunk bits [4, 4+b)
//! are XORed with bits [7, 7+b), b = log2(W/16) (CuTe `Swizzle<b,4,3>` on the address,
//! the pattern repeating every 8 rows). An MN-major (transposed) matrix swaps the
//! roles: 16 bytes (without swizzle) or W bytes of M/N are contiguous, 8 rows of K
//! follow at 16 (W) bytes, and LBO/SBO step the M/N and K blocks as the ISA's table
//! gives.

use super::layout::{frags, per_reg, sparse_frags};
use super::mma::{dense, dense_bits, gather, put, Regs, LANES, MAX_K1, RNE};
use super::sparse::{row_columns, BadMeta};
use crate::ir::mma_form::MTy;
use crate::ir::wgmma_form::{WgmmaForm, ROWS_PER_WARP};

/// The swizzling mode of a descriptor (bits 63:62).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Swizzle {
    None,
    B128,
    B64,
    B32,
}

impl Swizzle {
    /// Bytes of one swizzled row (16 for none: a core matrix row).
    pub fn width(self) -> u64 {
        match self {
            Swizzle::None => 16,
            Swizzle::B32 => 32,
            Swizzle::B64 => 64,
            Swizzle::B128 => 128,
        }
    }
}

/// A decoded matrix descriptor (9.7.15.5.1.2.2): addresses and offsets in bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Desc {
    pub start: u64,
    pub lbo: u64,
    pub sbo: u64,
    /// Bits 51:49: where the swizzle pattern starts when it is not aligned to its
    /// repeat (1024/512/256 bytes).
    pub base_offset: u8,
    pub swizzle: Swizzle,
}

impl Desc {
    /// Fields: start 13:0, LBO 29:16, SBO 45:32, each `(x & 0x3FFFF) >> 4`; base
    /// offset 51:49; swizzle 63:62 (0 none, 1 128B, 2 64B, 3 32B).
    pub fn decode(x: u64) -> Desc {
        let f14 = |lo: u32| ((x >> lo) & 0x3FFF) << 4;
        Desc {
            start: f14(0),
            lbo: f14(16),
            sbo: f14(32),
            base_offset: ((x >> 49) & 7) as u8,
            swizzle: match x >> 62 {
                0 => Swizzle::None,
                1 => Swizzle::B128,
                2 => Swizzle::B64,
                _ => Swizzle::B32,
            },
        }
    }

    /// Byte address and bit (for elements narrower than a byte) of element (mn, k)
    /// of the matrix (mn: A's row m or B's column n), K-major or, with `mn_major`,
    /// M/N-major; elements of `bits` bits.
    pub fn element(&self, mn_major: bool, bits: u32, mn: u32, k: u32) -> (u64, u32) {
        let (mn, k) = (mn as u64, k as u64);
        let w = self.swizzle.width();
        let off = if !mn_major {
            let kbit = k * bits as u64;
            let (kb, bit) = (kbit / 8, (kbit % 8) as u32);
            let off = if self.swizzle == Swizzle::None {
                (mn % 8) * 16 + (mn / 8) * self.sbo + kb % 16 + (kb / 16) * self.lbo
            } else {
                (mn % 8) * w + (mn / 8) * self.sbo + kb
            };
            return (self.swizzled(self.start + off), bit);
        } else {
            let mb = mn * bits as u64 / 8;
            if self.swizzle == Swizzle::None {
                mb % 16 + (mb / 16) * self.sbo + (k % 8) * 16 + (k / 8) * self.lbo
            } else {
                mb % w + (mb / w) * self.lbo + (k % 8) * w + (k / 8) * self.sbo
            }
        };
        (self.swizzled(self.start + off), 0)
    }

    /// Element (mn, k) of `bits` bits read from the block's shared memory `shared`
    /// through [`Desc::element`]; an address outside it is an error naming the element.
    pub fn read(
        &self,
        shared: &[u8],
        mn_major: bool,
        bits: u32,
        mn: u32,
        k: u32,
    ) -> Result<u64, String> {
        let (at, bit) = self.element(mn_major, bits, mn, k);
        let bytes = bits.div_ceil(8) as usize;
        match shared.get(at as usize..at as usize + bytes) {
            Some(b) => {
                let v = b.iter().rev().fold(0u64, |v, &x| v << 8 | x as u64);
                Ok(if bits < 8 { (v >> bit) & ((1 << bits) - 1) } else { v })
            }
            None => Err(format!(
                "shared-memory address {at:#x} of element ({mn}, {k}) is outside the block's {} bytes of shared memory",
                shared.len()
            )),
        }
    }

    /// The address after the swizzle (the TMA's pattern: chunk bits [4, 4+b) ^= bits
    /// [7, 7+b)).
    fn swizzled(&self, a: u64) -> u64 {
        match self.swizzle {
            Swizzle::None => a,
            s => crate::func::tensor_map::swizzle(a, s.width() as u32),
        }
    }
}

/// Largest K x N of the byte-or-wider forms (sparse e4m3/s8: 64 x 256).
pub const MAX_B: usize = 64 * 256;
/// Largest 16 x K of A (32 8-bit elements per row, dense or stored sparse).
pub const MAX_A: usize = 16 * 32;
/// Largest N.
pub const MAX_N: usize = 256;

/// One warp's operands: A's 16 x K slice (row-major element values, or bit rows for
/// `.b1`), B (K x N row-major, or bit columns for `.b1`).
pub enum Operands<'a> {
    Elems {
        a: &'a [u64],
        b: &'a [u64],
    },
    Bits {
        a: &'a [[u64; MAX_K1 / 64]],
        b: &'a [[u64; MAX_K1 / 64]],
    },
    /// `.sp`: A's stored 16 x K/2 elements and each lane's metadata.
    Sparse {
        a: &'a [u64],
        meta: &'a [u32; LANES],
        b: &'a [u64],
    },
}

/// D elements of a lane per 8 columns of N.
const D_PER_BLOCK: usize = 4;

/// (row, column) within the warp's 16 x 8 block of D of element `i` (0..4) of lane
/// `lane`: the ISA's accumulator figure (9.7.15.5.1.1), the m16n8 C/D fragment:
/// rows lane/4 and lane/4 + 8, columns 2 (lane % 4) and the next.
#[inline]
fn d_at(lane: usize, i: usize) -> (usize, usize) {
    (lane / 4 + 8 * (i / 2), 2 * (lane % 4) + i % 2)
}

/// A's 16 x K slice of warp `warp` from the register fragment (the m16n8kK A layout;
/// for `.sp` the stored 16 x K/2 through the m16n8kK `mma.sp` A layout).
pub fn a_from_regs(f: &WgmmaForm, regs: &Regs, out: &mut [u64]) {
    let pf = f.per_warp();
    let (fa, cols) = if f.sparse {
        (sparse_frags(&pf).map(|x| x.0), f.k as usize / 2)
    } else {
        (frags(&pf).map(|x| x.0), f.k as usize)
    };
    if let Some(fa) = fa {
        gather(regs, fa, f.a, out, cols);
    }
}

/// Negate an element (flip its sign bit) when the form's `imm-scale` asks.
#[inline]
pub fn scaled(t: MTy, neg: bool, x: u64) -> u64 {
    if neg {
        x ^ (1u64 << (t.bits() - 1))
    } else {
        x
    }
}

/// `D[16w.., :] = A * B (+ D when scale_d)` for one warp; `d` holds the warp's D
/// registers, `per_lane` to a lane (at least `f.regs().1`), updated in place. A sparse
/// A multiplies only the B rows its metadata names (a pruned position meets nothing,
/// so an infinite or NaN B element there does not reach D, as `mma.sp`); undefined
/// metadata is an error naming its lane.
pub fn warp_product(
    f: &WgmmaForm,
    ops: Operands,
    scale_d: bool,
    d: &mut [u64],
    per_lane: usize,
) -> Result<(), BadMeta> {
    let pf = f.per_warp();
    // The B rows each row of a sparse A meets (`kcol[r][..K/2]`).
    let mut kcol = [[0usize; 32]; ROWS_PER_WARP as usize];
    if let Operands::Sparse { a, meta, .. } = ops {
        let kc = f.k as usize / 2;
        for (r, cols) in kcol.iter_mut().enumerate() {
            row_columns(&pf, r, meta, &a[r * kc..(r + 1) * kc], cols)?;
        }
    }
    let (m, k) = (ROWS_PER_WARP as usize, f.k as usize);
    // `D = A * B` adds -0 (the identity of addition, so an all -0 product stays -0).
    let zero = match f.d {
        MTy::F32 => 0x8000_0000,
        MTy::F16 => 0x8000,
        _ => 0,
    };
    let per = per_reg(f.d) as usize;
    let elems_per_block = D_PER_BLOCK;
    for j in 0..f.n as usize / 8 {
        // C of this 8-column block, through the m16n8 C layout at element offset 4j.
        let mut cm = [zero; 16 * 8];
        if scale_d {
            for lane in 0..LANES {
                for i in 0..elems_per_block {
                    let (r, c) = d_at(lane, i);
                    let e = j * elems_per_block + i;
                    let v = d[lane * per_lane + e / per];
                    let bits = f.d.bits();
                    let x = if per == 1 {
                        v
                    } else {
                        (v >> ((e % per) as u32 * bits)) & ((1u64 << bits) - 1)
                    };
                    cm[r * 8 + c] = x;
                }
            }
        }
        let mut dm = [0u64; 16 * 8];
        match ops {
            Operands::Elems { a, b } => {
                let mut bm = [0u64; 32 * 8];
                for kk in 0..k {
                    bm[kk * 8..kk * 8 + 8].copy_from_slice(&b[kk * f.n as usize + 8 * j..][..8]);
                }
                dense(&pf, (m, 8, k), a, &bm, &cm, &mut dm, RNE);
            }
            Operands::Bits { a, b } => {
                dense_bits(&pf, (m, 8, k), a, &b[8 * j..8 * j + 8], &cm, &mut dm);
            }
            Operands::Sparse { a, b, .. } => {
                let kc = k / 2;
                for r in 0..m {
                    let mut bsel = [0u64; 32 * 8];
                    for (jj, &col) in kcol[r][..kc].iter().enumerate() {
                        bsel[jj * 8..jj * 8 + 8]
                            .copy_from_slice(&b[col * f.n as usize + 8 * j..][..8]);
                    }
                    let (arow, crow) = (&a[r * kc..(r + 1) * kc], &cm[r * 8..r * 8 + 8]);
                    dense(
                        &pf,
                        (1, 8, kc),
                        arow,
                        &bsel[..kc * 8],
                        crow,
                        &mut dm[r * 8..r * 8 + 8],
                        RNE,
                    );
                }
            }
        }
        for lane in 0..LANES {
            let regs = &mut d[lane * per_lane..(lane + 1) * per_lane];
            for i in 0..elems_per_block {
                let (r, c) = d_at(lane, i);
                put(regs, f.d, j * elems_per_block + i, dm[r * 8 + c]);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn desc(start: u64, lbo: u64, sbo: u64, sw: u64) -> u64 {
        (start >> 4) | (lbo >> 4) << 16 | (sbo >> 4) << 32 | sw << 62
    }

    #[test]
    fn descriptor_fields_decode_as_the_isa_table_says() {
        let d = Desc::decode(desc(0x1230, 256, 1024, 1) | 3 << 49);
        assert_eq!(d.start, 0x1230);
        assert_eq!(d.lbo, 256);
        assert_eq!(d.sbo, 1024);
        assert_eq!(d.base_offset, 3);
        assert_eq!(d.swizzle, Swizzle::B128);
        assert_eq!(Desc::decode(2 << 62).swizzle, Swizzle::B64);
        assert_eq!(Desc::decode(3 << 62).swizzle, Swizzle::B32);
    }

    /// The ISA's worked examples (9.7.15.5.1.2.1.3), as CuTe layouts in elements.
    #[test]
    fn element_addresses_match_the_isa_examples() {
        // K-major, no swizzle, tf32: ((8,2),(4,4)):((4,32),(1,64)), LBO 64 and SBO 32
        // elements (x4 bytes).
        let d = Desc::decode(desc(0, 64 * 4, 32 * 4, 0));
        for m in 0..16u32 {
            for k in 0..8u32 {
                let want = (m % 8) * 4 + (m / 8) * 32 + (k % 4) + (k / 4) * 64;
                assert_eq!(
                    d.element(false, 32, m, k),
                    (want as u64 * 4, 0),
                    "m {m} k {k}"
                );
            }
        }
        // MN-major, no swizzle, bf16: ((8,1,2),(8,2)):((1,8,64),(8,128)), LBO 128 and
        // SBO 64 elements.
        let d = Desc::decode(desc(0, 128 * 2, 64 * 2, 0));
        for mn in 0..16u32 {
            for k in 0..16u32 {
                let want = (mn % 8) + (mn / 8) * 64 + (k % 8) * 8 + (k / 8) * 128;
                assert_eq!(d.element(true, 16, mn, k), (want as u64 * 2, 0));
            }
        }
        // MN-major, 64B swizzle, bf16: Swizzle<2,4,3> o ((8,4,2),(8,2)):((1,8,256),
        // (32,512)): LBO 256, SBO 512 elements; the swizzle on byte addresses.
        let d = Desc::decode(desc(0, 256 * 2, 512 * 2, 2));
        for mn in 0..64u32 {
            for k in 0..16u32 {
                let e =
                    (mn % 8) + ((mn / 8) % 4) * 8 + (mn / 32) * 256 + (k % 8) * 32 + (k / 8) * 512;
                let a = e as u64 * 2;
                let want = a ^ (((a >> 7) & 3) << 4);
                assert_eq!(d.element(true, 16, mn, k), (want, 0));
            }
        }
    }

    /// The 128B swizzle permutes the 16-byte chunks of each 128-byte row by the row's
    /// index within the 1024-byte pattern: a row of a K-major tile never has two
    /// elements at one address, and chunk c of row r lands in chunk c ^ (r % 8).
    #[test]
    fn swizzle_128_permutes_chunks_by_row() {
        let d = Desc::decode(desc(0, 16, 1024, 1));
        for r in 0..16u32 {
            for c in 0..2u32 {
                let (a, _) = d.element(false, 16, r, 8 * c);
                let row_base = (r as u64 % 8) * 128 + (r as u64 / 8) * 1024;
                assert_eq!(a, row_base + 16 * (c as u64 ^ (r as u64 % 8)));
            }
        }
    }
}
