//! Lane maps: `V_PERMLANE16/X16`, SDWA operand selection, DPP controls and `DS_SWIZZLE_B32`.

/// The source lane of `v_permlane16_b32` (`x16` false) / `v_permlanex16_b32` (true)
/// for `lane`: selector nibble `lane & 15` of the 64-bit `{sel_hi, sel_lo}`, added to
/// the first lane of the lane's row of 16 (`x16`: of the other row of its 32-lane
/// half). Source: RDNA2 ISA §6.2 / RDNA3 ISA §16.10 `V_PERMLANE16_B32`,
/// `V_PERMLANEX16_B32`.
pub fn permlane16_src(sel_lo: u32, sel_hi: u32, lane: u32, x16: bool) -> u32 {
    let sel = (sel_lo as u64 | (sel_hi as u64) << 32) >> (4 * (lane & 15)) & 15;
    let row = lane & !15;
    (if x16 { row ^ 16 } else { row }) + sel as u32
}

/// (shift, width) of an SDWA select code (0..3 BYTE_n, 4/5 WORD_0/1, else DWORD).
pub(super) fn sdwa_field(sel: u32) -> (u32, u32) {
    match sel & 7 {
        s @ 0..=3 => (8 * s, 8),
        4 => (0, 16),
        5 => (16, 16),
        _ => (0, 32),
    }
}

/// An SDWA source select: field `sel & 7` of `x` (BYTE_0..3, WORD_0/1, DWORD) moved to
/// bit 0, zero-extended, or sign-extended when `sel` bit 3 (the `sext()` operand
/// modifier) is set. Source: Vega ISA §6.4 / CDNA3 ISA "SDWA": SRC0_SEL, SRC0_SEXT.
pub fn sdwa_sel(x: u32, sel: u32) -> u32 {
    let (sh, w) = sdwa_field(sel);
    if w == 32 {
        return x;
    }
    let v = (x >> sh) & ((1 << w) - 1);
    if sel & 8 != 0 {
        ((v << (32 - w)) as i32 >> (32 - w)) as u32
    } else {
        v
    }
}

/// An SDWA destination select: the low bits of `result` placed in field `code & 7` of
/// the destination; the bits outside it are 0 (`code >> 3` = 0, UNUSED_PAD), copies
/// of the field's top bit above it and 0 below it (1, UNUSED_SEXT), or the old
/// destination's `old` (2, UNUSED_PRESERVE). Source: Vega ISA §6.4 / CDNA3 ISA
/// "SDWA": DST_SEL, DST_UNUSED.
pub fn sdwa_dst(result: u32, old: u32, code: u32) -> u32 {
    let (sh, w) = sdwa_field(code);
    if w == 32 {
        return result;
    }
    let field = (result & ((1 << w) - 1)) << sh;
    let mask = ((1u32 << w) - 1) << sh;
    match code >> 3 {
        1 => {
            let top = field >> (sh + w - 1) & 1;
            let above = if sh + w >= 32 {
                0
            } else {
                u32::MAX << (sh + w)
            };
            field | if top == 1 { above } else { 0 }
        }
        2 => (old & !mask) | field,
        _ => field,
    }
}

// ============================================================================
// Lane shuffles: DPP and DS_SWIZZLE_B32
// ============================================================================

