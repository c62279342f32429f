//! `warpsim sweep`: the cross product of workloads x configs x each `--set` axis
//! (`--set sm.scheduler=lrr,gto`), run on a pool of host threads. Each run is an
//! ordinary `warpsim run` writing its stats (and resolved config) under `DIR/runs/`;
//! the results are read back from those files in the cross product's order, so they do
//! not depend on the pool size, and a sweep resumed in the same directory skips the runs
//! whose stats exist. `--shard K/N` runs only the runs whose index is K-1 modulo N;
//! `warpsim sweep merge` gathers the shards' runs and writes what one unsharded sweep
//! writes. Outputs: `results.csv`, `results.json` (one row per run), `summary.md`
//! (a table per workload, the fastest setting marked, speed-up against a baseline) and
//! the plots `cycles.svg` and `stalls.svg` (`plots.rs`).

use super::{run, RunArgs};
use crate::config::overrides;
use crate::error::{Error, Result};
use crate::timing::Stall;
use serde_json::{json, Map, Value};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The axes of a sweep; written to `DIR/sweep.json` so that a resume or a merge
/// checks it is the same sweep.
#[derive(Debug, Clone, PartialEq)]
pub struct Axes {
    pub workloads: Vec<PathBuf>,
    /// Empty: each workload's own config (or the default for its target).
    pub configs: Vec<PathBuf>,
    /// `(key, values)` in the order given.
    pub sets: Vec<(String, Vec<String>)>,
}

/// One point of the cross product.
#[derive(Debug, Clone)]
pub struct Point {
    pub index: usize,
    pub workload: PathBuf,
    pub config: Option<PathBuf>,
    /// `(key, value)` per `--set` axis.
    pub values: Vec<(String, String)>,
}

impl Axes {
    /// Parse `--set key=a,b,c` arguments into axes.
    ///
    /// # Errors
    /// A `--set` without `=`, an empty value list, or a key given twice.
    pub fn new(workloads: Vec<PathBuf>, configs: Vec<PathBuf>, sets: &[String]) -> Result<Axes> {
        if workloads.is_empty() {
            return Err(Error::Usage("sweep: give at least one workload".into()));
        }
        let mut axes = Vec::new();
        for s in sets {
            let Some((k, v)) = s.split_once('=') else {
                return Err(Error::Usage(format!("--set {s}: expected KEY=V1,V2,...")));
            };
            let values: Vec<String> = v.split(',').map(|x| x.trim().to_string()).collect();
            if k.is_empty() || values.iter().any(String::is_empty) {
                return Err(Error::Usage(format!("--set {s}: an empty key or value")));
            }
            if axes.iter().any(|(k2, _): &(String, Vec<String>)| k2 == k) {
                return Err(Error::Usage(format!("--set {k} is given twice")));
            }
            // Every value must be a valid override before anything runs.
            for x in &values {
                overrides::parse(&format!("{k}={x}"))
                    .map_err(|m| Error::Usage(format!("--set {k}={x}: {m}")))?;
            }
            axes.push((k.to_string(), values));
        }
        Ok(Axes {
            workloads,
            configs,
            sets: axes,
        })
    }

    /// Every point, workload-major, then config, then the `--set` axes in order (the
    /// last varying fastest).
    pub fn points(&self) -> Vec<Point> {
        let configs: Vec<Option<PathBuf>> = if self.configs.is_empty() {
            vec![None]
        } else {
            self.configs.iter().cloned().map(Some).collect()
        };
        let mut out = Vec::new();
        for w in &self.workloads {
            for c in &configs {
                let mut idx = vec![0usize; self.sets.len()];
                loop {
                    out.push(Point {
                        index: out.len(),
                        workload: w.clone(),
                        config: c.clone(),
                        values: self
                            .sets
                            .iter()
                            .zip(&idx)
                            .map(|((k, v), &i)| (k.clone(), v[i].clone()))
                            .collect(),
                    });
                    // Odometer over the axes, the last fastest.
                    let mut a = self.sets.len();
                    loop {
                        if a == 0 {
                            break;
                        }
                        a -= 1;
                        idx[a] += 1;
                        if idx[a] < self.sets[a].1.len() {
                            break;
                        }
                        idx[a] = 0;
                    }
                    if idx.iter().all(|&i| i == 0) {
                        break;
                    }
                }
            }
        }
        out
    }

