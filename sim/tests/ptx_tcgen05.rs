//! `tcgen05` (sm_100a): tensor-memory allocation, `tcgen05.mma` of every kind warpsim
//! runs against a product computed here, with operands laid out in shared memory by
//! this file's own reading of the ISA's canonical layouts (PTX ISA 9.0, 9.7.16.3.3:
//! CuTe layouts plus a `Swizzle<b,4,3>` on byte addresses), K- and MN-major, every
//! swizzle; the lane mask, `enable-input-d` and accumulation; `tcgen05.ld`/`st`;
//! the timing of the SM's tensor core against the config's entries; faults and
//! located errors.

mod common;
use common::elems::{fval, to_f16};
use common::umma::{desc, lay, place, prologue, Lay, FILL, INIT_BAR, READ_D};
use common::{cluster_both, one_line_error, run_both, Run, Timed};

/// Instruction descriptor (Table 42).
fn idesc(d: u32, a: u32, b: u32, n: u32, flags: u32) -> u32 {
    d << 4 | a << 7 | b << 10 | (n >> 3) << 17 | (128 >> 4) << 24 | flags
}

/// The kernel: 128 threads copy the shared-memory image in, warp 0 allocates 256
/// columns, every warp fills its 32 lanes of columns 0..n with `pre` (tcgen05.st .x2),
/// thread 0 issues `reps` MMAs (the first with enable-input-d = `acc0`, the rest
/// accumulating) and commits them to an mbarrier everyone waits on, then each warp
/// reads its lanes (tcgen05.ld .x4) to `out[row * n + col]`; thread 0 also stores the
/// %clock64 cycles from before its first MMA to the end of its wait at out[128 * n].
/// With `pair`, a cluster of two runs it as a CTA pair (`.cta_group::2`): CTA r copies
/// image r (`p_img + r * p_nbytes`) and writes rows `128r..` of out; only thread 0 of
/// CTA `p_issuer` issues, and its commit arrives on both CTAs' barriers (multicast).
///
/// With `ws`, thread 0 issues `tcgen05.mma.ws` instead: the first MMA with
/// `p_z0` as its zero-column mask descriptor and `ws.coll[0]`, the later ones with
/// `p_z1`, `ws.coll[1]` and the B descriptor `p_bdesc1`.
///
/// With `a_tmem` or `sp`, each thread first stores the 16 words of `p_atm` from
/// word `(rank * 128 + tid) * 16` into columns 240-255 of its lane: the MMA reads A
/// from columns 248.. (`[a-tmem]`, at D's lane) and with `sp` (`tcgen05.mma.sp`,
/// `.ws.sp`) its metadata from column 240 (`[sp-meta-tmem]`, lane 0).
fn kernel(
    kind: &str,
    mask: bool,
    pair: bool,
    scale_d: u8,
    ws: Option<&Ws>,
    (a_tmem, sp): (bool, bool),
) -> String {
    let scale = if scale_d > 0 {
        format!(", {scale_d}")
    } else {
        String::new()
    };
    let mask_op = match (mask, pair) {
        (false, _) => "",
        (true, false) => "{%r30, %r31, %r32, %r33}, ",
        (true, true) => "{%r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37}, ",
    };
    let g = if pair { 2 } else { 1 };
    // The pair's CTAs see each other's barrier and tensor memory set up first.
    let cluster_sync = if pair {
        "barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;"
    } else {
        ""
    };
    // The pair: thread 0 of CTA r stores when its wait ended at out[128 n ctas + 2 +
    // 2r], the issuer when its first MMA issued at out[.. + 6] (absolute clocks).
    let stamps = if pair {
        "setp.ne.u32 %p6, %r1, 0;\n\t@%p6 bra STAMPED;\n\tmul.wide.u32 %rd14, %r40, 8;\n\tadd.s64 %rd14, %rd10, %rd14;\n\tst.global.u64 [%rd14+8], %rd13;\n\tsetp.ne.u32 %p6, %r40, %r41;\n\t@%p6 bra STAMPED;\n\tst.global.u64 [%rd10+24], %rd7;\nSTAMPED:"
    } else {
        ""
    };
    let commit = if pair {
        "mov.u16 %rs1, 3;\n\ttcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r15], %rs1;"
    } else {
        "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r15];"
    };
    let a = if a_tmem { "[%r47]" } else { "%rd5" };
    let store_a = if a_tmem || sp {
        "\tld.param.u64 %rd18, [p_atm];\n\tcvta.to.global.u64 %rd18, %rd18;\n\tmul.lo.u32 %r46, %r40, 128;\n\tadd.u32 %r46, %r46, %r1;\n\tmul.wide.u32 %rd19, %r46, 64;\n\tadd.s64 %rd18, %rd18, %rd19;\n\tld.global.v4.u32 {%r22, %r23, %r24, %r25}, [%rd18];\n\tld.global.v4.u32 {%r26, %r27, %r28, %r29}, [%rd18+16];\n\tld.global.v4.u32 {%r30, %r31, %r32, %r33}, [%rd18+32];\n\tld.global.v4.u32 {%r34, %r35, %r36, %r37}, [%rd18+48];\n\tadd.u32 %r45, %r10, 240;\n\ttcgen05.st.sync.aligned.32x32b.x16.b32 [%r45], {%r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37};\n\ttcgen05.wait::st.sync.aligned;\n"
    } else {
        ""
    };
    let (sp, meta) = if sp { (".sp", "[%r48], ") } else { ("", "") };
    let issue = match ws {
        None => format!(
            "tcgen05.mma{sp}.cta_group::{g}.{kind} [%r44], {a}, %rd6, {meta}%r17, {mask_op}%p5{scale};"
        ),
        // (Without masks, the form without the operand.)
        Some(w) => {
            let (z0, z1) = if w.z == [0, 0] {
                ("", "")
            } else {
                (", %rd15", ", %rd16")
            };
            format!(
                "setp.eq.u32 %p8, %r20, 0;\n\t@%p8 tcgen05.mma.ws{sp}.cta_group::1.{kind}{} [%r44], {a}, %rd6, {meta}%r17, %p5{z0};\n\t@!%p8 tcgen05.mma.ws{sp}.cta_group::1.{kind}{} [%r44], {a}, %rd17, {meta}%r17, %p5{z1};",
                w.coll[0], w.coll[1]
            )
        }
    };
    let (prologue, fill, init, read) = (prologue(g, 256), FILL, INIT_BAR, READ_D);
    format!(
        r#".version 8.7
.target sm_100a
.address_size 64
.shared .align 8 .b64 bar;
.shared .align 4 .b32 slot;
.extern .shared .align 1024 .b8 smem[];
.visible .entry k(.param .u64 p_img, .param .u32 p_nbytes, .param .u64 p_out,
    .param .u64 p_adesc, .param .u64 p_bdesc, .param .u32 p_idesc, .param .u32 p_n,
    .param .u32 p_reps, .param .u32 p_acc0, .param .u32 p_pre,
    .param .u32 p_m0, .param .u32 p_m1, .param .u32 p_m2, .param .u32 p_m3,
    .param .u32 p_m4, .param .u32 p_m5, .param .u32 p_m6, .param .u32 p_m7, .param .u32 p_issuer,
    .param .u32 p_dlane, .param .u64 p_z0, .param .u64 p_z1, .param .u64 p_bdesc1,
    .param .u64 p_atm)
{{
	.reg .pred %p<10>;
	.reg .b16 %rs<2>;
	.reg .b32 %r<50>;
	.reg .b64 %rd<24>;
{prologue}{fill}{store_a}{init}	{cluster_sync}
	ld.param.u32 %r41, [p_issuer];
	setp.ne.or.u32 %p4, %r40, %r41, %p4;
	tcgen05.fence::after_thread_sync;
	@%p4 bra WAIT;
	shr.u32 %r16, %r5, 4;
	cvt.u64.u32 %rd4, %r16;
	ld.param.u64 %rd5, [p_adesc];
	add.s64 %rd5, %rd5, %rd4;
	ld.param.u64 %rd6, [p_bdesc];
	add.s64 %rd6, %rd6, %rd4;
	ld.param.u32 %r17, [p_idesc];
	ld.param.u32 %r18, [p_reps];
	ld.param.u32 %r19, [p_acc0];
	ld.param.u32 %r30, [p_m0];
	ld.param.u32 %r31, [p_m1];
	ld.param.u32 %r32, [p_m2];
	ld.param.u32 %r33, [p_m3];
	ld.param.u32 %r34, [p_m4];
	ld.param.u32 %r35, [p_m5];
	ld.param.u32 %r36, [p_m6];
	ld.param.u32 %r37, [p_m7];
	ld.param.u64 %rd15, [p_z0];
	ld.param.u64 %rd16, [p_z1];
	ld.param.u64 %rd17, [p_bdesc1];
	add.s64 %rd17, %rd17, %rd4;
	ld.param.u32 %r44, [p_dlane];
	shl.b32 %r44, %r44, 16;
	add.u32 %r44, %r44, %r9;
	add.u32 %r47, %r44, 248;
	add.u32 %r48, %r9, 240;
	mov.u64 %rd7, %clock64;
	mov.u32 %r20, 0;
ISSUE:
	setp.ne.u32 %p5, %r19, 0;
	{issue}
	mov.u32 %r19, 1;
	add.u32 %r20, %r20, 1;
	setp.lt.u32 %p6, %r20, %r18;
	@%p6 bra ISSUE;
	{commit}
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p7, [%r15], 0;
	@!%p7 bra WAIT;
	tcgen05.fence::after_thread_sync;
	ld.param.u64 %rd8, [p_out];
	cvta.to.global.u64 %rd8, %rd8;
	mov.u64 %rd13, %clock64;
	mov.u32 %r42, %cluster_nctarank;
	mul.lo.u32 %r43, %r11, %r42;
	mul.wide.u32 %rd10, %r43, 512;
	add.s64 %rd10, %rd8, %rd10;
	{stamps}
	@%p4 bra READ;
	sub.s64 %rd9, %rd13, %rd7;
	st.global.u64 [%rd10], %rd9;
READ:
	mul.lo.u32 %r21, %r40, 128;
	add.u32 %r21, %r21, %r1;
	mul.lo.u32 %r21, %r21, %r11;
{read}	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	@%p2 bra DONE;
	tcgen05.dealloc.cta_group::{g}.sync.aligned.b32 %r9, 256;
	tcgen05.relinquish_alloc_permit.cta_group::{g}.sync.aligned;
DONE:
	ret;
}}
"#
    )
}

