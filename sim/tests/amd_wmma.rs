//! RDNA `v_wmma_*` through the simulator (gfx1100 RDNA3 and gfx1201 RDNA4, wave32
//! and wave64): one wave loads A, B, C and the old D register images, runs the
//! WMMA, stores D. The images are built and read back with layouts written here in
//! the AMD Matrix Instruction Calculator's terms (register, bit offset, lane; its
//! InstCalcGfx11/InstCalcGfx12 rules), independently of `func::matrix::
//! rdna_wmma_layout`, and D is checked element by element against an f64/i64
//! reference: seeded random inputs whose dot products are exact in f64, rounded
//! once here. Also: neg_lo signedness and clamp of the iu forms, RDNA3 op_sel,
//! NaN/infinity/denormal inputs, and located load and run errors.

mod common;
use common::elems::{bits, fval, ival, rand_elem, to_f16};
use common::*;
use warpsim::Error;

/// One instruction on one target as the test sees it.
#[derive(Clone, Copy, Debug)]
struct Case {
    gfx: &'static str,
    wave: usize,
    name: &'static str,
    /// Element types of A, B (as `common::elems` names them) and D.
    a: &'static str,
    b: &'static str,
    d: &'static str,
    k: usize,
    /// Registers per lane of A, B, C/D as `llvm-mc-22` accepts them.
    regs: (usize, usize, usize),
}

impl Case {
    fn rdna3(&self) -> bool {
        self.gfx.starts_with("gfx11")
    }
}

/// Registers per lane of A, B and C/D.
type Regs = (usize, usize, usize);
/// name, A, B, D, K, registers on gfx11 w32, w64, gfx12 w32, w64.
type Row = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    usize,
    [Regs; 4],
);

/// Every form on every target and wave size, with llvm-mc's register counts.
fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    #[rustfmt::skip]
    let rows: &[Row] = &[
        // name                         A       B       D      K   gfx11 w32  gfx11 w64  gfx12 w32  gfx12 w64
        ("v_wmma_f32_16x16x16_f16",    "f16",  "f16",  "f32", 16, [(8, 8, 8), (8, 8, 4), (4, 4, 8), (2, 2, 4)]),
        ("v_wmma_f32_16x16x16_bf16",   "bf16", "bf16", "f32", 16, [(8, 8, 8), (8, 8, 4), (4, 4, 8), (2, 2, 4)]),
        ("v_wmma_f16_16x16x16_f16",    "f16",  "f16",  "f16", 16, [(8, 8, 8), (8, 8, 4), (4, 4, 4), (2, 2, 2)]),
        ("v_wmma_bf16_16x16x16_bf16",  "bf16", "bf16", "bf16", 16, [(8, 8, 8), (8, 8, 4), (4, 4, 4), (2, 2, 2)]),
        ("v_wmma_i32_16x16x16_iu8",    "u8",   "u8",   "s32", 16, [(4, 4, 8), (4, 4, 4), (2, 2, 8), (1, 1, 4)]),
        ("v_wmma_i32_16x16x16_iu4",    "u4",   "u4",   "s32", 16, [(2, 2, 8), (2, 2, 4), (1, 1, 8), (1, 1, 4)]),
        ("v_wmma_i32_16x16x32_iu4",    "u4",   "u4",   "s32", 32, [(0, 0, 0), (0, 0, 0), (2, 2, 8), (1, 1, 4)]),
        ("v_wmma_f32_16x16x16_fp8_fp8", "e4m3", "e4m3", "f32", 16, [(0, 0, 0), (0, 0, 0), (2, 2, 8), (1, 1, 4)]),
        ("v_wmma_f32_16x16x16_fp8_bf8", "e4m3", "e5m2", "f32", 16, [(0, 0, 0), (0, 0, 0), (2, 2, 8), (1, 1, 4)]),
        ("v_wmma_f32_16x16x16_bf8_fp8", "e5m2", "e4m3", "f32", 16, [(0, 0, 0), (0, 0, 0), (2, 2, 8), (1, 1, 4)]),
        ("v_wmma_f32_16x16x16_bf8_bf8", "e5m2", "e5m2", "f32", 16, [(0, 0, 0), (0, 0, 0), (2, 2, 8), (1, 1, 4)]),
    ];
    for &(name, a, b, d, k, [g11w32, g11w64, g12w32, g12w64]) in rows {
        for (gfx, wave, regs) in [
            ("gfx1100", 32, g11w32),
            ("gfx1100", 64, g11w64),
            ("gfx1201", 32, g12w32),
            ("gfx1201", 64, g12w64),
        ] {
            if regs.0 > 0 {
                v.push(Case {
                    gfx,
                    wave,
                    name,
                    a,
                    b,
                    d,
                    k,
                    regs,
                });
            }
        }
    }
    v
}

/// Where an input element lives: every (lane, register, bit offset) holding A[row][k]
/// (B[k][row]), written as the calculator's gfx11 `__get_input_reg_lanes` and gfx12
/// `__get_input_reg` / `__get_input_lane` compute them.
fn in_pos(c: &Case, t: &str, row: usize, k: usize) -> Vec<(usize, usize, usize)> {
    let size = bits(t) as usize;
    let base = size * (k % (32 / size));
    if c.rdna3() {
        // The whole row in one lane, copied to every 16 lanes; register k*size/32.
        return (0..c.wave / 16)
            .map(|cp| (row + 16 * cp, k * size / 32, base))
            .collect();
    }
    let (reg, lane) = match (c.wave, size, c.k) {
        (32, 16, _) => (2 * (k / 8) + (k / 2) % 2, 16 * ((k / 4) % 2) + row),
        (32, 8, _) => ((k / 4) % 2, 16 * (k / 8) + row),
        (32, 4, 16) => (0, 16 * (k / 8) + row),
        (32, 4, _) => ((k / 8) % 2, 16 * (k / 16) + row),
        (64, 16, _) => ((k / 2) % 2, 32 * ((k / 8) % 2) + 16 * ((k / 4) % 2) + row),
        (64, 8, _) => (0, 32 * ((k / 4) % 2) + 16 * ((k / 8) % 2) + row),
        (64, 4, 16) => (0, 16 * (k / 8) + row),
        _ => (0, 32 * ((k / 8) % 2) + 16 * ((k / 16) % 2) + row),
    };
    vec![(lane, reg, base)]
}

