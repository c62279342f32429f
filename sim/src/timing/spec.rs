//! What the timing model knows about each instruction, decided once per launch from
//! the program and the config: the scoreboard slots it reads and writes, its
//! latency-table entry (latency, initiation interval, unit) and how it behaves in the
//! pipeline (memory space, branch, barrier, wait). Nothing here changes during a run;
//! the per-cycle path reads these arrays and never looks at names or hashes.

use crate::config::GpuConfig;
use crate::ir::amd::MemEvent;
use crate::ir::{sreg, Addr, Inst, Op, OpClass, Operand, Program, Space, NO_REG, NO_SREG};

/// How an instruction uses the memory pipeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemKind {
    /// Not a memory instruction.
    None,
    /// Global, local or generic-space loads, stores and atomics: the accesses the
    /// functional step notes decide where they go.
    Vector,
    /// Shared memory / LDS (bank conflicts).
    Shared,
    /// Constant, parameter and AMD scalar (SMEM) loads: a fixed-latency cache.
    Constant,
}

/// Pipeline behaviour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavor {
    Alu,
    Branch,
    Barrier,
    /// AMD `s_waitcnt`/`s_wait_*`.
    Wait,
    Exit,
    /// PTX `griddepcontrol.wait`: waits for the grids before its own.
    GridWait,
    /// PTX `griddepcontrol.launch_dependents`: its block allows the next grid to start.
    GridLaunch,
    /// PTX `cp.async.commit_group`: closes the warp's current group of copies.
    AsyncCommit,
    /// PTX `cp.async.wait_group` / `wait_all`: waits for the older commit groups.
    AsyncWait,
    /// PTX `cp.async.mbarrier.arrive` (the arrive happens when the thread's earlier
    /// `cp.async`s have landed) and `cp.async.bulk` (its bytes complete the barrier's
    /// transactions when they land).
    MbarMark,
    /// PTX `mbarrier.test_wait` / `try_wait`: waits for the copies whose arrive-on
    /// the barrier's phase needs.
    MbarWait,
    /// PTX `cp.async.bulk.commit_group`: closes the warp's current bulk async-group.
    BulkCommit,
    /// PTX `wgmma.mma_async`: the tensor pipe takes it for its issue interval; the
    /// accumulator may feed the next wgmma after that interval (the pipe accumulates
    /// in place: Luo et al.'s back-to-back chains run at the issue interval), and the
    /// operation completes after its latency, which `wgmma.wait_group` waits for.
    Wgmma,
    /// PTX `wgmma.commit_group`: closes the warp's current group of wgmma operations.
    WgmmaCommit,
    /// PTX `tcgen05.mma` and `tcgen05.cp`: the SM's tensor core takes it when free
    /// (`Sm::tc05_free`) for its interval, and it completes after its latency; an
    /// MMA's both grow with the N its instruction descriptor gives.
    /// `tcgen05.commit` (a `MbarMark`) makes the barrier's waiters wait for it.
    Tc05Mma,
    /// PTX `tcgen05.alloc` / `dealloc`: the SM's tensor-memory columns
    /// (`Sm::tmem_used`); an allocation waits until they are free.
    Tc05Alloc,
    Tc05Dealloc,
    /// PTX `wgmma.wait_group N`: waits for all but the N most recent wgmma groups.
    WgmmaWait,
    /// PTX `cp.async.bulk.wait_group{.read}`: waits for the older bulk groups' writes.
    /// `.read` only needs their source reads done, which on hardware is earlier; it
    /// waits as long here [model: the copy's reads are not timed apart from its writes].
    BulkWait,
}

/// The decoded timing view of one instruction.
#[derive(Debug, Clone, Copy)]
pub struct TInst {
    /// Source and destination scoreboard slots: `slots[src.0 .. src.0 + src.1]`.
    pub src: (u32, u16),
    pub dst: (u32, u16),
    pub latency: u32,
    pub interval: u32,
    /// Unit kind index (into `Spec::unit_names`).
    pub unit: u16,
    pub mem: MemKind,
    pub flavor: Flavor,
    /// Results arrive through an AMD memory event (no scoreboard: `s_waitcnt`
    /// protects them).
    pub deferred: bool,
    pub scalar: bool,
    /// Second half of a VOPD pair: issues with the instruction before it.
    pub dual_second: bool,
    pub key: u16,
    /// Extra operand-read cycles of register-bank conflicts (see `bank_penalty`).
    pub bank: u8,
    /// The tensor core's instructions: what each unit of work beyond the first adds
    /// to (latency, interval), the units counted when it issues (`Warp::tc05_n`): a
    /// `tcgen05.mma`'s 8 columns of N (its `per_n8` entry), a `tcgen05.cp`'s whole
    /// copy (one more interval each).
    pub per_unit: (u16, u16),
}

