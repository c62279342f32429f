//! PTX `mma.sp` / `mma.sp::ordered_metadata` end to end: every sparse shape and type
//! runs on a random structured-sparse A (2:4, 1:2 for .tf32, pair-wise 4:8 for 4-bit
//! types), compressed into fragments by the PTX ISA's formulas ("Matrix fragments for
//! sparse mma": row groupID / groupID + 8, firstcol .. lastcol of the chunk), with the
//! metadata of each group's selected threads (row groupID in bits 0-15, row groupID + 8
//! in bits 16-31, k-blocks in thread order), and D is compared element by element with
//! the dense product of the uncompressed A. Also: the selector picks the threads (the
//! others' metadata is ignored), pruned positions multiply nothing, undefined metadata
//! faults naming the lane (unless the chunk's stored elements are zero, as in a
//! zero-filled edge tile), and the legality rules.
//!
//! The ISA gives the metadata's places only in figures; `meta_words` writes warpsim's
//! reading of them (the same one `func::matrix::sparse` implements), so these tests pin
//! that reading down rather than check it independently. The A, B, C and D fragment
//! places come from the ISA's formulas.

mod common;
use common::elems::*;
use common::*;

const HDR: &str = ".version 8.7\n.target sm_90\n.address_size 64\n";

/// Where a form runs: the module header, the GPU config (None: the default) and the
/// `.kind` qualifier written after the layouts ("" for none).
struct Tgt {
    hdr: &'static str,
    cfg: Option<String>,
    kind: &'static str,
}

/// The sm_90 default.
const SM90: Tgt = Tgt {
    hdr: HDR,
    cfg: None,
    kind: "",
};

/// sm_120a (`common::sm120a_config`) with `.kind::f8f6f4`.
fn sm120a() -> Tgt {
    Tgt {
        hdr: ".version 8.7\n.target sm_120a\n.address_size 64\n",
        cfg: Some(sm120a_config()),
        kind: ".kind::f8f6f4",
    }
}

fn mnk(shape: &str) -> (u32, u32, u32) {
    let s = &shape[1..];
    let (m, rest) = s.split_once('n').unwrap();
    let (n, k) = rest.split_once('k').unwrap();
    (m.parse().unwrap(), n.parse().unwrap(), k.parse().unwrap())
}

/// Elements of A per chunk and stored per chunk.
fn chunk(a: &str) -> (u32, u32) {
    match bits(a) {
        32 => (2, 1),
        4 => (8, 4),
        _ => (4, 2),
    }
}

/// (row, chunk, slot in the chunk's stored elements) of element `i` of a lane's
/// compressed A fragment, from the ISA's formulas (firstcol / chunk width = chunk).
fn a_pos(shape: &str, a: &str, lane: u32, i: u32) -> (u32, u32, u32) {
    let (g, t) = (lane >> 2, lane % 4);
    let hi = |c: bool| if c { g } else { g + 8 };
    match (shape, bits(a)) {
        // firstcol = 4t (+16 for i >= 4); two stored per chunk.
        ("m16n8k16", 16) => (hi(i < 2), t, i & 1),
        ("m16n8k32", 16) => (
            hi(i < 2 || (4..6).contains(&i)),
            t + if i >= 4 { 4 } else { 0 },
            i & 1,
        ),
        // firstcol = 2t (+8 for a2, a3); one stored per chunk.
        ("m16n8k8", 32) => (hi(i == 0), t, 0),
        ("m16n8k16", 32) => (hi(i.is_multiple_of(2)), t + if i >= 2 { 4 } else { 0 }, 0),
        // firstcol = 8t (+32 for i >= 8): two four-wide chunks per register.
        ("m16n8k32", 8) => (hi(i < 4), 2 * t + (i & 3) / 2, i & 1),
        ("m16n8k64", 8) => (
            hi(i < 4 || (8..12).contains(&i)),
            2 * t + (i & 3) / 2 + if i >= 8 { 8 } else { 0 },
            i & 1,
        ),
        // firstcol = 16t (+64 for i >= 16): two eight-wide chunks, four stored each.
        ("m16n8k64", 4) => (hi(i < 8), 2 * t + (i & 7) / 4, i & 3),
        ("m16n8k128", 4) => (
            hi(i < 8 || (16..24).contains(&i)),
            2 * t + (i & 7) / 4 + if i >= 16 { 8 } else { 0 },
            i & 3,
        ),
        _ => panic!("no sparse A layout for {shape} {a}"),
    }
}

