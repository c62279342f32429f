//! The L1's tag and data stages (`memory.l1.stages`: NVIDIA's L1TEX, RDNA's L0): how
//! many cycles one global access keeps each stage busy. The tag stage looks up a few
//! distinct lines a cycle, whatever the access (cached or `.cg` load, store, atomic):
//! any few, or one per tag bank with the lines hashed onto the banks. The data stage is
//! the banked SRAM that shared memory also uses: it moves at most one row of banks
//! (banks x width bytes) of the lanes' data a pass, so a pass holds 32 lanes of 4
//! bytes, 16 of 8 or 8 of 16, and each pass costs its bank conflicts. Pure functions of
//! the access; `lsu` charges the cycles on its ports.

use crate::func::exec::{Access, AccessSpace};
use crate::timing::mem::Spread;

/// Tag banks the tally holds (`memory.l1.stages.tags_per_cycle` is at most this).
const MAX_TAG_BANKS: usize = crate::config::memory::MAX_TAG_BANKS as usize;

/// How the tag stage takes an access's lines: `per_cycle` a cycle, any of them
/// (`banks` absent), or one a cycle from each of `per_cycle` banks that `banks` maps
/// the line numbers onto.
#[derive(Debug, Clone, Copy)]
pub(super) struct TagStage {
    pub per_cycle: u32,
    pub banks: Option<Spread>,
}

impl TagStage {
    /// Tag-stage cycles of an access to the distinct line numbers `lines`: with banks,
    /// the most lines any one bank holds (a lookup per bank a cycle), else
    /// ceil(lines / `per_cycle`). An access to no line still passes once.
    pub(super) fn cycles(&self, lines: impl ExactSizeIterator<Item = u64>) -> u32 {
        match self.banks {
            None => (lines.len() as u32).div_ceil(self.per_cycle.max(1)).max(1),
            Some(spread) => {
                // A tally on the stack: nothing allocated per access.
                let mut tally = [0u32; MAX_TAG_BANKS];
                let mut most = 1;
                for l in lines {
                    let b = spread.of(l) as usize % MAX_TAG_BANKS;
                    tally[b] += 1;
                    most = most.max(tally[b]);
                }
                most
            }
        }
    }
}

/// Data-stage cycles of the global elements in `entries` (lanes `lane_mask`, `bytes`
/// in all) on `banks` banks of `width` bytes: the sum over passes of each pass's most
/// distinct words in one bank. Every lane's words count, as all of them pass the data
/// stage (a missed line's data on its way back). `words` is scratch storage.
pub(super) fn data_cycles(
    entries: &[Access],
    lane_mask: u64,
    bytes: u64,
    banks: u64,
    width: u64,
    words: &mut Vec<u64>,
) -> u32 {
    let (banks, width) = (banks.max(1), width.max(1));
    let lanes = lane_mask.count_ones().max(1) as u64;
    // Lanes per pass: a row of banks over the lanes' width (a 64-bit load takes two
    // passes even when every lane reads one word [gpu-strides a100.txt, double stride
    // 0: 2.00 l1tex__data_pipe_lsu_wavefronts]).
    let per_pass = (banks * width / (bytes / lanes).max(1)).max(1);
    let passes = (64 - lane_mask.leading_zeros() as u64).div_ceil(per_pass);
    // The bank words (first, last) of each global element of pass `p`.
    let pass_words = |p: u64| {
        entries
            .iter()
            .filter(move |a| {
                a.space == AccessSpace::Global && a.size > 0 && (a.lane as u64 & 63) / per_pass == p
            })
            .map(move |a| (a.addr / width, (a.addr + a.size as u64 - 1) / width))
    };
    let mut cycles = 0;
    for pass in 0..passes {
        let (lo, hi) =
            pass_words(pass).fold((u64::MAX, 0), |(lo, hi), (f, l)| (lo.min(f), hi.max(l)));
        cycles += if lo > hi {
            0
        } else if hi - lo < banks {
            // Words within one row of banks (a coalesced or broadcast pass) are in
            // distinct banks.
            1
        } else {
            words.clear();
            words.extend(pass_words(pass).flat_map(|(f, l)| f..=l));
            bank_conflicts(words, banks)
        };
    }
    cycles.max(1)
}

