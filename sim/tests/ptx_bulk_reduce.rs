//! Bulk reductions (sm_90): `cp.reduce.async.bulk` into global memory (bulk
//! async-group) and into another CTA's shared memory (completing its mbarrier), and
//! `cp.reduce.async.bulk.tensor` (tiled, through a tensor map, out-of-bound elements
//! skipped). Every element is checked against a reduction computed here, in both
//! engines; bad forms are located errors, bad runs faults naming the lane.

mod common;
use common::*;

const SM90: &str = ".version 8.5\n.target sm_90\n.address_size 64\n";

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 11
    }
}

const CTAS: usize = 4;
/// Bytes per reduced array.
const ARR: usize = 256;

/// The reductions of the flat test: (operation and type words, element bytes).
const FLAT: [(&str, usize); 11] = [
    ("add.u32", 4),
    ("min.s32", 4),
    ("max.u64", 8),
    ("xor.b64", 8),
    ("inc.u32", 4),
    ("add.noftz.f16", 2),
    ("add.f32", 4),
    ("max.bf16", 2),
    ("dec.u32", 4),
    ("add.f64", 8),
    ("min.u64", 8),
];

/// A half (f16 or bf16) value exactly: `man` fraction bits, exponent bias.
fn half_value(b: u16, man: u32, bias: i32) -> f64 {
    let e = ((b as u32 >> man) & ((1 << (15 - man)) - 1)) as i32;
    let f = (b as u32 & ((1 << man) - 1)) as f64;
    let v = if e == 0 {
        f * 2f64.powi(1 - bias - man as i32)
    } else {
        (1.0 + f / 2f64.powi(man as i32)) * 2f64.powi(e - bias)
    };
    if b & 0x8000 != 0 {
        -v
    } else {
        v
    }
}

/// The reference reduction of one element (`old` with `v`).
fn reduce(name: &str, old: u64, v: u64) -> u64 {
    let ftz32 = |x: u32| {
        if x & 0x7F80_0000 == 0 {
            x & 0x8000_0000
        } else {
            x
        }
    };
    match name {
        "add.u32" => (old as u32).wrapping_add(v as u32) as u64,
        "min.s32" => (old as i32).min(v as i32) as u32 as u64,
        "max.u64" => old.max(v),
        "min.u64" => old.min(v),
        "xor.b64" => old ^ v,
        "inc.u32" => {
            if old as u32 >= v as u32 {
                0
            } else {
                old + 1
            }
        }
        "dec.u32" => {
            if old == 0 || old as u32 > v as u32 {
                v
            } else {
                old - 1
            }
        }
        "add.noftz.f16" => {
            // The values are small multiples of 1/4: every sum is exact.
            let s = half_value(old as u16, 10, 15) + half_value(v as u16, 10, 15);
            f16_of(s) as u64
        }
        "add.f32" => {
            let s = f32::from_bits(ftz32(old as u32)) + f32::from_bits(ftz32(v as u32));
            ftz32(s.to_bits()) as u64
        }
        "max.bf16" => {
            let (a, b) = (half_value(old as u16, 7, 127), half_value(v as u16, 7, 127));
            if b > a {
                v
            } else {
                old
            }
        }
        "add.f64" => (f64::from_bits(old) + f64::from_bits(v)).to_bits(),
        _ => unreachable!(),
    }
}

/// An exactly representable f16 (a multiple of 1/4 below 512).
fn f16_of(x: f64) -> u16 {
    if x == 0.0 {
        return if x.is_sign_negative() { 0x8000 } else { 0 };
    }
    let sign = if x < 0.0 { 0x8000u16 } else { 0 };
    let a = x.abs();
    let e = a.log2().floor() as i32;
    let frac = ((a / 2f64.powi(e) - 1.0) * 1024.0) as u16;
    assert_eq!(
        (1.0 + frac as f64 / 1024.0) * 2f64.powi(e),
        a,
        "{x} is exact in f16"
    );
    sign | ((e + 15) as u16) << 10 | frac
}

