//! CDNA `v_mfma_*` through the simulator: one wave64 loads A, B and C register
//! images, runs the MFMA, stores D. The register images are built and read back
//! with layouts written here from the CDNA3 ISA guide's figures per family (an
//! independent formulation of `func::matrix::mfma_layout`), and D is checked
//! element by element against a plain matrix product: exact for integer-valued
//! inputs; for random inputs against an exact i128 reference rounded once
//! (seeded; the seed is printed). Also: CBSZ/ABID/BLGP, f64 `neg`, AGPR C/D,
//! inline-constant C, NaN/infinity/denormal inputs, and located errors.

mod common;
use common::*;
use warpsim::Error;

/// The shape and types of an instruction as the test sees them.
#[derive(Clone, Copy, Debug)]
struct Shape {
    m: usize,
    n: usize,
    k: usize,
    blocks: usize,
    /// Element types of A/B and D.
    a: T,
    b: T,
    d: T,
    /// A CDNA4 `_f8f6f4` row: A and B in their formats' own layouts.
    narrow: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum T {
    F32,
    F16,
    Bf16,
    I8,
    I32,
    F64,
    /// FNUZ (gfx942) E4M3 / E5M2.
    Fp8Fnuz,
    Bf8Fnuz,
    /// OCP (gfx950) E4M3 / E5M2.
    Fp8,
    Bf8,
    /// OCP MX (gfx950) E2M3, E3M2 (6 bits) and E2M1 (4 bits), all finite.
    Fp6,
    Bf6,
    Fp4,
}

impl T {
    fn bits(self) -> usize {
        match self {
            T::F32 | T::I32 => 32,
            T::F16 | T::Bf16 => 16,
            T::F64 => 64,
            T::Fp6 | T::Bf6 => 6,
            T::Fp4 => 4,
            _ => 8,
        }
    }

    /// (exponent bits, mantissa bits, bias) of a float type.
    fn fmt(self) -> (i32, i32, i32) {
        match self {
            T::F32 => (8, 23, 127),
            T::F16 => (5, 10, 15),
            T::Bf16 => (8, 7, 127),
            T::F64 => (11, 52, 1023),
            T::Fp8Fnuz => (4, 3, 8),
            T::Bf8Fnuz => (5, 2, 16),
            T::Fp8 => (4, 3, 7),
            T::Bf8 => (5, 2, 15),
            T::Fp6 => (2, 3, 1),
            T::Bf6 => (3, 2, 3),
            T::Fp4 => (2, 1, 1),
            T::I8 | T::I32 => (0, 0, 0),
        }
    }

    /// Encode `v` (exactly representable, normal or zero) in this type.
    fn enc(self, v: f64) -> u64 {
        match self {
            T::I8 => v as i64 as u8 as u64,
            T::I32 => v as i64 as u32 as u64,
            T::F32 => (v as f32).to_bits() as u64,
            T::F64 => v.to_bits(),
            _ => {
                let (eb, mb, bias) = self.fmt();
                if v == 0.0 {
                    return 0;
                }
                let sign = (v < 0.0) as u64;
                let a = v.abs();
                let e = a.log2().floor() as i32;
                let frac = a / 2f64.powi(e) - 1.0;
                let m = frac * 2f64.powi(mb);
                assert!(
                    m.fract() == 0.0 && e + bias >= 1,
                    "{v} is not exact in {self:?}"
                );
                sign << (eb + mb) | ((e + bias) as u64) << mb | m as u64
            }
        }
    }

    /// Decode (finite values only).
    fn dec(self, x: u64) -> f64 {
        match self {
            T::I8 => x as u8 as i8 as f64,
            T::I32 => x as u32 as i32 as f64,
            T::F32 => f32::from_bits(x as u32) as f64,
            T::F64 => f64::from_bits(x),
            _ => {
                let (eb, mb, bias) = self.fmt();
                let s = if x >> (eb + mb) & 1 == 1 { -1.0 } else { 1.0 };
                let e = (x >> mb) as i32 & ((1 << eb) - 1);
                let m = (x & ((1 << mb) - 1)) as f64;
                if e == 0 {
                    s * m * 2f64.powi(1 - bias - mb)
                } else {
                    s * (1.0 + m / 2f64.powi(mb)) * 2f64.powi(e - bias)
                }
            }
        }
    }
}

/// Registers per lane of A, B and C/D.
fn regs(s: &Shape) -> (usize, usize, usize) {
    (
        s.m * s.k * s.blocks * s.a.bits() / 2048,
        s.n * s.k * s.blocks * s.b.bits() / 2048,
        s.m * s.n * s.blocks * s.d.bits() / 2048,
    )
}

/// The CDNA3 ISA guide's input layout: lane `i + rows (b + blocks (k / per))` holds
/// row i (A) or column j (B) of block b at depth k, as element `k % per` of its
/// registers (per = K rows blocks / 64 elements per lane). The CDNA4 `_f8f6f4` rows,
/// per operand format `t` (AMD composable_kernel `test/mx_mfma_op` register maps):
/// FP8/BF8 register r byte q of lane group g holds k = 16 g + 4 (r % 4) + q plus
/// 16 (64 / rows) for registers 4-7; FP6/FP4 lane group g holds k = 32 g + e.
fn input_pos(s: &Shape, t: T, rows: usize, row: usize, k: usize, b: usize) -> (usize, usize) {
    if s.narrow {
        let groups = 64 / rows;
        if t.bits() == 8 {
            let (half, within) = (k / (16 * groups), k % (16 * groups));
            let (g, q) = (within / 16, within % 16);
            return (row + rows * g, 16 * half + q);
        }
        return (row + rows * (k / 32), k % 32);
    }
    let per = s.k * rows * s.blocks / 64;
    (row + rows * (b + s.blocks * (k / per)), k % per)
}

/// The guide's output layouts, family by family: (lane, element of the output type).
fn output_pos(s: &Shape, i: usize, j: usize, b: usize) -> (usize, usize) {
    match (s.m, s.n, s.d) {
        // f64 16x16: one row per register pair, four rows across the lanes.
        (16, 16, T::F64) => (16 * (i % 4) + j, i / 4),
        // f64 4x4, four blocks: a block per 4 lanes, 16 lanes per row.
        (4, 4, T::F64) => (4 * b + 16 * i + j, 0),
        // 32x32: 4-row groups, lanes 0-31 / 32-63 alternate, 16 registers per block.
        (32, 32, _) => (32 * ((i / 4) % 2) + j, 16 * b + 4 * (i / 8) + i % 4),
        // 16x16: row group i/4 in lanes 16 (i/4).., register i % 4, 4 per block.
        (16, 16, _) => (16 * (i / 4) + j, 4 * b + i % 4),
        // 4x4 x 16 blocks: block b in lanes 4b.., register = row.
        (4, 4, _) => (4 * b + j, i),
        _ => unreachable!(),
    }
}

/// Put element `e` of `bits` bits into a lane's registers, bit by bit (a 6-bit
/// element may span two registers).
fn put(img: &mut [u32], nregs: usize, lane: usize, e: usize, bits: usize, v: u64) {
    for x in 0..bits {
        let at = e * bits + x;
        let r = lane * nregs + at / 32;
        img[r] = (img[r] & !(1 << (at % 32))) | ((v >> x & 1) as u32) << (at % 32);
    }
}

fn get(img: &[u32], nregs: usize, lane: usize, e: usize, bits: usize) -> u64 {
    (0..bits).fold(0, |v, x| {
        let at = e * bits + x;
        v | ((img[lane * nregs + at / 32] >> (at % 32) & 1) as u64) << x
    })
}

/// How the test runs an instruction.
#[derive(Clone, Copy)]
struct How<'a> {
    gfx: &'a str,
    mnemonic: &'a str,
    mods: &'a str,
    /// C and D in AGPRs.
    acc: bool,
    /// C as an inline constant (the text) instead of registers.
    c_const: Option<&'a str>,
    /// `v_mfma_scale_*`: the A and B scale VGPRs (v48, v49) follow C.
    scale: bool,
}

