//! Operands of the sm_100 tensor core (`tcgen05`) in shared memory: this file's own
//! reading of the ISA's canonical layouts (PTX ISA 9.0, 9.7.16.3.3: CuTe layouts plus
//! a `Swizzle<b,4,3>` on byte addresses) and the shared-memory descriptor (Table 40).

/// An operand matrix in shared memory: how it is stored.
#[derive(Clone, Copy)]
pub struct Lay {
    /// M/N-major (the transpose bit) instead of K-major.
    pub mn_major: bool,
    /// Swizzle width in bytes: 0 (none), 32, 64, 128.
    pub swz: u32,
}

/// Byte offset of element (mn, k) of an `rows` x `cols` (MN x K) operand of `bits`-bit
/// elements under `lay`, with the LBO and SBO this file chooses; returns (offset,
/// LBO, SBO). Canonical layouts (T = 128 / bits elements per 16 bytes):
/// K-major none ((8,m),(T,2k)):((1T,SBO),(1,LBO)); K-major swizzled
/// ((8,m),(T,2k)):((W/16 T,SBO),(1,T)); MN-major none ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO));
/// MN-major swizzled ((T,W/16,m),(8,k)):((1,T,LBO),(W/16 T,SBO)).
pub fn place(lay: Lay, bits: u32, rows: u32, cols: u32, mn: u32, k: u32) -> (u32, u32, u32) {
    let t = 128 / bits;
    let w16 = lay.swz / 16;
    // Offsets in elements, then bytes.
    let (off, lbo, sbo) = match (lay.mn_major, lay.swz) {
        (false, 0) => {
            // 8 x T cores: K-cores first (LBO apart), then the 8-row groups.
            let lbo = 8 * t;
            let sbo = lbo * (cols / t);
            (
                (mn % 8) * t + (mn / 8) * sbo + (k % t) + (k / t) * lbo,
                lbo,
                sbo,
            )
        }
        (false, _) => {
            // One swizzle atom spans W bytes of K; 8-row groups SBO apart.
            let sbo = 8 * w16 * t;
            assert!(cols <= w16 * t, "K fits one swizzle row");
            ((mn % 8) * w16 * t + (mn / 8) * sbo + k, 1, sbo)
        }
        (true, 0) => {
            // T MN-contiguous, 8 K rows of T elements each; MN blocks SBO apart.
            let lbo = 8 * t * (rows / t);
            let sbo = 8 * t;
            (
                (mn % t) + (mn / t) * sbo + (k % 8) * t + (k / 8) * lbo,
                lbo,
                sbo,
            )
        }
        (true, _) => {
            // W bytes of MN contiguous, 8 K rows; the next W of MN at LBO, the next
            // 8 K at SBO.
            let span = w16 * t;
            let lbo = 8 * span;
            let sbo = lbo * rows.div_ceil(span);
            (
                (mn % span) + (mn / span) * lbo + (k % 8) * span + (k / 8) * sbo,
                lbo,
                sbo,
            )
        }
    };
    let b = off * bits / 8;
    let b = if lay.swz == 0 {
        b
    } else {
        // Swizzle<log2(W/16), 4, 3>: 16-byte chunk bits ^= bits 7.. (the row in the
        // 8-row pattern).
        let n = (lay.swz / 16).trailing_zeros();
        b ^ (((b >> 7) & ((1 << n) - 1)) << 4)
    };
    (b, lbo * bits / 8, sbo * bits / 8)
}

/// A tcgen05 shared-memory descriptor (Table 40) for an operand at byte `start`.
pub fn desc(start: u32, lbo: u32, sbo: u32, swz: u32) -> u64 {
    let mode: u64 = match swz {
        0 => 0,
        128 => 2,
        64 => 4,
        _ => 6,
    };
    (start as u64 >> 4)
        | ((lbo as u64 >> 4) << 16)
        | ((sbo as u64 >> 4) << 32)
        | 1 << 46
        | mode << 61
}
