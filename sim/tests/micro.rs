//! Microbenchmarks (workloads/micro/): what a kernel measures on the timing model
//! must be what the config says. Dependent chains run at the latency of their
//! latency-table entry, independent streams at its issue interval; a pointer chase
//! sees the L1, L2 and DRAM load-to-use latencies of `memory.*`; shared-memory bank
//! conflicts of degree d cost what the model documents; the AMD `v_cvt_pk_u8_f32`
//! chain and stream do the same on RDNA3 and CDNA3. Every test also checks the
//! computed results against a reference written here, and one family changes the
//! config and sees the measurement follow.
//!
//! The expected numbers come from the config (never hard-coded), looked up the way
//! the engine looks them up (`Timed::entry`); the comments quote the H100 / A100
//! values the tests see today. workloads/micro/README.md describes each kernel.

mod common;
use common::*;
use warpsim::timing::Stall;

const H100: &str = "configs/nvidia/h100.yaml";
const A100: &str = "configs/nvidia/a100.yaml";
const NVIDIA: [&str; 2] = [H100, A100];
/// Instructions per clock segment of the ALU kernels (segments N, N, 2N).
const N: u32 = 64;
/// Independent chains of a stream kernel.
const K: u32 = 8;

fn run(workload: &str, config: &str) -> Timed {
    run_timed(workload, Some(config), &[]).unwrap_or_else(|e| panic!("{workload}: {e}"))
}

/// The four clock reads of every lane of an ALU kernel, checked to be the same for
/// all lanes of each warp (a warp reads one clock).
fn clocks(t: &Timed, lanes: usize) -> Vec<[u32; 4]> {
    let c = t.u32s("clk");
    let per_lane: Vec<[u32; 4]> = c.chunks(4).map(|x| [x[0], x[1], x[2], x[3]]).collect();
    assert_eq!(per_lane.len(), lanes);
    for w in per_lane.chunks(32) {
        assert!(
            w.iter().all(|x| *x == w[0]),
            "lanes of one warp disagree: {w:?}"
        );
    }
    per_lane.iter().step_by(32).copied().collect()
}

/// Cycles per instruction of a dependent chain: both reads are in the steady state.
fn chain_cpi(t: [u32; 4]) -> u32 {
    let (a, b) = (t[2].wrapping_sub(t[1]), t[3].wrapping_sub(t[2]));
    assert_eq!(
        a % N,
        0,
        "segment of {N} ops took {a} cycles: not a whole CPI ({t:?})"
    );
    assert_eq!(
        b,
        2 * a,
        "the 2N segment is not twice the N segment ({t:?})"
    );
    a / N
}

/// Cycles per instruction of an independent stream: the N-op and 2N-op segments
/// differ by N instructions, whatever a clock read costs.
fn stream_cpi(t: [u32; 4]) -> u32 {
    let (a, b) = (t[2].wrapping_sub(t[1]), t[3].wrapping_sub(t[2]));
    let d = b - a;
    assert_eq!(d % N, 0, "{N} extra ops took {d} cycles ({t:?})");
    d / N
}

/// Register-bank penalty of an instruction reading `srcs` (register-file slots), as
/// the model documents it (sim/src/timing/spec.rs `bank_penalty`): a register read
/// twice is read once; the most-read of `banks` banks needs ceil(reads / ports)
/// cycles, one of which is free.
fn bank_penalty(t: &Timed, srcs: &[u32]) -> u32 {
    let rf = &t.cfg.sm.register_file;
    let mut distinct = srcs.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let worst = (0..rf.banks)
        .map(|b| distinct.iter().filter(|&&s| s % rf.banks == b).count() as u32)
        .max()
        .unwrap_or(0);
    worst.div_ceil(rf.read_ports_per_bank).saturating_sub(1)
}

// ---------------------------------------------------------------------------
// reference semantics, written here independently of warpsim

/// PTX `bfe.u32 d, a, b, c`: pos = b[7:0], len = c[7:0]; bit i of d is a[pos+i]
/// when i < len and pos+i <= 31, else 0.
fn bfe_u32(a: u32, b: u32, c: u32) -> u32 {
    let (pos, len) = (b & 0xff, c & 0xff);
    (0..32)
        .filter(|&i| i < len && pos + i <= 31)
        .fold(0, |d, i| d | (((a >> (pos + i)) & 1) << i))
}