/// A one-wave kernel: A at v16.., B at v24.., C at v32.. (or a32..), D at v96.. (or
/// a0..), loaded from / stored to `in` / `out` lane by lane.
fn kernel(h: &How, (na, nb, nd): (usize, usize, usize)) -> (String, usize) {
    let ns = if h.scale { 2 } else { 0 };
    let nin = na + nb + nd + ns;
    let mut body = String::new();
    let mut k = 0;
    for (base, n) in [(16, na), (24, nb), (32, nd), (48, ns)] {
        for r in 0..n {
            body += &format!(
                "\tglobal_load_dword v{}, v10, s[4:5] offset:{}\n",
                base + r,
                4 * k
            );
            k += 1;
        }
    }
    body += "\ts_waitcnt vmcnt(0)\n";
    let range = |p: char, first: usize, n: usize| {
        if n == 1 {
            format!("{p}{first}")
        } else {
            format!("{p}[{first}:{}]", first + n - 1)
        }
    };
    if h.acc {
        for r in 0..nd {
            body += &format!("\tv_accvgpr_write_b32 a{}, v{}\n", 32 + r, 32 + r);
        }
    }
    let c = match (h.c_const, h.acc) {
        (Some(t), _) => t.to_string(),
        (None, true) => range('a', 32, nd),
        (None, false) => range('v', 32, nd),
    };
    let d = if h.acc {
        range('a', 0, nd)
    } else {
        range('v', 96, nd)
    };
    let scales = if h.scale { ", v48, v49" } else { "" };
    body += &format!(
        "\t{} {d}, {}, {}, {c}{scales} {}\n",
        h.mnemonic,
        range('v', 16, na),
        range('v', 24, nb),
        h.mods
    );
    if h.acc {
        for r in 0..nd {
            body += &format!("\tv_accvgpr_read_b32 v{}, a{}\n", 96 + r, r);
        }
    }
    for r in 0..nd {
        body += &format!(
            "\tglobal_store_dword v11, v{}, s[6:7] offset:{}\n",
            96 + r,
            4 * r
        );
    }
    let text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{gfx}\"
\t.amdhsa_code_object_version 6
\t.text
\t.globl\tk
\t.p2align\t8
\t.type\tk,@function
k:
\ts_load_dwordx4 s[4:7], s[0:1], 0x0
\tv_and_b32 v0, 0x3ff, v0
\ts_mov_b32 s8, {inb}
\ts_mov_b32 s9, {outb}
\tv_mul_lo_u32 v10, v0, s8
\tv_mul_lo_u32 v11, v0, s9
\ts_waitcnt lgkmcnt(0)
{body}\ts_endpgm
\t.section\t.rodata,\"a\",@progbits
\t.p2align\t6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_kernarg_size 16
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_accum_offset 160
\t\t.amdhsa_next_free_vgpr 256
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
    .vgpr_count:     256
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--{gfx}
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
",
        gfx = h.gfx,
        inb = 4 * nin,
        outb = 4 * nd
    );
    (text, nin)
}

/// Run one MFMA over register images (lane-major); returns D's image.
fn run(h: &How, s: &Shape, a: &[u32], b: &[u32], c: &[u32]) -> Result<Vec<u32>, Error> {
    run_scaled(h, s, a, b, c, &[])
}

/// As [`run`], with the scale registers (two per lane, lane-major) when `h.scale`.
fn run_scaled(
    h: &How,
    s: &Shape,
    a: &[u32],
    b: &[u32],
    c: &[u32],
    sc: &[u32],
) -> Result<Vec<u32>, Error> {
    let (na, nb, nd) = regs(s);
    let (text, nin) = kernel(h, (na, nb, nd));
    let mut flat = vec![0u32; 64 * nin];
    for l in 0..64 {
        let row = &mut flat[l * nin..(l + 1) * nin];
        row[..na].copy_from_slice(&a[l * na..(l + 1) * na]);
        row[na..na + nb].copy_from_slice(&b[l * nb..(l + 1) * nb]);
        row[na + nb..na + nb + nd].copy_from_slice(&c[l * nd..(l + 1) * nd]);
        if h.scale {
            row[na + nb + nd..].copy_from_slice(&sc[2 * l..2 * l + 2]);
        }
    }
    let yaml = format!(
        "program: k.s\ngrid: 1\nblock: [64, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, out]\n",
        flat.len(),
        64 * nd
    );
    let r = run_program("k.s", &text, &yaml, None, &[("in.bin", &words(&flat))])?;
    Ok(r.u32s("out"))
}

