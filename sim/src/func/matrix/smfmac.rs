//! CDNA3 sparse `v_smfmac_*` over one wave64 as a pure function: A is 4:2 compressed
//! (per row, two stored values for every group of four k, in the lanes and order of
//! the dense A layout with K halved: lane `M floor(k / KL) + i`, stored value `2g + s`
//! of group `g = (k mod KL) / 4`, KL the k per lane), the index VGPR gives each stored
//! value's position in its group (2 bits, value `s` at bit `4g + 2s` of the chosen
//! set), B is dense over K, and the accumulator is the destination's old value. Each
//! D element is `d + sum over groups and stored values of a * B[k0 + 4g + pos][j]`,
//! computed as `mfma` does (the exact sum rounded once; integers wrap). Layouts: the
//! AMD Matrix Instruction Calculator (cdna3 `v_smfmac_*`, checked against its dumped
//! tables in `tests/amd_smfmac.rs`). Index set: `abid` when `cbsz` is 0, else the
//! first (the calculator's `_get_reg_name`; LLVM's `amdgpu.sparse_mfma` docs).
//! Two stored values naming the same position both multiply that row of B [model:
//! hipSPARSELt requires index0 < index1; the guide leaves the rest undefined].

use super::exact;
use super::mfma::{decode, sum_f32, sum_i8, Regs};
use super::mfma_layout::{a_at, b_at, cd_at};
use crate::ir::mfma_form::{MfTy, MfmaForm, MfmaInst};

/// `D = A B + C` for the wave, C the destination's old value. `a`, `b` hold
/// `form.regs()` registers per lane, `idx` one, `c` and `d` (which receives D)
/// `regs(D)`, lane-major.
#[allow(clippy::too_many_arguments)]
pub fn smfmac(f: &MfmaInst, form: &MfmaForm, a: Regs, b: Regs, c: Regs, idx: Regs, d: &mut [u32]) {
    let (ta, tb) = form.types();
    let nd = c.per_lane;
    let kl = f.k_per_lane();
    let set = if form.cbsz == 0 { form.abid as u32 } else { 0 };
    for i in 0..f.m as u32 {
        for j in 0..f.n as u32 {
            let (dl, de) = cd_at(f, i, j, 0);
            let cv = c.elem(dl, de, 32);
            // Every stored value of row i: (its bits, the dense k it multiplies).
            let terms = (0..f.k as u32 / 4).flat_map(|q| {
                let k0 = 4 * q;
                let (la, e) = a_at(f, i, k0, 0);
                let g = e / 4;
                let ix = idx.elem(la, 0, 32) >> (set * kl + 4 * g);
                (0..2).map(move |s| {
                    let k = k0 + (ix >> (2 * s) & 3) as u32;
                    let (lb, eb) = b_at(f, k, j, 0);
                    (a.elem(la, 2 * g + s, ta.bits()), b.elem(lb, eb, tb.bits()))
                })
            });
            let v = match f.d {
                MfTy::I32 => sum_i8(cv, terms),
                _ => sum_f32(
                    cv,
                    terms.map(|(x, y)| exact::mul(decode(ta, x), decode(tb, y))),
                ),
            };
            d[dl as usize * nd + de as usize] = v as u32;
        }
    }
}