/// A source element of array `k` for CTA `c`, element `j`.
fn source(k: usize, c: usize, j: usize, r: &mut Rng) -> u64 {
    let x = r.next();
    match FLAT[k].0 {
        "add.u32" | "xor.b64" => x,
        "min.s32" => (x % 2000) as i32 as u64 - 1000,
        "max.u64" | "min.u64" => x << 8 | (c * 64 + j) as u64,
        // The same bound in every CTA: the sequence does not depend on their order.
        "inc.u32" | "dec.u32" => (j % 5) as u64,
        "add.noftz.f16" => f16_of((x % 64) as f64 / 4.0 - 4.0) as u64,
        "add.f32" => {
            if j % 4 == 1 {
                (x & 0x8000_0000) | (x % 0x7F_FFFF + 1) // a subnormal: flushed
            } else {
                ((x % 512) as f32 / 8.0 - 32.0).to_bits() as u64
            }
        }
        "max.bf16" => (x & 0x807F) | (120 + x % 16) << 7,
        "add.f64" => ((x % 1000) as f64 / 16.0).to_bits(),
        _ => unreachable!(),
    }
}

fn get(bytes: &[u8], off: usize, es: usize) -> u64 {
    let mut b = [0u8; 8];
    b[..es].copy_from_slice(&bytes[off..off + es]);
    u64::from_le_bytes(b)
}

fn put(bytes: &mut [u8], off: usize, es: usize, v: u64) {
    bytes[off..off + es].copy_from_slice(&v.to_le_bytes()[..es]);
}

/// PTX that copies `words` words from global `%rd3` into shared memory at `base`,
/// thread `%r1` taking every 32nd word (a 32-thread block).
fn stage(base: &str, words: usize) -> String {
    format!(
        "\tmov.u32 %r3, %r1;
COPY:
\tsetp.ge.u32 %p2, %r3, {words};
\t@%p2 bra DONE;
\tmul.wide.u32 %rd4, %r3, 4;
\tadd.u64 %rd5, %rd3, %rd4;
\tld.global.u32 %r4, [%rd5];
\tshl.b32 %r5, %r3, 2;
\tadd.u32 %r6, {base}, %r5;
\tst.shared.u32 [%r6], %r4;
\tadd.u32 %r3, %r3, 32;
\tbra COPY;
DONE:
"
    )
}

/// Each CTA copies its source arrays (buffer `src`) into shared memory, then thread 0
/// reduces each into `g` and waits for the bulk group.
fn flat_kernel() -> String {
    let total = FLAT.len() * ARR;
    let mut reduces = String::new();
    for (k, (name, _)) in FLAT.iter().enumerate() {
        reduces += &format!(
            "\t@%p1 cp.reduce.async.bulk.global.shared::cta.bulk_group.{name} [%rd8+{}], [%r9+{}], {ARR};\n",
            k * ARR,
            k * ARR
        );
    }
    format!(
        "{SM90}.visible .entry k(.param .u64 k_src, .param .u64 k_g)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<16>;
\t.shared .align 128 .b8 s[{total}];
\tld.param.u64 %rd1, [k_src];
\tld.param.u64 %rd8, [k_g];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %ctaid.x;
\tmov.u32 %r9, s;
\tsetp.eq.u32 %p1, %r1, 0;
\tmul.wide.u32 %rd2, %r2, {total};
\tadd.u64 %rd3, %rd1, %rd2;
{stage}\tfence.proxy.async.shared::cta;
\tbar.sync 0;
{reduces}\t@%p1 cp.async.bulk.commit_group;
\t@%p1 cp.async.bulk.wait_group 0;
\tret;
}}
",
        stage = stage("%r9", total / 4)
    )
}

