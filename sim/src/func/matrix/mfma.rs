//! CDNA `v_mfma_*` over one wave64 as a pure function: gather A, B and C from every
//! lane's registers through `mfma_layout`, compute `D = A B + C` block by block, and
//! scatter D.
//!
//! Floating point: each D element is `c + sum_k a_ik b_kj` computed exactly (every
//! product exact, the sum in a wide fixed-point accumulator, `exact`) and rounded
//! once, to nearest even. The CDNA3 ISA guide leaves the internal order and
//! precision of the dot product to the hardware; one rounding of the exact value is
//! order-independent and within the error of any order of f32 additions, so a GPU
//! may differ in the last bits of results that are not exact.
//! MFMAs do not read MODE: round to nearest even, and denormal inputs and results
//! are kept, never flushed [uncertain: the guide documents no flush for MFMA]. A NaN
//! result is the default quiet NaN (f32 0x7FC00000, f64 0x7FF8000000000000);
//! inf - inf is NaN, overflow is infinity.
//! Integer (i8 x i8 + i32): the exact sum wrapped to 32 bits.

use super::exact::{self, Acc, Fmt, Num, NARROW, WIDE};
use super::mfma_layout::{a_at, a_block, b_at, blgp_lane, cd_at, narrow_at, LANES};
use crate::ir::mfma_form::{MfTy, MfmaForm, MfmaInst};
use crate::softfloat::{BF, DP, E2M1, E2M3, E3M2, E4M3, E4M3_FNUZ, E5M2, E5M2_FNUZ, HP, SP};

/// A wave's register values of one operand: `regs[lane * per_lane + r]`, 32-bit.
#[derive(Clone, Copy)]
pub struct Regs<'a> {
    pub regs: &'a [u32],
    pub per_lane: usize,
}

impl Regs<'_> {
    /// Element `e` (of `bits` bits, packed from bit 0 of the lane's first register;
    /// a 6-bit element may straddle two registers).
    #[inline]
    pub fn elem(&self, lane: u32, e: u32, bits: u32) -> u64 {
        let base = lane as usize * self.per_lane;
        let at = (e * bits) as usize;
        let (r, sh) = (base + at / 32, at % 32);
        if bits == 64 {
            return self.regs[r] as u64 | (self.regs[r + 1] as u64) << 32;
        }
        let mut v = self.regs[r] as u64 >> sh;
        if sh + bits as usize > 32 {
            v |= (self.regs[r + 1] as u64) << (32 - sh);
        }
        v & ((1u64 << bits) - 1)
    }
}

/// The C operand: registers, or an inline constant every element takes (its bits in
/// the output type: a 32-bit pattern, or a 64-bit one for f64).
#[derive(Clone, Copy)]
pub enum COperand<'a> {
    Regs(Regs<'a>),
    Splat(u64),
}

/// The exact value of a floating-point element.
pub fn decode(t: MfTy, x: u64) -> Num {
    let f = match t {
        // xf32 (1-8-10): the hardware truncates each f32 input, its low 13 fraction
        // bits ignored ("gfx942's native v_mfma_f32_*_xf32 truncates fp32->tf32
        // (round-toward-zero) in hardware", ROCm/rocm-libraries PR #9176, 2026; the
        // CDNA3 ISA guide mentions both rounding and truncation). As PTX's tf32.
        MfTy::Xf32 => return exact::decode(SP, x & !0x1FFF),
        MfTy::F32 => SP,
        MfTy::F16 => HP,
        MfTy::Bf16 => BF,
        MfTy::F64 => DP,
        MfTy::Fp8 => E4M3,
        MfTy::Bf8 => E5M2,
        MfTy::Fp8Fnuz => E4M3_FNUZ,
        MfTy::Bf8Fnuz => E5M2_FNUZ,
        MfTy::Fp6 => E2M3,
        MfTy::Bf6 => E3M2,
        MfTy::Fp4 => E2M1,
        MfTy::I8 | MfTy::I32 | MfTy::F8f6f4 => return Num::Nan,
    };
    exact::decode(f, x)
}

pub(super) fn negate(x: Num) -> Num {
    match x {
        Num::Nan => Num::Nan,
        Num::Inf(s) => Num::Inf(!s),
        Num::Fin { neg, m, e } => Num::Fin { neg: !neg, m, e },
    }
}

/// Round an exact sum to the output format; NaN as AMD's default quiet NaN.
pub(super) fn round<const W: usize>(acc: &Acc<W>, out: Fmt) -> u64 {
    let r = acc.round(out);
    if out.is_nan(r) {
        return out.inf() | out.quiet();
    }
    r
}

