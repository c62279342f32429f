//! Matrix element values for the matrix-instruction tests: random elements whose dot
//! products are exact in f64, their values, and f16 rounding written independently of
//! the simulator.

use super::Rng;

/// Element value as f64 (floats) from its own bits; the tf32 low 13 bits are ignored.
pub fn fval(t: &str, x: u64) -> f64 {
    let small = |x: u64, e: u32, m: u32, fn_nan: bool| -> f64 {
        let s = if (x >> (e + m)) & 1 == 1 { -1.0 } else { 1.0 };
        let ef = ((x >> m) & ((1 << e) - 1)) as i32;
        let f = (x & ((1 << m) - 1)) as f64;
        let bias = (1 << (e - 1)) - 1;
        assert!(fn_nan || ef != (1 << e) - 1, "special in a random input");
        if ef == 0 {
            s * f * 2f64.powi(1 - bias - m as i32)
        } else {
            s * (f + (1u64 << m) as f64) * 2f64.powi(ef - bias - m as i32)
        }
    };
    match t {
        "f16" => small(x, 5, 10, false),
        "bf16" => f32::from_bits((x as u32) << 16) as f64,
        "tf32" => f32::from_bits(x as u32 & !0x1FFF) as f64,
        "f32" => f32::from_bits(x as u32) as f64,
        "f64" => f64::from_bits(x),
        "e4m3" => small(x, 4, 3, true),
        "e5m2" => small(x, 5, 2, false),
        // The OCP MX narrow floats in mma's 8-bit containers (PTX ISA 9.1, mma): e3m2 and
        // e2m3 in bits 5:0, e2m1 in bits 5:2; every encoding is finite.
        "e3m2" => small(x & 0x3F, 3, 2, true),
        "e2m3" => small(x & 0x3F, 2, 3, true),
        "e2m1" => small((x >> 2) & 0xF, 2, 1, true),
        _ => panic!("{t}"),
    }
}

/// f64 -> f16 bits, round to nearest even (written here, not the simulator's).
pub fn to_f16(x: f64) -> u64 {
    let s = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a == 0.0 {
        return s;
    }
    let mut e = a.log2().floor() as i32;
    if 2f64.powi(e) > a {
        e -= 1;
    }
    let e = e.max(-14);
    let q = 2f64.powi(e - 10);
    let mut m = (a / q).floor();
    let r = a / q - m;
    if r > 0.5 || (r == 0.5 && m % 2.0 == 1.0) {
        m += 1.0;
    }
    let (mut e, mut m) = (e, m as u64);
    if m == 2048 {
        m = 1024;
        e += 1;
    }
    if e > 15 {
        return s | 0x7C00;
    }
    if m < 1024 {
        return s | m;
    }
    s | (((e + 15) as u64) << 10) | (m - 1024)
}

/// A random element whose value keeps every dot product exact in f64 (see the module
/// doc): a small exponent range, any sign and fraction.
pub fn rand_elem(rng: &mut Rng, t: &str) -> u64 {
    let r = rng.next();
    match t {
        "f16" => (r & 0x83FF) | ((11 + rng.below(9) as u64) << 10),
        "bf16" => (r & 0x807F) | ((123 + rng.below(9) as u64) << 7),
        "tf32" | "f32" => (r & 0x807F_FFFF) | ((123 + rng.below(9) as u64) << 23),
        "f64" => (r & 0x800F_FFC0_0000_0000) | ((1019 + rng.below(9) as u64) << 52),
        "e4m3" => {
            let v = r & 0xFF;
            if v & 0x7F == 0x7F {
                v & 0xFE
            } else {
                v
            }
        }
        "e5m2" => (r & 0x83) | ((10 + rng.below(11) as u64) << 2),
        // The padding bits random too: warpsim reads only the element's bits.
        "e3m2" | "e2m3" | "e2m1" => r & 0xFF,
        "s8" | "u8" => r & 0xFF,
        "s4" | "u4" => r & 0xF,
        "b1" => r & 1,
        "s32" => r as u32 as u64,
        _ => panic!("{t}"),
    }
}

pub fn ival(t: &str, x: u64) -> i64 {
    match t {
        "s8" => x as u8 as i8 as i64,
        "u8" => x as u8 as i64,
        "s4" => ((x as u8) << 4) as i8 as i64 >> 4,
        "u4" => (x & 0xF) as i64,
        _ => x as u32 as i32 as i64,
    }
}

/// Bits of an element type.
pub fn bits(t: &str) -> u32 {
    match t {
        "f16" | "bf16" => 16,
        "tf32" | "f32" | "s32" => 32,
        "f64" => 64,
        "s8" | "u8" | "e4m3" | "e5m2" | "e3m2" | "e2m3" | "e2m1" => 8,
        "s4" | "u4" => 4,
        "b1" => 1,
        _ => panic!("{t}"),
    }
}
