//! Kernel arguments: the workload's `args` list converted to the kernel's declared
//! parameter types and laid out in the parameter buffer.

use super::load::Workload;
use crate::error::Result;
use crate::ir::{KernelParam, Ty};
use serde_yaml::Value;

/// A buffer's device address and size in bytes, by name.
pub type AddrOf<'a> = &'a dyn Fn(&str) -> Option<(u64, u64)>;

/// Build the kernel parameter buffer. `addr_of` maps buffer names to device addresses
/// (and sizes).
///
/// # Errors
/// Argument count or type mismatches, located at `args` in the workload file.
pub fn build_params(
    w: &Workload,
    kernel: &str,
    params: &[KernelParam],
    size: u32,
    addr_of: AddrOf,
) -> Result<Vec<u8>> {
    if w.args.len() != params.len() {
        let names: Vec<String> = params
            .iter()
            .map(|p| format!("{}: .{}", p.name, p.ty.name()))
            .collect();
        return Err(w.err(
            &[w.args_key],
            format!(
                "`{kernel}` takes {} parameter(s) ({}), args lists {}",
                params.len(),
                names.join(", "),
                w.args.len()
            ),
        ));
    }
    let mut buf = vec![0u8; size as usize];
    for (i, (a, p)) in w.args.iter().zip(params).enumerate() {
        let bytes = convert(a, p, addr_of).map_err(|m| {
            w.err_item(
                &[w.args_key],
                i,
                format!(
                    "argument {} (`{}`, .{}{}): {m}",
                    i + 1,
                    p.name,
                    p.ty.name(),
                    if p.is_ptr { " pointer" } else { "" }
                ),
            )
        })?;
        let off = p.offset as usize;
        buf[off..off + bytes.len()].copy_from_slice(&bytes);
    }
    Ok(buf)
}

fn convert(a: &Value, p: &KernelParam, addr_of: AddrOf) -> Result<Vec<u8>, String> {
    let size = p.size as usize;
    if let Value::Mapping(m) = a {
        if m.contains_key("buffer") {
            return pointer_into(m, size, addr_of);
        }
        return aggregate(m, p, addr_of);
    }
    if size > 8 {
        return Err(format!(
            "a {size}-byte aggregate (struct) parameter: give it as {{bytes: [...]}} ({size} bytes) or {{fields: [...]}}"
        ));
    }
    // Any value of the parameter's width, signed or unsigned, passes its two's
    // complement bits: compilers declare C `int` parameters `.u32` (nvcc) or `.b32`,
    // so the PTX type's signedness says nothing about the C type's.
    let int = |v: i128| -> Result<Vec<u8>, String> {
        let bits = size as u32 * 8;
        if v < -(1i128 << (bits - 1)) || v >= (1i128 << bits) {
            return Err(format!(
                "{v} does not fit in {bits} bits (signed or unsigned)"
            ));
        }
        Ok((v as u128).to_le_bytes()[..size].to_vec())
    };
    match a {
        Value::String(name) => {
            let (addr, _) =
                addr_of(name).ok_or_else(|| format!("`{name}` is not a buffer name"))?;
            if size != 8 {
                return Err(format!(
                    "buffer `{name}` passes a 64-bit address, but the parameter is {} bits",
                    size * 8
                ));
            }
            Ok(addr.to_le_bytes().to_vec())
        }
        Value::Number(n) => match p.ty {
            // A float parameter, or a float for an untyped bit parameter (AMD metadata
            // names a parameter whose C type is a typedef of float by its width only,
            // `.b32`): the float of the parameter's width.
            Ty::F32 | Ty::F64 | Ty::B32 | Ty::B64 if p.ty.is_float() || n.is_f64() => {
                let v = n.as_f64().ok_or("not a number")?;
                Ok(if size == 4 {
                    (v as f32).to_le_bytes().to_vec()
                } else {
                    v.to_le_bytes().to_vec()
                })
            }
            _ => {
                if let Some(u) = n.as_u64() {
                    int(u as i128)
                } else if let Some(s) = n.as_i64() {
                    int(s as i128)
                } else {
                    Err(format!("{n} is not an integer"))
                }
            }
        },
        Value::Bool(b) => Err(format!("expected a number or a buffer name, found `{b}`")),
        Value::Null => Err("expected a number or a buffer name, found nothing".into()),
        _ => Err("expected a number or a buffer name, found a list or mapping".into()),
    }
}

