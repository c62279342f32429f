//! Address mapping: which slice of a cache level, and which DRAM channel, bank and
//! row, an address belongs to. Addresses are cut into interleave blocks; with the
//! `xor` hash the bits above the index are XOR-folded into it (as GPUs hash
//! addresses over memory partitions), so power-of-two strides spread over every
//! slice, channel and bank instead of piling onto one.

use crate::config::memory::Hash;

pub(super) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

/// XOR of all `bits`-wide chunks of `v`.
#[inline]
fn fold(mut v: u64, bits: u32) -> u64 {
    let mask = (1u64 << bits) - 1;
    let mut h = 0;
    while v != 0 {
        h ^= v & mask;
        v >>= bits;
    }
    h
}

/// Maps an interleave-block number onto `n` targets.
#[derive(Debug, Clone, Copy)]
pub struct Spread {
    n: u64,
    bits: u32,
    hash: Hash,
}

impl Spread {
    pub fn new(n: u32, hash: Hash) -> Spread {
        let n = n.max(1) as u64;
        Spread {
            n,
            bits: (64 - (n - 1).leading_zeros()).max(1),
            hash,
        }
    }

    /// The target of block `b`. With `xor`, the low `bits` bits of `b` are XORed with
    /// the fold of the rest before the modulo: within each aligned group of 2^bits
    /// blocks this is a permutation, so consecutive blocks still spread evenly.
    #[inline]
    pub fn of(&self, b: u64) -> u32 {
        let v = match self.hash {
            Hash::None => b,
            Hash::Xor => {
                let mask = (1u64 << self.bits) - 1;
                let hi = b >> self.bits;
                (b & !mask) | ((b & mask) ^ fold(hi, self.bits))
            }
        };
        (v % self.n) as u32
    }

    /// The number of targets.
    pub fn count(&self) -> u64 {
        self.n
    }
}

/// Slice routing of a cache level: `groups` copies (per XCD / shader array), each
/// with `slices` slices, SMs split evenly among the groups in order.
#[derive(Debug, Clone, Copy)]
pub struct SliceMap {
    spread: Spread,
    /// log2(lines per interleave block).
    block_shift: u32,
    groups: u32,
    sms: u32,
}

impl SliceMap {
    pub fn new(
        slices: u32,
        groups: u32,
        interleave: u32,
        line: u32,
        hash: Hash,
        sms: u32,
    ) -> SliceMap {
        SliceMap {
            spread: Spread::new(slices, hash),
            block_shift: (interleave / line).max(1).trailing_zeros(),
            groups: groups.max(1),
            sms: sms.max(1),
        }
    }

    /// The instance (group x slices + slice) for `line` from SM `sm`.
    #[inline]
    pub fn route(&self, line: u64, sm: u32) -> u32 {
        let g = (sm.min(self.sms - 1) as u64 * self.groups as u64 / self.sms as u64) as u32;
        g * self.spread.count() as u32 + self.spread.of(line >> self.block_shift)
    }

    /// A set-index key local to the slice: the line's position among the lines the
    /// slice holds (block number divided by the slice count, then the line within
    /// its block), XOR-folded (as GPU caches index their sets) so that strided
    /// patterns use every set of a slice, not a fraction of them.
    #[inline]
    pub fn local_key(&self, line: u64) -> u64 {
        let lines = 1u64 << self.block_shift;
        let block = line >> self.block_shift;
        let k = (block / self.spread.count()) * lines + (line & (lines - 1));
        // A bijection (each step is invertible), so distinct lines keep distinct keys.
        k ^ (k >> 6) ^ (k >> 12)
    }
}

/// DRAM address mapping: channel, bank, row of a byte address.
#[derive(Debug, Clone, Copy)]
pub struct DramMap {
    channel: Spread,
    bank: Spread,
    interleave_shift: u32,
    /// Interleave blocks per row.
    blocks_per_row: u64,
    banks: u64,
}

impl SliceMap {
    /// The slice of `line` within its group (the partition it belongs to).
    #[inline]
    pub fn slice_in_group(&self, line: u64) -> u32 {
        self.spread.of(line >> self.block_shift)
    }

    /// Slices per group.
    pub fn slices(&self) -> u32 {
        self.spread.count() as u32
    }
}

impl DramMap {
    pub fn new(channels: u32, banks: u32, row_bytes: u32, interleave: u32, hash: Hash) -> DramMap {
        DramMap {
            channel: Spread::new(channels, hash),
            bank: Spread::new(banks, hash),
            interleave_shift: interleave.trailing_zeros(),
            blocks_per_row: (row_bytes / interleave).max(1) as u64,
            banks: banks.max(1) as u64,
        }
    }

