//! Memory semantics: `ld`, `st`, `atom`, `red` in every state space, including generic
//! addressing through the shared/local windows. Accesses are per lane, lanes in
//! increasing order (so atomics inside a warp are deterministic).

use super::alu::ext;
use super::unsupported;
use crate::func::dsmem::{split_address, Reach, RemoteOp, RemoteReq};
use crate::func::exec::{AccessSpace, Ctx, ExecError, ExecResult, Flow};
use crate::func::float::{self, FMode};
use crate::func::half;
use crate::func::mask::LaneMask;
use crate::func::memory::{space_load, space_store, MemFault, Memory};
use crate::func::warp::{LaneVals, MemEvent, PendingWrite, Warp};
use crate::ir::layout::{classify_generic, GenericSpace, THREAD_PARAM_BASE};
use crate::ir::{
    Addr, AtomOp, Inst, Operand, Round, Space, Sub, Ty, ABASE_V32, ABASE_VPAIR, NO_REG, NO_SREG,
};

type R = ExecResult;

/// Each lane's address of `i`'s memory operand `op` (not a memory operand: `i` is not
/// supported).
pub(super) fn operand_addresses(w: &Warp, i: &Inst, op: &Operand) -> Result<LaneVals, ExecError> {
    let Operand::Mem(a) = *op else {
        return Err(unsupported(i));
    };
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    Ok(addr)
}

/// Effective addresses of a memory operand for every lane.
#[inline]
pub(super) fn addresses(w: &Warp, a: &Addr, out: &mut LaneVals) {
    let wd = w.width as usize;
    // AMD scalar base pair and scalar offset, then the immediate offset.
    let sb = if a.sbase != NO_SREG {
        w.sregs_val(a.sbase, 2)
    } else {
        0
    };
    let so = if a.soff != NO_SREG {
        w.sreg(a.soff) as u64
    } else {
        0
    };
    let add = sb.wrapping_add(so).wrapping_add(a.offset as u64);
    if a.base == NO_REG {
        out[..wd].iter_mut().for_each(|o| *o = add);
        return;
    }
    let base = a.base as usize * wd;
    match a.vkind {
        ABASE_VPAIR => {
            for (l, o) in out[..wd].iter_mut().enumerate() {
                let v = (w.regs[base + l] & 0xFFFF_FFFF) | (w.regs[base + wd + l] << 32);
                *o = v.wrapping_add(add);
            }
        }
        // A 32-bit VGPR offset from a 64-bit scalar base (global `saddr`) does not
        // wrap; alone (LDS, scratch) it is a 32-bit address and the sum wraps at 2^32:
        // LLVM folds `p[i + 1]` into `ds_write_b32 v, ... offset:K` with v = i*S - S,
        // which is -S for i = 0 (HeCBench quicksort's lqsort_kernel push).
        ABASE_V32 if a.sbase == NO_SREG => {
            for (l, o) in out[..wd].iter_mut().enumerate() {
                *o = (w.regs[base + l] & 0xFFFF_FFFF).wrapping_add(add) & 0xFFFF_FFFF;
            }
        }
        ABASE_V32 => {
            for (l, o) in out[..wd].iter_mut().enumerate() {
                *o = (w.regs[base + l] & 0xFFFF_FFFF).wrapping_add(add);
            }
        }
        _ => {
            let m = if a.base_bits >= 64 {
                u64::MAX
            } else {
                (1u64 << a.base_bits) - 1
            };
            // A 32-bit base register means 32-bit address arithmetic: the sum wraps
            // (nvcc folds constants into the offset, so `[%r + 68]` with %r holding
            // base - 64 must land on base + 4, not 2^32 + base + 4).
            let base = a.slot as usize * wd;
            for (l, o) in out[..wd].iter_mut().enumerate() {
                *o = (w.regs[base + l] & m).wrapping_add(add) & m;
            }
        }
    }
}

/// The memory event an instruction's results wait on (AMD), if any.
#[inline]
pub(super) fn event_kind(i: &Inst) -> Option<MemEvent> {
    MemEvent::of_defer(i.mods.defer)
}

/// Start a memory event for `i` (AMD): returns its id. Ids order a warp's events
/// (the timing model completes an instruction's `first..end`), so they never wrap:
/// the 2^32nd event of one warp is a fault.
#[inline]
pub(super) fn begin_event(w: &mut Warp) -> Result<u32, ExecError> {
    let ev = w.next_event;
    w.next_event = ev.checked_add(1).ok_or_else(|| {
        ExecError::new(
            None,
            "this warp has started 2^32 - 1 memory events, the most warpsim tracks per warp",
        )
    })?;
    Ok(ev)
}

