//! RDNA `v_wmma_*` (gfx11 RDNA3, gfx12 RDNA4) over one wave as a pure function:
//! gather A, B and C from every lane's registers through `rdna_wmma_layout`,
//! compute `D = A B + C` (16 x 16 x K), and scatter D.
//!
//! Floating point: each D element is `c + sum_k a_ik b_kj` computed exactly and
//! rounded once to the D type, round to nearest even, as warpsim's MFMA
//! (`matrix::mfma`, `exact`). Why: the RDNA3 and RDNA4 ISA guides do not specify the
//! internal order or precision of the dot product; one rounding of the exact value
//! is order-independent and within the error of any order of f32 additions, so a
//! GPU may differ in the last bits of results that are not exact. The 16-bit-result
//! forms round the exact sum straight to f16/bf16 (no intermediate f32 rounding)
//! [uncertain: the guides do not say whether the hardware accumulates in f32 first].
//! WMMA does not read MODE: denormal inputs and results are kept [uncertain: no
//! flush is documented for WMMA]; a NaN result is the default quiet NaN; inf - inf
//! is NaN, overflow is infinity. FP8/BF8 are the OCP E4M3/E5M2 formats (RDNA4 ISA
//! guide, "WMMA"; the calculator's `fp8`/`bf8`).
//!
//! Modifiers: integer forms read A (B) as signed when `neg_lo` bit 0 (1) is set,
//! unsigned otherwise (RDNA3 ISA guide 7.9: "NEG_LO[0:1] ... signed/unsigned"), and
//! wrap the exact sum to 32 bits unless `clamp` saturates it. Float forms with
//! 16-bit inputs negate the A (B) elements in the low halves of their registers
//! by `neg_lo` bit 0 (1) and those in the high halves by `neg_hi` (the VOP3P meaning
//! of the bits for packed 16-bit sources) [uncertain: the guides describe the bits
//! as "negate A/B"; both halves are negated when both bits are set]. RDNA4 float
//! forms: `neg_lo` bit 2 negates C and `neg_hi` bit 2 takes its absolute value first
//! (RDNA4 ISA guide, WMMA modifiers).
//!
//! RDNA3 16-bit results (`v_wmma_f16`/`v_wmma_bf16`) are read from and written to the
//! `op_sel` half of each C/D register; the other half of D keeps its value
//! [uncertain: the guide does not say; LLVM's `_tied` builtins rely on it being kept].
//!
//! RDNA3 holds A and B replicated: lanes `row + 16 c` must all hold the same values
//! (the ISA leaves other values undefined); warpsim reports the first lane that
//! differs rather than guess a result.

use super::exact::{self, Acc, Num, NARROW};
use super::mfma::{decode, negate, round, COperand, Regs};
use super::rdna_wmma_layout::{in_at, out_at};
use crate::ir::mfma_form::MfTy;
use crate::ir::rdna_wmma_form::{RdnaWmmaForm, RdnaWmmaInst, WTy, RDNA3};
use crate::softfloat::{BF, HP, SP};

/// The float format of a WMMA float type (as MFMA's decoder names it).
fn mf(t: WTy) -> MfTy {
    match t {
        WTy::F16 => MfTy::F16,
        WTy::Bf16 => MfTy::Bf16,
        WTy::F32 => MfTy::F32,
        WTy::Fp8 => MfTy::Fp8,
        WTy::Bf8 => MfTy::Bf8,
        WTy::I32 | WTy::Iu8 | WTy::Iu4 => MfTy::I32,
    }
}

/// The integer value of a `bits`-bit element, signed or not.
fn int(x: u64, bits: u32, signed: bool) -> i64 {
    if signed {
        ((x << (64 - bits)) as i64) >> (64 - bits)
    } else {
        x as i64
    }
}