    fn to_json(&self) -> Value {
        let p =
            |v: &[PathBuf]| -> Vec<String> { v.iter().map(|p| p.display().to_string()).collect() };
        json!({
            "workloads": p(&self.workloads),
            "configs": p(&self.configs),
            "sets": self.sets.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        })
    }

    fn from_json(v: &Value) -> Option<Axes> {
        let paths = |k: &str| -> Option<Vec<PathBuf>> {
            v.get(k)?
                .as_array()?
                .iter()
                .map(|s| s.as_str().map(PathBuf::from))
                .collect()
        };
        let sets = v
            .get("sets")?
            .as_array()?
            .iter()
            .map(|s| {
                let k = s.get(0)?.as_str()?.to_string();
                let vals = s
                    .get(1)?
                    .as_array()?
                    .iter()
                    .map(|x| x.as_str().map(str::to_string))
                    .collect::<Option<Vec<_>>>()?;
                Some((k, vals))
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Axes {
            workloads: paths("workloads")?,
            configs: paths("configs")?,
            sets,
        })
    }
}

/// `--shard K/N` (K from 1 to N).
///
/// # Errors
/// Not `K/N` with 1 <= K <= N.
pub fn parse_shard(s: &str) -> Result<(usize, usize)> {
    let bad = || {
        Error::Usage(format!(
            "--shard {s}: expected K/N with 1 <= K <= N (e.g. 2/8)"
        ))
    };
    let (k, n) = s.split_once('/').ok_or_else(bad)?;
    let (k, n): (usize, usize) = (
        k.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if k == 0 || n == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}

/// Options of one sweep.
#[derive(Debug, Clone)]
pub struct SweepArgs {
    pub axes: Axes,
    pub out: PathBuf,
    /// `(K, N)`: run only this share.
    pub shard: Option<(usize, usize)>,
    /// Host threads running runs at once.
    pub jobs: usize,
    /// Host threads per run (results are identical for any count).
    pub threads: usize,
    pub max_cycles: Option<u64>,
    /// `key=value`: speed-ups against the run with that value (and the same other
    /// coordinates); default: each workload's first run.
    pub baseline: Option<(String, String)>,
}

/// What a sweep did.
#[derive(Debug, Clone, Default)]
pub struct SweepReport {
    pub ran: usize,
    pub skipped: usize,
    /// Runs that ended in a fault, a mismatch or an error.
    pub failed: usize,
    pub rows: usize,
}

fn stats_path(out: &Path, index: usize) -> PathBuf {
    out.join("runs").join(format!("run-{index:05}.stats.json"))
}

fn error_path(out: &Path, index: usize) -> PathBuf {
    out.join("runs").join(format!("run-{index:05}.error.txt"))
}

/// Check or write `DIR/sweep.json`.
fn manifest(out: &Path, axes: &Axes) -> Result<()> {
    let path = out.join("sweep.json");
    let text = format!(
        "{}\n",
        serde_json::to_string_pretty(&axes.to_json()).unwrap_or_default()
    );
    match std::fs::read_to_string(&path) {
        Ok(old) if old == text => Ok(()),
        Ok(_) => Err(Error::Usage(format!(
            "{} holds another sweep (its axes differ); give another --out",
            out.display()
        ))),
        Err(_) => std::fs::write(&path, text).map_err(|e| Error::io(&path, e)),
    }
}

/// Run a sweep (its share, when sharded), then write the outputs over the runs
/// present for that share. `progress` receives one line per finished run.
///
/// # Errors
/// Bad axes, an unwritable output directory, another sweep in it.
pub fn sweep(a: &SweepArgs, progress: &(dyn Fn(&str) + Sync)) -> Result<SweepReport> {
    std::fs::create_dir_all(a.out.join("runs")).map_err(|e| Error::io(&a.out, e))?;
    manifest(&a.out, &a.axes)?;
    let points: Vec<Point> = a
        .axes
        .points()
        .into_iter()
        .filter(|p| a.shard.is_none_or(|(k, n)| p.index % n == k - 1))
        .collect();
    let todo: Vec<&Point> = points
        .iter()
        .filter(|p| !stats_path(&a.out, p.index).exists())
        .collect();
    let report = Mutex::new(SweepReport {
        skipped: points.len() - todo.len(),
        ..Default::default()
    });
    let next = AtomicUsize::new(0);
    let total = todo.len();
    crate::progress::sweep_start(total as u64);
    let jobs = a.jobs.clamp(1, total.max(1));
    crossbeam::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|_| loop {
                // SIGINT/SIGTERM: no new run starts (the running ones stop at a quantum).
                if crate::interrupt::pending().is_some() {
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(p) = todo.get(i) else { break };
                let line = run_point(a, p);
                crate::progress::run_done();
                let mut r = report.lock().unwrap_or_else(|e| e.into_inner());
                r.ran += 1;
                if !line.1 {
                    r.failed += 1;
                }
                progress(&format!("[{}/{total}] {}", r.ran, line.0));
            });
        }
    })
    .map_err(|_| Error::Usage("sweep: a worker thread panicked".into()))?;
    let mut report = report.into_inner().unwrap_or_else(|e| e.into_inner());
    report.rows = write_outputs(&a.out, &a.axes, &points, a.baseline.as_ref())?;
    if let Some(signal) = crate::interrupt::pending() {
        // The outputs cover what finished; the rest runs when the sweep resumes.
        return Err(Error::SweepInterrupted { signal });
    }
    Ok(report)
}