/// The immutable timing description of a launch.
#[derive(Debug, Clone)]
pub struct Spec {
    pub insts: Vec<TInst>,
    pub slots: Vec<u32>,
    /// Scoreboard slots per warp.
    pub num_slots: u32,
    pub unit_names: Vec<String>,
    /// Pipelines of each unit kind per scheduler.
    pub unit_counts: Vec<u32>,
}

/// Scoreboard slot layout of a program: registers, then predicates, then the AMD
/// scalar file, then SCC.
#[derive(Debug, Clone, Copy)]
struct Layout {
    preds: u32,
    sregs: u32,
    scc: u32,
    total: u32,
}

impl Layout {
    fn of(p: &Program) -> Layout {
        let preds = p.num_regs();
        let sregs = preds + p.num_preds;
        // Only wavefronts have scalar registers and SCC: a PTX warp's scoreboard
        // stops at its predicates (a third the size for a kernel like `mixed`, whose
        // scoreboard line is what an issue check reads first).
        if p.target.vendor == crate::ir::Vendor::Nvidia {
            return Layout {
                preds,
                sregs,
                scc: sregs,
                total: sregs,
            };
        }
        let scc = sregs + sreg::COUNT as u32;
        Layout {
            preds,
            sregs,
            scc,
            total: scc + 1,
        }
    }

    /// Slots an operand names (appended to `out`); `vec` is the program's list table.
    fn push(&self, o: &Operand, vec: &[Operand], out: &mut Vec<u32>) {
        match *o {
            Operand::Reg(r) => out.push(r.idx),
            Operand::Pred { idx, .. } => out.push(self.preds + idx),
            Operand::VRegs { idx, n } => out.extend(idx..idx + n as u32),
            Operand::VHalf { idx, .. } => out.push(idx),
            // NULL is not a register; EXEC is the lane mask, tracked by the stack.
            Operand::SRegs { idx, n } | Operand::SMask { idx, n } if idx != sreg::NULL => {
                out.extend((idx as u32..idx as u32 + n as u32).map(|s| self.sregs + s));
            }
            Operand::SRegs { .. } | Operand::SMask { .. } => {}
            Operand::Scc => out.push(self.scc),
            Operand::Vec { start, len } => {
                for e in &vec[start as usize..start as usize + len as usize] {
                    self.push(e, vec, out);
                }
            }
            Operand::Mem(a) => self.push_addr(&a, out),
            _ => {}
        }
    }

    fn push_addr(&self, a: &Addr, out: &mut Vec<u32>) {
        let (nv, ns) = a.amd_regs();
        if a.base != NO_REG {
            out.extend(a.base..a.base + nv.max(1));
        }
        if a.sbase != NO_SREG {
            out.extend((0..ns).map(|k| self.sregs + a.sbase as u32 + k));
        }
        if a.soff != NO_SREG {
            out.push(self.sregs + a.soff as u32);
        }
    }
}

fn mem_kind(i: &Inst) -> MemKind {
    match i.op {
        Op::Ld
        | Op::St
        | Op::Atom
        | Op::Red
        | Op::StAsync
        | Op::RedAsync
        | Op::WmmaLoad
        | Op::WmmaStore => match i.mods.space {
            Space::Shared => MemKind::Shared,
            Space::Const | Space::Param => MemKind::Constant,
            // AMD scalar loads read through the scalar (constant) cache.
            Space::Global if i.mods.scalar => MemKind::Constant,
            _ => MemKind::Vector,
        },
        // LDS-crossbar exchanges go through the LDS pipeline.
        Op::Bpermute | Op::Swizzle => MemKind::Shared,
        // ldmatrix/stmatrix access shared memory (a generic address is shared by the ISA's rule).
        Op::LdMatrix | Op::StMatrix => MemKind::Shared,
        // mbarrier objects live in shared memory.
        Op::MbarInit
        | Op::MbarArrive
        | Op::MbarTestWait
        | Op::MbarTx
        | Op::MbarInval
        | Op::CpAsyncMbarArrive => MemKind::Shared,
        // cp.async reads global memory through the L1 (its shared write is the L1's).
        Op::CpAsync
        | Op::CpAsyncBulk
        | Op::CpAsyncBulkTensor
        | Op::CpReduceAsyncBulk
        | Op::CpReduceAsyncBulkTensor => MemKind::Vector,
        _ => MemKind::None,
    }
}

