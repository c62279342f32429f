//! PTX `wgmma.mma_async` (sm_90a) end to end: one warpgroup (128 threads) copies a
//! shared-memory image built here into `.shared`, runs wgmma and stores D. The image
//! follows the PTX ISA's canonical layouts (9.7.15.5.1.2.1.3, CuTe layouts in element
//! units with `Swizzle<B,4,3>` on byte offsets), written here from the table; the
//! fragments follow the ISA's figures (D: row 16w + lane/4 + 8 (i%4 >= 2), column
//! 8 (i/4) + 2 (lane%4) + i%2; A in registers: the m16n8kK A fragment of rows 16w..).
//! The reference is plain arithmetic on exactly representable inputs. Also: a
//! K-loop over a 128B-swizzled tile with the start address advanced by 32 bytes per
//! step (as CUTLASS drives it), the legality rules, located faults, and the timing:
//! chains at the issue interval, completion at the latency, and the dense peak.

mod common;
use common::elems::*;
use common::*;

const HDR: &str = ".version 8.0\n.target sm_90a\n.address_size 64\n";

#[derive(Clone, Copy, PartialEq, Debug)]
enum Sw {
    None,
    B32,
    B64,
    B128,
}

impl Sw {
    fn bytes(self) -> usize {
        match self {
            Sw::None => 16,
            Sw::B32 => 32,
            Sw::B64 => 64,
            Sw::B128 => 128,
        }
    }
    fn code(self) -> u64 {
        match self {
            Sw::None => 0,
            Sw::B128 => 1,
            Sw::B64 => 2,
            Sw::B32 => 3,
        }
    }
    fn bbits(self) -> u32 {
        match self {
            Sw::None => 0,
            Sw::B32 => 1,
            Sw::B64 => 2,
            Sw::B128 => 3,
        }
    }
}

/// A matrix in shared memory: rows `mn` (A's M or B's N) by `k`, element `bits`.
#[derive(Clone, Copy)]
struct Lay {
    sw: Sw,
    mn_major: bool,
    /// LBO and SBO in bytes.
    lbo: usize,
    sbo: usize,
}

impl Lay {
    /// Byte offset (from the matrix start) and bit of element (mn, k): the ISA's
    /// canonical layout table, T = 128 / bits elements per 16 bytes, strides in
    /// elements, then the swizzle on the byte offset.
    fn at(&self, bits: usize, mn: usize, k: usize) -> (usize, usize) {
        let t = 128 / bits; // elements per 16 bytes
        let s = self.sw.bytes() / 16;
        let (lbo, sbo) = (self.lbo * 8 / bits, self.sbo * 8 / bits);
        let e = if !self.mn_major {
            // ((8,m),(T,2k)):((1T,SBO),(1,LBO)) without swizzle,
            // ((8,m),(T,2k)):((sT,SBO),(1,T)) with.
            let (i0, i1, j0, j1) = (mn % 8, mn / 8, k % t, k / t);
            if self.sw == Sw::None {
                i0 * t + i1 * sbo + j0 + j1 * lbo
            } else {
                i0 * s * t + i1 * sbo + j0 + j1 * t
            }
        } else if self.sw == Sw::None {
            // ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))
            (mn % t) + (mn / t) * sbo + (k % 8) * t + (k / 8) * lbo
        } else {
            // ((T,s,m),(8,k)):((1,T,LBO),(sT,SBO))
            (mn % t) + ((mn / t) % s) * t + (mn / (s * t)) * lbo + (k % 8) * s * t + (k / 8) * sbo
        };
        let bitoff = e * bits;
        let byte = bitoff / 8;
        let b = self.sw.bbits();
        let byte = byte ^ (((byte >> 7) & ((1 << b) - 1)) << 4);
        (byte, bitoff % 8)
    }

    /// The descriptor of a matrix at `start` (bytes into shared memory).
    fn desc(&self, start: usize) -> u64 {
        let enc = |x: usize| ((x as u64) & 0x3FFFF) >> 4;
        enc(start) | enc(self.lbo) << 16 | enc(self.sbo) << 32 | self.sw.code() << 62
    }
}

