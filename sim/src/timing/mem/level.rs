//! The one interface every shared memory level implements (a cache level, DRAM, or a
//! new kind), and `Io`, through which a level talks to the others while it handles an
//! event: it sends requests down (with flow-control credits), answers requests from
//! above, and asks to be woken later. A level never touches another level directly,
//! so the chain is just a list and a new level is one file plus its config section.

use super::counters::Counters;
use super::req::{Credits, MReq, Msg, Src, SM_LEVEL};

/// A shared memory level: some instances (slices, channels) chosen by address.
pub trait Level: Send {
    /// The config section name (`l2`, `dram`, ...).
    fn name(&self) -> &'static str;
    /// Instances (slices of all groups, or channels).
    fn instances(&self) -> u32;
    /// The instance serving `line` for a request that started at SM `sm`.
    fn route(&self, line: u64, sm: u32) -> u32;
    /// Cycles from the level above to here (a request), and back (an answer).
    fn link(&self) -> (u64, u64);
    /// Queue slots a sender must reserve per instance: (reads, writes); `None` =
    /// unbounded (the senders' own limits bound them).
    fn capacity(&self) -> (Option<u32>, Option<u32>);
    /// A request arrives at instance `inst` (at `io.now`).
    fn request(&mut self, io: &mut Io, inst: u32, req: MReq);
    /// The level below answers miss `tag` of instance `inst`.
    fn answer(&mut self, io: &mut Io, inst: u32, tag: u32);
    /// A resource instance `inst` waited for may be free.
    fn wake(&mut self, io: &mut Io, inst: u32);
    /// The level's counters.
    fn counters(&self) -> &Counters;
    fn counters_mut(&mut self) -> &mut Counters;
    /// Dirty sectors and lines it holds (write-back caches).
    fn dirty(&self) -> (u64, u64) {
        (0, 0)
    }
    /// End of a launch: everything in flight has arrived; contents stay.
    fn settle(&mut self);
    /// Load the host memory instance `inst` will read first for `line` (a tag set),
    /// ahead of time: a batch of independent loads overlaps its host cache misses,
    /// which served one by one in event order are most of a lookup's cost. Changes
    /// nothing simulated; returns a value only so the loads are not optimised away.
    fn warm(&self, _inst: u32, _line: u64) -> u64 {
        0
    }
}

/// A level's view of the rest of the memory system during one event.
pub struct Io<'a> {
    pub now: u64,
    /// This level's index.
    pub level: u8,
    pub(super) out: &'a mut Vec<Msg>,
    pub(super) credits: &'a mut Credits,
    /// The level below (index and the level itself, for routing), if any.
    pub(super) below: Option<(u8, &'a dyn Level)>,
    /// Cycles an answer from this level takes to reach each level above it
    /// (`back[k]` for level k) and an SM (`back_sm`).
    pub(super) back: &'a [u64],
    pub(super) back_sm: u64,
}

impl Io<'_> {
    /// Send `req` to the level below from instance `me`: reserves a queue slot there
    /// (false, and `me` is woken when one frees, if there is none).
    pub fn send_down(&mut self, me: u32, req: MReq) -> bool {
        let Some((lvl, below)) = self.below else {
            return false;
        };
        let inst = below.route(req.line, req.sm);
        if !self
            .credits
            .reserve(lvl, inst, req.kind.is_write(), (self.level, me))
        {
            return false;
        }
        self.out.push(Msg::Request {
            at: self.now + below.link().0,
            level: lvl,
            inst,
            req,
        });
        true
    }

    /// Whether the level below has a free slot for `req` (nothing reserved; `me` is
    /// woken when one frees if not).
    pub fn can_send(&mut self, me: u32, req: &MReq) -> bool {
        let Some((lvl, below)) = self.below else {
            return false;
        };
        let inst = below.route(req.line, req.sm);
        let write = req.kind.is_write();
        if self.credits.available(lvl, inst, write) {
            return true;
        }
        self.credits.wait(lvl, inst, (self.level, me));
        false
    }

    /// Answer `to` with data (or an acknowledgement) leaving this level at `at`.
    pub fn answer(&mut self, to: Src, at: u64) {
        let delay = if to.level == SM_LEVEL {
            self.back_sm
        } else {
            self.back[to.level as usize]
        };
        self.out.push(Msg::Answer { at: at + delay, to });
    }

    /// Be called back at `at` (a pipeline or data port frees up).
    pub fn wake_at(&mut self, inst: u32, at: u64) {
        self.out.push(Msg::Wake {
            at,
            level: self.level,
            inst,
        });
    }

    /// Free a queue slot of this level's instance `inst` (the request was taken in).
    pub fn release(&mut self, inst: u32, write: bool) {
        self.credits
            .release(self.level, inst, write, self.now, self.out);
    }
}
