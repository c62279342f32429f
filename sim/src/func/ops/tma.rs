//! `cp.async.bulk.tensor` (sm_90; PTX ISA, "cp.async.bulk.tensor"): the box of a
//! global tensor at the given coordinates, described by a tensor map
//! (`func::tensor_map`), copied to shared memory completing an mbarrier's
//! transactions, or from shared memory back to the tensor in a bulk async-group.
//! Modes: tiled; im2col (an im2col map's pixel walk, with the instruction's offsets
//! on a load, `.im2col_no_offs` on a store); `.tile::gather4`/`.tile::scatter4`
//! (sm_100: four rows of a 2-d tensor). Shared memory holds the image densely
//! (dimension 0 innermost) under the map's swizzle; out-of-bound elements read as
//! zero (or NaN with the NaN fill) and are not written back. Each executing thread
//! makes its own copy (code elects one thread).
//!
//! Operands (lowered by `isa::ptx::lower_tma`): `src[0]` = the tensor map's address
//! (generic: a kernel parameter through `cvta.param`, or global memory), `src[1]` =
//! the coordinate list (signed 32-bit), `src[2]` = the mbarrier (load) or the shared
//! source (store); a load's `dst[0]` is the shared destination; the mode is
//! `mods.tensor`.

use super::mbarrier::{update_at, MbarUpdate};
use super::mem::{addresses, begin_event, load_one, store_one};
use super::unsupported;
use crate::func::dsmem::{cluster_address, split_address};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::tensor_map::{swizzle, Row, TensorMap};
use crate::func::warp::{LaneVals, Warp};
use crate::ir::amd::MemEvent;
use crate::ir::{Inst, Operand, Space, TensorMode};

const WHAT: &str = "cp.async.bulk.tensor";

/// The copy; its direction is in the lowered event kind (`BulkStore` = to global).
pub fn cp_async_bulk_tensor<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let store = MemEvent::of_defer(i.mods.defer) == Some(MemEvent::BulkStore);
    let t = tensor_lanes(c, w, i, if store { i.src[2] } else { i.dst[0] })?;
    let mut tx: LaneVals = [0; 64];
    // One memory event for the copy: the timing model completes the barrier's
    // transactions (or the bulk group) when its bytes have moved.
    begin_event(w)?;
    let own = c.li.cluster_rank(w.ctaid);
    let ranks = dest_ranks(c, w, i, m, &t.smem, WHAT)?;
    // The shared address of offset `o` in CTA `r`.
    let at_rank = |r: u32, o: u64| if r == own { o } else { cluster_address(r, o) };
    for l in LaneMask(m).iter() {
        let map = lane_map(c, w, l, t.tmap[l], t.rank, t.smem[l], WHAT)?;
        // A unit: one element, or 16 packed ones (`gb` bytes in global memory, `sb`
        // in shared memory, padding after them).
        let (per, gb, sb) = map.ty.unit();
        let (gb, sb) = (gb as u64, sb as u64);
        // Moved in pieces: a whole-byte element at once, a packed unit 4 bytes at a
        // time (its 8 or 12 bytes and its padding; every unit starts 4-byte aligned).
        let piece = if per == 1 { sb } else { 4 };
        let fill = map.fill();
        // (A `.shared::cluster` destination names an offset; own-rank for a store.)
        let base = split_address(t.smem[l]).1;
        let dests = if store { 1 << own } else { ranks[l] as u32 };
        let row = |off: u64, row: Row| {
            for e in 0..map.row_units() as u64 {
                let inside = (row.lo..row.hi).contains(&e);
                // Padding (the pieces past `gb`) reads as 0 and is not stored.
                for at in (0..sb).step_by(piece as usize) {
                    let s = swizzle(base + off + e * sb + at, map.swizzle);
                    let g = row.global.wrapping_add(e * gb + at);
                    let data = at < gb;
                    let n = piece;
                    if store {
                        if inside && data {
                            let v = load_one(c, w, Space::Shared, s, n as u32, l)?;
                            store_one(c, w, Space::Global, g, n as u32, v, l)?;
                        }
                    } else {
                        let v = match (inside, data) {
                            (true, true) => load_one(c, w, Space::Global, g, n as u32, l)?,
                            (_, false) => 0,
                            (false, true) => fill,
                        };
                        for r in LaneMask(dests as u64).iter() {
                            store_one(c, w, Space::Shared, at_rank(r as u32, s), n as u32, v, l)?;
                        }
                    }
                }
            }
            Ok(())
        };
        tx[l] = walk(&map, &t, l, store, WHAT, row)?;
    }
    if store {
        // Completion is the bulk group's business (`cp.async.bulk.wait_group`).
        return Ok(Flow::Next);
    }
    // The box's bytes complete the transactions of each destination's barrier
    // (out-of-bound fill included).
    let Operand::Mem(bar) = i.src[2] else {
        return Err(unsupported(i));
    };
    let mut bars: LaneVals = [0; 64];
    addresses(w, &bar, &mut bars);
    let pair = i.mods.sub == crate::ir::Sub::CtaPair;
    let n = c.li.cluster_ctas().max(1);
    for l in LaneMask(m).iter() {
        let (bar_rank, b) = split_address(bars[l]);
        let done = MbarUpdate::Tx {
            delta: -(tx[l] as i64),
        };
        for r in LaneMask(ranks[l] & 0xFFFF).iter() {
            let r = if pair {
                pair_barrier(r as u32, bar_rank, n)
                    .map_err(|e| ExecError::new(Some(l as u32), e))?
            } else {
                r as u32
            };
            update_at(c, w, l, Space::Shared, at_rank(r, b), done)?;
        }
    }
    Ok(Flow::Next)
}

