//! AMDGPU forms the second HeCBench sample (offsets 3, 5, 7) needed (clang-22, gfx90a ...
//! gfx1201): LDS compare-and-store in both generations' operand orders, signed LDS
//! loads, 64-bit and f64 LDS atomics, atomic subtract, flat atomics, packed-f16
//! global atomic add, `v_trig_preop_f64`, `v_mac_f32`, GFX9's legacy 16-bit MAD,
//! 16-bit three-operand min/max/median, `v_minmax_f32`, the GFX9 names GFX11+
//! assemblers accept, `off` written without its comma, and `.comm` variables. Each
//! body was checked with llvm-mc-22 for its target.

mod common;
use common::*;

/// The error of a run that must fail.
fn run_err(text: &str, yaml: &str, files: &[(&str, &[u8])]) -> String {
    match run_program("k.s", text, yaml, None, files) {
        Ok(_) => panic!("the run should fail"),
        Err(e) => e.to_string(),
    }
}

/// Copies of the inputs v1..v6 in v22..v27 (gfx90a wants 64-bit tuples at even
/// registers).
const EVEN: &str = "\tv_mov_b32 v22, v1\n\tv_mov_b32 v23, v2\n\tv_mov_b32 v24, v3\n\
    \tv_mov_b32 v25, v4\n\tv_mov_b32 v26, v5\n\tv_mov_b32 v27, v6\n";

fn u64s(o: &[u32], k: usize) -> u64 {
    o[k] as u64 | (o[k + 1] as u64) << 32
}

fn split(v: u64) -> [u32; 2] {
    [v as u32, (v >> 32) as u32]
}

#[test]
fn lds_compare_and_store_takes_each_generations_operand_order() {
    // Row: the u64 in LDS, then A and B (the two data operands, in the order
    // written). GCN's ds_cmpst compares with A and stores B; GFX11's ds_cmpstore
    // stores A and compares with B (CDNA3 / RDNA3 ISA guides, DS_CMPST_B32 and
    // DS_CMPSTORE_B32).
    let m = 0x1234_5678_9abc_def0u64;
    let rows: Vec<Vec<u32>> = [(m, m, 7), (m, 7, m), (m, m, m), (m, 1, 2)]
        .iter()
        .map(|&(mem, a, b)| [split(mem), split(a), split(b)].concat())
        .collect();
    for (gfx, rtn, plain, write, read) in [
        (
            "gfx90a",
            "ds_cmpst_rtn_b64",
            "ds_cmpst_b32",
            "ds_write_b64",
            "ds_read_b64",
        ),
        (
            "gfx1030",
            "ds_cmpst_rtn_b64",
            "ds_cmpst_b32",
            "ds_write_b64",
            "ds_read_b64",
        ),
        (
            "gfx1100",
            "ds_cmpstore_rtn_b64",
            "ds_cmpstore_b32",
            "ds_store_b64",
            "ds_load_b64",
        ),
    ] {
        let (w32, r32) = if gfx == "gfx1100" {
            ("ds_store_b32", "ds_load_b32")
        } else {
            ("ds_write_b32", "ds_read_b32")
        };
        let body = format!(
            "{EVEN}\tv_lshlrev_b32 v20, 4, v0\n\t{write} v20, v[22:23]\n\t{w32} v20, v1 offset:8\n\
             \ts_waitcnt lgkmcnt(0)\n\
             \t{rtn} v[30:31], v20, v[24:25], v[26:27]\n\t{plain} v20, v3, v5 offset:8\n\
             \ts_waitcnt lgkmcnt(0)\n\t{read} v[32:33], v20\n\t{r32} v34, v20 offset:8\n\
             \ts_waitcnt lgkmcnt(0)\n\
             \tv_mov_b32 v100, v30\n\tv_mov_b32 v101, v31\n\tv_mov_b32 v102, v32\n\
             \tv_mov_b32 v103, v33\n\tv_mov_b32 v104, v34\n"
        );
        let out = lanes_lds(gfx, &body, &rows, 5, 1024).0;
        let gfx11 = gfx == "gfx1100";
        for (r, o) in rows.iter().zip(&out) {
            let (mem, a, b) = (u64s(r, 0), u64s(r, 2), u64s(r, 4));
            let (cmp, new) = if gfx11 { (b, a) } else { (a, b) };
            assert_eq!(u64s(o, 0), mem, "{gfx}: returns the old value");
            let want = if mem == cmp { new } else { mem };
            assert_eq!(u64s(o, 2), want, "{gfx} b64: {r:x?}");
            let (cmp, new) = (cmp as u32, new as u32);
            let want = if mem as u32 == cmp { new } else { mem as u32 };
            assert_eq!(o[4], want, "{gfx} b32: {r:x?}");
        }
    }
}

