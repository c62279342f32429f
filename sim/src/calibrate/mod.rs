//! `warpsim calibrate`: run the calibration suite (`workloads/calibration`: kernels of
//! the RRZE-HPC gpu-benches microbenchmarks and that suite's published measurements of
//! real GPUs) on the matching configs, and compare simulated with measured values row
//! by row: the error of each row and, per GPU, the mean absolute error and the worst
//! row. `suite` reads the data, `bench` knows how each benchmark launches.

mod bench;
pub mod suite;

use crate::config;
use crate::error::{Error, Result};
use crate::ir::Module;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::PathBuf;
use suite::{Row, Suite};

/// What to run.
#[derive(Debug, Clone)]
pub struct CalArgs {
    /// The suite directory (`published.yaml`, `suite.yaml`, programs).
    pub dir: PathBuf,
    /// Only these GPUs (result-file names such as `a100_80`); empty = all.
    pub gpus: Vec<String>,
    /// Only rows whose id contains one of these; empty = all.
    pub rows: Vec<String>,
    /// Only the suite's fast subset, with smaller launches.
    pub fast: bool,
    pub threads: usize,
    /// Rows simulated at once (host threads).
    pub jobs: usize,
    /// Config overrides (`--set`), applied to every GPU's config.
    pub overrides: Vec<config::Override>,
}

/// One row's comparison.
#[derive(Debug, Clone)]
pub struct RowResult {
    pub id: String,
    pub gpu: String,
    pub bench: String,
    pub unit: String,
    pub published: f64,
    /// `None` when the row cannot be reproduced (`note` says why).
    pub simulated: Option<f64>,
    pub note: String,
    /// Source of the published value: file and line.
    pub source: String,
    pub cycles: u64,
    pub warp_instructions: u64,
    pub seconds: f64,
    /// The row's `excluded` reason: shown, not counted in the summaries.
    pub excluded: Option<String>,
}

impl RowResult {
    /// Relative error of the simulated value.
    pub fn error(&self) -> Option<f64> {
        self.simulated
            .map(|s| (s - self.published) / self.published)
    }

    /// The summary the row counts in: its GPU's, with the L1 access-pattern rows
    /// (gpu-strides, cycles per load of an L1-resident pattern) apart from the
    /// memory-system rows (bandwidths and latencies).
    pub fn group(&self) -> String {
        if self.bench == "strides" {
            format!("{} strides", self.gpu)
        } else {
            self.gpu.clone()
        }
    }

    /// The error when the row counts in the summaries (not excluded).
    pub fn counted_error(&self) -> Option<f64> {
        self.error().filter(|_| self.excluded.is_none())
    }
}

/// Per-GPU error summary: (GPU, rows compared, mean absolute error, worst row id and
/// its error).
pub type GpuSummary = (String, usize, f64, String, f64);

/// Summaries per GPU (`RowResult::group`, in first-seen order) and over all rows.
pub fn summarize(results: &[RowResult]) -> (Vec<GpuSummary>, Option<GpuSummary>) {
    let mut gpus: Vec<String> = Vec::new();
    for r in results {
        let g = r.group();
        if !gpus.contains(&g) {
            gpus.push(g);
        }
    }
    let of = |name: &str, rs: &mut dyn Iterator<Item = &RowResult>| -> Option<GpuSummary> {
        let errs: Vec<(String, f64)> = rs
            .filter_map(|r| r.counted_error().map(|e| (r.id.clone(), e)))
            .collect();
        if errs.is_empty() {
            return None;
        }
        let mae = errs.iter().map(|(_, e)| e.abs()).sum::<f64>() / errs.len() as f64;
        let worst = errs
            .iter()
            .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))
            .cloned()
            .unwrap_or_default();
        Some((name.to_string(), errs.len(), mae, worst.0, worst.1))
    };
    let per: Vec<GpuSummary> = gpus
        .iter()
        .filter_map(|g| of(g, &mut results.iter().filter(|r| &r.group() == g)))
        .collect();
    let all = of("all", &mut results.iter());
    (per, all)
}

