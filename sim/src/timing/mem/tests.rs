//! The memory system on its own: requests injected as the engine does, answers read
//! back. Unloaded latencies at every level, time order, merging, flow control and
//! back-pressure, write-back accounting, DRAM row and refresh behaviour, address
//! hashing, and the lookahead contract the engine's quantum relies on.

use super::counters::*;
use super::{Kind, MemSys, Req};
use crate::config::{load_str, GpuConfig};

/// A small GPU with every level: 8 SMs in 2 groups (GL1 and L2 per group), a MALL and
/// 4 DRAM channels.
const CFG: &str = r#"name: memory test GPU
vendor: amd
arch: gfx1100
warp_size: 32
clock_mhz: 1000
sm:
  count: 8
  max_warps: 32
  max_blocks: 16
  max_threads: 1024
  registers: 65536
  register_alloc_unit: 8
  shared_per_sm: 65536
  max_shared_per_block: 65536
  schedulers: 4
  issue_width: 1
  scheduler: gto
  two_level_active: 8
  ibuffer_entries: 2
  block_launch_latency: 10
  retire_after_stores: false
  units: { alu: 1, mem: 1 }
  register_file: { banks: 4, read_ports_per_bank: 1 }
memory:
  l1: { size: 16384, line: 128, sector: 32, assoc: 4, hit_latency: 40, mshrs: 8, bytes_per_cycle: 64, write: through, store_slots: 8, queue: 16 }
  gl1: { size: 65536, line: 128, sector: 32, assoc: 4, hit_latency: 80, groups: 2, slices: 2, bytes_per_cycle: 64, mshrs: 8, interleave: 256, hash: xor, write: through }
  interconnect: { latency: 10, request_bytes_per_cycle: 32, response_bytes_per_cycle: 32, header_bytes: 8 }
  l2: { size: 262144, line: 128, sector: 32, assoc: 8, hit_latency: 200, groups: 2, slices: 4, bytes_per_cycle: 64, mshrs: 8, interleave: 256, hash: xor, write: back }
  mall: { size: 1048576, line: 128, sector: 32, assoc: 8, hit_latency: 300, slices: 4, bytes_per_cycle: 32, mshrs: 16, interleave: 256, hash: xor, write: back }
  dram:
    latency: 500
    bytes_per_cycle: 32
    channels: 4
    banks: 4
    row_bytes: 1024
    access_bytes: 32
    interleave: 256
    hash: xor
    read_queue: 8
    write_queue: 8
    timing: { t_rcd: 20, t_rp: 20, t_cl: 20, t_ras: 40, t_wr: 20, t_wtr: 10, t_rtw: 10, t_refi: 1e12, t_rfc: 100, refresh: all_bank }
  shared: { banks: 32, bank_width: 4 }
  atomic_latency: 250
latency:
  classes:
    move: { latency: 4, issue_interval: 1, unit: alu }
    int: { latency: 4, issue_interval: 1, unit: alu }
    int_mul: { latency: 4, issue_interval: 1, unit: alu }
    int_div: { latency: 4, issue_interval: 1, unit: alu }
    fp32: { latency: 4, issue_interval: 1, unit: alu }
    fp64: { latency: 4, issue_interval: 1, unit: alu }
    sfu: { latency: 4, issue_interval: 1, unit: alu }
    convert: { latency: 4, issue_interval: 1, unit: alu }
    mem_global: { latency: 4, issue_interval: 1, unit: mem }
    mem_shared: { latency: 4, issue_interval: 1, unit: mem }
    mem_local: { latency: 4, issue_interval: 1, unit: mem }
    mem_const: { latency: 4, issue_interval: 1, unit: mem }
    mem_param: { latency: 4, issue_interval: 1, unit: mem }
    atomic: { latency: 4, issue_interval: 1, unit: mem }
    barrier: { latency: 4, issue_interval: 1, unit: alu }
    warp: { latency: 4, issue_interval: 1, unit: alu }
    branch: { latency: 4, issue_interval: 1, unit: alu }
    misc: { latency: 1, issue_interval: 1, unit: alu }
    mma: { latency: 8, issue_interval: 8, unit: alu }
"#;

fn cfg_with(edit: &[(&str, &str)]) -> GpuConfig {
    let mut t = CFG.to_string();
    for (a, b) in edit {
        assert_eq!(t.matches(a).count(), 1, "`{a}` must occur once");
        t = t.replace(a, b);
    }
    load_str("test.yaml", &t).unwrap_or_else(|e| panic!("{e}"))
}

