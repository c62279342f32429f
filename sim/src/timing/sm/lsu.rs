//! The SM's load/store path: the L1 (sectored, write-through), its miss entries
//! (MSHRs: a line's misses merge; `l1.mshrs` lines may be outstanding), the
//! load/store queue (requests wait there for an MSHR, a store slot or the port; a full
//! queue throttles memory instructions), the request port to the interconnect
//! (`request_bytes_per_cycle`: store data and headers) and the response port
//! (`response_bytes_per_cycle`), and the inbox of answers from the memory system.
//! Everything here is SM-local and handled in time order inside the SM's own loop:
//! answers are taken when the SM reaches their arrival cycle, requests leave when
//! their turn, an MSHR or store slot, and the port allow.
//!
//! Latency split: a miss leaves the SM half an L1 hit after issue (address, tag
//! check), and its data reaches the registers the other half after it arrives; so
//! an unloaded L2 hit costs exactly `l2.hit_latency`. Ports and the L1 data array
//! add queueing under load, never latency when idle.

use super::l1stages::{data_cycles, TagStage};
use super::{sb_enc, Env, Sm, Wake, NEVER, SB_NEVER, TIMELINE};
use crate::config::GpuConfig;
use crate::func::exec::{Access, AccessSpace};
use crate::func::warp::MemEvent;
use crate::timing::cache::{Cache, Slot, NO_MISS};
use crate::timing::mem::{Kind, Req, Spread};
use crate::timing::port::Port;
use crate::timing::spec::TInst;
use crate::trace::event::TEv;
use std::collections::VecDeque;

/// The staged L1's parameters (`l1.stages`, counted by `l1stages`): how the tag stage
/// takes lines, and the data stage's banks and bank width in bytes.
#[derive(Debug, Clone, Copy)]
struct Stages {
    tag: TagStage,
    banks: u64,
    width: u64,
}

/// Where a memory instruction's completion goes.
#[derive(Debug, Clone, Copy)]
enum Target {
    /// The destination slots of the instruction at this pc.
    Slots(u32),
    /// The AMD memory events (or `cp.async` copies) this instruction started: ids
    /// `first..end`. Later instructions' events are not this token's to complete.
    Event { first: u32, end: u32 },
}

/// A memory instruction waiting for answers.
#[derive(Debug, Clone, Copy)]
struct Token {
    warp: u32,
    /// The block the warp belonged to (its slot may have been reused since).
    block: u64,
    target: Target,
    remaining: u32,
    ready: u64,
    issued: u64,
    key: u32,
    /// The grid of the warp (whose statistics the latency goes to).
    grid: u32,
    /// The timeline writeback waiting for this completion (tracing only).
    wb: Option<TEv>,
}

/// A line miss of the L1: the requests for it sent and not answered, whether its
/// first request left (then it holds an MSHR), and the tokens waiting.
#[derive(Debug, Clone, Default)]
struct Miss {
    line: u64,
    slot: Option<Slot>,
    outstanding: u32,
    departed: bool,
    waiting: Waiting,
}

/// The tokens waiting for a miss, in arrival order: the first two in place (most
/// misses have one; a list on the heap would cost a host cache miss per answer),
/// the rest spilled.
#[derive(Debug, Clone, Default)]
struct Waiting {
    n: u32,
    first: [u32; 2],
    more: Vec<u32>,
}

impl Waiting {
    fn clear(&mut self) {
        self.n = 0;
        self.more.clear();
    }

    fn push(&mut self, t: u32) {
        match self.first.get_mut(self.n as usize) {
            Some(x) => *x = t,
            None => self.more.push(t),
        }
        self.n += 1;
    }
}

/// What a queued request is.
#[derive(Debug, Clone, Copy)]
enum Item {
    Read { miss: u32 },
    Write { token: u32 },
    Atomic { token: u32 },
}

/// A request in the load/store queue.
#[derive(Debug, Clone, Copy)]
struct Queued {
    item: Item,
    line: u64,
    sectors: u32,
    /// It may leave from this cycle on.
    ready: u64,
}

