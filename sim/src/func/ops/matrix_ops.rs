//! Warp-level matrix instructions: `mma.sync.aligned` (and, through the same IR
//! operation, CDNA `v_mfma_*`: `mfma_ops`) and `ldmatrix`. Every lane of
//! the 32-lane warp must execute them together (PTX ISA: "mandatory for all threads in
//! the warp to execute the same ... instruction"); a partial warp is reported.

use super::mem::{addresses, load_one, store_one};
use super::unsupported;
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::matrix::block_scale::{check_sel, Scales, Sel};
use crate::func::matrix::mma::{mma as mma_warp, Regs, LANES};
use crate::func::matrix::{ldmatrix8, sparse};
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::mma_form::{BlockScale, MmaForm, SCALE_OPS};
use crate::ir::{Inst, LdmShape, Operand, Sub};

type R = ExecResult;

/// Most registers of one mma operand per lane (m16n8k16 .f64 A: 8).
const MAX_REGS: usize = 8;

/// A `.sync.aligned` matrix instruction needs the whole 32-lane warp.
pub(super) fn whole_warp(w: &Warp, m: u64, what: &str) -> Result<(), ExecError> {
    if w.width as usize != LANES {
        return Err(ExecError::new(
            None,
            format!(
                "{what} needs a 32-lane warp (the config's warp is {} lanes)",
                w.width
            ),
        ));
    }
    let full = (1u64 << LANES) - 1;
    if m != full {
        let missing = full & !m;
        return Err(ExecError::new(
            Some(missing.trailing_zeros()),
            format!(
                "{what} executed by lanes {m:#010x}: every lane of the warp must execute it together (lanes {missing:#010x} do not)"
            ),
        ));
    }
    Ok(())
}

pub fn mma<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, pc: u32) -> R {
    // The AMDGPU front end's matrix multiply-accumulate (CDNA MFMA, a wave64 op).
    if let Sub::Mfma(_) = i.mods.sub {
        return super::mfma(c, w, i, m, pc);
    }
    // RDNA WMMA (wave32 or wave64).
    if let Sub::RdnaWmma(_) = i.mods.sub {
        return super::rdna_wmma(c, w, i, m, pc);
    }
    let Sub::Mma(form) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let scales = match form.kind.scale() {
        Some(bs) => {
            whole_warp(w, m, "mma.sync.aligned")?;
            Some(block_scales(c, w, i, &form, bs)?)
        }
        None => None,
    };
    let scales = scales.as_ref();
    if form.sparse.is_sparse() {
        return mma_sp(c, w, i, m, &form, scales);
    }
    if form.is_quad_pair() {
        return multiply(
            c,
            w,
            i,
            m,
            "mma.sync.aligned",
            form.regs(),
            |a, b, cc, d| {
                crate::func::matrix::quad_pair::mma_quad_pair(&form, a, b, cc, d);
                Ok(())
            },
        );
    }
    multiply(
        c,
        w,
        i,
        m,
        "mma.sync.aligned",
        form.regs(),
        |a, b, cc, d| mma_warp(&form, a, b, cc, scales, d).map_err(|e| ExecError::new(None, e)),
    )
}

/// The operand list of a block-scaled mma (`src[3]`, `ir::mma_form::SCALE_OPS`).
fn scale_list<'p>(c: &Ctx<'p, impl Memory>, i: &Inst) -> &'p [Operand] {
    match i.src[3] {
        Operand::Vec { start, len } => &c.prog.vec_elems[start as usize..][..len as usize],
        _ => &[],
    }
}

