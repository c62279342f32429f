//! Executing one instruction of one warp: guard evaluation, dispatch through the
//! operation table to the semantic function in `ops`, pc update and SIMT-stack
//! settling (reconvergence pops, returns from calls). The functional engine calls
//! [`step`] directly; the timing model calls it when its pipeline says the
//! instruction executes, so both compute identical results.

use super::frames;
use super::mask::LaneMask;
use super::memory::Memory;
use super::ops;
use super::warp::{CtaState, LaunchInfo, Warp, WarpStatus};
use crate::ir::op::op_table;
use crate::ir::{Inst, Op, Operand, Program, EXIT_PC};

/// Everything outside the warp an instruction may touch.
pub struct Ctx<'a, M: Memory> {
    pub prog: &'a Program,
    pub li: &'a LaunchInfo,
    pub mem: &'a mut M,
    pub cta: &'a mut CtaState,
    pub sm: u32,
    pub clock: u64,
    /// Where the instruction's memory accesses are noted for a timing model.
    pub log: &'a mut AccessLog,
}

/// The state space an access went to (as the timing model distinguishes them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum AccessSpace {
    Global,
    Shared,
    Local,
    Param,
    /// Another CTA's shared memory (distributed shared memory, `func::dsmem`).
    Remote,
}

/// One lane's access.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Access {
    pub addr: u64,
    pub lane: u8,
    pub size: u8,
    pub space: AccessSpace,
    pub write: bool,
}

/// The accesses of one instruction, in execution order; collected only when `on`
/// (the functional engine leaves it off). Cleared by the consumer, so its storage is
/// reused and the hot path does not allocate.
#[derive(Debug, Default)]
pub struct AccessLog {
    pub on: bool,
    pub entries: Vec<Access>,
}

impl AccessLog {
    #[inline]
    pub fn note(&mut self, lane: usize, space: AccessSpace, addr: u64, size: u32, write: bool) {
        if self.on {
            self.entries.push(Access {
                addr,
                lane: lane as u8,
                size: size as u8,
                space,
                write,
            });
        }
    }
}

/// How an instruction left the warp.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Continue with the next instruction.
    Next,
    /// The instruction moved the pc itself (branch, call, return).
    Jump,
    /// The warp arrived at a barrier and must wait.
    Barrier,
    /// The warp arrived at barrier `id` without waiting (`bar.arrive`); the barrier
    /// may now be complete.
    Arrived(u8),
    /// Lanes exited.
    Exit,
}

/// A fault raised by an instruction (the engine adds cycle, SM, warp and pc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExecError {
    pub lane: Option<u32>,
    pub msg: String,
}

impl ExecError {
    pub fn new(lane: Option<u32>, msg: impl Into<String>) -> ExecError {
        ExecError {
            lane,
            msg: msg.into(),
        }
    }
}

/// Result of a semantic function.
pub type ExecResult = Result<Flow, ExecError>;

macro_rules! define_dispatch {
    ($($v:ident => $name:literal, $class:ident, $f:ident;)*) => {
        #[inline]
        fn dispatch<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, mask: u64, pc: u32) -> ExecResult {
            match i.op { $(Op::$v => ops::$f(c, w, i, mask, pc),)* }
        }
    };
}
op_table!(define_dispatch);

/// Execute the warp's next instruction.
///
/// # Errors
/// A kernel fault of the instruction (the caller locates it).
#[inline]
pub fn step<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp) -> ExecResult {
    let pc = w.pc();
    let Some(inst) = c.prog.code.get(pc as usize) else {
        // Falling off the end of a function behaves like `ret`.
        return fall_off(c, w);
    };
    // A scalar (AMD SALU/SMEM) instruction runs once for the wave, as lane 0,
    // whatever EXEC says.
    let mask = if inst.mods.scalar {
        1
    } else {
        w.guard_mask(inst.guard, inst.guard_neg)
    };
    w.issued += 1;
    let flow = dispatch(c, w, inst, mask, pc)?;
    if inst.mods.scc_nz {
        w.scc = w.read_lane(&inst.dst[0], 0, c.li, c.sm, c.clock) != 0;
    }
    if matches!(flow, Flow::Next | Flow::Barrier | Flow::Arrived(_)) {
        if let Some(t) = w.stack.top_mut() {
            t.pc = pc + 1;
        }
    }
    settle(c.prog, w);
    Ok(flow)
}

fn fall_off<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp) -> ExecResult {
    if w.is_wave() {
        return Err(ExecError::new(
            None,
            "ran past the end of the code without `s_endpgm`",
        ));
    }
    let ret = Inst::new(Op::Ret);
    let mask = w.stack.active();
    let pc = w.pc();
    let f = ops::ret(c, w, &ret, mask, pc)?;
    settle(c.prog, w);
    Ok(f)
}

/// Pop finished stack entries: empty ones, ones that reached their reconvergence
/// point, and call frames whose callee returned (copying return values out).
pub fn settle(prog: &Program, w: &mut Warp) {
    if w.is_wave() {
        // A wavefront ends at `s_endpgm` only: EXEC may be zero in between, and
        // branches are uniform, so there is nothing to reconverge.
        if w.exited & w.valid == w.valid {
            w.stack.entries.clear();
            w.status = WarpStatus::Done;
        }
        return;
    }
    loop {
        let Some(&top) = w.stack.top() else {
            w.status = WarpStatus::Done;
            return;
        };
        if top.mask != 0 && top.pc != top.rpc {
            return;
        }
        w.stack.entries.pop();
        let e = top;
        if e.call {
            w.call_depth = w.call_depth.saturating_sub(1);
            let lanes = e.mask & !w.exited;
            let call = w
                .stack
                .top()
                .and_then(|caller| prog.code.get(caller.pc.wrapping_sub(1) as usize));
            if let Some(ci) = call {
                let recursive = match ci.src[0] {
                    Operand::Func(entry) => frames::of_entry(prog, entry).is_some(),
                    _ => false,
                };
                if recursive {
                    // The call saved the callee's activation: restore it (even when
                    // every lane has exited, to keep the saved stack in step).
                    frames::ret(prog, w, &ci.dst[0], lanes);
                } else if lanes != 0 {
                    copy_params(prog, w, &ci.dst[0], lanes);
                }
            }
        }
        if w.stack.entries.is_empty() {
            w.status = WarpStatus::Done;
            return;
        }
    }
}

/// Copy `.param` values between frames for `lanes`: `list` is a vector of
/// (from address, to address, size) triples in the thread param space.
pub fn copy_params(prog: &Program, w: &mut Warp, list: &Operand, lanes: u64) {
    let tsz = w.tparam_size as usize;
    for (from, to, size) in frames::param_copies(prog, list) {
        for l in LaneMask(lanes).iter() {
            let area = l * tsz;
            w.tparam
                .copy_within(area + from..area + from + size, area + to);
        }
    }
}

/// Reconvergence sentinel re-exported for the ops.
pub(crate) const EXIT: u32 = EXIT_PC;
