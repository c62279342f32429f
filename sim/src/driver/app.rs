//! Running an application: a workload's `launches:` in order over one global memory
//! and, in timing mode, one memory system (the L2 and beyond keep what earlier
//! launches left, as on a GPU between kernels). Launches run one after another (a
//! launch starts when the previous one has drained), except that a `programmatic`
//! launch runs together with the kernel launched just before it (programmatic
//! dependent launch, `timing::run_group`); host steps act on the buffers between
//! them, after every launch before them has finished. Statistics: one entry per
//! launch and the totals.

use super::{execute, host_threads, registry, Report, RunArgs};
use super::{RunOutcome, Workload};
use crate::config::{self, GpuConfig};
use crate::engine::{self, Memory};
use crate::error::{Error, Result};
use crate::ir::DataSegment;
use crate::ir::Module;
use crate::isa::load_linked;
use crate::stats::Registry;
use crate::timing::mem::MemSys;
use crate::workload::{self, Launch, Step, SymbolCopy};
use serde_json::{json, Value};
use std::time::Instant;

/// What the steps leave behind as they run.
struct Run<'a> {
    w: &'a Workload,
    modules: &'a [Module],
    cfg: &'a GpuConfig,
    args: &'a RunArgs,
    threads: usize,
    memory: Option<Memory>,
    memsys: Option<MemSys>,
    /// Per launch: its statistics.
    launches: Vec<Value>,
    cycles: u64,
    warp_instructions: u64,
    thread_instructions: u64,
    fault: Option<Error>,
    /// How the last launch ended (the timeline's `run_end` status).
    end: &'static str,
    /// Timeline flow ids the launches so far used.
    flows: u64,
    /// Launches prepared but not yet run: the first, and the programmatic dependent
    /// launches after it, which run together with it (timing mode only).
    pending: Vec<Pending>,
    /// The step just run was a kernel launch (a programmatic launch may overlap it).
    after_launch: bool,
    /// Per program: its module variables, where a `to_symbol`/`from_symbol` step
    /// names one of its variables.
    vars: Vec<Option<Vec<DataSegment>>>,
}

/// A prepared launch waiting to run.
struct Pending {
    p: engine::Prepared,
    /// Its program's display name and its repetition number.
    program: String,
    repetition: u32,
}

