//! The AMD kernarg segment and dispatch packet of a launch: the explicit arguments
//! (already packed at their metadata offsets) plus the hidden arguments the metadata
//! asks for, and an AQL dispatch packet for kernels that read it through the
//! dispatch pointer.

use crate::ir::layout::{LOCAL_WINDOW, SHARED_WINDOW};
use crate::ir::wave_abi::Hidden;
use crate::ir::WaveAbi;

/// Launch geometry the hidden arguments describe.
pub struct Geometry {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_lds: u32,
}

/// Fill the hidden arguments of `abi` into the kernarg bytes `kp`.
///
/// Block counts and group sizes are the launch's; remainders are 0 because a grid is
/// given in whole workgroups; global offsets are 0; grid dims is the highest
/// dimension with more than one block or work-item; the shared/private bases are
/// the high halves of warpsim's aperture addresses. Everything else (printf and
/// hostcall buffers, default queue, completion action, multigrid sync, heap, queue
/// pointer) is a null pointer.
pub fn fill_hidden(kp: &mut Vec<u8>, abi: &WaveAbi, g: &Geometry) {
    // The segment is padded (with zeros) to a multiple of 64 bytes: runtimes hand out
    // kernarg memory in aligned chunks, and LLVM merges scalar loads across the end
    // of the arguments (HeCBench extend2 for gfx90a: `s_load_dwordx4` at 0x78 with
    // `.amdhsa_kernarg_size 132`).
    let padded = (abi.kernarg_size as usize).next_multiple_of(64);
    if kp.len() < padded {
        kp.resize(padded, 0);
    }
    let dims = if g.grid[2] > 1 || g.block[2] > 1 {
        3
    } else if g.grid[1] > 1 || g.block[1] > 1 {
        2
    } else {
        1
    };
    for h in &abi.hidden {
        let v: u64 = match h.kind {
            Hidden::BlockCount(a) => g.grid[a as usize] as u64,
            Hidden::GroupSize(a) => g.block[a as usize] as u64,
            Hidden::Remainder(_) | Hidden::GlobalOffset(_) | Hidden::Zero => 0,
            Hidden::GridDims => dims,
            Hidden::DynamicLdsSize => g.dynamic_lds as u64,
            Hidden::SharedBase => SHARED_WINDOW >> 32,
            Hidden::PrivateBase => LOCAL_WINDOW >> 32,
        };
        let (at, n) = (h.offset as usize, (h.size as usize).min(8));
        if let Some(dst) = kp.get_mut(at..at + n) {
            dst.copy_from_slice(&v.to_le_bytes()[..n]);
        }
    }
}

/// A 64-byte AQL kernel dispatch packet (HSA `hsa_kernel_dispatch_packet_t`).
pub fn dispatch_packet(abi: &WaveAbi, g: &Geometry, kernarg_addr: u64) -> Vec<u8> {
    let mut p = vec![0u8; 64];
    let dims = if g.grid[2] > 1 || g.block[2] > 1 {
        3u16
    } else if g.grid[1] > 1 || g.block[1] > 1 {
        2
    } else {
        1
    };
    p[2..4].copy_from_slice(&dims.to_le_bytes());
    for a in 0..3 {
        p[4 + 2 * a..6 + 2 * a].copy_from_slice(&(g.block[a] as u16).to_le_bytes());
        let items = g.grid[a].saturating_mul(g.block[a]);
        p[12 + 4 * a..16 + 4 * a].copy_from_slice(&items.to_le_bytes());
    }
    p[24..28].copy_from_slice(&abi.private_segment_size.to_le_bytes());
    p[28..32].copy_from_slice(&(abi.group_segment_size + g.dynamic_lds).to_le_bytes());
    p[40..48].copy_from_slice(&kernarg_addr.to_le_bytes());
    p
}