fn put(img: &mut [u8], (byte, bit): (usize, usize), bits: usize, v: u64) {
    if bits < 8 {
        img[byte] |= ((v & 1) as u8) << bit;
    } else {
        for i in 0..bits / 8 {
            img[byte + i] = (v >> (8 * i)) as u8;
        }
    }
}

struct Case {
    n: usize,
    d: &'static str,
    a: &'static str,
    b: &'static str,
    la: Option<Lay>,
    lb: Lay,
    /// Steps along K (each a wgmma; the descriptors' start advances by 32 bytes
    /// within the row for K-major, by 8 rows of K for MN-major).
    steps: usize,
    scale_d: bool,
    neg_a: bool,
    neg_b: bool,
    sat: bool,
    /// Small integer values (exact through several roundings of D).
    ints: bool,
}

fn kdim(a: &str) -> usize {
    match a {
        "f16" | "bf16" => 16,
        "tf32" => 8,
        "b1" => 256,
        _ => 32,
    }
}

fn small(rng: &mut Rng, t: &str) -> u64 {
    let v = rng.below(9) as i64 - 4;
    match t {
        "f16" => to_f16(v as f64),
        "bf16" => ((v as f32).to_bits() >> 16) as u64,
        "tf32" => (v as f32).to_bits() as u64,
        "e4m3" | "e5m2" => {
            // 0, +-1, +-2, +-4 as the formats encode them.
            let (bias, m) = if t == "e4m3" { (7, 3) } else { (15, 2) };
            let a = v.unsigned_abs();
            let enc = if a == 0 {
                0
            } else {
                let e = 63 - a.leading_zeros() as u64;
                ((e + bias) << m) | ((a - (1 << e)) << m >> e)
            };
            enc | if v < 0 { 0x80 } else { 0 }
        }
        _ => rand_elem(rng, t),
    }
}

fn dbits(d: &str) -> usize {
    if d == "f16" {
        16
    } else {
        32
    }
}

