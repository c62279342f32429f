//! `tcgen05.*` (sm_100a; PTX ISA 9.0, 9.7.16) on one warp: tensor-memory allocation,
//! the MMA into tensor memory (`func::matrix::tcgen05`), the completion arrival
//! (`tcgen05.commit`) and the tensor-memory <-> register moves.
//!
//! The MMA is computed when the thread issues it. PTX makes reading D (by
//! `tcgen05.ld`) before the MMA's completion is observed (through the mbarrier
//! `tcgen05.commit` arrives on, then `tcgen05.fence::after_thread_sync`) undefined,
//! so an earlier result cannot be told apart; the commit arrives at once here and
//! the timing engine holds the barrier's waiters until the MMAs are done.
//! `tcgen05.wait::{ld,st}` and the fences order and time; they do nothing here.

use super::cluster::shared_operand;
use super::matrix_ops::whole_warp;
use super::mbarrier::{each_update, update_at, MbarUpdate};
use super::mem::{operand_addresses, store_one};
use super::{src_lanes, unsupported};
use crate::func::dsmem::{cluster_address, split_address};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::matrix::tcgen05::{mma, ASrc, Issue, PairOp, Part};
use crate::func::matrix::tcgen05_cp::{cp, CpIssue};
use crate::func::matrix::tcgen05_desc::{smem_desc, Idesc};
use crate::func::matrix::tcgen05_path::{Datapath, Mode};
use crate::func::matrix::tcgen05_scale::SfCols;
use crate::func::matrix::tcgen05_ws::ZeroCols;
use crate::func::memory::Memory;
use crate::func::tmem::{split, Tmem};
use crate::func::warp::Warp;
use crate::ir::tcgen05_form::{Tc05Move, Tc05Red, Tc05Shape};
use crate::ir::{Inst, Operand, Space, Sub, Ty};

type R = ExecResult;

/// The value of source `k`, which must be the same in every lane of the warp.
fn uniform<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    k: usize,
    what: &str,
) -> Result<u64, ExecError> {
    let v = src_lanes(c, w, i, k, 0);
    let first = v[0];
    match (1..w.width as usize).find(|&l| v[l] != first) {
        None => Ok(first),
        Some(l) => Err(ExecError::new(
            Some(l as u32),
            format!(
                "{}: {what} differs between lanes ({first:#x} in lane 0, {:#x} in lane {l}); it must be the same in the whole warp",
                i.op.name(),
                v[l]
            ),
        )),
    }
}

/// The CTA's tensor memory, made on first use.
fn tmem<'a, M: Memory>(c: &'a mut Ctx<'_, M>) -> &'a mut Tmem {
    c.cta.tmem.get_or_insert_with(Box::default)
}

/// `tcgen05.alloc.cta_group::1.sync.aligned{.shared::cta}.b32 [dst], nCols`: the
/// warp allocates nCols columns and writes their address to shared memory.
pub fn tc05_alloc<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    whole_warp(w, m, "tcgen05.alloc")?;
    let n = uniform(c, w, i, 1, "nCols")? as u32;
    let dst = operand_addresses(w, i, &i.src[0])?;
    let off = shared_operand(i, dst[0], 0, "tcgen05.alloc")?;
    let col = tmem(c).alloc(n).map_err(|e| ExecError::new(Some(0), e))?;
    // One store of the address (lane 0, the first column).
    store_one(c, w, Space::Shared, off, 4, col as u64, 0)?;
    Ok(Flow::Next)
}

/// `tcgen05.dealloc.cta_group::1.sync.aligned.b32 taddr, nCols`.
pub fn tc05_dealloc<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    whole_warp(w, m, "tcgen05.dealloc")?;
    let taddr = uniform(c, w, i, 0, "taddr")? as u32;
    let n = uniform(c, w, i, 1, "nCols")? as u32;
    tmem(c)
        .dealloc(taddr, n)
        .map_err(|e| ExecError::new(Some(0), e))?;
    Ok(Flow::Next)
}

/// `tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned`.
pub fn tc05_relinquish<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    _i: &Inst,
    m: u64,
    _pc: u32,
) -> R {
    whole_warp(w, m, "tcgen05.relinquish_alloc_permit")?;
    tmem(c).relinquished = true;
    Ok(Flow::Next)
}

