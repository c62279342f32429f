//! A set-associative, sectored tag store with LRU replacement: per line a tag, a
//! valid and a dirty bit per sector, and the miss (MSHR) it is waiting on. It keeps
//! timing state only (data lives in global memory); the L1s and every slice of the
//! shared levels are instances. The set is chosen by a caller-given key (the line
//! itself for an L1; the slice-local line number for a slice, so the lines a hash
//! sends to one slice spread over all of its sets).

/// No miss pending on the line.
pub const NO_MISS: u32 = u32::MAX;

/// One way's state apart from its tag and its place in the use order. Tags sit in an
/// array of their own, and beside them one byte per way hashed from the tag: a lookup
/// scans a set's hash bytes eight at a time (a 64-way set is 64 bytes, one host cache
/// line, instead of 512 bytes of tags) and compares whole tags only where a byte
/// matches, which is most of what a lookup costs on the host.
#[derive(Debug, Clone, Copy)]
pub struct Way {
    /// Sectors present or being filled.
    pub valid: u32,
    /// Sectors written and not yet written back (write-back caches).
    pub dirty: u32,
    /// The miss entry filling this line (`NO_MISS` = none).
    pub pending: u32,
}

/// Where a line sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub set: u32,
    pub way: u32,
}

/// A line allocated by [`Cache::allocate`], and the line it evicted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Alloc {
    pub slot: Slot,
    /// The evicted line and its dirty sectors (dirty = 0: nothing to write back).
    pub evicted: Option<(u64, u32)>,
}

/// The tag store.
#[derive(Debug, Clone)]
pub struct Cache {
    sets: u64,
    assoc: u32,
    line_shift: u32,
    sector_shift: u32,
    tags: Vec<u64>,
    /// Per set `words` words of eight bytes, byte `b` of word `k` the [`hash`] of the
    /// tag of way `8k + b` (bytes past the last way unused).
    hashes: Vec<u64>,
    words: u32,
    /// Each set's valid ways in order of use, as a doubly linked list of way
    /// indices, one block of `2 + 2 assoc` bytes per set (one host cache line for
    /// 16 ways): its most and least recently used way, then per way the next more
    /// recently used one, then per way the next less recently used one (`NIL` =
    /// none). A lookup moves its way to the front and a victim search starts at
    /// the back, neither scans the set (a 64-way L1 miss used to scan 64 stamps).
    order: Vec<u8>,
    ways: Vec<Way>,
}

const INVALID: u64 = u64::MAX;

