//! A set of `u64` ids kept as disjoint ranges: warpsim numbers its flows in order, so a
//! trace's millions of flow ids are a handful of ranges, and the trace readers (validator,
//! cut) remember them in a few bytes. Scattered ids cost one range each; [`IdSet::ranges`]
//! lets a reader cap that.

use std::collections::BTreeMap;

#[derive(Debug, Default, Clone)]
pub struct IdSet {
    /// Range start -> range end (inclusive); ranges are disjoint and not adjacent.
    r: BTreeMap<u64, u64>,
}

impl IdSet {
    pub fn contains(&self, id: u64) -> bool {
        self.r
            .range(..=id)
            .next_back()
            .is_some_and(|(_, &e)| id <= e)
    }

    /// Add `id`; false when it was already there.
    pub fn insert(&mut self, id: u64) -> bool {
        if self.contains(id) {
            return false;
        }
        // The range ending just below, and the one starting just above.
        let below = id
            .checked_sub(1)
            .and_then(|p| self.r.range(..=p).next_back())
            .filter(|&(_, &e)| e + 1 == id)
            .map(|(&s, _)| s);
        let above = id
            .checked_add(1)
            .and_then(|n| self.r.get(&n).map(|&e| (n, e)));
        match (below, above) {
            (Some(s), Some((n, e))) => {
                self.r.remove(&n);
                self.r.insert(s, e);
            }
            (Some(s), None) => {
                self.r.insert(s, id);
            }
            (None, Some((n, e))) => {
                self.r.remove(&n);
                self.r.insert(id, e);
            }
            (None, None) => {
                self.r.insert(id, id);
            }
        }
        true
    }

    /// How many disjoint ranges the set holds (its memory, in units of ~40 bytes).
    pub fn ranges(&self) -> usize {
        self.r.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn matches_a_plain_set() {
        // A fixed pseudo-random walk over a small range: every merge case happens.
        let mut s = IdSet::default();
        let mut plain = BTreeSet::new();
        let mut x: u64 = 12345;
        for _ in 0..5000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let id = (x >> 33) % 300;
            assert_eq!(s.insert(id), plain.insert(id), "{id}");
            for q in 0..300 {
                assert_eq!(s.contains(q), plain.contains(&q));
            }
        }
        assert_eq!(s.ranges(), 1);
        let mut e = IdSet::default();
        assert!(e.insert(u64::MAX) && e.insert(0) && !e.insert(0));
        assert!(e.contains(u64::MAX) && !e.contains(1));
        assert_eq!(e.ranges(), 2);
    }

    #[test]
    fn ascending_ids_are_one_range() {
        let mut s = IdSet::default();
        for id in 100..100_000 {
            s.insert(id);
        }
        assert_eq!(s.ranges(), 1);
    }
}
