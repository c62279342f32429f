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

/// Run a one-warpgroup kernel `k(img, x, out, a)` (128 threads): it copies the 64 KB
/// shared-memory image `img` into `smem`, then runs `body` with `%r0` = tid, `%rd2` =
/// x, `%rd3` = out, `%rd4` = a, `%rd30` = smem >> 4 (for descriptors), registers
/// `%d0..` (`nd`), `%a0..3`, `%r1..63`, `%rd5..63`, `%p2..7`; returns `out`.
#[allow(clippy::too_many_arguments)]
fn run_image(
    version: &str,
    nd: usize,
    body: &str,
    img: &[u8],
    x: &[u32],
    a: &[u32],
    out_words: usize,
    name: &str,
) -> Vec<u32> {
    let ptx = format!(
        ".version {version}\n.target sm_90a\n.address_size 64\n\
.visible .entry k(.param .u64 k_img, .param .u64 k_x, .param .u64 k_out, .param .u64 k_a)\n{{\n\
\t.reg .pred %p<8>;\n\t.reg .b32 %r<64>;\n\t.reg .b32 %a<4>;\n\t.reg .b32 %d<{nd}>;\n\t.reg .b64 %rd<64>;\n\
\t.shared .align 1024 .b8 smem[65536];\n\
\tld.param.u64 %rd1, [k_img];\n\tld.param.u64 %rd2, [k_x];\n\tld.param.u64 %rd3, [k_out];\n\tld.param.u64 %rd4, [k_a];\n\
\tmov.u32 %r0, %tid.x;\n\tmov.u32 %r1, %r0;\n\tmov.u32 %r3, smem;\n\
LOOP:\n\tsetp.ge.u32 %p1, %r1, 16384;\n\t@%p1 bra DONE;\n\tmul.wide.u32 %rd10, %r1, 4;\n\tadd.s64 %rd11, %rd1, %rd10;\n\
\tld.global.u32 %r2, [%rd11];\n\tshl.b32 %r4, %r1, 2;\n\tadd.u32 %r5, %r3, %r4;\n\tst.shared.u32 [%r5], %r2;\n\
\tadd.u32 %r1, %r1, 128;\n\tbra LOOP;\nDONE:\n\tbar.sync 0;\n\
\tcvt.u64.u32 %rd30, %r3;\n\tshr.u64 %rd30, %rd30, 4;\n{body}\tret;\n}}\n"
    );
    let img_words: Vec<u32> = img
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes(b.try_into().unwrap()))
        .collect();
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nbuffers:\n  img: {{ type: u32, count: {}, init: {{ file: img.bin }} }}\n  x: {{ type: u32, count: {}, init: {{ file: x.bin }} }}\n  out: {{ type: u32, count: {out_words} }}\n  a: {{ type: u32, count: {}, init: {{ file: a.bin }} }}\nargs: [img, x, out, a]\n",
        img_words.len(),
        x.len(),
        a.len()
    );
    let files: [(&str, &[u8]); 3] = [
        ("img.bin", &words(&img_words)),
        ("x.bin", &words(x)),
        ("a.bin", &words(a)),
    ];
    run_files(&ptx, &yaml, None, &files)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .u32s("out")
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
    let name = format!("{mnem} seed {seed}");
    let body = format!(
        "\tsetp.eq.u32 %p2, %r0, %r0;\n\tsetp.ne.u32 %p3, %r0, %r0;\n{descs}\
         \tmul.wide.u32 %rd12, %r0, {db};\n\tadd.s64 %rd6, %rd2, %rd12;\n\tadd.s64 %rd7, %rd3, %rd12;\n\
         \tmul.wide.u32 %rd13, %r0, 16;\n\tadd.s64 %rd8, %rd4, %rd13;\n\
         {dload}{body}\twgmma.wait_group.sync.aligned 0;\n{dstore}",
        db = 4 * nd
    );
    let out = run_image(
        "8.0",
        nd,
        &body,
        &img,
        &dwords,
        &awords,
        dwords.len(),
        &name,
    );
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

