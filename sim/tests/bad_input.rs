//! Malformed-input corpus: every case in `tests/corpus/bad/cases.txt` must make
//! `warpsim run` exit with code 2 and print, as the first stderr line, one located
//! error `FILE:LINE:COL: error: MESSAGE` (LINE, COL >= 1) whose message contains the
//! case's expected text, without panicking. All failures are collected and reported
//! together so one run shows every problem.
//!
//! The manifest format is described at the top of `cases.txt`.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The corpus directory, relative to the repository root.
const CORPUS: &str = "sim/tests/corpus/bad";
/// Minimum number of cases the corpus must hold.
const MIN_CASES: usize = 200;
/// A single run that takes longer than this is a failure (and is killed).
const TIMEOUT: Duration = Duration::from_secs(10);

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the crate lives one level below the repository root")
        .to_path_buf()
}

/// One manifest line.
#[derive(Debug)]
struct Case {
    line_no: usize,
    workload: String,
    config: Option<String>,
    /// `-`, or ` || `-separated `FILE:LINE:COL` patterns.
    location: String,
    /// ` && `-separated parts, each ` || `-separated alternatives; empty = no requirement.
    message: String,
    description: String,
}

impl Case {
    fn args(&self) -> Vec<String> {
        let mut a = vec!["run".to_string(), format!("{CORPUS}/{}", self.workload)];
        if let Some(c) = &self.config {
            a.push("--config".into());
            a.push(format!("{CORPUS}/{c}"));
        }
        a
    }

    fn command_line(&self) -> String {
        format!("warpsim {}", self.args().join(" "))
    }
}

/// Prefix of a case line that is commented out until a known front-end gap is fixed;
/// its files still belong to the corpus (so they are not reported as orphans).
const TODO_PREFIX: &str = "# TODO(";

/// The manifest's cases, its format errors, and the workloads of `# TODO(...)` lines.
fn parse_manifest(text: &str) -> (Vec<Case>, Vec<String>, Vec<String>) {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    let mut todo = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if let Some(rest) = line.strip_prefix(TODO_PREFIX) {
            // `# TODO(who): WORKLOAD | ...`: keep the workload name only.
            if let Some((_, case)) = rest.split_once("): ") {
                if case.contains(" | ") {
                    todo.push(case.split(" | ").next().unwrap_or("").trim().to_string());
                }
            }
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = raw.split(" | ").map(str::trim).collect();
        if fields.len() != 5 {
            errors.push(format!(
                "cases.txt:{}: expected 5 fields separated by ` | `, found {}: {raw}",
                i + 1,
                fields.len()
            ));
            continue;
        }
        cases.push(Case {
            line_no: i + 1,
            workload: fields[0].to_string(),
            config: (fields[1] != "-").then(|| fields[1].to_string()),
            location: fields[2].to_string(),
            message: fields[3].to_string(),
            description: fields[4].to_string(),
        });
    }
    (cases, errors, todo)
}

/// Output of one run.
struct Run {
    code: Option<i32>,
    stderr: String,
    timed_out: bool,
    peak_rss: u64,
}

/// Each case runs under [`common::AS_CAP`] of address space and must peak below this
/// much resident memory: a bad input is refused before anything big is built.
const PEAK_RSS: u64 = 256 << 20;

fn run_warpsim(args: &[String]) -> Result<Run, String> {
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    let r = common::run_capped(&a, common::AS_CAP, TIMEOUT);
    Ok(Run {
        code: r.code,
        stderr: r.stderr,
        timed_out: r.timed_out,
        peak_rss: r.peak_rss,
    })
}

struct Located<'a> {
    file: &'a str,
    line: u32,
    col: u32,
    msg: &'a str,
}

fn parse_located(first: &str) -> Result<Located<'_>, String> {
    let Some(at) = first.find(": error: ") else {
        return Err("no `: error: ` in the first stderr line".into());
    };
    let (head, msg) = (&first[..at], &first[at + ": error: ".len()..]);
    let parts: Vec<&str> = head.split(':').collect();
    if parts.len() != 3 {
        return Err(format!("`{head}` is not FILE:LINE:COL"));
    }
    let num = |s: &str, what: &str| -> Result<u32, String> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("{what} `{s}` is not a number"));
        }
        let n: u32 = s
            .parse()
            .map_err(|_| format!("{what} `{s}` is out of range"))?;
        if n == 0 {
            return Err(format!("{what} is 0 (must be >= 1)"));
        }
        Ok(n)
    };
    if parts[0].is_empty() {
        return Err("empty FILE".into());
    }
    Ok(Located {
        file: parts[0],
        line: num(parts[1], "LINE")?,
        col: num(parts[2], "COL")?,
        msg,
    })
}