fn cfg() -> GpuConfig {
    cfg_with(&[])
}

fn read(cycle: u64, line: u64, tag: u32) -> Req {
    Req {
        cycle,
        line,
        sectors: 0b1,
        kind: Kind::Read,
        tag,
    }
}

/// Inject `reqs` (per SM) at one exchange ending at `u`, run to its horizon and far
/// beyond, and return every SM's answers.
fn run_all(m: &mut MemSys, reqs: &[(u32, Req)]) -> Vec<Vec<(u64, u32)>> {
    for sm in 0..8 {
        let mine: Vec<Req> = reqs.iter().filter(|r| r.0 == sm).map(|r| r.1).collect();
        m.inject(sm, &mine);
    }
    m.advance(u64::MAX / 2);
    let out = m.hub.answers.clone();
    m.hub.answers.iter_mut().for_each(Vec::clear);
    out
}

/// `n` requests made by `make` from pseudo-random numbers (an LCG in `x`), sent at
/// random cycles of the quantum `[start, start + q)`, in time order.
fn random_reqs(
    x: &mut u64,
    n: usize,
    start: u64,
    q: u64,
    mut make: impl FnMut(u64) -> Req,
) -> Vec<Req> {
    let mut reqs: Vec<Req> = (0..n)
        .map(|_| {
            *x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            Req {
                cycle: start + (*x >> 33) % q,
                ..make(*x)
            }
        })
        .collect();
    reqs.sort_by_key(|r| r.cycle);
    reqs
}

fn level(m: &MemSys, name: &str) -> super::LevelReport {
    m.report().into_iter().find(|l| l.name == name).unwrap()
}

#[test]
fn unloaded_latencies_are_the_configs_at_every_level() {
    // An answer reaches the SM (load-to-use minus the L1's hit latency) after exactly
    // the level's hit latency minus the L1's: the model sizes links and pipelines so.
    let c = cfg();
    let l1 = c.memory.l1.hit_latency as u64;
    let mut m = MemSys::new(&c);
    let line = 1000;
    // Cold: DRAM (its bank closed).
    let a = run_all(&mut m, &[(0, read(100, line, 1))]);
    assert_eq!(a[0], [(100 + 500 - l1, 1)]);
    // Another SM of the same group: their shared GL1 holds the line.
    let a = run_all(&mut m, &[(1, read(2000, line, 2))]);
    assert_eq!(a[1], [(2000 + 80 - l1, 2)]);
    // An SM of the other group misses its GL1 and its L2 (one L2 per group) and finds
    // the line in the MALL.
    let a = run_all(&mut m, &[(4, read(3000, line, 3))]);
    assert_eq!(a[4], [(3000 + 300 - l1, 3)]);
    // (An L2 hit: `l2_hits_after_the_gl1_misses`.)
}

#[test]
fn l2_hits_after_the_gl1_misses() {
    // GL1 of 64 KB (32 KB per group, 2 slices of 4 ways): fill it with lines that map
    // to one GL1 set until the first line is evicted from the GL1 but stays in the L2.
    let c = cfg();
    let l1 = c.memory.l1.hit_latency as u64;
    let mut m = MemSys::new(&c);
    let first = 7u64;
    let mut t = 100;
    let mut reqs = vec![(0u32, read(t, first, 0))];
    // Enough distinct lines to wrap the 32 KB GL1 of group 0 several times, less than
    // its 128 KB L2.
    for (k, l) in (1..600u64).map(|k| (k, first + 2 * k)).take(599) {
        t += 1;
        reqs.push((0, read(t, l, k as u32)));
    }
    run_all(&mut m, &reqs);
    let a = run_all(&mut m, &[(1, read(100_000, first, 9))]);
    assert_eq!(a[1], [(100_000 + 200 - l1, 9)], "an L2 hit");
}

#[test]
fn requests_are_served_in_time_order_not_injection_order() {
    // SM 0's request (later in time) is injected before SM 1's (earlier); both go to
    // the same DRAM bank. Time order decides who gets it first.
    let c = cfg();
    let l1 = c.memory.l1.hit_latency as u64;
    let mut m = MemSys::new(&c);
    let a = run_all(&mut m, &[(0, read(900, 64, 1)), (1, read(100, 80, 2))]);
    assert_eq!(
        a[1],
        [(100 + 500 - l1, 2)],
        "the earlier request is unloaded"
    );
    assert!(a[0][0].0 >= 900 + 500 - l1 - 20, "{:?}", a[0]);
}

