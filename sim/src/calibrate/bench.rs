//! How each gpu-benches benchmark runs in warpsim: its launch shape, buffers and
//! arguments as the benchmark's host code sets them up, the warm-up launches it does
//! before timing, and the metric it prints, computed from simulated cycles. Sizes are
//! reduced where the published launch would take minutes to simulate; each reduction
//! keeps what the metric depends on (README "Running the calibration").

use super::suite::{Row, Suite};
use crate::config::GpuConfig;
use crate::engine::{prepare, Prepared};
use crate::error::{Error, Result};
use crate::ir::Module;
use crate::timing::mem::MemSys;
use crate::timing::{run_launch, TimingOptions, TimingReport};
use crate::workload::{Buffer, ElemType, Workload};
use serde_yaml::Value;
use std::path::Path;

/// What a row needs to run.
pub struct Ctx<'a> {
    pub cfg: &'a GpuConfig,
    pub module: &'a Module,
    pub program: &'a Path,
    pub threads: usize,
    /// Smaller launches (the test subset).
    pub fast: bool,
}

/// A simulated measurement.
#[derive(Debug, Clone, Default)]
pub struct Sim {
    pub value: f64,
    /// How the launch differs from the published one.
    pub note: String,
    pub cycles: u64,
    pub warp_instructions: u64,
}

/// A row that cannot be reproduced, and why.
pub struct Skip(pub String);

/// The outcome of one row.
pub type Outcome = std::result::Result<Sim, Skip>;

/// The kernel of the program whose (mangled) name contains `needle`.
fn kernel(ctx: &Ctx, needle: &str) -> Result<String> {
    ctx.module
        .kernels()
        .into_iter()
        .find(|k| k.contains(needle))
        .map(str::to_string)
        .ok_or_else(|| {
            Error::invalid(
                ctx.program.display().to_string(),
                format!("no kernel matching `{needle}`"),
            )
        })
}

/// The largest cache level's capacity (L2, GL1 or memory-side cache), in bytes.
fn last_level_bytes(cfg: &GpuConfig) -> u64 {
    cfg.memory
        .shared_levels()
        .iter()
        .map(|(_, c)| c.size)
        .max()
        .unwrap_or(cfg.memory.l2.size)
}

fn buffer(name: &str, ty: ElemType, count: u64) -> Buffer {
    Buffer {
        name: name.into(),
        ty,
        count,
        init: Vec::new(),
    }
}

/// A block shape: `u32` for a one-dimensional block.
struct Block([u32; 3]);

impl From<u32> for Block {
    fn from(x: u32) -> Block {
        Block([x, 1, 1])
    }
}

impl From<[u32; 2]> for Block {
    fn from([x, y]: [u32; 2]) -> Block {
        Block([x, y, 1])
    }
}

/// A launch of `kernel` with zero-filled buffers.
fn launch(
    ctx: &Ctx,
    kernel: String,
    grid: u32,
    block: impl Into<Block>,
    dynamic_shared: u32,
    buffers: Vec<Buffer>,
    args: Vec<Value>,
) -> Result<Prepared> {
    let w = Workload {
        file: format!("<calibration {}>", ctx.program.display()),
        text: String::new(),
        program: ctx.program.to_path_buf(),
        program_display: ctx.program.display().to_string(),
        program_link: Vec::new(),
        kernel: Some(kernel),
        config: None,
        grid: [grid, 1, 1],
        block: block.into().0,
        dynamic_shared_bytes: dynamic_shared,
        cluster: None,
        buffers,
        args,
        expect: Vec::new(),
        args_key: "args",
        programs: Vec::new(),
        steps: Vec::new(),
    };
    prepare(&w, ctx.module, ctx.cfg)
}

/// Run the launch `runs` times on one memory system (the earlier runs are the
/// benchmark's warm-up: caches hold what they left, dirty lines included); the last
/// run's report.
fn timed(ctx: &Ctx, p: &mut Prepared, runs: u32) -> Result<TimingReport> {
    let mut mem = MemSys::new(ctx.cfg);
    let mut last = None;
    for _ in 0..runs.max(1) {
        last = Some(run_on(ctx, &mut mem, p)?);
    }
    last.ok_or_else(|| Error::Usage("no run".into()))
}

