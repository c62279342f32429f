//! Where each virtual register's value is stored in a warp's register file. PTX
//! declares registers by the dozen (nvcc numbers every value afresh: `mixed` has 57
//! for some 10 live at a time), and the executor keeps 8 bytes per register per lane,
//! so a full SM of such warps is most of a megabyte the host streams through its
//! caches. [`compact`] lets registers that are never live together share a slot, as a
//! register allocator would; timing still tracks the virtual registers (`RegRef::idx`),
//! so only the executor's storage changes, never a result or a cycle.
//!
//! Why a shared slot cannot be observed: liveness is per thread, and a warp's lanes
//! are threads whose values live in their own lanes of a slot. A lane reads a register
//! only where it is live on that lane's path, and there no register sharing its slot is
//! written by that lane (they would interfere); a write by other lanes under another
//! mask leaves this lane's value alone. A guarded write keeps the older value live
//! (lanes the guard turns off still hold it). Cross-lane reads (`shfl`, matrix
//! fragments) read each source lane's own operand, live in that lane at that
//! instruction. Reading a lane that does not take part is undefined in PTX. A global
//! atomic's result is written late in timing mode (see `compact`), so it keeps a slot
//! of its own.

use super::liveness::{self, after_calls, successors};
use super::{Op, Operand, Program};

/// Beyond this many registers the interference matrix (registers squared bits) is
/// not built; the program keeps one slot per register.
const MAX_REGS: usize = 1 << 14;

/// One slot per register (the linker's layout).
pub fn identity(p: &mut Program) {
    p.slots = p.num_regs();
    let map: Vec<u32> = (0..p.num_regs()).collect();
    rename(p, &map);
}

/// Give registers never live at the same time the same slot (greedy colouring of the
/// interference graph, registers in index order, each the lowest slot none of its
/// neighbours holds). Programs with calls keep one slot per register: a `.func`'s
/// registers are the same in every activation, which liveness over the call graph
/// does not describe.
pub fn compact(p: &mut Program) {
    let n = p.num_regs() as usize;
    if n == 0 || n > MAX_REGS || p.code.iter().any(|i| i.op == Op::Call) {
        return;
    }
    let lv = liveness::analyse(p, false);
    let words = lv.words;
    // Registers that interfere: a register written at an instruction and every register
    // live out of it, read or written by it (an instruction may write one result
    // before it reads its last source, so its sources and results never share).
    let mut adj = vec![0u64; n * words];
    let calls = after_calls(p);
    let mut busy = vec![0u64; words];
    let mut succ = Vec::new();
    for pc in 0..p.code.len() {
        busy.copy_from_slice(lv.uses_at(pc));
        for (b, d) in busy.iter_mut().zip(lv.defs_at(pc)) {
            *b |= d;
        }
        succ.clear();
        successors(p, pc, &calls, &mut succ);
        for &t in &succ {
            for (b, l) in busy.iter_mut().zip(lv.live_in_at(t)) {
                *b |= l;
            }
        }
        for d in bits(lv.defs_at(pc)) {
            for (a, b) in adj[d * words..(d + 1) * words].iter_mut().zip(&busy) {
                *a |= b;
            }
            for r in bits(&busy) {
                adj[r * words + d / 64] |= 1 << (d % 64);
            }
        }
    }
    // A global atomic's old value reaches its register when the SM's quantum ends
    // (timing mode applies atomics in order then), after later instructions of the
    // warp may have run: its registers keep slots of their own.
    let mut own = vec![false; n];
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    for pc in (0..p.code.len()).filter(|&pc| p.code[pc].op == Op::Atom) {
        liveness::accesses(p, pc, &mut reads, &mut writes);
    }
    writes.iter().for_each(|&(r, _)| own[r as usize] = true);
    let mut slot = vec![u32::MAX; n];
    let mut taken = Vec::new();
    let mut slots = 0u32;
    for r in (0..n).filter(|&r| !own[r]) {
        taken.clear();
        taken.resize(slots as usize + 1, false);
        for q in bits(&adj[r * words..(r + 1) * words]) {
            if q != r && slot[q] != u32::MAX {
                taken[slot[q] as usize] = true;
            }
        }
        let s = taken.iter().position(|&t| !t).unwrap_or(taken.len()) as u32;
        slot[r] = s;
        slots = slots.max(s + 1);
    }
    for r in (0..n).filter(|&r| own[r]) {
        slot[r] = slots;
        slots += 1;
    }
    p.slots = slots;
    rename(p, &slot);
}

/// The set bits of a bit set.
fn bits(set: &[u64]) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(k, &w)| {
        let mut w = w;
        std::iter::from_fn(move || {
            (w != 0).then(|| {
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                k * 64 + b
            })
        })
    })
}

