//! What `tcgen05.mma.ws` (weight stationary; PTX ISA 9.0, 9.7.16.10.9.3) adds to
//! the MMA: the zero-column mask descriptor (9.7.16.4.3, Table 45), which zeroes
//! columns of B and shifts the columns B is read from, and B's four collector
//! buffers (`.collector::b0..b3::{fill,use,lastuse,discard}`).
//!
//! Table 45 names the run lengths the other way round from its own examples: "Skip
//! Span: (count of consecutive columns where B matrix is used) - 1", "Use Span:
//! (count ... where 0s are used) - 1", yet every example (skip 2, use 3) makes runs
//! of 4 used columns (0 bits) and 3 zeroed ones (1 bits). warpsim follows the
//! examples and the fields' names: a run of 0 bits is `use + 1` long, of 1 bits
//! `skip + 1`.
//!
//! [model] How far a filled buffer reaches: the instruction descriptor's "maximum
//! shift while attempting B matrix reuse" (bits 30-31: 0, 8, 16 or 32) is taken as
//! the extra columns a fill keeps beyond its N (those inside shared memory), so a
//! later `::use` may read B shifted by up to that many columns more than the fill
//! was; a use whose columns the fill did not keep is a fault. The ISA says no more
//! than the field's name.

/// The columns of B one `.ws` MMA reads: B's column `n + shift` for column n of D,
/// and zero for the columns whose bit is set in `zero` (bit n of `zero[n / 64]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ZeroCols {
    pub shift: u32,
    pub zero: [u64; 4],
}

impl ZeroCols {
    /// Column n of D multiplies zeros instead of B.
    #[inline]
    pub fn zeroed(&self, n: usize) -> bool {
        (self.zero[n / 64] >> (n % 64)) & 1 != 0
    }

    /// Decode zero-column mask descriptor `x` for an M x N MMA (Table 45; M 32, 64
    /// or 128, N up to 256): `128 / M` sub-masks, sub-mask i over columns `i N M /
    /// 128 ..`, each the periodic pattern of runs starting with value `fs_i` with its
    /// first `sc_i` bits skipped.
    pub fn decode(x: u64, m: u32, n: u32) -> Result<ZeroCols, String> {
        debug_assert!(matches!(m, 32 | 64 | 128) && n <= 256, "M = {m}, N = {n}");
        let bits = |lo: u32, w: u32| ((x >> lo) & ((1 << w) - 1)) as u32;
        let bad = |what: String| Err(format!("zero-column mask descriptor {x:#018x}: {what}"));
        if bits(36, 3) != 0 || x >> 62 != 0 {
            return bad("reserved bits 36-38 and 62-63 are not 0".into());
        }
        let shift = bits(56, 6);
        let max = if m == 32 { 16 } else { 32 };
        if shift > max {
            return bad(format!(
                "column shift {shift}: the most for M = {m} is {max}"
            ));
        }
        let mut z = ZeroCols {
            shift,
            zero: [0; 4],
        };
        if bits(39, 1) == 0 {
            return Ok(z);
        }
        let (skip, used) = (bits(40, 8) + 1, bits(48, 8) + 1);
        let subs = 128 / m;
        let width = n / subs;
        for i in 0..subs {
            // Walk the pattern from its start, the first sc_i bits dropped.
            let mut v = bits(32 + i, 1);
            let mut left = if v == 1 { skip } else { used };
            let sc = bits(8 * i, 8);
            for pos in 0..sc + width {
                if pos >= sc && v == 1 {
                    let col = (i * width + pos - sc) as usize;
                    z.zero[col / 64] |= 1 << (col % 64);
                }
                left -= 1;
                if left == 0 {
                    v ^= 1;
                    left = if v == 1 { skip } else { used };
                }
            }
        }
        Ok(z)
    }
}

/// One of B's collector buffers: when `valid`, the K x `width` element values of B's
/// columns `first..first + width` (column-major: column c's K values at `c * k`), as
/// a fill read them. (Invalidating keeps the storage for the next fill.)
#[derive(Debug, Clone, Default)]
pub struct BBuffer {
    pub valid: bool,
    pub k: u32,
    pub bits: u32,
    pub first: u32,
    pub width: u32,
    pub vals: Vec<u64>,
}

