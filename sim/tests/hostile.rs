//! Hostile input: paths that are not regular files (devices, FIFOs, directories) and
//! files too large for their role are exit-2 errors that name the path and say why,
//! before anything is read; a closed stdout ends a run quietly.

mod common;
use common::{root, tmpdir, warpsim};
use std::io::Read;
use std::process::{Command, Stdio};

const REDUCE: &str = "workloads/ptx/reduce/reduce.yaml";

/// Peak resident memory a refused input may cost: it is refused before anything big
/// is built.
const REFUSED_PEAK: u64 = 256 << 20;

/// `warpsim args`, run under [`common::AS_CAP`] of address space, must fail with exit 2
/// and a first stderr line containing each of `want`, within [`REFUSED_PEAK`].
fn refused(args: &[&str], want: &[&str]) {
    refused_capped(args, want, common::AS_CAP);
}

/// [`refused`] under an address-space cap of `cap` bytes.
fn refused_capped(args: &[&str], want: &[&str], cap: u64) {
    let r = common::run_capped(args, cap, std::time::Duration::from_secs(60));
    let err = &r.stderr;
    assert!(!r.timed_out, "{args:?}: did not finish: {err}");
    assert_eq!(r.code, Some(2), "{args:?} (signal {:?}): {err}", r.signal);
    let first = err.lines().next().unwrap_or("");
    for w in want {
        assert!(first.contains(w), "{args:?}: `{w}` not in: {err}");
    }
    assert!(!err.contains("panicked"), "{err}");
    assert!(
        r.peak_rss <= REFUSED_PEAK,
        "{args:?}: peak memory {} MiB",
        r.peak_rss >> 20
    );
}

#[cfg(unix)]
#[test]
fn special_files_are_refused_by_their_kind() {
    refused(
        &["run", "/dev/zero"],
        &[
            "/dev/zero: error: it is a character device",
            "regular files",
        ],
    );
    let d = tmpdir("hostile-dir");
    refused(
        &["run", d.to_str().unwrap()],
        &["it is a directory: warpsim reads only regular files"],
    );
    refused(
        &["run", REDUCE, "--config", "/dev/zero"],
        &["/dev/zero: error: it is a character device"],
    );
    refused(
        &["disasm", "--target", "gfx1100", "/dev/zero"],
        &["it is a character device"],
    );
    // A FIFO with no writer would block the run forever on open.
    let fifo = d.join("fifo.yaml");
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        refused(&["run", fifo.to_str().unwrap()], &["it is a FIFO"]);
    }
    // A buffer's `init: {file: ...}` naming a device.
    let w = d.join("w.yaml");
    let text = std::fs::read_to_string(root().join(REDUCE)).unwrap();
    let prog = root().join("workloads/ptx/reduce/reduce.ptx");
    let text = text.replace(
        "program: reduce.ptx",
        &format!("program: {}", prog.display()),
    );
    let text = text.replacen(
        "init: { random: { seed: 6, min: 0, max: 100000 } }",
        "init: { file: /dev/zero }",
        1,
    );
    assert!(text.contains("/dev/zero"), "{text}");
    std::fs::write(&w, text).unwrap();
    refused(
        &["run", w.to_str().unwrap()],
        &["cannot read `/dev/zero`: it is a character device"],
    );
}

#[test]
fn files_too_large_for_their_role_are_refused_by_size() {
    let d = tmpdir("hostile-big");
    // Sparse: 70 MB on paper, nothing on disk; refused before a byte is read.
    let big = d.join("big.yaml");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(70_000_000)
        .unwrap();
    refused(
        &["run", big.to_str().unwrap()],
        &["it is 70000000 bytes (66.8 MiB); the limit for a workload is"],
    );
    refused(
        &["run", REDUCE, "--config", big.to_str().unwrap()],
        &["the limit for a config is"],
    );
}