/// `tcgen05.mma.cta_group::{1,2}.<kind> [d-tmem], a-desc|[a-tmem], b-desc, idesc{,
/// {mask}}, enable-input-d` (and the block-scaled, `.ws` and `.sp` operand forms, see
/// `lower_tcgen05`): each executing thread issues one whole MMA (single-thread
/// semantics, 9.7.16.10.9.1), on its CTA or (`.cta_group::2`) its CTA pair
/// (`matrix::tcgen05::pair_op`, through the memory: at once in the functional engine, at the
/// exchange in the timing engine).
pub fn tc05_mma<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Tc05Mma(form) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let Operand::Vec { start, len } = i.src[3] else {
        return Err(unsupported(i));
    };
    let prog = c.prog;
    let list = &prog.vec_elems[start as usize..start as usize + len as usize];
    let d_addr = operand_addresses(w, i, &i.src[0])?;
    let (a_desc, b_desc) = (src_lanes(c, w, i, 1, 0), src_lanes(c, w, i, 2, 0));
    // `.sp`: `[sp-meta-tmem]`, the list's last operand.
    let meta_addr = match list.last() {
        Some(o) if form.sp => Some(operand_addresses(w, i, o)?),
        _ => None,
    };
    // `[a-tmem]`: A's tensor-memory address.
    let a_tmem = if form.a_tmem {
        Some(operand_addresses(w, i, &i.src[1])?)
    } else {
        None
    };
    let rank = pair_rank(c, w, form.pair, "tcgen05.mma")?;
    // The block-scaled kinds' `[scale-A-tmem]`, `[scale-B-tmem]`.
    let sf_addr = if form.kind.scaled() {
        Some((
            operand_addresses(w, i, &list[2])?,
            operand_addresses(w, i, &list[3])?,
        ))
    } else {
        None
    };
    w.tc05_n = 0;
    for l in LaneMask(m).iter() {
        let read = |o: &Operand| w.read_lane(o, l as u32, c.li, c.sm, c.clock);
        let err = |e: String| ExecError::new(Some(l as u32), format!("tcgen05.mma: {e}"));
        let x = read(&list[0]) as u32;
        let mode = Mode::of(form.ws, form.pair);
        let f = if form.kind.scaled() {
            Idesc::decode_scaled(form.kind, form.vec, x, form.pair, form.sp)
        } else {
            Idesc::decode(form.kind, x, mode, form.sp)
        }
        .map_err(err)?;
        // `.ws`: B's buffer and the zero-column mask (none: every column, unshifted).
        let ws = if form.ws {
            let z = match list.get(2).filter(|_| form.zero_mask) {
                Some(o) => ZeroCols::decode(read(o), f.m, f.n).map_err(err)?,
                None => ZeroCols::default(),
            };
            Some((form.buffer, z))
        } else {
            None
        };
        let accumulate = read(&list[1]) != 0;
        // 128 bits of lane mask per CTA: words 0-3, then (the pair) 4-7.
        let mut mask = [0u128; 2];
        if form.mask {
            let words = if form.pair { 8 } else { 4 };
            for (k, o) in list[2..2 + words].iter().enumerate() {
                mask[k / 4] |= (read(o) as u32 as u128) << (32 * (k % 4));
            }
        }
        // D's lane is checked against its datapath layout by `mma`.
        let (d_lane, d_col) = split(d_addr[l] as u32);
        // A scale-factor address's bits 30-31 (CUTLASS puts the byte offset there)
        // are not part of it: the descriptor's scale-factor IDs select the bytes.
        let sf = match &sf_addr {
            Some((sa, sb)) => {
                let col = |a: u64, what: &str| {
                    let (lane, c) = split(a as u32 & 0x3FFF_FFFF);
                    if lane != 0 {
                        return Err(format!(
                            "{what}'s tensor-memory address {:#x} names lane {lane} (bits 30-31 aside); the factors span lanes 0-127, so its address is lane 0",
                            a as u32
                        ));
                    }
                    Ok(c)
                };
                let a = col(sa[l], "scale_A").map_err(err)?;
                let b = col(sb[l], "scale_B").map_err(err)?;
                Some((SfCols { a, b }, form.vec))
            }
            None => None,
        };
        let a = match &a_tmem {
            Some(addr) => {
                let (lane, col) = split(addr[l] as u32);
                ASrc::Tmem { lane, col }
            }
            None => ASrc::Smem(smem_desc(a_desc[l]).map_err(|e| err(format!("A's {e}")))?),
        };
        let b = smem_desc(b_desc[l]).map_err(|e| err(format!("B's {e}")))?;
        let x = Issue {
            kind: form.kind,
            f,
            d_col,
            d_lane,
            a,
            b,
            accumulate,
            scale_d: form.scale_d,
            mask,
            sf,
            collector: form.collector,
            ws,
            meta: meta_addr.as_ref().map(|a| split(a[l] as u32)),
        };
        if form.pair {
            c.mem
                .pair_op(c.cta, rank, l as u32, &PairOp::Mma(x))
                .map_err(err)?;
        } else {
            let t = c.cta.tmem.get_or_insert_with(Box::default);
            mma(
                &mut [Part {
                    tmem: t,
                    shared: &c.cta.shared,
                }],
                &x,
            )
            .map_err(err)?;
        }
        // The tensor core's work: 8 columns of D per unit (the pair's M = 128 puts
        // half of D's columns in each quarter pair, so each SM computes N/2 columns).
        let path = Datapath::of(f.m, mode, d_lane);
        w.tc05_n += path.map_or(f.n, |p| p.columns(f.n)) / 8;
    }
    Ok(Flow::Next)
}

