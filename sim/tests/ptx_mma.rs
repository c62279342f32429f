//! PTX `mma.sync.aligned` end to end: every supported shape and type runs on random
//! fragments and is compared element by element with a reference written here from
//! the PTX ISA's fragment formulas ("Matrix fragments for mma.mMnNkK": groupID,
//! threadID_in_group) and plain arithmetic (integers exactly; floats on inputs whose
//! dot products are exact in f64, rounded once by the host); special values; the
//! legality rules (types, shapes, targets, register counts); a partial warp faults.

mod common;
use common::elems::*;
use common::mma_frags::*;
use common::*;

const HDR: &str = ".version 8.7\n.target sm_90\n.address_size 64\n";
const SM120A: &str = ".version 8.7\n.target sm_120a\n.address_size 64\n";

/// Where a form runs: the module header, the GPU config (`None`: the default), the
/// `.kind` qualifier written after the layouts.
struct Target {
    hdr: &'static str,
    cfg: Option<String>,
    kind: &'static str,
}

const SM90: Target = Target {
    hdr: HDR,
    cfg: None,
    kind: "",
};

/// sm_120a (`common::sm120a_config`) with `.kind::f8f6f4`.
fn sm120a() -> Target {
    Target {
        hdr: SM120A,
        cfg: Some(sm120a_config()),
        kind: ".kind::f8f6f4",
    }
}

/// Run one mma form on random data and compare D element by element. 32-bit registers
/// only (the .f64 forms have their own test).
fn check_form(shape: &str, d: &str, a: &str, b: &str, c: &str, sat: bool, seed: u64) {
    check_form_op(shape, d, a, b, c, sat, "", seed, &SM90)
}

/// As `check_form`; `bitop` is `xor` or `and` for the single-bit forms.
#[allow(clippy::too_many_arguments)]
fn check_form_op(
    shape: &str,
    d: &str,
    a: &str,
    b: &str,
    c: &str,
    sat: bool,
    bitop: &str,
    seed: u64,
    target: &Target,
) {
    let (m, n, k) = mnk(shape);
    let (ab, bb, cb, db) = (bits(a), bits(b), bits(c), bits(d));
    let mut rng = Rng(seed);
    let mk = |rng: &mut Rng, rows, cols, t: &str| Mat {
        rows,
        cols,
        v: (0..rows * cols).map(|_| rand_elem(rng, t)).collect(),
    };
    let am = mk(&mut rng, m, k, a);
    let bm = mk(&mut rng, k, n, b);
    let mut cm = mk(&mut rng, m, n, c);
    if sat {
        // Accumulators near the limits so that some sums overflow.
        for (i, v) in cm.v.iter_mut().enumerate() {
            *v = if i % 2 == 0 { 0x7FFF_FF00 } else { 0x8000_0100 };
        }
    }
    let (pa, pb, pc) = (
        pack(shape, ab, K::A, &am, ab),
        pack(shape, ab, K::B, &bm, bb),
        pack(shape, ab, K::C, &cm, cb),
    );
    let (na, nb, nc) = (pa[0].len(), pb[0].len(), pc[0].len());
    let nd = (m * n / 32 * db / 32) as usize;
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|l| [pa[l].clone(), pb[l].clone(), pc[l].clone()].concat())
        .collect();
    let satw = if sat { ".satfinite" } else { "" };
    let opw = if bitop.is_empty() {
        String::new()
    } else {
        format!(".{bitop}.popc")
    };
    let body = format!(
        "\tmma.sync.aligned.{shape}.row.col{}{satw}.{d}.{a}.{b}.{c}{opw} {{{}}}, {{{}}}, {{{}}}, {{{}}};",
        target.kind,
        list(100, nd, "r"),
        list(1, na, "r"),
        list(1 + na, nb, "r"),
        list(1 + na + nb, nc, "r")
    );
    let (out, _) = run_lanes(target.hdr, &body, &inputs, nd, target.cfg.as_deref())
        .unwrap_or_else(|e| panic!("{shape}.{d}.{a}.{b}.{c}: {e}"));
    let dm = unpack(shape, ab, m, n, &out, db);
    for i in 0..m {
        for j in 0..n {
            let want = if d == "s32" {
                let mut s = ival(c, cm.at(i, j));
                for kk in 0..k {
                    let (x, y) = (am.at(i, kk), bm.at(kk, j));
                    s += match bitop {
                        "xor" => (x ^ y) as i64,
                        "and" => (x & y) as i64,
                        _ => ival(a, x) * ival(b, y),
                    };
                }
                let s = if sat {
                    s.clamp(i32::MIN as i64, i32::MAX as i64)
                } else {
                    s
                };
                s as i32 as u32 as u64
            } else {
                let mut s = fval(c, cm.at(i, j));
                for kk in 0..k {
                    s += fval(a, am.at(i, kk)) * fval(b, bm.at(kk, j));
                }
                if d == "f32" {
                    (s as f32).to_bits() as u64
                } else {
                    to_f16(s)
                }
            };
            assert_eq!(
                dm.at(i, j),
                want,
                "{shape}.{d}.{a}.{b}.{c}{satw} seed {seed}: D[{i}][{j}]"
            );
        }
    }
}