/// Where D[i][j] (and C) lives: (lane, register, bit offset); `hi`: RDNA3 op_sel.
fn out_pos(c: &Case, i: usize, j: usize, hi: bool) -> (usize, usize, usize) {
    let size = bits(c.d) as usize;
    if c.rdna3() {
        // gfx11 `__get_output_reg_lanes`: 16-bit results skip the other half.
        let rows_per_reg_slot = c.wave / 16;
        let reg = i / rows_per_reg_slot;
        let lane = (16 * i + j) % c.wave;
        return (lane, reg, if size == 16 && hi { 16 } else { 0 });
    }
    let lane = if c.wave == 32 {
        16 * (i / 8) + j
    } else {
        32 * ((i / 4) % 2) + 16 * (i / 8) + j
    };
    let per = if c.wave == 32 { 8 } else { 4 };
    if size == 32 {
        (lane, i % per, 0)
    } else {
        (lane, (i / 2) % (per / 2), 16 * (i % 2))
    }
}

fn put(img: &mut [u32], n: usize, (lane, reg, bit): (usize, usize, usize), size: usize, v: u64) {
    let mask = if size == 32 {
        u32::MAX
    } else {
        (1u32 << size) - 1
    };
    let w = &mut img[lane * n + reg];
    *w = (*w & !(mask << bit)) | ((v as u32 & mask) << bit);
}

fn get(img: &[u32], n: usize, (lane, reg, bit): (usize, usize, usize), size: usize) -> u64 {
    let v = img[lane * n + reg] as u64 >> bit;
    if size == 32 {
        v
    } else {
        v & ((1 << size) - 1)
    }
}

/// How one run is written.
#[derive(Clone, Copy, Default)]
struct How<'a> {
    mods: &'a str,
    /// C as an inline constant.
    c_const: Option<&'a str>,
    /// Lanes off in EXEC (a mask of lanes cleared before the WMMA).
    exec_off: u64,
}

fn range(first: usize, n: usize) -> String {
    if n == 1 {
        format!("v{first}")
    } else {
        format!("v[{first}:{}]", first + n - 1)
    }
}

/// A one-wave kernel: A at v16.., B at v32.., C at v48.., D at v64.. (its old
/// value loaded too), from `in` lane by lane; D stored to `out`.
fn kernel(c: &Case, h: &How) -> (String, usize) {
    let (na, nb, nd) = c.regs;
    let nin = na + nb + 2 * nd;
    let mut body = String::new();
    let mut k = 0;
    for (base, n) in [(16, na), (32, nb), (48, nd), (64, nd)] {
        for r in 0..n {
            body += &format!(
                "\tglobal_load_b32 v{}, v10, s[4:5] offset:{}\n",
                base + r,
                4 * k
            );
            k += 1;
        }
    }
    // gfx12 split s_waitcnt into per-counter waits.
    let (wait_vm, wait_k) = if c.rdna3() {
        ("s_waitcnt vmcnt(0)", "s_waitcnt lgkmcnt(0)")
    } else {
        ("s_wait_loadcnt 0x0", "s_wait_kmcnt 0x0")
    };
    body += &format!("\t{wait_vm}\n");
    let wave64 = c.wave == 64;
    if h.exec_off != 0 {
        let keep = !h.exec_off;
        body += &if wave64 {
            format!(
                "\ts_mov_b32 s10, {:#x}\n\ts_mov_b32 s11, {:#x}\n\ts_and_b64 exec, exec, s[10:11]\n",
                keep as u32,
                (keep >> 32) as u32
            )
        } else {
            format!("\ts_and_b32 exec_lo, exec_lo, {:#x}\n", keep as u32)
        };
    }
    let cop = h.c_const.map_or_else(|| range(48, nd), |t| t.to_string());
    body += &format!(
        "\t{} {}, {}, {}, {cop} {}\n",
        c.name,
        range(64, nd),
        range(16, na),
        range(32, nb),
        h.mods
    );
    for r in 0..nd {
        body += &format!(
            "\tglobal_store_b32 v11, v{}, s[6:7] offset:{}\n",
            64 + r,
            4 * r
        );
    }
    let wave_key = if wave64 {
        "\t\t.amdhsa_wavefront_size32 0\n"
    } else {
        "\t\t.amdhsa_wavefront_size32 1\n"
    };
    let text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{gfx}\"
\t.amdhsa_code_object_version 6
\t.text
\t.globl\tk
\t.p2align\t8
\t.type\tk,@function
k:
\ts_load_b128 s[4:7], s[0:1], 0x0
\tv_and_b32 v0, 0x3ff, v0
\tv_mul_lo_u32 v10, v0, {inb}
\tv_mul_lo_u32 v11, v0, {outb}
\t{wait_k}
{body}\ts_endpgm
\t.section\t.rodata,\"a\",@progbits
\t.p2align\t6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_kernarg_size 16
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
{wave_key}\t\t.amdhsa_next_free_vgpr 96
\t\t.amdhsa_next_free_sgpr 16
\t.end_amdhsa_kernel
\t.text
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           in
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 64
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .symbol:         k.kd
    .vgpr_count:     96
    .wavefront_size: {wave}
amdhsa.target:   amdgcn-amd-amdhsa--{gfx}
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
",
        gfx = c.gfx,
        wave = c.wave,
        inb = 4 * nin,
        outb = 4 * nd
    );
    (text, nin)
}