/// One launch on memory system `mem` (which keeps what earlier launches left).
fn run_on(ctx: &Ctx, mem: &mut MemSys, p: &mut Prepared) -> Result<TimingReport> {
    let opts = TimingOptions {
        max_cycles: 1 << 34,
        threads: ctx.threads,
        regs_per_thread: None,
    };
    run_launch(p, ctx.cfg, opts, None, mem).map_err(|b| b.0)
}

/// For fitting: `--log warpsim::calibrate=debug` shows where a row's time went (its
/// timed launch's cycles, stall totals and every memory level's counters).
fn debug_report(r: &TimingReport) {
    if tracing::enabled!(tracing::Level::DEBUG) {
        let stalls: Vec<String> = crate::timing::Stall::ALL
            .iter()
            .filter(|s| r.stalls[s.0.index()] > 0)
            .map(|s| format!("{}={}", s.1, r.stalls[s.0.index()]))
            .collect();
        tracing::debug!(cycles = r.cycles, stalls = %stalls.join(" "), "row");
        for l in &r.memory {
            let c: Vec<String> = l
                .counters
                .defs
                .iter()
                .zip(&l.counters.total)
                .map(|(d, v)| format!("{}={v}", d.name))
                .collect();
            tracing::debug!(level = l.name, counters = %c.join(" "), "memory");
        }
    }
}

fn seconds(cfg: &GpuConfig, cycles: u64) -> f64 {
    cycles as f64 / (cfg.clock_mhz * 1e6)
}

fn sim(value: f64, note: String, r: &TimingReport) -> Outcome {
    debug_report(r);
    Ok(Sim {
        value,
        note,
        cycles: r.cycles,
        warp_instructions: r.warp_instructions,
    })
}

/// The dynamic shared memory that limits residency to `per_sm` blocks, found as the
/// benchmark does: from 1024 bytes up in 256-byte steps until the shared-memory limit
/// allows no more than `per_sm` blocks.
fn spoiler(cfg: &GpuConfig, per_sm: u32) -> u32 {
    let mut s = 1024u32;
    while s + 256 <= cfg.sm.max_shared_per_block && cfg.sm.shared_per_sm / s > per_sm {
        s += 256;
    }
    s
}

/// The stream kernels' arrays A, B, C, D of `count` doubles each, and their arguments
/// `(A, B, C, D, n, secretlyFalse = 0)`.
fn stream_buffers(count: u64, n: u64) -> (Vec<Buffer>, Vec<Value>) {
    let bufs = ["A", "B", "C", "D"]
        .iter()
        .map(|b| buffer(b, ElemType::F64, count))
        .collect();
    let args = vec![
        "A".into(),
        "B".into(),
        "C".into(),
        "D".into(),
        Value::from(n),
        Value::from(0),
    ];
    (bufs, args)
}

/// A gpu-stream or gpu-l2-stream line's launch shape: (block size, blocks resident
/// per SM, a note when that differs from the file's own columns).
fn stream_shape(ctx: &Ctx, row: &Row) -> (u32, u32, String) {
    let sms = ctx.cfg.sm.count;
    match (row.num("block"), row.num("blocks_per_sm")) {
        // The resident blocks GPU-wide are what the file records (`threads_total`); per
        // modelled SM that is `blocks_per_sm` unless the benchmark counted SMs otherwise
        // (on the RX 6900 XT it doubles HIP's 40 WGPs to 80 CUs; an SM here is a WGP).
        (Some(b), bps) => {
            let (b, bps) = (b as u32, bps.unwrap_or(1.0) as u32);
            let resident = row.num("threads_total");
            match resident.map(|t| ((t / b as f64 / sms as f64).round() as u32).max(1)) {
                Some(n) if n != bps => {
                    let note = format!(
                        "; {n} blocks per SM (the file's {} threads on {sms} SMs; its blocks/SM counts {}x as many SMs)",
                        resident.unwrap_or(0.0),
                        n / bps.max(1)
                    );
                    (b, n, note)
                }
                _ => (b, bps, String::new()),
            }
        }
        _ => {
            let t = row.num("threads_per_sm").unwrap_or(256.0) as u32;
            let (b, n) = if t >= 64 { (t / 2, 2) } else { (t, 1) };
            (
                b,
                n,
                format!("; {t} threads per SM run as {n} blocks of {b} (the file does not record the split)"),
            )
        }
    }
}

