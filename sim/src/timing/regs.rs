//! Registers per thread for occupancy. PTX declares virtual registers (ptxas
//! allocates the physical ones), so warpsim estimates the count as the most
//! registers live at once, by liveness analysis over the linked program (64-bit
//! registers count twice, predicates not at all); `--regs N` overrides it. AMD kernels
//! declare theirs (`.amdhsa_next_free_vgpr`).

use crate::ir::{liveness, Program};

/// The most 32-bit registers live at any instruction of `p`.
pub fn max_live(p: &Program) -> u32 {
    let n = p.code.len();
    if n == 0 || p.num_regs() == 0 {
        return 0;
    }
    let width: Vec<u32> = p
        .reg_bits
        .iter()
        .map(|&b| (b as u32).div_ceil(32).max(1))
        .collect();
    let lv = liveness::analyse(p, true);
    let words = lv.words;
    let (live_in, defs) = (&lv.live_in, &lv.defs);
    // Pressure at an instruction: what is live into it plus what it defines.
    let mut best = 0u32;
    for pc in 0..n {
        let mut total = 0u32;
        for k in 0..words {
            let mut bits = live_in[pc * words + k] | defs[pc * words + k];
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                total += width.get(k * 64 + b).copied().unwrap_or(1);
                bits &= bits - 1;
            }
        }
        best = best.max(total);
    }
    best
}