/// A DPP16 lane-select control (`DPP_CTRL`, 9 bits), by meaning.
///
/// Encodings (LLVM `llvm-mc-22`, ISA DPP_CTRL table): `QuadPerm` 0x000-0x0FF,
/// `RowShl(n)` 0x101-0x10F, `RowShr(n)` 0x111-0x11F, `RowRor(n)` 0x121-0x12F,
/// `WaveShl1` 0x130, `WaveRol1` 0x134, `WaveShr1` 0x138, `WaveRor1` 0x13C, `RowMirror`
/// 0x140, `RowHalfMirror` 0x141, `RowBcast15` 0x142, `RowBcast31` 0x143, `RowShare(n)`
/// 0x150-0x15F, `RowXmask(n)` 0x160-0x16F. The wave shifts/rotates and row broadcasts
/// exist on GFX8/9/CDNA only; `RowShare` / `RowXmask` on GFX10+ only (and GFX90A+).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dpp {
    /// `quad_perm:[a,b,c,d]`: lane `4q+i` reads lane `4q+sel[i]` (each 0..=3).
    QuadPerm([u8; 4]),
    /// `row_shl:n` (1..=15): lane reads lane + n of its 16-lane row.
    RowShl(u8),
    /// `row_shr:n` (1..=15): lane reads lane - n of its row.
    RowShr(u8),
    /// `row_ror:n` (1..=15): lane reads (lane - n) mod 16 of its row.
    RowRor(u8),
    /// `wave_shl:1`: lane reads lane + 1.
    WaveShl1,
    /// `wave_rol:1`: lane reads (lane + 1) mod wave size.
    WaveRol1,
    /// `wave_shr:1`: lane reads lane - 1.
    WaveShr1,
    /// `wave_ror:1`: lane reads (lane - 1) mod wave size.
    WaveRor1,
    /// `row_mirror`: lane i of a row reads lane 15 - i.
    RowMirror,
    /// `row_half_mirror`: lane i of an 8-lane half row reads lane 7 - i.
    RowHalfMirror,
    /// `row_bcast:15`: rows 1..3 read lane 15 of the previous row.
    RowBcast15,
    /// `row_bcast:31`: rows 2 and 3 read lane 31.
    RowBcast31,
    /// `row_share:n` (0..=15): every lane of a row reads lane n of that row.
    RowShare(u8),
    /// `row_xmask:n` (0..=15): lane i of a row reads lane i ^ n of that row.
    RowXmask(u8),
}

impl Dpp {
    /// Decode a 9-bit `DPP_CTRL` field; `None` for reserved values (0x100, 0x110, 0x120,
    /// 0x131-0x133, ...). Source: ISA DPP_CTRL enumeration; encodings checked with
    /// `llvm-mc-22` (e.g. `row_share:3` -> 0x153, `row_xmask:5` -> 0x165, `wave_ror:1` -> 0x13C).
    pub fn from_ctrl(ctrl: u16) -> Option<Dpp> {
        let n = (ctrl & 0xF) as u8;
        Some(match ctrl {
            0x000..=0x0FF => Dpp::QuadPerm([
                (ctrl & 3) as u8,
                ((ctrl >> 2) & 3) as u8,
                ((ctrl >> 4) & 3) as u8,
                ((ctrl >> 6) & 3) as u8,
            ]),
            0x101..=0x10F => Dpp::RowShl(n),
            0x111..=0x11F => Dpp::RowShr(n),
            0x121..=0x12F => Dpp::RowRor(n),
            0x130 => Dpp::WaveShl1,
            0x134 => Dpp::WaveRol1,
            0x138 => Dpp::WaveShr1,
            0x13C => Dpp::WaveRor1,
            0x140 => Dpp::RowMirror,
            0x141 => Dpp::RowHalfMirror,
            0x142 => Dpp::RowBcast15,
            0x143 => Dpp::RowBcast31,
            0x150..=0x15F => Dpp::RowShare(n),
            0x160..=0x16F => Dpp::RowXmask(n),
            _ => return None,
        })
    }

    /// The 9-bit `DPP_CTRL` encoding (inverse of [`Dpp::from_ctrl`]; counts are taken
    /// mod 16, quad selectors mod 4).
    pub fn ctrl(self) -> u16 {
        match self {
            Dpp::QuadPerm(s) => {
                (s[0] as u16 & 3)
                    | ((s[1] as u16 & 3) << 2)
                    | ((s[2] as u16 & 3) << 4)
                    | ((s[3] as u16 & 3) << 6)
            }
            Dpp::RowShl(n) => 0x100 | (n as u16 & 0xF),
            Dpp::RowShr(n) => 0x110 | (n as u16 & 0xF),
            Dpp::RowRor(n) => 0x120 | (n as u16 & 0xF),
            Dpp::WaveShl1 => 0x130,
            Dpp::WaveRol1 => 0x134,
            Dpp::WaveShr1 => 0x138,
            Dpp::WaveRor1 => 0x13C,
            Dpp::RowMirror => 0x140,
            Dpp::RowHalfMirror => 0x141,
            Dpp::RowBcast15 => 0x142,
            Dpp::RowBcast31 => 0x143,
            Dpp::RowShare(n) => 0x150 | (n as u16 & 0xF),
            Dpp::RowXmask(n) => 0x160 | (n as u16 & 0xF),
        }
    }
}

