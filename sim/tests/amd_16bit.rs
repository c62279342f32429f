//! AMDGPU 16-bit VALU through the simulator: VGPR halves (`op_sel`, GFX11 true16
//! `v5.l`/`v5.h`, SDWA words), the per-generation rule for the other half of a
//! whole-VGPR destination (GFX9 zeroes it for its 16-bit ALU ops, GFX10+ keeps it),
//! f16 arithmetic and conversions against an independent f64 reference with its own
//! rounding to f16, the mixed-precision FMA, packed 16-bit VOP3P, SALU packs, and
//! the d16 loads and stores.

mod common;
use common::*;

/// Descriptor lines giving the kernel the HSA default MODE (denormals kept).
const DENORMS: &str = "\t\t.amdhsa_float_denorm_mode_32 3\n\t\t.amdhsa_float_denorm_mode_16_64 3\n";

fn run(gfx: &str, body: &str, rows: &[Vec<u32>], nout: usize) -> Vec<Vec<u32>> {
    run_amd_lanes(gfx, body, rows, nout, DENORMS)
        .unwrap_or_else(|e| panic!("{gfx}: {e}"))
        .0
}

/// Warp instructions `body` adds to the lanes kernel (one wave of 32 or 64 lanes).
fn added(gfx: &str, body: &str) -> u64 {
    let rows = vec![vec![0u32; 3]; 32];
    let count = |b: &str| {
        run_amd_lanes(gfx, b, &rows, 4, DENORMS)
            .unwrap_or_else(|e| panic!("{gfx}: {e}"))
            .1
            .warp_instructions
    };
    count(body) - count("")
}

/// Round an f64 to the nearest IEEE half (ties to even): an independent reference.
fn f16_rne(x: f64) -> u16 {
    let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
    if x.is_nan() {
        return 0x7E00;
    }
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7C00;
    }
    // Scale to an integer significand at the right exponent, round, rebuild.
    let e = if a < f64::powi(2.0, -14) {
        -14
    } else {
        a.log2().floor() as i32
    };
    let ulp = f64::powi(2.0, e.max(-14) - 10);
    let q = a / ulp;
    let mut n = q.floor();
    let frac = q - n;
    if frac > 0.5 || (frac == 0.5 && n % 2.0 == 1.0) {
        n += 1.0;
    }
    let v = n * ulp;
    if v >= 65520.0 {
        return sign | 0x7C00;
    }
    if v < f64::powi(2.0, -14) {
        return sign | (v / f64::powi(2.0, -24)) as u16;
    }
    let e = v.log2().floor() as i32;
    let m = (v / f64::powi(2.0, e) * 1024.0) as u16 - 1024;
    sign | ((e + 15) as u16) << 10 | m
}

/// An IEEE half as f64 (exact).
fn f16_val(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1F) as i32;
    let m = (h & 0x3FF) as f64;
    match e {
        0 => s * m * f64::powi(2.0, -24),
        31 if m == 0.0 => s * f64::INFINITY,
        31 => f64::NAN,
        _ => s * (1.0 + m / 1024.0) * f64::powi(2.0, e - 15),
    }
}

/// Finite halves of moderate size (products and sums stay finite).
fn half(g: &mut Rng) -> u16 {
    let e = 8 + (g.next() % 14) as u16; // 2^-7 .. 2^6
    (g.next() as u16 & 0x8000) | e << 10 | (g.next() as u16 & 0x3FF)
}

