//! PTX block-scaled `mma` (`.kind::mxf8f6f4`, `.kind::mxf4`, `.kind::mxf4nvf4` with
//! `.block_scale`, sm_120a) end to end. Every byte of every lane's `scale-a-data` and
//! `scale-b-data` is NaN except the ones the PTX ISA's "Block Scaling for mma.sync"
//! says the selectors pick (written out here: `SF_A` of row m, chunk c in lane
//! `4 (m % 8) + 2 thread-id-a + m / 8`, byte `byte-id-a + c`; `SF_B` of column n in
//! lane `4 n + thread-id-b`, byte `byte-id-b + c`), so a factor taken from anywhere
//! else shows as NaN. The reference computes `C + sum A SF_A B SF_B` in f64, exact for
//! these inputs (element and scale ranges chosen so every sum spans at most 53 bits),
//! rounded once to f32. Also: NaN scales, register selectors, the legality rules and
//! selector faults.

mod common;
use common::elems::*;
use common::mma_frags::*;
use common::*;

const SM120A: &str = ".version 8.7\n.target sm_120a\n.address_size 64\n";
/// `.scale_vec::4X` with `.ue8m0` under `.kind::mxf4nvf4` needs PTX ISA 9.1.
const SM120A_91: &str = ".version 9.1\n.target sm_120a\n.address_size 64\n";

/// One block-scaled form: the kind, `.scale_vec::NX` as written (`None`: the kind's
/// default), the scale type, A and B types.
#[derive(Clone, Copy)]
struct Form {
    kind: &'static str,
    vec: Option<u32>,
    stype: &'static str,
    a: &'static str,
    b: &'static str,
}

impl Form {
    fn packed(&self) -> bool {
        self.kind != "mxf8f6f4"
    }

    fn shape(&self) -> &'static str {
        if self.packed() {
            "m16n8k64"
        } else {
            "m16n8k32"
        }
    }

    /// Chunks per row of A (`.scale_vec_size`, defaults per the ISA).
    fn chunks(&self) -> u32 {
        self.vec.unwrap_or(if self.packed() { 2 } else { 1 })
    }

    fn header(&self) -> &'static str {
        if self.kind == "mxf4nvf4" && self.vec == Some(4) && self.stype == "ue8m0" {
            SM120A_91
        } else {
            SM120A
        }
    }

    fn mnemonic(&self) -> String {
        let vec = self
            .vec
            .map_or(String::new(), |v| format!(".scale_vec::{v}X"));
        format!(
            "mma.sync.aligned.{}.row.col.kind::{}.block_scale{vec}.f32.{}.{}.f32.{}",
            self.shape(),
            self.kind,
            self.a,
            self.b,
            self.stype
        )
    }
}

/// A scale factor's value (written from the formats' definitions: E8M0 2^(x-127) with
/// 0xFF NaN; unsigned E4M3 with bias 7, 0x7F NaN).
fn scale_val(stype: &str, x: u8) -> f64 {
    match stype {
        "ue8m0" if x == 0xFF => f64::NAN,
        "ue8m0" => 2f64.powi(x as i32 - 127),
        _ if x & 0x7F == 0x7F => f64::NAN,
        _ => {
            let (e, m) = ((x >> 3) & 0xF, (x & 7) as f64);
            if e == 0 {
                m * 2f64.powi(-9)
            } else {
                (8.0 + m) * 2f64.powi(e as i32 - 10)
            }
        }
    }
}

/// A random finite scale within 2^-3 .. 2^3 (keeps the reference exact).
fn rand_scale(rng: &mut Rng, stype: &str) -> u8 {
    if stype == "ue8m0" {
        124 + rng.below(7) as u8
    } else {
        ((4 + rng.below(7) as u8) << 3) | rng.below(8) as u8
    }
}

/// A random A/B element's bits (packed e2m1: a 4-bit code).
fn rand_ab(rng: &mut Rng, f: &Form, t: &str) -> u64 {
    if f.packed() {
        rng.next() & 0xF
    } else {
        rand_elem(rng, t)
    }
}

fn ab_val(f: &Form, t: &str, x: u64) -> f64 {
    if f.packed() {
        fval("e2m1", x << 2)
    } else {
        fval(t, x)
    }
}

/// The selectors `[byte-id-a, thread-id-a, byte-id-b, thread-id-b]`.
type Sel = [u32; 4];

/// How the selectors are written: constants, or `.b16` registers set by `mov`.
#[derive(Clone, Copy, PartialEq)]
enum SelAs {
    Const,
    Reg,
}

