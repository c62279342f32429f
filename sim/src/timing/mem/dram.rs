//! DRAM as independent channels, each with banks holding one open row, a data bus of
//! `bytes_per_cycle / channels`, read and write queues, and an FR-FCFS scheduler:
//! banks open rows for the oldest waiting requests in parallel (precharge, activate)
//! unless a waiting request still hits their open row; column commands go to the
//! requests whose rows are open, the one whose data can go first (then the oldest).
//! Writes are drained in batches (from 3/4 of the write queue down to 1/4, or while
//! no read waits), each change of bus direction costs the turnaround time, and every
//! `t_refi` each bank (per-bank refresh, banks in turn) or the whole channel
//! (all-bank refresh) is closed for `t_rfc`, staggered over the channels.
//!
//! An unloaded access that finds its bank closed takes link + t_rcd + t_cl + its
//! data + link, which the links are sized to make exactly `dram.latency` (a row hit
//! is t_rcd faster, a row conflict t_rp slower).

use super::counters::*;
use super::level::{Io, Level};
use super::req::{MReq, Src};
use super::route::{DramMap, SliceMap};
use crate::config::dram::DramCycles;
use crate::config::dram::Refresh;
use crate::config::memory::DramConfig;

const CLOSED: u64 = u64::MAX;
const NONE: u64 = u64::MAX;

#[derive(Debug, Clone, Copy)]
struct DReq {
    bank: u32,
    row: u64,
    write: bool,
    accesses: u32,
    src: Src,
}

#[derive(Debug, Clone, Copy)]
struct Bank {
    /// The open row, or the row being opened (`CLOSED` = none).
    open: u64,
    /// The open row takes column commands from this cycle.
    row_ready: u64,
    /// Earliest precharge (and, for a closed bank, earliest activate).
    pre_ok: u64,
    /// The row was opened for a request not served yet (its first access is a miss,
    /// not a row hit).
    fresh: bool,
    /// Its next refresh (per-bank refresh).
    next_refresh: u64,
}

struct Channel {
    q: Vec<DReq>,
    reads: u32,
    writes: u32,
    banks: Vec<Bank>,
    bus_free: f64,
    /// Direction of the last transfer, and when the last write's data ended.
    last_write: Option<bool>,
    write_end: f64,
    drain: bool,
    /// All-bank refresh: the next one and when the running one ends. Per-bank
    /// refresh: the earliest of the banks' next refreshes.
    next_refresh: u64,
    refresh_until: u64,
    /// The planned scheduling decision (`NONE` = none planned).
    tick_at: u64,
    q_since: u64,
}

/// A channel's first all-bank refresh: refreshes are staggered over the channels.
fn first_refresh(t: &DramCycles, c: u32, n: u32) -> u64 {
    t.t_refi * (c as u64 + 1) / n as u64
}

/// Bank `b`'s first per-bank refresh in channel `c` of `n`: a channel refreshes its
/// banks in turn, one every `t_refi / banks`, and channels are staggered within that.
fn first_bank_refresh(t: &DramCycles, c: u32, n: u32, b: u32, banks: u32) -> u64 {
    let slots = n as u64 * banks as u64;
    t.t_refi * (b as u64 * n as u64 + c as u64 + 1) / slots
}

/// Reset channel `c`'s refresh schedule.
fn reset_refresh(ch: &mut Channel, t: &DramCycles, c: u32, n: u32, per_bank: bool) {
    let banks = ch.banks.len() as u32;
    if per_bank {
        for (b, bank) in ch.banks.iter_mut().enumerate() {
            bank.next_refresh = first_bank_refresh(t, c, n, b as u32, banks);
        }
        ch.next_refresh = ch
            .banks
            .iter()
            .map(|b| b.next_refresh)
            .min()
            .unwrap_or(u64::MAX);
    } else {
        ch.next_refresh = first_refresh(t, c, n);
    }
    ch.refresh_until = 0;
}

/// The DRAM level.
pub struct Dram {
    map: DramMap,
    /// The slices of the cache level above, when channels belong to its slices
    /// (memory partitions: a slice's misses and write-backs go to its own channels).
    partition: Option<SliceMap>,
    chans: Vec<Channel>,
    t: DramCycles,
    /// Bus cycles of one access.
    burst: f64,
    access_bytes: u32,
    sector_bytes: u32,
    line_shift: u32,
    link: (u64, u64),
    read_cap: u32,
    write_cap: u32,
    /// Per-bank (else all-bank) refresh.
    per_bank: bool,
    counters: Counters,
}