#[test]
fn a_closed_stdout_ends_the_run_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_warpsim"))
        .args(["run", "workloads/ptx/app_chain/app_chain.yaml"])
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Close the reading end before warpsim writes its summary.
    drop(child.stdout.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A temp directory holding the reduce workload's program and data, and the
/// workload's text (to edit into it).
fn reduce_copy(tag: &str) -> (std::path::PathBuf, String) {
    let d = tmpdir(tag);
    for f in ["reduce.ptx", "partial_expected.bin"] {
        std::fs::copy(root().join("workloads/ptx/reduce").join(f), d.join(f)).unwrap();
    }
    (d, std::fs::read_to_string(root().join(REDUCE)).unwrap())
}

/// Write `text` edited by `from -> to` (which must apply) to `dir/name`.
fn edited_copy(dir: &std::path::Path, name: &str, text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "`{from}` not in the file");
    let p = dir.join(name);
    std::fs::write(&p, text.replacen(from, to, 1)).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn a_key_given_twice_is_refused_with_both_places() {
    let (d, w) = reduce_copy("hostile-dup");
    // Two buffers of one name used to merge silently (the later won).
    let total = "  total:   { type: u32, count: 1, init: { values: [7] } }";
    let p = edited_copy(
        &d,
        "buf.yaml",
        &w,
        total,
        &format!("{total}\n  in: {{ type: u32, count: 4 }}"),
    );
    refused(
        &["run", &p],
        &[
            "buf.yaml:11:3:",
            "duplicate key `in` (first at line 8, column 3)",
        ],
    );
    let p = edited_copy(
        &d,
        "exp.yaml",
        &w,
        "  total:   { values: [819253494] }",
        "  total:   { values: [819253494] }\n  total:   { values: [1] }",
    );
    refused(&["run", &p], &["duplicate key `total` (first at line 14"]);
    // In a flow mapping.
    let p = edited_copy(
        &d,
        "flow.yaml",
        &w,
        "{ type: u32, count: 64 }",
        "{ type: u32, count: 64, type: f32 }",
    );
    refused(
        &["run", &p],
        &["flow.yaml:9:", "duplicate field `type` (first at line 9"],
    );
    // A config's latency table: a second entry for one opcode.
    let c = std::fs::read_to_string(root().join("configs/nvidia/h100.yaml")).unwrap();
    let line = "    \"bfe.u64\":  { latency: 5,  issue_interval: 2, unit: int }";
    let p = edited_copy(
        &d,
        "c.yaml",
        &c,
        line,
        &format!("{line}\n    \"bfe.u64\":  {{ latency: 9,  issue_interval: 2, unit: int }}"),
    );
    refused(
        &["run", REDUCE, "--config", &p],
        &["duplicate key `bfe.u64` (first at line"],
    );
}

#[test]
fn outputs_that_collide_are_refused_before_the_run() {
    let d = tmpdir("hostile-out");
    let p = |n: &str| d.join(n).to_string_lossy().into_owned();
    let (x, xc) = (p("x.json"), p("x.config.yaml"));
    refused(
        &["run", REDUCE, "--stats", &x, "--trace", &x],
        &["--trace and --stats are the same file"],
    );
    refused(
        &["run", REDUCE, "--stats", &x, "--trace", &xc],
        &["--trace and the resolved config written next to --stats are the same file"],
    );
    refused(
        &[
            "run",
            REDUCE,
            "--stats",
            &x,
            "--dump",
            &format!("total={x}"),
        ],
        &["--dump total and --stats are the same file"],
    );
    // Another spelling of the same path.
    let dotted = format!("{}/./x.json", d.display());
    refused(
        &[
            "run",
            REDUCE,
            "--stats",
            &x,
            "--dump",
            &format!("total={dotted}"),
        ],
        &["are the same file"],
    );
    // An output on an input.
    refused(
        &["run", REDUCE, "--stats", REDUCE],
        &["--stats would overwrite the workload"],
    );
    refused(
        &["run", REDUCE, "--trace", "workloads/ptx/reduce/reduce.ptx"],
        &["--trace would overwrite the program"],
    );
    // Nothing was created by the refused runs.
    assert_eq!(std::fs::read_dir(&d).unwrap().count(), 0);
    // A good run leaves its outputs and no temporary files.
    let (code, _, err) = warpsim(&[
        "run",
        REDUCE,
        "--stats",
        &x,
        "--trace",
        &p("t.json"),
        "--dump",
        &format!("total={}", p("total.bin")),
    ]);
    assert_eq!(code, 0, "{err}");
    let mut names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["t.json", "total.bin", "x.config.yaml", "x.json"]);
}

