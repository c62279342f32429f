//! Semantics of the wavefront operations AMD GPUs add: waits that make memory results
//! visible, uniform scalar branches, lane reads, EXEC save/modify, `v_cvt_pk_u8_f32`,
//! DPP and LDS-crossbar lane exchanges, and PC-relative control flow.

use super::{rd, unsupported};
use crate::func::amd;
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, MemEvent, Warp};
use crate::ir::{sreg, Inst, Operand, Sub, WaitLimits};

type R = ExecResult;
const NEXT: R = Ok(Flow::Next);

/// Complete the oldest pending event whose kind `covers` until at most `limit` remain.
fn drain(w: &mut Warp, limit: u8, covers: &dyn Fn(MemEvent) -> bool) {
    if limit == 255 {
        return;
    }
    loop {
        // Events outstanding of the covered kinds, oldest first (events are numbered
        // in issue order, and all writes of one event are adjacent).
        let mut count = 0usize;
        let mut last = None;
        let mut oldest = None;
        for p in w.pending.iter().filter(|p| covers(p.kind)) {
            if last != Some(p.event) {
                count += 1;
                last = Some(p.event);
                if oldest.is_none() {
                    oldest = Some(p.event);
                }
            }
        }
        let Some(ev) = oldest.filter(|_| count > limit as usize) else {
            return;
        };
        // Apply the event's writes in order, then drop them.
        let mut k = 0;
        while k < w.pending.len() {
            if w.pending[k].event == ev {
                let p = w.pending.remove(k);
                w.write(&p.dst, p.lanes, &p.vals);
            } else {
                k += 1;
            }
        }
    }
}

/// `s_waitcnt` / `s_wait_*`: make the memory results the limits require visible.
pub fn waitcnt<M: Memory>(_c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, _pc: u32) -> R {
    let Sub::Wait(l) = i.mods.sub else {
        return Err(unsupported(i));
    };
    apply_wait(w, &l);
    NEXT
}

/// Apply wait limits to a wave.
pub fn apply_wait(w: &mut Warp, l: &WaitLimits) {
    let stores = l.vm_has_stores;
    drain(w, l.vm, &|k| {
        k == MemEvent::VmLoad || (stores && k == MemEvent::VmStore)
    });
    drain(w, l.store, &|k| k == MemEvent::VmStore);
    drain(w, l.lgkm, &|k| k == MemEvent::Smem || k == MemEvent::Ds);
    drain(w, l.km, &|k| k == MemEvent::Smem);
    drain(w, l.ds, &|k| k == MemEvent::Ds);
}

/// Uniform scalar branch (`s_branch`, `s_cbranch_*`).
pub fn cbranch<M: Memory>(_c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, pc: u32) -> R {
    let (Sub::Cond(cond), Operand::Label(target)) = (i.mods.sub, i.src[0]) else {
        return Err(unsupported(i));
    };
    let exec = w.stack.active();
    let vcc = if w.width > 32 {
        w.sregs_val(sreg::VCC_LO, 2)
    } else {
        w.sreg(sreg::VCC_LO) as u64
    };
    let taken = match cond {
        0 => true,
        1 => !w.scc,
        2 => w.scc,
        3 => vcc == 0,
        4 => vcc != 0,
        5 => exec == 0,
        _ => exec != 0,
    };
    if let Some(t) = w.stack.top_mut() {
        t.pc = if taken { target } else { pc + 1 };
    }
    Ok(Flow::Jump)
}

/// `v_readfirstlane_b32` (no lane operand) / `v_readlane_b32 sdst, vsrc, lane`.
pub fn readlane<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, _pc: u32) -> R {
    let lane = match i.src[1] {
        Operand::None => {
            let exec = w.stack.active();
            if exec == 0 {
                0
            } else {
                exec.trailing_zeros()
            }
        }
        op => (w.read_lane(&op, 0, c.li, c.sm, c.clock) as u32) & (w.width - 1),
    };
    let v = w.read_lane(&i.src[0], lane, c.li, c.sm, c.clock);
    w.write_lane(&i.dst[0], 0, v);
    NEXT
}

/// `s_<op>_saveexec`: sdst = EXEC; EXEC = f(src, EXEC); SCC = EXEC != 0.
pub fn saveexec<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, _pc: u32) -> R {
    let Sub::LaneFn(k) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let n = if w.width > 32 { 2 } else { 1 };
    let old = w.sregs_val(sreg::EXEC_LO, n);
    let src = w.read_lane(&i.src[0], 0, c.li, c.sm, c.clock);
    let f = &crate::func::lanefn::LANE_FNS[k as usize];
    let args = crate::func::lanefn::LaneArgs {
        x: [src, old, 0, 0],
        ..Default::default()
    };
    let (new, _) = (f.f)(&args);
    // The saved copy is written first: `s_and_saveexec_b64 exec, ...` would be odd but
    // the new EXEC must win.
    w.write_lane(&i.dst[0], 0, old);
    w.set_sregs_val(sreg::EXEC_LO, n, new);
    w.scc = w.stack.active() != 0;
    NEXT
}

