//! `v_fmamk_f32 d, a, K, b` = a·K + b and `v_fmaak_f32 d, a, b, K` = a·b + K (the
//! literal K is the second factor of the first and the addend of the second; "D = S0 *
//! K + S1" and "D = S0 * S1 + K" in the RDNA and CDNA ISA guides). A swapped operand
//! order computed a·b + K for `v_fmamk_f32` and gave wrong results on real stencils
//! and convolutions; each form is checked through the simulator against `v_fma_f32`
//! with K in an SGPR (run by the simulator) and against Rust's fused `mul_add`, and
//! as the `v_dual_` halves of RDNA 3's dual issue.

mod common;
use common::*;

/// Three-point rows a, b: normal values of both signs and mixed magnitudes (no
/// denormals, which the default MODE flushes and `mul_add` does not).
fn rows() -> Vec<Vec<u32>> {
    let mut g = Rng(0xF4A4);
    (0..256)
        .map(|_| {
            let mut v = || {
                let m = (g.u32() % 2000) as f32 / 100.0 - 10.0;
                m.to_bits()
            };
            vec![v(), v()]
        })
        .collect()
}

#[test]
fn fmamk_multiplies_by_k_and_fmaak_adds_k_on_wave32_and_wave64() {
    const K: f32 = 3.25;
    let rows = rows();
    for gfx in ["gfx942", "gfx1100"] {
        let body = format!(
            "\ts_mov_b32 s12, {k:#x}\n\
\tv_fmamk_f32 v100, v1, {k:#x}, v2\n\
\tv_fmaak_f32 v101, v1, v2, {k:#x}\n\
\tv_fma_f32 v102, v1, s12, v2\n\
\tv_fma_f32 v103, v1, v2, s12\n",
            k = K.to_bits()
        );
        // RDNA 3's dual issue (VOPD) names the same operations.
        let dual = if gfx == "gfx1100" {
            format!(
                "\tv_dual_fmamk_f32 v104, v1, {k:#x}, v2 :: v_dual_mov_b32 v105, v2\n\
\tv_dual_fmaak_f32 v106, v1, v2, {k:#x} :: v_dual_mov_b32 v107, v2\n",
                k = K.to_bits()
            )
        } else {
            "\tv_mov_b32 v104, v100\n\tv_mov_b32 v105, v2\n\tv_mov_b32 v106, v101\n\tv_mov_b32 v107, v2\n"
                .to_string()
        };
        let body = body + &dual;
        let (out, _) = run_amd_lanes(gfx, &body, &rows, 8, "").unwrap();
        for (r, (o, i)) in out.iter().zip(&rows).enumerate() {
            let (a, b) = (f32::from_bits(i[0]), f32::from_bits(i[1]));
            let mk = a.mul_add(K, b).to_bits();
            let ak = a.mul_add(b, K).to_bits();
            assert_eq!(o[0], mk, "{gfx} row {r}: v_fmamk_f32 {a} * K + {b}");
            assert_eq!(o[1], ak, "{gfx} row {r}: v_fmaak_f32 {a} * {b} + K");
            assert_eq!((o[2], o[3]), (mk, ak), "{gfx} row {r}: v_fma_f32 forms");
            assert_eq!(
                &o[4..],
                &[mk, i[1], ak, i[1]],
                "{gfx} row {r}: v_dual_ forms"
            );
        }
    }
}