/// What an outstanding request tag stands for.
#[derive(Debug, Clone, Copy)]
enum Use {
    Read { miss: u32, bytes: u32 },
    Write { token: u32 },
    Atomic { token: u32, bytes: u32 },
}

/// Requests and tokens carry their L1's index above this bit (an SM with several
/// L1s, e.g. an RDNA WGP's two CU L0s); request tags and tokens stay below it.
pub const L1_SHIFT: u32 = 28;
const L1_MASK: u32 = (1 << L1_SHIFT) - 1;

/// The load/store path of one L1 of an SM.
pub struct Lsu {
    /// Which of the SM's L1s this is.
    id: u32,
    pub l1: Cache,
    /// Line accesses that hit / missed the L1 (loads).
    pub hits: u64,
    pub misses: u64,
    /// Bytes sent toward the L2 (headers and store data) and received from it.
    pub bytes_sent: u64,
    pub bytes_received: u64,
    hit_latency: u64,
    /// Issue to a miss leaving the SM; an answer's arrival to the registers.
    d_out: u64,
    d_in: u64,
    l1_per_byte: f64,
    /// The L1 data array (hits).
    l1_port: Port,
    /// The tag and data stages (`l1.stages`), where the L1 has them, and the tag
    /// stage's port (the data stage's is `l1_port`).
    stages: Option<Stages>,
    tag_port: Port,
    /// Scratch: the bank words of one access (kept, so no access allocates).
    words: Vec<u64>,
    /// The address unit (`l1.address_lanes`), where there is one.
    lanes: Option<crate::config::memory::AddressLanes>,
    addr_port: Port,
    req_per_byte: f64,
    resp_per_byte: f64,
    header: u32,
    /// The request and response ports to the interconnect.
    req_port: Port,
    resp_port: Port,
    sector_bytes: u32,
    miss: Vec<Miss>,
    free_miss: Vec<u32>,
    mshrs: u32,
    mshr_used: u32,
    store_slots: u32,
    store_used: u32,
    queue: VecDeque<Queued>,
    queue_cap: usize,
    /// Requests sent this quantum (taken by the exchange).
    pub out: Vec<Req>,
    /// Answers from the exchange, (arrival, tag) ascending from `inbox_head` on (tags
    /// of outstanding requests are unique, so the order is total): a sorted batch per
    /// exchange costs less than a heap's sift per answer.
    inbox: Vec<(u64, u32)>,
    inbox_head: usize,
    uses: Vec<Use>,
    free_use: Vec<u32>,
    tokens: Vec<Token>,
    free_tok: Vec<u32>,
    lines: Vec<(u64, u32)>,
    /// The last cycle an answer completed.
    pub last_done: u64,
}

fn take<T: Clone>(v: &mut Vec<T>, free: &mut Vec<u32>, x: T) -> u32 {
    match free.pop() {
        Some(i) => {
            v[i as usize] = x;
            i
        }
        None => {
            v.push(x);
            v.len() as u32 - 1
        }
    }
}

