//! Device-side edits of a tensor map (sm_90a; PTX ISA 8.3): `tensormap.replace` writes
//! one field of the 128-byte object in global or shared memory, and
//! `tensormap.cp_fenceproxy` copies an edited object from shared to global memory
//! (with the proxy fence, which needs nothing here: accesses are performed in order).
//! CUTLASS's grouped and ptr-array GEMMs point one map at each problem this way. The
//! fields are written in warpsim's layout (`func::tensor_map`); a value warpsim does
//! not model (an interleaved layout, a packed sub-byte type, ...) faults naming the
//! lane, as the copy that used it would.

use super::mem::{load_one, operand_addresses, store_one};
use super::{src_lanes, unsupported};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::tensor_map::{replace_field, TMAP_BYTES};
use crate::func::warp::Warp;
use crate::ir::{Inst, Operand, Space, Sub};

/// Read the 128-byte object at `addr` of `space` for lane `l`.
pub(super) fn read_map<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    space: Space,
    addr: u64,
    l: usize,
) -> Result<[u8; TMAP_BYTES], ExecError> {
    let mut b = [0u8; TMAP_BYTES];
    for (k, chunk) in b.chunks_exact_mut(8).enumerate() {
        let v = load_one(c, w, space, addr + 8 * k as u64, 8, l)?;
        chunk.copy_from_slice(&v.to_le_bytes());
    }
    Ok(b)
}

/// Write the 128-byte object `b` at `addr` of `space` for lane `l`.
fn write_map<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    space: Space,
    addr: u64,
    b: &[u8; TMAP_BYTES],
    l: usize,
) -> Result<(), ExecError> {
    for (k, chunk) in b.chunks_exact(8).enumerate() {
        let v = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        store_one(c, w, space, addr + 8 * k as u64, 8, v, l)?;
    }
    Ok(())
}

/// `tensormap.replace.tile.field{.ss}.b1024.type [addr], {ord,} new_val`: each
/// executing lane rewrites the field of the map at its address (`src[0]`; `src[1]` =
/// the ordinal or the value, `src[2]` = the value after an ordinal).
pub fn tensormap_replace<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::TmapField(field) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let addr = operand_addresses(w, i, &i.src[0])?;
    let (ord, val) = if i.src[2] == Operand::None {
        ([0; 64], src_lanes(c, w, i, 1, 0))
    } else {
        (src_lanes(c, w, i, 1, 0), src_lanes(c, w, i, 2, 0))
    };
    let space = i.mods.space;
    for l in LaneMask(m).iter() {
        let mut b = read_map(c, w, space, addr[l], l)?;
        replace_field(&mut b, field, ord[l], val[l] & i.ty.mask())
            .map_err(|e| ExecError::new(Some(l as u32), format!("tensormap.replace: {e}")))?;
        write_map(c, w, space, addr[l], &b, l)?;
    }
    Ok(Flow::Next)
}

/// `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.scope.sync
/// .aligned [dst], [src], 128`: each executing lane copies the 128-byte map from shared
/// memory (`src[1]`) to global memory (`src[0]`); the size must be 128.
pub fn tensormap_cp_fenceproxy<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let dst = operand_addresses(w, i, &i.src[0])?;
    let src = operand_addresses(w, i, &i.src[1])?;
    let size = src_lanes(c, w, i, 2, 0);
    for l in LaneMask(m).iter() {
        if size[l] != TMAP_BYTES as u64 {
            return Err(ExecError::new(
                Some(l as u32),
                format!("tensormap.cp_fenceproxy: size {} is not 128", size[l]),
            ));
        }
        let b = read_map(c, w, Space::Shared, src[l], l)?;
        write_map(c, w, Space::Global, dst[l], &b, l)?;
    }
    Ok(Flow::Next)
}
