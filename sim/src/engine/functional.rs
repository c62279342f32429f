//! The functional engine: blocks run one after another (block b on SM b mod #SMs),
//! the warps of a block round-robin in bursts until they reach a barrier or exit. Each
//! SM keeps a clock that advances one cycle per warp-instruction it executes; `%clock`
//! reads it and `--max-cycles` bounds it. The order is fixed, so results are
//! deterministic; a program whose result depends on the interleaving of its warps
//! races, and the order here is just one legal outcome.

use crate::engine::Prepared;
use crate::error::{Error, Fault, FaultSite};
use crate::func::barrier::{cluster_complete, release_cluster_member, release_ready, try_release};
use crate::func::dsmem::ClusterMem;
use crate::func::exec::{step, Ctx, Flow};
use crate::func::warp::CLUSTER_BARRIER;
use crate::func::warpgroup::{self, Gate};
use crate::func::{CtaState, Warp, WarpStatus};

/// Knobs of a functional run.
#[derive(Debug, Clone, Copy)]
pub struct FuncOptions {
    /// Fault when any SM's clock passes this many cycles (a runaway loop).
    pub max_cycles: u64,
}

impl Default for FuncOptions {
    fn default() -> Self {
        FuncOptions {
            max_cycles: 100_000_000,
        }
    }
}

/// What a functional run counted.
#[derive(Debug, Clone, Default)]
pub struct FuncReport {
    /// Largest SM clock at the end (cycles, one warp-instruction per cycle per SM).
    pub cycles: u64,
    pub warp_instructions: u64,
    /// Sum over warp-instructions of their active lanes.
    pub thread_instructions: u64,
    pub blocks: u64,
    pub warps: u64,
    /// Warp-instructions per opcode key (index = program key id).
    pub per_key: Vec<u64>,
    /// Final clock of each SM.
    pub sm_cycles: Vec<u64>,
    /// Device printf output, in `func::printf`'s order.
    pub printf: Vec<crate::func::printf::PrintRec>,
}

/// How many instructions a warp runs before the next warp gets a turn.
const BURST: u32 = 64;