/// gpu-stream: `A[i] = ...` over arrays of `n` doubles, residency limited to
/// `blocks_per_sm` blocks by a dynamic shared-memory spoiler; GB/s = streams x n x 8 B
/// over the time of a launch that follows a warm-up (which leaves the caches as the
/// benchmark's earlier launches do).
pub fn stream(ctx: &Ctx, suite: &Suite, row: &Row) -> Result<Outcome> {
    let k = row.kernel.as_str();
    let produced = suite.file_info(&row.file, "produced_by").unwrap_or("");
    if k == "triad" && produced.contains("3 streams") {
        return Ok(Err(Skip(
            "this file's triad is the older 3-stream A = B*1.2 + C, not in the corpus".into(),
        )));
    }
    let needle = match k {
        "3pt" => "stencil1d3pt_kernel".to_string(),
        "5pt" => "stencil1d5pt_kernel".to_string(),
        _ => format!("{k}_kernel"),
    };
    let entry = kernel(ctx, &needle)?;
    let (block, per_sm, shape_note) = stream_shape(ctx, row);
    let streams = row.num("streams_counted").unwrap_or(1.0);
    // Arrays twice the largest cache: after the warm-up launch nothing of an array
    // survives until it is read again, as with the benchmark's 2 GiB arrays.
    let llc = last_level_bytes(ctx.cfg);
    let n = ((2 * llc / 8).max(1 << 20)).div_ceil(block as u64) * block as u64;
    let grid = (n / block as u64 + 1) as u32;
    let spoil = spoiler(ctx.cfg, per_sm);
    let (bufs, args) = stream_buffers(n, n);
    let mut p = launch(ctx, entry.clone(), grid, block, spoil, bufs.clone(), args)?;
    // The warm-up: the same kernel over the arrays' last stretch, a little more than
    // the largest cache, leaves the caches as the previous launch of the benchmark
    // does (full of the arrays' tails, written lines dirty). The same buffers in the
    // same order get the same addresses, so its arguments point into them.
    let w = ((llc + llc / 8) / 8)
        .div_ceil(block as u64)
        .min(n / block as u64)
        * block as u64;
    let off = (n - w) * 8;
    let mut warm_args: Vec<Value> = p.buffers.iter().map(|b| Value::from(b.1 + off)).collect();
    warm_args.extend([Value::from(w), Value::from(0)]);
    let mut warm = launch(
        ctx,
        entry,
        (w / block as u64 + 1) as u32,
        block,
        spoil,
        bufs,
        warm_args,
    )?;
    if warm.buffers != p.buffers {
        return Err(Error::Usage("calibration: warm-up buffers differ".into()));
    }
    let mut mem = MemSys::new(ctx.cfg);
    run_on(ctx, &mut mem, &mut warm)?;
    drop(warm);
    let r = run_on(ctx, &mut mem, &mut p)?;
    let gbs = streams * n as f64 * 8.0 / seconds(ctx.cfg, r.cycles) / 1e9;
    let note = format!(
        "{} MiB per array (published {} MiB){shape_note}",
        (n * 8) >> 20,
        (row.num("n").unwrap_or(0.0) as u64 * 8) >> 20
    );
    Ok(sim(gbs, note, &r))
}

/// Rounds of the resident blocks that a gpu-l2-stream row measures (after the start).
const MEASURED_ROUNDS: u64 = 32;