/// `{buffer: B, byte_offset: N}`: the address N bytes into buffer B (`d_b + i` in the
/// host code, with N = i * sizeof(*d_b)); N may be B's size (one past the end, as C
/// allows) but no more.
fn pointer_into(m: &serde_yaml::Mapping, size: usize, addr_of: AddrOf) -> Result<Vec<u8>, String> {
    if let Some(k) = m
        .keys()
        .filter_map(|k| k.as_str())
        .find(|k| !matches!(*k, "buffer" | "byte_offset"))
    {
        return Err(format!(
            "unknown key `{k}` (a pointer into a buffer is {{buffer: NAME, byte_offset: N}})"
        ));
    }
    let name = m
        .get("buffer")
        .and_then(Value::as_str)
        .ok_or("`buffer` takes a buffer name")?;
    let off = match m.get("byte_offset") {
        None => 0,
        Some(v) => v
            .as_u64()
            .ok_or("`byte_offset` takes a non-negative integer")?,
    };
    let (addr, bytes) = addr_of(name).ok_or_else(|| format!("`{name}` is not a buffer name"))?;
    if off > bytes {
        return Err(format!(
            "byte_offset {off} is past the end of `{name}` ({bytes} bytes)"
        ));
    }
    if size != 8 {
        return Err(format!(
            "a pointer into `{name}` is a 64-bit address, but the parameter is {} bits",
            size * 8
        ));
    }
    Ok((addr + off).to_le_bytes().to_vec())
}

/// A by-value aggregate (struct) argument: `{bytes: [b0, b1, ...]}` (exactly the
/// parameter's size), or `{fields: [{type: T, value: V}, ...]}` laid out as C lays
/// out a struct of those members (each at the next multiple of its size, the whole
/// padded to the largest member's alignment), which must come to the parameter's
/// size. A `u64`/`s64` field may name a buffer (its address).
fn aggregate(m: &serde_yaml::Mapping, p: &KernelParam, addr_of: AddrOf) -> Result<Vec<u8>, String> {
    let size = p.size as usize;
    let mut keys = m.keys().filter_map(|k| k.as_str());
    let (Some(form), None) = (keys.next(), keys.next()) else {
        return Err(
            "an aggregate argument is {bytes: [...]}, {fields: [...]} or {tensor_map: {...}}"
                .into(),
        );
    };
    if form == "tensor_map" {
        return tensor_map_arg(m.get(form), size, addr_of);
    }
    let Some(Value::Sequence(items)) = m.get(form) else {
        return Err(format!("`{form}` takes a list"));
    };
    let out = match form {
        "bytes" => items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_u64()
                    .filter(|&b| b <= 255)
                    .map(|b| b as u8)
                    .ok_or_else(|| format!("bytes[{i}] is not a byte (0..255)"))
            })
            .collect::<Result<Vec<u8>, String>>()?,
        "fields" => struct_bytes(items, addr_of)?,
        other => {
            return Err(format!(
                "unknown aggregate form `{other}` (expected bytes, fields or tensor_map)"
            ))
        }
    };
    if out.len() != size {
        return Err(format!(
            "the {form} come to {} bytes; the parameter has {size} (.align {})",
            out.len(),
            p.align
        ));
    }
    Ok(out)
}

/// C layout of `{type, value}` members.
fn struct_bytes(items: &[Value], addr_of: AddrOf) -> Result<Vec<u8>, String> {
    use super::schema::ElemType;
    let mut out: Vec<u8> = Vec::new();
    let mut align = 1;
    for (i, f) in items.iter().enumerate() {
        let ty: ElemType = f
            .get("type")
            .cloned()
            .map(serde_yaml::from_value)
            .transpose()
            .map_err(|e| format!("fields[{i}].type: {e}"))?
            .ok_or_else(|| format!("fields[{i}] needs `type` and `value`"))?;
        let v = f
            .get("value")
            .ok_or_else(|| format!("fields[{i}] needs `type` and `value`"))?;
        if let Value::Mapping(extra) = f {
            let unknown = extra
                .keys()
                .filter_map(|k| k.as_str())
                .find(|k| !matches!(*k, "type" | "value"));
            if let Some(k) = unknown {
                return Err(format!(
                    "fields[{i}]: unknown key `{k}` (a field is {{type, value}})"
                ));
            }
        }
        let n = ty.size();
        align = align.max(n);
        out.resize(out.len().next_multiple_of(n), 0);
        match v {
            Value::String(name) if n == 8 => {
                let (a, _) = addr_of(name)
                    .ok_or_else(|| format!("fields[{i}]: `{name}` is not a buffer name"))?;
                out.extend_from_slice(&a.to_le_bytes());
            }
            _ => super::load::encode_value(v, ty, &mut out)
                .map_err(|m| format!("fields[{i}]: {m}"))?,
        }
    }
    out.resize(out.len().next_multiple_of(align), 0);
    Ok(out)
}

