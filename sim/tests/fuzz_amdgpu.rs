//! AMDGPU front-end robustness: a million mutated assembly files (byte flips, line
//! duplications, deletions and swaps, token insertions of registers, numbers,
//! modifiers and directives, truncations, splices) through the parser and the linker,
//! none of which may panic; and a few thousand mutated kernels that still parse are
//! also executed (bounded cycles) without a panic. Seeds are windows of the shipped
//! `workloads/amdgpu/*/*.s` programs plus the AMD bad-input corpus; every random
//! choice comes from a printed seed, so any failure reproduces (the failing input is
//! saved under the temp directory).

mod common;
use common::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use warpsim::engine::{prepare, run_functional, FuncOptions};

/// Lines per window of a shipped program: whole files (up to 20 KB) would make a
/// million parses too slow, and a window still reaches the lowering of its lines.
const WINDOW: usize = 40;
/// Distance between window starts (windows overlap a little).
const STEP: usize = 32;

fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Descriptor and metadata for the function `fz` that windows are wrapped in, so a
/// window can parse completely (the defaults of everything else fit every generation).
const FZ_KERNEL: &str = "\t.section\t.rodata,\"a\",@progbits
\t.amdhsa_kernel fz
\t\t.amdhsa_next_free_vgpr 256
\t\t.amdhsa_next_free_sgpr 96
\t.end_amdhsa_kernel
\t.text
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           fz
    .kernarg_segment_size: 0
...
\t.end_amdgpu_metadata
";

/// Seed programs: every `.s` file of the corpus whole (each has a descriptor and
/// metadata, so mutations reach the ABI checks), and overlapping windows of the shipped
/// programs. A window gets the file's `.amdgcn_target` and the label of a kernel `fz`
/// in front, and (unless it holds a descriptor or metadata of its own) `fz`'s
/// descriptor and metadata behind, so its instructions are lowered and linked.
fn seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for p in files_with_ext(&root().join("sim/tests/corpus/bad"), "s") {
        out.push(std::fs::read(&p).unwrap());
    }
    let shipped = files_with_ext(&root().join("workloads/amdgpu"), "s");
    assert!(shipped.len() >= 20, "expected the shipped AMDGPU programs");
    for p in shipped {
        let text = std::fs::read_to_string(&p).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let target = lines
            .iter()
            .find(|l| l.contains(".amdgcn_target"))
            .copied()
            .unwrap_or("");
        for start in (0..lines.len()).step_by(STEP) {
            let w = &lines[start..(start + WINDOW).min(lines.len())];
            let own_abi = w.iter().any(|l| {
                l.contains(".amdhsa_") || l.contains("amdgpu_metadata") || l.contains("amdhsa.")
            });
            let trailer = if own_abi { "" } else { FZ_KERNEL };
            let s = format!(
                "{target}\n\t.text\n\t.type\tfz,@function\nfz:\n{}\n{trailer}",
                w.join("\n")
            );
            out.push(s.into_bytes());
        }
    }
    out
}

