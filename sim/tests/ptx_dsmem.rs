//! Distributed shared memory (sm_90): `mapa` to any CTA of the cluster, `ld`/`st`/
//! `atom`/`red` on `.shared::cluster` and generic addresses in other CTAs' shared
//! memory, remote `mbarrier.arrive`, in both engines (the timing engine performs them
//! at the exchange, `timing::cluster::apply_remote`), and the faults.

mod common;
use common::*;

const SM90: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

/// Clusters of 4 CTAs of 64 threads (grid 8). Each CTA fills `s[t] = rank * 1000 + t`;
/// after a cluster barrier each thread reads its next neighbour's `s[t]`
/// (`ld.shared::cluster`), writes `rank * 7 + t` into its previous neighbour's `u[t]`
/// through a generic address (`mapa.u64`, `st.u32`), adds 1 to rank 0's counter
/// (`red`) and 2 to rank (r + 2) % 4's (`atom`). After a second barrier it records
/// [neighbour's s[t], own u[t], own counter, the CTA's rank].
fn exchange(extra: &str) -> String {
    format!(
        "{SM90}.visible .entry k(.param .u64 k_out)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 4 .b32 s[64];
\t.shared .align 4 .b32 u[64];
\t.shared .align 4 .b32 cnt;
\tld.param.u64 %rd1, [k_out];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %cluster_ctarank;
\tmov.u32 %r3, %ctaid.x;
\tshl.b32 %r4, %r1, 2;
\tmov.u32 %r5, s;
\tadd.u32 %r6, %r5, %r4;
\tmad.lo.u32 %r7, %r2, 1000, %r1;
\tst.shared.u32 [%r6], %r7;
\tsetp.eq.u32 %p1, %r1, 0;
\tmov.u32 %r8, cnt;
\t@%p1 st.shared.u32 [%r8], 0;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tadd.u32 %r9, %r2, 1;
\tand.b32 %r9, %r9, 3;
\tmapa.shared::cluster.u32 %r10, %r6, %r9;
\tld.shared::cluster.u32 %r11, [%r10];
\tadd.u32 %r12, %r2, 3;
\tand.b32 %r12, %r12, 3;
\tmov.u32 %r13, u;
\tadd.u32 %r14, %r13, %r4;
\tcvt.u64.u32 %rd2, %r14;
\tcvta.shared.u64 %rd3, %rd2;
\tmapa.u64 %rd4, %rd3, %r12;
\tmad.lo.u32 %r15, %r2, 7, %r1;
\tst.u32 [%rd4], %r15;
\tmapa.shared::cluster.u32 %r16, %r8, 0;
\tred.shared::cluster.add.u32 [%r16], 1;
\tadd.u32 %r17, %r2, 2;
\tand.b32 %r17, %r17, 3;
\tmapa.shared::cluster.u32 %r18, %r8, %r17;
\tatom.shared::cluster.add.u32 %r19, [%r18], 2;
{extra}\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tld.shared.u32 %r20, [%r14];
\tld.shared.u32 %r21, [%r8];
\tmad.lo.u32 %r22, %r3, 64, %r1;
\tmul.wide.u32 %rd5, %r22, 16;
\tadd.s64 %rd6, %rd1, %rd5;
\tst.global.v4.u32 [%rd6], {{%r11, %r20, %r21, %r2}};
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tret;
}}
"
    )
}

#[test]
fn remote_loads_stores_and_atomics_reach_the_other_ctas() {
    let (func, timed) = cluster_both(&exchange(""), 8, 64, 4, 8 * 64 * 4);
    for (name, out) in [("functional", func.unwrap()), ("timing", timed.unwrap())] {
        for b in 0..8u32 {
            let r = b % 4;
            for t in 0..64u32 {
                let o = ((b * 64 + t) * 4) as usize;
                let next = (r + 1) % 4;
                // Rank 0 counts every thread's red (4 x 64) and, as every rank, the
                // atom (+2) of the 64 threads of rank (r + 2) % 4.
                let cnt = if r == 0 { 256 + 128 } else { 128 };
                assert_eq!(
                    out[o..o + 4],
                    [next * 1000 + t, next * 7 + t, cnt, r],
                    "{name}: block {b} thread {t}"
                );
            }
        }
    }
}

