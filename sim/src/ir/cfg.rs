//! Control-flow graph of one function and the reconvergence points of its branches.
//! A divergent branch reconverges at its immediate post-dominator (the classic SIMT
//! stack rule); `ret` edges go to a virtual exit node, so a branch whose paths only
//! meet at the function's end reconverges at [`EXIT_PC`]. `exit` has no successor: its
//! lanes leave the warp, so they never wait at a reconvergence point.

use super::inst::{Inst, Operand, EXIT_PC, NO_REG};
use super::op::Op;

/// Successor of a block: another block, or the virtual exit.
const EXIT_NODE: usize = usize::MAX;

/// Compute `reconv` for every control-flow instruction of a function's code
/// (branch targets must already be function-local pcs).
pub fn compute_reconvergence(code: &mut [Inst]) {
    // First with `exit` as a dead end; if then no path from the entry reaches the
    // function's end (every path ends in `exit`), `exit` must count as reaching it,
    // or no branch of the function would ever reconverge.
    if !analyse(code, false) {
        analyse(code, true);
    }
}

/// Compute reconvergence points; `exit_reaches_end` makes `exit` an edge to the
/// virtual exit. Returns whether the entry block reaches the virtual exit.
fn analyse(code: &mut [Inst], exit_reaches_end: bool) -> bool {
    let n = code.len();
    if n == 0 {
        return true;
    }
    // Block leaders.
    let mut leader = vec![false; n + 1];
    leader[0] = true;
    for (i, inst) in code.iter().enumerate() {
        match inst.op {
            Op::Bra => {
                if let Operand::Label(t) = inst.src[0] {
                    if (t as usize) < n {
                        leader[t as usize] = true;
                    }
                }
                leader[i + 1] = true;
            }
            Op::Ret | Op::Exit => leader[i + 1] = true,
            Op::BrxIdx => {
                for t in brx_targets(code, i) {
                    leader[t] = true;
                }
                leader[i + 1] = true;
            }
            _ => {}
        }
    }
    let starts: Vec<usize> = (0..n).filter(|&i| leader[i]).collect();
    let nb = starts.len();
    let mut block_of = vec![0usize; n];
    for (b, &s) in starts.iter().enumerate() {
        let e = starts.get(b + 1).copied().unwrap_or(n);
        for slot in &mut block_of[s..e] {
            *slot = b;
        }
    }
    let block_at = |pc: usize| -> usize {
        if pc >= n {
            EXIT_NODE
        } else {
            block_of[pc]
        }
    };
    // Forward successors; node index nb stands for the virtual exit.
    let exit = nb;
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); nb + 1];
    for (b, bsucc) in succ.iter_mut().enumerate().take(nb) {
        let end = starts.get(b + 1).copied().unwrap_or(n) - 1;
        let inst = &code[end];
        let guarded = inst.guard != NO_REG;
        let mut push = |s: usize| {
            let s = if s == EXIT_NODE { exit } else { s };
            if !bsucc.contains(&s) {
                bsucc.push(s);
            }
        };
        match inst.op {
            Op::Bra => {
                let t = match inst.src[0] {
                    Operand::Label(t) => t as usize,
                    _ => n,
                };
                push(block_at(t));
                if guarded {
                    push(block_at(end + 1));
                }
            }
            // The table's targets, and past the table (slot 0) when guarded.
            Op::BrxIdx => {
                for t in brx_targets(code, end) {
                    push(block_at(t));
                }
                if guarded {
                    push(block_at(end + 1));
                }
            }
            Op::Ret => {
                push(EXIT_NODE);
                if guarded {
                    push(block_at(end + 1));
                }
            }
            // `exit` ends its lanes for good: it has no successor, so it does not pull
            // the reconvergence point of the branches around it to the function exit.
            Op::Exit => {
                if exit_reaches_end {
                    push(EXIT_NODE);
                }
                if guarded {
                    push(block_at(end + 1));
                }
            }
            _ => push(block_at(end + 1)),
        }
    }
    // Post-dominators = dominators of the reverse graph rooted at the exit.
    // Reverse-graph predecessors of b are its forward successors.
    let mut rev_succ: Vec<Vec<usize>> = vec![Vec::new(); nb + 1];
    for (b, ss) in succ.iter().enumerate() {
        for &s in ss {
            rev_succ[s].push(b);
        }
    }
    // Post-order of the reverse graph from the exit (iterative DFS).
    let mut po_num = vec![usize::MAX; nb + 1];
    let mut order = Vec::with_capacity(nb + 1);
    let mut visited = vec![false; nb + 1];
    let mut stack: Vec<(usize, usize)> = vec![(exit, 0)];
    visited[exit] = true;
    while let Some(&mut (node, ref mut i)) = stack.last_mut() {
        if *i < rev_succ[node].len() {
            let next = rev_succ[node][*i];
            *i += 1;
            if !visited[next] {
                visited[next] = true;
                stack.push((next, 0));
            }
        } else {
            po_num[node] = order.len();
            order.push(node);
            stack.pop();
        }
    }
    let mut idom = vec![usize::MAX; nb + 1];
    idom[exit] = exit;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            if b == exit {
                continue;
            }
            let mut new = usize::MAX;
            for &p in &succ[b] {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    intersect(&idom, &po_num, p, new)
                };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    for (b, &pd) in idom.iter().enumerate().take(nb) {
        let end = starts.get(b + 1).copied().unwrap_or(n) - 1;
        let inst = &mut code[end];
        if matches!(inst.op, Op::Bra | Op::BrxIdx | Op::Ret | Op::Exit) {
            inst.reconv = if pd == usize::MAX || pd == exit {
                EXIT_PC
            } else {
                starts[pd] as u32
            };
        }
    }
    idom[0] != usize::MAX
}