/// Run one case and compare every D element.
fn check(c: &Case, seed: u64) {
    let (m, n, kk) = (64usize, c.n, kdim(c.a));
    let ktot = kk * c.steps;
    let mut rng = Rng(seed);
    let elem = |rng: &mut Rng, t: &str| {
        if c.ints {
            small(rng, t)
        } else {
            rand_elem(rng, t)
        }
    };
    let am: Vec<u64> = (0..m * ktot).map(|_| elem(&mut rng, c.a)).collect();
    let bm: Vec<u64> = (0..ktot * n).map(|_| elem(&mut rng, c.b)).collect();
    let dinit: Vec<u64> = (0..m * n)
        .map(|_| match c.d {
            "s32" if c.sat => [0x7FFF_FF00u64, 0x8000_0100][rng.below(2)],
            "s32" => rng.u32() as u64,
            "f16" => small(&mut rng, "f16"),
            _ => (rng.below(9) as f32 - 4.0).to_bits() as u64,
        })
        .collect();
    let (ab, bb) = (bits(c.a) as usize, bits(c.b) as usize);
    // Shared-memory image: A at 0 (when in shared memory), B at 32 KB.
    let mut img = vec![0u8; 64 * 1024];
    let b_at = 32 * 1024;
    // Where step s's K slice starts (bytes added to the descriptor's start).
    let step_off = |l: &Lay, bits: usize, s: usize| -> usize {
        let (lo, _) = l.at(bits, 0, s * kk);
        if l.mn_major || l.sw == Sw::None {
            lo
        } else {
            // Swizzled K-major: the next 32 bytes of the row (the address before
            // the swizzle; the hardware applies it to the sum).
            s * 32
        }
    };
    if let Some(la) = c.la {
        for i in 0..m {
            for k in 0..ktot {
                put(&mut img, la.at(ab, i, k), ab, am[i * ktot + k]);
            }
        }
    }
    for j in 0..n {
        for k in 0..ktot {
            let (byte, bit) = c.lb.at(bb, j, k);
            put(&mut img, (b_at + byte, bit), bb, bm[k * n + j]);
        }
    }
    // D fragments and (RS) A fragments per thread.
    let per = 32 / dbits(c.d);
    let nd = n / 2 / per;
    let d_of = |t: usize, i: usize| -> (usize, usize) {
        let (w, l) = (t / 32, t % 32);
        (
            16 * w + l / 4 + 8 * ((i % 4) / 2),
            8 * (i / 4) + 2 * (l % 4) + i % 2,
        )
    };
    let a_of = |t: usize, i: usize| -> (usize, usize) {
        // m16n8kK A fragment: 32 bits per register, elements of `ab` bits.
        let (w, l) = (t / 32, t % 32);
        let (g, q) = (l / 4, l % 4);
        let per_reg = 32 / ab;
        let (r, e) = (i / per_reg, i % per_reg);
        let row = 16 * w + g + 8 * (r % 2);
        let col = if ab == 32 {
            q + 4 * (r / 2)
        } else {
            per_reg * q + e + (kk / 2) * (r / 2)
        };
        (row, col)
    };
    let mut dwords = vec![0u32; 128 * nd];
    for t in 0..128 {
        for i in 0..n / 2 {
            let (r, col) = d_of(t, i);
            dwords[t * nd + i / per] |= (dinit[r * n + col] as u32) << (dbits(c.d) * (i % per));
        }
    }
    let mut awords = vec![0u32; 128 * 4 * c.steps];
    if c.la.is_none() {
        for s in 0..c.steps {
            for t in 0..128 {
                for i in 0..4 * 32 / ab {
                    let (r, col) = a_of(t, i);
                    let v = am[r * ktot + s * kk + col];
                    awords[(s * 128 + t) * 4 + i / (32 / ab)] |=
                        (v as u32) << (ab * (i % (32 / ab)));
                }
            }
        }
    }
    // The kernel.
    let negs = |f: bool| if f { "-1" } else { "1" };
    let float = !matches!(c.a, "s8" | "u8" | "b1");
    let half = matches!(c.a, "f16" | "bf16");
    let mut imm = String::new();
    if float {
        imm += &format!(", {}, {}", negs(c.neg_a), negs(c.neg_b));
        if half {
            if let Some(la) = c.la {
                imm += &format!(", {}", la.mn_major as u32);
            }
            imm += &format!(", {}", c.lb.mn_major as u32);
        }
    }
    let dlist = (0..nd)
        .map(|r| format!("%d{r}"))
        .collect::<Vec<_>>()
        .join(", ");
    let mnem = format!(
        "wgmma.mma_async.sync.aligned.m64n{n}k{kk}{}.{}.{}.{}{}",
        if c.sat { ".satfinite" } else { "" },
        c.d,
        c.a,
        c.b,
        if c.a == "b1" { ".and.popc" } else { "" }
    );
    let mut body = String::new();
    for s in 0..c.steps {
        let a_op = if c.la.is_some() {
            format!("%rd{}", 40 + s)
        } else {
            for r in 0..4 {
                body += &format!("\tld.global.u32 %a{r}, [%rd8+{}];\n", (s * 128 * 4 + r) * 4);
            }
            "{%a0, %a1, %a2, %a3}".to_string()
        };
        let sd = if s > 0 || c.scale_d { "%p2" } else { "%p3" };
        body += &format!(
            "\twgmma.fence.sync.aligned;\n\t{mnem} {{{dlist}}}, {a_op}, %rd{}, {sd}{imm};\n\twgmma.commit_group.sync.aligned;\n",
            50 + s
        );
    }
    let mut descs = String::new();
    for s in 0..c.steps {
        if let Some(la) = c.la {
            descs += &format!(
                "\tmov.u64 %rd{}, {};\n\tadd.s64 %rd{}, %rd{}, %rd30;\n",
                40 + s,
                la.desc(step_off(&la, ab, s)),
                40 + s,
                40 + s
            );
        }
        descs += &format!(
            "\tmov.u64 %rd{}, {};\n\tadd.s64 %rd{}, %rd{}, %rd30;\n",
            50 + s,
            c.lb.desc(b_at + step_off(&c.lb, bb, s)),
            50 + s,
            50 + s
        );
    }
    let mut dload = String::new();
    let mut dstore = String::new();
    for r in 0..nd {
        dload += &format!("\tld.global.u32 %d{r}, [%rd6+{}];\n", 4 * r);
        dstore += &format!("\tst.global.u32 [%rd7+{}], %d{r};\n", 4 * r);
    }
    let ptx = format!(
        "{HDR}
.visible .entry k(.param .u64 k_img, .param .u64 k_d, .param .u64 k_out, .param .u64 k_a)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<64>;
\t.reg .b32 %a<4>;
\t.reg .b32 %d<{nd}>;
\t.reg .b64 %rd<64>;
\t.shared .align 1024 .b8 smem[65536];
\tld.param.u64 %rd1, [k_img];
\tld.param.u64 %rd2, [k_d];
\tld.param.u64 %rd3, [k_out];
\tld.param.u64 %rd4, [k_a];
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r1, %r0;
\tmov.u32 %r3, smem;
LOOP:
\tsetp.ge.u32 %p1, %r1, 16384;
\t@%p1 bra DONE;
\tmul.wide.u32 %rd10, %r1, 4;
\tadd.s64 %rd11, %rd1, %rd10;
\tld.global.u32 %r2, [%rd11];
\tshl.b32 %r4, %r1, 2;
\tadd.u32 %r5, %r3, %r4;
\tst.shared.u32 [%r5], %r2;
\tadd.u32 %r1, %r1, 128;
\tbra LOOP;
DONE:
\tbar.sync 0;
\tsetp.eq.u32 %p2, %r0, %r0;
\tsetp.ne.u32 %p3, %r0, %r0;
\tcvt.u64.u32 %rd30, %r3;
\tshr.u64 %rd30, %rd30, 4;
{descs}\tmul.wide.u32 %rd12, %r0, {db};
\tadd.s64 %rd6, %rd2, %rd12;
\tadd.s64 %rd7, %rd3, %rd12;
\tmul.wide.u32 %rd13, %r0, 16;
\tadd.s64 %rd8, %rd4, %rd13;
{dload}{body}\twgmma.wait_group.sync.aligned 0;
{dstore}\tret;
}}
",
        db = 4 * nd
    );
    let img_words: Vec<u32> = img
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes(b.try_into().unwrap()))
        .collect();
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nbuffers:\n  img: {{ type: u32, count: {}, init: {{ file: img.bin }} }}\n  d: {{ type: u32, count: {}, init: {{ file: d.bin }} }}\n  out: {{ type: u32, count: {} }}\n  a: {{ type: u32, count: {}, init: {{ file: a.bin }} }}\nargs: [img, d, out, a]\n",
        img_words.len(),
        dwords.len(),
        dwords.len(),
        awords.len()
    );
    let name = format!("{mnem} seed {seed}");
    let r = run_files(
        &ptx,
        &yaml,
        None,
        &[
            ("img.bin", &words(&img_words)),
            ("d.bin", &words(&dwords)),
            ("a.bin", &words(&awords)),
        ],
    )
    .unwrap_or_else(|e| panic!("{name}: {e}"));
    let out = r.u32s("out");
    // Reference, step by step (D rounded after each wgmma, as the hardware writes it).
    let mut dref = dinit.clone();
    let sgn = |neg: bool| if neg { -1.0 } else { 1.0 };
    for s in 0..c.steps {
        for i in 0..m {
            for j in 0..n {
                let cidx = i * n + j;
                let keep = s > 0 || c.scale_d;
                if c.d == "s32" {
                    let mut acc = if keep {
                        dref[cidx] as u32 as i32 as i64
                    } else {
                        0
                    };
                    for k in s * kk..(s + 1) * kk {
                        let (x, y) = (am[i * ktot + k], bm[k * n + j]);
                        acc += if c.a == "b1" {
                            (x & y) as i64
                        } else {
                            ival(c.a, x) * ival(c.b, y)
                        };
                    }
                    if c.sat {
                        acc = acc.clamp(i32::MIN as i64, i32::MAX as i64);
                    }
                    dref[cidx] = acc as i32 as u32 as u64;
                } else {
                    let mut acc = if keep { fval(c.d, dref[cidx]) } else { 0.0 };
                    for k in s * kk..(s + 1) * kk {
                        acc += sgn(c.neg_a)
                            * fval(c.a, am[i * ktot + k])
                            * sgn(c.neg_b)
                            * fval(c.b, bm[k * n + j]);
                    }
                    dref[cidx] = if c.d == "f32" {
                        (acc as f32).to_bits() as u64
                    } else {
                        to_f16(acc)
                    };
                }
            }
        }
    }
    for t in 0..128 {
        for i in 0..n / 2 {
            let (r, col) = d_of(t, i);
            let got = (out[t * nd + i / per] >> (dbits(c.d) * (i % per))) as u64
                & ((1u64 << dbits(c.d)) - 1);
            let want = dref[r * n + col];
            // An exact zero may come out as -0 (D = A*B of -0 products) or +0.
            let zero = |x: u64| x & !(1 << (dbits(c.d) - 1)) == 0 && c.d != "s32";
            assert!(
                got == want || zero(got) && zero(want),
                "{name}: D[{r}][{col}] = {got:#x}, want {want:#x} (thread {t}, element {i})"
            );
        }
    }
}