/// One run: D and the inputs it was computed from.
struct Case {
    d: Mat,
    a: Mat,
    b: Mat,
    c: Mat,
    /// `sfa[m][c]`, `sfb[n][c]` as bytes.
    sfa: Vec<Vec<u8>>,
    sfb: Vec<Vec<u8>>,
}

/// Run `f` on random data with `sel`; `nan_at` (A?, row or column, chunk) makes
/// that factor NaN.
fn run_case(
    f: &Form,
    sel: Sel,
    how: SelAs,
    seed: u64,
    nan_at: Option<(bool, usize, usize)>,
) -> Result<Case, String> {
    let shape = f.shape();
    let (m, n, k) = mnk(shape);
    let ebits = if f.packed() { 4 } else { 8 };
    let mut rng = Rng(seed);
    let mk = |rows, cols, t: &str, rng: &mut Rng| Mat {
        rows,
        cols,
        v: (0..rows * cols).map(|_| rand_ab(rng, f, t)).collect(),
    };
    let am = mk(m, k, f.a, &mut rng);
    let bm = mk(k, n, f.b, &mut rng);
    // C: f32 values of e4m3 range (their lowest bit is no lower than the products').
    let cm = Mat {
        rows: m,
        cols: n,
        v: (0..m * n)
            .map(|_| (fval("e4m3", rand_elem(&mut rng, "e4m3")) as f32).to_bits() as u64)
            .collect(),
    };
    let chunks = f.chunks() as usize;
    let mut sfa = vec![vec![0u8; chunks]; m as usize];
    let mut sfb = vec![vec![0u8; chunks]; n as usize];
    // Every byte NaN but the selected ones.
    let (mut sa, mut sb) = ([u32::MAX; 32], [u32::MAX; 32]);
    let set = |w: &mut u32, byte: u32, v: u8| {
        *w = (*w & !(0xFF << (8 * byte))) | (v as u32) << (8 * byte);
    };
    for (row, fs) in sfa.iter_mut().enumerate() {
        // (`% 32`: an undefined thread-id-a still builds a case, to see it refused.)
        let lane = (4 * (row % 8) + 2 * sel[1] as usize + row / 8) % 32;
        for (c, x) in fs.iter_mut().enumerate() {
            *x = match nan_at {
                Some((true, r, cc)) if (r, cc) == (row, c) => 0xFF,
                _ => rand_scale(&mut rng, f.stype),
            };
            set(&mut sa[lane], sel[0] + c as u32, *x);
        }
    }
    for (col, fs) in sfb.iter_mut().enumerate() {
        let lane = (4 * col + sel[3] as usize) % 32;
        for (c, x) in fs.iter_mut().enumerate() {
            *x = match nan_at {
                Some((false, r, cc)) if (r, cc) == (col, c) => 0xFF,
                _ => rand_scale(&mut rng, f.stype),
            };
            set(&mut sb[lane], sel[2] + c as u32, *x);
        }
    }
    let abits = ebits;
    let (pa, pb, pc) = (
        pack(shape, abits, K::A, &am, ebits),
        pack(shape, abits, K::B, &bm, ebits),
        pack(shape, abits, K::C, &cm, 32),
    );
    let (na, nb, nc) = (pa[0].len(), pb[0].len(), pc[0].len());
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|l| {
            [
                pa[l].clone(),
                pb[l].clone(),
                pc[l].clone(),
                vec![sa[l], sb[l]],
            ]
            .concat()
        })
        .collect();
    let (rsa, rsb) = (1 + na + nb + nc, 2 + na + nb + nc);
    let (pre, sels) = match how {
        SelAs::Const => (
            String::new(),
            [
                format!("{{{}, {}}}", sel[0], sel[1]),
                format!("{{{}, {}}}", sel[2], sel[3]),
            ],
        ),
        SelAs::Reg => (
            format!(
                "\t.reg .b16 %hs<4>;\n\tmov.b16 %hs0, {};\n\tmov.b16 %hs1, {};\n\tmov.b16 %hs2, {};\n\tmov.b16 %hs3, {};\n",
                sel[0], sel[1], sel[2], sel[3]
            ),
            ["{%hs0, %hs1}".to_string(), "{%hs2, %hs3}".to_string()],
        ),
    };
    let body = format!(
        "{pre}\t{} {{{}}}, {{{}}}, {{{}}}, {{{}}}, %r{rsa}, {}, %r{rsb}, {};",
        f.mnemonic(),
        list(100, 4, "r"),
        list(1, na, "r"),
        list(1 + na, nb, "r"),
        list(1 + na + nb, nc, "r"),
        sels[0],
        sels[1],
    );
    let (out, _) = run_lanes(f.header(), &body, &inputs, 4, Some(&sm120a_config()))
        .map_err(|e| e.to_string())?;
    Ok(Case {
        d: unpack(shape, abits, m, n, &out, 32),
        a: am,
        b: bm,
        c: cm,
        sfa,
        sfb,
    })
}