#[test]
fn signed_lds_loads_sign_extend() {
    let rows = vec![vec![0x8081_7f80], vec![0x7fff_80ff], vec![0x0102_0304]];
    for (gfx, w, i8_, i16_, u8_) in [
        (
            "gfx90a",
            "ds_write_b32",
            "ds_read_i8",
            "ds_read_i16",
            "ds_read_u8",
        ),
        (
            "gfx1030",
            "ds_write_b32",
            "ds_read_i8",
            "ds_read_i16",
            "ds_read_u8",
        ),
        (
            "gfx1100",
            "ds_store_b32",
            "ds_load_i8",
            "ds_load_i16",
            "ds_load_u8",
        ),
    ] {
        let body = format!(
            "\tv_lshlrev_b32 v20, 2, v0\n\t{w} v20, v1\n\ts_waitcnt lgkmcnt(0)\n\
             \t{i8_} v100, v20 offset:1\n\t{i16_} v101, v20 offset:2\n\t{u8_} v102, v20 offset:3\n\
             \t{i8_} v103, v20\n\ts_waitcnt lgkmcnt(0)\n"
        );
        let out = lanes_lds(gfx, &body, &rows, 4, 256).0;
        for (r, o) in rows.iter().zip(&out) {
            let x = r[0];
            let want = [
                (x >> 8) as u8 as i8 as i32 as u32,
                (x >> 16) as u16 as i16 as i32 as u32,
                x >> 24,
                x as u8 as i8 as i32 as u32,
            ];
            assert_eq!(o[..], want, "{gfx}: {x:#x}");
        }
    }
}

#[test]
fn sixty_four_bit_and_f64_lds_atomics() {
    // Row: a (u64 / f64) in LDS, b the operand; the 32-bit ops use the low words.
    let f = |x: f64| split(x.to_bits());
    let rows: Vec<Vec<u32>> = vec![
        [f(1.5), f(0.25)].concat(),
        [f(-0.0), f(0.0)].concat(),
        // -inf (a negative i64) plus a subnormal; 0 - 3 wraps in the low word.
        [split(0xfff0_0000_0000_0000), split(3)].concat(),
        [split(1 << 40), split(5 << 40)].concat(),
    ];
    let body = format!("{EVEN}\tv_lshlrev_b32 v20, 5, v0\n\
        \tds_write_b64 v20, v[22:23]\n\tds_write_b64 v20, v[22:23] offset:8\n\tds_write_b32 v20, v1 offset:16\n\
        \tds_write_b32 v20, v1 offset:20\n\ts_waitcnt lgkmcnt(0)\n\
        \tds_add_rtn_f64 v[30:31], v20, v[24:25]\n\tds_max_rtn_i64 v[32:33], v20, v[24:25] offset:8\n\
        \tds_sub_rtn_u32 v34, v20, v3 offset:16\n\tds_wrxchg_rtn_b32 v35, v20, v3 offset:20\n\
        \ts_waitcnt lgkmcnt(0)\n\
        \tds_read_b64 v[40:41], v20\n\tds_read_b64 v[42:43], v20 offset:8\n\
        \tds_read_b32 v44, v20 offset:16\n\tds_read_b32 v45, v20 offset:20\n\ts_waitcnt lgkmcnt(0)\n\
        \tv_mov_b32 v100, v30\n\tv_mov_b32 v101, v31\n\tv_mov_b32 v102, v40\n\tv_mov_b32 v103, v41\n\
        \tv_mov_b32 v104, v32\n\tv_mov_b32 v105, v33\n\tv_mov_b32 v106, v42\n\tv_mov_b32 v107, v43\n\
        \tv_mov_b32 v108, v34\n\tv_mov_b32 v109, v44\n\tv_mov_b32 v110, v35\n\tv_mov_b32 v111, v45\n");
    let out = lanes_lds("gfx90a", &body, &rows, 12, 1024).0;
    for (r, o) in rows.iter().zip(&out) {
        let (a, b) = (u64s(r, 0), u64s(r, 2));
        assert_eq!(u64s(o, 0), a, "add_f64 returns the old value");
        let sum = f64::from_bits(a) + f64::from_bits(b);
        assert_eq!(u64s(o, 2), sum.to_bits(), "ds_add_rtn_f64: {r:x?}");
        assert_eq!(u64s(o, 4), a);
        assert_eq!(
            u64s(o, 6),
            (a as i64).max(b as i64) as u64,
            "ds_max_rtn_i64"
        );
        assert_eq!(
            [o[8], o[9]],
            [a as u32, (a as u32).wrapping_sub(b as u32)],
            "ds_sub"
        );
        assert_eq!([o[10], o[11]], [a as u32, b as u32], "ds_wrxchg");
    }
}