fn flavor(i: &Inst) -> Flavor {
    match i.op {
        Op::Bra | Op::BrxIdx | Op::Call | Op::Ret | Op::CBranch | Op::SetPc => Flavor::Branch,
        Op::Exit => Flavor::Exit,
        Op::Bar | Op::BarClusterArrive | Op::BarClusterWait => Flavor::Barrier,
        Op::Waitcnt => Flavor::Wait,
        Op::GridDepWait => Flavor::GridWait,
        Op::GridDepLaunch => Flavor::GridLaunch,
        Op::CpAsyncCommit => Flavor::AsyncCommit,
        Op::CpAsyncWait => Flavor::AsyncWait,
        // A shared-to-global bulk copy completes no mbarrier: its bulk group tells.
        Op::CpAsyncBulk
        | Op::CpAsyncBulkTensor
        | Op::CpReduceAsyncBulk
        | Op::CpReduceAsyncBulkTensor
            if MemEvent::of_defer(i.mods.defer) == Some(MemEvent::BulkStore) =>
        {
            Flavor::Alu
        }
        Op::CpAsyncMbarArrive | Op::CpAsyncBulk | Op::CpAsyncBulkTensor | Op::CpReduceAsyncBulk => {
            Flavor::MbarMark
        }
        Op::CpAsyncBulkCommit => Flavor::BulkCommit,
        Op::CpAsyncBulkWait => Flavor::BulkWait,
        Op::MbarTestWait => Flavor::MbarWait,
        Op::Wgmma => Flavor::Wgmma,
        Op::Tc05Mma | Op::Tc05Cp => Flavor::Tc05Mma,
        Op::Tc05Alloc => Flavor::Tc05Alloc,
        Op::Tc05Dealloc => Flavor::Tc05Dealloc,
        Op::Tc05Commit => Flavor::MbarMark,
        Op::WgmmaCommit => Flavor::WgmmaCommit,
        Op::WgmmaWait => Flavor::WgmmaWait,
        _ => Flavor::Alu,
    }
}

