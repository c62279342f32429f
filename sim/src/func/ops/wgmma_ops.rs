//! `wgmma.mma_async.sync.aligned` on one warp of its warpgroup: read the descriptors
//! (the same in every lane), A (register fragment or shared memory), B (shared
//! memory) and D, compute the warp's 16 rows (`func::matrix::wgmma`) and write D.
//! The result is computed when the warp issues the instruction, which the warpgroup
//! gate (`func::warpgroup`) holds until all four warps have reached it; PTX makes
//! reading D before `wgmma.wait_group`, or changing A/B meanwhile, undefined, so an
//! earlier result cannot be told apart. `wgmma.fence`, `commit_group` and `wait_group` order
//! and time the asynchronous operation and do nothing here.

use super::matrix_ops::whole_warp;
use super::unsupported;
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::matrix::mma::{Regs, LANES, MAX_K1};
use crate::func::matrix::wgmma::{
    a_from_regs, scaled, warp_product, Desc, Operands, Swizzle, MAX_A, MAX_B, MAX_N,
};
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::mma_form::MTy;
use crate::ir::wgmma_form::{ROWS_PER_WARP, WARPS};
use crate::ir::{Inst, Operand, Sub};

const WHAT: &str = "wgmma.mma_async";
/// Most D registers per lane (m64n256 .f32).
const MAX_D: usize = 128;