/// Deliver loaded values to a destination: at once, or held back until a wait.
#[inline]
pub(super) fn deliver(
    w: &mut Warp,
    kind: Option<MemEvent>,
    ev: u32,
    dst: &Operand,
    m: u64,
    vals: &LaneVals,
) {
    match kind {
        Some(kind) => w.pending.push(PendingWrite {
            event: ev,
            kind,
            dst: *dst,
            lanes: m,
            vals: *vals,
        }),
        None => w.write(dst, m, vals),
    }
}

/// Byte offset of element `k` of a (vector) access.
#[inline]
fn elem_offset(i: &Inst, k: usize, size: u32) -> u64 {
    match i.mods.sub {
        Sub::Ds2 { off0, off1 } => {
            if k == 0 {
                off0 as u64
            } else {
                off1 as u64
            }
        }
        _ => k as u64 * size as u64,
    }
}

/// Where one lane's access goes after resolving the space.
enum Target {
    Global(u64),
    Shared(u64),
    Local(u64),
    KParam(u64),
    TParam(u64),
    /// Byte `.1` of the shared memory of the cluster's CTA of rank `.0` (not this one).
    Remote(u32, u64),
}

/// Where lane `lane`'s access to `addr` in `space` goes. A shared address may name
/// a CTA of the cluster (`func::dsmem`): this CTA's own is a plain shared access,
/// another's a remote one, a rank outside the cluster a fault.
#[inline]
fn target<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    space: Space,
    addr: u64,
    lane: usize,
) -> Result<Target, ExecError> {
    let t = resolve(space, addr);
    // (AMD has no clusters: its LDS addresses are never ranked.)
    let Target::Shared(a) = t else {
        return Ok(t);
    };
    if w.is_wave() {
        return Ok(t);
    }
    let (Some(rank), off) = split_address(a) else {
        return Ok(t);
    };
    let own = c.li.cluster_rank(w.ctaid);
    let n = c.li.cluster_ctas().max(1);
    if rank == own {
        Ok(Target::Shared(off))
    } else if rank < n {
        Ok(Target::Remote(rank, off))
    } else {
        Err(ExecError::new(
            Some(lane as u32),
            super::cluster::outside_cluster("shared::cluster access", rank, n),
        ))
    }
}

/// The CTA rank and offset `addr` names when it is in another CTA's shared memory.
#[inline]
pub(super) fn remote_of<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    space: Space,
    addr: u64,
    lane: usize,
) -> Result<Option<(u32, u64)>, ExecError> {
    Ok(match target(c, w, space, addr, lane)? {
        Target::Remote(rank, off) => Some((rank, off)),
        _ => None,
    })
}

/// Perform (functional engine) or queue (timing engine) an access to another CTA's
/// shared memory; `Some` result when performed now.
#[inline]
pub(super) fn remote<M: Memory>(
    c: &mut Ctx<'_, M>,
    r: RemoteReq,
) -> Result<Option<u64>, ExecError> {
    let lane = r.lane as u32;
    match c.mem.cluster(r) {
        Ok(Reach::Now(v)) => Ok(Some(v)),
        Ok(Reach::Queued) => Ok(None),
        Err(e) => Err(ExecError::new(Some(lane), e)),
    }
}

#[inline]
fn resolve(space: Space, addr: u64) -> Target {
    match space {
        Space::Global | Space::Const => Target::Global(addr),
        Space::Shared => Target::Shared(addr),
        Space::Local => Target::Local(addr),
        Space::Param => param_target(addr),
        Space::Generic => match classify_generic(addr) {
            GenericSpace::Global => Target::Global(addr),
            GenericSpace::Shared(o) => Target::Shared(o),
            GenericSpace::Local(o) => Target::Local(o),
            GenericSpace::Param(o) => param_target(o),
        },
    }
}

/// A parameter-space offset: the kernel's parameters, or above `THREAD_PARAM_BASE`
/// the thread's call parameters.
#[inline]
fn param_target(addr: u64) -> Target {
    if addr >= THREAD_PARAM_BASE {
        Target::TParam(addr - THREAD_PARAM_BASE)
    } else {
        Target::KParam(addr)
    }
}

