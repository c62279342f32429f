//! Golden test: every shipped workload (PTX and AMDGPU) runs and matches its
//! independently computed expectation (workloads/*/expected.py), through the same
//! pipeline as `warpsim run`.

mod common;
use common::root;
use warpsim::driver::{run, RunArgs};

/// Every workload YAML one level below `dir`, sorted.
fn workload_yamls(dir: &str) -> Vec<std::path::PathBuf> {
    let mut yamls: Vec<_> = std::fs::read_dir(root().join(dir))
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
    yamls
}

/// Run every workload; returns the failures and how many carried an expectation.
fn run_all(yamls: &[std::path::PathBuf]) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut with_expect = 0;
    for y in yamls {
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
    (failures, with_expect)
}

#[test]
fn every_ptx_workload_runs_and_matches() {
    let yamls = workload_yamls("workloads/ptx");
    assert!(
        yamls.len() >= 7,
        "expected at least seven PTX workloads, found {}",
        yamls.len()
    );
    let (failures, with_expect) = run_all(&yamls);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The *_1m throughput workloads have no expectation (their outputs are MiBs).
    let throughput = yamls
        .iter()
        .filter(|y| y.to_string_lossy().ends_with("_1m.yaml"))
        .count();
    assert!(
        with_expect >= yamls.len() - throughput,
        "all workloads but the throughput ones carry an expectation"
    );
}

