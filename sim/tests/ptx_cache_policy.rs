//! PTX L2 cache policies (PTX ISA 7.4/8.0): `createpolicy` words against a
//! formulation written here from libcu++'s description of the descriptor (CCCL
//! `access_property_encoding.h`) and its published constants; `.L2::cache_hint` on
//! `ld`/`st`/`atom`/`red` giving the results of the plain accesses in both engines;
//! `applypriority`, `discard` and the bulk prefetches as hints that check their
//! operands; forms ptxas rejects as located errors. Every kernel here was assembled
//! by ptxas 13.5 (`-arch=sm_90`).

mod common;
use common::*;

/// libcu++'s priority numbers: unchanged 0, first 1, last 2, normal (demote) 3.
const UNCHANGED: u64 = 0;
const FIRST: u64 = 1;
const LAST: u64 = 2;
const NORMAL: u64 = 3;

/// The fractional descriptor: mode 2, the number of whole sixteenths at or below
/// `f - FLT_EPSILON` (counted, not computed by a multiply).
fn fraction_ref(primary: u64, secondary: u64, f: f32) -> u64 {
    let below = f - f32::EPSILON;
    let num = (1..16).filter(|&k| k as f32 / 16.0 <= below).count() as u64;
    2 << 59 | primary << 57 | secondary << 56 | num << 52
}

/// The range descriptor: the smallest block of 4 KiB * 2^k whose 2^19 * 2^k covers
/// `total` (found by doubling), the blocks the primary range touches, at least 1 and
/// at most 127 (the documented device quirk at the largest size is not exercised here);
/// the first block's number modulo 128 (its 7-bit field).
fn range_ref(primary: u64, secondary: u64, addr: u64, psize: u64, total: u64) -> u64 {
    let mut k = 0u64;
    while (1u64 << (19 + k)) < total {
        k += 1;
    }
    let block = 4096u64 << k;
    let first = addr / block;
    let end = (addr + psize).div_ceil(block);
    let count = (end - first).clamp(1, 127);
    3 << 59 | primary << 57 | secondary << 56 | k << 52 | (first % 128) << 44 | count << 37
}

/// The u64 made of result words `lo`, `hi`.
fn word(r: &[u32], k: usize) -> u64 {
    r[k] as u64 | (r[k + 1] as u64) << 32
}