/// Execute an application (`w.steps` is not empty).
///
/// # Errors
/// Invalid input (exit 2) before or between launches; a kernel fault (exit 3) after
/// the statistics of the launches so far are written.
pub(super) fn run(args: &RunArgs, w: &mut Workload) -> Result<RunOutcome> {
    let modules = w
        .programs
        .iter()
        .map(|p| load_linked(&p.path, &p.display, &p.link))
        .collect::<Result<Vec<_>>>()?;
    let target = &modules[0].target;
    let path = w.config_path(args.config.as_ref())?;
    let default_config = path.is_none().then(|| config::default_name(target));
    let cfg = config::resolve(path.map(|p| p.as_path()), target, &args.overrides)?;
    super::check_dumps(args, w)?;
    super::check_trace_sms(args, &cfg)?;
    // Programmatic dependent launch is CUDA's, from compute capability 9.0 on (HIP
    // has none): elsewhere it would model an overlap the hardware does not do.
    if programmatic(&w.steps) && cfg.sm_arch().is_none_or(|n| n < 90) {
        return Err(w.err(
            &["launches"],
            format!(
                "`programmatic: true` (programmatic dependent launch) needs an NVIDIA GPU of sm_90 or later; config `{}` is {}",
                cfg.name, cfg.arch
            ),
        ));
    }
    let mut ins: Vec<(&str, &std::path::Path)> = w
        .programs
        .iter()
        .map(|p| ("a program of the application", p.path.as_path()))
        .collect();
    if let Some(c) = &w.config {
        ins.push(("the workload's config", c.as_path()));
    }
    let vars = symbol_vars(w, &w.steps, &modules)?;
    super::check_outputs(args, &ins)?;
    let stats_file = super::create_stats(args)?;
    let dump_files = super::open_dumps(args)?;
    // The initial data moves into the simulated memory: held once.
    let memory = engine::new_memory_taking(w);
    let w: &Workload = w;
    let mut run = Run {
        w,
        modules: &modules,
        cfg: &cfg,
        args,
        threads: host_threads(args, &cfg),
        memory: Some(memory),
        memsys: (!args.functional).then(|| MemSys::new(&cfg)),
        launches: Vec::new(),
        cycles: 0,
        warp_instructions: 0,
        thread_instructions: 0,
        fault: None,
        end: "ok",
        flows: 0,
        pending: Vec::new(),
        after_launch: false,
        vars,
    };
    let t0 = Instant::now();
    if !args.functional {
        let filter = args
            .trace
            .as_ref()
            .map(|t| t.filter.clone())
            .unwrap_or_default();
        crate::trace::emit::header(&crate::trace::emit::Header {
            application: &args.workload.display().to_string(),
            kernel: &kernel_names(&w.steps, &modules).join(", "),
            config: &cfg.name,
            arch: &cfg.arch,
            sms: cfg.sm.count,
            schedulers: cfg.sm.schedulers,
            issue_width: cfg.sm.issue_width,
            shape: None,
            filter: &filter,
        });
    }
    let stepped = run.steps(&w.steps).and_then(|()| run.flush());
    // One timeline for the whole application: it ends here, after its last launch
    // (or the fault, or the bad input between launches, that stopped it).
    let (status, message) = match (&stepped, &run.fault) {
        (Err(e), _) => ("error", e.to_string()),
        (Ok(()), Some(e)) => (run.end, e.to_string()),
        (Ok(()), None) => ("ok", String::new()),
    };
    crate::trace::emit::run_end(run.cycles, run.warp_instructions, status, &message);
    stepped?;
    let secs = t0.elapsed().as_secs_f64();
    let memory = run.memory.take();
    let bytes = |name: &str| -> Option<Vec<u8>> {
        let m = memory.as_ref()?;
        let (_, addr, _) = m.buffers.iter().find(|(n, _, _)| n == name)?;
        m.mem.region(*addr).map(|r| r.data.clone())
    };
    let mut mismatches = (0, Vec::new());
    if run.fault.is_none() {
        mismatches = workload::check_expect(w, &bytes);
    }
    let expect_state = match (&run.fault, w.expect.is_empty(), mismatches.0) {
        (Some(e), _, _) => super::not_checked(e),
        (None, true, _) => "none",
        (None, false, 0) => "match",
        _ => "mismatch",
    };
    let reg = run.totals(secs, expect_state);
    super::write_outputs(dump_files, stats_file, &reg, &cfg, &bytes)?;
    if let Some(e) = run.fault {
        return Err(e);
    }
    let summary = run_summary(&run.launches, &cfg, &reg, secs);
    Ok(RunOutcome {
        stats: reg,
        mismatches,
        expected_buffers: w.expect.len(),
        summary,
        default_config,
    })
}

