//! CDNA `v_mfma_*` and `v_smfmac_*` (`Op::Mma` with `Sub::Mfma`, dispatched from
//! `matrix_ops::mma`): read A, B and C (a sparse row: the old D and the index) of the
//! whole wave64, run the pure `matrix::mfma` (`matrix::smfmac`), write D. Sources are
//! `Operand::Vec` lists of single VGPRs or AGPRs (C may be an inline constant); EXEC
//! must have every lane set (the ISA guides define MFMA results only for a full wave),
//! otherwise a located error.

use super::unsupported;
use super::wave_frags::{full_exec, read_fragments, write_fragment};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::matrix::mfma::{mfma as mfma_wave, COperand, Regs};
use crate::func::matrix::mfma_layout::LANES;
use crate::func::matrix::smfmac::smfmac;
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::{Inst, Sub};

/// Most registers of one operand per lane (C/D of a 32x32 with two blocks).
const MAX_REGS: usize = 32;

pub fn mfma<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> ExecResult {
    let Sub::Mfma(form) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let f = form.inst();
    let name = f.mnemonic(form.gen);
    if w.width as usize != LANES {
        return Err(ExecError::new(
            None,
            format!(
                "`{name}` needs a 64-lane wave (the config's warp is {} lanes)",
                w.width
            ),
        ));
    }
    full_exec(
        name,
        m,
        LANES as u32,
        "warpsim models MFMA only for a full wave",
    )?;
    let (na, nb, nd) = form.regs();
    let mut bufs = [[0u32; LANES * MAX_REGS]; 4];
    // The fourth source: the scaled rows' A and B scale VGPRs, the sparse rows' index.
    let ops = [&i.src[0], &i.src[1], &i.src[2], &i.src[3]];
    let (scaled, sparse) = (f.scaled(), f.sparse());
    let n = if scaled || sparse { 4 } else { 3 };
    let counts = [na, nb, nd, if sparse { 1 } else { 2 }];
    let Some(splat) = read_fragments(c, w, &ops[..n], &counts, LANES, &mut bufs) else {
        return Err(unsupported(i));
    };
    let regs = |k: usize, n: u32| Regs {
        regs: &bufs[k][..LANES * n as usize],
        per_lane: n as usize,
    };
    let cop = match splat {
        Some(v) => COperand::Splat(v),
        None => COperand::Regs(regs(2, nd)),
    };
    let types = form.types();
    let mut d = [0u32; LANES * MAX_REGS];
    if sparse {
        // C is the destination's old value (lowered as the third source).
        smfmac(
            f,
            &form,
            regs(0, na),
            regs(1, nb),
            regs(2, nd),
            regs(3, 1),
            &mut d,
        );
        return match write_fragment(c, w, &i.dst[0], nd, LANES, &d) {
            Some(_) => Ok(Flow::Next),
            None => Err(unsupported(i)),
        };
    }
    let scales = scaled.then(|| regs(3, 2));
    mfma_wave(
        f,
        &form,
        types,
        regs(0, na),
        regs(1, nb),
        cop,
        scales,
        &mut d,
    );
    if write_fragment(c, w, &i.dst[0], nd, LANES, &d).is_none() {
        return Err(unsupported(i));
    }
    Ok(Flow::Next)
}