#[test]
fn flat_reductions_into_global_memory_match_in_both_engines() {
    let total = FLAT.len() * ARR;
    let mut r = Rng(0xb01d);
    let mut src = vec![0u8; CTAS * total];
    for c in 0..CTAS {
        for (k, &(_, es)) in FLAT.iter().enumerate() {
            for j in 0..ARR / es {
                let v = source(k, c, j, &mut r);
                put(&mut src, c * total + k * ARR + j * es, es, v);
            }
        }
    }
    let mut g = vec![0u8; total];
    for (k, &(_, es)) in FLAT.iter().enumerate() {
        for j in 0..ARR / es {
            // The destination's first value: any source value of another draw.
            let v = source(k, 0, j, &mut r);
            put(&mut g, k * ARR + j * es, es, v);
        }
    }
    let mut want = g.clone();
    for c in 0..CTAS {
        for (k, &(name, es)) in FLAT.iter().enumerate() {
            for j in 0..ARR / es {
                let at = k * ARR + j * es;
                let v = get(&src, c * total + at, es);
                let old = get(&want, at, es);
                put(&mut want, at, es, reduce(name, old, v));
            }
        }
    }
    let yaml = format!(
        "program: k.ptx\ngrid: {CTAS}\nblock: [32, 1, 1]\nbuffers:\n  src: {{ type: u8, count: {}, init: {{ file: src.bin }} }}\n  g: {{ type: u8, count: {total}, init: {{ file: g.bin }} }}\nargs: [src, g]\n",
        src.len()
    );
    let (func, timed) = run_both(&flat_kernel(), &yaml, &[("src.bin", &src), ("g.bin", &g)]);
    let got_f = func.unwrap().prepared.buffer_bytes("g").unwrap().to_vec();
    let timed = timed.unwrap();
    let got_t = timed.prepared.buffer_bytes("g").unwrap().to_vec();
    for (engine, got) in [("functional", &got_f), ("timing", &got_t)] {
        for (k, &(name, es)) in FLAT.iter().enumerate() {
            for j in 0..ARR / es {
                let at = k * ARR + j * es;
                assert_eq!(
                    get(got, at, es),
                    get(&want, at, es),
                    "{engine}: {name} element {j}"
                );
            }
        }
    }
    // The f32 subnormals were flushed (the reference's flush is not vacuous).
    let f32s = 6 * ARR;
    let unflushed = (0..CTAS).any(|c| {
        (0..ARR / 4).any(|j| {
            let v = get(&src, c * total + f32s + 4 * j, 4) as u32;
            v & 0x7F80_0000 == 0 && v & 0x7F_FFFF != 0
        })
    });
    assert!(unflushed, "the sources have f32 subnormals");
}

/// CTA 1 of a 2-CTA cluster reduces (add.u32) its 32 words into CTA 0's `acc` and
/// completes CTA 0's barrier; CTA 0 waits, then writes `acc` to `out`.
const CLUSTER: &str = ".visible .entry k(.param .u64 k_out)
{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<16>;
\t.shared .align 128 .b32 acc[32];
\t.shared .align 128 .b32 src[32];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [k_out];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %cluster_ctarank;
\tmov.u32 %r3, acc;
\tmov.u32 %r4, src;
\tmov.u32 %r5, bar;
\tshl.b32 %r6, %r1, 2;
\tadd.u32 %r7, %r3, %r6;
\tadd.u32 %r8, %r4, %r6;
\tmul.lo.u32 %r9, %r1, 1000;
\tst.shared.u32 [%r7], %r9;
\tmad.lo.u32 %r10, %r1, 3, 7;
\tst.shared.u32 [%r8], %r10;
\tsetp.eq.u32 %p1, %r1, 0;
\tsetp.eq.u32 %p2, %r2, 0;
\tand.pred %p3, %p1, %p2;
\t@%p3 mbarrier.init.shared::cta.b64 [%r5], 1;
\t@%p3 mbarrier.arrive.expect_tx.shared::cta.b64 %rd2, [%r5], 128;
\tfence.proxy.async.shared::cta;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\t@%p2 bra WAIT;
\tmapa.shared::cluster.u32 %r11, %r3, 0;
\tmapa.shared::cluster.u32 %r12, %r5, 0;
\t@%p1 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%r11], [%r4], 128, [%r12];
\tbra END;
WAIT:
\tmbarrier.try_wait.parity.shared::cta.b64 %p1, [%r5], 0;
\t@!%p1 bra WAIT;
\tld.shared.u32 %r13, [%r7];
\tmul.wide.u32 %rd3, %r1, 4;
\tadd.u64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r13;
END:
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tret;
}
";

#[test]
fn a_reduction_into_another_ctas_shared_memory_completes_its_barrier() {
    let yaml = "program: k.ptx\ngrid: 2\nblock: [32, 1, 1]\ncluster: [2, 1, 1]\nbuffers:\n  out: { type: u32, count: 32 }\nargs: [out]\n";
    let (func, timed) = run_both(&format!("{SM90}{CLUSTER}"), yaml, &[]);
    let want: Vec<u32> = (0..32).map(|t| t * 1000 + t * 3 + 7).collect();
    assert_eq!(func.unwrap().u32s("out"), want, "functional");
    let timed = timed.unwrap();
    assert_eq!(timed.u32s("out"), want, "timing");
}