#[test]
fn half_precision_forms_match_the_reference() {
    for (seed, (shape, d, c)) in [
        ("m16n8k16", "f32", "f32"),
        ("m16n8k16", "f16", "f16"),
        ("m16n8k16", "f32", "f16"),
        ("m16n8k16", "f16", "f32"),
        ("m16n8k8", "f32", "f32"),
        ("m16n8k8", "f16", "f16"),
    ]
    .into_iter()
    .enumerate()
    {
        check_form(shape, d, "f16", "f16", c, false, 100 + seed as u64);
    }
    for shape in ["m16n8k16", "m16n8k8"] {
        check_form(shape, "f32", "bf16", "bf16", "f32", false, 7);
    }
}

#[test]
fn tf32_forms_ignore_the_low_fraction_bits() {
    for (seed, shape) in ["m16n8k8", "m16n8k4"].into_iter().enumerate() {
        check_form(
            shape,
            "f32",
            "tf32",
            "tf32",
            "f32",
            false,
            200 + seed as u64,
        );
    }
}

#[test]
fn fp8_forms_match_the_reference() {
    for (seed, (a, b, dc)) in [
        ("e4m3", "e4m3", "f32"),
        ("e5m2", "e4m3", "f32"),
        ("e4m3", "e5m2", "f16"),
        ("e5m2", "e5m2", "f16"),
    ]
    .into_iter()
    .enumerate()
    {
        for shape in ["m16n8k32", "m16n8k16"] {
            check_form(shape, dc, a, b, dc, false, 300 + seed as u64);
        }
    }
}

/// sm_120a `.kind::f8f6f4`: every mix of the five narrow float types (fp8, fp6, fp4 in
/// 8-bit containers), f32 and f16 accumulators, on the m16n8k32 fragments.
#[test]
fn f8f6f4_forms_match_the_reference() {
    let tys = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"];
    let t = sm120a();
    let mut seed = 900;
    for a in tys {
        for b in tys {
            let dc = if seed % 2 == 0 { "f32" } else { "f16" };
            check_form_op("m16n8k32", dc, a, b, dc, false, "", seed, &t);
            seed += 1;
        }
    }
}

/// `.kind::f8f6f4`'s legality: the target, the shape, the types, the accumulators; the
/// narrow types need the qualifier; a block-scaled form needs its scale operands
/// (those forms run in `ptx_mma_scale.rs`).
#[test]
fn f8f6f4_forms_are_checked() {
    let body = |q: &str| {
        format!("\tmma.sync.aligned.{q} {{%r100, %r101, %r102, %r103}}, {{%r1, %r2, %r3, %r4}}, {{%r5, %r6}}, {{%r7, %r8, %r9, %r10}};")
    };
    let ok = "m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32";
    for (q, hdr, want) in [
        (ok, SM120A.replace("8.7", "8.6"), "requires PTX ISA 8.7"),
        (ok, HDR.into(), "requires .target sm_120a"),
        (
            ok,
            ".version 8.7\n.target sm_120f\n.address_size 64\n".into(),
            "from PTX ISA 8.8 sm_120f",
        ),
        (
            "m16n8k16.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32",
            SM120A.into(),
            ".m16n8k32 only",
        ),
        (
            "m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f16",
            SM120A.into(),
            "accumulators",
        ),
        (
            "m16n8k32.row.col.kind::f8f6f4.f32.s8.s8.f32",
            SM120A.into(),
            "takes A and B of",
        ),
        (
            "m16n8k32.row.col.f32.e2m1.e2m1.f32",
            SM120A.into(),
            "need .kind::f8f6f4",
        ),
        (
            "m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e2m1.e2m1.f32.ue8m0",
            SM120A.into(),
            "expected 8 (d, a, b, c, scale-a-data",
        ),
    ] {
        let e = load_err(&body(q), &hdr);
        assert!(e.contains(want), "{q}: {e}");
    }
    // sm_120f from PTX ISA 8.8 passes the rule (and then cannot run on the default
    // sm_80 GPU).
    let e = load_err(
        &body(ok),
        ".version 8.8\n.target sm_120f\n.address_size 64\n",
    );
    assert!(!e.contains("requires"), "{e}");
}

#[test]
fn integer_forms_wrap_or_saturate() {
    let mut seed = 400;
    for (shapes, tys) in [
        (&["m8n8k16", "m16n8k16", "m16n8k32"][..], ["s8", "u8"]),
        (&["m8n8k32", "m16n8k32", "m16n8k64"][..], ["s4", "u4"]),
    ] {
        for shape in shapes {
            for a in tys {
                for b in tys {
                    for sat in [false, true] {
                        seed += 1;
                        check_form(shape, "s32", a, b, "s32", sat, seed);
                    }
                }
            }
        }
    }
}

