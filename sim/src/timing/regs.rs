//! Registers per thread for occupancy. PTX declares virtual registers (ptxas
//! allocates the physical ones), so warpsim estimates the count as the most
//! registers live at once, by liveness analysis over the linked program (64-bit
//! registers count twice, predicates not at all); `--regs N` overrides it. AMD kernels
//! declare theirs (`.amdhsa_next_free_vgpr`).

use crate::ir::{Op, Operand, Program};

/// 32-bit registers an operand names (register index, width in 32-bit units).
fn regs_of(o: &Operand, p: &Program, out: &mut Vec<(u32, u32)>) {
    match *o {
        Operand::Reg(r) => out.push((r.idx, (r.bits as u32).div_ceil(32).max(1))),
        Operand::Vec { start, len } => {
            for e in &p.vec_elems[start as usize..start as usize + len as usize] {
                regs_of(e, p, out);
            }
        }
        Operand::Mem(a) if a.base != crate::ir::NO_REG => {
            out.push((a.base, (a.base_bits as u32).div_ceil(32).max(1)))
        }
        _ => {}
    }
}

/// The most 32-bit registers live at any instruction of `p`.
pub fn max_live(p: &Program) -> u32 {
    let n = p.code.len();
    let nregs = p.num_regs() as usize;
    if n == 0 || nregs == 0 {
        return 0;
    }
    let words = nregs.div_ceil(64);
    let width: Vec<u32> = p
        .reg_bits
        .iter()
        .map(|&b| (b as u32).div_ceil(32).max(1))
        .collect();
    // Uses and definitions per instruction.
    let mut uses = vec![0u64; n * words];
    let mut defs = vec![0u64; n * words];
    let mut tmp = Vec::new();
    let set = |v: &mut [u64], pc: usize, r: u32| v[pc * words + r as usize / 64] |= 1 << (r % 64);
    for (pc, i) in p.code.iter().enumerate() {
        tmp.clear();
        for s in &i.src {
            regs_of(s, p, &mut tmp);
        }
        for d in &i.dst {
            if let Operand::Mem(_) = d {
                regs_of(d, p, &mut tmp);
            }
        }
        for &(r, _) in &tmp {
            set(&mut uses, pc, r);
        }
        tmp.clear();
        for d in &i.dst {
            if !matches!(d, Operand::Mem(_)) {
                regs_of(d, p, &mut tmp);
            }
        }
        for &(r, _) in &tmp {
            set(&mut defs, pc, r);
        }
    }
    // Successors: fall-through, branch targets, callee entries; returns go to every
    // instruction after a call.
    let after_calls: Vec<usize> = p
        .code
        .iter()
        .enumerate()
        .filter(|(_, i)| i.op == Op::Call)
        .map(|(pc, _)| pc + 1)
        .collect();
    let succ = |pc: usize, out: &mut Vec<usize>| {
        let i = &p.code[pc];
        let uncond =
            matches!(i.op, Op::Exit | Op::Ret) || (i.op == Op::Bra && i.guard == crate::ir::NO_REG);
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
    };
    let mut live_in = vec![0u64; n * words];
    let mut out = vec![0u64; words];
    let mut sv = Vec::new();
    let mut changed = true;
    while changed {
        changed = false;
        for pc in (0..n).rev() {
            out.iter_mut().for_each(|w| *w = 0);
            sv.clear();
            succ(pc, &mut sv);
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
    // Pressure at an instruction: what is live into it plus what it defines.
    let mut best = 0u32;
    for pc in 0..n {
        let mut total = 0u32;
        for k in 0..words {
            let mut bits = live_in[pc * words + k] | defs[pc * words + k];
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                total += width.get(k * 64 + b).copied().unwrap_or(1);
                bits &= bits - 1;
            }
        }
        best = best.max(total);
    }
    best
}