/// The flat address of the lane's input row in v[40:41] (s[4:5] + v10).
fn flat_row_addr(gfx: &str) -> &'static str {
    // (wave32 RDNA writes the carry to vcc_lo)
    if gfx.starts_with("gfx1") {
        "\tv_add_co_u32 v40, vcc_lo, s4, v10\n\tv_mov_b32 v41, s5\n\
         \tv_add_co_ci_u32_e32 v41, vcc_lo, 0, v41, vcc_lo\n"
    } else {
        "\tv_add_co_u32_e32 v40, vcc, s4, v10\n\tv_mov_b32 v41, s5\n\
         \tv_addc_co_u32_e32 v41, vcc, 0, v41, vcc\n"
    }
}

#[test]
fn atomic_subtract_and_flat_atomics() {
    // Row: x, y, z. mem[0] -= y; flat CAS of mem[1] (== y) with 99; flat add of
    // z to mem[2].
    let rows = vec![vec![10, 3, 5], vec![0, 1, 0xffff_ffff], vec![7, 7, 1]];
    for (gfx, sub, cas, add, load) in [
        (
            "gfx90a",
            "global_atomic_sub",
            "flat_atomic_cmpswap",
            "flat_atomic_add",
            "global_load_dword",
        ),
        (
            "gfx1030",
            "global_atomic_sub",
            "flat_atomic_cmpswap",
            "flat_atomic_add",
            "global_load_dword",
        ),
        (
            "gfx1100",
            "global_atomic_sub_u32",
            "flat_atomic_cmpswap_b32",
            "flat_atomic_add_u32",
            "global_load_b32",
        ),
    ] {
        let body = format!(
            "{addr}\t{sub} v30, v10, v2, s[4:5] glc\n\
             \tv_mov_b32 v22, 99\n\tv_mov_b32 v23, v2\n\
             \t{cas} v31, v[40:41], v[22:23] offset:4 glc\n\t{add} v[40:41], v3 offset:8\n\
             \ts_waitcnt vmcnt(0) lgkmcnt(0)\n\
             \t{load} v100, v10, s[4:5]\n\t{load} v101, v10, s[4:5] offset:4\n\
             \t{load} v102, v10, s[4:5] offset:8\n\ts_waitcnt vmcnt(0)\n\
             \tv_mov_b32 v103, v30\n\tv_mov_b32 v104, v31\n",
            addr = flat_row_addr(gfx)
        );
        let out = lanes(gfx, &body, &rows, 5).0;
        for (r, o) in rows.iter().zip(&out) {
            let want = [
                r[0].wrapping_sub(r[1]),
                99,
                r[2].wrapping_add(r[2]),
                r[0],
                r[1],
            ];
            assert_eq!(o[..], want, "{gfx}: {r:?}");
        }
    }
}

#[test]
fn packed_f16_global_atomic_add() {
    // Each half added with round to nearest even, subnormals kept:
    // 1.5 + 1.5 = 3.0, -2.25 + -2.25 = -4.5, 2^-24 + 2^-24 = 2^-23,
    // 65504 + 65504 = inf, 0x3c01 + 0x3c01 = 0x4001.
    let rows = vec![vec![0xC080_3E00], vec![0x7BFF_0001], vec![0x8000_3C01]];
    let want = [0xC480_4200u32, 0x7C00_0002, 0x8000_4001];
    let body = "\tglobal_atomic_pk_add_f16 v30, v10, v1, s[4:5] glc\n\ts_waitcnt vmcnt(0)\n\
        \tglobal_load_dword v100, v10, s[4:5]\n\ts_waitcnt vmcnt(0)\n\tv_mov_b32 v101, v30\n";
    let out = lanes("gfx90a", body, &rows, 2).0;
    for ((r, o), w) in rows.iter().zip(&out).zip(want) {
        assert_eq!(o[..], [w, r[0]], "{r:x?}");
    }
}

