//! The `run` pipeline shared by the CLI and the tests: load the workload, its program
//! and the config; prepare and execute the launch; check expectations; write dumps,
//! statistics and the resolved config. Output paths are checked before the run so a
//! bad path fails fast; on a kernel fault everything written so far is still complete.

use crate::config::{self, GpuConfig};
use crate::engine::{self, FuncOptions, FuncReport, Prepared};
use crate::error::{Error, Result};
use crate::isa::load_linked;
use crate::stats::Registry;
use crate::timing::{self, TimingOptions, TimingReport};
use crate::workload::{self, Mismatch, Workload};

mod app;
pub mod outputs;
pub mod plots;
pub mod run_plots;
pub mod sweep;
pub mod validate;
use outputs::Pending;
use serde_json::{json, Value};
use std::path::PathBuf;
use std::time::Instant;

/// Inputs of `warpsim run`.
#[derive(Debug, Clone, Default)]
pub struct RunArgs {
    pub workload: PathBuf,
    pub config: Option<PathBuf>,
    pub dumps: Vec<(String, PathBuf)>,
    pub stats: Option<PathBuf>,
    pub threads: usize,
    pub max_cycles: Option<u64>,
    /// Functional only (no timing model): faster, one cycle per warp-instruction.
    pub functional: bool,
    /// `--set` overrides of the config.
    pub overrides: Vec<config::Override>,
    /// Registers per thread for occupancy (default: the kernel's own estimate).
    pub regs: Option<u32>,
    /// Write the timeline to this trace file (timing mode).
    pub trace: Option<TraceArgs>,
    /// Write plots of the run's counters over time into this directory (timing mode).
    pub plots: Option<PathBuf>,
    /// Diagnostics filter (`--log`) for the subscriber used while tracing.
    pub log: Option<String>,
    /// Budget of the workload's buffers in bytes (default: 3/4 of the machine's memory).
    pub max_memory: Option<u64>,
    /// Drop the kernels' device printf output instead of printing it (a sweep runs
    /// its points side by side: their outputs would interleave).
    pub mute_device: bool,
}

/// `--trace` and its options.
#[derive(Debug, Clone, Default)]
pub struct TraceArgs {
    pub path: PathBuf,
    pub window: u64,
    pub filter: crate::trace::emit::Filter,
    /// Stop adding events after this many bytes.
    pub max_bytes: u64,
}

/// Result of a run that executed (with or without matching expectations).
#[derive(Debug, Clone)]
pub struct RunOutcome {
    pub stats: Registry,
    /// Number of differing elements and the first few.
    pub mismatches: (u64, Vec<Mismatch>),
    pub expected_buffers: usize,
    pub summary: String,
    /// The shipped config chosen for the program's target when neither `--config`
    /// nor the workload named one (`configs/...yaml`).
    pub default_config: Option<&'static str>,
}

/// The run's output paths, each with what it is (for collision messages).
fn output_paths(args: &RunArgs) -> Vec<(String, PathBuf)> {
    let mut v = Vec::new();
    if let Some(s) = &args.stats {
        v.push(("--stats".to_string(), s.clone()));
        v.push((
            "the resolved config written next to --stats".to_string(),
            resolved_config_path(s),
        ));
    }
    if let Some(t) = &args.trace {
        v.push(("--trace".to_string(), t.path.clone()));
    }
    for (n, p) in &args.dumps {
        v.push((format!("--dump {n}"), p.clone()));
    }
    v
}

/// No output lands on another output or on one of `inputs` (with the workload and
/// `--config`, which are always inputs).
fn check_outputs(args: &RunArgs, inputs: &[(&str, &std::path::Path)]) -> Result<()> {
    let mut ins = vec![("the workload".to_string(), args.workload.clone())];
    if let Some(c) = &args.config {
        ins.push(("--config".to_string(), c.clone()));
    }
    ins.extend(inputs.iter().map(|(w, p)| (w.to_string(), p.to_path_buf())));
    outputs::check_collisions(&output_paths(args), &ins)
}

/// The stats file and the resolved config beside it, created before the run.
type StatsFiles = Option<(Pending, Pending)>;

