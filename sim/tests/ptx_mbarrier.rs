//! PTX `mbarrier.*`, `cp.async.mbarrier.arrive` and `cp.async.bulk`: phases complete
//! when the arrivals and the transaction count are done (with states and parities,
//! `arrive_drop`, `expect_tx`/`complete_tx`); faults and located errors; on the timing
//! model a wait on a barrier that copies arrive on lasts until those copies land, and
//! a bulk-group wait until its shared-to-global copies are written.

mod common;
use common::*;

const SM90: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

/// Thread-level results (`%r100..`) of `body` over one warp, on sm_90.
fn lanes(body: &str, nout: usize) -> Result<Vec<Vec<u32>>, String> {
    let inputs = vec![vec![0u32; 1]; 32];
    let body = format!("\t.shared .align 8 .b64 bar[2];\n\tmov.u32 %r50, bar;\n{body}");
    run_lanes(SM90, &body, &inputs, nout, None)
        .map(|(o, _)| o)
        .map_err(|e| e.to_string())
}

#[test]
fn phases_complete_on_arrivals_and_transactions() {
    // 32 threads on a barrier of 32: lane 0 also expects 64 transaction bytes, so the
    // phase waits for the complete_tx; then a second phase with arrive_drop.
    let body = "\tmbarrier.init.shared.b64 [%r50], 32;
\tbar.warp.sync -1;
\tmov.u32 %r1, %laneid;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 mbarrier.expect_tx.shared.b64 [%r50], 64;
\tmbarrier.arrive.shared.b64 %rd10, [%r50];
\tmbarrier.test_wait.shared.b64 %p2, [%r50], %rd10;
\tselp.u32 %r100, 1, 0, %p2;
\t@%p1 mbarrier.complete_tx.shared.b64 [%r50], 64;
\tmbarrier.test_wait.shared.b64 %p2, [%r50], %rd10;
\tselp.u32 %r101, 1, 0, %p2;
\tmbarrier.try_wait.parity.shared.b64 %p2, [%r50], 0;
\tselp.u32 %r102, 1, 0, %p2;
\tmbarrier.try_wait.parity.shared.b64 %p2, [%r50], 1;
\tselp.u32 %r103, 1, 0, %p2;
\tsetp.lt.u32 %p3, %r1, 16;
\t@%p3 mbarrier.arrive_drop.shared.b64 %rd11, [%r50];
\tmbarrier.test_wait.parity.shared.b64 %p2, [%r50], 1;
\tselp.u32 %r104, 1, 0, %p2;
\t@!%p3 mbarrier.arrive.shared.b64 %rd11, [%r50];
\tmbarrier.test_wait.parity.shared.b64 %p2, [%r50], 1;
\tselp.u32 %r105, 1, 0, %p2;
\tmbarrier.arrive.shared.b64 _, [%r50], 1;
\tmbarrier.test_wait.parity.shared.b64 %p2, [%r50], 0;
\tselp.u32 %r106, 1, 0, %p2;";
    let out = lanes(body, 7).unwrap();
    for (l, o) in out.iter().enumerate() {
        // Before complete_tx the phase is open; after it phase 0 is done (parity 0
        // complete, 1 not); 16 drops and 16 arrivals end phase 1; with 16 expected,
        // 32 more arrivals end phases 2 and 3: the current parity is 0 again.
        assert_eq!(o, &vec![0, 1, 1, 0, 0, 1, 0], "lane {l}");
    }
}

#[test]
fn no_complete_arrivals_leave_the_phase_open_and_report_the_pending_count() {
    // sm_80: an arrive with a count must be .noComplete there (PTX ISA,
    // mbarrier.arrive). Lanes arrive in lane order on a barrier of 64, so lane l's
    // state records 64 - l pending before its arrival (mbarrier.pending_count); the
    // phase stays open until the 32 plain arrivals that follow.
    let sm80 = ".version 7.0\n.target sm_80\n.address_size 64\n";
    let inputs = vec![vec![0u32; 1]; 32];
    let body = "\t.shared .align 8 .b64 bar[2];\n\tmov.u32 %r50, bar;
\tmbarrier.init.shared.b64 [%r50], 64;
\tbar.warp.sync -1;
\tmbarrier.arrive.noComplete.shared.b64 %rd10, [%r50], 1;
\tmbarrier.pending_count.b64 %r100, %rd10;
\tmbarrier.test_wait.shared.b64 %p2, [%r50], %rd10;
\tselp.u32 %r101, 1, 0, %p2;
\tmbarrier.arrive.shared.b64 _, [%r50];
\tmbarrier.test_wait.shared.b64 %p2, [%r50], %rd10;
\tselp.u32 %r102, 1, 0, %p2;
\tmbarrier.arrive_drop.noComplete.shared.b64 %rd11, [%r50], 1;
\tmbarrier.pending_count.b64 %r103, %rd11;";
    let (out, _) = run_lanes(sm80, body, &inputs, 4, None).unwrap();
    for (l, o) in out.iter().enumerate() {
        // Phase 1 restarts at 64 pending; the drops take one each in lane order.
        assert_eq!(o, &vec![64 - l as u32, 0, 1, 64 - l as u32], "lane {l}");
    }
    // The arrival that would complete the phase is the program's error (undefined
    // behaviour in the ISA), named with its lane.
    let e = lanes(
        "\tmbarrier.init.shared.b64 [%r50], 32;\n\tmbarrier.arrive.noComplete.shared.b64 %rd1, [%r50], 1;",
        1,
    )
    .unwrap_err();
    assert!(
        e.contains("would complete the phase") && e.contains("lane 31"),
        "{e}"
    );
}

