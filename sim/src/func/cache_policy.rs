//! The 64-bit L2 cache-eviction policy `createpolicy` makes (PTX ISA 7.4, sm_80,
//! "createpolicy"), which `.L2::cache_hint` loads, stores, atomics and bulk copies take.
//! The ISA calls the word opaque; its layout here is the one CCCL's libcu++ builds on
//! the host for `cuda::access_property` so that it equals what the device instruction
//! makes (`cuda/__annotated_ptr/access_property_encoding.h`, CCCL 3.x as shipped with
//! CUDA 13): bits 59-60 the descriptor mode (2 interleaved = fractional, 3 block =
//! range), 57-58 the primary priority, 56 the secondary one, then per mode the
//! fraction in sixteenths (52-55) or the block size, first block and block count
//! (52-55, 44-51, 37-43).

/// An eviction priority, numbered as the policy word holds it (libcu++ `__l2_evict_t`:
/// PTX `.L2::evict_unchanged` is 0 and `.L2::evict_normal` is its `_Normal_Demote`, 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evict {
    Unchanged = 0,
    First = 1,
    Last = 2,
    Normal = 3,
}

impl Evict {
    /// The priority a PTX modifier names (`L2::evict_last`, ...).
    pub fn from_word(w: &str) -> Option<Evict> {
        Some(match w {
            "L2::evict_unchanged" => Evict::Unchanged,
            "L2::evict_first" => Evict::First,
            "L2::evict_last" => Evict::Last,
            "L2::evict_normal" => Evict::Normal,
            _ => return None,
        })
    }
}

/// Descriptor modes (libcu++ `__l2_descriptor_mode_t`).
const MODE_INTERLEAVED: u64 = 2;
const MODE_BLOCK: u64 = 3;

fn priorities(mode: u64, primary: Evict, secondary: Evict) -> u64 {
    (secondary as u64) << 56 | (primary as u64) << 57 | mode << 59
}

/// `createpolicy.fractional`: `fraction` (an `.f32`) of the accesses get `primary`, the
/// rest `secondary`. The fraction is kept in sixteenths, `(fraction - FLT_EPSILON) * 16`
/// truncated, in single precision (libcu++ `__l2_interleave`), so 1.0 is 15 and 0.5 is
/// 7. `None` outside the ISA's range (0, 1] (NaN too): undefined there.
pub fn fractional(primary: Evict, secondary: Evict, fraction: f32) -> Option<u64> {
    if !(fraction > 0.0 && fraction <= 1.0) {
        return None;
    }
    // (Below FLT_EPSILON the difference is negative: zero sixteenths.)
    let num = ((fraction - f32::EPSILON) * 16.0).max(0.0) as u64;
    Some(num << 52 | priorities(MODE_INTERLEAVED, primary, secondary))
}

/// A range policy's `primary-size` above its `total-size`, undefined in the ISA.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrimaryAboveTotal;

