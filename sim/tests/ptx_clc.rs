//! Cluster launch control (`clusterlaunchcontrol.try_cancel` / `.query_cancel`, sm_100,
//! PTX ISA 9.7.13.17-18) and the `.b128` registers its answer is read into, in both
//! engines: CUTLASS's Blackwell persistent kernels steal the work of clusters not yet
//! started this way.

mod common;

/// The ISA's work-stealing pattern (its try_cancel example): each CTA of a cluster of
/// `k` adds 1 to `out[tile]` for its tile (first its own block id), then the cluster's
/// rank 0 asks to cancel a cluster not yet started (multicast: every CTA gets the
/// answer) and, on success, the CTAs take the canceled cluster's tiles. Each CTA
/// counts itself in `out[nctaid]` when it starts.
fn stealer(multicast: bool) -> String {
    let (cancel, sync) = if multicast {
        (
            "@%p1 clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [%r6], [%r5];",
            "barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;",
        )
    } else {
        (
            "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%r6], [%r5];",
            "",
        )
    };
    format!(
        r#".version 8.7
.target sm_100a
.address_size 64
.shared .align 16 .b8 resp[16];
.shared .align 8 .b64 bar;
.visible .entry k(.param .u64 k_out)
{{
	.reg .pred %p<4>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<8>;
	.reg .b128 %q;
	ld.param.u64 %rd1, [k_out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r3, %cluster_ctarank;
	mov.u32 %r4, %nctaid.x;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	atom.global.add.u32 %r8, [%rd3], 1;
	mov.u32 %r5, bar;
	mov.u32 %r6, resp;
	mbarrier.init.shared::cta.b64 [%r5], 1;
	{sync}
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r9, 0;
	setp.eq.u32 %p1, %r3, 0;
LOOP:
	mul.wide.u32 %rd4, %r2, 4;
	add.s64 %rd5, %rd1, %rd4;
	atom.global.add.u32 %r8, [%rd5], 1;
	mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r5], 16;
	{cancel}
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r5], %r9;
	@!%p2 bra WAIT;
	xor.b32 %r9, %r9, 1;
	ld.shared.b128 %q, [%r6];
	clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p3, %q;
	@!%p3 bra DONE;
	clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {{%r7, %r10, %r11, _}}, %q;
	add.u32 %r2, %r7, %r3;
	{sync}
	bra LOOP;
DONE:
	ret;
}}
"#
    )
}

/// b200.yaml cut to `sms` SMs, so that few clusters start and the rest are stolen.
fn small_b200(sms: u32) -> String {
    let cfg = std::fs::read_to_string(common::root().join("configs/nvidia/b200.yaml")).unwrap();
    assert!(cfg.contains("  count: 148 "));
    cfg.replace("  count: 148 ", &format!("  count: {sms} "))
}

#[test]
fn stolen_clusters_leave_every_tile_done_once() {
    for (multicast, k) in [(true, 2u32), (false, 1)] {
        let grid = 1024u32;
        let yaml = format!(
            "program: k.ptx\ngrid: [{grid}, 1, 1]\nblock: [1, 1, 1]\ncluster: [{k}, 1, 1]\nbuffers:\n  out: {{ type: u32, count: {} }}\nargs: [out]\n",
            grid + 1
        );
        let (f, t) = common::run_both_with(&stealer(multicast), &yaml, Some(&small_b200(2)), &[]);
        let (f, t) = (f.unwrap(), t.unwrap());
        let (fo, to) = (f.u32s("out"), t.u32s("out"));
        let g = grid as usize;
        assert!(
            fo[..g].iter().all(|&c| c == 1),
            "functional: a tile done {:?}",
            fo.iter().find(|&&c| c != 1)
        );
        assert!(
            to[..g].iter().all(|&c| c == 1),
            "timing: a tile done {:?}",
            to.iter().find(|&&c| c != 1)
        );
        // The functional engine runs clusters one after another: the first steals all
        // the others. The timing engine starts what fits on its SMs (32 blocks each).
        assert_eq!(fo[g], k, "functional: CTAs started");
        assert_eq!(f.report.blocks, k as u64);
        let started = to[g] as u64;
        assert_eq!(started, 64, "timing: CTAs started");
        assert_eq!(
            t.report.blocks, started,
            "the report counts the blocks that ran"
        );
    }
}

/// A failed answer's first CTA id is undefined (a fault naming the rule), and the
/// answer's address must be the CTA's own 16-byte-aligned shared memory.
#[test]
fn misuse_faults_naming_the_rule() {
    let ptx = |body: &str| {
        format!(
            ".version 8.7\n.target sm_100a\n.address_size 64\n.shared .align 16 .b8 resp[32];\n.shared .align 8 .b64 bar;\n.visible .entry k(.param .u64 k_out)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<4>;\n\t.reg .b128 %q;\n\tmov.u32 %r5, bar;\n\tmov.u32 %r6, resp;\n\tmbarrier.init.shared::cta.b64 [%r5], 1;\n\tmbarrier.arrive.expect_tx.shared::cta.b64 _, [%r5], 16;\n{body}\n\tret;\n}}\n"
        )
    };
    let wait = "\tclusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%r6], [%r5];\nW:\n\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r5], 0;\n\t@!%p2 bra W;\n\tld.shared.b128 %q, [%r6];\n";
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  out: { type: u32, count: 4 }\nargs: [out]\n";
    for (body, want) in [
        // One CTA: nothing to cancel; reading the failed answer's CTA id.
        (
            format!("{wait}\tclusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r1, %q;"),
            "check .is_canceled first",
        ),
        // The answer 8 bytes into the buffer.
        (
            "\tadd.u32 %r7, %r6, 8;\n\tclusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%r7], [%r5];".to_string(),
            "not 16-byte aligned",
        ),
    ] {
        let (f, t) = common::run_both(&ptx(&body), yaml, &[]);
        for e in [f.err().expect("functional ran"), t.err().expect("timing ran")] {
            assert!(e.contains(want), "{body}\n=> {e}");
        }
    }
    // A failed answer reads as such.
    let body = format!("{wait}\tclusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p1, %q;\n\tselp.u32 %r1, 1, 2, %p1;\n\tld.param.u64 %rd1, [k_out];\n\tst.global.u32 [%rd1], %r1;");
    let (f, t) = common::run_both(&ptx(&body), yaml, &[]);
    assert_eq!(f.unwrap().u32s("out")[0], 2);
    assert_eq!(t.unwrap().u32s("out")[0], 2);
}