#[test]
fn misses_to_a_line_in_flight_merge() {
    // Two SMs of one group ask for the same line in the same cycle: one DRAM read.
    let mut m = MemSys::new(&cfg());
    let a = run_all(&mut m, &[(0, read(100, 5000, 1)), (1, read(100, 5000, 2))]);
    assert_eq!(a[0].len() + a[1].len(), 2);
    let d = level(&m, "dram");
    assert_eq!(d.counters.total[D_READS], 1);
}

#[test]
fn a_slice_out_of_miss_entries_waits_and_the_wait_is_in_time_order() {
    // l2.mshrs = 1: misses to one L2 slice are served one after another.
    let c = cfg_with(&[(
        "hit_latency: 200, groups: 2, slices: 4, bytes_per_cycle: 64, mshrs: 8,",
        "hit_latency: 200, groups: 2, slices: 1, bytes_per_cycle: 64, mshrs: 1,",
    )]);
    let mut m = MemSys::new(&c);
    let reqs: Vec<(u32, Req)> = (0..4)
        .map(|k| (0, read(100, 100 + 16 * k, k as u32)))
        .collect();
    let a = run_all(&mut m, &reqs);
    let mut t: Vec<u64> = a[0].iter().map(|x| x.0).collect();
    t.sort();
    // Each waits for the previous fill (one DRAM round trip each, at least).
    for w in t.windows(2) {
        assert!(w[1] >= w[0] + 300 - 40, "{t:?}");
    }
    // With 8 entries they overlap.
    let mut m = MemSys::new(&cfg());
    let a = run_all(&mut m, &reqs);
    let t: Vec<u64> = a[0].iter().map(|x| x.0).collect();
    assert!(
        t.iter().max().unwrap() - t.iter().min().unwrap() < 100,
        "{t:?}"
    );
}

#[test]
fn writes_are_acknowledged_and_dirty_data_reaches_dram_or_stays_counted() {
    // Write 4 x the L2 of group 0 (128 KB) from SM 0: every written byte is written
    // back to the MALL or still dirty in the L2 at the end.
    let mut m = MemSys::new(&cfg());
    let lines = 4 * 1024u64;
    let reqs: Vec<(u32, Req)> = (0..lines)
        .map(|k| {
            (
                0,
                Req {
                    cycle: 100 + k,
                    line: 10_000 + k,
                    sectors: 0b1111,
                    kind: Kind::Write,
                    tag: k as u32,
                },
            )
        })
        .collect();
    let a = run_all(&mut m, &reqs);
    assert_eq!(a[0].len() as u64, lines, "every store is acknowledged");
    let l2 = level(&m, "l2");
    let written = lines * 128;
    assert_eq!(l2.counters.total[C_BYTES_IN], written);
    assert_eq!(
        l2.counters.total[C_WB_BYTES] + l2.dirty_bytes,
        written,
        "written back + still dirty = written"
    );
    assert!(
        l2.dirty_bytes <= 128 * 1024,
        "at most one group's L2 is dirty"
    );
}

#[test]
fn dram_row_hits_are_faster_and_conflicts_slower() {
    // Lines 0 and 1 share a 256-byte channel block, so a row: the second access (once
    // the first opened the row) hits; a line in another row of the same bank
    // conflicts. Measured from the SM: cold 500, hit 500 - t_rcd, conflict + t_rp.
    let c = cfg();
    let l1 = c.memory.l1.hit_latency as u64;
    let t = c.memory.dram.cycles(c.clock_mhz);
    let mut m = MemSys::new(&c);
    let a = run_all(&mut m, &[(0, read(100, 0, 1))]);
    assert_eq!(a[0][0].0 - 100, 500 - l1);
    let a = run_all(&mut m, &[(0, read(5000, 1, 2))]);
    assert_eq!(a[0][0].0 - 5000, 500 - l1 - t.t_rcd, "row hit");
    let d = level(&m, "dram");
    assert_eq!(d.counters.total[D_ROW_HITS], 1);
}