fn kmaj(sw: Sw, lbo: usize, sbo: usize) -> Lay {
    Lay {
        sw,
        mn_major: false,
        lbo,
        sbo,
    }
}

fn mnmaj(sw: Sw, lbo: usize, sbo: usize) -> Lay {
    Lay {
        sw,
        mn_major: true,
        lbo,
        sbo,
    }
}

fn case(
    n: usize,
    d: &'static str,
    a: &'static str,
    b: &'static str,
    la: Option<Lay>,
    lb: Lay,
) -> Case {
    Case {
        n,
        d,
        a,
        b,
        la,
        lb,
        steps: 1,
        scale_d: true,
        neg_a: false,
        neg_b: false,
        sat: false,
        ints: false,
    }
}

/// K-major without swizzle: core matrices (8 rows x 16 bytes = 128 bytes) packed with
/// the two K halves LBO = 128 apart and 8-row groups SBO = 256 apart.
fn plain() -> Lay {
    kmaj(Sw::None, 128, 256)
}

#[test]
fn f16_to_f32_from_shared_memory_without_swizzle() {
    for (n, seed) in [(8, 1), (16, 2), (72, 3), (256, 4)] {
        check(&case(n, "f32", "f16", "f16", Some(plain()), plain()), seed);
    }
}

#[test]
fn every_swizzle_mode_k_major() {
    // A swizzled K-major row is W bytes; 8-row groups SBO = 8 W apart.
    for (sw, seed) in [(Sw::B32, 11), (Sw::B64, 12), (Sw::B128, 13)] {
        let l = kmaj(sw, 16, 8 * sw.bytes());
        check(&case(64, "f32", "bf16", "bf16", Some(l), l), seed);
    }
}