impl Dram {
    /// DRAM of config `d` at `clock_mhz`, with cache lines and sectors of the given
    /// sizes; `link` is the model's split of its fixed latency. Only the channels
    /// `owned` accepts get banks (the others belong to other partitions).
    pub fn new(
        d: &DramConfig,
        clock_mhz: f64,
        line: u32,
        sector: u32,
        link: (u64, u64),
        partition: Option<SliceMap>,
        owned: &dyn Fn(u32) -> bool,
    ) -> Dram {
        let t = d.cycles(clock_mhz);
        let n = d.channels;
        let per_bank = d.timing.refresh == Refresh::PerBank;
        let mut dram = Dram {
            map: DramMap::new(n, d.banks, d.row_bytes, d.interleave, d.hash),
            partition,
            chans: (0..n)
                .map(owned)
                .map(|mine| Channel {
                    q: Vec::with_capacity(if mine {
                        (d.read_queue + d.write_queue) as usize
                    } else {
                        0
                    }),
                    reads: 0,
                    writes: 0,
                    banks: vec![
                        Bank {
                            open: CLOSED,
                            row_ready: 0,
                            pre_ok: 0,
                            fresh: false,
                            next_refresh: 0,
                        };
                        if mine { d.banks as usize } else { 0 }
                    ],
                    bus_free: 0.0,
                    last_write: None,
                    write_end: 0.0,
                    drain: false,
                    next_refresh: 0,
                    refresh_until: 0,
                    tick_at: NONE,
                    q_since: 0,
                })
                .collect(),
            burst: t.burst(d),
            per_bank,
            t,
            access_bytes: d.access_bytes,
            sector_bytes: sector,
            line_shift: line.trailing_zeros(),
            link,
            read_cap: d.read_queue,
            write_cap: d.write_queue,
            counters: Counters::new(DRAM_COUNTERS, DRAM_PER_CHANNEL, n),
        };
        for (c, ch) in dram.chans.iter_mut().enumerate() {
            reset_refresh(ch, &t, c as u32, n, per_bank);
        }
        dram
    }

    /// The device time of an access of `accesses` column accesses that finds its bank
    /// closed (what the links are sized around: a pointer chase finds its banks closed
    /// by refresh since its last visit).
    pub fn closed_cycles(t: &DramCycles, burst: f64, accesses: u32) -> u64 {
        t.t_rcd + t.t_cl + (burst * accesses as f64).ceil() as u64
    }

    fn plan(&mut self, io: &mut Io, c: u32, at: u64) {
        let ch = &mut self.chans[c as usize];
        if ch.tick_at <= at {
            return;
        }
        ch.tick_at = at;
        io.wake_at(c, at);
    }

    fn queue_changed(&mut self, c: u32, now: u64) {
        let ch = &mut self.chans[c as usize];
        let dt = now.saturating_sub(ch.q_since);
        ch.q_since = now;
        let q = ch.q.len() as u64;
        self.counters.add(D_QUEUE, c, q * dt);
    }

    /// When the bus can take data of direction `write` (turnarounds included).
    fn bus_avail(&self, ch: &Channel, write: bool) -> f64 {
        let t = &self.t;
        match ch.last_write {
            Some(false) if write => ch.bus_free + t.t_rtw as f64,
            Some(true) if !write => ch.bus_free.max(ch.write_end + (t.t_wtr + t.t_cl) as f64),
            _ => ch.bus_free,
        }
    }

    /// Open rows for the oldest requests of direction `write` whose banks hold
    /// another row that no request of that direction still wants (first-ready:
    /// an open row with waiting hits stays open). Rows open in parallel in
    /// different banks, overlapping other banks' data transfers.
    fn prepare(&mut self, c: u32, now: u64, write: bool) {
        let t = self.t;
        let ch = &mut self.chans[c as usize];
        let mut claimed: u64 = 0; // banks (mod 64) already decided this tick
        for k in 0..ch.q.len() {
            let r = ch.q[k];
            if r.write != write {
                continue;
            }
            let bit = 1u64 << (r.bank % 64);
            let b = ch.banks[r.bank as usize];
            if b.open == r.row || claimed & bit != 0 {
                continue;
            }
            claimed |= bit;
            let wanted = b.open != CLOSED
                && ch
                    .q
                    .iter()
                    .any(|o| o.write == write && o.bank == r.bank && o.row == b.open);
            if wanted {
                continue;
            }
            let (act, kind) = if b.open == CLOSED {
                (now.max(b.pre_ok), D_ROW_MISSES)
            } else {
                (now.max(b.pre_ok) + t.t_rp, D_ROW_CONFLICTS)
            };
            let bank = &mut ch.banks[r.bank as usize];
            bank.open = r.row;
            bank.row_ready = act + t.t_rcd;
            bank.pre_ok = act + t.t_ras;
            bank.fresh = true;
            self.counters.add(kind, c, 1);
        }
    }