/// PTX `cvt.pack.sat.u8.s32.b32 d, a, b, c` = c[15:0] << 16 | sat(a) << 8 | sat(b).
fn cvt_pack_u8(a: u32, b: u32, c: u32) -> u32 {
    let sat = |v: u32| (v as i32).clamp(0, 255) as u32;
    (c << 16) | (sat(a) << 8) | sat(b)
}

/// AMD `v_cvt_pk_u8_f32 d, s0, sel, acc`: byte sel of acc replaced by s0 converted
/// (NaN -> 0, else round half to even and clamp to 0..255).
fn cvt_pk_u8_f32(s0: f32, sel: u32, acc: u32) -> u32 {
    let u = if s0.is_nan() {
        0
    } else {
        s0.round_ties_even().clamp(0.0, 255.0) as u32
    };
    let sh = 8 * (sel & 3);
    (acc & !(0xff << sh)) | (u << sh)
}

/// The ALU kernels' operation on one accumulator: step k of a chain uses operand
/// pair k % 2 (`ops` = the lane's 4 operand words; the *_bank3 kernels load the
/// same words into other registers); streams use pair 0 (k = 0).
fn alu_step(form: &str, x: u32, ops: &[u32], k: usize) -> u32 {
    let (a, b) = (ops[2 * (k % 2)], ops[2 * (k % 2) + 1]);
    match form {
        "bfe" => bfe_u32(x, a, b),
        "bfe_imm" => [bfe_u32(x, 0, 28), bfe_u32(x, 0, 31)][k % 2],
        "pack" => cvt_pack_u8(a, b, x),
        "fma" => f32::from_bits(x)
            .mul_add(f32::from_bits(a), f32::from_bits(b))
            .to_bits(),
        _ => unreachable!(),
    }
}

/// Check an ALU kernel's results: `res` = every accumulator after 4N chain steps
/// (chain) or 4N/K steps each (stream), computed from the input buffers.
fn check_alu_results(t: &Timed, form: &str, stream: bool, lanes: usize) {
    let (acc, ops, res) = (t.u32s("acc"), t.u32s("ops"), t.u32s("res"));
    let nacc = if stream { K as usize } else { 1 };
    assert_eq!(res.len(), lanes * nacc);
    for lane in 0..lanes {
        let o = &ops[4 * lane..4 * lane + 4];
        for j in 0..nacc {
            let mut x = acc[lane * nacc + j];
            if stream {
                for _ in 0..4 * N / K {
                    x = alu_step(form, x, o, 0);
                }
            } else {
                for k in 0..(4 * N) as usize {
                    x = alu_step(form, x, o, k);
                }
            }
            assert_eq!(
                res[lane * nacc + j],
                x,
                "{form}: lane {lane} accumulator {j}: got {:#010x}, expected {x:#010x}",
                res[lane * nacc + j]
            );
        }
    }
    assert_eq!(t.mismatches, 0, "the workload's expect section disagrees");
}

// ---------------------------------------------------------------------------
// dependent chains: CPI = latency (+ the register-bank penalty, 0 here)

/// One chain kernel on one config: the measured CPI and the entry it should equal.
fn chain(name: &str, form: &str, key: &str, config: &str) -> (u32, u32) {
    let t = run(&format!("workloads/micro/alu/{name}.yaml"), config);
    let cpi = chain_cpi(clocks(&t, 32)[0]);
    check_alu_results(&t, form, false, 32);
    // acc is %r10; the operand pairs are %r2/%r3 and %r4/%r5 (the imm form reads %r10 only).
    let pen = if form == "bfe_imm" {
        bank_penalty(&t, &[10])
    } else {
        bank_penalty(&t, &[10, 2, 3]).max(bank_penalty(&t, &[10, 4, 5]))
    };
    (cpi, t.entry(key).latency + pen)
}

#[test]
fn bfe_u32_chain_runs_at_its_latency() {
    // "bfe.u32" in latency.opcodes: 11 on H100 and A100.
    for c in NVIDIA {
        let (cpi, want) = chain("bfe_u32_chain", "bfe", "bfe.u32", c);
        assert_eq!(cpi, want, "{c}");
    }
}