/// `v_cvt_pk_u8_f32` (isa-semantics.md §3): abs/neg of src0 come from the source
/// modifiers, rounding and denormal flushing from MODE.
pub fn cvt_pk_u8<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut s: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    rd(c, w, &i.src[2], &mut s);
    let (abs, neg) = (i.mods.src_abs & 1 != 0, i.mods.src_neg & 1 != 0);
    let mode = w.mode;
    for l in LaneMask(m).iter() {
        a[l] = amd::cvt_pk_u8_f32(a[l] as u32, b[l] as u32, s[l] as u32, abs, neg, mode) as u64;
    }
    w.write(&i.dst[0], m, &a);
    NEXT
}

/// `v_mov_b32` with DPP: each executing lane enabled by the row/bank masks reads
/// src0 of the lane the DPP control names; an invalid source lane gives 0 with
/// `bound_ctrl`, else the destination keeps its value. A `merge` (the last step of a
/// DPP operation: move, operation, merge) writes the same lanes, each with its own
/// src0 (the operation's result), and leaves the others as they were.
pub fn dpp_mov<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Dpp {
        ctrl,
        row_mask,
        bank_mask,
        bound_ctrl,
        merge,
    } = i.mods.sub
    else {
        return Err(unsupported(i));
    };
    let Some(dpp) = amd::Dpp::from_ctrl(ctrl) else {
        return Err(ExecError::new(
            None,
            format!("unsupported DPP control {ctrl:#x}"),
        ));
    };
    let mut a: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    let wave64 = w.width > 32;
    let exec = w.stack.active();
    for l in LaneMask(m).iter() {
        if !amd::dpp_lane_enabled(l as u32, row_mask, bank_mask) {
            continue;
        }
        match amd::dpp_source_lane(dpp, l as u32, wave64) {
            Some(src) if (exec >> src) & 1 == 1 => {
                let v = a[if merge { l } else { src as usize }];
                w.write_lane(&i.dst[0], l as u32, v)
            }
            _ if bound_ctrl => w.write_lane(&i.dst[0], l as u32, if merge { a[l] } else { 0 }),
            _ => {}
        }
    }
    NEXT
}

/// Hold a lane-exchange result back until `lgkmcnt`/`dscnt` allows it (these are LDS
/// instructions), or write it at once.
fn finish_ds(w: &mut Warp, i: &Inst, m: u64, vals: &LaneVals) {
    if i.mods.defer != 0 {
        let ev = w.next_event;
        w.next_event += 1;
        w.pending.push(crate::func::warp::PendingWrite {
            event: ev,
            kind: MemEvent::Ds,
            dst: i.dst[0],
            lanes: m,
            vals: *vals,
        });
    } else {
        w.write(&i.dst[0], m, vals);
    }
}

/// `ds_bpermute_b32 vdst, vaddr, vdata offset:o`: lane l gets vdata of lane
/// ((vaddr + o) / 4) mod wave size (an inactive source lane gives 0).
pub fn bpermute<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let mut addr: LaneVals = [0; 64];
    let mut data: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut addr);
    rd(c, w, &i.src[1], &mut data);
    let off = match i.src[2] {
        Operand::Imm(o) => o,
        _ => 0,
    };
    // What an inactive source lane gives (`v_permlane*16` op_sel FI/BOUND_CTRL):
    // 0 (ds_bpermute, BOUND_CTRL), nothing (the lane keeps its destination), or its
    // value as if it were active (FI).
    let inactive = match i.src[3] {
        Operand::Imm(k) => k,
        _ => 0,
    };
    let exec = w.stack.active();
    let mut d: LaneVals = [0; 64];
    let mut write = m;
    for l in LaneMask(m).iter() {
        let src = ((addr[l].wrapping_add(off) as u32 >> 2) & (w.width - 1)) as usize;
        d[l] = if (exec >> src) & 1 == 1 || inactive == crate::ir::PERMLANE_FETCH_INACTIVE {
            data[src] & 0xFFFF_FFFF
        } else {
            if inactive == crate::ir::PERMLANE_KEEP {
                write &= !(1u64 << l);
            }
            0
        };
    }
    finish_ds(w, i, write, &d);
    NEXT
}