/// (k, n) of element `i` of a lane's B fragment ("same as ... mma.m16n8kK", and the
/// sparse figures for the K no dense form has).
fn b_pos(shape: &str, a: &str, lane: u32, i: u32) -> (u32, u32) {
    let (g, t) = (lane >> 2, lane % 4);
    match bits(a) {
        16 => (2 * t + (i & 1) + 8 * (i >> 1), g),
        32 => (t + 4 * i, g),
        8 => (4 * t + (i & 3) + 16 * (i >> 2), g),
        _ => {
            let _ = shape;
            (8 * t + (i & 7) + 32 * (i >> 3), g)
        }
    }
}

/// (row, col) of C/D element `i`.
fn c_pos(lane: u32, i: u32) -> (u32, u32) {
    let (g, t) = (lane >> 2, lane % 4);
    (if i < 2 { g } else { g + 8 }, 2 * t + (i & 1))
}

/// A structured-sparse A: the dense matrix (zeros at pruned places), and per (row,
/// chunk) the stored values and the metadata nibble.
struct Sparse {
    dense: Vec<u64>,
    stored: Vec<Vec<u64>>,
    nib: Vec<u32>,
}

fn make_sparse(rng: &mut Rng, a: &str, k: u32, ordered: bool) -> Sparse {
    let (w, s) = chunk(a);
    let chunks = k / w;
    let mut dense = vec![0u64; (16 * k) as usize];
    let mut stored = Vec::new();
    let mut nib = Vec::new();
    for row in 0..16 {
        for q in 0..chunks {
            let (n, vals): (u32, Vec<u64>) = if w == 2 {
                // 1:2: the element at 0 (0b0100) or 1 (0b1110).
                let p = rng.below(2) as u32;
                let v = rand_elem(rng, a);
                dense[(row * k + q * w + p) as usize] = v;
                (if p == 0 { 0b0100 } else { 0b1110 }, vec![v])
            } else {
                // Two distinct places of four (elements, or pairs for 4-bit types),
                // in either order unless the metadata must be ordered.
                let x = rng.below(4) as u32;
                let y = (x + 1 + rng.below(3) as u32) % 4;
                let (i0, i1) = if ordered {
                    (x.min(y), x.max(y))
                } else {
                    (x, y)
                };
                let unit = w / 4;
                let mut vals = Vec::new();
                for idx in [i0, i1] {
                    for u in 0..unit {
                        let v = rand_elem(rng, a);
                        dense[(row * k + q * w + idx * unit + u) as usize] = v;
                        vals.push(v);
                    }
                }
                (i0 | i1 << 2, vals)
            };
            assert_eq!(vals.len() as u32, s);
            stored.push(vals);
            nib.push(n);
        }
    }
    Sparse { dense, stored, nib }
}

/// Metadata words of every lane: `threads` contributing threads per group from `first`.
fn meta_words(sp: &Sparse, chunks: u32, threads: u32, first: u32, fill: u32) -> Vec<u32> {
    let mut words = vec![fill; 32];
    for g in 0..8 {
        for j in 0..threads {
            words[(4 * g + first + j) as usize] = 0;
        }
    }
    for row in 0..16u32 {
        for q in 0..chunks {
            let lane = 4 * (row % 8) + first + q / 4;
            let shift = 16 * (row / 8) + 4 * (q % 4);
            words[lane as usize] |= sp.nib[(row * chunks + q) as usize] << shift;
        }
    }
    words
}

