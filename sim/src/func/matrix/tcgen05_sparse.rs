//! `tcgen05.mma.sp` (PTX ISA 9.1, 9.7.16.10.8): where an MMA's sparsity metadata
//! sits in tensor memory, and which full-K columns each row's stored elements of A
//! stand for.
//!
//! A sparse row of A stores K/2 elements (the 256 bits of a dense row). Its metadata
//! gives one nibble per chunk of the full row, as `mma.sp`'s does (see `sparse`):
//! four elements with two stored for `.kind::f16`, `.kind::f8f6f4`,
//! `.kind::mxf8f6f4` and `.kind::i8` (bits 1:0 index the first stored element, 3:2
//! the second); two with one stored for `.kind::tf32` (`0b0100` the first, `0b1110`
//! the second); eight with two pairs stored for `.kind::mxf4*` (9.7.16.10.8.1-3).
//!
//! Where the nibbles are the ISA shows only as figures (Figures 262-267). warpsim
//! takes CUTLASS's layout, for 128 rows per CTA (`tmem_e_frg`,
//! cute/atom/mma_traits_sm100_frag.hpp, 7107b05); for `.kind::f16` and the 8-bit kinds
//! JAX Mosaic GPU's `format_tcgen05_sparse_metadata` with its `tcgen05.cp.128x128b`
//! copy (jax/_src/pallas/mosaic_gpu/helpers.py, cec06d1; tested on hardware there)
//! agrees with it bit for bit, and `.kind::tf32` and `.kind::mxf4*` rest on CUTLASS
//! alone. Both sources address an MMA's metadata at an even column (the selector
//! adding 0 or 1); warpsim refuses an odd one.
//! * `.kind::f16` and `.kind::tf32` (8 chunks a row): one column, the address's plus
//!   the sparsity selector; chunk q of row m in lane `16 (m / 16) + 8 (q / 4) + m % 8`,
//!   bits `16 ((m / 8) % 2) + 4 (q % 4)` (a lane holds rows m and m + 8 of a 16-row
//!   block, for one half of K). Both sources give a K-step's column as an even
//!   address plus a selector of 0 or 1; what selectors 2 and 3 pick is given only as
//!   a figure, and warpsim refuses them.
//! * the 8-bit kinds and `.kind::mxf4*` (16 chunks): two columns from the address;
//!   chunk q of row m in lane m, column q / 8, bits `4 (q % 8)`; the selector "must
//!   be 0" (`.kind::i8`, `.kind::f8f6f4`) or "is assumed to be 0".
//!
//! With `.cta_group::2` (M = 256) each CTA holds its 128 rows' metadata in its own
//! tensor memory at the same address. M = 64 (Layout F), M = 128 over a CTA pair
//! (Layout C) and `.ws` with M = 32 or 64 have no source beyond their figures.

use super::sparse::{all_zero, columns_as_given, stored};
use crate::func::tmem::Tmem;
use crate::ir::mma_form::MTy;
use crate::ir::mma_sparse::Chunk;
use crate::ir::tcgen05_form::Tc05Kind;

/// The metadata of one sparse MMA: the column `[sp-meta-tmem]` names (its lane must
/// be 0: the metadata spans all 128 lanes) and the descriptor's sparsity selector.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpMeta {
    pub col: u32,
    pub sel: u8,
}

/// The chunk geometry of `kind`'s sparse A.
pub fn chunk(kind: Tc05Kind) -> Chunk {
    match kind {
        Tc05Kind::Tf32 => Chunk::Tf32,
        Tc05Kind::MxF4 | Tc05Kind::MxF4Nvf4 => Chunk::Pair8,
        _ => Chunk::Elem4,
    }
}

/// `.kind::f16` and `.kind::tf32`: eight chunks a row, one column per MMA.
fn narrow(kind: Tc05Kind) -> bool {
    matches!(kind, Tc05Kind::F16 | Tc05Kind::Tf32)
}

/// Where chunk `q` of row `m` (0..128) of `kind`'s metadata is: lane, column from the
/// MMA's first metadata column, bit (see the module doc).
pub fn place(kind: Tc05Kind, m: u32, q: u32) -> (u32, u32, u32) {
    debug_assert!(m < 128 && q < 16);
    if narrow(kind) {
        (
            16 * (m / 16) + 8 * (q / 4) + m % 8,
            0,
            16 * ((m / 8) % 2) + 4 * (q % 4),
        )
    } else {
        (m, q / 8, 4 * (q % 8))
    }
}