/// `wgmma.mma_async.sp`: a random structured-sparse A of 64 rows (2:4; 1:2 for tf32)
/// stored compressed (64 x K/2) in shared memory (K-major, no swizzle) or, for f16, in
/// the registers of the m16n8k32 `mma.sp` A fragment; each warp's metadata as `mma.sp`
/// holds it (of each group of four threads the selected pair, or all four for 8-bit
/// types: chunk q of local row r in lane 4 (r % 8) + first + q / 4, bits 16 (r / 8) +
/// 4 (q % 4)), the other lanes' words garbage; B dense K x N in shared memory. D is
/// compared with the dense product of the uncompressed A.
fn check_sparse(n: usize, d: &'static str, a: &'static str, a_regs: bool, sel: u32, seed: u64) {
    let k = 2 * kdim(a);
    let ab = bits(a) as usize;
    let (w, per_chunk) = if ab == 32 { (2, 1) } else { (4, 2) };
    let mut rng = Rng(seed);
    let mut dense = vec![0u64; 64 * k];
    let mut stored = vec![0u64; 64 * k / 2];
    let mut nib = vec![0u32; 64 * (k / w)];
    for row in 0..64 {
        let mut j = 0;
        for q in 0..k / w {
            let idx: Vec<usize> = if w == 2 {
                let p = rng.below(2);
                nib[row * (k / w) + q] = if p == 0 { 0b0100 } else { 0b1110 };
                vec![p]
            } else {
                let x = rng.below(4);
                let y = (x + 1 + rng.below(3)) % 4;
                nib[row * (k / w) + q] = (x | y << 2) as u32;
                vec![x, y]
            };
            assert_eq!(idx.len(), per_chunk);
            for p in idx {
                let v = rand_elem(&mut rng, a);
                dense[row * k + q * w + p] = v;
                stored[row * (k / 2) + j] = v;
                j += 1;
            }
        }
    }
    let bm: Vec<u64> = (0..k * n).map(|_| rand_elem(&mut rng, a)).collect();
    // Metadata words per thread.
    let (threads, first) = if ab == 8 {
        (4, 0)
    } else {
        (2, 2 * sel as usize)
    };
    let mut meta = vec![0u32; 128];
    for (t, m) in meta.iter_mut().enumerate() {
        let l = t % 32;
        if !(first..first + threads).contains(&(l % 4)) {
            *m = rng.u32(); // not a contributing thread: ignored
        }
    }
    for row in 0..64 {
        let (wp, r) = (row / 16, row % 16);
        for q in 0..k / w {
            let lane = 4 * (r % 8) + first + q / 4;
            meta[32 * wp + lane] |= nib[row * (k / w) + q] << (16 * (r / 8) + 4 * (q % 4));
        }
    }
    // Shared memory: A (compressed) at 0, B at 32 KB; both K-major without swizzle.
    let la = kmaj(Sw::None, 128, 256);
    let lb = kmaj(Sw::None, 128, 128 * (k * ab / 8 / 16));
    let mut img = vec![0u8; 64 * 1024];
    for row in 0..64 {
        for j in 0..k / 2 {
            put(&mut img, la.at(ab, row, j), ab, stored[row * (k / 2) + j]);
        }
    }
    for col in 0..n {
        for kk in 0..k {
            let (byte, bit) = lb.at(ab, col, kk);
            put(&mut img, (32 * 1024 + byte, bit), ab, bm[kk * n + col]);
        }
    }
    // A registers (f16 only): the m16n8k32 mma.sp A fragment, rows g and g + 8 of
    // the warp's 16, chunks t and t + 4 (two stored elements each).
    let mut awords = vec![0u32; 128 * 4];
    if a_regs {
        assert_eq!(ab, 16);
        for t in 0..128 {
            let (wp, l) = (t / 32, t % 32);
            let (g, q) = (l / 4, l % 4);
            for i in 0..8 {
                let row = 16 * wp
                    + if i < 2 || (4..6).contains(&i) {
                        g
                    } else {
                        g + 8
                    };
                let chunk = q + if i >= 4 { 4 } else { 0 };
                let v = stored[row * (k / 2) + 2 * chunk + (i & 1)];
                awords[t * 4 + i / 2] |= (v as u32) << (16 * (i % 2));
            }
        }
    }
    let per = 32 / dbits(d);
    let nd = n / 2 / per;
    let dlist = (0..nd)
        .map(|r| format!("%d{r}"))
        .collect::<Vec<_>>()
        .join(", ");
    let imm = match ab {
        16 if a_regs => ", 1, 1, 0",
        16 => ", 1, 1, 0, 0",
        32 => ", 1, 1",
        _ if a.starts_with('e') => ", 1, 1",
        _ => "",
    };
    let a_op = if a_regs {
        "{%a0, %a1, %a2, %a3}".to_string()
    } else {
        "%rd20".to_string()
    };
    let body = format!(
        "\tmov.u64 %rd20, {da};\n\tadd.s64 %rd20, %rd20, %rd30;\n\tmov.u64 %rd21, {db};\n\tadd.s64 %rd21, %rd21, %rd30;\n\
\tmul.wide.u32 %rd12, %r0, 4;\n\tadd.s64 %rd13, %rd2, %rd12;\n\tld.global.u32 %r10, [%rd13];\n\
\tmul.wide.u32 %rd14, %r0, 16;\n\tadd.s64 %rd15, %rd4, %rd14;\n\
\tld.global.u32 %a0, [%rd15];\n\tld.global.u32 %a1, [%rd15+4];\n\tld.global.u32 %a2, [%rd15+8];\n\tld.global.u32 %a3, [%rd15+12];\n\
{zero}\twgmma.fence.sync.aligned;\n\
\twgmma.mma_async.sp.sync.aligned.m64n{n}k{k}.{d}.{a}.{a} {{{dlist}}}, {a_op}, %rd21, %r10, {sel}, 0{imm};\n\
\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n\
\tmul.wide.u32 %rd16, %r0, {db_};\n\tadd.s64 %rd17, %rd3, %rd16;\n{store}",
        da = la.desc(0),
        db = lb.desc(32 * 1024),
        zero = (0..nd).map(|r| format!("\tmov.u32 %d{r}, 0;\n")).collect::<String>(),
        db_ = 4 * nd,
        store = (0..nd)
            .map(|r| format!("\tst.global.u32 [%rd17+{}], %d{r};\n", 4 * r))
            .collect::<String>(),
    );
    let name = format!("wgmma.sp m64n{n}k{k}.{d}.{a} sel {sel} regs {a_regs} seed {seed}");
    let out = run_image("8.2", nd, &body, &img, &meta, &awords, 128 * nd, &name);
    for t in 0..128 {
        let (wp, l) = (t / 32, t % 32);
        for i in 0..n / 2 {
            let (row, col) = (
                16 * wp + l / 4 + 8 * ((i % 4) / 2),
                8 * (i / 4) + 2 * (l % 4) + i % 2,
            );
            let want = if d == "s32" {
                let s: i64 = (0..k)
                    .map(|kk| ival(a, dense[row * k + kk]) * ival(a, bm[kk * n + col]))
                    .sum();
                s as i32 as u32 as u64
            } else {
                let s: f64 = (0..k)
                    .filter(|&kk| dense[row * k + kk] != 0)
                    .map(|kk| fval(a, dense[row * k + kk]) * fval(a, bm[kk * n + col]))
                    .sum();
                if d == "f32" {
                    (s as f32).to_bits() as u64
                } else {
                    to_f16(s)
                }
            };
            let got =
                (out[t * nd + i / per] >> (dbits(d) * (i % per))) as u64 & ((1u64 << dbits(d)) - 1);
            let zero = |x: u64| x & !(1 << (dbits(d) - 1)) == 0 && d != "s32";
            assert!(
                got == want || zero(got) && zero(want),
                "{name}: D[{row}][{col}] = {got:#x}, want {want:#x}"
            );
        }
    }
}