/// A long run (several seconds on one host thread), traced on SM 0.
#[cfg(unix)]
fn interrupted(
    tag: &str,
    signal: &str,
    after_ms: u64,
) -> (Option<i32>, String, std::path::PathBuf, std::path::PathBuf) {
    let d = tmpdir(tag);
    let (trace, stats) = (d.join("t.json.gz"), d.join("s.json"));
    let (code, err) = common::signalled(
        &[
            "run",
            "workloads/ptx/mixed_1m/mixed_1m.yaml",
            "--threads",
            "1",
            "--trace-sms",
            "0",
            "--trace",
            trace.to_str().unwrap(),
            "--stats",
            stats.to_str().unwrap(),
        ],
        after_ms,
        signal,
    );
    (code, err, trace, stats)
}

#[cfg(unix)]
#[test]
fn an_interrupted_run_leaves_valid_outputs() {
    // Random points in the run (the seed is printed; WARPSIM_SIGNAL_SEED repeats one).
    let seed = std::env::var("WARPSIM_SIGNAL_SEED")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    eprintln!("signal points from WARPSIM_SIGNAL_SEED={seed}");
    let mut x = seed | 1;
    for k in 0..4 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let (signal, code) = if x & 1 == 0 {
            ("INT", 130)
        } else {
            ("TERM", 143)
        };
        // From just after start-up to well before the run's end (several seconds).
        let after_ms = 60 + (x >> 8) % 1500;
        let (got, err, trace, stats) = interrupted(&format!("sig{k}"), signal, after_ms);
        let at = format!("SIG{signal} after {after_ms} ms (WARPSIM_SIGNAL_SEED={seed})");
        assert_eq!(got, Some(code), "{at}: {err}");
        assert!(
            err.contains(&format!("interrupted by SIG{signal} at cycle")),
            "{at}: {err}"
        );
        let t = warpsim::trace::read::load(&trace).unwrap_or_else(|e| panic!("{at}: {e}"));
        warpsim::trace::validate::validate(&t).unwrap_or_else(|e| panic!("{at}: {e}"));
        let end = t.run_end().unwrap();
        assert_eq!(end.arg_str("status"), Some("interrupted"), "{at}");
        let j: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
        assert_eq!(end.arg_u64("cycles"), j["cycles"].as_u64(), "{at}");
        assert_eq!(j["expect"], "not checked (interrupted)", "{at}");
        assert!(
            j["fault"].as_str().unwrap().contains("interrupted by"),
            "{at}"
        );
        // Fewer blocks than the grid ran.
        assert!(
            j["blocks"].as_u64().unwrap() < 4096,
            "{at}: {}",
            j["blocks"]
        );
        // And `replay` reads it back.
        let (code, out, err) = warpsim(&["replay", trace.to_str().unwrap()]);
        assert_eq!(code, 0, "{at}: {err}");
        assert!(out.contains("interrupted"), "{at}: {out}");
    }
}