#[test]
fn bfe_u32_immediate_operands_use_the_same_entry() {
    // The opcode key is the mnemonic with its modifiers ("bfe.u32"), whatever the
    // operand forms: the immediate pos/len form also measures 11 (see README).
    for c in NVIDIA {
        let (cpi, want) = chain("bfe_u32_imm_chain", "bfe_imm", "bfe.u32", c);
        assert_eq!(cpi, want, "{c}");
    }
}

#[test]
fn cvt_pack_chain_runs_at_its_latency() {
    // "cvt.pack.sat.u8.s32.b32" falls back to its longest listed prefix,
    // "cvt.pack.sat": 4 on H100 and A100.
    for c in NVIDIA {
        let (cpi, want) = chain("cvt_pack_chain", "pack", "cvt.pack.sat.u8.s32.b32", c);
        assert_eq!(cpi, want, "{c}");
        let t = run("workloads/micro/alu/cvt_pack_chain.yaml", c);
        assert_eq!(
            t.entry("cvt.pack.sat.u8.s32.b32"),
            t.cfg.latency.opcodes["cvt.pack.sat"]
        );
    }
}

#[test]
fn fma_chain_runs_at_its_latency() {
    // fma.rn.f32 has no opcode entry: latency.classes.fp32, 4 on H100 and A100.
    for c in NVIDIA {
        let (cpi, want) = chain("fma_chain", "fma", "fma.rn.f32", c);
        assert_eq!(cpi, want, "{c}");
    }
}

// ---------------------------------------------------------------------------
// independent streams: CPI = issue interval

fn stream(name: &str, form: &str, key: &str, config: &str, lanes: usize) -> Vec<(u32, u32)> {
    let t = run(&format!("workloads/micro/alu/{name}.yaml"), config);
    let e = t.entry(key);
    // The benchmark's own precondition: K chains cover the latency.
    assert!(
        K * e.issue_interval >= e.latency,
        "{name} on {config}: {K} chains x interval {} do not cover latency {}",
        e.issue_interval,
        e.latency
    );
    check_alu_results(&t, form, true, lanes);
    // Accumulators %r10..%r17 with the operand pair %r2/%r3: at most 2 reads per bank.
    let pen = (10..10 + K)
        .map(|a| bank_penalty(&t, &[a, 2, 3]))
        .max()
        .unwrap();
    assert_eq!(t.report.stalls[Stall::BankConflict.index()], 0, "{name}");
    clocks(&t, lanes)
        .into_iter()
        .map(|c| (stream_cpi(c), e.issue_interval + pen))
        .collect()
}

#[test]
fn bfe_u32_stream_runs_at_its_issue_interval() {
    // H100: interval 2 (INT pipe, 16 lanes); A100: 10 (five INT ops per bfe).
    for c in NVIDIA {
        for (cpi, want) in stream("bfe_u32_stream", "bfe", "bfe.u32", c, 32) {
            assert_eq!(cpi, want, "{c}");
        }
    }
}

#[test]
fn cvt_pack_stream_runs_at_its_issue_interval() {
    // "cvt.pack.sat": interval 2 on H100 and A100.
    for c in NVIDIA {
        for (cpi, want) in stream("cvt_pack_stream", "pack", "cvt.pack.sat.u8.s32.b32", c, 32) {
            assert_eq!(cpi, want, "{c}");
        }
    }
}

#[test]
fn fma_stream_runs_at_its_issue_interval() {
    // latency.classes.fp32: interval 1 on H100 (32-lane pipe), 2 on A100.
    for c in NVIDIA {
        for (cpi, want) in stream("fma_stream", "fma", "fma.rn.f32", c, 32) {
            assert_eq!(cpi, want, "{c}");
        }
    }
}

#[test]
fn two_warps_on_two_schedulers_each_get_the_full_rate() {
    // Warps 0 and 1 land on schedulers 0 and 1, each with its own INT pipe.
    for c in NVIDIA {
        let r = stream("bfe_u32_stream_2warps", "bfe", "bfe.u32", c, 64);
        assert_eq!(r.len(), 2);
        for (cpi, want) in r {
            assert_eq!(cpi, want, "{c}");
        }
    }
}