#[test]
fn remote_accesses_fault_where_the_hardware_is_undefined() {
    // A rank outside the cluster (mapa), an offset past the other CTA's shared
    // memory, a wait on another CTA's mbarrier (only arrivals reach one).
    for (extra, needle) in [
        (
            "\tmov.u32 %r30, 4;\n\tmapa.shared::cluster.u32 %r31, %r5, %r30;\n",
            "mapa: CTA rank 4 is outside the cluster of 4",
        ),
        (
            "\tadd.u32 %r30, %r10, 65536;\n\tld.shared::cluster.u32 %r31, [%r30];\n",
            "out-of-bounds shared::cluster access",
        ),
        (
            "\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r10], 0;\n",
            "is another CTA's (rank 1); only arrive, expect_tx and complete_tx reach one",
        ),
    ] {
        let (func, timed) = cluster_both(&exchange(extra), 8, 64, 4, 8 * 64 * 4);
        for e in [func.unwrap_err(), timed.unwrap_err()] {
            assert!(e.contains(needle) && e.contains("lane"), "{needle}: {e}");
        }
    }
}

#[test]
fn wild_shared_addresses_are_not_taken_for_another_ctas() {
    // An address past the CTA's shared memory is out of bounds whatever its high
    // bits (only mapa's tagged form names a CTA), in a cluster launch or not.
    for (k, addr) in [
        (1, 0x100_0004u32),
        (1, 0xA000_0040),
        (2, 0x100_0004),
        (2, 0x8100_0000),
    ] {
        let ptx = format!(
            "{SM90}.visible .entry k(.param .u64 k_out)
{{
\t.reg .b32 %r<8>;
\t.shared .align 4 .b32 s[4];
\tmov.u32 %r1, {addr};
\tld.shared.u32 %r2, [%r1];
\tret;
}}
"
        );
        let (func, timed) = cluster_both(&ptx, 2, 32, k, 4);
        for e in [func.unwrap_err(), timed.unwrap_err()] {
            assert!(
                e.contains("out-of-bounds shared access"),
                "{k} {addr:#x}: {e}"
            );
        }
    }
}

#[test]
fn a_remote_mbarrier_arrival_releases_the_other_cta() {
    // Clusters of 2: rank 0 initialises an mbarrier for one arrival; after a cluster
    // barrier, rank 1's thread 0 writes 32 words into rank 0's buffer and arrives on
    // rank 0's barrier (`mbarrier.arrive.release.cluster.shared::cluster`); rank 0's
    // threads wait for the phase and copy the buffer out.
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_out)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 8 .b64 bar;
\t.shared .align 4 .b32 buf[32];
\tld.param.u64 %rd1, [k_out];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %cluster_ctarank;
\tmov.u32 %r3, %clusterid.x;
\tmov.u32 %r4, bar;
\tmov.u32 %r5, buf;
\tor.b32 %r6, %r1, %r2;
\tsetp.eq.u32 %p1, %r6, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r4], 1;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tsetp.eq.u32 %p2, %r2, 1;
\t@%p2 bra PRODUCE;
WAIT:
\tmbarrier.try_wait.parity.shared::cta.b64 %p3, [%r4], 0;
\t@!%p3 bra WAIT;
\tshl.b32 %r7, %r1, 2;
\tadd.u32 %r8, %r5, %r7;
\tld.shared.u32 %r9, [%r8];
\tmad.lo.u32 %r10, %r3, 32, %r1;
\tmul.wide.u32 %rd2, %r10, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.u32 [%rd3], %r9;
\tbra END;
PRODUCE:
\tsetp.ne.u32 %p3, %r1, 0;
\t@%p3 bra END;
\tmapa.shared::cluster.u32 %r11, %r5, 0;
\tmov.u32 %r12, 0;
FILL:
\tshl.b32 %r13, %r12, 2;
\tadd.u32 %r14, %r11, %r13;
\tmad.lo.u32 %r15, %r3, 100, %r12;
\tst.shared::cluster.u32 [%r14], %r15;
\tadd.u32 %r12, %r12, 1;
\tsetp.lt.u32 %p3, %r12, 32;
\t@%p3 bra FILL;
\tmapa.shared::cluster.u32 %r16, %r4, 0;
\tmbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r16];
END:
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tret;
}}
"
    );
    let (func, timed) = cluster_both(&ptx, 8, 32, 2, 4 * 32);
    for (name, out) in [("functional", func.unwrap()), ("timing", timed.unwrap())] {
        for c in 0..4u32 {
            for t in 0..32u32 {
                assert_eq!(
                    out[(c * 32 + t) as usize],
                    c * 100 + t,
                    "{name}: cluster {c} word {t}"
                );
            }
        }
    }
}