/// One run: (a progress line, whether it ended well).
fn run_point(a: &SweepArgs, p: &Point) -> (String, bool) {
    let mut ovs = Vec::new();
    for (k, v) in &p.values {
        // Checked when the axes were built.
        if let Ok(o) = overrides::parse(&format!("{k}={v}")) {
            ovs.push(o);
        }
    }
    let args = RunArgs {
        workload: p.workload.clone(),
        config: p.config.clone(),
        stats: Some(stats_path(&a.out, p.index)),
        threads: a.threads,
        max_cycles: a.max_cycles,
        overrides: ovs,
        mute_device: true,
        ..Default::default()
    };
    let what = label(p);
    let err_file = error_path(&a.out, p.index);
    match run(&args) {
        Ok(o) => {
            let _ = std::fs::remove_file(&err_file);
            let c = o.stats.get("cycles").and_then(Value::as_u64).unwrap_or(0);
            (format!("{what}: {c} cycles"), o.mismatches.0 == 0)
        }
        Err(e @ Error::Interrupted { .. }) => {
            // An interrupted run is not done: a resumed sweep runs it again.
            let stats = stats_path(&a.out, p.index);
            let _ = std::fs::remove_file(super::resolved_config_path(&stats));
            let _ = std::fs::remove_file(stats);
            (
                format!("{what}: {e} (run again when the sweep resumes)"),
                false,
            )
        }
        Err(e) => {
            // A fault leaves its stats (the row says so); other errors leave this file.
            let _ = std::fs::write(&err_file, format!("{e}\n"));
            (format!("{what}: {e}"), false)
        }
    }
}

fn label(p: &Point) -> String {
    let mut s = p.workload.display().to_string();
    if let Some(c) = &p.config {
        let _ = write!(s, " on {}", c.display());
    }
    for (k, v) in &p.values {
        let _ = write!(s, " {k}={v}");
    }
    s
}