/// The tensor-core workloads on every shipped NVIDIA config whose architecture runs
/// their target (sm_80: every one; sm_90: the Hopper ones and sm_107a), timed, each
/// matching its expectation: the results do not depend on the GPU, and every config's
/// matrix pipes, memory system and latency entries carry them.
#[test]
fn tensor_core_workloads_match_on_every_nvidia_config() {
    let configs = [
        ("a100", 80),
        ("a100_80", 80),
        ("h100", 90),
        ("h100_pcie", 90),
        ("h200", 90),
        ("gh200", 90),
        ("sm107a", 107),
        ("b200", 100),
    ];
    let mut failures = Vec::new();
    let mut runs = 0;
    for w in [
        "mma_gemm",
        "wmma_gemm",
        "async_gemm",
        "sparse_gemm",
        "attention",
        "wgmma_gemm",
        "cute_tcgen05",
    ] {
        // Each workload's nvcc PTX and, where it has one, clang-22's (`<w>_clang`).
        for v in [w.to_string(), format!("{w}_clang")] {
            let dir = root().join("workloads/ptx").join(w);
            let Ok(ptx) = std::fs::read_to_string(dir.join(format!("{v}.ptx"))) else {
                assert!(v != w, "{w}: no {w}.ptx");
                continue;
            };
            let w = v.as_str();
            let target: u32 = ptx
                .lines()
                .find_map(|l| l.trim().strip_prefix(".target sm_"))
                .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
                .and_then(|t| t.parse().ok())
                .unwrap_or_else(|| panic!("{w}: no .target"));
            // An arch-specific target (sm_90a) runs on that architecture only.
            let specific = ptx.lines().any(|l| {
                l.trim()
                    .strip_prefix(".target sm_")
                    .is_some_and(|t| t.trim_end().ends_with('a'))
            });
            for (config, arch) in configs {
                if arch < target || specific && arch != target {
                    continue;
                }
                let args = RunArgs {
                    workload: dir.join(format!("{w}.yaml")),
                    config: Some(root().join(format!("configs/nvidia/{config}.yaml"))),
                    threads: 1,
                    ..Default::default()
                };
                runs += 1;
                match run(&args) {
                    Ok(out) if out.mismatches.0 == 0 && out.expected_buffers > 0 => {}
                    Ok(out) => failures.push(format!(
                        "{w} on {config}: {} elements differ ({} buffers checked)",
                        out.mismatches.0, out.expected_buffers
                    )),
                    Err(e) => failures.push(format!("{w} on {config}: {e}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(runs >= 40, "{runs} runs");
}

/// The AMDGPU workloads: clang-22 output for RDNA2/3/4 (wave32) and CDNA2/3
/// (wave64), each checked against expected.py's independent results.
#[test]
fn every_amdgpu_workload_runs_and_matches_on_every_target() {
    let yamls = workload_yamls("workloads/amdgpu");
    let names: Vec<String> = yamls
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    for t in [
        "gfx1100", "gfx942", "gfx90a", "gfx950", "gfx1030", "gfx1200", "gfx1201",
    ] {
        let n = names
            .iter()
            .filter(|s| s.ends_with(&format!("_{t}")))
            .count();
        assert!(
            n >= 5,
            "expected at least five workloads for {t}, found {n}"
        );
    }
    let (failures, with_expect) = run_all(&yamls);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(
        with_expect,
        yamls.len(),
        "every AMD workload carries an expectation"
    );
}

/// CUTLASS's own Hopper warp-specialized GEMM (example 48, `cutlass_ws/build.sh`):
/// every kernel of the file loads, the GEMM with its TMA multicast, mbarrier
/// pipeline, wgmma, setmaxnreg and cluster barriers. (It cannot run: its clusters
/// multicast into each other's shared memory; see build.sh.)
#[test]
fn cutlass_warp_specialized_gemm_loads() {
    let ptx = "workloads/ptx/cutlass_ws/cutlass_ws_gemm.ptx";
    let text = std::fs::read_to_string(root().join(ptx)).unwrap();
    for needle in [
        "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster",
        "setmaxnreg.inc.sync.aligned.u32",
        "mapa.shared::cluster.u32",
        "mbarrier.arrive.shared::cluster.b64",
        "wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32",
        "prefetch.tensormap",
    ] {
        assert!(text.contains(needle), "{needle}");
    }
    let (code, out, err) = common::warpsim(&["check", ptx]);
    assert_eq!(code, 0, "{out}{err}");
    let kernels = text.lines().filter(|l| l.contains(".entry ")).count();
    assert_eq!(kernels, 4);
    assert_eq!(
        out.lines().filter(|l| l.ends_with(": ok")).count(),
        kernels,
        "{out}"
    );
    assert!(out.contains("GemmUniversal"), "{out}");
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
        ("half/half.ptx", "fma.rn.f16x2"),
        ("half/half.ptx", "min.f16"),
        ("switch/switch.ptx", "brx.idx"),
        ("mma_gemm/mma_gemm.ptx", "mma.sync.aligned.m16n8k16"),
        ("async_gemm/async_gemm.ptx", "cp.async.cg.shared.global"),
        ("async_gemm/async_gemm.ptx", "cp.async.wait_group 1"),
        ("async_gemm/async_gemm.ptx", "ldmatrix.sync.aligned.m8n8.x4"),
        (
            "wmma_gemm/wmma_gemm.ptx",
            "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32",
        ),
        (
            "wmma_gemm/wmma_gemm.ptx",
            "wmma.load.b.sync.aligned.row.m16n16k8.tf32",
        ),
        ("wmma_gemm/wmma_gemm.ptx", "cvt.rna.tf32.f32"),
        (
            "sparse_gemm/sparse_gemm.ptx",
            "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32",
        ),
        (
            "sparse_gemm/sparse_gemm.ptx",
            "mma.sp.sync.aligned.m16n8k64.row.col.s32.s8.s8.s32",
        ),
        ("attention/attention.ptx", "mma.sync.aligned.m16n8k16"),
        (
            "wgmma_gemm/wgmma_gemm.ptx",
            "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16",
        ),
        (
            "wgmma_gemm/wgmma_gemm.ptx",
            "wgmma.commit_group.sync.aligned",
        ),
        (
            "cute_wgmma/cute_wgmma.ptx",
            "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16",
        ),
        (
            "cute_wgmma/cute_wgmma_tma.ptx",
            "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes",
        ),
        (
            "cute_wgmma/cute_wgmma_tma.ptx",
            "barrier.cluster.arrive.aligned",
        ),
        (
            "cute_tcgen05/cute_tcgen05.ptx",
            "tcgen05.mma.cta_group::1.kind::f16",
        ),
        (
            "cute_tcgen05/cute_tcgen05.ptx",
            "tcgen05.ld.sync.aligned.32x32b.x1.b32",
        ),
        ("printf/printf.ptx", "call.uni (retval0), \n\tvprintf, "),
        ("attention/attention.ptx", "ex2.approx.f32"),
        ("attention/attention.ptx", "cvt.rn.f16x2.f32"),
        ("attention/attention.ptx", "shfl.sync.bfly.b32"),
        (
            "barrier_copy/barrier_copy_sm80.ptx",
            "cp.async.mbarrier.arrive.shared.b64",
        ),
        (
            "barrier_copy/barrier_copy_sm80.ptx",
            "mbarrier.test_wait.shared.b64",
        ),
        (
            "barrier_copy/barrier_copy_sm90.ptx",
            "mbarrier::complete_tx::bytes",
        ),
        (
            "barrier_copy/barrier_copy_sm90.ptx",
            "mbarrier.try_wait.shared::cta.b64",
        ),
        ("bulk_reduce/bulk_reduce.ptx", "atom.add.noftz.f16 "),
        ("bulk_reduce/bulk_reduce.ptx", "atom.add.noftz.bf16 "),
        ("bulk_reduce/bulk_reduce.ptx", "atom.add.noftz.f16x2 "),
        ("bulk_reduce/bulk_reduce.ptx", "atom.global.add.v4.f32"),
        ("bulk_reduce/bulk_reduce.ptx", "atom.global.add.v2.f32"),
        (
            "bulk_reduce/bulk_reduce.ptx",
            "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32",
        ),
        (
            "bulk_reduce/bulk_reduce.ptx",
            "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group",
        ),
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

#[test]
fn required_amdgpu_workloads_exist_with_their_instructions() {
    let dir = root().join("workloads/amdgpu");
    let read =
        |p: &str| std::fs::read_to_string(dir.join(p)).unwrap_or_else(|e| panic!("{p}: {e}"));
    for t in ["gfx1100", "gfx942"] {
        for (name, needles) in [
            ("pack_rgba8", &["v_cvt_pk_u8_f32"][..]),
            ("vadd", &["v_add_f32"][..]),
            ("divergent", &["s_cbranch_execz", "s_cbranch_execnz"][..]),
            ("lds_reduce", &["s_barrier", "ds_"][..]),
            ("bitfield", &["v_bfe_u32", "v_bfe_i32"][..]),
        ] {
            let s = read(&format!("{name}/{name}_{t}.s"));
            for n in needles {
                assert!(s.contains(n), "{name}_{t}.s should contain `{n}`");
            }
            let y = read(&format!("{name}/{name}_{t}.yaml"));
            assert!(y.contains("expect:"), "{name}_{t}.yaml has an expectation");
        }
    }
    // smfmac_gemm: gfx942's sparse MFMA, from clang-22 (gfx950's SMFMACs take other
    // layouts, which warpsim does not model).
    assert_eq!(read("smfmac_gemm/targets").trim(), "gfx942");
    assert!(read("smfmac_gemm/smfmac_gemm_gfx942.s").contains("v_smfmac_f32_16x16x32_f16 "));
    // mfma_gemm is built for the CDNA targets its `targets` file lists (the MFMA
    // builtin does not exist on RDNA), with the MFMA in every build.
    assert_eq!(
        read("mfma_gemm/targets")
            .split_whitespace()
            .collect::<Vec<_>>(),
        ["gfx90a", "gfx942", "gfx950"]
    );
    for (t, needle) in [
        ("gfx90a", "v_mfma_f32_16x16x16f16 "),
        ("gfx942", "v_mfma_f32_16x16x16_f16 "),
        ("gfx950", "v_mfma_f32_16x16x16_f16 "),
    ] {
        let s = read(&format!("mfma_gemm/mfma_gemm_{t}.s"));
        assert!(
            s.contains(needle),
            "mfma_gemm_{t}.s should contain `{needle}`"
        );
        let y = read(&format!("mfma_gemm/mfma_gemm_{t}.yaml"));
        assert!(
            y.contains("expect:"),
            "mfma_gemm_{t}.yaml has an expectation"
        );
    }
    for t in ["gfx1100", "gfx1030", "gfx1200", "gfx1201"] {
        let y = dir.join(format!("mfma_gemm/mfma_gemm_{t}.yaml"));
        assert!(
            !y.exists(),
            "{} should not exist (RDNA has no MFMA)",
            y.display()
        );
    }
    // dot_q8 runs the dot-product builtins on every target, in each one's spelling.
    for (t, needles) in [
        (
            "gfx90a",
            &["v_dot4c_i32_i8_e32 ", "v_dot2c_f32_f16_e32 "][..],
        ),
        (
            "gfx942",
            &["v_dot4c_i32_i8_e32 ", "v_dot2c_f32_f16_e32 "][..],
        ),
        (
            "gfx950",
            &["v_dot4c_i32_i8_e32 ", "v_dot2c_f32_f16_e32 "][..],
        ),
        ("gfx1030", &["v_dot4c_i32_i8 ", "v_dot2c_f32_f16 "][..]),
        (
            "gfx1100",
            &["v_dot4_i32_iu8 ", "neg_lo:[1,1,0]", "v_dot2acc_f32_f16 "][..],
        ),
        ("gfx1200", &["v_dot4_i32_iu8 ", "v_dot2_f32_f16 "][..]),
        ("gfx1201", &["v_dot4_i32_iu8 ", "v_dot2_f32_f16 "][..]),
    ] {
        let s = read(&format!("dot_q8/dot_q8_{t}.s"));
        for n in needles {
            assert!(s.contains(n), "dot_q8_{t}.s should contain `{n}`");
        }
        let y = read(&format!("dot_q8/dot_q8_{t}.yaml"));
        assert!(y.contains("expect:"), "dot_q8_{t}.yaml has an expectation");
    }
    // wmma_gemm is built for gfx1100 (RDNA3) and gfx1201 (RDNA4) only, the WMMA in
    // both builds (the same mnemonic; the register counts differ).
    assert_eq!(
        read("wmma_gemm/targets")
            .split_whitespace()
            .collect::<Vec<_>>(),
        ["gfx1100", "gfx1201"]
    );
    for (t, needle) in [
        (
            "gfx1100",
            "v_wmma_f32_16x16x16_f16 v[0:7], v[29:36], v[37:44], v[0:7]",
        ),
        (
            "gfx1201",
            "v_wmma_f32_16x16x16_f16 v[0:7], v[36:39], v[40:43], v[0:7]",
        ),
    ] {
        let s = read(&format!("wmma_gemm/wmma_gemm_{t}.s"));
        assert!(
            s.contains(needle),
            "wmma_gemm_{t}.s should contain `{needle}`"
        );
        let y = read(&format!("wmma_gemm/wmma_gemm_{t}.yaml"));
        assert!(
            y.contains("abs: 0.0005"),
            "wmma_gemm_{t}.yaml has a bounded expectation"
        );
    }
    // Wave sizes as the targets define them.
    assert!(read("vadd/vadd_gfx1100.s").contains(".amdhsa_wavefront_size32 1"));
    assert!(!read("vadd/vadd_gfx942.s").contains(".amdhsa_wavefront_size32 1"));
}