/// The .f64 forms: 64-bit registers, packed from and to pairs of words.
fn check_f64(shape: &str, seed: u64) {
    let (m, n, k) = mnk(shape);
    let mut rng = Rng(seed);
    let mk = |rng: &mut Rng, rows, cols| Mat {
        rows,
        cols,
        v: (0..rows * cols).map(|_| rand_elem(rng, "f64")).collect(),
    };
    let (am, bm, cm) = (mk(&mut rng, m, k), mk(&mut rng, k, n), mk(&mut rng, m, n));
    let frag = |kind: K, mat: &Mat, l: u32| -> Vec<u32> {
        (0..mat.rows * mat.cols / 32)
            .flat_map(|i| {
                let (r, c) = pos(shape, 64, kind, l, i);
                let v = mat.at(r, c);
                [v as u32, (v >> 32) as u32]
            })
            .collect()
    };
    let (na, nb, nc) = (
        (m * k / 32) as usize,
        (k * n / 32) as usize,
        (m * n / 32) as usize,
    );
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|l| [frag(K::A, &am, l), frag(K::B, &bm, l), frag(K::C, &cm, l)].concat())
        .collect();
    let mut body = String::new();
    for r in 0..na + nb + nc {
        body += &format!(
            "\tmov.b64 %rd{}, {{%r{}, %r{}}};\n",
            100 + r,
            1 + 2 * r,
            2 + 2 * r
        );
    }
    body += &format!(
        "\tmma.sync.aligned.{shape}.row.col.f64.f64.f64.f64 {{{}}}, {{{}}}, {{{}}}, {{{}}};\n",
        list(150, nc, "rd"),
        list(100, na, "rd"),
        list(100 + na, nb, "rd"),
        list(100 + na + nb, nc, "rd")
    );
    for r in 0..nc {
        body += &format!(
            "\tmov.b64 {{%r{}, %r{}}}, %rd{};\n",
            100 + 2 * r,
            101 + 2 * r,
            150 + r
        );
    }
    let (out, _) = run_lanes(HDR, &body, &inputs, 2 * nc, None).unwrap();
    for (l, regs) in out.iter().enumerate() {
        for i in 0..nc as u32 {
            let (r, c) = pos(shape, 64, K::C, l as u32, i);
            let got = regs[2 * i as usize] as u64 | (regs[2 * i as usize + 1] as u64) << 32;
            let mut s = f64::from_bits(cm.at(r, c));
            for kk in 0..k {
                s += f64::from_bits(am.at(r, kk)) * f64::from_bits(bm.at(kk, c));
            }
            assert_eq!(got, s.to_bits(), "{shape} lane {l} D[{r}][{c}]");
        }
    }
}

#[test]
fn f64_forms_match_the_reference() {
    for (seed, shape) in ["m8n8k4", "m16n8k4", "m16n8k8", "m16n8k16"]
        .into_iter()
        .enumerate()
    {
        check_f64(shape, 500 + seed as u64);
    }
}

/// m16n8k16 .f32.f16.f16.f32 with chosen A/B/C values: every lane's inputs.
fn special_run(a: &[(u32, u32, u16)], b: &[(u32, u32, u16)], c: f32) -> Mat {
    let mut am = Mat {
        rows: 16,
        cols: 16,
        v: vec![0; 256],
    };
    let mut bm = Mat {
        rows: 16,
        cols: 8,
        v: vec![0; 128],
    };
    for &(r, cc, v) in a {
        am.v[(r * 16 + cc) as usize] = v as u64;
    }
    for &(r, cc, v) in b {
        bm.v[(r * 8 + cc) as usize] = v as u64;
    }
    let cm = Mat {
        rows: 16,
        cols: 8,
        v: vec![c.to_bits() as u64; 128],
    };
    let (pa, pb, pc) = (
        pack("m16n8k16", 16, K::A, &am, 16),
        pack("m16n8k16", 16, K::B, &bm, 16),
        pack("m16n8k16", 16, K::C, &cm, 32),
    );
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|l| [pa[l].clone(), pb[l].clone(), pc[l].clone()].concat())
        .collect();
    let body = "\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10};";
    let (out, _) = run_lanes(HDR, body, &inputs, 4, None).unwrap();
    unpack("m16n8k16", 16, 16, 8, &out, 32)
}

#[test]
fn special_values_nan_infinity_zero_and_subnormals() {
    const ONE: u16 = 0x3C00;
    const INF: u16 = 0x7C00;
    const NAN: u16 = 0x7E00;
    const SUB: u16 = 0x0001; // 2^-24
                             // Row 0: a NaN in A makes the whole row NaN (canonical 0x7FFFFFFF).
                             // Row 1: inf * 1 = inf in column 0 only (B's other columns are 0 there: inf*0 = NaN).
                             // Row 2: two subnormal products 2^-48 each: exact, 2^-47 in f32 (a normal).
                             // Row 3: +inf and -inf products: NaN.
    let a = [
        (0, 3, NAN),
        (1, 0, INF),
        (2, 5, SUB),
        (2, 6, SUB),
        (3, 1, INF),
        (3, 2, INF | 0x8000),
    ];
    let mut b = vec![
        (0, 0, ONE),
        (5, 1, SUB),
        (6, 1, SUB),
        (1, 2, ONE),
        (2, 2, ONE),
    ];
    for col in 1..8 {
        b.push((0, col, 0));
    }
    let d = special_run(&a, &b, -0.0);
    for j in 0..8 {
        assert_eq!(d.at(0, j), 0x7FFF_FFFF, "NaN row, column {j}");
    }
    assert_eq!(d.at(1, 0), 0x7F80_0000);
    assert_eq!(d.at(1, 1), 0x7FFF_FFFF, "inf * 0 is NaN");
    assert_eq!(f32::from_bits(d.at(2, 1) as u32), 2f32.powi(-47));
    assert_eq!(d.at(3, 2), 0x7FFF_FFFF, "inf - inf is NaN");
    // -0 + (+0 products) = +0.
    assert_eq!(d.at(4, 0), 0, "-0 + +0 = +0");
    // Cancellation is exact: 2^-20 + 2^30 - 2^30 + 1 = 1 + 2^-20 (an f32 running sum
    // in that order would lose the 2^-20).
    let big = 0x7800; // 2^15
    let a = [(0, 0, big), (0, 1, big), (0, 2, ONE)];
    let b = [(0, 0, big), (1, 0, big | 0x8000), (2, 0, ONE)];
    let d = special_run(&a, &b, 2f32.powi(-20));
    assert_eq!(f32::from_bits(d.at(0, 0) as u32), 1.0 + 2f32.powi(-20));
}