/// Tokens spliced into the inputs: registers (valid, out of range, malformed), numbers
/// at field boundaries, modifiers of every encoding, wait counters, directives,
/// mnemonics of several generations, and punctuation.
const DICT: &[&str] = &[
    // registers
    "v0",
    "v1",
    "v255",
    "v256",
    "v[0:1]",
    "v[2:5]",
    "v[3:1]",
    "v[0:",
    "v[254:257]",
    "s0",
    "s1",
    "s105",
    "s106",
    "s[0:1]",
    "s[1:2]",
    "s[4:7]",
    "s[100:107]",
    "s[0:15]",
    "vcc",
    "vcc_lo",
    "vcc_hi",
    "exec",
    "exec_lo",
    "exec_hi",
    "null",
    "m0",
    "scc",
    "vccz",
    "execz",
    "ttmp0",
    "ttmp[0:1]",
    "ttmp16",
    "a0",
    "a[0:3]",
    "off",
    "lds_direct",
    "src_scc",
    "flat_scratch",
    // numbers
    "0",
    "1",
    "-1",
    "-16",
    "64",
    "255",
    "256",
    "4095",
    "4096",
    "-4097",
    "65535",
    "0x7fffffff",
    "0x80000000",
    "0xffffffff",
    "0x100000000",
    "0xffffffffffffffff",
    "9223372036854775807",
    "-9223372036854775808",
    "99999999999999999999",
    "0x",
    "1.0",
    "-0.5",
    "0.15915494",
    "1e10",
    "nan",
    "inf",
    "0b101",
    "1.5e",
    "0.5h",
    // modifiers
    "glc",
    "slc",
    "dlc",
    "sc0",
    "sc1",
    "nt",
    "gds",
    "lds",
    "offen",
    "idxen",
    "addr64",
    "tfe",
    "clamp",
    "offset:4096",
    "offset:-1",
    "offset:0x100000",
    "offset:",
    "omod:2",
    "mul:2",
    "div:2",
    "mul:3",
    "op_sel:[1,0]",
    "op_sel:[1,1,1,1]",
    "op_sel_hi:[0,0,1]",
    "neg_lo:[1,0]",
    "neg_hi:[0,1]",
    "row_shl:1",
    "row_shr:15",
    "row_ror:16",
    "row_bcast:15",
    "row_share:3",
    "row_xmask:1",
    "quad_perm:[0,1,2,3]",
    "quad_perm:[4,0,0,0]",
    "row_mask:0xf",
    "bank_mask:0x0",
    "bound_ctrl:0",
    "bound_ctrl:1",
    "fi:1",
    "dpp8:[7,6,5,4,3,2,1,0]",
    "dpp8:[8]",
    "dst_sel:WORD_1",
    "src0_sel:BYTE_3",
    "format:[BUF_FMT_32_FLOAT]",
    "cpol:3",
    // wait counters and s_* operands
    "vmcnt(0)",
    "vmcnt(63)",
    "vmcnt(64)",
    "expcnt(7)",
    "lgkmcnt(0)",
    "lgkmcnt(63)",
    "lgkmcnt(x)",
    "vmcnt(",
    "vscnt",
    "hwreg(HW_REG_MODE, 0, 4)",
    "hwreg(HW_REG_MODE, 31, 32)",
    "hwreg(HW_REG_BOGUS)",
    "hwreg(",
    "sendmsg(MSG_DEALLOC_VGPRS)",
    "instid0(VALU_DEP_1)",
    "instskip(SKIP_1)",
    "instid1(SALU_CYCLE_1)",
    "depctr_va_vdst(0)",
    // operand syntax
    "|",
    "-|v1|",
    "|v1|",
    "abs(v1)",
    "neg(v1)",
    "-v1",
    "-s0",
    "--v1",
    "sext(v1)",
    "::",
    "v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v2, v3",
    "v_dual_add_f32 v0, v1, v2 ::",
    // directives
    ".amdhsa_kernel vadd",
    ".amdhsa_kernel",
    ".end_amdhsa_kernel",
    ".amdgpu_metadata",
    ".end_amdgpu_metadata",
    ".amdhsa_next_free_vgpr 300",
    ".amdhsa_next_free_sgpr 0",
    ".amdhsa_wavefront_size32 1",
    ".amdhsa_wavefront_size32 0",
    ".amdhsa_kernarg_size 0",
    ".amdhsa_user_sgpr_count 99",
    ".amdhsa_accum_offset 4",
    ".amdhsa_foo 1",
    ".text",
    ".data",
    ".bss",
    ".rodata",
    ".section .rodata",
    ".section .note",
    ".p2align 64",
    ".p2align -1",
    ".p2alignl 7, 0",
    ".byte 1, 2",
    ".long sym",
    ".quad vadd+8",
    ".quad .LBB0_2-4",
    ".ascii \"x\"",
    ".asciz \"",
    ".set x, 5",
    ".set vadd.num_vgpr, 1000",
    ".size vadd, 4",
    ".type g,@function",
    ".type vadd,@object",
    "g:",
    ".globl g",
    ".amdgcn_target",
    ".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"",
    ".amdgcn_target \"amdgcn-amd-amdhsa--gfx9999\"",
    ".amdgcn_target \"gfx1200\"",
    ".amdhsa_code_object_version 7",
    ".amdhsa_code_object_version",
    ".LBB0_2",
    ".LBB0_2:",
    ".LBB0_9",
    "vadd",
    "vadd:",
    ".Lfunc_end0",
    // metadata YAML
    ".args:",
    ".value_kind: by_value",
    ".value_kind: global_buffer",
    ".value_kind: hidden_block_count_x",
    ".offset: 4",
    ".size: 0",
    ".size: 1000000",
    ".kernarg_segment_size: 8",
    ".wavefront_size: 64",
    ".name: vadd",
    ".symbol: vadd.kd",
    "amdhsa.kernels:",
    "- ",
    "---",
    "...",
    "[",
    "{",
    "'",
    // mnemonics
    "s_endpgm",
    "s_branch",
    "s_cbranch_vccz",
    "s_cbranch_execnz",
    "s_setpc_b64",
    "s_swappc_b64",
    "s_getpc_b64",
    "s_waitcnt",
    "s_wait_loadcnt",
    "s_barrier",
    "s_sleep 1",
    "s_nop 7",
    "s_mov_b32",
    "s_mov_b64",
    "s_and_saveexec_b32",
    "s_or_b64",
    "s_load_b32",
    "s_load_dwordx4",
    "s_getreg_b32",
    "s_setreg_imm32_b32",
    "s_delay_alu",
    "v_mov_b32",
    "v_mov_b32_e32",
    "v_add_f32_e64",
    "v_add_nc_u32",
    "v_add_u32",
    "v_add_co_u32",
    "v_fma_f32",
    "v_cvt_pk_u8_f32",
    "v_cmp_lt_u32_e32",
    "v_cmpx_lt_u32_e64",
    "v_cndmask_b32",
    "v_readlane_b32",
    "v_writelane_b32",
    "v_readfirstlane_b32",
    "v_permlane16_b32",
    "v_mov_b32_dpp",
    "v_mov_b32_sdwa",
    "v_lshl_add_u64",
    "v_mfma_f32_4x4x1f32",
    "ds_read_b32",
    "ds_write_b32",
    "ds_bpermute_b32",
    "ds_add_u32",
    "global_load_b32",
    "global_load_dwordx4",
    "global_store_b128",
    "global_atomic_add_u32",
    "buffer_load_dword",
    "flat_load_dword",
    "scratch_load_dword",
    "image_sample",
    // punctuation and bytes
    ",",
    ", ,",
    ":",
    ";",
    "//",
    "#",
    "\"",
    "(",
    ")",
    "]",
    "}",
    "\n",
    "\t",
    "\r",
    "\0",
    "\u{feff}",
    "é",
    "\u{200b}",
    "_",
    ".",
    "@",
    "%",
    "$",
];