/// Large operand arrays live in this frame only (never inlined into the dispatch).
#[inline(never)]
pub fn wgmma<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Wgmma(f) = i.mods.sub else {
        return Err(unsupported(i));
    };
    whole_warp(w, m, WHAT)?;
    let read =
        |w: &Warp, o: &Operand, lane: usize| w.read_lane(o, lane as u32, c.li, c.sm, c.clock);
    // Values the ISA requires to be the same in the whole warp(group).
    let uniform = |w: &Warp, o: &Operand, what: &str| -> Result<u64, ExecError> {
        let v = read(w, o, 0);
        match (1..LANES).find(|&l| read(w, o, l) != v) {
            None => Ok(v),
            Some(l) => Err(ExecError::new(
                Some(l as u32),
                format!("{WHAT}: {what} differs between lanes ({v:#x} in lane 0, {:#x} in lane {l}); it must be the same in the whole warpgroup", read(w, o, l)),
            )),
        }
    };
    // The sparse form's last source is the list [scale-d, sp-meta].
    let (scale_op, meta_op) = match i.src[3] {
        Operand::Vec { start, len: 2 } => (
            c.prog.vec_elems[start as usize],
            Some(c.prog.vec_elems[start as usize + 1]),
        ),
        o => (o, None),
    };
    let scale_d = uniform(w, &scale_op, "scale-d")? != 0;
    let b_desc = descriptor(uniform(w, &i.src[1], "b-desc")?)?;
    // Warp w of the warpgroup (four consecutive warps from a multiple of four: PTX
    // ISA 9.7.15.1) holds rows 16w..16w+15; all four must exist to execute it.
    let row0 = (w.index % WARPS) * ROWS_PER_WARP;
    if (w.index / WARPS + 1) * WARPS > c.li.warps_per_block {
        return Err(ExecError::new(
            None,
            format!(
                "{WHAT}: warp {} belongs to warpgroup {} (warps {}..{}), but the block has only {} warps; a warpgroup is four whole warps that execute wgmma together",
                w.index,
                w.index / WARPS,
                w.index / WARPS * WARPS,
                w.index / WARPS * WARPS + 3,
                c.li.warps_per_block
            ),
        ));
    }
    let (na, nd) = f.regs();
    let vec = |o: &Operand| match *o {
        Operand::Vec { start, len } => (start as usize, len as usize),
        _ => (0, 0),
    };
    let shared = &c.cta.shared;
    let fetch = |d: &Desc, mn_major: bool, bits: u32, mn: u32, k: u32| -> Result<u64, ExecError> {
        d.read(shared, mn_major, bits, mn, k)
            .map_err(|e| ExecError::new(Some(0), format!("{WHAT}: {e}")))
    };
    let (k, n) = (f.k as u32, f.n as u32);
    // Columns of A as held: K/2 stored elements per row for `.sp`.
    let ka = if f.sparse { k / 2 } else { k };
    let bits = f.a.bits();
    // A: this warp's 16 x K.
    let mut a = [0u64; MAX_A];
    let mut ab = [[0u64; MAX_K1 / 64]; ROWS_PER_WARP as usize];
    if f.a_regs {
        let (start, len) = vec(&i.src[0]);
        let mut regs = [0u64; LANES * 4];
        for lane in 0..LANES {
            for r in 0..(na as usize).min(len) {
                regs[lane * 4 + r] = read(w, &c.prog.vec_elems[start + r], lane);
            }
        }
        let regs = Regs {
            regs: &regs,
            per_lane: 4,
        };
        if f.a == MTy::B1 {
            let mut flat = [0u64; 16 * 256];
            a_from_regs(&f, &regs, &mut flat);
            for (r, row) in ab.iter_mut().enumerate() {
                for kk in 0..k as usize {
                    row[kk / 64] |= (flat[r * k as usize + kk] & 1) << (kk % 64);
                }
            }
        } else {
            a_from_regs(&f, &regs, &mut a);
        }
    } else {
        let a_desc = descriptor(uniform(w, &i.src[0], "a-desc")?)?;
        for r in 0..ROWS_PER_WARP {
            for kk in 0..ka {
                let v = fetch(&a_desc, f.trans_a, bits, row0 + r, kk)?;
                if f.a == MTy::B1 {
                    ab[r as usize][kk as usize / 64] |= v << (kk % 64);
                } else {
                    a[(r * ka + kk) as usize] = v;
                }
            }
        }
    }
    if f.neg_a {
        for x in &mut a[..(ROWS_PER_WARP * ka) as usize] {
            *x = scaled(f.a, true, *x);
        }
    }
    // B: K x N (rows k, columns n), or bit columns.
    let mut b = [0u64; MAX_B];
    let mut bb = [[0u64; MAX_K1 / 64]; MAX_N];
    for nn in 0..n {
        for kk in 0..k {
            let v = fetch(&b_desc, f.trans_b, f.b.bits(), nn, kk)?;
            if f.b == MTy::B1 {
                bb[nn as usize][kk as usize / 64] |= v << (kk % 64);
            } else {
                b[(kk * n + nn) as usize] = scaled(f.b, f.neg_b, v);
            }
        }
    }
    // D: read, compute, write.
    let (ds, dl) = vec(&i.dst[0]);
    let nd = (nd as usize).min(dl).min(MAX_D);
    let mut d = [0u64; LANES * MAX_D];
    for lane in 0..LANES {
        for r in 0..nd {
            d[lane * MAX_D + r] = read(w, &c.prog.vec_elems[ds + r], lane);
        }
    }
    let mut meta = [0u32; LANES];
    if let Some(mo) = meta_op {
        for (lane, x) in meta.iter_mut().enumerate() {
            *x = read(w, &mo, lane) as u32;
        }
    }
    let ops = if f.sparse {
        Operands::Sparse {
            a: &a,
            meta: &meta,
            b: &b,
        }
    } else if f.a == MTy::B1 {
        Operands::Bits { a: &ab, b: &bb }
    } else {
        Operands::Elems { a: &a, b: &b }
    };
    warp_product(&f, ops, scale_d, &mut d, MAX_D).map_err(|e| {
        ExecError::new(
            Some(e.lane),
            format!(
                "wgmma.mma_async.sp metadata {:#06b} of lane {} is undefined: {}",
                e.nibble, e.lane, e.why
            ),
        )
    })?;
    for lane in 0..LANES {
        for r in 0..nd {
            let dst = c.prog.vec_elems[ds + r];
            w.write_lane(&dst, lane as u32, d[lane * MAX_D + r]);
        }
    }
    // The warpgroup gate (`func::warpgroup`) counts them.
    w.wgmma_count += 1;
    Ok(Flow::Next)
}

/// Decode a descriptor; a base offset (a swizzle pattern not aligned to its repeat)
/// is not modelled and says so.
fn descriptor(x: u64) -> Result<Desc, ExecError> {
    let d = Desc::decode(x);
    if d.base_offset != 0 && d.swizzle != Swizzle::None {
        return Err(ExecError::new(
            None,
            format!(
                "{WHAT}: descriptor {x:#018x} has base offset {} (a swizzle pattern not aligned to its repeat), which warpsim does not model; align the matrix to the swizzle's repeat (1024/512/256 bytes)",
                d.base_offset
            ),
        ));
    }
    Ok(d)
}
