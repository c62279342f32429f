//! Load hoisting: what the SASS compiler does to PTX before a GPU runs it. PTX lists
//! a load next to its first use (`ld; ld; fma; ld; ld; fma; ...`), and run in that
//! order a warp would have two loads in flight at a time. ptxas schedules each block
//! so that the loads issue first and their latency overlaps the arithmetic, which is
//! what lets one warp keep many loads in flight. This pass moves every load (global,
//! shared, local, constant, parameter) of a basic block above the register-only
//! instructions (moves, integer, float, conversions) before it that it does not
//! depend on. It never moves a load past another memory access, a barrier, a fence,
//! a warp collective, a special-register read or the block's start, so results are
//! unchanged; loads keep their order among themselves.

use super::inst::{Operand, NO_REG};
use super::link::Program;
use super::op::{Op, OpClass};

/// A register or predicate an instruction reads or writes (predicates tagged apart).
type Loc = u32;
const PRED: Loc = 1 << 31;

fn locs(o: &Operand, p: &Program, out: &mut Vec<Loc>) {
    match *o {
        Operand::Reg(r) => out.push(r.idx),
        Operand::Pred { idx, .. } => out.push(PRED | idx),
        Operand::Vec { start, len } => {
            for e in p.vec_elems.iter().skip(start as usize).take(len as usize) {
                locs(e, p, out);
            }
        }
        Operand::Mem(a) if a.base != NO_REG => out.push(a.base),
        _ => {}
    }
}

/// What instruction `pc` reads and writes.
fn uses_defs(p: &Program, pc: usize, uses: &mut Vec<Loc>, defs: &mut Vec<Loc>) {
    uses.clear();
    defs.clear();
    let i = &p.code[pc];
    if i.guard != NO_REG {
        uses.push(PRED | i.guard);
    }
    for s in &i.src {
        locs(s, p, uses);
    }
    for d in &i.dst {
        match d {
            // A store's address is read.
            Operand::Mem(_) => locs(d, p, uses),
            _ => locs(d, p, defs),
        }
    }
}

/// A load that may move up.
fn hoistable(p: &Program, pc: usize) -> bool {
    let i = &p.code[pc];
    i.op == Op::Ld
        && matches!(
            i.class,
            OpClass::MemGlobal
                | OpClass::MemShared
                | OpClass::MemLocal
                | OpClass::MemConst
                | OpClass::MemParam
        )
}

/// A register-only instruction a load may move above.
fn passable(p: &Program, pc: usize) -> bool {
    let i = &p.code[pc];
    let pure = matches!(
        i.class,
        OpClass::Move
            | OpClass::Int
            | OpClass::IntMul
            | OpClass::IntDiv
            | OpClass::Fp32
            | OpClass::Fp64
            | OpClass::Sfu
            | OpClass::Convert
    );
    let touches_state = i.dst.iter().chain(i.src.iter()).any(|o| {
        matches!(
            o,
            Operand::Mem(_) | Operand::Special(_) | Operand::Label(_) | Operand::Func(_)
        )
    });
    pure && !i.is_branch() && !touches_state
}

/// The first pc of every basic block (and `n`): the entry, branch and call targets,
/// and the instruction after every control transfer.
fn leaders(p: &Program) -> Vec<bool> {
    let n = p.code.len();
    let mut l = vec![false; n + 1];
    l[0] = true;
    l[n] = true;
    for (pc, i) in p.code.iter().enumerate() {
        for s in &i.src {
            if let Operand::Label(t) | Operand::Func(t) = *s {
                if (t as usize) < n {
                    l[t as usize] = true;
                }
            }
        }
        if i.is_branch() {
            l[pc + 1] = true;
        }
    }
    l
}