fn load_err(body: &str, hdr: &str) -> String {
    let inputs = vec![vec![0u32; 10]; 32];
    match run_lanes(hdr, body, &inputs, 4, None) {
        Ok(_) => panic!("accepted: {body}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn illegal_forms_are_located_errors() {
    let ok_ops =
        "{%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10}";
    for (mn, ops, hdr, want) in [
        (
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f16",
            ok_ops,
            HDR,
            "take .f32 accumulators",
        ),
        (
            "mma.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32",
            ok_ops,
            HDR,
            "not defined for .f16",
        ),
        (
            "mma.sync.aligned.m16n8k16.row.col.s32.s8.s4.s32",
            ok_ops,
            HDR,
            "do not form an mma",
        ),
        (
            "mma.sync.aligned.m16n8k16.col.row.f32.f16.f16.f32",
            ok_ops,
            HDR,
            ".row.col",
        ),
        (
            "mma.sync.m16n8k16.row.col.f32.f16.f16.f32",
            ok_ops,
            HDR,
            "mma.sync.aligned",
        ),
        (
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16",
            ok_ops,
            HDR,
            "four types",
        ),
        (
            "mma.sync.aligned.m16n8k16.row.col.satfinite.f32.f16.f16.f32",
            ok_ops,
            HDR,
            ".satfinite",
        ),
        (
            "mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32",
            ok_ops,
            HDR,
            "the D fragment of mma.m8n8k4.f16.f32 is 8 registers per thread, found 4",
        ),
        (
            "mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32",
            ok_ops,
            HDR,
            "single-bit",
        ),
        (
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
            ok_ops,
            ".version 7.0\n.target sm_75\n.address_size 64\n",
            "requires .target sm_80",
        ),
        (
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
            "{%r100, %r101, %r102, %r103}, {%r1, %r2, %r3}, {%r5, %r6}, {%r7, %r8, %r9, %r10}",
            HDR,
            "the A fragment of mma.m16n8k16.f16.f32 is 4 registers per thread, found 3",
        ),
        (
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
            "{%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, %r5, {%r7, %r8, %r9, %r10}",
            HDR,
            "expected a vector operand",
        ),
        // Sub-byte and single-bit wmma: A row-major, B column-major only (PTX ISA).
        (
            "wmma.load.a.sync.aligned.col.m8n8k32.global.s4",
            "{%r100}, [%rd1]",
            HDR,
            "take A as .row and B as .col only",
        ),
        (
            "wmma.load.b.sync.aligned.row.m8n8k128.global.b1",
            "{%r100}, [%rd1]",
            HDR,
            "(.b1) wmma forms take A as .row and B as .col only",
        ),
        (
            "wmma.mma.sync.aligned.row.row.m8n8k32.s32.u4.u4.s32",
            "{%r100, %r101}, {%r1}, {%r2}, {%r3, %r4}",
            HDR,
            "(.u4) wmma forms take A as .row and B as .col only",
        ),
    ] {
        let e = load_err(&format!("\t{mn} {ops};"), hdr);
        assert!(e.contains(want), "{mn}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

#[test]
fn a_partial_warp_faults_naming_the_lane() {
    let inputs = vec![vec![0u32; 10]; 16];
    let body = "\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10};";
    let e = run_lanes(HDR, body, &inputs, 4, None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("every lane of the warp must execute it"), "{e}");
    assert!(e.contains("lane 16"), "{e}");
}

/// ldmatrix .x4, .x4.trans and .x1 from a shared tile written by the lanes, with the
/// row addresses permuted (lane q gives row 5q mod 32), against the ISA's description:
/// lane l gets elements (l/4, 2(l%4)) and (l/4, 2(l%4)+1) of matrix j in register j.
#[test]
fn ldmatrix_distributes_rows_as_the_isa_says() {
    let mut rng = Rng(77);
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|_| (0..4).map(|_| rng.u32()).collect())
        .collect();
    let body = "\t.shared .align 16 .b8 tile[512];
\tmov.u32 %r50, tile;
\tmov.u32 %r51, %tid.x;
\tshl.b32 %r52, %r51, 4;
\tadd.u32 %r53, %r50, %r52;
\tst.shared.v4.u32 [%r53], {%r1, %r2, %r3, %r4};
\tbar.sync 0;
\tmul.lo.u32 %r54, %r51, 5;
\tand.b32 %r54, %r54, 31;
\tshl.b32 %r54, %r54, 4;
\tadd.u32 %r55, %r50, %r54;
\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r100, %r101, %r102, %r103}, [%r55];
\tldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r104, %r105, %r106, %r107}, [%r55];
\tldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r108}, [%r55];
\tldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r109, %r110}, [%r55];
\tldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r111, %r112}, [%r55];";
    let (out, _) = run_lanes(HDR, body, &inputs, 13, None).unwrap();
    let half = |row: usize, col: usize| (inputs[row][col / 2] >> (16 * (col % 2))) & 0xFFFF;
    let src = |q: usize| (5 * q) % 32;
    for (l, o) in out.iter().enumerate() {
        let (r, c0) = (l / 4, 2 * (l % 4));
        for j in 0..4 {
            let plain = half(src(8 * j + r), c0) | half(src(8 * j + r), c0 + 1) << 16;
            let trans = half(src(8 * j + c0), r) | half(src(8 * j + c0 + 1), r) << 16;
            assert_eq!(o[j], plain, "lane {l} x4 d{j}");
            assert_eq!(o[4 + j], trans, "lane {l} x4.trans d{j}");
        }
        assert_eq!(o[8], o[0], "lane {l} x1 is matrix 0");
        // .x2: matrices 0 and 1, their rows from lanes 0-15 as for .x4.
        assert_eq!(&o[9..11], &o[0..2], "lane {l} x2 is matrices 0 and 1");
        assert_eq!(&o[11..13], &o[4..6], "lane {l} x2.trans");
    }
}

