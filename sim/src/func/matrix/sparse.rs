//! `mma.sp` / `mma.sp::ordered_metadata` over one warp (PTX ISA 9.x, "Matrix
//! multiply-accumulate operation using mma.sp instruction with sparse matrix A"):
//! gather the compressed A (M x K/2), B and C, place each stored element of A at the
//! column its metadata names, and compute `D = A * B + C` with only the stored
//! products (a pruned position of A multiplies nothing, so an infinite or NaN B
//! element there does not reach D), through the dense core of `mma`.
//!
//! Where the metadata lives. The ISA gives it in figures ("Matrix fragments for sparse
//! mma", Figures 119-147): of each group of four consecutive threads, the threads the
//! sparsity selector picks hold it, and each such thread's 32 bits cover four chunks
//! of row groupID (bits 0-15) and the same four chunks of row groupID + 8 (bits
//! 16-31), the k-blocks in thread order. Chunk q of a row is nibble q % 4 of k-block
//! q / 4; a nibble's bits 1:0 index the chunk's first stored element, bits 3:2 the
//! second. (The same pairing of rows g and g + 8 in each 32-bit word is what CUTLASS's
//! metadata reordering for its sparse GEMMs produces.)

use super::block_scale::Scales;
use super::exact::Num;
use super::layout::sparse_frags;
use super::mma::{decode, dense, dense_nums, gather, scatter, Regs, LANES, RNE};
use crate::ir::mma_form::{MmaForm, Sparsity};
use crate::ir::mma_sparse::{chunk, meta_threads, Chunk};

/// M of every sparse shape; N; largest K (m16n8k128 4-bit).
const M: usize = 16;
const N: usize = 8;
const MAX_K: usize = 128;

/// Metadata that the ISA leaves undefined: the lane that holds it and its nibble.
#[derive(Debug, PartialEq, Eq)]
pub struct BadMeta {
    pub lane: u32,
    pub nibble: u32,
    pub why: &'static str,
}

/// The lane and bit offset of the metadata nibble of chunk `q` of row `row`.
pub fn meta_place(f: &MmaForm, row: usize, q: usize) -> (usize, u32) {
    let Sparsity::Sp { sel, .. } = f.sparse else {
        return (0, 0);
    };
    let threads = meta_threads(f) as usize;
    // The first contributing thread of a group: the selected one; thread pair `sel`;
    // or T0 when all four contribute.
    let first = match threads {
        1 => sel as usize,
        2 => 2 * sel as usize,
        _ => 0,
    };
    let lane = 4 * (row % 8) + first + q / 4;
    let shift = 16 * (row / 8) as u32 + 4 * (q % 4) as u32;
    (lane, shift)
}

/// The full-K columns of chunk `q`'s stored elements as the nibble's indices name
/// them, whatever their values: two elements (`Elem4`), one (`Tf32`, by the first
/// index's half) or four (`Pair8`), in stored order.
pub(super) fn columns_as_given(c: Chunk, q: usize, nib: u32) -> ([usize; 4], usize) {
    let (i0, i1) = ((nib & 3) as usize, (nib >> 2) as usize);
    match c {
        Chunk::Elem4 => ([4 * q + i0, 4 * q + i1, 0, 0], 2),
        Chunk::Tf32 => ([2 * q + i0 / 2, 0, 0, 0], 1),
        Chunk::Pair8 => (
            [
                8 * q + 2 * i0,
                8 * q + 2 * i0 + 1,
                8 * q + 2 * i1,
                8 * q + 2 * i1 + 1,
            ],
            4,
        ),
    }
}

/// The full-K columns of the stored elements of chunk `q` from its nibble (as
/// `columns_as_given`), or why the ISA leaves the nibble undefined.
fn columns(
    c: Chunk,
    q: usize,
    nib: u32,
    ordered: bool,
) -> Result<([usize; 4], usize), &'static str> {
    let (i0, i1) = ((nib & 3) as usize, (nib >> 2) as usize);
    if i0 == i1 {
        // 0b0000, 0b0101, 0b1010, 0b1111: "invalid values ... undefined behavior".
        return Err("both indices of the chunk are equal");
    }
    if ordered && i0 > i1 {
        return Err("mma.sp::ordered_metadata needs the indices in increasing order");
    }
    // .tf32: the indices address 16-bit halves; 0b0100 is the first element, 0b1110
    // the second; "any other values result in an undefined behavior".
    if c == Chunk::Tf32 && !matches!(nib, 0b0100 | 0b1110) {
        return Err(".tf32 metadata must be 0b0100 or 0b1110");
    }
    Ok(columns_as_given(c, q, nib))
}

