//! `bfe` (bit-field extract), PTX ISA 9.1 §9.7.1.19, as `shared/docs/isa-semantics.md` §2
//! pins it down. Pure functions on raw bits; the executor applies them per lane.

/// `bfe.{u32,s32,u64,s64} d, a, b, c` with the spec's operand masking
/// (`pos = b & 0xff`, `len = c & 0xff`). `width` is 32 or 64; `a` holds the operand
/// in its low `width` bits. Closed form of the spec's bit loop (isa-semantics §2.1),
/// which is also what `ptxas` emits for 32-bit types on sm_70+ (SHF + SGXT).
#[inline]
pub fn bfe(a: u64, b: u32, c: u32, width: u32, signed: bool) -> u64 {
    bfe_raw(a, b & 0xff, c & 0xff, width, signed)
}

/// The hardware 64-bit variant (isa-semantics §2.3): for `.u64/.s64`, `ptxas` uses the
/// full 32-bit `pos`/`len` registers without masking them to 8 bits (ZLUDA: "NVIDIA
/// docs are incorrect"). 32-bit types are unchanged. Selected by the config flag
/// `isa.bfe_64bit_unmasked`.
#[inline]
pub fn bfe_hw(a: u64, b: u32, c: u32, width: u32, signed: bool) -> u64 {
    if width == 64 {
        bfe_raw(a, b, c, width, signed)
    } else {
        bfe(a, b, c, width, signed)
    }
}

#[inline]
fn bfe_raw(a: u64, pos: u32, len: u32, width: u32, signed: bool) -> u64 {
    let wmask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    if len == 0 {
        return 0;
    }
    // Shift the field down; past the msb the shift saturates (0, or sign fill).
    let sh = if signed {
        let sa = crate::ir::types::extend(a, width, true) as i64;
        (sa >> pos.min(width - 1).min(63)) as u64
    } else if pos >= width {
        0
    } else {
        (a & wmask) >> pos
    };
    if len >= width {
        return sh & wmask;
    }
    if signed {
        crate::ir::types::extend(sh, len, true) & wmask
    } else {
        sh & ((1u64 << len) - 1)
    }
}

/// The spec's reference bit loop, kept as the independent formulation for tests.
pub fn bfe_spec_loop(a: u64, b: u32, c: u32, width: u32, signed: bool) -> u64 {
    let msb = width - 1;
    let pos = b & 0xff;
    let len = c & 0xff;
    let bit = |i: u32| (a >> i) & 1;
    let sbit = if !signed || len == 0 {
        0
    } else {
        bit((pos + len - 1).min(msb))
    };
    let mut d = 0u64;
    for i in 0..=msb {
        let v = if i < len && pos + i <= msb {
            bit(pos + i)
        } else {
            sbit
        };
        d |= v << i;
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every row of isa-semantics.md §2.2.
    #[test]
    fn spec_edge_cases() {
        let rows: &[(u32, bool, u64, u32, u32, u64)] = &[
            (32, false, 0xF8C122A0, 16, 8, 0xC1),
            (32, false, 0x12345678, 4, 0, 0),
            (32, false, 0x12345678, 28, 8, 0x1),
            (32, false, 0x12345678, 32, 8, 0),
            (32, false, 0x12345678, 4, 200, 0x01234567),
            (32, false, 0x12345678, 0x104, 0x108, 0x67),
            (32, true, 0x000000F0, 4, 4, 0xFFFFFFFF),
            (32, true, 0x00000070, 4, 4, 0x7),
            (32, true, 0x80000000, 28, 8, 0xFFFFFFF8),
            (32, true, 0x80000000, 40, 8, 0xFFFFFFFF),
            (32, true, 0x70000000, 40, 8, 0),
            (32, true, 0x80000000, 40, 0, 0),
            (32, true, 0x12345678, 0x100, 0x104, 0xFFFFFFF8),
            (64, true, 0x8123456789ABCDEF, 60, 8, 0xFFFFFFFFFFFFFFF8),
            (64, true, 0x8000000000000000, 64, 1, u64::MAX),
        ];
        for &(w, s, a, b, c, d) in rows {
            assert_eq!(
                bfe(a, b, c, w, s),
                d,
                "bfe w={w} s={s} a={a:#x} b={b} c={c}"
            );
            assert_eq!(bfe_spec_loop(a, b, c, w, s), d, "loop w={w} a={a:#x}");
        }
    }

    #[test]
    fn hardware_64bit_variant() {
        // spec: pos = 256 & 0xff = 0 -> a & 0xff; hardware: pos 256 -> 0.
        assert_eq!(bfe(0x1234, 256, 8, 64, false), 0x34);
        assert_eq!(bfe_hw(0x1234, 256, 8, 64, false), 0);
        // len 0x108: spec len 8, hardware len 264 >= 64 -> whole shifted value.
        assert_eq!(bfe(0xABCD, 4, 0x108, 64, false), 0xBC);
        assert_eq!(bfe_hw(0xABCD, 4, 0x108, 64, false), 0xABC);
        // 32-bit types are identical in both.
        assert_eq!(bfe_hw(0x12345678, 0x104, 0x108, 32, false), 0x67);
        // signed, pos beyond msb: sign fill
        assert_eq!(bfe_hw(1u64 << 63, 300, 8, 64, true), u64::MAX);
    }
}