/// The byte of a tag kept for the scan: the top byte of a multiplicative hash, so
/// lines of one set (which share their low bits) differ in it.
#[inline]
fn hash(line: u64) -> u8 {
    (line.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as u8
}
/// 0x01 in every byte of a word.
const BYTES: u64 = 0x0101_0101_0101_0101;
/// No way (list ends; the config allows at most 64 ways).
const NIL: u8 = u8::MAX;

impl Cache {
    /// A cache of `size` bytes of `line`-byte lines in `sector`-byte sectors, `assoc`
    /// ways per set (validated by the config: at most 64).
    pub fn new(size: u64, line: u32, sector: u32, assoc: u32) -> Cache {
        let sets = (size / (line as u64 * assoc as u64)).max(1);
        let n = (sets * assoc as u64) as usize;
        let words = assoc.div_ceil(8);
        Cache {
            sets,
            assoc,
            line_shift: line.trailing_zeros(),
            sector_shift: sector.trailing_zeros(),
            tags: vec![INVALID; n],
            hashes: vec![hash(INVALID) as u64 * BYTES; sets as usize * words as usize],
            words,
            order: vec![NIL; sets as usize * (2 + 2 * assoc as usize)],
            ways: vec![
                Way {
                    valid: 0,
                    dirty: 0,
                    pending: NO_MISS,
                };
                n
            ],
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

    /// The set of `key`.
    #[inline]
    fn set(&self, key: u64) -> usize {
        (key % self.sets) as usize
    }

    /// Start of the recency block of `set` in `order`.
    #[inline]
    fn order_at(&self, set: usize) -> usize {
        set * (2 + 2 * self.assoc as usize)
    }

    /// The first way of `set` whose tag is `tag`. The hash bytes are compared eight
    /// at a time (the zero-byte test on their XOR with the wanted byte: it finds every
    /// equal byte, and may flag a byte above an equal one, so each candidate's whole
    /// tag is compared, lowest way first).
    #[inline]
    fn find(&self, set: usize, tag: u64) -> Option<usize> {
        let n = self.assoc as usize;
        let base = set * n;
        let words = self.words as usize;
        let want = hash(tag) as u64 * BYTES;
        for (k, &word) in self.hashes[set * words..(set + 1) * words]
            .iter()
            .enumerate()
        {
            let x = word ^ want;
            let mut hits = x.wrapping_sub(BYTES) & !x & (BYTES << 7);
            while hits != 0 {
                let w = k * 8 + (hits.trailing_zeros() / 8) as usize;
                if w < n && self.tags[base + w] == tag {
                    return Some(w);
                }
                hits &= hits - 1;
            }
        }
        None
    }

    /// Find `line` (set chosen by `key`), marking it most recently used.
    #[inline]
    pub fn lookup(&mut self, line: u64, key: u64) -> Option<Slot> {
        let set = self.set(key);
        let w = self.find(set, line)?;
        if self.order[self.order_at(set)] != w as u8 {
            self.unlink(set, w);
            self.push_front(set, w);
        }
        Some(Slot {
            set: set as u32,
            way: w as u32,
        })
    }

    /// Read the first tag and way state of set `key` (see `Level::warm`).
    #[inline]
    pub fn warm(&self, key: u64) -> u64 {
        if self.tags.is_empty() {
            return 0;
        }
        let set = self.set(key);
        let base = set * self.assoc as usize;
        self.hashes[set * self.words as usize]
            ^ self.tags[base]
            ^ self.ways[base].valid as u64
            ^ self.order[self.order_at(set)] as u64
    }

    /// Put `line` into its set (chosen by `key`) with no valid sectors: an invalid way,
    /// else the least recently used way with no miss pending. `None` when every way
    /// waits for a fill.
    pub fn allocate(&mut self, line: u64, key: u64) -> Option<Alloc> {
        let set = self.set(key);
        let base = set * self.assoc as usize;
        let v = self.victim_way(set)?;
        let old_tag = std::mem::replace(&mut self.tags[base + v], line);
        let (k, b) = (set * self.words as usize + v / 8, 8 * (v % 8));
        self.hashes[k] = self.hashes[k] & !(0xFF << b) | (hash(line) as u64) << b;
        if old_tag != INVALID {
            self.unlink(set, v);
        }
        self.push_front(set, v);
        let old = &mut self.ways[base + v];
        let evicted = (old_tag != INVALID).then_some((old_tag, old.dirty));
        *old = Way {
            valid: 0,
            dirty: 0,
            pending: NO_MISS,
        };
        Some(Alloc {
            slot: Slot {
                set: set as u32,
                way: v as u32,
            },
            evicted,
        })
    }

    /// What [`Cache::allocate`] would do for a line of set `key`: `None` = no way can
    /// be taken (all wait for fills); `Some(None)` = a free way; `Some(Some((line,
    /// dirty)))` = that line would be evicted.
    pub fn victim(&self, key: u64) -> Option<Option<(u64, u32)>> {
        let set = self.set(key);
        let base = set * self.assoc as usize;
        let v = self.victim_way(set)?;
        let tag = self.tags[base + v];
        Some((tag != INVALID).then_some((tag, self.ways[base + v].dirty)))
    }

    /// The way of `set` a new line takes: the first invalid way, else the least
    /// recently used way with no miss pending.
    #[inline]
    fn victim_way(&self, set: usize) -> Option<usize> {
        let n = self.assoc as usize;
        let base = set * n;
        // Ways are taken in order and never invalidated, so the invalid ways of a
        // set are its last ones: a set whose last way is valid is full.
        if self.tags[base + n - 1] == INVALID {
            return self.find(set, INVALID);
        }
        // From the least recently used way toward the most recent one.
        let o = self.order_at(set);
        let mut w = self.order[o + 1];
        while w != NIL {
            if self.ways[base + w as usize].pending == NO_MISS {
                return Some(w as usize);
            }
            w = self.order[o + 2 + w as usize];
        }
        None
    }

    /// Take valid way `w` of `set` out of its use order.
    #[inline]
    fn unlink(&mut self, set: usize, w: usize) {
        let o = self.order_at(set);
        let (newer, older) = (o + 2, o + 2 + self.assoc as usize);
        let (nw, ol) = (self.order[newer + w], self.order[older + w]);
        match nw {
            NIL => self.order[o] = ol,
            x => self.order[older + x as usize] = ol,
        }
        match ol {
            NIL => self.order[o + 1] = nw,
            x => self.order[newer + x as usize] = nw,
        }
    }

    /// Make way `w` of `set` (not in the use order) its most recently used.
    #[inline]
    fn push_front(&mut self, set: usize, w: usize) {
        let o = self.order_at(set);
        let (newer, older) = (o + 2, o + 2 + self.assoc as usize);
        let head = self.order[o];
        self.order[newer + w] = NIL;
        self.order[older + w] = head;
        match head {
            NIL => self.order[o + 1] = w as u8,
            x => self.order[newer + x as usize] = w as u8,
        }
        self.order[o] = w as u8;
    }

    /// The way count, `sets x assoc`: [`Cache::index`] is below it.
    pub fn ways(&self) -> usize {
        self.ways.len()
    }

    /// A dense index of slot `s`, for state kept beside the tags.
    #[inline]
    pub fn index(&self, s: Slot) -> usize {
        s.set as usize * self.assoc as usize + s.way as usize
    }

    /// The way at `s`.
    #[inline]
    pub fn way(&mut self, s: Slot) -> &mut Way {
        let i = self.index(s);
        &mut self.ways[i]
    }

    /// The way at `s` if it still holds `line` (it may have been evicted and reused
    /// since the slot was taken).
    #[inline]
    pub fn way_of(&mut self, s: Slot, line: u64) -> Option<&mut Way> {
        let i = self.index(s);
        (self.tags[i] == line).then(|| &mut self.ways[i])
    }

    /// Dirty sectors of every line, and how many lines hold any.
    pub fn dirty(&self) -> (u64, u64) {
        let mut sectors = 0u64;
        let mut lines = 0u64;
        for (_, w) in self
            .tags
            .iter()
            .zip(&self.ways)
            .filter(|(&t, w)| t != INVALID && w.dirty != 0)
        {
            sectors += w.dirty.count_ones() as u64;
            lines += 1;
        }
        (sectors, lines)
    }

    /// Forget pending fills (between launches: whatever was in flight has arrived);
    /// contents and dirty sectors stay.
    pub fn settle(&mut self) {
        for w in &mut self.ways {
            w.pending = NO_MISS;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_one_hash_byte_are_told_apart_by_their_tags() {
        // One 64-way set filled with lines whose hash bytes are all equal (and a 12-way
        // cache, whose last word is part padding): every lookup finds its own way.
        for assoc in [64u32, 12] {
            let mut c = Cache::new(assoc as u64 * 128, 128, 32, assoc);
            let h = hash(0);
            let lines: Vec<u64> = (1u64..)
                .filter(|&l| hash(l) == h)
                .take(assoc as usize)
                .collect();
            for &l in &lines {
                assert_eq!(c.lookup(l, 0), None);
                c.allocate(l, 0).unwrap();
            }
            for (w, &l) in lines.iter().enumerate() {
                assert_eq!(c.lookup(l, 0).map(|s| s.way), Some(w as u32));
            }
            assert_eq!(c.lookup(0, 0), None);
        }
    }

    #[test]
    fn hits_misses_and_lru() {
        // 4 sets of 2 ways, 128-byte lines of 32-byte sectors.
        let mut c = Cache::new(4 * 128 * 2, 128, 32, 2);
        assert_eq!(c.sector_mask(0x100, 4), 0b1);
        assert_eq!(c.sector_mask(0x13C, 8), 0b110);
        assert_eq!(c.sector_mask(0x100, 128), 0b1111);
        assert_eq!(c.lookup(8, 8), None);
        let a = c.allocate(8, 8).unwrap();
        assert_eq!(a.evicted, None);
        c.way(a.slot).valid = 0b1;
        assert_eq!(c.lookup(8, 8), Some(a.slot));
        // Lines 8, 12, 16 share set 0: 16 evicts the least recently used (12).
        let b = c.allocate(12, 12).unwrap();
        c.way(b.slot).dirty = 0b10;
        c.lookup(8, 8);
        let d = c.allocate(16, 16).unwrap();
        assert_eq!(d.evicted, Some((12, 0b10)), "12 was the LRU way, dirty");
        assert!(c.lookup(8, 8).is_some(), "8 stayed (recently used)");
        assert_eq!(c.lookup(12, 12), None);
        // A line waiting for a fill is not a victim.
        c.way(d.slot).pending = 7;
        c.lookup(16, 16);
        let e = c.allocate(20, 20).unwrap();
        assert_eq!(e.evicted.map(|x| x.0), Some(8));
        c.way(e.slot).pending = 9;
        assert_eq!(c.allocate(24, 24), None, "every way waits for a fill");
        // The key, not the line, chooses the set.
        let f = c.allocate(5, 1).unwrap();
        assert_eq!(f.slot.set, 1);
        assert_eq!(c.lookup(5, 1), Some(f.slot));
        assert_eq!(c.lookup(5, 6), None);
    }

    #[test]
    fn dirty_counts_and_settle() {
        let mut c = Cache::new(4 * 128 * 2, 128, 32, 2);
        let a = c.allocate(1, 1).unwrap();
        let w = c.way(a.slot);
        w.dirty = 0b1011;
        w.pending = 3;
        assert_eq!(c.dirty(), (3, 1));
        c.settle();
        let w = c.way(a.slot);
        assert_eq!((w.pending, w.dirty), (NO_MISS, 0b1011));
    }

    /// The use-order lists against an independent formulation: every way stamped with
    /// the tick of its last use, the victim the first invalid way or the smallest
    /// stamp among ways with no miss pending. Random lookups, allocations and
    /// pending fills on a small cache of every associativity shape.
    #[test]
    fn lru_lists_match_stamps() {
        struct Reference {
            assoc: usize,
            sets: u64,
            tags: Vec<u64>,
            stamp: Vec<u64>,
            pending: Vec<bool>,
            tick: u64,
        }
        impl Reference {
            fn lookup(&mut self, line: u64) -> Option<usize> {
                self.tick += 1;
                let b = (line % self.sets) as usize * self.assoc;
                let w = (0..self.assoc).find(|&w| self.tags[b + w] == line)?;
                self.stamp[b + w] = self.tick;
                Some(w)
            }
            fn allocate(&mut self, line: u64) -> Option<(usize, Option<u64>)> {
                self.tick += 1;
                let b = (line % self.sets) as usize * self.assoc;
                let w = (0..self.assoc)
                    .find(|&w| self.tags[b + w] == INVALID)
                    .or_else(|| {
                        (0..self.assoc)
                            .filter(|&w| !self.pending[b + w])
                            .min_by_key(|&w| self.stamp[b + w])
                    })?;
                let old = std::mem::replace(&mut self.tags[b + w], line);
                self.stamp[b + w] = self.tick;
                self.pending[b + w] = false;
                Some((w, (old != INVALID).then_some(old)))
            }
        }
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        for assoc in [1u32, 2, 4, 16, 64] {
            let sets = 3u64;
            let mut c = Cache::new(sets * assoc as u64 * 128, 128, 32, assoc);
            let n = (sets * assoc as u64) as usize;
            let mut r = Reference {
                assoc: assoc as usize,
                sets,
                tags: vec![INVALID; n],
                stamp: vec![0; n],
                pending: vec![false; n],
                tick: 0,
            };
            // Lines from a pool a little larger than the cache: hits and evictions.
            let pool = n as u64 * 3 / 2 + 2;
            for _ in 0..20_000 {
                let line = next() % pool;
                match next() % 8 {
                    0..=3 => {
                        let got = c.lookup(line, line).map(|s| s.way as usize);
                        assert_eq!(got, r.lookup(line), "lookup {line}, {assoc} ways");
                    }
                    4..=5 => {
                        if r.lookup(line).is_some() {
                            c.lookup(line, line);
                            continue;
                        }
                        let got = c
                            .allocate(line, line)
                            .map(|a| (a.slot.way as usize, a.evicted.map(|e| e.0)));
                        assert_eq!(got, r.allocate(line), "allocate {line}, {assoc} ways");
                    }
                    6 => {
                        // A fill starts or ends on a present line.
                        if let Some(s) = c.lookup(line, line) {
                            r.lookup(line);
                            let i = s.set as usize * assoc as usize + s.way as usize;
                            r.pending[i] = !r.pending[i];
                            c.way(s).pending = if r.pending[i] { 1 } else { NO_MISS };
                        }
                    }
                    _ => {
                        // Every fill of a set lands (so allocations do not stall for good).
                        let set = (line % sets) as usize * assoc as usize;
                        for w in 0..assoc as usize {
                            r.pending[set + w] = false;
                            c.ways[set + w].pending = NO_MISS;
                        }
                    }
                }
            }
        }
    }
}