#[test]
fn power_of_two_strides_spread_over_channels_with_the_hash() {
    // 256 lines 1 MiB apart: the XOR hash spreads them over the 4 channels; plain
    // modulo sends them all to one.
    let per_channel = |hash: &str| {
        // Every level hashes alike (the DRAM channel is chosen within the partition of
        // the MALL slice above).
        let c = load_str(
            "test.yaml",
            &CFG.replace("hash: xor", &format!("hash: {hash}")),
        )
        .unwrap();
        let mut m = MemSys::new(&c);
        let reqs: Vec<(u32, Req)> = (0..256u64)
            .map(|k| (0, read(100 + 10 * k, k * 8192, k as u32)))
            .collect();
        run_all(&mut m, &reqs);
        let d = level(&m, "dram");
        let p = d
            .counters
            .per_instance
            .iter()
            .position(|&k| k == D_READ_BYTES)
            .unwrap();
        d.counters.inst.iter().map(|r| r[p]).collect::<Vec<u64>>()
    };
    let x = per_channel("xor");
    assert!(x.iter().all(|&b| b > 0), "{x:?}");
    let n = per_channel("none");
    assert_eq!(n.iter().filter(|&&b| b > 0).count(), 1, "{n:?}");
}

#[test]
fn refresh_closes_the_channel_for_t_rfc() {
    // Refresh every 2 us (2000 cycles at 1 GHz) for 1 us: a request arriving during
    // a refresh waits for its end.
    let c = cfg_with(&[("t_refi: 1e12, t_rfc: 100", "t_refi: 2000, t_rfc: 1000")]);
    let l1 = c.memory.l1.hit_latency as u64;
    let mut m = MemSys::new(&c);
    let mut worst = 0;
    for k in 0..40u64 {
        let t0 = 100 + 97 * k;
        let a = run_all(&mut m, &[(0, read(t0, 1_000_000 + 64 * k, k as u32))]);
        worst = worst.max(a[0][0].0 - t0);
    }
    assert!(
        worst > 500 - l1 + 300,
        "some request waited for a refresh: {worst}"
    );
    let d = level(&m, "dram");
    assert!(d.counters.total[D_REFRESHES] > 0);
}

/// Cycles until `n` reads of consecutive lines injected at once are all answered,
/// and the refreshes counted.
fn stream_time(c: &GpuConfig, n: u64) -> (u64, u64) {
    let mut m = MemSys::new(c);
    let reqs: Vec<(u32, Req)> = (0..n)
        .map(|k| ((k % 8) as u32, read(0, 1_000_000 + k, k as u32)))
        .collect();
    let a = run_all(&mut m, &reqs);
    let end = a.iter().flatten().map(|x| x.0).max().unwrap();
    (end, level(&m, "dram").counters.total[D_REFRESHES])
}

#[test]
fn per_bank_refresh_lets_the_other_banks_go_on() {
    // Refresh every 2 us: all-bank refresh closes the channel for 500 ns, per-bank
    // refresh one bank at a time for 250 ns (tRFCpb is about half of tRFCab), while
    // the scheduler serves the other banks.
    let (all, n_all) = stream_time(
        &cfg_with(&[("t_refi: 1e12, t_rfc: 100", "t_refi: 2000, t_rfc: 500")]),
        4000,
    );
    let (per, n_per) = stream_time(
        &cfg_with(&[(
            "t_refi: 1e12, t_rfc: 100, refresh: all_bank",
            "t_refi: 2000, t_rfc: 250, refresh: per_bank",
        )]),
        4000,
    );
    let (none, _) = stream_time(&cfg(), 4000);
    // (The stream is bound by miss entries, so refresh shows as latency.)
    assert!(
        all as f64 > 1.05 * none as f64,
        "all-bank {all} vs none {none}"
    );
    assert!(
        per > none && per - none < (all - none) / 2,
        "per-bank {per}, all-bank {all}, none {none}"
    );
    // Each bank refreshes as often as a whole channel does.
    assert!(
        n_per >= 3 * n_all,
        "refreshes: per-bank {n_per}, all-bank {n_all}"
    );
}

