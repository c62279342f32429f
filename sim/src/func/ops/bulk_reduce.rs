//! Bulk reductions (sm_90; PTX ISA, "cp.reduce.async.bulk" and
//! "cp.reduce.async.bulk.tensor"): each element of a shared-memory array (or of a
//! tensor map's box) is reduced into the matching element of the destination with
//! the instruction's operation, each reduction an atomic of its own (`.relaxed.gpu`).
//! The destination is global memory (completed through the bulk async-group) or, for
//! the flat form, another CTA's shared memory (completing that CTA's mbarrier with
//! the array's bytes). The operations are the atomics' (`func::atom_apply`): an `.f32`
//! add on global memory flushes subnormals ("the current implementation of
//! cp.reduce.async.bulk.add.f32 flushes subnormal inputs and results", unless
//! `.noftz`, PTX 9.4); the `.f16`/`.bf16` adds keep them. Each executing thread makes
//! its own reduction (code elects one thread).

use super::async_copy::bulk_lanes;
use super::mbarrier::{each_update, MbarUpdate};
use super::mem::{atomic_at, begin_event, load_one, AtomicOp};
use super::tma::{lane_map, tensor_lanes, walk};
use super::unsupported;
use crate::func::dsmem::split_address;
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::tensor_map::{swizzle, TmaType};
use crate::func::warp::Warp;
use crate::ir::{AtomOp, Inst, Operand, Space, Sub, Ty};

/// `cp.reduce.async.bulk [dst], [src], size{, [mbar]}`: `size` bytes (a positive
/// multiple of 16; both addresses 16-byte aligned) of `.type` elements.
pub fn cp_reduce_async_bulk<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Atom(op) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let [dst, from, size] = bulk_lanes(c, w, i, m, "cp.reduce.async.bulk")?;
    let es = i.ty.bytes();
    // One memory event: the bulk group's (or the barrier's) completion waits for it.
    begin_event(w)?;
    for l in LaneMask(m).iter() {
        let n = size[l];
        for k in (0..n).step_by(es as usize) {
            let v = load_one(c, w, Space::Shared, from[l] + k, es, l)?;
            let a = AtomicOp {
                op,
                ty: i.ty,
                b: v,
                c: 0,
                noftz: i.mods.noftz,
            };
            atomic_at(c, w, i.mods.space, dst[l] + k, a, l, Operand::None, None)?;
        }
    }
    if i.mods.space == Space::Global {
        // Completion is the bulk group's business (`cp.async.bulk.wait_group`).
        return Ok(Flow::Next);
    }
    // The barrier is in the CTA the destination is in (its address through `mapa`).
    let update = |l: usize| MbarUpdate::Tx {
        delta: -(size[l] as i64),
    };
    each_update(c, w, i, m, &i.src[2], update)?;
    Ok(Flow::Next)
}

/// The element type a tensor map's `t` reduces as under `op`, when the pair is one of
/// the ISA's (PTX ISA, cp.reduce.async.bulk.tensor: `.add` on u32/s32/u64/f32/f16/
/// bf16; `.min`/`.max` on u32/s32/u64/s64/f16/bf16; `.inc`/`.dec` on u32; the bitwise
/// operations on 32- and 64-bit elements).
fn tensor_reduce_type(op: AtomOp, t: TmaType) -> Option<Ty> {
    use TmaType as T;
    let ty = match t {
        T::U32 => Ty::U32,
        T::S32 => Ty::S32,
        T::U64 => Ty::U64,
        T::S64 => Ty::S64,
        T::F16 => Ty::F16,
        T::Bf16 => Ty::Bf16,
        T::F32 => Ty::F32,
        T::F64 | T::U8 | T::U16 | T::B4x16 | T::B4x16P64 | T::B6x16P32 => return None,
    };
    let ok = match op {
        AtomOp::Add => ty != Ty::S64,
        AtomOp::Min | AtomOp::Max => ty != Ty::F32,
        AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
        AtomOp::And | AtomOp::Or | AtomOp::Xor => {
            matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64)
        }
        // PTX has no atomic subtract (AMD's `Sub` never reaches PTX rows).
        AtomOp::Exch | AtomOp::Cas | AtomOp::Sub => false,
    };
    ok.then_some(ty)
}

/// `cp.reduce.async.bulk.tensor.Nd.global.shared::cta.op{.tile,.im2col_no_offs}
/// .bulk_group [map, {coords}], [src]`: the shared image (dense, under the map's
/// swizzle, as `cp.async.bulk.tensor` stores it) reduced into the tensor along the
/// mode's walk; out-of-bound elements are skipped.
pub fn cp_reduce_async_bulk_tensor<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Atom(op) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let t = tensor_lanes(c, w, i, i.src[2])?;
    begin_event(w)?;
    const WHAT: &str = "cp.reduce.async.bulk.tensor";
    for l in LaneMask(m).iter() {
        let map = lane_map(c, w, l, t.tmap[l], t.rank, t.smem[l], WHAT)?;
        let Some(ty) = tensor_reduce_type(op, map.ty) else {
            return Err(ExecError::new(
                Some(l as u32),
                format!(
                    "{WHAT}: .{} is not a reduction of the tensor map's .{} elements",
                    op.name(),
                    map.ty.name()
                ),
            ));
        };
        let es = map.ty.bytes() as u64;
        let base = split_address(t.smem[l]).1;
        walk(&map, &t, l, true, WHAT, |off, row| {
            for e in row.lo..row.hi {
                let s = swizzle(base + off + e * es, map.swizzle);
                let v = load_one(c, w, Space::Shared, s, es as u32, l)?;
                let a = AtomicOp {
                    op,
                    ty,
                    b: v,
                    c: 0,
                    noftz: false,
                };
                let g = row.global.wrapping_add(e * es);
                atomic_at(c, w, Space::Global, g, a, l, Operand::None, None)?;
            }
            Ok(())
        })?;
    }
    Ok(Flow::Next)
}