#[test]
fn the_other_half_is_zeroed_on_gfx9_and_kept_after() {
    let rows = vec![vec![0x1234_FFFF, 0xABCD_0002]];
    // GFX9: a whole-VGPR result of v_add_u16 zeroes bits [31:16]; v_fmac_f16 keeps
    // them; SDWA places a word and keeps the rest.
    let gfx9 = "\tv_mov_b32 v100, v1\n\tv_add_u16_e32 v100, v1, v2\n\
\tv_mov_b32 v101, v1\n\tv_add_u16_sdwa v101, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1\n\
\tv_mov_b32 v102, 0x55550000\n\tv_fmac_f16_e32 v102, v1, v2\n";
    let o = &run("gfx90a", gfx9, &rows, 3)[0];
    assert_eq!(o[0], 0x0000_0001);
    assert_eq!(o[1], 0xBE01_FFFF);
    // 0xFFFF is a NaN half: the quieted first NaN input, the high half kept.
    assert_eq!(o[2], 0x5555_FFFF);
    // GFX10: the same operation keeps the high half; op_sel picks halves.
    let gfx10 = "\tv_mov_b32 v100, v1\n\tv_add_nc_u16 v100, v1, v2\n\
\tv_mov_b32 v101, 0\n\tv_add_nc_u16 v101, v1, v2 op_sel:[1,1,1]\n\
\tv_mov_b32 v102, v2\n\tv_cvt_f16_f32_e32 v102, 2.0\n";
    let o = &run("gfx1030", gfx10, &rows, 3)[0];
    assert_eq!(o[0], 0x1234_0001);
    assert_eq!(o[1], 0xBE01_0000);
    assert_eq!(o[2], 0xABCD_4000);
    // GFX11 true16: halves named directly.
    let gfx11 = "\tv_mov_b32 v100, v1\n\tv_add_nc_u16 v100.h, v1.l, v2.h\n\
\tv_mov_b32 v101, v1\n\tv_mov_b16_e32 v101.l, v2.h\n\
\tv_cmp_eq_u32_e32 vcc_lo, 0, v0\n\tv_mov_b32 v102, v1\n\tv_cndmask_b16 v102.h, 0, v2.l, vcc_lo\n";
    let o = &run("gfx1100", gfx11, &rows, 3)[0];
    assert_eq!(o[0], 0xABCC_FFFF);
    assert_eq!(o[1], 0x1234_ABCD);
    assert_eq!(o[2], 0x0002_FFFF);
    // One instruction each (SDWA with a sub-dword source is extraction + op + merge).
    assert_eq!(added("gfx1100", "\tv_add_nc_u16 v100.h, v1.l, v2.h\n"), 1);
    assert_eq!(added("gfx90a", "\tv_add_u16_e32 v100, v1, v2\n"), 1);
}

#[test]
fn f16_arithmetic_matches_an_f64_reference() {
    let mut g = Rng(0xF16);
    let rows: Vec<Vec<u32>> = (0..64)
        .map(|_| {
            let (a, b, c, d) = (half(&mut g), half(&mut g), half(&mut g), half(&mut g));
            vec![a as u32 | (b as u32) << 16, c as u32 | (d as u32) << 16]
        })
        .collect();
    // add lo+lo, mul hi*lo (op_sel), sub, fma(lo, hi, lo) into the high half.
    let body = "\tv_add_f16_e32 v100, v1, v2\n\tv_mul_f16_e64 v101, v1, v2 op_sel:[1,0,0]\n\
\tv_sub_f16_e64 v102, v1, -v2\n\tv_mov_b32 v103, 0\n\tv_fma_f16 v103, v1, v2, v2 op_sel:[0,1,0,1]\n\
\tv_cvt_f32_f16_e32 v104, v1\n\tv_cvt_f32_f16_sdwa v105, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1\n\
\tv_pack_b32_f16 v106, v1, v2 op_sel:[1,0]\n";
    for gfx in ["gfx90a", "gfx942", "gfx1030"] {
        let out = run(gfx, body, &rows, 7);
        for (r, (o, i)) in out.iter().zip(&rows).enumerate() {
            let h = |w: u32, hi: bool| (if hi { w >> 16 } else { w }) as u16;
            let v = |w: u32, hi: bool| f16_val(h(w, hi));
            let (a, b) = (i[0], i[1]);
            let what = format!("{gfx} row {r}: {a:#x} {b:#x}");
            assert_eq!(
                o[0] & 0xFFFF,
                f16_rne(v(a, false) + v(b, false)) as u32,
                "{what} add"
            );
            assert_eq!(
                o[1] & 0xFFFF,
                f16_rne(v(a, true) * v(b, false)) as u32,
                "{what} mul"
            );
            assert_eq!(
                o[2] & 0xFFFF,
                f16_rne(v(a, false) + v(b, false)) as u32,
                "{what} sub -x"
            );
            // The exact a*b + c fits in f64 for these magnitudes.
            let fma = f16_rne(v(a, false) * v(b, true) + v(b, false));
            assert_eq!(o[3], (fma as u32) << 16, "{what} fma into hi");
            assert_eq!(f32::from_bits(o[4]) as f64, v(a, false), "{what} cvt lo");
            assert_eq!(
                f32::from_bits(o[5]) as f64,
                v(b, true),
                "{what} cvt sdwa hi"
            );
            assert_eq!(
                o[6],
                h(a, true) as u32 | (h(b, false) as u32) << 16,
                "{what} pack"
            );
        }
    }
}