#[test]
fn answers_never_arrive_before_the_quantum_that_needs_them() {
    // The engine's contract: at the exchange ending a quantum at U, after running to
    // the safe horizon, every answer that arrives before U + quantum is known, and no
    // answer arrives before U. Random traffic over many exchanges.
    let c = cfg();
    let mut m = MemSys::new(&c);
    let q = m.quantum();
    let mut x = 99u64;
    let mut u = 0u64;
    let mut late = Vec::new();
    let mut answers: Vec<(u64, u64)> = Vec::new(); // (arrival, exchange end when known)
    for _ in 0..400 {
        let start = u;
        u += q;
        for sm in 0..8u32 {
            let reqs = random_reqs(&mut x, 3, start, q, |x| Req {
                cycle: 0,
                line: (x >> 13) % 4096,
                sectors: 0b11,
                kind: if x & 3 == 0 { Kind::Write } else { Kind::Read },
                tag: 0,
            });
            m.inject(sm, &reqs);
        }
        m.advance(m.safe_until(u));
        for sm in 0..8 {
            for &(at, _) in &m.hub.answers[sm] {
                if at < u {
                    late.push((at, u));
                }
                answers.push((at, u));
            }
            m.hub.answers[sm].clear();
        }
    }
    // An answer delivered at the exchange ending at u arrives at or after u: the SM has
    // not passed it yet (it needed everything before u during the quantum that ended).
    assert!(
        late.is_empty(),
        "answers delivered after their arrival: {late:?}"
    );
    assert!(answers.len() > 1000, "{}", answers.len());
}

#[test]
fn partitions_change_nothing() {
    // One cache level in front of DRAM splits into memory partitions, advanced one
    // by one here (the engine spreads them over threads): every answer and every
    // counter is what one partition holding everything gives. Random reads, writes
    // and atomics from every SM over many exchanges, enough to fill queues.
    let c = cfg_with(&[
        ("  gl1: { size: 65536, line: 128, sector: 32, assoc: 4, hit_latency: 80, groups: 2, slices: 2, bytes_per_cycle: 64, mshrs: 8, interleave: 256, hash: xor, write: through }\n", ""),
        ("  mall: { size: 1048576, line: 128, sector: 32, assoc: 8, hit_latency: 300, slices: 4, bytes_per_cycle: 32, mshrs: 16, interleave: 256, hash: xor, write: back }\n", ""),
        ("channels: 4", "channels: 8"),
    ]);
    let run = |max_parts: u32| {
        let mut m = MemSys::with_max_parts(&c, max_parts);
        let parts = m.parts.len();
        let q = m.quantum();
        let mut x = 7u64;
        let mut u = 0u64;
        let mut tag = 0u32;
        let mut answers = vec![Vec::new(); 8];
        for _ in 0..300 {
            let start = u;
            u += q;
            for sm in 0..8u32 {
                let reqs = random_reqs(&mut x, 6, start, q, |x| {
                    tag += 1;
                    Req {
                        cycle: 0,
                        line: (x >> 13) % 8192,
                        sectors: ((x >> 40) as u32 & 0xf).max(1),
                        kind: match x & 7 {
                            0 | 1 => Kind::Write,
                            2 => Kind::Atomic,
                            _ => Kind::Read,
                        },
                        tag,
                    }
                });
                m.inject(sm, &reqs);
            }
            m.advance(m.safe_until(u));
            for (sm, a) in answers.iter_mut().enumerate() {
                a.append(&mut m.hub.answers[sm]);
            }
        }
        m.advance(u64::MAX / 2);
        for (sm, a) in answers.iter_mut().enumerate() {
            a.append(&mut m.hub.answers[sm]);
            a.sort();
        }
        let report: Vec<_> = m
            .report()
            .into_iter()
            .map(|l| (l.name, l.counters.total, l.counters.inst, l.dirty_bytes))
            .collect();
        (parts, answers, report)
    };
    let (one, a1, r1) = run(1);
    let (many, a2, r2) = run(16);
    assert_eq!(
        (one, many),
        (1, 4),
        "partitions: gcd(4 slices per group, 8 channels)"
    );
    assert!(a1.iter().map(Vec::len).sum::<usize>() > 10_000);
    assert_eq!(a1, a2, "answers");
    assert_eq!(r1, r2, "counters");
}