/// The most distinct words in `words` (reordered) that any one of `banks` banks holds
/// (1 = conflict free; a word read by several lanes is read once). Stride-2 floats cost
/// 2, stride-32 floats 32, as in shared memory [gpu-strides a100.txt,
/// l1tex__data_pipe_lsu_wavefronts].
pub(super) fn bank_conflicts(words: &mut Vec<u64>, banks: u64) -> u32 {
    words.sort_unstable();
    words.dedup();
    most_per_bank(words, banks)
}

/// The most of the distinct words `words` (reordered to bank numbers) that fall in one
/// of `banks` banks: the longest run of equal banks once sorted, with no per-bank table
/// to clear on every access. Shared memory's conflicts (`execute`) count the same way.
pub(super) fn most_per_bank(words: &mut [u64], banks: u64) -> u32 {
    for w in words.iter_mut() {
        *w %= banks.max(1);
    }
    words.sort_unstable();
    let (mut worst, mut run) = (1u32, 0u32);
    for i in 0..words.len() {
        run = if i > 0 && words[i] == words[i - 1] {
            run + 1
        } else {
            1
        };
        worst = worst.max(run);
    }
    worst
}

#[cfg(test)]
mod tests {
    use super::*;

    fn global(lane: u32, addr: u64, size: u8) -> Access {
        Access {
            addr,
            lane: lane as u8,
            size,
            space: AccessSpace::Global,
            write: false,
        }
    }

    /// `n` lanes from lane 0, lane i at `base + i * stride` bytes, `size` bytes each.
    fn strided(n: u32, stride: u64, size: u8) -> (Vec<Access>, u64, u64) {
        let v: Vec<Access> = (0..n)
            .map(|i| global(i, 4096 + i as u64 * stride, size))
            .collect();
        let mask = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        (v, mask, n as u64 * size as u64)
    }

    fn cycles(n: u32, stride: u64, size: u8) -> u32 {
        let (v, mask, bytes) = strided(n, stride, size);
        data_cycles(&v, mask, bytes, 32, 4, &mut Vec::new())
    }

    #[test]
    fn bank_conflicts_count_distinct_words_per_bank() {
        let mut v: Vec<u64> = vec![7; 32];
        assert_eq!(bank_conflicts(&mut v, 32), 1, "one word read by every lane");
        let mut v: Vec<u64> = (0..32).map(|i| 2 * i).collect();
        assert_eq!(
            bank_conflicts(&mut v, 32),
            2,
            "stride 2: 16 banks, 2 words each"
        );
        let mut v: Vec<u64> = (0..32).map(|i| 32 * i).collect();
        assert_eq!(bank_conflicts(&mut v, 32), 32, "stride 32: one bank");
        let mut v: Vec<u64> = (0..32).map(|i| 3 * i).collect();
        assert_eq!(
            bank_conflicts(&mut v, 32),
            1,
            "odd strides spread over every bank"
        );
        let mut v: Vec<u64> = vec![64, 0, 32, 0, 64];
        assert_eq!(bank_conflicts(&mut v, 32), 3, "duplicates count once");
    }

    #[test]
    fn a_pass_is_a_row_of_banks_of_lane_data() {
        // 32 lanes: 4-byte coalesced 1 pass; 8-byte 2; 16-byte 4; broadcasts the same.
        assert_eq!(cycles(32, 4, 4), 1);
        assert_eq!(cycles(32, 8, 8), 2);
        assert_eq!(cycles(32, 16, 16), 4);
        assert_eq!(
            cycles(32, 0, 8),
            2,
            "a 64-bit broadcast still takes two passes"
        );
        // Conflicts within each pass add up: 8-byte stride-16 bytes is 2 per pass.
        assert_eq!(cycles(32, 16, 8), 4);
        assert_eq!(cycles(32, 128, 4), 32, "float stride 32: one bank");
        assert_eq!(cycles(32, 12, 4), 1, "float stride 3");
        // A 64-lane wave of floats takes two passes; half a warp one.
        assert_eq!(cycles(64, 4, 4), 2);
        assert_eq!(cycles(16, 4, 4), 1);
        // Partial masks group lanes by their index: lanes 0 and 31 share a pass.
        let v = vec![global(0, 0, 4), global(31, 128, 4)];
        assert_eq!(data_cycles(&v, 1 | 1 << 31, 8, 32, 4, &mut Vec::new()), 2);
        let v = vec![global(0, 0, 4), global(33, 128, 4)];
        assert_eq!(data_cycles(&v, 1 | 1 << 33, 8, 32, 4, &mut Vec::new()), 2);
    }

