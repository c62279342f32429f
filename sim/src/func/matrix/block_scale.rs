//! Block scaling of `mma` and `mma.sp::ordered_metadata` (`.kind::mxf8f6f4`,
//! `.kind::mxf4`, `.kind::mxf4nvf4` with `.block_scale`): `D = (A * scale_A) *
//! (B * scale_B) + C`, where each row of A and each column of B is cut into `vec`
//! chunks of K / `vec` consecutive k, each multiplied by its own scale factor (PTX ISA
//! 9.1, "Block Scaling for mma.sync"). This file owns where those factors sit in the
//! lanes' `scale-a-data`/`scale-b-data` registers and the scale formats (the selector
//! values the ISA allows are a rule of the form: `ir::mma_form::check_sel`); the products themselves are the exact ones of `mma`/`sparse`, with each
//! decoded element multiplied exactly by its scale before the single rounding.
//!
//! Where the factors sit (the ISA's Figures 43-45, written out as CUTLASS's
//! `SM120_16x8x64_TN_VS` traits state them: `SFALayout` thread shape (2,2,8) stride
//! (8,0,1), `SFBLayout` (4,8) stride (0,1)):
//! - `SF_A` of row m, chunk c: lane `4 (m % 8) + 2 thread-id-a + m / 8` (row
//!   groupID in the pair's lower lane, groupID + 8 in its upper), byte
//!   `byte-id-a + c`;
//! - `SF_B` of column n, chunk c: lane `4 n + thread-id-b`, byte `byte-id-b + c`.

use super::exact::{self, Num};
use super::mma::{decode, LANES};
pub use crate::ir::mma_form::{check_sel, Sel};
use crate::ir::mma_form::{BlockScale, MmaForm, SType};
use crate::softfloat::E4M3;

/// The exact value of a scale factor.
pub fn decode_scale(t: SType, x: u8) -> Num {
    match t {
        // OCP MX E8M0: 2^(x - 127); 0xFF is NaN.
        SType::Ue8m0 if x == 0xFF => Num::Nan,
        SType::Ue8m0 => Num::Fin {
            neg: false,
            m: 1,
            e: x as i32 - 127,
        },
        // E4M3 without its sign: bit 7 is not part of the 7-bit format and is
        // ignored [assumption: the ISA does not say]; 0x7F is NaN.
        SType::Ue4m3 => exact::decode(E4M3, (x & 0x7F) as u64),
    }
}

/// The decoded scale factors of one block-scaled multiply.
pub struct Scales {
    /// `a[m][c]`: row m's factor for chunk c; `b[n][c]`: column n's.
    a: [[Num; 4]; 16],
    b: [[Num; 4]; 8],
    /// k per chunk.
    chunk: usize,
}

impl Scales {
    /// The factors of an `m x n x k` multiply with `s`, from each lane's
    /// `scale-a-data` (`sa`) and `scale-b-data` (`sb`) and the selectors.
    pub fn gather(
        s: BlockScale,
        (m, n, k): (u32, u32, u32),
        sa: &[u32; LANES],
        sb: &[u32; LANES],
        sel: &Sel,
    ) -> Scales {
        let stype = s.stype.unwrap_or(SType::Ue8m0);
        let vec = s.vec.clamp(1, 4) as usize;
        let byte = |word: u32, b: u64| (word >> (8 * (b as u32 & 3))) as u8;
        let mut out = Scales {
            a: [[Num::Nan; 4]; 16],
            b: [[Num::Nan; 4]; 8],
            chunk: k as usize / vec,
        };
        for (row, f) in out.a.iter_mut().enumerate().take(m as usize) {
            let lane = 4 * (row % 8) + 2 * sel.tid_a as usize + row / 8;
            for (c, x) in f.iter_mut().enumerate().take(vec) {
                *x = decode_scale(stype, byte(sa[lane % LANES], sel.byte_a + c as u64));
            }
        }
        for (col, f) in out.b.iter_mut().enumerate().take(n as usize) {
            let lane = 4 * col + sel.tid_b as usize;
            for (c, x) in f.iter_mut().enumerate().take(vec) {
                *x = decode_scale(stype, byte(sb[lane % LANES], sel.byte_b + c as u64));
            }
        }
        out
    }