/// Matrices of one instruction: A[b][i][k], B[b][k][j], C[b][i][j] as values.
struct Mats {
    a: Vec<f64>,
    b: Vec<f64>,
    c: Vec<f64>,
}

impl Mats {
    fn ai(s: &Shape, b: usize, i: usize, k: usize) -> usize {
        (b * s.m + i) * s.k + k
    }
    fn bi(s: &Shape, b: usize, k: usize, j: usize) -> usize {
        (b * s.k + k) * s.n + j
    }
    fn ci(s: &Shape, b: usize, i: usize, j: usize) -> usize {
        (b * s.m + i) * s.n + j
    }
}

/// Register images of A, B, C through the test's layouts.
fn images(s: &Shape, x: &Mats) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
    let (na, nb, nd) = regs(s);
    let (mut a, mut b, mut c) = (vec![0; 64 * na], vec![0; 64 * nb], vec![0; 64 * nd]);
    for bl in 0..s.blocks {
        for k in 0..s.k {
            for i in 0..s.m {
                let (l, e) = input_pos(s, s.a, s.m, i, k, bl);
                put(
                    &mut a,
                    na,
                    l,
                    e,
                    s.a.bits(),
                    s.a.enc(x.a[Mats::ai(s, bl, i, k)]),
                );
            }
            for j in 0..s.n {
                let (l, e) = input_pos(s, s.b, s.n, j, k, bl);
                put(
                    &mut b,
                    nb,
                    l,
                    e,
                    s.b.bits(),
                    s.b.enc(x.b[Mats::bi(s, bl, k, j)]),
                );
            }
        }
        for i in 0..s.m {
            for j in 0..s.n {
                let (l, e) = output_pos(s, i, j, bl);
                put(
                    &mut c,
                    nd,
                    l,
                    e,
                    s.d.bits(),
                    s.d.enc(x.c[Mats::ci(s, bl, i, j)]),
                );
            }
        }
    }
    (a, b, c)
}

/// D[b][i][j] read back through the test's output layout (raw bits).
fn read_d(s: &Shape, d: &[u32]) -> Vec<u64> {
    let (_, _, nd) = regs(s);
    let mut out = vec![0; s.blocks * s.m * s.n];
    for bl in 0..s.blocks {
        for i in 0..s.m {
            for j in 0..s.n {
                let (l, e) = output_pos(s, i, j, bl);
                out[Mats::ci(s, bl, i, j)] = get(d, nd, l, e, s.d.bits());
            }
        }
    }
    out
}

/// Modifiers as the reference applies them.
#[derive(Clone, Copy, Default)]
struct Mods {
    cbsz: usize,
    abid: usize,
    blgp: u32,
    neg: u8,
}

/// The lane lane `l`'s B value comes from (the CDNA3 guide's BLGP table).
fn blgp_src(l: usize, blgp: u32) -> usize {
    match blgp {
        0 => l,
        1 => l % 32,
        2 => l % 32 + 32,
        3 => (l + 16) % 64,
        p => (p as usize - 4) * 16 + l % 16,
    }
}

/// D = A B + C as exact f64 values (integer-valued data: every sum is exact), with
/// the modifiers: block b uses A block (b / 2^cbsz) 2^cbsz + abid; B elements come
/// through BLGP's lane permutation; `neg` negates A, B, C.
fn reference(s: &Shape, x: &Mats, md: Mods) -> Vec<f64> {
    let sg = |bit: u8| if md.neg >> bit & 1 == 1 { -1.0 } else { 1.0 };
    // B as the instruction sees it after BLGP: the element whose register position
    // is the source lane of the natural position.
    let bval = |bl: usize, k: usize, j: usize| {
        let (l, e) = input_pos(s, s.b, s.n, j, k, bl);
        let src = blgp_src(l, md.blgp);
        // Find which (block, k, column) lives at (src, e).
        for b2 in 0..s.blocks {
            for k2 in 0..s.k {
                for j2 in 0..s.n {
                    if input_pos(s, s.b, s.n, j2, k2, b2) == (src, e) {
                        return x.b[Mats::bi(s, b2, k2, j2)];
                    }
                }
            }
        }
        unreachable!()
    };
    let mut d = vec![0.0; s.blocks * s.m * s.n];
    for bl in 0..s.blocks {
        let ab = bl / (1 << md.cbsz) * (1 << md.cbsz) + md.abid;
        for i in 0..s.m {
            for j in 0..s.n {
                let mut acc = sg(2) * x.c[Mats::ci(s, bl, i, j)];
                for k in 0..s.k {
                    acc += sg(0) * x.a[Mats::ai(s, ab, i, k)] * sg(1) * bval(bl, k, j);
                }
                d[Mats::ci(s, bl, i, j)] = acc;
            }
        }
    }
    d
}

/// Small integers every input type holds exactly.
fn ints(g: &mut Rng, n: usize, t: T) -> Vec<f64> {
    let span = match t {
        T::I8 => 201,
        T::Bf8Fnuz | T::Bf8 | T::Fp6 => 15,
        T::Fp4 => 9,
        _ => 17,
    };
    (0..n)
        .map(|_| (g.below(span) as i64 - span as i64 / 2) as f64)
        .collect()
}

fn mats(g: &mut Rng, s: &Shape) -> Mats {
    Mats {
        a: ints(g, s.blocks * s.m * s.k, s.a),
        b: ints(g, s.blocks * s.k * s.n, s.b),
        c: ints(g, s.blocks * s.m * s.n, T::I8),
    }
}

fn check(h: &How, s: &Shape, md: Mods, seed: u64) {
    let mut g = Rng(seed);
    let x = mats(&mut g, s);
    let (a, b, c) = images(s, &x);
    let d = run(h, s, &a, &b, &c)
        .unwrap_or_else(|e| panic!("{} {} on {}: {e}", h.mnemonic, h.mods, h.gfx));
    let got = read_d(s, &d);
    let want = reference(s, &x, md);
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(
            *g,
            s.d.enc(*w),
            "{} {} on {} (seed {seed:#x}): D element {k} (block {}, row {}, col {}) = {} want {w}",
            h.mnemonic,
            h.mods,
            h.gfx,
            k / (s.m * s.n),
            k / s.n % s.m,
            k % s.n,
            s.d.dec(*g)
        );
    }
}

