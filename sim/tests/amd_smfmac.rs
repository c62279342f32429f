//! CDNA3 sparse `v_smfmac_*` through the simulator (gfx942, one wave64): A 4:2
//! compressed with its compression index, B dense, D accumulating. Register images
//! are built and read back through the AMD Matrix Instruction Calculator's own layout
//! tables (`fixtures/smfmac/layouts.txt`, dumped from the calculator by the script
//! beside it), an independent formulation of `func::matrix::smfmac`'s arithmetic, and
//! D is checked element by element against the plain product of the decompressed A
//! and B, run twice from D = 0 so the second accumulates onto the first (read through
//! the D layout): random elements whose dot products are exact in f64, each result
//! rounded once to f32 (integers: the exact sum wrapped). Every index set (`abid:` with `cbsz:0`, and
//! `cbsz:1` choosing the first), the other sets filled with noise; located errors.

mod common;
use common::elems::{fval, rand_elem};
use common::*;

/// One layout of the fixture and the instructions sharing it.
struct Layout {
    insts: Vec<String>,
    /// (lane, bit, i, group)
    a: Vec<[usize; 4]>,
    /// (set, lane, bit, i, group)
    k: Vec<[usize; 5]>,
    /// (lane, bit, k, j)
    b: Vec<[usize; 4]>,
    /// (lane, bit, i, j)
    d: Vec<[usize; 4]>,
}

fn layouts() -> Vec<Layout> {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/smfmac/layouts.txt"),
    )
    .expect("the layout fixture");
    let mut out: Vec<Layout> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut w = line.split_whitespace();
        let tag = w.next().expect("a tag");
        if tag == "inst" {
            out.push(Layout {
                insts: w.map(str::to_string).collect(),
                a: vec![],
                k: vec![],
                b: vec![],
                d: vec![],
            });
            continue;
        }
        let v: Vec<usize> = w.map(|x| x.parse().expect("a number")).collect();
        let l = out.last_mut().expect("an inst line first");
        match tag {
            "A" => l.a.push([v[0], v[1], v[2], v[3]]),
            "K" => l.k.push([v[0], v[1], v[2], v[3], v[4]]),
            "B" => l.b.push([v[0], v[1], v[2], v[3]]),
            "D" => l.d.push([v[0], v[1], v[2], v[3]]),
            _ => panic!("{line}"),
        }
    }
    out
}

/// (M, N, K) of a mnemonic.
fn shape(name: &str) -> (usize, usize, usize) {
    let s = name.split('_').nth(3).expect("a shape");
    let v: Vec<usize> = s.split('x').map(|x| x.parse().expect("dims")).collect();
    (v[0], v[1], v[2])
}

/// Element types of A and B as `common::elems` names them ("fnuz" formats are read
/// as the OCP ones halved: one more exponent bias).
fn types(name: &str) -> (&'static str, &'static str) {
    let t = |s: &str| match s {
        "f16" => "f16",
        "bf16" => "bf16",
        "i8" => "s8",
        "fp8" => "e4m3",
        "bf8" => "e5m2",
        _ => panic!("{s}"),
    };
    let parts: Vec<&str> = name.split('_').collect();
    match parts.len() {
        5 => (t(parts[4]), t(parts[4])),
        _ => (t(parts[4]), t(parts[5])),
    }
}

fn value(t: &str, x: u64) -> f64 {
    match t {
        "s8" => x as u8 as i8 as f64,
        // gfx942 FP8/BF8 are FNUZ: bias 8 / 16, one more than OCP's.
        "e4m3" | "e5m2" => fval(t, x) / 2.0,
        _ => fval(t, x),
    }
}

fn element(g: &mut Rng, t: &str) -> u64 {
    match rand_elem(g, t) {
        // 0x80 is FNUZ's only NaN.
        0x80 if t.starts_with('e') => 0,
        v => v,
    }
}

fn put(img: &mut [u32], per: usize, lane: usize, bit: usize, bits: usize, v: u64) {
    let (r, sh) = (lane * per + bit / 32, bit % 32);
    let m = if bits == 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
    };
    img[r] = img[r] & !(m << sh) | ((v as u32) & m) << sh;
}

fn get(img: &[u32], per: usize, lane: usize, bit: usize, bits: usize) -> u64 {
    let m = if bits == 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
    };
    ((img[lane * per + bit / 32] >> (bit % 32)) & m) as u64
}

/// Run `name` with `mods` twice over the images (registers per lane: 2 A, 4 B, 1
/// index) from D = 0: the second run accumulates onto the first's D. Returns D's
/// image.
fn run(name: &str, mods: &str, nd: usize, a: &[u32], b: &[u32], idx: &[u32]) -> Vec<u32> {
    let inputs: Vec<Vec<u32>> = (0..64)
        .map(|l| {
            let mut row = a[2 * l..2 * l + 2].to_vec();
            row.extend_from_slice(&b[4 * l..4 * l + 4]);
            row.push(idx[l]);
            row
        })
        .collect();
    // Loaded at v1..v7; tuples must start at even registers: A v[20:21], B v[24:27],
    // the index v30, D v[100:..].
    let mut body = String::new();
    let moves = [
        (20, 1),
        (21, 2),
        (24, 3),
        (25, 4),
        (26, 5),
        (27, 6),
        (30, 7),
    ];
    for (to, from) in moves {
        body += &format!("\tv_mov_b32 v{to}, v{from}\n");
    }
    for r in 0..nd {
        body += &format!("\tv_mov_b32 v{}, 0\n", 100 + r);
    }
    for _ in 0..2 {
        body += &format!(
            "\t{name} v[100:{}], v[20:21], v[24:27], v30 {mods}\n",
            99 + nd
        );
    }
    let (out, _) = run_amd_lanes("gfx942", &body, &inputs, nd, "").expect("runs");
    out.into_iter().flatten().collect()
}