/// One MMA case: element types as (idesc code, bits, value of an integer),
/// layouts, N, and what the kernel is asked to do.
struct Case {
    kind: &'static str,
    d: u32,
    a: (u32, u32),
    b: (u32, u32),
    k: u32,
    n: u32,
    la: Lay,
    lb: Lay,
    reps: u32,
    acc0: bool,
    mask: Option<u128>,
    sat: bool,
    /// `.cta_group::2` over a cluster of two, issued by this CTA.
    pair: Option<u32>,
    /// 64 rows of D per CTA (M = 64, or the pair's M = 128) instead of 128, D's
    /// address at this lane.
    half: Option<u32>,
    /// `tcgen05.mma.ws`.
    ws: Option<Ws>,
    /// A in tensor memory (`[a-tmem]`, columns 248-255 at D's lane).
    a_tmem: bool,
    /// `tcgen05.mma.sp` with this sparsity selector: A stores K/2 elements a row,
    /// the metadata sits from column 240 (lane 0).
    sp: Option<u8>,
    /// `.sp`: row 0's first nibble replaced by the undefined `0b0101`.
    bad_meta: bool,
    /// `scale-input-d`.
    scale_d: u8,
}

/// A `tcgen05.mma.ws` case: M, the zero-column mask descriptors and collector
/// qualifiers of the first MMA and of the later ones, whether the later ones name a
/// B descriptor elsewhere (A's bytes: only the collector buffer gives them B), and
/// the instruction descriptor's B-reuse shift code (bits 30-31).
#[derive(Clone, Copy)]
struct Ws {
    m: u32,
    z: [u64; 2],
    coll: [&'static str; 2],
    elsewhere: bool,
    reuse: u32,
}

/// Column `nn` of an M x N `.ws` MMA multiplies zeros under zero-column mask
/// descriptor `z` (PTX ISA Table 45, read as its examples have it): sub-mask `i` of
/// `128 / M` covers columns `i N M / 128..`, and its bit c is bit `c + sc_i` of the
/// pattern of period `skip + use + 2` that starts with `skip + 1` ones when `fs_i` is
/// 1, else with `use + 1` zeros.
fn zeroed(z: u64, m: u32, n: u32, nn: u32) -> bool {
    let f = |lo: u32, w: u32| (z >> lo) & ((1 << w) - 1);
    if f(39, 1) == 0 {
        return false;
    }
    let w = n * m / 128;
    let (i, c) = (nn / w, (nn % w) as u64);
    let (fs, sc) = (f(32 + i, 1), f(8 * i, 8));
    let (skip, used) = (f(40, 8) + 1, f(48, 8) + 1);
    let first = if fs == 1 { skip } else { used };
    let p = (c + sc) % (skip + used);
    (p < first) == (fs == 1)
}

/// The bits of small integer `v` in element code `ty` of `kind`.
fn enc(kind: &str, ty: u32, v: i32) -> u64 {
    let f = v as f32;
    match (kind, ty) {
        ("kind::f16", 0) => to_f16(v as f64),
        ("kind::f16", 1) => (f.to_bits() >> 16) as u64,
        ("kind::tf32", _) => f.to_bits() as u64,
        // e4m3 (0) and e5m2 (1): small integers are exact.
        ("kind::f8f6f4", 0) => e4m3(v),
        ("kind::f8f6f4", 1) => e5m2(v),
        ("kind::i8", _) => v as u8 as u64,
        _ => unreachable!(),
    }
}

/// e4m3 / e5m2 bits of a small integer (|v| <= 8), from their definitions
/// (bias 7 / 15, 3 / 2 mantissa bits).
fn e4m3(v: i32) -> u64 {
    minifloat(v, 3, 7)
}
fn e5m2(v: i32) -> u64 {
    minifloat(v, 2, 15)
}
fn minifloat(v: i32, mbits: u32, bias: i32) -> u64 {
    let s = if v < 0 { 0x80 } else { 0 };
    let a = v.unsigned_abs();
    if a == 0 {
        return s;
    }
    let e = 31 - a.leading_zeros() as i32;
    let m = (a << mbits >> e) & ((1 << mbits) - 1);
    assert_eq!(((1 << mbits) | m) << e >> mbits, a, "{v} is exact");
    s | (((e + bias) as u64) << mbits) | m as u64
}

/// Run `c` in both engines; also returns what `out` must hold.
fn launch(c: &Case, seed: u64) -> (Result<Run, String>, Result<Timed, String>, Vec<u32>) {
    // A CTA pair: CTA v holds rows `rows * v..` of A and D and columns v*n/2.. of B.
    let ctas = 1 + c.pair.is_some() as u32;
    let rows = match (c.ws, c.half) {
        (Some(w), _) => w.m,
        (None, Some(_)) => 64,
        (None, None) => 128,
    };
    let m = rows * ctas;
    // `.ws` reads B shifted: 64 columns more than N.
    let cols = c.n / ctas + if c.ws.is_some() { 64 } else { 0 };
    let mut g = common::Rng(seed);
    let range = if c.kind == "kind::i8" { 200 } else { 5 };
    let small = |g: &mut common::Rng, signed: bool| -> i32 {
        let v = g.below(range) as i32;
        if signed {
            v - (range as i32) / 2
        } else {
            v
        }
    };
    let signed_a = !(c.kind == "kind::i8" && c.a.0 == 0);
    let signed_b = !(c.kind == "kind::i8" && c.b.0 == 0);
    let mut a: Vec<i32> = (0..m * c.k).map(|_| small(&mut g, signed_a)).collect();
    // `.sp`: each row's chunks keep the elements a random defined nibble names (the
    // rest of dense A is zero); A's image holds the kept ones (`ka` a row).
    let (stored, nibs) = match c.sp {
        Some(_) => sparsify(c.kind, &mut a, &mut g),
        None => (a.clone(), Vec::new()),
    };
    let ka = if c.sp.is_some() { c.k / 2 } else { c.k };
    let b: Vec<i32> = (0..cols * ctas * c.k)
        .map(|_| small(&mut g, signed_b))
        .collect();
    // Each CTA's image: its A rows then its B columns (at the next 1024-byte
    // boundary), each element placed.
    let put = |img: &mut Vec<u8>, at: u32, bits: u32, v: u64| {
        let end = (at + bits / 8) as usize;
        if img.len() < end {
            img.resize(end, 0);
        }
        for i in 0..bits / 8 {
            img[(at + i) as usize] = (v >> (8 * i)) as u8;
        }
    };
    let (mut la, mut sa, mut lb, mut sb) = (0, 0, 0, 0);
    let mut a_bytes = 0;
    let mut imgs = Vec::new();
    for v in 0..ctas {
        let mut img: Vec<u8> = Vec::new();
        for mm in 0..rows {
            for kk in 0..ka {
                let (o, l, s) = place(c.la, c.a.1, rows, ka, mm, kk);
                (la, sa) = (l, s);
                let x = stored[((v * rows + mm) * ka + kk) as usize];
                // (With A in tensor memory, shared memory holds zeros there.)
                let x = if c.a_tmem { 0 } else { x };
                put(&mut img, o, c.a.1, enc(c.kind, c.a.0, x));
            }
        }
        a_bytes = (img.len() as u32).next_multiple_of(1024);
        for nn in 0..cols {
            for kk in 0..c.k {
                let (o, l, s) = place(c.lb, c.b.1, cols, c.k, nn, kk);
                (lb, sb) = (l, s);
                let x = b[((v * cols + nn) * c.k + kk) as usize];
                put(&mut img, a_bytes + o, c.b.1, enc(c.kind, c.b.0, x));
            }
        }
        img.resize((img.len() as u32).next_multiple_of(1024) as usize, 0);
        imgs.push(img);
    }
    let nbytes = imgs[0].len();
    let img = imgs.concat();
    let flags = (c.la.mn_major as u32) << 15 | (c.lb.mn_major as u32) << 16 | (c.sat as u32) << 3;
    let reuse = c.ws.map_or(0, |w| w.reuse);
    let sparse = c.sp.map_or(0, |sel| 1 << 2 | sel as u32);
    let id = idesc(c.d, c.a.0, c.b.0, c.n, flags) & !(0x1F << 24)
        | (m >> 4) << 24
        | reuse << 30
        | sparse;
    let ad = desc(0, la, sa, c.la.swz);
    let bd = desc(a_bytes, lb, sb, c.lb.swz);
    let (z, bd1) = match c.ws {
        Some(w) if w.elsewhere => (w.z, desc(0, lb, sb, c.lb.swz)),
        Some(w) => (w.z, bd),
        None => ([0; 2], bd),
    };
    // The pair's odd CTA takes a rotation of the even CTA's lane mask.
    let masks = [c.mask.unwrap_or(0), c.mask.unwrap_or(0).rotate_left(17)];
    let mask_of = |cta: u32, lane: u32| (masks[cta as usize] >> lane) & 1 != 0;
    let words: Vec<String> = (0..8)
        .map(|w| ((masks[w / 4] >> (32 * (w % 4))) as u32).to_string())
        .collect();
    // 1.5 as f16 in the low half; as f32 1.50189..; as s32 1069563392.
    let pre: u32 = 0x3FC0_3E00;
    let cluster = if ctas == 2 {
        "cluster: [2, 1, 1]\n"
    } else {
        ""
    };
    let yaml = format!(
        "program: k.ptx\ngrid: {ctas}\nblock: [128, 1, 1]\n{cluster}dynamic_shared_bytes: {nbytes}\nbuffers:\n  img: {{ type: u8, count: {}, init: {{ file: img.bin }} }}\n  out: {{ type: u32, count: {} }}\n  atm: {{ type: u32, count: {}, init: {{ file: atm.bin }} }}\nargs: [img, {nbytes}, out, {ad}, {bd}, {id}, {}, {}, {}, {pre}, {}, {}, {}, {}, {}, {bd1}, atm]\n",
        img.len(),
        128 * ctas * c.n + 8,
        128 * ctas * 16,
        c.n,
        c.reps,
        c.acc0 as u32,
        words.join(", "),
        c.pair.unwrap_or(0),
        c.half.unwrap_or(0),
        z[0],
        z[1],
    );
    // The product, exact (integers), then what each lane must hold: every cell the
    // kernel reads (128 lanes x n columns per CTA) starts as `pre`; row r of CTA v's
    // rows, column nn of D is at `cell(r, nn)` of its lanes (PTX ISA 9.7.16.10.5's
    // layouts, as CUTLASS's `tmem_frg` allocates them: D, F and B).
    // `.ws` (CUTLASS's `tmem_frg_ws`): M = 128 as Layout D, M = 64 in 2 column
    // halves and M = 32 in 4 column quarters over the lane quarters.
    let cell = |r: u32, nn: u32| match (c.half, ctas, c.ws) {
        (_, _, Some(w)) => {
            let part = c.n * w.m / 128;
            (r + w.m * (nn / part), nn % part)
        }
        (None, ..) => (r, nn),
        (Some(base), 1, _) => (base + (r / 16) * 32 + r % 16, nn),
        (Some(_), ..) => (r + if nn < c.n / 2 { 0 } else { 64 }, nn % (c.n / 2)),
    };
    // `[a-tmem]`: row r of CTA v's A in the lane its D row has, its stored elements
    // packed from column 248 (element k at bits k * bits).
    let mut atm_words = vec![0u32; (128 * ctas * 16) as usize];
    if c.a_tmem {
        for v in 0..ctas {
            for r in 0..rows {
                let lane = cell(r, 0).0;
                for kk in 0..ka {
                    let x = enc(c.kind, c.a.0, stored[((v * rows + r) * ka + kk) as usize]);
                    let bit = kk * c.a.1;
                    atm_words[((v * 128 + lane) * 16 + 8 + bit / 32) as usize] |=
                        (x as u32) << (bit % 32);
                }
            }
        }
    }
    // `.sp`: row r's chunk q nibble where `meta_cell` puts it, from column 240 plus
    // the selector.
    if let Some(sel) = c.sp {
        let per_row = nibs.len() as u32 / m;
        for (i, &nib) in nibs.iter().enumerate() {
            let (mm, q) = (i as u32 / per_row, i as u32 % per_row);
            let (v, r) = (mm / rows, mm % rows);
            let (lane, col, bit) = meta_cell(c.kind, r, q);
            let nib = if c.bad_meta && i == 0 { 0b0101 } else { nib };
            atm_words[((v * 128 + lane) * 16 + sel as u32 + col) as usize] |= nib << bit;
        }
    }
    let atm = common::words(&atm_words);
    let mut want = vec![pre; (128 * ctas * c.n) as usize];
    for mm in 0..m {
        for nn in 0..c.n {
            // MMA `it`'s product (`.ws`: B's column nn + shift, or zeros).
            let dot = |it: u32| -> i64 {
                let (zd, col) = match c.ws {
                    Some(w) => {
                        let zd = w.z[it.min(1) as usize];
                        (Some(zd), nn + ((zd >> 56) & 63) as u32)
                    }
                    None => (None, nn),
                };
                if zd.is_some_and(|zd| zeroed(zd, rows, c.n, nn)) {
                    return 0;
                }
                (0..c.k)
                    .map(|kk| {
                        a[(mm * c.k + kk) as usize] as i64 * b[(col * c.k + kk) as usize] as i64
                    })
                    .sum()
            };
            let (v, (lane, col)) = (mm / rows, cell(mm % rows, nn));
            let i = ((v * 128 + lane) * c.n + col) as usize;
            want[i] = if mask_of(v, lane) {
                pre
            } else {
                let prior = if c.acc0 { Some(pre) } else { None };

                // Each MMA: D = A*B + D * 2^-scale_d, rounded once (f64 holds the
                // sum exactly).
                let scale = 2f64.powi(-(c.scale_d as i32));
                match c.d {
                    1 => {
                        let mut acc = prior.map(|p| f32::from_bits(p) as f64);
                        for r in 0..c.reps {
                            acc = Some(
                                (dot(r) as f64 + acc.map_or(0.0, |p| p * scale)) as f32 as f64,
                            );
                        }
                        (acc.unwrap() as f32).to_bits()
                    }
                    0 => {
                        let mut acc = prior.map(|p| fval("f16", p as u64 & 0xFFFF));
                        for r in 0..c.reps {
                            let v = dot(r) as f64 + acc.map_or(0.0, |p| p * scale);
                            acc = Some(fval("f16", to_f16(v)));
                        }
                        to_f16(acc.unwrap()) as u32
                    }
                    _ => {
                        let p = prior.map_or(0, |p| p as i32 as i64);
                        let total: i64 = (0..c.reps).map(dot).sum();
                        (p + total).clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
                    }
                }
            };
        }
    }
    let (f, t) = run_both(
        &kernel(
            c.kind,
            c.mask.is_some(),
            c.pair.is_some(),
            c.scale_d,
            c.ws.as_ref(),
            (c.a_tmem, c.sp.is_some()),
        ),
        &yaml,
        &[("img.bin", &img), ("atm.bin", &atm)],
    );
    (f, t, want)
}

/// Make dense A (rows of `k`) 2:4 sparse (`.kind::tf32`: 1:2) with a random defined
/// nibble per chunk (PTX ISA 9.7.16.10.8.1-2: bits 1:0 index the first kept element,
/// 3:2 the second; tf32's 0b0100 keeps the first, 0b1110 the second); returns the
/// kept elements in order (k/2 a row) and the nibbles (row-major).
fn sparsify(kind: &str, a: &mut [i32], g: &mut common::Rng) -> (Vec<i32>, Vec<u32>) {
    const PAIRS: [u32; 7] = [0b0100, 0b1000, 0b1100, 0b1001, 0b1101, 0b0110, 0b1110];
    let width = if kind == "kind::tf32" { 2 } else { 4 };
    let (mut stored, mut nibs) = (Vec::new(), Vec::new());
    for chunk in a.chunks_mut(width) {
        let nib = if width == 2 {
            [0b0100, 0b1110][g.below(2)]
        } else {
            PAIRS[g.below(7)]
        };
        let kept: Vec<usize> = if width == 2 {
            vec![(nib as usize & 3) / 2]
        } else {
            vec![nib as usize & 3, nib as usize >> 2]
        };
        stored.extend(kept.iter().map(|&i| chunk[i]));
        for (i, x) in chunk.iter_mut().enumerate() {
            if !kept.contains(&i) {
                *x = 0;
            }
        }
        nibs.push(nib);
    }
    assert_eq!(stored.len() * 2, a.len());
    (stored, nibs)
}

/// Where chunk `q` of row `r` (of a CTA's 128) of a sparse MMA's metadata is: lane,
/// column from the MMA's, bit (of the nibble's low end). Written from JAX Mosaic GPU's
/// `format_tcgen05_sparse_metadata` (two 2-bit entries a chunk; 16-bit kinds: rows
/// split (a, b, c) = (r / 16, r / 8 % 2, r % 8) and an MMA's 16 entries e split (g,
/// f) = (e / 8, e % 8), shared row 16a + 8g + c, entry 8b + f; 8-bit kinds: shared
/// row r, entry e) then `tcgen05.cp.128x128b` (shared row = lane, 16 entries a
/// column, LSB first); tf32 as f16 (CUTLASS's `tmem_e_frg`).
fn meta_cell(kind: &str, r: u32, q: u32) -> (u32, u32, u32) {
    let e = 2 * q;
    if matches!(kind, "kind::f16" | "kind::tf32") {
        let (a, b, c) = (r / 16, (r / 8) % 2, r % 8);
        let (g, f) = (e / 8, e % 8);
        let x = 8 * b + f;
        (16 * a + 8 * g + c, x / 16, 2 * (x % 16))
    } else {
        (r, e / 16, 2 * (e % 16))
    }
}

/// Run `c`; returns the output words (128 x n per CTA) and thread 0's cycles (timing).
fn run_case(c: &Case, seed: u64) -> (Vec<u32>, Vec<i64>, Run, Timed) {
    let (f, t, want) = launch(c, seed);
    let (f, t) = (f.unwrap(), t.unwrap());
    let got = f.u32s("out");
    let tb = t.prepared.buffer_bytes("out").unwrap();
    let tgot: Vec<u32> = tb
        .chunks_exact(4)
        .map(|x| u32::from_le_bytes(x.try_into().unwrap()))
        .collect();
    let n = want.len();
    assert_eq!(got[..n], want[..], "{} functional", c.kind);
    assert_eq!(tgot[..n], want[..], "{} timing", c.kind);
    let cycles = vec![i64::from(tgot[n]) | i64::from(tgot[n + 1]) << 32];
    (got, cycles, f, t)
}

const KM: Lay = Lay {
    mn_major: false,
    swz: 0,
};

/// A one-MMA case of `kind`: (D, A, B) type codes of the instruction descriptor (A's
/// and B's bits follow from the kind), K, N and the layouts of A and B.
fn mma(
    kind: &'static str,
    (d, a, b): (u32, u32, u32),
    k: u32,
    n: u32,
    (la, lb): (Lay, Lay),
) -> Case {
    let bits = match kind {
        "kind::f16" => 16,
        "kind::tf32" => 32,
        _ => 8,
    };
    Case {
        kind,
        d,
        a: (a, bits),
        b: (b, bits),
        k,
        n,
        la,
        lb,
        reps: 1,
        acc0: false,
        mask: None,
        sat: false,
        pair: None,
        half: None,
        ws: None,
        a_tmem: false,
        sp: None,
        bad_meta: false,
        scale_d: 0,
    }
}

#[test]
fn every_kind_multiplies_exactly_through_every_layout() {
    let cases = [
        // f16 x f16 -> f32, K-major, no swizzle, two accumulating MMAs.
        Case {
            reps: 2,
            mask: Some(0),
            ..mma("kind::f16", (1, 0, 0), 16, 64, (KM, KM))
        },
        // bf16, 128B swizzle, N = 256, accumulating onto the prefill, a lane mask.
        Case {
            acc0: true,
            mask: Some(0x8000_0000_0000_0001_0000_0000_F0F0_0003),
            ..mma(
                "kind::f16",
                (1, 1, 1),
                16,
                256,
                (lay(false, 128), lay(false, 128)),
            )
        },
        // f16 -> f16 D (low halves), MN-major A and B: no swizzle and 64B.
        mma(
            "kind::f16",
            (0, 0, 0),
            16,
            24,
            (lay(true, 0), lay(true, 64)),
        ),
        // f16, MN-major with the 32B and 128B swizzles.
        Case {
            reps: 3,
            ..mma(
                "kind::f16",
                (1, 0, 0),
                16,
                128,
                (lay(true, 32), lay(true, 128)),
            )
        },
        // tf32, K-major 32B swizzle.
        mma("kind::tf32", (1, 2, 2), 8, 32, (lay(false, 32), KM)),
        // scale-input-d: D * 2^-3 (f32, three MMAs) and D * 2^-15 (f16 D).
        Case {
            reps: 3,
            acc0: true,
            scale_d: 3,
            ..mma("kind::tf32", (1, 2, 2), 8, 16, (KM, KM))
        },
        Case {
            reps: 2,
            acc0: true,
            scale_d: 15,
            ..mma("kind::f16", (0, 0, 0), 16, 32, (KM, lay(true, 0)))
        },
        // e4m3 x e5m2 -> f32, 64B and 32B swizzles.
        mma(
            "kind::f8f6f4",
            (1, 0, 1),
            32,
            16,
            (lay(false, 64), lay(false, 32)),
        ),
        // s8 x u8 -> s32 (saturating), N = 48 (a multiple of 16 above 32).
        Case {
            reps: 2,
            acc0: true,
            sat: true,
            ..mma("kind::i8", (2, 1, 0), 32, 48, (KM, lay(true, 0)))
        },
    ];
    run_cases(&cases, 1000);
}

/// `.cta_group::2` (M = 256) over a cluster of two: each CTA holds 128 rows of A and
/// D and half of B's columns at the same descriptor and tensor-memory addresses (the
/// reading of CUTLASS's 2x1SM layouts), the odd CTA's D rows take mask words 4-7;
/// issued by either CTA, both CTAs' barriers see the multicast commit.
#[test]
fn pair_mmas_split_rows_and_columns_over_the_cta_pair() {
    let cases = [
        // f16, 128B swizzle, N = 256, accumulating, a lane mask, the odd CTA issuing.
        Case {
            acc0: true,
            mask: Some(0x8000_0000_0000_0001_0000_0000_F0F0_0003),
            pair: Some(1),
            ..mma(
                "kind::f16",
                (1, 0, 0),
                16,
                256,
                (lay(false, 128), lay(false, 128)),
            )
        },
        // bf16, MN-major 64B / 32B swizzles, N = 64, two MMAs, the even CTA issuing.
        Case {
            reps: 2,
            pair: Some(0),
            ..mma(
                "kind::f16",
                (1, 1, 1),
                16,
                64,
                (lay(true, 64), lay(true, 32)),
            )
        },
        // tf32, N = 32 (16 columns of B per CTA).
        Case {
            pair: Some(1),
            ..mma("kind::tf32", (1, 2, 2), 8, 32, (lay(false, 32), KM))
        },
        // s8 x u8 -> s32 saturating, N = 64 (the pair's i8 N steps by 32).
        Case {
            sat: true,
            acc0: true,
            pair: Some(0),
            ..mma("kind::i8", (2, 1, 0), 32, 64, (KM, lay(true, 0)))
        },
    ];
    run_cases(&cases, 2000);
    // Timing: the peer's barrier (the multicast commit) completes no earlier than
    // the issuer's own, when the MMAs end: eight N = 256 MMAs hold the tensor core
    // for 8 x (issue_interval + 31 per_n8 intervals).
    let cfg = warpsim::config::load_file(&common::root().join("configs/nvidia/b200.yaml")).unwrap();
    let e = cfg
        .latency
        .lookup("tcgen05.mma.f16", warpsim::ir::OpClass::Mma, false)
        .unwrap()
        .clone();
    let p = e.per_n8.unwrap();
    let busy = 8 * (e.issue_interval + 31 * p.issue_interval) as u64;
    for issuer in [0, 1] {
        let c = Case {
            reps: 8,
            pair: Some(issuer),
            ..mma("kind::f16", (1, 0, 0), 16, 256, (KM, KM))
        };
        let (.., t) = run_case(&c, 3000);
        let out = t.u32s("out");
        let at = |w: usize| out[w] as u64 | (out[w + 1] as u64) << 32;
        let base = 2 * 128 * 256;
        let (end, start) = ([at(base + 2), at(base + 4)], at(base + 6));
        let peer = (issuer ^ 1) as usize;
        assert!(end[peer] >= start + busy, "issuer {issuer}: the peer's wait ended at {}, {} cycles after the first MMA; the MMAs take {busy}", end[peer], end[peer] - start);
        assert!(end[issuer as usize] >= start + busy);
    }
}

/// The datapath layouts with 64 rows of D per CTA (PTX ISA 9.7.16.10.5): M = 64 on
/// one CTA (Layout F, D at lane 0 or 16: rows in half quarters) and M = 128 over a
/// CTA pair (Layout B: each CTA's 64 rows, the second half of the columns in lanes
/// 64-127). Every cell the MMA must not write keeps the prefill, and the lane mask
/// applies to lanes, so under Layout B it masks a row's columns in one half only.
#[test]
fn sixty_four_row_datapaths_place_d_as_their_layouts_say() {
    let cases = [
        // M = 64, f16 -> f32, 128B swizzle, D at lane 0, a lane mask, accumulating.
        Case {
            half: Some(0),
            acc0: true,
            mask: Some(0x0000_0001_8000_0000_0000_0000_0001_0003),
            ..mma(
                "kind::f16",
                (1, 0, 0),
                16,
                64,
                (lay(false, 128), lay(false, 128)),
            )
        },
        // M = 64 at lane 16: bf16, MN-major A, two MMAs, N = 24.
        Case {
            half: Some(16),
            reps: 2,
            ..mma("kind::f16", (1, 1, 1), 16, 24, (lay(true, 64), KM))
        },
        // M = 64, s8 x u8 -> s32 saturating at lane 16.
        Case {
            half: Some(16),
            sat: true,
            ..mma("kind::i8", (2, 1, 0), 32, 32, (KM, lay(true, 0)))
        },
        // The pair's M = 128: f16, N = 64, a mask (the odd CTA's rotated), the odd
        // CTA issuing.
        Case {
            half: Some(0),
            pair: Some(1),
            acc0: true,
            mask: Some(0x8000_0000_0000_0001_0000_0000_F0F0_0003),
            ..mma(
                "kind::f16",
                (1, 0, 0),
                16,
                64,
                (lay(false, 128), lay(false, 64)),
            )
        },
        // The pair's M = 128: tf32 with N = 256, e4m3 x e5m2 to f16.
        Case {
            half: Some(0),
            pair: Some(0),
            ..mma("kind::tf32", (1, 2, 2), 8, 256, (lay(false, 32), KM))
        },
        Case {
            half: Some(0),
            pair: Some(0),
            reps: 2,
            ..mma("kind::f8f6f4", (0, 0, 1), 32, 32, (KM, lay(false, 32)))
        },
    ];
    run_cases(&cases, 4000);
}

/// A zero-column mask descriptor (Table 45): start counts, first spans, skip and
/// use spans (fields, i.e. runs of `x + 1`), shift.
fn zdesc(sc: [u64; 4], fs: [u64; 4], skip: u64, used: u64, shift: u64) -> u64 {
    let mut x = 1 << 39 | skip << 40 | used << 48 | shift << 56;
    for i in 0..4 {
        x |= sc[i] << (8 * i) | fs[i] << (32 + i);
    }
    x
}

/// Run every case of `cases` (see [`run_case`]), case i with seed `seed + i`.
fn run_cases(cases: &[Case], seed: u64) {
    for (i, c) in cases.iter().enumerate() {
        run_case(c, seed + i as u64);
    }
}

/// `c` faults in both engines with a message containing `want`.
fn assert_faults(c: &Case, want: &str) {
    let (f, t, _) = launch(c, 77);
    for e in [
        f.err().expect("functional ran"),
        t.err().expect("timing ran"),
    ] {
        assert!(e.contains(want), "{want}\n=> {e}");
    }
}

/// A `.ws` case of `m` rows with the same mask for every MMA and the default buffer.
fn ws(m: u32, z: u64) -> Option<Ws> {
    Some(Ws {
        m,
        z: [z, z],
        coll: ["", ""],
        elsewhere: false,
        reuse: 0,
    })
}

/// `tcgen05.mma.ws` (9.7.16.10.9.3): M = 128, 64 (two column halves) and 32 (four
/// column quarters) with their layouts (CUTLASS's `tmem_frg_ws`), zero-column masks
/// and shifted B columns (Table 45), B's collector buffers: later MMAs given a B
/// descriptor of other bytes read the filled buffer, shifted within its reach.
#[test]
fn weight_stationary_mmas_shift_mask_and_reuse_b() {
    let cases = [
        // M = 128, f16 -> f32, no mask operand, two MMAs (b0::discard).
        Case {
            reps: 2,
            ws: ws(128, 0),
            ..mma("kind::f16", (1, 0, 0), 16, 64, (lay(false, 128), KM))
        },
        // M = 64, bf16 with an MN-major B, two sub-masks, shift 5, accumulating.
        Case {
            acc0: true,
            ws: ws(64, zdesc([0; 4], [1, 0, 0, 0], 2, 3, 5)),
            ..mma("kind::f16", (1, 1, 1), 16, 128, (KM, lay(true, 64)))
        },
        // M = 32, s8 x u8 -> s32 saturating, N = 256, four sub-masks, the largest
        // shift for M = 32 (16).
        Case {
            sat: true,
            ws: ws(32, zdesc([0, 1, 2, 7], [1, 1, 0, 0], 0, 4, 16)),
            ..mma("kind::i8", (2, 1, 0), 32, 256, (KM, KM))
        },
        // M = 32, tf32, N = 64, a shift without a mask.
        Case {
            ws: ws(32, 3 << 56),
            ..mma("kind::tf32", (1, 2, 2), 8, 64, (lay(false, 32), KM))
        },
        // M = 128, e4m3 x e5m2 -> f16: b2 filled with 8 columns of reach, then
        // used twice shifted by 8 with a mask, B's descriptor pointing elsewhere.
        Case {
            reps: 3,
            ws: Some(Ws {
                m: 128,
                z: [0, zdesc([3; 4], [0; 4], 1, 2, 8)],
                coll: [".collector::b2::fill", ".collector::b2::use"],
                elsewhere: true,
                reuse: 1,
            }),
            ..mma("kind::f8f6f4", (0, 0, 1), 32, 64, (KM, lay(false, 32)))
        },
        // M = 64: b3 filled at shift 2 with 32 columns of reach (columns 2..162),
        // then its last use at shift 32, the most for M = 64 (columns 32..160).
        Case {
            reps: 2,
            ws: Some(Ws {
                m: 64,
                z: [2 << 56, 32 << 56],
                coll: [".collector::b3::fill", ".collector::b3::lastuse"],
                elsewhere: true,
                reuse: 3,
            }),
            ..mma("kind::f16", (1, 0, 0), 16, 128, (KM, KM))
        },
    ];
    run_cases(&cases, 5000);
    // Faults: a use reaching past what the fill kept, a use after the last use, a
    // use of a buffer never filled, N = 32, a shift beyond M = 32's 16.
    let case = |coll: [&'static str; 2], z: [u64; 2], reuse: u32, reps: u32, m: u32, n: u32| Case {
        reps,
        ws: Some(Ws {
            m,
            z,
            coll,
            elsewhere: true,
            reuse,
        }),
        ..mma("kind::f16", (1, 0, 0), 16, n, (KM, KM))
    };
    let (fill, used, last) = (
        ".collector::b1::fill",
        ".collector::b1::use",
        ".collector::b1::lastuse",
    );
    for (c, want) in [
        (
            case([fill, used], [0, 9 << 56], 1, 2, 128, 64),
            "b1 holds columns 0..72 of a K = 16 B of 16-bit elements; this MMA reads column 72",
        ),
        (
            case([fill, last], [0, 0], 0, 3, 128, 64),
            "b1 holds no valid fill",
        ),
        (
            case(["", used], [0, 0], 0, 2, 64, 128),
            "b1 holds no valid fill",
        ),
        // The four buffers are distinct: filling b1 leaves b2 empty.
        (
            case([fill, ".collector::b2::use"], [0, 0], 0, 2, 128, 64),
            "b2 holds no valid fill",
        ),
        (
            case(["", ""], [0, 0], 0, 1, 128, 32),
            "N = 32: .ws takes N = 64, 128 or 256",
        ),
        (
            case(["", ""], [17 << 56, 0], 0, 1, 32, 64),
            "the most for M = 32 is 16",
        ),
    ] {
        assert_faults(&c, want);
    }
}

/// A in tensor memory (`[a-tmem]`): row r of A in the lane D's row r takes, its K
/// elements packed along the columns from A's address (16-bit elements two to a
/// word, 8-bit four), for one CTA (M = 128, M = 64 at lane 16), the CTA pair (M =
/// 256) and `.ws` M = 128; the 2x2/1x4 datapaths and a transposed A fault.
#[test]
fn a_in_tensor_memory_is_read_from_ds_lanes() {
    let cases = [
        Case {
            a_tmem: true,
            reps: 2,
            acc0: true,
            ..mma("kind::f16", (1, 0, 0), 16, 64, (KM, lay(false, 128)))
        },
        Case {
            a_tmem: true,
            ..mma("kind::tf32", (1, 2, 2), 8, 32, (KM, KM))
        },
        Case {
            a_tmem: true,
            sat: true,
            ..mma("kind::i8", (2, 1, 0), 32, 48, (KM, lay(true, 0)))
        },
        Case {
            a_tmem: true,
            half: Some(16),
            ..mma("kind::f16", (1, 1, 1), 16, 24, (KM, KM))
        },
        Case {
            a_tmem: true,
            pair: Some(1),
            ..mma("kind::f16", (1, 0, 0), 16, 64, (KM, lay(false, 64)))
        },
        Case {
            a_tmem: true,
            ws: ws(128, zdesc([0; 4], [1, 0, 0, 0], 3, 4, 2)),
            ..mma("kind::f8f6f4", (1, 0, 1), 32, 64, (KM, KM))
        },
    ];
    run_cases(&cases, 6000);
    for (c, want) in [
        (
            Case {
                a_tmem: true,
                ws: ws(32, 0),
                ..mma("kind::f16", (1, 0, 0), 16, 64, (KM, KM))
            },
            "2x2 or 1x4 datapath",
        ),
        (
            Case {
                a_tmem: true,
                ..mma("kind::f16", (1, 0, 0), 16, 64, (lay(true, 0), KM))
            },
            "transpose A",
        ),
    ] {
        assert_faults(&c, want);
    }
}

/// `tcgen05.mma.sp` (9.7.16.10.8): A stores K/2 elements a row (2:4; tf32 1:2), each
/// placed at the full-K column its metadata nibble names; the metadata in tensor
/// memory as JAX formats it and `tcgen05.cp` copies it (see `meta_cell`), at the
/// column `[sp-meta-tmem]` names plus the descriptor's selector. Every kind, both
/// selectors of the 16-bit kinds, the CTA pair (M = 256, each CTA its own metadata),
/// `.ws.sp`, A in tensor memory, and faults.
#[test]
fn sparse_mmas_place_a_by_its_metadata() {
    let cases = [
        Case {
            sp: Some(0),
            reps: 2,
            ..mma("kind::f16", (1, 0, 0), 32, 64, (KM, KM))
        },
        Case {
            sp: Some(1),
            acc0: true,
            mask: Some(0xF0F0 << 40),
            ..mma("kind::f16", (1, 1, 1), 32, 40, (KM, lay(false, 128)))
        },
        Case {
            sp: Some(1),
            ..mma("kind::tf32", (1, 2, 2), 16, 32, (KM, lay(false, 64)))
        },
        Case {
            sp: Some(0),
            sat: true,
            ..mma("kind::i8", (2, 1, 0), 64, 48, (KM, lay(true, 0)))
        },
        Case {
            sp: Some(0),
            ..mma("kind::f8f6f4", (0, 0, 1), 64, 16, (KM, KM))
        },
        Case {
            sp: Some(0),
            pair: Some(1),
            ..mma("kind::f16", (1, 0, 0), 32, 128, (KM, lay(false, 64)))
        },
        Case {
            sp: Some(1),
            ws: ws(128, zdesc([0; 4], [1, 0, 0, 0], 3, 4, 2)),
            ..mma("kind::f16", (1, 0, 0), 32, 64, (KM, KM))
        },
        Case {
            sp: Some(0),
            a_tmem: true,
            ..mma("kind::f16", (1, 0, 0), 32, 64, (KM, KM))
        },
        Case {
            sp: Some(1),
            a_tmem: true,
            ..mma("kind::tf32", (1, 2, 2), 16, 16, (KM, KM))
        },
        // B's collector buffer b1 filled by the first MMA, used by the second (whose
        // descriptor points elsewhere).
        Case {
            sp: Some(0),
            reps: 2,
            ws: Some(Ws {
                coll: [".collector::b1::fill", ".collector::b1::use"],
                elsewhere: true,
                ..ws(128, 0).unwrap()
            }),
            ..mma("kind::i8", (2, 0, 1), 64, 64, (KM, KM))
        },
    ];
    run_cases(&cases, 7000);
    for (c, want) in [
        (
            Case {
                sp: Some(2),
                ..mma("kind::f16", (1, 0, 0), 32, 64, (KM, KM))
            },
            "sparsity selector 2",
        ),
        (
            Case {
                sp: Some(1),
                ..mma("kind::i8", (2, 1, 0), 64, 48, (KM, KM))
            },
            "takes 0",
        ),
        (
            Case {
                sp: Some(0),
                half: Some(0),
                ..mma("kind::f16", (1, 0, 0), 32, 64, (KM, KM))
            },
            "given only as figures",
        ),
        (
            Case {
                sp: Some(0),
                pair: Some(0),
                half: Some(0),
                ..mma("kind::f16", (1, 0, 0), 32, 64, (KM, KM))
            },
            "given only as figures",
        ),
        (
            Case {
                sp: Some(0),
                ws: ws(128, 0),
                ..mma("kind::f16", (1, 0, 0), 32, 256, (KM, KM))
            },
            "N = 64 or 128",
        ),
        (
            Case {
                sp: Some(0),
                bad_meta: true,
                ..mma("kind::f16", (1, 0, 0), 32, 64, (KM, KM))
            },
            "metadata nibble 0b0101 of row 0's chunk 0 (tensor-memory lane 0",
        ),
    ] {
        assert_faults(&c, want);
    }
}

#[test]
fn the_tensor_core_times_mmas_one_after_another_as_the_config_says() {
    // N = 256 f16 MMAs: each holds the SM's tensor core for issue_interval + 31 per_n8
    // intervals; three back to back end two such intervals after one does.
    let cfg = warpsim::config::load_file(&common::root().join("configs/nvidia/b200.yaml")).unwrap();
    let e = cfg
        .latency
        .lookup("tcgen05.mma.f16", warpsim::ir::OpClass::Mma, false)
        .unwrap()
        .clone();
    let p = e.per_n8.unwrap();
    let interval = (e.issue_interval + 31 * p.issue_interval) as i64;
    let c = |reps| Case {
        reps,
        ..mma("kind::f16", (1, 0, 0), 16, 256, (KM, KM))
    };
    let (_, one, ..) = run_case(&c(1), 7);
    let (_, three, ..) = run_case(&c(3), 7);
    assert_eq!(
        three[0] - one[0],
        2 * interval,
        "1 MMA: {} cycles, 3: {}",
        one[0],
        three[0]
    );
    // One MMA's wait ends no earlier than its completion latency.
    assert!(one[0] >= (e.latency + 31 * p.latency) as i64, "{}", one[0]);
    // The datapath layouts: an SM's tensor core computes 128 lanes of D at a time,
    // so N = 256 takes 32 units of 8 columns at M = 64 on one CTA (half the lanes
    // idle), 16 on .ws M = 64 (2x2), 8 on .ws M = 32 (1x4).
    for (c, units) in [
        (
            Case {
                half: Some(0),
                ..c(1)
            },
            32,
        ),
        (
            Case {
                ws: ws(64, 0),
                ..c(1)
            },
            16,
        ),
        (
            Case {
                ws: ws(32, 0),
                ..c(1)
            },
            8,
        ),
    ] {
        let interval = (e.issue_interval + (units - 1) * p.issue_interval) as i64;
        let (_, one, ..) = run_case(&c, 7);
        let (_, three, ..) = run_case(&Case { reps: 3, ..c }, 7);
        assert_eq!(
            three[0] - one[0],
            2 * interval,
            "{units} units: {one:?} {three:?}"
        );
    }
    // A sparse MMA (K = 32) holds the tensor core as long as a dense one of its N (K
    // = 16): twice the dense peak's products, as the hardware's sparse rate is. (N =
    // 224 keeps D clear of the metadata at column 240.)
    let interval = (e.issue_interval + 27 * p.issue_interval) as i64;
    for k in [16, 32] {
        let c = |reps| Case {
            reps,
            sp: (k == 32).then_some(0),
            ..mma("kind::f16", (1, 0, 0), k, 224, (KM, KM))
        };
        let (_, one, ..) = run_case(&c(1), 7);
        let (_, three, ..) = run_case(&c(3), 7);
        assert_eq!(
            three[0] - one[0],
            2 * interval,
            "K = {k}: {one:?} {three:?}"
        );
    }
    // The pair's M = 128 (2x2) computes N/2 columns per SM: eight N = 256 MMAs take
    // as long as eight M = 256 ones of N = 128, less than eight of N = 256 (a pair's
    // MMAs complete at a quantum's end, so only whole runs compare).
    let pair = |half: bool, n: u32| Case {
        reps: 8,
        pair: Some(0),
        half: half.then_some(0),
        ..mma("kind::f16", (1, 0, 0), 16, n, (KM, KM))
    };
    let (_, p128, ..) = run_case(&pair(true, 256), 7);
    let (_, p256_half_n, ..) = run_case(&pair(false, 128), 7);
    let (_, p256, ..) = run_case(&pair(false, 256), 7);
    assert_eq!(p128, p256_half_n);
    assert!(p128[0] < p256[0], "{p128:?} {p256:?}");
}

/// A one-warp-group kernel body run on sm_100a: the fault text of both engines.
fn fault_of(body: &str) -> (String, String) {
    let ptx = format!(
        ".version 8.7\n.target sm_100a\n.address_size 64\n.shared .align 4 .b32 slot;\n.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<8>;\n\tmov.u32 %r1, %tid.x;\n\tshr.u32 %r2, %r1, 5;\n\tmov.u32 %r3, slot;\n{body}\n\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nbuffers:\n  p: { type: u32, count: 4 }\nargs: [p]\n";
    let (f, t) = run_both(&ptx, yaml, &[]);
    (
        f.err().expect("functional ran"),
        t.err().expect("timing ran"),
    )
}

#[test]
fn misuse_faults_naming_the_rule() {
    let alloc = "\tsetp.ne.u32 %p1, %r2, 0;\n\t@%p1 bra A;\n\ttcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r3], 64;\nA:\n\tbar.sync 0;\n\tld.shared.u32 %r4, [slot];\n";
    for (body, want) in [
        // Warp 1 reading lanes 0-31 (its quarter is 32-63).
        (format!("{alloc}\ttcgen05.ld.sync.aligned.32x32b.x1.b32 {{%r5}}, [%r4];"), "accesses lanes 32..63 only"),
        // Columns past the allocation.
        (format!("{alloc}\tshl.b32 %r6, %r2, 21;\n\tadd.u32 %r6, %r6, %r4;\n\tadd.u32 %r6, %r6, 62;\n\ttcgen05.ld.sync.aligned.32x32b.x4.b32 {{%r5, %r7, %r8, %r9}}, [%r6];"), "not allocated"),
        // A deallocation of another size.
        (format!("{alloc}\t@%p1 bra B;\n\ttcgen05.dealloc.cta_group::1.sync.aligned.b32 %r4, 32;\nB:"), "not an allocation"),
        // nCols not a power of two.
        ("\ttcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r3], 96;".to_string(), "power of two"),
        // Ending without freeing the allocation.
        (alloc.to_string(), "ended holding tensor memory"),
        // A CTA-pair MMA in a CTA with no cluster, so no peer.
        (format!("{}\tsetp.ne.u32 %p2, %r1, 0;\n\t@%p2 bra C;\n\tmov.u64 %rd1, 0x4000400000000000;\n\tmov.u32 %r5, 0x10400010;\n\ttcgen05.mma.cta_group::2.kind::f16 [%r4], %rd1, %rd1, %r5, %p2;\nC:", alloc.replace("cta_group::1", "cta_group::2")), "has no peer CTA"),
        // Allocating after relinquishing.
        ("\ttcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;\n\ttcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r3], 32;".to_string(), "relinquish"),
        // M = 48 in the instruction descriptor, issued by one thread.
        (format!("{alloc}\tsetp.ne.u32 %p2, %r1, 0;\n\t@%p2 bra C;\n\tmov.u64 %rd1, 0x4000000000000000;\n\tor.b64 %rd1, %rd1, 0x400000000000;\n\tmov.u32 %r5, 0x03100010;\n\tsetp.eq.u32 %p3, %r1, 0;\n\ttcgen05.mma.cta_group::1.kind::f16 [%r4], %rd1, %rd1, %r5, %p3;\nC:"), "M = 48: .cta_group::1 takes M = 64 or 128"),
        // M = 128 with D at lane 16 (only M = 64's half datapath starts there).
        (format!("{alloc}\tsetp.ne.u32 %p2, %r1, 0;\n\t@%p2 bra C;\n\tmov.u64 %rd1, 0x4000000000000000;\n\tor.b64 %rd1, %rd1, 0x400000000000;\n\tmov.u32 %r5, 0x08100010;\n\tadd.u32 %r4, %r4, 0x100000;\n\tsetp.eq.u32 %p3, %r1, 0;\n\ttcgen05.mma.cta_group::1.kind::f16 [%r4], %rd1, %rd1, %r5, %p3;\nC:"), "names lane 16: M = 128 takes lane 0"),
        // A descriptor without the fixed 0b001 at bits 46-48.
        (format!("{alloc}\tsetp.ne.u32 %p2, %r1, 0;\n\t@%p2 bra C;\n\tmov.u64 %rd1, 0x4000000000000000;\n\tmov.u32 %r5, 0x08100010;\n\tsetp.eq.u32 %p3, %r1, 0;\n\ttcgen05.mma.cta_group::1.kind::f16 [%r4], %rd1, %rd1, %r5, %p3;\nC:"), "bits 46-48"),
    ] {
        let (f, t) = fault_of(&body);
        for e in [&f, &t] {
            assert!(e.contains(want), "{body}\n=> {e}");
        }
    }
}

#[test]
fn forms_warpsim_does_not_run_are_located_errors() {
    let hdr = ".version 8.7\n.target sm_100a\n.address_size 64\n";
    for (line, want) in [
        ("tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%r1], 32;\n\ttcgen05.dealloc.cta_group::1.sync.aligned.b32 %r1, 32;", "all tcgen05 instructions of a kernel must have the same .cta_group"),
        ("{ .reg .pred %q; tcgen05.mma.cta_group::2.kind::f16 [%r1], %rd1, %rd1, %r2, {%r3, %r4, %r3, %r4}, %q; }", "takes 8"),
        ("{ .reg .pred %q; tcgen05.mma.sp.cta_group::1.kind::f16 [%r1], %rd1, %rd1, %r2, %q; }", "expected [sp-meta-tmem]"),
        ("{ .reg .pred %q; tcgen05.mma.ws.sp.cta_group::2.kind::f16 [%r1], %rd1, %rd1, [%r3], %r2, %q; }", ".cta_group::1 only"),
        ("{ .reg .pred %q; tcgen05.mma.sp.cta_group::1.kind::f16 [%r1], %rd1, %rd1, [%r3], %r2, {%r3, %r4}, %q; }", "takes 4"),
        ("{ .reg .pred %q; tcgen05.mma.ws.cta_group::2.kind::f16 [%r1], %rd1, %rd1, %r2, %q; }", ".cta_group::1 only"),
        ("{ .reg .pred %q; tcgen05.mma.ws.cta_group::1.kind::f16 [%r1], %rd1, %rd1, %r2, {%r3, %r4, %r3, %r4}, %q; }", "zero-column-mask-desc"),
        ("{ .reg .pred %q; tcgen05.mma.ws.cta_group::1.kind::f16.collector::a::fill [%r1], %rd1, %rd1, %r2, %q; }", "collector::a::fill"),
        ("{ .reg .pred %q; tcgen05.mma.ws.cta_group::1.kind::mxf4.block_scale [%r1], %rd1, %rd1, %r2, [%r3], [%r4], %q; }", "kind::mxf4"),
        ("{ .reg .pred %q; tcgen05.mma.cta_group::1.kind::i8 [%r1], %rd1, %rd1, %r2, %q, 3; }", "scale-input-d is only valid for .kind::f16 and .kind::tf32"),
        ("{ .reg .pred %q; tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd1, %r2, %q, 16; }", "0..15"),
        ("{ .reg .pred %q; tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd1, %r2, %q, %r3; }", "0..15"),
        ("{ .reg .pred %q; tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd1, %r2, {%r3, %r4}, %q; }", "takes 4"),
        ("tcgen05.ld.sync.aligned.16x32bx2.x1.b32 {%r1}, [%r5];", "immHalfSplitoff"),
        ("tcgen05.ld.sync.aligned.16x32bx2.x1.b32 {%r1}, [%r5], %r2;", "must be an integer constant"),
        ("tcgen05.ld.sync.aligned.16x256b.x64.b32 {%r1}, [%r5];", "more than 128 registers"),
        ("tcgen05.ld.sync.aligned.32x32b.x2.b32 {%r1}, [%r5];", "moves 2 per thread"),
        ("tcgen05.ld.32x32b.x1.b32 {%r1}, [%r5];", ".sync.aligned"),
        ("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r1];", "ctaMask"),
    ] {
        let e = one_line_error(hdr, line);
        assert!(e.contains(want), "{line}\n=> {e}");
    }
    // The targets: an sm_90a program has no tcgen05.
    let e = one_line_error(
        ".version 8.7\n.target sm_90a\n.address_size 64\n",
        "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;",
    );
    assert!(e.contains("sm_100a"), "{e}");
}

/// `.multicast::cluster`: one thread's commit (no MMA pending, so it arrives at
/// once) arrives on the barrier at the same offset in each CTA of ctaMask: both CTAs
/// of a cluster of two pass their wait; a mask naming a CTA outside the cluster faults.
#[test]
fn a_multicast_commit_arrives_on_every_cta_of_its_mask() {
    let ptx = |mask: u32| {
        format!(
            r#".version 8.7
.target sm_100a
.address_size 64
.shared .align 8 .b64 bar;
.visible .entry k(.param .u64 k_out)
{{
	.reg .pred %p<4>;
	.reg .b16 %rs<2>;
	.reg .b32 %r<12>;
	.reg .b64 %rd<6>;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %cluster_ctarank;
	mov.u32 %r3, bar;
	setp.ne.u32 %p1, %r1, 0;
	@%p1 bra INITED;
	mbarrier.init.shared::cta.b64 [%r3], 1;
INITED:
	barrier.cluster.arrive.aligned;
	barrier.cluster.wait.aligned;
	or.b32 %r4, %r1, %r2;
	setp.ne.u32 %p2, %r4, 0;
	@%p2 bra WAIT;
	mov.b16 %rs1, {mask};
	tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r3], %rs1;
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r3], 0;
	@!%p3 bra WAIT;
	ld.param.u64 %rd1, [k_out];
	cvta.to.global.u64 %rd1, %rd1;
	mad.lo.u32 %r5, %r2, 32, %r1;
	mul.wide.u32 %rd2, %r5, 4;
	add.s64 %rd3, %rd1, %rd2;
	add.u32 %r6, %r2, 1;
	st.global.u32 [%rd3], %r6;
	barrier.cluster.arrive.aligned;
	barrier.cluster.wait.aligned;
	ret;
}}
"#
        )
    };
    let (f, t) = cluster_both(&ptx(3), 2, 32, 2, 64);
    let want: Vec<u32> = (0..64).map(|i| i / 32 + 1).collect();
    assert_eq!(f.unwrap(), want);
    assert_eq!(t.unwrap(), want);
    let (f, t) = cluster_both(&ptx(5), 2, 32, 2, 64);
    for e in [f.unwrap_err(), t.unwrap_err()] {
        assert!(e.contains("multicast") && e.contains("ctaMask 0x5"), "{e}");
    }
}

