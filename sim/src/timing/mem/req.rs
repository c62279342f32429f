//! What travels between the SMs and the shared memory levels: requests (a line and
//! some of its sectors), who gets the answer, and the messages a level hands back
//! to the memory system while it handles an event (`Io`).

/// The level index of an SM (answers to it go to the SM's inbox).
pub const SM_LEVEL: u8 = u8::MAX;

/// Where an answer goes: an SM (`level == SM_LEVEL`, `inst` = SM id, `tag` = the
/// SM's request tag) or an instance of a level above (`tag` = its miss entry).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Src {
    pub level: u8,
    pub inst: u32,
    pub tag: u32,
}

/// What a request does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Read sectors; answered with their data.
    Read,
    /// A store from an SM: written (or passed on), acknowledged to the SM.
    Write,
    /// Dirty sectors evicted from the level above: written, not answered.
    WriteBack,
    /// A global atomic, performed at the L2: answered with the old value.
    Atomic,
}

impl Kind {
    /// Carries data toward memory (takes a write credit below).
    pub fn is_write(self) -> bool {
        matches!(self, Kind::Write | Kind::WriteBack)
    }
}

/// A request between levels.
#[derive(Debug, Clone, Copy)]
pub struct MReq {
    pub line: u64,
    pub sectors: u32,
    pub kind: Kind,
    /// The SM it started from (chooses the group of a per-XCD level).
    pub sm: u32,
    pub src: Src,
}

/// A request an SM sends at `cycle` (its outbox of one quantum).
#[derive(Debug, Clone, Copy)]
pub struct Req {
    pub cycle: u64,
    pub line: u64,
    pub sectors: u32,
    pub kind: Kind,
    /// The SM's own tag, returned with the answer.
    pub tag: u32,
}

/// A message a level produces while handling an event.
#[derive(Debug, Clone, Copy)]
pub enum Msg {
    /// `req` reaches instance `inst` of `level` at `at`.
    Request {
        at: u64,
        level: u8,
        inst: u32,
        req: MReq,
    },
    /// An answer reaches `to` at `at`.
    Answer { at: u64, to: Src },
    /// Call instance `inst` of `level` back at `at` (a resource frees up).
    Wake { at: u64, level: u8, inst: u32 },
}

/// Flow-control credits of the levels below the first: a sender reserves a slot in
/// the receiver's read or write queue before sending and the receiver frees it when
/// it takes the request in; a sender that finds none waits to be woken.
#[derive(Debug, Default)]
pub struct Credits {
    /// Per level: per instance (reads used, writes used).
    used: Vec<Vec<(u32, u32)>>,
    /// Per level: (read capacity, write capacity); `u32::MAX` = unbounded.
    cap: Vec<(u32, u32)>,
    /// Per level: per instance, the (level, instance) pairs waiting for a credit.
    waiting: Vec<Vec<Vec<(u8, u32)>>>,
}

impl Credits {
    pub fn add_level(&mut self, instances: u32, reads: Option<u32>, writes: Option<u32>) {
        self.used.push(vec![(0, 0); instances as usize]);
        self.cap
            .push((reads.unwrap_or(u32::MAX), writes.unwrap_or(u32::MAX)));
        self.waiting.push(vec![Vec::new(); instances as usize]);
    }

    fn slot(&mut self, level: u8, inst: u32, write: bool) -> (&mut u32, u32) {
        let (r, w) = self.cap[level as usize];
        let u = &mut self.used[level as usize][inst as usize];
        if write {
            (&mut u.1, w)
        } else {
            (&mut u.0, r)
        }
    }

    /// Reserve a slot; false (and `waiter` registered) when the queue is full.
    pub fn reserve(&mut self, level: u8, inst: u32, write: bool, waiter: (u8, u32)) -> bool {
        let (u, cap) = self.slot(level, inst, write);
        if *u < cap {
            *u += 1;
            return true;
        }
        let w = &mut self.waiting[level as usize][inst as usize];
        if !w.contains(&waiter) {
            w.push(waiter);
        }
        false
    }

    /// Whether a slot is free (nothing reserved).
    pub fn available(&mut self, level: u8, inst: u32, write: bool) -> bool {
        let (u, cap) = self.slot(level, inst, write);
        *u < cap
    }

    /// Register `waiter` for the next free slot of (level, inst).
    pub fn wait(&mut self, level: u8, inst: u32, waiter: (u8, u32)) {
        let w = &mut self.waiting[level as usize][inst as usize];
        if !w.contains(&waiter) {
            w.push(waiter);
        }
    }

    /// Free a slot; the waiters are woken at `now`.
    pub fn release(&mut self, level: u8, inst: u32, write: bool, now: u64, out: &mut Vec<Msg>) {
        let (u, _) = self.slot(level, inst, write);
        *u = u.saturating_sub(1);
        for (l, i) in self.waiting[level as usize][inst as usize].drain(..) {
            out.push(Msg::Wake {
                at: now,
                level: l,
                inst: i,
            });
        }
    }

    /// Occupied slots of every instance of `level` (reads + writes).
    pub fn occupancy(&self, level: u8) -> u64 {
        self.used[level as usize]
            .iter()
            .map(|&(r, w)| r as u64 + w as u64)
            .sum()
    }

    /// Forget every reservation (between launches).
    pub fn clear(&mut self) {
        for l in &mut self.used {
            l.fill((0, 0));
        }
        for l in &mut self.waiting {
            l.iter_mut().for_each(Vec::clear);
        }
    }
}
