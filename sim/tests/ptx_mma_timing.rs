//! `mma.sync.aligned` and `wmma.mma` on the timing model: a dependent chain (D feeds the next C)
//! runs at the latency of its latency-table entry and a stream of eight independent
//! accumulators at its issue interval, for each family of forms on the H100 and A100
//! configs; the expected cycles are read from the config (the engine's own lookup),
//! never written here; the sm_120a `.kind` forms (block-scaled included) likewise on a
//! retargeted config. Also: the simulated peak per SM equals the config's rate.

mod common;
use common::*;

/// Operations per clock segment (segments N, N, 2N as in workloads/micro).
const N: usize = 32;
/// Independent accumulators of the stream.
const K: usize = 8;

struct Form {
    mnemonic: &'static str,
    key: &'static str,
    /// Operands after C (mma.sp: the metadata register and the selector).
    extra: &'static str,
    /// Registers of A, B and C/D; `wide`: 64-bit registers (`.f64`).
    a: usize,
    b: usize,
    c: usize,
    wide: bool,
}

const FORMS: &[Form] = &[
    Form {
        mnemonic: "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
        extra: "",
        key: "mma.m16n8k16.f16.f32",
        a: 4,
        b: 2,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16",
        extra: "",
        key: "mma.m16n8k8.f16.f16",
        a: 2,
        b: 1,
        c: 2,
        wide: false,
    },
    Form {
        mnemonic: "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
        extra: "",
        key: "mma.m16n8k8.tf32.f32",
        a: 4,
        b: 2,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32",
        extra: "",
        key: "mma.m16n8k32.s8.s32",
        a: 4,
        b: 2,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32",
        extra: "",
        key: "wmma.m16n16k16.f16.f32",
        a: 8,
        b: 8,
        c: 8,
        wide: false,
    },
    Form {
        mnemonic: "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32",
        extra: "",
        key: "wmma.m16n16k16.s8.s32",
        a: 2,
        b: 2,
        c: 8,
        wide: false,
    },
    Form {
        mnemonic: "wmma.mma.sync.aligned.row.row.m16n16k8.f32.tf32.tf32.f32",
        extra: "",
        key: "wmma.m16n16k8.tf32.f32",
        a: 4,
        b: 4,
        c: 8,
        wide: false,
    },
    Form {
        mnemonic: "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64",
        extra: "",
        key: "mma.m8n8k4.f64.f64",
        a: 1,
        b: 1,
        c: 2,
        wide: true,
    },
    Form {
        mnemonic: "mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32",
        extra: "",
        key: "mma.m8n8k4.f16.f32",
        a: 2,
        b: 2,
        c: 8,
        wide: false,
    },
    Form {
        mnemonic: "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32",
        extra: ", %r90, 1",
        key: "mma.sp.m16n8k32.f16.f32",
        a: 4,
        b: 4,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "mma.sp.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32",
        extra: ", %r90, 0",
        key: "mma.sp.m16n8k16.tf32.f32",
        a: 4,
        b: 4,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "mma.sp.sync.aligned.m16n8k64.row.col.s32.s8.s8.s32",
        extra: ", %r90, 0",
        key: "mma.sp.m16n8k64.s8.s32",
        a: 4,
        b: 4,
        c: 4,
        wide: false,
    },
];