/// CuTe's Blackwell multicast tutorial (03_mma_tma_multicast_sm100, CUTLASS 7107b05,
/// nvcc 13.5, unmodified: workloads/ptx/cute_tcgen05/build.sh) as its host code launches
/// it: one 4x4 cluster of 128x256 tiles (M = 512, N = 1024), each CTA loading a quarter
/// of its A and B tiles by TMA multicast to the CTAs of its row and column, and a
/// multicast tcgen05.commit telling them the tiles are consumed.
#[test]
fn cutes_multicast_tutorial_runs_exactly_in_a_4x4_cluster() {
    let t = Tutorial {
        file: "cute_tcgen05_multicast.ptx",
        k: 64,
        shared: 49280,
        m_mma: 128,
        a_box: 128 / 4,
        b_box: 256 / 4,
    };
    t.run();
}

/// CuTe's Blackwell 2SM tutorial (04_mma_tma_2sm_sm100, built as the one above): the
/// 4x4 cluster as 8 CTA pairs, each pair's even CTA issuing 256x256x16 MMAs over both
/// CTAs (`tcgen05.mma.cta_group::2`: each CTA holds 128 rows of A and D and 128
/// columns of B) into tensor memory allocated by both (`tcgen05.alloc.cta_group::2`),
/// fed by `.cta_group::2` TMA multicast whose bytes all complete the even CTA's
/// barrier, and a `.cta_group::2` multicast commit. Two K tiles, so every barrier
/// goes through two phases.
#[test]
fn cutes_2sm_tutorial_runs_exactly_over_cta_pairs() {
    let t = Tutorial {
        file: "cute_tcgen05_2sm.ptx",
        k: 128,
        shared: 32896,
        m_mma: 256,
        // A's 128-row half tile is shared by the 4 pairs of a row, B's 128-column half
        // by the 2 pairs of a column.
        a_box: 128 / 4,
        b_box: 128 / 2,
    };
    t.run();
}