/// The targets of the `brx.idx` at `pc` (its table slots are the `bra`s from pc+2;
/// see `func::ops::brx_idx`).
fn brx_targets(code: &[Inst], pc: usize) -> impl Iterator<Item = usize> + '_ {
    let n = match code[pc].src[1] {
        Operand::Imm(n) => n as usize,
        _ => 0,
    };
    (0..n).filter_map(move |k| match code.get(pc + 2 + k).map(|s| s.src[0]) {
        Some(Operand::Label(t)) if (t as usize) < code.len() => Some(t as usize),
        _ => None,
    })
}

fn intersect(idom: &[usize], po: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while po[a] < po[b] {
            a = idom[a];
        }
        while po[b] < po[a] {
            b = idom[b];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bra(target: u32, guarded: bool) -> Inst {
        let mut i = Inst::new(Op::Bra);
        i.src[0] = Operand::Label(target);
        if guarded {
            i.guard = 0;
        }
        i
    }
    fn nop() -> Inst {
        Inst::new(Op::Nop)
    }
    fn ret(guarded: bool) -> Inst {
        let mut i = Inst::new(Op::Ret);
        if guarded {
            i.guard = 0;
        }
        i
    }

    #[test]
    fn if_then_else() {
        // 0: @p bra 3; 1: nop; 2: bra 4; 3: nop; 4: nop; 5: ret
        let mut c = vec![bra(3, true), nop(), bra(4, false), nop(), nop(), ret(false)];
        compute_reconvergence(&mut c);
        assert_eq!(c[0].reconv, 4);
    }

    #[test]
    fn loop_exit() {
        // 0: nop; 1: nop; 2: @p bra 1; 3: ret
        let mut c = vec![nop(), nop(), bra(1, true), ret(false)];
        compute_reconvergence(&mut c);
        assert_eq!(c[2].reconv, 3);
    }

    #[test]
    fn early_return_reconverges_at_exit() {
        // 0: @p bra 2; 1: ret; 2: nop; 3: ret
        let mut c = vec![bra(2, true), ret(false), nop(), ret(false)];
        compute_reconvergence(&mut c);
        assert_eq!(c[0].reconv, EXIT_PC);
        // guarded ret
        let mut c = vec![nop(), ret(true), nop(), ret(false)];
        compute_reconvergence(&mut c);
        assert_eq!(c[1].reconv, EXIT_PC);
    }

    #[test]
    fn exit_does_not_move_reconvergence() {
        // 0: @p bra 2; 1: exit; 2: nop; 3: ret  -> reconverge at 2
        let mut e = Inst::new(Op::Exit);
        e.guard = NO_REG;
        let mut c = vec![bra(2, true), e, nop(), ret(false)];
        compute_reconvergence(&mut c);
        assert_eq!(c[0].reconv, 2);
    }

    #[test]
    fn kernel_ending_in_exit_still_reconverges() {
        // 0: @p bra 3; 1: nop; 2: bra 4; 3: nop; 4: nop; 5: exit
        let mut c = vec![
            bra(3, true),
            nop(),
            bra(4, false),
            nop(),
            nop(),
            Inst::new(Op::Exit),
        ];
        compute_reconvergence(&mut c);
        assert_eq!(c[0].reconv, 4);
    }

    #[test]
    fn infinite_loop_is_exit() {
        let mut c = vec![nop(), bra(0, true), bra(0, false)];
        compute_reconvergence(&mut c);
        // No path reaches the exit: nothing to reconverge at but the exit itself.
        assert_eq!(c[1].reconv, EXIT_PC);
        assert_eq!(c[2].reconv, EXIT_PC);
    }
}