/// With `.cta_group::2`, the CTA whose mbarrier the bytes landing in CTA `dest`
/// complete: `dest` or its peer, the one whose rank's last bit is the barrier
/// address's ("the mbarrier object can be in shared memory of either the same CTA as
/// the shared memory destination or in its peer-CTA"). The hardware reads that bit
/// from the address (bit 24, the bit CUTLASS's `Sm100MmaPeerBitMask` clears to name
/// the even CTA); warpsim's `.shared::cta` addresses carry no rank, so an unranked
/// address names the even CTA [model: the peer bit clear, as CUTLASS passes it; only
/// an odd CTA's unmasked own address would differ], and a ranked one (`mapa`) the
/// CTA of its rank's parity.
fn pair_barrier(dest: u32, bar_rank: Option<u32>, n: u32) -> Result<u32, String> {
    let r = (dest & !1) | bar_rank.map_or(0, |b| b & 1);
    if r >= n {
        return Err(format!(
            "cp.async.bulk.tensor.cta_group::2: the mbarrier's CTA (rank {r}, the pair of destination rank {dest}) is outside the cluster of {n} CTAs"
        ));
    }
    Ok(r)
}

/// A tensor copy's (or reduction's) operands for every lane: the tensor map's address
/// (`src[0]`), the shared box's (`smem_op`), the coordinate list (`src[1]`: the
/// coordinates, then an `.im2col` copy's offsets, one per spatial dimension), the
/// tensor's rank and the load mode.
pub(super) struct TensorLanes {
    pub tmap: LaneVals,
    pub smem: LaneVals,
    pub coords: [LaneVals; 8],
    pub rank: u16,
    pub mode: TensorMode,
}

pub(super) fn tensor_lanes<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    smem_op: Operand,
) -> Result<TensorLanes, ExecError> {
    let (Operand::Mem(tm), Operand::Vec { start, len }, Operand::Mem(sm)) =
        (i.src[0], i.src[1], smem_op)
    else {
        return Err(unsupported(i));
    };
    let mode = i.mods.tensor;
    let rank = match mode {
        TensorMode::Im2col => (len + 2) / 2,
        TensorMode::Gather4 if len == 5 => 2,
        TensorMode::Gather4 => return Err(unsupported(i)),
        TensorMode::Tile | TensorMode::Im2colNoOffs => len,
    };
    let im2col = matches!(mode, TensorMode::Im2col | TensorMode::Im2colNoOffs);
    if !(1..=5).contains(&rank) || (im2col && rank < 3) {
        return Err(unsupported(i));
    }
    let mut out = TensorLanes {
        tmap: [0; 64],
        smem: [0; 64],
        coords: read_coords(c, w, start, len),
        rank,
        mode,
    };
    addresses(w, &tm, &mut out.tmap);
    addresses(w, &sm, &mut out.smem);
    Ok(out)
}