/// The columns of `results.csv` after the point's own (index, workload, config, one per
/// swept key): status, then the figures from the run's stats.
fn figure_columns() -> Vec<String> {
    let mut c: Vec<String> = ["status", "cycles", "ipc", "occupancy", "warp_instructions"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    c.extend(Stall::ALL.iter().map(|s| format!("stall_{}", s.1)));
    c.extend(
        ["l1_hit_rate", "l2_hit_rate", "dram_bytes", "host_seconds"]
            .iter()
            .map(|s| s.to_string()),
    );
    c
}

/// A run's row: the point, its status and figures (`null` where it has none).
fn row(out: &Path, p: &Point) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("index".into(), json!(p.index));
    m.insert("workload".into(), json!(p.workload.display().to_string()));
    m.insert(
        "config".into(),
        json!(p.config.as_ref().map(|c| c.display().to_string())),
    );
    for (k, v) in &p.values {
        m.insert(k.clone(), json!(v));
    }
    let stats: Option<Value> = std::fs::read_to_string(stats_path(out, p.index))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok());
    let error = std::fs::read_to_string(error_path(out, p.index)).ok();
    let get = |path: &[&str]| -> Value {
        let mut v = stats.as_ref();
        for k in path {
            v = v.and_then(|x| x.get(*k));
        }
        v.cloned().unwrap_or(Value::Null)
    };
    let status = match (&stats, &error) {
        (Some(s), _) if !s["fault"].is_null() => {
            format!("fault: {}", s["fault"].as_str().unwrap_or(""))
        }
        (Some(s), _) if s["expect"] == "mismatch" => "mismatch".to_string(),
        (Some(_), _) => "ok".to_string(),
        (None, Some(e)) => format!("error: {}", e.trim()),
        (None, None) => "missing".to_string(),
    };
    m.insert("status".into(), json!(status));
    for k in ["cycles", "ipc", "occupancy", "warp_instructions"] {
        m.insert(k.into(), get(&[k]));
    }
    for s in Stall::ALL.iter() {
        m.insert(format!("stall_{}", s.1), get(&["stalls", s.1]));
    }
    m.insert("l1_hit_rate".into(), get(&["caches", "l1", "hit_rate"]));
    m.insert("l2_hit_rate".into(), get(&["caches", "l2", "hit_rate"]));
    // `dram_bytes` is {read, write, total}.
    m.insert("dram_bytes".into(), get(&["dram_bytes", "total"]));
    m.insert("host_seconds".into(), get(&["host", "seconds"]));
    m
}

fn csv_field(v: &Value) -> String {
    let s = match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        v => v.to_string(),
    };
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\"").replace('\n', " "))
    } else {
        s
    }
}

/// Write `results.csv`, `results.json` and `summary.md` over `points`; returns the rows.
fn write_outputs(
    out: &Path,
    axes: &Axes,
    points: &[Point],
    baseline: Option<&(String, String)>,
) -> Result<usize> {
    let keys: Vec<&str> = axes.sets.iter().map(|(k, _)| k.as_str()).collect();
    let rows: Vec<Map<String, Value>> = points.iter().map(|p| row(out, p)).collect();
    let mut cols: Vec<String> = vec!["index".into(), "workload".into(), "config".into()];
    cols.extend(keys.iter().map(|k| k.to_string()));
    cols.extend(figure_columns());
    let mut csv = cols.join(",");
    csv.push('\n');
    for r in &rows {
        let line: Vec<String> = cols
            .iter()
            .map(|c| csv_field(r.get(c).unwrap_or(&Value::Null)))
            .collect();
        csv.push_str(&line.join(","));
        csv.push('\n');
    }
    let write = |name: &str, text: &str| {
        let p = out.join(name);
        let mut f = super::outputs::Pending::create(&p)?;
        std::io::Write::write_all(f.file(), text.as_bytes()).map_err(|e| Error::io(&p, e))?;
        f.finish()
    };
    write("results.csv", &csv)?;
    let json_rows: Vec<Value> = rows.iter().cloned().map(Value::Object).collect();
    write(
        "results.json",
        &format!(
            "{}\n",
            serde_json::to_string_pretty(&json!({"axes": axes.to_json(), "runs": json_rows}))
                .unwrap_or_default()
        ),
    )?;
    write("summary.md", &summary(axes, points, &rows, baseline))?;
    // Plots: the setting of a run is its config (when several are swept) and values.
    let plot_rows: Vec<super::plots::PlotRow> = points
        .iter()
        .zip(&rows)
        .map(|(p, r)| {
            let mut parts = Vec::new();
            if axes.configs.len() > 1 {
                if let Some(c) = &p.config {
                    parts.push(
                        c.file_stem()
                            .map_or(String::new(), |s| s.to_string_lossy().into_owned()),
                    );
                }
            }
            parts.extend(
                p.values
                    .iter()
                    .map(|(k, v)| format!("{}={v}", k.rsplit('.').next().unwrap_or(k))),
            );
            super::plots::PlotRow::from_row(r, parts.join(" "))
        })
        .collect();
    write("cycles.svg", &super::plots::cycles_svg(&plot_rows)?)?;
    write("stalls.svg", &super::plots::stalls_svg(&plot_rows)?)?;
    Ok(rows.len())
}

