//! WMMA fragments and `wmma.mma`. The PTX ISA leaves the distribution of a wmma
//! fragment's elements over the warp's threads unspecified ("Matrix Fragments for
//! WMMA": fragments are opaque; only `wmma.load` and `wmma.store` know the mapping), so
//! any fixed mapping shared by the three instructions is conforming. warpsim's is
//! linear: element `e` of lane `l` holds element `(l * P + e) mod (rows * cols)` of
//! the matrix in row-major order, `P` the elements per thread. A fragment with more
//! room than the matrix (every `.f16` A and B: eight `.f16x2` registers) holds some
//! elements twice, as the sm_70 layout does.

use super::mma::{dense, dense_bits, element, put, Regs, LANES, MAX_AB, MAX_K1};
use crate::ir::mma_form::{MTy, MmaForm};
use crate::ir::wmma_form::{Which, WmmaFrag};

/// Largest C/D: 16 x 16, 32 x 8, 8 x 32.
const MAX_C: usize = 256;

/// The matrix element (row, column) that element `e` of lane `lane` holds.
#[inline]
pub fn position(f: &WmmaFrag, lane: usize, e: usize) -> (usize, usize) {
    let (rows, cols) = f.dims();
    let idx = (lane * f.per_thread() as usize + e) % (rows * cols) as usize;
    (idx / cols as usize, idx % cols as usize)
}

/// Gather fragment `f` of the warp (`r`) into a row-major matrix.
fn gather(r: &Regs, f: &WmmaFrag, out: &mut [u64]) {
    let cols = f.dims().1 as usize;
    for lane in 0..LANES {
        for e in 0..f.per_thread() as usize {
            let (row, col) = position(f, lane, e);
            out[row * cols + col] = element(r, lane, e, f.ty);
        }
    }
}

/// `wmma.mma`: `D = A * B + C` for the warp through the linear fragments, float
/// elements rounded once in `mode` (`.rn` but for the `.f64` form's `.rz/.rm/.rp`); `d`
/// receives `32 * regs(D)` values. The form must be one `check_mma` accepts.
pub fn wmma_mma(
    f: &MmaForm,
    mode: crate::softfloat::Round,
    a: &Regs,
    b: &Regs,
    c: &Regs,
    d: &mut [u64],
) {
    let frag = |which, ty| WmmaFrag {
        which,
        col: false,
        shape: f.shape,
        ty,
    };
    let (fa, fb, fc, fd) = (
        frag(Which::A, f.a),
        frag(Which::B, f.b),
        frag(Which::C, f.c),
        frag(Which::C, f.d),
    );
    let (m, n, k) = f.shape.mnk();
    let (m, n, k) = (m as usize, n as usize, k as usize);
    let mut am = [0u64; MAX_AB];
    let mut bm = [0u64; MAX_AB];
    let mut cm = [0u64; MAX_C];
    let mut dm = [0u64; MAX_C];
    gather(a, &fa, &mut am);
    gather(b, &fb, &mut bm);
    gather(c, &fc, &mut cm);
    if f.a == MTy::B1 {
        // Bit sets: row i of A, column j of B, 64 k per word.
        let mut ar = [[0u64; MAX_K1 / 64]; 8];
        let mut bc = [[0u64; MAX_K1 / 64]; 8];
        for i in 0..m {
            for kk in 0..k {
                ar[i][kk / 64] |= (am[i * k + kk] & 1) << (kk % 64);
            }
        }
        for j in 0..n {
            for kk in 0..k {
                bc[j][kk / 64] |= (bm[kk * n + j] & 1) << (kk % 64);
            }
        }
        dense_bits(f, (m, n, k), &ar, &bc, &cm, &mut dm);
    } else {
        dense(f, (m, n, k), &am, &bm, &cm, &mut dm, mode);
    }
    let regs = fd.regs() as usize;
    d[..LANES * regs].fill(0);
    for lane in 0..LANES {
        for e in 0..fd.per_thread() as usize {
            let (row, col) = position(&fd, lane, e);
            put(
                &mut d[lane * regs..(lane + 1) * regs],
                f.d,
                e,
                dm[row * n + col],
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::mma_form::Shape;

    #[test]
    fn every_element_is_held_and_duplicates_only_where_the_fragment_is_larger() {
        for (which, shape, ty) in [
            (Which::A, Shape::M16n16k16, MTy::F16),
            (Which::B, Shape::M32n8k16, MTy::F16),
            (Which::C, Shape::M8n32k16, MTy::F32),
            (Which::A, Shape::M8n8k128, MTy::B1),
            (Which::C, Shape::M8n8k4, MTy::F64),
        ] {
            let f = WmmaFrag {
                which,
                col: false,
                shape,
                ty,
            };
            let (r, c) = f.dims();
            let mut seen = vec![0u32; (r * c) as usize];
            for lane in 0..LANES {
                for e in 0..f.per_thread() as usize {
                    let (row, col) = position(&f, lane, e);
                    seen[row * c as usize + col] += 1;
                }
            }
            let copies = 32 * f.per_thread() / (r * c);
            assert!(copies >= 1, "{f:?}");
            assert!(seen.iter().all(|&s| s == copies), "{f:?}: {seen:?}");
        }
    }
}
