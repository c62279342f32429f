//! Block-scaled `tcgen05.mma` (`.kind::mxf8f6f4`, `.kind::mxf4`, `.kind::mxf4nvf4`;
//! PTX ISA 9.0, 9.7.16.10.7) fed by `tcgen05.cp`, against products computed here:
//! A and B laid out in shared memory by `common::umma`, the scale factors in
//! CUTLASS's shared-memory atom (`Sm1xxBlockScaledBasicChunk`: row `r0 + 32 r1`,
//! factor c at byte `16 r0 + 4 r1 + c`) copied to tensor memory by
//! `tcgen05.cp.32x128b.warpx4`, and every product checked exactly (f64 holds each
//! sum exactly; f32 rounds it once). Also each `tcgen05.cp` shape lane by lane, the
//! pair forms, the tensor core's time for copies, and the located errors.

mod common;
use common::umma::{desc, lay, place, prologue, Lay, FILL, INIT_BAR, READ_D};
use common::{one_line_error, run_both, Rng};

/// A block-scaled kind's test: the mnemonic's words, element codes and bits, K,
/// vector size and scale type (UE8M0 = 1 in the descriptor's bit 23).
#[derive(Clone, Copy)]
struct Kind {
    words: &'static str,
    /// (descriptor code, bits in shared memory) of A and B.
    a: (u32, u32),
    b: (u32, u32),
    k: u32,
    vec: u32,
    ue8m0: bool,
}

/// One MMA case.
struct Case {
    kind: Kind,
    n: u32,
    la: Lay,
    lb: Lay,
    /// Scale factor A / B IDs (byte offsets in each cell).
    ids: (u32, u32),
    neg: (bool, bool),
    /// Accumulate into D's prior value (1.5) instead of overwriting it.
    acc: bool,
    /// Bits flipped in the instruction descriptor (a bad one faults).
    flip: u32,
    /// `.cta_group::2`: M = 256 over a cluster of two, CTA v holding rows 128v.. of
    /// A and D and its factors, columns vN/2.. of B and all of B's factors.
    pair: bool,
    /// `tcgen05.mma.sp`: K twice the kind's, A storing the kind's K a row (2:4;
    /// the 4-bit kinds 4:8 in pairs), its metadata copied in by `tcgen05.cp.128x128b`.
    sp: bool,
    /// A in tensor memory, copied there from A's shared memory (K-major, unswizzled)
    /// by `tcgen05.cp.128x256b` with these format words (decompressing the padded 6-
    /// and 4-bit types into 8-bit containers).
    a_cp: Option<&'static str>,
}

/// The value of element code `x` of format code `t` and `nbits` (Table 43: E4M3 0,
/// E5M2 1, E2M3 3, E3M2 4, E2M1 5; E2M1 for the packed 4-bit kinds), from the formats'
/// definitions.
fn value(t: u32, nbits: u32, x: u64) -> f64 {
    let (e, m, bias) = match (nbits, t) {
        (4, _) => (2, 1, 1),
        (6, 3) => (2, 3, 1),
        (6, _) => (3, 2, 3),
        (_, 0) => (4, 3, 7),
        _ => (5, 2, 15),
    };
    let sign = if x >> (e + m) & 1 == 1 { -1.0 } else { 1.0 };
    let ex = ((x >> m) & ((1 << e) - 1)) as i32;
    let man = (x & ((1 << m) - 1)) as f64;
    let v = if ex == 0 {
        man / (1 << m) as f64 * 2f64.powi(1 - bias)
    } else {
        (1.0 + man / (1 << m) as f64) * 2f64.powi(ex - bias)
    };
    sign * v
}

/// A scale factor's value: UE8M0 2^(x - 127), UE4M3 the unsigned E4M3.
fn scale(ue8m0: bool, x: u8) -> f64 {
    if ue8m0 {
        2f64.powi(x as i32 - 127)
    } else {
        value(0, 8, x as u64 & 0x7F)
    }
}

/// The kernel: 128 threads copy the shared-memory image in; warp 0 allocates 512
/// columns; every warp fills its lanes of D (columns 0..n) with `pre`; thread 0 copies
/// the factors of A (one 32x128b.warpx4 to column 256) and of B (`nsfb` of them, to
/// columns 260, 264) and issues the MMA with `[256 | id_a << 30]` and `[260 | id_b <<
/// 30]` (CUTLASS's addresses, byte offset on top), commits, and everyone reads D to
/// `out[row * n + col]`. With `sp`, thread 0 also copies the metadata (128 rows of
/// 16 bytes at `p_meta`, `tcgen05.cp.128x128b`) to column 272 and issues
/// `tcgen05.mma.sp` with `[272]`. With `a_cp`, it copies A's 128 rows of 32 bytes to
/// column 288 (`tcgen05.cp.128x256b<a_cp>`) and the MMA reads A there.
fn kernel(words: &str, pair: bool, sp: bool, a_cp: Option<&str>) -> String {
    let g = 1 + pair as u32;
    let (a, copy_a) = match a_cp {
        Some(fmt) => (
            "[%r37]",
            format!(
                "add.u32 %r37, %r9, 288;\n\ttcgen05.cp.cta_group::{g}.128x256b{fmt} [%r37], %rd5;"
            ),
        ),
        None => ("%rd5", String::new()),
    };
    let (sp, meta, copy_meta) = if sp {
        (
            ".sp",
            "[%r36], ",
            format!("add.u32 %r36, %r9, 272;\n\tld.param.u64 %rd18, [p_meta];\n\tadd.s64 %rd18, %rd18, %rd4;\n\ttcgen05.cp.cta_group::{g}.128x128b [%r36], %rd18;"),
        )
    } else {
        ("", "", String::new())
    };
    let (prologue, fill, init, read) = (prologue(g, 512), FILL, INIT_BAR, READ_D);
    let (sync, commit) = if pair {
        (
            "barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;",
            "mov.u16 %rs1, 3;\n\ttcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r15], %rs1;",
        )
    } else {
        (
            "",
            "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r15];",
        )
    };
    format!(
        r#".version 8.8
.target sm_100a
.address_size 64
.shared .align 8 .b64 bar;
.shared .align 4 .b32 slot;
.extern .shared .align 1024 .b8 smem[];
.visible .entry k(.param .u64 p_img, .param .u32 p_nbytes, .param .u64 p_out,
    .param .u64 p_adesc, .param .u64 p_bdesc, .param .u32 p_idesc, .param .u32 p_n,
    .param .u32 p_acc, .param .u32 p_pre, .param .u64 p_sfadesc, .param .u64 p_sfbdesc,
    .param .u32 p_nsfb, .param .u32 p_ida, .param .u32 p_idb, .param .u64 p_meta)
{{
	.reg .pred %p<8>;
	.reg .b16 %rs<2>;
	.reg .b32 %r<48>;
	.reg .b64 %rd<24>;
{prologue}{fill}{init}	{sync}
	tcgen05.fence::after_thread_sync;
	setp.ne.or.u32 %p4, %r40, 0, %p4;
	@%p4 bra WAIT;
	shr.u32 %r16, %r5, 4;
	cvt.u64.u32 %rd4, %r16;
	ld.param.u64 %rd5, [p_adesc];
	add.s64 %rd5, %rd5, %rd4;
	ld.param.u64 %rd6, [p_bdesc];
	add.s64 %rd6, %rd6, %rd4;
	ld.param.u64 %rd15, [p_sfadesc];
	add.s64 %rd15, %rd15, %rd4;
	ld.param.u64 %rd16, [p_sfbdesc];
	add.s64 %rd16, %rd16, %rd4;
	add.u32 %r30, %r9, 256;
	add.u32 %r31, %r9, 260;
	tcgen05.cp.cta_group::{g}.32x128b.warpx4 [%r30], %rd15;
	tcgen05.cp.cta_group::{g}.32x128b.warpx4 [%r31], %rd16;
	ld.param.u32 %r32, [p_nsfb];
	setp.lt.u32 %p5, %r32, 2;
	@%p5 bra COPIED_SF;
	add.u32 %r33, %r9, 264;
	add.s64 %rd17, %rd16, 32;
	tcgen05.cp.cta_group::{g}.32x128b.warpx4 [%r33], %rd17;
COPIED_SF:
	{copy_meta}
	{copy_a}
	ld.param.u32 %r17, [p_idesc];
	ld.param.u32 %r19, [p_acc];
	ld.param.u32 %r34, [p_ida];
	shl.b32 %r34, %r34, 30;
	or.b32 %r30, %r30, %r34;
	ld.param.u32 %r35, [p_idb];
	shl.b32 %r35, %r35, 30;
	or.b32 %r31, %r31, %r35;
	setp.ne.u32 %p6, %r19, 0;
	tcgen05.mma{sp}.cta_group::{g}.{words} [%r9], {a}, %rd6, {meta}%r17, [%r30], [%r31], %p6;
	{commit}
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p7, [%r15], 0;
	@!%p7 bra WAIT;
	tcgen05.fence::after_thread_sync;
	ld.param.u64 %rd8, [p_out];
	cvta.to.global.u64 %rd8, %rd8;
	mad.lo.u32 %r21, %r40, 128, %r1;
	mul.lo.u32 %r21, %r21, %r11;
{read}	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	{sync}
	@%p2 bra DONE;
	tcgen05.dealloc.cta_group::{g}.sync.aligned.b32 %r9, 512;
	tcgen05.relinquish_alloc_permit.cta_group::{g}.sync.aligned;
DONE:
	ret;
}}
"#
    )
}