/// The readable table: one per workload, the fastest run marked, speed-up against the
/// baseline run.
fn summary(
    axes: &Axes,
    points: &[Point],
    rows: &[Map<String, Value>],
    baseline: Option<&(String, String)>,
) -> String {
    let cycles = |i: usize| rows[i].get("cycles").and_then(Value::as_u64);
    let mut s = String::from("# Sweep\n\n");
    let _ = writeln!(
        s,
        "{} runs: {} workload(s) x {} config(s){}.\n",
        points.len(),
        axes.workloads.len(),
        axes.configs.len().max(1),
        axes.sets
            .iter()
            .map(|(k, v)| format!(" x {} `{k}`", v.len()))
            .collect::<String>()
    );
    match baseline {
        Some((k, v)) => {
            let _ = writeln!(
                s,
                "Speed-up: against the run with `{k}={v}` and the same other settings.\n"
            );
        }
        None => s.push_str("Speed-up: against each workload's first run.\n\n"),
    }
    for w in &axes.workloads {
        let idx: Vec<usize> = (0..points.len())
            .filter(|&i| &points[i].workload == w)
            .collect();
        let best = idx
            .iter()
            .copied()
            .filter_map(|i| cycles(i).map(|c| (c, i)))
            .min();
        let _ = writeln!(s, "## {}\n", w.display());
        let mut head = String::from("| config |");
        let mut rule = String::from("|---|");
        for (k, _) in &axes.sets {
            let _ = write!(head, " {k} |");
            rule.push_str("---|");
        }
        head.push_str(" cycles | IPC | speed-up | status |");
        rule.push_str("---:|---:|---:|---|");
        let _ = writeln!(s, "{head}\n{rule}");
        for &i in &idx {
            let p = &points[i];
            let base =
                match baseline {
                    Some((k, v)) => {
                        idx.iter().copied().find(|&j| {
                            points[j].config == p.config
                                && points[j].values.iter().zip(&p.values).all(
                                    |((k2, v2), (_, v1))| {
                                        if k2 == k {
                                            v2 == v
                                        } else {
                                            v2 == v1
                                        }
                                    },
                                )
                        })
                    }
                    None => idx.first().copied(),
                };
            let speed = match (base.and_then(cycles), cycles(i)) {
                (Some(b), Some(c)) if c > 0 => format!("{:.3}x", b as f64 / c as f64),
                _ => "-".to_string(),
            };
            let mark = if best.map(|b| b.1) == Some(i) {
                " **best**"
            } else {
                ""
            };
            let mut line = format!(
                "| {} |",
                p.config
                    .as_ref()
                    .map_or("(default)".to_string(), |c| c.display().to_string())
            );
            for (_, v) in &p.values {
                let _ = write!(line, " {v} |");
            }
            let ipc = rows[i].get("ipc").and_then(Value::as_f64);
            let _ = writeln!(
                line,
                " {}{mark} | {} | {speed} | {} |",
                cycles(i).map_or("-".to_string(), |c| c.to_string()),
                ipc.map_or("-".to_string(), |x| format!("{x:.2}")),
                rows[i].get("status").and_then(Value::as_str).unwrap_or("")
            );
            s.push_str(&line);
        }
        s.push('\n');
    }
    s
}

