//! `cp.async` (sm_80): a copy of 4, 8 or 16 bytes per thread from global to shared
//! memory that completes asynchronously. Functionally the copy is done when the
//! instruction executes; the timing model makes `cp.async.wait_group`/`wait_all`
//! wait for its memory access (the instruction starts one memory event). Reading the
//! destination before the wait is a data race the PTX ISA leaves undefined, so any
//! value is a conforming one; warpsim gives the copied one.

use super::mem::{addresses, begin_event, load_one, store_one};
use super::{rd, unsupported};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::{Inst, Operand, Space};

/// `cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size | ignore-src}`.
///
/// PTX ISA, "cp.async": `cp-size` bytes are written to `dst`; only the first
/// `src-size` of them are read from `src` and the rest are zeros; with the predicate
/// `ignore-src` true nothing is read and all are zeros. Both addresses must be
/// aligned to `cp-size`; `src-size` may not exceed `cp-size`.
pub fn cp_async<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let (Operand::Mem(d), Operand::Mem(s), Operand::Imm(size)) = (i.dst[0], i.src[0], i.src[1])
    else {
        return Err(unsupported(i));
    };
    let size = size as u32;
    let mut dst: LaneVals = [0; 64];
    let mut src: LaneVals = [0; 64];
    addresses(w, &d, &mut dst);
    addresses(w, &s, &mut src);
    let mut src_size: LaneVals = [size as u64; 64];
    if i.src[2] != Operand::None {
        rd(c, w, &i.src[2], &mut src_size);
    }
    let mut ignore: LaneVals = [0; 64];
    if i.src[3] != Operand::None {
        rd(c, w, &i.src[3], &mut ignore);
    }
    // One memory event for the instruction: its group's wait covers it.
    begin_event(w)?;
    let piece = size.min(8);
    for l in LaneMask(m).iter() {
        check_alignment("cp.async", dst[l], src[l], size as u64, l)?;
        let n = if ignore[l] & 1 != 0 {
            0
        } else {
            src_size[l] & 0xFFFF_FFFF
        };
        if n > size as u64 {
            return Err(ExecError::new(
                Some(l as u32),
                format!("cp.async: src-size {n} exceeds the copy size {size}"),
            ));
        }
        let mut bytes = [0u8; 16];
        if n == size as u64 {
            for k in (0..size).step_by(piece as usize) {
                let v = load_one(c, w, Space::Global, src[l] + k as u64, piece, l)?;
                bytes[k as usize..(k + piece) as usize]
                    .copy_from_slice(&v.to_le_bytes()[..piece as usize]);
            }
        } else {
            // A partial read touches only its `src-size` bytes.
            for (k, b) in bytes.iter_mut().enumerate().take(n as usize) {
                *b = load_one(c, w, Space::Global, src[l] + k as u64, 1, l)? as u8;
            }
        }
        for k in (0..size).step_by(piece as usize) {
            let mut v = [0u8; 8];
            v[..piece as usize].copy_from_slice(&bytes[k as usize..(k + piece) as usize]);
            store_one(
                c,
                w,
                i.mods.space,
                dst[l] + k as u64,
                piece,
                u64::from_le_bytes(v),
                l,
            )?;
        }
    }
    Ok(Flow::Next)
}

/// The operands of a bulk copy or reduction (`cp.async.bulk`, `cp.reduce.async.bulk`)
/// for each executing lane: the destination (`dst[0]`), the source (`src[0]`) and the
/// size (`src[1]`), checked before anything moves: a positive multiple of 16 bytes,
/// both addresses 16-byte aligned (PTX ISA), else a fault naming `what` and the lane.
pub(super) fn bulk_lanes<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    m: u64,
    what: &str,
) -> Result<[LaneVals; 3], ExecError> {
    let (Operand::Mem(d), Operand::Mem(s)) = (i.dst[0], i.src[0]) else {
        return Err(unsupported(i));
    };
    let mut out: [LaneVals; 3] = [[0; 64]; 3];
    addresses(w, &d, &mut out[0]);
    addresses(w, &s, &mut out[1]);
    rd(c, w, &i.src[1], &mut out[2]);
    for l in LaneMask(m).iter() {
        let n = out[2][l] & 0xFFFF_FFFF;
        out[2][l] = n;
        if n == 0 || !n.is_multiple_of(16) {
            return Err(ExecError::new(
                Some(l as u32),
                format!("{what}: size {n} is not a positive multiple of 16"),
            ));
        }
        check_alignment(what, out[0][l], out[1][l], 16, l)?;
    }
    Ok(out)
}

/// An asynchronous copy's shared destination and global source must be aligned to
/// `align` bytes: else a fault naming the lane and the address.
pub(super) fn check_alignment(
    what: &str,
    dst: u64,
    src: u64,
    align: u64,
    lane: usize,
) -> Result<(), ExecError> {
    for (side, at) in [("shared destination", dst), ("global source", src)] {
        if !at.is_multiple_of(align) {
            return Err(ExecError::new(
                Some(lane as u32),
                format!("{what}: {side} address {at:#x} is not {align}-byte aligned"),
            ));
        }
    }
    Ok(())
}