#[test]
fn sparse_forms_match_the_dense_product() {
    check_sparse(16, "f32", "f16", false, 0, 61);
    check_sparse(64, "f32", "f16", false, 1, 62);
    check_sparse(24, "f16", "f16", true, 1, 63);
    check_sparse(32, "f32", "bf16", false, 0, 64);
    check_sparse(8, "f32", "tf32", false, 1, 65);
    check_sparse(48, "f32", "e4m3", false, 0, 66);
    check_sparse(32, "s32", "s8", false, 0, 67);
}

#[test]
fn sparse_forms_check_their_operands() {
    let sp = |ver: &str, inst: &str| {
        let ptx = format!(
            ".version {ver}\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{{\n\
             \t.reg .b32 %d<130>;\n\t.reg .b32 %m<2>;\n\t.reg .b64 %rd<4>;\n\
             \t.shared .align 1024 .b8 smem[8192];\n\tmov.u64 %rd1, 0;\n\tmov.u64 %rd2, 0;\n\
             \tmov.u32 %m0, 0x55555555;\n\tmov.u32 %d0, 0x3c003c00;\n\tst.shared.u32 [smem], %d0;\n\
             \twgmma.fence.sync.aligned;\n\t{inst}\n\twgmma.commit_group.sync.aligned;\n\
             \twgmma.wait_group.sync.aligned 0;\n\tret;\n}}\n"
        );
        run_files(
            &ptx,
            "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nargs: []\n",
            None,
            &[],
        )
    };
    let f16 = |sel: &str| {
        format!(
            "wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {{{}}}, %rd1, %rd2, %m0, {sel}, 1, 1, 1, 0, 0;",
            d(4)
        )
    };
    let err = |r: Result<Run, warpsim::error::Error>| match r {
        Ok(_) => panic!("accepted"),
        Err(e) => e.to_string(),
    };
    let e = err(sp("8.2", &f16("2")));
    assert!(
        e.contains("sp-sel 2 is undefined for .f16 (valid: 0 or 1)") && e.contains("k.ptx:16:"),
        "{e}"
    );
    let e = err(sp("8.0", &f16("0")));
    assert!(e.contains("requires PTX ISA 8.2"), "{e}");
    let e = err(sp(
        "8.2",
        &format!(
            "wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8 {{{}}}, %rd1, %rd2, %m0, 1, 1;",
            d(4)
        ),
    ));
    assert!(
        e.contains("sp-sel 1 is undefined for .s8 (valid: 0)"),
        "{e}"
    );
    let e = err(sp(
        "8.2",
        &format!(
            "wgmma.mma_async.sp.sync.aligned.m64n8k512.s32.b1.b1 {{{}}}, %rd1, %rd2, %m0, 0, 1;",
            d(4)
        ),
    ));
    assert!(e.contains("not a sparse wgmma type"), "{e}");
    // Metadata 0b0101 (both indices equal) where A's stored elements are not zero
    // (the 1.0 pair written at the start of shared memory): undefined, a fault naming
    // the lane that holds it.
    let e = err(sp("8.2", &f16("0")));
    assert!(e.contains("metadata 0b0101 of lane 0 is undefined"), "{e}");
}