/// `warpsim sweep merge`: gather the runs of the shards in `dirs` into `out` and write
/// the outputs an unsharded sweep writes.
///
/// # Errors
/// The shards are of different sweeps, or runs are missing.
pub fn merge(
    dirs: &[PathBuf],
    out: &Path,
    baseline: Option<&(String, String)>,
) -> Result<SweepReport> {
    let mut axes: Option<Axes> = None;
    for d in dirs {
        let p = d.join("sweep.json");
        let text = std::fs::read_to_string(&p).map_err(|e| Error::io(&p, e))?;
        let a = serde_json::from_str::<Value>(&text)
            .ok()
            .as_ref()
            .and_then(Axes::from_json)
            .ok_or_else(|| Error::Usage(format!("{}: not a sweep manifest", p.display())))?;
        match &axes {
            Some(a0) if *a0 != a => {
                return Err(Error::Usage(format!(
                    "{} is a shard of another sweep (its axes differ from {})",
                    d.display(),
                    dirs[0].display()
                )))
            }
            _ => axes = Some(a),
        }
    }
    let Some(axes) = axes else {
        return Err(Error::Usage(
            "sweep merge: give the shard directories".into(),
        ));
    };
    std::fs::create_dir_all(out.join("runs")).map_err(|e| Error::io(out, e))?;
    manifest(out, &axes)?;
    let points = axes.points();
    let mut missing = Vec::new();
    for p in &points {
        let to = stats_path(out, p.index);
        let found = dirs.iter().find_map(|d| {
            let s = stats_path(d, p.index);
            let e = error_path(d, p.index);
            (s.exists() || e.exists()).then_some((s, e))
        });
        match found {
            Some((s, e)) => {
                for (from, to) in [(s, to.clone()), (e, error_path(out, p.index))] {
                    if from.exists() && from != to {
                        std::fs::copy(&from, &to).map_err(|err| Error::io(&from, err))?;
                        // The resolved config beside the stats.
                        let cf = super::resolved_config_path(&from);
                        if cf.exists() {
                            let _ = std::fs::copy(&cf, super::resolved_config_path(&to));
                        }
                    }
                }
            }
            None => missing.push(p.index),
        }
    }
    if !missing.is_empty() {
        return Err(Error::Usage(format!(
            "sweep merge: {} of {} runs are in none of the shards (first: run {}): merge every shard",
            missing.len(),
            points.len(),
            missing[0]
        )));
    }
    let rows = write_outputs(out, &axes, &points, baseline)?;
    Ok(SweepReport {
        rows,
        ..Default::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_the_cross_product_in_order() {
        let a = Axes::new(
            vec!["a.yaml".into(), "b.yaml".into()],
            vec![],
            &["x=1,2".to_string(), "y=p,q,r".to_string()],
        )
        .unwrap();
        let p = a.points();
        assert_eq!(p.len(), 12);
        assert_eq!(
            p[0].values,
            vec![("x".into(), "1".into()), ("y".into(), "p".into())]
        );
        assert_eq!(p[1].values[1].1, "q");
        assert_eq!(
            p[3].values,
            vec![("x".into(), "2".into()), ("y".into(), "p".into())]
        );
        assert_eq!(p[6].workload, PathBuf::from("b.yaml"));
        assert!(p.iter().enumerate().all(|(i, q)| q.index == i));
        let j = a.to_json();
        assert_eq!(Axes::from_json(&j), Some(a));
    }

    #[test]
    fn bad_axes_and_shards_are_usage_errors() {
        assert!(Axes::new(vec![], vec![], &[]).is_err());
        assert!(Axes::new(vec!["a".into()], vec![], &["x".into()]).is_err());
        assert!(Axes::new(vec!["a".into()], vec![], &["x=1,".into()]).is_err());
        assert!(Axes::new(vec!["a".into()], vec![], &["x=1".into(), "x=2".into()]).is_err());
        assert_eq!(parse_shard("2/3").unwrap(), (2, 3));
        for s in ["0/3", "4/3", "3", "a/b", "1/0"] {
            assert!(parse_shard(s).is_err(), "{s}");
        }
    }
}
