//! AMD MUBUF loads and stores through a buffer resource (V#), as the GCN/CDNA and
//! RDNA ISA guides define the address ("buffer addressing") and the range check.
//!
//! The V# (four SGPRs): base [47:0], stride [61:48], swizzle enable [63],
//! num_records [95:64], and in the last dword element size [20:19] (GFX9; 4 bytes
//! on GFX10+), index stride [22:21] and add-thread-id [23].
//!
//! ```text
//! index  = vgpr_index (idxen) + (add_tid ? lane : 0)
//! offset = vgpr_offset (offen) + inst_offset
//! linear:   buffer_offset = offset + stride * index
//! swizzled: buffer_offset = (index / IS * stride + offset / ES * ES) * IS
//!                           + index % IS * ES + offset % ES
//! address = base + soffset + buffer_offset
//! ```
//!
//! Out of range (stride 0 or no swizzle: `buffer_offset >= num_records - soffset`;
//! otherwise `index >= num_records || offset >= stride`), checked per dword: a load
//! returns 0 and a store is dropped. GFX10+ `OOB_SELECT` variants are not
//! distinguished: every target uses this GFX9 rule.
//!
//! An address in [`SCRATCH_BUF_WINDOW`] is the wave's scratch as the hardware lays
//! it out for the private segment buffer the wave starts with (element size 4,
//! index stride = wave width, add-thread-id): byte `r` of the window is byte
//! `r / (4 W) * 4 + r % 4` of lane `r / 4 % W`'s private memory, the memory SCRATCH
//! and FLAT instructions see. Any other address is global memory.

use super::alu::ext;
use super::mem::{begin_event, deliver, elems, event_kind, load_one, store_one};
use crate::func::exec::{AccessSpace, Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::{MemFault, Memory};
use crate::func::warp::{LaneVals, Warp};
use crate::ir::layout::{SCRATCH_BUF_WINDOW, WINDOW_SIZE};
use crate::ir::{
    Addr, Inst, Operand, Space, ABASE_BUF_BOTHEN, ABASE_BUF_IDXEN, ABASE_BUF_OFFEN, ABUF_GFX10,
    NO_SREG,
};

/// The fields of a V# that address memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rsrc {
    pub base: u64,
    pub stride: u64,
    pub swizzle: bool,
    pub num_records: u64,
    pub elem_size: u64,
    pub index_stride: u64,
    pub add_tid: bool,
}

impl Rsrc {
    /// Decode the four dwords of a V#.
    pub fn decode(d: [u32; 4], gfx10: bool) -> Rsrc {
        Rsrc {
            base: d[0] as u64 | ((d[1] & 0xFFFF) as u64) << 32,
            stride: ((d[1] >> 16) & 0x3FFF) as u64,
            swizzle: d[1] >> 31 != 0,
            num_records: d[2] as u64,
            elem_size: if gfx10 { 4 } else { 2 << ((d[3] >> 19) & 3) },
            index_stride: 8 << ((d[3] >> 21) & 3),
            add_tid: (d[3] >> 23) & 1 != 0,
        }
    }

    /// The byte address of `offset` at `index` with SGPR offset `soff`, or `None`
    /// when the range check fails.
    pub fn address(&self, index: u64, offset: u64, soff: u64) -> Option<u64> {
        let buffer_offset = if self.swizzle {
            let (is, es) = (self.index_stride, self.elem_size);
            (index / is * self.stride + offset / es * es) * is + index % is * es + offset % es
        } else {
            offset + self.stride * index
        };
        let out = if self.stride == 0 || !self.swizzle {
            buffer_offset >= self.num_records.saturating_sub(soff)
        } else {
            index >= self.num_records || offset >= self.stride
        };
        (!out).then(|| self.base.wrapping_add(soff).wrapping_add(buffer_offset))
    }
}

