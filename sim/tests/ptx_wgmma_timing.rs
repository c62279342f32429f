//! `wgmma.mma_async` on the timing model, one warpgroup (four warps, one per SMSP):
//! a chain of wgmma on one accumulator issues at the entry's issue interval (the
//! tensor core accumulates in place, as Luo et al.'s back-to-back measurement shows),
//! `wgmma.wait_group 0` after each one waits for its latency, and four warps
//! streaming m64n256k16 reach the dense peak the config cites (4096 FLOP/clk/SM for
//! f16 on H100). Expected cycles come from the config's entries (`per_n8` resolved for
//! the shape), never written here.

mod common;
use common::*;

/// wgmma per clock segment (segments S, S, 2S).
const S: usize = 8;

struct Form {
    mnemonic: &'static str,
    key: &'static str,
    n: u32,
    /// D registers per thread.
    d: usize,
    /// Operands after scale-d.
    imm: &'static str,
}

const FORMS: &[Form] = &[
    Form {
        mnemonic: "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16",
        key: "wgmma.f16.m64n256k16",
        n: 256,
        d: 128,
        imm: ", 1, 1, 0, 0",
    },
    Form {
        mnemonic: "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16",
        key: "wgmma.f16.m64n64k16",
        n: 64,
        d: 16,
        imm: ", 1, 1, 0, 0",
    },
    Form {
        mnemonic: "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32",
        key: "wgmma.tf32.m64n8k8",
        n: 8,
        d: 4,
        imm: ", 1, 1",
    },
    Form {
        mnemonic: "wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3",
        key: "wgmma.e4m3.m64n128k32",
        n: 128,
        d: 64,
        imm: ", 1, 1",
    },
    Form {
        mnemonic: "wgmma.mma_async.sync.aligned.m64n96k32.s32.s8.s8",
        key: "wgmma.s8.m64n96k32",
        n: 96,
        d: 48,
        imm: "",
    },
    // Sparse: metadata 0b0100 in every nibble (elements 0 and 1 of each chunk), pair 0.
    Form {
        mnemonic: "wgmma.mma_async.sp.sync.aligned.m64n256k32.f32.f16.f16",
        key: "wgmma.sp.f16.m64n256k32",
        n: 256,
        d: 128,
        imm: ", 1, 1, 0, 0",
    },
    Form {
        mnemonic: "wgmma.mma_async.sp.sync.aligned.m64n64k64.s32.s8.s8",
        key: "wgmma.sp.s8.m64n64k64",
        n: 64,
        d: 32,
        imm: "",
    },
];

/// The kernel: clocks around segments of S, S and 2S wgmma; `wait`: each wgmma is
/// committed and waited for (its latency), else a chain on one accumulator with one
/// commit and wait per segment.
fn kernel(f: &Form, wait: bool) -> String {
    let d = (0..f.d)
        .map(|r| format!("%d{r}"))
        .collect::<Vec<_>>()
        .join(", ");
    let meta = if f.mnemonic.contains(".sp.") {
        ", %r3, 0"
    } else {
        ""
    };
    let one = format!(
        "\t{} {{{d}}}, %rd10, %rd11{meta}, 1{};\n",
        f.mnemonic, f.imm
    );
    let mut body = String::from("\tmov.u32 %c0, %clock;\n\twgmma.fence.sync.aligned;\n");
    for (seg, n) in [(1, S), (2, S), (3, 2 * S)] {
        for _ in 0..n {
            body += &one;
            if wait {
                body += "\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n";
            }
        }
        if !wait {
            body += "\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n";
        }
        body += &format!("\tmov.u32 %c{seg}, %clock;\n");
    }
    format!(
        ".version 8.2\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 out)\n{{\n\
         \t.reg .b32 %r<8>;\n\t.reg .b32 %d<{}>;\n\t.reg .b32 %c<4>;\n\t.reg .b64 %rd<16>;\n\
         \t.shared .align 1024 .b8 smem[16384];\n\
         \tmov.u32 %r3, 0x44444444;\n\tmov.u32 %r1, smem;\n\tcvt.u64.u32 %rd1, %r1;\n\tshr.u64 %rd1, %rd1, 4;\n\
         \tor.b64 %rd10, %rd1, {desc};\n\tor.b64 %rd11, %rd1, {desc};\n{body}\
         \tld.param.u64 %rd2, [out];\n\tmov.u32 %r2, %tid.x;\n\tmul.wide.u32 %rd3, %r2, 16;\n\
         \tadd.s64 %rd2, %rd2, %rd3;\n\tst.global.v4.u32 [%rd2], {{%c0, %c1, %c2, %c3}};\n\tret;\n}}\n",
        f.d,
        // LBO 128, SBO 256 bytes, no swizzle: A's 64 rows and B's up to 256 columns fit.
        desc = (128u64 >> 4) << 16 | (256u64 >> 4) << 32
    )
}