/// Stored elements per chunk.
pub(super) fn stored(c: Chunk) -> usize {
    match c {
        Chunk::Elem4 => 2,
        Chunk::Tf32 => 1,
        Chunk::Pair8 => 4,
    }
}

/// Are these elements of type `t` all zero (either sign for floats; the padding bits
/// of the 6- and 4-bit types' containers do not count)?
pub(super) fn all_zero(t: crate::ir::mma_form::MTy, v: &[u64]) -> bool {
    if t.is_int() {
        return v.iter().all(|&x| x == 0);
    }
    v.iter()
        .all(|&x| matches!(decode(t, x), Num::Fin { m: 0, .. }))
}

/// The full-K columns of row `row`'s stored elements, in stored order, into `kcol`
/// (returns how many: K/2) as the sparse form `f` reads each lane's metadata `meta`;
/// `arow` is the row's stored elements. A chunk whose stored elements are all zero
/// uses its indices as given whatever they are (CUTLASS's sparse kernels zero-fill
/// both A and the metadata of tiles past the matrix edge, and the hardware gives a
/// usable result); other undefined metadata is an error naming its lane.
pub fn row_columns(
    f: &MmaForm,
    row: usize,
    meta: &[u32; LANES],
    arow: &[u64],
    kcol: &mut [usize],
) -> Result<usize, BadMeta> {
    let ordered = matches!(f.sparse, Sparsity::Sp { ordered: true, .. });
    let (_, _, k) = f.shape.mnk();
    let ch = chunk(f);
    let mut j = 0;
    for q in 0..k as usize / ch.width() as usize {
        let (lane, shift) = meta_place(f, row, q);
        let nib = (meta[lane] >> shift) & 0xF;
        let (cols, n) = match columns(ch, q, nib, ordered) {
            Ok(c) => c,
            Err(_) if all_zero(f.a, &arow[j..j + stored(ch)]) => columns_as_given(ch, q, nib),
            Err(why) => {
                return Err(BadMeta {
                    lane: lane as u32,
                    nibble: nib,
                    why,
                })
            }
        };
        kcol[j..j + n].copy_from_slice(&cols[..n]);
        j += n;
    }
    Ok(j)
}