/// A 2-d tensor of `es`-byte elements, `w` x `h`, rows `pitch` bytes apart.
fn tensor_kernel(op: &str, box_bytes: usize) -> String {
    format!(
        "{SM90}.visible .entry k(.param .align 64 .b8 k_map[128], .param .u64 k_src, .param .u32 k_c0, .param .u32 k_c1)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<16>;
\t.shared .align 1024 .b8 buf[{box_bytes}];
\tmov.u64 %rd1, k_map;
\tcvta.param.u64 %rd2, %rd1;
\tld.param.u64 %rd3, [k_src];
\tld.param.u32 %r10, [k_c0];
\tld.param.u32 %r11, [k_c1];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
{stage}\tfence.proxy.async.shared::cta;
\tbar.sync 0;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 cp.reduce.async.bulk.tensor.2d.global.shared::cta.{op}.tile.bulk_group [%rd2, {{%r10, %r11}}], [%r2];
\t@%p1 cp.async.bulk.commit_group;
\t@%p1 cp.async.bulk.wait_group 0;
\tret;
}}
",
        stage = stage("%r2", box_bytes / 4)
    )
}

/// Reduce a `bw` x `bh` box (swizzle `span`) at `(c0, c1)` into a `w` x `h` tensor of
/// `ty` (u32 add or f16 max here); returns the tensor after, in both engines.
#[allow(clippy::too_many_arguments)]
fn tensor_case(
    ty: &str,
    op: &str,
    es: usize,
    (w, h, pitch): (usize, usize, usize),
    (bw, bh): (usize, usize),
    span: usize,
    (c0, c1): (i64, i64),
    seed: u64,
) {
    let mut r = Rng(seed);
    let mut t = vec![0u8; pitch * (h - 1) + w * es];
    let mut src = vec![0u8; bw * bh * es];
    let val = |r: &mut Rng| -> u64 {
        if es == 2 {
            // f16 values in [2^-2, 2^5), either sign.
            let x = r.next();
            (x & 0x83FF) | (13 + x % 7) << 10
        } else {
            r.next() & 0xFFFF_FFFF
        }
    };
    for y in 0..h {
        for x in 0..w {
            let v = val(&mut r);
            put(&mut t, y * pitch + x * es, es, v);
        }
    }
    // The box as shared memory holds it: dense, then swizzled.
    let mut dense = vec![0u64; bw * bh];
    for d in dense.iter_mut() {
        *d = val(&mut r);
    }
    for (k, &v) in dense.iter().enumerate() {
        put(&mut src, swz(k * es, span), es, v);
    }
    let mut want = t.clone();
    for by in 0..bh {
        for bx in 0..bw {
            let (x, y) = (c0 + bx as i64, c1 + by as i64);
            if x < 0 || y < 0 || x >= w as i64 || y >= h as i64 {
                continue;
            }
            let at = y as usize * pitch + x as usize * es;
            let old = get(&want, at, es);
            let v = dense[by * bw + bx];
            let new = if es == 2 {
                let (a, b) = (half_value(old as u16, 10, 15), half_value(v as u16, 10, 15));
                if b > a {
                    v
                } else {
                    old
                }
            } else {
                (old as u32).wrapping_add(v as u32) as u64
            };
            put(&mut want, at, es, new);
        }
    }
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u8, count: {}, init: {{ file: t.bin }} }}\n  src: {{ type: u8, count: {}, init: {{ file: src.bin }} }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: {ty}, dims: [{w}, {h}], strides: [{pitch}], box: [{bw}, {bh}], swizzle: {span}, fill: zero }} }}\n  - src\n  - {c0}\n  - {c1}\n",
        t.len(),
        src.len()
    );
    let (func, timed) = run_both(
        &tensor_kernel(op, src.len()),
        &yaml,
        &[("t.bin", &t), ("src.bin", &src)],
    );
    let got_f = func.unwrap().prepared.buffer_bytes("t").unwrap().to_vec();
    let got_t = timed.unwrap().prepared.buffer_bytes("t").unwrap().to_vec();
    assert_ne!(want, t, "the box reaches the tensor");
    assert_eq!(got_f, want, "functional: {ty} {op} box at ({c0}, {c1})");
    assert_eq!(got_t, want, "timing: {ty} {op} box at ({c0}, {c1})");
}

