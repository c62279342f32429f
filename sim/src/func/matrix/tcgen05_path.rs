//! Where `tcgen05.mma` keeps D in tensor memory: the datapath layouts of PTX ISA
//! 9.0, 9.7.16.10.5 (its table of layouts; the layouts themselves are figures).
//!
//! The row/column-to-lane maps are CUTLASS's accumulator allocations
//! (`UMMA::tmem_frg`, cute/atom/mma_traits_sm100_frag.hpp, commit 7107b05), which
//! the table's datapath shapes and lane alignments agree with:
//! * 4x1 (Layouts A and D; M = 128 on one CTA, M = 256 over a pair): the CTA's row m
//!   in lane m;
//! * 4x1 with half the datapath (Layout F; M = 64 on one CTA, lane alignment 0 or
//!   16): row `m = m0 + 16 m1` in lane `m0 + 32 m1` of the half-quarters starting at
//!   the address's lane (CUTLASS's "half subpartitions" atom `(16,4):(1,32)`);
//! * 2x2 (Layout B; M = 128 over a pair, each CTA 64 rows; and Layout E, `.ws` with
//!   M = 64): columns `0..N/2` in lanes 0-63, columns `N/2..N` in lanes 64-127 at the
//!   same columns (CUTLASS's "2x2" atom `(64,(N/2,2)):(1,(128,64))`, in `tmem_frg`
//!   and `tmem_frg_ws`). The ISA's table calls Layout E "2x3", which no layout of 64
//!   rows over 128 lanes can be; CUTLASS's weight-stationary M = 64 atom is the 2x2
//!   one;
//! * 1x4 (Layout G; `.ws` with M = 32): column quarter q in lanes `32q..32q+31`
//!   (CUTLASS's `(32,(N/4,4)):(1,(128,32))`).

/// Who runs an MMA (9.7.16.10.9): one CTA, the CTA pair (`.cta_group::2`), or one
/// CTA weight-stationary (`tcgen05.mma.ws`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    One,
    Pair,
    Ws,
}

impl Mode {
    /// The mode of an MMA written with `.ws` / `.cta_group::2` (`.ws` is one CTA's).
    pub fn of(ws: bool, pair: bool) -> Mode {
        match (ws, pair) {
            (true, _) => Mode::Ws,
            (false, true) => Mode::Pair,
            (false, false) => Mode::One,
        }
    }
}

/// A datapath layout of D (see the module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Datapath {
    /// 4x1: the CTA's row m in lane m.
    Full,
    /// 4x1, half utilised: row `m0 + 16 m1` in lane `base + m0 + 32 m1`, `base` 0 or
    /// 16.
    Half { base: u32 },
    /// 2x2 (`Split(2)`) or 1x4 (`Split(4)`): the CTA's `128 / k` rows, column group
    /// g of the k in lanes `g 128 / k..`.
    Split(u32),
}

impl Datapath {
    /// The layout of an MMA of `m` rows run as `mode`, whose D address names lane
    /// `lane`; `None` when the ISA has no such layout (M, or a lane other than the
    /// layout's alignment).
    pub fn of(m: u32, mode: Mode, lane: u32) -> Option<Datapath> {
        match (m, mode, lane) {
            (128, Mode::One | Mode::Ws, 0) | (256, Mode::Pair, 0) => Some(Datapath::Full),
            (64, Mode::One, 0 | 16) => Some(Datapath::Half { base: lane }),
            (128, Mode::Pair, 0) | (64, Mode::Ws, 0) => Some(Datapath::Split(2)),
            (32, Mode::Ws, 0) => Some(Datapath::Split(4)),
            _ => None,
        }
    }

    /// The lane and column offset of the CTA's row `m`, column `n` of an N = `width`
    /// D.
    #[inline]
    pub fn at(self, m: u32, n: u32, width: u32) -> (u32, u32) {
        debug_assert!(n < width, "column {n} of {width}");
        match self {
            Datapath::Full => (m, n),
            Datapath::Half { base } => (base + m % 16 + 32 * (m / 16), n),
            Datapath::Split(k) => {
                let part = width / k;
                (m + 128 / k * (n / part), n % part)
            }
        }
    }

    /// The columns an N = `width` D spans.
    pub fn columns(self, width: u32) -> u32 {
        match self {
            Datapath::Split(k) => width / k,
            _ => width,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every layout places each of the CTA's M x N elements in its own cell, inside
    /// the lanes and columns the layout names.
    #[test]
    fn each_layout_is_one_to_one_within_its_lanes() {
        for (m, mode, lane, rows, lanes) in [
            (128, Mode::One, 0, 128, 0..128),
            (256, Mode::Pair, 0, 128, 0..128),
            (64, Mode::One, 0, 64, 0..128),
            (64, Mode::One, 16, 64, 16..128),
            (128, Mode::Pair, 0, 64, 0..128),
            (128, Mode::Ws, 0, 128, 0..128),
            (64, Mode::Ws, 0, 64, 0..128),
            (32, Mode::Ws, 0, 32, 0..128),
        ] {
            let p = Datapath::of(m, mode, lane).unwrap();
            for width in [64, 128, 256] {
                let mut seen = std::collections::HashSet::new();
                for r in 0..rows {
                    for n in 0..width {
                        let (l, c) = p.at(r, n, width);
                        assert!(lanes.contains(&l) && c < p.columns(width), "{p:?} {r} {n}");
                        assert!(seen.insert((l, c)), "{p:?}: ({r}, {n}) shares a cell");
                    }
                }
            }
        }
        // Layout F: the first 16 rows in lanes 0-15 (or 16-31), the next 16 a
        // quarter down; Layout B: row 5's columns N/2.. in lane 69.
        let f = Datapath::of(64, Mode::One, 16).unwrap();
        assert_eq!(
            [
                f.at(0, 3, 8),
                f.at(15, 0, 8),
                f.at(16, 0, 8),
                f.at(63, 0, 8)
            ],
            [(16, 3), (31, 0), (48, 0), (127, 0)]
        );
        assert_eq!(
            Datapath::of(128, Mode::Pair, 0).unwrap().at(5, 40, 64),
            (69, 8)
        );
        // Layout G: row 3, column 200 of 256 is quarter 3's column 8.
        assert_eq!(
            Datapath::of(32, Mode::Ws, 0).unwrap().at(3, 200, 256),
            (99, 8)
        );
        assert_eq!(Datapath::of(64, Mode::One, 8), None);
        assert_eq!(Datapath::of(128, Mode::One, 16), None);
        assert_eq!(Datapath::of(32, Mode::One, 0), None);
        assert_eq!(Datapath::of(64, Mode::Ws, 16), None);
    }
}
