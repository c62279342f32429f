//! Workload robustness for the application and argument forms added for real code:
//! mutated copies of an application workload (`launches:` with repeat/rotate, host
//! steps and a loop) and of struct arguments never panic: each is run or refused with
//! an error. Seeds are printed so any failure reproduces.

mod common;
use common::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use warpsim::driver::{run, RunArgs};

const TOKENS: &[&str] = &[
    "launches:",
    "loop:",
    "until:",
    "repeat: 0",
    "repeat: 3",
    "rotate: [a, b]",
    "rotate: [a]",
    "rotate: [in, a]",
    "fill:",
    "copy:",
    "swap: [a]",
    "swap: [a, b, c]",
    "swap: [in, a]",
    "{ buffer: flag, equals: -1, max: 2 }",
    "max: 0",
    "equals: 1.5",
    "value: 1e99",
    "value: -1",
    "program: nope",
    "programs: { x: app_chain.ptx }",
    "grid: 0",
    "block: 2048",
    "grid: [1, 1, 1, 1]",
    "{ fields: [ {type: f32, value: 1} ] }",
    "{ bytes: [1, 2] }",
    "{ fields: [ {type: u64, value: a} ] }",
    "{}",
    "[]",
    "-",
    ":",
    "{",
    "}",
    "[",
    "]",
    ",",
    "args: []",
    "kernel: smooth",
    "kernel: nothere",
    "dynamic_shared_bytes: 99999999",
];

#[test]
fn mutated_applications_never_panic() {
    let dir = tmpdir("fuzzapp");
    let src = root().join("workloads/ptx/app_chain");
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        std::fs::copy(&p, dir.join(p.file_name().unwrap())).unwrap();
    }
    let base = std::fs::read_to_string(src.join("app_chain.yaml")).unwrap();
    let lines: Vec<&str> = base.lines().collect();
    let y = dir.join("m.yaml");
    let seed = 0x5eed_a991u64;
    let mut rng = Rng(seed);
    let mut ran = 0;
    for case in 0..600 {
        let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
        for _ in 0..1 + rng.next() % 3 {
            let i = (rng.next() as usize) % l.len();
            let t = TOKENS[(rng.next() as usize) % TOKENS.len()];
            match rng.next() % 4 {
                0 => l[i].push_str(&format!(" {t}")),
                1 => {
                    // Replace a value after a colon.
                    if let Some(c) = l[i].find(": ") {
                        l[i] = format!("{}: {t}", &l[i][..c]);
                    }
                }
                2 => l.insert(i, format!("  - {t}")),
                _ => {
                    l.remove(i);
                }
            }
            if l.is_empty() {
                l.push(String::new());
            }
        }
        std::fs::write(&y, l.join("\n")).unwrap();
        let args = RunArgs {
            workload: y.clone(),
            functional: case % 2 == 0,
            max_cycles: Some(200_000),
            ..Default::default()
        };
        let r = catch_unwind(AssertUnwindSafe(|| run(&args)));
        match r {
            Ok(Ok(_)) => ran += 1,
            Ok(Err(e)) => assert!(!e.to_string().is_empty()),
            Err(_) => {
                let keep =
                    std::env::temp_dir().join(format!("warpsim-fuzzapp-{seed:x}-{case}.yaml"));
                std::fs::copy(&y, &keep).unwrap();
                panic!(
                    "workload case {case} (seed {seed:#x}) panicked; saved to {}",
                    keep.display()
                );
            }
        }
    }
    // Some mutants still run (a mutation of an unused line, an extra repeat, ...).
    assert!(
        ran > 0,
        "no mutant ran at all: the mutations are too destructive to test runs"
    );
}
