//! RDNA4 sparse `v_swmmac_*` over one wave as a pure function: A is 2:4 compressed
//! (per row, two stored values for every group of four k, `rdna_wmma_layout::
//! sparse_a_at`), the index VGPR names each stored value's position in its group
//! (2 bits, `index_bit` plus the `index_key` set's offset), B is dense over K, and C
//! is the destination's old value (the ISA ties C to D). Each D element is
//! `c + sum over groups and stored values of a * B[4 g + position][j]`, computed as
//! `rdna_wmma::element` does (the exact sum rounded once; integers wrap or clamp).
//! Two stored values naming the same position both multiply that row of B
//! [model: the RDNA4 guide leaves equal indices undefined; warpsim adds both].

use super::mfma::Regs;
use super::rdna_wmma::{element, store};
use super::rdna_wmma_layout::{index_bit, out_at, sparse_a_at, sparse_b_at};
use crate::ir::rdna_wmma_form::{RdnaWmmaForm, RdnaWmmaInst, RDNA4};

/// `D = A B + C` for the wave, C the destination's old values. `a`, `b` hold
/// `f.regs(..)` registers per lane, `idx` one register per lane, `c` and `d` (which
/// receives D, its other bits as they were) `nd` per lane, lane-major.
#[allow(clippy::too_many_arguments)]
pub fn rdna_swmmac(
    f: &RdnaWmmaInst,
    form: &RdnaWmmaForm,
    a: Regs,
    b: Regs,
    c: Regs,
    idx: Regs,
    d: &mut [u32],
) {
    let wave = form.wave();
    let nd = c.per_lane;
    let kdim = f.k as u32;
    let (abits, bbits, dbits) = (f.a.bits(), f.b.bits(), f.d.bits());
    let key = form.index_key as u32 * 32 / f.index_sets(wave);
    for i in 0..16 {
        for j in 0..16 {
            let (dl, de) = out_at(RDNA4, wave, dbits, false, i, j);
            let cv = c.elem(dl, de, dbits);
            let terms = (0..kdim / 4).flat_map(|g| {
                let (la, p) = sparse_a_at(wave, abits, kdim, i, g);
                let ix = (idx.elem(la, 0, 32) >> (index_bit(wave, abits, kdim, g) + key)) & 0xF;
                (0..2).map(move |s| {
                    let k = 4 * g + (ix >> (2 * s) & 3) as u32;
                    let (lb, eb) = sparse_b_at(wave, bbits, kdim, j, k);
                    (
                        a.elem(la, 2 * p + s, abits),
                        2 * p + s,
                        b.elem(lb, eb, bbits),
                        eb,
                    )
                })
            });
            let v = element(f, form, cv, terms);
            store(d, nd, (dl, de), dbits, v);
        }
    }
}
