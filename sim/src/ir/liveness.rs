//! Register liveness over a linked program: per instruction, the virtual registers it
//! reads and writes and those live into it (a value some path from there may still
//! read), by the classic backward data-flow over the program's control flow. One
//! analysis serves the occupancy estimate (`timing::regs`) and the register-file slot
//! assignment (`ir::slots`). Predicates are not registers here.

use super::{Op, Operand, Program, NO_REG};

/// Registers an operand names: (register, width in 32-bit units).
pub fn regs_of(o: &Operand, p: &Program, out: &mut Vec<(u32, u32)>) {
    match *o {
        Operand::Reg(r) => out.push((r.idx, (r.bits as u32).div_ceil(32).max(1))),
        Operand::Vec { start, len } => {
            for e in &p.vec_elems[start as usize..start as usize + len as usize] {
                regs_of(e, p, out);
            }
        }
        Operand::Mem(a) if a.base != NO_REG => {
            out.push((a.base, (a.base_bits as u32).div_ceil(32).max(1)))
        }
        _ => {}
    }
}

/// The registers instruction `pc` reads (`reads`: sources, and a store's address) and
/// writes (`writes`), appended.
pub fn accesses(p: &Program, pc: usize, reads: &mut Vec<(u32, u32)>, writes: &mut Vec<(u32, u32)>) {
    let i = &p.code[pc];
    for s in &i.src {
        regs_of(s, p, reads);
    }
    for d in &i.dst {
        match d {
            Operand::Mem(_) => regs_of(d, p, reads),
            _ => regs_of(d, p, writes),
        }
    }
}

/// Bit sets of registers, `words` 64-bit words per instruction.
pub struct Liveness {
    pub words: usize,
    /// Registers each instruction reads (an address register of a store included;
    /// a guarded write too, unless guarded writes kill).
    pub uses: Vec<u64>,
    /// Registers each instruction writes.
    pub defs: Vec<u64>,
    /// Registers live into each instruction.
    pub live_in: Vec<u64>,
}

impl Liveness {
    fn row<'a>(&self, set: &'a [u64], pc: usize) -> &'a [u64] {
        &set[pc * self.words..(pc + 1) * self.words]
    }

    /// The registers instruction `pc` reads.
    pub fn uses_at(&self, pc: usize) -> &[u64] {
        self.row(&self.uses, pc)
    }

    /// The registers instruction `pc` writes.
    pub fn defs_at(&self, pc: usize) -> &[u64] {
        self.row(&self.defs, pc)
    }

    /// The registers live into instruction `pc`.
    pub fn live_in_at(&self, pc: usize) -> &[u64] {
        self.row(&self.live_in, pc)
    }
}

/// Successors of instruction `pc`: fall-through, branch targets, callee entries;
/// returns go to every instruction after a call (`after_calls`).
pub fn successors(p: &Program, pc: usize, after_calls: &[usize], out: &mut Vec<usize>) {
    let n = p.code.len();
    let i = &p.code[pc];
    // A guarded `ret`/`exit`/`bra` falls through for the lanes its guard turns off.
    let uncond = matches!(i.op, Op::Exit | Op::Ret | Op::Bra) && i.guard == NO_REG;
    if !uncond && pc + 1 < n {
        out.push(pc + 1);
    }
    for s in &i.src {
        match *s {
            Operand::Label(t) | Operand::Func(t) if (t as usize) < n => out.push(t as usize),
            _ => {}
        }
    }
    if i.op == Op::Ret {
        out.extend(after_calls.iter().copied().filter(|&t| t < n));
    }
    // brx.idx continues at its table's slots (each a `bra` to one target).
    if let (Op::BrxIdx, Operand::Imm(k)) = (i.op, i.src[1]) {
        out.extend((pc + 2..pc + 2 + k as usize).filter(|&t| t < n));
    }
}

/// The instructions after each call (where returns go).
pub fn after_calls(p: &Program) -> Vec<usize> {
    p.code
        .iter()
        .enumerate()
        .filter(|(_, i)| i.op == Op::Call)
        .map(|(pc, _)| pc + 1)
        .collect()
}

/// Analyse `p`. With `guarded_defs_kill` false, a write under a guard predicate keeps
/// the register's older value live (lanes the guard turns off still hold it), which
/// is what storage must assume; the occupancy estimate counts it as a plain write.
pub fn analyse(p: &Program, guarded_defs_kill: bool) -> Liveness {
    let n = p.code.len();
    let words = (p.num_regs() as usize).div_ceil(64);
    let mut uses = vec![0u64; n * words];
    let mut defs = vec![0u64; n * words];
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    let set = |v: &mut [u64], pc: usize, r: u32| v[pc * words + r as usize / 64] |= 1 << (r % 64);
    for (pc, i) in p.code.iter().enumerate() {
        reads.clear();
        writes.clear();
        accesses(p, pc, &mut reads, &mut writes);
        for &(r, _) in &reads {
            set(&mut uses, pc, r);
        }
        for &(r, _) in &writes {
            set(&mut defs, pc, r);
            if i.guard != NO_REG && !guarded_defs_kill {
                set(&mut uses, pc, r);
            }
        }
    }
    let calls = after_calls(p);
    let mut live_in = vec![0u64; n * words];
    let mut out = vec![0u64; words];
    let mut sv = Vec::new();
    let mut changed = true;
    while changed {
        changed = false;
        for pc in (0..n).rev() {
            out.iter_mut().for_each(|w| *w = 0);
            sv.clear();
            successors(p, pc, &calls, &mut sv);
            for &t in &sv {
                for k in 0..words {
                    out[k] |= live_in[t * words + k];
                }
            }
            for k in 0..words {
                let v = uses[pc * words + k] | (out[k] & !defs[pc * words + k]);
                if v != live_in[pc * words + k] {
                    live_in[pc * words + k] = v;
                    changed = true;
                }
            }
        }
    }
    Liveness {
        words,
        uses,
        defs,
        live_in,
    }
}