/// Block-scaled instruction descriptor (Tables 43-44): atype 7-9, btype 10-12 (10-11),
/// N >> 3 at 17, scale type 23, M >> 7 at 27, the IDs at 29 (A) and 4 (B).
fn idesc(c: &Case) -> u32 {
    (c.kind.a.0 << 7
        | c.kind.b.0 << 10
        | (c.n >> 3) << 17
        | (c.kind.ue8m0 as u32) << 23
        | (1 + c.pair as u32) << 27
        | c.ids.0 << 29
        | c.ids.1 << 4
        | (c.neg.0 as u32) << 13
        | (c.neg.1 as u32) << 14
        | (c.la.mn_major as u32) << 15
        | (c.lb.mn_major as u32) << 16
        | (c.sp as u32) << 2)
        ^ c.flip
}

/// A random element code of `nbits` (`t`: the 8-bit format), small enough that the
/// sums below stay exact in f64.
fn element(g: &mut Rng, t: u32, nbits: u32) -> u64 {
    match (nbits, t) {
        // Any e2m1 code: 0, +-0.5 .. +-6; any e2m3 / e3m2 code (no infinities).
        (4, _) => g.below(16) as u64,
        (6, _) => g.below(64) as u64,
        // e4m3 / e5m2 with exponents near the bias: magnitudes 2^-3 .. 2^4.
        (_, 0) => (g.below(2) << 7 | (4 + g.below(8)) << 3 | g.below(8)) as u64,
        _ => (g.below(2) << 7 | (12 + g.below(8)) << 2 | g.below(4)) as u64,
    }
}

/// A random scale-factor byte: UE8M0 2^-6 .. 2^6, UE4M3 2^-3 .. 2^3 with mantissas.
fn factor(g: &mut Rng, ue8m0: bool) -> u8 {
    if ue8m0 {
        (121 + g.below(13)) as u8
    } else {
        ((4 + g.below(7)) << 3 | g.below(8)) as u8
    }
}

fn run_case(c: &Case, seed: u64) {
    let (ptx, yaml, img, want) = setup(c, seed);
    let (f, t) = run_both(&ptx, &yaml, &[("img.bin", &img)]);
    let (f, t) = (f.unwrap(), t.unwrap());
    assert_eq!(f.u32s("out"), want, "{} functional", c.kind.words);
    assert_eq!(t.u32s("out"), want, "{} timing", c.kind.words);
}

/// The errors of case `c` in both engines.
fn fault_of(c: &Case) -> (String, String) {
    let (ptx, yaml, img, _) = setup(c, 1);
    let (f, t) = run_both(&ptx, &yaml, &[("img.bin", &img)]);
    (
        f.err()
            .unwrap_or_else(|| panic!("functional ran: {:#x}", c.flip)),
        t.err().expect("timing faults"),
    )
}