#[test]
fn the_timing_engine_needs_the_sm_to_sm_latency() {
    // A config without `memory.dsmem_latency` cannot time a remote access.
    let d = tmpdir("dsmem-cfg");
    let cfg = std::fs::read_to_string(root().join("configs/nvidia/h100.yaml")).unwrap();
    let cfg: String = cfg
        .lines()
        .filter(|l| !l.trim_start().starts_with("dsmem_latency:"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(d.join("c.yaml"), cfg).unwrap();
    std::fs::write(d.join("k.ptx"), exchange("")).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.ptx\ngrid: [8, 1, 1]\nblock: [64, 1, 1]\ncluster: [4, 1, 1]\nbuffers:\n  out: { type: u32, count: 2048 }\nargs: [out]\n",
    )
    .unwrap();
    let e = run_timed(
        d.join("w.yaml").to_str().unwrap(),
        Some(d.join("c.yaml").to_str().unwrap()),
        &[],
    )
    .err()
    .unwrap()
    .to_string();
    assert!(
        e.contains("memory.dsmem_latency") && e.contains("ld.shared::cluster"),
        "{e}"
    );
}

/// Clusters of 2 CTAs of 32 threads: rank 0 multicasts 256 bytes of `g` into both
/// CTAs' `buf` (`cp.async.bulk...multicast::cluster`, ctaMask 3); rank 1 copies its 32
/// words `mine` into rank 0's `recv` (`cp.async.bulk.shared::cluster.shared::cta`),
/// completing rank 0's barrier. Each CTA waits on its own barrier (rank 0 expects
/// 256 + 128 bytes, rank 1 256), then writes [buf (64 words), recv (32 words)].
const BULK_CLUSTER: &str = ".visible .entry k(.param .u64 k_g, .param .u64 k_out)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<16>;
\t.shared .align 128 .b32 buf[64];
\t.shared .align 128 .b32 recv[32];
\t.shared .align 128 .b32 mine[32];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [k_g];
\tld.param.u64 %rd2, [k_out];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %cluster_ctarank;
\tmov.u32 %r3, buf;
\tmov.u32 %r4, recv;
\tmov.u32 %r5, mine;
\tmov.u32 %r6, bar;
\tshl.b32 %r7, %r1, 2;
\tadd.u32 %r8, %r5, %r7;
\tmad.lo.u32 %r9, %r1, 17, 5;
\tst.shared.u32 [%r8], %r9;
\tsetp.eq.u32 %p1, %r1, 0;
\tsetp.eq.u32 %p2, %r2, 0;
\tselp.u32 %r10, 384, 256, %p2;
\t@%p1 mbarrier.init.shared::cta.b64 [%r6], 1;
\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r6], %r10;
\tfence.proxy.async.shared::cta;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tand.pred %p3, %p1, %p2;
\tmov.u16 %rs1, 3;
\t@%p3 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r3], [%rd1], 256, [%r6], %rs1;
\tnot.pred %p4, %p2;
\tand.pred %p5, %p1, %p4;
\tmapa.shared::cluster.u32 %r11, %r4, 0;
\tmapa.shared::cluster.u32 %r12, %r6, 0;
\t@%p5 cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%r11], [%r5], 128, [%r12];
WAIT:
\tmbarrier.try_wait.parity.shared::cta.b64 %p6, [%r6], 0;
\t@!%p6 bra WAIT;
\tmov.u32 %r13, %ctaid.x;
\tmul.lo.u32 %r14, %r13, 96;
\tadd.u32 %r15, %r14, %r1;
\tmul.wide.u32 %rd4, %r15, 4;
\tadd.u64 %rd5, %rd2, %rd4;
\tadd.u32 %r16, %r3, %r7;
\tld.shared.u32 %r17, [%r16];
\tst.global.u32 [%rd5], %r17;
\tld.shared.u32 %r18, [%r16+128];
\tst.global.u32 [%rd5+128], %r18;
\tadd.u32 %r19, %r4, %r7;
\tld.shared.u32 %r20, [%r19];
\tst.global.u32 [%rd5+256], %r20;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tret;
}
";

#[test]
fn bulk_copies_multicast_and_reach_another_ctas_shared_memory() {
    let g: Vec<u32> = (0..64).map(|k| 0xC0DE_0000 + k * 3).collect();
    let yaml = format!(
        "program: k.ptx\ngrid: 2\nblock: [32, 1, 1]\ncluster: [2, 1, 1]\nbuffers:\n  g: {{ type: u32, count: 64, init: {{ values: {g:?} }} }}\n  out: {{ type: u32, count: 192 }}\nargs: [g, out]\n"
    );
    let ptx = format!(
        "{SM90}{}",
        BULK_CLUSTER.replace("%r<40>;", "%r<40>;\n\t.reg .b16 %rs<4>;")
    );
    let (func, timed) = run_both(&ptx, &yaml, &[]);
    let mut want = Vec::new();
    for cta in 0..2u32 {
        want.extend(&g);
        want.extend((0..32).map(|t| if cta == 0 { t * 17 + 5 } else { 0 }));
    }
    assert_eq!(func.unwrap().u32s("out"), want, "functional");
    assert_eq!(timed.unwrap().u32s("out"), want, "timing");
}