/// The scale factors of a block-scaled mma: each lane's `scale-a-data` and
/// `scale-b-data`, and the selectors, which must be the same in every lane and one
/// of the values PTX ISA Table 37 allows (anything else is a fault naming the lane).
fn block_scales<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    form: &MmaForm,
    bs: BlockScale,
) -> Result<Scales, ExecError> {
    let ops = scale_list(c, i);
    if ops.len() < SCALE_OPS {
        return Err(ExecError::new(
            None,
            "block-scaled mma without its scale operands".to_string(),
        ));
    }
    let read = |o: &Operand, lane: usize| w.read_lane(o, lane as u32, c.li, c.sm, c.clock);
    let (mut sa, mut sb) = ([0u32; LANES], [0u32; LANES]);
    for lane in 0..LANES {
        sa[lane] = read(&ops[0], lane) as u32;
        sb[lane] = read(&ops[3], lane) as u32;
    }
    let sel_of = |lane| Sel {
        byte_a: read(&ops[1], lane) & 0xFFFF,
        tid_a: read(&ops[2], lane) & 0xFFFF,
        byte_b: read(&ops[4], lane) & 0xFFFF,
        tid_b: read(&ops[5], lane) & 0xFFFF,
    };
    let sel = sel_of(0);
    if let Some(lane) = (1..LANES).find(|&l| sel_of(l) != sel) {
        return Err(ExecError::new(
            Some(lane as u32),
            format!(
                "block-scaled mma selectors differ between lanes ({:?} in lane 0, {:?} in lane {lane}); they must be the same in the whole warp",
                sel, sel_of(lane)
            ),
        ));
    }
    check_sel(bs.vec, &sel)
        .map_err(|e| ExecError::new(Some(0), format!("block-scaled mma: {e}")))?;
    Ok(Scales::gather(bs, form.shape.mnk(), &sa, &sb, &sel))
}

/// `mma.sp{::ordered_metadata}`: as `mma`, with each lane's metadata (`e`, the
/// fourth source, or after the scale operands of a block-scaled form); undefined
/// metadata in a lane the selector picks is a fault there.
fn mma_sp<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    form: &MmaForm,
    scales: Option<&Scales>,
) -> R {
    // (`multiply` checks the whole warp before anything is computed.)
    let e_op = match scales {
        Some(_) => scale_list(c, i).get(SCALE_OPS).copied().unwrap_or_default(),
        None => i.src[3],
    };
    let mut meta = [0u32; LANES];
    for (lane, e) in meta.iter_mut().enumerate() {
        *e = w.read_lane(&e_op, lane as u32, c.li, c.sm, c.clock) as u32;
    }
    multiply(
        c,
        w,
        i,
        m,
        "mma.sp.sync.aligned",
        form.regs(),
        |a, b, cc, d| {
            sparse::mma_sp(form, a, b, cc, &meta, scales, d).map_err(|e| {
                ExecError::new(
                    Some(e.lane),
                    format!(
                        "mma.sp metadata {:#06b} of lane {} is undefined: {}",
                        e.nibble, e.lane, e.why
                    ),
                )
            })
        },
    )
}

/// `wmma.mma.sync.aligned`: as `mma`, through the wmma fragments (`matrix::wmma`).
pub fn wmma_mma<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Mma(form) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let regs = crate::ir::wmma_form::regs(&form);
    // "Rounding modifiers on double precision wmma.mma (default is .rn)" (PTX ISA);
    // the table admits .rn/.rz/.rm/.rp only.
    let mode = i.mods.rnd.into();
    multiply(c, w, i, m, "wmma.mma.sync.aligned", regs, |a, b, cc, d| {
        crate::func::matrix::wmma::wmma_mma(&form, mode, a, b, cc, d);
        Ok(())
    })
}