/// `*`, `N` or `A-B`.
fn num_matches(spec: &str, n: u32) -> bool {
    if spec == "*" {
        return true;
    }
    if let Some((a, b)) = spec.split_once('-') {
        return match (a.parse::<u32>(), b.parse::<u32>()) {
            (Ok(a), Ok(b)) => (a..=b).contains(&n),
            _ => false,
        };
    }
    spec.parse::<u32>() == Ok(n)
}

fn location_matches(spec: &str, loc: &Located) -> bool {
    if spec == "-" {
        return true;
    }
    let name = Path::new(loc.file)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    spec.split(" || ").any(|alt| {
        let p: Vec<&str> = alt.trim().split(':').collect();
        p.len() == 3
            && (p[0] == "*" || p[0] == name)
            && num_matches(p[1], loc.line)
            && num_matches(p[2], loc.col)
    })
}

fn message_matches(spec: &str, msg: &str) -> bool {
    spec.is_empty()
        || spec
            .split(" && ")
            .all(|part| part.split(" || ").any(|alt| msg.contains(alt.trim())))
}

fn check_case(case: &Case) -> Option<String> {
    let run = match run_warpsim(&case.args()) {
        Ok(r) => r,
        Err(e) => return Some(e),
    };
    let mut problems = Vec::new();
    if run.timed_out {
        problems.push(format!("did not finish within {TIMEOUT:?} (killed)"));
    }
    if run.code != Some(2) {
        problems.push(match run.code {
            Some(c) => format!("exit code {c}, expected 2"),
            None => "killed by a signal (crash?), expected exit code 2".into(),
        });
    }
    if run.stderr.contains("panicked") {
        problems.push("stderr contains `panicked`".into());
    }
    if run.peak_rss > PEAK_RSS {
        problems.push(format!(
            "peak memory {} MiB, over the {} MiB allowed",
            run.peak_rss >> 20,
            PEAK_RSS >> 20
        ));
    }
    if run.stderr.contains("overflowed its stack") {
        problems.push("stack overflow".into());
    }
    let first = run.stderr.lines().next().unwrap_or("");
    match parse_located(first) {
        Err(e) => problems.push(format!(
            "first stderr line is not `FILE:LINE:COL: error: ...`: {e}"
        )),
        Ok(loc) => {
            if !location_matches(&case.location, &loc) {
                problems.push(format!(
                    "located at {}:{}:{}, expected {}",
                    loc.file, loc.line, loc.col, case.location
                ));
            }
            if !message_matches(&case.message, loc.msg) {
                problems.push(format!("message does not contain {}", case.message));
            }
        }
    }
    if problems.is_empty() {
        return None;
    }
    let shown: Vec<&str> = run.stderr.lines().take(4).collect();
    Some(format!(
        "cases.txt:{} {} ({})\n  $ {}\n  problems: {}\n  stderr:\n{}",
        case.line_no,
        case.workload,
        case.description,
        case.command_line(),
        problems.join("; "),
        if shown.is_empty() {
            "    (empty)".to_string()
        } else {
            shown
                .iter()
                .map(|l| format!("    {}", l.chars().take(300).collect::<String>()))
                .collect::<Vec<_>>()
                .join("\n")
        }
    ))
}

fn load_corpus() -> (PathBuf, Vec<Case>, Vec<String>, Vec<String>) {
    let root = repo_root();
    let manifest = root.join(CORPUS).join("cases.txt");
    let text = std::fs::read_to_string(&manifest)
        .unwrap_or_else(|e| panic!("{}: {e}", manifest.display()));
    let (cases, errors, todo) = parse_manifest(&text);
    (root, cases, errors, todo)
}

