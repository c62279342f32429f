//! Activations of recursive PTX functions (`ir::frame`): a call into a function the
//! link marked recursive saves the callee's registers, predicates, `.local` and
//! `.param` storage for the calling lanes on the warp's frame stack; its return
//! restores them after taking the results out. So every activation finds its own
//! values again, while non-recursive calls cost nothing extra.

use super::exec::ExecError;
use super::mask::LaneMask;
use super::warp::Warp;
use crate::ir::inst::Operand;
use crate::ir::layout::THREAD_PARAM_BASE;
use crate::ir::Program;

/// One saved activation: which frame, for which lanes, from where in the byte stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Saved {
    frame: u32,
    mask: u64,
    at: usize,
}

/// The frame of the recursive function entered at `entry`, if it is one.
pub fn of_entry(prog: &Program, entry: u32) -> Option<u32> {
    prog.frames
        .binary_search_by_key(&entry, |f| f.entry)
        .ok()
        .map(|i| i as u32)
}

/// Stack a thread's saved activations may take. CUDA's default stack is 1 KiB per
/// thread (`cudaLimitStackSize`), which a program may raise; warpsim's activations are
/// larger than ptxas's frames (every register of the function, 8 bytes each), so it
/// allows 32x that. A bound per thread also bounds what an endless recursion in every
/// resident warp holds (32 lanes x 32 KiB = 1 MiB per warp) [model].
pub const STACK_BYTES: u64 = 32 * 1024;

/// Stack bytes one activation of `fr` takes per thread: its saved storage and a
/// return address (so even a function with no storage of its own runs out of stack).
fn activation_bytes(fr: &crate::ir::frame::Frame) -> u64 {
    fr.lane_bytes() + 8
}

/// Save frame `fi` for `lanes` before a call enters it.
///
/// # Errors
/// The saved activations would need more than a thread's local memory (a recursion
/// too deep for any GPU's stack, usually one that never ends).
pub fn save(prog: &Program, w: &mut Warp, fi: u32, lanes: u64) -> Result<(), ExecError> {
    let fr = &prog.frames[fi as usize];
    let need = w.saved_lane_bytes + activation_bytes(fr);
    if need > STACK_BYTES {
        return Err(ExecError::new(
            LaneMask(lanes).iter().next().map(|l| l as u32),
            format!(
                "call stack overflow: {} nested activations of recursive functions need more than the {STACK_BYTES} bytes of stack warpsim gives a thread (a recursion that does not end?)",
                w.saved.len() + 1
            ),
        ));
    }
    // Registers are numbered by slot: programs with calls keep one slot per register
    // (`ir::slots::compact` leaves them alone).
    debug_assert_eq!(prog.slots, prog.num_regs());
    w.saved_lane_bytes = need;
    let at = w.frame_bytes.len();
    let (width, ls, ts) = strides(w);
    let b = &mut w.frame_bytes;
    for p in fr.preds.0..fr.preds.1 {
        b.extend_from_slice(&w.preds[p as usize].to_le_bytes());
    }
    for l in LaneMask(lanes).iter() {
        for r in fr.regs.0..fr.regs.1 {
            b.extend_from_slice(&w.regs[r as usize * width + l].to_le_bytes());
        }
        for &(o, n) in &fr.local {
            let s = l * ls + o as usize;
            b.extend_from_slice(&w.local[s..s + n as usize]);
        }
        for &(o, n) in &fr.tparam {
            let s = l * ts + o as usize;
            b.extend_from_slice(&w.tparam[s..s + n as usize]);
        }
    }
    w.saved.push(Saved {
        frame: fi,
        mask: lanes,
        at,
    });
    Ok(())
}

/// Per-lane strides of the warp's registers, local memory and parameter space.
fn strides(w: &Warp) -> (usize, usize, usize) {
    (
        w.width as usize,
        w.local_size as usize,
        w.tparam_size as usize,
    )
}

/// Put the newest saved activation back (the callee has returned).
fn restore(prog: &Program, w: &mut Warp) {
    let Some(s) = w.saved.pop() else { return };
    let fr = &prog.frames[s.frame as usize];
    w.saved_lane_bytes -= activation_bytes(fr);
    let (width, ls, ts) = strides(w);
    let b = &w.frame_bytes;
    let mut at = s.at;
    let mut take = |n: usize| {
        at += n;
        &b[at - n..at]
    };
    let word = |x: &[u8]| u64::from_le_bytes(x.try_into().unwrap_or([0; 8]));
    for p in fr.preds.0..fr.preds.1 {
        let v = word(take(8));
        let cur = &mut w.preds[p as usize];
        *cur = (*cur & !s.mask) | (v & s.mask);
    }
    for l in LaneMask(s.mask).iter() {
        for r in fr.regs.0..fr.regs.1 {
            w.regs[r as usize * width + l] = word(take(8));
        }
        for &(o, n) in &fr.local {
            let d = l * ls + o as usize;
            w.local[d..d + n as usize].copy_from_slice(take(n as usize));
        }
        for &(o, n) in &fr.tparam {
            let d = l * ts + o as usize;
            w.tparam[d..d + n as usize].copy_from_slice(take(n as usize));
        }
    }
    w.frame_bytes.truncate(s.at);
}

/// The (from, to, size) copies of a call's argument or result list, as offsets in the
/// per-thread parameter space.
pub fn param_copies<'a>(
    prog: &'a Program,
    list: &Operand,
) -> impl Iterator<Item = (usize, usize, usize)> + 'a {
    let elems = match *list {
        Operand::Vec { start, len } => {
            &prog.vec_elems[start as usize..start as usize + len as usize]
        }
        _ => &[][..],
    };
    elems
        .chunks_exact(3)
        .filter_map(|t| match (t[0], t[1], t[2]) {
            (Operand::Imm(from), Operand::Imm(to), Operand::Imm(size)) => Some((
                (from - THREAD_PARAM_BASE) as usize,
                (to - THREAD_PARAM_BASE) as usize,
                size as usize,
            )),
            _ => None,
        })
}

/// Return from a recursive callee: copy its results (`list`) out for `lanes` and
/// restore the activation the call saved. The results are read before the restore
/// and written after it, since the caller's result variables may lie in the restored
/// frame (a function calling itself).
pub fn ret(prog: &Program, w: &mut Warp, list: &Operand, lanes: u64) {
    let mut staged = std::mem::take(&mut w.frame_scratch);
    staged.clear();
    let ts = w.tparam_size as usize;
    for (from, _, size) in param_copies(prog, list) {
        for l in LaneMask(lanes).iter() {
            let s = l * ts + from;
            staged.extend_from_slice(&w.tparam[s..s + size]);
        }
    }
    restore(prog, w);
    let mut k = 0;
    for (_, to, size) in param_copies(prog, list) {
        for l in LaneMask(lanes).iter() {
            let d = l * ts + to;
            w.tparam[d..d + size].copy_from_slice(&staged[k..k + size]);
            k += size;
        }
    }
    w.frame_scratch = staged;
}