fn run(f: &Form, wait: bool, config: &str) -> (Vec<u32>, Timed) {
    let d = tmpdir("wgmma_timing");
    std::fs::write(d.join("k.ptx"), kernel(f, wait)).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nbuffers:\n  out: { type: u32, count: 512 }\nargs: [out]\n",
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[])
        .unwrap_or_else(|e| panic!("{}: {e}", f.key));
    (t.u32s("out"), t)
}

const CONFIGS: &[&str] = &[
    "configs/nvidia/h100.yaml",
    "configs/nvidia/h100_pcie.yaml",
    "configs/nvidia/h200.yaml",
    "configs/nvidia/gh200.yaml",
];

#[test]
fn chains_run_at_the_interval_and_waits_at_the_latency() {
    for config in CONFIGS {
        for f in FORMS {
            let (c, timed) = run(f, false, config);
            let (lat, ii) = timed.entry(f.key).resolve(Some(f.n));
            assert_eq!(
                ii,
                f.n / 2,
                "{config} {}: the dense rate is N/2 cycles",
                f.key
            );
            // Every warp of the warpgroup runs its own chain on its own SMSP.
            for w in 0..4 {
                let t = &c[16 * w..16 * w + 4];
                let (s1, s2) = (t[2] - t[1], t[3] - t[2]);
                assert_eq!(
                    s2 - s1,
                    S as u32 * ii,
                    "{config} {} warp {w} chain: {t:?}",
                    f.key
                );
            }
            let (c, _) = run(f, true, config);
            let t = &c[0..4];
            let (s1, s2) = (t[2] - t[1], t[3] - t[2]);
            // Each wgmma; commit; wait 0 takes the latency plus the wait's own issue
            // cycle before the next wgmma.
            assert_eq!(
                s2 - s1,
                S as u32 * (lat + 1),
                "{config} {} waited: {t:?}",
                f.key
            );
        }
    }
}

/// Four warps each streaming m64n256k16 on their own accumulator keep the SM's four
/// tensor cores busy: the simulated rate per SM equals the whitepaper's dense peak,
/// 4096 FLOP/clk/SM (989.4 TFLOPS / 132 SMs / 1830 MHz), twice that for FP8, and the
/// "with sparsity" peaks, twice the dense ones (counting the full K's operations, as
/// the whitepaper does).
#[test]
fn four_warps_reach_the_dense_peak_per_sm() {
    for (f, peak) in [
        (&FORMS[0], 4096u64),
        (&FORMS[3], 8192),
        (&FORMS[5], 8192),
        (&FORMS[6], 16384),
    ] {
        let k = f.mnemonic;
        let (c, _) = run(f, false, "configs/nvidia/h100.yaml");
        // The third segment minus the second: S more wgmma per warp, four warps.
        let (lo, hi) = (0..4).fold((u32::MAX, 0), |(lo, hi), w| {
            let t = &c[16 * w..16 * w + 4];
            (
                lo.min(t[3] - t[2] - (t[2] - t[1])),
                hi.max(t[3] - t[2] - (t[2] - t[1])),
            )
        });
        assert_eq!(lo, hi, "{k}: the warps ran at different rates");
        let kk = f.key.rsplit('k').next().unwrap().parse::<u64>().unwrap();
        let flop = 4 * S as u64 * 2 * 16 * f.n as u64 * kk;
        assert_eq!(flop / lo as u64, peak, "{k}: {flop} FLOP in {lo} cycles");
        assert_eq!(flop % lo as u64, 0);
    }
}