#[test]
fn packed_bf16_and_f16_atomics_from_gfx940_on() {
    // Each half added with round to nearest even, subnormals kept. bf16: 1.5 + 1.5 =
    // 3.0, -2.25 + -2.25 = -4.5, the smallest subnormal doubled, the largest finite
    // doubled = inf, (1 + 2^-7) doubled, -0 + -0 = -0. f16 as the gfx90a form.
    let bf = (
        vec![vec![0xC010_3FC0u32], vec![0x7F7F_0001], vec![0x8000_3F81]],
        [0xC090_4040u32, 0x7F80_0002, 0x8000_4001],
    );
    let hf = (
        vec![vec![0xC080_3E00u32], vec![0x7BFF_0001], vec![0x8000_3C01]],
        [0xC480_4200u32, 0x7C00_0002, 0x8000_4001],
    );
    for (gfx, rtn) in [("gfx942", "sc0"), ("gfx1200", "th:TH_ATOMIC_RETURN")] {
        let (ld, wait, ds_w, ds_r, dswait) = if gfx == "gfx942" {
            (
                "global_load_dword",
                "s_waitcnt vmcnt(0)",
                "ds_write_b32",
                "ds_read_b32",
                "s_waitcnt lgkmcnt(0)",
            )
        } else {
            (
                "global_load_b32",
                "s_wait_loadcnt 0x0",
                "ds_store_b32",
                "ds_load_b32",
                "s_wait_dscnt 0x0",
            )
        };
        for (ty, (rows, want)) in [("bf16", &bf), ("f16", &hf)] {
            // Global (bf16 only: the f16 form has its own test), flat, and LDS.
            let global = if ty == "bf16" {
                format!("\tglobal_atomic_pk_add_bf16 v30, v10, v1, s[4:5] {rtn}\n\t{wait}\n\t{ld} v100, v10, s[4:5]\n\t{wait}\n")
            } else {
                "\tv_mov_b32 v100, 0\n\tv_mov_b32 v30, 0\n".to_string()
            };
            let body = format!(
                "{global}{addr}\tflat_atomic_pk_add_{ty} v31, v[40:41], v1 offset:0 {rtn}\n\t{wait}\n\
                 \tv_lshlrev_b32 v20, 2, v0\n\t{ds_w} v20, v1\n\t{dswait}\n\tds_pk_add_rtn_{ty} v32, v20, v1\n\t{dswait}\n\
                 \t{ds_r} v103, v20\n\t{dswait}\n\tv_mov_b32 v101, v30\n\tv_mov_b32 v102, v31\n\tv_mov_b32 v104, v32\n",
                addr = flat_row_addr(gfx)
            );
            let out = lanes_lds(gfx, &body, rows, 5, 1024).0;
            for ((r, o), w) in rows.iter().zip(&out).zip(want) {
                let x = r[0];
                if ty == "bf16" {
                    // Global then flat on the same word: x + x, then the flat atomic
                    // returns that sum.
                    assert_eq!([o[0], o[1]], [*w, x], "{gfx} global {ty}: {r:x?}");
                    assert_eq!(o[2], *w, "{gfx} flat {ty} returns the global sum: {r:x?}");
                } else {
                    assert_eq!(o[2], x, "{gfx} flat {ty} returns the old value: {r:x?}");
                }
                assert_eq!([o[3], o[4]], [*w, x], "{gfx} ds {ty}: {r:x?}");
            }
        }
    }
    // gfx90a has only the global f16 form; GFX8 (which shares the rows' GFX9 bit)
    // none of them.
    for (gfx, line) in [
        ("gfx90a", "\tglobal_atomic_pk_add_bf16 v10, v1, s[4:5]"),
        ("gfx90a", "\tds_pk_add_f16 v10, v1"),
        ("gfx803", "\tds_pk_add_f16 v10, v1"),
    ] {
        let e = amd_set_aside(gfx, line).unwrap_or_else(|| panic!("`{line}` loaded on {gfx}"));
        assert!(
            e.contains(&format!("not available on {gfx}")),
            "{gfx} `{line}`: {e}"
        );
    }
}