/// Register images of one run (lane-major, `regs` per lane each).
struct Images {
    a: Vec<u32>,
    b: Vec<u32>,
    c: Vec<u32>,
    d0: Vec<u32>,
}

/// Run one WMMA; returns D's image.
fn run(c: &Case, h: &How, x: &Images) -> Result<Vec<u32>, Error> {
    let (na, nb, nd) = c.regs;
    let (text, nin) = kernel(c, h);
    let mut flat = vec![0u32; c.wave * nin];
    for l in 0..c.wave {
        let row = &mut flat[l * nin..(l + 1) * nin];
        row[..na].copy_from_slice(&x.a[l * na..(l + 1) * na]);
        row[na..na + nb].copy_from_slice(&x.b[l * nb..(l + 1) * nb]);
        row[na + nb..na + nb + nd].copy_from_slice(&x.c[l * nd..(l + 1) * nd]);
        row[na + nb + nd..].copy_from_slice(&x.d0[l * nd..(l + 1) * nd]);
    }
    let yaml = format!(
        "program: k.s\ngrid: 1\nblock: [{}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, out]\n",
        c.wave,
        flat.len(),
        c.wave * nd
    );
    let r = run_program("k.s", &text, &yaml, None, &[("in.bin", &words(&flat))])?;
    Ok(r.u32s("out"))
}

/// Matrices as element bits: A[i][k], B[k][j], C[i][j].
struct Mats {
    a: Vec<u64>,
    b: Vec<u64>,
    c: Vec<u64>,
}

/// Register images of the matrices through the test's layouts; `d0` fills D's old
/// value with a pattern (RDNA3 16-bit results must keep the other half).
fn images(c: &Case, m: &Mats, hi: bool) -> Images {
    let (na, nb, nd) = c.regs;
    let w = c.wave;
    let mut x = Images {
        a: vec![0; w * na],
        b: vec![0; w * nb],
        c: vec![0; w * nd],
        d0: (0..w * nd).map(|i| 0x5A5A_0000 ^ i as u32).collect(),
    };
    for r in 0..16 {
        for k in 0..c.k {
            for p in in_pos(c, c.a, r, k) {
                put(&mut x.a, na, p, bits(c.a) as usize, m.a[r * c.k + k]);
            }
            for p in in_pos(c, c.b, r, k) {
                put(&mut x.b, nb, p, bits(c.b) as usize, m.b[k * 16 + r]);
            }
        }
    }
    for i in 0..16 {
        for j in 0..16 {
            put(
                &mut x.c,
                nd,
                out_pos(c, i, j, hi),
                bits(c.d) as usize,
                m.c[i * 16 + j],
            );
        }
    }
    x
}

/// f64 (exact) -> bf16 bits, round to nearest even (normal results only).
fn to_bf16(x: f64) -> u64 {
    if x == 0.0 {
        return if x.is_sign_negative() { 0x8000 } else { 0 };
    }
    let e = x.abs().log2().floor() as i32;
    let q = 2f64.powi(e - 7);
    let r = (x / q).round_ties_even() * q;
    ((r as f32).to_bits() >> 16) as u64
}

/// The reference D[i][j] as bits: exact f64 (or i64) sum rounded once here.
fn reference(c: &Case, m: &Mats, signed: (bool, bool), clamp: bool) -> Vec<u64> {
    let mut out = vec![0; 256];
    let int_t = |t: &'static str, s: bool| match (t, s) {
        ("u8", true) => "s8",
        ("u4", true) => "s4",
        _ => t,
    };
    for i in 0..16 {
        for j in 0..16 {
            out[i * 16 + j] = if c.d == "s32" {
                let (ta, tb) = (int_t(c.a, signed.0), int_t(c.b, signed.1));
                let s = (0..c.k).fold(ival("s32", m.c[i * 16 + j]), |s, k| {
                    s + ival(ta, m.a[i * c.k + k]) * ival(tb, m.b[k * 16 + j])
                });
                if clamp {
                    s.clamp(i32::MIN as i64, i32::MAX as i64) as u32 as u64
                } else {
                    s as u32 as u64
                }
            } else {
                let s = (0..c.k).fold(fval(c.d, m.c[i * 16 + j]), |s, k| {
                    s + fval(c.a, m.a[i * c.k + k]) * fval(c.b, m.b[k * 16 + j])
                });
                match c.d {
                    "f32" => (s as f32).to_bits() as u64,
                    "f16" => to_f16(s),
                    _ => to_bf16(s),
                }
            };
        }
    }
    out
}

fn random(c: &Case, rng: &mut Rng) -> Mats {
    let ct = if c.d == "s32" { "s32" } else { c.d };
    Mats {
        a: (0..16 * c.k).map(|_| rand_elem(rng, c.a)).collect(),
        b: (0..16 * c.k).map(|_| rand_elem(rng, c.b)).collect(),
        c: (0..256).map(|_| rand_elem(rng, ct)).collect(),
    }
}