// ---------------------------------------------------------------------------
// register-file bank conflicts

#[test]
fn three_sources_in_one_register_bank_cost_the_bank_penalty() {
    // fma.rn.f32 %r10, %r10, %r2, %r4 (and %r6, %r8): three distinct sources in bank 0.
    // NVIDIA configs: 2 banks x 2 reads per cycle, so the third read takes one
    // more cycle: chain CPI 4 + 1 = 5, stream CPI 1 + 1 = 2 (H100) / 2 + 1 = 3 (A100).
    for c in NVIDIA {
        let t = run("workloads/micro/alu/fma_bank3_chain.yaml", c);
        let e = t.entry("fma.rn.f32");
        let pen = bank_penalty(&t, &[10, 2, 4]);
        assert_eq!(pen, bank_penalty(&t, &[10, 6, 8]));
        assert!(pen >= 1, "{c}: three sources in one bank should conflict");
        assert_eq!(chain_cpi(clocks(&t, 32)[0]), e.latency + pen, "{c}");
        check_alu_results(&t, "fma", false, 32);
        // In a chain the next fma waits for its operand anyway: the stall is a
        // dependency, not the bank.
        let clean = run("workloads/micro/alu/fma_chain.yaml", c);
        assert_eq!(
            chain_cpi(clocks(&clean, 32)[0]) + pen,
            chain_cpi(clocks(&t, 32)[0])
        );

        let s = run("workloads/micro/alu/fma_bank3_stream.yaml", c);
        assert_eq!(stream_cpi(clocks(&s, 32)[0]), e.issue_interval + pen, "{c}");
        check_alu_results(&s, "fma", true, 32);
        // A stream has an instruction ready every cycle: the scheduler records
        // bank-conflict stalls (stats `stalls.bank_conflict`), the clean stream none.
        assert!(s.report.stalls[Stall::BankConflict.index()] > 0, "{c}");
        let clean = run("workloads/micro/alu/fma_stream.yaml", c);
        assert_eq!(clean.report.stalls[Stall::BankConflict.index()], 0, "{c}");
    }
}

// ---------------------------------------------------------------------------
// the config drives the measurement