#[test]
fn trig_preop_reads_2_over_pi_segments() {
    // Expected values: the bits of 2/pi (fdlibm's table) at the pseudo-code's shift,
    // scaled; |x| so the sign does not count, and exponents above 1077 move the
    // window (2^100: shift 46).
    let f = |x: f64| split(x.to_bits());
    let rows: Vec<Vec<u32>> = vec![
        [&f(1.0)[..], &[0]].concat(),
        [&f(-1.0)[..], &[1]].concat(),
        [&f(3.0)[..], &[2]].concat(),
        [&f(2f64.powi(100))[..], &[0]].concat(),
        [&f(-(2f64.powi(100)))[..], &[33]].concat(),
    ];
    let want = [
        0x3fe4_5f30_6dc9_c882u64,
        0x3c94_a7f0_9d5f_47d4,
        0x394a_6ee0_6db1_4acc,
        0x3cb5_29fc_2757_d1e0,
        0x39b5_34dd_c0db_6295,
    ];
    let body = format!("{EVEN}\tv_trig_preop_f64 v[100:101], |v[22:23]|, v3\n");
    for gfx in ["gfx90a", "gfx1100"] {
        let out = lanes(gfx, &body, &rows, 2).0;
        for (o, w) in out.iter().zip(want) {
            assert_eq!(u64s(o, 0), w, "{gfx}");
        }
    }
}

#[test]
fn mac_f32_rounds_the_product_and_is_gone_from_gfx940_and_gfx1030() {
    // (1 + 2^-23)^2 - 1: the unfused MAD rounds the product to 1 + 2^-22 first.
    let a = 1.0f32 + f32::EPSILON;
    let rows = vec![vec![a.to_bits(), (-1.0f32).to_bits(), 3.0f32.to_bits()]];
    let body = "\tv_mov_b32 v30, v2\n\tv_mac_f32_e64 v30, v1, v1\n\
        \tv_mov_b32 v31, v3\n\tv_mac_f32_e32 v31, 0x4f800000, v3\n\
        \tv_mov_b32 v100, v30\n\tv_mov_b32 v101, v31\n";
    let out = lanes("gfx90a", body, &rows, 2).0;
    assert_eq!(f32::from_bits(out[0][0]), 2f32.powi(-22));
    assert_eq!(f32::from_bits(out[0][1]), 3.0 * 2f32.powi(32) + 3.0);
    let yaml = "program: k.s\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  in: { type: u32, count: 3 }\n  out: { type: u32, count: 2 }\nargs: [in, out]\n";
    for gfx in ["gfx942", "gfx1030"] {
        let text = amd_lanes_kernel(gfx, body, 3, 2, "");
        let e = run_err(&text, yaml, &[]);
        assert!(
            e.contains(&format!("`v_mac_f32_e64` is not available on {gfx}")),
            "{e}"
        );
        // Its siblings share the feature (LLVM's FeatureMadMacF32Insts).
        let text = amd_lanes_kernel(gfx, "\tv_madak_f32 v100, v1, v2, 0x41000000", 3, 2, "");
        let e = run_err(&text, yaml, &[]);
        assert!(
            e.contains(&format!("`v_madak_f32` is not available on {gfx}")),
            "{e}"
        );
    }
}

#[test]
fn gfx9_legacy_mad_zeroes_the_high_half_and_its_op_sel_mad_keeps_it() {
    let rows = vec![
        vec![300, 500, 7, 0xDEAD_BEEF],
        vec![0xFFFF, 2, 0x8000, 0x1234_5678],
    ];
    let body = "\tv_mov_b32 v30, v4\n\tv_mad_legacy_u16 v30, v1, v2, v3\n\
        \tv_mov_b32 v31, v4\n\tv_mad_u16 v31, v1, v2, v3\n\
        \tv_mov_b32 v100, v30\n\tv_mov_b32 v101, v31\n";
    let out = lanes("gfx90a", body, &rows, 2).0;
    for (r, o) in rows.iter().zip(&out) {
        let low = (r[0] as u16)
            .wrapping_mul(r[1] as u16)
            .wrapping_add(r[2] as u16) as u32;
        assert_eq!(o[..], [low, (r[3] & 0xFFFF_0000) | low], "{r:x?}");
    }
}