/// The CTA's cluster rank, checked to have a peer when `pair` (`.cta_group::2`).
fn pair_rank<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    pair: bool,
    what: &str,
) -> Result<u32, ExecError> {
    let rank = c.li.cluster_rank(w.ctaid);
    if pair && rank ^ 1 >= c.li.cluster_ctas() {
        return Err(ExecError::new(
            None,
            format!(
                "{what}.cta_group::2: the CTA (cluster rank {rank}) has no peer CTA (rank {}); a CTA pair is two CTAs of a cluster whose ranks differ in the last bit (PTX ISA 9.7.16.5.1)",
                rank ^ 1
            ),
        ));
    }
    Ok(rank)
}

/// The column of a tensor-memory address that must name lane 0 (`what` spans all
/// 128 lanes: `why`).
fn lane0_column(addr: u32, what: &str, why: &str) -> Result<u32, String> {
    let (lane, col) = split(addr);
    if lane != 0 {
        return Err(format!(
            "{what}'s tensor-memory address {addr:#x} names lane {lane}; {why}, so its address is lane 0"
        ));
    }
    Ok(col)
}

/// `tcgen05.cp.cta_group::{1,2}.<shape>{.<multicast>} [taddr], s-desc`: each
/// executing thread copies the matrix `s-desc` describes into tensor memory
/// (`matrix::tcgen05_cp`), in its CTA or (`.cta_group::2`) in both CTAs of its pair,
/// in program order with its MMAs (the two are pipelined, 9.7.16.6.2.1).
pub fn tc05_cp<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Tc05Cp(form) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let taddr = operand_addresses(w, i, &i.src[0])?;
    let descs = src_lanes(c, w, i, 1, 0);
    let rank = pair_rank(c, w, form.pair, "tcgen05.cp")?;
    w.tc05_n = 0;
    for l in LaneMask(m).iter() {
        let err = |e: String| ExecError::new(Some(l as u32), format!("tcgen05.cp: {e}"));
        let col = lane0_column(
            taddr[l] as u32,
            "the destination",
            "a copy fills lanes from 0",
        )
        .map_err(err)?;
        let src = smem_desc(descs[l]).map_err(|e| err(format!("the source's {e}")))?;
        let x = CpIssue {
            shape: form.shape,
            col,
            src,
            src_bits: form.src_bits as u32,
        };
        if form.pair {
            c.mem
                .pair_op(c.cta, rank, l as u32, &PairOp::Cp(x))
                .map_err(err)?;
        } else {
            let Some(t) = c.cta.tmem.as_deref_mut() else {
                return Err(err(
                    "the CTA has allocated no tensor memory (tcgen05.alloc)".into(),
                ));
            };
            cp(t, &c.cta.shared, &x).map_err(err)?;
        }
        // (The tensor core's time: one unit per copy, `TInst::per_unit`.)
        w.tc05_n += 1;
    }
    Ok(Flow::Next)
}