#[test]
fn faults_name_the_lane() {
    let e = lanes(
        "\tmov.u32 %r1, %laneid;\n\tshl.b32 %r2, %r1, 2;\n\tadd.u32 %r3, %r50, %r2;\n\tmbarrier.init.shared.b64 [%r3], 1;",
        1,
    )
    .unwrap_err();
    assert!(
        e.contains("not 8-byte aligned") && e.contains("lane 1"),
        "{e}"
    );
    let e = lanes(
        "\tmbarrier.init.shared.b64 [%r50], 4;\n\tmbarrier.arrive.shared.b64 %rd1, [%r50], 3;",
        1,
    )
    .unwrap_err();
    assert!(e.contains("3 arrival(s) on a phase with 1 pending"), "{e}");
    assert!(e.contains("lane 1"), "{e}");
    let e = lanes("\tmbarrier.init.shared.b64 [%r50], 0;", 1).unwrap_err();
    assert!(e.contains("count 0"), "{e}");
}

#[test]
fn illegal_forms_are_located_errors() {
    let sm80 = ".version 7.0\n.target sm_80\n.address_size 64\n";
    for (line, hdr, want) in [
        (
            "mbarrier.arrive.expect_tx.shared.b64 %rd1, [%r50], 16;",
            sm80,
            "sm_90",
        ),
        (
            "mbarrier.try_wait.shared.b64 %p1, [%r50], %rd1;",
            sm80,
            "sm_90",
        ),
        (
            "mbarrier.arrive.parity.shared.b64 %rd1, [%r50];",
            SM90,
            "unknown modifier `.parity`",
        ),
        (
            "mbarrier.test_wait.parity.shared.b64 %p1, [%r50], %rd1;",
            SM90,
            "32-bit",
        ),
        (
            "mbarrier.test_wait.shared.b64 %p1, [%r50];",
            SM90,
            "wrong operand count",
        ),
        (
            "cp.async.bulk.global.shared::cta.bulk_group [%rd5], [%r50], 16, [%r50];",
            SM90,
            "takes [dst], [src], size",
        ),
        (
            "cp.async.bulk.global.shared::cta.mbarrier::complete_tx::bytes [%rd5], [%r50], 16, [%r50];",
            SM90,
            "cp.async.bulk is",
        ),
        ("cp.async.bulk.commit_group;", sm80, "sm_90"),
        (
            "mbarrier.arrive.noComplete.shared.b64 %rd1, [%r50];",
            sm80,
            ".noComplete is mbarrier.arrive{_drop}.noComplete state, [addr], count",
        ),
        (
            "mbarrier.arrive.shared.b64 %rd1, [%r50], 2;",
            sm80,
            "sm_90",
        ),
        (
            "mbarrier.pending_count.b64 %rd2, %rd1;",
            SM90,
            "32-bit",
        ),
        (
            "cp.async.bulk.wait_group %r50;",
            SM90,
            "takes an integer constant",
        ),
        (
            "cp.async.bulk.shared::cta.global [%r50], [%rd5], 16, [%r50];",
            SM90,
            "cp.async.bulk is .shared::{cta,cluster}.global.mbarrier::complete_tx::bytes",
        ),
        (
            "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.multicast::cluster [%r50], [%rd5], 16, [%r50], %rs1;",
            SM90,
            ".multicast::cluster is a form of the global to shared::cluster copy",
        ),
        (
            "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%r50], [%r50], 16;",
            SM90,
            "takes [dst], [src], size, [mbar]",
        ),
    ] {
        let inputs = vec![vec![0u32; 1]; 32];
        let body = format!("\t.shared .align 8 .b64 bar[2];\n\tmov.u32 %r50, bar;\n\t{line}");
        let e = match run_lanes(hdr, &body, &inputs, 1, None) {
            Ok(_) => panic!("accepted: {line}"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

/// A one-warp timed kernel on sm_90: the clock around `body` (lane 0's c0, c1).
fn timed(body: &str) -> [u32; 2] {
    timed_run(body).0
}

fn timed_run(body: &str) -> ([u32; 2], Timed) {
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_in, .param .u64 k_out)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<200>;
\t.reg .b32 %c<4>;
\t.reg .b64 %rd<40>;
\t.shared .align 16 .b8 buf[4096];
\t.shared .align 8 .b64 bar[2];
\tld.param.u64 %rd1, [k_in];
\tld.param.u64 %rd2, [k_out];
\tmov.u32 %r20, %tid.x;
\tmov.u32 %r30, buf;
\tmov.u32 %r31, bar;
\tshl.b32 %r42, %r20, 4;
\tadd.u32 %r33, %r30, %r42;
\tcvt.u64.u32 %rd22, %r42;
\tadd.s64 %rd12, %rd1, %rd22;
\tmbarrier.init.shared.b64 [%r31], 32;
\tbar.sync 0;
\tmov.u32 %c0, %clock;
{body}
\tmov.u32 %c1, %clock;
\tmul.wide.u32 %rd3, %r20, 8;
\tadd.s64 %rd4, %rd2, %rd3;
\tst.global.v2.u32 [%rd4], {{%c0, %c1}};
\tret;
}}
"
    );
    let d = tmpdir("mbar_timing");
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  in: { type: u32, count: 8192 }\n  out: { type: u32, count: 64 }\nargs: [in, out]\n",
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), None, &[]).unwrap();
    let c = t.u32s("out");
    ([c[0], c[1]], t)
}