/// Run a prepared launch to completion.
///
/// # Errors
/// A kernel fault, together with what was counted up to it.
pub fn run_functional(
    p: &mut Prepared,
    opts: FuncOptions,
) -> Result<FuncReport, Box<(Error, FuncReport)>> {
    let prog = &p.prog;
    let li = &p.li;
    let mut rep = FuncReport {
        per_key: vec![0; prog.keys.len()],
        sm_cycles: vec![0; li.num_sms as usize],
        ..Default::default()
    };
    let [gx, gy, gz] = li.grid;
    let nblocks = gx as u64 * gy as u64 * gz as u64;
    // A cluster's CTAs run together (their warps interleaved), clusters one after
    // another; without clusters a "cluster" is one block.
    let k = li.cluster_ctas().max(1) as u64;
    let wpb = li.warps_per_block;
    let valid_of = |wi: u32| li.lane_mask(wi);
    let new_warps = || -> Vec<Warp> {
        (0..wpb)
            .map(|i| {
                let mut w = Warp::new(prog, li.width, i, [0; 3], valid_of(i));
                w.set_block_shape(li.block);
                w
            })
            .collect()
    };
    // AMD wavefronts start with the registers their kernel descriptor asks for.
    let start = |w: &mut Warp| {
        if let Some(abi) = &prog.wave {
            crate::func::wave_init::init_wave(w, abi, li);
        }
    };
    let mut group: Vec<(Vec<Warp>, CtaState)> = (0..k)
        .map(|_| (new_warps(), CtaState::new([0; 3], li.shared_size, wpb)))
        .collect();
    // The functional engine has no timing model to tell about memory accesses.
    let mut no_log = crate::func::exec::AccessLog::default();
    // The next cluster to start: clusters run in order, and
    // `clusterlaunchcontrol.try_cancel` takes the next one away (`func::clc`).
    let clusters = nblocks / k;
    let mut next = 0u64;
    while next < clusters {
        let ci = next;
        next += 1;
        // SIGINT/SIGTERM: stop between clusters (the report covers the blocks run).
        if let Some(signal) = crate::interrupt::pending() {
            rep.cycles = rep.sm_cycles.iter().copied().max().unwrap_or(0);
            let e = crate::error::Error::Interrupted {
                signal,
                cycle: rep.cycles,
            };
            return Err(Box::new((e, with_printf(rep, &mut group))));
        }
        for (r, (warps, cta)) in group.iter_mut().enumerate() {
            let b = ci * k + r as u64;
            let ctaid = li.ctaid_of(b);
            for (i, w) in warps.iter_mut().enumerate() {
                if b >= k {
                    w.reinit(i as u32, ctaid, valid_of(i as u32));
                } else {
                    w.ctaid = ctaid;
                }
                start(w);
            }
            rep.printf.append(&mut cta.printf);
            cta.reset(ctaid, wpb);
            cta.cluster_ctas = k as u32;
            rep.blocks += 1;
            rep.warps += wpb as u64;
        }
        loop {
            let mut progressed = false;
            let mut all_done = true;
            for r in 0..k as usize {
                let sm = ((ci * k + r as u64) % li.num_sms as u64) as u32;
                let mut cluster_event = false;
                // The other CTAs of the cluster, for accesses to their shared memory.
                let (before, rest) = group.split_at_mut(r);
                let Some(((warps, cta), after)) = rest.split_first_mut() else {
                    break;
                };
                let mut mem = ClusterMem {
                    mem: &mut p.mem,
                    before,
                    after,
                    launch: crate::func::clc::Sequence {
                        next: &mut next,
                        clusters,
                        li,
                    },
                };
                for wi in 0..wpb as usize {
                    if warps[wi].status == WarpStatus::Done {
                        continue;
                    }
                    all_done = false;
                    if warps[wi].status != WarpStatus::Ready {
                        continue;
                    }
                    let mut released = None;
                    for _ in 0..BURST {
                        // wgmma waits for the warps of its warpgroup (`func::warpgroup`).
                        match warpgroup::gate(prog, warps, wi) {
                            Gate::Go => {}
                            Gate::Wait => break,
                            Gate::Never(msg) => {
                                let w = &warps[wi];
                                let f = fault(
                                    prog,
                                    rep.sm_cycles[sm as usize],
                                    sm,
                                    w,
                                    w.pc(),
                                    None,
                                    msg,
                                );
                                rep.cycles = rep.sm_cycles.iter().copied().max().unwrap_or(0);
                                return Err(Box::new((f, with_printf(rep, &mut group))));
                            }
                        }
                        progressed = true;
                        let w = &mut warps[wi];
                        let pc = w.pc();
                        let active = w.active().count() as u64;
                        let clock = &mut rep.sm_cycles[sm as usize];
                        let mut ctx = Ctx {
                            prog,
                            li,
                            mem: &mut mem,
                            cta,
                            sm,
                            clock: *clock,
                            log: &mut no_log,
                        };
                        let r = step(&mut ctx, w);
                        *clock += 1;
                        rep.warp_instructions += 1;
                        rep.thread_instructions += active;
                        if let Some(i) = prog.code.get(pc as usize) {
                            rep.per_key[i.key as usize] += 1;
                        }
                        let flow = match r {
                            Ok(f) => f,
                            Err(e) => {
                                let f = fault(prog, *clock, sm, w, pc, e.lane, e.msg);
                                rep.cycles = rep.sm_cycles.iter().copied().max().unwrap_or(0);
                                return Err(Box::new((f, with_printf(rep, &mut group))));
                            }
                        };
                        if *clock > opts.max_cycles {
                            let msg = format!(
                                "ran past the cycle limit of {} cycles (a runaway loop? raise it with --max-cycles)",
                                opts.max_cycles
                            );
                            let f = fault(prog, *clock, sm, w, pc, None, msg);
                            rep.cycles = rep.sm_cycles.iter().copied().max().unwrap_or(0);
                            return Err(Box::new((f, with_printf(rep, &mut group))));
                        }
                        if let Flow::Arrived(id) = flow {
                            released = Some(Some(id));
                            break;
                        }
                        match w.status {
                            WarpStatus::Ready => {}
                            WarpStatus::Barrier(id) => {
                                released = Some(Some(id));
                                break;
                            }
                            WarpStatus::Done => {
                                released = Some(None);
                                break;
                            }
                        }
                    }
                    match released {
                        Some(Some(id)) => {
                            try_release(cta, warps, id as usize);
                            cluster_event |= id as usize == CLUSTER_BARRIER;
                        }
                        Some(None) => {
                            cta.live_warps -= 1;
                            release_ready(cta, warps);
                            cluster_event = true;
                        }
                        None => {}
                    }
                }
                // The cluster barrier of a cluster of several CTAs completes on the
                // arrivals of all of them.
                if k > 1 && cluster_event && cluster_complete(group.iter().map(|g| &g.1)) {
                    for (warps, cta) in group.iter_mut() {
                        release_cluster_member(cta, warps);
                    }
                }
            }
            if all_done {
                // A CTA must free its tensor memory before it ends.
                let leak = group.iter().find_map(|(warps, cta)| {
                    let msg = cta.tmem.as_ref().and_then(|t| t.leak())?;
                    Some((warps.last()?, msg))
                });
                if let Some((w, msg)) = leak {
                    let sm = ((ci * k) % li.num_sms as u64) as u32;
                    let f = fault(prog, rep.sm_cycles[sm as usize], sm, w, w.pc(), None, msg);
                    return Err(Box::new((f, with_printf(rep, &mut group))));
                }
                break;
            }
            if !progressed {
                // (Some CTA has a live warp: not all are done.)
                let r = group
                    .iter()
                    .position(|(w, _)| w.iter().any(|w| w.status != WarpStatus::Done))
                    .unwrap_or(0);
                let sm = ((ci * k + r as u64) % li.num_sms as u64) as u32;
                let (warps, cta) = &group[r];
                let f = deadlock(prog, &rep, sm, cta, warps, k > 1);
                rep.cycles = rep.sm_cycles.iter().copied().max().unwrap_or(0);
                return Err(Box::new((f, with_printf(rep, &mut group))));
            }
        }
    }
    rep.cycles = rep.sm_cycles.iter().copied().max().unwrap_or(0);
    Ok(with_printf(rep, &mut group))
}

