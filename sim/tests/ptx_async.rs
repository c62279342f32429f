//! PTX `cp.async` (sm_80): the copy of every size and cache operator, with `src-size`
//! zero fill, `ignore-src`, the `.L2::` hints; commit groups and `wait_group` /
//! `wait_all` on the timing model (a wait covers exactly the older groups, and costs
//! what the equivalent load costs); located errors and faults.

mod common;
use common::*;

const HDR: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

/// Each thread t copies, from `in` to a shared buffer: 4 bytes at 4t (.ca), 8 bytes
/// at 128 + 8t (.ca .L2::128B), 16 bytes at 384 + 16t (.cg, src-size t mod 17) and
/// 16 bytes at 896 + 16t (.ca .L2::cache_hint, ignore-src for odd t); then reads
/// words 11t .. 11t + 10 of the buffer back.
const COPY_BODY: &str = "\t.shared .align 16 .b8 buf[1408];
\tmov.u32 %r20, %tid.x;
\tmov.u32 %r30, buf;
\tshl.b32 %r40, %r20, 2;
\tadd.u32 %r31, %r30, %r40;
\tcvt.u64.u32 %rd20, %r40;
\tadd.s64 %rd10, %rd1, %rd20;
\tcp.async.ca.shared.global [%r31], [%rd10], 4;
\tshl.b32 %r41, %r20, 3;
\tadd.u32 %r32, %r30, %r41;
\tcvt.u64.u32 %rd21, %r41;
\tadd.s64 %rd11, %rd1, %rd21;
\tcp.async.ca.shared.global.L2::128B [%r32+128], [%rd11+128], 8;
\tshl.b32 %r42, %r20, 4;
\tadd.u32 %r33, %r30, %r42;
\tcvt.u64.u32 %rd22, %r42;
\tadd.s64 %rd12, %rd1, %rd22;
\trem.u32 %r21, %r20, 17;
\tcp.async.cg.shared::cta.global [%r33+384], [%rd12+384], 16, %r21;
\tand.b32 %r22, %r20, 1;
\tsetp.ne.u32 %p1, %r22, 0;
\tmov.b64 %rd30, 0;
\tcp.async.ca.shared.global.L2::cache_hint [%r33+896], [%rd12+896], 16, %p1, %rd30;
\tcp.async.commit_group;
\tcp.async.wait_group 0;
\tbar.sync 0;
\tmul.lo.u32 %r43, %r20, 44;
\tadd.u32 %r34, %r30, %r43;
\tld.shared.u32 %r100, [%r34+0];
\tld.shared.u32 %r101, [%r34+4];
\tld.shared.u32 %r102, [%r34+8];
\tld.shared.u32 %r103, [%r34+12];
\tld.shared.u32 %r104, [%r34+16];
\tld.shared.u32 %r105, [%r34+20];
\tld.shared.u32 %r106, [%r34+24];
\tld.shared.u32 %r107, [%r34+28];
\tld.shared.u32 %r108, [%r34+32];
\tld.shared.u32 %r109, [%r34+36];
\tld.shared.u32 %r110, [%r34+40];";

#[test]
fn copies_every_size_with_zero_fill_and_ignore_src() {
    let mut rng = Rng(41);
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|_| (0..11).map(|_| rng.u32()).collect())
        .collect();
    let (out, _) = run_lanes(HDR, COPY_BODY, &inputs, 11, None).unwrap();
    // The expected buffer, byte by byte, from the ISA's description.
    let src: Vec<u8> = inputs
        .iter()
        .flatten()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    let mut want = vec![0u8; 1408];
    want[..384].copy_from_slice(&src[..384]);
    for t in 0..32 {
        let n = t % 17;
        let at = 384 + 16 * t;
        want[at..at + n].copy_from_slice(&src[at..at + n]);
        let at = 896 + 16 * t;
        if t % 2 == 0 {
            want[at..at + 16].copy_from_slice(&src[at..at + 16]);
        }
    }
    let got: Vec<u8> = out.iter().flatten().flat_map(|w| w.to_le_bytes()).collect();
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "byte {k} (thread {})", k / 44);
    }
}

/// The error `body` gives (a load error or a fault) under `hdr`.
fn fault_in(hdr: &str, body: &str) -> String {
    let inputs = vec![vec![0u32; 11]; 32];
    match run_lanes(hdr, body, &inputs, 1, None) {
        Ok(_) => panic!("accepted: {body}"),
        Err(e) => e.to_string(),
    }
}