#[test]
fn sixteen_bit_three_operand_min_max_median() {
    let rows = vec![
        vec![0x0000_8000, 0x0000_0001, 0x0000_7fff],
        vec![0xAAAA_0005, 0xBBBB_FFFF, 0xCCCC_0003],
    ];
    let body = "\tv_mov_b32 v100, 0xffff0000\n\tv_med3_i16 v100, v1, v2, v3\n\
        \tv_mov_b32 v101, 0xffff0000\n\tv_med3_u16 v101, v1, v2, v3\n\
        \tv_mov_b32 v102, 0\n\tv_max3_i16 v102, v1, v2, v3\n\
        \tv_mov_b32 v103, 0\n\tv_min3_u16 v103, v1, v2, v3\n";
    for gfx in ["gfx90a", "gfx1030", "gfx1100"] {
        let out = lanes(gfx, body, &rows, 4).0;
        for (r, o) in rows.iter().zip(&out) {
            let s = |k: usize| r[k] as u16 as i16;
            let uu = |k: usize| r[k] as u16;
            let mut si = [s(0), s(1), s(2)];
            si.sort();
            let mut ui = [uu(0), uu(1), uu(2)];
            ui.sort();
            let want = [
                0xffff_0000 | si[1] as u16 as u32,
                0xffff_0000 | ui[1] as u32,
                si[2] as u16 as u32,
                ui[0] as u32,
            ];
            assert_eq!(o[..], want, "{gfx}: {r:x?}");
        }
    }
}

#[test]
fn minmax_f32_clamps_through_max_then_min() {
    let b = |x: f32| x.to_bits();
    let rows = vec![
        vec![b(0.5), b(0.0), b(1.0)],
        vec![b(-3.0), b(-2.0), b(1.0)],
        vec![b(7.0), b(2.0), b(4.0)],
    ];
    for (gfx, mm, xm) in [
        ("gfx1100", "v_minmax_f32", "v_maxmin_f32"),
        ("gfx1200", "v_minmax_num_f32", "v_maxmin_num_f32"),
    ] {
        let body = format!("\t{mm} v100, v1, v2, v3\n\t{xm} v101, v1, v2, v3\n");
        let out = lanes(gfx, &body, &rows, 2).0;
        for (r, o) in rows.iter().zip(&out) {
            let x = |k: usize| f32::from_bits(r[k]);
            let want = [x(0).max(x(1)).min(x(2)), x(0).min(x(1)).max(x(2))];
            assert_eq!(o[..], want.map(f32::to_bits), "{gfx}: {r:x?}");
        }
    }
}

#[test]
fn gfx11_takes_gfx9_names_and_a_missing_comma_before_off() {
    let rows = vec![vec![11, 22], vec![33, 44]];
    // gfx1100: the GFX9 spellings global_load_dwordx2, ds_write_b32, ds_read_b32.
    let body = "\tglobal_load_dwordx2 v[30:31], v10, s[4:5]\n\tv_lshlrev_b32 v20, 2, v0\n\
        \ts_waitcnt vmcnt(0)\n\tds_write_b32 v20, v31\n\ts_waitcnt lgkmcnt(0)\n\
        \tds_read_b32 v101, v20\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32 v100, v30\n";
    let out = lanes_lds("gfx1100", body, &rows, 2, 256).0;
    assert_eq!(out, rows);
    // gfx1030: rocPRIM's inline assembly writes `v[40:41] off glc` with no comma.
    let body = format!(
        "{}\tglobal_load_dwordx2 v[100:101], v[40:41] off glc dlc\n\ts_waitcnt vmcnt(0)\n",
        flat_row_addr("gfx1030")
    );
    let out = lanes("gfx1030", &body, &rows, 2).0;
    assert_eq!(out, rows);
}