impl Run<'_> {
    /// Run `steps`; stops quietly after a fault (recorded in `self.fault`).
    fn steps(&mut self, steps: &[Step]) -> Result<()> {
        for s in steps {
            if self.fault.is_some() {
                return Ok(());
            }
            if !matches!(s, Step::Launch(_)) {
                // Host steps (and a loop's `until`) wait for the launches before them.
                self.flush()?;
                self.after_launch = false;
                if self.fault.is_some() {
                    return Ok(());
                }
            }
            match s {
                Step::Launch(l) => {
                    for r in 0..l.repeat {
                        let programmatic = l.programmatic && (r > 0 || self.after_launch);
                        self.launch(l, r, programmatic)?;
                        self.after_launch = true;
                        if self.fault.is_some() {
                            return Ok(());
                        }
                    }
                }
                Step::Fill { buffer, elem } => {
                    if let Some(d) = self.data(*buffer) {
                        for chunk in d.chunks_exact_mut(elem.len()) {
                            chunk.copy_from_slice(elem);
                        }
                    }
                }
                Step::Copy { from, to } => {
                    let src = self.data(*from).map(|d| d.to_vec()).unwrap_or_default();
                    if let Some(d) = self.data(*to) {
                        d.copy_from_slice(&src);
                    }
                }
                Step::Swap { a, b } => {
                    let x = self.data(*a).map(|d| d.to_vec()).unwrap_or_default();
                    let y = self.data(*b).map(|d| d.to_vec()).unwrap_or_default();
                    if let Some(d) = self.data(*a) {
                        d.copy_from_slice(&y);
                    }
                    if let Some(d) = self.data(*b) {
                        d.copy_from_slice(&x);
                    }
                }
                Step::ToSymbol(c) => self.symbol_copy(c, true)?,
                Step::FromSymbol(c) => self.symbol_copy(c, false)?,
                Step::Loop { steps, until } => {
                    let mut passes = 0;
                    loop {
                        self.steps(steps)?;
                        // `until` reads the memory: the launches before it have run.
                        self.flush()?;
                        self.after_launch = false;
                        passes += 1;
                        if self.fault.is_some() {
                            return Ok(());
                        }
                        let n = until.bytes.len();
                        let done = self
                            .data(until.buffer)
                            .is_some_and(|d| d[..n] == until.bytes);
                        if done {
                            break;
                        }
                        if passes >= until.max {
                            let name = &self.w.buffers[until.buffer].name;
                            return Err(self.w.err(
                                &["launches", "until"],
                                format!(
                                    "the loop ran {passes} passes (until.max) and `{name}`[0] never became the `equals` value"
                                ),
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// A host copy between a buffer and a module variable (`to`: into the variable).
    /// The variable is mapped with its initial contents if no launch of its program
    /// has run yet, as the CUDA and HIP runtimes load a module before the copy.
    fn symbol_copy(&mut self, c: &SymbolCopy, to: bool) -> Result<()> {
        let segs = self.vars[c.program].as_deref().unwrap_or_default();
        let Some(seg) = segs.iter().find(|d| d.name == c.symbol) else {
            return Ok(()); // checked by `symbol_vars`
        };
        let (var, var_off) = (seg.addr, c.symbol_offset as usize);
        let program = &self.w.programs[c.program].display;
        let Some(m) = self.memory.as_mut() else {
            return Ok(());
        };
        engine::map_module_data(&mut m.mem, segs, program).map_err(|e| {
            self.w.err(
                &["launches", if to { "to_symbol" } else { "from_symbol" }],
                e,
            )
        })?;
        let (s, n) = (c.start as usize, c.bytes as usize);
        let buf = m.buffers[c.buffer].1;
        let (src, dst) = if to { (buf, var) } else { (var, buf) };
        let (src_off, dst_off) = if to { (s, var_off) } else { (var_off, s) };
        let bytes = m
            .mem
            .region(src)
            .map(|r| r.data[src_off..src_off + n].to_vec())
            .unwrap_or_default();
        if let Some(r) = m.mem.region_mut(dst) {
            r.data[dst_off..dst_off + n].copy_from_slice(&bytes);
        }
        Ok(())
    }

    /// The bytes of buffer `i` (by workload index).
    fn data(&mut self, i: usize) -> Option<&mut [u8]> {
        let m = self.memory.as_mut()?;
        let (_, addr, _) = m.buffers.get(i)?;
        m.mem.region_mut(*addr).map(|r| r.data.as_mut_slice())
    }

    /// Repetition `r` of launch `l`: prepared now, run when the launches it may
    /// overlap are known (see [`Run::flush`]). A programmatic launch joins the
    /// pending group in timing mode; anything else runs what is pending first.
    fn launch(&mut self, l: &Launch, r: u32, programmatic: bool) -> Result<()> {
        let joins = programmatic && !self.args.functional && !self.pending.is_empty();
        if !joins {
            self.flush()?;
            if self.fault.is_some() {
                return Ok(());
            }
        }
        let prog = &self.w.programs[l.program];
        let view = Workload {
            program: prog.path.clone(),
            program_display: prog.display.clone(),
            program_link: prog.link.clone(),
            kernel: l.kernel.clone(),
            grid: l.grid,
            block: l.block,
            dynamic_shared_bytes: l.dynamic_shared_bytes,
            cluster: l.cluster,
            args: l.args_of(r),
            args_key: "launches",
            // The memory holds the buffers; the view needs neither them nor the steps.
            buffers: Vec::new(),
            expect: Vec::new(),
            programs: Vec::new(),
            steps: Vec::new(),
            ..self.w.header()
        };
        let module = &self.modules[l.program];
        // The memory is with the first pending launch, if any (its group's image).
        let memory = match self.pending.first_mut() {
            Some(first) => Some(Memory {
                mem: std::mem::take(&mut first.p.mem),
                buffers: first.p.buffers.clone(),
            }),
            None => self.memory.take(),
        };
        let mut p = engine::prepare_in(&view, module, self.cfg, memory)?;
        super::check_budget(self.args, &p, self.cfg)?;
        if let Some(first) = self.pending.first_mut() {
            first.p.mem = std::mem::take(&mut p.mem);
        }
        self.pending.push(Pending {
            p,
            program: prog.display.clone(),
            repetition: r,
        });
        Ok(())
    }

    /// Run the pending launches: one alone as a plain launch, several together (the
    /// first and its programmatic dependents) on the same SMs.
    fn flush(&mut self) -> Result<()> {
        match self.pending.len() {
            0 => Ok(()),
            1 => {
                let Pending {
                    mut p,
                    program,
                    repetition,
                } = self.pending.pop().expect("one pending launch");
                self.run_one(&mut p, &program, repetition);
                self.memory = Some(p.into_memory());
                Ok(())
            }
            _ => {
                self.run_group();
                Ok(())
            }
        }
    }

    /// The statistics entry of one launch.
    #[allow(clippy::too_many_arguments)]
    fn entry(
        &self,
        p: &engine::Prepared,
        report: &Report,
        secs: f64,
        fault: Option<&Error>,
        program: &str,
        repetition: u32,
    ) -> Registry {
        let mut reg = registry(
            p,
            self.cfg,
            report,
            secs,
            self.threads,
            fault,
            "checked after the last launch",
        );
        reg.add(
            "program",
            "",
            "the program file of this launch",
            json!(program),
        );
        reg.add(
            "repetition",
            "",
            "which repetition of its launch step this is (0 = first)",
            json!(repetition),
        );
        reg
    }

    /// Keep a launch's statistics (units and descriptions are the totals'; host time
    /// is the application's, the only entry that differs between runs).
    fn keep(&mut self, reg: Registry) {
        let mut stats = reg.to_json();
        if let Some(o) = stats.as_object_mut() {
            o.remove("stat_info");
            o.remove("host");
        }
        self.launches.push(stats);
    }

    /// A fault's cycle is its launch's own: say which launch, and where that launch
    /// sits on the application's timeline.
    fn locate(e: Error, index: u64, kernel: &str, offset: u64) -> Error {
        let mut e = e;
        if let Error::Fault(f) = &mut e {
            f.msg += &format!(
                " (in launch {index} of the application, kernel `{kernel}`: launches count from 0, so this is launch number {} of the workload's list; it began at application cycle {offset})",
                index + 1
            );
        }
        e
    }

    /// Run one launch on its own.
    fn run_one(&mut self, p: &mut engine::Prepared, program: &str, r: u32) {
        let t0 = Instant::now();
        let part = crate::timing::LaunchPart {
            index: self.launches.len() as u64,
            offset: self.cycles,
            flow_base: self.flows,
        };
        let (report, fault) = execute(
            p,
            self.cfg,
            self.args,
            self.threads,
            self.memsys.as_mut(),
            Some(part),
        );
        let secs = t0.elapsed().as_secs_f64();
        let (cycles, wi, ti) = match &report {
            Report::Functional(f) => (f.cycles, f.warp_instructions, f.thread_instructions),
            Report::Timing(t) => {
                self.end = t.end;
                self.flows += t.trace_flows;
                (t.cycles, t.warp_instructions, t.thread_instructions)
            }
        };
        self.cycles += cycles;
        self.warp_instructions += wi;
        self.thread_instructions += ti;
        let reg = self.entry(p, &report, secs, fault.as_ref(), program, r);
        self.keep(reg);
        self.fault = fault.map(|e| Self::locate(e, part.index, &p.prog.name, part.offset));
    }

    /// Run the pending group: the first launch and its programmatic dependents,
    /// together on the SMs. Each gets its own statistics entry; the shared measures
    /// (memory levels, L1s, per-SM figures, occupancy) are the group's.
    fn run_group(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        let (mut ps, names): (Vec<_>, Vec<_>) = pending
            .into_iter()
            .map(|x| (x.p, (x.program, x.repetition)))
            .unzip();
        let t0 = Instant::now();
        let part = crate::timing::LaunchPart {
            index: self.launches.len() as u64,
            offset: self.cycles,
            flow_base: self.flows,
        };
        let opts = super::timing_options(self.args, self.threads);
        let trace = super::trace_options(self.args, Some(part));
        let memsys = self
            .memsys
            .as_mut()
            .expect("a timing run has a memory system");
        let (g, fault) =
            match crate::timing::run_group(&mut ps, self.cfg, opts, trace.as_ref(), memsys) {
                Ok(g) => (g, None),
                Err(b) => {
                    let (e, g) = *b;
                    (g, Some(e))
                }
            };
        let secs = t0.elapsed().as_secs_f64();
        if !self.args.mute_device {
            super::device_output(&g.group.printf);
        }
        self.end = g.group.end;
        self.flows += g.group.trace_flows;
        self.cycles += g.group.cycles;
        self.warp_instructions += g.group.warp_instructions;
        self.thread_instructions += g.group.thread_instructions;
        let last = part.index + g.grids.iter().filter(|gr| gr.launched).count().max(1) as u64 - 1;
        // A launch that never started (the run stopped before) has no entry.
        let ran = g.grids.iter().zip(&names).enumerate();
        for (k, (gr, (program, r))) in ran.filter(|(_, (gr, _))| gr.launched) {
            let p = &ps[k];
            let own = fault.as_ref().filter(|_| g.fault_grid == Some(k));
            let report = Report::Timing(Box::new(gr.report.clone()));
            let mut reg = self.entry(p, &report, secs, own, program, *r);
            reg.add(
                "programmatic",
                "",
                "launches run together as programmatic dependent launches: this one's place (application cycles); its memory, L1, per-SM and occupancy figures are the whole group's",
                json!({
                    "group": [part.index, last],
                    "start_cycle": part.offset + gr.start,
                    "end_cycle": part.offset + gr.end,
                }),
            );
            self.keep(reg);
        }
        let kernel = |k: usize| ps.get(k).map_or(String::new(), |p| p.prog.name.clone());
        let at = g.fault_grid.unwrap_or(0);
        let (index, name, offset) = (
            part.index + at as u64,
            kernel(at),
            part.offset + g.grids.get(at).map_or(0, |gr| gr.start),
        );
        self.fault = fault.map(|e| Self::locate(e, index, &name, offset));
        ps.truncate(1);
        self.memory = ps.pop().map(engine::Prepared::into_memory);
    }

    /// The application's statistics: totals, then every launch's own.
    fn totals(&self, secs: f64, expect: &str) -> Registry {
        let mut reg = Registry::default();
        reg.add("config", "", "GPU config name", json!(self.cfg.name));
        reg.add(
            "arch",
            "",
            "architecture of the config",
            json!(self.cfg.arch),
        );
        let mode = if self.args.functional {
            "functional"
        } else {
            "timing"
        };
        reg.add(
            "mode",
            "",
            "engine (functional or cycle-level timing)",
            json!(mode),
        );
        reg.add(
            "launches",
            "launches",
            "kernel launches run (repetitions and loop passes counted)",
            json!(self.launches.len()),
        );
        reg.add(
            "cycles",
            "cycles",
            "the application's cycles: the launches one after another, programmatic dependent launches overlapping the launch before them",
            json!(self.cycles),
        );
        reg.add(
            "warp_instructions",
            "warp-instructions",
            "warp-instructions of all launches",
            json!(self.warp_instructions),
        );
        reg.add(
            "thread_instructions",
            "thread-instructions",
            "thread-instructions of all launches",
            json!(self.thread_instructions),
        );
        reg.add(
            "expect",
            "",
            "outcome of the workload's expect section (after the last launch)",
            json!(expect),
        );
        reg.add(
            "fault",
            "",
            "the kernel fault that stopped the application, if any",
            json!(self.fault.as_ref().map(|e| e.to_string())),
        );
        reg.add(
            "per_launch",
            "",
            "each launch's statistics, in the order they ran",
            Value::Array(self.launches.clone()),
        );
        reg.add(
            "host",
            "",
            "host-side cost of the simulation (the only entry that differs between runs)",
            json!({
                "seconds": secs,
                "threads": self.threads,
            }),
        );
        reg
    }
}

/// The module variables of each program a `to_symbol`/`from_symbol` step names, after
/// checking that every such step names a module-scope variable of its program that
/// holds the bytes it copies.
fn symbol_vars(
    w: &Workload,
    steps: &[Step],
    modules: &[Module],
) -> Result<Vec<Option<Vec<DataSegment>>>> {
    fn walk<'s>(steps: &'s [Step], out: &mut Vec<(&'s SymbolCopy, &'static str)>) {
        for s in steps {
            match s {
                Step::ToSymbol(c) => out.push((c, "to_symbol")),
                Step::FromSymbol(c) => out.push((c, "from_symbol")),
                Step::Loop { steps, .. } => walk(steps, out),
                _ => {}
            }
        }
    }
    let mut copies = Vec::new();
    walk(steps, &mut copies);
    let mut vars: Vec<Option<Vec<DataSegment>>> = vec![None; modules.len()];
    for (c, what) in copies {
        let display = &w.programs[c.program].display;
        let err = |m: String| w.err(&["launches", what], m);
        if vars[c.program].is_none() {
            let data = crate::ir::module_data(&modules[c.program])
                .map_err(|e| err(format!("{display}: {}", e.msg)))?;
            vars[c.program] = Some(data);
        }
        let segs = vars[c.program].as_deref().unwrap_or_default();
        let Some(seg) = segs.iter().find(|d| d.name == c.symbol) else {
            let mut names: Vec<&str> = segs.iter().map(|d| d.name.as_str()).collect();
            names.sort_unstable();
            return Err(err(format!(
                "{what}: {display} has no module variable `{}` (a module-scope .global/.const variable; it has: {})",
                c.symbol,
                if names.is_empty() { "none".to_string() } else { names.join(", ") }
            )));
        };
        let size = seg.bytes.len() as u64;
        if c.symbol_offset
            .checked_add(c.bytes)
            .is_none_or(|end| end > size)
        {
            return Err(err(format!(
                "{what}: {} bytes at offset {} do not fit `{}`, which has {size} bytes",
                c.bytes, c.symbol_offset, c.symbol
            )));
        }
    }
    Ok(vars)
}

/// Some launch of `steps` is a programmatic dependent launch.
fn programmatic(steps: &[Step]) -> bool {
    steps.iter().any(|s| match s {
        Step::Launch(l) => l.programmatic,
        Step::Loop { steps, .. } => programmatic(steps),
        _ => false,
    })
}

/// The kernels an application launches, each once, in the order the steps name them
/// (a launch without `kernel:` runs its program's only kernel).
fn kernel_names(steps: &[Step], modules: &[Module]) -> Vec<String> {
    fn walk(steps: &[Step], modules: &[Module], out: &mut Vec<String>) {
        for s in steps {
            match s {
                Step::Launch(l) => {
                    let name = l.kernel.clone().or_else(|| {
                        let m = modules.get(l.program)?;
                        m.kernels().first().map(|k| k.to_string())
                    });
                    if let Some(n) = name.filter(|n| !out.contains(n)) {
                        out.push(n);
                    }
                }
                Step::Loop { steps, .. } => walk(steps, modules, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(steps, modules, &mut out);
    out
}

/// The printed summary: one line per launch, then the totals.
fn run_summary(launches: &[Value], cfg: &GpuConfig, total: &Registry, secs: f64) -> String {
    let mut s = format!(
        "application on {} ({}): {} launches\n",
        cfg.name,
        cfg.arch,
        launches.len()
    );
    for (i, l) in launches.iter().enumerate() {
        let v = |k: &str| l.get(k).cloned().unwrap_or(Value::Null);
        s += &format!(
            "  {i:>3} {} grid {} block {}: {} cycles, {} warp-instructions\n",
            v("kernel").as_str().unwrap_or("?"),
            v("grid"),
            v("block"),
            v("cycles"),
            v("warp_instructions"),
        );
    }
    let g = |k: &str| total.get(k).cloned().unwrap_or(Value::Null);
    s += &format!(
        "  total: {} cycles ({:.1} us at {} MHz), {} warp-instructions\n  host: {secs:.3} s\n",
        g("cycles"),
        g("cycles").as_f64().unwrap_or(0.0) / cfg.clock_mhz,
        cfg.clock_mhz,
        g("warp_instructions"),
    );
    s
}