/// A tensor map argument (`CUtensorMap`, what a host program gets from
/// `cuTensorMapEncodeTiled`): `{tensor_map: {buffer: B, type: T, dims: [...],
/// box: [...], strides: [...], swizzle: 0|32|64|128, fill: zero|nan, offset: N}}` with
/// the dimensions and box innermost first, `strides` the byte strides of dimensions
/// 1.. (default: the tensor packed), `offset` bytes into the buffer (default 0); an
/// im2col map (`cuTensorMapEncodeIm2col`) adds `mode: im2col`, `lower`, `upper`,
/// `channels`, `pixels` and optional `element_strides` ([`im2col_params`]).
/// warpsim encodes it as `func::tensor_map` describes; the map fills the parameter's
/// first 128 bytes and the rest of a larger parameter is zero (CuTe's TMA copy atom
/// is the map followed by members without storage).
fn tensor_map_arg(v: Option<&Value>, size: usize, addr_of: AddrOf) -> Result<Vec<u8>, String> {
    use crate::func::tensor_map::{TensorMap, TmaType, TMAP_BYTES};
    let Some(Value::Mapping(m)) = v else {
        return Err("`tensor_map` takes a mapping {buffer, type, dims, box, ...}".into());
    };
    if size < TMAP_BYTES {
        return Err(format!(
            "a tensor map is {TMAP_BYTES} bytes; the parameter has {size}"
        ));
    }
    const KEYS: [&str; 14] = [
        "buffer",
        "type",
        "dims",
        "box",
        "strides",
        "swizzle",
        "fill",
        "offset",
        "mode",
        "lower",
        "upper",
        "channels",
        "pixels",
        "element_strides",
    ];
    for k in m.keys() {
        let k = k.as_str().unwrap_or("?");
        if !KEYS.contains(&k) {
            return Err(format!(
                "tensor_map: unknown key `{k}` (expected {})",
                KEYS.join(", ")
            ));
        }
    }
    let get = |k: &str| m.get(k);
    let need = |k: &str| get(k).ok_or_else(|| format!("tensor_map needs `{k}`"));
    let list = |k: &str| -> Result<Vec<u64>, String> {
        let Some(Value::Sequence(items)) = get(k) else {
            return Err(format!("tensor_map: `{k}` takes a list of integers"));
        };
        items
            .iter()
            .map(|x| {
                x.as_u64()
                    .ok_or_else(|| format!("tensor_map: `{k}` takes a list of integers"))
            })
            .collect()
    };
    let buffer = need("buffer")?
        .as_str()
        .ok_or("tensor_map: `buffer` names a buffer")?;
    let (base, _) =
        addr_of(buffer).ok_or_else(|| format!("tensor_map: `{buffer}` is not a buffer name"))?;
    let ty_name = need("type")?.as_str().unwrap_or("");
    let ty = TmaType::by_name(ty_name).ok_or_else(|| {
        format!("tensor_map: type `{ty_name}` is not one of u8, u16, u32, s32, u64, s64, f16, f32, f64, bf16, b4x16, b4x16_p64, b6x16_p32")
    })?;
    let dims = list("dims")?;
    let rank = dims.len();
    let im2col = match get("mode").map(|v| v.as_str()) {
        None | Some(Some("tiled")) => None,
        Some(Some("im2col")) => Some(im2col_params(m, rank)?),
        _ => return Err("tensor_map: `mode` is `tiled` or `im2col`".into()),
    };
    // (An im2col copy's box is its pixels' channels.)
    let boxes = match &im2col {
        Some(ic) if get("box").is_none() => {
            let mut b = vec![1u64; rank];
            b[0] = ic.channels as u64;
            b
        }
        _ => list("box")?,
    };
    if !(1..=5).contains(&rank) || boxes.len() != rank {
        return Err(format!(
            "tensor_map: `dims` and `box` need the same rank, 1 to 5 (found {} and {})",
            rank,
            boxes.len()
        ));
    }
    let es = ty.bytes() as u64;
    let mut strides = [0u64; 5];
    strides[0] = es;
    match get("strides") {
        Some(_) => {
            let s = list("strides")?;
            if s.len() + 1 != rank {
                return Err(format!(
                    "tensor_map: `strides` gives the byte strides of dimensions 1..{rank}: {} value(s), found {}",
                    rank - 1,
                    s.len()
                ));
            }
            strides[1..rank].copy_from_slice(&s);
        }
        None => {
            for d in 1..rank {
                strides[d] = strides[d - 1] * dims[d - 1];
            }
        }
    }
    let swizzle = match get("swizzle") {
        None => 0,
        Some(v) => match v.as_u64() {
            Some(s @ (0 | 32 | 64 | 128)) => s as u32,
            _ => return Err("tensor_map: `swizzle` is 0, 32, 64 or 128 (bytes)".into()),
        },
    };
    let nan_fill = match get("fill").map(|v| v.as_str()) {
        None | Some(Some("zero")) => false,
        Some(Some("nan")) => true,
        _ => return Err("tensor_map: `fill` is `zero` or `nan`".into()),
    };
    let offset = match get("offset") {
        None => 0,
        Some(v) => v.as_u64().ok_or("tensor_map: `offset` is a byte count")?,
    };
    let mut map = TensorMap {
        ty,
        rank: rank as u32,
        addr: base + offset,
        dims: [1; 5],
        strides,
        boxes: [1; 5],
        swizzle,
        nan_fill,
        im2col,
    };
    map.dims[..rank].copy_from_slice(&dims);
    for (b, &x) in map.boxes.iter_mut().zip(&boxes) {
        *b = u32::try_from(x).unwrap_or(u32::MAX);
    }
    map.validate().map_err(|e| format!("tensor_map: {e}"))?;
    let mut out = map.encode().to_vec();
    out.resize(size, 0);
    Ok(out)
}