#[test]
fn messages_say_what_is_wrong_where() {
    let (d, w) = reduce_copy("hostile-msg");
    let total = "{ type: u32, count: 1, init: { values: [7] } }";
    // A NaN bound is not "greater than" anything.
    let p = edited_copy(
        &d,
        "nan.yaml",
        &w,
        total,
        "{ type: f32, count: 1, init: { random: { seed: 1, min: .nan, max: .inf } } }",
    );
    refused(
        &["run", &p],
        &["random min and max must be finite numbers, got min NaN and max inf"],
    );
    // YAML reads 1e999 as a string: say it is a number too large.
    let p = edited_copy(
        &d,
        "big.yaml",
        &w,
        total,
        "{ type: f32, count: 1, init: { fill: 1e999 } }",
    );
    refused(
        &["run", &p],
        &["`1e999`, a number too large for any float type"],
    );
    // A bad argument is pointed at, not its list.
    let p = edited_copy(
        &d,
        "arg.yaml",
        &w,
        "args: [in, partial, total]",
        "args: [in, nothere, total]",
    );
    refused(
        &["run", &p],
        &[
            "arg.yaml:11:12:",
            "argument 2",
            "`nothere` is not a buffer name",
        ],
    );
    let p = edited_copy(
        &d,
        "argblock.yaml",
        &w,
        "args: [in, partial, total]",
        "args:\n  - in\n  - partial\n  - nothere",
    );
    refused(&["run", &p], &["argblock.yaml:14:5:", "argument 3"]);
    // A huge token is not echoed back whole.
    let p = edited_copy(
        &d,
        "tok.yaml",
        &w,
        "kernel: reduce",
        &format!("kernel: {}", "k".repeat(1 << 20)),
    );
    let (code, _, err) = warpsim(&["run", &p]);
    assert_eq!(code, 2, "{err}");
    assert!(err.len() < 2000, "{} bytes of message", err.len());
    assert!(
        err.contains("... (1048576 bytes)`"),
        "{}",
        &err[..200.min(err.len())]
    );
}

