//! Indirect VGPR addressing, as LLVM emits it for a vector indexed at run time (HeCBench
//! pso, cmp, columnarSolver, kalman, mt): GFX10+ `v_movrels_b32` / `v_movreld_b32` /
//! `v_movrelsd_b32` / `v_movrelsd_2_b32` (M0 offsets the register number), and GFX9's
//! VGPR index mode (`s_set_gpr_idx_on s, gpr_idx(SRC0|DST)` .. `s_set_gpr_idx_off`
//! around a `v_mov_b32`). Each form is run on every lane with distinct data and
//! checked against the ISA's register arithmetic; M0's other bits, an index past
//! the register file and an unsupported instruction inside an index-mode region are
//! checked too.

mod common;
use common::*;

/// Distinct words per work-item and input register.
fn rows(n: usize, nin: usize) -> Vec<Vec<u32>> {
    (0..n)
        .map(|i| {
            (0..nin)
                .map(|k| 0x1000 * (i as u32 + 1) + k as u32)
                .collect()
        })
        .collect()
}

#[test]
fn gfx10_plus_relative_moves_offset_the_register_number_by_m0() {
    // v1..v8 hold in[0..8]; v[k] = in[k - 1].
    let body = "\ts_mov_b32 m0, 3
\tv_movrels_b32 v100, v1
\tv_movreld_b32 v20, v2
\tv_mov_b32 v101, v23
\ts_mov_b32 m0, 0x00020001
\tv_movrelsd_2_b32 v30, v1
\tv_mov_b32 v102, v32
\ts_mov_b32 m0, 2
\tv_movrelsd_b32 v40, v3
\tv_mov_b32 v103, v42";
    for gfx in ["gfx1030", "gfx1100", "gfx1201"] {
        let input = rows(32, 8);
        let (out, _) =
            run_amd_lanes(gfx, body, &input, 4, "").unwrap_or_else(|e| panic!("{gfx}: {e}"));
        for (i, (o, x)) in out.iter().zip(&input).enumerate() {
            // v100 = v[1 + 3] = v4; v23 = v2; v[30 + 2] = v[1 + 1]; v[40 + 2] = v[3 + 2].
            assert_eq!(o, &vec![x[3], x[1], x[1], x[4]], "{gfx} work-item {i}");
        }
    }
}

#[test]
fn gfx9_index_mode_offsets_the_moves_source_or_destination_by_m0_low_byte() {
    let body = "\ts_mov_b32 m0, 0xffff0f00
\ts_mov_b32 s12, 0x302
\ts_set_gpr_idx_on s12, gpr_idx(SRC0)
\tv_mov_b32_e32 v100, v1
\ts_set_gpr_idx_off
\tv_mov_b32_e32 v102, m0
\ts_mov_b32 s12, 1
\ts_set_gpr_idx_on s12, gpr_idx(DST)
\tv_mov_b32_e32 v30, v2
\ts_set_gpr_idx_off
\tv_mov_b32_e32 v101, v31";
    for gfx in ["gfx90a", "gfx942", "gfx950"] {
        let input = rows(64, 4);
        let (out, _) =
            run_amd_lanes(gfx, body, &input, 3, "").unwrap_or_else(|e| panic!("{gfx}: {e}"));
        for (i, (o, x)) in out.iter().zip(&input).enumerate() {
            // Index 0x302 & 0xff = 2: v100 = v3. M0 keeps its other bits: [7:0] = 2,
            // [15:12] = the mode (SRC0 = 1). Then v31 = v2.
            assert_eq!(o, &vec![x[2], x[1], 0xffff_1f02], "{gfx} work-item {i}");
        }
    }
}

#[test]
fn an_index_past_the_register_file_is_a_fault_naming_it() {
    let input = rows(32, 1);
    let e = run_amd_lanes(
        "gfx1100",
        "\ts_mov_b32 m0, 1000\n\tv_movrels_b32 v100, v1",
        &input,
        1,
        "",
    )
    .expect_err("v1001 is outside the file")
    .to_string();
    assert!(
        e.contains("v1 + M0 offset 1000 = v1001 is outside the wave's"),
        "{e}"
    );
}

#[test]
fn other_instructions_in_an_index_mode_region_are_refused_by_name() {
    let body = "\ts_mov_b32 s12, 1
\ts_set_gpr_idx_on s12, gpr_idx(SRC0)
\tv_add_u32_e32 v100, v1, v1
\ts_set_gpr_idx_off";
    let input = rows(64, 1);
    let e = run_amd_lanes("gfx90a", body, &input, 1, "")
        .expect_err("refused")
        .to_string();
    assert!(
        e.contains("`v_add_u32_e32` inside a VGPR index-mode region")
            && e.contains("only v_mov_b32"),
        "{e}"
    );
    // After the region closes the same instruction is fine.
    let after = "\ts_mov_b32 s12, 1
\ts_set_gpr_idx_on s12, gpr_idx(SRC0)
\ts_set_gpr_idx_off
\tv_add_u32_e32 v100, v1, v1";
    let (out, _) = run_amd_lanes("gfx90a", after, &input, 1, "").expect("runs");
    assert_eq!(out[5], vec![2 * input[5][0]]);
    // A bad mode name is a located error.
    let bad = "\ts_set_gpr_idx_on s12, gpr_idx(SRC3)\n\ts_set_gpr_idx_off";
    let e = run_amd_lanes("gfx90a", bad, &input, 1, "")
        .expect_err("bad")
        .to_string();
    assert!(e.contains("unknown VGPR index mode `SRC3`"), "{e}");
}