/// The kernel, its workload, shared-memory image and the expected `out` of case `c`.
fn setup(c: &Case, seed: u64) -> (String, String, Vec<u8>, Vec<u32>) {
    let kd = c.kind;
    let ctas = 1 + c.pair as u32;
    // K of the MMA; A stores `ka` elements a row (K/2 when sparse).
    let ka = kd.k;
    let (m, n, k) = (128 * ctas, c.n, kd.k << c.sp as u32);
    let cols = n / ctas;
    let mut g = Rng(seed);
    let mut a: Vec<u64> = (0..m * k)
        .map(|_| element(&mut g, kd.a.0, kd.a.1))
        .collect();
    // `.sp`: dense A made sparse by a random defined nibble per chunk (PTX ISA
    // 9.7.16.10.8.2-3: bits 1:0 and 3:2 index the kept elements, or with the 4-bit
    // kinds the kept pairs of an eight-wide chunk); `stored` keeps them in order.
    const NIBS: [u64; 7] = [0b0100, 0b1000, 0b1100, 0b1001, 0b1101, 0b0110, 0b1110];
    let pairs = (kd.a.1 == 4 && kd.k == 64) as usize;
    let (mut stored, mut nibs) = (Vec::new(), Vec::new());
    if c.sp {
        for chunk in a.chunks_mut(4 << pairs) {
            let nib = NIBS[g.below(7)];
            let kept = [nib as usize & 3, nib as usize >> 2];
            for (i, x) in chunk.iter_mut().enumerate() {
                if kept.contains(&(i >> pairs)) {
                    stored.push(*x);
                } else {
                    *x = 0;
                }
            }
            // (Stored in the order the nibble names them.)
            if kept[0] > kept[1] {
                let w = 1 << pairs;
                let at = stored.len() - 2 * w;
                stored[at..].rotate_left(w);
            }
            nibs.push(nib);
        }
    } else {
        stored = a.clone();
    }
    let b: Vec<u64> = (0..n * k)
        .map(|_| element(&mut g, kd.b.0, kd.b.1))
        .collect();
    // Four factor bytes per row (column), all random: the IDs pick which are used.
    let sfa: Vec<u8> = (0..m * 4).map(|_| factor(&mut g, kd.ue8m0)).collect();
    let nb = n.next_multiple_of(128);
    let sfb: Vec<u8> = (0..nb * 4).map(|_| factor(&mut g, kd.ue8m0)).collect();
    // Element (mn, kk) of an operand of `rows` rows at `base` under `lay`: 8-bit
    // elements a byte each; the packed 4-bit kinds two to a byte, the even k in the low
    // half; the 6- and 4-bit types of .kind::mxf8f6f4 16 to a 16-byte chunk (where 16
    // bytes would be), packed from its first bit, the rest padding.
    let put = |img: &mut Vec<u8>,
               base: u32,
               lay: Lay,
               (nbits, k): (u32, u32),
               rows: u32,
               mn: u32,
               kk: u32,
               v: u64| {
        let padded = nbits < 8 && kd.k == 32;
        let (o, l, s) = if padded {
            place(lay, 8, rows, k, mn, kk & !15)
        } else {
            place(lay, nbits, rows, k, mn, kk)
        };
        let at = (base + o) as usize;
        if img.len() < at + 16 {
            img.resize(at + 16, 0);
        }
        if padded {
            let bit = nbits * (kk % 16);
            let w = v << (bit % 8);
            img[at + bit as usize / 8] |= w as u8;
            img[at + bit as usize / 8 + 1] |= (w >> 8) as u8;
        } else if nbits == 4 {
            img[at] |= (v as u8 & 0xF) << (4 * (kk % 2));
        } else {
            img[at] = v as u8;
        }
        (l, s)
    };
    let (mut la, mut sa, mut lb, mut sb) = (0, 0, 0, 0);
    let (mut b_at, mut sf_at, mut meta_at) = (0, 0, 0);
    let mut imgs = Vec::new();
    for v in 0..ctas {
        let mut img = vec![0u8; 0];
        for mm in 0..128 {
            for kk in 0..ka {
                let x = stored[((128 * v + mm) * ka + kk) as usize];
                (la, sa) = put(&mut img, 0, c.la, (kd.a.1, ka), 128, mm, kk, x);
            }
        }
        b_at = (img.len() as u32).next_multiple_of(1024);
        for nn in 0..cols {
            for kk in 0..k {
                let x = b[((cols * v + nn) * k + kk) as usize];
                (lb, sb) = put(&mut img, b_at, c.lb, (kd.b.1, k), cols, nn, kk, x);
            }
        }
        // The factors in CUTLASS's atom: 128 rows x 4 bytes per 512, row r0 + 32
        // r1, byte c at 16 r0 + 4 r1 + c; B's atoms 512 bytes apart.
        sf_at = (img.len() as u32).next_multiple_of(1024);
        img.resize((sf_at + 512 + nb * 4) as usize, 0);
        let atom = |r: u32, c: u32| (r / 128) * 512 + 16 * (r % 32) + 4 * ((r % 128) / 32) + c;
        for r in 0..128 {
            for cc in 0..4 {
                img[(sf_at + atom(r, cc)) as usize] = sfa[((128 * v + r) * 4 + cc) as usize];
            }
        }
        for r in 0..nb {
            for cc in 0..4 {
                img[(sf_at + 512 + atom(r, cc)) as usize] = sfb[(r * 4 + cc) as usize];
            }
        }
        // The metadata as JAX Mosaic GPU formats it for the 8-bit and 4-bit kinds:
        // row r's nibbles (16 a row, LSB first) in 16-byte row r, rows in 8-row
        // groups of 128 bytes (what `tcgen05.cp.128x128b` reads as lane r, columns
        // 0-3).
        meta_at = (img.len() as u32).next_multiple_of(1024);
        img.resize((meta_at + 128 * 16) as usize, 0);
        for (i, &nib) in nibs.iter().enumerate().filter(|_| c.sp) {
            let (mm, q) = (i as u32 / 16, i as u32 % 16);
            if mm / 128 != v {
                continue;
            }
            let byte = meta_at + 16 * (mm % 128) + q / 2;
            img[byte as usize] |= (nib as u8) << (4 * (q % 2));
        }
        img.resize((img.len() as u32).next_multiple_of(1024) as usize, 0);
        imgs.push(img);
    }
    let nbytes = imgs[0].len();
    let img = imgs.concat();
    // The copies' source: 32 rows of 16 bytes, K-major without swizzle (8-row
    // groups 128 bytes apart).
    let sf_desc = |at: u32| desc(at, 0, 128, 0);
    let pre: u32 = 0x3FC0_0000; // 1.5
    let yaml = format!(
        "program: k.ptx\ngrid: {ctas}\nblock: [128, 1, 1]\n{}dynamic_shared_bytes: {nbytes}\nbuffers:\n  img: {{ type: u8, count: {}, init: {{ file: img.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [img, {nbytes}, out, {}, {}, {}, {n}, {}, {pre}, {}, {}, {}, {}, {}, {}]\n",
        if c.pair { "cluster: [2, 1, 1]\n" } else { "" },
        img.len(),
        m * n,
        desc(0, la, sa, c.la.swz),
        desc(b_at, lb, sb, c.lb.swz),
        idesc(c),
        c.acc as u32,
        sf_desc(sf_at),
        sf_desc(sf_at + 512),
        nb / 128,
        c.ids.0,
        c.ids.1,
        sf_desc(meta_at),
    );
    let chunk = k / kd.vec;
    let sign = |neg: bool| if neg { -1.0 } else { 1.0 };
    let mut want = vec![0u32; (m * n) as usize];
    for mm in 0..m {
        for nn in 0..n {
            let mut s = if c.acc { 1.5 } else { 0.0 };
            for kk in 0..k {
                let ch = kk / chunk;
                let fa = scale(kd.ue8m0, sfa[(mm * 4 + c.ids.0 + ch) as usize]);
                let fb = scale(kd.ue8m0, sfb[(nn * 4 + c.ids.1 + ch) as usize]);
                let va = sign(c.neg.0) * value(kd.a.0, kd.a.1, a[(mm * k + kk) as usize]);
                let vb = sign(c.neg.1) * value(kd.b.0, kd.b.1, b[(nn * k + kk) as usize]);
                s += va * fa * vb * fb;
            }
            want[(mm * n + nn) as usize] = (s as f32).to_bits();
        }
    }
    (kernel(kd.words, c.pair, c.sp, c.a_cp), yaml, img, want)
}