/// Lane `l`'s walk of a tensor copy or reduction (`store`: from shared memory to the
/// tensor) over `map`: `f(offset, row)` for every row it moves, in order (see
/// `TensorMap::rows`, `im2col_rows`, `gather4_rows`); the bytes of the shared-memory
/// image. First the map must fit the mode, and the lane's coordinates the ISA's
/// restrictions; a violation faults naming `what` and the lane.
pub(super) fn walk(
    map: &TensorMap,
    t: &TensorLanes,
    l: usize,
    store: bool,
    what: &str,
    f: impl FnMut(u64, Row) -> Result<(), ExecError>,
) -> Result<u64, ExecError> {
    let fault = |msg: String| ExecError::new(Some(l as u32), format!("{what}: {msg}"));
    let n = if t.mode == TensorMode::Gather4 {
        5
    } else {
        t.rank
    };
    let at = lane_coords(&t.coords, n, l);
    let im2col = matches!(t.mode, TensorMode::Im2col | TensorMode::Im2colNoOffs);
    if map.im2col.is_some() != im2col {
        let (copy, kind) = if im2col {
            ("an im2col", "a tiled")
        } else {
            ("a tiled", "an im2col")
        };
        return Err(fault(format!("{copy} copy with {kind} tensor map")));
    }
    // PTX ISA 9.0, "Restriction on Tensor Copy instructions": toward global memory the
    // coordinates are non-negative and an im2col box stays inside the tensor (lower
    // corners non-negative, upper corners non-positive).
    if store {
        if let Some(c) = at[..n as usize].iter().find(|&&c| c < 0) {
            return Err(fault(format!(
                "coordinate {c} is negative (a copy toward global memory starts inside the tensor)"
            )));
        }
        if let Some(ic) = &map.im2col {
            let ns = t.rank as usize - 2;
            if ic.lower[..ns].iter().any(|&v| v < 0) || ic.upper[..ns].iter().any(|&v| v > 0) {
                return Err(fault(
                    "an im2col copy toward global memory needs the pixel box inside the tensor (lower corners >= 0, upper corners <= 0)".into(),
                ));
            }
        }
    }
    let es = map.ty.bytes() as u64;
    let per = map.ty.unit().0;
    if per > 1 && (at[0].rem_euclid(per as i32) != 0 || t.mode != TensorMode::Tile) {
        return Err(fault(format!(
            "a copy of packed .{} elements moves whole units of {per} in tiled mode: coordinate 0 is {} [model]",
            map.ty.name(),
            at[0]
        )));
    }
    match t.mode {
        TensorMode::Tile => map.rows(&at, f)?,
        TensorMode::Im2col | TensorMode::Im2colNoOffs => {
            let mut offs = [0i32; 3];
            if t.mode == TensorMode::Im2col {
                // (`.u16` registers in the ISA's examples, `uint16_t` in CUTLASS's
                // SM90_TMA_LOAD_IM2COL: unsigned; 16, 8 or 5 bits for 3d, 4d, 5d,
                // PTX ISA, "im2col mode".)
                let bits = [16u32, 8, 5][t.rank as usize - 3];
                for (k, o) in offs.iter_mut().enumerate().take(t.rank as usize - 2) {
                    let v = t.coords[t.rank as usize + k][l] as u16 as u32;
                    if v >> bits != 0 {
                        return Err(fault(format!(
                            "im2col offset {v} does not fit the {bits} bits of a {}d copy",
                            t.rank
                        )));
                    }
                    *o = v as i32;
                }
            }
            map.im2col_rows(&at, &offs, f)?;
        }
        TensorMode::Gather4 => {
            if map.boxes[1] != 1 {
                return Err(fault(format!(
                    "a .tile::gather4/.tile::scatter4 copy needs a box one row high (the map's box is {} x {})",
                    map.boxes[0], map.boxes[1]
                )));
            }
            // The column must start on a 16-byte boundary: the hardware raises an
            // illegal instruction otherwise (Triton's Gluon TMA gather/scatter
            // tutorial, tested on Blackwell).
            if (at[0] as i64 * es as i64).rem_euclid(16) != 0 {
                return Err(fault(format!(
                    "column {} is not 16-byte aligned ({es}-byte elements)",
                    at[0]
                )));
            }
            map.gather4_rows(at[0], [at[1], at[2], at[3], at[4]], f)?;
            return Ok(4 * map.boxes[0] as u64 * es);
        }
    }
    Ok(map.box_bytes())
}

