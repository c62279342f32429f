//! The SIMT reconvergence stack of one warp. Each entry is a group of lanes running
//! from `pc` until it reaches `rpc` (its reconvergence point: the immediate
//! post-dominator of the branch that split it), where it pops and the lanes rejoin the
//! entry below. Calls push a frame entry that pops when the callee reaches its exit.

use crate::ir::EXIT_PC;

/// One stack entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub pc: u32,
    /// Reconvergence pc ([`EXIT_PC`] = function exit).
    pub rpc: u32,
    pub mask: u64,
    /// Base entry of a call frame: popping it returns from the call.
    pub call: bool,
}

/// The stack (bottom = whole warp at the kernel's entry).
#[derive(Debug, Clone, Default)]
pub struct SimtStack {
    pub entries: Vec<Entry>,
}

impl SimtStack {
    /// A fresh stack for lanes `mask` starting at `pc`.
    pub fn reset(&mut self, pc: u32, mask: u64) {
        self.entries.clear();
        self.entries.push(Entry {
            pc,
            rpc: EXIT_PC,
            mask,
            call: false,
        });
    }

    #[inline]
    pub fn top(&self) -> Option<&Entry> {
        self.entries.last()
    }

    #[inline]
    pub fn top_mut(&mut self) -> Option<&mut Entry> {
        self.entries.last_mut()
    }

    /// Current pc (EXIT_PC if the stack is empty).
    #[inline]
    pub fn pc(&self) -> u32 {
        self.entries.last().map_or(EXIT_PC, |e| e.pc)
    }

    /// Currently active lanes.
    #[inline]
    pub fn active(&self) -> u64 {
        self.entries.last().map_or(0, |e| e.mask)
    }

    /// Resolve a (possibly divergent) branch of the top entry: lanes in `taken` go to
    /// `target`, the rest of the active lanes to `fallthrough`; divergent paths meet at
    /// `reconv`. The taken path runs first.
    pub fn branch(&mut self, taken: u64, target: u32, fallthrough: u32, reconv: u32) {
        let Some(top) = self.entries.last_mut() else {
            return;
        };
        let active = top.mask;
        let taken = taken & active;
        let not_taken = active & !taken;
        if not_taken == 0 {
            top.pc = target;
            return;
        }
        if taken == 0 {
            top.pc = fallthrough;
            return;
        }
        top.pc = reconv;
        if fallthrough != reconv {
            self.entries.push(Entry {
                pc: fallthrough,
                rpc: reconv,
                mask: not_taken,
                call: false,
            });
        }
        if target != reconv {
            self.entries.push(Entry {
                pc: target,
                rpc: reconv,
                mask: taken,
                call: false,
            });
        }
    }

    /// Remove lanes from every entry (they exited).
    pub fn remove_lanes(&mut self, lanes: u64) {
        for e in &mut self.entries {
            e.mask &= !lanes;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diverge_and_reconverge() {
        let mut s = SimtStack::default();
        s.reset(0, 0xF);
        s.branch(0x3, 10, 1, 20);
        assert_eq!(s.pc(), 10);
        assert_eq!(s.active(), 0x3);
        assert_eq!(s.entries.len(), 3);
        // uniform branch: no push
        let mut u = SimtStack::default();
        u.reset(0, 0xF);
        u.branch(0xF, 7, 1, 9);
        assert_eq!((u.pc(), u.entries.len()), (7, 1));
        u.branch(0, 7, 8, 9);
        assert_eq!((u.pc(), u.entries.len()), (8, 1));
    }
}