impl BBuffer {
    /// Element (`kk`, column `col` of B) if the buffer holds it for an MMA of K `k`
    /// and `bits`-bit elements.
    #[inline]
    pub fn get(&self, k: u32, bits: u32, kk: u32, col: u32) -> Option<u64> {
        let c = col.checked_sub(self.first)?;
        (self.valid && k == self.k && bits == self.bits && c < self.width && kk < k)
            .then(|| self.vals[(c * k + kk) as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The descriptor from Table 45's fields.
    fn zdesc(sc: [u64; 4], fs: [u64; 4], skip: u64, used: u64, shift: u64) -> u64 {
        let mut x = 1 << 39 | skip << 40 | used << 48 | shift << 56;
        for i in 0..4 {
            x |= sc[i] << (8 * i) | fs[i] << (32 + i);
        }
        x
    }

    /// The low `w` bits of sub-mask i as the ISA prints them (MSB first).
    fn sub(z: &ZeroCols, i: usize, w: usize) -> String {
        (0..w)
            .rev()
            .map(|c| if z.zeroed(i * w + c) { '1' } else { '0' })
            .collect()
    }

    /// Table 45's four examples, N = 128 (each sub-mask's low bits, as printed).
    #[test]
    fn the_isas_examples_generate_their_masks() {
        // Example 1: Non-Zero Mask 0.
        let z = ZeroCols::decode(2 << 40 | 3 << 48, 128, 128).unwrap();
        assert_eq!(z, ZeroCols::default());
        // Example 2: M = 128, skip 2, use 3: ...111 0000 111 0000.
        let z = ZeroCols::decode(zdesc([0; 4], [0; 4], 2, 3, 0), 128, 128).unwrap();
        assert_eq!(&sub(&z, 0, 128)[128 - 14..], "11100001110000");
        // Example 3: M = 64, fs0 = 1, fs1 = 0.
        let z = ZeroCols::decode(zdesc([0; 4], [1, 0, 0, 0], 2, 3, 0), 64, 128).unwrap();
        assert_eq!(&sub(&z, 0, 64)[64 - 17..], "11100001110000111");
        assert_eq!(&sub(&z, 1, 64)[64 - 18..], "000011100001110000");
        // Example 4: M = 32, sc = {0, 1, 2, 1}, fs = {1, 1, 0, 0}, shift 2.
        let z = ZeroCols::decode(zdesc([0, 1, 2, 1], [1, 1, 0, 0], 2, 3, 2), 32, 128).unwrap();
        assert_eq!(z.shift, 2);
        assert_eq!(&sub(&z, 0, 32)[32 - 14..], "00001110000111");
        assert_eq!(&sub(&z, 1, 32)[32 - 13..], "0000111000011");
        assert_eq!(&sub(&z, 2, 32)[32 - 12..], "111000011100");
        assert_eq!(&sub(&z, 3, 32)[32 - 13..], "1110000111000");
    }

    /// Against an independent formulation: bit c of sub-mask i is the pattern's bit
    /// `c + sc_i`, the pattern having period `skip + use + 2`.
    #[test]
    fn masks_match_the_periodic_pattern() {
        let mut g = 0x1234_5678_9abc_def0u64;
        for _ in 0..2000 {
            g ^= g << 13;
            g ^= g >> 7;
            g ^= g << 17;
            let m = [32, 64, 128][(g % 3) as usize];
            let n = [64, 128, 256][((g >> 2) % 3) as usize];
            let (skip, used) = ((g >> 8) % 9, (g >> 16) % 9);
            let sc = [
                (g >> 20) % 40,
                (g >> 26) % 40,
                (g >> 32) % 40,
                (g >> 38) % 40,
            ];
            let fs = [(g >> 44) & 1, (g >> 45) & 1, (g >> 46) & 1, (g >> 47) & 1];
            let z = ZeroCols::decode(zdesc(sc, fs, skip, used, 0), m, n).unwrap();
            let subs = (128 / m) as usize;
            let w = n as usize / subs;
            for i in 0..subs {
                let (a, b) = if fs[i] == 1 {
                    (skip + 1, used + 1)
                } else {
                    (used + 1, skip + 1)
                };
                for c in 0..w {
                    let p = (c as u64 + sc[i]) % (a + b);
                    let first_run = p < a;
                    let want = first_run == (fs[i] == 1);
                    assert_eq!(z.zeroed(i * w + c), want, "{m} {n} sub {i} col {c}");
                }
            }
        }
    }

    #[test]
    fn bad_descriptors_are_named() {
        assert!(ZeroCols::decode(1 << 36, 128, 64)
            .unwrap_err()
            .contains("reserved"));
        assert!(ZeroCols::decode(17 << 56, 32, 64)
            .unwrap_err()
            .contains("most for M = 32 is 16"));
        assert_eq!(ZeroCols::decode(32 << 56, 64, 64).unwrap().shift, 32);
    }
}