/// Check D against `want` element by element, and (RDNA3 16-bit) that the other
/// half of every D register kept its old value.
fn check(c: &Case, x: &Images, d: &[u32], want: &[u64], hi: bool, what: &str) {
    let nd = c.regs.2;
    let size = bits(c.d) as usize;
    for i in 0..16 {
        for j in 0..16 {
            let p = out_pos(c, i, j, hi);
            let got = get(d, nd, p, size);
            assert_eq!(
                got,
                want[i * 16 + j],
                "{} {} w{} {what}: D[{i}][{j}] at lane {} v{} bit {}",
                c.gfx,
                c.name,
                c.wave,
                p.0,
                p.1,
                p.2
            );
            if c.rdna3() && size == 16 {
                let other = (p.0, p.1, 16 - p.2);
                assert_eq!(
                    get(d, nd, other, 16),
                    get(&x.d0, nd, other, 16),
                    "{} {}: the other half of D kept",
                    c.gfx,
                    c.name
                );
            }
        }
    }
}

/// Every form, target and wave size: random inputs against the reference, element
/// by element (integer forms unsigned and signed).
#[test]
fn every_form_matches_the_reference() {
    let seed = 0x5EED_3A3A;
    println!("seed {seed:#x}");
    let mut rng = Rng(seed);
    for c in cases() {
        let m = random(&c, &mut rng);
        let x = images(&c, &m, false);
        let d = run(&c, &How::default(), &x).unwrap_or_else(|e| panic!("{c:?}: {e}"));
        check(
            &c,
            &x,
            &d,
            &reference(&c, &m, (false, false), false),
            false,
            "",
        );
        if c.d == "s32" {
            for (lo, s) in [
                ("neg_lo:[1,1,0]", (true, true)),
                ("neg_lo:[0,1,0]", (false, true)),
            ] {
                let h = How {
                    mods: lo,
                    ..How::default()
                };
                let d = run(&c, &h, &x).unwrap();
                check(&c, &x, &d, &reference(&c, &m, s, false), false, lo);
            }
        }
    }
}

/// Every D element depends on the right A row, B column and C element: a single
/// one in A[i][k] and B[k][j] (all else zero) lights exactly D[i][j] = 1 + C.
#[test]
fn layouts_place_every_element() {
    for c in cases().into_iter().filter(|c| c.d == "f32" || c.d == "s32") {
        let one = |t: &str| match t {
            "f16" => 0x3C00,
            "bf16" => 0x3F80,
            "e4m3" => 0x38,
            "e5m2" => 0x3C,
            _ => 1,
        };
        for (i, j, k) in [(0, 0, 0), (5, 11, 3), (15, 2, c.k - 1), (9, 9, c.k / 2 + 1)] {
            let mut m = Mats {
                a: vec![0; 16 * c.k],
                b: vec![0; 16 * c.k],
                c: (0..256)
                    .map(|e| {
                        if c.d == "f32" {
                            (e as f32).to_bits() as u64
                        } else {
                            e as u64
                        }
                    })
                    .collect(),
            };
            m.a[i * c.k + k] = one(c.a);
            m.b[k * 16 + j] = one(c.b);
            let x = images(&c, &m, false);
            let d = run(&c, &How::default(), &x).unwrap();
            let want = reference(&c, &m, (false, false), false);
            assert_eq!(fval_or_int(&c, want[i * 16 + j]), (i * 16 + j) as f64 + 1.0);
            check(&c, &x, &d, &want, false, &format!("one at ({i},{j},{k})"));
        }
    }
}

fn fval_or_int(c: &Case, x: u64) -> f64 {
    if c.d == "s32" {
        x as u32 as i32 as f64
    } else {
        fval(c.d, x)
    }
}

/// RDNA3 16-bit results with op_sel:[0,0,1]: C and D in the high halves, the low
/// halves of D kept.
#[test]
fn rdna3_op_sel_uses_the_high_halves() {
    let mut rng = Rng(0x0905E1);
    for c in cases()
        .into_iter()
        .filter(|c| c.rdna3() && (c.d == "f16" || c.d == "bf16"))
    {
        let m = random(&c, &mut rng);
        let x = images(&c, &m, true);
        let h = How {
            mods: "op_sel:[0,0,1]",
            ..How::default()
        };
        let d = run(&c, &h, &x).unwrap();
        check(
            &c,
            &x,
            &d,
            &reference(&c, &m, (false, false), false),
            true,
            "op_sel",
        );
    }
}

/// iu8: clamp saturates, no clamp wraps; mixed signedness.
#[test]
fn iu8_clamp_and_signedness() {
    for c in cases()
        .into_iter()
        .filter(|c| c.name == "v_wmma_i32_16x16x16_iu8")
    {
        let m = Mats {
            a: vec![0xFF; 256],
            b: vec![0x80; 256],
            c: (0..256)
                .map(|e| {
                    if e % 2 == 0 {
                        i32::MAX as u64
                    } else {
                        0x8000_0000
                    }
                })
                .collect(),
        };
        let x = images(&c, &m, false);
        for (mods, s, clamp) in [
            ("", (false, false), false),
            ("clamp", (false, false), true),
            ("neg_lo:[0,1,0] clamp", (false, true), true),
            ("neg_lo:[1,1,0]", (true, true), false),
            ("neg_lo:[1,0,0] clamp", (true, false), true),
        ] {
            let d = run(
                &c,
                &How {
                    mods,
                    ..How::default()
                },
                &x,
            )
            .unwrap();
            let want = reference(&c, &m, s, clamp);
            if clamp {
                assert!(want.contains(&(i32::MAX as u64)) || want.contains(&0x8000_0000));
            }
            check(&c, &x, &d, &want, false, mods);
        }
    }
}