const MXF8: Kind = Kind {
    words: "kind::mxf8f6f4.block_scale.scale_vec::1X",
    a: (0, 8),
    b: (1, 8),
    k: 32,
    vec: 1,
    ue8m0: true,
};
const MXF4: Kind = Kind {
    words: "kind::mxf4.block_scale",
    a: (1, 4),
    b: (1, 4),
    k: 64,
    vec: 2,
    ue8m0: true,
};
const NVF4: Kind = Kind {
    words: "kind::mxf4nvf4.block_scale.block16",
    a: (1, 4),
    b: (1, 4),
    k: 64,
    vec: 4,
    ue8m0: false,
};

fn case(kind: Kind, n: u32, (la, lb): (Lay, Lay), ids: (u32, u32)) -> Case {
    Case {
        kind,
        n,
        la,
        lb,
        ids,
        neg: (false, false),
        acc: false,
        flip: 0,
        pair: false,
        sp: false,
        a_cp: None,
    }
}

#[test]
fn every_block_scaled_kind_scales_each_chunk_by_its_factor() {
    let km = lay(false, 0);
    let cases = [
        // MXFP8: one factor per row (ID = the byte), e4m3 x e5m2.
        case(MXF8, 64, (lay(false, 128), km), (1, 3)),
        Case {
            kind: Kind {
                words: "kind::mxf8f6f4.block_scale.block32",
                a: (1, 8),
                b: (0, 8),
                ..MXF8
            },
            neg: (false, true),
            acc: true,
            // Transposed (MN-major) A, N = 256: B's factors span two copies.
            ..case(MXF8, 256, (lay(true, 64), km), (2, 0))
        },
        // MXFP6 x MXFP4 (.kind::mxf8f6f4): e2m3 / e3m2 A, e2m1 B, padded in shared
        // memory.
        Case {
            kind: Kind {
                a: (3, 6),
                b: (5, 4),
                ..MXF8
            },
            ..case(MXF8, 128, (lay(false, 128), km), (0, 2))
        },
        Case {
            kind: Kind {
                words: "kind::mxf8f6f4.block_scale.block32",
                a: (4, 6),
                b: (0, 8),
                ..MXF8
            },
            neg: (true, true),
            ..case(MXF8, 32, (km, lay(false, 64)), (3, 1))
        },
        // MXFP4: two factors per row (ID 0 or 2: a half word), packed e2m1.
        case(MXF4, 128, (km, lay(false, 32)), (2, 0)),
        Case {
            kind: Kind {
                words: "kind::mxf4nvf4.block_scale.scale_vec::2X",
                ..MXF4
            },
            neg: (true, false),
            ..case(MXF4, 8, (lay(false, 32), km), (0, 2))
        },
        // NVFP4: four UE4M3 factors per row (block16), N = 200 (two copies of B's).
        Case {
            acc: true,
            ..case(NVF4, 200, (km, km), (0, 0))
        },
        // A CTA pair (M = 256): copies into both CTAs, each CTA's rows scaled by its
        // own factors.
        Case {
            pair: true,
            ..case(MXF4, 256, (lay(false, 32), km), (2, 2))
        },
        Case {
            pair: true,
            acc: true,
            ..case(MXF8, 64, (km, lay(true, 128)), (3, 1))
        },
    ];
    for (i, c) in cases.iter().enumerate() {
        run_case(c, 17 + i as u64);
    }
}

/// `tcgen05.mma.sp` with block scaling: K twice the kind's, each factor over a block
/// of the full K twice a dense MMA's (CUTLASS's sparse SFVecSize 64 and 32, JAX's
/// sparse references), the metadata from shared memory by `tcgen05.cp.128x128b` as
/// JAX formats it.
#[test]
fn sparse_block_scaled_mmas_scale_the_full_k() {
    let km = lay(false, 0);
    let cases = [
        Case {
            sp: true,
            ..case(MXF8, 64, (km, lay(false, 128)), (1, 2))
        },
        Case {
            sp: true,
            acc: true,
            ..case(NVF4, 128, (lay(false, 64), km), (0, 0))
        },
        Case {
            sp: true,
            pair: true,
            ..case(MXF4, 128, (km, km), (2, 0))
        },
    ];
    for (i, c) in cases.iter().enumerate() {
        run_case(c, 90 + i as u64);
    }
    // A sparse block-scaled pair takes M = 256 (Table 39), the descriptor M = 128.
    let c = Case {
        sp: true,
        pair: true,
        flip: 3 << 27,
        ..case(MXF8, 64, (km, km), (0, 0))
    };
    for e in <[String; 2]>::from(fault_of(&c)) {
        assert!(e.contains("takes M = 256"), "{e}");
    }
}

/// A copied from its shared-memory image into tensor memory by `tcgen05.cp`, the
/// padded 4- and 6-bit types decompressed into 8-bit containers on the way
/// (9.7.16.9.1), then read by the MMA from there (`[a-tmem]`): the same products as
/// from shared memory.
#[test]
fn a_decompressed_into_tensor_memory_multiplies_as_from_shared_memory() {
    let km = lay(false, 0);
    let cases = [
        // e2m1 A (.b4x16_p64), e4m3 B.
        Case {
            kind: Kind { a: (5, 4), ..MXF8 },
            a_cp: Some(".b8x16.b4x16_p64"),
            ..case(MXF8, 64, (km, km), (0, 1))
        },
        // e3m2 and e2m3 A (.b6x16_p32).
        Case {
            kind: Kind {
                a: (4, 6),
                b: (5, 4),
                ..MXF8
            },
            a_cp: Some(".b8x16.b6x16_p32"),
            acc: true,
            ..case(MXF8, 32, (km, lay(false, 64)), (2, 3))
        },
        Case {
            kind: Kind { a: (3, 6), ..MXF8 },
            a_cp: Some(".b8x16.b6x16_p32"),
            ..case(MXF8, 16, (km, km), (1, 0))
        },
        // e4m3 A copied as it is.
        Case {
            a_cp: Some(""),
            ..case(MXF8, 48, (km, km), (3, 3))
        },
    ];
    for (i, c) in cases.iter().enumerate() {
        run_case(c, 120 + i as u64);
    }
}