/// Run the selected rows on `a.jobs` host threads (each row is one deterministic
/// simulation, so the results do not depend on the number of jobs); `progress`
/// hears each finished row, in row order.
///
/// # Errors
/// A missing or malformed suite file, a config that does not load, a program that does
/// not parse or a kernel that faults.
pub fn calibrate(a: &CalArgs, progress: &mut dyn FnMut(&RowResult)) -> Result<Vec<RowResult>> {
    let suite = Suite::load(&a.dir)?;
    for g in &a.gpus {
        if !suite.configs.contains_key(g) {
            return Err(Error::Usage(format!(
                "--gpu {g}: not in the suite (GPUs: {})",
                suite.configs.keys().cloned().collect::<Vec<_>>().join(", ")
            )));
        }
    }
    let rows: Vec<&Row> = suite
        .rows
        .iter()
        .filter(|r| suite.configs.contains_key(&r.gpu))
        .filter(|r| a.gpus.is_empty() || a.gpus.contains(&r.gpu))
        .filter(|r| a.rows.is_empty() || a.rows.iter().any(|f| r.id.contains(f.as_str())))
        .filter(|r| !a.fast || suite.fast.contains(&r.id))
        .collect();
    // Configs and programs first (serially: their errors are the user's to see).
    let mut configs: HashMap<String, config::GpuConfig> = HashMap::new();
    let mut modules: HashMap<PathBuf, Module> = HashMap::new();
    let mut plan: Vec<(&Row, PathBuf)> = Vec::new();
    for row in rows {
        if !configs.contains_key(&row.gpu) {
            let c = config::load_file_with(&suite.configs[&row.gpu], &a.overrides)?;
            configs.insert(row.gpu.clone(), c);
        }
        let cfg = &configs[&row.gpu];
        let Some(program) = suite.program(&cfg.arch, suite.program_name(row)) else {
            return Err(Error::invalid(
                a.dir.join("suite.yaml").display().to_string(),
                format!("programs: no entry for `{}`", cfg.arch),
            ));
        };
        if !modules.contains_key(&program) {
            let m = crate::isa::load_program(&program, &program.display().to_string())?;
            modules.insert(program.clone(), m);
        }
        plan.push((row, program));
    }
    let run_row = |row: &Row, program: &PathBuf| -> Result<RowResult> {
        let ctx = bench::Ctx {
            cfg: &configs[&row.gpu],
            module: &modules[program],
            program,
            threads: a.threads,
            fast: a.fast,
        };
        let t0 = std::time::Instant::now();
        let outcome = match row.bench.as_str() {
            "stream" => bench::stream(&ctx, &suite, row)?,
            "l2cache" => bench::l2cache(&ctx, &suite, row)?,
            "l2stream" => bench::l2stream(&ctx, &suite, row)?,
            "cache" => bench::cache(&ctx, &suite, row)?,
            "latency" => bench::latency(&ctx, &suite, row)?,
            "roofline" => bench::roofline(&ctx, &suite, row)?,
            "strides" => bench::strides(&ctx, &suite, row)?,
            other => Err(bench::Skip(format!("unknown benchmark `{other}`"))),
        };
        let (simulated, note, cycles, wi) = match outcome {
            Ok(s) => (Some(s.value), s.note, s.cycles, s.warp_instructions),
            Err(bench::Skip(why)) => (None, why, 0, 0),
        };
        Ok(RowResult {
            id: row.id.clone(),
            gpu: row.gpu.clone(),
            bench: row.bench.clone(),
            unit: row.unit.clone(),
            published: row.value,
            simulated,
            note,
            source: format!("{}:{}", row.file, row.line),
            cycles,
            warp_instructions: wi,
            seconds: t0.elapsed().as_secs_f64(),
            excluded: row.excluded.clone(),
        })
    };
    let jobs = a.jobs.clamp(1, plan.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Result<RowResult>)>();
    let mut done: Vec<Option<Result<RowResult>>> = (0..plan.len()).map(|_| None).collect();
    let mut out = Vec::new();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let tx = tx.clone();
            let (plan, next, run_row) = (&plan, &next, &run_row);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((row, program)) = plan.get(i) else {
                    return;
                };
                if tx.send((i, run_row(row, program))).is_err() {
                    return;
                }
            });
        }
        drop(tx);
        // Report in row order as the results come in.
        let mut shown = 0;
        for (i, r) in rx {
            done[i] = Some(r);
            while let Some(Some(Ok(r))) = done.get(shown) {
                progress(r);
                shown += 1;
            }
            if let Some(Some(Err(_))) = done.get(shown) {
                // Stop handing out rows; the error is returned below.
                next.store(plan.len(), std::sync::atomic::Ordering::Relaxed);
            }
        }
    });
    for d in done.into_iter().flatten() {
        out.push(d?);
    }
    Ok(out)
}

