//! PTX `wmma.load`, `wmma.mma` and `wmma.store` for every shape and type family: a
//! warp loads A, B and C from memory (row- or column-major, with and without a
//! stride), multiplies, and stores D column-major with a stride; D is compared element
//! by element with a reference computed here (floats from inputs whose dot products are
//! exact in f64, rounded once to the destination type; integers exactly). The fragment
//! mapping is left to the implementation by the PTX ISA, so the tests go through
//! memory, as programs do. Also: located errors and the partial-warp fault.

mod common;
use common::elems::*;
use common::*;

const HDR: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

struct Form {
    shape: (usize, usize, usize),
    a: &'static str,
    c: &'static str,
    d: &'static str,
    la: &'static str,
    lb: &'static str,
    sat: bool,
    bitop: &'static str,
    /// Registers per thread of A, B, C, D (PTX ISA, "Matrix Fragments for WMMA").
    regs: (usize, usize, usize, usize),
}

fn shape_name(s: (usize, usize, usize)) -> String {
    format!("m{}n{}k{}", s.0, s.1, s.2)
}

/// A matrix of element bits stored with `layout` and `stride` (elements) from bit 0.
fn store(
    v: &[u64],
    rows: usize,
    cols: usize,
    col_major: bool,
    stride: usize,
    ebits: usize,
) -> Vec<u8> {
    let len = if col_major {
        cols * stride
    } else {
        rows * stride
    };
    let mut bytes = vec![0u8; (len * ebits).div_ceil(8) + 16];
    for r in 0..rows {
        for c in 0..cols {
            let lin = if col_major {
                c * stride + r
            } else {
                r * stride + c
            };
            let bit = lin * ebits;
            let x = v[r * cols + c];
            for b in 0..ebits {
                if (x >> b) & 1 == 1 {
                    bytes[(bit + b) / 8] |= 1 << ((bit + b) % 8);
                }
            }
        }
    }
    bytes
}