    #[test]
    fn the_fast_path_agrees_with_a_plain_count() {
        // Random 32-lane 4- and 8-byte patterns within a few rows of banks (the fast
        // path's edge), against a per-bank tally of distinct words pass by pass.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        for _ in 0..2000 {
            let size = if next(2) == 0 { 4u8 } else { 8 };
            let spread = 1 + next(3) * 64;
            let v: Vec<Access> = (0..32)
                .map(|i| global(i, next(spread) / size as u64 * size as u64, size))
                .collect();
            let got = data_cycles(
                &v,
                u32::MAX as u64,
                32 * size as u64,
                32,
                4,
                &mut Vec::new(),
            );
            let per_pass = 128 / size as u32;
            let mut want = 0;
            for p in 0..32 / per_pass {
                let mut words: Vec<u64> = v
                    .iter()
                    .filter(|a| a.lane as u32 / per_pass == p)
                    .flat_map(|a| (a.addr / 4)..=((a.addr + a.size as u64 - 1) / 4))
                    .collect();
                words.sort();
                words.dedup();
                let mut tally = [0u32; 32];
                for w in words {
                    tally[(w % 32) as usize] += 1;
                }
                want += tally.iter().copied().max().unwrap_or(0);
            }
            assert_eq!(got, want.max(1), "{v:?}");
        }
    }

    #[test]
    fn tags_are_looked_up_a_few_lines_a_cycle() {
        let any = TagStage {
            per_cycle: 4,
            banks: None,
        };
        let c = |n: u64| any.cycles((0..n).collect::<Vec<_>>().into_iter());
        assert_eq!((c(1), c(4), c(5), c(32), c(0)), (1, 1, 2, 8, 1));
    }

    /// The banked tag stage against an independent count: XOR of all 2-bit chunks of
    /// the line number picks one of 4 banks, and the busiest bank sets the cycles.
    #[test]
    fn banked_tags_cost_the_busiest_bank() {
        use crate::config::memory::Hash;
        let st = TagStage {
            per_cycle: 4,
            banks: Some(Spread::new(4, Hash::Xor)),
        };
        let bank = |mut l: u64| {
            let mut h = 0;
            while l != 0 {
                h ^= l & 3;
                l >>= 2;
            }
            h
        };
        let busiest = |ls: &[u64]| {
            let mut t = [0u32; 4];
            ls.iter().for_each(|&l| t[bank(l) as usize] += 1);
            t.into_iter().max().unwrap().max(1)
        };
        // 32 lines 4 apart fold onto all four banks (8 cycles, as any-4 would); 32
        // lines 3 apart do not, and consecutive lines are a permutation per group of 4.
        for (start, step) in [(0u64, 4u64), (0, 3), (5, 1), (1000, 2), (77, 128), (0, 0)] {
            let ls: Vec<u64> = (0..32).map(|i| start + i * step).collect();
            let mut uniq = ls.clone();
            uniq.dedup();
            assert_eq!(
                st.cycles(uniq.iter().copied()),
                busiest(&uniq),
                "{start} {step}"
            );
        }
        let lines = |n: u64, f: fn(u64) -> u64| (0..n).map(f).collect::<Vec<_>>().into_iter();
        assert_eq!(st.cycles(lines(32, |i| 4 * i)), 8);
        assert_eq!(st.cycles(lines(4, |i| 100 + i)), 1);
        assert_eq!(st.cycles(std::iter::empty()), 1);
        // Lines 128 apart (rows of a 16 KB pitch) spread evenly.
        assert_eq!(st.cycles(lines(32, |i| 128 * i)), 8);
    }
}