/// `.b128` registers: `ld`/`st` `.b128` move all 16 bytes (low half at the lower
/// address), in global and shared memory; `mov.b128` packs, copies and unpacks.
#[test]
fn b128_loads_and_stores_move_sixteen_bytes() {
    let ptx = ".version 8.3\n.target sm_90\n.address_size 64\n.shared .align 16 .b8 s[32];\n.visible .entry k(.param .u64 k_in, .param .u64 k_out)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .b128 %q<2>;\n\tld.param.u64 %rd1, [k_in];\n\tld.param.u64 %rd2, [k_out];\n\tld.global.b128 %q0, [%rd1];\n\tld.global.b128 %q1, [%rd1+16];\n\tmov.u32 %r1, s;\n\tst.shared.b128 [%r1], %q1;\n\tst.shared.b128 [%r1+16], %q0;\n\tld.shared.b128 %q1, [%r1];\n\tld.shared.b128 %q0, [%r1+16];\n\tst.global.b128 [%rd2], %q1;\n\tst.global.b128 [%rd2+16], %q0;\n\tret;\n}\n";
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  in: { type: u32, count: 8, init: { values: [1, 2, 3, 4, 5, 6, 7, 8] } }\n  out: { type: u32, count: 8 }\nargs: [in, out]\n";
    let (f, t) = common::run_both(ptx, yaml, &[]);
    let want = vec![5, 6, 7, 8, 1, 2, 3, 4];
    assert_eq!(f.unwrap().u32s("out"), want);
    assert_eq!(t.unwrap().u32s("out"), want);
    // mov.b128 packs two 64-bit halves (low first), copies, and unpacks.
    let ptx = ".version 8.3\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 k_in, .param .u64 k_out)\n{\n\t.reg .b64 %rd<8>;\n\t.reg .b128 %q<3>;\n\tld.param.u64 %rd1, [k_in];\n\tld.param.u64 %rd2, [k_out];\n\tld.global.v2.u64 {%rd3, %rd4}, [%rd1];\n\tmov.b128 %q1, {%rd4, %rd3};\n\tmov.b128 %q2, %q1;\n\tst.global.b128 [%rd2], %q2;\n\tmov.b128 {%rd5, %rd6}, %q2;\n\tst.global.v2.u64 [%rd2+16], {%rd6, %rd5};\n\tret;\n}\n";
    let (f, t) = common::run_both(ptx, yaml, &[]);
    let want = vec![3, 4, 1, 2, 1, 2, 3, 4];
    assert_eq!(f.unwrap().u32s("out"), want);
    assert_eq!(t.unwrap().u32s("out"), want);
}

#[test]
fn bad_forms_are_located_errors() {
    let hdr = ".version 8.7\n.target sm_100a\n.address_size 64\n";
    for (line, want) in [
        ("{ .reg .b128 %q; clusterlaunchcontrol.query_cancel.get_first_ctaid.b32.b128 %r1, %q; }", "get_first_ctaid.v4.b32.b128"),
        ("clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p1, %rd1;", "must be a .b128 register"),
        ("{ .reg .b128 %q; add.u32 %r1, %q, 1; }", "is a .b128 register"),
        ("clusterlaunchcontrol.try_cancel.shared::cta.mbarrier::complete_tx::bytes.b128 [%r1], [%r2];", "try_cancel.async"),
        ("{ .reg .b128 %q; ld.global.v2.b128 {%q, %q}, [%rd1]; }", ".b128 takes one .b128 register"),
        ("{ .reg .b128 %q; mov.b128 %q, {%r1, %r2}; }", "a pair {lo, hi} of 64-bit registers"),
    ] {
        let line = line.replace("%p1", "%p");
        let body = format!("{{ .reg .pred %p; {line} }}");
        let e = common::one_line_error(hdr, &body);
        assert!(e.contains(want), "{line}\n=> {e}");
    }
    // The multicast needs an architecture-specific target; .b128 needs PTX ISA 8.3.
    let e = common::one_line_error(
        ".version 8.7\n.target sm_100\n.address_size 64\n",
        "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [%r1], [%r2];",
    );
    assert!(
        e.contains("multicast::cluster::all") && e.contains("sm_100a"),
        "{e}"
    );
    let e = common::one_line_error(
        ".version 8.2\n.target sm_90\n.address_size 64\n",
        "{ .reg .b128 %q; ld.global.b128 %q, [%rd1]; }",
    );
    assert!(e.contains("PTX ISA 8.3"), "{e}");
}