/// An RDNA3 input whose lanes `row + 16 c` differ: (lane, operand name).
pub type Unreplicated = (u32, &'static str);

/// Check that an RDNA3 input holds the same registers in every copy of lanes 0-15.
fn replicated(r: &Regs, wave: u32, what: &'static str) -> Result<(), Unreplicated> {
    let n = r.per_lane;
    for l in 16..wave as usize {
        let (x, y) = (l * n, (l % 16) * n);
        if r.regs[x..x + n] != r.regs[y..y + n] {
            return Err((l as u32, what));
        }
    }
    Ok(())
}

/// `D = A B + C` for the wave. `a`, `b` hold `f.regs(..)` registers per lane; `d`
/// holds the destination's old values (`nd` per lane, lane-major) and receives the
/// result (RDNA3 16-bit results replace only their half of each register).
pub fn rdna_wmma(
    f: &RdnaWmmaInst,
    form: &RdnaWmmaForm,
    a: Regs,
    b: Regs,
    c: COperand,
    d: &mut [u32],
) -> Result<(), Unreplicated> {
    let (gen, wave) = (form.gen, form.wave());
    if gen == RDNA3 {
        replicated(&a, wave, "A")?;
        replicated(&b, wave, "B")?;
    }
    let (_, _, nd) = f.regs(gen, wave);
    let nd = nd as usize;
    let kdim = f.k as u32;
    let (abits, bbits, dbits) = (f.a.bits(), f.b.bits(), f.d.bits());
    for i in 0..16 {
        for j in 0..16 {
            let (dl, de) = out_at(gen, wave, dbits, form.hi, i, j);
            let cv = match c {
                COperand::Regs(r) => r.elem(dl, de, dbits),
                COperand::Splat(v) => v,
            };
            let terms = (0..kdim).map(|k| {
                let (la, ea) = in_at(gen, wave, abits, kdim, i, k);
                let (lb, eb) = in_at(gen, wave, bbits, kdim, j, k);
                (a.elem(la, ea, abits), ea, b.elem(lb, eb, bbits), eb)
            });
            let v = element(f, form, cv, terms);
            store(d, nd, (dl, de), dbits, v);
        }
    }
    Ok(())
}

/// One D element: `c` plus the products of `terms` (A element, its element index,
/// B element, its element index; the indices say which half a 16-bit element is
/// in, for `neg_lo`/`neg_hi`), as the module doc says.
pub(super) fn element(
    f: &RdnaWmmaInst,
    form: &RdnaWmmaForm,
    cv: u64,
    terms: impl Iterator<Item = (u64, u32, u64, u32)>,
) -> u64 {
    let (abits, bbits) = (f.a.bits(), f.b.bits());
    let lo = |k: u8| form.neg_lo >> k & 1 == 1;
    let hi = |k: u8| form.neg_hi >> k & 1 == 1;
    if f.d == WTy::I32 {
        let s = terms.fold(cv as u32 as i32 as i64, |s, (x, _, y, _)| {
            s + int(x, abits, lo(0)) * int(y, bbits, lo(1))
        });
        return if form.clamp {
            s.clamp(i32::MIN as i64, i32::MAX as i64) as u32 as u64
        } else {
            s as u32 as u64
        };
    }
    // A 16-bit element at an even element index sits in a low half.
    let sign = |x: Num, e: u32, src: u8| {
        let neg = if e.is_multiple_of(2) {
            lo(src)
        } else {
            hi(src)
        };
        if neg && abits == 16 {
            negate(x)
        } else {
            x
        }
    };
    let mut acc = Acc::<NARROW>::new();
    let mut cn = decode(mf(f.d), cv);
    if form.gen != RDNA3 {
        if hi(2) {
            cn = match cn {
                Num::Inf(_) => Num::Inf(false),
                Num::Fin { m, e, .. } => Num::Fin { neg: false, m, e },
                Num::Nan => Num::Nan,
            };
        }
        if lo(2) {
            cn = negate(cn);
        }
    }
    acc.add(cn);
    for (x, ea, y, eb) in terms {
        let x = sign(decode(mf(f.a), x), ea, 0);
        let y = sign(decode(mf(f.b), y), eb, 1);
        acc.add(exact::mul(x, y));
    }
    let out = match f.d {
        WTy::F16 => HP,
        WTy::Bf16 => BF,
        _ => SP,
    };
    round(&acc, out)
}

/// Write D element `v` at (lane, element) of a lane-major image with `nd` registers
/// per lane (a 16-bit result replaces only its half).
pub(super) fn store(d: &mut [u32], nd: usize, (dl, de): (u32, u32), dbits: u32, v: u64) {
    let at = dl as usize * nd + (de * dbits / 32) as usize;
    if dbits == 16 {
        let sh = de * 16 % 32;
        d[at] = (d[at] & !(0xFFFF << sh)) | ((v as u32 & 0xFFFF) << sh);
    } else {
        d[at] = v as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::rdna_wmma_form::{find, RDNA4};

    fn form(name: &str, gen: u8, wave64: bool) -> RdnaWmmaForm {
        RdnaWmmaForm {
            id: find(name, gen).unwrap(),
            gen,
            wave64,
            ..RdnaWmmaForm::default()
        }
    }

    /// All-ones inputs: every D element is K (+ C).
    #[test]
    fn ones_give_k() {
        for gen in [RDNA3, RDNA4] {
            for wave64 in [false, true] {
                let fm = form("v_wmma_f32_16x16x16_f16", gen, wave64);
                let f = fm.inst();
                let (na, nb, nd) = f.regs(gen, fm.wave());
                let w = fm.wave() as usize;
                let a = vec![0x3C00_3C00u32; w * na as usize];
                let b = vec![0x3C00_3C00u32; w * nb as usize];
                let mut d = vec![0u32; w * nd as usize];
                let ra = Regs {
                    regs: &a,
                    per_lane: na as usize,
                };
                let rb = Regs {
                    regs: &b,
                    per_lane: nb as usize,
                };
                rdna_wmma(f, &fm, ra, rb, COperand::Splat(0x3F80_0000), &mut d).unwrap();
                assert!(d.iter().all(|&x| x == 17f32.to_bits()), "{gen} {wave64}");
            }
        }
    }

    #[test]
    fn rdna3_inputs_must_be_replicated() {
        let fm = form("v_wmma_f32_16x16x16_f16", RDNA3, false);
        let f = fm.inst();
        let mut a = vec![0u32; 32 * 8];
        a[20 * 8 + 3] = 1;
        let b = vec![0u32; 32 * 8];
        let mut d = vec![0u32; 32 * 8];
        fn r(v: &[u32]) -> Regs<'_> {
            Regs {
                regs: v,
                per_lane: 8,
            }
        }
        let err = rdna_wmma(f, &fm, r(&a), r(&b), COperand::Splat(0), &mut d);
        assert_eq!(err, Err((20, "A")));
    }

    #[test]
    fn iu8_signedness_and_clamp() {
        let mut fm = form("v_wmma_i32_16x16x16_iu8", RDNA4, false);
        let f = fm.inst();
        // Every A and B byte 0xFF: 255 * 255 * 16 unsigned, 16 signed.
        let a = vec![u32::MAX; 32 * 2];
        let r = Regs {
            regs: &a,
            per_lane: 2,
        };
        let mut d = vec![0u32; 32 * 8];
        rdna_wmma(f, &fm, r, r, COperand::Splat(0), &mut d).unwrap();
        assert_eq!(d[0], 255 * 255 * 16);
        fm.neg_lo = 3;
        rdna_wmma(f, &fm, r, r, COperand::Splat(0), &mut d).unwrap();
        assert_eq!(d[0], 16);
        fm.neg_lo = 1;
        rdna_wmma(f, &fm, r, r, COperand::Splat(0), &mut d).unwrap();
        assert_eq!(d[0] as i32, -255 * 16);
        fm.neg_lo = 0;
        fm.clamp = true;
        rdna_wmma(f, &fm, r, r, COperand::Splat(i32::MAX as u64), &mut d).unwrap();
        assert_eq!(d[0], i32::MAX as u32);
        fm.clamp = false;
        rdna_wmma(f, &fm, r, r, COperand::Splat(i32::MAX as u64), &mut d).unwrap();
        assert_eq!(d[0], (i32::MAX as u32).wrapping_add(255 * 255 * 16));
    }
}
