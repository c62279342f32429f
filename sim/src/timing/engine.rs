//! The cycle-level engine: SMs advance in quanta, each on some host thread, touching
//! only themselves and the memory image as it was when the quantum started; then an
//! exchange hands their requests to the shared memory system in SM order and lets it
//! run in time order as far as is safe (see `mem`; its independent partitions on
//! every thread), delivers its answers, applies stores and global atomics in SM
//! order, retires finished blocks and dispatches new ones (whose warps each SM
//! resets on its own thread). The quantum is the first shared level's round trip, so
//! every answer an SM needs is known before it needs it, and a run with N threads is
//! exactly the run with one: stats are byte-identical for any `--threads`.
//!
//! Memory model between blocks: a block sees another SM's global stores and atomics
//! from the next quantum on (at most one L2 round trip later, as on hardware); within
//! a quantum each SM sees its own stores at once. A load that follows its own SM's
//! global atomic to the same address within a quantum reads the value before the
//! atomic (atomics are performed at the exchange, in one global order).

use super::group::{self, GridRun};
pub use super::group::{GridReport, GroupReport};
use super::mem::{MemSys, Parts};
pub use super::occupancy::resident_blocks;
use super::report::report;
pub use super::report::{SmSummary, TimingReport};
use super::sm::{Env, Grid, Sm, SmFault};
use super::spec::Spec;
use super::{cluster, outcome};
use crate::config::GpuConfig;
use crate::engine::Prepared;
use crate::error::Error;
use crate::func::memory::Memory;
use crate::func::{atom_apply, ext};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Barrier, Mutex, RwLock};

/// What the threads do between two barriers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Run their SMs to the quantum's end.
    Sms,
    /// Advance their memory partitions to the safe horizon.
    Memory,
    /// Leave.
    Stop,
}

/// Knobs of a timing run.
#[derive(Debug, Clone, Copy)]
pub struct TimingOptions {
    pub max_cycles: u64,
    pub threads: usize,
    /// Registers per thread for occupancy (default: the kernel's own count).
    pub regs_per_thread: Option<u32>,
}

/// Host bytes of the timeline events the SMs hold between two exchanges of a traced
/// run: at most a few events per scheduler slot per cycle of a quantum (bounded by the
/// first shared level's latency over the L1's).
pub fn trace_buffer_bytes(cfg: &GpuConfig) -> u64 {
    let m = &cfg.memory;
    let quantum = m.l2.hit_latency.saturating_sub(m.l1.hit_latency).max(1) as u64;
    let slots = cfg.sm.schedulers as u64 * cfg.sm.issue_width.max(1) as u64;
    // Issue, stall, writeback start and end per slot and cycle.
    (cfg.sm.count as u64)
        * quantum
        * slots
        * 4
        * std::mem::size_of::<crate::trace::event::TEv>() as u64
}

/// Run a prepared launch with the timing model.
///
/// # Errors
/// A kernel fault or the cycle limit (with what was measured up to it), or a launch
/// that cannot fit on an SM.
pub fn run_timing(
    p: &mut Prepared,
    cfg: &GpuConfig,
    opts: TimingOptions,
) -> Result<TimingReport, Box<(Error, TimingReport)>> {
    run_timing_traced(p, cfg, opts, None)
}

/// Timeline options of a traced run.
#[derive(Debug, Clone, Default)]
pub struct TraceOptions {
    /// Counter sampling window in cycles (0 = no counters).
    pub window: u64,
    pub filter: crate::trace::emit::Filter,
    /// Set when the launch is one of an application's: its place on the
    /// application's one timeline (no header or `run_end` of its own).
    pub part: Option<LaunchPart>,
    /// Record only the counters (per-SM and memory samples), not the issue, stall,
    /// writeback, warp and block events: what `run --plots` needs, at a fraction of
    /// the cost.
    pub counters_only: bool,
}

/// Where a launch sits on an application's timeline.
#[derive(Debug, Clone, Copy, Default)]
pub struct LaunchPart {
    /// The launch's number in the application (0 = first).
    pub index: u64,
    /// Its first cycle on the timeline (the cycles of the launches before it).
    pub offset: u64,
    /// Flow ids the launches before it used (see [`TimingReport::trace_flows`]).
    pub flow_base: u64,
}

