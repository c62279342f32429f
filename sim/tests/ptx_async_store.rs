//! `st.async` and `red.async` (PTX ISA 8.1, sm_90; the `.release` global forms of PTX
//! 8.7, sm_100): stores and reductions into another CTA's shared memory that complete
//! bytes on its mbarrier, in both engines; the faults where the ISA leaves a use
//! undefined; forms the ISA (and but for a vector length, ptxas 13.5) rejects as
//! located errors. Every kernel here was
//! assembled by ptxas 13.5 (`-arch=sm_90`, the `.release` one `-arch=sm_100`).

mod common;
use common::*;

const SM90_81: &str = ".version 8.1\n.target sm_90\n.address_size 64\n";

/// Clusters of 2 CTAs of 64 threads. Thread 0 of each CTA initialises its mbarrier
/// (one arrival) and arrives expecting the bytes the other CTA sends: rank 0's threads
/// `st.async` `{rank * 100 + t, 3t}` (8 bytes), rank 1's `{rank * 100 + t, 3t, t, 7}`
/// (16 bytes), into the other CTA's `buf[4t..]`, and each thread `red.async`-adds
/// `t + 1` (4 bytes) to the other CTA's counter, all completing on the other CTA's
/// mbarrier (768 and 1280 bytes: a count landing on the wrong barrier leaves a phase
/// open). Each CTA waits for its phase, then records [buf[4t..4t+4], counter, rank].
/// `store`/`red` replace the `st.async` lines and the `red.async` line.
fn kernel(store: &str, red: &str) -> String {
    format!(
        "{SM90_81}.visible .entry k(.param .u64 k_out)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<64>;\n\t.reg .b64 %rd<16>;\n\t.shared .align 8 .b64 bar;\n\t.shared .align 16 .b32 buf[256];\n\t.shared .align 4 .b32 cnt;\n\tld.param.u64 %rd1, [k_out];\n\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, %cluster_ctarank;\n\tmov.u32 %r3, %ctaid.x;\n\txor.b32 %r4, %r2, 1;\n\tmov.u32 %r5, bar;\n\tmov.u32 %r6, cnt;\n\tmov.u32 %r7, buf;\n\tshl.b32 %r8, %r1, 4;\n\tadd.u32 %r9, %r7, %r8;\n\tmov.u32 %r16, 0;\n\tst.shared.v4.u32 [%r9], {{%r16, %r16, %r16, %r16}};\n\tsetp.eq.u32 %p1, %r1, 0;\n\tsetp.eq.u32 %p3, %r2, 0;\n\t@%p1 mbarrier.init.shared::cta.b64 [%r5], 1;\n\t@%p1 st.shared.u32 [%r6], 0;\n\tfence.mbarrier_init.release.cluster;\n\tbarrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;\n\tselp.u32 %r17, 1280, 768, %p3;\n\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 %rd2, [%r5], %r17;\n\tbarrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;\n\tmapa.shared::cluster.u32 %r10, %r9, %r4;\n\tmapa.shared::cluster.u32 %r11, %r5, %r4;\n\tmapa.shared::cluster.u32 %r12, %r6, %r4;\n\tmad.lo.u32 %r13, %r2, 100, %r1;\n\tmul.lo.u32 %r14, %r1, 3;\n\tmov.u32 %r16, 7;\n{store}\tadd.u32 %r15, %r1, 1;\n{red}WAIT:\n\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r5], 0;\n\t@!%p2 bra WAIT;\n\tld.shared.v4.u32 {{%r20, %r21, %r24, %r25}}, [%r9];\n\tld.shared.u32 %r22, [%r6];\n\tmad.lo.u32 %r23, %r3, 64, %r1;\n\tmul.wide.u32 %rd5, %r23, 24;\n\tadd.s64 %rd6, %rd1, %rd5;\n\tst.global.v2.u32 [%rd6], {{%r20, %r21}};\n\tst.global.v2.u32 [%rd6+8], {{%r24, %r25}};\n\tst.global.v2.u32 [%rd6+16], {{%r22, %r2}};\n\tbarrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;\n\tret;\n}}\n"
    )
}

const STORE: &str = "\t@%p3 st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32 [%r10], {%r13, %r14}, [%r11];\n\t@!%p3 st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.u32 [%r10], {%r13, %r14, %r1, %r16}, [%r11];\n";
const RED: &str = "\tred.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%r12], %r15, [%r11];\n";

#[test]
fn async_stores_and_reductions_complete_on_the_other_ctas_barrier() {
    let (func, timed) = cluster_both(&kernel(STORE, RED), 4, 64, 2, 4 * 64 * 6);
    for (name, out) in [("functional", func.unwrap()), ("timing", timed.unwrap())] {
        for b in 0..4u32 {
            let (r, peer) = (b % 2, (b % 2) ^ 1);
            for t in 0..64u32 {
                let o = ((b * 64 + t) * 6) as usize;
                let tail = if peer == 1 { [t, 7] } else { [0, 0] };
                assert_eq!(
                    out[o..o + 6],
                    [peer * 100 + t, 3 * t, tail[0], tail[1], 64 * 65 / 2, r],
                    "{name}: block {b} thread {t}"
                );
            }
        }
    }
}