/// An im2col map's parameters (`mode: im2col`, as `cuTensorMapEncodeIm2col` takes
/// them): `lower` and `upper` (the pixel box's corners, one signed value per spatial
/// dimension, innermost first), `channels` (per pixel), `pixels` (per column) and
/// optional `element_strides` (one per dimension, default 1).
fn im2col_params(
    m: &serde_yaml::Mapping,
    rank: usize,
) -> Result<crate::func::tensor_map::Im2col, String> {
    let get = |k: &str| m.get(k);
    if !(3..=5).contains(&rank) {
        return Err(format!(
            "tensor_map: an im2col map has 3 to 5 dimensions (C, the spatial ones, N), not {rank}"
        ));
    }
    let ints = |k: &str| -> Result<Vec<i64>, String> {
        let Some(Value::Sequence(items)) = get(k) else {
            return Err(format!(
                "tensor_map: im2col needs `{k}`, a list of integers"
            ));
        };
        items
            .iter()
            .map(|x| {
                x.as_i64()
                    .ok_or_else(|| format!("tensor_map: `{k}` takes a list of integers"))
            })
            .collect()
    };
    let one = |k: &str| -> Result<u32, String> {
        get(k)
            .and_then(|v| v.as_u64())
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| format!("tensor_map: im2col needs `{k}`, a count"))
    };
    let spatial = rank.saturating_sub(2);
    let mut ic = crate::func::tensor_map::Im2col {
        lower: [0; 3],
        upper: [0; 3],
        channels: one("channels")?,
        pixels: one("pixels")?,
        estrides: [1; 5],
    };
    for (k, corner) in [("lower", &mut ic.lower), ("upper", &mut ic.upper)] {
        let v = ints(k)?;
        if v.len() != spatial || spatial > 3 {
            return Err(format!(
                "tensor_map: `{k}` gives one value per spatial dimension: {spatial} for rank {rank}, found {}",
                v.len()
            ));
        }
        for (c, x) in corner.iter_mut().zip(v) {
            *c = i32::try_from(x).unwrap_or(i32::MAX);
        }
    }
    if get("element_strides").is_some() {
        let v = ints("element_strides")?;
        if v.len() != rank {
            return Err(format!(
                "tensor_map: `element_strides` gives one value per dimension ({rank}), found {}",
                v.len()
            ));
        }
        for (s, x) in ic.estrides.iter_mut().zip(v) {
            *s = u32::try_from(x).unwrap_or(0);
        }
    }
    Ok(ic)
}