/// The coordinate list's values (signed 32-bit coordinates, then an im2col copy's
/// 16-bit offsets) of every lane.
fn read_coords<M: Memory>(c: &Ctx<'_, M>, w: &Warp, start: u32, len: u16) -> [LaneVals; 8] {
    let mut coords: [LaneVals; 8] = [[0; 64]; 8];
    for (k, op) in c.prog.vec_elems[start as usize..][..len as usize]
        .iter()
        .enumerate()
    {
        super::rd(c, w, op, &mut coords[k]);
    }
    coords
}

/// Lane `l`'s first `len` (at most 5) coordinates.
pub(super) fn lane_coords(coords: &[LaneVals; 8], len: u16, l: usize) -> [i32; 5] {
    let mut at = [0i32; 5];
    for (k, a) in at.iter_mut().enumerate().take(len as usize) {
        *a = coords[k][l] as u32 as i32;
    }
    at
}

/// Lane `l`'s tensor map, read from `tmap` (64-byte aligned) and decoded, for a
/// `len`-dimensional copy whose shared-memory box is at `smem` (128-byte aligned: the
/// swizzle patterns assume it); faults name `what` and the lane.
pub(super) fn lane_map<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    l: usize,
    tmap: u64,
    len: u16,
    smem: u64,
    what: &str,
) -> Result<TensorMap, ExecError> {
    let fault = |msg: String| ExecError::new(Some(l as u32), format!("{what}: {msg}"));
    if !tmap.is_multiple_of(64) {
        return Err(fault(format!(
            "the tensor map address {tmap:#x} is not 64-byte aligned"
        )));
    }
    let bytes = super::tensormap::read_map(c, w, Space::Generic, tmap, l)?;
    let map = TensorMap::decode(&bytes).map_err(|e| fault(format!("at {tmap:#x}: {e}")))?;
    if map.rank != len as u32 {
        return Err(fault(format!(
            "a {len}d copy with a rank-{} tensor map",
            map.rank
        )));
    }
    if !smem.is_multiple_of(128) {
        return Err(fault(format!(
            "the shared-memory address {smem:#x} is not 128-byte aligned"
        )));
    }
    Ok(map)
}

/// Each lane's destination CTAs (bit r = rank r) of a copy into shared memory at
/// `dst`: with `.multicast::cluster` the 16-bit `ctaMask` in `src[3]` (the data goes
/// to the same offset of each of those CTAs' shared memory, each completing its
/// barrier at the barrier's offset; PTX ISA, cp.async.bulk{.tensor}), else the CTA
/// the address names (this one unless `mapa` made it another's). Other CTAs' shared
/// memory is reached as distributed shared memory (`func::dsmem`); a rank outside the
/// cluster faults naming the lane.
pub(super) fn dest_ranks<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    m: u64,
    dst: &LaneVals,
    what: &str,
) -> Result<LaneVals, ExecError> {
    let own = c.li.cluster_rank(w.ctaid);
    let n = c.li.cluster_ctas().max(1);
    let mut ranks: LaneVals = [0; 64];
    if i.src[3] == Operand::None {
        for l in LaneMask(m).iter() {
            let r = split_address(dst[l]).0.unwrap_or(own);
            if r >= n {
                let msg = super::cluster::outside_cluster(what, r, n);
                return Err(ExecError::new(Some(l as u32), msg));
            }
            ranks[l] = 1 << r;
        }
        return Ok(ranks);
    }
    super::rd(c, w, &i.src[3], &mut ranks);
    for l in LaneMask(m).iter() {
        let mask = ranks[l] & 0xFFFF;
        ranks[l] = mask;
        if let Some(r) = (n..16).find(|&r| mask >> r & 1 == 1) {
            let msg = super::cluster::outside_cluster(&format!("{what} multicast"), r, n);
            return Err(ExecError::new(
                Some(l as u32),
                format!("{msg} (ctaMask {mask:#x})"),
            ));
        }
    }
    Ok(ranks)
}