/// Note an access for the timing model.
#[inline]
fn note<M: Memory>(c: &mut Ctx<'_, M>, lane: usize, t: &Target, size: u32, write: bool) {
    if !c.log.on {
        return;
    }
    let (space, a) = match *t {
        Target::Global(a) => (AccessSpace::Global, a),
        Target::Shared(a) => (AccessSpace::Shared, a),
        Target::Local(a) => (AccessSpace::Local, a),
        Target::KParam(a) | Target::TParam(a) => (AccessSpace::Param, a),
        Target::Remote(_, a) => (AccessSpace::Remote, a),
    };
    c.log.note(lane, space, a, size, write);
}

fn fault(lane: usize, f: MemFault) -> ExecError {
    ExecError::new(Some(lane as u32), f.to_string())
}

/// The fault of an unaligned access split into bytes, reported for the whole access.
#[cold]
fn whole_access_fault(space: Space, addr: u64, size: u32, lane: usize) -> ExecError {
    let name = match space {
        Space::Shared => "shared",
        Space::Local => "local",
        _ => "global",
    };
    fault(
        lane,
        MemFault::OutOfBounds {
            space: name,
            addr,
            size,
        },
    )
}

#[inline]
pub(super) fn load_one<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    space: Space,
    addr: u64,
    size: u32,
    lane: usize,
) -> Result<u64, ExecError> {
    load_to(c, w, space, addr, size, lane, (Operand::None, Ty::B64))
}

/// [`load_one`] whose value goes to register `to.0` extended as `to.1`: where a load
/// from another CTA's shared memory the timing engine queues delivers it.
#[inline]
pub(super) fn load_to<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    space: Space,
    addr: u64,
    size: u32,
    lane: usize,
    to: (Operand, Ty),
) -> Result<u64, ExecError> {
    if w.is_wave() && size > 1 && addr & (size as u64 - 1) != 0 {
        // AMD memory accepts unaligned accesses (ROCm runs in unaligned mode), so
        // clang merges narrow loads freely: assemble the value byte by byte.
        let mut v = 0u64;
        for k in 0..size as u64 {
            let b = load_to(c, w, space, addr.wrapping_add(k), 1, lane, to)
                .map_err(|_| whole_access_fault(space, addr, size, lane))?;
            v |= b << (8 * k);
        }
        return Ok(v);
    }
    let target = target(c, w, space, addr, lane)?;
    note(c, lane, &target, size, false);
    let r = match target {
        Target::Global(a) => c.mem.load(a, size),
        // A queued load's value reaches the register later: 0 until then (the
        // timing model holds the register until it has).
        Target::Remote(rank, off) => {
            let r = RemoteReq::new(rank, off, size, RemoteOp::Load, lane).to(to.0, to.1);
            return match remote(c, r)? {
                Some(v) => Ok(v),
                None if to.0 != Operand::None => Ok(0),
                // Only `ld` says where a queued load's value goes.
                None => Err(ExecError::new(
                    Some(lane as u32),
                    "a read of another CTA's shared memory by this instruction: the timing engine performs only ld, atom and red there".to_string(),
                )),
            };
        }
        Target::Shared(a) => space_load("shared", &c.cta.shared, a, size),
        Target::Local(a) => {
            let ls = w.local_size as usize;
            space_load("local", &w.local[lane * ls..(lane + 1) * ls], a, size)
        }
        Target::KParam(a) => space_load("param", &c.li.kparams, a, size),
        Target::TParam(a) => {
            let ts = w.tparam_size as usize;
            space_load("param", &w.tparam[lane * ts..(lane + 1) * ts], a, size)
        }
    };
    r.map_err(|f| fault(lane, f))
}

