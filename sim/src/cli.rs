//! The `warpsim` command line. Argument parsing and exit codes live here and nowhere
//! else: 0 ran (and `expect` matched), 1 `expect` mismatch, 2 invalid input,
//! 3 kernel fault. The `warpsim` binary is [`main`]; a program that adds its own
//! scheduling policies (`timing::sched::register`) calls it too, and gets the whole
//! command line with them (see `sim/examples/crit_sched.rs`).

use crate::driver::{self, RunArgs};
use crate::isa::amdgpu::encode;
use crate::Error;
use clap::{Parser, Subcommand};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "warpsim",
    version,
    about = "Cycle-level GPU warp simulator for PTX and AMDGPU assembly"
)]
struct Cli {
    /// Diagnostics filter for `tracing` (e.g. `warpsim=debug`); also read from RUST_LOG.
    #[arg(long, global = true)]
    log: Option<String>,
    /// No progress bar (there is none anyway when stderr is not a terminal).
    #[arg(long, short, global = true)]
    quiet: bool,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum SweepCmd {
    /// Combine the directories of a sharded sweep into the outputs one unsharded sweep
    /// writes.
    Merge {
        /// The shards' --out directories.
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
        /// Where the merged outputs go.
        #[arg(long)]
        out: PathBuf,
        /// As `sweep --baseline`.
        #[arg(long)]
        baseline: Option<String>,
    },
}

#[derive(Subcommand)]
enum Cmd {
    /// Check that program files load: parse each, link each kernel; one line per kernel
    /// (exit 1 when any kernel or file does not load)
    #[command(after_help = "Example:\n  warpsim check workloads/real/ptx/nvcc/*.ptx --json")]
    Check {
        /// Program files (`.ptx`, `.s`).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// One JSON object per line: {"file", "kernel" (null: the file did not parse), "ok", "error"}.
        #[arg(long)]
        json: bool,
        /// Link the FILEs into one program (relocatable device code: PTX from `nvcc
        /// -rdc=true` or clang `-fgpu-rdc`) and check its kernels.
        #[arg(long)]
        link: bool,
    },
    /// Run a workload (YAML launch description).
    #[command(
        after_help = "Examples:\n  warpsim run workloads/ptx/saxpy/saxpy.yaml\n  warpsim run workloads/ptx/reduce/reduce.yaml --config configs/nvidia/h100_pcie.yaml --set sm.scheduler=lrr --stats s.json --trace t.json.gz\n  warpsim run workloads/ptx/reduce/reduce.yaml --trace t.pftrace --plots plots/"
    )]
    Run {
        /// The workload file.
        workload: PathBuf,
        /// GPU config (YAML); defaults to the embedded H100 config for PTX.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Write a buffer's final bytes: NAME=PATH (repeatable).
        #[arg(long = "dump", value_name = "NAME=PATH")]
        dumps: Vec<String>,
        /// Write statistics as JSON (and the resolved config next to it).
        #[arg(long)]
        stats: Option<PathBuf>,
        /// Host threads simulating SMs in parallel (results are identical for any N).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Fault when an SM's clock passes this many cycles.
        #[arg(long)]
        max_cycles: Option<u64>,
        /// Memory budget of the simulated state: buffers, resident blocks with their
        /// scratch, timeline buffers (bytes, or with K/M/G/T; default: 3/4 of the memory
        /// this process may use). A run past it is refused before allocating.
        #[arg(long, value_name = "SIZE")]
        max_memory: Option<String>,
        /// Functional run only (no timing model; one cycle per warp-instruction).
        #[arg(long)]
        functional: bool,
        /// Override a config field: KEY.PATH=VALUE (repeatable; quote a key with dots:
        /// 'latency.opcodes."bfe.u32".latency=11').
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// Registers per thread for occupancy (default: the kernel's estimate).
        #[arg(long)]
        regs: Option<u32>,
        /// Write the timeline: Chrome Trace Event JSON (`.json`, `.json.gz`) or Perfetto
        /// protobuf (`.pftrace`, about 1/20 the size; ui.perfetto.dev opens both).
        #[arg(long)]
        trace: Option<PathBuf>,
        /// Keep trace events in cycles A..B (B exclusive).
        #[arg(long, value_name = "A..B")]
        trace_cycles: Option<String>,
        /// Keep trace events of these SMs (`0,3,5-7`).
        #[arg(long, value_name = "LIST")]
        trace_sms: Option<String>,
        /// Keep issue/writeback/warp events of these global warp ids (`0,3,5-7`).
        #[arg(long, value_name = "LIST")]
        trace_warps: Option<String>,
        /// Stop adding trace events past this many bytes (bytes, or with K/M/G/T; the
        /// file stays valid).
        #[arg(long, value_name = "SIZE", default_value = "1G", value_parser = crate::input::parse_size)]
        trace_max_bytes: u64,
        /// Per-SM counter sampling window in cycles (0 = no counters).
        #[arg(long, default_value_t = 1000)]
        trace_window: u64,
        /// Write SVG plots of the run over time into DIR: IPC, active warps and stall mix
        /// per SM, memory bandwidth per level (and the CSV behind them). Alone it samples
        /// every 100 cycles; with --trace, every --trace-window cycles.
        #[arg(long, value_name = "DIR")]
        plots: Option<PathBuf>,
    },
    /// Read a trace file back: print the run's summary, or cut a smaller trace.
    #[command(
        after_help = "Examples:\n  warpsim replay traces/reduce_h100.json.gz\n  warpsim replay traces/reduce_h100.json.gz --window 0..2000 --sms 0-3 -o cut.json.gz"
    )]
    Replay {
        /// The trace (`.json`, `.json.gz` or `.pftrace`).
        trace: PathBuf,
        /// Keep cycles A..B (B exclusive) in the cut (`-o`).
        #[arg(long, value_name = "A..B")]
        window: Option<String>,
        /// Keep these SMs in the cut (`0,3,5-7`).
        #[arg(long, value_name = "LIST")]
        sms: Option<String>,
        /// Write the cut trace here (with --window and/or --sms).
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// Print the summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run the cross product of workloads x configs x `--set` values, on a pool of host
    /// threads, and write results.csv, results.json and summary.md.
    #[command(
        args_conflicts_with_subcommands = true,
        after_help = "Examples:\n  warpsim sweep workloads/ptx/saxpy/saxpy.yaml workloads/ptx/reduce/reduce.yaml \\\n      --set sm.scheduler=lrr,gto,two_level,oldest_first --set sm.max_warps=16,32,64 --out study\n  warpsim sweep ... --shard 2/8 --out study.2      (one share of eight)\n  warpsim sweep merge study.* --out study"
    )]
    Sweep {
        #[command(subcommand)]
        merge: Option<SweepCmd>,
        /// Workload files (one axis).
        workloads: Vec<PathBuf>,
        /// GPU configs, comma-separated (one axis; default: each workload's own).
        #[arg(long, value_delimiter = ',')]
        config: Vec<PathBuf>,
        /// KEY=V1,V2,...: one axis per --set (repeatable).
        #[arg(long = "set", value_name = "KEY=V1,V2")]
        sets: Vec<String>,
        /// Output directory (a sweep resumed in it skips the runs already done).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Run only share K of N (K from 1): run i belongs to share i mod N + 1.
        #[arg(long, value_name = "K/N")]
        shard: Option<String>,
        /// Runs at once (default: the host's cores).
        #[arg(long)]
        jobs: Option<usize>,
        /// Host threads per run.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Fault a run past this many cycles.
        #[arg(long)]
        max_cycles: Option<u64>,
        /// KEY=VALUE: speed-ups against the run with this value (default: each
        /// workload's first run).
        #[arg(long)]
        baseline: Option<String>,
    },
    /// Benchmark the timing engine: simulated warp-instructions per host second for
    /// each host-thread count, and peak memory.
    #[command(
        after_help = "Example:\n  warpsim bench workloads/ptx/mixed_1m/mixed_1m.yaml --threads 1,2"
    )]
    Bench {
        /// The workload (default: the 1M-thread mixed compute/memory kernel).
        #[arg(default_value = "workloads/ptx/mixed_1m/mixed_1m.yaml")]
        workload: PathBuf,
        /// GPU config (YAML); defaults to the embedded config for the kernel's target.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Host-thread counts to measure, comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "1,2")]
        threads: Vec<usize>,
        /// Runs per thread count (the best is reported).
        #[arg(long, default_value_t = 3)]
        repeat: usize,
        /// Override a config field: KEY.PATH=VALUE (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// Also write each run's timeline here (the cost of tracing).
        #[arg(long)]
        trace: Option<PathBuf>,
    },
    /// Run the calibration suite (gpu-benches kernels vs their published measurements)
    /// and print measured vs simulated per row, with the mean absolute error per GPU.
    #[command(after_help = "Example:\n  warpsim calibrate --gpu a100_80 --rows latency")]
    Calibrate {
        /// The suite directory.
        #[arg(default_value = "workloads/calibration")]
        dir: PathBuf,
        /// Only these GPUs (comma-separated result-file names, e.g. a100_80,mi210).
        #[arg(long, value_delimiter = ',')]
        gpu: Vec<String>,
        /// Only rows whose id contains one of these (comma-separated).
        #[arg(long, value_delimiter = ',')]
        rows: Vec<String>,
        /// Only the suite's fast subset, with smaller launches.
        #[arg(long)]
        fast: bool,
        /// Host threads per simulation.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Rows simulated at once (default: the host's cores); results do not depend on it.
        #[arg(long)]
        jobs: Option<usize>,
        /// Override a config field of every GPU: KEY.PATH=VALUE (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// Also write the results as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
    },
    /// List the shipped GPU configs: file, name, vendor, architecture, SMs, clock, and
    /// the program targets each is the default for.
    #[command(after_help = "Example:\n  warpsim configs")]
    Configs,
    /// Check configs and workloads without running them: a config is loaded and
    /// validated; a workload is loaded, its program parsed, its config resolved and its
    /// launch prepared. One line per file; exit 2 when any fails.
    #[command(
        after_help = "Example:\n  warpsim validate configs/nvidia/h100.yaml workloads/ptx/saxpy/saxpy.yaml"
    )]
    Validate {
        /// Config or workload files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Assemble AMDGPU VOP3 instructions (LLVM syntax, one per line) into raw bytes.
    Asm {
        /// Processor: gfxNNNN, optionally +w32/+w64 (GFX10+ default to wave32).
        #[arg(long)]
        target: String,
        /// The assembly file.
        file: PathBuf,
        /// Where to write the instruction bytes.
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
    },
    /// Disassemble raw AMDGPU VOP3 bytes: one instruction per line, in llvm-mc's syntax.
    Disasm {
        /// Processor: gfxNNNN, optionally +w32/+w64 (GFX10+ default to wave32).
        #[arg(long)]
        target: String,
        /// The file of instruction bytes.
        file: PathBuf,
    },
}