#[test]
fn f32_to_f16_and_the_mixed_fma() {
    let mut g = Rng(0x31F);
    let rows: Vec<Vec<u32>> = (0..128)
        .map(|_| {
            let f = |g: &mut Rng| {
                let e = 110 + (g.next() % 30) as u32;
                (g.u32() & 0x807F_FFFF) | e << 23
            };
            vec![f(&mut g), f(&mut g), half(&mut g) as u32]
        })
        .collect();
    let body =
        "\tv_cvt_f16_f32_e32 v100, v1\n\tv_mov_b32 v101, v3\n\tv_fma_mixlo_f16 v101, v1, v2, 0\n\
\tv_mov_b32 v102, v3\n\tv_fma_mixhi_f16 v102, v1, v3, v2 op_sel_hi:[0,1,0]\n\
\tv_fma_mix_f32 v103, v3, v3, v1 op_sel_hi:[1,1,0]\n\tv_cvt_pkrtz_f16_f32 v104, v1, v2\n";
    for gfx in ["gfx942", "gfx1030", "gfx1100"] {
        let out = run(gfx, body, &rows, 5);
        for (r, (o, i)) in out.iter().zip(&rows).enumerate() {
            let (x, y, c) = (f32::from_bits(i[0]), f32::from_bits(i[1]), i[2]);
            let ch = f16_val(c as u16) as f32;
            let what = format!("{gfx} row {r}: {:#x} {:#x} {c:#x}", i[0], i[1]);
            assert_eq!(o[0] & 0xFFFF, f16_rne(x as f64) as u32, "{what} cvt");
            // f32 fma rounded to f32, then to f16 (the ISA's two roundings).
            let lo = f16_rne(x.mul_add(y, 0.0) as f64) as u32;
            assert_eq!(o[1], (c & 0xFFFF_0000) | lo, "{what} mixlo");
            let hi = f16_rne(x.mul_add(ch, y) as f64) as u32;
            assert_eq!(o[2], (c & 0xFFFF) | hi << 16, "{what} mixhi");
            assert_eq!(o[3], ch.mul_add(ch, x).to_bits(), "{what} mix_f32");
            let rtz = |f: f32| {
                let n = f16_rne(f as f64);
                // Toward zero: step back when nearest-even rounded away from zero.
                if f16_val(n).abs() > (f as f64).abs() {
                    n - 1
                } else {
                    n
                }
            };
            assert_eq!(o[4], rtz(x) as u32 | (rtz(y) as u32) << 16, "{what} pkrtz");
        }
    }
}

#[test]
fn sixteen_bit_integer_ops() {
    let mut g = Rng(0x1616);
    let rows: Vec<Vec<u32>> = (0..64).map(|_| vec![g.u32(), g.u32()]).collect();
    let gfx9 = "\tv_lshlrev_b16_e32 v100, v1, v2\n\tv_ashrrev_i16_e64 v101, v1, v2\n\
\tv_mul_lo_u16_e32 v102, v1, v2\n\tv_max_i16_e32 v103, v1, v2\n\
\tv_pk_lshlrev_b16 v104, v1, v2\n\tv_pk_add_u16 v105, v1, v2 op_sel_hi:[0,1]\n\
\ts_mov_b32 s10, 0x22223333\n\ts_pack_lh_b32_b16 s9, 0x1111, s10\n\tv_mov_b32 v106, s9\n";
    let out = run("gfx90a", gfx9, &rows, 7);
    for (o, i) in out.iter().zip(&rows) {
        let (a, b) = (i[0], i[1]);
        let (a0, a1, b0, b1) = (a as u16, (a >> 16) as u16, b as u16, (b >> 16) as u16);
        assert_eq!(o[0], (b0 << (a0 & 15)) as u32);
        assert_eq!(o[1], ((b0 as i16) >> (a0 & 15)) as u16 as u32);
        assert_eq!(o[2], a0.wrapping_mul(b0) as u32);
        assert_eq!(o[3], (a0 as i16).max(b0 as i16) as u16 as u32);
        assert_eq!(
            o[4],
            (b0 << (a0 & 15)) as u32 | ((b1 << (a1 & 15)) as u32) << 16
        );
        assert_eq!(
            o[5],
            b0.wrapping_add(a0) as u32 | (b1.wrapping_add(a0) as u32) << 16
        );
        assert_eq!(o[6], 0x2222_1111);
    }
    // GFX11 true16 forms keep the other half.
    let gfx11 = "\tv_mov_b32 v100, v2\n\tv_lshrrev_b16 v100.h, v1.l, v2.l\n\
\tv_mov_b32 v101, v1\n\tv_mul_lo_u16 v101.l, v1.h, 0x56\n";
    let out = run("gfx1100", gfx11, &rows, 2);
    for (o, i) in out.iter().zip(&rows) {
        let (a, b) = (i[0], i[1]);
        assert_eq!(o[0], (b & 0xFFFF) | (((b as u16) >> (a & 15)) as u32) << 16);
        assert_eq!(
            o[1],
            (a & 0xFFFF_0000) | ((a >> 16) as u16).wrapping_mul(0x56) as u32
        );
    }
}