    /// The channel of `addr` when channels and the `n` slices of the cache above form
    /// memory partitions: `gcd(n, channels)` partitions, slice `s` and channel `c` in
    /// partition `s mod P` and `c mod P`; a slice's misses and write-backs go to the
    /// channels of its own partition (the hash picks among them), so partitions stay
    /// balanced and one busy partition does not hold up the others' slices.
    #[inline]
    pub fn channel_in_partition(&self, addr: u64, s: u32, n: u32) -> u32 {
        let c = self.channel.count();
        let p = gcd(c, n.max(1) as u64);
        let per = c / p;
        let b = addr >> self.interleave_shift;
        let k = Spread::new(per as u32, Hash::Xor).of(b / n.max(1) as u64) as u64;
        ((s as u64 % p) + k * p) as u32
    }

    /// (channel, bank, row) of byte address `addr`. Consecutive interleave blocks go
    /// to consecutive (hashed) channels; a channel's blocks fill a row of one bank,
    /// then move to the next (hashed) bank.
    #[inline]
    pub fn of(&self, addr: u64) -> (u32, u32, u64) {
        let b = addr >> self.interleave_shift;
        let ch = self.channel.of(b);
        let local = b / self.channel.count();
        let row_seq = local / self.blocks_per_row;
        let bank = self.bank.of(row_seq);
        (ch, bank, row_seq / self.banks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn histogram(f: impl Fn(u64) -> u32, n: usize, samples: u64, stride: u64) -> Vec<u64> {
        let mut h = vec![0u64; n];
        for i in 0..samples {
            h[f(i * stride) as usize] += 1;
        }
        h
    }

    #[test]
    fn consecutive_blocks_spread_evenly_with_and_without_hash() {
        for hash in [Hash::None, Hash::Xor] {
            for n in [1u32, 2, 5, 16, 40, 80, 96] {
                let s = Spread::new(n, hash);
                let h = histogram(|b| s.of(b), n as usize, 128 * n as u64 * 8, 1);
                let (lo, hi) = (h.iter().min().unwrap(), h.iter().max().unwrap());
                assert!(hi - lo <= 1 + hi / 50, "{hash:?} n={n}: {h:?}");
            }
        }
    }

    #[test]
    fn xor_hash_spreads_power_of_two_strides() {
        // Blocks 2^k apart: plain modulo piles them onto one target; the hash spreads
        // them over all targets.
        for n in [16u32, 32, 64] {
            let plain = Spread::new(n, Hash::None);
            let xor = Spread::new(n, Hash::Xor);
            let stride = 1u64 << 12;
            let h = histogram(|b| plain.of(b), n as usize, 4096, stride);
            assert_eq!(h.iter().filter(|&&c| c > 0).count(), 1, "plain n={n}");
            let h = histogram(|b| xor.of(b), n as usize, 4096, stride);
            assert!(h.iter().all(|&c| c > 0), "xor n={n}: {h:?}");
            let (lo, hi) = (h.iter().min().unwrap(), h.iter().max().unwrap());
            assert!(hi - lo <= hi / 4, "xor n={n}: {h:?}");
        }
    }

    #[test]
    fn slices_and_groups() {
        // 4 groups of 8 slices for 40 SMs; interleave 256 B of 128-byte lines.
        let m = SliceMap::new(8, 4, 256, 128, Hash::Xor, 40);
        assert_eq!(m.route(0, 0) / 8, 0);
        assert_eq!(m.route(0, 9) / 8, 0);
        assert_eq!(m.route(0, 10) / 8, 1);
        assert_eq!(m.route(0, 39) / 8, 3);
        // Two lines of one interleave block share a slice.
        assert_eq!(m.route(6, 0), m.route(7, 0));
        // Local keys enumerate a slice's lines densely.
        let keys: Vec<u64> = (0..64).map(|l| m.local_key(l)).collect();
        assert_eq!(keys[0], 0);
        assert_eq!(keys[1], 1);
        assert_eq!(
            keys[16], 2,
            "block 8 is the second block of its slice group"
        );
    }

    #[test]
    fn dram_rows_collect_consecutive_blocks_of_a_channel() {
        // 8 channels, 4 banks, 1 KiB rows, 256-byte interleave: 4 blocks per row.
        let m = DramMap::new(8, 4, 1024, 256, Hash::None);
        assert_eq!(m.of(0), (0, 0, 0));
        assert_eq!(m.of(256), (1, 0, 0));
        assert_eq!(
            m.of(8 * 256),
            (0, 0, 0),
            "second block of channel 0, same row"
        );
        assert_eq!(
            m.of(32 * 256),
            (0, 1, 0),
            "fifth block of channel 0: next bank"
        );
        assert_eq!(m.of(128 * 256), (0, 0, 1), "after all banks: next row");
    }
}