/// Run `warpsim run` (the binary) with `args` and return the dumped `clk` words.
fn cli_clocks(args: &[&str]) -> Vec<u32> {
    let d = tmpdir("micro-cli");
    let dump = d.join("clk.bin");
    let dump_arg = format!("clk={}", dump.display());
    let mut all = vec!["run"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--dump", &dump_arg]);
    let (code, stdout, stderr) = warpsim(&all);
    let text = stdout + &stderr;
    assert_eq!(code, 0, "warpsim {all:?}: {text}");
    assert!(text.contains("expect: 1 buffer(s) match"), "{text}");
    std::fs::read(&dump)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn first4(v: &[u32]) -> [u32; 4] {
    [v[0], v[1], v[2], v[3]]
}

#[test]
fn set_latency_on_the_command_line_changes_the_measured_cpi() {
    // `--set 'latency.opcodes."bfe.u32".latency=L'`: the bfe chain measures L (on the
    // H100, whose issue interval of 2 is below every L here; the A100's is 10).
    let h100 = "configs/nvidia/h100.yaml";
    for l in [3u32, 20, 37] {
        let set = format!("latency.opcodes.\"bfe.u32\".latency={l}");
        let c = cli_clocks(&[
            "workloads/micro/alu/bfe_u32_chain.yaml",
            "--config",
            h100,
            "--set",
            &set,
        ]);
        assert_eq!(chain_cpi(first4(&c)), l, "--set {set}");
    }
    // ... and the issue interval drives the stream: 8 chains x 5 >= 11.
    let set = "latency.opcodes.\"bfe.u32\".issue_interval=5";
    let c = cli_clocks(&[
        "workloads/micro/alu/bfe_u32_stream.yaml",
        "--config",
        h100,
        "--set",
        set,
    ]);
    assert_eq!(stream_cpi(first4(&c)), 5, "--set {set}");
}

#[test]
fn editing_the_config_file_changes_the_measured_cpi() {
    // A copy of h100.yaml with the latency of the fp32 class and of "bfe.u32"
    // changed in the text, the way a user edits it; the comments stay.
    let text = std::fs::read_to_string(root().join(H100)).unwrap();
    let edited = set_latency_in_line(&text, "fp32:", 7);
    let edited = set_latency_in_line(&edited, "\"bfe.u32\":", 16);
    let d = tmpdir("micro-cfg");
    let cfg = d.join("h100-edited.yaml");
    std::fs::write(&cfg, &edited).unwrap();
    let cfg = cfg.to_str().unwrap();
    let fma = cli_clocks(&["workloads/micro/alu/fma_chain.yaml", "--config", cfg]);
    assert_eq!(chain_cpi(first4(&fma)), 7);
    let bfe = cli_clocks(&["workloads/micro/alu/bfe_u32_chain.yaml", "--config", cfg]);
    assert_eq!(chain_cpi(first4(&bfe)), 16);
    // An untouched entry still measures what the original file says.
    let orig = run("workloads/micro/alu/cvt_pack_chain.yaml", H100);
    let pack = cli_clocks(&["workloads/micro/alu/cvt_pack_chain.yaml", "--config", cfg]);
    assert_eq!(
        chain_cpi(first4(&pack)),
        orig.entry("cvt.pack.sat.u8.s32.b32").latency
    );
}

/// `text` with the number after `latency:` replaced by `value` on the one
/// latency-table line that starts (after indentation) with `key`.
fn set_latency_in_line(text: &str, key: &str, value: u32) -> String {
    let mut hits = 0;
    let out: Vec<String> = text
        .lines()
        .map(|line| {
            let Some(at) = line.find("latency:") else {
                return line.to_string();
            };
            if !line.trim_start().starts_with(key) {
                return line.to_string();
            }
            hits += 1;
            let at = at + "latency:".len();
            let rest = &line[at..];
            let digits = rest.trim_start();
            let skip = rest.len() - digits.len();
            let n = digits.chars().take_while(char::is_ascii_digit).count();
            format!("{} {value}{}", &line[..at], &rest[skip + n..])
        })
        .collect();
    assert_eq!(hits, 1, "`{key}` is on {hits} lines of the config");
    out.join("\n") + "\n"
}

#[test]
fn memory_latencies_from_the_config_drive_the_pointer_chase() {
    let sets = [
        "memory.l1.hit_latency=45",
        "memory.l2.hit_latency=333",
        "memory.dram.latency=777",
        "memory.atomic_latency=400",
    ];
    // Each level's load-to-use latency is the config's, exactly (the model sizes its
    // links around it; an unloaded DRAM access that opens its row costs dram.latency).
    let sets = [&sets[..], &ISOLATED_DRAM[..]].concat();
    let l1 = run_timed("workloads/micro/chase/chase_l1.yaml", Some(H100), &sets).unwrap();
    assert_eq!(dram_hop(&l1), 777);
    assert_eq!(chase_pass_latencies(&l1, 33), [777, 45, 45]);
    let l2 = run_timed("workloads/micro/chase/chase_l2.yaml", Some(H100), &sets).unwrap();
    assert_eq!(chase_pass_latencies(&l2, 2049), [777, 333, 333]);
}

// ---------------------------------------------------------------------------
// pointer chase: L1, L2, DRAM

/// Per-hop load-to-use latency of each of the three passes: a pass takes
/// hops x (load-to-use + A) + A cycles between its clock reads, A = add.s64.
fn chase_pass_latencies(t: &Timed, hops: u32) -> [u32; 3] {
    let c = t.u32s("clk");
    let a = t.entry("add.s64").latency;
    let mut out = [0; 3];
    for k in 0..3 {
        let d = c[k + 1] - c[k] - a;
        assert_eq!(
            d % hops,
            0,
            "pass {} took {} cycles: not whole hops",
            k + 1,
            d + a
        );
        out[k] = d / hops - a;
    }
    assert_eq!(
        t.u64s("out"),
        [0, 128],
        "the chase did not come back to its start"
    );
    assert_eq!(t.mismatches, 0);
    out
}

/// The chases run consecutive lines; with one line per DRAM channel interleave block
/// and more channels than lines, every DRAM access of the cold pass opens a row in a
/// bank nothing else touches (no row hit makes a hop shorter, no conflict longer),
/// which is what `dram.latency` describes; and no refresh closes a row being opened.
const ISOLATED_DRAM: [&str; 7] = [
    "memory.dram.interleave=128",
    "memory.dram.channels=4096",
    "memory.dram.hash=none",
    // A DRAM channel is chosen within the memory partition of the line's L2 slice:
    // 64 slices, one line each in turn, give 64 partitions of 64 channels, so
    // consecutive lines go to distinct channels.
    "memory.l2.slices=64",
    "memory.l2.interleave=128",
    "memory.l2.hash=none",
    "memory.dram.timing.t_refi=1e12",
];

/// A chase run with isolated DRAM accesses.
fn run_chase(workload: &str, config: &str) -> Timed {
    run_timed(workload, Some(config), &ISOLATED_DRAM).unwrap_or_else(|e| panic!("{workload}: {e}"))
}

/// DRAM load-to-use of one 8-byte load (one sector) that opens its row: the model
/// sizes the DRAM links so that this is `dram.latency` exactly.
fn dram_hop(t: &Timed) -> u32 {
    t.cfg.memory.dram.latency
}

#[test]
fn pointer_chase_hits_in_the_l1() {
    // 33 lines (4.1 KB), three passes: 680 / 32 / 32 on H100, 510 / 33 / 33 on A100.
    for c in NVIDIA {
        let t = run_chase("workloads/micro/chase/chase_l1.yaml", c);
        let l1 = &t.cfg.memory.l1;
        let sets = l1.size / (l1.line * l1.assoc);
        assert!(
            33u32.div_ceil(sets) <= l1.assoc,
            "{c}: 33 lines do not fit the L1"
        );
        let hit = l1.hit_latency.max(t.entry("ld.global.u64").latency);
        assert_eq!(
            chase_pass_latencies(&t, 33),
            [dram_hop(&t), hit, hit],
            "{c}"
        );
        // Loads only: 33 cold misses, then 66 hits.
        assert_eq!((t.report.l1_misses, t.report.l1_hits), (33, 66), "{c}");
        assert_eq!((t.report.l2_misses, t.report.l2_hits), (33, 0), "{c}");
    }
}

/// The same chase with `ld.global.cg` (cache at the L2, not the L1; PTX ISA "Cache
/// Operators") and with `ld.relaxed.gpu`: every hop after the first pass is an L2 hit,
/// and the L1 never hits.
#[test]
fn cache_global_loads_bypass_the_l1() {
    for c in NVIDIA {
        for op in ["ld.global.cg.u64", "ld.relaxed.gpu.global.u64"] {
            let d = tmpdir("chase_cg");
            let src = root().join("workloads/micro/chase");
            let ptx = std::fs::read_to_string(src.join("chase.ptx")).unwrap();
            std::fs::write(d.join("chase.ptx"), ptx.replace("ld.global.u64", op)).unwrap();
            std::fs::copy(src.join("chase_l1.yaml"), d.join("chase_l1.yaml")).unwrap();
            let t = run_chase(d.join("chase_l1.yaml").to_str().unwrap(), c);
            let l2 = t.cfg.memory.l2.hit_latency;
            assert_eq!(
                chase_pass_latencies(&t, 33),
                [dram_hop(&t), l2, l2],
                "{c} {op}"
            );
            assert_eq!((t.report.l1_misses, t.report.l1_hits), (99, 0), "{c} {op}");
            assert_eq!((t.report.l2_misses, t.report.l2_hits), (33, 66), "{c} {op}");
        }
    }
}

#[test]
fn pointer_chase_misses_the_l1_and_hits_in_the_l2() {
    // 2049 consecutive lines (256 KB): more than the L1 of either config, so LRU
    // cycling misses every line on passes 2 and 3, and they hit in the L2:
    // 680 / 280 / 280 on H100, 510 / 205 / 205 on A100.
    for c in NVIDIA {
        let t = run_chase("workloads/micro/chase/chase_l2.yaml", c);
        let (l1, l2) = (&t.cfg.memory.l1, &t.cfg.memory.l2);
        let lines = 2049u32;
        let l1_sets = l1.size / (l1.line * l1.assoc);
        assert!(
            lines * 128 > l1.size && lines / l1_sets > l1.assoc,
            "{c}: fits the L1"
        );
        assert!(
            lines as u64 * 128 <= l2.size / 4,
            "{c}: not far below the L2 size"
        );
        assert_eq!(
            chase_pass_latencies(&t, lines),
            [dram_hop(&t), l2.hit_latency, l2.hit_latency],
            "{c}"
        );
        assert_eq!(t.report.l1_hits, 0, "{c}");
        assert_eq!(t.report.l1_misses, 3 * lines as u64, "{c}");
        assert_eq!(
            (t.report.l2_misses, t.report.l2_hits),
            (lines as u64, 2 * lines as u64),
            "{c}"
        );
    }
}

#[test]
fn pointer_chase_cold_pass_reports_the_dram_latency() {
    // Pass 1 of either chase touches a new line every hop with nothing cached:
    // dram.latency (680 on H100, 510 on A100).
    for c in NVIDIA {
        for (w, hops) in [("chase_l1", 33), ("chase_l2", 2049)] {
            let t = run_chase(&format!("workloads/micro/chase/{w}.yaml"), c);
            let m = &t.cfg.memory;
            assert!(m.dram.latency > m.l2.hit_latency);
            assert_eq!(chase_pass_latencies(&t, hops)[0], m.dram.latency, "{c} {w}");
            assert_eq!(chase_pass_latencies(&t, hops)[0], dram_hop(&t));
        }
    }
}

// ---------------------------------------------------------------------------
// shared-memory bank conflicts of degree 1..32

#[test]
fn shared_memory_bank_conflicts_of_degree_1_to_32() {
    // Block b: every bank serves at most d = b + 1 distinct words. The model
    // (sm.rs timing_of, MemKind::Shared): the LSU is busy interval x d, the result
    // arrives (d - 1) x interval later. Dependent loads: CPI = latency + (d-1) x
    // interval (H100 29 + 4(d-1): 29 .. 153); independent loads: interval x d (4 .. 128).
    for c in NVIDIA {
        let t = run("workloads/micro/smem/smem_banks.yaml", c);
        let e = t.entry("ld.shared.u32");
        assert_eq!(t.cfg.memory.shared.banks, 32);
        let clk = t.u32s("clk");
        let out = t.u32s("out");
        let n = 32u32;
        for b in 0..32usize {
            let d = b as u32 + 1;
            let lane0 = &clk[b * 32 * 8..b * 32 * 8 + 8];
            for lane in 0..32 {
                assert_eq!(&clk[(b * 32 + lane) * 8..(b * 32 + lane + 1) * 8], lane0);
                let word = (lane as u32 % d) * 32 + lane as u32 / d;
                assert_eq!(out[b * 32 + lane], 4 * word, "{c} d={d} lane {lane}");
                assert_eq!(out[1024 + b * 32 + lane], 0, "{c} d={d} lane {lane}");
            }
            let t4: [u32; 4] = lane0[..4].try_into().unwrap();
            let (a, bb) = (t4[2] - t4[1], t4[3] - t4[2]);
            assert_eq!((a % n, bb), (0, 2 * a), "{c} d={d}: {t4:?}");
            assert_eq!(
                a / n,
                e.latency + (d - 1) * e.issue_interval,
                "{c} chain d={d}"
            );
            let s: [u32; 4] = lane0[4..].try_into().unwrap();
            let diff = (s[3] - s[2]) - (s[2] - s[1]);
            assert_eq!(diff, n * e.issue_interval * d, "{c} stream d={d}");
        }
        assert_eq!(t.mismatches, 0);
    }
}

// ---------------------------------------------------------------------------
// AMD v_cvt_pk_u8_f32 (clang-22 output for gfx1100 and gfx942)

/// (variant, wave size, config).
const AMD: [(&str, u32, &str); 3] = [
    ("gfx1100", 32, "configs/amd/rx7900xtx.yaml"),
    ("gfx942", 64, "configs/amd/mi300x.yaml"),
    ("gfx1100w64", 64, "configs/amd/rx7900xtx.yaml"),
];

/// Total cycles of one AMD kernel, after checking its results: every accumulator
/// went through `per_acc` steps acc = cvt_pk(float(acc), k & 1, acc).
fn amd_cycles(variant: &str, kernel: &str, config: &str, per_acc: usize) -> (u64, Timed) {
    let t = run(
        &format!("workloads/micro/amd/{kernel}_{variant}.yaml"),
        config,
    );
    let (inp, out) = (t.u32s("in"), t.u32s("out"));
    for (i, (&x0, &got)) in inp.iter().zip(&out).enumerate() {
        let mut x = x0;
        for k in 0..per_acc {
            x = cvt_pk_u8_f32(f32::from_bits(x), (k & 1) as u32, x);
        }
        assert_eq!(got, x, "{kernel} {variant}: element {i} from {x0:#010x}");
    }
    assert_eq!(t.mismatches, 0);
    (t.report.cycles, t)
}

#[test]
fn amd_cvt_pk_u8_f32_chain_runs_at_its_latency() {
    // 128 - 64 dependent conversions: latency 5 on the RX 7900 XTX, 4 on MI300X; a
    // wave64 on RDNA3 runs the vector ALU in two passes, which the model charges
    // to the issue interval only, so its chain still measures 5.
    for (v, wave, c) in AMD {
        let (c64, t) = amd_cycles(v, "cvt_pk_chain_64", c, 64);
        let (c128, _) = amd_cycles(v, "cvt_pk_chain_128", c, 128);
        let e = t.entry("v_cvt_pk_u8_f32");
        let passes = wave.div_ceil(t.cfg.warp_size);
        let d = (c128 - c64) as u32;
        assert_eq!(d % 64, 0, "{v}: 64 more ops took {d} cycles");
        assert_eq!(d / 64, e.latency.max(e.issue_interval * passes), "{v}");
        assert_eq!(d / 64, e.latency, "{v}");
    }
}

#[test]
fn amd_cvt_pk_u8_f32_stream_runs_at_its_issue_interval() {
    // 8 independent chains: interval 1 on the RX 7900 XTX (wave32), 4 on MI300X (a
    // wave64 over a SIMD16 is in the config's interval: warp_size 64, 1 pass), and
    // 1 x 2 passes = 2 for a wave64 kernel on the RX 7900 XTX (warp_size 32).
    for (v, wave, c) in AMD {
        let (c64, t) = amd_cycles(v, "cvt_pk_stream_64", c, 8);
        let (c128, t128) = amd_cycles(v, "cvt_pk_stream_128", c, 16);
        let e = t.entry("v_cvt_pk_u8_f32");
        let passes = wave.div_ceil(t.cfg.warp_size);
        assert!(
            K * e.issue_interval * passes >= e.latency,
            "{v}: {K} chains too few"
        );
        let d = (c128 - c64) as u32;
        assert_eq!(d % 64, 0, "{v}: 64 more ops took {d} cycles");
        assert_eq!(d / 64, e.issue_interval * passes, "{v}");
        // No conversion reads two registers, so the 64 extra ones add no
        // bank-conflict stall (the epilogue's global_store_b128 v8, v[0:3] does
        // conflict on the RDNA3 config, in both kernels alike).
        let bank = |t: &Timed| t.report.stalls[Stall::BankConflict.index()];
        assert_eq!(bank(&t), bank(&t128), "{v}");
    }
}

// ---------------------------------------------------------------------------

/// Every microbenchmark workload runs with its own (or the default) config through
/// the `warpsim run` pipeline and matches the `expect:` values gen.py computed.
#[test]
fn every_micro_workload_matches_its_expect_section() {
    let mut n = 0;
    for dir in ["alu", "chase", "smem", "amd"] {
        let mut ys: Vec<_> = std::fs::read_dir(root().join("workloads/micro").join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
            .collect();
        ys.sort();
        for y in ys {
            let args = warpsim::driver::RunArgs {
                workload: y.clone(),
                threads: 1,
                ..Default::default()
            };
            let out =
                warpsim::driver::run(&args).unwrap_or_else(|e| panic!("{}: {e}", y.display()));
            assert_eq!(out.expected_buffers, 1, "{}", y.display());
            assert_eq!(
                out.mismatches.0,
                0,
                "{}: {:?}",
                y.display(),
                out.mismatches.1
            );
            n += 1;
        }
    }
    assert_eq!(n, 10 + 2 + 1 + 12);
}