fn regs(pfx: &str, first: usize, n: usize) -> String {
    (first..first + n)
        .map(|k| format!("%{pfx}{k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A one-warp kernel: clock reads t0..t3 around N, N and 2N mma; `stream` rotates
/// over K accumulators, a chain feeds each D into the next C. `target`: the
/// `.version`/`.target` lines.
fn kernel(f: &Form, stream: bool, target: &str) -> String {
    let p = if f.wide { "fd" } else { "r" };
    let acc = |j: usize| regs(p, 100 + j * f.c, f.c);
    let (a, b) = (regs(p, 1, f.a), regs(p, 1 + f.a, f.b));
    let mut body = String::new();
    for r in 1..=f.a + f.b {
        body += &if f.wide {
            format!("\tmov.f64 %fd{r}, 0d3FF0000000000000;\n")
        } else {
            format!("\tmov.b32 %r{r}, 0x3C003C00;\n")
        };
    }
    for j in 0..K {
        for r in 0..f.c {
            body += &format!(
                "\tmov.b{} %{p}{}, 0;\n",
                if f.wide { 64 } else { 32 },
                100 + j * f.c + r
            );
        }
    }
    // mma.sp metadata: indices 0 and 1 in every chunk (0b1110 would do for .tf32 too);
    // block scale factors of 1 (ue8m0 0x7F).
    body += "\tmov.b32 %r90, 0x44444444;\n\tmov.b32 %r91, 0x7F7F7F7F;\n";
    let mut k = 0;
    for (seg, n) in [(0, N), (1, N), (2, 2 * N)] {
        body += &format!("\tmov.u32 %c{seg}, %clock;\n");
        for _ in 0..n {
            let j = if stream { k % K } else { 0 };
            body += &format!(
                "\t{} {{{}}}, {{{a}}}, {{{b}}}, {{{}}}{};\n",
                f.mnemonic,
                acc(j),
                acc(j),
                f.extra
            );
            k += 1;
        }
    }
    body += "\tmov.u32 %c3, %clock;\n";
    format!(
        "{target}\n.address_size 64\n.visible .entry k(.param .u64 out)\n{{\n\
         \t.reg .b32 %r<200>;\n\t.reg .f64 %fd<200>;\n\t.reg .b32 %c<4>;\n\t.reg .b64 %rd<4>;\n\
         {body}\tld.param.u64 %rd1, [out];\n\tmov.u32 %r199, %tid.x;\n\tmul.wide.u32 %rd2, %r199, 16;\n\
         \tadd.s64 %rd1, %rd1, %rd2;\n\tst.global.v4.u32 [%rd1], {{%c0, %c1, %c2, %c3}};\n\tret;\n}}\n"
    )
}

fn run(f: &Form, stream: bool, config: &str) -> ([u32; 4], Timed) {
    run_on(f, stream, config, ".version 8.5\n.target sm_80")
}

fn run_on(f: &Form, stream: bool, config: &str, target: &str) -> ([u32; 4], Timed) {
    let d = tmpdir("mma_timing");
    std::fs::write(d.join("k.ptx"), kernel(f, stream, target)).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  out: { type: u32, count: 128 }\nargs: [out]\n",
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[])
        .unwrap_or_else(|e| panic!("{}: {e}", f.key));
    let c = t.u32s("out");
    for l in 1..32 {
        assert_eq!(
            &c[4 * l..4 * l + 4],
            &c[0..4],
            "lanes read different clocks"
        );
    }
    ([c[0], c[1], c[2], c[3]], t)
}

/// The sm_120a `.kind` forms (plain and block-scaled, dense and sparse), on the
/// sm_107a config retargeted to sm_120a (no sm_120 GPU is shipped; their keys fall
/// back to the config's `mma` class entry).
const SM120A_FORMS: &[Form] = &[
    Form {
        mnemonic: "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32",
        extra: "",
        key: "mma.m16n8k32.e3m2.f32",
        a: 4,
        b: 2,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0",
        extra: ", %r91, {0, 0}, %r91, {0, 0}",
        key: "mma.mxf8f6f4.m16n8k32.e4m3.f32",
        a: 4,
        b: 2,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0",
        extra: ", %r91, {2, 1}, %r91, {0, 3}",
        key: "mma.mxf4nvf4.m16n8k64.e2m1.f32",
        a: 4,
        b: 2,
        c: 4,
        wide: false,
    },
    Form {
        mnemonic: "mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0",
        extra: ", %r90, 0, %r91, {0, 0}, %r91, {0, 0}",
        key: "mma.sp.mxf4.m16n8k128.e2m1.f32",
        a: 4,
        b: 4,
        c: 4,
        wide: false,
    },
];

/// The chain and stream of `f` on `config` match its latency-table entry.
fn check_entry(f: &Form, config: &str, target: &str) {
    let (t, timed) = run_on(f, false, config, target);
    let e = timed.entry(f.key);
    let (s1, s2) = (t[2] - t[1], t[3] - t[2]);
    assert_eq!(s1, N as u32 * e.latency, "{config} {} chain: {t:?}", f.key);
    assert_eq!(s2, 2 * s1, "{config} {} chain: {t:?}", f.key);
    assert!(
        K as u32 * e.issue_interval >= e.latency,
        "{}: stream too short",
        f.key
    );
    let (t, _) = run_on(f, true, config, target);
    let per = ((t[3] - t[2]) - (t[2] - t[1])) / N as u32;
    assert_eq!(per, e.issue_interval, "{config} {} stream: {t:?}", f.key);
}

#[test]
fn sm120a_kind_forms_are_timed_by_their_entries() {
    let d = tmpdir("mma_timing_cfg");
    let cfg = d.join("sm120a.yaml");
    std::fs::write(&cfg, sm120a_config()).unwrap();
    for f in SM120A_FORMS {
        check_entry(f, cfg.to_str().unwrap(), ".version 8.7\n.target sm_120a");
    }
}

#[test]
fn chains_run_at_the_latency_and_streams_at_the_issue_interval() {
    for config in ["configs/nvidia/h100.yaml", "configs/nvidia/a100.yaml"] {
        for f in FORMS {
            check_entry(f, config, ".version 8.5\n.target sm_80");
        }
    }
}

/// Every legal dense and sparse `mma` and every `wmma.mma` form (one accumulator type
/// per input type, both for `.f16`), built from the form tables' register counts and
/// keys, on every shipped NVIDIA config whose architecture has it: the chain runs at its
/// entry's latency and the stream at its issue interval, whether the entry is the
/// form's own or a fallback.
#[test]
fn every_form_on_every_nvidia_config_runs_at_its_entry() {
    use warpsim::ir::mma_form::{self, BitOp, Kind, MTy, MmaForm, Shape, Sparsity};
    use warpsim::ir::wmma_form;
    use MTy::*;
    let types = [F16, Bf16, Tf32, F64, S8, U8, S4, U4, B1, E4m3, E5m2];
    let accs = |t: MTy| match t {
        F16 => vec![F32, F16],
        F64 => vec![F64],
        S8 | U8 | S4 | U4 | B1 => vec![S32],
        _ => vec![F32],
    };
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    // (form, the sm it needs, its PTX ISA version)
    let mut forms: Vec<(Form, u32, (u32, u32))> = Vec::new();
    // Every shape with both instructions: the form checks keep the legal ones.
    for wmma in [false, true] {
        for &(shape, name) in Shape::ALL {
            for t in types {
                for acc in accs(t) {
                    let sparsities: &[Sparsity] = if wmma {
                        &[Sparsity::Dense]
                    } else {
                        &[
                            Sparsity::Dense,
                            Sparsity::Sp {
                                ordered: true,
                                sel: 0,
                            },
                        ]
                    };
                    for &sparse in sparsities {
                        let f = MmaForm {
                            shape,
                            d: acc,
                            a: t,
                            b: t,
                            c: acc,
                            satfinite: false,
                            bitop: if t == B1 { BitOp::And } else { BitOp::None },
                            sparse,
                            a_col: false,
                            b_col: true,
                            kind: Kind::Plain,
                        };
                        let (need, (a, b, c, _), key) = if wmma {
                            let Ok(n) = wmma_form::check_mma(&f) else {
                                continue;
                            };
                            (n, wmma_form::regs(&f), wmma_form::key(&f))
                        } else {
                            let Ok(n) = mma_form::check(&f) else { continue };
                            (n, f.regs(), f.key())
                        };
                        let popc = if t == B1 { ".and.popc" } else { "" };
                        let types = if wmma && t == F16 {
                            format!("{}.{}", acc.name(), acc.name())
                        } else {
                            format!("{}.{}.{}.{}", acc.name(), t.name(), t.name(), acc.name())
                        };
                        let mnemonic = if wmma {
                            let rn = if t == F64 { ".rn" } else { "" };
                            format!("wmma.mma{popc}.sync.aligned.row.col.{name}{rn}.{types}")
                        } else {
                            let sp = if sparse.is_sparse() {
                                ".sp::ordered_metadata"
                            } else {
                                ""
                            };
                            format!("mma{sp}.sync.aligned.{name}.row.col.{types}{popc}")
                        };
                        let form = Form {
                            mnemonic: leak(mnemonic),
                            key: leak(key),
                            extra: if sparse.is_sparse() { ", %r90, 0" } else { "" },
                            a: a as usize,
                            b: b as usize,
                            c: c as usize,
                            wide: t == F64,
                        };
                        forms.push((form, need.sm, need.ptx));
                    }
                }
            }
        }
    }
    assert!(forms.len() >= 60, "only {} forms", forms.len());
    let mut runs = 0;
    for config in [
        "a100",
        "a100_80",
        "h100",
        "h100_pcie",
        "h200",
        "gh200",
        "sm107a",
    ] {
        let path = format!("configs/nvidia/{config}.yaml");
        let text = std::fs::read_to_string(root().join(&path)).unwrap();
        let arch: u32 = text
            .lines()
            .find_map(|l| l.strip_prefix("arch: sm_"))
            .and_then(|a| a.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("{path}: no arch"));
        for (f, sm, (major, minor)) in &forms {
            if *sm > arch {
                continue;
            }
            let target = format!(".version {major}.{minor}\n.target sm_{sm}");
            check_entry(f, &path, &target);
            runs += 1;
        }
    }
    assert!(runs >= 7 * 50, "{runs} form x config runs");
}

/// The A100's dense tensor peak per type, from the whitepaper's figures (108 SMs,
/// 1410 MHz): FP16 and BF16 312 TFLOPS, TF32 156, FP64 19.5, INT8 624 TOPS, INT4 1248,
/// binary 4992 = 1024, 1024, 512, 64, 2048, 4096 and 16384 multiply-adds per clock per
/// SM; the model's rate is the form's multiply-adds x schedulers / measured interval.
#[test]
fn a100_peak_per_type_is_the_whitepaper_rate() {
    let form = |mnemonic: &'static str, key: &'static str, (a, b, c), wide| Form {
        mnemonic,
        key,
        extra: "",
        a,
        b,
        c,
        wide,
    };
    let cases = [
        (
            form(
                "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
                "mma.m16n8k16.f16.f32",
                (4, 2, 4),
                false,
            ),
            16 * 8 * 16,
            1024,
        ),
        (
            form(
                "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
                "mma.m16n8k16.bf16.f32",
                (4, 2, 4),
                false,
            ),
            16 * 8 * 16,
            1024,
        ),
        (
            form(
                "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
                "mma.m16n8k8.tf32.f32",
                (4, 2, 4),
                false,
            ),
            16 * 8 * 8,
            512,
        ),
        (
            form(
                "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64",
                "mma.m8n8k4.f64.f64",
                (1, 1, 2),
                true,
            ),
            8 * 8 * 4,
            64,
        ),
        (
            form(
                "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32",
                "mma.m16n8k32.s8.s32",
                (4, 2, 4),
                false,
            ),
            16 * 8 * 32,
            2048,
        ),
        (
            form(
                "mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32",
                "mma.m16n8k64.s4.s32",
                (4, 2, 4),
                false,
            ),
            16 * 8 * 64,
            4096,
        ),
        (
            form(
                "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc",
                "mma.m16n8k256.b1.s32",
                (4, 2, 4),
                false,
            ),
            16 * 8 * 256,
            16384,
        ),
    ];
    for (f, fmas, peak) in &cases {
        let (t, timed) = run(f, true, "configs/nvidia/a100.yaml");
        let per = ((t[3] - t[2]) - (t[2] - t[1])) / N as u32;
        let schedulers = timed.cfg.sm.schedulers;
        assert_eq!(fmas * schedulers / per, *peak, "{}: {t:?}", f.key);
    }
}

#[test]
fn peak_per_sm_is_the_configured_tensor_rate() {
    // Four sub-partitions each issue one m16n8k16 (2048 FMA) per interval: the A100's
    // dense FP16 rate is 1024 FMA per clock per SM (312 TFLOPS at 1410 MHz, 108 SMs).
    let (t, timed) = run(&FORMS[0], true, "configs/nvidia/a100.yaml");
    let per = ((t[3] - t[2]) - (t[2] - t[1])) / N as u32;
    let schedulers = timed.cfg.sm.schedulers;
    assert_eq!(2048 * schedulers / per, 1024, "{t:?}");
    // A wmma m16n16k16 (4096 FMA) reaches the same rate.
    let (t, _) = run(&FORMS[4], true, "configs/nvidia/a100.yaml");
    let per = ((t[3] - t[2]) - (t[2] - t[1])) / N as u32;
    assert_eq!(4096 * schedulers / per, 1024, "wmma: {t:?}");
    // A sparse m16n8k32 (4096 dense-equivalent FMA) per the same interval: the A100's
    // sparse FP16 rate is twice the dense one (624 TFLOPS [WP]).
    let sp = FORMS
        .iter()
        .find(|f| f.key == "mma.sp.m16n8k32.f16.f32")
        .unwrap();
    let (t, _) = run(sp, true, "configs/nvidia/a100.yaml");
    let per = ((t[3] - t[2]) - (t[2] - t[1])) / N as u32;
    assert_eq!(4096 * schedulers / per, 2048, "mma.sp: {t:?}");
}
