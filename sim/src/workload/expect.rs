//! Comparing final buffer contents with a workload's `expect` entries: integers and
//! untoleranced floats bit-exactly, floats with `ulp: N` within N units in the last
//! place, or with `abs: E` within an absolute error (NaN matches NaN); integers with
//! `abs: E` within E of each other.

use super::load::{Buffer, Workload};
use super::schema::ElemType;

/// One differing element.
#[derive(Debug, Clone, PartialEq)]
pub struct Mismatch {
    pub buffer: String,
    pub index: u64,
    pub expected: String,
    pub got: String,
}

/// Check every expectation; returns (number of differing elements, the first few).
pub fn check_expect(
    w: &Workload,
    final_bytes: &dyn Fn(&str) -> Option<Vec<u8>>,
) -> (u64, Vec<Mismatch>) {
    let mut total = 0u64;
    let mut first = Vec::new();
    for e in &w.expect {
        let Some(buf) = w.buffers.iter().find(|b| b.name == e.buffer) else {
            continue;
        };
        let Some(got) = final_bytes(&e.buffer) else {
            continue;
        };
        let sz = buf.ty.size();
        for i in 0..buf.count as usize {
            let (x, y) = (&e.bytes[i * sz..(i + 1) * sz], &got[i * sz..(i + 1) * sz]);
            if !equal(buf, x, y, e.ulp, e.abs) {
                total += 1;
                if first.len() < 10 {
                    first.push(Mismatch {
                        buffer: e.buffer.clone(),
                        index: i as u64,
                        expected: show(buf.ty, x),
                        got: show(buf.ty, y),
                    });
                }
            }
        }
    }
    (total, first)
}

fn raw(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    a[..b.len()].copy_from_slice(b);
    u64::from_le_bytes(a)
}

fn equal(buf: &Buffer, x: &[u8], y: &[u8], ulp: Option<u64>, abs: Option<f64>) -> bool {
    if x == y {
        return true;
    }
    if !buf.ty.is_float() {
        // An integer buffer with `abs: E`: the values (signed or not) differ by <= E.
        return abs
            .is_some_and(|e| (int_value(buf.ty, x) - int_value(buf.ty, y)).abs() as f64 <= e);
    }
    if ulp.is_none() && abs.is_none() {
        return false;
    }
    let (fx, fy) = (as_f64(buf.ty, x), as_f64(buf.ty, y));
    if fx.is_nan() || fy.is_nan() {
        return fx.is_nan() && fy.is_nan();
    }
    if let Some(e) = abs {
        return (fx - fy).abs() <= e;
    }
    let n = ulp.unwrap_or(0);
    ordered(buf.ty, raw(x)).abs_diff(ordered(buf.ty, raw(y))) <= n
}

/// An integer element's value, sign-extended by its type.
fn int_value(ty: ElemType, b: &[u8]) -> i128 {
    let r = raw(b);
    if ty.is_signed() {
        let sh = 64 - 8 * ty.size() as u32;
        (((r << sh) as i64) >> sh) as i128
    } else {
        r as i128
    }
}

/// Map float bits to integers whose order is the float order (for ulp distance).
fn ordered(ty: ElemType, bits: u64) -> i64 {
    if ty == ElemType::F32 {
        let b = bits as u32 as i32;
        (if b < 0 { i32::MIN.wrapping_sub(b) } else { b }) as i64
    } else {
        let b = bits as i64;
        if b < 0 {
            i64::MIN.wrapping_sub(b)
        } else {
            b
        }
    }
}

fn as_f64(ty: ElemType, b: &[u8]) -> f64 {
    if ty == ElemType::F32 {
        f32::from_bits(raw(b) as u32) as f64
    } else {
        f64::from_bits(raw(b))
    }
}

fn show(ty: ElemType, b: &[u8]) -> String {
    let r = raw(b);
    match ty {
        ElemType::F32 => format!("{:e} ({:#010x})", f32::from_bits(r as u32), r),
        ElemType::F64 => format!("{:e} ({:#018x})", f64::from_bits(r), r),
        t if t.is_signed() => {
            let bits = t.size() as u32 * 8;
            format!("{}", crate::ir::types::extend(r, bits, true) as i64)
        }
        _ => format!("{r} ({r:#x})"),
    }
}