/// A kernel where thread 0 of CTA 0 copies with `tcgen05.cp.cta_group::<g>.<shape>`
/// to column 4 of tensor memory and commits (to every CTA's barrier: a cluster of
/// `g`), and every warp of every CTA reads its lanes' columns 0..16 to
/// `out[(cta * 128 + lane) * 16 + col]`, all of which hold `0xEEEEEEEE` first.
fn cp_kernel(g: u32, shape: &str) -> String {
    let (prologue, init) = (prologue(g, 32), INIT_BAR);
    let commit = if g == 2 {
        "mov.u16 %rs1, 3;\n\ttcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r15], %rs1;"
    } else {
        "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r15];"
    };
    format!(
        r#".version 8.8
.target sm_100a
.address_size 64
.shared .align 8 .b64 bar;
.shared .align 4 .b32 slot;
.extern .shared .align 1024 .b8 smem[];
.visible .entry k(.param .u64 p_img, .param .u32 p_nbytes, .param .u64 p_out, .param .u64 p_desc)
{{
	.reg .pred %p<8>;
	.reg .b16 %rs<2>;
	.reg .b32 %r<48>;
	.reg .b64 %rd<24>;
{prologue}	mov.u32 %r12, 0xEEEEEEEE;
	tcgen05.st.sync.aligned.32x32b.x16.b32 [%r10], {{%r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12, %r12}};
	tcgen05.wait::st.sync.aligned;
{init}	barrier.cluster.arrive.aligned;
	barrier.cluster.wait.aligned;
	tcgen05.fence::after_thread_sync;
	setp.ne.or.u32 %p4, %r40, 0, %p4;
	@%p4 bra WAIT;
	shr.u32 %r16, %r5, 4;
	cvt.u64.u32 %rd4, %r16;
	ld.param.u64 %rd5, [p_desc];
	add.s64 %rd5, %rd5, %rd4;
	add.u32 %r30, %r9, 4;
	tcgen05.cp.cta_group::{g}.{shape} [%r30], %rd5;
	{commit}
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p7, [%r15], 0;
	@!%p7 bra WAIT;
	tcgen05.fence::after_thread_sync;
	tcgen05.ld.sync.aligned.32x32b.x16.b32 {{%r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35}}, [%r10];
	tcgen05.wait::ld.sync.aligned;
	ld.param.u64 %rd8, [p_out];
	cvta.to.global.u64 %rd8, %rd8;
	mad.lo.u32 %r41, %r40, 128, %r1;
	mul.wide.u32 %rd11, %r41, 64;
	add.s64 %rd12, %rd8, %rd11;
	st.global.v4.u32 [%rd12], {{%r20, %r21, %r22, %r23}};
	st.global.v4.u32 [%rd12+16], {{%r24, %r25, %r26, %r27}};
	st.global.v4.u32 [%rd12+32], {{%r28, %r29, %r30, %r31}};
	st.global.v4.u32 [%rd12+48], {{%r32, %r33, %r34, %r35}};
	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	barrier.cluster.arrive.aligned;
	barrier.cluster.wait.aligned;
	@%p2 bra DONE;
	tcgen05.dealloc.cta_group::{g}.sync.aligned.b32 %r9, 32;
	tcgen05.relinquish_alloc_permit.cta_group::{g}.sync.aligned;
DONE:
	ret;
}}
"#
    )
}

/// The lanes source row `r` of a copy lands in, as CUTLASS's UTCCP traits map them
/// (written out per shape here: 4x32dp = every 32-lane quarter; 2x64dp lw0213 = the
/// row and 64 lanes on; lw0123 = rows 0-31 to quarters 0-1, rows 32-63 to 2-3).
fn lanes_of(shape: &str, r: u32) -> Vec<u32> {
    match shape {
        "32x128b.warpx4" => (0..4).map(|q| 32 * q + r).collect(),
        "64x128b.warpx2::02_13" => vec![r, r + 64],
        "64x128b.warpx2::01_23" if r < 32 => vec![r, r + 32],
        "64x128b.warpx2::01_23" => vec![r + 32, r + 64],
        _ => vec![r],
    }
}

/// Every `tcgen05.cp` shape puts each byte of its source, read through the
/// descriptor (unswizzled and 128-byte swizzled), where CUTLASS's traits say; the
/// columns before and after keep their value. `.cta_group::2` copies each CTA's own
/// shared memory into its own tensor memory.
#[test]
fn every_cp_shape_fills_the_lanes_cutlass_names() {
    for (g, shape, rows, bytes, swz) in [
        (1, "128x256b", 128, 32, 0),
        (1, "128x128b", 128, 16, 128),
        (1, "64x128b.warpx2::02_13", 64, 16, 0),
        (1, "64x128b.warpx2::01_23", 64, 16, 0),
        (1, "32x128b.warpx4", 32, 16, 128),
        (2, "128x256b", 128, 32, 128),
        (2, "32x128b.warpx4", 32, 16, 0),
    ] {
        let la = lay(false, swz);
        let mut imgs = Vec::new();
        let (mut lbo, mut sbo) = (0, 0);
        let mut rng = Rng(rows as u64 * 7 + g as u64);
        let mut src = Vec::new();
        for _ in 0..g {
            let mut img = vec![0u8; 16384];
            let vals: Vec<u8> = (0..rows * bytes).map(|_| rng.below(256) as u8).collect();
            for r in 0..rows {
                for b in 0..bytes {
                    let (o, l, s) = place(la, 8, rows, bytes, r, b);
                    (lbo, sbo) = (l, s);
                    img[o as usize] = vals[(r * bytes + b) as usize];
                }
            }
            imgs.push(img);
            src.push(vals);
        }
        let img = imgs.concat();
        let yaml = format!(
            "program: k.ptx\ngrid: {g}\nblock: [128, 1, 1]\n{}dynamic_shared_bytes: 16384\nbuffers:\n  img: {{ type: u8, count: {}, init: {{ file: img.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [img, 16384, out, {}]\n",
            if g == 2 { "cluster: [2, 1, 1]\n" } else { "" },
            img.len(),
            g * 128 * 16,
            desc(0, lbo, sbo, swz),
        );
        let mut want = vec![0xEEEE_EEEEu32; (g * 128 * 16) as usize];
        for (cta, vals) in src.iter().enumerate() {
            for r in 0..rows {
                for lane in lanes_of(shape, r) {
                    for w in 0..bytes / 4 {
                        let v = (0..4).fold(0u32, |v, i| {
                            v | (vals[(r * bytes + 4 * w + i) as usize] as u32) << (8 * i)
                        });
                        want[((cta as u32 * 128 + lane) * 16 + 4 + w) as usize] = v;
                    }
                }
            }
        }
        let (f, t) = run_both(&cp_kernel(g, shape), &yaml, &[("img.bin", &img)]);
        let what = format!("cta_group::{g}.{shape} swizzle {swz}");
        assert_eq!(f.unwrap().u32s("out"), want, "{what} functional");
        assert_eq!(t.unwrap().u32s("out"), want, "{what} timing");
    }
}