fn create_stats(args: &RunArgs) -> Result<StatsFiles> {
    match &args.stats {
        Some(p) => Ok(Some((
            Pending::create(p)?,
            Pending::create(&resolved_config_path(p))?,
        ))),
        None => Ok(None),
    }
}

/// Execute `warpsim run`.
///
/// # Errors
/// Invalid input (exit 2) or a kernel fault (exit 3); outputs are written in both
/// cases where possible.
pub fn run(args: &RunArgs) -> Result<RunOutcome> {
    check_outputs(args, &[])?;
    if args.trace.is_none() && args.plots.is_none() {
        return run_inner(args);
    }
    if let Some(d) = &args.plots {
        // Made now: a path that cannot be a directory fails before the run.
        std::fs::create_dir_all(d)
            .map_err(|e| Error::Usage(format!("--plots {}: {e}", d.display())))?;
    }
    if args.functional {
        return Err(Error::Usage(
            "--trace and --plots need the timing model; drop --functional".into(),
        ));
    }
    if !cfg!(feature = "timeline") {
        return Err(Error::Usage(
            "--trace/--plots: this warpsim was built without the `timeline` feature".into(),
        ));
    }
    // The trace file is created first: an unwritable path fails before the run.
    let writer = args
        .trace
        .as_ref()
        .map(|t| crate::trace::writer::TraceWriter::create(&t.path, t.max_bytes))
        .transpose()?;
    let collector = args
        .plots
        .as_ref()
        .map(|_| crate::trace::collect::Collector::new(sample_window(args)));
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::Layer;
    // The writer and the collector take only `warpsim::timeline` events (they check
    // their target); a diagnostics printer joins only when asked for (`--log` or
    // RUST_LOG), since per-layer filtering costs on every timeline event.
    let log = match &args.log {
        Some(s) => Some(
            tracing_subscriber::EnvFilter::try_new(s)
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        ),
        None => tracing_subscriber::EnvFilter::try_from_default_env().ok(),
    };
    let printer = log.map(|f| {
        tracing_subscriber::fmt::layer()
            .with_writer(std::io::stderr)
            .with_filter(f)
    });
    let subscriber = tracing_subscriber::registry()
        .with(writer.clone())
        .with(collector.clone())
        .with(printer);
    let out = tracing::subscriber::with_default(subscriber, || run_inner(args));
    let (status, msg) = match &out {
        Ok(_) => ("ok", String::new()),
        Err(e) => ("error", e.to_string()),
    };
    if let (Some(writer), Some(t)) = (writer, &args.trace) {
        let truncated = writer.finish(status, &msg)?;
        if truncated {
            eprintln!(
                "warning: the trace reached --trace-max-bytes {} and stops there ({} is complete up to that point and ends with run_end)",
                t.max_bytes,
                t.path.display()
            );
        }
    }
    // Plots of whatever ran (a fault's too: the counters up to it).
    if let (Some(c), Some(dir)) = (collector, &args.plots) {
        let s = c.samples();
        if !s.sms.is_empty() {
            let files = run_plots::write(dir, &s)?;
            eprintln!(
                "plots: {} files in {} (windows of {} cycles)",
                files.len(),
                dir.display(),
                s.window
            );
        }
    }
    out
}

/// The counter window: `--trace-window` with a trace; for plots alone, 100 cycles
/// (a long run's windows merge to at most `collect::MAX_WINDOWS`).
fn sample_window(args: &RunArgs) -> u64 {
    args.trace.as_ref().map_or(100, |t| t.window.max(1))
}

