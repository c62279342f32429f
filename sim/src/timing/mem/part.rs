//! One memory partition: the instances of the shared levels that only ever talk to
//! each other (an L2 slice and the DRAM channels behind it), with their own event
//! queue, flow-control credits and outbox of answers to the SMs. Partitions share no
//! state, so the exchange may advance them on different host threads: each one
//! processes its events in (time, scheduling) order exactly as one queue over the
//! whole system would, because an event of a partition is only ever scheduled by an
//! SM or by an event of the same partition.
//!
//! Every partition holds every level at its full instance count (so instance ids,
//! routing and counters stay global), but only its own instances carry state (tag
//! stores, banks); the others are empty and never see an event.

use super::level::{Io, Level};
use super::queue::EventQueue;
use super::req::{Credits, MReq, Msg, Src, SM_LEVEL};

/// What an event does.
#[derive(Debug, Clone, Copy)]
pub(super) enum Payload {
    Request { level: u8, inst: u32, req: MReq },
    Answer { to: Src },
    Wake { level: u8, inst: u32 },
}

/// A partition's levels and event queue.
pub(super) struct Part {
    pub levels: Vec<Box<dyn Level>>,
    events: EventQueue<Payload>,
    msgs: Vec<Msg>,
    credits: Credits,
    /// Per level i: cycles an answer takes from i to level k (`back[i][k]`, k < i).
    back: Vec<Vec<u64>>,
    /// Per level: cycles an answer takes from it to an SM.
    back_sm: Vec<u64>,
    /// Requests from the SMs handed over at the exchange, scheduled when the
    /// partition next advances: (arrival cycle, first-level instance, request).
    pub inbox: Vec<(u64, u32, MReq)>,
    /// Answers for the SMs: (SM, arrival cycle, the SM's tag).
    pub answers: Vec<(u32, u64, u32)>,
}

impl Part {
    pub fn new(levels: Vec<Box<dyn Level>>, back: Vec<Vec<u64>>, back_sm: Vec<u64>) -> Part {
        let mut credits = Credits::default();
        for (k, l) in levels.iter().enumerate() {
            // The first level is fed by the SMs, whose own limits bound it.
            let (r, w) = if k == 0 { (None, None) } else { l.capacity() };
            credits.add_level(l.instances(), r, w);
        }
        Part {
            levels,
            events: EventQueue::default(),
            msgs: Vec::new(),
            credits,
            back,
            back_sm,
            inbox: Vec::new(),
            answers: Vec::new(),
        }
    }

    /// Schedule the inbox's requests (in the order the SMs sent them), then process
    /// every event before `until`.
    pub fn advance(&mut self, until: u64) {
        let mut x = 0;
        for &(_, inst, req) in &self.inbox {
            x ^= self.levels[0].warm(inst, req.line);
        }
        std::hint::black_box(x);
        for (at, inst, req) in self.inbox.drain(..) {
            self.events.push(
                at,
                Payload::Request {
                    level: 0,
                    inst,
                    req,
                },
            );
        }
        while let Some((time, what)) = self.events.pop_before(until) {
            let (level, inst) = match what {
                Payload::Request { level, inst, .. } | Payload::Wake { level, inst } => {
                    (level, inst)
                }
                Payload::Answer { to } => (to.level, to.inst),
            };
            let i = level as usize;
            let (upper, lower) = self.levels.split_at_mut(i + 1);
            let below = lower.first().map(|b| ((i + 1) as u8, &**b as &dyn Level));
            let mut io = Io {
                now: time,
                level,
                out: &mut self.msgs,
                credits: &mut self.credits,
                below,
                back: &self.back[i],
                back_sm: self.back_sm[i],
            };
            let lvl = &mut upper[i];
            match what {
                Payload::Request { req, .. } => lvl.request(&mut io, inst, req),
                Payload::Answer { to } => lvl.answer(&mut io, inst, to.tag),
                Payload::Wake { .. } => lvl.wake(&mut io, inst),
            }
            for m in self.msgs.drain(..) {
                match m {
                    Msg::Request {
                        at,
                        level,
                        inst,
                        req,
                    } => self.events.push(at, Payload::Request { level, inst, req }),
                    Msg::Wake { at, level, inst } => {
                        self.events.push(at, Payload::Wake { level, inst })
                    }
                    Msg::Answer { at, to } if to.level == SM_LEVEL => {
                        self.answers.push((to.inst, at, to.tag));
                    }
                    Msg::Answer { at, to } => self.events.push(at, Payload::Answer { to }),
                }
            }
        }
    }

    /// End of a launch: forget what is in flight (contents stay).
    pub fn settle(&mut self) {
        self.events.clear();
        self.msgs.clear();
        self.credits.clear();
        self.inbox.clear();
        self.answers.clear();
        for l in &mut self.levels {
            l.settle();
        }
    }
}