    /// Scheduling decisions of channel `c` at `io.now`: refresh, write-drain mode,
    /// row preparation, then column commands in first-ready, first-come order while
    /// the data bus is not booked too far ahead.
    fn tick(&mut self, io: &mut Io, c: u32) {
        let now = io.now;
        self.chans[c as usize].tick_at = NONE;
        let t = self.t;
        if self.per_bank {
            self.refresh_banks(c, now);
        } else if self.refresh_channel(io, c, now) {
            return;
        }
        // Column commands are issued at most this far ahead of their data.
        let ahead = t.t_cl as f64 + 4.0 * self.burst;
        loop {
            let ch = &mut self.chans[c as usize];
            if ch.q.is_empty() {
                return;
            }
            // Write drain mode: from 3/4 of the write queue down to 1/4, or while no
            // read waits.
            let hi = (self.write_cap * 3 / 4).max(1);
            let lo = self.write_cap / 4;
            if ch.drain && ((ch.writes <= lo && ch.reads > 0) || ch.writes == 0) {
                ch.drain = false;
            } else if !ch.drain && (ch.writes >= hi || ch.reads == 0) {
                ch.drain = true;
            }
            let write = ch.drain;
            self.prepare(c, now, write);
            let ch = &self.chans[c as usize];
            // The request whose data can go first among those whose row is open;
            // the oldest on a tie.
            let avail = self.bus_avail(ch, write);
            let mut best: Option<(usize, f64, u64)> = None;
            for (k, r) in ch.q.iter().enumerate() {
                let b = &ch.banks[r.bank as usize];
                if r.write != write || b.open != r.row {
                    continue;
                }
                let cas = now.max(b.row_ready);
                let data = avail.max((cas + t.t_cl) as f64);
                if best.is_none_or(|(_, d, _)| data < d) {
                    best = Some((k, data, cas));
                }
            }
            let Some((k, data, cas)) = best else {
                // Every waiting row is still being opened, or its bank is busy with
                // other rows: look again when the first open completes.
                let next =
                    ch.q.iter()
                        .filter(|r| r.write == write)
                        .map(|r| ch.banks[r.bank as usize].row_ready)
                        .filter(|&x| x > now)
                        .min()
                        .unwrap_or(now + 1);
                self.plan(io, c, next);
                return;
            };
            if cas > now {
                self.plan(io, c, cas);
                return;
            }
            if data > now as f64 + ahead {
                let at = (data - ahead).ceil() as u64;
                self.plan(io, c, at.max(now + 1));
                return;
            }
            let r = ch.q[k];
            self.issue(io, c, k, r, data);
        }
    }

    /// Per-bank refresh: banks whose refresh fell due are closed for `t_rfc` from
    /// then (or from when they could precharge); missed ones happened while the
    /// channel idled. Applied lazily, at the channel's next decision.
    fn refresh_banks(&mut self, c: u32, now: u64) {
        let t = self.t;
        let ch = &mut self.chans[c as usize];
        if now < ch.next_refresh {
            return;
        }
        let mut next = u64::MAX;
        let mut n = 0;
        for b in &mut ch.banks {
            if now >= b.next_refresh {
                let missed = (now - b.next_refresh) / t.t_refi;
                b.next_refresh += missed * t.t_refi;
                let start = b.next_refresh.max(b.pre_ok);
                b.open = CLOSED;
                b.fresh = false;
                b.pre_ok = start + t.t_rfc;
                b.next_refresh += t.t_refi;
                n += missed + 1;
            }
            next = next.min(b.next_refresh);
        }
        ch.next_refresh = next;
        self.counters.add(D_REFRESHES, c, n);
    }

    /// All-bank refresh: true when the channel is refreshing at `now` (its next
    /// decision is planned for the end).
    fn refresh_channel(&mut self, io: &mut Io, c: u32, now: u64) -> bool {
        let t = self.t;
        let ch = &mut self.chans[c as usize];
        if now < ch.refresh_until {
            let at = ch.refresh_until;
            self.plan(io, c, at);
            return true;
        }
        if now < ch.next_refresh {
            return false;
        }
        // Refreshes due while the channel idled happened then (their only trace:
        // closed rows); the latest one may still be running.
        let missed = (now - ch.next_refresh) / t.t_refi;
        ch.next_refresh += missed * t.t_refi;
        let start = ch.next_refresh.max(ch.bus_free.ceil() as u64);
        ch.refresh_until = start + t.t_rfc;
        ch.next_refresh += t.t_refi;
        for b in &mut ch.banks {
            b.open = CLOSED;
            b.fresh = false;
            b.pre_ok = b.pre_ok.max(ch.refresh_until);
        }
        self.counters.add(D_REFRESHES, c, missed + 1);
        let until = ch.refresh_until;
        if now < until {
            self.plan(io, c, until);
            return true;
        }
        false
    }

