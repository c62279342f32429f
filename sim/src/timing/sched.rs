//! Warp-scheduling policies. A policy only orders a scheduler's warps each cycle
//! (oldest first in the list it is given) and hears which warp issued; the issue loop
//! that tries them in that order is shared (`sm.rs`).

use crate::config::SchedulerKind;

/// A warp-scheduling policy of one scheduler.
pub trait Policy: Send {
    /// Write `warps` (the scheduler's warps, oldest first) into `out` in the order the
    /// issue loop should try them. `out` is cleared by the caller and reused.
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>);
    /// Warp `w` issued this cycle.
    fn issued(&mut self, w: u32);
    /// Would `issued(w)` change the order? (The issue loop reuses the last order
    /// until something changes it.)
    fn reorders_on_issue(&self, _w: u32) -> bool {
        true
    }
    /// Warp `w` waits for memory (a long-latency stall).
    fn long_stall(&mut self, _w: u32) {}
    /// Warp `w` left the scheduler.
    fn removed(&mut self, _w: u32) {}
}

/// Loose round robin: the warp after the one that issued last goes first.
#[derive(Default)]
pub struct Lrr {
    last: Option<u32>,
}

impl Policy for Lrr {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        let start = self
            .last
            .and_then(|l| warps.iter().position(|&w| w == l))
            .map_or(0, |p| p + 1);
        for k in 0..warps.len() {
            out.push(warps[(start + k) % warps.len()]);
        }
    }
    fn issued(&mut self, w: u32) {
        self.last = Some(w);
    }
}

/// Greedy then oldest: the warp that issued last, then the others oldest first.
#[derive(Default)]
pub struct Gto {
    last: Option<u32>,
}

impl Policy for Gto {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        if let Some(l) = self.last.filter(|l| warps.contains(l)) {
            out.push(l);
            out.extend(warps.iter().copied().filter(|&w| w != l));
        } else {
            out.extend_from_slice(warps);
        }
    }
    fn issued(&mut self, w: u32) {
        self.last = Some(w);
    }
    fn reorders_on_issue(&self, w: u32) -> bool {
        self.last != Some(w)
    }
    fn removed(&mut self, w: u32) {
        if self.last == Some(w) {
            self.last = None;
        }
    }
}

/// Oldest (earliest dispatched) first.
#[derive(Default)]
pub struct OldestFirst;

impl Policy for OldestFirst {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        out.extend_from_slice(warps);
    }
    fn issued(&mut self, _w: u32) {}
    fn reorders_on_issue(&self, _w: u32) -> bool {
        false
    }
}

/// Two-level: round robin over an active set of `active` warps; a warp that stalls on
/// memory moves to the back of the queue and the next pending warp becomes active.
pub struct TwoLevel {
    active: usize,
    /// Queue of warps: the first `active` are the active set.
    queue: Vec<u32>,
    last: Option<u32>,
}

impl TwoLevel {
    pub fn new(active: u32) -> TwoLevel {
        TwoLevel {
            active: active.max(1) as usize,
            queue: Vec::new(),
            last: None,
        }
    }

    /// Bring the queue in line with the scheduler's warps (new warps join at the back).
    fn sync(&mut self, warps: &[u32]) {
        if self.queue.len() != warps.len() {
            self.queue.retain(|w| warps.contains(w));
            for &w in warps {
                if !self.queue.contains(&w) {
                    self.queue.push(w);
                }
            }
        }
    }
}

impl Policy for TwoLevel {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        self.sync(warps);
        let n = self.active.min(self.queue.len());
        let act = &self.queue[..n];
        let start = self
            .last
            .and_then(|l| act.iter().position(|&w| w == l))
            .map_or(0, |p| p + 1);
        for k in 0..n {
            out.push(act[(start + k) % n]);
        }
    }
    fn issued(&mut self, w: u32) {
        self.last = Some(w);
    }
    fn long_stall(&mut self, w: u32) {
        let n = self.active.min(self.queue.len());
        if let Some(p) = self.queue[..n].iter().position(|&x| x == w) {
            // Demote only when someone is waiting to take its place.
            if self.queue.len() > n {
                let v = self.queue.remove(p);
                self.queue.push(v);
            }
        }
    }
    fn removed(&mut self, w: u32) {
        self.queue.retain(|&x| x != w);
        if self.last == Some(w) {
            self.last = None;
        }
    }
}

/// A fresh policy of the given kind.
pub fn make(kind: SchedulerKind, two_level_active: u32) -> Box<dyn Policy> {
    match kind {
        SchedulerKind::Lrr => Box::new(Lrr::default()),
        SchedulerKind::Gto => Box::new(Gto::default()),
        SchedulerKind::OldestFirst => Box::new(OldestFirst),
        SchedulerKind::TwoLevel => Box::new(TwoLevel::new(two_level_active)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ord(p: &mut dyn Policy, w: &[u32]) -> Vec<u32> {
        let mut o = Vec::new();
        p.order(w, &mut o);
        o
    }

    #[test]
    fn policies_order_warps() {
        let w = [3, 5, 7, 9];
        let mut l = Lrr::default();
        assert_eq!(ord(&mut l, &w), vec![3, 5, 7, 9]);
        l.issued(5);
        assert_eq!(ord(&mut l, &w), vec![7, 9, 3, 5]);
        let mut g = Gto::default();
        g.issued(7);
        assert_eq!(ord(&mut g, &w), vec![7, 3, 5, 9]);
        let mut t = TwoLevel::new(2);
        assert_eq!(ord(&mut t, &w), vec![3, 5]);
        t.long_stall(3);
        assert_eq!(ord(&mut t, &w), vec![5, 7]);
        t.issued(5);
        assert_eq!(ord(&mut t, &w), vec![7, 5]);
        let mut o = OldestFirst;
        assert_eq!(ord(&mut o, &w), vec![3, 5, 7, 9]);
    }
}