#[test]
fn config_overrides_a_missing_workload_config() {
    let (d, w) = reduce_copy("hostile-cfg");
    let p = edited_copy(
        &d,
        "w.yaml",
        &w,
        "kernel: reduce",
        "kernel: reduce\nconfig: nothere.yaml",
    );
    refused(
        &["run", &p],
        &["w.yaml:5:1:", "config `", "nothere.yaml` does not exist"],
    );
    let cfg = root().join("configs/nvidia/h100.yaml");
    let (code, _, err) = warpsim(&["run", &p, "--config", cfg.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn buffers_past_the_memory_budget_are_refused_before_allocating() {
    let d = tmpdir("hostile-mem");
    let saxpy = root().join("workloads/ptx/saxpy/saxpy.ptx");
    let w = d.join("w.yaml");
    // Three 16 GiB buffers.
    std::fs::write(
        &w,
        format!(
            "program: {}\nkernel: saxpy\ngrid: 1\nblock: 256\nbuffers:\n  a: {{ type: f32, count: 4294967296 }}\n  b: {{ type: f32, count: 4294967296 }}\n  c: {{ type: f32, count: 4294967296, init: iota }}\nargs: [256, 2.5, a, b]\n",
            saxpy.display()
        ),
    )
    .unwrap();
    let w = w.to_str().unwrap();
    refused(
        &["run", w, "--max-memory", "20G"],
        &[
            "w.yaml:7:19:",
            "buffer `b` (17179869184 bytes (16.0 GiB)) brings the workload's memory to 34359738368 bytes (32.0 GiB), past the budget of 21474836480 bytes (20.0 GiB)",
        ],
    );
    refused(
        &["run", w, "--max-memory", "40G"],
        &["buffer `c` (17179869184 bytes (16.0 GiB)) brings the workload's memory to 51539607552 bytes (48.0 GiB)"],
    );
    refused(
        &["run", w, "--max-memory", "lots"],
        &["--max-memory `lots` is not a size"],
    );
}

#[test]
fn scratch_of_every_resident_thread_counts_in_the_budget() {
    let d = tmpdir("hostile-scratch");
    let src = root().join("workloads/ptx/local_array");
    let ptx = std::fs::read_to_string(src.join("local_array.ptx")).unwrap();
    assert!(ptx.contains("__local_depot1[128]"));
    // 512 KiB of local memory per thread: the most PTX allows.
    std::fs::write(
        d.join("big_local.ptx"),
        ptx.replace("__local_depot1[128]", "__local_depot1[524288]"),
    )
    .unwrap();
    let w = d.join("w.yaml");
    std::fs::write(
        &w,
        "program: big_local.ptx\nkernel: local_array\ngrid: [4096, 1, 1]\nblock: [256, 1, 1]\nbuffers:\n  in: { type: u32, count: 4096 }\n  out: { type: u32, count: 4096 }\n  out2: { type: u32, count: 4096 }\nargs: [4096, in, out, out2]\n",
    )
    .unwrap();
    let w = w.to_str().unwrap();
    let cfg = root().join("configs/nvidia/h100.yaml");
    let cfg = cfg.to_str().unwrap();
    // 132 SMs x 8 blocks x 256 threads x 512 KiB: 132 GiB of scratch.
    refused(
        &["run", w, "--config", cfg, "--max-memory", "4G"],
        &[
            "kernel `local_array` needs",
            "past the memory budget of 4294967296 bytes (4.0 GiB)",
            "1056 resident blocks x",
            "local memory/scratch of 524288 bytes per thread",
        ],
    );
    // The default budget: no more than this process may map (`ulimit -v`).
    refused(&["run", w, "--config", cfg], &["past the memory budget"]);
}

#[test]
fn the_default_budget_honours_the_address_space_limit() {
    let d = tmpdir("hostile-aslimit");
    let saxpy = root().join("workloads/ptx/saxpy/saxpy.ptx");
    let w = d.join("w.yaml");
    // Two 1 GiB buffers under a 2 GiB address space: the default budget (3/4 of it)
    // refuses the second, where an allocation would have aborted.
    std::fs::write(
        &w,
        format!(
            "program: {}\nkernel: saxpy\ngrid: 1\nblock: 256\nbuffers:\n  a: {{ type: f32, count: 268435456 }}\n  b: {{ type: f32, count: 268435456 }}\nargs: [256, 2.5, a, b]\n",
            saxpy.display()
        ),
    )
    .unwrap();
    refused_capped(
        &["run", w.to_str().unwrap()],
        &[
            "buffer `b`",
            "past the budget of 1610612736 bytes (1.5 GiB)",
        ],
        2 << 30,
    );
}

/// Write a valid warpsim trace of `n` warp-instructions on one SM (each an issue slice
/// and a writeback flow, as warpsim writes them), about 370 bytes per instruction.
fn synth_trace(path: &std::path::Path, n: u64) {
    use std::io::Write;
    let f = std::fs::File::create(path).unwrap();
    let mut w = std::io::BufWriter::new(f);
    write!(w, r#"{{"displayTimeUnit":"ns","otherData":{{"warpsim_trace":1,"kernel":"synthetic","sms":1,"schedulers":4,"issue_width":1,"filters":{{"cycles":null,"sms":null,"warps":null}}}},"traceEvents":["#).unwrap();
    writeln!(
        w,
        r#"{{"ph":"M","name":"process_name","pid":0,"tid":0,"ts":0,"args":{{"name":"SM 0"}}}}"#
    )
    .unwrap();
    for i in 0..n {
        let (slot, ts) = (i % 4, i / 4);
        writeln!(w, r#",{{"ph":"s","cat":"writeback","name":"writeback","id":{},"pid":0,"tid":{slot},"ts":{ts}}}"#, i + 1).unwrap();
        writeln!(w, r#",{{"ph":"X","cat":"issue","name":"ld.global.f32 %f1, [%rd4]","pid":0,"tid":{slot},"ts":{ts},"dur":1,"args":{{"pc":{},"warp":{slot},"block":[0,0,0],"lanes":32,"sched":{slot},"n":1}}}}"#, i % 97).unwrap();
        writeln!(w, r#",{{"ph":"f","bp":"e","cat":"writeback","name":"writeback","id":{},"pid":0,"tid":{},"ts":{}}}"#, i + 1, 20000 + slot, ts + 30).unwrap();
    }
    let end = n / 4 + 31;
    writeln!(w, r#",{{"ph":"i","s":"g","cat":"run","name":"run_end","pid":0,"tid":0,"ts":{end},"args":{{"cycles":{end},"warp_instructions":{n},"status":"ok","truncated":false,"message":""}}}}]}}"#).unwrap();
    w.flush().unwrap();
}

/// Peak resident memory allowed to `replay` of a trace of any size.
const REPLAY_PEAK: u64 = 64 << 20;

#[test]
fn replay_streams_a_trace_larger_than_its_memory() {
    let d = tmpdir("hostile-replay");
    let big = d.join("big.json");
    let n = 300_000;
    synth_trace(&big, n);
    let size = std::fs::metadata(&big).unwrap().len();
    assert!(size > 100 << 20, "{size}");
    let big_s = big.to_str().unwrap();
    let limit = std::time::Duration::from_secs(120);
    let r = common::run_capped(&["replay", big_s, "--json"], common::AS_CAP, limit);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let s: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(s["warp_instructions"], serde_json::json!(n), "{}", r.stdout);
    assert!(
        r.peak_rss < REPLAY_PEAK,
        "replay of a {} MiB trace peaked at {} MiB",
        size >> 20,
        r.peak_rss >> 20
    );
    // A cut streams too (two passes), into a gzip file.
    let cut = d.join("cut.json.gz");
    let cut_s = cut.to_str().unwrap();
    let r = common::run_capped(
        &["replay", big_s, "--window", "1000..2000", "-o", cut_s],
        common::AS_CAP,
        limit,
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        r.peak_rss < REPLAY_PEAK,
        "cut peaked at {} MiB",
        r.peak_rss >> 20
    );
    let t = warpsim::trace::read::load(&cut).unwrap();
    warpsim::trace::validate::validate(&t).unwrap();
    let s = warpsim::trace::replay::summary(&t);
    // Cycles 1000..2000 hold 4000 issues, one per slot and cycle.
    assert_eq!(s.warp_instructions, 4000);
    // The cut itself replays.
    let (code, out, err) = warpsim(&["replay", cut_s]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("4000"), "{out}");
    // Writing the cut over the trace it reads is refused before anything is written.
    refused(
        &["replay", big_s, "--window", "0..10", "-o", big_s],
        &["-o would overwrite the trace"],
    );
    assert_eq!(std::fs::metadata(&big).unwrap().len(), size);
}

#[test]
fn replay_limits_stop_bombs_and_giant_tokens() {
    use std::io::Write;
    let d = tmpdir("hostile-bombs");
    let gz = |b: &[u8]| {
        let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        enc.write_all(b).unwrap();
        enc.finish().unwrap()
    };
    // 1 GiB of one string token, compressed to about 1 MB.
    let mut text = br#"{"otherData":{"kernel":""#.to_vec();
    text.extend(std::iter::repeat_n(b'a', 1 << 30));
    let bomb = d.join("bomb.json.gz");
    std::fs::write(&bomb, gz(&text)).unwrap();
    drop(text);
    refused(
        &["replay", bomb.to_str().unwrap()],
        &["a token (string or number) longer than 1048576 bytes"],
    );
    // Whitespace only: nothing is kept, the decompression ratio stops it.
    let spaces = d.join("spaces.json.gz");
    std::fs::write(&spaces, gz(&vec![b' '; 400 << 20])).unwrap();
    refused(
        &["replay", spaces.to_str().unwrap()],
        &["decompresses to more than 100 times", "a gzip bomb?"],
    );
    // One event of many small keys.
    let mut ev = String::from(
        r#"{"otherData":{"warpsim_trace":1,"sms":1,"schedulers":1,"issue_width":1,"filters":{}},"traceEvents":[{"ph":"M","pid":0,"tid":0,"ts":0,"args":{"#,
    );
    for i in 0..200_000 {
        ev.push_str(&format!("\"k{i}\":{i},"));
    }
    let fat = d.join("fat.json");
    std::fs::write(&fat, ev).unwrap();
    refused(
        &["replay", fat.to_str().unwrap()],
        &["fat.json: ", "an event longer than 1048576 bytes"],
    );
}