/// gpu-l2-stream: the gpu-stream kernels over a window of `length` doubles per array
/// (`tidx % length`), so that after the first pass every access finds the window in
/// the caches; GB/s = streams x threads x 8 B / time. The published launch has 2^30
/// threads (thousands of rounds of every SM's resident blocks); here two launches of
/// `short` and `long` rounds follow a warm-up launch, and the rate is that of the
/// rounds the longer one adds: the steady state the published launch measures, without
/// the first round's start and the last one's drain.
pub fn l2stream(ctx: &Ctx, _suite: &Suite, row: &Row) -> Result<Outcome> {
    let k = row.kernel.as_str();
    let length = row.num("length").unwrap_or(0.0) as u64;
    if length == 0 {
        return Ok(Err(Skip("no window length".into())));
    }
    let entry = kernel(ctx, &format!("{k}_kernelIdLi{length}E"))?;
    let (block, per_sm, shape_note) = stream_shape(ctx, row);
    let streams = row.num("streams_counted").unwrap_or(1.0);
    let resident = ctx.cfg.sm.count as u64 * per_sm as u64;
    // Each SM walks the whole window in steps of the resident blocks, so its L1 holds
    // what it will reuse only after it has read the window a few times: on the
    // hardware that start is a vanishing part of the 2^30-thread launch. The shorter
    // launch covers it (three passes of every SM over the window; the warm-up run
    // before it puts the window into the L2), and the longer one adds
    // `MEASURED_ROUNDS` rounds to it.
    let per_round = per_sm as u64 * block as u64 * 8;
    let (short, long) = if ctx.fast {
        (2u64, 4u64)
    } else {
        let s = (3 * length * 8).div_ceil(per_round).max(4);
        (s, s + MEASURED_ROUNDS)
    };
    let window_blocks = length.div_ceil(block as u64);
    let short_blocks = (short * resident).max(window_blocks);
    let long_blocks = short_blocks + (long - short) * resident;
    let spoil = spoiler(ctx.cfg, per_sm);
    let n = row.num("n").unwrap_or(length as f64) as u64;
    let (bufs, args) = stream_buffers(length, n);
    let run = |mem: &mut MemSys, grid: u64| -> Result<TimingReport> {
        let (b, a) = (bufs.clone(), args.clone());
        let mut p = launch(ctx, entry.clone(), grid as u32, block, spoil, b, a)?;
        run_on(ctx, mem, &mut p)
    };
    let mut mem = MemSys::new(ctx.cfg);
    run(&mut mem, window_blocks.max(resident))?;
    let a = run(&mut mem, short_blocks)?;
    let b = run(&mut mem, long_blocks)?;
    debug_report(&b);
    let added = (long_blocks - short_blocks) * block as u64;
    let cycles = b.cycles.saturating_sub(a.cycles).max(1);
    let gbs = streams * added as f64 * 8.0 / seconds(ctx.cfg, cycles) / 1e9;
    let note =
        format!("{long} - {short} rounds of {resident} blocks (published {n} threads){shape_note}");
    Ok(Ok(Sim {
        value: gbs,
        note,
        cycles,
        warp_instructions: b.warp_instructions.saturating_sub(a.warp_instructions),
    }))
}

/// gpu-strides' loop trips per thread in the corpus's two instantiations (mktu.py
/// `STRIDES_N`; 8 loads a trip).
const STRIDES_N: [u64; 2] = [256, 1024];