/// [`run_timing`], emitting the timeline through `tracing` when `trace` is given (see
/// `crate::trace`): the header first, each quantum's events at its exchange (SM by
/// SM), and `run_end` last, whatever the outcome.
///
/// # Errors
/// As [`run_timing`].
pub fn run_timing_traced(
    p: &mut Prepared,
    cfg: &GpuConfig,
    opts: TimingOptions,
    trace: Option<&TraceOptions>,
) -> Result<TimingReport, Box<(Error, TimingReport)>> {
    let mut memsys = MemSys::new(cfg);
    run_launch(p, cfg, opts, trace, &mut memsys)
}

/// One launch on a memory system that may hold earlier launches' data (caches and
/// their dirty lines persist; queues have drained): a launch sequence calls this
/// once per launch with the same `MemSys`.
///
/// # Errors
/// As [`run_timing`].
pub fn run_launch(
    p: &mut Prepared,
    cfg: &GpuConfig,
    opts: TimingOptions,
    trace: Option<&TraceOptions>,
    memsys: &mut MemSys,
) -> Result<TimingReport, Box<(Error, TimingReport)>> {
    match run_group(std::slice::from_mut(p), cfg, opts, trace, memsys) {
        Ok(g) => Ok(g.group),
        Err(b) => {
            let (e, g) = *b;
            Err(Box::new((e, g.group)))
        }
    }
}

/// Launches that run together on the SMs: `ps[0]` as a normal launch, each later
/// one a programmatic dependent launch of the one before it (CUDA's
/// `cudaLaunchAttributeProgrammaticStreamSerialization`). Launch `k + 1` starts once
/// every block of launch `k` has run `griddepcontrol.launch_dependents` or exited
/// (PTX ISA, griddepcontrol): its blocks then take the SMs' free slots beside the
/// blocks still running, and its `griddepcontrol.wait` waits until the launches
/// before it have completed (their blocks retired, their stores performed). A
/// launch that never triggers starts when the one before it has finished, as a
/// plain launch would, but without the drain between launches.
///
/// The memory is `ps[0].mem` on entry and on return (the others' are unused). Each
/// launch's own figures are in [`GroupReport::grids`]; the group's, in `group`.
///
/// # Errors
/// As [`run_timing`].
pub fn run_group(
    ps: &mut [Prepared],
    cfg: &GpuConfig,
    opts: TimingOptions,
    trace: Option<&TraceOptions>,
    memsys: &mut MemSys,
) -> Result<GroupReport, Box<(Error, GroupReport)>> {
    let mut mem = std::mem::take(&mut ps[0].mem);
    let r = group(ps, &mut mem, cfg, opts, trace, memsys);
    ps[0].mem = mem;
    r
}

