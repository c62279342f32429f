//! The L2 cache-policy instructions (PTX ISA 7.4/8.0, sm_80/sm_90): `createpolicy`,
//! which makes the policy word (`func::cache_policy`), and the hints `applypriority`,
//! `discard` and `cp.async.bulk.prefetch`, which change no state a program can rely
//! on. Their operand rules are checked lane by lane: where the ISA leaves a use
//! undefined (an address outside the global window, a misaligned line, a fraction
//! outside (0, 1]) the lane faults, naming the value.
//!
//! `discard.global.L2` writes an "unstable indeterminate value" (PTX ISA, "discard"):
//! keeping the bytes is one of the values a later read may see, and is what runs
//! here. The timing model does not model eviction priorities, prefetches or discards
//! (the policies reach no cache; the L2 replaces by LRU alone).

use super::super::exec::{Ctx, ExecError, ExecResult, Flow};
use super::super::mask::LaneMask;
use super::super::memory::Memory;
use super::super::warp::{LaneVals, Warp};
use super::mem::operand_addresses;
use super::{src_lanes, unsupported};
use crate::func::cache_policy::{fractional, range};
use crate::ir::layout::classify_generic;
use crate::ir::{Inst, Space, Sub};

/// A generic address must lie in the global window ("If the specified address does
/// not fall within the address window of .global state space then the behavior is
/// undefined").
fn global_window(i: &Inst, a: u64, l: usize, what: &str) -> Result<(), ExecError> {
    if i.mods.space == Space::Generic && !classify_generic(a).is_global() {
        return Err(ExecError::new(
            Some(l as u32),
            format!("{what}: generic address {a:#x} is not in the global window"),
        ));
    }
    Ok(())
}

/// `createpolicy.fractional.<primary>{.<secondary>}.b64 d{, fraction}` and
/// `createpolicy.range{.global}.<primary>{.<secondary>}.b64 d, [a], primary-size,
/// total-size`.
pub fn create_policy<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Policy {
        range: is_range,
        primary,
        secondary,
    } = i.mods.sub
    else {
        return Err(unsupported(i));
    };
    let mut d: LaneVals = [0; 64];
    if is_range {
        let a = operand_addresses(w, i, &i.src[0])?;
        let (ps, ts) = (src_lanes(c, w, i, 1, 0), src_lanes(c, w, i, 2, 0));
        for l in LaneMask(m).iter() {
            global_window(i, a[l], l, "createpolicy.range")?;
            let (p, t) = (ps[l] as u32, ts[l] as u32);
            d[l] = range(primary, secondary, a[l], p, t).map_err(|_| {
                ExecError::new(
                    Some(l as u32),
                    format!("createpolicy.range: primary-size {p} is above total-size {t} (undefined in the PTX ISA)"),
                )
            })?;
        }
    } else {
        let f = src_lanes(c, w, i, 0, 0);
        for l in LaneMask(m).iter() {
            let x = f32::from_bits(f[l] as u32);
            d[l] = fractional(primary, secondary, x).ok_or_else(|| {
                ExecError::new(
                    Some(l as u32),
                    format!("createpolicy.fractional: fraction {x} is outside (0, 1] (undefined in the PTX ISA)"),
                )
            })?;
        }
    }
    w.write(&i.dst[0], m, &d);
    Ok(Flow::Next)
}

/// `applypriority{.global}.L2::evict_normal [a], 128` and `discard{.global}.L2 [a],
/// 128`: a 128-byte line of global memory, which "must be aligned to 128 bytes".
pub fn l2_line_hint<M: Memory>(
    _c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let a = operand_addresses(w, i, &i.src[0])?;
    let what = i.op.name();
    for l in LaneMask(m).iter() {
        global_window(i, a[l], l, what)?;
        if !a[l].is_multiple_of(128) {
            return Err(ExecError::new(
                Some(l as u32),
                format!(
                    "{what}: address {:#x} is not aligned to its 128-byte line",
                    a[l]
                ),
            ));
        }
    }
    Ok(Flow::Next)
}

/// `cp.async.bulk.prefetch.L2.global [a], size{, cache-policy}`: the address "must
/// be aligned to 16 bytes", the size a multiple of 16.
pub fn bulk_prefetch<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let a = operand_addresses(w, i, &i.src[0])?;
    let n = src_lanes(c, w, i, 1, 0);
    for l in LaneMask(m).iter() {
        let size = n[l] as u32;
        if !a[l].is_multiple_of(16) || !size.is_multiple_of(16) {
            return Err(ExecError::new(
                Some(l as u32),
                format!(
                    "cp.async.bulk.prefetch: address {:#x} and size {size} must be multiples of 16",
                    a[l]
                ),
            ));
        }
    }
    Ok(Flow::Next)
}