/// gpu-strides: one block of 1024 threads (`blockKernel`: w x 1024/w) loads 8 times a
/// loop trip from addresses that stay in the L1 (`strideKernel`: A + (x % 64) stride;
/// `blockKernel`: A + x % 64 + (y % 32 + 1) pitch); cycles per warp-load of 32 threads =
/// time x clock / (1024 N / 32), whatever the warp width. Upstream's single launch of
/// N = 1179648 becomes the difference of two launches of N = 1024 and 256 (the loop's
/// steady state, without its first trip's L1 misses and the drain), after a warm-up
/// launch that puts the data into the L2 as upstream's earlier launches do.
pub fn strides(ctx: &Ctx, _suite: &Suite, row: &Row) -> Result<Outcome> {
    let (t, ty, elem) = match row.text("type") {
        Some("float") => ("f", ElemType::F32, 4u64),
        Some("double") => ("d", ElemType::F64, 8),
        _ => return Ok(Err(Skip("no element type".into()))),
    };
    let threads = row.num("block").unwrap_or(1024.0) as u32;
    // The kernel, its block, its argument and the elements up to the farthest read,
    // `per_arg` x arg + `extra`: 63 strides plus 28, or x = 63, 32 pitches plus 28.
    let (name, block, arg, per_arg, extra) = match row.kernel.as_str() {
        "stride" => ("strideKernel", [threads, 1], row.num("stride"), 63, 29),
        "block" => {
            let w = row.num("width").unwrap_or(0.0) as u32;
            if w == 0 || !threads.is_multiple_of(w) {
                return Ok(Err(Skip("no block width".into())));
            }
            (
                "blockKernel",
                [w, threads / w],
                row.num("pitch"),
                32,
                63 + 29,
            )
        }
        k => return Ok(Err(Skip(format!("unknown gpu-strides kernel `{k}`")))),
    };
    let Some(arg) = arg.map(|a| a as u64) else {
        return Ok(Err(Skip("no stride or pitch".into())));
    };
    let span = per_arg * arg + extra;
    let bufs = vec![
        buffer("A", ty, span.next_multiple_of(1024)),
        buffer("B", ty, threads as u64),
    ];
    let args = vec!["A".into(), "B".into(), Value::from(0), Value::from(arg)];
    let mut mem = MemSys::new(ctx.cfg);
    let mut run = |n: u64| -> Result<TimingReport> {
        let entry = kernel(ctx, &format!("{name}I{t}Li{n}E"))?;
        let mut p = launch(ctx, entry, 1, block, 0, bufs.clone(), args.clone())?;
        run_on(ctx, &mut mem, &mut p)
    };
    let [short, long] = STRIDES_N;
    run(short)?;
    let a = run(short)?;
    let b = run(long)?;
    debug_report(&b);
    let cycles = b.cycles.saturating_sub(a.cycles).max(1);
    let loads = threads as u64 * (long - short) / 32;
    let note = format!(
        "N = {long} - {short} (published {}), {} B elements",
        row.num("n").unwrap_or(0.0) as u64,
        elem
    );
    Ok(Ok(Sim {
        value: cycles as f64 / loads as f64,
        note,
        cycles,
        warp_instructions: b.warp_instructions.saturating_sub(a.warp_instructions),
    }))
}

/// gpu-l2-cache: blocks of 1024 threads each read a 512 kB chunk (`blockRun` chunks in
/// turn), so the data set is `blockRun x 512 kB`; GB/s = 512 kB x blocks / time.
/// The published 200000 blocks (100000 with the older kernel) become a few full waves
/// (a warm-up launch first puts the data set into the caches, as the benchmark's init
/// kernel does). Both kernel versions, `sumKernel<64, 1024>` on doubles, read exactly
/// `blockRun x 64 x 1024` doubles: the pinned one 32 times `B[idx] * B[idx + 1024]`
/// with `idx = (1024 blockRun i + (block % blockRun) 1024) 2 + thread`, the older one
/// (suite.yaml `file_programs`) 64 times `B[idx]` with `idx = 1024 blockRun i +
/// (block % blockRun) 1024 + thread`; the launch is the same.
pub fn l2cache(ctx: &Ctx, suite: &Suite, row: &Row) -> Result<Outcome> {
    let run = row.num("block_run").unwrap_or(1.0) as u32;
    let entry = kernel(ctx, "sumKernelILi64ELi1024E")?;
    let block = 1024u32;
    let per_thread = 64u64;
    let wave = ctx.cfg.sm.count * (ctx.cfg.sm.max_threads / block).max(1);
    let waves = if ctx.fast { 2 } else { 4 };
    let grid = (waves * wave).max(run);
    let doubles = run as u64 * block as u64 * per_thread + 2 * block as u64;
    let bufs = vec![
        buffer("A", ElemType::F64, block as u64),
        buffer("B", ElemType::F64, doubles),
    ];
    let args = vec!["A".into(), "B".into(), Value::from(run)];
    let data_set = run as u64 * block as u64 * per_thread * 8;
    let warm = if data_set <= last_level_bytes(ctx.cfg) {
        2
    } else {
        1
    };
    let mut p = launch(ctx, entry, grid, block, 0, bufs, args)?;
    let r = timed(ctx, &mut p, warm)?;
    let bytes = (block as u64 * per_thread * 8) as f64 * grid as f64;
    let gbs = bytes / seconds(ctx.cfg, r.cycles) / 1e9;
    let mut note = format!(
        "{grid} blocks (published {})",
        row.num("grid").unwrap_or(200000.0) as u64
    );
    if suite.program_name(row) != row.bench {
        let file = ctx.program.file_name().unwrap_or_default();
        note.push_str(&format!(
            "; the older kernel this file measured ({})",
            file.to_string_lossy()
        ));
    } else if suite
        .file_info(&row.file, "produced_by")
        .is_some_and(|t| t.contains("OLDER kernel"))
    {
        note.push_str("; this file measured an older kernel, run with the current one");
    }
    Ok(sim(gbs, note, &r))
}