/// Read the A, B and C fragments (`regs`: registers per lane of A, B, C, D) of the
/// whole warp, run `f`, and write D.
fn multiply<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    what: &str,
    (na, nb, nc, nd): (u32, u32, u32, u32),
    f: impl FnOnce(&Regs, &Regs, &Regs, &mut [u64]) -> Result<(), ExecError>,
) -> R {
    whole_warp(w, m, what)?;
    let vec = |o: &Operand| match *o {
        Operand::Vec { start, len } => (start as usize, len as usize),
        _ => (0, 0),
    };
    let mut bufs = [[0u64; LANES * MAX_REGS]; 3];
    for (buf, (op, n)) in bufs
        .iter_mut()
        .zip([(&i.src[0], na), (&i.src[1], nb), (&i.src[2], nc)])
    {
        let (start, len) = vec(op);
        let n = (n as usize).min(len).min(MAX_REGS);
        for lane in 0..LANES {
            for k in 0..n {
                buf[lane * MAX_REGS + k] = w.read_lane(
                    &c.prog.vec_elems[start + k],
                    lane as u32,
                    c.li,
                    c.sm,
                    c.clock,
                );
            }
        }
    }
    let regs = |b| Regs {
        regs: b,
        per_lane: MAX_REGS,
    };
    let mut d = [0u64; LANES * MAX_REGS];
    f(&regs(&bufs[0]), &regs(&bufs[1]), &regs(&bufs[2]), &mut d)?;
    let (ds, dl) = vec(&i.dst[0]);
    let nd = nd as usize;
    for lane in 0..LANES {
        for k in 0..nd.min(dl) {
            let dst = c.prog.vec_elems[ds + k];
            w.write_lane(&dst, lane as u32, d[lane * nd + k]);
        }
    }
    Ok(Flow::Next)
}

/// `ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16 d, [a]`: lanes 8j..8j+7 give the
/// row addresses of matrix j (16 bytes, 16-byte aligned); lane l receives in d_j the
/// elements (l / 4, 2 (l % 4)) and (l / 4, 2 (l % 4) + 1) of matrix j, or of its
/// transpose with `.trans` (PTX ISA, "ldmatrix"). The sm_100 8-bit shapes take their
/// layouts from `func::matrix::ldmatrix8`: `.m16n16.x{1,2}.trans` (lanes 16m..16m+15
/// give matrix m's rows; two registers per matrix) and `.m8n16.x{1,2,4}` (6- or
/// 4-bit rows widened to bytes).
pub fn ldmatrix<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (
        Sub::LdMatrix {
            num,
            trans,
            shape,
            unpack,
        },
        Operand::Mem(a),
    ) = (i.mods.sub, i.src[0])
    else {
        return Err(unsupported(i));
    };
    whole_warp(w, m, "ldmatrix")?;
    let num = num as usize;
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    // rows[k]: the 16 bytes at the address lane k gives (widened for .m8n16).
    let per = if shape == LdmShape::M16n16 { 16 } else { 8 };
    let mut rows = [[0u8; 16]; 32];
    for (lane, row) in rows.iter_mut().enumerate().take((per * num).min(32)) {
        let at = addr[lane];
        if !at.is_multiple_of(16) {
            return Err(ExecError::new(
                Some(lane as u32),
                format!("ldmatrix: row address {at:#x} is not 16-byte aligned"),
            ));
        }
        let lo = load_one(c, w, i.mods.space, at, 8, lane)?;
        let hi = load_one(c, w, i.mods.space, at + 8, 8, lane)?;
        let bytes = (lo as u128 | (hi as u128) << 64).to_le_bytes();
        *row = ldmatrix8::unpack(bytes, unpack);
    }
    let (ds, dl) = match i.dst[0] {
        Operand::Vec { start, len } => (start as usize, len as usize),
        _ => return Err(unsupported(i)),
    };
    let h =
        |row: usize, col: usize| u16::from_le_bytes([rows[row][2 * col], rows[row][2 * col + 1]]);
    let nregs = if shape == LdmShape::M16n16 {
        2 * num
    } else {
        num
    };
    for k in 0..nregs.min(dl) {
        let mut vals: LaneVals = [0; 64];
        for (l, v) in vals.iter_mut().enumerate().take(LANES) {
            let byte = |(s, col): (usize, usize)| rows[s][col] as u64;
            *v = match shape {
                LdmShape::M16n16 => (0..4).fold(0, |v, b| {
                    let (s, col) = ldmatrix8::m16n16_src(l, k % 2, b);
                    v | byte((16 * (k / 2) + s, col)) << (8 * b)
                }),
                LdmShape::M8n16 => (0..4).fold(0, |v, b| {
                    let (s, col) = ldmatrix8::m8n16_src(l, b);
                    v | byte((8 * k + s, col)) << (8 * b)
                }),
                _ => {
                    let (r, c0) = (l / 4, 2 * (l % 4));
                    let (e0, e1) = if trans {
                        (h(8 * k + c0, r), h(8 * k + c0 + 1, r))
                    } else {
                        (h(8 * k + r, c0), h(8 * k + r, c0 + 1))
                    };
                    e0 as u64 | (e1 as u64) << 16
                }
            };
        }
        let d = c.prog.vec_elems[ds + k];
        w.write(&d, m, &vals);
    }
    Ok(Flow::Next)
}