/// The report with the device printf output still held by the CTAs of `group`
/// (the blocks of the cluster that ended the run), in `func::printf`'s order.
fn with_printf(mut rep: FuncReport, group: &mut [(Vec<Warp>, CtaState)]) -> FuncReport {
    for (_, c) in group.iter_mut() {
        rep.printf.append(&mut c.printf);
    }
    rep.printf.sort();
    rep
}

fn fault(
    prog: &crate::ir::Program,
    cycle: u64,
    sm: u32,
    w: &Warp,
    pc: u32,
    lane: Option<u32>,
    msg: String,
) -> Error {
    Error::from(Fault {
        site: FaultSite {
            cycle,
            sm,
            cta: w.ctaid,
            warp: w.index,
            lane,
            pc,
            inst: prog.describe_pc(pc),
            wave: prog.wave.is_some(),
            addr: prog.src.get(pc as usize).map_or(0, |s| s.addr),
        },
        msg,
    })
}

/// Every live warp waits at a barrier that can never complete (in a cluster of
/// several CTAs, `cluster`: every live warp of the cluster).
fn deadlock(
    prog: &crate::ir::Program,
    rep: &crate::engine::FuncReport,
    sm: u32,
    cta: &CtaState,
    warps: &[Warp],
    cluster: bool,
) -> Error {
    let cycle = rep.sm_cycles[sm as usize];
    if let Some((wi, msg)) = warpgroup::stuck(prog, warps) {
        return fault(prog, cycle, sm, &warps[wi], warps[wi].pc(), None, msg);
    }
    if let Some(d) = crate::func::barrier::deadlock(cta, warps) {
        return fault(prog, cycle, sm, &warps[d.warp], d.pc, None, d.msg);
    }
    if !cluster {
        let msg = "no warp of the block can make progress".to_string();
        return fault(prog, cycle, sm, &warps[0], warps[0].pc(), None, msg);
    }
    let w = warps
        .iter()
        .find(|w| w.status != WarpStatus::Done)
        .unwrap_or(&warps[0]);
    let msg = "barrier deadlock: the cluster's warps all wait at barriers (the cluster barrier: barrier.cluster.wait) that no CTA of the cluster can release";
    // The barrier instruction is the one before the warp's pc.
    fault(
        prog,
        cycle,
        sm,
        w,
        w.pc().saturating_sub(1),
        None,
        msg.into(),
    )
}
