//! The sm_70 quad-pair multiply `mma.sync.aligned.m8n8k4.<alayout>.<blayout>.<d>.f16.f16.<c>`
//! (PTX ISA 9.x, "Matrix Fragments for mma.m8n8k4 with .f16 floating point type"): the
//! warp computes four independent 8x8x4 products, product q on the quad pair of lanes
//! 4q..4q+3 (the "low group", rows or columns 0-3) and 16+4q..16+4q+3 (the "high group",
//! 4-7). The fragment formulas of the ISA, per element i of a lane:
//!
//! ```text
//! A .row: (lane%4 [+4 high], i)          A .col: (i [+4 high], lane%4)
//! B .row: (lane%4, i [+4 high])          B .col: (i, lane%4 [+4 high])
//! C .f16: (lane%4 [+4 high], i)          C .f32: (X [+4 high], (i&4) + (lane&2) + (i&1)),
//!                                                 X = (lane&1) + (i&2)
//! ```
//!
//! Each product is `D = A * B + C` through the dense core of `mma`.

use super::mma::{dense, element, put, Regs};
use crate::ir::mma_form::{MTy, MmaForm};

/// (row, col) of element `i` of `lane` for A (`which` 0), B (1), C (2) or D (3); the
/// accumulator layout depends on its own type.
pub fn place(f: &MmaForm, which: u8, lane: u32, i: u32) -> (u32, u32) {
    let (q, hi) = (lane % 4, if lane < 16 { 0 } else { 4 });
    let acc_f32 = (which == 2 && f.c == MTy::F32) || (which == 3 && f.d == MTy::F32);
    match which {
        0 if f.a_col => (i % 4 + hi, q),
        0 => (q + hi, i),
        1 if f.b_col => (i, q + hi),
        1 => (q, i + hi),
        _ if acc_f32 => ((lane & 1) + (i & 2) + hi, (i & 4) + (lane & 2) + (i & 1)),
        _ => (q + hi, i),
    }
}

/// The lanes of quad pair `p`.
fn lanes(p: u32) -> impl Iterator<Item = u32> {
    (4 * p..4 * p + 4).chain(16 + 4 * p..16 + 4 * p + 4)
}

/// `D = A * B + C` of the four quad pairs; `d` receives `32 * regs(D)` values.
pub fn mma_quad_pair(f: &MmaForm, a: &Regs, b: &Regs, c: &Regs, d: &mut [u64]) {
    let (_, _, _, dregs) = f.regs();
    d[..32 * dregs as usize].fill(0);
    for p in 0..4 {
        let (mut am, mut bm) = ([0u64; 32], [0u64; 32]);
        let (mut cm, mut dm) = ([0u64; 64], [0u64; 64]);
        for lane in lanes(p) {
            for i in 0..4 {
                let (r, k) = place(f, 0, lane, i);
                am[(r * 4 + k) as usize] = element(a, lane as usize, i as usize, MTy::F16);
                let (k, n) = place(f, 1, lane, i);
                bm[(k * 8 + n) as usize] = element(b, lane as usize, i as usize, MTy::F16);
            }
            for i in 0..8 {
                let (r, n) = place(f, 2, lane, i);
                cm[(r * 8 + n) as usize] = element(c, lane as usize, i as usize, f.c);
            }
        }
        dense(f, (8, 8, 4), &am, &bm, &cm, &mut dm, super::mma::RNE);
        for lane in lanes(p) {
            for i in 0..8 {
                let (r, n) = place(f, 3, lane, i);
                let v = dm[(r * 8 + n) as usize];
                let r = dregs as usize * lane as usize;
                put(&mut d[r..r + dregs as usize], f.d, i as usize, v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::mma_form::{BitOp, Shape, Sparsity};

    #[test]
    fn each_quad_pair_covers_its_matrices_once() {
        for (a_col, b_col, c, d) in [
            (false, false, MTy::F16, MTy::F32),
            (true, true, MTy::F32, MTy::F16),
        ] {
            let f = MmaForm {
                shape: Shape::M8n8k4,
                d,
                a: MTy::F16,
                b: MTy::F16,
                c,
                satfinite: false,
                bitop: BitOp::None,
                sparse: Sparsity::Dense,
                a_col,
                b_col,
                kind: Default::default(),
            };
            for p in 0..4 {
                for (which, rows, cols, n) in
                    [(0, 8, 4, 4), (1, 4, 8, 4), (2, 8, 8, 8), (3, 8, 8, 8)]
                {
                    let mut seen = vec![0; rows * cols];
                    for lane in lanes(p) {
                        for i in 0..n {
                            let (r, c) = place(&f, which, lane, i);
                            seen[r as usize * cols + c as usize] += 1;
                        }
                    }
                    assert!(seen.iter().all(|&s| s == 1), "{which} {a_col} {b_col}");
                }
            }
        }
    }
}