    fn issue(&mut self, io: &mut Io, c: u32, k: usize, r: DReq, data: f64) {
        let t = self.t;
        self.queue_changed(c, io.now);
        let ch = &mut self.chans[c as usize];
        ch.q.remove(k);
        let len = self.burst * r.accesses as f64;
        let end = data + len;
        ch.bus_free = end;
        if ch.last_write.is_some_and(|w| w != r.write) {
            self.counters.add(D_TURNS, c, 1);
        }
        ch.last_write = Some(r.write);
        let b = &mut ch.banks[r.bank as usize];
        if b.fresh {
            b.fresh = false;
        } else {
            self.counters.add(D_ROW_HITS, c, 1);
        }
        if r.write {
            b.pre_ok = b.pre_ok.max((end + t.t_wr as f64).ceil() as u64);
            ch.write_end = end;
            ch.writes -= 1;
        } else {
            b.pre_ok = b.pre_ok.max(end.ceil() as u64);
            ch.reads -= 1;
        }
        let bytes = r.accesses as u64 * self.access_bytes as u64;
        let (kc, kb) = if r.write {
            (D_WRITES, D_WRITE_BYTES)
        } else {
            (D_READS, D_READ_BYTES)
        };
        self.counters.add(kc, c, 1);
        self.counters.add(kb, c, bytes);
        self.counters.add(D_BUSY, c, len.round() as u64);
        io.release(c, r.write);
        if !r.write {
            io.answer(r.src, end.ceil() as u64);
        }
    }
}

impl Level for Dram {
    fn name(&self) -> &'static str {
        "dram"
    }

    fn instances(&self) -> u32 {
        self.chans.len() as u32
    }

    fn route(&self, line: u64, _sm: u32) -> u32 {
        let addr = line << self.line_shift;
        match &self.partition {
            Some(p) => self
                .map
                .channel_in_partition(addr, p.slice_in_group(line), p.slices()),
            None => self.map.of(addr).0,
        }
    }

    fn link(&self) -> (u64, u64) {
        self.link
    }

    fn capacity(&self) -> (Option<u32>, Option<u32>) {
        (Some(self.read_cap), Some(self.write_cap))
    }

    fn request(&mut self, io: &mut Io, inst: u32, req: MReq) {
        let (_, bank, row) = self.map.of(req.line << self.line_shift);
        let accesses = req.sectors.count_ones() * (self.sector_bytes / self.access_bytes).max(1);
        let r = DReq {
            bank,
            row,
            write: req.kind.is_write(),
            accesses,
            src: req.src,
        };
        self.queue_changed(inst, io.now);
        let ch = &mut self.chans[inst as usize];
        ch.q.push(r);
        if r.write {
            ch.writes += 1;
        } else {
            ch.reads += 1;
        }
        if ch.tick_at == NONE {
            self.tick(io, inst);
        } else if io.now >= ch.refresh_until {
            // A decision is planned later (the bus is booked ahead): the new request's
            // bank may start opening its row now, and be ready before that.
            let write = ch.drain;
            self.prepare(inst, io.now, write);
            let ch = &self.chans[inst as usize];
            let b = ch.banks[r.bank as usize];
            if b.open == r.row && r.write == write {
                let at = b.row_ready.max(io.now);
                self.plan(io, inst, at);
            }
        }
    }

    fn answer(&mut self, _io: &mut Io, _inst: u32, _tag: u32) {}

    fn wake(&mut self, io: &mut Io, inst: u32) {
        if self.chans[inst as usize].tick_at == io.now {
            self.tick(io, inst);
        }
    }

    fn counters(&self) -> &Counters {
        &self.counters
    }

    fn counters_mut(&mut self) -> &mut Counters {
        &mut self.counters
    }

    fn settle(&mut self) {
        let n = self.chans.len() as u32;
        for (c, ch) in self.chans.iter_mut().enumerate() {
            reset_refresh(ch, &self.t, c as u32, n, self.per_bank);
            ch.q.clear();
            ch.reads = 0;
            ch.writes = 0;
            for b in &mut ch.banks {
                b.row_ready = 0;
                b.pre_ok = 0;
                b.fresh = false;
            }
            ch.bus_free = 0.0;
            ch.last_write = None;
            ch.write_end = 0.0;
            ch.drain = false;
            ch.tick_at = NONE;
            ch.q_since = 0;
        }
    }
}