/// The private segment buffer V# a wave of `width` lanes starts with: its scratch
/// in [`SCRATCH_BUF_WINDOW`], swizzled by 4-byte elements over the wave's lanes,
/// no range limit (the per-lane private memory bounds each access).
pub fn private_rsrc(width: u32) -> [u32; 4] {
    let index_stride = if width >= 64 { 3 } else { 2 };
    [
        SCRATCH_BUF_WINDOW as u32,
        (SCRATCH_BUF_WINDOW >> 32) as u32 & 0xFFFF | 1 << 31,
        u32::MAX,
        1 << 19 | index_stride << 21 | 1 << 23,
    ]
}

/// Per lane: (index, offset) of a buffer access, before the element offset.
fn lane_parts(w: &Warp, a: &Addr, lane: usize) -> (u64, u64) {
    let wd = w.width as usize;
    let v = |k: u32| w.regs[(a.base + k) as usize * wd + lane] & 0xFFFF_FFFF;
    let (idx, off) = match a.vkind {
        ABASE_BUF_OFFEN => (0, v(0)),
        ABASE_BUF_IDXEN => (v(0), 0),
        ABASE_BUF_BOTHEN => (v(0), v(1)),
        _ => (0, 0),
    };
    let inst_off = a.offset as u64 & 0xFFFF_FFFF;
    (idx, (off + inst_off) & 0xFFFF_FFFF)
}

fn rsrc_of(w: &Warp, a: &Addr) -> (Rsrc, u64) {
    let d = [0u16, 1, 2, 3].map(|k| w.sreg(a.sbase + k));
    let soff = if a.soff != NO_SREG {
        w.sreg(a.soff) as u64
    } else {
        (a.offset as u64 >> 32) & 0xFFFF_FFFF
    };
    (Rsrc::decode(d, a.base_bits == ABUF_GFX10), soff)
}

/// Byte `b` of the wave's swizzled scratch: (lane, byte offset in its private memory).
#[inline]
fn scratch_byte(r: u64, width: u64) -> (usize, usize) {
    let lane = (r / 4) % width;
    let off = r / (4 * width) * 4 + r % 4;
    (lane as usize, off as usize)
}

fn scratch_fault(lane: usize, addr: u64, size: u32) -> ExecError {
    ExecError::new(
        Some(lane as u32),
        MemFault::OutOfBounds {
            space: "scratch (private segment buffer)",
            addr,
            size,
        }
        .to_string(),
    )
}

/// Load `size` bytes at buffer address `addr` for `lane`.
fn load_at<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    addr: u64,
    size: u32,
    lane: usize,
) -> Result<u64, ExecError> {
    let rel = addr.wrapping_sub(SCRATCH_BUF_WINDOW);
    if rel >= WINDOW_SIZE {
        return load_one(c, w, Space::Global, addr, size, lane);
    }
    let ls = w.local_size as usize;
    let mut v = 0u64;
    for b in 0..size as u64 {
        let (l, o) = scratch_byte(rel + b, w.width as u64);
        if o >= ls {
            return Err(scratch_fault(lane, rel, size));
        }
        if b == 0 && c.log.on {
            c.log.note(lane, AccessSpace::Local, o as u64, size, false);
        }
        v |= (w.local[l * ls + o] as u64) << (8 * b);
    }
    Ok(v)
}

fn store_at<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    addr: u64,
    size: u32,
    v: u64,
    lane: usize,
) -> Result<(), ExecError> {
    let rel = addr.wrapping_sub(SCRATCH_BUF_WINDOW);
    if rel >= WINDOW_SIZE {
        return store_one(c, w, Space::Global, addr, size, v, lane);
    }
    let ls = w.local_size as usize;
    for b in 0..size as u64 {
        let (l, o) = scratch_byte(rel + b, w.width as u64);
        if o >= ls {
            return Err(scratch_fault(lane, rel, size));
        }
        if b == 0 && c.log.on {
            c.log.note(lane, AccessSpace::Local, o as u64, size, true);
        }
        w.local[l * ls + o] = (v >> (8 * b)) as u8;
    }
    Ok(())
}

