//! A sliced cache level (RDNA's GL1, the L2, a memory-side cache): each slice has a
//! tag store, a tag pipeline that takes one lookup per cycle, a data port of
//! `bytes_per_cycle` (moving bytes, or with `requests` whole read and write
//! requests), miss entries (MSHRs) that merge requests to a line in flight,
//! and a FIFO of requests served in arrival order. A slice that cannot take its
//! oldest request (no miss entry, no free way, no queue slot below) stalls until the
//! resource frees, so pressure propagates up to the SMs.
//!
//! Timing of a hit: the lookup at cycle t, the data leaves at t + `pipe` (or when
//! the data port is free), and reaches the requester after the links back. A miss is
//! sent down at the lookup; its fill leaves the slice `pipe` cycles after it arrives.
//! So every level adds exactly its round trip to the load-to-use latency.

use super::counters::*;
use super::level::{Io, Level};
use super::req::{Kind, MReq, Src};
use super::route::SliceMap;
use crate::config::memory::{SliceCacheConfig, WritePolicy};
use crate::timing::cache::{Cache, Slot, NO_MISS};
use crate::timing::port::Port;
use std::collections::VecDeque;

/// Queued write-backs a slice considers at once (the oldest ones): a write buffer
/// issues out of order among a few entries [model].
const WB_WINDOW: usize = 8;

/// A requester waiting for a miss.
#[derive(Debug, Clone, Copy)]
struct Waiter {
    src: Src,
    sectors: u32,
    atomic: bool,
}

/// A miss in flight: the line, its slot, the requests sent down and not yet
/// answered, and who waits.
#[derive(Debug, Clone, Default)]
struct Miss {
    line: u64,
    slot: Option<Slot>,
    outstanding: u32,
    waiting: Vec<Waiter>,
}

/// A data port serving whole requests (`SliceCacheConfig::requests`).
#[derive(Debug, Clone, Copy)]
struct Requests {
    /// Sectors per read request and per write request.
    read: u32,
    write: u32,
    /// Port cycles of one request (a read's bytes at `bytes_per_cycle`).
    slot: f64,
}

/// One slice.
struct Slice {
    tags: Cache,
    /// The tag pipeline takes the next lookup at this cycle.
    tag_free: u64,
    /// The data port.
    data: Port,
    queue: VecDeque<MReq>,
    /// Dirty victims waiting for room in the level below.
    wb: VecDeque<MReq>,
    /// A wake-up is already scheduled at this cycle (`u64::MAX` = none).
    wake_at: u64,
    misses: Vec<Miss>,
    free: Vec<u32>,
    in_use: u32,
    /// For the queue-occupancy integral: when the queue length last changed.
    q_since: u64,
    /// Per way (`Cache::index`): when the last store to its line was acknowledged
    /// (0 = none since the line came in; kept only with `line_store_interval`).
    store_acked: Vec<u64>,
}

/// The level.
pub struct SliceCache {
    name: &'static str,
    map: SliceMap,
    slices: Vec<Slice>,
    /// Cycles of the tag-to-data pipeline (hit) and of a fill passing the slice.
    pipe: u64,
    /// Extra cycles of an atomic performed here.
    atomic_extra: u64,
    /// Extra cycles before a store written here is acknowledged (`write_ack`).
    write_ack: u64,
    /// `line_store_interval`: stores to one line are acknowledged this far apart.
    line_interval: u64,
    performs_atomics: bool,
    link: (u64, u64),
    per_byte: f64,
    requests: Option<Requests>,
    sector_bytes: u32,
    mshrs: u32,
    write: WritePolicy,
    counters: Counters,
}

/// How serving the oldest request of a slice went.
enum Served {
    Done,
    /// Stalled: a fill, a free way or a queue slot below must come first.
    Blocked,
}