#[test]
fn async_stores_fault_where_the_isa_leaves_them_undefined() {
    let cases = [
        // red.async into the CTA's own shared memory, with its own mbarrier.
        (
            STORE.to_string(),
            "\tred.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%r6], %r15, [%r5];\n".to_string(),
            "own shared memory",
        ),
        // st.async into the other CTA, completing on the own CTA's mbarrier.
        (
            "\tst.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32 [%r10], {%r13, %r14}, [%r5];\n".to_string(),
            RED.to_string(),
            "are in different CTAs",
        ),
    ];
    for (store, red, want) in cases {
        let (func, timed) = cluster_both(&kernel(&store, &red), 4, 64, 2, 4 * 64 * 6);
        for e in [func.unwrap_err(), timed.unwrap_err()] {
            assert!(e.contains(want) && e.contains("lane 0"), "{want}: {e}");
        }
    }
}

#[test]
fn release_forms_store_and_add_to_global_memory() {
    let ptx = ".version 8.7\n.target sm_100\n.address_size 64\n.visible .entry k(.param .u64 k_out)\n{\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<8>;\n\tld.param.u64 %rd1, [k_out];\n\tmov.u32 %r1, %tid.x;\n\tmul.wide.u32 %rd2, %r1, 4;\n\tadd.s64 %rd3, %rd1, %rd2;\n\tadd.u32 %r2, %r1, 7;\n\tst.async.release.gpu.global.u32 [%rd3], %r2;\n\tred.async.release.gpu.global.add.u32 [%rd1+128], %r1;\n\tst.async.mmio.release.sys.u32 [%rd3+132], %r1;\n\tret;\n}\n";
    let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  out: { type: u32, count: 72 }\nargs: [out]\n";
    let (func, timed) = run_both(ptx, yaml, &[]);
    for out in [func.unwrap().u32s("out"), timed.unwrap().u32s("out")] {
        for t in 0..32u32 {
            assert_eq!(out[t as usize + 33], t, "mmio store {t}");
        }
        for t in 1..32u32 {
            assert_eq!(out[t as usize], t + 7, "store {t}");
        }
        // Thread 0's store of 7 and the reduction land on different words.
        assert_eq!(out[0], 7);
        assert_eq!(out[32], (0..32).sum::<u32>());
    }
}

#[test]
fn async_store_forms_are_checked() {
    let sm100 = ".version 8.7\n.target sm_100\n.address_size 64\n";
    let cases = [
        (SM90_81, "st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b64 [%r1], {%rd1, %rd1, %rd1, %rd1}, [%r2];", "scalar, .v2 or .v4"),
        (SM90_81, "st.async.shared::cluster.mbarrier::complete_tx::bytes.u8 [%r1], %h1, [%r2];", "stores .b32"),
        (SM90_81, "red.async.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%r1], %r1, [%r2];", "red.async.relaxed.cluster"),
        (SM90_81, "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.exch.b32 [%r1], %r1, [%r2];", "red.async takes"),
        (SM90_81, "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.u64 [%r1], %rd1, [%r2];", "red.async takes"),
        (SM90_81, "st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%r1], %r1;", "[a], b, [mbar]"),
        (SM90_81, "st.async.release.gpu.global.u32 [%rd1], %r1;", "sm_100"),
        (sm100, "st.async.release.gpu.global.v2.u32 [%rd1], {%r1, %r1};", "takes no vector"),
        (sm100, "st.async.release.global.u32 [%rd1], %r1;", "needs its scope"),
        (sm100, "st.async.mmio.release.gpu.global.u32 [%rd1], %r1;", ".mmio only with .sys"),
        (sm100, "red.async.release.gpu.global.min.u32 [%rd1], %r1;", ".add of .u32"),
        (sm100, "st.async.release.gpu.global.u32 [%rd1], %r1, [%rd1];", "no mbarrier"),
        (sm100, "st.async.global.u32 [%rd1], %r1, [%rd1];", "belong to the .release form"),
        (sm100, "st.async.release.gpu.global.f16 [%rd1], %h1;", "8- to 64-bit integers"),
        (sm100, "st.async.release.gpu.shared::cluster.u32 [%r1], %r1;", "stores to global memory"),
        (SM90_81, "st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32 [%r1], %r1, [%r2];", "needs a vector of 2 registers"),
    ];
    for (hdr, line, want) in cases {
        let e = one_line_error(hdr, line);
        assert!(e.contains(want) && e.contains(":10:"), "{line}: {e}");
    }
}