/// Element (row, col) of the 8x8 b16 matrix a warp holds in the fragment layout of
/// ldmatrix/mma (lane 4 row + col / 2, half col % 2) in `regs`.
#[inline]
fn frag_elem(regs: &LaneVals, row: usize, col: usize) -> u64 {
    (regs[4 * row + col / 2] >> (16 * (col % 2))) & 0xFFFF
}

/// `stmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16 [a], r` (sm_90): the inverse of
/// ldmatrix. Lanes 8j..8j+7 give the row addresses of matrix j; row r is matrix j's
/// row r in the fragment layout of register j (its column r with `.trans`).
pub fn stmatrix<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (
        Sub::LdMatrix {
            num, trans, shape, ..
        },
        Operand::Mem(a),
    ) = (i.mods.sub, i.dst[0])
    else {
        return Err(unsupported(i));
    };
    whole_warp(w, m, "stmatrix")?;
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    let (ss, sl) = match i.src[0] {
        Operand::Vec { start, len } => (start as usize, len as usize),
        _ => return Err(unsupported(i)),
    };
    for j in 0..(num as usize).min(sl) {
        let mut regs: LaneVals = [0; 64];
        w.read(&c.prog.vec_elems[ss + j], c.li, c.sm, c.clock, &mut regs);
        for r in 0..8 {
            let lane = 8 * j + r;
            let at = addr[lane];
            if !at.is_multiple_of(16) {
                return Err(ExecError::new(
                    Some(lane as u32),
                    format!("stmatrix: row address {at:#x} is not 16-byte aligned"),
                ));
            }
            let (lo, hi) = if shape == LdmShape::M16n8 {
                // sm_100 `.m16n8.trans.b8` (`func::matrix::ldmatrix8`).
                let b = |col: usize| {
                    let (l, k) = ldmatrix8::m16n8_dst(r, col);
                    (regs[l] >> (8 * k)) & 0xFF
                };
                (
                    (0..8).fold(0u64, |v, k| v | b(k) << (8 * k)),
                    (0..8).fold(0u64, |v, k| v | b(k + 8) << (8 * k)),
                )
            } else {
                let e = |col: usize| {
                    if trans {
                        frag_elem(&regs, col, r)
                    } else {
                        frag_elem(&regs, r, col)
                    }
                };
                (
                    (0..4).fold(0u64, |v, k| v | e(k) << (16 * k)),
                    (0..4).fold(0u64, |v, k| v | e(k + 4) << (16 * k)),
                )
            };
            store_one(c, w, i.mods.space, at, 8, lo, lane)?;
            store_one(c, w, i.mods.space, at + 8, 8, hi, lane)?;
        }
    }
    Ok(Flow::Next)
}

/// `movmatrix.sync.aligned.m8n8.trans.b16 d, a` (sm_75): d is the fragment of the
/// transpose of the matrix whose fragment is a.
pub fn movmatrix<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    whole_warp(w, m, "movmatrix")?;
    let mut a: LaneVals = [0; 64];
    w.read(&i.src[0], c.li, c.sm, c.clock, &mut a);
    let mut d: LaneVals = [0; 64];
    for (l, v) in d.iter_mut().enumerate().take(LANES) {
        let (r, c0) = (l / 4, 2 * (l % 4));
        *v = frag_elem(&a, c0, r) | frag_elem(&a, c0 + 1, r) << 16;
    }
    w.write(&i.dst[0], m, &d);
    Ok(Flow::Next)
}