/// A CuTe Blackwell tutorial kernel launched as its host code does for M = 512,
/// N = 1024 (one 4x4 cluster). Its inputs are small integers written here and D is
/// checked against the product computed here (a committed expectation would be
/// 2 MB), exactly, in both engines.
struct Tutorial {
    file: &'static str,
    k: usize,
    /// sizeof(SharedStorage).
    shared: u32,
    /// The MMA's M (the tiled MMA's instruction descriptor).
    m_mma: u32,
    /// Rows of A and of B each CTA's TMA loads (the box's second dimension).
    a_box: usize,
    b_box: usize,
}

impl Tutorial {
    fn run(&self) {
        let root = common::root();
        let ptx = std::fs::read_to_string(root.join("workloads/ptx/cute_tcgen05").join(self.file))
            .unwrap();
        let kernel = ptx
            .lines()
            .filter_map(|l| l.strip_prefix(".entry "))
            .map(|l| l.trim_end_matches('(').trim())
            .find(|l| l.contains("gemm_device"))
            .unwrap()
            .to_string();
        let (m, n, k) = (512usize, 1024usize, self.k);
        let mut g = common::Rng(77);
        let a: Vec<i32> = (0..m * k).map(|_| g.below(5) as i32 - 2).collect();
        let b: Vec<i32> = (0..n * k).map(|_| g.below(5) as i32 - 2).collect();
        let h = |v: &[i32]| -> Vec<u8> {
            v.iter()
                .flat_map(|&x| (to_f16(x as f64) as u16).to_le_bytes())
                .collect()
        };
        let idesc = idesc(1, 0, 0, 256, 0) & !(0x1F << 24) | (self.m_mma >> 4) << 24;
        let coord = |r: usize, c: usize| {
            format!("{{ fields: [{{type: s32, value: {r}}}, {{type: s32, value: {c}}}, {{type: s32, value: {c}}}] }}")
        };
        let tensor = |r: usize, c: usize, buf: &str| {
            format!("{{ fields: [{{type: s32, value: {r}}}, {{type: s32, value: {c}}}, {{type: s32, value: {c}}}, {{type: u64, value: {buf}}}] }}")
        };
        let tmap = |buf: &str, rows: usize, box_rows: usize| {
            format!("{{ tensor_map: {{ buffer: {buf}, type: f16, dims: [{k}, {rows}], strides: [{}], box: [64, {box_rows}], swizzle: 128 }} }}", 2 * k)
        };
        let yaml = format!(
            "program: k.ptx\nkernel: {kernel}\ngrid: [4, 4, 1]\nblock: [128, 1, 1]\ncluster: [4, 4, 1]\ndynamic_shared_bytes: {}\nbuffers:\n  a: {{ type: u16, count: {}, init: {{ file: a.bin }} }}\n  b: {{ type: u16, count: {}, init: {{ file: b.bin }} }}\n  c: {{ type: f32, count: {}, init: {{ random: {{ seed: 5, min: -2.0, max: 2.0 }} }} }}\n  d: {{ type: f32, count: {} }}\nargs:\n  - {}\n  - {}\n  - {}\n  - {}\n  - {{ bytes: [0] }}\n  - {{ bytes: [{}, {}, {}, {}, 1, 0, 0, 0] }}\n  - {{ bytes: [0] }}\n  - {}\n  - {}\n  - 1.0\n  - 0.0\n",
            self.shared,
            m * k,
            n * k,
            m * n,
            m * n,
            coord(m, k),
            coord(n, k),
            tensor(m, n, "c"),
            tensor(m, n, "d"),
            idesc & 0xFF,
            idesc >> 8 & 0xFF,
            idesc >> 16 & 0xFF,
            idesc >> 24,
            tmap("a", m, self.a_box),
            tmap("b", n, self.b_box),
        );
        let (f, t) = run_both(&ptx, &yaml, &[("a.bin", &h(&a)), ("b.bin", &h(&b))]);
        let (f, t) = (f.unwrap(), t.unwrap());
        let want: Vec<u32> = (0..m * n)
            .map(|i| {
                let (r, c) = (i / n, i % n);
                let dot: i32 = (0..k).map(|kk| a[r * k + kk] * b[c * k + kk]).sum();
                (dot as f32).to_bits()
            })
            .collect();
        assert!(f.u32s("d") == want, "functional D differs");
        let td: Vec<u32> = t
            .prepared
            .buffer_bytes("d")
            .unwrap()
            .chunks_exact(4)
            .map(|x| u32::from_le_bytes(x.try_into().unwrap()))
            .collect();
        assert!(td == want, "timing D differs");
    }
}