#[test]
fn packed_16bit_mad_add_and_sub() {
    // v_pk_mad_u16/_i16 (HeCBench convolution1D's conv1d_tiled<short>): per half the
    // low 16 bits of a * b + c, each source's half chosen by op_sel (low result) and
    // op_sel_hi (high result; default all high); v_pk_add_i16 / v_pk_sub_i16 wrap.
    let mut g = Rng(0x9AD);
    let rows: Vec<Vec<u32>> = (0..64).map(|_| vec![g.u32(), g.u32(), g.u32()]).collect();
    let body = "\tv_pk_mad_u16 v100, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,0]\n\
\tv_pk_mad_i16 v101, v1, v2, v3\n\tv_pk_add_i16 v102, v1, v2\n\
\tv_pk_sub_i16 v103, v1, v2 op_sel:[1,1]\n";
    for gfx in ["gfx942", "gfx1100"] {
        let out = run(gfx, body, &rows, 4);
        for (o, i) in out.iter().zip(&rows) {
            let h = |k: usize, hi: bool| (i[k] >> if hi { 16 } else { 0 }) as u16;
            let mad = |a: u16, b: u16, c: u16| a.wrapping_mul(b).wrapping_add(c) as u32;
            let pk = |lo: u32, hi: u32| lo | hi << 16;
            let want = [
                pk(
                    mad(h(0, true), h(1, false), h(2, true)),
                    mad(h(0, false), h(1, true), h(2, false)),
                ),
                pk(
                    mad(h(0, false), h(1, false), h(2, false)),
                    mad(h(0, true), h(1, true), h(2, true)),
                ),
                pk(
                    h(0, false).wrapping_add(h(1, false)) as u32,
                    h(0, true).wrapping_add(h(1, true)) as u32,
                ),
                pk(
                    h(0, true).wrapping_sub(h(1, true)) as u32,
                    h(0, true).wrapping_sub(h(1, true)) as u32,
                ),
            ];
            assert_eq!(o[..], want, "{gfx} {i:x?}");
        }
    }
}

#[test]
fn d16_loads_and_stores() {
    let rows = vec![vec![0xA1B2_C3D4, 0x8081_8283]];
    // Loads into one half keep the other; the signed byte form sign-extends to 16 bits.
    let gfx9 = "\tv_mov_b32 v100, v2\n\tglobal_load_short_d16_hi v100, v10, s[4:5] offset:0\n\
\tv_mov_b32 v101, v2\n\tglobal_load_sbyte_d16 v101, v10, s[4:5] offset:2\n\
\tglobal_store_short_d16_hi v11, v1, s[6:7] offset:8\n\ts_waitcnt vmcnt(0)\n\
\tglobal_load_dword v102, v11, s[6:7] offset:8\n\ts_waitcnt vmcnt(0)\n";
    let o = &run("gfx90a", gfx9, &rows, 3)[0];
    assert_eq!(o[0], 0xC3D4_8283);
    assert_eq!(o[1], 0x8081_FFB2);
    assert_eq!(o[2], 0x0000_A1B2);
    let gfx11 = "\tv_mov_b32 v100, v2\n\tglobal_load_d16_hi_b16 v100, v10, s[4:5] offset:2\n\
\tv_mov_b32 v101, v2\n\tglobal_load_d16_u8 v101, v10, s[4:5] offset:3\n\
\tglobal_store_d16_hi_b16 v11, v2, s[6:7] offset:8\n\ts_waitcnt vmcnt(0)\n\
\tglobal_load_b32 v102, v11, s[6:7] offset:8\n\ts_waitcnt vmcnt(0)\n";
    let o = &run("gfx1100", gfx11, &rows, 3)[0];
    assert_eq!(o[0], 0xA1B2_8283);
    assert_eq!(o[1], 0x8081_00A1);
    assert_eq!(o[2], 0x0000_8081);
}