/// The lane whose source operand lane `lane` reads under DPP control `ctrl`, or `None`
/// when that source is out of bounds (`row_shl`/`row_shr` past the row edge, `wave_shl`
/// past the last lane, `wave_shr` of lane 0, `row_bcast:15` in row 0, `row_bcast:31` in
/// rows 0-1). What an out-of-bounds lane does is the executor's business: with
/// `bound_ctrl:1` (BC = 1) it reads 0, otherwise the destination lane is not written. The
/// wave forms wrap at 32 lanes when `!wave64`. Shift/rotate counts are taken mod 16 (a
/// count of 0, a reserved encoding, reads the lane itself).
///
/// Source: ISA DPP_CTRL table ("row_shl: shift rows left", etc.); rocjitsu
/// `dpp_sdwa_ops.h` `dpp_permute` (same source lanes and out-of-bounds cases).
pub fn dpp_source_lane(ctrl: Dpp, lane: u32, wave64: bool) -> Option<u32> {
    let w = if wave64 { 64 } else { 32 };
    let row = lane & !15;
    let i = lane & 15;
    match ctrl {
        Dpp::QuadPerm(s) => Some((lane & !3) | (s[(lane & 3) as usize] as u32 & 3)),
        Dpp::RowShl(n) => {
            let j = i + (n as u32 & 15);
            (j < 16).then_some(row | j)
        }
        Dpp::RowShr(n) => {
            let n = n as u32 & 15;
            (i >= n).then(|| row | (i - n))
        }
        Dpp::RowRor(n) => Some(row | ((i + 16 - (n as u32 & 15)) & 15)),
        Dpp::WaveShl1 => (lane + 1 < w).then_some(lane + 1),
        Dpp::WaveRol1 => Some((lane + 1) % w),
        Dpp::WaveShr1 => (lane > 0).then(|| lane - 1),
        Dpp::WaveRor1 => Some((lane + w - 1) % w),
        Dpp::RowMirror => Some(row | (15 - i)),
        Dpp::RowHalfMirror => Some((lane & !7) | (7 - (lane & 7))),
        Dpp::RowBcast15 => (lane >= 16).then(|| row - 1),
        Dpp::RowBcast31 => (lane >= 32).then_some(31),
        Dpp::RowShare(n) => Some(row | (n as u32 & 15)),
        Dpp::RowXmask(n) => Some(row | (i ^ (n as u32 & 15))),
    }
}

/// Whether DPP `row_mask` / `bank_mask` let lane `lane` write its destination: row
/// `lane / 16` must have its `row_mask` bit set and bank `(lane % 16) / 4` its
/// `bank_mask` bit (the masks do not affect which lanes can be read). Source: ISA DPP
/// fields ROW_MASK / BANK_MASK ("applies to the VGPR destination write only"); rocjitsu
/// `dpp_lane_masked`.
pub fn dpp_lane_enabled(lane: u32, row_mask: u8, bank_mask: u8) -> bool {
    let row = (lane >> 4) & 3;
    let bank = (lane >> 2) & 3;
    (row_mask >> row) & 1 != 0 && (bank_mask >> bank) & 1 != 0
}

