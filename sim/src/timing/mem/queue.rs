//! The memory system's event queue: a calendar of one bucket per cycle over a window
//! ahead of the current cycle (events there are pushed and popped in O(1)), and a
//! heap for the rare events beyond it. Events of one cycle come out in the order they
//! were scheduled; a far event moves into its bucket the moment its cycle enters the
//! window, before anything can be scheduled there directly, so that order holds for
//! every event. Same events in, same order out: the exchange stays deterministic.
//!
//! A bucket is a list threaded through one pool of nodes (head and tail per cycle),
//! not a vector of its own: the memory held is the events in flight, reused most
//! recently freed first, instead of every bucket's busiest cycle (4096 vectors per
//! memory partition grown one by one, most of them cold in the host's caches).

use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// Cycles of the calendar window (a power of two).
const WINDOW: u64 = 4096;

/// No node: an empty bucket, the end of a list, an empty free list.
const NIL: u32 = u32::MAX;

/// A far event, ordered by (time, insertion).
#[derive(Debug)]
struct Far<T> {
    time: u64,
    seq: u64,
    item: T,
}

impl<T> PartialEq for Far<T> {
    fn eq(&self, o: &Self) -> bool {
        (self.time, self.seq) == (o.time, o.seq)
    }
}
impl<T> Eq for Far<T> {}
impl<T> PartialOrd for Far<T> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl<T> Ord for Far<T> {
    fn cmp(&self, o: &Self) -> Ordering {
        (o.time, o.seq).cmp(&(self.time, self.seq))
    }
}

/// An event in a bucket's list (or, freed, in the free list).
#[derive(Debug, Clone, Copy)]
struct Node<T> {
    item: T,
    next: u32,
}

/// The first and last node of one cycle's bucket.
#[derive(Debug, Clone, Copy)]
struct Ends {
    head: u32,
    tail: u32,
}

const EMPTY: Ends = Ends {
    head: NIL,
    tail: NIL,
};

/// The queue.
#[derive(Debug)]
pub struct EventQueue<T> {
    /// The current cycle: its bucket is being drained; nothing earlier remains.
    now: u64,
    buckets: Vec<Ends>,
    nodes: Vec<Node<T>>,
    /// Freed nodes, most recent first.
    free: u32,
    /// Events in the buckets, not yet popped.
    near: usize,
    far: BinaryHeap<Far<T>>,
    seq: u64,
}

impl<T> Default for EventQueue<T> {
    fn default() -> Self {
        EventQueue {
            now: 0,
            buckets: vec![EMPTY; WINDOW as usize],
            nodes: Vec::new(),
            free: NIL,
            near: 0,
            far: BinaryHeap::new(),
            seq: 0,
        }
    }
}

impl<T: Copy> EventQueue<T> {
    #[inline]
    fn bucket(t: u64) -> usize {
        (t & (WINDOW - 1)) as usize
    }

    /// Append `item` to the bucket of cycle `t` (inside the window).
    #[inline]
    fn append(&mut self, t: u64, item: T) {
        let n = if self.free != NIL {
            let n = self.free;
            let node = &mut self.nodes[n as usize];
            self.free = node.next;
            *node = Node { item, next: NIL };
            n
        } else {
            self.nodes.push(Node { item, next: NIL });
            (self.nodes.len() - 1) as u32
        };
        let b = &mut self.buckets[Self::bucket(t)];
        match b.tail {
            NIL => b.head = n,
            last => self.nodes[last as usize].next = n,
        }
        b.tail = n;
        self.near += 1;
    }

    /// Schedule `item` at `time` (not before the current cycle).
    pub fn push(&mut self, time: u64, item: T) {
        let time = time.max(self.now);
        if time - self.now < WINDOW {
            self.append(time, item);
        } else {
            self.seq += 1;
            self.far.push(Far {
                time,
                seq: self.seq,
                item,
            });
        }
    }

    /// Move to cycle `t`: far events whose cycle entered the window join their buckets
    /// (in their scheduling order, before anything else can be scheduled there).
    fn step_to(&mut self, t: u64) {
        self.now = t;
        while let Some(f) = self.far.peek() {
            if f.time >= t + WINDOW {
                break;
            }
            let Some(f) = self.far.pop() else { break };
            self.append(f.time, f.item);
        }
    }

    /// The next event before `until` and its cycle, in (time, scheduling) order. The
    /// clock only moves to the cycles of events, never past the last one.
    pub fn pop_before(&mut self, until: u64) -> Option<(u64, T)> {
        loop {
            if self.now >= until {
                return None;
            }
            let b = &mut self.buckets[Self::bucket(self.now)];
            if b.head != NIL {
                let n = b.head;
                let node = self.nodes[n as usize];
                b.head = node.next;
                if node.next == NIL {
                    b.tail = NIL;
                }
                self.nodes[n as usize].next = self.free;
                self.free = n;
                self.near -= 1;
                return Some((self.now, node.item));
            }
            let next = if self.near > 0 {
                if self.now + 1 >= until {
                    return None;
                }
                self.now + 1
            } else {
                // Nothing near: jump to the first far event, if it is due.
                match self.far.peek() {
                    Some(f) if f.time < until => f.time,
                    _ => return None,
                }
            };
            self.step_to(next);
        }
    }

    /// Forget everything (between launches); the clock restarts at 0.
    pub fn clear(&mut self) {
        self.buckets.fill(EMPTY);
        self.nodes.clear();
        self.free = NIL;
        self.far.clear();
        self.now = 0;
        self.near = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_come_out_in_time_then_scheduling_order() {
        let mut q = EventQueue::default();
        q.push(5, 'a');
        q.push(3, 'b');
        q.push(5, 'c');
        q.push(3 + 2 * WINDOW, 'f');
        q.push(3, 'd');
        assert_eq!(q.pop_before(4), Some((3, 'b')));
        assert_eq!(q.pop_before(4), Some((3, 'd')));
        assert_eq!(q.pop_before(4), None);
        // Scheduled now, for now: still this cycle.
        q.push(3, 'e');
        assert_eq!(q.pop_before(4), Some((3, 'e')));
        assert_eq!(q.pop_before(100), Some((5, 'a')));
        assert_eq!(q.pop_before(100), Some((5, 'c')));
        assert_eq!(q.pop_before(100), None);
        // A far event keeps its place ahead of later ones of its cycle.
        q.push(3 + 2 * WINDOW, 'g');
        assert_eq!(q.pop_before(u64::MAX), Some((3 + 2 * WINDOW, 'f')));
        assert_eq!(q.pop_before(u64::MAX), Some((3 + 2 * WINDOW, 'g')));
        assert_eq!(q.pop_before(u64::MAX), None);
    }

    #[test]
    fn matches_a_sorted_reference() {
        // Pseudo-random pushes interleaved with pops: the same order as sorting by
        // (time, push order).
        let mut q = EventQueue::default();
        let mut reference: Vec<(u64, u64)> = Vec::new();
        let mut got = Vec::new();
        let mut x = 12345u64;
        let mut now = 0u64;
        for n in 0..20000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let dt = match x >> 60 {
                0 => (x >> 20) % (3 * WINDOW),
                1..=3 => 0,
                _ => (x >> 20) % 300,
            };
            q.push(now + dt, n);
            reference.push((now + dt, n));
            if n % 7 == 0 {
                now += (x >> 40) % 50;
                while let Some((t, v)) = q.pop_before(now) {
                    got.push((t, v));
                }
            }
        }
        while let Some(e) = q.pop_before(u64::MAX) {
            got.push(e);
        }
        reference.sort();
        assert_eq!(got, reference);
    }
}