#[test]
fn ldmatrix_faults_on_a_misaligned_row_and_checks_its_count() {
    let body = "\t.shared .align 16 .b8 tile[512];
\tmov.u32 %r50, tile;
\tmov.u32 %r51, %tid.x;
\tshl.b32 %r52, %r51, 4;
\tadd.u32 %r53, %r50, %r52;
\tsetp.eq.u32 %p1, %r51, 3;
\t@%p1 add.u32 %r53, %r53, 4;
\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r100, %r101, %r102, %r103}, [%r53];";
    let inputs = vec![vec![0u32; 4]; 32];
    let e = run_lanes(HDR, body, &inputs, 4, None)
        .unwrap_err()
        .to_string();
    // Lane 3's row: tile (shared offset 0) + 3 x 16 + 4.
    assert!(
        e.contains("row address 0x34 is not 16-byte aligned") && e.contains("lane 3"),
        "{e}"
    );
    let e = load_err(
        "\tldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r100, %r101, %r102}, [%rd1];",
        HDR,
    );
    assert!(
        e.contains(".x2 takes 2 registers per thread, found 3"),
        "{e}"
    );
}

/// stmatrix (plain and .trans) writes back what ldmatrix read: a shared tile loaded
/// with permuted row addresses (lane q gives row 5q mod 32) and stored with identity
/// ones; movmatrix of an ldmatrix .x1 fragment equals ldmatrix .x1.trans.
#[test]
fn stmatrix_and_movmatrix_invert_and_transpose() {
    let mut rng = Rng(78);
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|_| (0..4).map(|_| rng.u32()).collect())
        .collect();
    let body = "\t.shared .align 16 .b8 tile[512];
\t.shared .align 16 .b8 outp[512];
\t.shared .align 16 .b8 outt[512];
\tmov.u32 %r50, tile;
\tmov.u32 %r51, %tid.x;
\tshl.b32 %r52, %r51, 4;
\tadd.u32 %r53, %r50, %r52;
\tst.shared.v4.u32 [%r53], {%r1, %r2, %r3, %r4};
\tbar.sync 0;
\tmul.lo.u32 %r54, %r51, 5;
\tand.b32 %r54, %r54, 31;
\tshl.b32 %r54, %r54, 4;
\tadd.u32 %r55, %r50, %r54;
\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r10, %r11, %r12, %r13}, [%r55];
\tmov.u32 %r56, outp;
\tadd.u32 %r57, %r56, %r52;
\tstmatrix.sync.aligned.m8n8.x4.shared.b16 [%r57], {%r10, %r11, %r12, %r13};
\tmov.u32 %r58, outt;
\tadd.u32 %r59, %r58, %r52;
\tstmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%r59], {%r10, %r11, %r12, %r13};
\tbar.sync 0;
\tld.shared.v4.u32 {%r100, %r101, %r102, %r103}, [%r57];
\tld.shared.v4.u32 {%r104, %r105, %r106, %r107}, [%r59];
\tmovmatrix.sync.aligned.m8n8.trans.b16 %r108, %r10;
\tldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%r109}, [%r55];";
    let (out, _) = run_lanes(HDR, body, &inputs, 10, None).unwrap();
    let half = |row: usize, col: usize| (inputs[row][col / 2] >> (16 * (col % 2))) & 0xFFFF;
    let src = |q: usize| (5 * q) % 32;
    for (q, o) in out.iter().enumerate() {
        let (j, r) = (q / 8, q % 8);
        for w in 0..4 {
            let plain = half(src(q), 2 * w) | half(src(q), 2 * w + 1) << 16;
            let trans = half(src(8 * j + 2 * w), r) | half(src(8 * j + 2 * w + 1), r) << 16;
            assert_eq!(o[w], plain, "stored row {q} word {w}");
            assert_eq!(o[4 + w], trans, "stored .trans row {q} word {w}");
        }
        assert_eq!(o[8], o[9], "lane {q}: movmatrix vs ldmatrix.trans");
    }
}

