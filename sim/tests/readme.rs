//! The README, tried as a new user would: every `sh` block runs as written, from a fresh
//! directory that sees the repository's files, with `cargo run --release [--example E] --`
//! standing for the already built binaries (and `cargo test` for this very suite, so it is
//! checked, not run). The worked scheduling study's table and plots in
//! `workloads/studies/scheduling/` must be what its sweep writes. `bash` blocks (cluster
//! scripts, the 40-minute calibration) are not run: each `warpsim` command in them must
//! be a real subcommand.

mod common;

use common::{root, tmpdir};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The README's fenced blocks of language `lang`, in order.
fn blocks(readme: &str, lang: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for line in readme.lines() {
        match &mut cur {
            None if line.trim_end() == format!("```{lang}") => cur = Some(String::new()),
            None => {}
            Some(_) if line.trim_end() == "```" => out.push(cur.take().unwrap()),
            Some(b) => {
                b.push_str(line);
                b.push('\n');
            }
        }
    }
    assert!(cur.is_none(), "an unclosed ```{lang} block");
    out
}

fn example_bin() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("examples")
        .join("crit_sched")
}

/// A directory that looks like the repository root to the README's commands: its
/// folders linked in, its outputs kept apart.
fn sandbox() -> PathBuf {
    let d = tmpdir("readme");
    for name in ["workloads", "configs", "traces", "sim", "tools"] {
        std::os::unix::fs::symlink(root().join(name), d.join(name)).unwrap();
    }
    d
}

/// Run one block under bash (`set -euo pipefail`), `cargo` standing for the built
/// binaries.
fn run_block(dir: &Path, block: &str) -> (bool, String) {
    let shim = r#"
set -euo pipefail
cargo() {
  case "$*" in
    "test --release"*) echo "(cargo test: this suite)"; return 0 ;;
    "run --release --example crit_sched -- "*) shift 5; "$CRIT" "$@" ;;
    "run --release -- "*) shift 3; "$WARPSIM" "$@" ;;
    *) echo "README test: unexpected cargo command: cargo $*" >&2; return 99 ;;
  esac
}
warpsim() { "$WARPSIM" "$@"; }
"#;
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!("{shim}\n{block}"))
        .current_dir(dir)
        .env("WARPSIM", env!("CARGO_BIN_EXE_warpsim"))
        .env("CRIT", example_bin())
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn every_readme_command_runs_as_written() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let sh = blocks(&readme, "sh");
    assert!(sh.len() >= 8, "{} sh blocks", sh.len());
    // The README starts with the two commands: the main job, and the tests.
    let first: Vec<&str> = sh[0].lines().collect();
    assert!(
        first[0].starts_with("cargo run --release -- run workloads/"),
        "{}",
        first[0]
    );
    assert!(first[1].starts_with("cargo test --release"), "{}", first[1]);
    assert!(example_bin().exists(), "cargo test builds the examples");
    let dir = sandbox();
    for (i, b) in sh.iter().enumerate() {
        let (ok, out) = run_block(&dir, b);
        assert!(
            ok,
            "README sh block {i} failed:\n{b}\n--- output ---\n{out}"
        );
    }
    // What the blocks promise to leave behind.
    for f in [
        "reduce.json",
        "reduce.config.yaml",
        "reduce.pftrace",
        "reduce-plots/ipc.svg",
        "reduce-plots/bandwidth.svg",
        "my/y.bin",
        "study/summary.md",
        "crit-study/results.csv",
        "sched-study/cycles.svg",
        "chain-plots/stall_mix.svg",
    ] {
        assert!(
            dir.join(f).exists(),
            "{f} missing after the README's commands"
        );
    }
    // The worked study in the README is the sweep's own output.
    let committed = root().join("workloads/studies/scheduling");
    for f in ["summary.md", "cycles.svg", "stalls.svg"] {
        let fresh = std::fs::read_to_string(dir.join("sched-study").join(f)).unwrap();
        let kept = std::fs::read_to_string(committed.join(f)).unwrap();
        assert!(
            fresh == kept,
            "workloads/studies/scheduling/{f} is stale: run workloads/studies/scheduling/run.sh"
        );
    }
    let summary = std::fs::read_to_string(committed.join("summary.md")).unwrap();
    for line in summary.lines().filter(|l| l.starts_with("| (default)")) {
        assert!(readme.contains(line), "README's study table lacks {line:?}");
    }
}

#[test]
fn the_readme_summary_is_what_run_prints() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let (code, out, err) =
        common::warpsim(&["run", "workloads/ptx/matmul_tiled/matmul_tiled.yaml"]);
    assert_eq!(code, 0, "{err}");
    let text = format!("{err}{out}");
    let mut n = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with("config:") && !l.contains("host:"))
    {
        assert!(
            readme.contains(line),
            "README's sample summary lacks {line:?}: update it"
        );
        n += 1;
    }
    assert!(n >= 5);
}

#[test]
fn readme_bash_blocks_name_real_commands() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let bash = blocks(&readme, "bash");
    assert!(!bash.is_empty());
    let mut seen = 0;
    for b in &bash {
        for line in b.lines() {
            let Some(pos) = line.find("warpsim ") else {
                continue;
            };
            let words: Vec<&str> = line[pos + 8..].split_whitespace().collect();
            let Some(sub) = words.first() else { continue };
            let mut args = vec![*sub];
            if *sub == "sweep" && words.get(1) == Some(&"merge") {
                args.push("merge");
            }
            args.push("--help");
            let (code, out, err) = common::warpsim(&args);
            assert_eq!(code, 0, "{line}: {out}{err}");
            // Each --flag on the line is one the subcommand has.
            for w in &words {
                if let Some(flag) = w.strip_prefix("--") {
                    let flag = flag.split('=').next().unwrap();
                    assert!(
                        out.contains(&format!("--{flag}")),
                        "{line}: no --{flag} in `warpsim {sub} --help`"
                    );
                }
            }
            seen += 1;
        }
    }
    assert!(seen >= 4, "{seen} commands");
}