    /// Decode the row-major A (`m x k`) and B (`k x n`) of format `f` into `an`, `bn`,
    /// each element times its factor.
    pub fn decode(
        &self,
        f: &MmaForm,
        (m, n, k): (usize, usize, usize),
        (am, bm): (&[u64], &[u64]),
        (an, bn): (&mut [Num], &mut [Num]),
    ) {
        for i in 0..m * k {
            an[i] = self.a(i / k, i % k, decode(f.a, am[i]));
        }
        for i in 0..k * n {
            bn[i] = self.b(i / n, i % n, decode(f.b, bm[i]));
        }
    }

    /// Element (`row`, `k`) of A times its factor.
    #[inline]
    pub fn a(&self, row: usize, k: usize, v: Num) -> Num {
        exact::mul(v, self.a[row][k / self.chunk])
    }

    /// Element (`k`, `col`) of B times its factor.
    #[inline]
    pub fn b(&self, k: usize, col: usize, v: Num) -> Num {
        exact::mul(v, self.b[col][k / self.chunk])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::mma_form::ScaleKind;

    fn bs(kind: ScaleKind, vec: u8, stype: SType) -> BlockScale {
        BlockScale {
            kind,
            vec,
            stype: Some(stype),
            block_scale: true,
        }
    }

    #[test]
    fn scale_formats() {
        let p = |m: u128, e: i32| Num::Fin { neg: false, m, e };
        assert_eq!(decode_scale(SType::Ue8m0, 127), p(1, 0));
        assert_eq!(decode_scale(SType::Ue8m0, 0), p(1, -127));
        assert_eq!(decode_scale(SType::Ue8m0, 0xFE), p(1, 127));
        assert_eq!(decode_scale(SType::Ue8m0, 0xFF), Num::Nan);
        // ue4m3: 0x38 = 1.0, 0x7E = 448, 0x01 = 2^-9 (subnormal), 0x7F NaN.
        let val = |x: u8| match decode_scale(SType::Ue4m3, x) {
            Num::Fin { m, e, .. } => m as f64 * 2f64.powi(e),
            other => panic!("{other:?}"),
        };
        assert_eq!(val(0x38), 1.0);
        assert_eq!(val(0x7E), 448.0);
        assert_eq!(val(0x01), 2f64.powi(-9));
        assert_eq!(val(0x00), 0.0);
        assert_eq!(val(0xB8), 1.0, "bit 7 is ignored");
        assert_eq!(decode_scale(SType::Ue4m3, 0x7F), Num::Nan);
    }

    /// Every factor comes from the lane and byte the ISA's figures name: give each
    /// (lane, byte) a distinct exponent and read the factors back.
    #[test]
    fn factors_come_from_the_figures_lanes_and_bytes() {
        let word = |lane: usize| (0..4).fold(0u32, |w, b| w | ((lane * 4 + b) as u32) << (8 * b));
        let sa: [u32; LANES] = std::array::from_fn(word);
        let sb: [u32; LANES] = std::array::from_fn(|l| word(l) ^ 0x4040_4040);
        let exp = |x: Num| match x {
            Num::Fin { e, .. } => e + 127,
            _ => -1,
        };
        for (kind, vec, k) in [
            (ScaleKind::MxF8f6f4, 1u8, 32u32),
            (ScaleKind::MxF4, 2, 64),
            (ScaleKind::MxF4Nvf4, 4, 64),
        ] {
            for tid_a in 0..2u64 {
                for tid_b in 0..4u64 {
                    let byte = if vec == 1 { 1 } else { 0 };
                    let sel = Sel {
                        byte_a: byte,
                        tid_a,
                        byte_b: byte,
                        tid_b,
                    };
                    let s = Scales::gather(bs(kind, vec, SType::Ue8m0), (16, 8, k), &sa, &sb, &sel);
                    assert_eq!(s.chunk, (k / vec as u32) as usize);
                    for m in 0..16usize {
                        let lane = 4 * (m % 8) + 2 * tid_a as usize + m / 8;
                        for c in 0..vec as usize {
                            let want = (lane * 4 + byte as usize + c) as i32;
                            assert_eq!(exp(s.a[m][c]), want, "{kind:?} A row {m} chunk {c}");
                        }
                    }
                    for n in 0..8usize {
                        let lane = 4 * n + tid_b as usize;
                        for c in 0..vec as usize {
                            let want = ((lane * 4 + byte as usize + c) ^ 0x40) as i32;
                            assert_eq!(exp(s.b[n][c]), want, "{kind:?} B col {n} chunk {c}");
                        }
                    }
                }
            }
        }
    }
}