/// Check that warpsim runs this sparse MMA's metadata (M = 128 per CTA, the
/// selector) and that its columns are allocated; the MMA's first metadata column.
pub fn check(t: &Tmem, kind: Tc05Kind, rows: u32, lane: u32, m: SpMeta) -> Result<u32, String> {
    if rows != 128 {
        return Err(format!(
            "a sparse MMA with {rows} rows per CTA: where its metadata sits in tensor memory (M = 64, M = 128 over a CTA pair, .ws with M = 32 or 64) is given only as figures; warpsim runs sparse MMAs of 128 rows per CTA (M = 128, or M = 256 over a CTA pair)"
        ));
    }
    if lane != 0 {
        return Err(format!(
            "[sp-meta-tmem] names lane {lane}: the metadata of 128 rows spans lanes 0-127, so its address is lane 0"
        ));
    }
    if !m.col.is_multiple_of(2) {
        return Err(format!(
            "[sp-meta-tmem] names the odd column {}: CUTLASS and JAX address the metadata in even columns (the selector picking the next), and what an odd one reads is not stated",
            m.col
        ));
    }
    let first = if narrow(kind) {
        if m.sel > 1 {
            return Err(format!(
                "sparsity selector {}: which column a .kind::{} MMA's selector 2 or 3 picks is given only as a figure (Figures 263, 265); warpsim runs 0 and 1 (the column [sp-meta-tmem] names, or the next)",
                m.sel,
                kind.name()
            ));
        }
        m.col + m.sel as u32
    } else {
        // "must be 0 for .kind::i8 and .kind::f8f6f4", "assumed to be 0" for the others.
        if m.sel != 0 && matches!(kind, Tc05Kind::I8 | Tc05Kind::F8f6f4) {
            return Err(format!(
                "sparsity selector {}: .kind::{} takes 0 (PTX ISA 9.7.16.10.8.4)",
                m.sel,
                kind.name()
            ));
        }
        m.col
    };
    t.check(
        "tcgen05.mma.sp metadata",
        0,
        first,
        if narrow(kind) { 1 } else { 2 },
    )?;
    Ok(first)
}

/// The nibbles the ISA defines: `.kind::tf32`'s two, the others' seven
/// (9.7.16.10.8.1-3, as listed). `0b0110` is the one listed pair out of increasing
/// order; warpsim reads it as written, its first stored element at index 2 and the
/// second at 1 [model].
fn defined(c: Chunk, nib: u32) -> bool {
    match c {
        Chunk::Tf32 => matches!(nib, 0b0100 | 0b1110),
        _ => matches!(
            nib,
            0b0100 | 0b1000 | 0b1100 | 0b1001 | 0b1101 | 0b0110 | 0b1110
        ),
    }
}