/// Numbers a digit run is replaced by: field boundaries of every width.
const NUMS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "8",
    "15",
    "16",
    "31",
    "32",
    "63",
    "64",
    "127",
    "128",
    "255",
    "256",
    "1023",
    "1024",
    "4095",
    "4096",
    "65535",
    "65536",
    "1048575",
    "1048576",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "0x7fffffff",
    "0xffffffff",
    "0x1fffff",
    "0x7fffffffffffffff",
    "-1",
    "-4096",
    "-2147483648",
];

fn pick<'a, T>(rng: &mut Rng, v: &'a [T]) -> &'a T {
    &v[(rng.next() % v.len() as u64) as usize]
}

/// Byte ranges of the lines of `b` (without their `\n`).
fn line_spans(b: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, &c) in b.iter().enumerate() {
        if c == b'\n' {
            out.push((start, i));
            start = i + 1;
        }
    }
    out.push((start, b.len()));
    out
}

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut b = pick(rng, seeds).clone();
    for _ in 0..1 + rng.next() % 4 {
        let len = b.len().max(1);
        let at = ((rng.next() % len as u64) as usize).min(b.len());
        match rng.next() % 12 {
            // Byte flip, or a byte that matters to the syntax.
            0 if at < b.len() => b[at] = rng.next() as u8,
            1 if at < b.len() => b[at] = *pick(rng, b" \t\n,;:[](){}|-+.0123456789xvs_\"'"),
            // Token insertion, on its own or set off by spaces/commas.
            2 | 3 => {
                let t = pick(rng, DICT);
                let tok = match rng.next() % 3 {
                    0 => t.to_string(),
                    1 => format!(" {t} "),
                    _ => format!(", {t}"),
                };
                b.splice(at..at, tok.bytes());
            }
            // Replace a run of digits near `at` with a boundary number.
            4 => {
                if let Some(s) = (at..b.len()).find(|&i| b[i].is_ascii_digit()) {
                    let e = (s..b.len())
                        .find(|&i| !b[i].is_ascii_alphanumeric())
                        .unwrap_or(b.len());
                    b.splice(s..e, pick(rng, NUMS).bytes());
                }
            }
            5 if at < b.len() => {
                let end = (at + 1 + (rng.next() % 40) as usize).min(b.len());
                b.drain(at..end);
            }
            6 => b.truncate(at),
            // Line duplication, deletion, swap.
            7..=9 => {
                let spans = line_spans(&b);
                let (s, e) = *pick(rng, &spans);
                let (s2, e2) = *pick(rng, &spans);
                let line = b[s..e].to_vec();
                match rng.next() % 3 {
                    0 => {
                        let mut l = line;
                        l.push(b'\n');
                        b.splice(s2..s2, l);
                    }
                    1 => {
                        b.drain(s..(e + 1).min(b.len()));
                    }
                    _ if s2 > e => {
                        let other = b[s2..e2].to_vec();
                        b.splice(s2..e2, line);
                        b.splice(s..e, other);
                    }
                    _ => {}
                }
            }
            // Splice: this input's head with another seed's tail.
            10 => {
                let other = pick(rng, seeds);
                let cut = (rng.next() % (other.len() as u64 + 1)) as usize;
                b.truncate(at);
                b.extend_from_slice(&other[cut..]);
            }
            // Copy a piece of the input elsewhere.
            _ if at < b.len() => {
                let end = (at + (rng.next() % 120) as usize).min(b.len());
                let piece = b[at..end].to_vec();
                let to = (rng.next() % (b.len() as u64 + 1)) as usize;
                b.splice(to..to, piece);
            }
            _ => {}
        }
    }
    b
}