impl Lsu {
    /// L1 number `id` of an SM of `cfg`.
    pub fn new(cfg: &GpuConfig, id: u32) -> Lsu {
        let m = &cfg.memory;
        let l1 = &m.l1;
        let ic = &m.interconnect;
        let hit = l1.hit_latency as u64;
        Lsu {
            id,
            l1: Cache::new(l1.size as u64, l1.line, l1.sector, l1.assoc),
            hits: 0,
            misses: 0,
            bytes_sent: 0,
            bytes_received: 0,
            hit_latency: hit,
            d_out: hit / 2,
            d_in: hit - hit / 2,
            l1_per_byte: 1.0 / l1.bytes_per_cycle,
            l1_port: Port::default(),
            stages: l1.stages.zip(l1.banks()).map(|(st, banks)| Stages {
                tag: TagStage {
                    per_cycle: st.tags_per_cycle,
                    banks: st.tag_hash.map(|h| Spread::new(st.tags_per_cycle, h)),
                },
                banks: banks as u64,
                width: st.bank_width as u64,
            }),
            tag_port: Port::default(),
            words: Vec::with_capacity(256),
            lanes: l1.address_lanes,
            addr_port: Port::default(),
            req_per_byte: 1.0 / ic.request_bytes_per_cycle,
            resp_per_byte: 1.0 / ic.response_bytes_per_cycle,
            header: ic.header_bytes,
            req_port: Port::default(),
            resp_port: Port::default(),
            sector_bytes: l1.sector,
            miss: Vec::new(),
            free_miss: Vec::new(),
            mshrs: l1.mshrs,
            mshr_used: 0,
            store_slots: l1.store_slots,
            store_used: 0,
            queue: VecDeque::with_capacity(l1.queue as usize),
            queue_cap: l1.queue as usize,
            out: Vec::new(),
            inbox: Vec::new(),
            inbox_head: 0,
            uses: Vec::new(),
            free_use: Vec::new(),
            tokens: Vec::new(),
            free_tok: Vec::new(),
            lines: Vec::with_capacity(128),
            last_done: 0,
        }
    }

    /// The queue takes no more memory instructions.
    #[inline]
    pub fn full(&self) -> bool {
        self.queue.len() >= self.queue_cap
    }

    /// Nothing queued, outstanding or arriving.
    pub fn idle(&self) -> bool {
        self.queue.is_empty()
            && self.mshr_used == 0
            && self.store_used == 0
            && self.inbox_head == self.inbox.len()
    }

    /// An answer from the exchange: (arrival cycle, tag without the L1 index). Call
    /// `sort_inbox` after the exchange's last one.
    pub fn deliver(&mut self, at: u64, tag: u32) {
        self.inbox.push((at, tag));
    }

    /// Put the answers delivered since the last call in order among those not yet
    /// taken. The keys are unique (an outstanding tag is answered once), so an
    /// in-place unstable sort gives the one order and allocates nothing.
    fn sort_inbox(&mut self) {
        self.inbox.drain(..self.inbox_head);
        self.inbox_head = 0;
        self.inbox.sort_unstable();
    }

    /// Read the entries the answers arriving before `until` will use (request,
    /// miss entry, token), ahead of handling them in time order: independent
    /// loads overlap their host cache misses (the SM's state is cold after the
    /// other SMs ran). Changes nothing simulated; the value only keeps the loads.
    fn warm(&self, until: u64) -> u64 {
        let mut x = 0u64;
        for &(at, tag) in &self.inbox[self.inbox_head..] {
            if at >= until {
                break;
            }
            let t = match self.uses.get(tag as usize) {
                Some(Use::Read { miss, .. }) => self.miss.get(*miss as usize).map(|m| {
                    x ^= m.line;
                    m.waiting.first[0]
                }),
                Some(Use::Write { token } | Use::Atomic { token, .. }) => Some(*token),
                None => None,
            };
            if let Some(tok) = t.and_then(|t| self.tokens.get(t as usize)) {
                x ^= tok.ready;
            }
        }
        x
    }

    /// The next answer not yet taken.
    #[inline]
    fn inbox_front(&self) -> Option<(u64, u32)> {
        self.inbox.get(self.inbox_head).copied()
    }

    /// The first request waits for a resource an answer frees (MSHR, store slot).
    fn head_blocked(&self, q: &Queued) -> bool {
        match q.item {
            // (The MSHR count first: it is at hand, the miss entry is a host cache
            // miss away and rarely needed.)
            Item::Read { miss } => {
                self.mshr_used >= self.mshrs && !self.miss[miss as usize].departed
            }
            Item::Write { .. } | Item::Atomic { .. } => self.store_used >= self.store_slots,
        }
    }

    /// The next cycle something here can happen (`NEVER` = nothing pending).
    pub fn next_event(&self) -> u64 {
        let mut t = self.inbox_front().map_or(NEVER, |r| r.0);
        if let Some(q) = self.queue.front() {
            if !self.head_blocked(q) {
                t = t.min(q.ready.max(self.req_port.free_at().ceil() as u64));
            }
        }
        t
    }

