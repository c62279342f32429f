//! The CUDA runtime's device calls that PTX declares without a body:
//!
//! * `vprintf(format, args)` (device `printf`, `call.uni (ret), vprintf, (p0, p1)`,
//!   lowered to `Op::Printf`): each executing thread formats its text
//!   (`func::printf`) into its CTA's output, which the engines print after the
//!   launch in a fixed order. Its reads of the format and the arguments are not
//!   memory traffic for the timing model (the hardware copies the arguments into a
//!   host-visible buffer, which warpsim does not model).
//! * `__assertfail(message, file, line, function, charSize)` (device `assert`,
//!   lowered to `Op::AssertFail`): the launch stops with a fault naming the first
//!   failing thread and the assertion, as CUDA reports `cudaErrorAssert`.

use super::mem::{load_one, store_one};
use super::unsupported;
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::printf::{format, Args, PrintRec};
use crate::func::warp::Warp;
use crate::ir::{Inst, Operand, Space};

/// Longest format or `%s` string read (a missing terminator is a fault, not a hang).
const MAX_STRING: u64 = 1 << 16;

/// One lane's view of memory for the formatter.
struct LaneArgs<'a, 'b, M: Memory> {
    c: &'a mut Ctx<'b, M>,
    w: &'a Warp,
    lane: usize,
    buf: u64,
}

/// The NUL-terminated string at `addr`, at most `max` bytes of it.
fn read_string<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    lane: usize,
    addr: u64,
    max: Option<usize>,
) -> Result<Vec<u8>, String> {
    let mut s = Vec::new();
    for k in 0..max.map_or(MAX_STRING, |m| m as u64) {
        match load_one(c, w, Space::Generic, addr.wrapping_add(k), 1, lane) {
            Ok(0) => return Ok(s),
            Ok(b) => s.push(b as u8),
            Err(e) => return Err(e.msg),
        }
    }
    if max.is_some() {
        return Ok(s);
    }
    Err(format!(
        "the string at {addr:#x} has no terminating NUL within {MAX_STRING} bytes"
    ))
}

impl<M: Memory> Args for LaneArgs<'_, '_, M> {
    fn arg(&mut self, offset: u64, size: u32) -> Result<u64, String> {
        if self.buf == 0 {
            return Err("the format converts more arguments than the call passes (the argument buffer is null)".into());
        }
        load_one(
            self.c,
            self.w,
            Space::Generic,
            self.buf.wrapping_add(offset),
            size,
            self.lane,
        )
        .map_err(|e| e.msg)
    }

    fn string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, String> {
        read_string(self.c, self.w, self.lane, addr, max)
    }
}

/// `vprintf`: `src[0]`/`src[1]` are the call's parameter variables (the format's
/// and the argument buffer's generic addresses), `dst[0]` the return value's (the
/// number of arguments parsed).
pub fn printf<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let (Operand::Imm(fa), Operand::Imm(aa)) = (i.src[0], i.src[1]) else {
        return Err(unsupported(i));
    };
    let log = c.log.on;
    c.log.on = false;
    let r = each_lane(c, w, i, m, fa, aa);
    c.log.on = log;
    r?;
    w.printf_seq += 1;
    Ok(Flow::Next)
}

fn each_lane<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    fa: u64,
    aa: u64,
) -> Result<(), ExecError> {
    let [gx, gy, _] = c.li.grid;
    let [x, y, z] = c.cta.ctaid;
    let block = x as u64 + gx as u64 * (y as u64 + gy as u64 * z as u64);
    for l in LaneMask(m).iter() {
        let fmt_ptr = load_one(c, w, Space::Param, fa, 8, l)?;
        let buf = load_one(c, w, Space::Param, aa, 8, l)?;
        let fault = |e: String| ExecError::new(Some(l as u32), format!("printf: {e}"));
        let fmt = read_string(c, w, l, fmt_ptr, None).map_err(fault)?;
        let mut args = LaneArgs { c, w, lane: l, buf };
        let (text, n) = format(&fmt, &mut args).map_err(fault)?;
        c.cta.printf.push(PrintRec {
            grid: 0,
            block,
            warp: w.index,
            seq: w.printf_seq,
            lane: l as u32,
            text,
        });
        if let Operand::Imm(ra) = i.dst[0] {
            store_one(c, w, Space::Param, ra, 4, n as u64, l)?;
        }
    }
    Ok(())
}

/// `__assertfail`: `src[0..4]` are the parameter variables of the message, file,
/// line and function. A fault in CUDA's words ("file:line: function: block: [x,y,z],
/// thread: [x,y,z] Assertion `message` failed."), for the lowest active lane.
pub fn assertfail<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let [Operand::Imm(ma), Operand::Imm(fa), Operand::Imm(la), Operand::Imm(na)] = i.src else {
        return Err(unsupported(i));
    };
    let Some(l) = LaneMask(m).iter().next() else {
        return Ok(Flow::Next);
    };
    let text = |c: &mut Ctx<'_, M>, at: u64| -> Result<String, ExecError> {
        let p = load_one(c, w, Space::Param, at, 8, l)?;
        let s = read_string(c, w, l, p, None)
            .map_err(|e| ExecError::new(Some(l as u32), format!("__assertfail: {e}")))?;
        Ok(String::from_utf8_lossy(&s).into_owned())
    };
    let (msg, file, func) = (text(c, ma)?, text(c, fa)?, text(c, na)?);
    let line = load_one(c, w, Space::Param, la, 4, l)?;
    let [bx, by, bz] = c.cta.ctaid;
    let [tx, ty, tz] = w.tid.get(l).copied().unwrap_or_default();
    Err(ExecError::new(
        Some(l as u32),
        format!(
            "device assertion failed: {file}:{line}: {func}: block: [{bx},{by},{bz}], thread: [{tx},{ty},{tz}] Assertion `{msg}` failed."
        ),
    ))
}