/// Parse and link one input; `Ok(true)` when it parsed.
fn parse_and_link(input: &[u8]) -> bool {
    match warpsim::isa::amdgpu::parse("fuzz.s", input) {
        Ok(m) => {
            for k in m.kernels() {
                let _ = warpsim::ir::link(&m, k);
            }
            true
        }
        Err(_) => false,
    }
}

fn save(input: &[u8], name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(name);
    let _ = std::fs::write(&path, input);
    path
}

fn fuzz(seed: u64, n: usize) {
    let seeds = seeds();
    assert!(seeds.len() >= 100, "only {} seeds", seeds.len());
    let mut rng = Rng(seed);
    let mut parsed = 0usize;
    let t0 = std::time::Instant::now();
    for k in 0..n {
        let input = mutate(&mut rng, &seeds);
        match catch_unwind(AssertUnwindSafe(|| parse_and_link(&input))) {
            Ok(ok) => parsed += ok as usize,
            Err(_) => {
                let path = save(&input, &format!("warpsim-fuzz-amdgpu-{seed:x}-{k}.s"));
                panic!(
                    "AMDGPU parser/linker panicked on input {k} of seed {seed:#x}; saved to {}",
                    path.display()
                );
            }
        }
    }
    eprintln!(
        "seed {seed:#x}: {n} AMDGPU inputs from {} seeds in {:.1?}: {parsed} parsed and linked, {} rejected",
        seeds.len(),
        t0.elapsed(),
        n - parsed
    );
    // A mutation rate that leaves nothing parseable would test only the first lines.
    assert!(parsed > n / 100, "only {parsed} of {n} inputs parsed");
}

/// Inputs per half: half a million in release builds (a million in all); fewer in
/// debug builds, whose overflow checks make each input slower. `WARPSIM_FUZZ_INPUTS`
/// (and `WARPSIM_FUZZ_KERNELS` for the executed kernels) override the counts and
/// `WARPSIM_FUZZ_SEED` is added to the seeds, for longer exploratory runs (the
/// defaults keep the test deterministic).
fn count() -> usize {
    if let Some(n) = std::env::var("WARPSIM_FUZZ_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return n;
    }
    if cfg!(debug_assertions) {
        50_000
    } else {
        500_000
    }
}

