//! Lane masks: one bit per lane of a warp (up to 64 lanes, the widest wavefront).

/// The most lanes a warp may have (a `u64` mask). The actual width always comes from
/// the config; this is only the capacity of the mask type.
pub const MAX_WIDTH: u32 = 64;

/// A set of lanes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct LaneMask(pub u64);

impl LaneMask {
    /// All lanes of a warp of `width` lanes.
    #[inline]
    pub fn full(width: u32) -> LaneMask {
        LaneMask(if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        })
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub fn contains(self, lane: u32) -> bool {
        (self.0 >> lane) & 1 == 1
    }

    /// Iterate over the set lanes, lowest first.
    #[inline]
    pub fn iter(self) -> Lanes {
        Lanes(self.0)
    }
}

impl std::ops::BitAnd for LaneMask {
    type Output = LaneMask;
    fn bitand(self, o: LaneMask) -> LaneMask {
        LaneMask(self.0 & o.0)
    }
}

impl std::ops::BitOr for LaneMask {
    type Output = LaneMask;
    fn bitor(self, o: LaneMask) -> LaneMask {
        LaneMask(self.0 | o.0)
    }
}

impl std::ops::Not for LaneMask {
    type Output = LaneMask;
    fn not(self) -> LaneMask {
        LaneMask(!self.0)
    }
}

/// Iterator over set lanes.
pub struct Lanes(u64);

impl Iterator for Lanes {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let l = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            Some(l as usize)
        }
    }
}
