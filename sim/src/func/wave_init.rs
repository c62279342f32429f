//! The initial state of an AMD wavefront, as the AMDHSA ABI defines it and the kernel
//! descriptor (`ir::WaveAbi`) enables it: user SGPRs (kernarg and dispatch pointers,
//! preloaded kernel arguments), system SGPRs (workgroup ids; in TTMP registers on
//! GFX12), work-item ids in v0..v2 or packed into v0, MODE, and EXEC = the lanes
//! that exist.

use super::warp::{LaunchInfo, Warp};
use crate::ir::sreg;
use crate::ir::wave_abi::UserSgpr;
use crate::ir::WaveAbi;

/// Give `w` (already placed in its block, `set_block_shape` done) its initial
/// registers.
pub fn init_wave(w: &mut Warp, abi: &WaveAbi, li: &LaunchInfo) {
    if w.sregs.is_empty() {
        w.enable_scalar_file(abi.mode);
    }
    w.mode = abi.mode;
    w.sregs.iter_mut().for_each(|r| *r = 0);
    let mut s = 0u16;
    let put = |w: &mut Warp, s: &mut u16, v: u64, n: u32| {
        for k in 0..n {
            w.set_sreg(*s, (v >> (32 * k)) as u32);
            *s += 1;
        }
    };
    for u in &abi.user_sgprs {
        let v = match u {
            UserSgpr::KernargPtr => li.kernarg_addr,
            UserSgpr::DispatchPtr => li.dispatch_addr,
            UserSgpr::PrivateSegmentSize => abi.private_segment_size as u64,
            // The private segment buffer: a V# over the wave's scratch.
            UserSgpr::PrivateSegmentBuffer => {
                for d in super::ops::buffer::private_rsrc(w.width) {
                    put(w, &mut s, d as u64, 1);
                }
                continue;
            }
            // Queues, dispatch ids and flat-scratch setup are not modelled (scratch
            // is per-lane private memory reached by SCRATCH and FLAT instructions),
            // so these read as zero.
            UserSgpr::QueuePtr | UserSgpr::DispatchId | UserSgpr::FlatScratchInit => 0,
        };
        // A 4-SGPR block is two 64-bit halves, both zero or one value.
        let n = u.count();
        put(w, &mut s, v, n.min(2));
        for _ in 2..n {
            put(w, &mut s, 0, 1);
        }
    }
    for k in 0..abi.kernarg_preload_length as usize {
        let at = (abi.kernarg_preload_offset as usize + k) * 4;
        let dw = li
            .kparams
            .get(at..at + 4)
            .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        put(w, &mut s, dw as u64, 1);
    }
    let mut s = abi.user_sgpr_count as u16;
    if abi.architected_ids {
        let [x, y, z] = w.ctaid;
        w.set_sreg(sreg::TTMP0 + 9, x);
        w.set_sreg(sreg::TTMP0 + 7, (y & 0xFFFF) | (z << 16));
    } else {
        for axis in 0..3 {
            if abi.workgroup_id[axis] {
                let v = w.ctaid[axis];
                put(w, &mut s, v as u64, 1);
            }
        }
    }
    if abi.workgroup_info {
        put(w, &mut s, 0, 1);
    }
    if abi.private_wave_offset {
        // Each wave's private segment buffer already points at its own scratch.
        put(w, &mut s, 0, 1);
    }
    // Work-item ids.
    let width = w.width as usize;
    for l in 0..width {
        let [x, y, z] = w.tid.get(l).copied().unwrap_or([0; 3]);
        let dims = abi.workitem_id_dims;
        if abi.packed_tid {
            let mut v = x & 0x3FF;
            if dims >= 1 {
                v |= (y & 0x3FF) << 10;
            }
            if dims >= 2 {
                v |= (z & 0x3FF) << 20;
            }
            w.regs[l] = v as u64;
        } else {
            w.regs[l] = x as u64;
            if dims >= 1 {
                w.regs[width + l] = y as u64;
            }
            if dims >= 2 {
                w.regs[2 * width + l] = z as u64;
            }
        }
    }
}