    /// Send what may leave at `now`, in queue order.
    fn depart(&mut self, now: u64) {
        while let Some(&q) = self.queue.front() {
            if q.ready > now || self.head_blocked(&q) || self.req_port.free_at() > now as f64 {
                return;
            }
            let data = q.sectors.count_ones() * self.sector_bytes;
            let (kind, bytes, u) = match q.item {
                Item::Read { miss } => {
                    let m = &mut self.miss[miss as usize];
                    if !m.departed {
                        m.departed = true;
                        self.mshr_used += 1;
                    }
                    (Kind::Read, self.header, Use::Read { miss, bytes: data })
                }
                Item::Write { token } => {
                    self.store_used += 1;
                    (Kind::Write, self.header + data, Use::Write { token })
                }
                Item::Atomic { token } => {
                    self.store_used += 1;
                    (
                        Kind::Atomic,
                        self.header + data,
                        Use::Atomic { token, bytes: data },
                    )
                }
            };
            let tag = take(&mut self.uses, &mut self.free_use, u);
            self.out.push(Req {
                cycle: now,
                line: q.line,
                sectors: q.sectors,
                kind,
                tag: tag | self.id << L1_SHIFT,
            });
            self.bytes_sent += bytes as u64;
            self.req_port.take(now, bytes as f64 * self.req_per_byte);
            self.queue.pop_front();
        }
    }

    /// Take `bytes` through the response port from `at`; returns when they start (an
    /// idle port adds nothing; a busy one queues them).
    fn receive(&mut self, at: u64, bytes: u32) -> u64 {
        self.bytes_received += bytes as u64;
        self.resp_port.take(at, bytes as f64 * self.resp_per_byte)
    }

    /// An L1 hit of `bytes` at `now`: the data array delivers them in turn.
    fn hit_ready(&mut self, now: u64, bytes: u32) -> u64 {
        self.l1_port.take(now, bytes as f64 * self.l1_per_byte) + self.hit_latency
    }

    /// The hits of the access `entries` (lanes `lane_mask`, `bytes` in all) at `now`
    /// through the stages `st` (`l1.stages`): the data stage is busy for the access's
    /// bank conflicts, once for all its hit lines, and the last of those or of its
    /// `tags` cycles delays the data as it does the next access (as shared memory's
    /// conflicts do).
    fn staged_hit_ready(
        &mut self,
        st: Stages,
        now: u64,
        entries: &[Access],
        lane_mask: u64,
        bytes: u64,
        tags: u32,
    ) -> u64 {
        let data = data_cycles(
            entries,
            lane_mask,
            bytes,
            st.banks,
            st.width,
            &mut self.words,
        );
        self.l1_port.take(now, data as f64) + (data.max(tags).max(1) as u64 - 1) + self.hit_latency
    }

    fn new_miss(&mut self, line: u64, slot: Option<Slot>) -> u32 {
        let i = match self.free_miss.pop() {
            Some(i) => i,
            None => {
                self.miss.push(Miss::default());
                self.miss.len() as u32 - 1
            }
        };
        // A reused entry keeps its waiting list's storage.
        let m = &mut self.miss[i as usize];
        m.line = line;
        m.slot = slot;
        m.outstanding = 0;
        m.departed = false;
        m.waiting.clear();
        i
    }

    fn enqueue(&mut self, item: Item, line: u64, sectors: u32, ready: u64) {
        self.queue.push_back(Queued {
            item,
            line,
            sectors,
            ready,
        });
    }

    /// Attach the timeline writeback of token `t` (tracing).
    fn set_writeback(&mut self, t: u32, wb: TEv) {
        if let Some(tok) = self.tokens.get_mut(t as usize) {
            tok.wb = Some(wb);
        }
    }
}