#[test]
fn single_bit_forms_count_the_bits() {
    for (seed, shape) in ["m8n8k128", "m16n8k128", "m16n8k256"]
        .into_iter()
        .enumerate()
    {
        for op in ["xor", "and"] {
            check_form_op(
                shape,
                "s32",
                "b1",
                "b1",
                "s32",
                false,
                op,
                600 + seed as u64,
                &SM90,
            );
        }
    }
    let e = load_err(
        "\tmma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32 {%r100, %r101, %r102, %r103}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10};",
        HDR,
    );
    assert!(e.contains(".xor.popc or .and.popc"), "{e}");
}

/// The sm_70 quad-pair form m8n8k4 .f16: four 8x8x4 products (lanes 4q..4q+3 with
/// 16+4q..16+4q+3), every layout of A and B, f16 and f32 accumulators; fragments by the
/// ISA's formulas ("Matrix Fragments for mma.m8n8k4 with .f16 floating point type").
#[test]
fn quad_pair_m8n8k4_forms_match_the_reference() {
    // (row, col) of element i of lane for A, B, C.
    fn at(kind: K, col: bool, f32acc: bool, lane: u32, i: u32) -> (u32, u32) {
        let hi = if lane < 16 { 0 } else { 4 };
        match (kind, col) {
            (K::A, false) => (lane % 4 + hi, i),
            (K::A, true) => (i % 4 + hi, lane % 4),
            (K::B, false) => (lane % 4, i + hi),
            (K::B, true) => (i, lane % 4 + hi),
            (K::C, _) if f32acc => {
                let x = (lane & 1) + (i & 2);
                (x + hi, (i & 4) + (lane & 2) + (i & 1))
            }
            (K::C, _) => (lane % 4 + hi, i),
        }
    }
    let mut seed = 700;
    for (al, bl) in [
        ("row", "col"),
        ("row", "row"),
        ("col", "col"),
        ("col", "row"),
    ] {
        for (d, c) in [
            ("f32", "f32"),
            ("f16", "f16"),
            ("f32", "f16"),
            ("f16", "f32"),
        ] {
            seed += 1;
            let mut rng = Rng(seed);
            // Per quad pair p: A (8x4), B (4x8), C (8x8).
            let mats: Vec<[Vec<u64>; 3]> = (0..4)
                .map(|_| {
                    [
                        (0..32).map(|_| rand_elem(&mut rng, "f16")).collect(),
                        (0..32).map(|_| rand_elem(&mut rng, "f16")).collect(),
                        (0..64).map(|_| rand_elem(&mut rng, c)).collect(),
                    ]
                })
                .collect();
            let (cb, db) = (bits(c), bits(d));
            let (nc, nd) = ((8 * cb / 32) as usize, (8 * db / 32) as usize);
            let inputs: Vec<Vec<u32>> = (0..32u32)
                .map(|lane| {
                    let p = ((lane % 16) / 4) as usize;
                    let mut regs = vec![0u32; 4 + nc];
                    for i in 0..4 {
                        let (r, k) = at(K::A, al == "col", false, lane, i);
                        regs[(i / 2) as usize] |=
                            (mats[p][0][(r * 4 + k) as usize] as u32) << (16 * (i % 2));
                        let (k, n) = at(K::B, bl == "col", false, lane, i);
                        regs[2 + (i / 2) as usize] |=
                            (mats[p][1][(k * 8 + n) as usize] as u32) << (16 * (i % 2));
                    }
                    for i in 0..8 {
                        let (r, n) = at(K::C, false, c == "f32", lane, i);
                        let v = mats[p][2][(r * 8 + n) as usize] as u32;
                        if c == "f32" {
                            regs[4 + i as usize] = v;
                        } else {
                            regs[4 + (i / 2) as usize] |= v << (16 * (i % 2));
                        }
                    }
                    regs
                })
                .collect();
            let body = format!(
                "\tmma.sync.aligned.m8n8k4.{al}.{bl}.{d}.f16.f16.{c} {{{}}}, {{%r1, %r2}}, {{%r3, %r4}}, {{{}}};",
                list(100, nd, "r"),
                list(5, nc, "r")
            );
            let (out, _) = run_lanes(HDR, &body, &inputs, nd, None)
                .unwrap_or_else(|e| panic!("{al}.{bl}.{d}.{c}: {e}"));
            for lane in 0..32u32 {
                let p = ((lane % 16) / 4) as usize;
                for i in 0..8 {
                    let (r, n) = at(K::C, false, d == "f32", lane, i);
                    let mut s = fval(c, mats[p][2][(r * 8 + n) as usize]);
                    for k in 0..4 {
                        s += fval("f16", mats[p][0][(r * 4 + k) as usize])
                            * fval("f16", mats[p][1][(k * 8 + n) as usize]);
                    }
                    let want = if d == "f32" {
                        (s as f32).to_bits() as u64
                    } else {
                        to_f16(s)
                    };
                    let got = if d == "f32" {
                        out[lane as usize][i as usize] as u64
                    } else {
                        ((out[lane as usize][(i / 2) as usize] >> (16 * (i % 2))) & 0xFFFF) as u64
                    };
                    assert_eq!(
                        got, want,
                        "{al}.{bl}.{d}.{c} lane {lane} D[{r}][{n}] of pair {p}"
                    );
                }
            }
        }
    }
    let e = load_err(
        "\tmma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107}, {%r1, %r2}, {%r3, %r4}, {%r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12};",
        ".version 6.3\n.target sm_70\n.address_size 64\n",
    );
    assert!(e.contains("6.4"), "{e}");
}