/// A CuTe layout `(shape):(stride)` flattened (modes given innermost first): the
/// offset of coordinate index `i` (CuTe's column-major decomposition).
fn cute_offset(shape: &[u32], stride: &[u32], mut i: u32) -> u32 {
    let mut off = 0;
    for (s, d) in shape.iter().zip(stride) {
        off += (i % s) * d;
        i /= s;
    }
    off
}

/// (shape, num, bits per datapath of ValID, DstLayout thread shape, stride, value
/// shape, stride).
type LdCase = (
    &'static str,
    u32,
    u32,
    &'static [u32],
    &'static [u32],
    &'static [u32],
    &'static [u32],
);

/// Each 16- and 32-lane `tcgen05.ld` shape, against CUTLASS's own description of its
/// fragment (`Copy_Traits<SM100_TMEM_LOAD_*>` in cute/atom/copy_traits_sm100.hpp at
/// 7107b05: DstLayout maps (thread, value bit) to a bit of ValID, whose (bits per
/// datapath, datapaths) give the lane and column), evaluated here as plain layouts:
/// every warp fills its quarter of tensor memory with lane << 16 | column through
/// `.32x32b` stores, then loads one shape and stores each thread's registers.
/// The LOAD traits of 16dp64b{1,2}x, 16dp128b{1,2}x, 16dp256b{1,2}x, 16dp32b{1,2}x
/// (the .16x32bx2 shape) and 32dp32b1x; the STORE traits are the same layouts
/// reversed.
const LD_CASES: [LdCase; 9] = [
    ("16x64b", 1, 64, &[2, 2, 8], &[512, 32, 64], &[32], &[1]),
    (
        "16x64b",
        2,
        128,
        &[2, 2, 8],
        &[1024, 32, 128],
        &[32, 2],
        &[1, 64],
    ),
    ("16x128b", 1, 128, &[4, 8], &[32, 128], &[32, 2], &[1, 1024]),
    (
        "16x128b",
        2,
        256,
        &[4, 8],
        &[32, 256],
        &[32, 2, 2],
        &[1, 2048, 128],
    ),
    ("16x256b", 1, 256, &[4, 8], &[64, 256], &[64, 2], &[1, 2048]),
    (
        "16x256b",
        2,
        512,
        &[4, 8],
        &[64, 512],
        &[64, 2, 2],
        &[1, 4096, 256],
    ),
    ("16x32bx2", 1, 64, &[16, 2], &[64, 32], &[32], &[1]),
    ("16x32bx2", 2, 128, &[16, 2], &[128, 64], &[64], &[1]),
    ("32x32b", 1, 32, &[32], &[32], &[32], &[1]),
];

