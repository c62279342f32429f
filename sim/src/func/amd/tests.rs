//! Cross-cutting checks of the AMD lane functions: the LLVM constant-folder fixture and
//! the expected outputs of the AMDGPU workloads recomputed from these functions.

use super::test_util::*;
use super::*;

// ------------------------------------------------------------------ LLVM constant folder

/// `sim/tests/fixtures/amdgpu_fold/fold.txt`, made by `gen.py` there from
/// `opt-22 -passes=instcombine` (LLVM's AMDGPU constant folder), default MODE.
#[test]
fn llvm_constant_folder_fixture() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/amdgpu_fold/fold.txt"
    );
    let text = std::fs::read_to_string(path).expect("fold.txt (run gen.py in its directory)");
    let m = MODE_DEFAULT;
    let (mut n, mut bad) = (0, Vec::new());
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let mut it = line.split_whitespace();
        let op = it.next().unwrap();
        let v: Vec<u64> = it.map(|h| u64::from_str_radix(h, 16).unwrap()).collect();
        let (want, args) = (*v.last().unwrap(), &v[..v.len() - 1]);
        let a = |k: usize| args[k] as u32;
        let got: u64 = match op {
            "ubfe" => bfe_u32(a(0), a(1), a(2)) as u64,
            "sbfe" => bfe_i32(a(0), a(1), a(2)) as u64,
            "perm" => perm_b32(a(0), a(1), a(2)) as u64,
            "alignbit" => alignbit_b32(a(0), a(1), a(2)) as u64,
            "frexp_mant_f32" => frexp_mant_f32(a(0)) as u64,
            "frexp_exp_f32" => frexp_exp_i32_f32(a(0)) as u64,
            "frexp_mant_f64" => frexp_mant_f64(args[0]),
            "frexp_exp_f64" => frexp_exp_i32_f64(args[0]) as u64,
            "class_f32" => cmp_class_f32(a(0), a(1)) as u64,
            "class_f64" => cmp_class_f64(args[0], a(1)) as u64,
            "fract_f32" => fract_f32(a(0)) as u64,
            "fract_f64" => fract_f64(args[0]),
            "ldexp_f32" => ldexp_f32(a(0), a(1) as i32, m) as u64,
            "ldexp_f64" => ldexp_f64(args[0], a(1) as i32, m),
            "rcp_f32" => rcp_f32(a(0), m) as u64,
            "rcp_f64" => rcp_f64(args[0], m),
            "sqrt_f32" => sqrt_f32(a(0), m) as u64,
            "sqrt_f64" => sqrt_f64(args[0], m),
            "trunc_f32" => trunc_f32(a(0)) as u64,
            "floor_f32" => floor_f32(a(0)) as u64,
            "ceil_f32" => ceil_f32(a(0)) as u64,
            "rndne_f32" => rndne_f32(a(0)) as u64,
            "cvt_i32_f32" => cvt_i32_f32(a(0)) as u64,
            "cvt_u32_f32" => cvt_u32_f32(a(0)) as u64,
            "cvt_i32_f64" => cvt_i32_f64(args[0]) as u64,
            "cvt_u32_f64" => cvt_u32_f64(args[0]) as u64,
            "cvt_f32_i32" => cvt_f32_i32(a(0), m) as u64,
            "cvt_f32_u32" => cvt_f32_u32(a(0), m) as u64,
            "cvt_f64_i32" => cvt_f64_i32(a(0)),
            "cvt_f64_u32" => cvt_f64_u32(a(0)),
            "cvt_f64_f32" => cvt_f64_f32(a(0), m),
            "cvt_f32_f64" => cvt_f32_f64(args[0], m) as u64,
            _ => panic!("unknown fixture op {op}"),
        };
        n += 1;
        if got != want {
            bad.push(format!("{line}: got {got:x}"));
        }
    }
    assert!(n > 10_000, "only {n} vectors");
    assert!(
        bad.is_empty(),
        "{} of {n} differ from LLVM:\n{}",
        bad.len(),
        bad[..bad.len().min(20)].join("\n")
    );
}

// ------------------------------------------------------------------ workload expectations

