//! Indirect VGPR addressing on AMD GPUs: M0 offsets a register number at run time.
//!
//! * GFX10+ `v_movrels_b32 d, s` (`d = v[s + M0]`), `v_movreld_b32 d, s`
//!   (`v[d + M0] = s`), `v_movrelsd_b32` (both offset by M0) and `v_movrelsd_2_b32`
//!   (source offset by M0[9:0], destination by M0[25:16]) (RDNA2/RDNA3 ISA guides,
//!   VOP1).
//! * GFX9 VGPR index mode: `s_set_gpr_idx_on s, gpr_idx(SRC0|DST..)` sets M0[7:0] to
//!   the index and M0[15:12] to the operands it applies to, and the VALU instructions
//!   up to `s_set_gpr_idx_off` add M0[7:0] to those VGPR numbers (CDNA3 ISA guide,
//!   SOPC/SOPP). warpsim lowers the `v_mov_b32` inside such a region to a relative move
//!   (what LLVM emits for dynamic vector indexing); other instructions there are
//!   rejected at load (`isa::amdgpu::lower::gpr_idx`).
//!
//! A register number past the wave's VGPR file is a fault naming it.

use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::{rel, sreg, Inst, Operand};

/// The (source, destination) register offsets M0 gives under `flags`.
pub fn offsets(m0: u32, flags: u64) -> (u32, u32) {
    let (s, d) = if flags & rel::TWO != 0 {
        (m0 & 0x3FF, (m0 >> 16) & 0x3FF)
    } else if flags & rel::IDX8 != 0 {
        (m0 & 0xFF, m0 & 0xFF)
    } else {
        (m0, m0)
    };
    (
        if flags & rel::SRC != 0 { s } else { 0 },
        if flags & rel::DST != 0 { d } else { 0 },
    )
}

/// Operand `op` moved `by` registers up, checked against the wave's VGPR file.
fn moved(w: &Warp, op: Operand, by: u32, what: &str) -> Result<Operand, ExecError> {
    let Operand::VRegs { idx, n } = op else {
        return Ok(op);
    };
    let file = (w.regs.len() / w.width.max(1) as usize) as u64;
    let at = idx as u64 + by as u64;
    if at + n as u64 > file {
        return Err(ExecError::new(
            None,
            format!(
                "relative {what} register v{idx} + M0 offset {by} = v{at} is outside the wave's {file} VGPRs"
            ),
        ));
    }
    Ok(Operand::VRegs { idx: at as u32, n })
}

/// A move whose source and/or destination register number M0 offsets.
pub fn movrel<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let flags = match i.src[1] {
        Operand::Imm(f) => f,
        _ => 0,
    };
    let m0 = w.sregs_val(sreg::M0, 1) as u32;
    let (s, d) = offsets(m0, flags);
    let src = moved(w, i.src[0], s, "source")?;
    let dst = moved(w, i.dst[0], d, "destination")?;
    let mut v = [0u64; 64];
    super::rd(c, w, &src, &mut v);
    // (A one-register destination keeps the low 32 bits.)
    w.write(&dst, m, &v);
    Ok(Flow::Next)
}

/// `s_set_gpr_idx_on` / `_idx` / `_mode` (GFX9): M0[7:0] = the index source's low byte
/// (`src[0]`, when present), M0[15:12] = the mode bits (`src[1]`, when present); the
/// other bits of M0 keep their value.
pub fn gpr_idx<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    _m: u64,
    _pc: u32,
) -> ExecResult {
    let mut m0 = w.sregs_val(sreg::M0, 1) as u32;
    if i.src[0] != Operand::None {
        let s = w.read_lane(&i.src[0], 0, c.li, c.sm, c.clock) as u32;
        m0 = (m0 & !0xFF) | (s & 0xFF);
    }
    if let Operand::Imm(mode) = i.src[1] {
        m0 = (m0 & !0xF000) | (((mode as u32) & 0xF) << 12);
    }
    w.set_sregs_val(sreg::M0, 1, m0 as u64);
    Ok(Flow::Next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m0_gives_each_form_its_offsets() {
        // v_movrels / v_movreld / v_movrelsd: all of M0.
        assert_eq!(offsets(0x0003_0005, rel::SRC), (0x0003_0005, 0));
        assert_eq!(offsets(7, rel::DST), (0, 7));
        assert_eq!(offsets(7, rel::SRC | rel::DST), (7, 7));
        // v_movrelsd_2: M0[9:0] and M0[25:16], the other bits ignored.
        assert_eq!(
            offsets(0xFC03_FC05, rel::SRC | rel::DST | rel::TWO),
            (0x005, 0x003)
        );
        // GFX9 index mode: M0[7:0] only (M0[15:12] holds the mode).
        assert_eq!(offsets(0x8F12, rel::SRC | rel::IDX8), (0x12, 0));
        assert_eq!(offsets(0x8F12, rel::DST | rel::IDX8), (0, 0x12));
    }
}
