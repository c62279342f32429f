//! Control flow and synchronisation: branches (with divergence), calls and returns
//! (with `.param` passing), `exit`, block barriers, fences and no-ops.

use super::{rd, unsupported};
use crate::func::exec::{copy_params, Ctx, ExecError, ExecResult, Flow, EXIT};
use crate::func::frames;
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::simt::Entry;
use crate::func::warp::{LaneVals, Warp, WarpStatus, NUM_BARRIERS};
use crate::ir::{BarMode, Inst, Operand, Sub};

type R = ExecResult;

pub fn nop<M: Memory>(_c: &mut Ctx<'_, M>, _w: &mut Warp, _i: &Inst, _m: u64, _pc: u32) -> R {
    Ok(Flow::Next)
}

/// `trap`: the kernel aborts (a fault naming the warp and pc).
pub fn trap<M: Memory>(_c: &mut Ctx<'_, M>, _w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    if m == 0 {
        return Ok(Flow::Next);
    }
    let msg = if matches!(i.mods.sub, Sub::Unmodelled) {
        "this instruction is not modelled by warpsim (it loads, but cannot run)"
    } else {
        "trap instruction executed"
    };
    Err(ExecError::new(Some(m.trailing_zeros()), msg))
}

pub fn bra<M: Memory>(_c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, pc: u32) -> R {
    let Operand::Label(target) = i.src[0] else {
        return Err(unsupported(i));
    };
    w.stack.branch(m, target, pc + 1, i.reconv);
    Ok(Flow::Jump)
}

/// `brx.idx index, table`: an indirect branch through a table of labels. The front
/// end lays the table out after the instruction as `bra` slots: slot 0 (pc+1) leads
/// past the table, slot k+1 (pc+2+k) holds target k; `src[1]` is the table length.
/// Lanes whose guard is false continue after the table. Lanes that index different
/// targets are split one target at a time (the lowest executing lane's first), each
/// group jumping straight to its target, as a SIMT stack serialises a divergent
/// indirect branch; an index outside the table is a fault (undefined in the ISA).
pub fn brx_idx<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, pc: u32) -> R {
    let Operand::Imm(n) = i.src[1] else {
        return Err(unsupported(i));
    };
    let after = pc + 2 + n as u32;
    if m != w.stack.active() {
        // Guarded off lanes leave; the rest execute the brx again, alone.
        w.stack.branch(m, pc, after, i.reconv);
        return Ok(Flow::Jump);
    }
    let mut idx: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut idx);
    for l in LaneMask(m).iter() {
        let k = idx[l] & 0xFFFF_FFFF;
        if k >= n {
            return Err(ExecError::new(
                Some(l as u32),
                format!("brx.idx: index {k} is outside its table of {n} targets"),
            ));
        }
    }
    let first = idx[m.trailing_zeros() as usize] & 0xFFFF_FFFF;
    let mut taken = 0u64;
    for l in LaneMask(m).iter() {
        if idx[l] & 0xFFFF_FFFF == first {
            taken |= 1 << l;
        }
    }
    let slot = c.prog.code.get((pc + 2) as usize + first as usize);
    let Some(Operand::Label(target)) = slot.map(|s| s.src[0]) else {
        return Err(unsupported(i));
    };
    w.stack.branch(taken, target, pc, i.reconv);
    Ok(Flow::Jump)
}

pub fn call<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, pc: u32) -> R {
    let Operand::Func(entry) = i.src[0] else {
        return Err(unsupported(i));
    };
    if let Some(t) = w.stack.top_mut() {
        t.pc = pc + 1;
    }
    if m == 0 {
        return Ok(Flow::Jump);
    }
    // A recursive callee's activation is saved before the arguments overwrite it.
    if let Some(fi) = frames::of_entry(c.prog, entry) {
        frames::save(c.prog, w, fi, m)?;
    }
    copy_params(c.prog, w, &i.src[1], m);
    w.stack.entries.push(Entry {
        pc: entry,
        rpc: EXIT,
        mask: m,
        call: true,
    });
    w.call_depth += 1;
    Ok(Flow::Jump)
}

pub fn ret<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, pc: u32) -> R {
    if w.call_depth == 0 {
        // Returning from the kernel ends the threads.
        return exit(c, w, i, m, pc);
    }
    w.stack.branch(m, EXIT, pc + 1, i.reconv);
    Ok(Flow::Jump)
}

pub fn exit<M: Memory>(_c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, pc: u32) -> R {
    if let Some(t) = w.stack.top_mut() {
        t.pc = pc + 1;
    }
    // `s_endpgm` (scalar) ends the whole wave, including lanes EXEC has switched off.
    let m = if i.mods.scalar {
        w.valid & !w.exited
    } else {
        m
    };
    w.exited |= m;
    w.stack.remove_lanes(m);
    Ok(Flow::Exit)
}

/// `bar.sync`/`barrier.sync`/`bar.arrive`/`bar.red`: the warp arrives at barrier `a`
/// (with `b` threads expected, if given). Barriers count warps: a warp arrives once
/// per execution, whichever of its lanes execute it.
pub fn bar<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Bar(mode) = i.mods.sub else {
        return Err(unsupported(i));
    };
    if m == 0 {
        return Ok(Flow::Next);
    }
    let first = LaneMask(m).iter().next().unwrap_or(0) as u32;
    let (id_op, cnt_op, pred_op) = match mode {
        // bar.red d, a{, b}, {!}c: the predicate is the last source.
        BarMode::RedPopc | BarMode::RedAnd | BarMode::RedOr => match i.src[2] {
            Operand::None => (i.src[0], Operand::None, i.src[1]),
            c => (i.src[0], i.src[1], c),
        },
        _ => (i.src[0], i.src[1], Operand::None),
    };
    let id = w.read_lane(&id_op, first, c.li, c.sm, c.clock);
    if id as usize >= NUM_BARRIERS {
        return Err(ExecError::new(
            Some(first),
            format!("barrier id {id} is out of range 0..15"),
        ));
    }
    let expected = match cnt_op {
        Operand::None => 0,
        op => {
            let n = w.read_lane(&op, first, c.li, c.sm, c.clock) as u32;
            if n == 0 || !n.is_multiple_of(c.li.width) {
                return Err(ExecError::new(
                    Some(first),
                    format!(
                        "barrier thread count {n} is not a positive multiple of the warp size {}",
                        c.li.width
                    ),
                ));
            }
            n / c.li.width
        }
    };
    let bar = &mut c.cta.barriers[id as usize];
    if bar.arrived == 0 {
        bar.expected = expected;
    } else if bar.expected != expected {
        return Err(ExecError::new(
            Some(first),
            format!(
                "barrier {id} used with different thread counts ({} and {} warps)",
                bar.expected, expected
            ),
        ));
    }
    bar.arrived += 1;
    if !matches!(pred_op, Operand::None) {
        let mut p: LaneVals = [0; 64];
        rd(c, w, &pred_op, &mut p);
        let bar = &mut c.cta.barriers[id as usize];
        for l in LaneMask(m).iter() {
            let v = p[l] & 1 == 1;
            bar.red_popc += v as u64;
            bar.red_and &= v;
            bar.red_or |= v;
        }
        w.pending_red = Some((i.dst[0], m, mode));
    }
    if mode == BarMode::Arrive {
        return Ok(Flow::Arrived(id as u8));
    }
    c.cta.barriers[id as usize].waiting.push(w.index);
    w.status = WarpStatus::Barrier(id as u8);
    Ok(Flow::Barrier)
}