fn shape(m: usize, n: usize, k: usize, blocks: usize, a: T, d: T) -> Shape {
    Shape {
        m,
        n,
        k,
        blocks,
        a,
        b: a,
        d,
        narrow: false,
    }
}

const fn how<'a>(gfx: &'a str, mnemonic: &'a str) -> How<'a> {
    How {
        gfx,
        mnemonic,
        mods: "",
        acc: false,
        c_const: None,
        scale: false,
    }
}

/// Every family on each generation's spelling, element by element.
#[test]
fn families_match_a_plain_matrix_product() {
    use T::*;
    let cases: &[(&str, &str, Shape)] = &[
        (
            "gfx90a",
            "v_mfma_f32_32x32x1f32",
            shape(32, 32, 1, 2, F32, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_16x16x1f32",
            shape(16, 16, 1, 4, F32, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_4x4x1f32",
            shape(4, 4, 1, 16, F32, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_32x32x2f32",
            shape(32, 32, 2, 1, F32, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_16x16x4f32",
            shape(16, 16, 4, 1, F32, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_32x32x8f16",
            shape(32, 32, 8, 1, F16, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_16x16x16f16",
            shape(16, 16, 16, 1, F16, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_4x4x4f16",
            shape(4, 4, 4, 16, F16, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_32x32x4f16",
            shape(32, 32, 4, 2, F16, F32),
        ),
        (
            "gfx90a",
            "v_mfma_i32_32x32x8i8",
            shape(32, 32, 8, 1, I8, I32),
        ),
        (
            "gfx90a",
            "v_mfma_i32_16x16x4i8",
            shape(16, 16, 4, 4, I8, I32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_32x32x8bf16_1k",
            shape(32, 32, 8, 1, Bf16, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f32_16x16x2bf16",
            shape(16, 16, 2, 4, Bf16, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f64_16x16x4f64",
            shape(16, 16, 4, 1, F64, F64),
        ),
        ("gfx90a", "v_mfma_f64_4x4x4f64", shape(4, 4, 4, 4, F64, F64)),
        (
            "gfx942",
            "v_mfma_f32_32x32x1_2b_f32",
            shape(32, 32, 1, 2, F32, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x4_f32",
            shape(16, 16, 4, 1, F32, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_32x32x8_f16",
            shape(32, 32, 8, 1, F16, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16",
            shape(16, 16, 16, 1, F16, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x4_4b_f16",
            shape(16, 16, 4, 4, F16, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_32x32x8f16",
            shape(32, 32, 8, 1, F16, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_bf16",
            shape(16, 16, 16, 1, Bf16, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_4x4x4_16b_bf16",
            shape(4, 4, 4, 16, Bf16, F32),
        ),
        (
            "gfx942",
            "v_mfma_i32_32x32x16_i8",
            shape(32, 32, 16, 1, I8, I32),
        ),
        (
            "gfx942",
            "v_mfma_i32_16x16x32_i8",
            shape(16, 16, 32, 1, I8, I32),
        ),
        (
            "gfx942",
            "v_mfma_i32_4x4x4_16b_i8",
            shape(4, 4, 4, 16, I8, I32),
        ),
        (
            "gfx942",
            "v_mfma_f64_16x16x4_f64",
            shape(16, 16, 4, 1, F64, F64),
        ),
        (
            "gfx942",
            "v_mfma_f64_4x4x4_4b_f64",
            shape(4, 4, 4, 4, F64, F64),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x32_fp8_fp8",
            shape(16, 16, 32, 1, Fp8Fnuz, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_32x32x16_bf8_bf8",
            shape(32, 32, 16, 1, Bf8Fnuz, F32),
        ),
        (
            "gfx950",
            "v_mfma_f32_16x16x32_f16",
            shape(16, 16, 32, 1, F16, F32),
        ),
        (
            "gfx950",
            "v_mfma_f32_32x32x16_f16",
            shape(32, 32, 16, 1, F16, F32),
        ),
        (
            "gfx950",
            "v_mfma_f32_16x16x32_bf16",
            shape(16, 16, 32, 1, Bf16, F32),
        ),
        (
            "gfx950",
            "v_mfma_f32_32x32x16_bf16",
            shape(32, 32, 16, 1, Bf16, F32),
        ),
        (
            "gfx950",
            "v_mfma_i32_16x16x64_i8",
            shape(16, 16, 64, 1, I8, I32),
        ),
        (
            "gfx950",
            "v_mfma_i32_32x32x32_i8",
            shape(32, 32, 32, 1, I8, I32),
        ),
        (
            "gfx950",
            "v_mfma_f32_16x16x32_fp8_fp8",
            shape(16, 16, 32, 1, Fp8, F32),
        ),
        (
            "gfx950",
            "v_mfma_f32_32x32x16_bf8_bf8",
            shape(32, 32, 16, 1, Bf8, F32),
        ),
        (
            "gfx950",
            "v_mfma_f64_16x16x4_f64",
            shape(16, 16, 4, 1, F64, F64),
        ),
    ];
    for (n, (gfx, mn, s)) in cases.iter().enumerate() {
        check(&how(gfx, mn), s, Mods::default(), 0x3F3A_0000 + n as u64);
    }
    // Mixed FP8 x BF8 (gfx942 FNUZ).
    let s = Shape {
        b: T::Bf8Fnuz,
        ..shape(16, 16, 32, 1, T::Fp8Fnuz, T::F32)
    };
    check(
        &how("gfx942", "v_mfma_f32_16x16x32_fp8_bf8"),
        &s,
        Mods::default(),
        7,
    );
}

/// CBSZ/ABID broadcast of A blocks, BLGP lane patterns, f64 `neg`, AGPR C/D and an
/// inline-constant C.
#[test]
fn modifiers_and_register_classes() {
    use T::*;
    let s = shape(16, 16, 1, 4, F32, F32);
    for (cbsz, abid) in [(1, 0), (1, 1), (2, 3), (2, 0)] {
        let mods = format!("cbsz:{cbsz} abid:{abid}");
        let h = How {
            mods: &mods,
            ..how("gfx942", "v_mfma_f32_16x16x1_4b_f32")
        };
        check(
            &h,
            &s,
            Mods {
                cbsz,
                abid,
                ..Mods::default()
            },
            11,
        );
    }
    let s4 = shape(4, 4, 4, 16, F16, F32);
    for blgp in 0..8 {
        let mods = format!("blgp:{blgp}");
        for (gfx, mn) in [
            ("gfx942", "v_mfma_f32_4x4x4_16b_f16"),
            ("gfx90a", "v_mfma_f32_4x4x4f16"),
        ] {
            let h = How {
                mods: &mods,
                ..how(gfx, mn)
            };
            check(
                &h,
                &s4,
                Mods {
                    blgp,
                    ..Mods::default()
                },
                12 + blgp as u64,
            );
        }
    }
    let h = How {
        mods: "cbsz:4 abid:9 blgp:6",
        ..how("gfx90a", "v_mfma_i32_4x4x4i8")
    };
    let s8 = shape(4, 4, 4, 16, I8, I32);
    check(
        &h,
        &s8,
        Mods {
            cbsz: 4,
            abid: 9,
            blgp: 6,
            neg: 0,
        },
        21,
    );
    let sd = shape(16, 16, 4, 1, F64, F64);
    for neg in 0..8u8 {
        let mods = format!("neg:[{},{},{}]", neg & 1, neg >> 1 & 1, neg >> 2);
        let h = How {
            mods: &mods,
            ..how("gfx942", "v_mfma_f64_16x16x4_f64")
        };
        check(
            &h,
            &sd,
            Mods {
                neg,
                ..Mods::default()
            },
            30 + neg as u64,
        );
    }
    // AGPR C and D.
    for (gfx, mn, s) in [
        (
            "gfx90a",
            "v_mfma_f32_32x32x1f32",
            shape(32, 32, 1, 2, F32, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16",
            shape(16, 16, 16, 1, F16, F32),
        ),
        (
            "gfx950",
            "v_mfma_f64_4x4x4_4b_f64",
            shape(4, 4, 4, 4, F64, F64),
        ),
    ] {
        let h = How {
            acc: true,
            ..how(gfx, mn)
        };
        check(&h, &s, Mods::default(), 40);
    }
}

/// C as an inline constant: every element of C takes it.
#[test]
fn inline_constant_c() {
    let s = shape(16, 16, 16, 1, T::F16, T::F32);
    let mut g = Rng(5);
    for (text, v) in [("1.0", 1.0), ("-4.0", -4.0), ("0", 0.0)] {
        let mut x = mats(&mut g, &s);
        x.c.iter_mut().for_each(|c| *c = v);
        let (a, b, c) = images(&s, &x);
        let h = How {
            c_const: Some(text),
            ..how("gfx942", "v_mfma_f32_16x16x16_f16")
        };
        let got = read_d(&s, &run(&h, &s, &a, &b, &c).unwrap());
        let want = reference(&s, &x, Mods::default());
        for (gv, w) in got.iter().zip(&want) {
            assert_eq!(*gv, T::F32.enc(*w), "C = {text}");
        }
    }
}

/// Exact reference for arbitrary finite values: every input scaled by 2^40 is an
/// integer (inputs are generated with at most 24 significant bits and exponents in
/// [-16, 10]), so the dot product is an exact i128, which `as f32`/`as f64` rounds
/// once to nearest even, then scaled back by a power of two (exact: normal range).
fn exact_reference(s: &Shape, x: &Mats) -> Vec<u64> {
    const S: i32 = 40;
    let fx = |v: f64, sc: i32| {
        let y = v * 2f64.powi(sc);
        assert_eq!(y.fract(), 0.0, "{v} does not scale to an integer");
        y as i128
    };
    let mut out = Vec::new();
    for bl in 0..s.blocks {
        for i in 0..s.m {
            for j in 0..s.n {
                let mut acc = fx(x.c[Mats::ci(s, bl, i, j)], 2 * S);
                for k in 0..s.k {
                    acc += fx(x.a[Mats::ai(s, bl, i, k)], S) * fx(x.b[Mats::bi(s, bl, k, j)], S);
                }
                out.push(match s.d {
                    T::F64 => ((acc as f64) * 2f64.powi(-2 * S)).to_bits(),
                    _ => ((acc as f32) * 2f32.powi(-2 * S)).to_bits() as u64,
                });
            }
        }
    }
    out
}

/// A random value of type `t` with a bounded exponent, and at most 24 significant bits.
fn random(g: &mut Rng, t: T) -> f64 {
    let (_, mb, _) = t.fmt();
    let mb = mb.min(23);
    let m = (g.u32() as u64 & ((1 << mb) - 1)) as f64 / 2f64.powi(mb) + 1.0;
    let lo = if matches!(t, T::Fp8Fnuz | T::Fp8 | T::Bf8Fnuz | T::Bf8 | T::F16) {
        -6
    } else {
        -16
    };
    let e = lo + g.below((10 - lo) as usize) as i32;
    let e = if matches!(t, T::Fp8Fnuz | T::Fp8) {
        e.min(7)
    } else {
        e
    };
    let v = m * 2f64.powi(e);
    if g.below(2) == 0 {
        -v
    } else {
        v
    }
}

/// Seeded property test: random finite inputs against the exact reference rounded once.
#[test]
fn random_inputs_round_once() {
    use T::*;
    let seed = std::env::var("MFMA_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5EED_2026u64);
    println!("amd_mfma random_inputs_round_once seed {seed:#x} (MFMA_SEED=...)");
    let mut g = Rng(seed);
    let cases: &[(&str, &str, Shape)] = &[
        (
            "gfx942",
            "v_mfma_f32_16x16x4_f32",
            shape(16, 16, 4, 1, F32, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_32x32x8_f16",
            shape(32, 32, 8, 1, F16, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_bf16",
            shape(16, 16, 16, 1, Bf16, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x32_fp8_fp8",
            shape(16, 16, 32, 1, Fp8Fnuz, F32),
        ),
        (
            "gfx950",
            "v_mfma_f32_16x16x32_f16",
            shape(16, 16, 32, 1, F16, F32),
        ),
        (
            "gfx90a",
            "v_mfma_f64_16x16x4f64",
            shape(16, 16, 4, 1, F64, F64),
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x8_xf32",
            shape(16, 16, 8, 1, F32, F32),
        ),
        (
            "gfx942",
            "v_mfma_f32_32x32x4_xf32",
            shape(32, 32, 4, 1, F32, F32),
        ),
    ];
    // xf32 reads each f32 input truncated to 10 fraction bits (ROCm/rocm-libraries
    // PR #9176: "truncates fp32->tf32 (round-toward-zero) in hardware").
    let xf32 = |v: &f64| f32::from_bits((*v as f32).to_bits() & !0x1FFF) as f64;
    for round in 0..2 {
        for (gfx, mn, s) in cases {
            let x = Mats {
                a: (0..s.blocks * s.m * s.k)
                    .map(|_| random(&mut g, s.a))
                    .collect(),
                b: (0..s.blocks * s.k * s.n)
                    .map(|_| random(&mut g, s.b))
                    .collect(),
                c: (0..s.blocks * s.m * s.n)
                    .map(|_| random(&mut g, F32))
                    .collect(),
            };
            let (a, b, c) = images(s, &x);
            let got = read_d(s, &run(&how(gfx, mn), s, &a, &b, &c).unwrap());
            let want = if mn.ends_with("xf32") {
                let t = Mats {
                    a: x.a.iter().map(xf32).collect(),
                    b: x.b.iter().map(xf32).collect(),
                    c: x.c.clone(),
                };
                // The random inputs do use the low bits.
                assert!(t.a != x.a);
                exact_reference(s, &t)
            } else {
                exact_reference(s, &x)
            };
            for (k, (gv, w)) in got.iter().zip(&want).enumerate() {
                assert_eq!(
                    gv, w,
                    "{mn} on {gfx}, seed {seed:#x} round {round}: element {k}"
                );
            }
        }
    }
}

/// NaN, infinities and denormals: NaN rows and inf - inf give the default quiet NaN
/// in exactly the affected elements; inf x 0 is NaN; denormal inputs and results are
/// kept (MFMA does not flush).
#[test]
fn nan_infinity_and_denormals() {
    let s = shape(16, 16, 4, 1, T::F32, T::F32);
    let (na, nb, nd) = regs(&s);
    let mut a = vec![0u32; 64 * na];
    let mut b = vec![0u32; 64 * nb];
    let c = vec![0u32; 64 * nd];
    let pa = |i, k| input_pos(&s, s.a, 16, i, k, 0);
    let one = 1f32.to_bits();
    // Row 0 of A has a NaN; row 1 +inf and row 2 has +inf and -inf against B = 1;
    // row 3: +inf against column 5's 0 (inf x 0); row 4: denormals.
    for k in 0..4 {
        for j in 0..16 {
            let (l, e) = input_pos(&s, s.a, 16, j, k, 0);
            put(&mut b, nb, l, e, 32, if j == 5 { 0 } else { one as u64 });
        }
    }
    let set = |a: &mut Vec<u32>, i, k, v: u32| {
        let (l, e) = pa(i, k);
        put(a, na, l, e, 32, v as u64);
    };
    set(&mut a, 0, 2, 0x7F80_0001);
    set(&mut a, 1, 0, f32::INFINITY.to_bits());
    set(&mut a, 2, 1, f32::INFINITY.to_bits());
    set(&mut a, 2, 3, f32::NEG_INFINITY.to_bits());
    set(&mut a, 4, 0, 0x0000_0003); // 3 x 2^-149
    set(&mut a, 4, 1, 0x0080_0000); // 2^-126 (normal)
    let d = read_d(
        &s,
        &run(&how("gfx942", "v_mfma_f32_16x16x4_f32"), &s, &a, &b, &c).unwrap(),
    );
    let at = |i: usize, j: usize| d[i * 16 + j] as u32;
    for j in 0..16 {
        assert_eq!(at(0, j), 0x7FC0_0000, "NaN row, col {j}");
        assert_eq!(
            at(1, j),
            if j == 5 { 0x7FC0_0000 } else { 0x7F80_0000 },
            "inf row, col {j}"
        );
        // inf - inf (and, in column 5, inf x 0).
        assert_eq!(at(2, j), 0x7FC0_0000, "inf - inf, col {j}");
        // 3 x 2^-149 + 2^-126 = 0x00800003 (denormal kept, exact).
        assert_eq!(
            at(4, j),
            if j == 5 { 0 } else { 0x0080_0003 },
            "denormal row, col {j}"
        );
        assert_eq!(at(5, j), 0, "zero row");
    }
    // A denormal result: 2^-140 x 2^-5 = 2^-145 (f32 denormal 0x10), not flushed.
    let mut a = vec![0u32; 64 * na];
    set(&mut a, 7, 0, 2f32.powi(-140).to_bits());
    let mut b = vec![0u32; 64 * nb];
    let (l, e) = input_pos(&s, s.a, 16, 0, 0, 0);
    put(&mut b, nb, l, e, 32, 2f32.powi(-5).to_bits() as u64);
    let d = read_d(
        &s,
        &run(&how("gfx942", "v_mfma_f32_16x16x4_f32"), &s, &a, &b, &c).unwrap(),
    );
    assert_eq!(d[7 * 16] as u32, 0x10, "2^-145 denormal result");
    // f16: the smallest denormal 2^-24 x 1 = 2^-24 (a normal f32).
    let s = shape(16, 16, 16, 1, T::F16, T::F32);
    let x = Mats {
        a: vec![0.0; 256],
        b: vec![0.0; 256],
        c: vec![0.0; 256],
    };
    let (mut a, mut b, c) = images(&s, &x);
    let (l, e) = input_pos(&s, s.a, 16, 3, 0, 0);
    let (na, nb, _) = regs(&s);
    put(&mut a, na, l, e, 16, 0x0001);
    let (l, e) = input_pos(&s, s.a, 16, 9, 0, 0);
    put(&mut b, nb, l, e, 16, 0x3C00);
    let d = read_d(
        &s,
        &run(&how("gfx942", "v_mfma_f32_16x16x16_f16"), &s, &a, &b, &c).unwrap(),
    );
    assert_eq!(
        d[3 * 16 + 9] as u32,
        2f32.powi(-24).to_bits(),
        "f16 denormal input"
    );
}

fn lower_err(gfx: &str, line: &str) -> String {
    let s = shape(16, 16, 16, 1, T::F16, T::F32);
    let (text, _) = kernel(&how(gfx, "v_mfma_f32_16x16x16f16"), regs(&s));
    let text = text.replace(
        "\tv_mfma_f32_16x16x16f16 v[96:99], v[16:17], v[24:25], v[32:35] \n",
        &format!("\t{line}\n"),
    );
    assert!(text.contains(line), "{text}");
    let yaml = "program: k.s\ngrid: 1\nblock: [64, 1, 1]\nbuffers:\n  in: { type: u32, count: 4096 }\n  out: { type: u32, count: 4096 }\nargs: [in, out]\n";
    match run_program("k.s", &text, yaml, None, &[]) {
        Ok(_) => String::new(),
        Err(e) => e.to_string(),
    }
}

/// Wrong uses are located errors that name the instruction, never wrong results.
#[test]
fn errors_name_the_instruction() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16 v[96:99], v[16:17], v[24:25], v[32:35] cbsz:1",
            "cbsz",
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16 v[96:99], v[16:17], v[24:25], v[32:35] blgp:1",
            "blgp",
        ),
        (
            "gfx90a",
            "v_mfma_f64_16x16x4f64 v[96:103], v[16:17], v[24:25], v[32:39] neg:[1,0,0]",
            "neg",
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x1_4b_f32 v[96:111], v16, v24, v[32:47] cbsz:1 abid:2",
            "abid",
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16 v[96:99], v[16:17], v[24:25], a[32:35]",
            "both be VGPRs or both AGPRs",
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16 v[96:99], v[16:19], v[24:25], v[32:35]",
            "source A takes 2 register(s)",
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16 v[96:99], s[16:17], v[24:25], v[32:35]",
            "v_mfma_f32_16x16x16_f16",
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x32_f16 v[96:99], v[16:19], v[24:27], v[32:35]",
            "not available on gfx942",
        ),
        (
            "gfx90a",
            "v_mfma_f32_16x16x16_f16 v[96:99], v[16:17], v[24:25], v[32:35]",
            "not available on gfx90a",
        ),
        (
            "gfx942",
            "v_mfma_f32_16x16x16_f16 v[96:99], v[16:17], v[24:25], 0x12345",
            "inline constant",
        ),
    ];
    let more: &[(&str, &str, &str)] = &[(
        "gfx950",
        "v_smfmac_f32_16x16x64_f16 v[96:99], v[16:19], v[24:31], v32",
        "does not model",
    )];
    for (gfx, line, want) in cases.iter().chain(more) {
        let e = lower_err(gfx, line);
        assert!(e.contains(want), "{gfx} `{line}`: {e}");
        let mnemonic = line.split_whitespace().next().unwrap();
        assert!(
            e.contains(&format!("`{mnemonic}`")),
            "{gfx} `{line}`: the error names the instruction: {e}"
        );
    }
    // A partial EXEC is refused when the MFMA runs.
    let s = shape(16, 16, 16, 1, T::F16, T::F32);
    let (text, _) = kernel(&how("gfx942", "v_mfma_f32_16x16x16_f16"), regs(&s));
    let text = text.replace(
        "\tv_mfma_f32_16x16x16_f16",
        "\ts_mov_b64 exec, 15\n\tv_mfma_f32_16x16x16_f16",
    );
    let yaml = "program: k.s\ngrid: 1\nblock: [64, 1, 1]\nbuffers:\n  in: { type: u32, count: 4096 }\n  out: { type: u32, count: 4096 }\nargs: [in, out]\n";
    let e = run_program("k.s", &text, yaml, None, &[])
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        e.contains("v_mfma_f32_16x16x16_f16") && e.contains("EXEC"),
        "partial EXEC: {e}"
    );
    // RDNA has no MFMA.
    let text = amd_lanes_kernel(
        "gfx1100",
        "\tv_mfma_f32_16x16x16_f16 v[96:99], v[16:17], v[24:25], v[32:35]\n",
        1,
        1,
        "",
    );
    let d = tmpdir("mfma_rdna");
    std::fs::write(d.join("k.s"), &text).unwrap();
    let yaml = "program: k.s\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  in: { type: u32, count: 64 }\n  out: { type: u32, count: 64 }\nargs: [in, out]\n";
    let e = run_program("k.s", &text, yaml, None, &[])
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        e.contains("v_mfma_f32_16x16x16_f16") && e.contains("gfx1100"),
        "{e}"
    );
}

/// Every row of warpsim's MFMA table on every generation that has it, spelled as
/// that generation spells it: integer-valued data through the test's own layouts.
#[test]
fn every_instruction_on_every_generation() {
    use warpsim::ir::mfma_form::{MfTy, CDNA2, CDNA3, CDNA4, MFMA};
    let ty = |t: MfTy, gen: u8| match t {
        MfTy::F32 | MfTy::Xf32 => T::F32,
        MfTy::F16 => T::F16,
        MfTy::Bf16 => T::Bf16,
        MfTy::I8 => T::I8,
        MfTy::I32 => T::I32,
        MfTy::F64 => T::F64,
        MfTy::Fp8Fnuz | MfTy::Fp8 if gen == CDNA4 => T::Fp8,
        MfTy::Bf8Fnuz | MfTy::Bf8 if gen == CDNA4 => T::Bf8,
        MfTy::Fp8Fnuz | MfTy::Fp8 => T::Fp8Fnuz,
        MfTy::Bf8Fnuz | MfTy::Bf8 => T::Bf8Fnuz,
        // The `_f8f6f4` rows have their own test (`f8f6f4_formats_and_layouts`).
        MfTy::Fp6 | MfTy::Bf6 | MfTy::Fp4 | MfTy::F8f6f4 => unreachable!(),
    };
    let mut ran = 0;
    for (n, r) in MFMA.iter().enumerate() {
        for (gen, gfx) in [(CDNA2, "gfx90a"), (CDNA3, "gfx942"), (CDNA4, "gfx950")] {
            // The sparse rows have their own test (`amd_smfmac`).
            if r.gens & gen == 0 || r.a == MfTy::F8f6f4 || r.sparse() {
                continue;
            }
            let s = Shape {
                m: r.m as usize,
                n: r.n as usize,
                k: r.k as usize,
                blocks: r.blocks as usize,
                a: ty(r.a, gen),
                b: ty(r.b, gen),
                d: ty(r.d, gen),
                narrow: false,
            };
            check(
                &how(gfx, r.mnemonic(gen)),
                &s,
                Mods::default(),
                0xA11 + n as u64,
            );
            ran += 1;
        }
    }
    assert!(ran >= 90, "{ran} runs");
}

/// The CDNA4 `_f8f6f4` shapes with every pair of A and B formats (`cbsz:`, `blgp:`):
/// the register tuples are 8, 6 or 4 VGPRs, each format in its own layout.
#[test]
fn f8f6f4_formats_and_layouts() {
    let fmts = [T::Fp8, T::Bf8, T::Fp6, T::Bf6, T::Fp4];
    let mut seed = 0xF8F6;
    for (mn, m, k) in [
        ("v_mfma_f32_16x16x128_f8f6f4", 16, 128),
        ("v_mfma_f32_32x32x64_f8f6f4", 32, 64),
    ] {
        for (ca, a) in fmts.iter().enumerate() {
            for (cb, b) in fmts.iter().enumerate() {
                let s = Shape {
                    b: *b,
                    narrow: true,
                    ..shape(m, m, k, 1, *a, T::F32)
                };
                let mods = format!("cbsz:{ca} blgp:{cb}");
                let h = How {
                    mods: &mods,
                    ..how("gfx950", mn)
                };
                check(&h, &s, Mods::default(), seed);
                seed += 1;
            }
        }
    }
}

/// `v_mfma_scale_*`: each product is scaled by 2^(sa - 127) 2^(sb - 127), the E8M0
/// bytes `op_sel`/`op_sel_hi` select in the scale VGPRs of lane (k / 32) M + i (A row
/// i) and (k / 32) N + j (B column j); a 0xFF scale makes its row or column NaN.
#[test]
fn scaled_f8f6f4_applies_e8m0_block_scales() {
    let cases = [
        (
            "v_mfma_scale_f32_16x16x128_f8f6f4",
            16,
            128,
            T::Fp8,
            T::Fp4,
            0,
            4,
            (0, 0),
        ),
        (
            "v_mfma_scale_f32_16x16x128_f8f6f4",
            16,
            128,
            T::Bf6,
            T::Fp6,
            3,
            2,
            (1, 2),
        ),
        (
            "v_mfma_scale_f32_32x32x64_f8f6f4",
            32,
            64,
            T::Fp4,
            T::Bf8,
            4,
            1,
            (3, 1),
        ),
        (
            "v_mfma_scale_f32_32x32x64_f8f6f4",
            32,
            64,
            T::Fp8,
            T::Fp8,
            0,
            0,
            (2, 3),
        ),
    ];
    for (n, &(mn, m, k, ta, tb, ca, cb, (sa, sb))) in cases.iter().enumerate() {
        let s = Shape {
            b: tb,
            narrow: true,
            ..shape(m, m, k, 1, ta, T::F32)
        };
        let mut g = Rng(0x5CA1E + n as u64);
        let x = mats(&mut g, &s);
        let (a, b, c) = images(&s, &x);
        // Scale bytes 125..=129 in every byte (the unselected ones too).
        let mut sc: Vec<u32> = (0..128)
            .map(|_| (0..4).fold(0, |w, q| w | (125 + g.below(5) as u32) << (8 * q)))
            .collect();
        let byte = |w: u32, q: usize| (w >> (8 * q) & 0xFF) as i32;
        let op = |bit: usize| format!("[{},{},0]", sa >> bit & 1, sb >> bit & 1);
        let mods = format!("cbsz:{ca} blgp:{cb} op_sel:{} op_sel_hi:{}", op(0), op(1));
        let h = How {
            mods: &mods,
            scale: true,
            ..how("gfx950", mn)
        };
        for nan in [false, true] {
            if nan {
                // Row 3's first K block scale of A: NaN.
                sc[2 * 3] = sc[2 * 3] & !(0xFF << (8 * sa)) | 0xFF << (8 * sa);
            }
            let d = run_scaled(&h, &s, &a, &b, &c, &sc).unwrap();
            let got = read_d(&s, &d);
            for i in 0..m {
                for j in 0..m {
                    let mut w = x.c[Mats::ci(&s, 0, i, j)];
                    for kk in 0..k {
                        let ea = byte(sc[2 * (kk / 32 * m + i)], sa) - 127;
                        let eb = byte(sc[2 * (kk / 32 * m + j) + 1], sb) - 127;
                        w += x.a[Mats::ai(&s, 0, i, kk)]
                            * x.b[Mats::bi(&s, 0, kk, j)]
                            * 2f64.powi(ea + eb);
                    }
                    let want = if nan && i == 3 {
                        0x7FC0_0000
                    } else {
                        T::F32.enc(w)
                    };
                    assert_eq!(got[i * m + j], want, "{mn} {mods}: D[{i}][{j}] (nan {nan})");
                }
            }
        }
    }
}

/// The `_f8f6f4` rows' located errors.
#[test]
fn f8f6f4_errors_are_located() {
    let cases = [
        ("v_mfma_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35] cbsz:5", "reserved format"),
        ("v_mfma_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35] cbsz:2", "takes 6 register(s)"),
        ("v_mfma_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:27], v[32:35] blgp:1", "takes 8 register(s)"),
        ("v_mfma_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35] abid:1", "abid"),
        ("v_mfma_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35] op_sel:[1,0,0]", "op_sel"),
        ("v_mfma_scale_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35]", "operand"),
        ("v_mfma_scale_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35], a4, v49", "a scale operand is a VGPR"),
        ("v_mfma_scale_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35], v48, v49 op_sel:[0,0,1]", "scale bytes"),
    ];
    for (line, want) in cases {
        let e = lower_err("gfx950", line);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.s:"), "located: {e}");
    }
    let e = lower_err(
        "gfx942",
        "v_mfma_f32_16x16x128_f8f6f4 v[96:99], v[16:23], v[24:31], v[32:35]",
    );
    assert!(e.contains("not available on gfx942"), "{e}");
}