#[inline]
pub(super) fn store_one<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    space: Space,
    addr: u64,
    size: u32,
    v: u64,
    lane: usize,
) -> Result<(), ExecError> {
    if w.is_wave() && size > 1 && addr & (size as u64 - 1) != 0 {
        // Unaligned AMD store: byte by byte (see `load_one`).
        for k in 0..size as u64 {
            store_one(c, w, space, addr.wrapping_add(k), 1, v >> (8 * k), lane)
                .map_err(|_| whole_access_fault(space, addr, size, lane))?;
        }
        return Ok(());
    }
    let target = target(c, w, space, addr, lane)?;
    note(c, lane, &target, size, true);
    let r = match target {
        Target::Global(a) => c.mem.store(a, size, v),
        Target::Remote(rank, off) => {
            let op = RemoteOp::Store(v);
            return remote(c, RemoteReq::new(rank, off, size, op, lane)).map(|_| ());
        }
        Target::Shared(a) => {
            c.cta.shared_written = c
                .cta
                .shared_written
                .max((a as usize).saturating_add(size as usize));
            space_store("shared", &mut c.cta.shared, a, size, v)
        }
        Target::Local(a) => {
            let ls = w.local_size as usize;
            space_store(
                "local",
                &mut w.local[lane * ls..(lane + 1) * ls],
                a,
                size,
                v,
            )
        }
        Target::KParam(a) => Err(MemFault::ReadOnly {
            addr: a,
            name: "kernel parameters".into(),
        }),
        Target::TParam(a) => {
            let ts = w.tparam_size as usize;
            space_store(
                "param",
                &mut w.tparam[lane * ts..(lane + 1) * ts],
                a,
                size,
                v,
            )
        }
    };
    r.map_err(|f| fault(lane, f))
}

/// The destination or source registers of a (vector) ld/st.
#[inline]
pub(super) fn elems<'a>(prog: &'a crate::ir::Program, op: &'a Operand) -> &'a [Operand] {
    match *op {
        Operand::Vec { start, len } => {
            &prog.vec_elems[start as usize..start as usize + len as usize]
        }
        _ => std::slice::from_ref(op),
    }
}

/// A vector access must be aligned to its whole size (PTX: `.v2`/`.v4` operands are
/// aligned to the vector), not only to its element size.
#[inline]
fn check_vector_alignment(addr: &LaneVals, m: u64, size: u32, n: usize) -> Result<(), ExecError> {
    if n <= 1 {
        return Ok(());
    }
    let total = size as u64 * n as u64;
    for l in LaneMask(m).iter() {
        if !addr[l].is_multiple_of(total) {
            return Err(fault(
                l,
                MemFault::Misaligned {
                    space: "vector",
                    addr: addr[l],
                    size: total as u32,
                },
            ));
        }
    }
    Ok(())
}

pub fn ld<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Operand::Mem(a) = i.src[0] else {
        return Err(unsupported(i));
    };
    if a.is_buffer() {
        return super::buffer::ld(c, w, i, m, &a);
    }
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    let size = i.ty.bytes();
    let dsts = elems(c.prog, &i.dst[0]);
    check_vector_alignment(&addr, m, size, i.mods.vec as usize)?;
    let kind = event_kind(i);
    let ev = if kind.is_some() { begin_event(w)? } else { 0 };
    let mut vals: LaneVals = [0; 64];
    for (k, d) in dsts.iter().enumerate() {
        let off = elem_offset(i, k, size);
        for l in LaneMask(m).iter() {
            let at = addr[l].wrapping_add(off);
            let v = load_to(c, w, i.mods.space, at, size, l, (*d, i.ty))?;
            vals[l] = ext(v, i.ty);
        }
        // (An AMD d16 load's destination is one half of a VGPR: the value merges into
        // it when it lands, as the hardware's data return writes only that half.)
        deliver(w, kind, ev, d, m, &vals);
    }
    Ok(Flow::Next)
}

pub fn st<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Operand::Mem(a) = i.dst[0] else {
        return Err(unsupported(i));
    };
    if a.is_buffer() {
        return super::buffer::st(c, w, i, m, &a);
    }
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    let size = i.ty.bytes();
    let srcs = elems(c.prog, &i.src[0]);
    check_vector_alignment(&addr, m, size, i.mods.vec as usize)?;
    for l in LaneMask(m).iter() {
        for (k, s) in srcs.iter().enumerate() {
            let v = w.read_lane(s, l as u32, c.li, c.sm, c.clock);
            let at = addr[l].wrapping_add(elem_offset(i, k, size));
            store_one(c, w, i.mods.space, at, size, v, l)?;
        }
    }
    // A store is an event without data: it only counts for the waits.
    if let Some(kind) = event_kind(i) {
        let ev = begin_event(w)?;
        deliver(w, Some(kind), ev, &Operand::None, m, &[0; 64]);
    }
    Ok(Flow::Next)
}

