//! Kernel arguments: the workload's `args` list converted to the kernel's declared
//! parameter types and laid out in the parameter buffer.

use super::load::Workload;
use crate::error::Result;
use crate::ir::{KernelParam, Ty};
use serde_yaml::Value;

/// Build the kernel parameter buffer. `addr_of` maps buffer names to device addresses.
///
/// # Errors
/// Argument count or type mismatches, located at `args` in the workload file.
pub fn build_params(
    w: &Workload,
    kernel: &str,
    params: &[KernelParam],
    size: u32,
    addr_of: &dyn Fn(&str) -> Option<u64>,
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
            w.err(
                &[w.args_key],
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

fn convert(
    a: &Value,
    p: &KernelParam,
    addr_of: &dyn Fn(&str) -> Option<u64>,
) -> Result<Vec<u8>, String> {
    let size = p.size as usize;
    if size > 8 {
        return Err(format!(
            "a {size}-byte aggregate parameter cannot be given in `args`"
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
            let addr = addr_of(name).ok_or_else(|| format!("`{name}` is not a buffer name"))?;
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
