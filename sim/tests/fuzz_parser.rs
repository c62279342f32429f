//! Parser robustness: a million mutated PTX inputs (byte flips, token insertions and
//! deletions, splices, truncations of real programs) through the parser and the
//! linker, none of which may panic; and a smaller set of mutated kernels that parse
//! are also executed (bounded cycles) without a panic. Seeds are printed so any
//! failure reproduces.

mod common;
use common::*;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Seed programs: every small PTX file of the corpus and the shipped workloads.
fn seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for dir in ["sim/tests/corpus/bad", "workloads/ptx"] {
        let mut stack = vec![root().join(dir)];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "ptx") {
                    let b = std::fs::read(&p).unwrap();
                    // Small files keep a million parses fast; large ones contribute windows.
                    if b.len() <= 3000 {
                        out.push(b);
                    } else {
                        out.push(b[..3000].to_vec());
                    }
                }
            }
        }
    }
    out.sort();
    out
}

const DICT: &[&str] = &[
    // Constructs added for real code (issue 10): jump tables, warp reductions, carry
    // chains, halves and 8-bit floats, hints.
    ".branchtargets",
    "brx.idx",
    "redux.sync.add.u32",
    "elect.sync",
    "WARP_SZ",
    "madc.hi.cc.u32",
    "mad.lo.cc.u64",
    ".satfinite",
    ".e4m3x2",
    ".f16x2",
    ".bf16",
    "griddepcontrol.wait",
    "prefetch.global.L2",
    "nanosleep.u32",
    ".reg",
    ".b32",
    ".u64",
    ".pred",
    ".param",
    ".entry",
    ".func",
    ".global",
    ".shared",
    ".local",
    ".const",
    ".align",
    ".extern",
    ".version",
    ".target",
    "sm_90",
    "sm_107a",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    ",",
    ";",
    ":",
    "@",
    "!",
    "|",
    "+",
    "-",
    "<",
    ">",
    "=",
    "%r1",
    "%rd1",
    "%p1",
    "%tid.x",
    "%r<4>",
    "$L__BB0_1",
    "0f3F800000",
    "0d3FF0000000000000",
    "0x7FFFFFFF",
    "-1",
    "4294967296",
    "99999999999999999999",
    "add.s32",
    "bfe.u32",
    "cvt.pack.sat.u8.s32.b32",
    "spdecompress.b8.b4.sp::2:4.x2",
    "ld.global.v4.u32",
    "st.shared.b32",
    "bra",
    "call.uni",
    "ret",
    "exit",
    "bar.sync",
    "shfl.sync.idx.b32",
    "setp.lt.and.s32",
    "mov.b64",
    "/*",
    "*/",
    "//",
    "\"",
    "\n",
    "\0",
    "\u{feff}",
    "é",
    "_",
    "{%r1, %r2}",
    "[%rd1+-4]",
    "sp::",
    "::",
    ".x64",
    ".sp::4:16",
];

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut b = seeds[(rng.next() % seeds.len() as u64) as usize].clone();
    let n = 1 + rng.next() % 4;
    for _ in 0..n {
        let len = b.len().max(1);
        let at = (rng.next() % len as u64) as usize;
        match rng.next() % 7 {
            0 if !b.is_empty() => b[at] = rng.next() as u8,
            1 if !b.is_empty() => b[at] = b" \n;,{}[]%.:0x"[(rng.next() % 13) as usize],
            2 => {
                let t = DICT[(rng.next() % DICT.len() as u64) as usize].as_bytes();
                let at = at.min(b.len());
                b.splice(at..at, t.iter().copied());
            }
            3 if !b.is_empty() => {
                let end = (at + 1 + (rng.next() % 40) as usize).min(b.len());
                b.drain(at..end);
            }
            4 => b.truncate(at),
            5 if !b.is_empty() => {
                let end = (at + (rng.next() % 80) as usize).min(b.len());
                let piece = b[at..end].to_vec();
                let to = (rng.next() % (b.len() as u64 + 1)) as usize;
                b.splice(to..to, piece);
            }
            _ => {
                let other = &seeds[(rng.next() % seeds.len() as u64) as usize];
                let cut = (rng.next() % (other.len() as u64 + 1)) as usize;
                b.truncate(at.min(b.len()));
                b.extend_from_slice(&other[cut..]);
            }
        }
    }
    b
}

fn fuzz(seed: u64, n: usize) {
    let seeds = seeds();
    assert!(seeds.len() >= 20);
    let mut rng = Rng(seed);
    let mut parsed = 0usize;
    for k in 0..n {
        let input = mutate(&mut rng, &seeds);
        let r = catch_unwind(AssertUnwindSafe(|| {
            if let Ok(m) = warpsim::isa::ptx::parse("fuzz.ptx", &input) {
                for k in m.kernels() {
                    let _ = warpsim::ir::link(&m, k);
                }
                true
            } else {
                false
            }
        }));
        match r {
            Ok(ok) => parsed += ok as usize,
            Err(_) => {
                let path = std::env::temp_dir().join(format!("warpsim-fuzz-{seed:x}-{k}.ptx"));
                std::fs::write(&path, &input).unwrap();
                panic!(
                    "parser panicked on input {k} of seed {seed:#x}; saved to {}",
                    path.display()
                );
            }
        }
    }
    eprintln!("seed {seed:#x}: {n} inputs, {parsed} parsed and linked");
}

/// Two halves of a million inputs (so the two run in parallel).
fn count() -> usize {
    if cfg!(debug_assertions) {
        50_000
    } else {
        500_000
    }
}

#[test]
fn million_mutated_inputs_half_a() {
    fuzz(0xF022_0001, count());
}

#[test]
fn million_mutated_inputs_half_b() {
    fuzz(0xF022_0002, count());
}

#[test]
fn mutated_kernels_execute_without_panicking() {
    // Mutate the instruction lines of a real kernel and run whatever still parses.
    let base = std::fs::read_to_string(root().join("sim/tests/corpus/bad/ok_store.ptx")).unwrap();
    let lines: Vec<&str> = base.lines().collect();
    let body: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with('\t') && !lines[i].contains(".reg"))
        .collect();
    let mut rng = Rng(0xE2EC);
    let (mut ran, mut faults) = (0, 0);
    for _ in 0..3000 {
        let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
        for _ in 0..1 + rng.next() % 3 {
            let i = body[(rng.next() % body.len() as u64) as usize];
            let t = DICT[(rng.next() % DICT.len() as u64) as usize];
            match rng.next() % 3 {
                0 => l[i] = format!("\t{t} {}", l[i].trim()),
                1 => l[i] = l[i].replacen(' ', &format!(" {t} "), 1),
                _ => {
                    let j = body[(rng.next() % body.len() as u64) as usize];
                    l.swap(i, j);
                }
            }
        }
        let ptx = l.join("\n");
        let yaml = "program: k.ptx\ngrid: 2\nblock: [48, 1, 1]\nbuffers:\n  out: { type: u32, count: 64 }\nargs: [out, 64]\n";
        let r = catch_unwind(AssertUnwindSafe(|| run_files(&ptx, yaml, None, &[])));
        match r {
            Ok(Ok(_)) => ran += 1,
            Ok(Err(warpsim::Error::Fault(_))) => faults += 1,
            Ok(Err(_)) => {}
            Err(_) => panic!("panic on mutated kernel:\n{ptx}"),
        }
    }
    eprintln!("{ran} mutated kernels ran to completion, {faults} faulted");
    assert!(ran + faults > 100);
}
