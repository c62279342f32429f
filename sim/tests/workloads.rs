//! Golden test: every shipped PTX workload runs and matches its independently
//! computed expectation (workloads/ptx/expected.py), through the same pipeline as
//! `warpsim run`.

mod common;
use common::root;
use warpsim::driver::{run, RunArgs};

#[test]
fn every_ptx_workload_runs_and_matches() {
    let dir = root().join("workloads/ptx");
    let mut yamls: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .flat_map(|e| {
            std::fs::read_dir(e.path())
                .unwrap()
                .filter_map(|f| f.ok())
                .map(|f| f.path())
        })
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    yamls.sort();
    assert!(
        yamls.len() >= 7,
        "expected at least seven PTX workloads, found {}",
        yamls.len()
    );
    let mut failures = Vec::new();
    let mut with_expect = 0;
    for y in &yamls {
        let args = RunArgs {
            workload: y.clone(),
            threads: 1,
            ..Default::default()
        };
        match run(&args) {
            Ok(out) if out.mismatches.0 == 0 => with_expect += (out.expected_buffers > 0) as usize,
            Ok(out) => failures.push(format!(
                "{}: {} elements differ: {:?}",
                y.display(),
                out.mismatches.0,
                out.mismatches.1
            )),
            Err(e) => failures.push(format!("{}: {e}", y.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        with_expect >= yamls.len() - 1,
        "all workloads but the throughput one carry an expectation"
    );
}

#[test]
fn required_workloads_exist_with_their_instructions() {
    let dir = root().join("workloads/ptx");
    let read =
        |p: &str| std::fs::read_to_string(dir.join(p)).unwrap_or_else(|e| panic!("{p}: {e}"));
    // (workload, instruction text the PTX must contain)
    for (file, needle) in [
        ("vadd/vadd.ptx", "add.f32"),
        ("saxpy/saxpy.ptx", "fma.rn.f32"),
        ("divergent/divergent.ptx", "bra"),
        ("reduce/reduce.ptx", "bar.sync"),
        ("reduce/reduce.ptx", "shfl.sync"),
        ("quant_pack/quant_pack.ptx", "cvt.pack.sat.s8.s32.b32"),
        ("bitfield/bitfield.ptx", "bfe.u32"),
        ("bitfield/bitfield.ptx", "bfe.s32"),
        ("spdecompress/spdecompress.ptx", "spdecompress."),
    ] {
        assert!(
            read(file).contains(needle),
            "{file} should contain `{needle}`"
        );
    }
    // The bitfield kernel's bfe comes from LLVM, not from inline asm.
    let bf = read("bitfield/bitfield.ptx");
    for line in bf.lines().filter(|l| l.contains("bfe.")) {
        let before = &bf[..bf.find(line).unwrap()];
        let last_open = before.rfind("begin inline asm");
        let last_close = before.rfind("end inline asm");
        assert!(
            last_open.is_none() || last_close > last_open,
            "bfe inside inline asm: {line}"
        );
    }
    assert!(read("spdecompress/spdecompress.ptx").contains(".version 9.4"));
    assert!(read("spdecompress/spdecompress.ptx").contains(".target sm_107a"));
}