/// A little-endian u32 buffer of `workloads/amdgpu/<rel>`, or `None` when absent.
fn workload_u32(rel: &str) -> Option<Vec<u32>> {
    let path = format!("{}/../workloads/amdgpu/{rel}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).ok()?;
    Some(
        bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    )
}

fn workload_u64(rel: &str) -> Option<Vec<u64>> {
    let v = workload_u32(rel)?;
    Some(
        v.chunks_exact(2)
            .map(|p| p[0] as u64 | (p[1] as u64) << 32)
            .collect(),
    )
}

/// `init: { random: { seed, min: 0, max: 4294967295 } }` (workloads/ptx/warpsim_rng.py).
fn random_u32(seed: u64, n: usize) -> Vec<u32> {
    let mut g = Rng(seed);
    (0..n).map(|_| g.next() as u32).collect()
}

#[test]
fn workload_bitfield_and_int_math() {
    // bitfield: ub[i] = ubfe(in[i], ow[i] & 0xff, ow[i] >> 8), sb[i] likewise (n = 5000)
    let (Some(ow), Some(ub), Some(sb)) = (
        workload_u32("bitfield/ow.bin"),
        workload_u32("bitfield/ub_expected.bin"),
        workload_u32("bitfield/sb_expected.bin"),
    ) else {
        panic!("workloads/amdgpu/bitfield: expected files missing");
    };
    let xs = random_u32(41, 5000);
    for i in 0..5000 {
        let (o, w) = (ow[i] & 0xFF, ow[i] >> 8);
        assert_eq!(bfe_u32(xs[i], o, w), ub[i], "bitfield ub[{i}]");
        assert_eq!(bfe_i32(xs[i], o, w), sb[i], "bitfield sb[{i}]");
    }
    // int_math: out[16i+8] = perm(a, b, c), [16i+9] = alignbit(a, b, b >> 8),
    // [16i+15] = (a >>arith (b & 31)) + sad_u8(a, b, 7)
    let (Some(a), Some(b), Some(c), Some(out)) = (
        workload_u32("int_math/a.bin"),
        workload_u32("int_math/b.bin"),
        workload_u32("int_math/c.bin"),
        workload_u32("int_math/out_expected.bin"),
    ) else {
        panic!("workloads/amdgpu/int_math: expected files missing");
    };
    assert_eq!(a.len(), 4096);
    for i in 0..a.len() {
        assert_eq!(perm_b32(a[i], b[i], c[i]), out[16 * i + 8], "perm [{i}]");
        assert_eq!(
            alignbit_b32(a[i], b[i], b[i] >> 8),
            out[16 * i + 9],
            "alignbit [{i}]"
        );
        let o15 = (((a[i] as i32) >> (b[i] & 31)) as u32).wrapping_add(sad_u8(a[i], b[i], 7));
        assert_eq!(o15, out[16 * i + 15], "sad [{i}]");
    }
}

#[test]
fn workload_pack_rgba8() {
    let (Some(data), Some(px), Some(one), Some(two)) = (
        workload_u32("pack_rgba8/in.bin"),
        workload_u32("pack_rgba8/px_expected.bin"),
        workload_u32("pack_rgba8/one_expected.bin"),
        workload_u32("pack_rgba8/two_expected.bin"),
    ) else {
        panic!("workloads/amdgpu/pack_rgba8: expected files missing");
    };
    let n = 1000;
    let (acc, sel) = (random_u32(101, n), random_u32(102, n));
    let pk = |x: u32, s: u32, r: u32| cvt_pk_u8_f32(x, s, r, false, false, MODE_DEFAULT);
    for i in 0..n {
        let [cx, cy, cz, cw] = [
            data[4 * i],
            data[4 * i + 1],
            data[4 * i + 2],
            data[4 * i + 3],
        ];
        let r = pk(cw, 2, pk(cz, 0, pk(cy, 1, pk(cx, 3, acc[i]))));
        assert_eq!(r, px[i], "px[{i}]");
        assert_eq!(pk(cx, sel[i], acc[i]), one[i], "one[{i}]");
        assert_eq!(pk(cy, 0, pk(cz, 2, 0)), two[i], "two[{i}]");
    }
}

#[test]
fn workload_fp_math_divisions() {
    // f[8i] = x / y (f32), g[3i+1] = w / y (f64), n = 2000 rows (24 crafted:
    // zero divisors, denormal quotients and divisors, overflow)
    let (Some(x), Some(y), Some(w), Some(fo), Some(go)) = (
        workload_u32("fp_math/a.bin"),
        workload_u32("fp_math/b.bin"),
        workload_u64("fp_math/d.bin"),
        workload_u32("fp_math/f_expected.bin"),
        workload_u64("fp_math/g_expected.bin"),
    ) else {
        panic!("workloads/amdgpu/fp_math: expected files missing");
    };
    assert_eq!(x.len(), 2000);
    for i in 0..x.len() {
        for k in [-1, 0, 1] {
            assert_eq!(
                seq_div_f32(x[i], y[i], MODE_DEFAULT, k),
                fo[8 * i],
                "f[{}] rcp{k:+}",
                8 * i
            );
        }
        let yd = cvt_f64_f32(y[i], MODE_DEFAULT);
        assert_eq!(
            seq_div_f64(w[i], yd, MODE_DEFAULT, 0),
            go[3 * i + 1],
            "g[{}]",
            3 * i + 1
        );
    }
}

#[test]
fn div_fixup_f16_special_cases_and_modes() {
    // S0 = quotient, S1 = denominator, S2 = numerator (f16 bits).
    let m = MODE_DEFAULT;
    let (one, two, inf, ninf) = (0x3C00u16, 0x4000u16, 0x7C00u16, 0xFC00u16);
    let q = 0x3800; // 0.5, the quotient 1/2 of the pass-through case
    assert_eq!(div_fixup_f16_mode(q, two, one, m), 0x3800);
    assert_eq!(
        div_fixup_f16_mode(q, two | 0x8000, one, m),
        0xB800,
        "sign from S1^S2"
    );
    assert_eq!(
        div_fixup_f16_mode(q | 0x8000, two, one, m),
        0x3800,
        "S0's own sign ignored"
    );
    // NaN numerator first, then NaN denominator, each quieted (payload kept).
    assert_eq!(div_fixup_f16_mode(q, 0x7C01, 0xFD02, m), 0xFF02);
    assert_eq!(div_fixup_f16_mode(q, 0x7C01, one, m), 0x7E01);
    // 0/0 and inf/inf: 0xFE00; x/0 and inf/y: signed inf; 0/y and x/inf: signed 0.
    assert_eq!(div_fixup_f16_mode(q, 0x8000, 0, m), 0xFE00);
    assert_eq!(div_fixup_f16_mode(q, inf, ninf, m), 0xFE00);
    assert_eq!(div_fixup_f16_mode(q, 0x8000, one, m), ninf);
    assert_eq!(div_fixup_f16_mode(q, two, ninf, m), ninf);
    assert_eq!(div_fixup_f16_mode(q, two, 0x8000, m), 0x8000);
    assert_eq!(div_fixup_f16_mode(q, ninf, one, m), 0x8000);
    // An infinite or NaN quotient of finite operands: the MODE overflow result.
    let rnd = |r: u32| (m & !0xC) | r << 2;
    assert_eq!(div_fixup_f16_mode(inf, one, two, m), inf);
    assert_eq!(div_fixup_f16_mode(0x7E00, one, two, m), inf);
    assert_eq!(
        div_fixup_f16_mode(inf, one, two, rnd(3)),
        0x7BFF,
        "toward zero"
    );
    assert_eq!(
        div_fixup_f16_mode(inf, one, two, rnd(1)),
        inf,
        "toward +inf"
    );
    assert_eq!(div_fixup_f16_mode(inf, one, two | 0x8000, rnd(1)), 0xFBFF);
    assert_eq!(div_fixup_f16_mode(inf, one, two | 0x8000, rnd(2)), ninf);
    // The f32 mode fields do not apply: rounding toward zero for f32 only.
    assert_eq!(div_fixup_f16_mode(inf, one, two, m | 3), inf);
    // Denormal sources are flushed when MODE flushes f16/f64 inputs (all three).
    let den = 0x0001;
    assert_eq!(div_fixup_f16_mode(q, den, one, m), q, "kept by default");
    let ftz = m & !(1 << 6);
    assert_eq!(
        div_fixup_f16_mode(q, den, one, ftz),
        inf,
        "x/0 once flushed"
    );
    assert_eq!(div_fixup_f16_mode(q, one, den | 0x8000, ftz), 0x8000, "0/y");
    assert_eq!(
        div_fixup_f16_mode(den, one, one, ftz),
        0,
        "quotient flushed"
    );
    assert_eq!(div_fixup_f16_mode(den, one, one, m), den);
    // No underflow shortcut: a tiny quotient passes through (f32 would round it).
    assert_eq!(div_fixup_f16_mode(0x0000, 0x7BFF, den, m), 0x0000);
}