#[test]
fn tensor_reductions_reach_only_the_in_bounds_elements() {
    // u32 add: inside, across the far corner; a 128B swizzle. (A box before the origin
    // is a fault: toward global memory the coordinates are non-negative, PTX ISA 9.0,
    // "Restriction on Tensor Copy instructions"; see the fault test.)
    for (i, c) in [(4i64, 2i64), (30, 18)].into_iter().enumerate() {
        tensor_case("u32", "add", 4, (40, 24, 176), (8, 4), 0, c, 7 + i as u64);
    }
    tensor_case("u32", "add", 4, (40, 24, 176), (32, 4), 128, (3, 5), 11);
    // f16 max.
    tensor_case("f16", "max", 2, (50, 9, 128), (16, 4), 0, (40, 6), 12);
}

#[test]
fn bad_reductions_are_faults_naming_the_lane() {
    // A tensor map of f64 has no .max; a size that is not a multiple of 16.
    let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: { type: u8, count: 4096 }\n  src: { type: u8, count: 256 }\nargs:\n  - { tensor_map: { buffer: t, type: f64, dims: [16, 16], strides: [128], box: [4, 4], swizzle: 0, fill: zero } }\n  - src\n  - 0\n  - 0\n";
    let (func, timed) = run_both(&tensor_kernel("max", 128), yaml, &[]);
    for e in [func.err().unwrap(), timed.err().unwrap()] {
        assert!(
            e.contains("lane 0") && e.contains(".max is not a reduction"),
            "{e}"
        );
    }
    // A box before the origin.
    let yaml = yaml
        .replace("type: f64", "type: u32")
        .replace("  - 0\n  - 0\n", "  - -3\n  - 1\n");
    let (func, timed) = run_both(&tensor_kernel("add", 64), &yaml, &[]);
    for e in [func.err().unwrap(), timed.err().unwrap()] {
        assert!(
            e.contains("lane 0") && e.contains("coordinate -3 is negative"),
            "{e}"
        );
    }
    let bad_size = flat_kernel().replacen(&format!("], {ARR};"), "], 24;", 1);
    let total = FLAT.len() * ARR;
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  src: {{ type: u8, count: {total} }}\n  g: {{ type: u8, count: {total} }}\nargs: [src, g]\n"
    );
    let (func, timed) = run_both(&bad_size, &yaml, &[]);
    for e in [func.err().unwrap(), timed.err().unwrap()] {
        assert!(e.contains("lane 0") && e.contains("size 24"), "{e}");
    }
}

#[test]
fn illegal_reduction_forms_are_located_errors() {
    let g = "cp.reduce.async.bulk.global.shared::cta.bulk_group";
    let cl = "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes";
    for (hdr, line, want) in [
        (SM90, format!("{g}.xor.s32 [%rd1], [%r1], 64;"), "not a reduction"),
        (SM90, format!("{g}.min.f32 [%rd1], [%r1], 64;"), "not a reduction"),
        (SM90, format!("{g}.add.f16 [%rd1], [%r1], 64;"), ".noftz is required"),
        (SM90, format!("{g}.add.noftz.u32 [%rd1], [%r1], 64;"), ".noftz is legal only"),
        (SM90, format!("{g}.add.noftz.f32 [%rd1], [%r1], 64;"), "9.4"),
        (SM90, format!("{cl}.add.f32 [%r2], [%r1], 64, [%r3];"), "not a reduction"),
        (SM90, format!("{cl}.add.u32 [%r2], [%r1], 64;"), "takes [dst], [src], size, [mbar]"),
        (SM90, format!("{g}.add.u32 [%rd1], [%r1], 64, [%r3];"), "takes [dst], [src], size"),
        (SM90, format!("{g}.exch.b32 [%rd1], [%r1], 64;"), "not a reduction"),
        (
            SM90,
            "cp.reduce.async.bulk.bulk_group.add.u32 [%rd1], [%r1], 64;".into(),
            "cp.reduce.async.bulk is",
        ),
        (
            SM90,
            "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.im2col_no_offs.bulk_group [%rd1, {%r1, %r2}], [%r3];".into(),
            "an im2col reduction is 3d to 5d",
        ),
        (
            SM90,
            "cp.reduce.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd1, {%r1, %r2}], [%r3];".into(),
            "needs an operation",
        ),
        (
            ".version 8.0\n.target sm_80\n.address_size 64\n",
            format!("{g}.add.u32 [%rd1], [%r1], 64;"),
            "sm_90",
        ),
    ] {
        let e = one_line_error(hdr, &line);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:10:"), "{line}: not located: {e}");
    }
}