/// `D = A * B + C` for the warp with the compressed A, `meta` the metadata operand of
/// each lane, `scales` the factors of a block-scaled form; `d` receives
/// `32 * regs(D)` values. Undefined metadata in a lane the
/// selector picks is an error naming it.
pub fn mma_sp(
    f: &MmaForm,
    a: &Regs,
    b: &Regs,
    c: &Regs,
    meta: &[u32; LANES],
    scales: Option<&Scales>,
    d: &mut [u64],
) -> Result<(), BadMeta> {
    if !f.sparse.is_sparse() {
        return Err(BadMeta {
            lane: 0,
            nibble: 0,
            why: "not a sparse form",
        });
    }
    let Some((fa, fb, fc)) = sparse_frags(f) else {
        return Err(BadMeta {
            lane: 0,
            nibble: 0,
            why: "the form has no sparse fragment layout",
        });
    };
    let (_, _, k) = f.shape.mnk();
    let kc = k as usize / 2;
    let mut am = [0u64; M * MAX_K / 2];
    let mut bm = [0u64; MAX_K * N];
    let mut cm = [0u64; M * N];
    gather(a, fa, f.a, &mut am, kc);
    gather(b, fb, f.b, &mut bm, N);
    gather(c, fc, f.c, &mut cm, N);
    let mut dm = [0u64; M * N];
    // Per row: the B rows its stored elements meet, then a 1-row dense product.
    let mut bsel = [0u64; MAX_K / 2 * N];
    let mut kcol = [0usize; MAX_K / 2];
    for row in 0..M {
        let n = row_columns(f, row, meta, &am[row * kc..(row + 1) * kc], &mut kcol)?;
        for (j, &col) in kcol[..n].iter().enumerate() {
            bsel[j * N..(j + 1) * N].copy_from_slice(&bm[col * N..(col + 1) * N]);
        }
        let (arow, crow) = (&am[row * kc..(row + 1) * kc], &cm[row * N..(row + 1) * N]);
        let drow = &mut dm[row * N..(row + 1) * N];
        match scales {
            None => dense(f, (1, N, kc), arow, &bsel[..kc * N], crow, drow, RNE),
            // Each stored element and the B row it meets take the factors of the
            // column it stands for.
            Some(s) => {
                let mut an = [Num::Nan; MAX_K / 2];
                let mut bn = [Num::Nan; MAX_K / 2 * N];
                for j in 0..kc {
                    an[j] = s.a(row, kcol[j], decode(f.a, arow[j]));
                    for x in 0..N {
                        bn[j * N + x] = s.b(kcol[j], x, decode(f.b, bsel[j * N + x]));
                    }
                }
                dense_nums(f, (1, N, kc), &an[..kc], &bn[..kc * N], crow, drow, RNE, 0);
            }
        }
    }
    scatter(f, fc, &dm, N, d);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::matrix::layout::per_reg;
    use crate::ir::mma_form::{BitOp, MTy, Shape};

    fn sp(shape: Shape, a: MTy, d: MTy, sel: u8) -> MmaForm {
        MmaForm {
            shape,
            d,
            a,
            b: a,
            c: d,
            satfinite: false,
            bitop: BitOp::None,
            sparse: Sparsity::Sp {
                ordered: false,
                sel,
            },
            a_col: false,
            b_col: true,
            kind: Default::default(),
        }
    }

    const FORMS: [(Shape, MTy, MTy); 8] = [
        (Shape::M16n8k16, MTy::F16, MTy::F32),
        (Shape::M16n8k32, MTy::Bf16, MTy::F32),
        (Shape::M16n8k8, MTy::Tf32, MTy::F32),
        (Shape::M16n8k16, MTy::Tf32, MTy::F32),
        (Shape::M16n8k32, MTy::S8, MTy::S32),
        (Shape::M16n8k64, MTy::E4m3, MTy::F32),
        (Shape::M16n8k64, MTy::U4, MTy::S32),
        (Shape::M16n8k128, MTy::S4, MTy::S32),
    ];

    #[test]
    fn layouts_cover_the_compressed_a_and_b_once() {
        for (shape, a, d) in FORMS {
            let f = sp(shape, a, d, 0);
            let (fa, fb, _) = sparse_frags(&f).unwrap();
            let (_, _, k) = shape.mnk();
            for (fr, rows, cols) in [(fa, 16, k / 2), (fb, k, 8)] {
                let mut seen = vec![0u32; (rows * cols) as usize];
                for lane in 0..32 {
                    for i in 0..fr.elems() {
                        let (r, c) = fr.at(lane, i);
                        seen[(r * cols + c) as usize] += 1;
                    }
                }
                assert!(seen.iter().all(|&s| s == 1), "{}", f.key());
            }
            // Registers: the fragment fills exactly the form's register count.
            let (ra, rb, _, _) = f.regs();
            assert_eq!(fa.elems() as u32, ra * per_reg(a), "{}", f.key());
            assert_eq!(fb.elems() as u32, rb * per_reg(a), "{}", f.key());
        }
    }

    #[test]
    fn every_chunk_has_one_nibble_in_the_selected_threads() {
        for (shape, a, d) in FORMS {
            let threads = meta_threads(&sp(shape, a, d, 0));
            for sel in 0..(4 / threads) as u8 {
                let f = sp(shape, a, d, sel);
                let (_, _, k) = shape.mnk();
                let mut used = [0u32; 32];
                for row in 0..16 {
                    for q in 0..(k / chunk(&f).width()) as usize {
                        let (lane, shift) = meta_place(&f, row, q);
                        // The selected threads of the row's group, each nibble once.
                        assert_eq!(lane / 4, row % 8);
                        let t = (lane % 4) as u32;
                        let first = if threads == 4 {
                            0
                        } else {
                            sel as u32 * threads
                        };
                        assert!((first..first + threads).contains(&t), "{}", f.key());
                        assert_eq!(used[lane] & (0xF << shift), 0);
                        used[lane] |= 0xF << shift;
                    }
                }
                // Each contributing thread's 32 bits are all used.
                assert_eq!(
                    used.iter().filter(|&&u| u == u32::MAX).count(),
                    8 * threads as usize
                );
            }
        }
    }

    /// Block scaling in the sparse product: each stored element takes the factor of
    /// the chunk of the column it stands for. With factors 1 on one chunk and 0 on the
    /// others (ue4m3 0x38 and 0x00), the scaled product equals the unscaled one with
    /// the stored elements of the other chunks zeroed; with all factors 1 it equals the
    /// unscaled product.
    fn regs(r: &[u64], per_lane: usize) -> Regs<'_> {
        Regs { regs: r, per_lane }
    }

    #[test]
    fn block_scales_follow_the_original_columns() {
        use crate::func::matrix::block_scale::{Scales, Sel};
        use crate::func::matrix::mma::put;
        use crate::ir::mma_form::{BlockScale, Kind, SType, ScaleKind};
        use crate::workload::rng::SplitMix64;
        for (shape, a, kind, vec, stype) in [
            (
                Shape::M16n8k128,
                MTy::E2m1x,
                ScaleKind::MxF4Nvf4,
                4u8,
                SType::Ue4m3,
            ),
            (
                Shape::M16n8k64,
                MTy::E4m3,
                ScaleKind::MxF8f6f4,
                1,
                SType::Ue8m0,
            ),
        ] {
            let bs = BlockScale {
                kind,
                vec,
                stype: Some(stype),
                block_scale: true,
            };
            let mut f = sp(shape, a, MTy::F32, 0);
            f.sparse = Sparsity::Sp {
                ordered: true,
                sel: 0,
            };
            f.kind = Kind::Scaled(bs);
            let (ra, rb, rc, rd) = f.regs();
            let (ra, rb, rc, rd) = (ra as usize, rb as usize, rc as usize, rd as usize);
            let mut rng = SplitMix64(77 + vec as u64);
            // e4m3: no NaN encodings (0x7F/0xFF) among the random bytes.
            let word = |rng: &mut SplitMix64| {
                let w = rng.next_u64() as u32;
                if a == MTy::E4m3 {
                    (w & 0x7E7E_7E7E) as u64
                } else {
                    w as u64
                }
            };
            let areg: Vec<u64> = (0..LANES * ra).map(|_| word(&mut rng)).collect();
            let breg: Vec<u64> = (0..LANES * rb).map(|_| word(&mut rng)).collect();
            let creg: Vec<u64> = (0..LANES * rc)
                .map(|_| (rng.next_u64() as u32 & 0x3FFF_FFFF) as u64)
                .collect();
            // Every chunk keeps its first elements (nibble 0b0100), in every lane.
            let meta = [0x4444_4444u32; LANES];
            let (_, _, k) = shape.mnk();
            let kchunk = k as usize / vec as usize;
            let (fa, _, _) = sparse_frags(&f).unwrap();
            // The original column of stored element j of a row.
            let col_of = |j: usize| match chunk(&f) {
                Chunk::Pair8 => 8 * (j / 4) + j % 4,
                _ => 4 * (j / 2) + j % 2,
            };
            let one = if stype == SType::Ue4m3 { 0x38u32 } else { 127 };
            let sel = Sel {
                byte_a: 0,
                tid_a: 0,
                byte_b: 0,
                tid_b: 0,
            };
            let sb = [one * 0x0101_0101; LANES];
            for c in 0..vec as usize {
                let sa = [one << (8 * c); LANES];
                let sc = Scales::gather(bs, shape.mnk(), &sa, &sb, &sel);
                let run = |a: &[u64], scales: Option<&Scales>| {
                    let mut d = vec![0u64; LANES * rd];
                    let (a, b, c) = (regs(a, ra), regs(&breg, rb), regs(&creg, rc));
                    mma_sp(&f, &a, &b, &c, &meta, scales, &mut d).unwrap();
                    d
                };
                let scaled = run(&areg, Some(&sc));
                // Unscaled, with the other chunks' stored elements zeroed (a single
                // chunk: all of them kept).
                let mut az = areg.clone();
                for lane in 0..LANES {
                    for i in 0..fa.elems() {
                        let (_, j) = fa.at(lane as u32, i);
                        if vec > 1 && col_of(j as usize) / kchunk != c {
                            put(&mut az[lane * ra..(lane + 1) * ra], a, i, 0);
                        }
                    }
                }
                let plain = run(&az, None);
                assert_eq!(scaled, plain, "{} chunk {c}", f.key());
            }
        }
    }

    #[test]
    fn undefined_metadata_is_refused() {
        assert!(columns(Chunk::Elem4, 0, 0b0101, false).is_err());
        assert_eq!(
            columns(Chunk::Elem4, 1, 0b0010, false).unwrap(),
            ([6, 4, 0, 0], 2)
        );
        assert!(columns(Chunk::Elem4, 1, 0b0010, true).is_err());
        assert_eq!(
            columns(Chunk::Tf32, 3, 0b1110, true).unwrap(),
            ([7, 0, 0, 0], 1)
        );
        assert!(columns(Chunk::Tf32, 3, 0b1000, false).is_err());
        assert_eq!(
            columns(Chunk::Pair8, 1, 0b1100, true).unwrap(),
            ([8, 9, 14, 15], 4)
        );
    }
}