#[test]
fn common_variables_are_zeroed_aligned_and_writable() {
    // `.comm cv,8,3`: 8 bytes at an 8-byte-aligned address (the exponent form),
    // after a 1-byte variable that would misalign it.
    let body = "\ts_getpc_b64 s[12:13]\n\ts_add_u32 s12, s12, cv@rel32@lo+4\n\
        \ts_addc_u32 s13, s13, cv@rel32@hi+12\n\tv_mov_b32 v30, 0\n\
        \tglobal_load_dword v101, v30, s[12:13] offset:4\n\ts_waitcnt vmcnt(0)\n\
        \tglobal_store_dword v30, v1, s[12:13]\n\ts_waitcnt vmcnt(0)\n\
        \tglobal_load_dword v100, v30, s[12:13]\n\ts_waitcnt vmcnt(0)\n\
        \ts_and_b32 s14, s12, 7\n\tv_mov_b32 v102, s14\n";
    let text =
        amd_lanes_kernel("gfx90a", body, 1, 3, "") + "\t.data\npad:\n\t.byte 1\n\t.comm\tcv,8,3\n";
    let yaml = "program: k.s\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  in: { type: u32, count: 1, init: { file: in.bin } }\n  out: { type: u32, count: 3 }\nargs: [in, out]\n";
    let r = run_program("k.s", &text, yaml, None, &[("in.bin", &words(&[0xC0FFEE]))]).unwrap();
    assert_eq!(r.u32s("out"), [0xC0FFEE, 0, 0]);
    // Malformed forms are located errors.
    for (bad, msg) in [
        (".lcomm\tlc,4,2", "AMDGPU's `.lcomm` takes no alignment"),
        (".comm\tcv2", "expected `name, size[, log2 alignment]`"),
        (
            ".comm\tcv2,8,40",
            "the alignment is a power of two's exponent",
        ),
        (".comm\tpad,4", "symbol `pad` is defined twice"),
    ] {
        let text =
            amd_lanes_kernel("gfx90a", "", 1, 1, "") + "\t.data\npad:\n\t.byte 1\n\t" + bad + "\n";
        let yaml = yaml.replace("count: 3", "count: 1");
        let e = run_err(&text, &yaml, &[("in.bin", &words(&[0]))]);
        assert!(e.contains(msg), "{bad}: {e}");
    }
}

#[test]
fn gfx10_flat_scratch_registers_hold_what_the_prologue_writes() {
    // clang's gfx1030 prologue for a kernel with a stack: s_setreg of the
    // flat_scratch_init SGPRs into HW_REG_FLAT_SCR_LO/HI. Fields merge as in MODE.
    let rows = vec![vec![0x1234_5678, 0x9abc_def0]];
    let body = "\tv_readfirstlane_b32 s12, v1\n\tv_readfirstlane_b32 s13, v2\n\
        \ts_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12\n\ts_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13\n\
        \ts_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_HI, 8, 8), 0\n\
        \ts_getreg_b32 s14, hwreg(HW_REG_FLAT_SCR_LO)\n\ts_getreg_b32 s15, hwreg(HW_REG_FLAT_SCR_HI)\n\
        \tv_mov_b32 v100, s14\n\tv_mov_b32 v101, s15\n\
        \ts_getreg_b32 s14, hwreg(HW_REG_FLAT_SCR_LO, 4, 12)\n\tv_mov_b32 v102, s14\n";
    for gfx in ["gfx1030", "gfx1100"] {
        let out = lanes(gfx, body, &rows, 3).0;
        assert_eq!(out[0], [0x1234_5678, 0x9abc_00f0, 0x567], "{gfx}");
    }
    // GFX9 keeps flat_scratch in SGPRs; GFX12 has no such registers.
    let yaml = "program: k.s\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  in: { type: u32, count: 2 }\n  out: { type: u32, count: 3 }\nargs: [in, out]\n";
    for gfx in ["gfx90a", "gfx1200"] {
        let text = amd_lanes_kernel(gfx, body, 2, 3, "");
        let e = run_err(&text, yaml, &[]);
        assert!(e.contains("exist on GFX10 and GFX11 only"), "{gfx}: {e}");
    }
}