/// `tcgen05.commit.cta_group::1.mbarrier::arrive::one{.shared::cluster}{.multicast::cluster}.b64
/// [mbar]{, ctaMask}`: one arrival per executing thread, when its earlier MMAs
/// complete (at once here), on its barrier or, multicast, on the barrier at the same
/// offset in each CTA of the 16-bit mask.
pub fn tc05_commit<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let arrive = MbarUpdate::Arrive {
        count: 1,
        tx: 0,
        drop: false,
        no_complete: false,
    };
    if i.mods.sub != (Sub::Tc05Commit { multicast: true }) {
        each_update(c, w, i, m, &i.src[0], |_| arrive)?;
        return Ok(Flow::Next);
    }
    // `.multicast::cluster`: the barrier at the same offset in every CTA of ctaMask.
    let bars = operand_addresses(w, i, &i.src[0])?;
    let masks = src_lanes(c, w, i, 1, 0);
    let n = c.li.cluster_ctas().max(1);
    for l in LaneMask(m).iter() {
        let mask = masks[l] & 0xFFFF;
        if let Some(r) = (n..16).find(|&r| mask >> r & 1 == 1) {
            let msg = super::cluster::outside_cluster("tcgen05.commit multicast", r, n);
            return Err(ExecError::new(
                Some(l as u32),
                format!("{msg} (ctaMask {mask:#x})"),
            ));
        }
        // A generic address must be in the shared window; the same offset in each CTA.
        let off = split_address(shared_operand(i, bars[l], l, "tcgen05.commit")?).1;
        for r in LaneMask(mask).iter() {
            update_at(
                c,
                w,
                l,
                Space::Shared,
                cluster_address(r as u32, off),
                arrive,
            )?;
        }
    }
    Ok(Flow::Next)
}

/// What one warp's `tcgen05.ld`/`st` covers: the address's lane and column, and the
/// `.16x32bx2` split (`immHalfSplitoff`, 0 otherwise). The address is the warp's
/// (the same in every lane); a 32-lane shape starts at its quarter's first lane, a
/// 16-lane shape at its first or seventeenth (warp w of its warpgroup reaches lanes
/// 32w..32w+31 only, 9.7.16.8.1); the columns must be allocated.
fn move_range<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    m: u64,
    f: &Tc05Move,
) -> Result<(u32, u32, u32), ExecError> {
    let what = i.op.name();
    whole_warp(w, m, what)?;
    let addr = operand_addresses(w, i, &i.src[0])?;
    if let Some(l) = (1..32).find(|&l| addr[l] != addr[0]) {
        return Err(ExecError::new(
            Some(l as u32),
            format!("{what}: taddr differs between lanes ({:#x} in lane 0, {:#x} in lane {l}); it must be the same in the whole warp", addr[0], addr[l]),
        ));
    }
    let (lane, col) = split(addr[0] as u32);
    let quarter = w.index % 4;
    let lanes = f.lanes();
    let (lo, hi) = (32 * quarter, 32 * quarter + 31);
    if lane < lo || lane + lanes - 1 > hi || lane % lanes != 0 {
        return Err(ExecError::new(
            None,
            format!(
                "{what}: taddr {:#x} starts at tensor-memory lane {lane}; warp {} is warp {quarter} of its warpgroup and accesses lanes {lo}..{hi} only (PTX ISA 9.7.16.8.1), so a .{} access of {lanes} lanes starts at lane {}",
                addr[0] as u32,
                w.index,
                f.shape.name(),
                if lanes == 32 { format!("{lo}") } else { format!("{lo} or {}", lo + 16) }
            ),
        ));
    }
    let split_off = match i.src[2] {
        Operand::Imm(v) => v as u32,
        _ => 0,
    };
    let Some(t) = c.cta.tmem.as_deref() else {
        return Err(ExecError::new(
            None,
            format!("{what}: the CTA has allocated no tensor memory (tcgen05.alloc)"),
        ));
    };
    let n = f.columns();
    // (`.16x32bx2` reads from two addresses; the others from one.)
    let halves = 1 + (f.shape == Tc05Shape::S16x32bx2) as usize;
    for c0 in [col, col + split_off].into_iter().take(halves) {
        t.check(what, lane + lanes - 1, c0, n)
            .and_then(|_| t.check(what, lane, c0, n))
            .map_err(|e| ExecError::new(None, e))?;
    }
    Ok((lane, col, split_off))
}