/// Inline-constant C (f32 1.0, integer 7).
#[test]
fn inline_constant_c() {
    let mut rng = Rng(0xC0);
    for c in cases().into_iter().filter(|c| c.d == "f32" || c.d == "s32") {
        let mut m = random(&c, &mut rng);
        let (text, v) = if c.d == "f32" {
            ("1.0", 1f32.to_bits() as u64)
        } else {
            ("7", 7)
        };
        m.c = vec![v; 256];
        let x = images(&c, &m, false);
        let h = How {
            c_const: Some(text),
            ..How::default()
        };
        let d = run(&c, &h, &x).unwrap();
        check(
            &c,
            &x,
            &d,
            &reference(&c, &m, (false, false), false),
            false,
            "inline C",
        );
    }
}

fn find(gfx: &str, wave: usize, name: &str) -> Case {
    cases()
        .into_iter()
        .find(|c| c.gfx == gfx && c.wave == wave && c.name == name)
        .unwrap()
}

/// D[0][0] of a run where A row 0 and B column 0 hold `a` and `b` at k = 0 and 1
/// (zeros elsewhere) and C is `cv` everywhere.
fn special(c: &Case, a: [u64; 2], b: [u64; 2], cv: u64, mods: &str) -> u64 {
    let mut m = Mats {
        a: vec![0; 16 * c.k],
        b: vec![0; 16 * c.k],
        c: vec![cv; 256],
    };
    m.a[0] = a[0];
    m.a[1] = a[1];
    m.b[0] = b[0];
    m.b[16] = b[1];
    let x = images(c, &m, false);
    let h = How {
        mods,
        ..How::default()
    };
    let d = run(c, &h, &x).unwrap();
    get(&d, c.regs.2, out_pos(c, 0, 0, false), bits(c.d) as usize)
}

/// NaN, infinity and denormals: denormal inputs and results are kept, inf - inf
/// and inf * 0 are the default quiet NaN, overflow is infinity, the FP8 E4M3 NaN
/// (S.1111.111) poisons its dot product, E5M2 has infinities.
#[test]
fn specials() {
    const NAN: u64 = 0x7FC0_0000;
    const INF: u64 = 0x7F80_0000;
    for gfx in ["gfx1100", "gfx1201"] {
        for wave in [32, 64] {
            let c = find(gfx, wave, "v_wmma_f32_16x16x16_f16");
            // f16 denormal 2^-24 x 1.0 = 2^-24 (exact in f32).
            assert_eq!(
                special(&c, [1, 0], [0x3C00, 0], 0, ""),
                (2f32.powi(-24)).to_bits() as u64
            );
            // inf x 1 + (-inf) x 1 = NaN; inf x 0 = NaN; inf + finite = inf.
            assert_eq!(special(&c, [0x7C00, 0xFC00], [0x3C00, 0x3C00], 0, ""), NAN);
            assert_eq!(special(&c, [0x7C00, 0], [0, 0], 0, ""), NAN);
            assert_eq!(special(&c, [0x7C00, 0x3C00], [0x3C00, 0x3C00], 0, ""), INF);
            // A NaN input.
            assert_eq!(special(&c, [0x7E01, 0], [0x3C00, 0], 0, ""), NAN);
            // A denormal f32 C is kept: 2^-149 + 0.
            assert_eq!(special(&c, [0, 0], [0, 0], 1, ""), 1);
            let c = find(gfx, wave, "v_wmma_f16_16x16x16_f16");
            // 65504 + 65504 overflows f16 to infinity; f16 denormal result kept.
            assert_eq!(
                special(&c, [0x7BFF, 0x7BFF], [0x3C00, 0x3C00], 0, ""),
                0x7C00
            );
            assert_eq!(special(&c, [1, 0], [0x3C00, 0], 1, ""), 2);
            assert_eq!(
                special(&c, [0x7C00, 0xFC00], [0x3C00, 0x3C00], 0, ""),
                0x7E00
            );
            let c = find(gfx, wave, "v_wmma_bf16_16x16x16_bf16");
            // bf16 denormal x 1.0 kept.
            assert_eq!(special(&c, [1, 0], [0x3F80, 0], 0, ""), 1);
            assert_eq!(special(&c, [0x7F80, 0], [0, 0], 0, ""), 0x7FC0);
        }
    }
    for wave in [32, 64] {
        let c = find("gfx1201", wave, "v_wmma_f32_16x16x16_fp8_bf8");
        // E4M3 0x7F is NaN; E5M2 0x7C is infinity; E4M3 0x01 is 2^-9 (denormal).
        assert_eq!(special(&c, [0x7F, 0], [0x3C, 0], 0, ""), NAN);
        assert_eq!(special(&c, [0x38, 0], [0x7C, 0], 0, ""), INF);
        assert_eq!(
            special(&c, [0x01, 0], [0x3C, 0], 0, ""),
            (2f32.powi(-9)).to_bits() as u64
        );
        // E4M3 0x7E is 448 (finite in OCP E4M3).
        assert_eq!(
            special(&c, [0x7E, 0], [0x3C, 0], 0, ""),
            448f32.to_bits() as u64
        );
    }
}

/// Float negation: neg_lo/neg_hi on 16-bit A (low/high halves: k even/odd), and
/// RDNA4's C negate (neg_lo[2]) and absolute value (neg_hi[2]).
#[test]
fn float_negation() {
    for gfx in ["gfx1100", "gfx1201"] {
        let c = find(gfx, 32, "v_wmma_f32_16x16x16_f16");
        let (two, three, one) = (0x4000, 0x4200, 0x3C00);
        let run1 = |mods| f32::from_bits(special(&c, [two, three], [one, one], 0, mods) as u32);
        assert_eq!(run1(""), 5.0);
        assert_eq!(run1("neg_lo:[1,0,0]"), 1.0);
        assert_eq!(run1("neg_hi:[1,0,0]"), -1.0);
        assert_eq!(run1("neg_lo:[1,0,0] neg_hi:[1,0,0]"), -5.0);
        assert_eq!(run1("neg_lo:[0,1,0] neg_hi:[0,1,0]"), -5.0);
    }
    let c = find("gfx1201", 32, "v_wmma_f32_16x16x16_f16");
    let m2 = (-2f32).to_bits() as u64;
    let r = |mods| f32::from_bits(special(&c, [0x3C00, 0], [0x3C00, 0], m2, mods) as u32);
    assert_eq!(r(""), -1.0);
    assert_eq!(r("neg_lo:[0,0,1]"), 3.0);
    assert_eq!(r("neg_hi:[0,0,1]"), 3.0);
    assert_eq!(r("neg_lo:[0,0,1] neg_hi:[0,0,1]"), -1.0);
}