/// The full-K columns of row `m`'s stored elements `arow` (K/2 of type `a`), in
/// stored order, into `kcol` (returns K/2), from the metadata at column `first`.
/// A chunk whose stored elements are all zero takes its nibble as given whatever it
/// is (CUTLASS zero-fills both A and the metadata past a matrix's edge); another
/// undefined nibble is an error naming where it is.
pub fn row_columns(
    t: &Tmem,
    kind: Tc05Kind,
    first: u32,
    a: MTy,
    m: u32,
    arow: &[u64],
    kcol: &mut [usize],
) -> Result<usize, String> {
    let c = chunk(kind);
    let per = stored(c);
    let mut j = 0;
    for q in 0..(2 * arow.len() / c.width() as usize) {
        let (lane, col, bit) = place(kind, m, q as u32);
        let nib = (t.get(lane, first + col) >> bit) & 0xF;
        if !defined(c, nib) && !all_zero(a, &arow[j..j + per]) {
            return Err(format!(
                "metadata nibble {nib:#06b} of row {m}'s chunk {q} (tensor-memory lane {lane}, column {}, bits {bit}-{}) is not one the ISA defines for .kind::{} (PTX ISA 9.7.16.10.8)",
                first + col,
                bit + 3,
                kind.name()
            ));
        }
        let (cols, n) = columns_as_given(c, q, nib);
        kcol[j..j + n].copy_from_slice(&cols[..n]);
        j += n;
    }
    Ok(j)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every (row, chunk) of 128 rows has its own nibble: the narrow layout fills one
    /// column's 128 x 32 bits, the wide one two columns'.
    #[test]
    fn each_nibble_has_one_place() {
        for (kind, chunks, cols) in [(Tc05Kind::F16, 8, 1), (Tc05Kind::I8, 16, 2)] {
            let mut seen = vec![false; 128 * 8 * cols];
            for m in 0..128 {
                for q in 0..chunks {
                    let (lane, col, bit) = place(kind, m, q);
                    assert!(bit % 4 == 0 && bit < 32 && (col as usize) < cols);
                    let i = (lane as usize * cols + col as usize) * 8 + bit as usize / 4;
                    assert!(!seen[i], "{kind:?} row {m} chunk {q}");
                    seen[i] = true;
                }
            }
            assert!(seen.iter().all(|&s| s));
        }
    }

    /// The f16 layout against JAX's formatting, written out independently: metadata
    /// of M x K/4 x 2 two-bit entries (the chunk's two indices), reshaped as (8, 2, 8)
    /// rows x (K/64, 4, 2, 8) entries and transposed so that, per 64 entries (four
    /// MMAs of K = 32), row `16 a + 8 g + c` of shared memory holds entry `16 d + 8 b
    /// + f` of row `16 a + 8 b + c`'s entry `16 d + 8 g + f`, LSB first; then
    /// `tcgen05.cp.128x128b` puts shared row r in lane r, its bytes 4c.. in column c.
    /// MMA t = d reads column `address + selector` = t.
    #[test]
    fn f16_layout_is_jaxs_format_after_the_copy() {
        for m in 0..128u32 {
            for e in 0..64u32 {
                let (a, b, c) = (m / 16, (m / 8) % 2, m % 8);
                let (d, g, f) = (e / 16, (e / 8) % 2, e % 8);
                let (lane, x) = (16 * a + 8 * g + c, 16 * d + 8 * b + f);
                let (col, bit) = (x / 16, 2 * (x % 16));
                // Entry e is MMA d's chunk (e % 16) / 2, its index e % 2.
                let (l, c0, b0) = place(Tc05Kind::F16, m, (e % 16) / 2);
                assert_eq!(
                    (l, d + c0, b0 + 2 * (e % 2)),
                    (lane, col, bit),
                    "row {m} entry {e}"
                );
            }
        }
    }

    /// The 8-bit layout against JAX's: (M, K/64 blocks, 64 entries) transposed to
    /// (K/64, M, 64): row m's 64 entries (two MMAs of K = 64, 16 chunks x 2 each) in
    /// shared row m, so lane m, entry x in column x / 16 at bit 2 (x % 16); MMA t's
    /// address is column 2t.
    #[test]
    fn eight_bit_layout_is_jaxs_format_after_the_copy() {
        for m in 0..128u32 {
            for x in 0..64u32 {
                let (l, c0, b0) = place(Tc05Kind::I8, m, (x % 32) / 2);
                assert_eq!(
                    (l, 2 * (x / 32) + c0, b0 + 2 * (x % 2)),
                    (m, x / 16, 2 * (x % 16))
                );
            }
        }
    }

    #[test]
    fn check_refuses_what_no_source_states() {
        let mut t = Tmem::default();
        let base = t.alloc(32).unwrap();
        let m = |col: u32, sel: u8| SpMeta {
            col: base + col,
            sel,
        };
        assert_eq!(check(&t, Tc05Kind::F16, 128, 0, m(4, 1)), Ok(base + 5));
        assert_eq!(check(&t, Tc05Kind::I8, 128, 0, m(4, 0)), Ok(base + 4));
        for (kind, rows, lane, mm, want) in [
            (Tc05Kind::F16, 64, 0, m(4, 0), "64 rows per CTA"),
            (Tc05Kind::F16, 128, 32, m(4, 0), "names lane 32"),
            (Tc05Kind::F16, 128, 0, m(5, 0), "odd column"),
            (Tc05Kind::Tf32, 128, 0, m(4, 3), "selector 3"),
            (Tc05Kind::F8f6f4, 128, 0, m(4, 1), "takes 0"),
            // Two columns from column 31 of 32: outside the allocation.
            (Tc05Kind::I8, 128, 0, m(30, 0), ""),
        ] {
            let got = check(&t, kind, rows, lane, mm);
            if want.is_empty() {
                assert!(got.is_ok());
                assert!(check(&t, kind, rows, lane, m(32, 0)).is_err());
            } else {
                assert!(
                    got.as_ref().is_err_and(|e| e.contains(want)),
                    "{want}: {got:?}"
                );
            }
        }
    }

    #[test]
    fn undefined_nibbles_fault_unless_their_elements_are_zero() {
        let mut t = Tmem::default();
        t.alloc(32).unwrap();
        // Row 0, chunk 0 of f16: lane 0, bits 0-3.
        t.set(0, 4, 0b0101);
        let mut kcol = [0usize; 16];
        let arow = [0x3C00u64; 16];
        let e = row_columns(&t, Tc05Kind::F16, 4, MTy::F16, 0, &arow, &mut kcol).unwrap_err();
        assert!(
            e.contains("0b0101") && e.contains("lane 0, column 4"),
            "{e}"
        );
        // The same nibble over zeros (either sign) stands, the other chunks defined.
        t.set(0, 4, 0x9999_9995);
        t.set(8, 4, 0x9999_9999);
        let mut zero = arow;
        zero[0] = 0;
        zero[1] = 0x8000;
        let got = row_columns(&t, Tc05Kind::F16, 4, MTy::F16, 0, &zero, &mut kcol);
        assert_eq!((got, &kcol[..4]), (Ok(16), &[1, 1, 5, 6][..]));
        // A valid row: every chunk 0b1001 (elements at 1 and 2).
        for lane in 0..128 {
            t.set(lane, 4, 0x9999_9999);
        }
        assert_eq!(
            row_columns(&t, Tc05Kind::F16, 4, MTy::F16, 5, &arow, &mut kcol),
            Ok(16)
        );
        assert_eq!(&kcol[..4], &[1, 2, 5, 6]);
        // tf32: 0b1110 is the chunk's second element.
        for lane in 0..128 {
            t.set(lane, 4, 0xEEEE_EEEE);
        }
        let a8 = [1u64; 8];
        assert_eq!(
            row_columns(&t, Tc05Kind::Tf32, 4, MTy::Tf32, 9, &a8, &mut kcol),
            Ok(8)
        );
        assert_eq!(&kcol[..3], &[1, 3, 5]);
    }
}