/// (lanes, registers per thread) of a case.
fn case_size(c: &LdCase) -> (u32, u32) {
    let lanes = if c.0 == "32x32b" { 32 } else { 16 };
    (lanes, c.2 * lanes / 32 / 32)
}

/// The (datapath, column) of thread `t`'s register `r` by CUTLASS's layouts: bit 0 of
/// register r is value bit 32 r; DstLayout gives its ValID bit, whose datapath and bit
/// in it give the lane and column (`.16x32bx2`: a datapath's second half comes from
/// the address `split` columns on).
fn cutlass_cell(c: &LdCase, t: u32, r: u32, split: u32) -> (u32, u32) {
    cutlass_bit(c, t, 32 * r, split, false)
}

/// The (datapath, column) of value bit `v` of thread `t`, unpacked or (`packed`) by
/// the `_16b` traits, whose ValID `((16, n), dp):((1, 32), DP_b)` takes 16 bits of
/// each 32-bit column (the DstLayout is the unpacked one's).
fn cutlass_bit(c: &LdCase, t: u32, v: u32, split: u32, packed: bool) -> (u32, u32) {
    let (shape, _, dp_bits, ts, td, vs, vd) = *c;
    let bit = cute_offset(ts, td, t) + cute_offset(vs, vd, v);
    let (dp, b) = (bit / dp_bits, bit % dp_bits);
    let phys = |b: u32| if packed { b % 16 + 32 * (b / 16) } else { b };
    let col = if shape == "16x32bx2" {
        let half = dp_bits / 2;
        phys(b % half) / 32 + (b / half) * split
    } else {
        phys(b) / 32
    };
    (dp, col)
}