/// The new value an atomic stores, given the old one. `ftz`: an `.f32` add flushes
/// subnormal inputs and results to sign-preserving zero, as `atom.add.f32` does on
/// global memory ("on shared memory [it] supports subnormal inputs and results",
/// PTX ISA, atom; `.noftz.f32` keeps them on global memory too).
#[inline]
pub fn atom_apply(op: AtomOp, t: Ty, old: u64, b: u64, cv: u64, ftz: bool) -> u64 {
    let bits = t.bits();
    let mask = t.mask();
    // Half-precision `.noftz` adds and min/max, element by element of a packed pair:
    // rounded to nearest even, subnormals kept (PTX ISA, atom), NaN as the
    // arithmetic instructions give it.
    if let Some((k, packed)) = half::Kind::of(t) {
        if matches!(op, AtomOp::Add | AtomOp::Min | AtomOp::Max) {
            let rn = FMode::new(Round::Rn, false, false);
            return half::lanes(packed, old, b, 0, |x, y, _| match op {
                AtomOp::Add => half::arith(k, half::Arith::Add, x, y, 0, rn, false),
                _ => half::minmax(k, x, y, op == AtomOp::Max, false, false),
            });
        }
    }
    match op {
        AtomOp::Sub => old.wrapping_sub(b) & mask,
        AtomOp::Add => match t {
            Ty::F32 => float::add32(old as u32, b as u32, FMode::new(Round::Rn, ftz, false)) as u64,
            Ty::F64 => float::add64(old, b, FMode::default()),
            _ => old.wrapping_add(b) & mask,
        },
        AtomOp::Min | AtomOp::Max => {
            let max = op == AtomOp::Max;
            if t == Ty::F32 {
                float::minmax32(old as u32, b as u32, max, false, false) as u64
            } else {
                crate::func::int::minmax(old, b, bits, t.is_signed(), max, false)
            }
        }
        AtomOp::Inc => {
            if (old & mask) >= (b & mask) {
                0
            } else {
                (old + 1) & mask
            }
        }
        AtomOp::Dec => {
            if old & mask == 0 || (old & mask) > (b & mask) {
                b & mask
            } else {
                (old - 1) & mask
            }
        }
        AtomOp::And => old & b,
        AtomOp::Or => old | b,
        AtomOp::Xor => old ^ b,
        AtomOp::Exch => b & mask,
        AtomOp::Cas => {
            if old & mask == b & mask {
                cv & mask
            } else {
                old
            }
        }
    }
}

/// One atomic operation: what it does to the old value and with which operands.
#[derive(Debug, Clone, Copy)]
pub(super) struct AtomicOp {
    pub op: AtomOp,
    pub ty: Ty,
    pub b: u64,
    pub c: u64,
    /// `.noftz`: an `.f32` add on global memory keeps subnormals.
    pub noftz: bool,
}

/// Perform lane `l`'s atomic `a` on the element at `addr` (in `space`, generic
/// addresses resolved). Returns the old value, or `None` when the memory performs it
/// later (the timing engine's global atomics and other CTAs' shared memory), writing
/// the old value to `dst` (or the AMD memory event `event`) then.
#[allow(clippy::too_many_arguments)]
pub(super) fn atomic_at<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    space: Space,
    addr: u64,
    a: AtomicOp,
    l: usize,
    dst: Operand,
    event: Option<u32>,
) -> Result<Option<u64>, ExecError> {
    let size = a.ty.bytes();
    let target = target(c, w, space, addr, l)?;
    note(c, l, &target, size, true);
    let global_ftz = !a.noftz;
    let f = |old: u64, ftz: bool| atom_apply(a.op, a.ty, old, a.b, a.c, ftz);
    Ok(match target {
        Target::Remote(rank, off) => {
            let op = RemoteOp::Atomic {
                op: a.op,
                b: a.b,
                c: a.c,
            };
            remote(c, RemoteReq::new(rank, off, size, op, l).to(dst, a.ty))?
        }
        Target::Global(g) if c.mem.defers_atomics() => {
            c.mem
                .queue_atomic(crate::func::memory::AtomicReq {
                    addr: g,
                    size,
                    op: a.op,
                    ty: a.ty,
                    b: a.b,
                    c: a.c,
                    ftz: global_ftz,
                    lane: l as u8,
                    dst,
                    event,
                })
                .map_err(|e| fault(l, e))?;
            None
        }
        Target::Global(g) => Some(
            c.mem
                .atomic(g, size, &mut |old| f(old, global_ftz))
                .map_err(|e| fault(l, e))?,
        ),
        Target::Shared(s) => {
            let old = space_load("shared", &c.cta.shared, s, size).map_err(|e| fault(l, e))?;
            c.cta.shared_written = c
                .cta
                .shared_written
                .max((s as usize).saturating_add(size as usize));
            // NVIDIA shared-memory f32 adds keep subnormals (PTX ISA, atom); AMD LDS
            // float atomics follow MODE's f32 denormal mode (LLVM AMDGPU, "DS atomic
            // fadd F32 does respect the denormal mode", llvm-project #89468).
            let ftz = w.is_wave() && crate::func::amd::flush_in_f32(w.mode);
            space_store("shared", &mut c.cta.shared, s, size, f(old, ftz))
                .map_err(|e| fault(l, e))?;
            Some(old)
        }
        _ => {
            return Err(ExecError::new(
                Some(l as u32),
                format!("atomic on address {addr:#x}, which is not global or shared memory"),
            ))
        }
    })
}