fn run_inner(args: &RunArgs) -> Result<RunOutcome> {
    let mut w = workload::load_with(&args.workload, budget(args))?;
    if !w.steps.is_empty() {
        return app::run(args, &mut w);
    }
    let module = load_linked(&w.program, &w.program_display, &w.program_link)?;
    let path = w.config_path(args.config.as_ref())?;
    let default_config = path.is_none().then(|| config::default_name(&module.target));
    let cfg: GpuConfig =
        config::resolve(path.map(|p| p.as_path()), &module.target, &args.overrides)?;
    check_dumps(args, &w)?;
    let mut ins = vec![("the program", w.program.as_path())];
    if let Some(c) = &w.config {
        ins.push(("the workload's config", c.as_path()));
    }
    check_outputs(args, &ins)?;
    // Open every output before running: an unwritable path fails now, not after.
    let stats_file = create_stats(args)?;
    let dump_files = open_dumps(args)?;
    check_trace_sms(args, &cfg)?;
    // The initial data moves into the simulated memory: held once.
    let memory = engine::new_memory_taking(&mut w);
    let mut prepared = engine::prepare_in(&w, &module, &cfg, Some(memory))?;
    check_budget(args, &prepared, &cfg)?;
    let threads = host_threads(args, &cfg);
    let t0 = Instant::now();
    let (report, fault) = execute(&mut prepared, &cfg, args, threads, None, None);
    let secs = t0.elapsed().as_secs_f64();
    let mut mismatches = (0, Vec::new());
    if fault.is_none() {
        mismatches = workload::check_expect(&w, &|n| prepared.buffer_bytes(n));
    }
    let expect_state = if let Some(e) = &fault {
        not_checked(e)
    } else if w.expect.is_empty() {
        "none"
    } else if mismatches.0 == 0 {
        "match"
    } else {
        "mismatch"
    };
    let reg = registry(
        &prepared,
        &cfg,
        &report,
        secs,
        threads,
        fault.as_ref(),
        expect_state,
    );
    write_outputs(dump_files, stats_file, &reg, &cfg, &|n| {
        prepared.buffer_bytes(n)
    })?;
    if let Some(e) = fault {
        return Err(e);
    }
    let summary = match &report {
        Report::Functional(r) => summary(&prepared, &cfg, r, secs, threads),
        Report::Timing(r) => crate::stats::timing::summary(&prepared, &cfg, r, secs, threads),
    };
    Ok(RunOutcome {
        stats: reg,
        mismatches,
        expected_buffers: w.expect.len(),
        summary,
        default_config,
    })
}

/// The run's memory budget: `--max-memory`, or the default.
fn budget(args: &RunArgs) -> u64 {
    args.max_memory
        .unwrap_or_else(crate::input::default_memory_budget)
}

/// The launch's whole simulated state (buffers, resident blocks with their scratch,
/// timeline buffers) fits the memory budget.
fn check_budget(args: &RunArgs, p: &engine::Prepared, cfg: &GpuConfig) -> Result<()> {
    let (blocks, trace) = if args.functional {
        // The functional engine runs one block at a time.
        (1, 0)
    } else {
        let trace = match args.trace {
            Some(_) => timing::trace_buffer_bytes(cfg),
            None => 0,
        };
        (timing::resident_blocks(cfg, p, args.regs), trace)
    };
    engine::budget::check(p, blocks, trace, budget(args))
}

/// `--trace-sms` names only SMs the config has.
fn check_trace_sms(args: &RunArgs, cfg: &GpuConfig) -> Result<()> {
    if let Some(sms) = args.trace.as_ref().and_then(|t| t.filter.sms.as_ref()) {
        if let Some(&bad) = sms.iter().find(|&&s| s >= cfg.sm.count) {
            return Err(Error::Usage(format!(
                "--trace-sms: SM {bad} does not exist (`{}` has SMs 0-{})",
                cfg.name,
                cfg.sm.count.saturating_sub(1)
            )));
        }
    }
    Ok(())
}

/// The stats' `expect` entry of a run that did not finish.
fn not_checked(e: &Error) -> &'static str {
    match e {
        Error::Interrupted { .. } => "not checked (interrupted)",
        _ => "not checked (fault)",
    }
}

/// `stats.json` -> `stats.config.yaml` (the resolved config next to the stats).
pub fn resolved_config_path(stats: &std::path::Path) -> PathBuf {
    let stem = stats
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    stats.with_file_name(format!("{stem}.config.yaml"))
}

/// What an engine measured.
/// Write the dumps (final buffer bytes from `bytes`), the stats and, next to them, the
/// resolved config: after a run, whether it faulted or not.
fn write_outputs(
    dump_files: Vec<(String, Pending)>,
    stats_file: StatsFiles,
    reg: &Registry,
    cfg: &GpuConfig,
    bytes: &dyn Fn(&str) -> Option<Vec<u8>>,
) -> Result<()> {
    for (name, f) in dump_files {
        f.commit(&bytes(&name).unwrap_or_default())?;
    }
    if let Some((stats, config)) = stats_file {
        let text = serde_json::to_string_pretty(&reg.to_json()).unwrap_or_default();
        let path = stats.path.clone();
        stats.commit(format!("{text}\n").as_bytes())?;
        let yaml = serde_yaml::to_string(cfg).unwrap_or_default();
        config.commit(
            format!(
                "# resolved config of the run that wrote {}\n{yaml}",
                path.display()
            )
            .as_bytes(),
        )?;
    }
    Ok(())
}