/// Every smfmac, every index set: D = D + A B element by element.
#[test]
fn sparse_products_match_the_calculator_layouts() {
    let mut g = Rng(0x5F3A_C0DE);
    let lays = layouts();
    assert_eq!(lays.iter().map(|l| l.insts.len()).sum::<usize>(), 14);
    for lay in &lays {
        for name in &lay.insts {
            let (m, n, kdim) = shape(name);
            let (ta, tb) = types(name);
            let abits = if ta == "f16" || ta == "bf16" { 16 } else { 8 };
            let nd = m * n / 64;
            let sets = 32 / (kdim * m / 64);
            let int = ta == "s8";
            // (cbsz, abid, the set they choose)
            let mut cases: Vec<(u32, u32, usize)> = (0..sets).map(|s| (0, s as u32, s)).collect();
            cases.push((1, (sets - 1) as u32, 0));
            for (cbsz, abid, set) in cases {
                // Sparse A: per row and group two distinct positions.
                let mut dense_a = vec![0f64; m * kdim];
                let mut a = vec![0u32; 64 * 2];
                let mut idx: Vec<u32> = (0..64).map(|_| g.u32()).collect();
                let mut pos = vec![(0usize, 0usize); m * kdim / 4];
                for p in pos.iter_mut() {
                    let x = g.below(4);
                    let y = (x + 1 + g.below(3)) % 4;
                    *p = (x.min(y), x.max(y));
                }
                for &[lane, bit, i, grp] in &lay.a {
                    let (p0, p1) = pos[i * kdim / 4 + grp];
                    for (s, p) in [(0, p0), (1, p1)] {
                        let v = element(&mut g, ta);
                        put(&mut a, 2, lane, bit + s * abits, abits, v);
                        dense_a[i * kdim + 4 * grp + p] = value(ta, v);
                    }
                }
                for &[_, lane, bit, i, grp] in lay.k.iter().filter(|k| k[0] == set) {
                    let (p0, p1) = pos[i * kdim / 4 + grp];
                    put(&mut idx, 1, lane, bit, 4, (p0 | p1 << 2) as u64);
                }
                let bbits = abits;
                let mut b = vec![0u32; 64 * 4];
                let mut dense_b = vec![0f64; kdim * n];
                for &[lane, bit, k, j] in &lay.b {
                    let v = element(&mut g, tb);
                    put(&mut b, 4, lane, bit, bbits, v);
                    dense_b[k * n + j] = value(tb, v);
                }
                let mods = format!("cbsz:{cbsz} abid:{abid}");
                let got = run(name, &mods, nd, &a, &b, &idx);
                for &[lane, bit, i, j] in &lay.d {
                    let sum: f64 = (0..kdim)
                        .map(|k| dense_a[i * kdim + k] * dense_b[k * n + j])
                        .sum();
                    // Twice from 0: D1 = round(P), D2 = round(D1 + P).
                    let want = if int {
                        (2 * sum as i64) as u32
                    } else {
                        (((sum as f32) as f64 + sum) as f32).to_bits()
                    };
                    let have = get(&got, nd, lane, bit, 32) as u32;
                    assert_eq!(have, want, "{name} {mods} D[{i}][{j}]");
                }
            }
        }
    }
}

/// Bad forms are located errors.
#[test]
fn bad_sparse_forms_are_located_errors() {
    let mut cases = vec![
        (
            "v_smfmac_f32_16x16x32_f16 v[100:103], v[20:21], v[24:27], v30 abid:4",
            "abid",
        ),
        (
            "v_smfmac_i32_16x16x64_i8 v[100:103], v[20:21], v[24:27], v30 abid:2",
            "abid",
        ),
        (
            "v_smfmac_f32_16x16x32_f16 v[100:103], v[20:23], v[24:27], v30",
            "source A",
        ),
        (
            "v_smfmac_f32_16x16x32_f16 v[100:103], v[20:21], v[24:27], v[30:31]",
            "compression index",
        ),
    ];
    cases.push((
        "v_smfmac_f32_16x16x32_f16 v[100:103], v[20:21], v[24:27], a30",
        "VGPR",
    ));
    for (line, what) in cases {
        let inputs: Vec<Vec<u32>> = (0..64).map(|_| vec![0u32; 7]).collect();
        let err = run_amd_lanes("gfx942", &format!("\t{line}\n"), &inputs, 4, "")
            .expect_err(line)
            .to_string();
        assert!(err.contains(what) && err.contains("k.s:"), "{line}: {err}");
    }
    // gfx90a has no SMFMAC.
    let inputs: Vec<Vec<u32>> = (0..64).map(|_| vec![0u32; 7]).collect();
    let err = run_amd_lanes(
        "gfx90a",
        "\tv_smfmac_f32_16x16x32_f16 v[100:103], v[20:21], v[24:27], v30\n",
        &inputs,
        4,
        "",
    )
    .expect_err("gfx90a")
    .to_string();
    assert!(err.contains("not available on gfx90a"), "{err}");
}