impl Sm {
    /// The L1 that warp `wid`'s memory instructions use (its scheduler's).
    pub(super) fn l1_of_warp(&self, wid: u32) -> usize {
        let (c, w) = self.slot_of(wid);
        self.l1_of_sched(self.ctas[c].time[w].sched as usize)
    }

    /// The L1 of scheduler `s`: the schedulers split evenly among the L1s.
    #[inline]
    pub(in crate::timing) fn l1_of_sched(&self, s: usize) -> usize {
        s * self.lsus.len() / self.scheds.len()
    }

    /// Attach the timeline writeback of memory token `t` (from `vector_access`).
    pub(super) fn set_writeback(&mut self, t: Option<u32>, wb: TEv) {
        if let Some(t) = t {
            let k = (t >> L1_SHIFT) as usize;
            if let Some(l) = self.lsus.get_mut(k) {
                l.set_writeback(t & L1_MASK, wb);
            }
        }
    }

    /// Take the memory system's answers of an exchange, each to its L1.
    pub(super) fn deliver_answers(&mut self, answers: &[(u64, u32)]) {
        for &(at, tag) in answers {
            if let Some(l) = self.lsus.get_mut((tag >> L1_SHIFT) as usize) {
                l.deliver(at, tag & L1_MASK);
            }
        }
        self.lsus.iter_mut().for_each(Lsu::sort_inbox);
    }

    /// Every L1's totals: (hits, misses, bytes sent, bytes received).
    pub fn l1_totals(&self) -> (u64, u64, u64, u64) {
        self.lsus.iter().fold((0, 0, 0, 0), |t, l| {
            (
                t.0 + l.hits,
                t.1 + l.misses,
                t.2 + l.bytes_sent,
                t.3 + l.bytes_received,
            )
        })
    }
}