#[test]
fn a_global_reached_through_the_global_offset_table() {
    // HeCBench d3q19-bgk's form: a `.globl` device variable LLVM reaches through its
    // GOT entry (`sym@gotpcrel32@lo+4`, then a 64-bit load of the entry). The entry
    // holds the variable's address: the loaded pointer equals the PC-relative one and
    // reads the variable.
    for gfx in ["gfx90a", "gfx1100"] {
        let (load2, load1) = if gfx == "gfx90a" {
            ("s_load_dwordx2", "s_load_dword")
        } else {
            ("s_load_b64", "s_load_b32")
        };
        let wait = "s_waitcnt lgkmcnt(0)";
        let body = format!(
            "\ts_getpc_b64 s[10:11]\n\ts_add_u32 s10, s10, gv@gotpcrel32@lo+4\n\
             \ts_addc_u32 s11, s11, gv@gotpcrel32@hi+12\n\t{load2} s[10:11], s[10:11], 0x0\n\
             \ts_getpc_b64 s[12:13]\n\ts_add_u32 s12, s12, gv@rel32@lo+4\n\
             \ts_addc_u32 s13, s13, gv@rel32@hi+12\n\t{wait}\n\
             \t{load1} s14, s[10:11], 0x4\n\t{wait}\n\
             \tv_mov_b32 v100, s10\n\tv_mov_b32 v101, s12\n\tv_mov_b32 v102, s11\n\
             \tv_mov_b32 v103, s13\n\tv_mov_b32 v104, s14\n"
        );
        let text = amd_lanes_kernel(gfx, &body, 1, 5, "")
            + "\t.data\n\t.globl\tgv\n\t.p2align\t3\ngv:\n\t.long\t0x1234\n\t.long\t0x5678\n\t.size\tgv, 8\n";
        let (out, _) = run_lanes_text(gfx, &text, &[vec![0]], 5);
        let o = &out[0];
        assert_eq!((o[0], o[2]), (o[1], o[3]), "{gfx}: GOT entry = &gv");
        assert_eq!(o[4], 0x5678, "{gfx}: gv[1] through the GOT pointer");
    }
    // An undefined symbol behind the relocation is named.
    let line = "\ts_getpc_b64 s[10:11]\n\ts_add_u32 s10, s10, nope@gotpcrel32@lo+4";
    let e = amd_set_aside("gfx90a", line).expect("set aside");
    assert!(e.contains("undefined symbol `nope`"), "{e}");
}

#[test]
fn long_branches_through_s_setpc_with_label_difference_expressions() {
    // LLVM's long branch (HeCBench gerbil's rocprim sort on gfx90a/gfx942): the
    // distance from the label after s_getpc to the target, low word `&4294967295`
    // and high word `>>32` (-1 backward). Forward over a move, then a backward loop
    // that runs three times.
    let body = "\tv_mov_b32 v100, 7\n\ts_getpc_b64 s[14:15]\n.Lpost_getpc0:\n\
        \ts_add_u32 s14, s14, (.Ltarget-.Lpost_getpc0)&4294967295\n\
        \ts_addc_u32 s15, s15, (.Ltarget-.Lpost_getpc0)>>32\n\ts_setpc_b64 s[14:15]\n\
        \tv_mov_b32 v100, 1\n.Ltarget:\n\ts_mov_b32 s12, 0\n.Lloop:\n\
        \ts_add_u32 s12, s12, 1\n\ts_cmp_ge_u32 s12, 3\n\ts_cbranch_scc1 .Ldone\n\
        \ts_getpc_b64 s[14:15]\n.Lpost_getpc1:\n\
        \ts_add_u32 s14, s14, (.Lloop-.Lpost_getpc1)&4294967295\n\
        \ts_addc_u32 s15, s15, (.Lloop-.Lpost_getpc1)>>32\n\ts_setpc_b64 s[14:15]\n\
        .Ldone:\n\tv_mov_b32 v101, s12\n";
    for gfx in ["gfx90a", "gfx1100"] {
        let out = lanes(gfx, body, &[vec![0]], 2).0;
        assert_eq!(out[0], [7, 3], "{gfx}");
    }
    // An undefined label in the expression is named.
    let line = "\ts_add_u32 s14, s14, (.Lnone-.Lpost)&4294967295";
    let e = amd_set_aside("gfx90a", line).expect("set aside");
    assert!(e.contains("undefined symbol `.Lnone`"), "{e}");
}

#[test]
fn literals_of_64_bit_integer_operands_are_32_bits_before_gfx1250() {
    // llvm-mc-22 takes a value that fits in 32 bits, signed or unsigned, and refuses
    // any other (gfx1250 has 64-bit literals).
    for (line, ok) in [
        ("\ts_mov_b64 s[10:11], 0x5555555555555555", false),
        ("\tv_lshlrev_b64 v[20:21], 1, 0x100000000", false),
        ("\ts_mov_b64 s[10:11], 0xffffffff", true),
        ("\ts_mov_b64 s[10:11], -2147483648", true),
    ] {
        match amd_set_aside("gfx942", line) {
            Some(e) => assert!(
                !ok && e.contains("does not fit in 32 bits"),
                "`{line}`: {e}"
            ),
            None => assert!(ok, "`{line}` loaded"),
        }
    }
}