/// Parse the process arguments and run the command; the process exit code.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    init_logging(cli.log.as_deref());
    let quiet = cli.quiet;
    match cli.cmd {
        Cmd::Check { files, json, link } => check(&files, json, link),
        Cmd::Calibrate {
            dir,
            gpu,
            rows,
            fast,
            threads,
            jobs,
            sets,
            json,
        } => {
            let mut overrides = Vec::new();
            for s in &sets {
                match crate::config::overrides::parse(s) {
                    Ok(o) => overrides.push(o),
                    Err(m) => return fail(&Error::Usage(format!("--set {s}: {m}"))),
                }
            }
            if threads == 0 {
                return fail(&Error::Usage("--threads must be at least 1".into()));
            }
            let args = crate::calibrate::CalArgs {
                dir,
                gpus: gpu,
                rows,
                fast,
                threads,
                jobs: jobs
                    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
                overrides,
            };
            let mut header = false;
            let res = crate::calibrate::calibrate(&args, &mut |r| {
                if !header {
                    header = true;
                    say(&format!(
                        "{:<34} {:>10} {:>10} {:<7} {:>8}  note\n",
                        "row", "published", "simulated", "unit", "error"
                    ));
                }
                say(&format!("{}\n", crate::calibrate::row_line(r)));
            });
            match res {
                Ok(results) => {
                    let text = crate::calibrate::report(&results);
                    if let Some(i) = text.find("\nper GPU") {
                        say(&text[i..]);
                    }
                    if let Some(p) = json {
                        let j = serde_json::to_string_pretty(&crate::calibrate::to_json(&results))
                            .unwrap_or_default();
                        if let Err(e) = std::fs::write(&p, format!("{j}\n")) {
                            return fail(&Error::io(&p, e));
                        }
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            }
        }
        Cmd::Run {
            workload,
            config,
            dumps,
            stats,
            threads,
            max_cycles,
            max_memory,
            functional,
            sets,
            regs,
            trace,
            trace_cycles,
            trace_sms,
            trace_warps,
            trace_max_bytes,
            trace_window,
            plots,
        } => {
            use crate::trace::replay::{parse_list, parse_range};
            let mut filter = crate::trace::emit::Filter::default();
            if let Some(c) = &trace_cycles {
                match parse_range(c) {
                    Ok(r) => filter.cycles = Some(r),
                    Err(m) => return fail(&Error::Usage(format!("--trace-cycles {c}: {m}"))),
                }
            }
            if let Some(l) = &trace_sms {
                match parse_list(l) {
                    Ok(v) => filter.sms = Some(v),
                    Err(m) => return fail(&Error::Usage(format!("--trace-sms {l}: {m}"))),
                }
            }
            if let Some(l) = &trace_warps {
                match parse_list(l) {
                    Ok(v) => filter.warps = Some(v.into_iter().map(u64::from).collect()),
                    Err(m) => return fail(&Error::Usage(format!("--trace-warps {l}: {m}"))),
                }
            }
            if trace.is_none() && !filter.is_empty() {
                return fail(&Error::Usage(
                    "--trace-cycles/--trace-sms/--trace-warps need --trace PATH".into(),
                ));
            }
            let trace = trace.map(|path| driver::TraceArgs {
                path,
                window: trace_window,
                filter,
                max_bytes: trace_max_bytes,
            });
            let mut parsed = Vec::new();
            for d in &dumps {
                match d.split_once('=') {
                    Some((n, p)) if !n.is_empty() && !p.is_empty() => {
                        parsed.push((n.to_string(), PathBuf::from(p)))
                    }
                    _ => {
                        return fail(&Error::Usage(format!(
                            "--dump expects NAME=PATH, got `{d}`"
                        )))
                    }
                }
            }
            if threads == 0 {
                return fail(&Error::Usage("--threads must be at least 1".into()));
            }
            if threads > 1 && functional {
                eprintln!("note: the functional engine runs on one host thread; --threads {threads} changes nothing here");
            }
            let mut overrides = Vec::new();
            for s in &sets {
                match crate::config::overrides::parse(s) {
                    Ok(o) => overrides.push(o),
                    Err(m) => return fail(&Error::Usage(format!("--set {s}: {m}"))),
                }
            }
            if regs == Some(0) {
                return fail(&Error::Usage("--regs must be at least 1".into()));
            }
            if max_cycles == Some(0) {
                return fail(&Error::Usage("--max-cycles must be at least 1".into()));
            }
            let max_memory = match max_memory.as_deref().map(crate::input::parse_size) {
                None => None,
                Some(Ok(n)) => Some(n),
                Some(Err(m)) => return fail(&Error::Usage(format!("--max-memory {m}"))),
            };
            let args = RunArgs {
                workload,
                config,
                dumps: parsed,
                stats,
                threads,
                max_cycles,
                max_memory,
                functional,
                overrides,
                regs,
                trace,
                plots,
                log: cli.log.clone(),
                mute_device: false,
            };
            crate::interrupt::install();
            let bar = crate::progress_bar::Bar::start(cli.quiet);
            let res = driver::run(&args);
            drop(bar);
            match res {
                Ok(out) => {
                    if let Some(c) = out.default_config {
                        eprintln!("config: {c} (the default for the program's target; --config chooses another)");
                    }
                    say(&format!("{}\n", out.summary));
                    if out.mismatches.0 > 0 {
                        eprintln!(
                            "expect mismatch: {} element(s) differ; first ones:",
                            out.mismatches.0
                        );
                        for m in &out.mismatches.1 {
                            eprintln!(
                                "  {}[{}]: expected {}, got {}",
                                m.buffer, m.index, m.expected, m.got
                            );
                        }
                        return ExitCode::from(1);
                    }
                    if out.expected_buffers > 0 {
                        say(&format!(
                            "expect: {} buffer(s) match\n",
                            out.expected_buffers
                        ));
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            }
        }
        Cmd::Sweep {
            merge,
            workloads,
            config,
            sets,
            out,
            shard,
            jobs,
            threads,
            max_cycles,
            baseline,
        } => {
            use crate::driver::sweep;
            let parse_base = |b: Option<String>| -> Result<Option<(String, String)>, Error> {
                b.map(|b| match b.split_once('=') {
                    Some((k, v)) if !k.is_empty() && !v.is_empty() => {
                        Ok((k.to_string(), v.to_string()))
                    }
                    _ => Err(Error::Usage(format!("--baseline {b}: expected KEY=VALUE"))),
                })
                .transpose()
            };
            if let Some(SweepCmd::Merge {
                dirs,
                out,
                baseline,
            }) = merge
            {
                let res = parse_base(baseline).and_then(|b| sweep::merge(&dirs, &out, b.as_ref()));
                return match res {
                    Ok(r) => {
                        say(&format!("merged {} runs into {}\n", r.rows, out.display()));
                        ExitCode::SUCCESS
                    }
                    Err(e) => fail(&e),
                };
            }
            let res = (|| {
                let out = out.ok_or_else(|| Error::Usage("sweep: give --out DIR".into()))?;
                if threads == 0 || jobs == Some(0) {
                    return Err(Error::Usage(
                        "--threads and --jobs must be at least 1".into(),
                    ));
                }
                let args = sweep::SweepArgs {
                    axes: sweep::Axes::new(workloads, config, &sets)?,
                    out,
                    shard: shard.as_deref().map(sweep::parse_shard).transpose()?,
                    jobs: jobs.unwrap_or_else(|| {
                        std::thread::available_parallelism().map_or(1, |n| n.get())
                    }),
                    threads,
                    max_cycles,
                    baseline: parse_base(baseline)?,
                };
                crate::interrupt::install();
                let bar = crate::progress_bar::Bar::start(quiet);
                let r = sweep::sweep(&args, &|line| match &bar {
                    Some(b) => b.println(line),
                    None => eprintln!("{line}"),
                })?;
                drop(bar);
                Ok((args.out, r))
            })();
            match res {
                Ok((out, r)) => {
                    say(&format!(
                        "{} runs ({} run now, {} already done, {} failed); wrote {}/results.csv, results.json, summary.md\n",
                        r.rows,
                        r.ran,
                        r.skipped,
                        r.failed,
                        out.display()
                    ));
                    if r.failed > 0 {
                        ExitCode::from(1)
                    } else {
                        ExitCode::SUCCESS
                    }
                }
                Err(e) => fail(&e),
            }
        }
        Cmd::Configs => match crate::config::shipped() {
            Ok(list) => {
                let mut t = format!(
                    "{:<30} {:<30} {:<7} {:<8} {:>5} {:>6}  default for\n",
                    "file", "name", "vendor", "arch", "SMs", "MHz"
                );
                for c in &list {
                    let g = &c.config;
                    t.push_str(&format!(
                        "{:<30} {:<30} {:<7} {:<8} {:>5} {:>6}  {}\n",
                        c.file,
                        g.name,
                        format!("{:?}", g.vendor).to_lowercase(),
                        g.arch,
                        g.sm.count,
                        g.clock_mhz,
                        c.default_for
                    ));
                }
                say(&t);
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Cmd::Validate { files } => {
            let (lines, ok) = crate::driver::validate::validate_all(&files);
            for l in lines {
                match l {
                    Ok(text) => say(&format!("{text}\n")),
                    Err(e) => {
                        eprintln!("{e}");
                    }
                }
            }
            if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(2)
            }
        }
        Cmd::Bench {
            workload,
            config,
            threads,
            repeat,
            sets,
            trace,
        } => {
            if threads.contains(&0) {
                return fail(&Error::Usage("--threads must be at least 1".into()));
            }
            let mut overrides = Vec::new();
            for s in &sets {
                match crate::config::overrides::parse(s) {
                    Ok(o) => overrides.push(o),
                    Err(m) => return fail(&Error::Usage(format!("--set {s}: {m}"))),
                }
            }
            let args = crate::bench::BenchArgs {
                workload,
                config,
                threads,
                repeat,
                overrides,
                trace,
            };
            match crate::bench::bench(&args, &mut |line| eprintln!("{line}")) {
                Ok(rows) => {
                    say(&crate::bench::report(&args, &rows));
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            }
        }
        Cmd::Replay {
            trace,
            window,
            sms,
            output,
            json,
        } => match replay(
            &trace,
            window.as_deref(),
            sms.as_deref(),
            output.as_ref(),
            json,
        ) {
            Ok(text) => {
                say(&text);
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Cmd::Asm {
            target,
            file,
            output,
        } => match encode::asm_file(&target, &file, &output) {
            Ok(_) => ExitCode::SUCCESS,
            Err(e) => fail(&e),
        },
        Cmd::Disasm { target, file } => match encode::disasm_file(&target, &file) {
            Ok(lines) => {
                let mut out = std::io::stdout().lock();
                for l in lines {
                    // A closed pipe (`| head`) ends the listing quietly.
                    if writeln!(out, "{l}").is_err() {
                        break;
                    }
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
    }
}

/// `warpsim check`: a verdict line per kernel; a closed pipe ends the listing quietly.
fn check(files: &[PathBuf], json: bool, link: bool) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut all_ok = true;
    let groups: Vec<Vec<PathBuf>> = if link {
        vec![files.to_vec()]
    } else {
        files.iter().map(|f| vec![f.clone()]).collect()
    };
    for g in &groups {
        for v in crate::check::check_linked(g) {
            all_ok &= v.ok();
            let line = if json {
                v.to_json().to_string()
            } else {
                v.render()
            };
            if writeln!(out, "{line}").is_err() {
                return ExitCode::from(1);
            }
        }
    }
    ExitCode::from(u8::from(!all_ok))
}

/// Print to stdout; a closed stdout (`warpsim run ... | head -1`) is not an error: the
/// rest of the output is dropped quietly and the command still ends with its own exit
/// code.
fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}

fn fail(e: &Error) -> ExitCode {
    eprintln!("{e}");
    let snip = e.snippet();
    if !snip.is_empty() {
        eprintln!("{snip}");
    }
    ExitCode::from(e.exit_code() as u8)
}

/// `warpsim replay`: load and validate a trace; print its summary, or write a cut.
fn replay(
    path: &std::path::Path,
    window: Option<&str>,
    sms: Option<&str>,
    output: Option<&PathBuf>,
    json: bool,
) -> Result<String, Error> {
    use crate::trace::replay;
    let window = window
        .map(|w| replay::parse_range(w).map_err(|m| Error::Usage(format!("--window {w}: {m}"))))
        .transpose()?;
    let sms = sms
        .map(|l| replay::parse_list(l).map_err(|m| Error::Usage(format!("--sms {l}: {m}"))))
        .transpose()?;
    // The trace streams through: memory stays bounded whatever its size.
    if let Some(out) = output {
        use crate::driver::outputs;
        if crate::trace::writer::is_pftrace(out) {
            return Err(Error::Usage(format!(
                "-o {}: a cut is written as JSON (.json or .json.gz); cutting into .pftrace is not supported",
                out.display()
            )));
        }
        outputs::check_collisions(
            &[("-o".to_string(), out.clone())],
            &[("the trace".to_string(), path.to_path_buf())],
        )?;
        let mut pending = outputs::Pending::create(out)?;
        let name = out.display().to_string();
        let mut w = std::io::BufWriter::new(pending.file());
        let n = replay::cut_file(
            path,
            window,
            sms.as_deref(),
            &mut w,
            name.ends_with(".gz"),
            &name,
        )
        .map_err(|e| Error::Usage(e.to_string()))?;
        drop(w);
        pending.finish()?;
        return Ok(format!("wrote {} ({n} events)\n", out.display()));
    }
    if window.is_some() || sms.is_some() {
        return Err(Error::Usage(
            "--window/--sms cut a trace: give -o OUT".into(),
        ));
    }
    let s = replay::summarize_file(path).map_err(|e| Error::Usage(e.to_string()))?;
    Ok(if json {
        format!(
            "{}\n",
            serde_json::to_string_pretty(&s.to_json()).unwrap_or_default()
        )
    } else {
        s.render()
    })
}

fn init_logging(filter: Option<&str>) {
    use tracing_subscriber::EnvFilter;
    let f = match filter {
        Some(s) => EnvFilter::try_new(s).unwrap_or_else(|e| {
            eprintln!("warning: --log {s}: {e}; using `warn`");
            EnvFilter::new("warn")
        }),
        None => EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("warn")),
    };
    let _ = tracing_subscriber::fmt()
        .with_env_filter(f)
        .with_writer(std::io::stderr)
        .try_init();
}