#[test]
fn two_d16_loads_into_one_register_before_one_wait_fill_both_halves() {
    // As clang packs two halves: `_d16` and `_d16_hi` into the same VGPR, then one
    // wait. Each load's data return writes only its half, whenever it lands.
    let rows = vec![vec![0xA1B2_C3D4, 0x8081_8283]];
    let gfx9 = "	v_mov_b32 v100, 0
	global_load_short_d16 v100, v10, s[4:5] offset:4
	global_load_short_d16_hi v100, v10, s[4:5] offset:2
	v_mov_b32 v101, 0
	global_load_short_d16_hi v101, v10, s[4:5] offset:0
	global_load_ubyte_d16 v101, v10, s[4:5] offset:7
	s_waitcnt vmcnt(0)
";
    let o = &run("gfx90a", gfx9, &rows, 2)[0];
    assert_eq!(o[0], 0xA1B2_8283);
    assert_eq!(o[1], 0xC3D4_0080);
    let gfx11 = "	v_mov_b32 v100, 0
	global_load_d16_b16 v100, v10, s[4:5] offset:4
	global_load_d16_hi_b16 v100, v10, s[4:5] offset:2
	s_waitcnt vmcnt(0)
";
    let o = &run("gfx1100", gfx11, &rows, 1)[0];
    assert_eq!(o[0], 0xA1B2_8283);
}

#[test]
fn sixteen_bit_operand_errors_are_located() {
    let bad = [
        ("gfx90a", "\tv_add_u16_e32 v100, v1.h, v2\n", "v1.h"),
        (
            "gfx1100",
            "\tv_add_nc_u32 v100, v1.h, v2\n",
            "16-bit register half",
        ),
        (
            "gfx1100",
            "\tv_add_nc_u16 v100.l, 0x12345, v2.l\n",
            "does not fit in 16 bits",
        ),
        (
            "gfx1100",
            "\tv_add_f16 v100.l, 1.1, v2.l\n",
            "not exact as a 16-bit float",
        ),
        (
            "gfx1030",
            "\tv_add_nc_u16 v100, s1, v2 op_sel:[1,0,0]\n",
            "only for VGPRs",
        ),
    ];
    for (gfx, body, want) in bad {
        let e = run_amd_lanes(gfx, body, &[vec![0, 0]], 1, DENORMS)
            .err()
            .unwrap_or_else(|| panic!("{gfx} `{body}` loaded"));
        let s = e.to_string();
        assert!(s.contains(want), "{gfx} `{body}`: {s}");
        assert!(s.contains("k.s:"), "{s}");
    }
}

#[test]
fn bitop3_b16_and_swap() {
    let mut g = Rng(0xB17);
    let rows: Vec<Vec<u32>> = (0..32).map(|_| vec![g.u32(), g.u32(), g.u32()]).collect();
    // 0xE8 = majority(a, b, c); op_sel:[1,0,0,1] takes a's high half and writes the
    // destination's high half, keeping the low one.
    let body =
        "\tv_mov_b32 v100, v3\n\tv_bitop3_b16 v100, v1, v2, v3 bitop3:0xe8 op_sel:[1,0,0,1]\n\
\tv_mov_b32 v101, v1\n\tv_mov_b32 v102, v2\n\tv_swap_b32 v101, v102\n";
    let out = run("gfx950", body, &rows, 3);
    for (o, i) in out.iter().zip(&rows) {
        let (a, b, c) = ((i[0] >> 16) & 0xFFFF, i[1] & 0xFFFF, i[2] & 0xFFFF);
        let maj = (a & b) | (a & c) | (b & c);
        assert_eq!(o[0], (i[2] & 0xFFFF) | maj << 16);
        assert_eq!((o[1], o[2]), (i[1], i[0]));
    }
}