fn fault(body: &str) -> String {
    fault_in(HDR, body)
}

const ADDR: &str = "\t.shared .align 16 .b8 buf[1408];
\tmov.u32 %r20, %tid.x;
\tmov.u32 %r30, buf;
\tshl.b32 %r42, %r20, 4;
\tadd.u32 %r33, %r30, %r42;
\tcvt.u64.u32 %rd22, %r42;
\tadd.s64 %rd12, %rd1, %rd22;
\tsetp.eq.u32 %p1, %r20, 5;
";

#[test]
fn misaligned_addresses_and_oversized_src_size_fault_naming_the_lane() {
    let e = fault(&format!(
        "{ADDR}\t@%p1 add.s64 %rd12, %rd12, 4;\n\tcp.async.cg.shared.global [%r33], [%rd12], 16;"
    ));
    // Lane 5: the input buffer (the first, at 0x7_0000_0000) + 5 x 16 + 4.
    assert!(
        e.contains("global source address 0x700000054 is not 16-byte aligned"),
        "{e}"
    );
    assert!(e.contains("lane 5"), "{e}");
    let e = fault(&format!(
        "{ADDR}\t@%p1 add.u32 %r33, %r33, 8;\n\tcp.async.ca.shared.global [%r33], [%rd12], 16;"
    ));
    // buf (shared offset 0) + 5 x 16 + 8.
    assert!(
        e.contains("shared destination address 0x58 is not 16-byte aligned"),
        "{e}"
    );
    assert!(e.contains("lane 5"), "{e}");
    let e = fault(&format!(
        "{ADDR}\tselp.u32 %r21, 20, 16, %p1;\n\tcp.async.ca.shared.global [%r33], [%rd12], 16, %r21;"
    ));
    assert!(e.contains("src-size 20 exceeds the copy size 16"), "{e}");
    assert!(e.contains("lane 5"), "{e}");
    // Past the end of the input buffer (32 threads x 44 bytes).
    let e = fault(&format!(
        "{ADDR}\t@%p1 add.s64 %rd12, %rd12, 4096;\n\tcp.async.ca.shared.global [%r33], [%rd12], 16;"
    ));
    assert!(e.contains("lane 5"), "{e}");
}

#[test]
fn illegal_forms_are_located_errors() {
    for (line, hdr, want) in [
        (
            "cp.async.cg.shared.global [%r33], [%rd12], 8;",
            HDR,
            "the copy size must be the constant 16",
        ),
        (
            "cp.async.ca.shared.global [%r33], [%rd12], 2;",
            HDR,
            "the copy size must be the constant 4, 8 or 16",
        ),
        (
            "cp.async.ca.shared.global [%r33], [%rd12], %r1;",
            HDR,
            "the copy size must be the constant",
        ),
        (
            "cp.async.ca.global [%r33], [%rd12], 4;",
            HDR,
            "missing `.shared`",
        ),
        (
            "cp.async.shared.global [%r33], [%rd12], 4;",
            HDR,
            "missing `.ca` or `.cg`",
        ),
        (
            "cp.async.ca.shared [%r33], [%rd12], 4;",
            HDR,
            "missing `.global`",
        ),
        (
            "cp.async.ca.shared.global [%r33], [%rd12], 4, %r1, %r2;",
            HDR,
            "wrong operand count",
        ),
        (
            "cp.async.ca.shared.global.L2::cache_hint [%r33], [%rd12], 4;",
            HDR,
            "needs the cache-policy operand",
        ),
        ("cp.async.wait_group %r1;", HDR, "takes an integer constant"),
        (
            "cp.async.ca.shared.global [%r33], [%rd12], 4;",
            ".version 8.0\n.target sm_75\n.address_size 64\n",
            "sm_80",
        ),
    ] {
        let e = fault_in(hdr, &format!("{ADDR}\t{line}"));
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

/// A one-warp timed kernel: `pre` (warm-up), then the clock around `body`, written
/// to `out` (lane 0's clocks c0..c2).
fn timed(pre: &str, body: &str) -> ([u32; 3], Timed) {
    let ptx = format!(
        "{HDR}.visible .entry k(.param .u64 k_in, .param .u64 k_out)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<200>;
\t.reg .b32 %c<4>;
\t.reg .b64 %rd<40>;
\t.shared .align 16 .b8 buf[4096];
\tld.param.u64 %rd1, [k_in];
\tld.param.u64 %rd2, [k_out];
\tmov.u32 %r20, %tid.x;
\tmov.u32 %r30, buf;
\tshl.b32 %r42, %r20, 4;
\tadd.u32 %r33, %r30, %r42;
\tcvt.u64.u32 %rd22, %r42;
\tadd.s64 %rd12, %rd1, %rd22;
{pre}
\tmov.u32 %c0, %clock;
{body}
\tmov.u32 %c2, %clock;
\tmul.wide.u32 %rd3, %r20, 16;
\tadd.s64 %rd4, %rd2, %rd3;
\tst.global.v4.u32 [%rd4], {{%c0, %c1, %c2, %r20}};
\tret;
}}
"
    );
    let d = tmpdir("cp_async_timing");
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  in: { type: u32, count: 8192 }\n  out: { type: u32, count: 128 }\nargs: [in, out]\n",
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), None, &[]).unwrap();
    let c = t.u32s("out");
    ([c[0], c[1], c[2]], t)
}