impl Sm {
    /// Global/local accesses of one issued instruction through the L1: hits are
    /// ready at once (`Ok`); misses, stores and atomics go to the queue and a token
    /// (`Err`) delivers the completion when the answers come.
    pub(super) fn vector_access(
        &mut self,
        env: &Env,
        wid: u32,
        pc: u32,
        ti: &TInst,
        ev_before: u32,
    ) -> Result<u64, u32> {
        let issue = self.now;
        let k = self.l1_of_warp(wid);
        let lsu = &mut self.lsus[k];
        let mut ready = issue + ti.latency as u64;
        let mut write = false;
        // The lanes with a global access, and the bytes they move (a vector access notes
        // each element apart: a lane's width is its elements together).
        let (mut lane_mask, mut bytes) = (0u64, 0u64);
        lsu.lines.clear();
        for a in &self.access.entries {
            match a.space {
                AccessSpace::Global => {
                    lane_mask |= 1u64 << (a.lane & 63);
                    bytes += a.size as u64;
                    let line = lsu.l1.line_of(a.addr);
                    let sec = lsu.l1.sector_mask(a.addr, a.size as u32);
                    match lsu.lines.iter_mut().find(|(l, _)| *l == line) {
                        Some(e) => e.1 |= sec,
                        None => lsu.lines.push((line, sec)),
                    }
                    write |= a.write;
                }
                // Local (private) memory is assumed to hit in the L1; parameter reads
                // in the constant cache.
                AccessSpace::Local | AccessSpace::Shared => {
                    ready = ready.max(issue + lsu.hit_latency)
                }
                // Another CTA's shared memory: `timing_of` times it.
                AccessSpace::Param | AccessSpace::Remote => {}
            }
        }
        if lsu.lines.is_empty() {
            return Ok(ready);
        }
        // The warp's own path to the L1 passes its instructions' bytes in turn: an
        // instruction's data is complete no earlier than its turn ends.
        if let Some(bpc) = env.cfg.memory.l1.wave_bytes_per_cycle {
            let t = &mut self.ctas[(wid / env.wpb) as usize].time[(wid % env.wpb) as usize];
            t.vmem_free = issue.max(t.vmem_free) + (bytes as f64 / bpc).ceil() as u64;
            ready = ready.max(t.vmem_free);
        }
        let lsu = &mut self.lsus[k];
        // The address unit takes the instruction's lanes in turn: while it works on
        // earlier instructions this one's requests wait (queueing only; an idle unit
        // adds nothing).
        let now = match lsu.lanes {
            Some(l) => {
                let lanes = lane_mask.count_ones();
                let width = (bytes / lanes as u64) as u32;
                lsu.addr_port
                    .take(issue, lanes as f64 / l.for_size(width) as f64)
            }
            None => issue,
        };
        // The tag stage looks the access's lines up a few per cycle, whatever the
        // access (`l1stages`).
        let (now, tags) = match lsu.stages {
            Some(st) => {
                let c = st.tag.cycles(lsu.lines.iter().map(|&(l, _)| l));
                (lsu.tag_port.take(now, c as f64), c)
            }
            None => (now, 0),
        };
        // The access's hits are ready together, their data-stage cycles counted when
        // the first is seen (stores, atomics and misses never need them).
        let mut staged_hit: Option<u64> = None;
        let wpb = env.wpb;
        let cta = &self.ctas[(wid / wpb) as usize];
        let inst = &env.g(cta.grid).prog.code[pc as usize];
        let atomic = matches!(
            inst.op,
            crate::ir::Op::Atom | crate::ir::Op::Red | crate::ir::Op::RedAsync
        );
        let bypass = inst.mods.l1_bypass;
        let token = Token {
            warp: wid,
            block: cta.block,
            grid: cta.grid,
            target: if ti.deferred {
                Target::Event {
                    first: ev_before,
                    end: cta.warps[(wid % wpb) as usize].next_event,
                }
            } else {
                Target::Slots(pc)
            },
            remaining: 0,
            ready,
            issued: issue,
            key: ti.key as u32,
            wb: None,
        };
        let tok = take(&mut lsu.tokens, &mut lsu.free_tok, token);
        let leave = now + lsu.d_out;
        let mut remaining = 0;
        for k in 0..lsu.lines.len() {
            let (line, sectors) = lsu.lines[k];
            remaining += 1;
            if atomic {
                lsu.enqueue(Item::Atomic { token: tok }, line, sectors, leave);
                continue;
            }
            if write {
                // Write-through without allocation; a present line stays valid.
                let _ = lsu.l1.lookup(line, line);
                lsu.enqueue(Item::Write { token: tok }, line, sectors, leave);
                continue;
            }
            if bypass {
                // Served by the L2: no lookup, no allocation (the answer fills nothing).
                // Counted as an L1 miss, as NVIDIA's profilers count `.cg` sectors (a
                // miss in the L1TEX stage that forwards them).
                let m = lsu.new_miss(line, None);
                lsu.misses += 1;
                let mm = &mut lsu.miss[m as usize];
                mm.outstanding += 1;
                mm.waiting.push(tok);
                lsu.enqueue(Item::Read { miss: m }, line, sectors, leave);
                continue;
            }
            let (m, need) = match lsu.l1.lookup(line, line) {
                Some(slot) => {
                    let w = lsu.l1.way(slot);
                    let (need, pend) = (sectors & !w.valid, w.pending);
                    if need == 0 {
                        lsu.hits += 1;
                        if pend == NO_MISS {
                            let at = match (staged_hit, lsu.stages) {
                                (Some(t), _) => t,
                                (None, Some(st)) => {
                                    let entries = &self.access.entries;
                                    let t = lsu
                                        .staged_hit_ready(st, now, entries, lane_mask, bytes, tags);
                                    *staged_hit.insert(t)
                                }
                                (None, None) => {
                                    lsu.hit_ready(now, sectors.count_ones() * lsu.sector_bytes)
                                }
                            };
                            ready = ready.max(at);
                            remaining -= 1;
                        } else {
                            // The sectors are on their way.
                            lsu.miss[pend as usize].waiting.push(tok);
                        }
                        continue;
                    }
                    let m = if pend != NO_MISS {
                        pend
                    } else {
                        lsu.new_miss(line, Some(slot))
                    };
                    let w = lsu.l1.way(slot);
                    w.valid |= need;
                    w.pending = m;
                    (m, need)
                }
                None => {
                    let slot = lsu.l1.allocate(line, line).map(|a| a.slot);
                    let m = lsu.new_miss(line, slot);
                    if let Some(s) = slot {
                        let w = lsu.l1.way(s);
                        w.valid = sectors;
                        w.pending = m;
                    }
                    (m, sectors)
                }
            };
            lsu.misses += 1;
            let mm = &mut lsu.miss[m as usize];
            mm.outstanding += 1;
            mm.waiting.push(tok);
            lsu.enqueue(Item::Read { miss: m }, line, need, leave);
        }
        if self.retire_after_stores && (atomic || write) {
            // The block keeps its slot until these are acknowledged (`retire_blocks`).
            self.ctas[(wid / wpb) as usize].stores += remaining;
        }
        let lsu = &mut self.lsus[k];
        let t = &mut lsu.tokens[tok as usize];
        t.ready = ready;
        t.remaining = remaining;
        if remaining == 0 {
            lsu.free_tok.push(tok);
            return Ok(ready);
        }
        Err(tok | (k as u32) << L1_SHIFT)
    }