#[test]
fn createpolicy_makes_libcus_descriptors() {
    // Inputs: fraction bits, primary size, total size, address offset (x 4 KiB).
    let mut rows: Vec<Vec<u32>> = Vec::new();
    let fractions = [1.0f32, 0.5, 0.0625, 0.0626, 0.999, 1e-9, 0.75, 0.3];
    let sizes = [
        (1u32, 1u32),
        (0, 16),
        (4096, 8192),
        (0x10_0000, 0x20_0000),
        (0x8_0000, 0x8_0000),
        (0x8_0001, 0x10_0000),
        (100, 0x7FFF_FFFF),
        (0x4000_0000, 0x8000_0000),
    ];
    for (i, &f) in fractions.iter().enumerate() {
        for (j, &(p, t)) in sizes.iter().enumerate() {
            rows.push(vec![f.to_bits(), p, t, (i * 8 + j) as u32 * 3 + 1]);
        }
    }
    let mut r = Rng(0xCAC4E);
    while rows.len() < 256 {
        let t = 1 + r.u32() % 0x7FFF_FFFF;
        let f = (r.u32() % 1_000_000 + 1) as f32 / 1_000_000.0;
        rows.push(vec![f.to_bits(), r.u32() % (t + 1), t, r.u32() % 0x10_0000]);
    }
    // %rd20: a global address 4 KiB * %r4 + 0x123 above 16 GiB (no access is made).
    let body = "\
\tcreatepolicy.fractional.L2::evict_last.b64 %rd10, %r1;
\tcreatepolicy.fractional.L2::evict_first.L2::evict_first.b64 %rd11, %r1;
\tcreatepolicy.fractional.L2::evict_normal.b64 %rd12;
\tcreatepolicy.fractional.L2::evict_unchanged.b64 %rd13, 1.0;
\tmul.wide.u32 %rd20, %r4, 4096;
\tadd.s64 %rd20, %rd20, 0x400000123;
\tcreatepolicy.range.global.L2::evict_last.L2::evict_first.b64 %rd14, [%rd20], %r2, %r3;
\tcreatepolicy.range.global.L2::evict_normal.b64 %rd15, [%rd20+0x1000], %r2, %r3;
\tmov.b64 {%r100, %r101}, %rd10;
\tmov.b64 {%r102, %r103}, %rd11;
\tmov.b64 {%r104, %r105}, %rd12;
\tmov.b64 {%r106, %r107}, %rd13;
\tmov.b64 {%r108, %r109}, %rd14;
\tmov.b64 {%r110, %r111}, %rd15;";
    let (out, _) = run_lanes(SM90, body, &rows, 12, None).unwrap();
    for (row, got) in rows.iter().zip(&out) {
        let f = f32::from_bits(row[0]);
        let (p, t) = (row[1] as u64, row[2] as u64);
        let a = 0x4_0000_0123 + row[3] as u64 * 4096;
        let want = [
            fraction_ref(LAST, UNCHANGED, f),
            fraction_ref(FIRST, FIRST, f),
            fraction_ref(NORMAL, UNCHANGED, 1.0),
            fraction_ref(UNCHANGED, UNCHANGED, 1.0),
            range_ref(LAST, FIRST, a, p, t),
            range_ref(NORMAL, UNCHANGED, a + 0x1000, p, t),
        ];
        for (k, w) in want.iter().enumerate() {
            assert_eq!(word(got, 2 * k), *w, "row {row:x?} policy {k}");
        }
    }
    // libcu++'s constants for whole-range policies (`__l2_interleave_persisting`, ...),
    // which CUTLASS also hard-codes for TMA hints.
    let first = &out[0];
    assert_eq!(word(first, 0), 0x14F0_0000_0000_0000);
    assert_eq!(word(first, 4), 0x16F0_0000_0000_0000);
    assert_eq!(word(first, 6), 0x10F0_0000_0000_0000);
}

/// A kernel of one warp: loads, stores and atomics with and without a cache policy.
fn access_kernel(hint: bool) -> String {
    let (h, pol) = if hint {
        (".L2::cache_hint", ", %rd9")
    } else {
        ("", "")
    };
    format!(
        "{SM90}.visible .entry k(.param .u64 k_a, .param .u64 k_b)
{{
\t.reg .b32 %r<16>;
\t.reg .f32 %f<4>;
\t.reg .b64 %rd<16>;
\tld.param.u64 %rd1, [k_a];
\tld.param.u64 %rd2, [k_b];
\tcreatepolicy.fractional.L2::evict_first.b64 %rd9, 0.5;
\tmov.u32 %r0, %tid.x;
\tmul.wide.u32 %rd3, %r0, 8;
\tadd.s64 %rd4, %rd1, %rd3;
\tadd.s64 %rd5, %rd2, %rd3;
\tld.global{h}.u32 %r1, [%rd4]{pol};
\tld.global.nc.L1::evict_last{h}.L2::256B.u32 %r2, [%rd4+4]{pol};
\tld{h}.v2.u32 {{%r3, %r4}}, [%rd4]{pol};
\tadd.u32 %r5, %r1, %r4;
\tst.global{h}.u32 [%rd5], %r5{pol};
\tatom.global.add{h}.u32 %r6, [%rd2+1024], %r2{pol};
\tred.global.max{h}.u32 [%rd2+1028], %r3{pol};
\tmov.b32 %f1, %r1;
\tred.relaxed.gpu.global.add{h}.f32 [%rd2+1032], %f1{pol};
\tst.global.L1::no_allocate{h}.u32 [%rd5+4], %r6{pol};
\tret;
}}
"
    )
}