/// A CuTe layout flattened to (extent, stride) modes, evaluated colexicographically:
/// how CUTLASS writes the sm_100 ldmatrix/stmatrix copy atoms (a map from a thread
/// or value index to a bit of one reference matrix).
fn cute(modes: &[(usize, usize)], mut i: usize) -> usize {
    let mut off = 0;
    for &(n, s) in modes {
        off += (i % n) * s;
        i /= n;
    }
    off
}

/// One copy atom of `cute/atom/copy_traits_sm100.hpp` (NVIDIA CUTLASS): source and
/// destination thread and value modes (bits).
struct Atom {
    src_thr: &'static [(usize, usize)],
    src_val: &'static [(usize, usize)],
    dst_thr: &'static [(usize, usize)],
    dst_val: &'static [(usize, usize)],
}

/// Where each bit of the destination comes from: for destination thread `t` and value
/// bit `v`, the (source thread, source bit) with the same reference bit (the first
/// thread when several give the same row).
fn route(a: &Atom, nval: usize) -> impl Fn(usize, usize) -> (usize, usize) {
    let mut from = std::collections::HashMap::new();
    for s in (0..32).rev() {
        for u in 0..128 {
            from.insert(cute(a.src_thr, s) + cute(a.src_val, u), (s, u));
        }
    }
    let dst: Vec<Vec<(usize, usize)>> = (0..32)
        .map(|t| {
            (0..nval)
                .map(|v| from[&(cute(a.dst_thr, t) + cute(a.dst_val, v))])
                .collect()
        })
        .collect();
    move |t, v| dst[t][v]
}