/// Point every register operand (and PTX address base) at `map[register]`.
fn rename(p: &mut Program, map: &[u32]) {
    let fix = |o: &mut Operand| match o {
        Operand::Reg(r) => r.slot = map.get(r.idx as usize).copied().unwrap_or(r.idx),
        Operand::Mem(a) if a.base != super::NO_REG => {
            a.slot = map.get(a.base as usize).copied().unwrap_or(a.base)
        }
        _ => {}
    };
    for i in &mut p.code {
        i.dst.iter_mut().chain(i.src.iter_mut()).for_each(&fix);
    }
    p.vec_elems.iter_mut().for_each(&fix);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Registers instruction `pc` reads and writes, and whether a write there replaces
    /// the value in every lane (unguarded).
    fn accesses(p: &Program, pc: usize) -> (Vec<u32>, Vec<u32>, bool) {
        let (mut r, mut w) = (Vec::new(), Vec::new());
        liveness::accesses(p, pc, &mut r, &mut w);
        let f = |v: Vec<(u32, u32)>| v.into_iter().map(|x| x.0).collect();
        (f(r), f(w), p.code[pc].guard == crate::ir::NO_REG)
    }

    /// Is `reg` read on some path leaving `pc` before an unguarded write replaces it?
    /// (A search per question: independent of the data-flow fixpoint.)
    fn read_later(p: &Program, pc: usize, reg: u32) -> bool {
        let calls = after_calls(p);
        let mut seen = vec![false; p.code.len()];
        let mut work = Vec::new();
        successors(p, pc, &calls, &mut work);
        while let Some(t) = work.pop() {
            if std::mem::replace(&mut seen[t], true) {
                continue;
            }
            let (reads, writes, kills) = accesses(p, t);
            if reads.contains(&reg) || (!kills && writes.contains(&reg)) {
                return true;
            }
            if !writes.contains(&reg) {
                successors(p, t, &calls, &mut work);
            }
        }
        false
    }

    fn program(path: &std::path::Path) -> Program {
        let text = std::fs::read(path).expect("reads");
        let m = crate::isa::ptx::parse("w.ptx", &text).expect("parses");
        let k = m.kernels()[0].to_string();
        crate::ir::link(&m, &k).expect("links")
    }

    /// Every shipped PTX workload: where an instruction writes a register, no other
    /// register of its slot is read or written there or read later before being
    /// replaced; and the slots are fewer than the registers where the code allows.
    #[test]
    fn registers_sharing_a_slot_are_never_live_together() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../workloads/ptx");
        let mut checked = 0;
        let mut dirs: Vec<_> = std::fs::read_dir(&root).expect("lists").flatten().collect();
        dirs.sort_by_key(|d| d.file_name());
        for d in dirs {
            let name = d.file_name().to_string_lossy().to_string();
            let path = d.path().join(format!("{name}.ptx"));
            if !path.exists() {
                continue;
            }
            let mut p = program(&path);
            let regs = p.num_regs();
            compact(&mut p);
            // Each register's slot, the same wherever it is named (addresses too).
            let mut slots: Vec<Option<u32>> = vec![None; regs as usize];
            let mut note = |r: u32, slot: u32| {
                let s = slots[r as usize].get_or_insert(slot);
                assert_eq!(*s, slot, "{name}: %{r} named with two slots");
            };
            for o in p
                .code
                .iter()
                .flat_map(|i| i.dst.iter().chain(&i.src))
                .chain(&p.vec_elems)
            {
                match *o {
                    Operand::Reg(x) => note(x.idx, x.slot),
                    Operand::Mem(a) if a.base != crate::ir::NO_REG => note(a.base, a.slot),
                    _ => {}
                }
            }
            if p.code.iter().any(|i| i.op == Op::Call) {
                assert_eq!(
                    p.slots, regs,
                    "{name}: a program with calls is not compacted"
                );
                continue;
            }
            for pc in 0..p.code.len() {
                let (reads, writes, _) = accesses(&p, pc);
                for &d in &writes {
                    for r in (0..regs).filter(|&r| r != d && slots[r as usize] == slots[d as usize])
                    {
                        assert!(
                            !reads.contains(&r) && !writes.contains(&r) && !read_later(&p, pc, r),
                            "{name}: pc {pc} writes %{d} while %{r} (same slot) is live"
                        );
                    }
                }
            }
            for pc in (0..p.code.len()).filter(|&pc| p.code[pc].op == Op::Atom) {
                for d in accesses(&p, pc).1 {
                    let shared = (0..regs).filter(|&r| slots[r as usize] == slots[d as usize]);
                    assert_eq!(
                        shared.count(),
                        1,
                        "{name}: atom result %{d} shares its slot"
                    );
                }
            }
            assert!(p.slots <= regs);
            if name == "mixed" {
                assert!(
                    p.slots * 3 < regs,
                    "mixed: {} slots for {regs} registers",
                    p.slots
                );
            }
            checked += 1;
        }
        assert!(checked >= 20, "only {checked} workloads checked");
    }
}