#[test]
fn hinted_accesses_compute_what_plain_ones_do() {
    let a: Vec<u32> = (0..64u32)
        .map(|k| k.wrapping_mul(0x9E37_79B9) >> 8)
        .collect();
    let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  a: { type: u32, count: 64, init: { file: a.bin } }\n  b: { type: u32, count: 264 }\nargs: [a, b]\n";
    let files = [("a.bin", words(&a))];
    let files: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (*n, b.as_slice())).collect();
    let (plain_f, plain_t) = run_both(&access_kernel(false), yaml, &files);
    let (hint_f, hint_t) = run_both(&access_kernel(true), yaml, &files);
    let (plain_f, hint_f) = (plain_f.unwrap(), hint_f.unwrap());
    let b = hint_f.u32s("b");
    assert_eq!(b, plain_f.u32s("b"));
    assert_eq!(hint_t.unwrap().u32s("b"), plain_t.unwrap().u32s("b"));
    // The values themselves: per thread a[2t] + a[2t + 1], the atomic's old values, the
    // max and the f32 sum of the 32 first words (exact: below 2^24 each, summed as
    // integers would be at most 32 * 2^24).
    for t in 0..32 {
        assert_eq!(b[2 * t], a[2 * t].wrapping_add(a[2 * t + 1]), "thread {t}");
    }
    let adds: u32 = (0..32).map(|t| a[2 * t + 1]).fold(0, u32::wrapping_add);
    let mut olds: Vec<u32> = (0..32).map(|t| b[2 * t + 1]).collect();
    olds.sort_unstable();
    assert_eq!(olds[0], 0);
    assert_eq!(b[256], adds);
    assert_eq!(b[257], (0..32).map(|t| a[2 * t]).max().unwrap());
}

/// The errors of a one-thread kernel running `line` (with %rd1 the buffer's address)
/// in both engines.
fn fault_of(line: &str) -> String {
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<16>;\n\tld.param.u64 %rd1, [k_p];\n\tmov.u32 %r1, 0;\n\tmov.u32 %r2, 64;\n\tmov.u32 %r3, 32;\n\tmov.u64 %rd9, 0;\n\t{line}\n\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  p: { type: u32, count: 256 }\nargs: [p]\n";
    let (f, t) = run_both(&ptx, yaml, &[]);
    let (f, t) = (f.err().expect("ran"), t.err().expect("timed run ran"));
    format!("{f}\n{t}")
}

#[test]
fn hints_fault_where_the_isa_leaves_them_undefined() {
    let cases = [
        ("applypriority.global.L2::evict_normal [%rd1+64], 128;", "not aligned to its 128-byte line"),
        ("discard.global.L2 [%rd1+8], 128;", "not aligned to its 128-byte line"),
        ("mov.u64 %rd2, %rd9;\n\tcvta.shared.u64 %rd2, %rd2;\n\tdiscard.L2 [%rd2], 128;", "not in the global window"),
        ("cp.async.bulk.prefetch.L2.global [%rd1+8], 64;", "must be multiples of 16"),
        ("cp.async.bulk.prefetch.L2.global [%rd1], %r3;\n\tcp.async.bulk.prefetch.L2.global [%rd1], 24;", "size 24"),
        ("mov.b32 %r4, 0x3fc00000;\n\tcreatepolicy.fractional.L2::evict_last.b64 %rd2, %r4;", "fraction 1.5 is outside (0, 1]"),
        ("createpolicy.fractional.L2::evict_last.b64 %rd2, %r1;", "fraction 0 is outside"),
        ("createpolicy.range.global.L2::evict_last.b64 %rd2, [%rd1], %r2, %r3;", "primary-size 64 is above total-size 32"),
        ("cvta.shared.u64 %rd2, %rd9;\n\tcreatepolicy.range.L2::evict_last.b64 %rd3, [%rd2], %r3, %r2;", "not in the global window"),
    ];
    for (line, want) in cases {
        let e = fault_of(line);
        assert!(
            e.matches(want).count() == 2 && e.matches("lane 0").count() == 2,
            "{line}: {e}"
        );
    }
    // Aligned, in the window: they run.
    let ok = "applypriority.global.L2::evict_normal [%rd1+128], 128;\n\tdiscard.L2 [%rd1], 128;\n\tcp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd1+16], %r3, %rd9;\n\tcp.async.bulk.prefetch.tensor.2d.L2.global [%rd1, {%r1, %r2}];";
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<16>;\n\tld.param.u64 %rd1, [k_p];\n\tmov.u32 %r1, 0;\n\tmov.u32 %r2, 64;\n\tmov.u32 %r3, 32;\n\tmov.u64 %rd9, 0;\n\t{ok}\n\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  p: { type: u32, count: 256 }\nargs: [p]\n";
    let (f, t) = run_both(&ptx, yaml, &[]);
    f.unwrap();
    t.unwrap();
}