/// gpu-cache: one block per SM repeatedly reads its `2 N` elements (float on NVIDIA,
/// float4 on AMD); GB/s = 2 N x element x blocks x iterations / time. `iters` is the
/// corpus's reduced template value; a warm-up launch fills the L1 first.
pub fn cache(ctx: &Ctx, _suite: &Suite, row: &Row) -> Result<Outcome> {
    let n = row.num("N").unwrap_or(0.0) as u64;
    let b = row.num("BLOCKSIZE").unwrap_or(512.0) as u32;
    let iters = row.num("iters_instantiated").unwrap_or(200.0) as u64;
    let amd = ctx.cfg.vendor == crate::config::VendorName::Amd;
    let entry = kernel(ctx, &format!("sumKernelILi{n}ELi{iters}ELi{b}E"))?;
    let elem = if amd { 16u64 } else { 4 };
    let grid = row
        .num("grid")
        .map_or(ctx.cfg.sm.count, |g| g as u32)
        .max(1);
    let ty = ElemType::F32;
    let per = elem / 4;
    let bufs = vec![
        buffer("A", ty, b as u64 * per),
        buffer("B", ty, (2 * n + 2048) * per),
    ];
    let args = vec!["A".into(), "B".into(), Value::from(0)];
    let mut p = launch(ctx, entry, grid, b, 0, bufs, args)?;
    let r = timed(ctx, &mut p, 2)?;
    let bytes = (2 * n * elem) as f64 * grid as f64 * iters as f64;
    let gbs = bytes / seconds(ctx.cfg, r.cycles) / 1e9;
    let note = format!(
        "{iters} iterations (published {})",
        row.num("iters_published").unwrap_or(0.0) as u64
    );
    Ok(sim(gbs, note, &r))
}

