//! A set-associative, sectored cache with LRU replacement: tags per line, a valid
//! and a dirty bit per sector, and the cycle each line's latest fill arrives. It only
//! keeps timing state (data lives in global memory); L1 and L2 are instances.

use crate::config::memory::CacheConfig;

/// Result of a lookup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lookup {
    /// Requested sectors that are present (or already being filled).
    pub hit: u32,
    /// Requested sectors that must be fetched.
    pub miss: u32,
    /// Cycle the line's latest fill arrives (0 = long ago; `u64::MAX` = not known yet).
    pub fill_at: u64,
    /// Set and way the line occupies (after allocation).
    pub set: u32,
    pub way: u32,
    /// A dirty line was evicted to make room (its dirty sectors, for write-back).
    pub evicted_dirty: u32,
}

/// One way of a set: everything a lookup needs sits together (one set is one
/// contiguous block of host memory, so a lookup touches few host cache lines).
#[derive(Debug, Clone, Copy)]
struct Way {
    tag: u64,
    fill_at: u64,
    lru: u64,
    valid: u32,
    dirty: u32,
}

/// The cache.
#[derive(Debug, Clone)]
pub struct Cache {
    sets: u64,
    assoc: u32,
    line_shift: u32,
    sector_shift: u32,
    ways: Vec<Way>,
    tick: u64,
    pub hits: u64,
    pub misses: u64,
}

const INVALID: u64 = u64::MAX;

impl Cache {
    pub fn new(c: &CacheConfig) -> Cache {
        let sets = (c.size / (c.line * c.assoc)) as u64;
        let n = (sets * c.assoc as u64) as usize;
        Cache {
            sets,
            assoc: c.assoc,
            line_shift: c.line.trailing_zeros(),
            sector_shift: c.sector.trailing_zeros(),
            ways: vec![
                Way {
                    tag: INVALID,
                    fill_at: 0,
                    lru: 0,
                    valid: 0,
                    dirty: 0,
                };
                n
            ],
            tick: 0,
            hits: 0,
            misses: 0,
        }
    }

    /// Line number of an address.
    #[inline]
    pub fn line_of(&self, addr: u64) -> u64 {
        addr >> self.line_shift
    }

    /// Sector mask of bytes `[addr, addr + size)` inside their line.
    #[inline]
    pub fn sector_mask(&self, addr: u64, size: u32) -> u32 {
        let line_mask = (1u64 << self.line_shift) - 1;
        let first = ((addr & line_mask) >> self.sector_shift) as u32;
        let last_byte = (addr & line_mask) + size.max(1) as u64 - 1;
        let last = ((last_byte.min(line_mask)) >> self.sector_shift) as u32;
        let hi = if last + 1 >= 32 {
            u32::MAX
        } else {
            (1u32 << (last + 1)) - 1
        };
        hi & !((1u32 << first) - 1)
    }

    pub fn sector_bytes(&self) -> u32 {
        1 << self.sector_shift
    }

    /// The ways of the set holding `line`, and the set index.
    #[inline]
    fn set_of(&mut self, line: u64) -> (u64, &mut [Way]) {
        let set = line % self.sets;
        let base = (set * self.assoc as u64) as usize;
        (set, &mut self.ways[base..base + self.assoc as usize])
    }

    /// Look `sectors` of line `line` up; on a miss allocate the line (evicting the LRU
    /// way) and mark the missing sectors as being filled at `fill_at`. Writes mark
    /// sectors dirty (write-back caches) when `dirty`.
    pub fn access(&mut self, line: u64, sectors: u32, fill_at: u64, dirty: bool) -> Lookup {
        self.tick += 1;
        let tick = self.tick;
        let (set, ways) = self.set_of(line);
        let (w, evicted_dirty) = match ways.iter().position(|x| x.tag == line) {
            Some(w) => (w, 0),
            None => {
                // Victim: an invalid way, else the least recently used.
                let v = ways
                    .iter()
                    .position(|x| x.tag == INVALID)
                    .unwrap_or_else(|| (0..ways.len()).min_by_key(|&i| ways[i].lru).unwrap_or(0));
                let ev = if ways[v].tag == INVALID {
                    0
                } else {
                    ways[v].dirty
                };
                ways[v] = Way {
                    tag: line,
                    fill_at: 0,
                    lru: 0,
                    valid: 0,
                    dirty: 0,
                };
                (v, ev)
            }
        };
        let x = &mut ways[w];
        x.lru = tick;
        let hit = sectors & x.valid;
        let miss = sectors & !x.valid;
        if miss != 0 {
            x.valid |= miss;
            x.fill_at = fill_at;
        }
        if dirty {
            x.dirty |= sectors;
        }
        let fill = x.fill_at;
        if hit != 0 {
            self.hits += 1;
        }
        if miss != 0 {
            self.misses += 1;
        }
        Lookup {
            hit,
            miss,
            fill_at: fill,
            set: set as u32,
            way: w as u32,
            evicted_dirty,
        }
    }

    /// Set the fill time of a line allocated earlier (if it is still there).
    pub fn set_fill(&mut self, line: u64, set: u32, way: u32, at: u64) {
        let w = set as usize * self.assoc as usize + way as usize;
        if let Some(x) = self.ways.get_mut(w) {
            if x.tag == line && x.fill_at == u64::MAX {
                x.fill_at = at;
            }
        }
    }

    /// Store sectors of a line without allocating (write-through, no write-allocate):
    /// present sectors stay valid.
    pub fn write_no_allocate(&mut self, line: u64) -> bool {
        self.set_of(line).1.iter().any(|x| x.tag == line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg() -> CacheConfig {
        CacheConfig {
            size: 4 * 128 * 2,
            line: 128,
            sector: 32,
            assoc: 2,
            hit_latency: 1,
            mshrs: 1,
        }
    }

    #[test]
    fn hits_misses_and_lru() {
        let mut c = Cache::new(&cfg());
        assert_eq!(c.sector_mask(0x100, 4), 0b1);
        assert_eq!(c.sector_mask(0x13C, 8), 0b110);
        assert_eq!(c.sector_mask(0x100, 128), 0b1111);
        let l = c.access(8, 0b1, 100, false);
        assert_eq!((l.hit, l.miss), (0, 0b1));
        let l = c.access(8, 0b11, 200, false);
        assert_eq!((l.hit, l.miss), (0b1, 0b10));
        // Lines 8, 12, 16 map to set 0 of 4 sets (2 ways): 16 evicts the LRU (8 was
        // used after 12? no: 12 is older).
        c.access(12, 1, 0, false);
        c.access(8, 1, 0, false);
        c.access(16, 1, 0, false);
        assert_eq!(c.access(8, 1, 0, false).miss, 0, "8 stayed (recently used)");
        assert_eq!(c.access(12, 1, 0, false).miss, 1, "12 was evicted");
    }
}