#[test]
fn policy_forms_are_checked() {
    let cases = [
        ("createpolicy.fractional.L2::evict_last.b64 %rd2, 0.0;", "fraction must be in (0, 1]"),
        ("createpolicy.fractional.L2::evict_last.b64 %rd2, 1.5;", "fraction must be in (0, 1]"),
        ("createpolicy.range.L2::evict_first.b64 %rd2, [%rd1+64], 8192, 4096;", "must be at most total-size"),
        ("createpolicy.fractional.L2::evict_last.L2::evict_last.b64 %rd2, 1.0;", "conflicting modifiers"),
        ("createpolicy.fractional.b64 %rd2, 1.0;", "needs a primary eviction priority"),
        ("createpolicy.cvt.L2.b64 %rd2, %rd1;", "not modelled"),
        ("applypriority.global.L2::evict_normal [%rd1], 64;", "must be the constant 128"),
        ("discard.global.L2 [%rd1], %r1;", "must be the constant 128"),
        ("discard.global [%rd1], 128;", "needs `.L2`"),
        ("ld.shared.L2::cache_hint.u32 %r1, [%rd1], %rd1;", "global memory and generic addresses only"),
        ("ld.volatile.global.L2::cache_hint.u32 %r1, [%rd1], %rd1;", "not legal on .volatile"),
        ("atom.global.cas.L2::cache_hint.b32 %r1, [%rd1], 0, 5, %rd1;", "not legal on atom.cas"),
        ("ld.global.L2::cache_hint.u32 %r1, [%rd1];", "needs the cache-policy operand"),
        ("ld.global.u32 %r1, [%rd1], %rd1;", "wrong operand count"),
        ("cp.async.bulk.prefetch.L2.global [%rd1], 256, %rd1;", "a cache policy needs .L2::cache_hint"),
        ("cp.async.bulk.prefetch.global [%rd1], 256;", "written with .L2.global"),
        ("cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%rd1, {%r1, %r2, %r1, %r2, %r1}];", "requires .target sm_100a"),
        ("cp.async.bulk.prefetch.tensor.2d.L2.global.im2col [%rd1, {%r1, %r2}], {%h1};", "at least 3 dimensions"),
        ("cp.async.bulk.prefetch.tensor.3d.L2.global [%rd1, {%r1, %r2}];", "takes 3 coordinate(s), found 2"),
        ("cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%rd1, {%r1, %r2, %r3}];", "im2col information"),
    ];
    for (line, want) in cases {
        let e = one_line_error(SM90, line);
        assert!(e.contains(want) && e.contains(":10:"), "{line}: {e}");
    }
    // Targets: createpolicy and hints are sm_80 (PTX 7.4), bulk prefetches sm_90.
    let sm75 = ".version 7.4\n.target sm_75\n.address_size 64\n";
    for line in [
        "createpolicy.fractional.L2::evict_last.b64 %rd2;",
        "ld.global.L2::cache_hint.u32 %r1, [%rd1], %rd1;",
        "discard.global.L2 [%rd1], 128;",
    ] {
        let e = one_line_error(sm75, line);
        assert!(e.contains("sm_80"), "{line}: {e}");
    }
    let sm80 = ".version 8.0\n.target sm_80\n.address_size 64\n";
    let e = one_line_error(sm80, "cp.async.bulk.prefetch.L2.global [%rd1], 256;");
    assert!(e.contains("sm_90"), "{e}");
}
