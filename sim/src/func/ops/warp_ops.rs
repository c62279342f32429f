//! Warp-level exchange: `shfl.sync`, `vote.sync`, `match.sync`, `redux.sync`,
//! `elect.sync`, `activemask`. The `.sync` forms
//! require every live lane named in `membermask` to be executing the instruction
//! together (a SIMT-stack model cannot converge diverged lanes the way Volta's
//! independent thread scheduling does, so such a program is reported, not guessed at).

use super::{rd, unsupported};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::{AtomOp, Inst, Operand, ShflMode, Sub, VoteMode};

type R = ExecResult;

/// Check a `.sync` membermask against the executing lanes.
fn check_members(w: &Warp, m: u64, member: u64, what: &str) -> Result<(), ExecError> {
    let live = w.valid & !w.exited;
    let missing = member & live & !m;
    if missing != 0 {
        return Err(ExecError::new(
            Some(missing.trailing_zeros()),
            format!(
                "{what}: membermask {member:#x} names lanes {missing:#x} that are not converged with the executing lanes {m:#x}"
            ),
        ));
    }
    let outside = m & !member;
    if outside != 0 {
        return Err(ExecError::new(
            Some(outside.trailing_zeros()),
            format!("{what}: executing lanes {outside:#x} are not in membermask {member:#x}"),
        ));
    }
    Ok(())
}

pub fn shfl<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Shfl(mode) = i.mods.sub else {
        return Err(unsupported(i));
    };
    if m == 0 {
        return Ok(Flow::Next);
    }
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut cc: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    rd(c, w, &i.src[2], &mut cc);
    if !matches!(i.src[3], Operand::None) {
        let first = m.trailing_zeros();
        let member = w.read_lane(&i.src[3], first, c.li, c.sm, c.clock);
        check_members(w, m, member, "shfl.sync")?;
    }
    // Lane-index arithmetic of the PTX spec, generalised from 5 bits to log2(width).
    let lane_mask = (w.width - 1) as u64;
    let mut d: LaneVals = [0; 64];
    let mut p: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        let lane = l as u64;
        let bval = b[l] & lane_mask;
        let cval = cc[l] & lane_mask;
        let seg = (cc[l] >> 8) & lane_mask;
        let max_lane = (lane & seg) | (cval & !seg & lane_mask);
        let min_lane = lane & seg;
        let (j, ok) = match mode {
            ShflMode::Up => {
                let j = lane as i64 - bval as i64;
                (j, j >= max_lane as i64)
            }
            ShflMode::Down => {
                let j = (lane + bval) as i64;
                (j, j <= max_lane as i64)
            }
            ShflMode::Bfly => {
                let j = (lane ^ bval) as i64;
                (j, j <= max_lane as i64)
            }
            ShflMode::Idx => {
                let j = (min_lane | (bval & !seg & lane_mask)) as i64;
                (j, j <= max_lane as i64)
            }
        };
        let src = if ok { j as usize } else { l };
        d[l] = a[src];
        p[l] = ok as u64;
    }
    w.write(&i.dst[0], m, &d);
    w.write(&i.dst[1], m, &p);
    Ok(Flow::Next)
}

pub fn vote<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Vote(mode) = i.mods.sub else {
        return Err(unsupported(i));
    };
    if m == 0 {
        return Ok(Flow::Next);
    }
    let member = if matches!(i.src[1], Operand::None) {
        m
    } else {
        let first = m.trailing_zeros();
        let mm = w.read_lane(&i.src[1], first, c.li, c.sm, c.clock);
        check_members(w, m, mm, "vote.sync")?;
        mm
    };
    let mut p: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut p);
    let part = m & member;
    let mut ballot = 0u64;
    for l in LaneMask(part).iter() {
        ballot |= (p[l] & 1) << l;
    }
    let v = match mode {
        VoteMode::Ballot => ballot,
        VoteMode::All => (ballot == part) as u64,
        VoteMode::Any => (ballot != 0) as u64,
        VoteMode::Uni => (ballot == 0 || ballot == part) as u64,
    };
    let d: LaneVals = [v; 64];
    w.write(&i.dst[0], m, &d);
    Ok(Flow::Next)
}