/// SOPK compares take a 16-bit immediate, sign-extended for the signed forms
/// (`s_cmpk_lt_i32 s, 0xff02` is s < -254) and zero-extended for the unsigned ones.
#[test]
fn sopk_compares_extend_their_16_bit_immediate() {
    let rows: Vec<Vec<u32>> = [(-300i32) as u32, (-200i32) as u32, 70000]
        .iter()
        .map(|&x| vec![x])
        .collect();
    let body = "\tv_readfirstlane_b32 s9, v1\n\ts_cmpk_lt_i32 s9, 0xff02\n\ts_cselect_b32 s10, 1, 0\n\
\ts_cmpk_gt_u32 s9, 0xff02\n\ts_cselect_b32 s11, 1, 0\n\tv_mov_b32 v100, s10\n\tv_mov_b32 v101, s11\n";
    for gfx in ["gfx90a", "gfx1100"] {
        for r in &rows {
            // One work-item per run: the scalar value is that lane's input.
            let o = &run(gfx, body, std::slice::from_ref(r), 2)[0];
            let x = r[0];
            assert_eq!(o[0], ((x as i32) < -254) as u32, "{gfx} {x:#x} lt_i32");
            assert_eq!(o[1], (x > 0xFF02) as u32, "{gfx} {x:#x} gt_u32");
        }
    }
}