    /// Warm every L1's answers of the quantum ending at `until` (see `Lsu::warm`).
    pub(super) fn warm_answers(&self, until: u64) {
        let x = self.lsus.iter().fold(0, |x, l| x ^ l.warm(until));
        std::hint::black_box(x);
    }

    /// The load/store paths at `now`: take the answers due, send what may leave.
    /// Returns the next cycle one has something to do.
    pub(super) fn lsu_step(&mut self, env: &Env) -> u64 {
        let now = self.now;
        let mut next = NEVER;
        for k in 0..self.lsus.len() {
            while let Some((at, tag)) = self.lsus[k].inbox_front() {
                if at > now {
                    break;
                }
                self.lsus[k].inbox_head += 1;
                self.answer(env, k, at, tag);
            }
            let lsu = &mut self.lsus[k];
            let was_full = lsu.full();
            lsu.depart(now);
            if was_full && !lsu.full() {
                // Throttled memory instructions may issue again. (Only schedulers that
                // have one: the others' sleep does not depend on the queue.)
                self.scheds
                    .iter_mut()
                    .filter(|s| s.throttled)
                    .for_each(|s| s.sleep = 0);
            }
            next = next.min(self.lsus[k].next_event());
        }
        next
    }

    /// Answer `tag` of L1 `k` arrived at `at`.
    fn answer(&mut self, env: &Env, k: usize, at: u64, tag: u32) {
        let lsu = &mut self.lsus[k];
        let u = lsu.uses[tag as usize];
        lsu.free_use.push(tag);
        match u {
            Use::Read { miss, bytes } => {
                let done = lsu.receive(at, bytes);
                lsu.last_done = lsu.last_done.max(done);
                let m = &mut lsu.miss[miss as usize];
                m.outstanding -= 1;
                if m.outstanding > 0 {
                    return;
                }
                lsu.mshr_used -= 1;
                let (line, slot) = (m.line, m.slot);
                let (n, first) = (m.waiting.n as usize, m.waiting.first);
                let more = std::mem::take(&mut m.waiting.more);
                if let Some(w) = slot.and_then(|s| lsu.l1.way_of(s, line)) {
                    if w.pending == miss {
                        w.pending = NO_MISS;
                    }
                }
                let reg = done + lsu.d_in;
                for &t in first[..n.min(first.len())].iter().chain(&more) {
                    self.token_part(env, k, t, reg);
                }
                let lsu = &mut self.lsus[k];
                // (The spilled list's storage stays with the entry.)
                lsu.miss[miss as usize].waiting.more = more;
                lsu.free_miss.push(miss);
            }
            Use::Write { token } => {
                let done = lsu.receive(at, lsu.header);
                lsu.last_done = lsu.last_done.max(done);
                lsu.store_used -= 1;
                self.store_acked(env, k, token, done);
                self.token_part(env, k, token, done);
            }
            Use::Atomic { token, bytes } => {
                let done = lsu.receive(at, bytes);
                lsu.last_done = lsu.last_done.max(done);
                lsu.store_used -= 1;
                let reg = done + lsu.d_in;
                self.store_acked(env, k, token, done);
                self.token_part(env, k, token, reg);
            }
        }
    }

