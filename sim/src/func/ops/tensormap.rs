//! Device-side edits of a tensor map (sm_90a; PTX ISA 8.3): `tensormap.replace` writes
//! one field of the 128-byte object in global or shared memory, and
//! `tensormap.cp_fenceproxy` copies an edited object from shared to global memory
//! (with the proxy fence, which needs nothing here: accesses are performed in order).
//! CUTLASS's grouped and ptr-array GEMMs point one map at each problem this way. The
//! fields are written in warpsim's layout (`func::tensor_map`); a value warpsim does
//! not model (an interleaved layout, a packed sub-byte type, ...) faults naming the
//! lane, as the copy that used it would.

use super::mem::{addresses, load_one, store_one};
use super::{rd, unsupported};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::tensor_map::TMAP_BYTES;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::{Inst, Operand, Space, Sub, TmapField};

/// Read the 128-byte object at `addr` of `space` for lane `l`.
fn read_map<M: Memory>(
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

/// Set field `f` (ordinal `ord` for the per-dimension ones) of map bytes `b` to `v`
/// (PTX ISA, "tensormap.replace": `.rank` takes the rank minus one; `.global_stride`
/// ordinal k is the byte stride of dimension k + 1, as CUTLASS writes it; the
/// `.field3` values follow the ISA's table, whose `.elemtype` numbering is not the
/// driver's). An error says what is not modelled.
pub fn replace_field(
    b: &mut [u8; TMAP_BYTES],
    f: TmapField,
    ord: u64,
    v: u64,
) -> Result<(), String> {
    let dims_ord = |n: u64| {
        if ord < n {
            Ok(ord as usize)
        } else {
            Err(format!("ordinal {ord} is not below {n}"))
        }
    };
    let put = |b: &mut [u8; TMAP_BYTES], at: usize, bytes: &[u8]| {
        b[at..at + bytes.len()].copy_from_slice(bytes);
    };
    match f {
        TmapField::GlobalAddress => put(b, 16, &v.to_le_bytes()),
        TmapField::Rank => {
            if v > 4 {
                return Err(format!("rank {} is not 1..5", v + 1));
            }
            b[6] = v as u8 + 1;
        }
        TmapField::BoxDim => {
            let d = dims_ord(5)?;
            if !(1..=256).contains(&v) {
                return Err(format!("box dimension {v} is not 1..256"));
            }
            put(b, 96 + 2 * d, &(v as u16).to_le_bytes());
        }
        TmapField::GlobalDim => {
            let d = dims_ord(5)?;
            put(b, 24 + 8 * d, &(v as u32 as u64).to_le_bytes());
        }
        TmapField::GlobalStride => {
            let d = dims_ord(4)?;
            put(b, 64 + 8 * d, &v.to_le_bytes());
        }
        TmapField::ElementStride => {
            let d = dims_ord(5)?;
            if b[9] == 1 {
                // An im2col map keeps its traversal strides.
                if !(1..=8).contains(&v) {
                    return Err(format!("element stride {v} is not 1..8"));
                }
                b[122 + d] = v as u8;
            } else if v != 1 {
                return Err(format!(
                    "element stride {v} of a tiled map (only 1 is modelled)"
                ));
            }
        }
        TmapField::ElemType => {
            // The ISA's numbering -> warpsim's (the driver's `CUtensorMapDataType`).
            b[5] = match v {
                0..=7 => v as u8,
                9 => 8,
                10 => 9,
                _ => {
                    return Err(format!(
                        "element type {v} (the ISA's numbering) is not modelled"
                    ))
                }
            };
        }
        TmapField::Interleave if v != 0 => {
            return Err(format!("interleave layout {v} is not modelled"))
        }
        TmapField::SwizzleMode => {
            if v > 3 {
                return Err(format!("swizzle mode {v} is not modelled"));
            }
            b[7] = v as u8;
        }
        TmapField::SwizzleAtomicity if v != 0 => {
            return Err(format!("swizzle atomicity {v} is not modelled (only 16B)"))
        }
        TmapField::FillMode => {
            if v > 1 {
                return Err(format!("fill mode {v} is not 0 or 1"));
            }
            b[8] = v as u8;
        }
        TmapField::Interleave | TmapField::SwizzleAtomicity => {}
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
    let (Sub::TmapField(field), Operand::Mem(a)) = (i.mods.sub, i.src[0]) else {
        return Err(unsupported(i));
    };
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    let (mut ord, mut val): (LaneVals, LaneVals) = ([0; 64], [0; 64]);
    if i.src[2] == Operand::None {
        rd(c, w, &i.src[1], &mut val);
    } else {
        rd(c, w, &i.src[1], &mut ord);
        rd(c, w, &i.src[2], &mut val);
    }
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
    let (Operand::Mem(d), Operand::Mem(s)) = (i.src[0], i.src[1]) else {
        return Err(unsupported(i));
    };
    let (mut dst, mut src, mut size): (LaneVals, LaneVals, LaneVals) = ([0; 64], [0; 64], [0; 64]);
    addresses(w, &d, &mut dst);
    addresses(w, &s, &mut src);
    rd(c, w, &i.src[2], &mut size);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::tensor_map::{TensorMap, TmaType};

    fn map() -> [u8; TMAP_BYTES] {
        TensorMap {
            ty: TmaType::U8,
            rank: 2,
            addr: 0x7_0000_0000,
            dims: [64, 8, 1, 1, 1],
            strides: [1, 64, 0, 0, 0],
            boxes: [16, 4, 1, 1, 1],
            swizzle: 0,
            nan_fill: false,
            im2col: None,
        }
        .encode()
    }

    #[test]
    fn fields_land_where_the_decoder_reads_them() {
        let mut b = map();
        let set = |b: &mut [u8; TMAP_BYTES], f, ord, v| replace_field(b, f, ord, v).unwrap();
        set(&mut b, TmapField::Rank, 0, 2);
        set(&mut b, TmapField::GlobalAddress, 0, 0x7_0000_1000);
        set(&mut b, TmapField::GlobalDim, 2, 3);
        set(&mut b, TmapField::GlobalStride, 1, 512);
        set(&mut b, TmapField::BoxDim, 2, 2);
        set(&mut b, TmapField::SwizzleMode, 0, 2);
        set(&mut b, TmapField::FillMode, 0, 1);
        // The ISA's .elemtype numbering: 9 is .f64, 10 .bf16.
        set(&mut b, TmapField::ElemType, 0, 10);
        let m = TensorMap::decode(&b).unwrap();
        assert_eq!((m.rank, m.addr, m.ty), (3, 0x7_0000_1000, TmaType::Bf16));
        assert_eq!((m.dims[2], m.strides[2], m.boxes[2]), (3, 512, 2));
        assert_eq!((m.swizzle, m.nan_fill), (64, true));
        // (f64 rows of 16 are 128 bytes: wider than the 64B swizzle span.)
        set(&mut b, TmapField::SwizzleMode, 0, 0);
        set(&mut b, TmapField::ElemType, 0, 9);
        assert_eq!(TensorMap::decode(&b).unwrap().ty, TmaType::F64);
        // The modelled defaults are accepted as no-ops; others are errors.
        let before = b;
        set(&mut b, TmapField::Interleave, 0, 0);
        set(&mut b, TmapField::SwizzleAtomicity, 0, 0);
        set(&mut b, TmapField::ElementStride, 3, 1);
        assert_eq!(b, before);
        for (f, ord, v) in [
            (TmapField::ElemType, 0, 8),
            (TmapField::ElemType, 0, 11),
            (TmapField::SwizzleMode, 0, 4),
            (TmapField::FillMode, 0, 2),
            (TmapField::GlobalStride, 4, 16),
            (TmapField::BoxDim, 0, 257),
        ] {
            assert!(replace_field(&mut b, f, ord, v).is_err(), "{f:?} {ord} {v}");
        }
    }
}