#[test]
fn every_bad_input_is_a_located_error() {
    let (root, cases, mut failures, todo) = load_corpus();
    if cases.len() < MIN_CASES {
        failures.push(format!(
            "the corpus has {} cases, expected at least {MIN_CASES}",
            cases.len()
        ));
    }

    // Manifest sanity: referenced files exist, and no case file in the directory is orphaned.
    let dir = root.join(CORPUS);
    let mut referenced: std::collections::HashSet<String> = todo.iter().cloned().collect();
    for t in &todo {
        if !dir.join(t).is_file() {
            failures.push(format!(
                "cases.txt: TODO case `{t}` does not exist in {CORPUS}"
            ));
        }
    }
    for c in &cases {
        for f in std::iter::once(&c.workload).chain(c.config.iter()) {
            if !dir.join(f).is_file() {
                failures.push(format!(
                    "cases.txt:{}: `{f}` does not exist in {CORPUS}",
                    c.line_no
                ));
            }
            referenced.insert(f.clone());
        }
    }
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    names.sort();
    for n in &names {
        let is_case = n.ends_with(".yaml") && !n.starts_with("ok_") && !n.starts_with("cfg_ok_");
        // PTX (`pNN.ptx`) and AMDGPU (`aNN.s`) programs each need a harness `*.yaml`.
        let stem = n.strip_suffix(".ptx").or_else(|| n.strip_suffix(".s"));
        if is_case && !referenced.contains(n) {
            failures.push(format!("{CORPUS}/{n} is not listed in cases.txt"));
        }
        if let Some(stem) = stem.filter(|_| !n.starts_with("ok_")) {
            if !names.contains(&format!("{stem}.yaml")) {
                failures.push(format!("{CORPUS}/{n} has no harness workload {stem}.yaml"));
            }
        }
    }

    let t0 = Instant::now();
    for c in &cases {
        if let Some(f) = check_case(c) {
            failures.push(f);
        }
    }
    eprintln!(
        "{} bad-input cases checked in {:.2?} ({} known gaps commented out as `{TODO_PREFIX}...`)",
        cases.len(),
        t0.elapsed(),
        todo.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} bad-input case(s) failed:\n\n{}\n",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

/// The valid helpers (`ok_*.yaml`) the bad cases are variants of must themselves run,
/// so a bad case's error can only come from its one defect.
#[test]
fn valid_helpers_run() {
    let root = repo_root();
    let dir = root.join(CORPUS);
    let mut helpers: Vec<String> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|n| n.starts_with("ok_") && n.ends_with(".yaml"))
        .collect();
    helpers.sort();
    assert!(!helpers.is_empty(), "no ok_*.yaml helpers in {CORPUS}");
    let mut failures = Vec::new();
    for h in &helpers {
        let args = vec!["run".to_string(), format!("{CORPUS}/{h}")];
        match run_warpsim(&args) {
            Ok(r) if r.code == Some(0) => {}
            Ok(r) => failures.push(format!(
                "$ warpsim {}\n  exit {:?}{}\n  stderr: {}",
                args.join(" "),
                r.code,
                if r.timed_out { " (timed out)" } else { "" },
                r.stderr
                    .lines()
                    .take(3)
                    .collect::<Vec<_>>()
                    .join("\n          ")
            )),
            Err(e) => failures.push(e),
        }
    }
    assert!(
        failures.is_empty(),
        "valid helper workloads failed:\n{}",
        failures.join("\n")
    );
}

#[test]
fn location_parser_self_check() {
    let l = parse_located("a/b.ptx:12:3: error: unknown instruction `x`").unwrap();
    assert_eq!(
        (l.file, l.line, l.col, l.msg),
        ("a/b.ptx", 12, 3, "unknown instruction `x`")
    );
    assert!(parse_located("a.ptx: error: no location").is_err());
    assert!(parse_located("a.ptx:0:3: error: zero line").is_err());
    assert!(parse_located("a.ptx:1:0: error: zero col").is_err());
    assert!(parse_located("error: usage").is_err());
    assert!(
        num_matches("*", 7) && num_matches("3-9", 7) && num_matches("7", 7) && !num_matches("8", 7)
    );
    assert!(message_matches("a || b && c", "xbxc") && !message_matches("a || b && c", "ab"));
}