/// `createpolicy.range [a], primary-size, total-size`: `primary` over
/// `[a, a + primary-size)`, `secondary` over the rest of `total-size` around it. The
/// range is kept in blocks of 4 KiB, doubled until 127 blocks can hold
/// `total-size`, as first block and count (libcu++ `__block_encoding_host`). The
/// first block is kept to its 7-bit field (the header's `__block_desc_t` reference
/// layout, bits 44-50); the host function ORs it in unmasked, which would spill
/// address bits into the size and priority fields. The device's count for the
/// largest block size (a `total-size` above 2 GiB) is the one libcu++ documents as a
/// createpolicy bug: the block difference when it is at most 127, else 1 (not
/// clamped to 1..127).
pub fn range(
    primary: Evict,
    secondary: Evict,
    addr: u64,
    primary_bytes: u32,
    total_bytes: u32,
) -> Result<u64, PrimaryAboveTotal> {
    if primary_bytes > total_bytes {
        return Err(PrimaryAboveTotal);
    }
    // cuda::ceil_ilog2; a `total-size` of 0 (which ptxas takes; libcu++ never makes it)
    // is taken as 1: the smallest blocks [model].
    let log2_total = 32 - total_bytes.max(1).wrapping_sub(1).leading_zeros();
    let size_enum = log2_total.saturating_sub(19);
    let log2_block = 12 + size_enum;
    let block = 1u64 << log2_block;
    let start = (addr >> log2_block) as u32;
    let end = (addr
        .wrapping_add(primary_bytes as u64)
        .wrapping_add(block - 1)
        >> log2_block) as u32;
    let diff = end.wrapping_sub(start);
    let count = if size_enum == 13 {
        if diff <= 127 {
            diff
        } else {
            1
        }
    } else {
        diff.clamp(1, 127)
    };
    Ok((count as u64) << 37
        | (start as u64 & 0x7F) << 44
        | (size_enum as u64) << 52
        | priorities(MODE_BLOCK, primary, secondary))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// libcu++'s own constants for whole-range policies (`__l2_interleave_normal`,
    /// `_streaming`, `_persisting`, `_normal_demote`: fraction 1.0, secondary
    /// unchanged), the values CUTLASS also hard-codes for TMA cache hints
    /// (`CacheHintSm90::EVICT_FIRST`/`EVICT_LAST`).
    #[test]
    fn whole_range_constants() {
        let f = |p| fractional(p, Evict::Unchanged, 1.0).unwrap();
        assert_eq!(f(Evict::Unchanged), 0x10F0_0000_0000_0000);
        assert_eq!(f(Evict::First), 0x12F0_0000_0000_0000);
        assert_eq!(f(Evict::Last), 0x14F0_0000_0000_0000);
        assert_eq!(f(Evict::Normal), 0x16F0_0000_0000_0000);
    }

    #[test]
    fn fractions_in_sixteenths() {
        let num = |x: f32| fractional(Evict::Last, Evict::First, x).unwrap() >> 52 & 0xF;
        assert_eq!(num(0.5), 7);
        assert_eq!(num(0.0625), 0);
        assert_eq!(num(0.0626), 1);
        assert_eq!(num(f32::MIN_POSITIVE), 0);
        assert_eq!(num(0.99), 15);
        assert_eq!(
            fractional(Evict::Last, Evict::First, 0.5).unwrap() >> 56,
            0x10 | 2 << 1 | 1
        );
        for bad in [0.0, -0.5, 1.0000001, f32::NAN, f32::INFINITY] {
            assert_eq!(
                fractional(Evict::Last, Evict::Unchanged, bad),
                None,
                "{bad}"
            );
        }
    }

    /// The range fields against the ISA's example (1 MiB primary of a 2 MiB range)
    /// worked by hand: 2 MiB -> log2 21 -> block enum 2 (16 KiB blocks).
    #[test]
    fn range_fields() {
        let a = 0x1_0000_4000u64;
        let w = range(Evict::Last, Evict::First, a, 0x10_0000, 0x20_0000).unwrap();
        assert_eq!(w >> 59, 3);
        assert_eq!(w >> 57 & 3, 2);
        assert_eq!(w >> 56 & 1, 1);
        assert_eq!(w >> 52 & 0xF, 2);
        // start = a >> 14 = 0x40001, of which the 7-bit field keeps 1.
        let start = 1u64;
        let count = 64u64; // 1 MiB / 16 KiB, the primary range aligned to blocks
        assert_eq!(
            w,
            count << 37 | start << 44 | 2 << 52 | 1 << 56 | 2 << 57 | 3 << 59
        );
        // Small ranges: 4 KiB blocks, at least one block, at most 127.
        let w = range(Evict::First, Evict::Unchanged, 0x1000, 1, 1).unwrap();
        assert_eq!(w >> 37 & 0x7F, 1);
        let w = range(Evict::First, Evict::Unchanged, 0x1000, 0, 16).unwrap();
        assert_eq!(
            w >> 37 & 0x7F,
            1,
            "an empty primary range still names a block"
        );
        let w = range(Evict::First, Evict::Unchanged, 0x800, 0x80000, 0x80000).unwrap();
        assert_eq!(w >> 52 & 0xF, 0);
        assert_eq!(w >> 37 & 0x7F, 127, "129 blocks clamp to 127");
    }

    #[test]
    fn largest_blocks_and_errors() {
        // total > 2 GiB: block enum 13 (32 MiB blocks); an empty primary range keeps
        // its block count 0 there (the device bug libcu++ documents).
        let w = range(Evict::Last, Evict::Unchanged, 0, 0, 0x8000_0001).unwrap();
        assert_eq!(w >> 52 & 0xF, 13);
        assert_eq!(w >> 37 & 0x7F, 0);
        let w = range(Evict::Last, Evict::Unchanged, 0, 0x4000_0000, 0x8000_0001).unwrap();
        assert_eq!(w >> 37 & 0x7F, 32);
        assert_eq!(
            range(Evict::Last, Evict::Unchanged, 0, 5, 4),
            Err(PrimaryAboveTotal)
        );
        let w = range(Evict::Last, Evict::Unchanged, 0x3000, 0, 0).unwrap();
        assert_eq!(w >> 52 & 0xF, 0);
        assert_eq!(w >> 37 & 0x3FFF, 3 << 7 | 1, "block 3, one block");
    }
}