/// D from the case's inputs: `C + sum_k A SF_A B SF_B` in f64, rounded once to f32.
fn reference(f: &Form, cs: &Case, i: u32, j: u32) -> f32 {
    let k = cs.a.cols;
    let chunk = k / f.chunks();
    let mut s = f32::from_bits(cs.c.at(i, j) as u32) as f64;
    for kk in 0..k {
        let c = (kk / chunk) as usize;
        let fa = scale_val(f.stype, cs.sfa[i as usize][c]);
        let fb = scale_val(f.stype, cs.sfb[j as usize][c]);
        s += ab_val(f, f.a, cs.a.at(i, kk)) * fa * ab_val(f, f.b, cs.b.at(kk, j)) * fb;
    }
    s as f32
}

fn check(f: &Form, sel: Sel, how: SelAs, seed: u64) {
    let cs = run_case(f, sel, how, seed, None).unwrap_or_else(|e| panic!("{}: {e}", f.mnemonic()));
    for i in 0..cs.d.rows {
        for j in 0..cs.d.cols {
            let want = reference(f, &cs, i, j);
            assert_eq!(
                cs.d.at(i, j) as u32,
                want.to_bits(),
                "{} sel {sel:?} seed {seed}: D[{i}][{j}] = {} want {want}",
                f.mnemonic(),
                f32::from_bits(cs.d.at(i, j) as u32)
            );
        }
    }
}

const fn form(
    kind: &'static str,
    vec: Option<u32>,
    stype: &'static str,
    a: &'static str,
    b: &'static str,
) -> Form {
    Form {
        kind,
        vec,
        stype,
        a,
        b,
    }
}

/// Every kind, `.scale_vec_size` and scale type of Table 36 (defaults written and
/// not), mixed narrow types for mxf8f6f4.
const FORMS: &[Form] = &[
    form("mxf8f6f4", Some(1), "ue8m0", "e4m3", "e5m2"),
    form("mxf8f6f4", None, "ue8m0", "e3m2", "e2m1"),
    form("mxf8f6f4", Some(1), "ue8m0", "e2m3", "e4m3"),
    form("mxf4", None, "ue8m0", "e2m1", "e2m1"),
    form("mxf4", Some(2), "ue8m0", "e2m1", "e2m1"),
    form("mxf4nvf4", Some(2), "ue8m0", "e2m1", "e2m1"),
    form("mxf4nvf4", Some(4), "ue8m0", "e2m1", "e2m1"),
    form("mxf4nvf4", Some(4), "ue4m3", "e2m1", "e2m1"),
];

/// Every valid selector of the form's `.scale_vec_size` (PTX ISA Table 37), a few at
/// a time.
fn selectors(vec: u32) -> Vec<Sel> {
    let bytes: &[u32] = match vec {
        1 => &[0, 1, 2, 3],
        2 => &[0, 2],
        _ => &[0],
    };
    let mut out = Vec::new();
    for &ba in bytes {
        for ta in 0..2 {
            for &bb in bytes {
                for tb in 0..4 {
                    out.push([ba, ta, bb, tb]);
                }
            }
        }
    }
    out
}

#[test]
fn scaled_forms_match_the_reference_for_every_selector() {
    let mut seed = 9000;
    for f in FORMS {
        let sels = selectors(f.chunks());
        // Every selector on the first forms of each kind; a stride through them on
        // the rest (the placement does not depend on the element types).
        let step = if f.vec.is_none() { 1 } else { 5 };
        for sel in sels.iter().step_by(step) {
            seed += 1;
            check(f, *sel, SelAs::Const, seed);
        }
    }
}

#[test]
fn register_selectors_pick_the_same_factors() {
    for (s, f) in FORMS.iter().enumerate() {
        let sel = *selectors(f.chunks()).last().unwrap();
        check(f, sel, SelAs::Reg, 9500 + s as u64);
    }
}