fn load_err(gfx: &'static str, wave: usize, line: &str) -> String {
    let c = Case {
        gfx,
        wave,
        name: "v_nop",
        a: "f16",
        b: "f16",
        d: "f32",
        k: 16,
        regs: (1, 1, 1),
    };
    let (text, _) = kernel(&c, &How::default());
    let text = text.replace("\tv_nop v64, v16, v32, v48 \n", &format!("\t{line}\n"));
    assert!(text.contains(line), "{line}");
    let yaml = format!("program: k.s\ngrid: 1\nblock: [{wave}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: 1024 }}\n  out: {{ type: u32, count: 1024 }}\nargs: [in, out]\n");
    match run_program("k.s", &text, &yaml, None, &[]) {
        Ok(_) => panic!("`{line}` on {gfx} loaded"),
        Err(e) => e.to_string(),
    }
}

/// Located load errors: register counts of the other generation or wave size, a
/// gfx12-only form on gfx1100, unsupported modifiers, SWMMAC index_key out of range
/// or on a dense form, a non-RDNA target.
#[test]
fn located_errors() {
    let cases: &[(&str, usize, &str, &str)] = &[
        (
            "gfx1100",
            32,
            "v_wmma_f32_16x16x16_f16 v[64:71], v[16:19], v[32:35], v[48:55]",
            "source A takes 8 register(s)",
        ),
        (
            "gfx1201",
            32,
            "v_wmma_f32_16x16x16_f16 v[64:71], v[16:23], v[32:39], v[48:55]",
            "source A takes 4 register(s)",
        ),
        (
            "gfx1100",
            64,
            "v_wmma_f32_16x16x16_f16 v[64:71], v[16:23], v[32:39], v[48:55]",
            "the destination takes 4 register(s)",
        ),
        (
            "gfx1201",
            32,
            "v_wmma_f16_16x16x16_f16 v[64:71], v[16:19], v[32:35], v[48:55]",
            "the destination takes 4 register(s)",
        ),
        (
            "gfx1100",
            32,
            "v_wmma_f32_16x16x16_fp8_fp8 v[64:71], v[16:17], v[32:33], v[48:55]",
            "not available on gfx1100",
        ),
        (
            "gfx1100",
            32,
            "v_wmma_i32_16x16x32_iu4 v[64:71], v[16:17], v[32:33], v[48:55]",
            "not available on gfx1100",
        ),
        (
            "gfx1201",
            32,
            "v_swmmac_i32_16x16x64_iu4 v[64:71], v[16:17], v[32:35], v48 index_key:1",
            "index_key",
        ),
        (
            "gfx1100",
            32,
            "v_swmmac_f32_16x16x32_f16 v[64:71], v[16:19], v[32:39], v48",
            "not available on gfx1100",
        ),
        (
            "gfx1201",
            32,
            "v_swmmac_f32_16x16x32_f16 v[64:71], v[16:19], v[32:39], v[48:49]",
            "the index operand takes 1 register(s)",
        ),
        (
            "gfx1201",
            32,
            "v_wmma_f32_16x16x16_f16 v[64:71], v[16:19], v[32:35], v[48:55] index_key:1",
            "index_key",
        ),
        (
            "gfx1201",
            32,
            "v_wmma_f32_16x16x16_fp8_fp8 v[64:71], v[16:17], v[32:33], v[48:55] neg_lo:[1,0,0]",
            "neg_lo",
        ),
        (
            "gfx1201",
            32,
            "v_wmma_f16_16x16x16_f16 v[64:67], v[16:19], v[32:35], v[48:51] op_sel:[0,0,1]",
            "op_sel",
        ),
        (
            "gfx1100",
            32,
            "v_wmma_f32_16x16x16_f16 v[64:71], v[16:23], v[32:39], v[48:55] clamp",
            "clamp",
        ),
        (
            "gfx1100",
            32,
            "v_wmma_f32_16x16x16_f16 v[64:71], v[16:23], v[32:39], v[48:55] neg_lo:[0,0,1]",
            "neg_lo",
        ),
        (
            "gfx1100",
            32,
            "v_wmma_i32_16x16x16_iu8 v[64:71], v[16:19], v[32:35], v[48:55] neg_hi:[1,0,0]",
            "neg_hi",
        ),
        (
            "gfx1100",
            32,
            "v_wmma_f16_16x16x16_f16 v[64:71], v[16:23], v[32:39], 1.0",
            "inline-constant C",
        ),
        (
            "gfx1250",
            32,
            "v_wmma_f32_16x16x16_f16 v[64:71], v[16:23], v[32:39], v[48:55]",
            "not supported by warpsim on gfx1250",
        ),
    ];
    for &(gfx, wave, line, want) in cases {
        let e = load_err(gfx, wave, line);
        assert!(e.contains(want), "{gfx} `{line}`: {e}");
        assert!(e.contains("k.s:"), "located: {e}");
    }
}