const SPIN: &str =
    "LOOP:\n\tmbarrier.try_wait.parity.shared.b64 %p1, [%r31], 0;\n\t@!%p1 bra LOOP;";

#[test]
fn waits_last_until_the_copies_that_arrive_land() {
    // The equivalent load: its result used at once.
    let ld = timed(
        "\tld.global.cg.v4.u32 {%r1, %r2, %r3, %r4}, [%rd12+8192];\n\tadd.u32 %r5, %r1, %r4;",
    );
    // cp.async + cp.async.mbarrier.arrive.noinc: the arrive waits for the copy.
    let (cp, t) = timed_run(&format!(
        "\tcp.async.cg.shared.global [%r33], [%rd12+8192], 16;\n\tcp.async.mbarrier.arrive.noinc.shared.b64 [%r31];\n{SPIN}"
    ));
    let (l, c) = (ld[1] - ld[0], cp[1] - cp[0]);
    assert!(c > 100, "the wait did not wait for memory: {cp:?}");
    // The wait issues when the copy lands; its own result (a shared-memory access)
    // then decides the branch.
    let own = t.entry("mbarrier.try_wait.shared.b64").latency;
    assert!(
        c >= l + own && c <= l + own + 8,
        "cp.async {cp:?} vs ld {ld:?} (+{own})"
    );
    // A bulk copy by lane 0 with expect_tx; every lane arrives.
    let bulk = timed(&format!(
        "\tsetp.eq.u32 %p2, %r20, 0;\n\tadd.s64 %rd13, %rd1, 8192;\n\t@%p2 mbarrier.expect_tx.shared.b64 [%r31], 512;\n\t@%p2 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%r30], [%rd13], 512, [%r31];\n\tmbarrier.arrive.shared.b64 %rd20, [%r31];\n{SPIN}"
    ));
    assert!(bulk[1] - bulk[0] > 100, "bulk: {bulk:?}");
    // Without copies the barrier completes at the arrivals.
    let none = timed(&format!(
        "\tmbarrier.arrive.shared.b64 %rd20, [%r31];\n{SPIN}"
    ));
    assert!(none[1] - none[0] < 40, "no copies: {none:?}");
}