fn seed(base: u64) -> u64 {
    let extra = std::env::var("WARPSIM_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse::<u64>().ok());
    base.wrapping_add(extra.unwrap_or(0) << 8)
}

#[test]
fn million_mutated_amdgpu_inputs_half_a() {
    fuzz(seed(0xA4D6_0001), count());
}

#[test]
fn million_mutated_amdgpu_inputs_half_b() {
    fuzz(seed(0xA4D6_0002), count());
}

/// Small shipped kernels (a few hundred cycles per block) that mutated kernels are
/// executed from, with their own workloads cut to one block.
const EXEC_PROGRAMS: &[&str] = &[
    "vadd",
    "pack_rgba8",
    "wave_ops",
    "bitfield",
    "fp_math",
    "int_math",
    "lds_reduce",
];

/// Mutate one to three instruction lines of `text` (tab-indented `s_`, `v_`, `global_`
/// and `ds_` lines): insert a token, swap, duplicate or blank a line, replace an operand
/// or append one.
fn mutate_kernel(rng: &mut Rng, text: &str) -> String {
    let mut l: Vec<String> = text.lines().map(str::to_string).collect();
    let body: Vec<usize> = (0..l.len())
        .filter(|&i| {
            let t = l[i].trim_start();
            l[i].starts_with('\t')
                && (t.starts_with("s_")
                    || t.starts_with("v_")
                    || t.starts_with("global_")
                    || t.starts_with("ds_"))
        })
        .collect();
    if body.is_empty() {
        return text.to_string();
    }
    const REGS: &[&str] = &[
        "v0", "v1", "v2", "v3", "v7", "v[0:1]", "v[2:3]", "s0", "s1", "s2", "s3", "s[0:1]",
        "s[2:3]", "s[4:7]", "vcc", "vcc_lo", "exec", "exec_lo", "m0", "0", "1", "-1", "0x10",
        "1.0", "null", "off",
    ];
    for _ in 0..1 + rng.next() % 3 {
        let i = *pick(rng, &body);
        match rng.next() % 6 {
            0 => {
                let t = pick(rng, DICT);
                l[i] = l[i].replacen(' ', &format!(" {t} "), 1);
            }
            1 => {
                let j = *pick(rng, &body);
                l.swap(i, j);
            }
            2 => {
                let d = l[i].clone();
                let j = *pick(rng, &body);
                l[j] = format!("{}\n{d}", l[j]);
            }
            3 => l[i] = String::new(),
            4 => {
                // Replace one operand.
                let ops: Vec<&str> = l[i].split(", ").collect();
                if ops.len() > 1 {
                    let k = 1 + (rng.next() % (ops.len() as u64 - 1)) as usize;
                    let mut v: Vec<String> = ops.iter().map(|s| s.to_string()).collect();
                    v[k] = pick(rng, REGS).to_string();
                    l[i] = v.join(", ");
                }
            }
            _ => {
                let t = pick(rng, REGS);
                l[i] = format!("{} {t}", l[i]);
            }
        }
    }
    l.join("\n")
}

thread_local! {
    /// Where the last panic on this thread happened (set by the hook in `record_panics`).
    static PANIC_AT: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    /// Whether this thread's panics are recorded instead of printed.
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Install (once) a panic hook that records the panic location of a thread that asked
/// for it (`QUIET`), and prints the usual report for every other thread.
fn record_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if QUIET.with(|q| q.get()) {
                let at = info
                    .location()
                    .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()));
                PANIC_AT.with(|p| *p.borrow_mut() = at);
            } else {
                default(info);
            }
        }));
    });
    QUIET.with(|q| q.set(true));
}

