//! Hostile-input fuzzing (issue 11): mutated workloads, GPU configs and traces (plain and
//! gzip) go through the loaders, and every trace that reads back through the validator,
//! the summary and a cut. Nothing may panic, and the memory of the whole run stays
//! bounded (the process's peak resident memory is checked at the end).
//!
//! `WARPSIM_FUZZ_HOSTILE=N` sets the inputs per kind (CI default: 4000);
//! `tools/fuzz-hostile.sh` runs a million in all. `WARPSIM_FUZZ_SEED` changes the
//! seeds. A panicking input is saved to the temp directory and named in the failure.

mod common;
use common::{root, Rng};
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// Tokens that stress the loaders: numbers at the edges, YAML and JSON structure.
const TOKENS: &[&str] = &[
    "0",
    "-1",
    "1e999",
    "-1e999",
    ".nan",
    ".inf",
    "NaN",
    "18446744073709551616",
    "4294967296",
    "9999999999999999999999",
    "0x7fffffff",
    "\"\"",
    "null",
    "true",
    "[]",
    "{}",
    "[",
    "]",
    "{",
    "}",
    ":",
    ",",
    "\n",
    "\n  ",
    "\t",
    "- ",
    "&a",
    "*a",
    "!!binary",
    "<<: *a",
    "'",
    "\"",
    "\\u0000",
    "\\ud800",
    "\u{feff}",
    "é",
    "count: 4294967296",
    "type: f64",
    "init: iota",
    "file: /dev/zero",
    "file: .",
    "{ random: { min: 1, max: 0 } }",
    "sms: 0",
    "\"ph\":\"X\"",
    "\"ph\":\"B\"",
    "\"ph\":\"E\"",
    "\"ph\":\"s\"",
    "\"ph\":\"f\"",
    "\"dur\":18446744073709551615",
    "\"ts\":18446744073709551615",
    "\"id\":1",
    "\"pid\":4294967296",
    "\"tid\":20000",
    "\"tid\":10000",
    "\"args\":{}",
    "\"args\":[]",
    "\"name\":\"run_end\"",
    "\"cat\":\"issue\"",
    "\"cat\":\"launch\"",
    "\"warpsim_trace\":2",
    "\"filters\":null",
    "\"traceEvents\":[]",
    "\"otherData\":{}",
];

/// A mutated copy of one of `seeds`, and which one.
fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> (usize, Vec<u8>) {
    let from = rng.below(seeds.len());
    let mut b = seeds[from].clone();
    for _ in 0..1 + rng.below(4) {
        let len = b.len();
        let at = rng.below(len + 1);
        match rng.below(9) {
            0 if len > 0 => b[at.min(len - 1)] ^= 1 << rng.below(8),
            1 if len > 0 => b[at.min(len - 1)] = rng.next() as u8,
            2 => {
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                b.splice(at..at, t.iter().copied());
            }
            3 => {
                let end = (at + rng.below(64)).min(len);
                b.drain(at..end);
            }
            4 => b.truncate(at),
            5 => {
                // Repeat a span (duplicate keys, events, lines).
                let end = (at + 1 + rng.below(200)).min(len);
                let span = b[at..end].to_vec();
                let to = rng.below(b.len() + 1);
                b.splice(to..to, span);
            }
            6 => {
                // Splice in part of another seed.
                let o = &seeds[rng.below(seeds.len())];
                let from = rng.below(o.len() + 1);
                let end = (from + rng.below(300)).min(o.len());
                b.splice(at..at, o[from..end].iter().copied());
            }
            7 => {
                // Replace a number with an edge value.
                if let Some(p) = (at..len).find(|&i| b[i].is_ascii_digit()) {
                    let e = (p..len).find(|&i| !b[i].is_ascii_digit()).unwrap_or(len);
                    let t = [
                        "0",
                        "4294967295",
                        "18446744073709551615",
                        "99999999999",
                        "-5",
                    ][rng.below(5)];
                    b.splice(p..e, t.bytes());
                }
            }
            _ => {}
        }
    }
    (from, b)
}