/// `ds_swizzle_b32 vdst, vsrc offset:swizzle(...)`.
pub fn swizzle<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Swizzle(off) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let mut a: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    let exec = w.stack.active();
    let mut d: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        let src = amd::swizzle_source_lane(off, l as u32) as usize;
        d[l] = if src < w.width as usize && (exec >> src) & 1 == 1 {
            a[src] & 0xFFFF_FFFF
        } else {
            0
        };
    }
    finish_ds(w, i, m, &d);
    NEXT
}

/// `s_getpc_b64 sdst`: the address of the next instruction.
pub fn getpc<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, pc: u32) -> R {
    let next = c.prog.src.get(pc as usize + 1).map_or(0, |s| s.addr);
    w.write_lane(&i.dst[0], 0, next);
    NEXT
}

/// `s_setpc_b64 src` / `s_swappc_b64 sdst, src`: jump to a code address.
pub fn setpc<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, pc: u32) -> R {
    let target = w.read_lane(&i.src[0], 0, c.li, c.sm, c.clock);
    if matches!(i.mods.sub, Sub::Swap) {
        let next = c.prog.src.get(pc as usize + 1).map_or(0, |s| s.addr);
        w.write_lane(&i.dst[0], 0, next);
    }
    let Some(to) = c.prog.pc_of_addr(target) else {
        return Err(ExecError::new(
            None,
            format!("jump to {target:#x}, which is not the address of an instruction"),
        ));
    };
    if let Some(t) = w.stack.top_mut() {
        t.pc = to;
    }
    Ok(Flow::Jump)
}

pub use crate::ir::amd::HWREG_MODE;
use crate::ir::amd::{HWREG_FLAT_SCR_HI, HWREG_FLAT_SCR_LO, HWREG_SHADER_CYCLES};

/// The register a `hwreg(id, offset, size)` names, the field's offset and mask.
fn hw_field<'w>(w: &'w mut Warp, i: &Inst) -> Option<(&'w mut u32, u32, u32)> {
    let Sub::HwReg { id, offset, size } = i.mods.sub else {
        return None;
    };
    let reg = match id {
        HWREG_MODE => &mut w.mode,
        HWREG_FLAT_SCR_LO => &mut w.flat_scr[0],
        HWREG_FLAT_SCR_HI => &mut w.flat_scr[1],
        _ => return None,
    };
    let mask = if size >= 32 {
        u32::MAX
    } else {
        (1u32 << size) - 1
    };
    Some((reg, offset as u32, mask))
}

/// `s_getreg_b32 sdst, hwreg(HW_REG_MODE, off, size)`: read a MODE (or GFX10
/// flat-scratch) field.
pub fn getreg<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, _pc: u32) -> R {
    if let Sub::HwReg {
        id: HWREG_SHADER_CYCLES,
        offset,
        size,
    } = i.mods.sub
    {
        // The 20-bit cycle counter: the wave's clock, modulo 2^20 (the lowering keeps
        // offset + size within 32 bits).
        let v = ((c.clock & 0xF_FFFF) >> offset) & ((1u64 << size) - 1);
        w.write_lane(&i.dst[0], 0, v);
        return NEXT;
    }
    let Some((reg, off, mask)) = hw_field(w, i) else {
        return Err(unsupported(i));
    };
    let v = (*reg >> off) & mask;
    w.write_lane(&i.dst[0], 0, v as u64);
    NEXT
}

/// `s_setreg_b32 hwreg(HW_REG_MODE, off, size), src` (also `s_setreg_imm32_b32`,
/// `s_round_mode`, `s_denorm_mode`): write a MODE field; later float instructions
/// round and flush by the new mode. GFX10's flat-scratch registers are held only.
pub fn setreg<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, _pc: u32) -> R {
    let v = w.read_lane(&i.src[0], 0, c.li, c.sm, c.clock) as u32;
    let Some((reg, off, mask)) = hw_field(w, i) else {
        return Err(unsupported(i));
    };
    *reg = (*reg & !(mask << off)) | ((v & mask) << off);
    NEXT
}

/// `v_writelane_b32 vdst, src, lane`: write one lane of a VGPR, whatever EXEC says.
pub fn writelane<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, _m: u64, _pc: u32) -> R {
    let v = w.read_lane(&i.src[0], 0, c.li, c.sm, c.clock);
    let lane = (w.read_lane(&i.src[1], 0, c.li, c.sm, c.clock) as u32) & (w.width - 1);
    w.write_lane(&i.dst[0], lane, v);
    NEXT
}