/// A NaN factor makes its row (A) or column (B) of D NaN and nothing else.
#[test]
fn a_nan_scale_poisons_its_row_or_column() {
    for (s, f) in [FORMS[0], FORMS[7]].iter().enumerate() {
        for (is_a, at) in [(true, 5usize), (false, 3)] {
            let sel = [0, 1, 0, 2];
            let cs = run_case(f, sel, SelAs::Const, 9600 + s as u64, Some((is_a, at, 0))).unwrap();
            for i in 0..16 {
                for j in 0..8 {
                    let d = f32::from_bits(cs.d.at(i, j) as u32);
                    let hit = if is_a {
                        i as usize == at
                    } else {
                        j as usize == at
                    };
                    assert_eq!(d.is_nan(), hit, "{} D[{i}][{j}] = {d}", f.mnemonic());
                    if !hit {
                        assert_eq!(d.to_bits(), reference(f, &cs, i, j).to_bits());
                    }
                }
            }
        }
    }
}

fn load_err(mnemonic: &str, ops: &str, hdr: &str) -> String {
    let inputs = vec![vec![0u32; 16]; 32];
    match run_lanes(hdr, &format!("\t{mnemonic} {ops};"), &inputs, 4, None) {
        Ok(_) => panic!("accepted: {mnemonic}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn illegal_forms_and_selectors_are_located_errors() {
    let frag =
        "{%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10}";
    let scaled = format!("{frag}, %r11, {{0, 1}}, %r12, {{0, 1}}");
    let k64 = "mma.sync.aligned.m16n8k64.row.col";
    let k32 = "mma.sync.aligned.m16n8k32.row.col";
    for (mn, ops, hdr, want) in [
        (
            format!("{k64}.kind::mxf4nvf4.block_scale.f32.e2m1.e2m1.f32.ue8m0"),
            scaled.clone(),
            SM120A,
            "needs .scale_vec::2X or .scale_vec::4X",
        ),
        (
            format!("{k64}.kind::mxf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0"),
            scaled.clone(),
            SM120A,
            "does not take .scale_vec::4X",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue4m3"),
            scaled.clone(),
            SM120A,
            "does not take .scale_vec::1X with .ue4m3",
        ),
        (
            format!("{k64}.kind::mxf4.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            scaled.clone(),
            SM120A,
            "takes .e2m1 A and B",
        ),
        (
            format!("{k32}.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0"),
            scaled.clone(),
            SM120A,
            ".m16n8k64 only",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.f32.e4m3.e4m3.f32.ue8m0"),
            scaled.clone(),
            SM120A,
            "needs .block_scale",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32"),
            scaled.clone(),
            SM120A,
            "needs the scale type",
        ),
        (
            format!("{k32}.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            scaled.clone(),
            SM120A,
            ".block_scale needs a block-scaled .kind",
        ),
        (
            format!("{k32}.kind::f8f6f4.block_scale.f32.e4m3.e4m3.f32"),
            frag.to_string(),
            SM120A,
            "applies only to the block-scaled kinds",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f16.e4m3.e4m3.f16.ue8m0"),
            scaled.clone(),
            SM120A,
            "takes .f32.….f32 accumulators",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.satfinite.f32.e4m3.e4m3.f32.ue8m0"),
            scaled.clone(),
            SM120A,
            "has no .satfinite",
        ),
        (
            format!("{k64}.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0"),
            format!("{frag}, %r11, {{0, 1}}, %r12, {{0, 1}}"),
            SM120A,
            "requires PTX ISA 9.1",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            scaled.clone(),
            ".version 8.7\n.target sm_90\n.address_size 64\n",
            "requires .target sm_120a",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            frag.to_string(),
            SM120A,
            "wrong operand count",
        ),
        (
            format!("{k32}.kind::f8f6f4.f32.e4m3.e4m3.f32"),
            scaled.clone(),
            SM120A,
            "the scale operands need a block-scaled .kind",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            format!("{frag}, %r11, {{4, 1}}, %r12, {{0, 1}}"),
            SM120A,
            "byte-id-a 4 is undefined",
        ),
        (
            format!("{k64}.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0"),
            format!("{frag}, %r11, {{0, 1}}, %r12, {{1, 1}}"),
            SM120A,
            "byte-id-b 1 is undefined with .scale_vec::2X",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            format!("{frag}, %r11, {{0, 2}}, %r12, {{0, 1}}"),
            SM120A,
            "thread-id-a 2 is undefined",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            format!("{frag}, %r11, {{0}}, %r12, {{0, 1}}"),
            SM120A,
            "has two values",
        ),
        (
            format!("{k32}.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0"),
            format!("{frag}, %r11, %r13, %r12, {{0, 1}}"),
            SM120A,
            "expected the selector pair",
        ),
        (
            "mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0".into(),
            "{%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r7, %r8, %r9, %r10}, %r13, 0, %r11, {0, 1}, %r12, {0, 1}".into(),
            ".version 8.8\n.target sm_120f\n.address_size 64\n",
            "requires .target sm_120a or sm_121a",
        ),
        (
            "mma.sp.sync.aligned.m16n8k64.row.col.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0".into(),
            "{%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r7, %r8, %r9, %r10}, %r13, 0, %r11, {0, 1}, %r12, {0, 1}".into(),
            SM120A,
            "mma.sp::ordered_metadata only",
        ),
    ] {
        let e = load_err(&mn, &ops, hdr);
        assert!(e.contains(want), "{mn} {ops}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

/// Selectors in registers are checked when the instruction runs: a value outside Table
/// 37, or different values in different lanes, is a fault naming a lane.
#[test]
fn bad_register_selectors_fault() {
    let f = FORMS[0];
    let Err(e) = run_case(&f, [0, 2, 0, 0], SelAs::Reg, 1, None) else {
        panic!("a thread-id-a of 2 ran");
    };
    assert!(e.contains("thread-id-a 2 is undefined"), "{e}");
    assert!(e.contains("lane"), "{e}");
    // A selector from %laneid & 1: lanes disagree.
    let body = format!(
        "\t.reg .b16 %hs<2>;\n\tmov.u32 %r20, %laneid;\n\tand.b32 %r20, %r20, 1;\n\tcvt.u16.u32 %hs0, %r20;\n\tmov.b16 %hs1, 0;\n\t{} {{{}}}, {{{}}}, {{{}}}, {{{}}}, %r11, {{%hs1, %hs0}}, %r12, {{0, 0}};",
        f.mnemonic(),
        list(100, 4, "r"),
        list(1, 4, "r"),
        list(5, 2, "r"),
        list(7, 4, "r"),
    );
    let inputs = vec![vec![0u32; 12]; 32];
    let e = run_lanes(SM120A, &body, &inputs, 4, Some(&sm120a_config()))
        .unwrap_err()
        .to_string();
    assert!(e.contains("differ between lanes"), "{e}");
}

/// The sparse block-scaled forms (`mma.sp::ordered_metadata`, the metadata `e` and
/// selector `f` before the scale operands) load and run: with every factor 1 the
/// `.kind::mxf8f6f4` form equals the unscaled `.kind::f8f6f4` one; a factor 2 on A
/// doubles the `.kind::mxf4` product (C = 0). (Which chunk each stored element takes
/// its factor from is tested in `func::matrix::sparse`.)
#[test]
fn sparse_scaled_forms_run() {
    let mut rng = Rng(4242);
    // A, B: random bytes without e4m3 NaNs; C zero; metadata 0b0100 in every nibble.
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|_| {
            let mut v: Vec<u32> = (0..8).map(|_| rng.u32() & 0x7E7E_7E7E).collect();
            v.extend([0, 0, 0, 0, 0x4444_4444]);
            v
        })
        .collect();
    let run = |q: &str, scales: Option<(u32, u32)>| {
        let tail = scales.map_or(String::new(), |(a, b)| {
            format!(", {a}, {{0, 0}}, {b}, {{0, 0}}")
        });
        let body = format!(
            "\tmma.sp::ordered_metadata.sync.aligned.{q} {{%r100, %r101, %r102, %r103}}, {{%r1, %r2, %r3, %r4}}, {{%r5, %r6, %r7, %r8}}, {{%r9, %r10, %r11, %r12}}, %r13, 0{tail};"
        );
        run_lanes(SM120A, &body, &inputs, 4, Some(&sm120a_config()))
            .unwrap_or_else(|e| panic!("{q}: {e}"))
            .0
    };
    let plain = run("m16n8k64.row.col.kind::f8f6f4.f32.e4m3.e4m3.f32", None);
    let ones = run(
        "m16n8k64.row.col.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0",
        Some((0x7F7F_7F7F, 0x7F7F_7F7F)),
    );
    assert_eq!(plain, ones);
    assert!(plain.iter().flatten().any(|&x| x != 0));
    let fp4 = "m16n8k128.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0";
    let one = run(fp4, Some((0x7F7F_7F7F, 0x7F7F_7F7F)));
    let two = run(fp4, Some((0x8080_8080, 0x7F7F_7F7F)));
    for (x, y) in one.iter().flatten().zip(two.iter().flatten()) {
        assert_eq!(f32::from_bits(*x) * 2.0, f32::from_bits(*y));
    }
}