/// Every `--dump NAME=...` names a buffer of the workload.
fn check_dumps(args: &RunArgs, w: &Workload) -> Result<()> {
    for (name, _) in &args.dumps {
        if !w.buffers.iter().any(|b| &b.name == name) {
            return Err(Error::Usage(format!(
                "--dump {name}=...: the workload has no buffer `{name}` (buffers: {})",
                w.buffers
                    .iter()
                    .map(|b| b.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
    }
    Ok(())
}

/// Create every `--dump` file before running: an unwritable path fails now.
fn open_dumps(args: &RunArgs) -> Result<Vec<(String, Pending)>> {
    args.dumps
        .iter()
        .map(|(n, p)| Pending::create(p).map(|f| (n.clone(), f)))
        .collect()
}

/// Host threads for the SMs: no more than SMs (what the engine uses, and what the
/// stats report).
fn host_threads(args: &RunArgs, cfg: &GpuConfig) -> usize {
    args.threads.clamp(1, (cfg.sm.count as usize).max(1))
}

/// Run one prepared launch, functional or timed (on `memsys` when given: an
/// application's launches share one memory system, so caches stay warm between
/// them), with the timeline when asked for. A fault comes back with the report of
/// what ran before it.
fn execute(
    prepared: &mut engine::Prepared,
    cfg: &GpuConfig,
    args: &RunArgs,
    threads: usize,
    memsys: Option<&mut timing::mem::MemSys>,
    part: Option<timing::LaunchPart>,
) -> (Report, Option<Error>) {
    let max_cycles = args.max_cycles.unwrap_or(FuncOptions::default().max_cycles);
    if args.functional {
        let out = match engine::run_functional(prepared, FuncOptions { max_cycles }) {
            Ok(r) => (Report::Functional(r), None),
            Err(b) => (Report::Functional(b.1), Some(b.0)),
        };
        if let (Report::Functional(r), false) = (&out.0, args.mute_device) {
            device_output(&r.printf);
        }
        return out;
    }
    let opts = timing_options(args, threads);
    let trace = trace_options(args, part);
    let out = match memsys {
        Some(m) => timing::run_launch(prepared, cfg, opts, trace.as_ref(), m),
        None => timing::run_timing_traced(prepared, cfg, opts, trace.as_ref()),
    };
    let (r, e) = match out {
        Ok(r) => (r, None),
        Err(b) => {
            let (e, r) = *b;
            (r, Some(e))
        }
    };
    if !args.mute_device {
        device_output(&r.printf);
    }
    (Report::Timing(Box::new(r)), e)
}

/// A launch's device printf output, to stdout as CUDA prints it at the next
/// synchronisation (here: when the launch ends, faulted or not). A closed stdout
/// drops it quietly.
pub(crate) fn device_output(recs: &[crate::func::printf::PrintRec]) {
    use std::io::Write;
    if recs.is_empty() {
        return;
    }
    let mut out = std::io::stdout().lock();
    for r in recs {
        if out.write_all(&r.text).is_err() {
            return;
        }
    }
    let _ = out.flush();
}

/// The timing knobs of a run.
fn timing_options(args: &RunArgs, threads: usize) -> TimingOptions {
    TimingOptions {
        max_cycles: args.max_cycles.unwrap_or(FuncOptions::default().max_cycles),
        threads,
        regs_per_thread: args.regs,
    }
}

/// What a timing run records for the timeline: events when a trace file or a
/// subscriber wants them; plots alone need only the counters.
fn trace_options(args: &RunArgs, part: Option<timing::LaunchPart>) -> Option<timing::TraceOptions> {
    args.trace
        .as_ref()
        .map(|t| timing::TraceOptions {
            window: t.window,
            filter: t.filter.clone(),
            part,
            counters_only: false,
        })
        .or_else(|| {
            args.plots.as_ref().map(|_| timing::TraceOptions {
                window: sample_window(args),
                part,
                counters_only: true,
                ..Default::default()
            })
        })
        .or_else(|| {
            tracing::enabled!(target: "warpsim::timeline", tracing::Level::TRACE).then(|| {
                timing::TraceOptions {
                    window: 1000,
                    part,
                    ..Default::default()
                }
            })
        })
}

enum Report {
    Functional(FuncReport),
    Timing(Box<TimingReport>),
}

fn registry(
    p: &Prepared,
    cfg: &GpuConfig,
    report: &Report,
    secs: f64,
    threads: usize,
    fault: Option<&Error>,
    expect: &str,
) -> Registry {
    let mut reg = Registry::default();
    reg.add("kernel", "", "kernel (entry) name", json!(p.prog.name));
    reg.add("config", "", "GPU config name", json!(cfg.name));
    reg.add("arch", "", "architecture of the config", json!(cfg.arch));
    reg.add("grid", "blocks", "grid dimensions", json!(p.li.grid));
    reg.add("block", "threads", "block dimensions", json!(p.li.block));
    let insts = match report {
        Report::Functional(r) => {
            reg.add(
                "mode",
                "",
                "engine: functional (one warp-instruction per SM cycle)",
                json!("functional"),
            );
            functional_stats(&mut reg, p, r);
            (r.warp_instructions, r.thread_instructions)
        }
        Report::Timing(r) => {
            reg.add(
                "mode",
                "",
                "engine: cycle-level timing model",
                json!("timing"),
            );
            crate::stats::timing::add(&mut reg, p, cfg, r);
            (r.warp_instructions, r.thread_instructions)
        }
    };
    reg.add(
        "expect",
        "",
        "outcome of the workload's expect section",
        json!(expect),
    );
    reg.add(
        "fault",
        "",
        "the kernel fault that stopped the run, if any",
        json!(fault.map(|e| e.to_string())),
    );
    let per_sec = |n: u64| if secs > 0.0 { n as f64 / secs } else { 0.0 };
    reg.add(
        "host",
        "",
        "host-side cost of the simulation (the only entry that differs between runs)",
        json!({
            "seconds": secs,
            "threads": threads,
            "warp_instructions_per_second": per_sec(insts.0),
            "thread_instructions_per_second": per_sec(insts.1),
        }),
    );
    reg
}

fn functional_stats(reg: &mut Registry, p: &Prepared, r: &FuncReport) {
    let mut per_op = serde_json::Map::new();
    for (k, &n) in r.per_key.iter().enumerate() {
        if n > 0 {
            per_op.insert(p.prog.keys[k].clone(), json!({ "count": n }));
        }
    }
    crate::stats::add_counts(
        reg,
        r.cycles,
        "largest SM clock at the end of the run",
        r.warp_instructions,
        r.thread_instructions,
    );
    reg.add("blocks", "blocks", "blocks executed", json!(r.blocks));
    reg.add("warps", "warps", "warps executed", json!(r.warps));
    reg.add(
        "per_opcode",
        "instructions",
        "warp-instructions per opcode",
        Value::Object(per_op),
    );
    reg.add(
        "per_sm_cycles",
        "cycles",
        "final clock of each SM",
        json!(r.sm_cycles),
    );
}

fn summary(p: &Prepared, cfg: &GpuConfig, r: &FuncReport, secs: f64, threads: usize) -> String {
    let threads_total = p.li.threads_per_block as u64 * r.blocks;
    let rate = |c: u64| {
        if secs > 0.0 {
            crate::stats::human(c as f64 / secs)
        } else {
            "-".into()
        }
    };
    format!(
        "kernel {} on {} ({}), functional\n  grid {:?} x block {:?}: {} threads in {} warps\n  {} warp-instructions, {} thread-instructions, {} cycles (largest SM clock)\n  host: {:.3} s on {} thread(s): {} warp-inst/s, {} thread-inst/s",
        p.prog.name,
        cfg.name,
        cfg.arch,
        p.li.grid,
        p.li.block,
        threads_total,
        r.warps,
        r.warp_instructions,
        r.thread_instructions,
        r.cycles,
        secs,
        threads,
        rate(r.warp_instructions),
        rate(r.thread_instructions),
    )
}