impl SliceCache {
    /// The level of config section `name`, for `sms` SMs; `pipe` and `link` are the
    /// model's split of its round trip (see `MemSys::new`). Only the slices `owned`
    /// accepts get a tag store (the others belong to other partitions).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        name: &'static str,
        c: &SliceCacheConfig,
        sms: u32,
        pipe: u64,
        link: (u64, u64),
        atomics: Option<u64>,
        owned: &dyn Fn(u32) -> bool,
    ) -> SliceCache {
        let n = c.groups * c.slices;
        let per_slice = c.size / n as u64;
        SliceCache {
            name,
            map: SliceMap::new(c.slices, c.groups, c.interleave, c.line, c.hash, sms),
            slices: (0..n)
                .map(|i| {
                    let tags = Cache::new(
                        if owned(i) { per_slice } else { 0 },
                        c.line,
                        c.sector,
                        c.assoc,
                    );
                    let chained = if c.line_store_interval > 0 {
                        tags.ways()
                    } else {
                        0
                    };
                    Slice {
                        tags,
                        tag_free: 0,
                        data: Port::default(),
                        queue: VecDeque::new(),
                        wb: VecDeque::new(),
                        wake_at: u64::MAX,
                        misses: Vec::new(),
                        free: Vec::new(),
                        in_use: 0,
                        q_since: 0,
                        store_acked: vec![0; chained],
                    }
                })
                .collect(),
            pipe,
            atomic_extra: atomics.unwrap_or(0),
            write_ack: c.write_ack as u64,
            line_interval: c.line_store_interval as u64,
            performs_atomics: atomics.is_some(),
            link,
            per_byte: 1.0 / c.bytes_per_cycle,
            requests: c.requests.map(|r| Requests {
                read: r.read / c.sector,
                write: r.write / c.sector,
                slot: r.read as f64 / c.bytes_per_cycle,
            }),
            sector_bytes: c.sector,
            mshrs: c.mshrs,
            write: c.write,
            counters: Counters::new(CACHE_COUNTERS, &[], n),
        }
    }

    fn bytes(&self, sectors: u32) -> u64 {
        sectors.count_ones() as u64 * self.sector_bytes as u64
    }

    /// Book the data port from `from` for moving `sectors` of a line in (`write`)
    /// or out; returns when the transfer starts.
    fn data(&mut self, i: u32, from: u64, sectors: u32, write: bool) -> u64 {
        let cycles = match self.requests {
            None => self.bytes(sectors) as f64 * self.per_byte,
            Some(r) => requests(sectors, if write { r.write } else { r.read }) as f64 * r.slot,
        };
        self.slices[i as usize].data.take(from, cycles)
    }

    fn queue_len_changed(&mut self, i: u32, now: u64) {
        let s = &mut self.slices[i as usize];
        let q = s.queue.len() as u64;
        let dt = now.saturating_sub(s.q_since);
        s.q_since = now;
        self.counters.add(C_QUEUE, i, q * dt);
    }

    /// Serve the slice's queue in order while it can.
    fn pump(&mut self, io: &mut Io, i: u32) {
        loop {
            let s = &self.slices[i as usize];
            let Some(&req) = s.queue.front() else { return };
            if s.tag_free > io.now {
                let at = s.tag_free;
                if self.slices[i as usize].wake_at != at {
                    self.slices[i as usize].wake_at = at;
                    io.wake_at(i, at);
                }
                return;
            }
            match self.serve(io, i, req) {
                Served::Done => {
                    if io.level > 0 {
                        // Taken in: the sending level's queue slot frees (the first
                        // level is fed by the SMs, which hold no slots here).
                        io.release(i, req.kind.is_write());
                    }
                    self.queue_len_changed(i, io.now);
                    let s = &mut self.slices[i as usize];
                    s.queue.pop_front();
                    s.tag_free = io.now + 1;
                }
                Served::Blocked => {
                    self.counters.add(C_BLOCKED, i, 1);
                    return;
                }
            }
        }
    }

    fn new_miss(&mut self, i: u32, line: u64, slot: Option<Slot>) -> u32 {
        let s = &mut self.slices[i as usize];
        s.in_use += 1;
        let id = match s.free.pop() {
            Some(id) => id,
            None => {
                s.misses.push(Miss::default());
                s.misses.len() as u32 - 1
            }
        };
        let m = &mut s.misses[id as usize];
        m.line = line;
        m.slot = slot;
        m.outstanding = 0;
        m.waiting.clear();
        id
    }

    #[allow(clippy::too_many_arguments)]
    fn down(
        &self,
        io: &Io,
        line: u64,
        sectors: u32,
        kind: Kind,
        sm: u32,
        i: u32,
        tag: u32,
    ) -> MReq {
        MReq {
            line,
            sectors,
            kind,
            sm,
            src: Src {
                level: io.level,
                inst: i,
                tag,
            },
        }
    }

    /// Answer a read (or atomic) hit now.
    fn hit(&mut self, io: &mut Io, i: u32, req: &MReq, atomic: bool) {
        let bytes = self.bytes(req.sectors);
        let extra = if atomic { self.atomic_extra } else { 0 };
        let at = self.data(i, io.now + self.pipe + extra, req.sectors, false);
        self.counters.add(C_READ_HITS, i, 1);
        self.counters.add(C_BYTES_OUT, i, bytes);
        io.answer(req.src, at);
    }

    /// Serve one request at `io.now`.
    fn serve(&mut self, io: &mut Io, i: u32, req: MReq) -> Served {
        match req.kind {
            // Passed on (a GL1): the L2 performs it and answers the SM.
            Kind::Atomic if !self.performs_atomics => self.pass(io, i, req),
            Kind::Read | Kind::Atomic => self.read(io, i, req),
            Kind::Write | Kind::WriteBack => match self.write {
                WritePolicy::Back => self.write_back(io, i, req),
                WritePolicy::Through => {
                    // Present sectors stay valid (their data is updated in passing).
                    let key = self.map.local_key(req.line);
                    let _ = self.slices[i as usize].tags.lookup(req.line, key);
                    self.pass(io, i, req)
                }
            },
        }
    }

    /// Hand a request on to the level below unchanged (write-through, atomics above
    /// the level that performs them).
    fn pass(&mut self, io: &mut Io, i: u32, req: MReq) -> Served {
        if !io.send_down(i, req) {
            return Served::Blocked;
        }
        if req.kind.is_write() {
            self.counters.add(C_WRITES, i, 1);
            self.counters.add(C_WB_BYTES, i, self.bytes(req.sectors));
        }
        Served::Done
    }

    /// Make room for `line` in its set. A dirty victim's sectors join the slice's
    /// write-back queue (entries shared with the miss entries, `mshrs` in all), which
    /// drains to the level below as it has room: the slice goes on serving while
    /// write-backs wait for a busy channel. `None` = stalled (no way can be taken, or
    /// no entry for the write-back).
    fn allocate(&mut self, io: &mut Io, i: u32, line: u64, sm: u32) -> Option<Slot> {
        let key = self.map.local_key(line);
        let victim_dirty = self.slices[i as usize].tags.victim(key)?;
        if let Some((vline, dirty)) = victim_dirty {
            if dirty != 0 {
                let s = &self.slices[i as usize];
                if s.in_use + s.wb.len() as u32 >= self.mshrs {
                    return None;
                }
                let wb = self.down(io, vline, dirty, Kind::WriteBack, sm, i, 0);
                self.slices[i as usize].wb.push_back(wb);
                self.counters.add(C_WB_BYTES, i, self.bytes(dirty));
                self.drain_writebacks(io, i);
            }
        }
        let s = &mut self.slices[i as usize];
        let a = s.tags.allocate(line, key)?;
        if !s.store_acked.is_empty() {
            // A new line: no store of its own before.
            let k = s.tags.index(a.slot);
            s.store_acked[k] = 0;
        }
        Some(a.slot)
    }

    /// Send queued write-backs down, oldest first, each as soon as its channel (or
    /// slice) below has room: among the oldest `WB_WINDOW` entries one busy
    /// destination does not hold up the others (a full queue below wakes this slice
    /// when a slot frees).
    fn drain_writebacks(&mut self, io: &mut Io, i: u32) {
        let s = &mut self.slices[i as usize];
        let mut k = 0;
        while k < s.wb.len().min(WB_WINDOW) {
            if io.send_down(i, s.wb[k]) {
                s.wb.remove(k);
            } else {
                k += 1;
            }
        }
    }

    fn read(&mut self, io: &mut Io, i: u32, req: MReq) -> Served {
        let atomic = req.kind == Kind::Atomic;
        let key = self.map.local_key(req.line);
        let found = self.slices[i as usize].tags.lookup(req.line, key);
        let (slot, need, pending) = match found {
            Some(slot) => {
                let w = self.slices[i as usize].tags.way(slot);
                (slot, req.sectors & !w.valid, w.pending)
            }
            None => {
                // A new line: a miss entry, a way, and a read slot below.
                if self.entries_full(i) {
                    return Served::Blocked;
                }
                let probe = self.down(io, req.line, req.sectors, Kind::Read, req.sm, i, 0);
                if !io.can_send(i, &probe) {
                    return Served::Blocked;
                }
                let Some(slot) = self.allocate(io, i, req.line, req.sm) else {
                    return Served::Blocked;
                };
                (slot, req.sectors, NO_MISS)
            }
        };
        self.counters.add(C_READS, i, 1);
        let waiter = Waiter {
            src: req.src,
            sectors: req.sectors,
            atomic,
        };
        if need == 0 {
            if atomic {
                self.slices[i as usize].tags.way(slot).dirty |= req.sectors;
            }
            if pending == NO_MISS {
                self.hit(io, i, &req, atomic);
            } else {
                // Sectors on their way: answered with the fill.
                self.counters.add(C_READ_HITS, i, 1);
                self.slices[i as usize].misses[pending as usize]
                    .waiting
                    .push(waiter);
            }
            return Served::Done;
        }
        // Fetch the missing sectors (under the line's miss entry, or a new one).
        let id = if pending != NO_MISS {
            pending
        } else {
            if self.entries_full(i) {
                return Served::Blocked;
            }
            let probe = self.down(io, req.line, need, Kind::Read, req.sm, i, 0);
            if !io.can_send(i, &probe) {
                return Served::Blocked;
            }
            self.new_miss(i, req.line, Some(slot))
        };
        let fetch = self.down(io, req.line, need, Kind::Read, req.sm, i, id);
        if !io.send_down(i, fetch) {
            // (Only when extending a miss whose slot below just filled up.)
            if pending == NO_MISS {
                self.release_miss(i, id);
            }
            return Served::Blocked;
        }
        self.counters.add(C_READ_MISSES, i, 1);
        self.counters.add(C_FILL_BYTES, i, self.bytes(need));
        let s = &mut self.slices[i as usize];
        let m = &mut s.misses[id as usize];
        m.outstanding += 1;
        m.waiting.push(waiter);
        let w = s.tags.way(slot);
        w.valid |= need;
        w.pending = id;
        if atomic {
            w.dirty |= req.sectors;
        }
        Served::Done
    }

    /// Every entry (misses and queued write-backs) is taken.
    fn entries_full(&self, i: u32) -> bool {
        let s = &self.slices[i as usize];
        s.in_use + s.wb.len() as u32 >= self.mshrs
    }

    fn release_miss(&mut self, i: u32, id: u32) {
        let s = &mut self.slices[i as usize];
        s.in_use -= 1;
        s.free.push(id);
    }

    fn write_back(&mut self, io: &mut Io, i: u32, req: MReq) -> Served {
        let key = self.map.local_key(req.line);
        let slot = match self.slices[i as usize].tags.lookup(req.line, key) {
            Some(s) => s,
            None => match self.allocate(io, i, req.line, req.sm) {
                Some(s) => s,
                None => return Served::Blocked,
            },
        };
        let w = self.slices[i as usize].tags.way(slot);
        w.valid |= req.sectors;
        w.dirty |= req.sectors;
        let bytes = self.bytes(req.sectors);
        self.counters.add(C_WRITES, i, 1);
        self.counters.add(C_BYTES_IN, i, bytes);
        let at = self.data(i, io.now + self.pipe, req.sectors, true);
        if req.kind == Kind::Write {
            // The store is acknowledged once written and through the level's
            // acknowledgement path, and no sooner than `line_interval` after the
            // previous store to its line.
            let mut ack = at + self.write_ack;
            if self.line_interval > 0 {
                let s = &mut self.slices[i as usize];
                let k = s.tags.index(slot);
                if s.store_acked[k] > 0 {
                    ack = ack.max(s.store_acked[k] + self.line_interval);
                }
                s.store_acked[k] = ack;
            }
            io.answer(req.src, ack);
        }
        Served::Done
    }
}