#[test]
fn stores_to_one_line_are_acknowledged_an_interval_apart_and_other_lines_are_not_held() {
    // 6 stores at once from SM 0: three to line A, three to distinct lines. With
    // `line_store_interval: 300` the stores to A are acknowledged 300 cycles apart;
    // the others as without it.
    let store = |k: u32, line: u64| {
        (
            0,
            Req {
                cycle: 100,
                line,
                sectors: 0b1111,
                kind: Kind::Write,
                tag: k,
            },
        )
    };
    let reqs = [
        store(0, 5000),
        store(1, 5000),
        store(2, 5000),
        store(3, 6001),
        store(4, 7002),
        store(5, 8003),
    ];
    let acks = |c: &GpuConfig| {
        let mut m = MemSys::new(c);
        let mut a = run_all(&mut m, &reqs)[0].clone();
        a.sort_by_key(|&(_, tag)| tag);
        a.into_iter().map(|(t, _)| t).collect::<Vec<u64>>()
    };
    let free = acks(&cfg());
    let held = acks(&cfg_with(&[(
        "hash: xor, write: back }\n  mall",
        "hash: xor, write: back, line_store_interval: 300 }\n  mall",
    )]));
    assert_eq!(
        held[0], free[0],
        "the first store to a line waits for nothing"
    );
    assert_eq!(held[1], held[0] + 300);
    assert_eq!(held[2], held[1] + 300);
    assert_eq!(&held[3..], &free[3..], "stores to other lines are not held");
    assert!(
        free[2] < free[0] + 300,
        "without it they are not held either"
    );
}

#[test]
fn a_port_serving_whole_requests_charges_a_partial_read_a_line_and_a_half_line_store_a_slot() {
    // 8 SMs (own links) send the same request to one line of the L2 (no GL1) at
    // once: the tag pipeline takes one a cycle, the data port spaces them. By bytes
    // (64 B/cycle): a 128-B store 2 cycles, a 32-B read 1 (the tag pipeline). With
    // `requests: {read: 128, write: 64}`: a store is two 64-B writes of a 2-cycle
    // slot each (4), a read one 128-B request (2).
    let no_gl1 = (
        "  gl1: { size: 65536, line: 128, sector: 32, assoc: 4, hit_latency: 80, groups: 2, slices: 2, bytes_per_cycle: 64, mshrs: 8, interleave: 256, hash: xor, write: through }\n",
        "",
    );
    let one_group = (
        "groups: 2, slices: 4, bytes_per_cycle: 64",
        "slices: 4, bytes_per_cycle: 64",
    );
    let spacing = |c: &GpuConfig, kind: Kind, sectors: u32| {
        let mut m = MemSys::new(c);
        let at = |cycle: u64, kind: Kind, sectors: u32| -> Vec<(u32, Req)> {
            (0..8)
                .map(|sm| {
                    let r = Req {
                        cycle,
                        line: 9000,
                        sectors,
                        kind,
                        tag: sm,
                    };
                    (sm, r)
                })
                .collect()
        };
        // The line comes in first (a store allocates it), then the measured burst.
        run_all(&mut m, &at(100, Kind::Write, 0b1111));
        let mut t: Vec<u64> = run_all(&mut m, &at(100_000, kind, sectors))
            .iter()
            .map(|a| a[0].0)
            .collect();
        t.sort_unstable();
        t.windows(2).map(|w| w[1] - w[0]).max().unwrap()
    };
    let bytes = cfg_with(&[no_gl1, one_group]);
    let whole = cfg_with(&[
        no_gl1,
        (
            "groups: 2, slices: 4, bytes_per_cycle: 64",
            "slices: 4, bytes_per_cycle: 64, requests: {read: 128, write: 64}",
        ),
    ]);
    assert_eq!(spacing(&bytes, Kind::Write, 0b1111), 2);
    assert_eq!(spacing(&whole, Kind::Write, 0b1111), 4);
    assert_eq!(spacing(&whole, Kind::Write, 0b0011), 2, "one half line");
    assert_eq!(spacing(&bytes, Kind::Read, 0b0001), 1);
    assert_eq!(spacing(&whole, Kind::Read, 0b0001), 2);
}

#[test]
fn request_sizes_must_fit_the_line_and_sectors() {
    for (req, field) in [
        ("{read: 256, write: 64}", "requests.read"),
        ("{read: 128, write: 16}", "requests.write"),
        ("{read: 64, write: 128}", "requests.write"),
        ("{read: 96, write: 32}", "requests.read"),
    ] {
        let text = CFG.replace(
            "slices: 4, bytes_per_cycle: 64,",
            &format!("slices: 4, bytes_per_cycle: 64, requests: {req},"),
        );
        let e = load_str("test.yaml", &text).unwrap_err().to_string();
        assert!(e.contains(&format!("memory.l2.{field}")), "{req}: {e}");
    }
}
