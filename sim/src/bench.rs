//! `warpsim bench`: the throughput benchmark of the timing engine. It runs one
//! workload (by default the 1M-thread mixed compute/memory kernel on the H100 config)
//! a few times per host-thread count and reports simulated warp-instructions per host
//! second (best of the repeats), the speed-up over one thread, and the process's peak
//! resident memory. It also checks that every run simulated the same cycles and
//! instructions: a benchmark of a nondeterministic engine would measure nothing.

use crate::driver::{self, RunArgs};
use crate::error::{Error, Result};
use std::path::PathBuf;

/// What to benchmark.
#[derive(Debug, Clone)]
pub struct BenchArgs {
    pub workload: PathBuf,
    pub config: Option<PathBuf>,
    pub threads: Vec<usize>,
    pub repeat: usize,
    pub overrides: Vec<crate::config::Override>,
    /// Write the timeline of every run here (measures the cost of tracing).
    pub trace: Option<PathBuf>,
}

/// One thread count's result.
#[derive(Debug, Clone)]
pub struct BenchRow {
    pub threads: usize,
    /// Host seconds of each repeat (engine time only, not loading).
    pub seconds: Vec<f64>,
    pub warp_instructions: u64,
    pub cycles: u64,
    /// Trace events written per run (with `--trace`).
    pub events: u64,
}

impl BenchRow {
    pub fn best(&self) -> f64 {
        self.seconds.iter().copied().fold(f64::INFINITY, f64::min)
    }
    pub fn rate(&self) -> f64 {
        self.warp_instructions as f64 / self.best()
    }
}

/// Run the benchmark; `progress` hears each finished repeat.
pub fn bench(a: &BenchArgs, progress: &mut dyn FnMut(&str)) -> Result<Vec<BenchRow>> {
    let mut rows: Vec<BenchRow> = Vec::new();
    let mut reference: Option<(u64, u64)> = None;
    for &threads in &a.threads {
        let mut row = BenchRow {
            threads,
            seconds: Vec::new(),
            warp_instructions: 0,
            cycles: 0,
            events: 0,
        };
        for k in 0..a.repeat.max(1) {
            let out = driver::run(&RunArgs {
                workload: a.workload.clone(),
                config: a.config.clone(),
                dumps: Vec::new(),
                stats: None,
                threads,
                max_cycles: None,
                max_memory: None,
                // The benchmark's table is its output.
                mute_device: true,
                functional: false,
                overrides: a.overrides.clone(),
                regs: None,
                trace: a.trace.as_ref().map(|path| crate::driver::TraceArgs {
                    path: path.clone(),
                    window: 1000,
                    filter: Default::default(),
                    max_bytes: u64::MAX,
                }),
                plots: None,
                log: None,
            })?;
            if let Some(p) = &a.trace {
                row.events = count_events(p);
            }
            let num = |name: &str| out.stats.get(name).and_then(|v| v.as_u64()).unwrap_or(0);
            let secs = out
                .stats
                .get("host")
                .and_then(|h| h.get("seconds"))
                .and_then(|v| v.as_f64())
                .unwrap_or(0.0);
            let (insts, cycles) = (num("warp_instructions"), num("cycles"));
            match reference {
                Some(r) if r != (insts, cycles) => {
                    return Err(Error::Usage(format!(
                        "bench: runs disagree ({} vs {insts} warp-instructions, {} vs {cycles} cycles): the engine is not deterministic",
                        r.0, r.1
                    )));
                }
                _ => reference = Some((insts, cycles)),
            }
            row.warp_instructions = insts;
            row.cycles = cycles;
            row.seconds.push(secs);
            progress(&format!(
                "  threads {threads}, run {}: {secs:.3} s, {}",
                k + 1,
                crate::stats::human(insts as f64 / secs.max(1e-9))
            ));
        }
        rows.push(row);
    }
    Ok(rows)
}

/// Events in a written trace (one per line between the header and the closing line).
fn count_events(p: &std::path::Path) -> u64 {
    use std::io::BufRead;
    let Ok(f) = std::fs::File::open(p) else {
        return 0;
    };
    let r: Box<dyn std::io::Read> = if p.extension().is_some_and(|e| e == "gz") {
        Box::new(flate2::read::GzDecoder::new(f))
    } else {
        Box::new(f)
    };
    std::io::BufReader::new(r).lines().count().saturating_sub(2) as u64
}

/// Peak resident set size of this process in bytes (Linux `VmHWM`), if known.
pub fn peak_rss() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// The report table.
pub fn report(a: &BenchArgs, rows: &[BenchRow]) -> String {
    let mut s = format!(
        "bench {} ({} repeat(s) each, best shown)\n",
        a.workload.display(),
        a.repeat.max(1)
    );
    if let Some(r) = rows.first() {
        s += &format!(
            "  {} warp-instructions, {} cycles simulated per run\n",
            r.warp_instructions, r.cycles
        );
    }
    let base = rows.first().map(|r| r.rate()).unwrap_or(0.0);
    for r in rows {
        s += &format!(
            "  threads {:>2}: {:>8.3} s  {:>10} warp-inst/s  x{:.2}",
            r.threads,
            r.best(),
            crate::stats::human(r.rate()),
            r.rate() / base.max(1e-9)
        );
        if a.trace.is_some() {
            s += &format!(
                "  ({} trace events, {} events/s)",
                r.events,
                crate::stats::human(r.events as f64 / r.best().max(1e-9))
            );
        }
        s += "\n";
    }
    if let Some(b) = peak_rss() {
        s += &format!("  peak RSS: {:.1} MiB\n", b as f64 / (1024.0 * 1024.0));
    }
    s
}
