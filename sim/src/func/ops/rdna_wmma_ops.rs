//! RDNA `v_wmma_*` and `v_swmmac_*` (`Op::Mma` with `Sub::RdnaWmma`, dispatched from
//! `matrix_ops::mma`): read A, B, C (a sparse form: its index) and the old D of the
//! whole wave, run the pure `matrix::rdna_wmma` / `matrix::rdna_swmmac`, write D. Sources are `Operand::Vec` lists of single VGPRs
//! (C may be an inline constant). The wave must be the size the kernel was lowered
//! for and EXEC must have every lane set (the RDNA3/RDNA4 ISA guides require a full
//! EXEC for WMMA), otherwise a located error, as MFMA.

use super::unsupported;
use super::wave_frags::{full_exec, read_fragments, write_fragment};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::matrix::mfma::{COperand, Regs};
use crate::func::matrix::rdna_swmmac::rdna_swmmac;
use crate::func::matrix::rdna_wmma::rdna_wmma as wmma_wave;
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::{Inst, Sub};

/// Most lanes and registers of one operand per lane (A/B of RDNA3 f16: 8).
const LANES: usize = 64;
const MAX_REGS: usize = 8;

pub fn rdna_wmma<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::RdnaWmma(form) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let f = form.inst();
    let name = f.name;
    let wave = form.wave();
    if w.width != wave {
        return Err(ExecError::new(
            None,
            format!(
                "`{name}` was assembled for wave{wave} but runs in a {}-lane wave",
                w.width
            ),
        ));
    }
    full_exec(name, m, wave, "the ISA defines WMMA only for a full wave")?;
    let (na, nb, nd) = f.regs(form.gen, wave);
    let lanes = wave as usize;
    // A, B, C and the old D.
    let mut bufs = [[0u32; LANES * MAX_REGS]; 4];
    let ops = [&i.src[0], &i.src[1], &i.src[2], &i.dst[0]];
    // A sparse form's third source is its index VGPR (C is the old D).
    let nc = if f.sparse { 1 } else { nd };
    let Some(splat) = read_fragments(c, w, &ops, &[na, nb, nc, nd], lanes, &mut bufs) else {
        return Err(unsupported(i));
    };
    let [ba, bb, bc, mut d] = bufs;
    fn regs(buf: &[u32], lanes: usize, n: u32) -> Regs<'_> {
        Regs {
            regs: &buf[..lanes * n as usize],
            per_lane: n as usize,
        }
    }
    let cop = match splat {
        Some(v) => COperand::Splat(v),
        None => COperand::Regs(regs(&bc, lanes, nd)),
    };
    if f.sparse {
        // C is the old D; the result starts as a copy (a stack array, not the heap).
        let old = d;
        rdna_swmmac(
            f,
            &form,
            regs(&ba, lanes, na),
            regs(&bb, lanes, nb),
            regs(&old, lanes, nd),
            regs(&bc, lanes, 1),
            &mut d,
        );
    } else if let Err((lane, what)) = wmma_wave(
        f,
        &form,
        regs(&ba, lanes, na),
        regs(&bb, lanes, nb),
        cop,
        &mut d,
    ) {
        return Err(ExecError::new(
            Some(lane),
            format!("`{name}`: lane {lane} holds different {what} values from lane {} (RDNA3 requires A and B replicated across every 16 lanes)", lane % 16),
        ));
    }
    if write_fragment(c, w, &i.dst[0], nd, lanes, &d).is_none() {
        return Err(unsupported(i));
    }
    Ok(Flow::Next)
}