#[test]
fn transposed_operands_mn_major() {
    // MN-major (imm-trans 1): without swizzle 8 elements of M/N contiguous, K rows 16
    // bytes apart, M/N blocks SBO = 256 apart, K blocks LBO = 128 apart (the ISA's
    // interleave); swizzled: W bytes of M/N per K row, M/N blocks LBO apart, K blocks
    // SBO apart.
    let plain_mn = mnmaj(Sw::None, 128, 256);
    check(&case(32, "f32", "f16", "f16", Some(plain_mn), plain_mn), 21);
    for (sw, seed) in [(Sw::B32, 22), (Sw::B64, 23), (Sw::B128, 24)] {
        // 64 elements of M/N are 128 / W atoms of 8 W bytes; the K blocks follow.
        let l = mnmaj(sw, 8 * sw.bytes(), 1024);
        check(&case(64, "f32", "bf16", "bf16", Some(l), l), seed);
    }
    // Mixed: A K-major, B N-major.
    check(
        &case(
            128,
            "f32",
            "f16",
            "f16",
            Some(kmaj(Sw::B128, 16, 1024)),
            mnmaj(Sw::B128, 1024, 2048),
        ),
        25,
    );
}

#[test]
fn a_from_registers_f16_accumulator_and_negation() {
    let mut c = case(40, "f16", "f16", "f16", None, plain());
    c.ints = true;
    c.neg_a = true;
    check(&c, 31);
    let mut c = case(24, "f32", "bf16", "bf16", None, kmaj(Sw::B64, 16, 512));
    c.neg_b = true;
    check(&c, 32);
    let mut c = case(16, "f32", "tf32", "tf32", None, kmaj(Sw::B32, 16, 256));
    c.scale_d = false;
    check(&c, 33);
}