#[test]
fn a_consumer_waits_for_the_copies_of_a_producer_that_exited() {
    // Warp 0 copies with cp.async, arrives through cp.async.mbarrier.arrive.noinc and
    // exits at once; warp 1 arrives and waits. The barrier expects all 64 threads.
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_in, .param .u64 k_out)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<200>;
\t.reg .b32 %c<4>;
\t.reg .b64 %rd<40>;
\t.shared .align 16 .b8 buf[4096];
\t.shared .align 8 .b64 bar[2];
\tld.param.u64 %rd1, [k_in];
\tld.param.u64 %rd2, [k_out];
\tmov.u32 %r20, %tid.x;
\tmov.u32 %r30, buf;
\tmov.u32 %r31, bar;
\tshl.b32 %r42, %r20, 4;
\tadd.u32 %r33, %r30, %r42;
\tcvt.u64.u32 %rd22, %r42;
\tadd.s64 %rd12, %rd1, %rd22;
\tsetp.eq.u32 %p3, %r20, 0;
\t@%p3 mbarrier.init.shared.b64 [%r31], 64;
\tbar.sync 0;
\tsetp.ge.u32 %p2, %r20, 32;
\t@%p2 bra CONSUMER;
\tcp.async.cg.shared.global [%r33], [%rd12+8192], 16;
\tcp.async.mbarrier.arrive.noinc.shared.b64 [%r31];
\tret;
CONSUMER:
\tmov.u32 %c0, %clock;
\tmbarrier.arrive.shared.b64 %rd20, [%r31];
{SPIN}
\tmov.u32 %c1, %clock;
\tld.shared.u32 %r5, [%r30];
\tsub.u32 %r21, %r20, 32;
\tmul.wide.u32 %rd3, %r21, 16;
\tadd.s64 %rd4, %rd2, %rd3;
\tst.global.v2.u32 [%rd4], {{%c0, %c1}};
\tst.global.u32 [%rd4+8], %r5;
\tret;
}}
"
    );
    let d = tmpdir("mbar_producer");
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    let input: Vec<u32> = (0..8192u32).map(|x| x * 7 + 1).collect();
    std::fs::write(d.join("in.bin"), words(&input)).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.ptx\ngrid: 1\nblock: [64, 1, 1]\nbuffers:\n  in: { type: u32, count: 8192, init: { file: in.bin } }\n  out: { type: u32, count: 128 }\nargs: [in, out]\n",
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), None, &[]).unwrap();
    let c = t.u32s("out");
    assert!(
        c[1] - c[0] > 100,
        "the consumer did not wait: {:?}",
        &c[..3]
    );
    // The copied word (in[2048]) is what the consumer reads.
    assert_eq!(c[2], input[2048]);
}

#[test]
fn cp_async_waits_do_not_wait_for_bulk_copies() {
    let (t, _) = timed_run(
        "\tsetp.eq.u32 %p2, %r20, 0;\n\tadd.s64 %rd13, %rd1, 8192;\n\t@%p2 mbarrier.expect_tx.shared.b64 [%r31], 512;\n\t@%p2 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%r30], [%rd13], 512, [%r31];\n\tcp.async.wait_all;",
    );
    assert!(t[1] - t[0] < 40, "wait_all waited for a bulk copy: {t:?}");
}

/// `cp.async.bulk.global.shared::cta.bulk_group`: lane 0 copies the 512 bytes the
/// warp wrote to shared memory out to global memory; `cp.async.bulk.commit_group`
/// closes the group and `cp.async.bulk.wait_group 0` (and `.read`) waits until the
/// copy's writes are acknowledged, a memory round trip; `wait_group 1` (the one
/// committed group may stay in flight) does not wait.
#[test]
fn bulk_stores_copy_shared_to_global_and_their_group_waits() {
    let store = "\tmul.lo.u32 %r1, %r20, 4;\n\tadd.u32 %r2, %r1, 1;\n\tadd.u32 %r3, %r1, 2;\n\tadd.u32 %r4, %r1, 3;\n\
\tst.shared.v4.u32 [%r33], {%r1, %r2, %r3, %r4};\n\tbar.sync 0;\n\tfence.proxy.async.shared::cta;\n\
\tsetp.eq.u32 %p2, %r20, 0;\n\t@%p2 cp.async.bulk.global.shared::cta.bulk_group [%rd1], [%r30], 512;\n\
\tcp.async.bulk.commit_group;\n";
    let mut cycles = Vec::new();
    for wait in [
        "cp.async.bulk.wait_group 0;",
        "cp.async.bulk.wait_group.read 0;",
        "cp.async.bulk.wait_group 1;",
    ] {
        let (c, t) = timed_run(&format!("{store}\t{wait}"));
        let copied = t.u32s("in");
        let want: Vec<u32> = (0..128).collect();
        assert_eq!(&copied[..128], &want[..], "{wait}: the copy");
        assert!(
            copied[128..].iter().all(|&x| x == 0),
            "{wait}: past the copy"
        );
        cycles.push(c[1] - c[0]);
    }
    // The writes go to the L2 and back (the H100 config's L2 round trip is 280).
    assert!(cycles[0] > 200, "wait_group 0 did not wait: {cycles:?}");
    assert_eq!(cycles[0], cycles[1], ".read waits as long [model]");
    assert!(cycles[2] < 100, "wait_group 1 waited: {cycles:?}");
}