/// `redux.sync.op.type d, a, membermask`: every executing lane gets the reduction of
/// `a` over the membermask lanes (PTX ISA 9.x, "redux.sync"; `.add` wraps).
pub fn redux<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Atom(op) = i.mods.sub else {
        return Err(unsupported(i));
    };
    if m == 0 {
        return Ok(Flow::Next);
    }
    let member = w.read_lane(&i.src[1], m.trailing_zeros(), c.li, c.sm, c.clock);
    check_members(w, m, member, "redux.sync")?;
    let mut a: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    let vals = LaneMask(m & member).iter().map(|l| a[l] as u32);
    let Some(v) = reduce32(op, i.ty.is_signed(), vals) else {
        return Err(unsupported(i));
    };
    let d: LaneVals = [v as u64; 64];
    w.write(&i.dst[0], m, &d);
    Ok(Flow::Next)
}

/// The reduction of `redux.sync` over 32-bit values (`None`: not a redux operation).
pub fn reduce32(op: AtomOp, signed: bool, vals: impl Iterator<Item = u32>) -> Option<u32> {
    let f: fn(u32, u32, bool) -> u32 = match op {
        AtomOp::Add => |a, b, _| a.wrapping_add(b),
        AtomOp::And => |a, b, _| a & b,
        AtomOp::Or => |a, b, _| a | b,
        AtomOp::Xor => |a, b, _| a ^ b,
        AtomOp::Min => |a, b, s| {
            if s {
                (a as i32).min(b as i32) as u32
            } else {
                a.min(b)
            }
        },
        AtomOp::Max => |a, b, s| {
            if s {
                (a as i32).max(b as i32) as u32
            } else {
                a.max(b)
            }
        },
        _ => return None,
    };
    vals.reduce(|a, b| f(a, b, signed))
}

/// `match.{any,all}.sync.type d{|p}, a, membermask` (sm_70; PTX ISA, "match.sync"):
/// `.any` gives each lane the mask of the membermask lanes whose `a` equals its own;
/// `.all` gives every lane the membermask's (non-exited) lanes if they all hold the
/// same `a`, else 0, and `p` says whether they do.
pub fn match_sync<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Vote(mode) = i.mods.sub else {
        return Err(unsupported(i));
    };
    if m == 0 {
        return Ok(Flow::Next);
    }
    let member = w.read_lane(&i.src[1], m.trailing_zeros(), c.li, c.sm, c.clock);
    check_members(w, m, member, "match.sync")?;
    let mut a: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    let width = if i.ty.bits() == 64 {
        u64::MAX
    } else {
        u32::MAX as u64
    };
    let part = m & member;
    let mut d: LaneVals = [0; 64];
    let mut p: LaneVals = [0; 64];
    let first = a[part.trailing_zeros() as usize] & width;
    let same = LaneMask(part).iter().all(|l| a[l] & width == first);
    for l in LaneMask(m).iter() {
        match mode {
            VoteMode::All => {
                d[l] = if same { part } else { 0 };
                p[l] = same as u64;
            }
            _ => {
                let v = a[l] & width;
                d[l] = LaneMask(part)
                    .iter()
                    .filter(|&k| a[k] & width == v)
                    .fold(0, |s, k| s | 1 << k);
            }
        }
    }
    w.write(&i.dst[0], m, &d);
    w.write(&i.dst[1], m, &p);
    Ok(Flow::Next)
}

/// `elect.sync d|p, membermask`: the lowest executing lane of membermask is the
/// leader; every lane gets its lane id in `d`, and `p` is true in the leader only
/// (PTX ISA 8.0+, "elect.sync": the same leader for the same membermask).
pub fn elect<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    if m == 0 {
        return Ok(Flow::Next);
    }
    let member = w.read_lane(&i.src[0], m.trailing_zeros(), c.li, c.sm, c.clock);
    check_members(w, m, member, "elect.sync")?;
    let leader = (m & member).trailing_zeros();
    let d: LaneVals = [leader as u64; 64];
    w.write(&i.dst[0], m, &d);
    let mut p: LaneVals = [0; 64];
    if leader < 64 {
        p[leader as usize] = 1;
    }
    w.write(&i.dst[1], m, &p);
    Ok(Flow::Next)
}

pub fn activemask<M: Memory>(_c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let d: LaneVals = [w.stack.active(); 64];
    w.write(&i.dst[0], m, &d);
    Ok(Flow::Next)
}