/// A descriptor the kind does not take faults naming the rule, in both engines.
#[test]
fn bad_block_scaled_descriptors_fault_naming_the_rule() {
    let km = lay(false, 0);
    let mxf4 = |flip: u32| Case {
        flip,
        ..case(MXF4, 64, (km, km), (0, 0))
    };
    for (c, want) in [
        // Scale factor A ID 1 with two factors per row (a half word: 0 or 2).
        (mxf4(1 << 29), "must be a multiple of 2"),
        // UE4M3 factors (bit 23 = 0) with .kind::mxf4.
        (mxf4(1 << 23), "takes UE8M0"),
        // A transposed 4-bit A.
        (mxf4(1 << 15), "K-major A and B only"),
        // K = 96 (sm_103a).
        (mxf4(1 << 31), "K = 96"),
        // A transposed E2M3 A (the padded 6-bit packing is K-major only).
        (
            Case {
                flip: 3 << 7,
                ..case(MXF8, 64, (lay(true, 0), km), (0, 0))
            },
            "transposed (MN-major) A of 6- or 4-bit",
        ),
    ] {
        for e in <[String; 2]>::from(fault_of(&c)) {
            assert!(e.contains("tcgen05.mma") && e.contains(want), "{want}: {e}");
        }
    }
}

/// Forms the ISA refuses, or warpsim does not run, are located errors at load.
#[test]
fn block_scaled_and_cp_forms_are_checked_at_load() {
    let hdr = ".version 8.8\n.target sm_100a\n.address_size 64\n";
    let mma = |words: &str, ops: &str| {
        format!("{{ .reg .pred %q; tcgen05.mma.cta_group::1.{words} [%r1], %rd1, %rd1, %r2, {ops}, %q; }}")
    };
    let scales = "[%r3], [%r4]";
    for (line, want) in [
        (
            mma("kind::mxf4nvf4.block_scale", scales),
            "needs a .scale_vectorsize",
        ),
        (
            mma("kind::mxf4.block_scale.block16", scales),
            "cannot be combined with .kind::mxf4",
        ),
        (
            mma("kind::mxf8f6f4.block_scale.scale_vec::2X", scales),
            "it takes .scale_vec::1X or .block32",
        ),
        (mma("kind::mxf8f6f4", scales), "needs .block_scale"),
        (
            mma("kind::f16.block_scale", "%r3"),
            ".block_scale needs a block-scaled kind",
        ),
        (
            mma("kind::mxf4.block_scale", "{%r3, %r4, %r3, %r4}"),
            "[scale-A-tmem], [scale-B-tmem]",
        ),
        (
            "tcgen05.cp.cta_group::1.64x128b [%r1], %rd1;".into(),
            "needs .warpx2::02_13 or .warpx2::01_23",
        ),
        (
            "tcgen05.cp.cta_group::1.128x256b.warpx4 [%r1], %rd1;".into(),
            "take no .warpx",
        ),
        (
            "tcgen05.cp.cta_group::1.128x256b.b8x16 [%r1], %rd1;".into(),
            ".dst_fmt, then .src_fmt",
        ),
        (
            "tcgen05.cp.cta_group::1.128x128b.b4x16_p64.b8x16 [%r1], %rd1;".into(),
            ".dst_fmt, then .src_fmt",
        ),
        (
            "tcgen05.cp.cta_group::1.4x256b [%r1], %rd1;".into(),
            ".4x256b",
        ),
        (
            "tcgen05.cp.cta_group::1.128x256b [%r1];".into(),
            "expected [taddr], s-desc",
        ),
        (
            "tcgen05.shift.cta_group::1.down [%r1];".into(),
            "tcgen05.shift",
        ),
    ] {
        let e = one_line_error(hdr, &line);
        assert!(e.contains(want) && e.contains("k.ptx:10"), "{line}\n=> {e}");
    }
    // .scale_vec::NX needs an arch-specific target; .blockN PTX ISA 8.8.
    let e = one_line_error(
        ".version 8.8\n.target sm_100f\n.address_size 64\n",
        &mma("kind::mxf4.block_scale.scale_vec::2X", scales),
    );
    assert!(e.contains("arch-specific"), "{e}");
    let e = one_line_error(
        ".version 8.7\n.target sm_100a\n.address_size 64\n",
        &mma("kind::mxf4.block_scale.block32", scales),
    );
    assert!(e.contains("PTX ISA 8.8"), "{e}");
}

/// One warp allocates 512 columns, threads 0..lanes each issue `reps` of `op` back to
/// back (a `tcgen05.cp` or `tcgen05.mma` line: tensor memory at %r9, the descriptor
/// %rd1 of rows of 32 bytes, K-major without swizzle (LBO 128, SBO 256); for an MMA
/// the instruction descriptor %r20 = `p_idesc`, scale factors at columns 256 (%r21)
/// and 264 (%r22), enable-input-d %p4 false) and commit them, and thread 0 stores the
/// %clock64 cycles from before the first to the end of its wait on the commit's
/// barrier.
fn timing_kernel(op: &str) -> String {
    format!(
        r#".version 8.8
.target sm_100a
.address_size 64
.shared .align 8 .b64 bar;
.shared .align 4 .b32 slot;
.shared .align 1024 .b8 src[8192];
.visible .entry k(.param .u64 p_out, .param .u32 p_reps, .param .u32 p_lanes, .param .u32 p_idesc)
{{
	.reg .pred %p<5>;
	.reg .b32 %r<24>;
	.reg .b64 %rd<12>;
	mov.u32 %r8, slot;
	tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r8], 512;
	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	tcgen05.fence::after_thread_sync;
	ld.shared.u32 %r9, [slot];
	mov.u32 %r1, %tid.x;
	ld.param.u32 %r10, [p_lanes];
	mov.u32 %r15, bar;
	setp.ne.u32 %p1, %r1, 0;
	@%p1 bra INITED;
	mbarrier.init.shared::cta.b64 [%r15], %r10;
INITED:
	bar.warp.sync -1;
	setp.ge.u32 %p1, %r1, %r10;
	@%p1 bra DONE;
	mov.u32 %r5, src;
	shr.u32 %r6, %r5, 4;
	cvt.u64.u32 %rd1, %r6;
	or.b64 %rd1, %rd1, 0x0000401000080000;
	ld.param.u32 %r20, [p_idesc];
	add.u32 %r21, %r9, 256;
	add.u32 %r22, %r9, 264;
	setp.ne.u32 %p4, %r1, %r1;
	ld.param.u32 %r2, [p_reps];
	mov.u32 %r3, 0;
	mov.u64 %rd2, %clock64;
ISSUE:
	{op}
	add.u32 %r3, %r3, 1;
	setp.lt.u32 %p2, %r3, %r2;
	@%p2 bra ISSUE;
	tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r15];
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r15], 0;
	@!%p3 bra WAIT;
	mov.u64 %rd3, %clock64;
	sub.s64 %rd4, %rd3, %rd2;
	setp.ne.u32 %p1, %r1, 0;
	@%p1 bra DONE;
	ld.param.u64 %rd5, [p_out];
	cvta.to.global.u64 %rd5, %rd5;
	st.global.u64 [%rd5], %rd4;
DONE:
	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r9, 512;
	tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
	ret;
}}
"#
    )
}