fn list(first: usize, n: usize) -> String {
    (first..first + n)
        .map(|k| format!("%r{k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One form on random data; `sel` the selector; the metadata of lanes that do not
/// contribute is `fill` (ignored). Returns D as raw element bits, row-major.
#[allow(clippy::too_many_arguments)]
fn run_form(
    variant: &str,
    shape: &str,
    d: &str,
    a: &str,
    b: &str,
    sat: bool,
    sel: u32,
    seed: u64,
    t: &Tgt,
) -> (Vec<u64>, Vec<u64>) {
    let (m, n, k) = mnk(shape);
    let (w, _) = chunk(a);
    let chunks = k / w;
    let threads = k / (4 * w);
    let first = match threads {
        1 => sel,
        2 => 2 * sel,
        _ => 0,
    };
    let mut rng = Rng(seed);
    let sp = make_sparse(&mut rng, a, k, variant.contains("ordered"));
    let bm: Vec<u64> = (0..k * n).map(|_| rand_elem(&mut rng, b)).collect();
    let mut cm: Vec<u64> = (0..m * n).map(|_| rand_elem(&mut rng, d)).collect();
    if sat {
        for (i, v) in cm.iter_mut().enumerate() {
            *v = if i % 2 == 0 { 0x7FFF_FF00 } else { 0x8000_0100 };
        }
    }
    let (ab, bb, cb) = (bits(a), bits(b), bits(d));
    let na = 16 * k / 2 * ab / 32 / 32;
    let nb = k * n * bb / 32 / 32;
    let nc = m * n * cb / 32 / 32;
    let meta = meta_words(&sp, chunks, threads, first, 0x5555_5555);
    let inputs: Vec<Vec<u32>> = (0..32u32)
        .map(|lane| {
            let mut regs = vec![0u32; (na + nb + nc + 1) as usize];
            let (pa, pb) = (32 / ab, 32 / bb);
            for i in 0..na * pa {
                let (r, q, s) = a_pos(shape, a, lane, i);
                let v = sp.stored[(r * chunks + q) as usize][s as usize] as u32
                    & ((1u64 << ab) - 1) as u32;
                regs[(i / pa) as usize] |= v << ((i % pa) * ab);
            }
            for i in 0..nb * pb {
                let (kk, nn) = b_pos(shape, a, lane, i);
                let v = bm[(kk * n + nn) as usize] as u32 & ((1u64 << bb) - 1) as u32;
                regs[(na + i / pb) as usize] |= v << ((i % pb) * bb);
            }
            let pc = 32 / cb;
            for i in 0..4 {
                let (r, c) = c_pos(lane, i);
                let v = cm[(r * n + c) as usize] as u32 & ((1u64 << cb) - 1) as u32;
                regs[(na + nb + i / pc) as usize] |= v << ((i % pc) * cb);
            }
            regs[(na + nb + nc) as usize] = meta[lane as usize];
            regs
        })
        .collect();
    let satw = if sat { ".satfinite" } else { "" };
    let e = na + nb + nc + 1;
    let body = format!(
        "\t{variant}.sync.aligned.{shape}.row.col{}{satw}.{d}.{a}.{b}.{d} {{{}}}, {{{}}}, {{{}}}, {{{}}}, %r{e}, {sel};",
        t.kind,
        list(100, nc as usize),
        list(1, na as usize),
        list(1 + na as usize, nb as usize),
        list(1 + (na + nb) as usize, nc as usize),
    );
    let (out, _) = run_lanes(t.hdr, &body, &inputs, nc as usize, t.cfg.as_deref())
        .unwrap_or_else(|e| panic!("{variant} {shape}.{d}.{a}.{b}: {e}"));
    let mut dm = vec![u64::MAX; (m * n) as usize];
    let pc = 32 / cb;
    for (lane, regs) in out.iter().enumerate() {
        for i in 0..4 {
            let (r, c) = c_pos(lane as u32, i);
            dm[(r * n + c) as usize] =
                ((regs[(i / pc) as usize] >> ((i % pc) * cb)) as u64) & ((1u64 << cb) - 1);
        }
    }
    // The reference: the dense product of the uncompressed A.
    let want: Vec<u64> = (0..m * n)
        .map(|ij| {
            let (i, j) = (ij / n, ij % n);
            if d == "s32" {
                let mut s = ival(d, cm[ij as usize]);
                for kk in 0..k {
                    s += ival(a, sp.dense[(i * k + kk) as usize])
                        * ival(b, bm[(kk * n + j) as usize]);
                }
                let s = if sat {
                    s.clamp(i32::MIN as i64, i32::MAX as i64)
                } else {
                    s
                };
                s as i32 as u32 as u64
            } else {
                let mut s = fval(d, cm[ij as usize]);
                for kk in 0..k {
                    s += fval(a, sp.dense[(i * k + kk) as usize])
                        * fval(b, bm[(kk * n + j) as usize]);
                }
                if d == "f32" {
                    (s as f32).to_bits() as u64
                } else {
                    to_f16(s)
                }
            }
        })
        .collect();
    (dm, want)
}

fn check(variant: &str, shape: &str, d: &str, a: &str, b: &str, sat: bool, seed: u64) {
    check_on(variant, shape, d, a, b, sat, seed, &SM90)
}

#[allow(clippy::too_many_arguments)]
fn check_on(variant: &str, shape: &str, d: &str, a: &str, b: &str, sat: bool, seed: u64, t: &Tgt) {
    let (_, _, k) = mnk(shape);
    let threads = k / (4 * chunk(a).0);
    for sel in 0..4 / threads {
        let (got, want) = run_form(variant, shape, d, a, b, sat, sel, seed + sel as u64, t);
        for (ij, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(
                g,
                w,
                "{variant} {shape}.{d}.{a}.{b} sel {sel} seed {seed}: D[{}][{}]",
                ij / 8,
                ij % 8
            );
        }
    }
}

#[test]
fn half_and_bf16_forms_match_the_dense_product() {
    for (i, variant) in ["mma.sp", "mma.sp::ordered_metadata"]
        .into_iter()
        .enumerate()
    {
        for shape in ["m16n8k16", "m16n8k32"] {
            check(variant, shape, "f32", "f16", "f16", false, 10 + i as u64);
            check(variant, shape, "f16", "f16", "f16", false, 20 + i as u64);
            check(variant, shape, "f32", "bf16", "bf16", false, 30 + i as u64);
        }
    }
}

#[test]
fn tf32_forms_place_one_element_of_two() {
    for variant in ["mma.sp", "mma.sp::ordered_metadata"] {
        for shape in ["m16n8k8", "m16n8k16"] {
            check(variant, shape, "f32", "tf32", "tf32", false, 40);
        }
    }
}

#[test]
fn fp8_forms_match_the_dense_product() {
    for (a, b) in [("e4m3", "e4m3"), ("e5m2", "e4m3"), ("e4m3", "e5m2")] {
        check("mma.sp", "m16n8k64", "f32", a, b, false, 50);
    }
}

/// sm_120a `mma.sp::ordered_metadata ... .kind::f8f6f4`: every mix of the five narrow
/// float types (fp8, fp6, fp4 in 8-bit containers, random padding bits) on the
/// m16n8k64 sparse fragments, f32 and f16 accumulators.
#[test]
fn f8f6f4_forms_match_the_dense_product() {
    let tys = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"];
    let t = sm120a();
    let mut seed = 700;
    for a in tys {
        for b in tys {
            let dc = if seed % 2 == 0 { "f32" } else { "f16" };
            check_on(
                "mma.sp::ordered_metadata",
                "m16n8k64",
                dc,
                a,
                b,
                false,
                seed,
                &t,
            );
            seed += 1;
        }
    }
}

#[test]
fn integer_forms_wrap_or_saturate() {
    let mut seed = 60;
    for (shapes, tys) in [
        (["m16n8k32", "m16n8k64"], ["s8", "u8"]),
        (["m16n8k64", "m16n8k128"], ["s4", "u4"]),
    ] {
        for shape in shapes {
            for a in tys {
                for b in tys {
                    for sat in [false, true] {
                        seed += 1;
                        let v = if seed % 2 == 0 {
                            "mma.sp"
                        } else {
                            "mma.sp::ordered_metadata"
                        };
                        check(v, shape, "s32", a, b, sat, seed);
                    }
                }
            }
        }
    }
}

/// A pruned position of A multiplies nothing: an infinite B element there leaves D
/// finite (a dense product with the zero would give NaN). This is the modelled
/// behaviour (the sparse unit selects the B rows the metadata names); the ISA's
/// D = A * B + C does not say.
#[test]
fn pruned_positions_multiply_nothing() {
    // A row 0, chunk 0 stores 1.0 at columns 0 and 1; B column 0 has +inf at k = 2.
    let one = 0x3C00u32;
    let inf = 0x7C00u32;
    let mut inputs = vec![vec![0u32; 9]; 32];
    // Lane 0 holds row 0 (groupID 0), chunk 0 (threadID 0): a0, a1.
    inputs[0][0] = one | one << 16;
    // B of m16n8k16 f16: lane 1 (groupID 0, threadID 1) holds k = 2, 3 of column 0.
    inputs[1][2] = inf;
    // Metadata (selector 0: T0 of each group): indices 0 and 1 in every chunk.
    for g in 0..8 {
        inputs[4 * g][8] = 0x4444_4444;
    }
    let body = "\tmma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r100, %r101, %r102, %r103}, {%r1, %r2}, {%r3, %r4}, {%r5, %r6, %r7, %r8}, %r9, 0;";
    let (out, _) = run_lanes(HDR, body, &inputs, 4, None).unwrap();
    assert_eq!(out[0][0], 0, "D[0][0] = 1*0 + 1*0 + 0");
    // With the infinity at a stored place (k = 1 of column 0: lane 0's b0 high half)
    // it does reach D.
    inputs[1][2] = 0;
    inputs[0][2] = inf << 16;
    let (out, _) = run_lanes(HDR, body, &inputs, 4, None).unwrap();
    assert_eq!(out[0][0], f32::INFINITY.to_bits());
}

#[test]
fn undefined_metadata_faults_naming_the_lane() {
    let body = |v: &str| {
        format!("\t{v}.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {{%r100, %r101, %r102, %r103}}, {{%r1, %r2}}, {{%r3, %r4}}, {{%r5, %r6, %r7, %r8}}, %r9, 1;")
    };
    // A = 1.0 everywhere (undefined metadata over zero elements is tolerated).
    let mut inputs = vec![vec![0x3C00_3C00u32, 0x3C00_3C00, 0, 0, 0, 0, 0, 0, 0]; 32];
    // Selector 1: thread T1 of each group; valid (increasing) everywhere but lane 13.
    for g in 0..8 {
        inputs[4 * g + 1][8] = 0x4444_4444;
    }
    run_lanes(HDR, &body("mma.sp"), &inputs, 4, None).unwrap();
    inputs[13][8] = 0x4444_4454; // chunk 1 of row 3: 0b0101, both indices 1
    let e = run_lanes(HDR, &body("mma.sp"), &inputs, 4, None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("lane 13") && e.contains("equal"), "{e}");
    // Decreasing indices: fine for mma.sp, undefined for ::ordered_metadata.
    inputs[13][8] = 0x4444_4414;
    run_lanes(HDR, &body("mma.sp"), &inputs, 4, None).unwrap();
    let e = run_lanes(HDR, &body("mma.sp::ordered_metadata"), &inputs, 4, None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("lane 13") && e.contains("increasing"), "{e}");
}

/// A tile past the matrix edge, zero-filled as CUTLASS's sparse kernels fill it: A and
/// the metadata all zero (every nibble 0b0000, undefined in the ISA). It runs and gives
/// D = C, as the hardware does.
#[test]
fn a_zero_filled_edge_tile_runs() {
    let two = 2.0f32.to_bits();
    let inputs = vec![vec![0, 0, 0x3C00_3C00, 0x3C00_3C00, two, two, two, two, 0]; 32];
    let body = "\tmma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r100, %r101, %r102, %r103}, {%r1, %r2}, {%r3, %r4}, {%r5, %r6, %r7, %r8}, %r9, 0;";
    let (out, _) = run_lanes(HDR, body, &inputs, 4, None).unwrap();
    assert!(out.iter().all(|r| r == &[two; 4]), "{out:?}");
}

fn load_err(body: &str, hdr: &str) -> String {
    let inputs = vec![vec![0u32; 9]; 32];
    match run_lanes(hdr, body, &inputs, 4, None) {
        Ok(_) => panic!("accepted: {body}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn illegal_forms_are_located_errors() {
    let ops = "{%r100, %r101, %r102, %r103}, {%r1, %r2}, {%r3, %r4}, {%r5, %r6, %r7, %r8}, %r9";
    let cases = [
        (format!("\tmma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {ops}, 4;"), HDR, "sparsity selector 4"),
        (format!("\tmma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {ops}, %r9;"), HDR, "integer constant"),
        (format!("\tmma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {ops};"), HDR, "operand count"),
        (format!("\tmma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f32 {ops}, 0;"), HDR, ".dtype must equal .ctype"),
        (format!("\tmma.sp.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {ops}, 0;"), HDR, "not defined for sparse"),
        ("\tmma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r100, %r101, %r102, %r103}, {%r1, %r2, %r10, %r11}, {%r3, %r4}, {%r5, %r6, %r7, %r8}, %r9, 0;".to_string(), HDR, "A fragment"),
        (
            "\tmma.sp.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32 {%r100, %r101, %r102, %r103}, {%r1, %r2, %r10, %r11}, {%r3, %r4, %r12, %r13}, {%r5, %r6, %r7, %r8}, %r9, 0;".to_string(),
            ".version 8.4\n.target sm_80\n.address_size 64\n",
            "sm_89",
        ),
        (
            format!("\tmma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {ops}, 0;"),
            ".version 8.4\n.target sm_90\n.address_size 64\n",
            "8.5",
        ),
        (
            format!("\tmma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {ops}, 0;"),
            ".version 8.0\n.target sm_75\n.address_size 64\n",
            "sm_80",
        ),
    ];
    for (body, hdr, want) in cases {
        let e = load_err(&body, hdr);
        assert!(e.contains(want), "{body}: {e}");
        assert!(e.contains(':'), "located: {e}");
    }
}

/// Sparse `.kind::f8f6f4`'s legality: only `::ordered_metadata`, only m16n8k64, narrow
/// A and B, equal f16/f32 accumulators, sm_120a; the narrow 6- and 4-bit types need the
/// qualifier; a block-scaled form needs its scale operands (those forms run in
/// `ptx_mma_scale.rs`).
#[test]
fn f8f6f4_sparse_forms_are_checked() {
    let ops = "{%r100, %r101, %r102, %r103}, {%r1, %r2, %r10, %r11}, {%r3, %r4, %r12, %r13}, {%r5, %r6, %r7, %r8}, %r9, 0;";
    let sm120a = ".version 8.7\n.target sm_120a\n.address_size 64\n";
    let q = |v: &str, rest: &str| format!("\t{v}.sync.aligned.{rest} {ops}");
    let o = "mma.sp::ordered_metadata";
    let cases = [
        (
            q("mma.sp", "m16n8k64.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32"),
            sm120a,
            "mma.sp::ordered_metadata only",
        ),
        (
            q(o, "m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32"),
            sm120a,
            ".m16n8k64 only",
        ),
        (
            q(o, "m16n8k64.row.col.kind::f8f6f4.f32.s8.e2m1.f32"),
            sm120a,
            "A and B of",
        ),
        (
            q(o, "m16n8k64.row.col.kind::f8f6f4.f16.e3m2.e2m1.f32"),
            sm120a,
            "accumulators",
        ),
        (
            q(o, "m16n8k64.row.col.f32.e3m2.e2m3.f32"),
            sm120a,
            "need .kind::f8f6f4",
        ),
        (
            q(o, "m16n8k64.row.col.kind::f8f6f4.f32.e3m2.e2m3.f32"),
            HDR,
            "sm_120a",
        ),
        (
            q(
                o,
                "m16n8k64.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e3m2.e2m1.f32.ue8m0",
            ),
            sm120a,
            "expected 10 (d, a, b, c, e, f, scale-a-data",
        ),
    ];
    for (body, hdr, want) in cases {
        let e = load_err(&body, hdr);
        assert!(e.contains(want), "{body}: {e}");
        assert!(e.contains(':'), "located: {e}");
    }
}