/// [`run_group`] on launches whose memory is `mem`.
fn group(
    ps: &[Prepared],
    mem: &mut crate::func::GlobalMemory,
    cfg: &GpuConfig,
    opts: TimingOptions,
    trace: Option<&TraceOptions>,
    memsys: &mut MemSys,
) -> Result<GroupReport, Box<(Error, GroupReport)>> {
    memsys.settle();
    memsys.begin_launch();
    let fail = |e: Error| Box::new((e, GroupReport::default()));
    let mut specs = Vec::with_capacity(ps.len());
    let mut runs = Vec::with_capacity(ps.len());
    for p in ps.iter() {
        specs.push(
            Spec::new(&p.prog, cfg, p.li.width).map_err(|m| fail(Error::invalid(&cfg.name, m)))?,
        );
        runs.push(
            GridRun::new(cfg, p, opts.regs_per_thread)
                .map_err(|m| fail(Error::invalid(&p.prog.file, m)))?,
        );
    }
    runs[0].launched = Some(0);
    let capacity = group::capacity(cfg, &ps[0]);
    let mut gw_base = 0u64;
    let grids: Vec<Grid> = ps
        .iter()
        .zip(&specs)
        .zip(&runs)
        .map(|((p, spec), r)| {
            let g = Grid {
                prog: &p.prog,
                li: &p.li,
                spec,
                wpb: p.li.warps_per_block,
                gw_base,
            };
            gw_base += r.nblocks * p.li.warps_per_block as u64;
            g
        })
        .collect();
    let p0 = &ps[0];
    let prog = &p0.prog;
    let quantum = memsys.quantum();
    let nsm = cfg.sm.count as usize;
    let sms: Vec<Mutex<Sm>> = (0..nsm)
        .map(|i| {
            let mut sm = Sm::new(i as u32, cfg, &grids)?;
            if let Some(t) = trace {
                sm.trace = !t.counters_only;
                sm.window = t.window;
            }
            Ok(Mutex::new(sm))
        })
        .collect::<Result<_, String>>()
        .map_err(|m| fail(Error::invalid(&cfg.name, m)))?;
    let no_filter = crate::trace::emit::Filter::default();
    let part = trace.and_then(|t| t.part);
    let offset = part.map_or(0, |p| p.offset);
    let progs: Vec<(u64, &crate::ir::Program)> =
        grids.iter().map(|g| (g.gw_base, g.prog)).collect();
    let emitter = crate::trace::emit::Emitter {
        progs: &progs,
        filter: trace.map_or(&no_filter, |t| &t.filter),
        offset,
        flow_base: part.map_or(0, |p| p.flow_base),
    };
    if trace.is_some() && part.is_none() {
        crate::trace::emit::header(&crate::trace::emit::Header {
            application: "",
            kernel: &prog.name,
            config: &cfg.name,
            arch: &cfg.arch,
            sms: cfg.sm.count,
            schedulers: cfg.sm.schedulers,
            issue_width: cfg.sm.issue_width,
            shape: Some((p0.li.warps_per_block, p0.li.grid, p0.li.block)),
            filter: emitter.filter,
        });
    }
    // Emit the SMs' recorded events, SM by SM (the fixed order of the timeline).
    let emit_all = |sms: &[Mutex<Sm>]| {
        if trace.is_none() {
            return;
        }
        for m in sms {
            let mut sm = m.lock().unwrap_or_else(|e| e.into_inner());
            let id = sm.id;
            for ev in sm.events.drain(..) {
                emitter.emit(id, &ev);
            }
        }
    };
    // The memory system's timeline counters (sampled at exchanges).
    let mut mem_sampler = super::mem::sample::MemSampler::new(trace.map_or(0, |t| t.window));
    let mem_pid = cfg.sm.count;
    // On an application's timeline a sample may not start after cycle `cap` of its
    // launch: the memory system runs ahead of the SMs (to the exchange's horizon), and
    // the next launch's samples start where this launch ends. `cap` is a cycle the
    // launch is known to reach (the previous exchange's end, then its last cycle).
    let emit_mem = |s: Option<(u64, Vec<super::mem::sample::MemSample>)>, cap: u64| {
        let cap = if part.is_some() { cap } else { u64::MAX };
        let s = s.map(|(ts, samples)| (ts.min(cap) + offset, samples));
        if let Some((ts, samples)) = s.filter(|(ts, _)| emitter.filter.memory(*ts)) {
            for m in &samples {
                crate::trace::emit::mem_counter(mem_pid, ts, &m.name, &m.series);
            }
        }
    };
    let image = RwLock::new(std::mem::take(mem));
    let slot_wpb = grids.iter().map(|g| g.wpb).max().unwrap_or(1);
    let sb_stride = specs.iter().map(|s| s.num_slots).max().unwrap_or(0);
    let mut env = Env {
        grids: &grids,
        cfg,
        wpb: slot_wpb,
        sb_stride,
        blocks_left: true,
        complete: 0,
    };
    group::dispatch(&sms, &mut runs, &env, &capacity);
    env.blocks_left = group::blocks_left(&runs);
    let threads = opts.threads.clamp(1, nsm.max(1));
    let mut until = 0u64;
    let mut reached = 0u64;
    let mut fault: Option<(u32, SmFault)> = None;
    let mut limit_hit = false;
    let mut interrupted: Option<i32> = None;
    // The hub stays with this thread; the partitions are advanced by all of them.
    let MemSys { hub, parts } = &mut *memsys;
    let parts: &Parts = parts;
    // Work of a phase is taken from a shared counter, a few SMs or one partition at a
    // time, so that a thread that finishes early helps the others; what runs where
    // does not change any result (SMs and partitions touch only themselves).
    let next = AtomicUsize::new(0);
    let grain = (nsm / (threads * 8)).max(1);
    let work = |phase: Phase, env: &Env, u: u64| match phase {
        Phase::Sms => {
            let img = image.read().unwrap_or_else(|e| e.into_inner());
            loop {
                let lo = next.fetch_add(1, Ordering::Relaxed) * grain;
                if lo >= nsm {
                    break;
                }
                for m in &sms[lo..(lo + grain).min(nsm)] {
                    let mut sm = m.lock().unwrap_or_else(|e| e.into_inner());
                    sm.run(env, &img, u);
                }
            }
        }
        Phase::Memory => loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            if k >= parts.len() {
                break;
            }
            parts.advance(k, u);
        },
        Phase::Stop => {}
    };
    // Coordination with the worker threads: the phase, its end cycle, whether
    // blocks are left to dispatch, and how many grids have completed.
    let control = Mutex::new((Phase::Sms, 0u64, env.blocks_left, 0u32));
    let start = Barrier::new(threads);
    let end = Barrier::new(threads);
    // One phase on this thread, as the control says, between the two barriers;
    // false = stop.
    let env_c = env;
    let take_part = || {
        start.wait();
        let (phase, u, left, complete) = *control.lock().unwrap_or_else(|e| e.into_inner());
        if phase == Phase::Stop {
            return false;
        }
        let env = Env {
            blocks_left: left,
            complete,
            ..env_c
        };
        work(phase, &env, u);
        end.wait();
        true
    };
    // Run `phase` to `u` on every thread (this one included).
    let all = |phase: Phase, u: u64, env: &Env| {
        *control.lock().unwrap_or_else(|e| e.into_inner()) =
            (phase, u, env.blocks_left, env.complete);
        next.store(0, Ordering::Relaxed);
        take_part();
    };
    let total_blocks: u64 = runs.iter().map(|r| r.nblocks).sum();
    let mut cluster_scratch = Vec::new();
    // crossbeam's scoped threads borrow the SMs and the image without 'static.
    let scoped = crossbeam::scope(|scope| {
        for _ in 1..threads {
            let take_part = &take_part;
            scope.spawn(move |_| while take_part() {});
        }
        loop {
            // The last quantum ends at the cycle limit exactly.
            reached = until;
            until = (until + quantum).min(opts.max_cycles.max(1));
            all(Phase::Sms, until, &env);
            // ---- exchange
            let mut guards: Vec<_> = sms
                .iter()
                .map(|m| m.lock().unwrap_or_else(|e| e.into_inner()))
                .collect();
            // The quantum's requests, SM by SM, then the memory system up to the
            // safe horizon (its partitions on every thread); its answers go to the
            // SMs' inboxes.
            for (s, sm) in guards.iter_mut().enumerate() {
                for l in sm.lsus.iter_mut() {
                    hub.inject(s as u32, &l.out);
                    l.out.clear();
                }
            }
            let horizon = hub.safe_until(until);
            hub.exchange(parts, horizon, || {
                if threads > 1 && parts.len() > 1 {
                    all(Phase::Memory, horizon, &env);
                } else {
                    parts.advance_all(horizon);
                }
            });
            for (s, sm) in guards.iter_mut().enumerate() {
                sm.deliver(&hub.answers[s]);
                hub.answers[s].clear();
            }
            // Distributed shared memory: the quantum's accesses to other CTAs.
            cluster::apply_remote(&mut guards, &mut cluster_scratch, until);
            cluster::apply_pairs(&mut guards, &mut cluster_scratch);
            cluster::apply_cancels(&mut guards, &mut runs, &env, &mut cluster_scratch);
            {
                let mut img = image.write().unwrap_or_else(|e| e.into_inner());
                for sm in guards.iter_mut() {
                    apply_effects(sm, &mut img);
                }
            }
            // Cluster barriers of clusters spread over several SMs.
            cluster::release_barriers(&mut guards, &mut cluster_scratch);
            for sm in guards.iter_mut() {
                sm.retire_blocks(|g| {
                    let r = &runs[g as usize];
                    (r.block_regs, r.block_shared, r.threads)
                });
            }
            if crate::progress::engine_on() {
                let (done, issued) = guards.iter().fold((0, 0), |(b, w), sm| {
                    (b + sm.stats.blocks, w + sm.stats.issued)
                });
                // (Blocks whose launch was canceled never run.)
                let canceled: u64 = runs.iter().map(|r| r.canceled).sum();
                crate::progress::engine(until, done, total_blocks - canceled, issued);
            }
            if fault.is_none() {
                fault = guards
                    .iter()
                    .filter_map(|sm| sm.fault.clone().map(|f| (sm.id, f)))
                    .min_by_key(|(id, f)| (f.cycle, *id));
            }
            group::advance(&guards, &mut runs, &mut env.complete, until);
            drop(guards);
            if fault.is_some() {
                break;
            }
            // SIGINT/SIGTERM: stop here, at a quantum's end, as at the cycle limit.
            if let Some(sig) = crate::interrupt::pending() {
                interrupted = Some(sig);
                break;
            }
            group::dispatch(&sms, &mut runs, &env, &capacity);
            env.blocks_left = group::blocks_left(&runs);
            emit_all(&sms);
            emit_mem(mem_sampler.sample(parts, hub.horizon, false), reached);
            let idle = sms
                .iter()
                .all(|m| m.lock().unwrap_or_else(|e| e.into_inner()).idle());
            if !env.blocks_left && idle {
                break;
            }
            if until >= opts.max_cycles {
                limit_hit = true;
                break;
            }
        }
        all(Phase::Stop, until, &env);
    });
    if scoped.is_err() {
        return Err(fail(Error::Usage(
            "timing engine: a worker thread panicked".into(),
        )));
    }
    *mem = image.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut sms: Vec<Sm> = sms
        .into_iter()
        .map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect();
    // A run cut short (fault, cycle limit) was simulated to the end of its last
    // quantum on every SM: that is its extent in the stats and the timeline.
    let cut_at = (fault.is_some() || limit_hit || interrupted.is_some()).then_some(until);
    if cut_at.is_some() {
        // The faulting SM stopped at its fault: its slots idle to the common end.
        for sm in sms.iter_mut() {
            sm.stop_at(until);
        }
    }
    let dispatched: u64 = runs.iter().map(GridRun::started).sum();
    let r0 = &runs[0];
    let mut rep = report(
        &sms,
        memsys,
        cfg,
        dispatched,
        (r0.per_sm, r0.limit, r0.regs),
        quantum,
        cut_at,
    );
    // The timeline's last events: open stall runs, drained SMs (as the report counts
    // them), writebacks still pending.
    if trace.is_some() {
        let end = rep.cycles;
        for sm in sms.iter_mut() {
            sm.close_stall_runs();
            sm.flush_window(end);
            let idle_from = sm.idle_since.unwrap_or(end).min(end);
            sm.trace_drained(idle_from, end);
            // Writebacks after a cut run's end never happened.
            sm.drain_writebacks(cut_at.unwrap_or(u64::MAX));
            let id = sm.id;
            for ev in sm.events.drain(..) {
                emitter.emit(id, &ev);
            }
        }
        emit_mem(
            mem_sampler.sample(&memsys.parts, memsys.hub.horizon, true),
            end.saturating_sub(1),
        );
    }
    rep.warps = runs
        .iter()
        .zip(&grids)
        .map(|(r, g)| r.started() * g.wpb as u64)
        .sum();
    rep.trace_flows = sms.iter().map(Sm::flows_used).max().unwrap_or(0);
    // The run's end on the timeline: `run_end` for a launch of its own, the launch's
    // slice for one of an application's (whose driver ends the timeline).
    rep.end = match (&fault, limit_hit, interrupted) {
        (Some(_), _, _) => "fault",
        (None, true, _) => "cycle_limit",
        (None, false, Some(_)) => "interrupted",
        (None, false, None) => "ok",
    };
    let mut out = GroupReport {
        grids: group::grid_reports(&sms, &runs, &grids, &rep),
        group: rep,
        fault_grid: None,
    };
    let (cycles, wi, status) = (out.group.cycles, out.group.warp_instructions, out.group.end);
    let end_timeline = |message: &str| {
        if trace.is_none() {
            return;
        }
        match part {
            None => crate::trace::emit::run_end(cycles, wi, status, message),
            Some(pt) => {
                let ran = grids.iter().zip(&out.grids).filter(|(_, gr)| gr.launched);
                for (k, (g, gr)) in ran.enumerate() {
                    crate::trace::emit::launch(
                        cfg.sm.count + 1,
                        k as u64,
                        emitter.filter,
                        pt.offset + gr.start,
                        gr.end - gr.start,
                        pt.index + k as u64,
                        &g.prog.name,
                        g.li.grid,
                        g.li.block,
                        status,
                    );
                }
            }
        }
    };
    if let Some((sm, f)) = fault {
        let grid = f.grid as usize;
        let e = outcome::fault_error(&grids, sm, f);
        end_timeline(&e.to_string());
        out.fault_grid = Some(grid);
        return Err(Box::new((e, out)));
    }
    if limit_hit {
        let (e, grid) = outcome::limit_error(&sms, &grids, until, opts.max_cycles);
        end_timeline(&e.to_string());
        out.fault_grid = Some(grid as usize);
        return Err(Box::new((e, out)));
    }
    if let Some(signal) = interrupted {
        let e = Error::Interrupted {
            signal,
            cycle: until,
        };
        end_timeline(&e.to_string());
        return Err(Box::new((e, out)));
    }
    end_timeline("");
    Ok(out)
}