/// Thread 0's cycles over `reps` of `op` issued by `lanes` threads ([`timing_kernel`]).
fn timed(op: &str, reps: u32, lanes: u32, idesc: u32) -> i64 {
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  out: {{ type: u64, count: 1 }}\nargs: [out, {reps}, {lanes}, {idesc}]\n"
    );
    let (f, t) = run_both(&timing_kernel(op), &yaml, &[]);
    f.unwrap();
    t.unwrap().u64s("out")[0] as i64
}

/// Block-scaled MMAs hold the tensor core for their kind's entry (`tcgen05.mma.<kind>`:
/// the interval of N = 8 and `per_n8` for each further 8 columns), as the dense
/// kinds do: N = 256, so 31 more.
#[test]
fn block_scaled_mmas_take_their_kinds_interval() {
    let cfg = warpsim::config::load_file(&common::root().join("configs/nvidia/b200.yaml")).unwrap();
    // (kind words, atype/btype codes, scale type UE8M0)
    for (words, key, ab) in [
        ("kind::mxf4.block_scale", "tcgen05.mma.mxf4", 1u32),
        (
            "kind::mxf4nvf4.block_scale.block32",
            "tcgen05.mma.mxf4nvf4",
            1,
        ),
        ("kind::mxf8f6f4.block_scale", "tcgen05.mma.mxf8f6f4", 0),
    ] {
        let e = cfg
            .latency
            .lookup(key, warpsim::ir::OpClass::Mma, false)
            .unwrap()
            .clone();
        let p = e.per_n8.unwrap();
        let interval = (e.issue_interval + 31 * p.issue_interval) as i64;
        let idesc = ab << 7 | ab << 10 | (256 >> 3) << 17 | 1 << 23 | 1 << 27;
        let op = format!(
            "tcgen05.mma.cta_group::1.{words} [%r9], %rd1, %rd1, %r20, [%r21], [%r22], %p4;"
        );
        let (one, four) = (timed(&op, 1, 1, idesc), timed(&op, 4, 1, idesc));
        assert_eq!(
            four - one,
            3 * interval,
            "{key}: 1 MMA {one} cycles, 4: {four}"
        );
        assert!(one >= (e.latency + 31 * p.latency) as i64, "{key}: {one}");
    }
}

/// Copies hold the SM's tensor core for their config's interval, one after another
/// (whether one thread issues them in turn or several at once), and the commit's
/// barrier completes no earlier than a copy's latency.
#[test]
fn copies_take_the_tensor_core_for_their_interval() {
    let cfg = warpsim::config::load_file(&common::root().join("configs/nvidia/b200.yaml")).unwrap();
    for (shape, key) in [
        ("128x256b", "tcgen05.cp.128x256b"),
        ("128x128b", "tcgen05.cp.128x128b"),
    ] {
        let e = cfg
            .latency
            .lookup(key, warpsim::ir::OpClass::Mma, false)
            .unwrap()
            .clone();
        let op = format!("tcgen05.cp.cta_group::1.{shape} [%r9], %rd1;");
        let cycles = |reps: u32, lanes: u32| timed(&op, reps, lanes, 0);
        let (one, four) = (cycles(1, 1), cycles(4, 1));
        assert_eq!(
            four - one,
            3 * e.issue_interval as i64,
            "{shape}: 1 copy {one} cycles, 4: {four}"
        );
        assert!(one >= e.latency as i64, "{shape}: {one}");
        let four_lanes = cycles(1, 4);
        assert!(
            (four_lanes - four).abs() < e.issue_interval as i64,
            "{shape}: 4 lanes' copies {four_lanes} cycles, one lane's 4 {four}"
        );
    }
}

/// warpsim's CuTe NVFP4 tile (workloads/ptx/cute_tcgen05/blockscaled_sm100.cu, nvcc
/// 13.5): CUTLASS's own code makes the factors' shared-memory descriptors, the
/// `tcgen05.cp` copies, their tensor-memory addresses (the scale-factor ID on top) and
/// the instruction descriptors of four `.kind::mxf4nvf4.block16` MMAs. The factors are
/// given in CUTLASS's global layout (`Sm1xxBlockScaledConfig<16>`: the atom
/// `((32,4),(16,4)):((16,4),(0,1))` tiled K first), D checked exactly against the
/// product computed here, each MMA's sum rounded to f32 once.
#[test]
fn cutes_block_scaled_nvfp4_tile_runs_exactly() {
    let ptx = std::fs::read_to_string(
        common::root().join("workloads/ptx/cute_tcgen05/cute_blockscaled.ptx"),
    )
    .unwrap();
    let (m, n, k) = (128usize, 128usize, 256usize);
    let mut g = Rng(2026);
    let a: Vec<u64> = (0..m * k).map(|_| g.below(16) as u64).collect();
    let b: Vec<u64> = (0..n * k).map(|_| g.below(16) as u64).collect();
    // UE4M3 factors 2^-3 .. 2^3 with mantissas.
    let sfa: Vec<u8> = (0..m * k / 16).map(|_| factor(&mut g, false)).collect();
    let sfb: Vec<u8> = (0..n * k / 16).map(|_| factor(&mut g, false)).collect();
    let pack = |v: &[u64]| -> Vec<u8> {
        v.chunks_exact(2)
            .map(|p| (p[0] | p[1] << 4) as u8)
            .collect()
    };
    // Byte of factor (row r, chunk c = k / 16): atoms of 128 rows x 64 k, 512 bytes
    // each, K first.
    let sf_layout = |f: &[u8]| -> Vec<u8> {
        let mut out = vec![0u8; 2048];
        for r in 0..128 {
            for c in 0..k / 16 {
                out[512 * (c / 4) + 16 * (r % 32) + 4 * (r / 32) + c % 4] = f[r * (k / 16) + c];
            }
        }
        out
    };
    let yaml = "program: k.ptx\nkernel: _Z16blockscaled_gemmPKhS0_S0_S0_Pf\ngrid: 1\nblock: [128, 1, 1]\ndynamic_shared_bytes: 37888\nbuffers:\n  a: { type: u8, count: 16384, init: { file: a.bin } }\n  b: { type: u8, count: 16384, init: { file: b.bin } }\n  sfa: { type: u8, count: 2048, init: { file: sfa.bin } }\n  sfb: { type: u8, count: 2048, init: { file: sfb.bin } }\n  d: { type: f32, count: 16384 }\nargs: [a, b, sfa, sfb, d]\n";
    let files = [
        ("a.bin", pack(&a)),
        ("b.bin", pack(&b)),
        ("sfa.bin", sf_layout(&sfa)),
        ("sfb.bin", sf_layout(&sfb)),
    ];
    let files: Vec<(&str, &[u8])> = files.iter().map(|(n, v)| (*n, &v[..])).collect();
    let (f, t) = run_both(&ptx, yaml, &files);
    let (f, t) = (f.unwrap(), t.unwrap());
    let want: Vec<u32> = (0..m * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            let mut acc = 0f32;
            for kb in 0..k / 64 {
                let s: f64 = (64 * kb..64 * kb + 64)
                    .map(|kk| {
                        let fa = scale(false, sfa[r * (k / 16) + kk / 16]);
                        let fb = scale(false, sfb[c * (k / 16) + kk / 16]);
                        value(1, 4, a[r * k + kk]) * fa * value(1, 4, b[c * k + kk]) * fb
                    })
                    .sum();
                acc = (acc as f64 + s) as f32;
            }
            acc.to_bits()
        })
        .collect();
    assert!(f.u32s("d") == want, "functional D differs");
    assert!(t.u32s("d") == want, "timing D differs");
}