fn count() -> usize {
    std::env::var("WARPSIM_FUZZ_HOSTILE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4000)
}

fn seed(base: u64) -> u64 {
    let extra = std::env::var("WARPSIM_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(0);
    (base ^ extra.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.to_string_lossy().ends_with(ext) {
            out.push(p);
        }
    }
}

/// Run `f` on each of `n` mutated inputs (with the index of the seed each came from); a
/// panic saves the input and fails.
fn fuzz(
    kind: &str,
    seed: u64,
    n: usize,
    seeds: &[Vec<u8>],
    mut f: impl FnMut(&[u8], usize) -> bool,
) {
    let mut rng = Rng(seed);
    let mut accepted = 0usize;
    for k in 0..n {
        let (from, input) = mutate(&mut rng, seeds);
        match catch_unwind(AssertUnwindSafe(|| f(&input, from))) {
            Ok(ok) => accepted += ok as usize,
            Err(_) => {
                let path = std::env::temp_dir().join(format!("warpsim-fuzz-{kind}-{seed:x}-{k}"));
                std::fs::write(&path, &input).unwrap();
                panic!(
                    "{kind}: input {k} of seed {seed:#x} panicked; saved to {}",
                    path.display()
                );
            }
        }
    }
    eprintln!("{kind}: {n} mutated inputs (seed {seed:#x}), {accepted} accepted");
}

/// Peak resident memory of this process (`VmHWM`).
fn peak_rss() -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// The whole test binary's peak memory after fuzzing: bounded whatever the inputs.
const PEAK: u64 = 1 << 30;

#[test]
fn mutated_workloads_load_or_are_refused() {
    let mut paths = Vec::new();
    files(&root().join("workloads"), ".yaml", &mut paths);
    files(&root().join("sim/tests/corpus/bad"), ".yaml", &mut paths);
    paths.sort();
    // Each seed is loaded as if it were its own file (relative paths resolve there).
    let seeds: Vec<Vec<u8>> = paths.iter().map(|p| std::fs::read(p).unwrap()).collect();
    fuzz("workload", seed(0xA11CE), count(), &seeds, |b, from| {
        // A small budget: a mutated count builds no more than 16 MiB.
        warpsim::workload::load_bytes(&paths[from], b, 16 << 20).is_ok()
    });
    assert!(peak_rss() < PEAK, "peak {} MiB", peak_rss() >> 20);
}

#[test]
fn mutated_configs_load_or_are_refused() {
    let mut paths = Vec::new();
    files(&root().join("configs"), ".yaml", &mut paths);
    paths.sort();
    let seeds: Vec<Vec<u8>> = paths.iter().map(|p| std::fs::read(p).unwrap()).collect();
    fuzz("config", seed(0xC0F16), count(), &seeds, |b, _| {
        let text = String::from_utf8_lossy(b);
        warpsim::config::load_str("fuzz.yaml", &text).is_ok()
    });
    assert!(peak_rss() < PEAK, "peak {} MiB", peak_rss() >> 20);
}

/// Windows of one SM from each committed sample trace (cuts, so valid and closed with
/// `run_end`): small traces of every event kind.
fn trace_seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for name in [
        "app_chain_h100.json.gz",
        "bfe_chain_h100.json",
        "lds_reduce_rx7900xtx.json.gz",
        "reduce_h100.json.gz",
        "saxpy_h100.json.gz",
    ] {
        let t = warpsim::trace::read::load(&root().join("traces").join(name)).unwrap();
        for (lo, hi, sm) in [(0, 40, 0), (40, 90, 1), (200, 260, 0)] {
            let cut = warpsim::trace::replay::cut(&t, Some((lo, hi)), Some(&[sm]));
            let mut v = Vec::new();
            warpsim::trace::replay::write_to(&cut, &mut v).unwrap();
            out.push(v);
        }
    }
    out
}

fn gzip(b: &[u8]) -> Vec<u8> {
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(b).unwrap();
    enc.finish().unwrap()
}

/// Read a trace's bytes; when it reads, validate it, summarise it and cut it.
fn read_trace(b: &[u8]) -> bool {
    use warpsim::trace::{read, replay, validate};
    let Ok(t) = read::parse("fuzz.json", b) else {
        return false;
    };
    let valid = validate::validate(&t).is_ok();
    let _ = replay::summary(&t);
    let c = replay::cut(&t, Some((10, 50)), Some(&[0, 1]));
    if valid {
        // A cut of a valid trace is valid.
        validate::validate(&c).unwrap();
    }
    valid
}

#[test]
fn mutated_traces_read_or_are_refused() {
    let seeds = trace_seeds();
    assert!(seeds.len() >= 15);
    fuzz("trace", seed(0x7ACE), count(), &seeds, |b, _| read_trace(b));
    // gzip: the text mutated then compressed, or the compressed bytes mutated
    // (truncation, flipped bits, trailing junk, members concatenated).
    let gz_seeds: Vec<Vec<u8>> = seeds.iter().map(|s| gzip(s)).collect();
    let mut rng = Rng(seed(0x6219));
    fuzz("trace.gz", seed(0x6217), count(), &seeds, |b, _| {
        let mut z = gzip(b);
        match rng_pick(&mut rng) {
            0 => {}
            1 => {
                let at = rng.below(z.len());
                z[at] ^= 1 << rng.below(8);
            }
            2 => z.truncate(rng.below(z.len())),
            3 => z.extend_from_slice(b"junk"),
            _ => z.extend_from_slice(&gz_seeds[rng.below(gz_seeds.len())]),
        }
        read_trace(&z)
    });
    assert!(peak_rss() < PEAK, "peak {} MiB", peak_rss() >> 20);
}

fn rng_pick(rng: &mut Rng) -> usize {
    rng.below(5)
}
