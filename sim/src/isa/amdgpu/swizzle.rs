//! The `ds_swizzle_b32` offset operand as LLVM writes it: a number or a `swizzle(...)`
//! macro, parsed into the 16-bit offset field (whose meaning, lane by lane, is
//! `func::amd::swizzle_source_lane`).

fn parse_uint(s: &str) -> Option<u64> {
    let s = s.trim();
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else {
        s.parse().ok()
    }
}

/// Parse a `DS_SWIZZLE_B32` offset operand as LLVM writes it (the text after `offset:`):
/// a number (`0x401f`, `1055`, at most 0xFFFF) or a macro
/// * `swizzle(QUAD_PERM,a,b,c,d)` (each 0..=3) -> `0x8000 | a | b<<2 | c<<4 | d<<6`;
/// * `swizzle(BITMASK_PERM,"mmmmm")`, five of `0` `1` `p` `i`, first character for lane bit
///   4 -> and/or/xor masks (`0`: and 0; `1`: or 1; `p`: and 1; `i`: and 1, xor 1);
/// * `swizzle(SWAP,n)` (n = 1, 2, 4, 8, 16) -> and 0x1F, xor n;
/// * `swizzle(REVERSE,n)` (n = 2, 4, ..., 32) -> and 0x1F, xor n - 1;
/// * `swizzle(BROADCAST,n,l)` (n = 2, ..., 32, l < n) -> and `0x1F & !(n-1)`, or l;
/// * `swizzle(FFT,s)` (s <= 31) -> `0xE000 | s`;
/// * `swizzle(ROTATE,dir,n)` (dir 0 = left / 1 = right, n <= 31) -> `0xC000 | dir<<10 | n<<5`.
///
/// Returns `None` where `llvm-mc-22` reports an error (bad mode name, wrong argument
/// count, range, non-power-of-two group). Source: LLVM `AMDGPUAsmParser.cpp`
/// (`parseSwizzleOffset` and friends), `llvm/docs/AMDGPUModifierSyntax.rst`; every test
/// vector was assembled with `llvm-mc-22 -mcpu=gfx1100`.
pub fn swizzle_offset(text: &str) -> Option<u16> {
    let t = text.trim();
    let Some(rest) = t.strip_prefix("swizzle") else {
        let v = parse_uint(t)?;
        return u16::try_from(v).ok();
    };
    let inner = rest
        .trim_start()
        .strip_prefix('(')?
        .trim_end()
        .strip_suffix(')')?;
    let args: Vec<&str> = inner.split(',').map(str::trim).collect();
    let num = |k: usize| -> Option<u64> { args.get(k).and_then(|a| parse_uint(a)) };
    let pow2_in = |v: u64, lo: u64, hi: u64| v >= lo && v <= hi && v.is_power_of_two();
    let v: u32 = match args[0] {
        "QUAD_PERM" => {
            if args.len() != 5 {
                return None;
            }
            let mut v = 0x8000;
            for k in 0..4 {
                let s = num(k + 1)?;
                if s > 3 {
                    return None;
                }
                v |= (s as u32) << (2 * k);
            }
            v
        }
        "BITMASK_PERM" => {
            if args.len() != 2 {
                return None;
            }
            let m = args[1].strip_prefix('"')?.strip_suffix('"')?;
            if m.len() != 5 {
                return None;
            }
            let (mut and, mut or, mut xor) = (0u32, 0u32, 0u32);
            for ch in m.chars() {
                and <<= 1;
                or <<= 1;
                xor <<= 1;
                match ch {
                    '0' => {}
                    '1' => or |= 1,
                    'p' => and |= 1,
                    'i' => {
                        and |= 1;
                        xor |= 1;
                    }
                    _ => return None,
                }
            }
            and | (or << 5) | (xor << 10)
        }
        "SWAP" => {
            let n = num(1)?;
            if args.len() != 2 || !pow2_in(n, 1, 16) {
                return None;
            }
            0x1F | ((n as u32) << 10)
        }
        "REVERSE" => {
            let n = num(1)?;
            if args.len() != 2 || !pow2_in(n, 2, 32) {
                return None;
            }
            0x1F | (((n - 1) as u32) << 10)
        }
        "BROADCAST" => {
            let (n, l) = (num(1)?, num(2)?);
            if args.len() != 3 || !pow2_in(n, 2, 32) || l >= n {
                return None;
            }
            (0x1F & !(n as u32 - 1)) | ((l as u32) << 5)
        }
        "FFT" => {
            let s = num(1)?;
            if args.len() != 2 || s > 31 {
                return None;
            }
            0xE000 | s as u32
        }
        "ROTATE" => {
            let (dir, n) = (num(1)?, num(2)?);
            if args.len() != 3 || dir > 1 || n > 31 {
                return None;
            }
            0xC000 | ((dir as u32) << 10) | ((n as u32) << 5)
        }
        _ => return None,
    };
    Some(v as u16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::swizzle_source_lane;

    #[test]
    fn swizzle_macros() {
        // (text, llvm-mc-22 -mcpu=gfx1100 offset or rejection)
        let ok: &[(&str, u16)] = &[
            ("swizzle(SWAP,1)", 0x041F),
            ("swizzle(SWAP,16)", 0x401F),
            ("swizzle(SWAP, 2)", 0x081F),
            ("swizzle ( SWAP , 4 )", 0x101F),
            ("swizzle(SWAP,8)", 0x201F),
            ("swizzle(SWAP,0x10)", 0x401F),
            ("swizzle(REVERSE,2)", 0x041F),
            ("swizzle(REVERSE,8)", 0x1C1F),
            ("swizzle(REVERSE,16)", 0x3C1F),
            ("swizzle(REVERSE,32)", 0x7C1F),
            ("swizzle(BROADCAST,8,0)", 0x0018),
            ("swizzle(BROADCAST,2,1)", 0x003E),
            ("swizzle(BROADCAST,4,3)", 0x007C),
            ("swizzle(BROADCAST,16,15)", 0x01F0),
            ("swizzle(BROADCAST,32,31)", 0x03E0),
            ("swizzle(QUAD_PERM,0,1,2,3)", 0x80E4),
            ("swizzle(QUAD_PERM,3,2,1,0)", 0x801B),
            ("swizzle(QUAD_PERM, 1, 1, 1, 1)", 0x8055),
            ("swizzle(QUAD_PERM,2,0,3,1)", 0x8072),
            ("swizzle(BITMASK_PERM,\"01pip\")", 0x0907),
            ("swizzle(BITMASK_PERM,\"00000\")", 0x0000),
            ("swizzle(BITMASK_PERM,\"iiiii\")", 0x7C1F),
            ("swizzle(BITMASK_PERM,\"11111\")", 0x03E0),
            ("swizzle(BITMASK_PERM,\"ppppp\")", 0x001F),
            ("swizzle(FFT,0)", 0xE000),
            ("swizzle(FFT,31)", 0xE01F),
            ("swizzle(ROTATE,0,1)", 0xC020),
            ("swizzle(ROTATE,1,31)", 0xC7E0),
            ("swizzle(ROTATE,0,0)", 0xC000),
            ("0x401f", 0x401F),
            ("65535", 0xFFFF),
            ("0xffff", 0xFFFF),
        ];
        for &(t, v) in ok {
            assert_eq!(swizzle_offset(t), Some(v), "{t}");
        }
        let bad = [
            "swizzle(SWAP,3)",
            "swizzle(SWAP,32)",
            "swizzle(SWAP,0)",
            "swizzle(REVERSE,1)",
            "swizzle(REVERSE,64)",
            "swizzle(BROADCAST,8,8)",
            "swizzle(BROADCAST,1,0)",
            "swizzle(BROADCAST,64,0)",
            "swizzle(ROTATE,2,1)",
            "swizzle(ROTATE,0,32)",
            "swizzle(FFT,32)",
            "swizzle(QUAD_PERM,0,1,2,4)",
            "swizzle(QUAD_PERM,0,1,2)",
            "swizzle(BITMASK_PERM,\"01pi\")",
            "swizzle(BITMASK_PERM,\"01piP\")",
            "swizzle(swap,1)",
            "0x10000",
            "swizzle()",
            "swizzle(SWAP)",
            "swizzle(SWAP,1,2)",
        ];
        for t in bad {
            assert_eq!(swizzle_offset(t), None, "{t}");
        }
        // what the macros mean, lane by lane
        for n in [1u32, 2, 4, 8, 16] {
            let off = swizzle_offset(&format!("swizzle(SWAP,{n})")).unwrap();
            for l in 0..64 {
                assert_eq!(swizzle_source_lane(off, l), l ^ n);
            }
        }
        for n in [2u32, 4, 8, 16, 32] {
            let off = swizzle_offset(&format!("swizzle(REVERSE,{n})")).unwrap();
            for l in 0..64 {
                assert_eq!(
                    swizzle_source_lane(off, l),
                    (l & !(n - 1)) | (n - 1 - (l & (n - 1)))
                );
            }
            for t in [0, n - 1, n / 2] {
                let off = swizzle_offset(&format!("swizzle(BROADCAST,{n},{t})")).unwrap();
                for l in 0..64 {
                    assert_eq!(swizzle_source_lane(off, l), (l & !(n - 1)) | t);
                }
            }
        }
    }
}