#[test]
fn other_types() {
    check(
        &case(
            32,
            "f32",
            "tf32",
            "tf32",
            Some(kmaj(Sw::B128, 16, 1024)),
            plain(),
        ),
        41,
    );
    check(&case(48, "f32", "e4m3", "e5m2", Some(plain()), plain()), 42);
    let mut c = case(16, "f16", "e5m2", "e4m3", None, plain());
    c.ints = true;
    check(&c, 43);
    check(
        &case(24, "s32", "s8", "u8", Some(plain()), kmaj(Sw::B64, 16, 512)),
        44,
    );
    let mut c = case(64, "s32", "u8", "s8", None, plain());
    c.sat = true;
    check(&c, 45);
    check(&case(16, "s32", "b1", "b1", Some(plain()), plain()), 46);
    let mut c = case(32, "s32", "b1", "b1", None, kmaj(Sw::B32, 16, 256));
    c.scale_d = false;
    check(&c, 47);
}

/// A 64 x 64 f16 tile in the 128B K-major swizzle (one 128-byte row per M/N, 8-row
/// atoms 1024 bytes apart) consumed in four k16 steps, each descriptor's start 32
/// bytes further along the row (CUTLASS's descriptor iterator): the first step with
/// scale-d false, the rest accumulating.
#[test]
fn k_loop_over_a_128b_swizzled_tile() {
    let l = kmaj(Sw::B128, 16, 1024);
    let mut c = case(64, "f32", "f16", "f16", Some(l), l);
    c.steps = 4;
    c.scale_d = false;
    c.ints = true;
    check(&c, 51);
    // Two k16 steps: A K-major without swizzle (its four 16-byte K chunks LBO = 128
    // apart, so the second step starts 2 LBO further), B N-major (the second step
    // starts two K blocks, 2 SBO, further).
    let lb = mnmaj(Sw::B64, 512, 1024);
    let mut c = case(
        32,
        "f32",
        "bf16",
        "bf16",
        Some(kmaj(Sw::None, 128, 512)),
        lb,
    );
    c.steps = 2;
    c.ints = true;
    check(&c, 52);
}

/// A minimal wgmma kernel: `decl` declares extra registers, `pre` runs before
/// `inst`; 128 threads unless `threads`.
fn tiny(target: &str, inst: &str, threads: u32) -> Result<Run, warpsim::error::Error> {
    let ptx = format!(
        ".version 8.0\n.target {target}\n.address_size 64\n.visible .entry k()\n{{\n\
         \t.reg .pred %p<2>;\n\t.reg .b32 %d<130>;\n\t.reg .b32 %a<4>;\n\t.reg .b64 %rd<4>;\n\
         \t.shared .align 1024 .b8 smem[4096];\n\tmov.u64 %rd1, 0;\n\tmov.u64 %rd2, 0;\n\
         \twgmma.fence.sync.aligned;\n\t{inst}\n\twgmma.commit_group.sync.aligned;\n\
         \twgmma.wait_group.sync.aligned 0;\n\tret;\n}}\n"
    );
    let yaml = format!("program: k.ptx\ngrid: 1\nblock: [{threads}, 1, 1]\nargs: []\n");
    run_files(&ptx, &yaml, None, &[])
}