/// Run errors: EXEC not full, and RDNA3 A/B not replicated across the 16-lane groups.
#[test]
fn run_errors() {
    for wave in [32, 64] {
        let c = find("gfx1201", wave, "v_wmma_f32_16x16x16_f16");
        let m = Mats {
            a: vec![0; 256],
            b: vec![0; 256],
            c: vec![0; 256],
        };
        let x = images(&c, &m, false);
        let h = How {
            exec_off: 1 << 5,
            ..How::default()
        };
        let e = run(&c, &h, &x).unwrap_err().to_string();
        assert!(e.contains("EXEC") && e.contains("full wave"), "{e}");
        let c = find("gfx1100", wave, "v_wmma_f32_16x16x16_f16");
        let mut x = images(&c, &m, false);
        x.b[(wave - 1) * 8 + 2] = 0x3C00;
        let e = run(&c, &How::default(), &x).unwrap_err().to_string();
        assert!(e.contains("B values") && e.contains("replicated"), "{e}");
    }
}

/// clang-22 puts a `v_nop` between a WMMA and the instruction that produced its
/// operands (the gfx11/gfx12 WMMA hazards, e.g. before `v_wmma_i32_16x16x16_iu4`
/// after a load): it runs as a VALU no-op and the result is unchanged.
#[test]
fn v_nop_before_a_wmma() {
    let mut rng = Rng(0x90);
    for gfx in ["gfx1100", "gfx1201"] {
        let c = find(gfx, 32, "v_wmma_i32_16x16x16_iu4");
        let m = random(&c, &mut rng);
        let x = images(&c, &m, false);
        let h = How {
            mods: "neg_lo:[1,1,0]",
            ..How::default()
        };
        let (text, nin) = kernel(&c, &h);
        let text = text.replace("\tv_wmma_", "\tv_nop\n\tv_wmma_");
        assert!(text.contains("v_nop"));
        let (na, nb, nd) = c.regs;
        let mut flat = vec![0u32; 32 * nin];
        for l in 0..32 {
            let row = &mut flat[l * nin..(l + 1) * nin];
            row[..na].copy_from_slice(&x.a[l * na..(l + 1) * na]);
            row[na..na + nb].copy_from_slice(&x.b[l * nb..(l + 1) * nb]);
            row[na + nb..na + nb + nd].copy_from_slice(&x.c[l * nd..(l + 1) * nd]);
        }
        let yaml = format!(
            "program: k.s\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, out]\n",
            flat.len(),
            32 * nd
        );
        let r = run_program("k.s", &text, &yaml, None, &[("in.bin", &words(&flat))]).unwrap();
        let d = r.u32s("out");
        check(
            &c,
            &x,
            &d,
            &reference(&c, &m, (true, true), false),
            false,
            "after v_nop",
        );
    }
}

/// name, A, B, D, K, registers in wave32 and wave64, index sets in wave32 and wave64.
type SparseRow = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    usize,
    [Regs; 2],
    [usize; 2],
);

/// The sparse forms on gfx1201 with llvm-mc's register counts (A, B, D; wave32 then
/// wave64) and index sets per index VGPR (the calculator's
/// `get_num_compression_sets`).
#[rustfmt::skip]
const SPARSE: &[SparseRow] = &[
    ("v_swmmac_f32_16x16x32_f16",     "f16",  "f16",  "f32",  32, [(4, 8, 8), (2, 4, 4)], [2, 4]),
    ("v_swmmac_f32_16x16x32_bf16",    "bf16", "bf16", "f32",  32, [(4, 8, 8), (2, 4, 4)], [2, 4]),
    ("v_swmmac_f16_16x16x32_f16",     "f16",  "f16",  "f16",  32, [(4, 8, 4), (2, 4, 2)], [2, 4]),
    ("v_swmmac_bf16_16x16x32_bf16",   "bf16", "bf16", "bf16", 32, [(4, 8, 4), (2, 4, 2)], [2, 4]),
    ("v_swmmac_i32_16x16x32_iu8",     "u8",   "u8",   "s32",  32, [(2, 4, 8), (1, 2, 4)], [2, 4]),
    ("v_swmmac_i32_16x16x32_iu4",     "u4",   "u4",   "s32",  32, [(1, 2, 8), (1, 1, 4)], [2, 2]),
    ("v_swmmac_i32_16x16x64_iu4",     "u4",   "u4",   "s32",  64, [(2, 4, 8), (1, 2, 4)], [1, 2]),
    ("v_swmmac_f32_16x16x32_fp8_fp8", "e4m3", "e4m3", "f32",  32, [(2, 4, 8), (1, 2, 4)], [2, 4]),
    ("v_swmmac_f32_16x16x32_fp8_bf8", "e4m3", "e5m2", "f32",  32, [(2, 4, 8), (1, 2, 4)], [2, 4]),
    ("v_swmmac_f32_16x16x32_bf8_fp8", "e5m2", "e4m3", "f32",  32, [(2, 4, 8), (1, 2, 4)], [2, 4]),
    ("v_swmmac_f32_16x16x32_bf8_bf8", "e5m2", "e5m2", "f32",  32, [(2, 4, 8), (1, 2, 4)], [2, 4]),
];

