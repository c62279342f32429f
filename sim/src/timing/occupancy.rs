//! Occupancy: how many blocks of a launch one SM holds at once, the limit that
//! decides it (blocks, warps, threads, registers, shared memory), and registers per
//! thread (the AMD descriptor's count, or the PTX liveness estimate of `regs`).

use super::regs::max_live;
use crate::config::GpuConfig;
use crate::engine::Prepared;

/// Blocks of this launch one SM holds at once, and the limit that decides.
pub(super) fn occupancy(
    cfg: &GpuConfig,
    p: &Prepared,
    regs: u32,
) -> Result<(u32, &'static str, u64, u64), String> {
    let sm = &cfg.sm;
    let li = &p.li;
    let wpb = li.warps_per_block;
    let unit = sm.register_alloc_unit.max(1) as u64;
    let regs_rounded = (regs as u64).div_ceil(unit) * unit;
    let block_regs = wpb as u64 * li.width as u64 * regs_rounded;
    let shared = li.shared_size as u64;
    let threads = wpb * li.width;
    // A CU-mode AMD kernel (`-mcumode`) on a WGP of `cus` CUs: each block lives on one
    // CU, with that CU's share of every resource but the block slots, so the WGP holds
    // `cus` times what one CU holds.
    let cus = cu_mode_cus(cfg, p);
    let limits = resources(cfg, p, regs).map(|(name, cap, used)| {
        let n = match (name, cus) {
            ("sm.max_blocks", _) | (_, 1) => cap.checked_div(used),
            _ => (cap / cus).checked_div(used).map(|n| n * cus),
        };
        (name, n.unwrap_or(u64::MAX))
    });
    let (name, n) = limits
        .iter()
        .copied()
        .min_by_key(|&(_, n)| n)
        .unwrap_or(("sm.max_blocks", 1));
    if n == 0 {
        let what = match name {
            "sm.max_warps" => format!("{wpb} warps per block but sm.max_warps is {}", sm.max_warps),
            "sm.max_threads" => format!("{threads} threads per block but sm.max_threads is {}", sm.max_threads),
            "sm.registers" => format!(
                "{block_regs} registers per block ({regs_rounded} per thread x {threads} threads) but sm.registers is {}",
                sm.registers
            ),
            "sm.shared_per_sm" => format!("{shared} bytes of shared memory per block but sm.shared_per_sm is {}", sm.shared_per_sm),
            _ => format!("{name} is 0"),
        };
        let cu = match name {
            "sm.max_blocks" => String::new(),
            _ if cus > 1 => format!(
                ", and a CU holds 1/{cus} of that (the kernel is in CU mode, \
                 `.amdhsa_workgroup_processor_mode 0`: a block runs on one of the SM's {cus} CUs)"
            ),
            _ => String::new(),
        };
        return Err(format!(
            "a block of `{}` does not fit on an SM of `{}`: {what}{cu}",
            p.prog.name, cfg.name
        ));
    }
    Ok((n.min(u32::MAX as u64) as u32, name, block_regs, shared))
}

/// The CUs of an SM that a block of `p` is confined to one of: the L1s per SM
/// (`memory.l1.per_sm`, the CUs of an RDNA WGP) for a CU-mode kernel, else 1.
pub(super) fn cu_mode_cus(cfg: &GpuConfig, p: &Prepared) -> u64 {
    match &p.prog.wave {
        Some(abi) if abi.cu_mode => cfg.memory.l1.per_sm.max(1) as u64,
        _ => 1,
    }
}

/// The SM resources a block of `p` holds, in the order [`occupancy`] names them: (the
/// config field, the SM's amount, one block's use). Blocks fit on an SM while every
/// resource's use summed over them stays within the amount.
pub(super) fn resources(cfg: &GpuConfig, p: &Prepared, regs: u32) -> [(&'static str, u64, u64); 5] {
    let sm = &cfg.sm;
    let li = &p.li;
    let wpb = li.warps_per_block as u64;
    let unit = sm.register_alloc_unit.max(1) as u64;
    let regs_rounded = (regs as u64).div_ceil(unit) * unit;
    [
        ("sm.max_blocks", sm.max_blocks as u64, 1),
        ("sm.max_warps", sm.max_warps as u64, wpb),
        (
            "sm.max_threads",
            sm.max_threads as u64,
            wpb * li.width as u64,
        ),
        (
            "sm.registers",
            sm.registers as u64,
            wpb * li.width as u64 * regs_rounded,
        ),
        (
            "sm.shared_per_sm",
            sm.shared_per_sm as u64,
            li.shared_size as u64,
        ),
    ]
}

/// Registers per thread for occupancy: `given`, else the kernel's own count (AMD: its
/// descriptor's VGPRs; PTX: the estimate before load hoisting, else the live maximum).
pub(super) fn thread_regs(p: &Prepared, given: Option<u32>) -> u32 {
    given.unwrap_or_else(|| match &p.prog.wave {
        Some(abi) => abi.next_free_vgpr,
        // ptxas gives a thread at most 255 registers and spills the rest to local
        // memory (CUDA C++ Programming Guide, "Maximum number of 32-bit registers per
        // thread": 255 on every compute capability since 3.5) [model: the spills'
        // traffic is not timed].
        None => p
            .live_regs
            .unwrap_or_else(|| max_live(&p.prog))
            .min(MAX_PTX_REGS),
    })
}

/// Registers per thread ptxas allocates at most.
const MAX_PTX_REGS: u32 = 255;

/// Blocks of `p` resident on the whole GPU at once (at most the grid), for the memory
/// budget; a launch that fits on no SM counts one block per SM (it fails at its start).
pub fn resident_blocks(cfg: &GpuConfig, p: &Prepared, regs_per_thread: Option<u32>) -> u64 {
    let regs = thread_regs(p, regs_per_thread);
    let per_sm = occupancy(cfg, p, regs.max(1)).map_or(1, |o| o.0 as u64);
    let [gx, gy, gz] = p.li.grid;
    let nblocks = gx as u64 * gy as u64 * gz as u64;
    nblocks.min(per_sm.saturating_mul(cfg.sm.count as u64))
}