/// `c + sum of products` (an i32 and i8 x i8 pairs): the exact sum wrapped to 32 bits.
pub(super) fn sum_i8(c: u64, pairs: impl Iterator<Item = (u64, u64)>) -> u64 {
    let s = pairs.fold(c as u32 as i32 as i64, |s, (a, b)| {
        s + a as u8 as i8 as i64 * b as u8 as i8 as i64
    });
    s as u32 as u64
}

/// `c + sum of products` (an f32 and exact products): the exact sum rounded once.
pub(super) fn sum_f32(c: u64, products: impl Iterator<Item = Num>) -> u64 {
    let mut acc = Acc::<NARROW>::new();
    acc.add(decode(MfTy::F32, c));
    products.for_each(|p| acc.add(p));
    round(&acc, SP)
}

/// A block-scaled product (`v_mfma_scale_*`): `p` times 2^(ea - 127) 2^(eb - 127),
/// the E8M0 scales of its A row's and B column's 32-element K block; 0xFF is NaN
/// (OCP MX v1.0, E8M0). The AMD blog on CDNA4 matrix cores: "the scales Ax, Bx are
/// applied after the normal dot product and prior to output/accumulation", which is
/// this exactly (every product and the sum are exact).
fn scaled(p: Num, ea: u32, eb: u32) -> Num {
    if ea == 0xFF || eb == 0xFF {
        return Num::Nan;
    }
    match p {
        Num::Fin { neg, m, e } => Num::Fin {
            neg,
            m,
            e: e + ea as i32 + eb as i32 - 254,
        },
        x => x,
    }
}