/// A one-warpgroup kernel: warp 0 allocates `cols` columns; `%r6` is the warp's
/// quarter (lane 32w, the allocation's column), `%r1` the thread, `%r2` the warp,
/// `%r3` the lane, `%rd1` the output buffer; `body` runs; warp 0 frees the columns.
fn quarter_kernel(nregs: u32, cols: u32, body: &str) -> String {
    format!(
        r#".version 8.7
.target sm_100a
.address_size 64
.shared .align 4 .b32 slot;
.visible .entry k(.param .u64 k_out)
{{
	.reg .pred %p<4>;
	.reg .b32 %r<24>;
	.reg .b32 %v<{nregs}>;
	.reg .b64 %rd<8>;
	mov.u32 %r1, %tid.x;
	shr.u32 %r2, %r1, 5;
	and.b32 %r3, %r1, 31;
	mov.u32 %r4, slot;
	setp.ne.u32 %p1, %r2, 0;
	@%p1 bra A;
	tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r4], {cols};
A:
	bar.sync 0;
	ld.shared.u32 %r5, [slot];
	shl.b32 %r6, %r2, 21;
	add.u32 %r6, %r6, %r5;
	ld.param.u64 %rd1, [k_out];
	cvta.to.global.u64 %rd1, %rd1;
{body}
	bar.sync 0;
	@%p1 bra D;
	tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r5, {cols};
D:
	ret;
}}
"#
    )
}

/// `%r12` = the warp's access address: its quarter at column 3, warp 1 in its upper
/// 16 lanes for a 16-lane shape.
fn access_address(lanes: u32) -> String {
    format!(
        "	setp.eq.u32 %p3, %r2, 1;
	selp.b32 %r11, {}, 0, %p3;
	add.u32 %r12, %r6, %r11;
	add.u32 %r12, %r12, 3;",
        if lanes == 16 { 16 << 16 } else { 0 }
    )
}

/// The lane a case's warp `warp` starts at (see `access_address`).
fn base_lane(lanes: u32, warp: u32) -> u32 {
    32 * warp + if lanes == 16 && warp == 1 { 16 } else { 0 }
}

/// Each 16- and 32-lane `tcgen05.ld` shape, against CUTLASS's own description of its
/// fragment (`Copy_Traits<SM100_TMEM_LOAD_*>` in cute/atom/copy_traits_sm100.hpp at
/// 7107b05: DstLayout maps (thread, value bit) to a bit of ValID, whose (bits per
/// datapath, datapaths) give the lane and column), evaluated here as plain layouts:
/// every warp fills its quarter of tensor memory with lane << 16 | column through
/// `.32x32b` stores, then loads one shape and stores each thread's registers.
#[test]
fn every_ld_shape_reads_the_cells_cutlass_describes() {
    for c in &LD_CASES {
        let (shape, num) = (c.0, c.1);
        let (lanes, nregs) = case_size(c);
        let (f, t) = load_case(c, false, 16);
        let mut want = vec![0u32; 128 * nregs as usize];
        for thread in 0..128u32 {
            let (warp, th) = (thread / 32, thread % 32);
            for r in 0..nregs {
                let (dp, col) = cutlass_cell(c, th, r, 16);
                let lane = base_lane(lanes, warp) + dp;
                want[(thread * nregs + r) as usize] = lane << 16 | (3 + col);
            }
        }
        assert_eq!(f, want, ".{shape}.x{num} functional");
        assert_eq!(t, want, ".{shape}.x{num} timing");
    }
}