/// The lane `lane` reads in `DS_SWIZZLE_B32` with 16-bit `offset` (a lane that reads an
/// inactive lane gets 0; that is the executor's business). Modes, in the ISA's order:
/// * `offset >= 0xE000`, FFT: `j = bitrev5(lane & 31) >> popcount(mask) | (lane & mask)`,
///   `mask = offset[4:0]`, within groups of 32.
/// * `offset >= 0xC000`, rotate within groups of 32 by `offset[9:5]` lanes, left
///   (reads lane + n) when `offset[10] == 0`, right otherwise; lanes under
///   `mask = offset[4:0]` keep their own bits: `j = (lane & mask) | ((lane ± n) & !mask)`.
/// * `offset[15] == 1`, quad permute: lane `4q + i` reads `4q + offset[2i+1:2i]`.
/// * `offset[15] == 0`, bit-mask mode within groups of 32:
///   `j = ((lane & and_mask) | or_mask) ^ xor_mask` with `and_mask = offset[4:0]`,
///   `or_mask = offset[9:5]`, `xor_mask = offset[14:10]`.
///
/// Source: CDNA4 ISA `DS_SWIZZLE_B32` pseudo-code and its FFT / rotate example tables (the
/// rotate index is taken mod 32, which the tables require); LLVM `SIDefines.h`
/// `Swizzle::EncBits` (FFT_MODE_ENC 0xE000, ROTATE_MODE_ENC 0xC000, QUAD_PERM_ENC 0x8000).
/// FFT / rotate are accepted by `llvm-mc-22` for gfx942 and gfx1100.
pub fn swizzle_source_lane(offset: u16, lane: u32) -> u32 {
    let off = offset as u32;
    let group = lane & !31;
    let i = lane & 31;
    if off >= 0xE000 {
        let mask = off & 0x1F;
        let rev = (i.reverse_bits() >> 27) & 31;
        group | ((rev >> mask.count_ones()) | (i & mask))
    } else if off >= 0xC000 {
        let mask = off & 0x1F;
        let n = (off >> 5) & 0x1F;
        let moved = if off & (1 << 10) != 0 {
            i.wrapping_sub(n)
        } else {
            i + n
        };
        group | (((i & mask) | (moved & !mask)) & 31)
    } else if off & 0x8000 != 0 {
        (lane & !3) | ((off >> (2 * (lane & 3))) & 3)
    } else {
        let and_mask = off & 0x1F;
        let or_mask = (off >> 5) & 0x1F;
        let xor_mask = (off >> 10) & 0x1F;
        group | (((i & and_mask) | or_mask) ^ xor_mask)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::test_util::*;

    // ------------------------------------------------------------------ DPP, swizzle

    #[test]
    fn dpp_source_lanes() {
        let s = |c: Dpp, l: u32| dpp_source_lane(c, l, true);
        let s32 = |c: Dpp, l: u32| dpp_source_lane(c, l, false);
        assert_eq!(s(Dpp::QuadPerm([1, 0, 3, 2]), 5), Some(4));
        assert_eq!(s(Dpp::QuadPerm([1, 0, 3, 2]), 6), Some(7));
        assert_eq!(s(Dpp::QuadPerm([3, 3, 3, 3]), 60), Some(63));
        assert_eq!(s(Dpp::RowShl(1), 0), Some(1));
        assert_eq!(s(Dpp::RowShl(1), 15), None);
        assert_eq!(s(Dpp::RowShl(1), 16), Some(17));
        assert_eq!(s(Dpp::RowShl(1), 31), None);
        assert_eq!(s(Dpp::RowShl(15), 0), Some(15));
        assert_eq!(s(Dpp::RowShl(15), 1), None);
        assert_eq!(s(Dpp::RowShr(1), 0), None);
        assert_eq!(s(Dpp::RowShr(1), 1), Some(0));
        assert_eq!(s(Dpp::RowShr(1), 16), None);
        assert_eq!(s(Dpp::RowShr(1), 17), Some(16));
        assert_eq!(s(Dpp::RowShr(15), 15), Some(0));
        assert_eq!(s(Dpp::RowShr(15), 14), None);
        assert_eq!(s(Dpp::RowRor(1), 0), Some(15));
        assert_eq!(s(Dpp::RowRor(1), 16), Some(31));
        assert_eq!(s(Dpp::RowRor(1), 5), Some(4));
        assert_eq!(s(Dpp::RowRor(15), 0), Some(1));
        assert_eq!(s(Dpp::WaveShl1, 0), Some(1));
        assert_eq!(s(Dpp::WaveShl1, 63), None);
        assert_eq!(s32(Dpp::WaveShl1, 31), None);
        assert_eq!(s(Dpp::WaveShl1, 31), Some(32));
        assert_eq!(s(Dpp::WaveRol1, 63), Some(0));
        assert_eq!(s32(Dpp::WaveRol1, 31), Some(0));
        assert_eq!(s(Dpp::WaveShr1, 0), None);
        assert_eq!(s(Dpp::WaveShr1, 32), Some(31));
        assert_eq!(s(Dpp::WaveRor1, 0), Some(63));
        assert_eq!(s32(Dpp::WaveRor1, 0), Some(31));
        assert_eq!(s(Dpp::RowMirror, 0), Some(15));
        assert_eq!(s(Dpp::RowMirror, 17), Some(30));
        assert_eq!(s(Dpp::RowHalfMirror, 0), Some(7));
        assert_eq!(s(Dpp::RowHalfMirror, 8), Some(15));
        assert_eq!(s(Dpp::RowHalfMirror, 9), Some(14));
        assert_eq!(s(Dpp::RowHalfMirror, 20), Some(19));
        assert_eq!(s(Dpp::RowBcast15, 5), None);
        assert_eq!(s(Dpp::RowBcast15, 16), Some(15));
        assert_eq!(s(Dpp::RowBcast15, 31), Some(15));
        assert_eq!(s(Dpp::RowBcast15, 32), Some(31));
        assert_eq!(s(Dpp::RowBcast15, 63), Some(47));
        assert_eq!(s(Dpp::RowBcast31, 31), None);
        assert_eq!(s(Dpp::RowBcast31, 32), Some(31));
        assert_eq!(s(Dpp::RowBcast31, 63), Some(31));
        assert_eq!(s32(Dpp::RowBcast31, 20), None);
        assert_eq!(s(Dpp::RowShare(3), 0), Some(3));
        assert_eq!(s(Dpp::RowShare(3), 20), Some(19));
        assert_eq!(s(Dpp::RowXmask(5), 0), Some(5));
        assert_eq!(s(Dpp::RowXmask(5), 21), Some(16));
        assert_eq!(s(Dpp::RowXmask(15), 33), Some(46));
        // every source lane stays in the wave
        for c in 0..0x200u16 {
            if let Some(dpp) = Dpp::from_ctrl(c) {
                for (w64, n) in [(true, 64), (false, 32)] {
                    for l in 0..n {
                        if let Some(src) = dpp_source_lane(dpp, l, w64) {
                            assert!(src < n, "{dpp:?} {l}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn dpp_ctrl_encoding() {
        let mut valid = 0;
        for c in 0..0x200u16 {
            if let Some(dpp) = Dpp::from_ctrl(c) {
                assert_eq!(dpp.ctrl(), c);
                valid += 1;
            }
        }
        assert_eq!(valid, 256 + 3 * 15 + 4 + 4 + 2 * 16);
        for c in [
            0x100, 0x110, 0x120, 0x131, 0x13F, 0x144, 0x14F, 0x170, 0x1FF,
        ] {
            assert_eq!(Dpp::from_ctrl(c), None, "{c:#x}");
        }
        // llvm-mc-22 encodings (byte 5 of the DPP dword = DPP_CTRL[7:0], bit 8 in byte 6)
        let enc: [(u16, Dpp); 13] = [
            (0x0B1, Dpp::QuadPerm([1, 0, 3, 2])),
            (0x01B, Dpp::QuadPerm([3, 2, 1, 0])),
            (0x101, Dpp::RowShl(1)),
            (0x10F, Dpp::RowShl(15)),
            (0x111, Dpp::RowShr(1)),
            (0x12F, Dpp::RowRor(15)),
            (0x130, Dpp::WaveShl1),
            (0x13C, Dpp::WaveRor1),
            (0x140, Dpp::RowMirror),
            (0x141, Dpp::RowHalfMirror),
            (0x143, Dpp::RowBcast31),
            (0x153, Dpp::RowShare(3)),
            (0x165, Dpp::RowXmask(5)),
        ];
        for (c, dpp) in enc {
            assert_eq!(Dpp::from_ctrl(c), Some(dpp));
            assert_eq!(dpp.ctrl(), c);
        }
    }

    #[test]
    fn dpp_masks_and_wave_ops_workload() {
        // row_mask 0b1010: rows 1 and 3; bank_mask 0b0101: lanes 0-3 and 8-11 of each row
        for l in 0..64u32 {
            let row_ok = l / 16 == 1 || l / 16 == 3;
            let bank_ok = (l % 16) / 4 == 0 || (l % 16) / 4 == 2;
            assert_eq!(
                dpp_lane_enabled(l, 0b1010, 0b0101),
                row_ok && bank_ok,
                "lane {l}"
            );
            assert!(dpp_lane_enabled(l, 0xF, 0xF));
            assert!(!dpp_lane_enabled(l, 0, 0xF) && !dpp_lane_enabled(l, 0xF, 0));
        }
        // wave_ops (workloads/amdgpu/wave_ops/wave_ops.hip): o[1] row_shr:1 bound_ctrl:1,
        // o[2] quad_perm:[3,2,1,0] (ctrl 0x1b), o[3] ds_swizzle offset 0x041f
        let mut g = Rng(91);
        for w64 in [false, true] {
            let n = if w64 { 64 } else { 32 };
            let x: Vec<u32> = (0..n).map(|_| g.u32()).collect();
            for l in 0..n {
                let o1 = dpp_source_lane(Dpp::from_ctrl(0x111).unwrap(), l, w64)
                    .map_or(0, |s| x[s as usize]);
                assert_eq!(o1, if l % 16 == 0 { 0 } else { x[l as usize - 1] });
                let o2 =
                    x[dpp_source_lane(Dpp::from_ctrl(0x1b).unwrap(), l, w64).unwrap() as usize];
                assert_eq!(o2, x[((l & !3) | (3 - (l & 3))) as usize]);
                assert_eq!(
                    x[swizzle_source_lane(0x041F, l) as usize],
                    x[(l ^ 1) as usize]
                );
            }
        }
    }

    #[test]
    fn swizzle_isa_tables() {
        // CDNA4 ISA DS_SWIZZLE_B32 examples, input {1, 2, ..., 0x20}: out[i] = in[src(i)]
        let run =
            |off: u16| -> Vec<u32> { (0..32).map(|l| swizzle_source_lane(off, l) + 1).collect() };
        let fft0 = [
            0x01, 0x11, 0x09, 0x19, 0x05, 0x15, 0x0d, 0x1d, 0x03, 0x13, 0x0b, 0x1b, 0x07, 0x17,
            0x0f, 0x1f, 0x02, 0x12, 0x0a, 0x1a, 0x06, 0x16, 0x0e, 0x1e, 0x04, 0x14, 0x0c, 0x1c,
            0x08, 0x18, 0x10, 0x20,
        ];
        let fft10 = [
            0x01, 0x09, 0x05, 0x0d, 0x03, 0x0b, 0x07, 0x0f, 0x02, 0x0a, 0x06, 0x0e, 0x04, 0x0c,
            0x08, 0x10, 0x11, 0x19, 0x15, 0x1d, 0x13, 0x1b, 0x17, 0x1f, 0x12, 0x1a, 0x16, 0x1e,
            0x14, 0x1c, 0x18, 0x20,
        ];
        let ident: Vec<u32> = (1..=32).collect();
        assert_eq!(run(0xE000), fft0);
        assert_eq!(run(0xE010), fft10);
        assert_eq!(run(0xE01F), ident);
        let rot_l: Vec<u32> = (0..32).map(|i| (i + 1) % 32 + 1).collect();
        let rot_r: Vec<u32> = (0..32).map(|i| (i + 31) % 32 + 1).collect();
        assert_eq!(run(0xC020), rot_l); // offset[9:5] = 1, left
        assert_eq!(run(0xC420), rot_r); // right
        let rot_l_m1 = [
            0x01, 0x04, 0x03, 0x06, 0x05, 0x08, 0x07, 0x0a, 0x09, 0x0c, 0x0b, 0x0e, 0x0d, 0x10,
            0x0f, 0x12, 0x11, 0x14, 0x13, 0x16, 0x15, 0x18, 0x17, 0x1a, 0x19, 0x1c, 0x1b, 0x1e,
            0x1d, 0x20, 0x1f, 0x02,
        ];
        let rot_r_m1 = [
            0x1f, 0x02, 0x01, 0x04, 0x03, 0x06, 0x05, 0x08, 0x07, 0x0a, 0x09, 0x0c, 0x0b, 0x0e,
            0x0d, 0x10, 0x0f, 0x12, 0x11, 0x14, 0x13, 0x16, 0x15, 0x18, 0x17, 0x1a, 0x19, 0x1c,
            0x1b, 0x1e, 0x1d, 0x20,
        ];
        assert_eq!(run(0xC021), rot_l_m1);
        assert_eq!(run(0xC421), rot_r_m1);
        // the upper half of a wave64 is its own group of 32 in every mode but quad perm
        for off in [0xE000u16, 0xC020, 0xC421, 0x041F, 0x7C1F, 0x0018] {
            for l in 0..32 {
                assert_eq!(
                    swizzle_source_lane(off, l + 32),
                    swizzle_source_lane(off, l) + 32
                );
            }
        }
        // quad perm: offset[15] = 1, two bits per lane of the quad
        let q = 0x8000 | 0b00_01_10_11;
        assert_eq!(
            (4..8)
                .map(|l| swizzle_source_lane(q, l))
                .collect::<Vec<_>>(),
            [7, 6, 5, 4]
        );
        assert_eq!(swizzle_source_lane(0x80E4, 45), 45);
        // bit-mask mode examples of the ISA text
        for l in 0..64u32 {
            assert_eq!(swizzle_source_lane(0x401F, l), l ^ 16); // SWAPX16
            assert_eq!(swizzle_source_lane(0x041F, l), l ^ 1); // SWAPX1
            assert_eq!(swizzle_source_lane(0x7C1F, l), l ^ 31); // REVERSEX32
            assert_eq!(swizzle_source_lane(0x0C1F, l), l ^ 3); // REVERSEX4
            assert_eq!(swizzle_source_lane(5 << 5, l), (l & 32) | 5); // BCASTX32, thread 5
            assert_eq!(swizzle_source_lane(0x18 | (3 << 5), l), (l & !7) | 3); // BCASTX8, thread 3
        }
    }
}