/// gpu-latency: one thread chases pointers through `lines` 128-byte lines in a random
/// cyclic order (each line holds 16 pointers, one per pass); cycles per hop = time x
/// clock / hops. Data sets that fit the caches get a warm-up launch (the benchmark
/// does two), larger ones run cold with fewer hops.
pub fn latency(ctx: &Ctx, _suite: &Suite, row: &Row) -> Result<Outcome> {
    let lines = row.num("lines").unwrap_or(0.0) as u64;
    if lines < 2 {
        return Ok(Err(Skip("no line count".into())));
    }
    let entry = kernel(ctx, "pchase")?;
    // A ring that fits the caches gets a warm-up launch; a larger one runs cold.
    let bytes = lines * 128;
    let in_l1 = bytes <= ctx.cfg.memory.l1.size as u64;
    let fits = bytes <= 2 * last_level_bytes(ctx.cfg);
    let hops = if in_l1 {
        // The L1 starts every launch empty and fills a sector per miss: the ring's
        // 4 x lines sector misses must vanish in the average, as in the published
        // million hops.
        if ctx.fast {
            1 << 18
        } else {
            1 << 20
        }
    } else if fits {
        lines.max(1024).next_multiple_of(32)
    } else if ctx.fast {
        1024
    } else {
        4096
    };
    let words = lines * 16;
    let bufs = vec![
        buffer("buf", ElemType::U64, words),
        buffer("dummy", ElemType::U64, 1),
    ];
    let args = vec!["buf".into(), "dummy".into(), Value::from(hops)];
    let mut p = launch(ctx, entry, 1, 1, 0, bufs, args)?;
    let (_, base, _) = p.buffers[0].clone();
    let ring = ring(lines, 0x5eed ^ lines);
    if let Some(r) = p.mem.region_mut(base) {
        for (k, &v) in ring.iter().enumerate() {
            r.data[k * 8..k * 8 + 8].copy_from_slice(&(base + v * 8).to_le_bytes());
        }
    }
    // The benchmark's warm-up launches leave the ring in the shared caches (the L1
    // is empty again at the next launch, on the hardware as here).
    let warm = fits;
    let r = timed(ctx, &mut p, if warm { 2 } else { 1 })?;
    let note = format!(
        "{hops} hops{} (published {})",
        if warm {
            " after a warm-up launch"
        } else {
            ", cold"
        },
        row.num("iterations").unwrap_or(0.0) as u64
    );
    Ok(sim(r.cycles as f64 / hops as f64, note, &r))
}

/// gpu-latency's ring, as its host code builds it: `order` is 1..len with the last
/// entry 0, shuffled except the last; pass `lane` of line k points to lane `lane` of
/// line order[k] (the final line of a pass jumps to the next lane); the very last
/// pointer returns to the start. Values are word indices.
fn ring(len: u64, seed: u64) -> Vec<u64> {
    let cl = 16u64;
    let mut order: Vec<u64> = (1..=len).collect();
    order[(len - 1) as usize] = 0;
    // Fisher-Yates over all but the last entry (SplitMix64; the benchmark's own
    // random order differs, which a latency plateau does not depend on).
    let mut rng = crate::workload::rng::SplitMix64(seed);
    let m = (len - 1) as usize;
    for i in (1..m).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        order.swap(i, j);
    }
    let mut buf = vec![0u64; (len * cl) as usize];
    for lane in 0..cl {
        let mut idx = 0u64;
        for &o in &order {
            buf[(idx * cl + lane) as usize] = o * cl + lane + u64::from(o == 0);
            idx = o;
        }
    }
    buf[(order[(len - 2) as usize] * cl + cl - 1) as usize] = 0;
    buf
}

/// gpu-roofline is not reproduced yet: its published launches (1000 back-to-back
/// launches of every SM's blocks over 3 x 354 MB) would take hours to simulate.
pub fn roofline(_ctx: &Ctx, _suite: &Suite, _row: &Row) -> Result<Outcome> {
    Ok(Err(Skip(
        "roofline rows are not simulated (their launches take hours; see README)".into(),
    )))
}

#[cfg(test)]
mod tests {
    use super::ring;

    #[test]
    fn the_ring_visits_every_line_once_per_pass_then_returns() {
        let len = 37u64;
        let buf = ring(len, 9);
        let mut at = 0u64;
        let mut seen = vec![0u32; (len * 16) as usize];
        for _ in 0..len * 16 {
            seen[at as usize] += 1;
            at = buf[at as usize];
        }
        assert_eq!(at, 0, "back at the start after every pass");
        assert!(seen.iter().all(|&c| c == 1), "every word once");
        // The first pass touches every line.
        let mut lines = std::collections::BTreeSet::new();
        let mut at = 0u64;
        for _ in 0..len {
            lines.insert(at / 16);
            at = buf[at as usize];
        }
        assert_eq!(lines.len() as u64, len);
    }
}