/// Apply an SM's logged stores and queued atomics to the image (in the SM's order),
/// delivering atomics' old values to the warps that asked. An atomic whose address
/// was checked at issue but fails here, or whose old value finds no register write
/// waiting for it, is a warpsim bug: it stops the run as a fault (at the atomic's
/// issue cycle, naming its lane) rather than losing the value silently.
fn apply_effects(sm: &mut Sm, img: &mut crate::func::GlobalMemory) {
    let wpb = sm.slot_width();
    for st in sm.log.stores.iter().filter(|s| s.size > 0) {
        // Checked when the store executed.
        let _ = img.store(st.addr, st.size, st.value);
    }
    let atomics = std::mem::take(&mut sm.log.atomics);
    for &(warp, cycle, r) in &atomics {
        let mut f = |old: u64| atom_apply(r.op, r.ty, old, r.b, r.c, r.ftz);
        let (cs, wi) = ((warp / wpb) as usize, (warp % wpb) as usize);
        let lost = match img.atomic(r.addr, r.size, &mut f) {
            Err(e) => Some(format!(
                "its address {:#x} failed after issue ({e})",
                r.addr
            )),
            Ok(old) => {
                let v = ext(old, r.ty);
                let w = &mut sm.ctas[cs].warps[wi];
                match r.event {
                    Some(ev) => match w
                        .pending
                        .iter_mut()
                        .find(|p| p.event == ev && p.dst == r.dst)
                    {
                        Some(pw) => {
                            pw.vals[r.lane as usize] = v;
                            None
                        }
                        None => Some(format!(
                            "its old value found no register write waiting for memory event {ev}"
                        )),
                    },
                    None => {
                        w.write_lane(&r.dst, r.lane as u32, v);
                        None
                    }
                }
            }
        };
        if let (Some(why), None) = (lost, &sm.fault) {
            let c = &sm.ctas[cs];
            let w = &c.warps[wi];
            sm.fault = Some(SmFault {
                lane: Some(r.lane as u32),
                ..SmFault::of_warp(
                    c.grid,
                    cycle,
                    w,
                    w.pc(),
                    format!("internal error (a warpsim bug, please report it): an atomic issued at cycle {cycle}: {why}"),
                )
            });
        }
    }
    sm.log.atomics = atomics;
    sm.log.clear();
}