/// gfx942 `v_cvt_pk_fp8_f32` / `v_cvt_pk_bf8_f32`: two f32 to FP8 E4M3 / BF8 E5M2
/// FNUZ in one half of the destination, the other half kept; against an independent
/// encoder of each format.
#[test]
fn cvt_pk_fp8_fnuz_on_gfx942() {
    // An FNUZ format (`m` fraction bits, exponent bias `bias`) by search: the
    // representable value nearest |x| (ties to the even code); 0x80 for NaN,
    // infinities and values at or past half an ulp above the largest (0x7F).
    fn fnuz(x: f32, m: u32, bias: i32) -> u8 {
        let val = |c: u8| -> f64 {
            let (e, f) = ((c >> m) as i32, (c & ((1 << m) - 1)) as f64);
            let scale = f64::powi(2.0, 1 - bias - m as i32);
            if e == 0 {
                f * scale
            } else {
                (f + (1 << m) as f64) * f64::powi(2.0, e - 1) * scale
            }
        };
        let edge = val(0x7F) + (val(0x7F) - val(0x7E)) / 2.0;
        if !x.is_finite() || x.abs() as f64 >= edge {
            return 0x80;
        }
        let a = x.abs() as f64;
        let mut best = 0u8;
        for c in 1..=0x7Fu8 {
            let (d, db) = ((val(c) - a).abs(), (val(best) - a).abs());
            if d < db || (d == db && c % 2 == 0) {
                best = c;
            }
        }
        if best == 0 {
            0
        } else if x < 0.0 {
            best | 0x80
        } else {
            best
        }
    }
    assert_eq!((fnuz(240.0, 3, 8), fnuz(248.0, 3, 8)), (0x7F, 0x80));
    assert_eq!((fnuz(57344.0, 2, 16), fnuz(61440.0, 2, 16)), (0x7F, 0x80));
    // (mnemonic, fraction bits, bias, inputs' f32 exponent field range)
    let forms = [
        ("v_cvt_pk_fp8_f32", 3, 8, 112, 26),
        ("v_cvt_pk_bf8_f32", 2, 16, 108, 36),
    ];
    for (ins, m, bias, lo_exp, span) in forms {
        let mut g = Rng(0xF8);
        let rows: Vec<Vec<u32>> = (0..128)
            .map(|k| {
                // Below the smallest subnormal to past the largest finite value.
                let f = |g: &mut Rng| {
                    let e = lo_exp + (g.next() % span) as u32;
                    (g.u32() & 0x807F_FFFF) | e << 23
                };
                let a = if k == 0 {
                    f32::INFINITY.to_bits()
                } else {
                    f(&mut g)
                };
                vec![a, f(&mut g), g.u32()]
            })
            .collect();
        let body = format!(
            "\tv_mov_b32 v100, v3\n\t{ins} v100, v1, v2\n\
\tv_mov_b32 v101, v3\n\t{ins} v101, v1, -v2 op_sel:[0,0,1]\n"
        );
        let out = run("gfx942", &body, &rows, 2);
        let f8 = |x: f32| fnuz(x, m, bias) as u32;
        for (o, i) in out.iter().zip(&rows) {
            let (a, b) = (f32::from_bits(i[0]), f32::from_bits(i[1]));
            let lo = f8(a) | f8(b) << 8;
            assert_eq!(o[0], (i[2] & 0xFFFF_0000) | lo, "{ins} {a} {b}");
            let hi = f8(a) | f8(-b) << 8;
            assert_eq!(o[1], (i[2] & 0xFFFF) | hi << 16, "{ins} {a} {b}");
        }
    }
    let e = run_amd_lanes(
        "gfx950",
        "\tv_cvt_pk_fp8_f32 v100, v1, v2\n",
        &[vec![0]],
        1,
        DENORMS,
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default();
    assert!(e.contains("OCP FP8"), "{e}");
}

/// Packed f16 VOP3P (`v_pk_add_f16`, `v_pk_mul_f16`, `v_pk_fma_f16`) with `op_sel`,
/// `op_sel_hi`, `neg_lo` and `neg_hi`, each half against the f64 reference rounded
/// once to f16 (the products and sums are exact in f64); random halves plus rows of
/// infinities, denormals and an invalid sum, on CDNA2/3 and RDNA2/3/4.
#[test]
fn packed_f16_math_matches_an_f64_reference() {
    let mut g = Rng(0x9F16);
    let mut rows: Vec<Vec<u32>> = (0..60)
        .map(|_| {
            (0..3)
                .map(|_| half(&mut g) as u32 | (half(&mut g) as u32) << 16)
                .collect()
        })
        .collect();
    // inf + -inf (NaN), a denormal lost against 1.0, inf x denormal, denormal sums.
    rows.push(vec![0x0001_7C00, 0x3C00_FC00, 0x8001_0001]);
    rows.push(vec![0x03FF_0200, 0x0001_8200, 0x0200_83FF]);
    rows.push(vec![0x7C00_0001, 0x0001_3C00, 0xFC00_7BFF]);
    rows.push(vec![0x7BFF_7BFF, 0x4000_C000, 0x0000_8000]);
    let body = "\tv_pk_add_f16 v100, v1, v2\n\
\tv_pk_mul_f16 v101, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]\n\
\tv_pk_fma_f16 v102, v1, v2, v3\n\
\tv_pk_fma_f16 v103, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[0,0,1]\n\
\tv_pk_fma_f16 v104, v1, v2, v3 op_sel:[0,1,1] op_sel_hi:[1,0,0]\n";
    for gfx in ["gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"] {
        let out = run(gfx, body, &rows, 5);
        assert_eq!(out.len(), rows.len(), "{gfx}");
        for (r, (o, i)) in out.iter().zip(&rows).enumerate() {
            let v = |w: u32, hi: bool| f16_val((if hi { w >> 16 } else { w }) as u16);
            let (a, b, c) = (i[0], i[1], i[2]);
            let pack = |lo: f64, hi: f64| f16_rne(lo) as u32 | (f16_rne(hi) as u32) << 16;
            let what = format!("{gfx} row {r}: {a:#x} {b:#x} {c:#x}");
            let want = [
                pack(v(a, false) + v(b, false), v(a, true) + v(b, true)),
                pack(v(a, true) * v(b, false), v(a, false) * v(b, true)),
                pack(
                    v(a, false) * v(b, false) + v(c, false),
                    v(a, true) * v(b, true) + v(c, true),
                ),
                pack(
                    -v(a, false) * v(b, false) + v(c, false),
                    v(a, true) * v(b, true) - v(c, true),
                ),
                pack(
                    v(a, false) * v(b, true) + v(c, true),
                    v(a, true) * v(b, false) + v(c, false),
                ),
            ];
            for (k, name) in ["add", "mul op_sel", "fma", "fma neg", "fma op_sel"]
                .iter()
                .enumerate()
            {
                assert_eq!(
                    o[k], want[k],
                    "{what} {name}: {:#x} vs {:#x}",
                    o[k], want[k]
                );
            }
        }
    }
}