/// Two `.kind::f16` MMAs by thread 0, the first `.collector::a::<first>` with A at
/// `p_a1`, the second (accumulating) `.collector::a::<second>` with A at `p_a2`, both
/// with B at `p_b` (descriptors relative to `smem`); D (N = 16) read back to `out`.
fn collector_kernel(first: &str, second: &str) -> String {
    let (prologue, init, read) = (prologue(1, 256), INIT_BAR, READ_D);
    format!(
        r#".version 8.8
.target sm_100a
.address_size 64
.shared .align 8 .b64 bar;
.shared .align 4 .b32 slot;
.extern .shared .align 1024 .b8 smem[];
.visible .entry k(.param .u64 p_img, .param .u32 p_nbytes, .param .u64 p_out,
    .param .u64 p_a1, .param .u64 p_a2, .param .u64 p_b, .param .u32 p_idesc)
{{
	.reg .pred %p<8>;
	.reg .b32 %r<48>;
	.reg .b64 %rd<24>;
{prologue}{init}	tcgen05.fence::after_thread_sync;
	@%p4 bra WAIT;
	shr.u32 %r16, %r5, 4;
	cvt.u64.u32 %rd4, %r16;
	ld.param.u64 %rd5, [p_a1];
	add.s64 %rd5, %rd5, %rd4;
	ld.param.u64 %rd6, [p_a2];
	add.s64 %rd6, %rd6, %rd4;
	ld.param.u64 %rd7, [p_b];
	add.s64 %rd7, %rd7, %rd4;
	ld.param.u32 %r17, [p_idesc];
	setp.ne.u32 %p5, %r1, %r1;
	setp.eq.u32 %p6, %r1, %r1;
	tcgen05.mma.cta_group::1.kind::f16.collector::a::{first} [%r9], %rd5, %rd7, %r17, %p5;
	tcgen05.mma.cta_group::1.kind::f16.collector::a::{second} [%r9], %rd6, %rd7, %r17, %p6;
	tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r15];
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p7, [%r15], 0;
	@!%p7 bra WAIT;
	tcgen05.fence::after_thread_sync;
	ld.param.u64 %rd8, [p_out];
	cvta.to.global.u64 %rd8, %rd8;
	mov.u32 %r11, 16;
	mul.lo.u32 %r21, %r1, 16;
{read}	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	@%p2 bra DONE;
	tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r9, 256;
	tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
DONE:
	ret;
}}
"#
    )
}

/// `.collector::a::use` reads the A the last `::fill` kept, not the A its descriptor
/// names now; `::use` with no valid fill (none yet, or after `::lastuse`) faults.
#[test]
fn the_collector_buffer_keeps_the_filled_a() {
    let (m, n, k) = (128u32, 16u32, 16u32);
    let mut g = Rng(9);
    let f16 = |v: i32| common::elems::to_f16(v as f64);
    let a1: Vec<i32> = (0..m * k).map(|_| g.below(5) as i32 - 2).collect();
    let b: Vec<i32> = (0..n * k).map(|_| g.below(5) as i32 - 2).collect();
    // A1 at 0, a second A (all 1.0) at 8192, B at 16384; K-major, no swizzle.
    let mut img = vec![0u8; 16384 + 1024];
    let mut put = |base: u32, rows: u32, mn: u32, kk: u32, v: u64| {
        let (o, l, s) = place(lay(false, 0), 16, rows, k, mn, kk);
        img[(base + o) as usize..(base + o + 2) as usize]
            .copy_from_slice(&(v as u16).to_le_bytes());
        (l, s)
    };
    let mut ls = (0, 0);
    for mm in 0..m {
        for kk in 0..k {
            ls = put(0, m, mm, kk, f16(a1[(mm * k + kk) as usize]));
            put(8192, m, mm, kk, f16(1));
        }
    }
    let mut lsb = (0, 0);
    for nn in 0..n {
        for kk in 0..k {
            lsb = put(16384, n, nn, kk, f16(b[(nn * k + kk) as usize]));
        }
    }
    // f32 D = f16 A x f16 B, N = 16, M = 128.
    let idesc = 1u32 << 4 | (n >> 3) << 17 | (m >> 4) << 24;
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\ndynamic_shared_bytes: {}\nbuffers:\n  img: {{ type: u8, count: {}, init: {{ file: img.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [img, {}, out, {}, {}, {}, {idesc}]\n",
        img.len(),
        img.len(),
        m * n,
        img.len(),
        desc(0, ls.0, ls.1, 0),
        desc(8192, ls.0, ls.1, 0),
        desc(16384, lsb.0, lsb.1, 0),
    );
    let dot = |mm: u32, nn: u32, a: &dyn Fn(u32) -> i32| -> i32 {
        (0..k)
            .map(|kk| a(mm * k + kk) * b[(nn * k + kk) as usize])
            .sum()
    };
    let run = |first: &str, second: &str| {
        run_both(
            &collector_kernel(first, second),
            &yaml,
            &[("img.bin", &img)],
        )
    };
    // fill then use: A1 twice. discard then discard: A1, then the ones.
    for (first, second, twice) in [
        ("fill", "use", true),
        ("fill", "lastuse", true),
        ("discard", "discard", false),
    ] {
        let (f, t) = run(first, second);
        let want: Vec<u32> = (0..m * n)
            .map(|i| {
                let (mm, nn) = (i / n, i % n);
                let d1 = dot(mm, nn, &|j| a1[j as usize]);
                let d2 = if twice { d1 } else { dot(mm, nn, &|_| 1) };
                ((d1 + d2) as f32).to_bits()
            })
            .collect();
        assert_eq!(
            f.unwrap().u32s("out"),
            want,
            "{first} / {second} functional"
        );
        assert_eq!(t.unwrap().u32s("out"), want, "{first} / {second} timing");
    }
    for (first, second) in [("discard", "use"), ("lastuse", "use")] {
        let (f, t) = run(first, second);
        for e in [
            f.err().expect("functional faults"),
            t.err().expect("timing faults"),
        ] {
            assert!(
                e.contains("collector buffer holds no valid fill"),
                "{first}/{second}: {e}"
            );
        }
    }
}
