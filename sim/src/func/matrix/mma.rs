//! `mma.sync.aligned` over one warp: gather A, B and C from every lane's fragment
//! registers through the layouts, compute `D = A * B + C` element by element, and
//! scatter D back. Floating-point elements use the exact dot product of `exact`
//! (one rounding); integer elements accumulate in 64 bits and wrap to 32 (or
//! saturate with `.satfinite`). PTX ISA 9.x, "mma".

use super::block_scale::Scales;
use super::exact::{self, Fmt, Num};
use super::layout::{frags, per_reg, Frag};
use crate::ir::mma_form::{BitOp, MTy, MmaForm};
use crate::softfloat::{Round, BF, DP, E2M1, E2M3, E3M2, E4M3, E5M2, HP, SP};

/// Lanes of the warp an mma runs on (the PTX warp).
pub const LANES: usize = 32;
/// Largest M, N and K of the supported shapes.
const MAX_M: usize = 16;
const MAX_N: usize = 8;
const MAX_K: usize = 64;
/// Largest K of the single-bit forms (held as bit sets, 64 k per word).
pub const MAX_K1: usize = 256;

/// Register values of one fragment operand: `regs[lane * per_lane + r]`.
pub struct Regs<'a> {
    pub regs: &'a [u64],
    pub per_lane: usize,
}

/// The float format of an element type (tf32 reads as f32 with its low 13 fraction
/// bits ignored: PTX ISA, "Alternate floating point data formats").
fn fmt(t: MTy) -> Option<Fmt> {
    Some(match t {
        MTy::F16 => HP,
        MTy::Bf16 => BF,
        MTy::Tf32 | MTy::F32 => SP,
        MTy::F64 => DP,
        MTy::E4m3 => E4M3,
        MTy::E5m2 => E5M2,
        MTy::E3m2 => E3M2,
        MTy::E2m3 => E2M3,
        MTy::E2m1 | MTy::E2m1x => E2M1,
        _ => return None,
    })
}