/// Sparse A value `s` (0, 1) of group `g` of row `row`: (lane, register, bit), as the
/// calculator's `__get_input_reg` / `__get_input_lane` sparse branches give them.
fn sparse_a_pos(c: &Case, row: usize, g: usize, s: usize) -> (usize, usize, usize) {
    let size = bits(c.a) as usize;
    let k = 4 * g;
    let (reg, lane) = match (c.wave, size) {
        (32, 16) => (2 * (k / 16) + (k / 4) % 2, 16 * ((k / 8) % 2) + row),
        (32, 8) => ((k / 8) % 2, 16 * (k / 16) + row),
        (32, _) if c.k == 64 => ((k / 16) % 2, 16 * (k / 32) + row),
        (32, _) => (0, 16 * (k / 16) + row),
        (_, 16) => ((k / 4) % 2, 16 * (k / 8) + row),
        (_, 8) => (0, 32 * ((k / 8) % 2) + 16 * (k / 16) + row),
        (_, _) if c.k == 32 => (0, 16 * (k / 16) + row),
        _ => (0, 32 * ((k / 16) % 2) + 16 * (k / 32) + row),
    };
    let base = if size == 16 {
        0
    } else {
        2 * size * ((k / 4) % (16 / size))
    };
    (lane, reg, base + size * s)
}

/// The first bit of group `g`'s index (`__get_compression_bits`), with the key's set.
fn index_pos(c: &Case, g: usize, key: usize, sets: usize) -> usize {
    let size = bits(c.a) as usize;
    let k = 4 * g;
    let base = match (c.wave, size) {
        (32, 16) => 8 * (k / 16) + 4 * ((k / 4) % 2),
        (32, 4) if c.k == 64 => 4 * ((k / 4) % 8),
        (32, _) => 4 * ((k / 4) % 4),
        (_, 4) => 4 * ((k / 4) % 4),
        _ => 4 * ((k / 4) % 2),
    };
    base + key * 32 / sets
}

/// B[k][col] of a sparse form: (lane, register, bit).
fn sparse_b_pos(c: &Case, col: usize, k: usize) -> (usize, usize, usize) {
    let size = bits(c.b) as usize;
    let (reg, lane) = match (c.wave, size) {
        (32, 16) => (4 * (k / 16) + (k / 2) % 4, 16 * ((k / 8) % 2) + col),
        (32, 8) => ((k / 4) % 4, 16 * (k / 16) + col),
        (32, _) if c.k == 32 => ((k / 8) % 2, 16 * (k / 16) + col),
        (32, _) => ((k / 8) % 4, 16 * (k / 32) + col),
        (_, 16) => ((k / 2) % 4, 16 * (k / 8) + col),
        (_, 8) => ((k / 4) % 2, 32 * ((k / 8) % 2) + 16 * (k / 16) + col),
        (_, _) if c.k == 32 => (0, 32 * ((k / 8) % 2) + 16 * (k / 16) + col),
        _ => ((k / 8) % 2, 32 * ((k / 16) % 2) + 16 * (k / 32) + col),
    };
    (lane, reg, size * (k % (32 / size)))
}

/// Every sparse form in wave32 and wave64 with every index_key: random 2:4 A (two
/// distinct random positions per group; the other index sets hold garbage), dense
/// B, C in the destination; D against the dense product with the zeros restored.
#[test]
fn sparse_forms_match_the_dense_reference() {
    let mut rng = Rng(0x5A5E);
    for &(name, a, b, d, k, regs, sets) in SPARSE {
        for (w, wave) in [32, 64].into_iter().enumerate() {
            let c = Case {
                gfx: "gfx1201",
                wave,
                name,
                a,
                b,
                d,
                k,
                regs: regs[w],
            };
            let (na, nb, nd) = c.regs;
            for key in 0..sets[w] {
                let m = random(&c, &mut rng);
                let mut dense = vec![0u64; 16 * k];
                let mut x = Images {
                    a: vec![0; wave * na],
                    b: vec![0; wave * nb],
                    c: (0..wave * nd).map(|_| rng.u32()).collect(),
                    d0: vec![0; wave * nd],
                };
                for row in 0..16 {
                    for g in 0..k / 4 {
                        let p0 = rng.below(4);
                        let p1 = (p0 + 1 + rng.below(3)) % 4;
                        let (lane, _, _) = sparse_a_pos(&c, row, g, 0);
                        let bit = index_pos(&c, g, key, sets[w]);
                        let w = &mut x.c[lane * nd];
                        *w = (*w & !(0xF << bit)) | ((p0 | p1 << 2) as u32) << bit;
                        for (s, p) in [p0, p1].into_iter().enumerate() {
                            let v = m.a[row * k + 4 * g + p];
                            dense[row * k + 4 * g + p] = v;
                            put(
                                &mut x.a,
                                na,
                                sparse_a_pos(&c, row, g, s),
                                bits(a) as usize,
                                v,
                            );
                        }
                    }
                }
                for col in 0..16 {
                    for kk in 0..k {
                        put(
                            &mut x.b,
                            nb,
                            sparse_b_pos(&c, col, kk),
                            bits(b) as usize,
                            m.b[kk * 16 + col],
                        );
                    }
                }
                for i in 0..16 {
                    for j in 0..16 {
                        put(
                            &mut x.d0,
                            nd,
                            out_pos(&c, i, j, false),
                            bits(d) as usize,
                            m.c[i * 16 + j],
                        );
                    }
                }
                let dm = Mats {
                    a: dense,
                    b: m.b.clone(),
                    c: m.c.clone(),
                };
                let mods = format!("index_key:{key}");
                let signed = d == "s32" && key % 2 == 1;
                let mods = if signed {
                    format!("{mods} neg_lo:[1,1,0]")
                } else {
                    mods
                };
                let h = How {
                    mods: &mods,
                    c_const: Some("v48"),
                    ..How::default()
                };
                let out = run(&c, &h, &x).unwrap_or_else(|e| panic!("{name} w{wave}: {e}"));
                let want = reference(&c, &dm, (signed, signed), false);
                check(&c, &x, &out, &want, false, &mods);
            }
        }
    }
}