/// One row as a table line.
pub fn row_line(r: &RowResult) -> String {
    let line = match (r.simulated, r.error()) {
        (Some(s), Some(e)) => format!(
            "{:<34} {:>10.1} {:>10.1} {:<7} {:>+7.1}%  {}",
            r.id,
            r.published,
            s,
            r.unit,
            100.0 * e,
            r.note
        ),
        _ => format!(
            "{:<34} {:>10.1} {:>10} {:<7} {:>8}  {}",
            r.id, r.published, "-", r.unit, "skipped", r.note
        ),
    };
    match &r.excluded {
        Some(why) => format!("{line}; NOT COUNTED: {why}"),
        None => line,
    }
}

/// The whole report as text: rows, then per-GPU summaries.
pub fn report(results: &[RowResult]) -> String {
    let mut s = format!(
        "{:<34} {:>10} {:>10} {:<7} {:>8}  note\n",
        "row", "published", "simulated", "unit", "error"
    );
    for r in results {
        s.push_str(&row_line(r));
        s.push('\n');
    }
    let (per, all) = summarize(results);
    s.push_str(
        "\nper GPU: rows, mean absolute error, worst row (rows marked NOT COUNTED left out)\n",
    );
    for (g, n, mae, id, e) in per.iter().chain(all.iter()) {
        s.push_str(&format!(
            "  {g:<14} {n:>4} rows  MAE {:>5.1}%  worst {id} {:+.1}%\n",
            100.0 * mae,
            100.0 * e
        ));
    }
    s
}

/// The results as JSON (rows and summaries).
pub fn to_json(results: &[RowResult]) -> Value {
    let rows: Vec<Value> = results
        .iter()
        .map(|r| {
            json!({
                "id": r.id, "gpu": r.gpu, "bench": r.bench, "unit": r.unit,
                "published": r.published, "simulated": r.simulated, "error": r.error(),
                "note": r.note, "source": r.source, "cycles": r.cycles,
                "warp_instructions": r.warp_instructions, "host_seconds": r.seconds,
                "excluded": r.excluded,
            })
        })
        .collect();
    let (per, all) = summarize(results);
    let sum = |s: &GpuSummary| json!({"gpu": s.0, "rows": s.1, "mae": s.2, "worst": s.3, "worst_error": s.4});
    json!({
        "rows": rows,
        "per_gpu": per.iter().map(sum).collect::<Vec<_>>(),
        "all": all.as_ref().map(sum),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, published: f64, simulated: f64, excluded: Option<&str>) -> RowResult {
        RowResult {
            id: id.into(),
            gpu: "g".into(),
            bench: "b".into(),
            unit: "GB/s".into(),
            published,
            simulated: Some(simulated),
            note: String::new(),
            source: "f:1".into(),
            cycles: 1,
            warp_instructions: 1,
            seconds: 0.0,
            excluded: excluded.map(str::to_string),
        }
    }

    #[test]
    fn an_excluded_row_is_shown_but_not_counted() {
        let rows = [
            row("a", 100.0, 110.0, None),
            row("b", 100.0, 30.0, Some("idle memory clock")),
            row("c", 100.0, 95.0, None),
        ];
        let (per, all) = summarize(&rows);
        let (_, n, mae, worst, e) = all.unwrap();
        assert_eq!((n, worst.as_str()), (2, "a"));
        assert!((mae - 0.075).abs() < 1e-12 && (e - 0.1).abs() < 1e-12);
        assert_eq!(per[0].1, 2);
        let text = report(&rows);
        assert!(text.contains("NOT COUNTED: idle memory clock"), "{text}");
        assert_eq!(to_json(&rows)["rows"][1]["excluded"], "idle memory clock");
    }
}