impl Spec {
    /// Decode `prog` for `cfg`; `width` is the launch's warp (wave) width: a warp wider
    /// than the config's native width takes proportionally longer on vector units.
    ///
    /// # Errors
    /// An instruction whose class has no latency entry (a config defect).
    pub fn new(prog: &Program, cfg: &GpuConfig, width: u32) -> Result<Spec, String> {
        let lay = Layout::of(prog);
        let unit_names: Vec<String> = cfg.sm.units.keys().cloned().collect();
        let unit_counts: Vec<u32> = cfg.sm.units.values().copied().collect();
        let passes = width.div_ceil(cfg.warp_size.max(1)).max(1);
        let mut slots = Vec::new();
        let mut insts = Vec::with_capacity(prog.code.len());
        let mut tmp = Vec::new();
        for i in &prog.code {
            let key = prog.keys.get(i.key as usize).map_or("", |s| s.as_str());
            // The `salu` class is for scalar ALU work, not scalar branches, barriers,
            // waits or memory.
            let salu = i.mods.scalar
                && mem_kind(i) == MemKind::None
                && matches!(i.class, OpClass::Int | OpClass::IntMul | OpClass::Move);
            let e = cfg.latency.lookup(key, i.class, salu).ok_or_else(|| {
                format!(
                    "no latency for `{key}` (class `{}`): add latency.classes.{}",
                    i.class.key(),
                    i.class.key()
                )
            })?;
            let unit = unit_names.iter().position(|u| *u == e.unit).unwrap_or(0) as u16;
            let n = match i.mods.sub {
                crate::ir::Sub::Wgmma(f) => Some(f.n as u32),
                _ => None,
            };
            let (latency, issue_interval) = e.resolve(n);
            // Sources: every source operand, plus the registers of a memory address
            // given as a destination (stores).
            tmp.clear();
            for s in &i.src {
                lay.push(s, &prog.vec_elems, &mut tmp);
            }
            for d in &i.dst {
                if let Operand::Mem(a) = d {
                    lay.push_addr(a, &mut tmp);
                }
            }
            // Predicated instructions read their guard.
            if i.guard != NO_REG {
                tmp.push(lay.preds + i.guard);
            }
            tmp.sort_unstable();
            tmp.dedup();
            let src = (slots.len() as u32, tmp.len() as u16);
            slots.extend_from_slice(&tmp);
            tmp.clear();
            for d in &i.dst {
                if !matches!(d, Operand::Mem(_)) {
                    lay.push(d, &prog.vec_elems, &mut tmp);
                }
            }
            tmp.sort_unstable();
            tmp.dedup();
            let dst = (slots.len() as u32, tmp.len() as u16);
            slots.extend_from_slice(&tmp);
            let mem = mem_kind(i);
            // Vector ALU work of a wide wave takes several passes through the unit. A
            // matrix instruction's work is its shape, whatever the wave size (an RDNA
            // wave64 WMMA computes the same 16x16xK as a wave32 one), so its entry is
            // the whole instruction's time [model].
            let vector_alu = mem == MemKind::None
                && !i.mods.scalar
                && !matches!(
                    i.class,
                    OpClass::Branch | OpClass::Misc | OpClass::Barrier | OpClass::Mma
                );
            let interval = if vector_alu {
                issue_interval * passes
            } else {
                issue_interval
            };
            insts.push(TInst {
                src,
                dst,
                latency,
                interval,
                unit,
                mem,
                flavor: flavor(i),
                deferred: i.mods.defer != 0,
                scalar: i.mods.scalar,
                dual_second: i.mods.dual_second,
                key: i.key,
                bank: 0,
                per_unit: match (i.op, e.per_n8) {
                    (Op::Tc05Mma, Some(p)) => (p.latency as u16, p.issue_interval as u16),
                    (Op::Tc05Cp, _) => (issue_interval as u16, issue_interval as u16),
                    _ => (0, 0),
                },
            });
        }
        let (banks, ports) = (
            cfg.sm.register_file.banks,
            cfg.sm.register_file.read_ports_per_bank,
        );
        for (t, i) in insts.iter_mut().zip(&prog.code) {
            let srcs = &slots[t.src.0 as usize..t.src.0 as usize + t.src.1 as usize];
            let mut extra = bank_penalty(srcs, lay.preds, banks, ports);
            // A matrix unit reads its wide A, B and C operands over the cycles it is
            // busy with the instruction anyway (the measured latencies and intervals
            // of the latency table include those reads): only reads that outlast
            // the issue interval cost extra.
            if i.class == OpClass::Mma {
                extra = (extra + 1).saturating_sub(t.interval);
            }
            t.bank = extra.min(255) as u8;
        }
        Ok(Spec {
            insts,
            slots,
            num_slots: lay.total,
            unit_names,
            unit_counts,
        })
    }

    #[inline]
    pub fn srcs(&self, t: &TInst) -> &[u32] {
        &self.slots[t.src.0 as usize..t.src.0 as usize + t.src.1 as usize]
    }

    #[inline]
    pub fn dsts(&self, t: &TInst) -> &[u32] {
        &self.slots[t.dst.0 as usize..t.dst.0 as usize + t.dst.1 as usize]
    }
}

/// Extra cycles a register-bank conflict costs: with `banks` banks of `ports` reads
/// each, the most-read bank needs ceil(reads / ports) cycles. Only the vector register
/// file has banks: predicates, AMD scalar registers and SCC (slots from `vregs` on)
/// are read elsewhere. `srcs` is sorted and deduplicated (a register read twice, as in
/// `fma d, a, a, b`, is read once).
fn bank_penalty(srcs: &[u32], vregs: u32, banks: u32, ports: u32) -> u32 {
    if banks == 0 {
        return 0;
    }
    let mut count = [0u32; 64];
    let mut worst = 0u32;
    for &s in srcs.iter().filter(|&&s| s < vregs) {
        let b = (s % banks) as usize % 64;
        count[b] += 1;
        worst = worst.max(count[b]);
    }
    worst.div_ceil(ports.max(1)).saturating_sub(1)
}