pub fn ld<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, a: &Addr) -> ExecResult {
    let (r, soff) = rsrc_of(w, a);
    let size = i.ty.bytes();
    let dsts: Vec<Operand> = elems(c.prog, &i.dst[0]).to_vec();
    let kind = event_kind(i);
    let ev = if kind.is_some() { begin_event(w)? } else { 0 };
    let mut vals: LaneVals = [0; 64];
    for (k, d) in dsts.iter().enumerate() {
        for l in LaneMask(m).iter() {
            let (idx, off) = lane_parts(w, a, l);
            let idx = idx + if r.add_tid { l as u64 } else { 0 };
            let off = off + k as u64 * size as u64;
            vals[l] = match r.address(idx, off, soff) {
                Some(at) => ext(load_at(c, w, at, size, l)?, i.ty),
                None => 0,
            };
        }
        deliver(w, kind, ev, d, m, &vals);
    }
    Ok(Flow::Next)
}

pub fn st<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, a: &Addr) -> ExecResult {
    let (r, soff) = rsrc_of(w, a);
    let size = i.ty.bytes();
    let srcs: Vec<Operand> = elems(c.prog, &i.src[0]).to_vec();
    for l in LaneMask(m).iter() {
        let (idx, off) = lane_parts(w, a, l);
        let idx = idx + if r.add_tid { l as u64 } else { 0 };
        for (k, s) in srcs.iter().enumerate() {
            let v = w.read_lane(s, l as u32, c.li, c.sm, c.clock);
            if let Some(at) = r.address(idx, off + k as u64 * size as u64, soff) {
                store_at(c, w, at, size, v, l)?;
            }
        }
    }
    if let Some(kind) = event_kind(i) {
        let ev = begin_event(w)?;
        deliver(w, Some(kind), ev, &Operand::None, m, &[0; 64]);
    }
    Ok(Flow::Next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_rsrc_interleaves_dwords_of_the_lanes() {
        for width in [32u64, 64] {
            let r = Rsrc::decode(private_rsrc(width as u32), false);
            assert!(r.swizzle && r.add_tid && r.stride == 0);
            assert_eq!((r.elem_size, r.index_stride), (4, width));
            // Lane 5, byte 9 of its private memory, SGPR offset of 2 dwords per lane.
            let soff = 8 * width;
            let at = r.address(5, 9, soff).unwrap() - SCRATCH_BUF_WINDOW;
            assert_eq!(at, soff + 2 * 4 * width + 5 * 4 + 1);
            assert_eq!(scratch_byte(at, width), (5, 8 + 9));
        }
    }

    #[test]
    fn linear_and_structured_ranges() {
        // Raw buffer of 16 bytes: offset 12 is in, 16 out, and the SGPR offset
        // shrinks the range.
        let raw = Rsrc::decode([0x1000, 0, 16, 0], false);
        assert_eq!(raw.address(0, 12, 0), Some(0x100C));
        assert_eq!(raw.address(0, 16, 0), None);
        assert_eq!(raw.address(0, 12, 4), None);
        // Linear with stride 8: index 3, offset 4 = 28 < 32.
        let lin = Rsrc::decode([0x1000, 8 << 16, 32, 0], false);
        assert_eq!(lin.address(3, 4, 0), Some(0x1000 + 28));
        // Swizzled, stride 8, 2 records, element 4, index stride 8: index 9 is out;
        // index 1 offset 4 = (0 + 4) * 8 + 1 * 4 + 0.
        let sw = Rsrc::decode([0x1000, 8 << 16 | 1 << 31, 2, 1 << 19], false);
        assert_eq!(sw.address(1, 4, 0), Some(0x1000 + 36));
        assert_eq!(sw.address(2, 0, 0), None);
        assert_eq!(sw.address(1, 8, 0), None);
    }
}