/// The warpgroup executes wgmma together (`func::warpgroup`): a warp whose partner
/// exited before the wgmma can never run it, a fault naming both, in the functional
/// and the timing engine.
#[test]
fn a_warp_whose_warpgroup_partner_exited_faults() {
    let ptx = format!(
        ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{{\n\
         \t.reg .pred %p<2>;\n\t.reg .b32 %d<8>;\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\
         \t.shared .align 1024 .b8 smem[4096];\n\tmov.u32 %r0, %tid.x;\n\
         \tsetp.ge.u32 %p1, %r0, 96;\n\t@%p1 ret;\n\tmov.u64 %rd1, 0;\n\tmov.u64 %rd2, 0;\n\
         \twgmma.fence.sync.aligned;\n\
         \twgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {{{}}}, %rd1, %rd2, 0, 1, 1, 0, 0;\n\
         \twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n\tret;\n}}\n",
        d(8)
    );
    let dir = tmpdir("wg_exit");
    std::fs::write(dir.join("k.ptx"), &ptx).unwrap();
    std::fs::write(
        dir.join("w.yaml"),
        "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nargs: []\n",
    )
    .unwrap();
    let want = "waits for warp 3 of its warpgroup, which exited after 0 wgmma.mma_async";
    let e = run_files(
        &ptx,
        "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nargs: []\n",
        None,
        &[],
    )
    .err()
    .expect("functional run faults")
    .to_string();
    assert!(e.contains(want), "functional: {e}");
    let e = run_timed(dir.join("w.yaml").to_str().unwrap(), None, &[])
        .err()
        .expect("timing run faults")
        .to_string();
    assert!(e.contains(want), "timing: {e}");
}