/// The registers of a `{...}` operand (or the one register).
fn regs_of<'p>(prog: &'p crate::ir::Program, o: &'p Operand) -> &'p [Operand] {
    match *o {
        Operand::Vec { start, len } => {
            &prog.vec_elems[start as usize..start as usize + len as usize]
        }
        _ => std::slice::from_ref(o),
    }
}

/// The form of a `tcgen05.ld`/`st`.
fn move_form(i: &Inst) -> Result<Tc05Move, ExecError> {
    match i.mods.sub {
        Sub::Tc05Move(f) => Ok(f),
        _ => Err(unsupported(i)),
    }
}

/// `tcgen05.ld.sync.aligned.<shape>.x<num>.b32 {r..}, [taddr]{, immHalfSplitoff}`:
/// thread t's register r from the cell `Tc05Move::cell` names; `tcgen05.ld.red
/// .<min|max>{.abs}{.NaN}.<f32|u32|s32> {r..}, redval, [taddr]{, split}` also
/// writes the reduction of the thread's registers to redval.
pub fn tc05_ld<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let f = move_form(i)?;
    let (lane, col, split_off) = move_range(c, w, i, m, &f)?;
    let regs = regs_of(c.prog, &i.dst[0]);
    let Some(t) = c.cta.tmem.as_deref() else {
        return Err(unsupported(i));
    };
    for th in 0..32u32 {
        let mut acc: Option<u32> = None;
        for (j, r) in regs.iter().enumerate() {
            let v = match f.cells(th, j as u32, split_off) {
                ((dl, dc), None) => t.get(lane + dl, col + dc),
                // `.pack::16b`: the low halves of two columns.
                ((l0, c0), Some((l1, c1))) => {
                    t.get(lane + l0, col + c0) & 0xFFFF | t.get(lane + l1, col + c1) << 16
                }
            };
            w.write_lane(r, th, v as u64);
            if let Some(red) = f.red {
                acc =
                    Some(acc.map_or_else(|| reduce_one(red, i.ty, v), |a| reduce(red, i.ty, a, v)));
            }
        }
        if let Some(a) = acc {
            w.write_lane(&i.dst[1], th, a as u64);
        }
    }
    Ok(Flow::Next)
}

/// `tcgen05.ld.red`'s first element: itself (`.abs`: its magnitude).
fn reduce_one(red: Tc05Red, ty: Ty, v: u32) -> u32 {
    if red.abs && ty == Ty::F32 {
        v & 0x7FFF_FFFF
    } else {
        v
    }
}

/// `tcgen05.ld.red`'s `.min`/`.max` of the reduction so far `a` and the next element
/// `v` (PTX ISA 9.7.16.8.3): `.f32` as `min`/`max.f32` (a NaN is ignored unless both
/// are, or with `.NaN`; -0 below +0), of magnitudes with `.abs`; `.u32`/`.s32` as
/// integers.
fn reduce(red: Tc05Red, ty: Ty, a: u32, v: u32) -> u32 {
    match ty {
        Ty::F32 => crate::func::float::minmax32(a, reduce_one(red, ty, v), red.max, red.nan, false),
        _ => crate::func::int::minmax(a as u64, v as u64, 32, ty == Ty::S32, red.max, false) as u32,
    }
}

/// `tcgen05.st.sync.aligned.<shape>.x<num>.b32 [taddr]{, immHalfSplitoff}, {r..}`.
pub fn tc05_st<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let f = move_form(i)?;
    let (lane, col, split_off) = move_range(c, w, i, m, &f)?;
    let regs = regs_of(c.prog, &i.src[1]);
    let (li, sm, clock) = (c.li, c.sm, c.clock);
    let Some(t) = c.cta.tmem.as_deref_mut() else {
        return Err(unsupported(i));
    };
    for th in 0..32u32 {
        for (j, r) in regs.iter().enumerate() {
            let v = w.read_lane(r, th, li, sm, clock) as u32;
            match f.cells(th, j as u32, split_off) {
                ((dl, dc), None) => t.set(lane + dl, col + dc, v),
                // `.unpack::16b`: each half to the low half of its column, whose high
                // half is written 0 [model: the ISA's Figure 193 only].
                ((l0, c0), Some((l1, c1))) => {
                    t.set(lane + l0, col + c0, v & 0xFFFF);
                    t.set(lane + l1, col + c1, v >> 16);
                }
            }
        }
    }
    Ok(Flow::Next)
}