/// Every warp fills its quarter of tensor memory (64 columns) with
/// `thread << shift | column` through `.32x32b` stores, then loads case `c`
/// (`.pack::16b` when `pack`; `.16x32bx2`'s second access 16 columns on) and stores
/// each thread's registers: the functional and the timing engine's words.
fn load_case(c: &LdCase, pack: bool, shift: u32) -> (Vec<u32>, Vec<u32>) {
    let (shape, num) = (c.0, c.1);
    let (lanes, nregs) = case_size(c);
    let regs: Vec<String> = (0..nregs).map(|r| format!("%v{r}")).collect();
    let split = if shape == "16x32bx2" { ", 16" } else { "" };
    let packed = if pack { ".pack::16b" } else { "" };
    let stores: Vec<String> = regs
        .iter()
        .enumerate()
        .map(|(r, v)| format!("\tst.global.u32 [%rd3+{}], {v};", 4 * r))
        .collect();
    let body = format!(
        "\tshl.b32 %r7, %r1, {shift};\n\tmov.u32 %r8, 0;\nFILL:\n\tor.b32 %r9, %r7, %r8;\n\tadd.u32 %r10, %r6, %r8;\n\ttcgen05.st.sync.aligned.32x32b.x1.b32 [%r10], {{%r9}};\n\tadd.u32 %r8, %r8, 1;\n\tsetp.lt.u32 %p2, %r8, 64;\n\t@%p2 bra FILL;\n\ttcgen05.wait::st.sync.aligned;\n{}\n\ttcgen05.ld.sync.aligned.{shape}.x{num}{packed}.b32 {{{}}}, [%r12]{split};\n\ttcgen05.wait::ld.sync.aligned;\n\tmul.lo.u32 %r13, %r1, {nregs};\n\tmul.wide.u32 %rd2, %r13, 4;\n\tadd.s64 %rd3, %rd1, %rd2;\n{}",
        access_address(lanes),
        regs.join(", "),
        stores.join("\n")
    );
    let words = 128 * nregs as usize;
    let yaml = format!("program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nbuffers:\n  out: {{ type: u32, count: {words} }}\nargs: [out]\n");
    let (f, t) = run_both(&quarter_kernel(nregs, 64, &body), &yaml, &[]);
    (f.unwrap().u32s("out"), t.unwrap().u32s("out"))
}

/// Each thread's register r holds `lane << 8 | r | extra`; every warp stores case
/// `c` (`.unpack::16b` when `unpack`) into its quarter at column 3 and reads its 32
/// columns back through `.32x32b` loads: the functional and the timing engine's
/// words (lane-major, 32 per lane).
fn store_case(c: &LdCase, unpack: bool, extra: u32) -> (Vec<u32>, Vec<u32>) {
    let (shape, num) = (c.0, c.1);
    let (lanes, nregs) = case_size(c);
    let regs: Vec<String> = (0..nregs).map(|r| format!("%v{r}")).collect();
    let split = if shape == "16x32bx2" { ", 16" } else { "" };
    let unpacked = if unpack { ".unpack::16b" } else { "" };
    let movs: Vec<String> = (0..nregs)
        .map(|r| format!("\tor.b32 %v{r}, %r7, {};", r | extra))
        .collect();
    let body = format!(
        "\tshl.b32 %r7, %r3, 8;\n{}\n{}\n\ttcgen05.st.sync.aligned.{shape}.x{num}{unpacked}.b32 [%r12]{split}, {{{}}};\n\ttcgen05.wait::st.sync.aligned;\n\tmul.lo.u32 %r13, %r1, 32;\n\tmov.u32 %r8, 0;\nREAD:\n\tadd.u32 %r10, %r6, %r8;\n\ttcgen05.ld.sync.aligned.32x32b.x1.b32 {{%r9}}, [%r10];\n\ttcgen05.wait::ld.sync.aligned;\n\tadd.u32 %r14, %r13, %r8;\n\tmul.wide.u32 %rd2, %r14, 4;\n\tadd.s64 %rd3, %rd1, %rd2;\n\tst.global.u32 [%rd3], %r9;\n\tadd.u32 %r8, %r8, 1;\n\tsetp.lt.u32 %p2, %r8, 32;\n\t@%p2 bra READ;",
        movs.join("\n"),
        access_address(lanes),
        regs.join(", ")
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nbuffers:\n  out: { type: u32, count: 4096 }\nargs: [out]\n";
    let (f, t) = run_both(&quarter_kernel(nregs, 32, &body), yaml, &[]);
    (f.unwrap().u32s("out"), t.unwrap().u32s("out"))
}

/// `.pack::16b` / `.unpack::16b` on every shape: a packed register is the low
/// halves of two columns, as CUTLASS's `SM100_TMEM_{LOAD,STORE}_*_16b` traits lay
/// them out (the unpacked DstLayout over a ValID of 16 bits per column). The load
/// reads cells filled with lane << 8 | column; the store writes registers whose
/// halves differ and reads every cell back (an unpacked half's high 16 bits are 0).
#[test]
fn packed_moves_take_the_low_halves_of_two_columns() {
    for c in LD_CASES.iter().filter(|c| c.1 == 1 || c.0 == "16x32bx2") {
        let (shape, num) = (c.0, c.1);
        let (lanes, nregs) = case_size(c);
        // The load.
        let (f, t) = load_case(c, true, 8);
        let mut want = vec![0u32; 128 * nregs as usize];
        for thread in 0..128u32 {
            let (warp, th) = (thread / 32, thread % 32);
            for r in 0..nregs {
                let half = |h: u32| {
                    let (dp, col) = cutlass_bit(c, th, 32 * r + 16 * h, 16, true);
                    (base_lane(lanes, warp) + dp) << 8 | (3 + col)
                };
                want[(thread * nregs + r) as usize] = half(0) | half(1) << 16;
            }
        }
        assert_eq!(f, want, ".{shape}.x{num}.pack::16b functional");
        assert_eq!(t, want, ".{shape}.x{num}.pack::16b timing");
        // The store.
        let (f, t) = store_case(c, true, 0x5A_0000);
        let mut want = vec![0u32; 4096];
        for warp in 0..4u32 {
            for th in 0..32u32 {
                for r in 0..nregs {
                    let v = th << 8 | r | 0x5A_0000;
                    for h in 0..2 {
                        let (dp, col) = cutlass_bit(c, th, 32 * r + 16 * h, 16, true);
                        let at = (base_lane(lanes, warp) + dp) * 32 + 3 + col;
                        want[at as usize] = v >> (16 * h) & 0xFFFF;
                    }
                }
            }
        }
        assert_eq!(f, want, ".{shape}.x{num}.unpack::16b functional");
        assert_eq!(t, want, ".{shape}.x{num}.unpack::16b timing");
    }
}

/// The SM's tensor memory is one: two blocks on one SM that each allocate all 512
/// columns run their allocations one after the other in the timing engine (the
/// second `tcgen05.alloc` waits for the first block's dealloc), and side by side
/// with the columns to spare (256 each).
#[test]
fn blocks_of_one_sm_wait_for_each_others_tensor_memory() {
    let ptx = |cols: u32| {
        format!(
            r#".version 8.7
.target sm_100a
.address_size 64
.shared .align 4 .b32 slot;
.visible .entry k(.param .u64 k_out)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<12>;
	mov.u32 %r1, slot;
	tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r1], {cols};
	mov.u64 %rd1, %clock64;
	ld.shared.u32 %r2, [slot];
	mov.u32 %r3, 0;
SPIN:
	add.u32 %r3, %r3, 1;
	setp.lt.u32 %p1, %r3, 200;
	@%p1 bra SPIN;
	mov.u64 %rd2, %clock64;
	tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r2, {cols};
	tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
	mov.u32 %r4, %ctaid.x;
	mov.u32 %r5, %tid.x;
	setp.ne.u32 %p1, %r5, 0;
	@%p1 bra DONE;
	ld.param.u64 %rd3, [k_out];
	cvta.to.global.u64 %rd3, %rd3;
	mul.wide.u32 %rd4, %r4, 16;
	add.s64 %rd5, %rd3, %rd4;
	st.global.v2.u64 [%rd5], {{%rd1, %rd2}};
DONE:
	ret;
}}
"#
        )
    };
    let cfg = std::fs::read_to_string(common::root().join("configs/nvidia/b200.yaml"))
        .unwrap()
        .replace("  count: 148 ", "  count: 1 ");
    let yaml = "program: k.ptx\ngrid: 2\nblock: [32, 1, 1]\nbuffers:\n  out: { type: u64, count: 4 }\nargs: [out]\n";
    let times = |cols| {
        let (f, t) = common::run_both_with(&ptx(cols), yaml, Some(&cfg), &[]);
        f.unwrap();
        t.unwrap().u64s("out")
    };
    // [alloc done, dealloc] of block 0, then of block 1.
    let full = times(512);
    assert!(
        full[2] >= full[1],
        "block 1 allocated at {} before block 0 freed at {}",
        full[2],
        full[1]
    );
    let half = times(256);
    assert!(
        half[2] < half[1],
        "with room to spare the blocks overlap: {half:?}"
    );
}

/// `tcgen05.st` of each 16-lane shape (CUTLASS's STORE traits are the LOAD ones
/// reversed): every warp stores register r of thread t as t << 8 | r at column 3 of
/// its quarter (warp 1 in its upper 16 lanes), then reads its 32 lanes back column by
/// column with `.32x32b.x1`; each cell must hold what the CuTe layout puts there.
#[test]
fn every_st_shape_writes_the_cells_cutlass_describes() {
    for c in LD_CASES
        .iter()
        .filter(|c| c.0 != "32x32b" && (c.1 == 2 || c.0 == "16x256b"))
    {
        let (shape, num) = (c.0, c.1);
        let (lanes, nregs) = case_size(c);
        let (f, t) = store_case(c, false, 0);
        // Cells never written read as 0 (fresh tensor memory in warpsim); the written
        // ones hold their thread and register.
        let mut want = vec![0u32; 4096];
        for warp in 0..4u32 {
            for th in 0..32u32 {
                for r in 0..nregs {
                    let (dp, col) = cutlass_cell(c, th, r, 16);
                    want[((base_lane(lanes, warp) + dp) * 32 + 3 + col) as usize] = th << 8 | r;
                }
            }
        }
        assert_eq!(f, want, ".{shape}.x{num} functional");
        assert_eq!(t, want, ".{shape}.x{num} timing");
    }
}
