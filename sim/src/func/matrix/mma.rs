//! `mma.sync.aligned` over one warp: gather A, B and C from every lane's fragment
//! registers through the layouts, compute `D = A * B + C` element by element, and
//! scatter D back. Floating-point elements use the exact dot product of `exact`
//! (one rounding); integer elements accumulate in 64 bits and wrap to 32 (or
//! saturate with `.satfinite`). PTX ISA 9.x, "mma".

use super::exact::{self, Acc, Fmt, Num};
use super::layout::{frags, per_reg, Frag};
use crate::ir::mma_form::{BitOp, MTy, MmaForm};

/// Lanes of the warp an mma runs on (the PTX warp).
pub const LANES: usize = 32;
/// Largest M, N and K of the supported shapes.
const MAX_M: usize = 16;
const MAX_N: usize = 8;
const MAX_K: usize = 256;

/// Register values of one fragment operand: `regs[lane * per_lane + r]`.
pub struct Regs<'a> {
    pub regs: &'a [u64],
    pub per_lane: usize,
}

/// The float format of an element type (tf32 reads as f32 with its low 13 fraction
/// bits ignored: PTX ISA, "Alternate floating point data formats").
fn fmt(t: MTy) -> Option<Fmt> {
    Some(match t {
        MTy::F16 => exact::F16,
        MTy::Bf16 => exact::BF16,
        MTy::Tf32 | MTy::F32 => exact::F32,
        MTy::F64 => exact::F64,
        MTy::E4m3 => exact::E4M3,
        MTy::E5m2 => exact::E5M2,
        _ => return None,
    })
}

fn decode(t: MTy, x: u64) -> Num {
    let x = if t == MTy::Tf32 { x & !0x1FFF } else { x };
    fmt(t).map_or(Num::Nan, |f| f.decode(x))
}

/// An integer element's value.
fn int(t: MTy, x: u64) -> i64 {
    match t {
        MTy::S8 => x as u8 as i8 as i64,
        MTy::U8 => x as u8 as i64,
        MTy::S4 => ((x as u8) << 4) as i8 as i64 >> 4,
        MTy::U4 => (x & 0xF) as i64,
        _ => x as u32 as i32 as i64,
    }
}

/// Element `i` of lane `lane` of a fragment of type `t`.
#[inline]
fn element(r: &Regs, lane: usize, i: usize, t: MTy) -> u64 {
    let per = per_reg(t) as usize;
    let v = r.regs[lane * r.per_lane + i / per];
    if t == MTy::F64 {
        return v;
    }
    let bits = t.bits();
    (v >> ((i % per) as u32 * bits)) & ((1u64 << bits) - 1)
}

/// Gather a fragment into a row-major matrix of `cols` columns.
fn gather(r: &Regs, f: &Frag, t: MTy, out: &mut [u64], cols: usize) {
    for lane in 0..LANES {
        for i in 0..f.elems() {
            let (row, col) = f.at(lane as u32, i);
            out[row as usize * cols + col as usize] = element(r, lane, i, t);
        }
    }
}

/// `D = A * B + C` for the warp; `d` receives `32 * regs(D)` values. The form must be
/// one `ir::mma_form::check` accepts (the front end guarantees it).
pub fn mma(f: &MmaForm, a: &Regs, b: &Regs, c: &Regs, d: &mut [u64]) -> Result<(), String> {
    let Some((fa, fb, fc)) = frags(f) else {
        return Err(format!("mma form {} has no fragment layout", f.key()));
    };
    let (m, n, k) = f.shape.mnk();
    let (m, n, k) = (m as usize, n as usize, k as usize);
    let mut am = [0u64; MAX_M * MAX_K];
    let mut bm = [0u64; MAX_K * MAX_N];
    let mut cm = [0u64; MAX_M * MAX_N];
    gather(a, fa, f.a, &mut am, k);
    gather(b, fb, f.b, &mut bm, n);
    gather(c, fc, f.c, &mut cm, n);
    let mut dm = [0u64; MAX_M * MAX_N];
    for i in 0..m {
        for j in 0..n {
            dm[i * n + j] = if f.a.is_int() || f.a == MTy::B1 {
                let mut s = int(f.c, cm[i * n + j]);
                for kk in 0..k {
                    let (x, y) = (am[i * k + kk], bm[kk * n + j]);
                    s += match f.bitop {
                        // Single-bit forms: popc of the bit operation over k.
                        BitOp::Xor => (x ^ y) as i64,
                        BitOp::And => (x & y) as i64,
                        BitOp::None => int(f.a, x) * int(f.b, y),
                    };
                }
                let s = if f.satfinite {
                    s.clamp(i32::MIN as i64, i32::MAX as i64)
                } else {
                    s
                };
                s as i32 as u32 as u64
            } else {
                let mut acc = Acc::new();
                acc.add(decode(f.c, cm[i * n + j]));
                for kk in 0..k {
                    acc.add(exact::mul(
                        decode(f.a, am[i * k + kk]),
                        decode(f.b, bm[kk * n + j]),
                    ));
                }
                acc.round(fmt(f.d).unwrap_or(exact::F32))
            };
        }
    }
    // Scatter D through the C/D layout.
    let (_, _, _, dregs) = f.regs();
    let per = per_reg(f.d) as usize;
    let bits = if f.d == MTy::F64 { 64 } else { f.d.bits() };
    d[..LANES * dregs as usize].fill(0);
    for lane in 0..LANES {
        for i in 0..fc.elems() {
            let (row, col) = fc.at(lane as u32, i);
            let v = dm[row as usize * n + col as usize];
            let slot = &mut d[lane * dregs as usize + i / per];
            *slot |= if bits == 64 {
                v
            } else {
                (v & ((1u64 << bits) - 1)) << ((i % per) as u32 * bits)
            };
        }
    }
    Ok(())
}