/// The requests of `per` sectors each that a line's sector mask touches.
fn requests(sectors: u32, per: u32) -> u32 {
    if per <= 1 {
        return sectors.count_ones();
    }
    let unit = u32::MAX >> (32 - per.min(32));
    (0..32 / per)
        .filter(|k| sectors & (unit << (k * per)) != 0)
        .count() as u32
}

impl SliceCache {
    /// How the level maps lines to its slices.
    pub fn map(&self) -> SliceMap {
        self.map
    }
}

impl Level for SliceCache {
    fn name(&self) -> &'static str {
        self.name
    }

    fn instances(&self) -> u32 {
        self.slices.len() as u32
    }

    fn route(&self, line: u64, sm: u32) -> u32 {
        self.map.route(line, sm)
    }

    fn link(&self) -> (u64, u64) {
        self.link
    }

    fn capacity(&self) -> (Option<u32>, Option<u32>) {
        // Reads are bounded by the misses of the level above; write-backs take one
        // of the slice's miss-entry-sized slots.
        (None, Some(self.mshrs))
    }

    fn request(&mut self, io: &mut Io, inst: u32, req: MReq) {
        self.queue_len_changed(inst, io.now);
        self.slices[inst as usize].queue.push_back(req);
        self.pump(io, inst);
    }

    fn answer(&mut self, io: &mut Io, inst: u32, tag: u32) {
        let s = &mut self.slices[inst as usize];
        let m = &mut s.misses[tag as usize];
        m.outstanding -= 1;
        if m.outstanding > 0 {
            return;
        }
        let (line, slot) = (m.line, m.slot);
        let waiting = std::mem::take(&mut m.waiting);
        if let Some(w) = slot.and_then(|slot| s.tags.way_of(slot, line)) {
            if w.pending == tag {
                w.pending = NO_MISS;
            }
        }
        for w in &waiting {
            let bytes = self.bytes(w.sectors);
            let extra = if w.atomic { self.atomic_extra } else { 0 };
            let at = self.data(inst, io.now + self.pipe + extra, w.sectors, false);
            self.counters.add(C_BYTES_OUT, inst, bytes);
            io.answer(w.src, at);
        }
        let s = &mut self.slices[inst as usize];
        let m = &mut s.misses[tag as usize];
        m.waiting = waiting;
        m.waiting.clear();
        s.in_use -= 1;
        s.free.push(tag);
        self.pump(io, inst);
    }

    fn wake(&mut self, io: &mut Io, inst: u32) {
        let s = &mut self.slices[inst as usize];
        if s.wake_at == io.now {
            s.wake_at = u64::MAX;
        }
        self.drain_writebacks(io, inst);
        self.pump(io, inst);
    }

    fn warm(&self, inst: u32, line: u64) -> u64 {
        let key = self.map.local_key(line);
        self.slices[inst as usize].tags.warm(key)
    }

    fn counters(&self) -> &Counters {
        &self.counters
    }

    fn counters_mut(&mut self) -> &mut Counters {
        &mut self.counters
    }

    fn dirty(&self) -> (u64, u64) {
        let mut t = (0, 0);
        for s in &self.slices {
            let (a, b) = s.tags.dirty();
            t.0 += a;
            t.1 += b;
        }
        (t.0 * self.sector_bytes as u64, t.1)
    }

    fn settle(&mut self) {
        for s in &mut self.slices {
            s.tags.settle();
            s.tag_free = 0;
            s.data = Port::default();
            s.queue.clear();
            s.wb.clear();
            s.wake_at = u64::MAX;
            s.misses.iter_mut().for_each(|m| m.waiting.clear());
            s.free = (0..s.misses.len() as u32).rev().collect();
            s.in_use = 0;
            s.q_since = 0;
            s.store_acked.iter_mut().for_each(|t| *t = 0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::requests;

    #[test]
    fn requests_count_the_chunks_a_sector_mask_touches() {
        assert_eq!(requests(0b1111, 1), 4);
        assert_eq!(requests(0b1111, 2), 2);
        assert_eq!(requests(0b0110, 2), 2, "straddles both halves");
        assert_eq!(requests(0b0100, 2), 1);
        assert_eq!(requests(0b0001, 4), 1);
        assert_eq!(requests(0, 4), 0);
        assert_eq!(requests(1 << 31, 32), 1);
        assert_eq!(requests(u32::MAX, 8), 4);
    }
}