/// `D = A B + C` for the wave. `f` is the row and `form` the modifiers (the front
/// end checked them against the row); `a`, `b` hold `form.regs()` registers per lane,
/// `d` receives `64 * regs(D)` 32-bit values, lane-major. Element types are the
/// form's (`MfmaForm::types`): `ta`, `tb`. `scales` (the `v_mfma_scale_*` rows): per
/// lane the A and B scale registers, whose byte `form.scale_sel` selects; lane
/// `(k / 32) M + i` holds the scale of A row i's K block k / 32, lane `(k / 32) N + j`
/// that of B column j's (AMD's composable_kernel `mx_mfma_op` test layouts, "x(M,
/// kblock)").
#[allow(clippy::too_many_arguments)]
pub fn mfma(
    f: &MfmaInst,
    form: &MfmaForm,
    (ta, tb): (MfTy, MfTy),
    a: Regs,
    b: Regs,
    c: COperand,
    scales: Option<Regs>,
    d: &mut [u32],
) {
    let (_, _, nd) = f.regs();
    let nd = nd as usize;
    let dbits = f.d.bits();
    let (abits, bbits) = (ta.bits(), tb.bits());
    let neg = |k: u8| form.neg >> k & 1 == 1;
    d[..LANES * nd].fill(0);
    for blk in 0..f.blocks as u32 {
        let ablk = a_block(blk, form.cbsz, form.abid);
        for i in 0..f.m as u32 {
            for j in 0..f.n as u32 {
                let (dl, de) = cd_at(f, i, j, blk);
                let cv = match c {
                    COperand::Regs(r) => r.elem(dl, de, dbits),
                    COperand::Splat(v) => v,
                };
                // The `_f8f6f4` rows: per-format layouts, `cbsz`/`blgp` are formats.
                let narrow = f.a == MfTy::F8f6f4;
                let ak = |k: u32| {
                    let (l, e) = if narrow {
                        narrow_at(ta, f.m as u32, i, k)
                    } else {
                        a_at(f, i, k, ablk)
                    };
                    a.elem(l, e, abits)
                };
                let bk = |k: u32| {
                    let (l, e) = if narrow {
                        narrow_at(tb, f.n as u32, j, k)
                    } else {
                        let (l, e) = b_at(f, k, j, blk);
                        (blgp_lane(l, form.blgp), e)
                    };
                    b.elem(l, e, bbits)
                };
                let scale_of = |s: &Regs, lane: u32, which: u32| {
                    let byte = (form.scale_sel >> (2 * which)) & 3;
                    s.elem(lane, which, 32) >> (8 * byte) & 0xFF
                };
                let v = match f.d {
                    MfTy::I32 => sum_i8(cv, (0..f.k as u32).map(|k| (ak(k), bk(k)))),
                    MfTy::F64 => {
                        let mut acc = Acc::<WIDE>::new();
                        let cn = decode(MfTy::F64, cv);
                        acc.add(if neg(2) { negate(cn) } else { cn });
                        for k in 0..f.k as u32 {
                            let (x, y) = (decode(ta, ak(k)), decode(tb, bk(k)));
                            let x = if neg(0) { negate(x) } else { x };
                            let y = if neg(1) { negate(y) } else { y };
                            acc.add(exact::mul(x, y));
                        }
                        round(&acc, DP)
                    }
                    _ => sum_f32(
                        cv,
                        (0..f.k as u32).map(|k| {
                            let p = exact::mul(decode(ta, ak(k)), decode(tb, bk(k)));
                            match &scales {
                                Some(s) => scaled(
                                    p,
                                    scale_of(s, k / 32 * f.m as u32 + i, 0) as u32,
                                    scale_of(s, k / 32 * f.n as u32 + j, 1) as u32,
                                ),
                                None => p,
                            }
                        }),
                    ),
                };
                let at = dl as usize * nd + (de * dbits / 32) as usize;
                d[at] = v as u32;
                if dbits == 64 {
                    d[at + 1] = (v >> 32) as u32;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::mfma_form::{find, CDNA3, CDNA4, MFMA};

    fn r(v: &[u32], n: u32) -> Regs<'_> {
        Regs {
            regs: v,
            per_lane: n as usize,
        }
    }

    fn value(n: Num) -> f64 {
        match n {
            Num::Nan => f64::NAN,
            Num::Inf(s) => {
                if s {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            Num::Fin { neg, m, e } => (if neg { -1.0 } else { 1.0 }) * m as f64 * 2f64.powi(e),
        }
    }

    #[test]
    fn fp8_formats() {
        // FNUZ (CDNA3): 0x80 is the only NaN, no infinities, no -0.
        assert!(value(decode(MfTy::Fp8Fnuz, 0x80)).is_nan());
        assert!(value(decode(MfTy::Bf8Fnuz, 0x80)).is_nan());
        assert_eq!(value(decode(MfTy::Fp8Fnuz, 0x7F)), 240.0);
        assert_eq!(value(decode(MfTy::Fp8Fnuz, 0xFF)), -240.0);
        assert_eq!(value(decode(MfTy::Bf8Fnuz, 0x7F)), 57344.0);
        assert_eq!(value(decode(MfTy::Fp8Fnuz, 0x08)), 2f64.powi(-7));
        assert_eq!(value(decode(MfTy::Fp8Fnuz, 0x01)), 2f64.powi(-10));
        assert_eq!(value(decode(MfTy::Bf8Fnuz, 0x01)), 2f64.powi(-17));
        // OCP (CDNA4): E4M3 has NaN at S.1111.111 and max 448; E5M2 is IEEE-like.
        assert!(value(decode(MfTy::Fp8, 0x7F)).is_nan());
        assert_eq!(value(decode(MfTy::Fp8, 0x7E)), 448.0);
        assert_eq!(value(decode(MfTy::Fp8, 0x80)), 0.0);
        assert_eq!(value(decode(MfTy::Bf8, 0x7C)), f64::INFINITY);
        assert!(value(decode(MfTy::Bf8, 0x7D)).is_nan());
        assert_eq!(value(decode(MfTy::Bf8, 0x7B)), 57344.0);
    }

    /// One FP8 NaN in A poisons exactly its row of D, as the default quiet NaN;
    /// the same bits (0x80) are -0 in the OCP format of CDNA4.
    #[test]
    fn fnuz_nan_row_and_ocp_negative_zero() {
        for (gen, nan) in [(CDNA3, true), (CDNA4, false)] {
            let id = find("v_mfma_f32_16x16x32_fp8_fp8", gen).unwrap();
            let f = &MFMA[id as usize];
            let form = MfmaForm {
                id,
                gen,
                ..MfmaForm::default()
            };
            let (na, nb, nd) = f.regs();
            let mut a = vec![0x3838_3838u32; LANES * na as usize]; // 0.5 FNUZ / 1.0 OCP
            let b = vec![0x3838_3838u32; LANES * nb as usize];
            // A[5][0]: lane 5, byte 0.
            a[5 * na as usize] = (a[5 * na as usize] & !0xFF) | 0x80;
            let c = vec![0u32; LANES * nd as usize];
            let mut d = vec![0u32; LANES * nd as usize];
            let ty = |t| crate::ir::mfma_form::on_gen(t, gen);
            mfma(
                f,
                &form,
                (ty(f.a), ty(f.b)),
                r(&a, na),
                r(&b, nb),
                COperand::Regs(r(&c, nd)),
                None,
                &mut d,
            );
            let one = if nan { 0.25f32 } else { 1.0 }; // a product
            for i in 0..16u32 {
                for j in 0..16u32 {
                    let (l, e) = cd_at(f, i, j, 0);
                    let got = d[l as usize * nd as usize + e as usize];
                    let want = if i == 5 && nan {
                        0x7FC0_0000
                    } else if i == 5 {
                        (31.0 * one).to_bits()
                    } else {
                        (32.0 * one).to_bits()
                    };
                    assert_eq!(got, want, "gen {gen} D[{i}][{j}]");
                }
            }
        }
    }
}