#[test]
fn mutated_kernels_execute_without_panicking() {
    // (program text, workload) for each generation of each small program.
    let mut bases = Vec::new();
    for p in EXEC_PROGRAMS {
        for gfx in ["gfx1100", "gfx942"] {
            let dir = root().join("workloads/amdgpu").join(p);
            let text = std::fs::read_to_string(dir.join(format!("{p}_{gfx}.s"))).unwrap();
            let mut w = warpsim::workload::load(&dir.join(format!("{p}_{gfx}.yaml"))).unwrap();
            w.grid = [1, 1, 1];
            bases.push((text, w));
        }
    }
    record_panics();
    let mut rng = Rng(seed(0xE4EC_A4D6));
    let (mut ran, mut faults, mut rejected) = (0, 0, 0);
    let t0 = std::time::Instant::now();
    let rounds: usize = std::env::var("WARPSIM_FUZZ_KERNELS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4000);
    for round in 0..rounds {
        let (text, w) = &bases[round % bases.len()];
        let src = mutate_kernel(&mut rng, text);
        let r = catch_unwind(AssertUnwindSafe(|| {
            let m = warpsim::isa::amdgpu::parse("k.s", src.as_bytes())?;
            let cfg = warpsim::config::default_for(&m.target)?;
            let mut prepared = prepare(w, &m, &cfg)?;
            run_functional(&mut prepared, FuncOptions { max_cycles: 5_000 }).map_err(|b| b.0)
        }));
        match r {
            Ok(Ok(_)) => ran += 1,
            Ok(Err(warpsim::Error::Fault(_))) => faults += 1,
            Ok(Err(_)) => rejected += 1,
            Err(_) => {
                let at = PANIC_AT.with(|p| p.borrow_mut().take()).unwrap_or_default();
                let name = format!("warpsim-fuzz-amdgpu-exec-{round}.s");
                panic!(
                    "panic at {at} on mutated kernel (round {round}, {}); saved to {}",
                    w.program_display,
                    save(src.as_bytes(), &name).display()
                )
            }
        }
    }
    QUIET.with(|q| q.set(false));
    eprintln!(
        "{rounds} mutated AMDGPU kernels in {:.1?}: {ran} ran to completion, {faults} faulted, {rejected} rejected",
        t0.elapsed()
    );
    assert!(
        ran + faults > 1000,
        "too few mutated kernels ran: {ran} + {faults}"
    );
}

/// Inputs that once overflowed or were accepted (huge register numbers, counts and
/// alignments): each must be a parse error, not a panic or an accepted program. The
/// ones that used to allocate gigabytes are corpus cases (`a83`..`a86` in
/// `tests/corpus/bad/cases.txt`), run in a child process with a timeout.
#[test]

fn known_gaps_are_parse_errors() {
    let corpus = root().join("sim/tests/corpus/bad");
    let gfx1100 = std::fs::read_to_string(corpus.join("ok_amd_vadd_gfx1100.s")).unwrap();
    let gfx942 = std::fs::read_to_string(corpus.join("ok_amd_vadd_gfx942.s")).unwrap();
    let after_v_mov = |line: &str| {
        gfx1100.replacen(
            "\tv_mov_b32_e32 v1, 0\n",
            &format!("\tv_mov_b32_e32 v1, 0\n\t{line}\n"),
            1,
        )
    };
    let directives = |lines: &str| {
        gfx1100.replacen(
            "\t.amdhsa_code_object_version 6\n",
            &format!("\t.amdhsa_code_object_version 6\n{lines}\n\t.text\n"),
            1,
        )
    };
    let cases = [
        after_v_mov("v_mov_b32_e32 v1, v4294967295"),
        after_v_mov("v_mov_b32_e32 v4294967295, 0"),
        after_v_mov("v_mov_b32_e32 v1, s4294967295"),
        after_v_mov("v_mov_b32_e32 v1, ttmp4294967295"),
        after_v_mov("v_lshlrev_b64 v[0:1], 2, v[0:4294967295]"),
        after_v_mov("s_mov_b64 s[0:1], s[4294967294:4294967295]"),
        gfx942.replacen(
            ".amdhsa_user_sgpr_kernarg_preload_length 0",
            ".amdhsa_user_sgpr_kernarg_preload_length 4294967295",
            1,
        ),
        directives("\t.fill 0x7fffffffffffffff, 8, 1"),
        directives("\t.data\n\t.fill 0x7fffffffffffffff, 8, 1"),
        directives("\t.data\n\t.byte 1\n\t.balign 0xffffffffffffffff"),
        directives("\t.data\n\t.byte 1\n\t.align 0x8000000000000000"),
    ];
    let mut failures = Vec::new();
    for (i, src) in cases.iter().enumerate() {
        let r = catch_unwind(AssertUnwindSafe(|| {
            // Rejected by the file or by its kernel (a statement set aside).
            warpsim::isa::amdgpu::parse("gap.s", src.as_bytes())
                .and_then(|m| m.first_set_aside().map_or(Ok(()), |e| Err(e.clone())))
        }));
        match r {
            Ok(Err(_)) => {}
            Ok(Ok(())) => failures.push(format!("case {i}: accepted")),
            Err(_) => failures.push(format!("case {i}: panicked")),
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
