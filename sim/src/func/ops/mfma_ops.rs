//! CDNA `v_mfma_*` (`Op::Mma` with `Sub::Mfma`, dispatched from `matrix_ops::mma`):
//! read A, B and C of the whole wave64, run the pure
//! `matrix::mfma`, write D. Sources are `Operand::Vec` lists of single VGPRs or
//! AGPRs (C may be an inline constant); EXEC must have every lane set (the ISA
//! guides define MFMA results only for a full wave), otherwise a located error.

use super::unsupported;
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::matrix::mfma::{mfma as mfma_wave, COperand, Regs};
use crate::func::matrix::mfma_layout::LANES;
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::mfma_form::{on_gen, MfTy};
use crate::ir::{Inst, Operand, Sub};

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
    if m != u64::MAX {
        let missing = !m;
        return Err(ExecError::new(
            Some(missing.trailing_zeros()),
            format!("`{name}` executed with EXEC = {m:#018x}: warpsim models MFMA only for a full wave (lanes {missing:#018x} are off)"),
        ));
    }
    let (na, nb, nd) = f.regs();
    let vec = |o: &Operand| match *o {
        Operand::Vec { start, len } => Some((start as usize, len as usize)),
        _ => None,
    };
    let mut bufs = [[0u32; LANES * MAX_REGS]; 3];
    let mut splat = None;
    for (k, (buf, n)) in bufs.iter_mut().zip([na, nb, nd]).enumerate() {
        let op = &i.src[k];
        if let Operand::Imm(v) = *op {
            splat = Some(v);
            continue;
        }
        let Some((start, len)) = vec(op) else {
            return Err(unsupported(i));
        };
        let n = (n as usize).min(len).min(MAX_REGS);
        for lane in 0..LANES {
            for r in 0..n {
                buf[lane * n + r] = w.read_lane(
                    &c.prog.vec_elems[start + r],
                    lane as u32,
                    c.li,
                    c.sm,
                    c.clock,
                ) as u32;
            }
        }
    }
    let regs = |k: usize, n: u32| Regs {
        regs: &bufs[k][..LANES * n as usize],
        per_lane: n as usize,
    };
    let cop = match splat {
        Some(v) => COperand::Splat(v),
        None => COperand::Regs(regs(2, nd)),
    };
    let types = (on_gen(f.a, form.gen), on_gen(f.b, form.gen));
    if types.0 == MfTy::Xf32 {
        return Err(ExecError::new(
            None,
            format!("`{name}`: xf32 is not modelled by warpsim"),
        ));
    }
    let mut d = [0u32; LANES * MAX_REGS];
    mfma_wave(f, &form, types, regs(0, na), regs(1, nb), cop, &mut d);
    let Some((ds, dl)) = vec(&i.dst[0]) else {
        return Err(unsupported(i));
    };
    let nd = nd as usize;
    for lane in 0..LANES {
        for r in 0..nd.min(dl) {
            let dst = c.prog.vec_elems[ds + r];
            w.write_lane(&dst, lane as u32, d[lane * nd + r] as u64);
        }
    }
    Ok(Flow::Next)
}