/// sm_100 ldmatrix `.m16n16` / `.m8n16` (and 6-/4-bit widening) and stmatrix `.m16n8`
/// on the sm_107a config, bit by bit against CUTLASS's copy atoms evaluated here as
/// layouts; rows come from permuted lane addresses (lane q gives row 5q mod 32).
#[test]
fn sm100_eight_bit_ldmatrix_and_stmatrix_follow_cutlass() {
    const U8X8_T: Atom = Atom {
        src_thr: &[(2, 128), (2, 1024), (4, 256), (2, 0)],
        src_val: &[(128, 1)],
        dst_thr: &[(4, 256), (8, 8)],
        dst_val: &[(8, 1), (2, 128), (2, 64), (2, 1024)],
    };
    const U8X16_T: Atom = Atom {
        src_thr: &[(2, 128), (2, 1024), (4, 256), (2, 2048)],
        src_val: &[(128, 1)],
        dst_thr: &[(4, 256), (8, 8)],
        dst_val: &[(8, 1), (2, 128), (2, 64), (4, 1024)],
    };
    const DU8_X2: Atom = Atom {
        src_thr: &[(16, 128), (2, 0)],
        src_val: &[(128, 1)],
        dst_thr: &[(32, 32)],
        dst_val: &[(32, 1), (2, 1024)],
    };
    const DU8_X4: Atom = Atom {
        src_thr: &[(32, 128)],
        src_val: &[(128, 1)],
        dst_thr: &[(32, 32)],
        dst_val: &[(32, 1), (4, 1024)],
    };
    // stmatrix .m16n8.x4.trans.b8: registers to rows.
    const U8X16_STSM_T: Atom = Atom {
        src_thr: &[(32, 128)],
        src_val: &[(128, 1)],
        dst_thr: &[(4, 256), (8, 8)],
        dst_val: &[(8, 1), (2, 128), (2, 64), (4, 1024)],
    };
    let mut rng = Rng(0x5100);
    let inputs: Vec<Vec<u32>> = (0..32)
        .map(|_| (0..4).map(|_| rng.u32()).collect())
        .collect();
    let body = "\t.shared .align 16 .b8 tile[512];
\t.shared .align 16 .b8 outp[512];
\tmov.u32 %r50, tile;
\tmov.u32 %r51, %tid.x;
\tshl.b32 %r52, %r51, 4;
\tadd.u32 %r53, %r50, %r52;
\tst.shared.v4.u32 [%r53], {%r1, %r2, %r3, %r4};
\tbar.sync 0;
\tmul.lo.u32 %r54, %r51, 5;
\tand.b32 %r54, %r54, 31;
\tshl.b32 %r54, %r54, 4;
\tadd.u32 %r55, %r50, %r54;
\tldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r100, %r101}, [%r55];
\tldmatrix.sync.aligned.m16n16.x2.trans.shared::cta.b8 {%r102, %r103, %r104, %r105}, [%r55];
\tldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b4x16_p64 {%r106, %r107, %r108, %r109}, [%r55];
\tldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {%r110, %r111}, [%r55];
\tldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b6x16_p32 {%r112, %r113, %r114, %r115}, [%r55];
\tmov.u32 %r56, outp;
\tadd.u32 %r57, %r56, %r52;
\tstmatrix.sync.aligned.m16n8.x4.trans.shared.b8 [%r57], {%r1, %r2, %r3, %r4};
\tbar.sync 0;
\tld.shared.v4.u32 {%r116, %r117, %r118, %r119}, [%r57];";
    let (out, _) = run_lanes(SM107A, body, &inputs, 20, Some(&sm107a())).unwrap();
    // Row s as the registers see it: its 128 bits, or 16 elements of 6 (4) bits from
    // bit 0 each widened to a byte (6 bits at bits 5:0, 4 bits at bits 5:2).
    let row = |s: usize, widen: usize| -> u128 {
        let raw = (0..4).fold(0u128, |v, k| {
            v | (inputs[(5 * s) % 32][k] as u128) << (32 * k)
        });
        if widen == 0 {
            return raw;
        }
        let mut w = 0u128;
        for e in 0..16 {
            let x = (raw >> (widen * e)) & ((1 << widen) - 1);
            w |= (if widen == 4 { x << 2 } else { x }) << (8 * e);
        }
        w
    };
    for (first, nregs, atom, widen, what) in [
        (0, 2, &U8X8_T, 0, "m16n16.x1"),
        (2, 4, &U8X16_T, 0, "m16n16.x2"),
        (6, 4, &DU8_X4, 4, "m8n16.x4 b4"),
        (10, 2, &DU8_X2, 6, "m8n16.x2 b6"),
        (12, 4, &U8X16_T, 6, "m16n16.x2 b6"),
    ] {
        let f = route(atom, 32 * nregs);
        for (t, o) in out.iter().enumerate() {
            for v in 0..32 * nregs {
                let (s, u) = f(t, v);
                let want = (row(s, widen) >> u) & 1;
                let got = (o[first + v / 32] >> (v % 32)) & 1;
                assert_eq!(
                    got as u128,
                    want,
                    "{what}: lane {t} register {} bit {}",
                    v / 32,
                    v % 32
                );
            }
        }
    }
    // stmatrix: memory row q (lane q's address, identity) bit u comes from register
    // v / 32 bit v % 32 of lane t.
    let f = route(&U8X16_STSM_T, 32 * 4);
    let mut reg_of = std::collections::HashMap::new();
    for t in 0..32 {
        for v in 0..128 {
            reg_of.insert(f(t, v), (t, v));
        }
    }
    for (q, o) in out.iter().enumerate() {
        for u in 0..128 {
            let (t, v) = reg_of[&(q, u)];
            let want = (inputs[t][v / 32] >> (v % 32)) & 1;
            assert_eq!(
                (o[16 + u / 32] >> (u % 32)) & 1,
                want,
                "stmatrix row {q} bit {u}"
            );
        }
    }
}

/// The sm_100 forms' rules: located load errors.
#[test]
fn sm100_ldmatrix_forms_are_checked() {
    let sm107 = |body: &str| {
        let inputs = vec![vec![0u32; 4]; 32];
        match run_lanes(SM107A, body, &inputs, 4, Some(&sm107a())) {
            Ok(_) => panic!("accepted: {body}"),
            Err(e) => e.to_string(),
        }
    };
    for (body, want) in [
        ("\tldmatrix.sync.aligned.m16n16.x1.shared.b8 {%r100, %r101}, [%rd1];", "needs .trans"),
        ("\tldmatrix.sync.aligned.m16n16.x4.trans.shared.b8 {%r100, %r101, %r102, %r103, %r104, %r105, %r106, %r107}, [%rd1];", ".x1 or .x2"),
        ("\tldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r100}, [%rd1];", ".x1 takes 2 registers per thread, found 1"),
        ("\tldmatrix.sync.aligned.m8n16.x1.trans.shared.b8x16.b4x16_p64 {%r100}, [%rd1];", "no .trans"),
        ("\tldmatrix.sync.aligned.m8n16.x1.shared.b8 {%r100}, [%rd1];", ".m8n16 is"),
        ("\tldmatrix.sync.aligned.m8n8.x1.shared.b8 {%r100}, [%rd1];", ".m8n8 matrices are .b16"),
        ("\tldmatrix.sync.aligned.m8n16.x1.shared.b4x16_p64 {%r100}, [%rd1];", "both formats"),
        ("\tstmatrix.sync.aligned.m16n8.x1.shared.b8 [%rd1], {%r100};", ".m16n8 is .trans .b8"),
    ] {
        let e = sm107(body);
        assert!(e.contains(want), "{body}: {e}");
    }
    // sm_90 has none of them.
    let e = load_err(
        "\tldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r100, %r101}, [%rd1];",
        HDR,
    );
    assert!(e.contains("sm_100a"), "{e}");
}