pub fn decode(t: MTy, x: u64) -> Num {
    // tf32 ignores the low 13 bits; e2m1 sits in bits 5:2 of its byte (e3m2/e2m3 in
    // bits 5:0, which the decoding masks).
    let x = match t {
        MTy::Tf32 => x & !0x1FFF,
        MTy::E2m1 => x >> 2,
        _ => x,
    };
    fmt(t).map_or(Num::Nan, |f| exact::decode(f, x))
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
pub(super) fn element(r: &Regs, lane: usize, i: usize, t: MTy) -> u64 {
    let per = per_reg(t) as usize;
    let v = r.regs[lane * r.per_lane + i / per];
    if t == MTy::F64 {
        return v;
    }
    let bits = t.bits();
    (v >> ((i % per) as u32 * bits)) & ((1u64 << bits) - 1)
}

/// Gather a fragment into a row-major matrix of `cols` columns.
pub(super) fn gather(r: &Regs, f: &Frag, t: MTy, out: &mut [u64], cols: usize) {
    for lane in 0..LANES {
        for i in 0..f.elems() {
            let (row, col) = f.at(lane as u32, i);
            out[row as usize * cols + col as usize] = element(r, lane, i, t);
        }
    }
}

/// Put element value `v` (its low bits) as element `e` into one lane's registers (the
/// inverse of [`element`]).
#[inline]
pub fn put(regs: &mut [u64], t: MTy, e: usize, v: u64) {
    if t == MTy::F64 {
        regs[e] = v;
        return;
    }
    let per = per_reg(t) as usize;
    let bits = t.bits();
    let sh = (e % per) as u32 * bits;
    let mask = ((1u64 << bits) - 1) << sh;
    regs[e / per] = (regs[e / per] & !mask) | ((v << sh) & mask);
}

/// Scatter D (row-major, `cols` columns) through the C/D layout `fc` into `d`, which
/// receives `32 * regs(D)` values.
pub(super) fn scatter(f: &MmaForm, fc: &Frag, dm: &[u64], cols: usize, d: &mut [u64]) {
    let dregs = f.regs().3 as usize;
    d[..LANES * dregs].fill(0);
    for lane in 0..LANES {
        for i in 0..fc.elems() {
            let (row, col) = fc.at(lane as u32, i);
            let v = dm[row as usize * cols + col as usize];
            put(&mut d[lane * dregs..(lane + 1) * dregs], f.d, i, v);
        }
    }
}

/// Gather a single-bit fragment as bit sets: `out[x]` holds, bit k, the element at
/// k of row x (A: `by_row`) or of column x (B).
fn gather_bits(r: &Regs, f: &Frag, out: &mut [[u64; MAX_K1 / 64]], by_row: bool) {
    for lane in 0..LANES {
        for i in 0..f.elems() {
            let (row, col) = f.at(lane as u32, i);
            let (x, k) = if by_row { (row, col) } else { (col, row) };
            out[x as usize][k as usize / 64] |= element(r, lane, i, MTy::B1) << (k % 64);
        }
    }
}

/// `D = A * B + C` for the warp; `d` receives `32 * regs(D)` values. The form must be
/// one `ir::mma_form::check` accepts (the front end guarantees it).
/// `scales`: the factors of a block-scaled form (`block_scale`).
pub fn mma(
    f: &MmaForm,
    a: &Regs,
    b: &Regs,
    c: &Regs,
    scales: Option<&Scales>,
    d: &mut [u64],
) -> Result<(), String> {
    let Some((fa, fb, fc)) = frags(f) else {
        return Err(format!("mma form {} has no fragment layout", f.key()));
    };
    let (m, n, k) = f.shape.mnk();
    let (m, n, k) = (m as usize, n as usize, k as usize);
    let mut cm = [0u64; MAX_M * MAX_N];
    gather(c, fc, f.c, &mut cm, n);
    let mut dm = [0u64; MAX_M * MAX_N];
    if f.a == MTy::B1 {
        let mut ar = [[0u64; MAX_K1 / 64]; MAX_M];
        let mut bc = [[0u64; MAX_K1 / 64]; MAX_N];
        gather_bits(a, fa, &mut ar, true);
        gather_bits(b, fb, &mut bc, false);
        dense_bits(f, (m, n, k), &ar, &bc, &cm, &mut dm);
    } else {
        let mut am = [0u64; MAX_M * MAX_K];
        let mut bm = [0u64; MAX_K * MAX_N];
        gather(a, fa, f.a, &mut am, k);
        gather(b, fb, f.b, &mut bm, n);
        match scales {
            None => dense(f, (m, n, k), &am, &bm, &cm, &mut dm, RNE),
            Some(s) => {
                let mut an = [Num::Nan; MAX_AB_F];
                let mut bn = [Num::Nan; MAX_AB_F];
                s.decode(f, (m, n, k), (&am, &bm), (&mut an, &mut bn));
                dense_nums(f, (m, n, k), &an, &bn, &cm, &mut dm, RNE, 0);
            }
        }
    }
    scatter(f, fc, &dm, n, d);
    Ok(())
}

/// An integer sum as the destination takes it: wrapped to 32 bits, or saturated with
/// `.satfinite`.
fn wrap(f: &MmaForm, s: i64) -> u64 {
    let s = if f.satfinite {
        s.clamp(i32::MIN as i64, i32::MAX as i64)
    } else {
        s
    };
    s as i32 as u32 as u64
}

/// Elements of A (m x k), B (k x n) that `dense` holds at most (the wmma m32n8k16 and
/// m8n32k16 shapes, the mma m16n8k64 4-bit one).
pub const MAX_AB: usize = 1024;
/// Round to nearest even: every float product but the `.f64` `wmma.mma` with a
/// directed rounding modifier.
pub const RNE: Round = Round::NearestTiesToEven;

/// Floating-point elements of A or B at most (mma m16n8k64 packed e2m1).
pub const MAX_AB_F: usize = 1024;

/// `D = A * B + C` on element values (row-major A: m x k, B: k x n, C and D: m x n),
/// the core of `mma` and `wmma.mma`: integers exactly (wrapped or saturated), floats
/// by the exact dot product rounded once in `mode` (`RNE` but for the `.f64`
/// `wmma.mma`'s `.rz/.rm/.rp`).
pub fn dense(
    f: &MmaForm,
    dims: (usize, usize, usize),
    am: &[u64],
    bm: &[u64],
    cm: &[u64],
    dm: &mut [u64],
    mode: Round,
) {
    dense_scaled(f, dims, am, bm, cm, dm, mode, 0)
}

/// [`dense`] with a floating-point C scaled by `2^-c_shift` first, exactly
/// (`tcgen05.mma`'s `scale-input-d`: `D = A*B + D * 2^-s`).
#[allow(clippy::too_many_arguments)]
pub fn dense_scaled(
    f: &MmaForm,
    (m, n, k): (usize, usize, usize),
    am: &[u64],
    bm: &[u64],
    cm: &[u64],
    dm: &mut [u64],
    mode: Round,
    c_shift: i32,
) {
    if f.a.is_int() {
        for i in 0..m {
            for j in 0..n {
                let mut s = int(f.c, cm[i * n + j]);
                for kk in 0..k {
                    s += int(f.a, am[i * k + kk]) * int(f.b, bm[kk * n + j]);
                }
                dm[i * n + j] = wrap(f, s);
            }
        }
        return;
    }
    // Decode every element once.
    let mut an = [Num::Nan; MAX_AB_F];
    let mut bn = [Num::Nan; MAX_AB_F];
    for (x, &v) in an.iter_mut().zip(&am[..m * k]) {
        *x = decode(f.a, v);
    }
    for (x, &v) in bn.iter_mut().zip(&bm[..k * n]) {
        *x = decode(f.b, v);
    }
    dense_nums(f, (m, n, k), &an, &bn, cm, dm, mode, c_shift);
}

/// The floating-point `D = A * B + C * 2^-c_shift` on decoded A and B (row-major, as
/// `dense`): each element the exact dot product rounded once; the f64 forms need the
/// wide accumulator.
#[allow(clippy::too_many_arguments)]
pub fn dense_nums(
    f: &MmaForm,
    (m, n, k): (usize, usize, usize),
    an: &[Num],
    bn: &[Num],
    cm: &[u64],
    dm: &mut [u64],
    mode: Round,
    c_shift: i32,
) {
    let out = fmt(f.d).unwrap_or(SP);
    for i in 0..m {
        for j in 0..n {
            let c = match decode(f.c, cm[i * n + j]) {
                Num::Fin { neg, m, e } => Num::Fin {
                    neg,
                    m,
                    e: e - c_shift,
                },
                special => special,
            };
            let terms = (0..k).map(|kk| exact::mul(an[i * k + kk], bn[kk * n + j]));
            dm[i * n + j] = if f.a == MTy::F64 {
                exact::dot_in::<{ exact::WIDE }>(c, terms, out, mode)
            } else {
                exact::dot_in::<{ exact::NARROW }>(c, terms, out, mode)
            };
        }
    }
}

/// Single-bit forms on bit sets (`ar[i]`: row i of A, `bc[j]`: column j of B, 64 k
/// per word): `D = C + popc(A row op B column)`.
pub fn dense_bits(
    f: &MmaForm,
    (m, n, k): (usize, usize, usize),
    ar: &[[u64; MAX_K1 / 64]],
    bc: &[[u64; MAX_K1 / 64]],
    cm: &[u64],
    dm: &mut [u64],
) {
    for i in 0..m {
        for j in 0..n {
            let ones: u32 = (0..k / 64)
                .map(|w| match f.bitop {
                    BitOp::And => (ar[i][w] & bc[j][w]).count_ones(),
                    _ => (ar[i][w] ^ bc[j][w]).count_ones(),
                })
                .sum();
            dm[i * n + j] = wrap(f, int(f.c, cm[i * n + j]) + ones as i64);
        }
    }
}