fn regs(pfx: &str, first: usize, n: usize) -> String {
    (first..first + n)
        .map(|k| format!("%{pfx}{k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Padding of a stride, in elements: rows stay 16-byte aligned (none for sub-byte types).
fn pad(ebits: usize) -> usize {
    if ebits < 8 {
        0
    } else {
        128 / ebits
    }
}

fn check(f: &Form, seed: u64) {
    let (m, n, k) = f.shape;
    let (ab, cb, db) = (bits(f.a) as usize, bits(f.c) as usize, bits(f.d) as usize);
    let mut rng = Rng(seed);
    let a: Vec<u64> = (0..m * k).map(|_| rand_elem(&mut rng, f.a)).collect();
    let b: Vec<u64> = (0..k * n).map(|_| rand_elem(&mut rng, f.a)).collect();
    let c: Vec<u64> = (0..m * n).map(|_| rand_elem(&mut rng, f.c)).collect();
    let (acol, bcol) = (f.la == "col", f.lb == "col");
    let sa = if acol { m } else { k } + pad(ab);
    let sb = if bcol { k } else { n } + pad(ab);
    let sd = m + pad(db);
    let files = [
        ("a.bin", store(&a, m, k, acol, sa, ab)),
        ("b.bin", store(&b, k, n, bcol, sb, ab)),
        // C row-major with the default stride (n).
        ("c.bin", store(&c, m, n, false, n, cb)),
    ];
    let wide = f.a == "f64";
    let (p, rty) = if wide { ("fd", ".f64") } else { ("r", ".b32") };
    let (na, nb, nc, nd) = f.regs;
    let (ra, rb, rc, rd) = (
        regs(p, 0, na),
        regs(p, 20, nb),
        regs(p, 40, nc),
        regs(p, 60, nd),
    );
    let sh = shape_name(f.shape);
    let types = if f.a == "f16" {
        format!("{}.{}", f.d, f.c)
    } else {
        format!("{}.{}.{}.{}", f.d, f.a, f.a, f.c)
    };
    let sat = if f.sat { ".satfinite" } else { "" };
    let op = if f.bitop.is_empty() {
        String::new()
    } else {
        format!(".{}.popc", f.bitop)
    };
    let ptx = format!(
        "{HDR}.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)
{{
\t.reg {rty} %{p}<80>;
\t.reg .b64 %rd<8>;
\tld.param.u64 %rd1, [pa];
\tld.param.u64 %rd2, [pb];
\tld.param.u64 %rd3, [pc];
\tld.param.u64 %rd4, [pd];
\twmma.load.a.sync.aligned.{la}.{sh}.global.{at} {{{ra}}}, [%rd1], {sa};
\twmma.load.b.sync.aligned.{lb}.{sh}.global.{at} {{{rb}}}, [%rd2], {sb};
\twmma.load.c.sync.aligned.row.{sh}.global.{ct} {{{rc}}}, [%rd3];
\twmma.mma.sync.aligned.{la}.{lb}.{sh}{sat}.{types}{op} {{{rd}}}, {{{ra}}}, {{{rb}}}, {{{rc}}};
\twmma.store.d.sync.aligned.col.{sh}.global.{dt} [%rd4], {{{rd}}}, {sd};
\tret;
}}
",
        la = f.la,
        lb = f.lb,
        at = f.a,
        ct = f.c,
        dt = f.d,
    );
    let dbytes = (sd * n * db).div_ceil(8) + 16;
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  a: {{ type: u8, count: {}, init: {{ file: a.bin }} }}\n  b: {{ type: u8, count: {}, init: {{ file: b.bin }} }}\n  c: {{ type: u8, count: {}, init: {{ file: c.bin }} }}\n  d: {{ type: u8, count: {dbytes} }}\nargs: [a, b, c, d]\n",
        files[0].1.len(),
        files[1].1.len(),
        files[2].1.len(),
    );
    let fl: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (*n, b.as_slice())).collect();
    let r = run_files(&ptx, &yaml, None, &fl).unwrap_or_else(|e| panic!("{sh} {types}: {e}"));
    let out = r.prepared.buffer_bytes("d").unwrap();
    let got = |i: usize, j: usize| -> u64 {
        let bit = (j * sd + i) * db;
        let mut v = 0u64;
        for x in 0..db {
            v |= (((out[(bit + x) / 8] >> ((bit + x) % 8)) & 1) as u64) << x;
        }
        v
    };
    for i in 0..m {
        for j in 0..n {
            let want = if f.a == "b1" {
                let ones: i64 = (0..k)
                    .map(|kk| {
                        let (x, y) = (a[i * k + kk], b[kk * n + j]);
                        (if f.bitop == "and" { x & y } else { x ^ y }) as i64
                    })
                    .sum();
                (ival(f.c, c[i * n + j]) + ones) as i32 as u32 as u64
            } else if matches!(f.a, "s8" | "u8" | "s4" | "u4") {
                let s: i64 = ival(f.c, c[i * n + j])
                    + (0..k)
                        .map(|kk| ival(f.a, a[i * k + kk]) * ival(f.a, b[kk * n + j]))
                        .sum::<i64>();
                let s = if f.sat {
                    s.clamp(i32::MIN as i64, i32::MAX as i64)
                } else {
                    s
                };
                s as i32 as u32 as u64
            } else {
                let s: f64 = fval(f.c, c[i * n + j])
                    + (0..k)
                        .map(|kk| fval(f.a, a[i * k + kk]) * fval(f.a, b[kk * n + j]))
                        .sum::<f64>();
                match f.d {
                    "f32" => (s as f32).to_bits() as u64,
                    "f16" => to_f16(s),
                    _ => s.to_bits(),
                }
            };
            assert_eq!(
                got(i, j),
                want,
                "{sh} {types} {}.{}: D({i},{j}) (seed {seed})",
                f.la,
                f.lb
            );
        }
    }
}

fn form(
    shape: (usize, usize, usize),
    a: &'static str,
    d: &'static str,
    c: &'static str,
    (la, lb): (&'static str, &'static str),
    regs: (usize, usize, usize, usize),
) -> Form {
    Form {
        shape,
        a,
        c,
        d,
        la,
        lb,
        sat: false,
        bitop: "",
        regs,
    }
}

#[test]
fn half_precision_forms_match_the_reference() {
    let (rc, cr, rr, cc) = (
        ("row", "col"),
        ("col", "row"),
        ("row", "row"),
        ("col", "col"),
    );
    for (k, f) in [
        form((16, 16, 16), "f16", "f32", "f32", rc, (8, 8, 8, 8)),
        form((32, 8, 16), "f16", "f16", "f16", cr, (8, 8, 4, 4)),
        form((8, 32, 16), "f16", "f32", "f16", rr, (8, 8, 4, 8)),
        form((16, 16, 16), "f16", "f16", "f32", cc, (8, 8, 8, 4)),
        form((16, 16, 16), "bf16", "f32", "f32", cc, (4, 4, 8, 8)),
        form((32, 8, 16), "bf16", "f32", "f32", rc, (8, 2, 8, 8)),
        form((8, 32, 16), "bf16", "f32", "f32", cr, (2, 8, 8, 8)),
        form((16, 16, 8), "tf32", "f32", "f32", rr, (4, 4, 8, 8)),
        form((8, 8, 4), "f64", "f64", "f64", rc, (1, 1, 2, 2)),
    ]
    .iter()
    .enumerate()
    {
        check(f, 900 + k as u64);
    }
}

#[test]
fn integer_and_single_bit_forms_match_the_reference() {
    let (rc, cr, rr) = (("row", "col"), ("col", "row"), ("row", "row"));
    let mut forms = [
        form((16, 16, 16), "s8", "s32", "s32", rc, (2, 2, 8, 8)),
        form((32, 8, 16), "u8", "s32", "s32", cr, (4, 1, 8, 8)),
        form((8, 32, 16), "s8", "s32", "s32", rr, (1, 4, 8, 8)),
        form((8, 8, 32), "s4", "s32", "s32", rc, (1, 1, 2, 2)),
        form((8, 8, 32), "u4", "s32", "s32", rc, (1, 1, 2, 2)),
        form((8, 8, 128), "b1", "s32", "s32", rc, (1, 1, 2, 2)),
        form((8, 8, 128), "b1", "s32", "s32", rc, (1, 1, 2, 2)),
    ];
    forms[0].sat = true;
    forms[5].bitop = "xor";
    forms[6].bitop = "and";
    for (k, f) in forms.iter().enumerate() {
        check(f, 950 + k as u64);
    }
}

fn load_err(line: &str, hdr: &str) -> String {
    let ptx = format!(
        "{hdr}.visible .entry k(.param .u64 pa)\n{{\n\t.reg .b32 %r<80>;\n\t.reg .b64 %rd<8>;\n\tld.param.u64 %rd1, [pa];\n\t{line}\n\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  a: { type: u8, count: 4096 }\nargs: [a]\n";
    match run_files(&ptx, yaml, None, &[]) {
        Ok(_) => panic!("accepted: {line}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn illegal_forms_and_counts_are_located_errors() {
    let r8 = regs("r", 0, 8);
    let r4 = regs("r", 0, 4);
    for (line, hdr, want) in [
        (
            format!("wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {{{r4}}}, [%rd1];"),
            HDR,
            "the fragment is 8 registers per thread, found 4",
        ),
        (
            format!("wmma.load.a.sync.aligned.row.m16n16k8.global.f16 {{{r8}}}, [%rd1];"),
            HDR,
            "not defined for .f16",
        ),
        (
            format!("wmma.load.a.row.m16n16k16.global.f16 {{{r8}}}, [%rd1];"),
            HDR,
            ".sync.aligned",
        ),
        (
            format!("wmma.load.a.sync.aligned.m16n16k16.global.f16 {{{r8}}}, [%rd1];"),
            HDR,
            "layout",
        ),
        (
            format!("wmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f16 {{{r8}}}, {{{r4}}}, {{{r4}}}, {{{r8}}};"),
            HDR,
            "accumulators",
        ),
        (
            format!("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {{{r8}}}, {{{r8}}}, {{{r4}}}, {{{r8}}};"),
            HDR,
            "the B fragment is 8 registers per thread, found 4",
        ),
        (
            format!("wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {{{r8}}}, {{{r4}}}, {{{r4}}}, {{{r8}}};"),
            ".version 7.0\n.target sm_75\n.address_size 64\n",
            "sm_80",
        ),
        (
            format!("wmma.mma.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {{{}}}, {{%r2}}, {{%r3}}, {{{}}};", regs("r", 4, 2), regs("r", 6, 2)),
            HDR,
            ".xor.popc or .and.popc",
        ),
    ] {
        let e = load_err(&line, hdr);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

#[test]
fn a_partial_warp_faults_naming_the_lane() {
    let r8 = regs("r", 0, 8);
    let ptx = format!(
        "{HDR}.visible .entry k(.param .u64 pa)\n{{\n\t.reg .b32 %r<80>;\n\t.reg .b64 %rd<8>;\n\t.reg .pred %p1;\n\tld.param.u64 %rd1, [pa];\n\tmov.u32 %r70, %tid.x;\n\tsetp.lt.u32 %p1, %r70, 20;\n\t@%p1 wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {{{r8}}}, [%rd1];\n\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  a: { type: u8, count: 4096 }\nargs: [a]\n";
    let Err(e) = run_files(&ptx, yaml, None, &[]) else {
        panic!("a partial warp ran");
    };
    let e = e.to_string();
    assert!(e.contains("every lane of the warp must execute it"), "{e}");
    assert!(e.contains("lane 20"), "{e}");
}

/// `cvt.{rna,rn,rz}{.relu}{.satfinite}.tf32.f32` through the front end and executor,
/// against the rule written here: round the low 13 fraction bits.
#[test]
fn tf32_conversions_round_the_low_fraction_bits() {
    let inputs: Vec<Vec<u32>> = [
        0x3F80_1000u32, // a tie: 1 + 2^-11
        0x3F80_3000,    // a tie with an odd kept bit
        0xBF80_1001,    // above the tie, negative
        0x7F7F_F000,    // rounds past the largest finite tf32
        0x7FC0_0001,    // NaN
        0x0000_1FFF,    // subnormal
    ]
    .iter()
    .map(|&x| vec![x])
    .collect();
    let body = "\tcvt.rna.tf32.f32 %r100, %r1;\n\tcvt.rn.tf32.f32 %r101, %r1;\n\tcvt.rz.tf32.f32 %r102, %r1;\n\tcvt.rn.relu.satfinite.tf32.f32 %r103, %r1;";
    // cvt.{rn,rz}.satfinite.tf32.f32 needs sm_100 and PTX ISA 8.6 (cvt, Target ISA Notes).
    let hdr = ".version 8.7\n.target sm_100\n.address_size 64\n";
    let (out, _) = run_lanes(hdr, body, &inputs, 4, None).unwrap();
    let want: [[u32; 4]; 6] = [
        [0x3F80_2000, 0x3F80_0000, 0x3F80_0000, 0x3F80_0000],
        [0x3F80_4000, 0x3F80_4000, 0x3F80_2000, 0x3F80_4000],
        [0xBF80_2000, 0xBF80_2000, 0xBF80_0000, 0],
        [0x7F80_0000, 0x7F80_0000, 0x7F7F_E000, 0x7F7F_E000],
        [0x7FFF_FFFF; 4],
        [0x0000_2000, 0x0000_2000, 0, 0x0000_2000],
    ];
    for (k, (o, w)) in out.iter().zip(want).enumerate() {
        assert_eq!(o, &w.to_vec(), "input {k}: {:#x}", inputs[k][0]);
    }
    let sm80 = ".version 7.0\n.target sm_80\n.address_size 64\n";
    let e = run_lanes(sm80, "\tcvt.rn.tf32.f32 %r100, %r1;", &inputs, 1, None)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("sm_90"), "{e}");
    let e = run_lanes(HDR, "\tcvt.rni.tf32.f32 %r100, %r1;", &inputs, 1, None)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("a tf32 conversion is"), "{e}");
}

/// A wmma.load or store off its alignment faults (exit 3) naming the lane and the
/// address: the address a multiple of the fragment's size, the stride of that size
/// or 16 bytes, whichever is smaller (see `func::ops::wmma_ops::check_alignment`);
/// an `.f64` fragment (8 bytes) may start 8 bytes in.
#[test]
fn misaligned_loads_and_stores_fault_naming_the_lane_and_address() {
    let r8 = regs("r", 0, 8);
    for (line, want) in [
        (
            format!("wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {{{r8}}}, [%rd1+16];"),
            "address 0x700000010 is not aligned to the fragment size (32 bytes)",
        ),
        (
            format!("wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {{{r8}}}, [%rd1], 20;"),
            "stride 20 (320 bits a row or column) is not a multiple of 16 bytes",
        ),
        (
            format!("wmma.store.d.sync.aligned.col.m16n16k16.global.f32 [%rd1+8], {{{r8}}};"),
            "address 0x700000008 is not aligned",
        ),
    ] {
        let e = load_err(&line, HDR);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("lane 0"), "{line}: no lane: {e}");
    }
    // The .f64 A fragment is one register: 8-byte alignment is enough.
    let ptx = format!(
        "{HDR}.visible .entry k(.param .u64 pa)\n{{\n\t.reg .f64 %fd<4>;\n\t.reg .b64 %rd<8>;\n\tld.param.u64 %rd1, [pa];\n\twmma.load.a.sync.aligned.row.m8n8k4.global.f64 {{%fd1}}, [%rd1+8];\n\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  a: { type: u8, count: 4096 }\nargs: [a]\n";
    run_files(&ptx, yaml, None, &[]).unwrap_or_else(|e| panic!("f64 at +8: {e}"));
}

/// The `.f64` `wmma.mma`'s rounding modifiers ("default is .rn", PTX ISA): row 0 of A
/// holds (1, 2^-60, 0, 0) and (-1, -2^-60, 0, 0) in lane pairs, B all ones in column
/// 0, C zero: the exact dot product +-(1 + 2^-60) rounds to +-1 (`.rn`, `.rz`, and
/// the direction away from it), or to +-(1 + 2^-52) toward it; a cancellation (1 - 1)
/// is -0 under `.rm`, +0 otherwise. `.rz` on a non-`.f64` form is a located error.
#[test]
fn f64_rounding_modifiers_round_the_exact_dot_product_once() {
    let up = 1.0 + f64::EPSILON;
    let cases = [
        ("", 1.0, 0.0),
        (".rn", 1.0, 0.0),
        (".rz", 1.0, 0.0),
        (".rp", up, 0.0),
        (".rm", 1.0, -0.0),
    ];
    for (rnd, pos, zero) in cases {
        // m8n8k4 A (8 x 4, row-major) as elements: a[i][k]; B (4 x 8): b[k][j] = 1
        // for j = 0, C = 0. Row 0: (1, 2^-60); row 1: (-1, -2^-60); row 2: (1, -1).
        let mut a = vec![0f64; 32];
        a[0..2].copy_from_slice(&[1.0, 2f64.powi(-60)]);
        a[4..6].copy_from_slice(&[-1.0, -(2f64.powi(-60))]);
        a[8..10].copy_from_slice(&[1.0, -1.0]);
        let mut b = vec![0f64; 32];
        for k in 0..4 {
            b[k * 8] = 1.0;
        }
        let bytes = |v: &[f64]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let ptx = format!(
            "{HDR}.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pd)
{{
\t.reg .f64 %fd<8>;
\t.reg .b64 %rd<8>;
\tld.param.u64 %rd1, [pa];
\tld.param.u64 %rd2, [pb];
\tld.param.u64 %rd3, [pd];
\twmma.load.a.sync.aligned.row.m8n8k4.global.f64 {{%fd1}}, [%rd1];
\twmma.load.b.sync.aligned.row.m8n8k4.global.f64 {{%fd2}}, [%rd2];
\tmov.f64 %fd3, 0d0000000000000000;
\tmov.f64 %fd4, 0d0000000000000000;
\twmma.mma.sync.aligned.row.row.m8n8k4{rnd}.f64.f64.f64.f64 {{%fd5, %fd6}}, {{%fd1}}, {{%fd2}}, {{%fd3, %fd4}};
\twmma.store.d.sync.aligned.row.m8n8k4.global.f64 [%rd3], {{%fd5, %fd6}};
\tret;
}}
"
        );
        let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  a: { type: u8, count: 256, init: { file: a.bin } }\n  b: { type: u8, count: 256, init: { file: b.bin } }\n  d: { type: u8, count: 512 }\nargs: [a, b, d]\n";
        let r = run_files(
            &ptx,
            yaml,
            None,
            &[("a.bin", &bytes(&a)), ("b.bin", &bytes(&b))],
        )
        .unwrap_or_else(|e| panic!("{rnd}: {e}"));
        let d: Vec<f64> = r
            .prepared
            .buffer_bytes("d")
            .unwrap()
            .chunks(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .collect();
        // D is 8 x 8 row-major: column 0 of rows 0, 1, 2.
        let neg = if rnd == ".rm" { -up } else { -1.0 };
        assert_eq!(d[0], pos, "{rnd} row 0");
        assert_eq!(d[8], neg, "{rnd} row 1");
        assert_eq!(d[16].to_bits(), f64::to_bits(zero), "{rnd} row 2 (1 - 1)");
    }
    let e = load_err(
        &format!(
            "wmma.mma.sync.aligned.row.col.m16n16k16.rz.f32.f32 {{{}}}, {{{}}}, {{{}}}, {{{}}};",
            regs("r", 0, 8),
            regs("r", 8, 8),
            regs("r", 16, 8),
            regs("r", 24, 8)
        ),
        HDR,
    );
    assert!(
        e.contains(".rz/.rm/.rp apply only to the .f64 wmma.mma"),
        "{e}"
    );
}