/// `atom`/`red`, scalar or vector (`.v2`/`.v4`/`.v8`: element by element, each atomic
/// on its own, PTX ISA "atom"). Lanes in increasing order, each lane's elements in
/// order.
fn atomic<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, has_dst: bool) -> R {
    let Sub::Atom(op) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let (addr_op, b_op, c_op) = if has_dst {
        (i.src[0], i.src[1], i.src[2])
    } else {
        (i.dst[0], i.src[0], i.src[1])
    };
    let Operand::Mem(a) = addr_op else {
        return Err(unsupported(i));
    };
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    let size = i.ty.bytes();
    let t = i.ty;
    let prog = c.prog;
    let bs = elems(prog, &b_op);
    let ds: &[Operand] = if has_dst { elems(prog, &i.dst[0]) } else { &[] };
    if bs.len() > 8 {
        return Err(unsupported(i));
    }
    check_vector_alignment(&addr, m, size, i.mods.vec as usize)?;
    let mut rets: [LaneVals; 8] = [[0; 64]; 8];
    let kind = event_kind(i);
    let ev = if kind.is_some() { begin_event(w)? } else { 0 };
    // Lanes whose atomic the memory performs later, per element.
    let mut queued = [0u64; 8];
    for l in LaneMask(m).iter() {
        let cv = w.read_lane(&c_op, l as u32, c.li, c.sm, c.clock);
        for (k, b_k) in bs.iter().enumerate() {
            let b = w.read_lane(b_k, l as u32, c.li, c.sm, c.clock);
            let at = addr[l].wrapping_add(elem_offset(i, k, size));
            let dst = ds.get(k).copied().unwrap_or(Operand::None);
            let a = AtomicOp {
                op,
                ty: t,
                b,
                c: cv,
                noftz: i.mods.noftz,
            };
            match atomic_at(c, w, i.mods.space, at, a, l, dst, kind.map(|_| ev))? {
                Some(old) => rets[k][l] = ext(old, t),
                None => queued[k] |= 1 << l,
            }
        }
    }
    // A held-back AMD write covers every lane (queued lanes are filled in when their
    // atomics are performed); otherwise queued lanes are written then.
    for (k, vals) in rets.iter().enumerate().take(bs.len()) {
        let now = if kind.is_some() { m } else { m & !queued[k] };
        if let Some(d) = ds.get(k) {
            deliver(w, kind, ev, d, now, vals);
        } else if let Some(kind) = kind {
            deliver(w, Some(kind), ev, &Operand::None, now, vals);
        }
    }
    Ok(Flow::Next)
}

pub fn atom<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    atomic(c, w, i, m, true)
}

pub fn red<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    atomic(c, w, i, m, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_warps_event_ids_run_out_with_a_fault_not_a_wrap() {
        let text =
            ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\nret;\n}\n";
        let m = crate::isa::ptx::parse("k.ptx", text.as_bytes()).expect("parses");
        let p = crate::ir::link(&m, "k").expect("links");
        let mut w = Warp::new(&p, 32, 0, [0; 3], 1);
        w.next_event = u32::MAX - 2;
        assert_eq!(begin_event(&mut w).expect("id"), u32::MAX - 2);
        assert_eq!(begin_event(&mut w).expect("id"), u32::MAX - 1);
        // The last id would leave no `end` above it for the range `first..end`.
        let e = begin_event(&mut w).expect_err("ids exhausted");
        assert!(e.msg.contains("2^32 - 1 memory events"), "{}", e.msg);
        assert_eq!(w.next_event, u32::MAX);
    }
}
