//! `wmma.load` and `wmma.store`: a warp's fragment from or to a matrix in memory,
//! row- or column-major with a stride in elements, through the fragment mapping of
//! `matrix::wmma`. Every lane of the warp executes them together.

use super::matrix_ops::whole_warp;
use super::mem::{addresses, load_one, store_one};
use super::{rd, unsupported};
use crate::func::exec::{Ctx, ExecResult, Flow};
use crate::func::matrix::mma::{put, LANES};
use crate::func::matrix::wmma::position;
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::mma_form::MTy;
use crate::ir::wmma_form::WmmaFrag;
use crate::ir::{Inst, Operand, Sub};

/// Most registers of a wmma fragment per lane (`.f16` A and B, `.f32` C and D: 8).
const MAX_REGS: usize = 8;

/// Element bits in memory (`.f64`: 64).
fn bits(t: MTy) -> u64 {
    if t == MTy::F64 {
        64
    } else {
        t.bits() as u64
    }
}

/// The registers of a `{...}` operand.
fn regs_of<'a>(c: &Ctx<'a, impl Memory>, o: &Operand) -> &'a [Operand] {
    match *o {
        Operand::Vec { start, len } => {
            &c.prog.vec_elems[start as usize..start as usize + len as usize]
        }
        _ => &[],
    }
}

/// Each lane's stride (elements between rows, or columns with `.col`): the operand,
/// else the matrix's leading dimension.
fn strides<M: Memory>(c: &Ctx<'_, M>, w: &Warp, f: &WmmaFrag, op: &Operand, out: &mut LaneVals) {
    let (rows, cols) = f.dims();
    if *op == Operand::None {
        out.fill(if f.col { rows } else { cols } as u64);
    } else {
        rd(c, w, op, out);
    }
}

/// The fragment, each lane's matrix address (`mem`) and stride (`src[1]`) of a
/// wmma.load/store executed by the whole warp.
fn operands<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    m: u64,
    mem: &Operand,
    what: &str,
) -> Result<(WmmaFrag, LaneVals, LaneVals), crate::func::exec::ExecError> {
    let (Sub::Wmma(f), Operand::Mem(a)) = (i.mods.sub, *mem) else {
        return Err(unsupported(i));
    };
    whole_warp(w, m, what)?;
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    let mut stride: LaneVals = [0; 64];
    strides(c, w, &f, &i.src[1], &mut stride);
    check_alignment(&f, &addr, &stride, m, what)?;
    Ok((f, addr, stride))
}

/// "The starting address of each instance of the leading dimension (row or column)
/// must be aligned with the size of the corresponding fragment in bytes" (PTX ISA,
/// "Matrix Storage for WMMA"). Taken literally for the stride that rule would reject
/// the ISA's own default stride of some shapes (`.m32n8k16` B row-major: 8 `.f16`,
/// 16 bytes, with a 32-byte fragment), so: the address is a multiple of the
/// fragment's size (its registers x 4 bytes, x 8 for `.f64`), the stride in bytes a
/// multiple of that size or of 16 bytes, whichever is smaller (the CUDA C++ guide's
/// `ldm`: "a multiple of 16 bytes"). Else a fault naming the lane and the address.
fn check_alignment(
    f: &WmmaFrag,
    addr: &LaneVals,
    stride: &LaneVals,
    m: u64,
    what: &str,
) -> Result<(), crate::func::exec::ExecError> {
    let frag = f.regs() as u64 * if f.ty == MTy::F64 { 8 } else { 4 };
    for lane in (0..LANES).filter(|&l| m >> l & 1 == 1) {
        let fault = |msg: String| Err(crate::func::exec::ExecError::new(Some(lane as u32), msg));
        if !addr[lane].is_multiple_of(frag) {
            return fault(format!(
                "{what}: address {:#x} is not aligned to the fragment size ({frag} bytes)",
                addr[lane]
            ));
        }
        let s = stride[lane] & 0xFFFF_FFFF;
        let step = frag.min(16);
        if !(s * bits(f.ty)).is_multiple_of(8 * step) {
            return fault(format!(
                "{what}: stride {s} ({} bits a row or column) is not a multiple of {step} bytes (address {:#x})",
                s * bits(f.ty),
                addr[lane]
            ));
        }
    }
    Ok(())
}

/// Bit offset of element (row, col) from the matrix's address.
#[inline]
fn bit_offset(f: &WmmaFrag, stride: u64, row: usize, col: usize) -> u64 {
    let lin = if f.col {
        col as u64 * stride + row as u64
    } else {
        row as u64 * stride + col as u64
    };
    lin * bits(f.ty)
}

/// `wmma.load.{a,b,c}.sync.aligned.{row,col}.shape{.space}.type {r...}, [p]{, stride}`.
pub fn wmma_load<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let (f, addr, stride) = operands(c, w, i, m, &i.src[0], "wmma.load")?;
    let nregs = (f.regs() as usize).min(MAX_REGS);
    let mut vals = [[0u64; 64]; MAX_REGS];
    let b = bits(f.ty);
    for lane in 0..LANES {
        let mut r = [0u64; MAX_REGS];
        for e in 0..f.per_thread() as usize {
            let (row, col) = position(&f, lane, e);
            let off = bit_offset(&f, stride[lane] & 0xFFFF_FFFF, row, col);
            let at = addr[lane].wrapping_add(off / 8);
            let v = if b >= 8 {
                load_one(c, w, i.mods.space, at, (b / 8) as u32, lane)?
            } else {
                // Sub-byte elements (.s4/.u4, .b1): packed from bit 0 of each byte.
                load_one(c, w, i.mods.space, at, 1, lane)? >> (off % 8)
            };
            put(&mut r[..nregs], f.ty, e, v);
        }
        for (k, v) in r.iter().enumerate().take(nregs) {
            vals[k][lane] = *v;
        }
    }
    for (k, d) in regs_of(c, &i.dst[0]).iter().enumerate().take(nregs) {
        w.write(d, m, &vals[k]);
    }
    Ok(Flow::Next)
}

/// `wmma.store.d.sync.aligned.{row,col}.shape{.space}.type [p], {r...}{, stride}`.
pub fn wmma_store<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let (f, addr, stride) = operands(c, w, i, m, &i.dst[0], "wmma.store")?;
    let nregs = (f.regs() as usize).min(MAX_REGS);
    let mut vals = [[0u64; 64]; MAX_REGS];
    for (k, s) in regs_of(c, &i.src[0]).iter().enumerate().take(nregs) {
        rd(c, w, s, &mut vals[k]);
    }
    let b = bits(f.ty);
    let per = if f.ty == MTy::F64 { 1 } else { 32 / b as usize };
    for lane in 0..LANES {
        for e in 0..f.per_thread() as usize {
            let (row, col) = position(&f, lane, e);
            let off = bit_offset(&f, stride[lane] & 0xFFFF_FFFF, row, col);
            let reg = vals[e / per][lane];
            let v = if b == 64 {
                reg
            } else {
                (reg >> ((e % per) as u64 * b)) & ((1u64 << b) - 1)
            };
            store_one(
                c,
                w,
                i.mods.space,
                addr[lane].wrapping_add(off / 8),
                (b / 8) as u32,
                v,
                lane,
            )?;
        }
    }
    Ok(Flow::Next)
}