/// Hoist the loads of every basic block of `p` (see the module comment). Returns how
/// many loads moved.
pub fn hoist_loads(p: &mut Program) -> usize {
    let n = p.code.len();
    if n == 0 || p.src.len() != n {
        return 0;
    }
    let lead = leaders(p);
    let (mut lu, mut ld, mut xu, mut xd) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut moved = 0;
    let mut start = 0;
    for (pc, &leader) in lead.iter().enumerate().take(n) {
        if leader {
            start = pc;
        }
        if !hoistable(p, pc) {
            continue;
        }
        uses_defs(p, pc, &mut lu, &mut ld);
        let mut to = pc;
        while to > start && passable(p, to - 1) {
            uses_defs(p, to - 1, &mut xu, &mut xd);
            // Not above what computes its address or guard, nor above a reader or
            // writer of its destination.
            let raw = xd.iter().any(|r| lu.contains(r));
            let war = ld.iter().any(|r| xu.contains(r) || xd.contains(r));
            if raw || war {
                break;
            }
            to -= 1;
        }
        if to < pc {
            p.code[to..=pc].rotate_right(1);
            p.src[to..=pc].rotate_right(1);
            moved += 1;
        }
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(src: &str) -> Program {
        let text = format!(
            ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 a)\n{{\n{src}\n}}\n"
        );
        let m = crate::isa::ptx::parse("k.ptx", text.as_bytes()).expect("parses");
        crate::ir::link(&m, "k").expect("links")
    }

    fn ops(p: &Program) -> Vec<String> {
        p.code
            .iter()
            .map(|i| p.keys[i.key as usize].clone())
            .collect()
    }

    #[test]
    fn loads_move_above_independent_arithmetic_only() {
        let mut p = program(
            ".reg .b64 %rd<4>;\n.reg .f32 %f<8>;\n.reg .pred %p<2>;\n\
             ld.param.u64 %rd1, [a];\n\
             ld.global.f32 %f1, [%rd1];\n\
             ld.global.f32 %f2, [%rd1+4];\n\
             add.f32 %f3, %f1, %f2;\n\
             ld.global.f32 %f4, [%rd1+8];\n\
             mul.f32 %f5, %f3, %f3;\n\
             ld.global.f32 %f6, [%rd1+12];\n\
             add.s64 %rd2, %rd1, 16;\n\
             ld.global.f32 %f7, [%rd2];\n\
             st.global.f32 [%rd1], %f5;\n\
             ld.global.f32 %f3, [%rd1+20];\n\
             ret;",
        );
        let lines_before: Vec<u32> = p.src.iter().map(|s| s.pos.line).collect();
        let moved = hoist_loads(&mut p);
        assert_eq!(
            ops(&p),
            [
                "ld.param.u64",
                "ld.global.f32",
                "ld.global.f32",
                // Above the add and the mul (neither reads or writes %f4 or %f6).
                "ld.global.f32",
                "ld.global.f32",
                "add.f32",
                "mul.f32",
                // Needs %rd2 from the add.
                "add.s64",
                "ld.global.f32",
                // Never past a store.
                "st.global.f32",
                "ld.global.f32",
                "ret",
            ]
        );
        assert_eq!(moved, 2);
        // Source positions move with their instructions.
        let mut sorted: Vec<u32> = p.src.iter().map(|s| s.pos.line).collect();
        assert_ne!(sorted, lines_before);
        sorted.sort();
        assert_eq!(sorted, lines_before);
    }

    #[test]
    fn a_load_stays_below_a_reader_or_writer_of_its_destination_and_in_its_block() {
        let mut p = program(
            ".reg .b64 %rd<4>;\n.reg .f32 %f<8>;\n.reg .pred %p<2>;\n\
             ld.param.u64 %rd1, [a];\n\
             mov.f32 %f1, 0f3F800000;\n\
             add.f32 %f2, %f1, %f1;\n\
             ld.global.f32 %f1, [%rd1];\n\
             setp.gt.f32 %p1, %f2, 0f00000000;\n\
             @%p1 ld.global.f32 %f3, [%rd1+4];\n\
             $L1:\n\
             add.f32 %f4, %f5, %f2;\n\
             ld.global.f32 %f5, [%rd1+8];\n\
             @%p1 bra $L1;\n\
             ret;",
        );
        let before = ops(&p);
        assert_eq!(hoist_loads(&mut p), 0, "{:?}", ops(&p));
        assert_eq!(ops(&p), before);
    }
}