#[test]
fn wait_group_costs_what_the_equivalent_load_costs() {
    // The load's result is used by the next instruction; the copy's group is waited
    // for at once. Both wait for the same memory access (a miss to DRAM).
    let (ld, _) = timed(
        "",
        "\tld.global.cg.v4.u32 {%r1, %r2, %r3, %r4}, [%rd12+8192];\n\tadd.u32 %r5, %r1, %r4;\n\tmov.u32 %c1, %clock;",
    );
    let (cp, t) = timed(
        "",
        "\tcp.async.cg.shared.global [%r33], [%rd12+8192], 16;\n\tcp.async.commit_group;\n\tcp.async.wait_group 0;\n\tmov.u32 %c1, %clock;",
    );
    assert!(
        cp[1] - cp[0] > 100,
        "the copy did not wait for memory: {cp:?}"
    );
    assert_eq!(cp[1] - cp[0], ld[1] - ld[0], "cp.async {cp:?} vs ld {ld:?}");
    let stalls = &t.report.stalls;
    assert!(
        stalls[warpsim::timing::Stall::AsyncWait.index()] > 0,
        "no async_wait stall: {stalls:?}"
    );
}

#[test]
fn wait_group_covers_the_older_groups_only() {
    // Line X (offset 0) is brought into the L1 first; Y (offset 8192) is not.
    let warm = "\tld.global.ca.v4.u32 {%r1, %r2, %r3, %r4}, [%rd12];\n\tadd.u32 %r5, %r1, %r4;";
    let hit = "\tcp.async.ca.shared.global [%r33], [%rd12], 16;\n\tcp.async.commit_group;\n";
    let miss =
        "\tcp.async.ca.shared.global [%r33+2048], [%rd12+8192], 16;\n\tcp.async.commit_group;\n";
    let waits = "\tcp.async.wait_group 1;\n\tmov.u32 %c1, %clock;\n\tcp.async.wait_group 0;";
    // Hit then miss: wait_group 1 needs only the hit.
    let (hm, _) = timed(warm, &format!("{hit}{miss}{waits}"));
    // Miss then hit: wait_group 1 needs the miss.
    let (mh, _) = timed(warm, &format!("{miss}{hit}{waits}"));
    let (hm1, hm2) = (hm[1] - hm[0], hm[2] - hm[1]);
    let (mh1, mh2) = (mh[1] - mh[0], mh[2] - mh[1]);
    assert!(hm1 < 100 && hm2 > 100, "hit, miss: {hm:?}");
    assert!(mh1 > 100 && mh2 < 20, "miss, hit: {mh:?}");
    // wait_all waits for the uncommitted copies too.
    let (all, _) = timed(
        warm,
        "\tcp.async.ca.shared.global [%r33+2048], [%rd12+8192], 16;\n\tcp.async.wait_all;\n\tmov.u32 %c1, %clock;",
    );
    assert!(all[1] - all[0] > 100, "wait_all: {all:?}");
    // A wait with nothing outstanding costs nothing beyond its issue.
    let (none, _) = timed(
        warm,
        "\tcp.async.wait_all;\n\tcp.async.wait_group 0;\n\tmov.u32 %c1, %clock;",
    );
    assert!(none[1] - none[0] < 10, "no copies: {none:?}");
}