fn d(n: usize) -> String {
    (0..n)
        .map(|r| format!("%d{r}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn load_error(target: &str, inst: &str) -> String {
    match tiny(target, inst, 128) {
        Ok(_) => panic!("`{inst}` loaded"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn bad_forms_are_located_load_errors() {
    let ok = format!(
        "wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {{{}}}, %rd1, %rd2, 1, 1, 1, 0, 0;",
        d(8)
    );
    assert!(tiny("sm_90a", &ok, 128).is_ok());
    let cases: Vec<(String, &str, &str)> = vec![
        (ok.clone(), "sm_90", "requires .target sm_90a"),
        (ok.replace("{%d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7}", &format!("{{{}}}", d(4))), "sm_90a", "d has 4 registers; the form's D fragment needs 8"),
        (ok.replace(".f32.f16.f16", ".f16.bf16.bf16"), "sm_90a", "no wgmma form .f16.bf16.bf16"),
        (ok.replace("1, 1, 0, 0;", "1, 2, 0, 0;"), "sm_90a", "imm-scale-b must be the constant 1 or -1"),
        (ok.replace("1, 1, 0, 0;", "1, 1, 0;"), "sm_90a", "expected 8 (d, a-desc, b-desc, scale-d, imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b)"),
        (ok.replace("%rd2, 1,", "%rd2, 2,"), "sm_90a", "scale-d must be a predicate or the constant 0 or 1"),
        (ok.replace("m64n16k16", "m64n16k32"), "sm_90a", "needs K = 16"),
        (ok.replace("m64n16k16", "m64n260k16"), "sm_90a", "N must be a multiple of 8 from 8 to 256"),
        (
            format!("wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8 {{{}}}, %rd1, %rd2, 1;", d(20)),
            "sm_90a",
            "is not one of the .s8 shapes",
        ),
        (
            format!("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {{{}}}, %rd1, %rd2, 1, 1, 1, 1;", d(4)),
            "sm_90a",
            "expected 6 (d, a-desc, b-desc, scale-d, imm-scale-a, imm-scale-b)",
        ),
        (
            format!("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{{}}}, {{%a0, %a1}}, %rd2, 1, 1, 1, 0;", d(4)),
            "sm_90a",
            "a has 2 registers; the A fragment needs 4",
        ),
        (ok.replace(".sync.aligned.m64n16k16", ".m64n16k16"), "sm_90a", "must be written with .sync.aligned"),
    ];
    for (inst, target, want) in cases {
        let e = load_error(target, &inst);
        assert!(e.contains(want), "`{inst}` on {target}: {e}");
        // Line 14 is the wgmma.mma_async (on sm_90 the wgmma.fence before it, 13).
        assert!(
            e.contains("k.ptx:14:") || target == "sm_90" && e.contains("k.ptx:13:"),
            "not located: {e}"
        );
    }
}

#[test]
fn runtime_faults_name_the_problem() {
    let n16 = |desc: &str| {
        format!(
            "mov.u64 %rd2, {desc};\n\twgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {{{}}}, %rd1, %rd2, 1, 1, 1, 0, 0;",
            d(8)
        )
    };
    let fault = |inst: &str, threads: u32| match tiny("sm_90a", inst, threads) {
        Ok(_) => panic!("`{inst}` ran"),
        Err(e) => e.to_string(),
    };
    // B's start beyond the block's 4 KB of shared memory.
    let e = fault(&n16(&format!("{}", 0x2000u64 >> 4)), 128);
    assert!(
        e.contains("shared-memory address 0x2000") && e.contains("outside the block's 4096 bytes"),
        "{e}"
    );
    // A swizzled descriptor with a base offset.
    let e = fault(&n16(&format!("{}", 1u64 << 62 | 2 << 49)), 128);
    assert!(e.contains("base offset 2"), "{e}");
    // Half a warpgroup.
    let e = fault(&n16("0"), 64);
    assert!(e.contains("the block has only 2 warps"), "{e}");
}