    /// A store or atomic part of token `t` was acknowledged at `at`: one fewer holds
    /// its block's slot.
    fn store_acked(&mut self, env: &Env, k: usize, t: u32, at: u64) {
        if !self.retire_after_stores {
            return;
        }
        let c = &mut self.ctas[(self.lsus[k].tokens[t as usize].warp / env.wpb) as usize];
        c.stores -= 1;
        c.acked = c.acked.max(at);
    }

    /// One part of token `t` is ready at `at`; the last part completes it: the
    /// scoreboard or the AMD events learn when, and the warp is woken.
    fn token_part(&mut self, env: &Env, k: usize, t: u32, at: u64) {
        let tok = &mut self.lsus[k].tokens[t as usize];
        tok.ready = tok.ready.max(at);
        tok.remaining -= 1;
        if tok.remaining > 0 {
            return;
        }
        let tok = *tok;
        self.lsus[k].free_tok.push(t);
        let gs = &mut self.stats.grids[tok.grid as usize];
        if let Some(e) = gs.per_key.get_mut(tok.key as usize) {
            e.1 += tok.ready.saturating_sub(tok.issued);
        }
        if TIMELINE && self.trace {
            if let Some(mut wb) = tok.wb {
                if let TEv::Writeback { cycle, .. } = &mut wb {
                    *cycle = tok.ready;
                }
                self.wb_pending.push((tok.ready, wb));
            }
        }
        let wpb = env.wpb;
        let (cs, wi) = ((tok.warp / wpb) as usize, (tok.warp % wpb) as usize);
        let c = &mut self.ctas[cs];
        if !c.busy || c.block != tok.block || c.grid != tok.grid {
            // The block is gone (a store acknowledged after its exit).
            return;
        }
        // An exited warp's copies still complete: other warps may wait on a barrier
        // they arrive on. Nothing else of an exited warp changes.
        if !c.time[wi].live && !matches!(tok.target, Target::Event { .. }) {
            return;
        }
        match tok.target {
            Target::Slots(pc) => {
                let spec = env.g(tok.grid).spec;
                if let Some(ti) = spec.insts.get(pc as usize) {
                    let base = tok.warp as usize * env.sb_stride as usize;
                    for &sl in spec.dsts(ti) {
                        let e = &mut self.sb[base + sl as usize];
                        if *e == SB_NEVER {
                            *e = sb_enc(tok.ready, true);
                        }
                    }
                }
            }
            Target::Event { first, end } => {
                let now = self.now;
                let t = &mut c.time[wi];
                let mut copies = false;
                for e in t
                    .events
                    .iter_mut()
                    .filter(|e| (first..end).contains(&e.id) && e.done == NEVER)
                {
                    e.done = tok.ready;
                    copies |= matches!(e.kind, MemEvent::AsyncCopy | MemEvent::AsyncBulk);
                }
                // Completed events no longer count against any wait.
                t.events.retain(|e| e.done > now);
                if copies
                    && t.marks
                        .iter()
                        .any(|m| m.kind != MemEvent::Tc05 && m.hi > first)
                {
                    // Other warps of the block may wait on a barrier these copies
                    // arrive on (`cp.async.mbarrier.arrive`): they look again.
                    let base = cs * wpb as usize;
                    self.wake[base..base + wpb as usize].fill(Wake::UNKNOWN);
                    self.scheds.iter_mut().for_each(|s| s.sleep = 0);
                }
            }
        }
        self.poke(tok.warp);
    }
}
