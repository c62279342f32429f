//! Exact dot products for the matrix engines: every element type decoded to an exact
//! value, products formed exactly, the sum `c + a0*b0 + a1*b1 + ...` accumulated in a
//! wide fixed-point register without any rounding, and the result rounded once to the
//! destination format by the soft-float core (`crate::softfloat`: round to nearest
//! even, IEEE subnormals, overflow to infinity, or to NaN in E4M3).
//!
//! Why exact: the PTX ISA leaves the order and precision of an mma's internal
//! accumulation to the implementation; one rounding of the exact result is a
//! definition that does not depend on the order, and it is within the error of any
//! order of f32 additions. Hardware tensor cores truncate aligned products
//! (Fasi et al., "Numerical behavior of NVIDIA tensor cores", 2021), so results may
//! differ from a GPU in the last bits; the workloads compare with a bound.

/// An exactly decoded operand or product: `(-1)^neg * m * 2^e`, or a special.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Num {
    Nan,
    Inf(bool),
    Fin { neg: bool, m: u128, e: i32 },
}

pub use crate::softfloat::Fmt;
use crate::softfloat::{self as sf};

/// The exact value of the encoding `x` (its low `1 + ebits + frac` bits) in `f`.
pub fn decode(f: Fmt, x: u64) -> Num {
    let x = x & (f.sign() | f.mag());
    if f.is_nan(x) {
        return Num::Nan;
    }
    if f.is_inf(x) {
        return Num::Inf(f.neg(x));
    }
    let (m, e) = f.unpack(x);
    Num::Fin {
        neg: f.neg(x),
        m: m as u128,
        e,
    }
}

/// The canonical NaN NVIDIA GPUs produce (all exponent and fraction bits set).
pub fn canonical_nan(f: Fmt) -> u64 {
    f.mag()
}

/// The exact product of two decoded values.
pub fn mul(a: Num, b: Num) -> Num {
    match (a, b) {
        (Num::Nan, _) | (_, Num::Nan) => Num::Nan,
        (Num::Inf(x), Num::Fin { neg, m, .. }) | (Num::Fin { neg, m, .. }, Num::Inf(x)) => {
            if m == 0 {
                Num::Nan
            } else {
                Num::Inf(x ^ neg)
            }
        }
        (Num::Inf(x), Num::Inf(y)) => Num::Inf(x ^ y),
        (
            Num::Fin {
                neg: n1,
                m: m1,
                e: e1,
            },
            Num::Fin {
                neg: n2,
                m: m2,
                e: e2,
            },
        ) => Num::Fin {
            neg: n1 ^ n2,
            m: m1 * m2,
            e: e1 + e2,
        },
    }
}

/// Accumulator widths (64-bit words). An accumulator of W words has its bit 0 at
/// 2^(-32 W) and its sign at 2^(32 W - 1): WIDE spans the f64 products (2^-2148 ..
/// 2^2048), NARROW the products of every narrower type (tf32/bf16: 2^-272 .. 2^262)
/// and an f32 or f16 C.
pub const WIDE: usize = 68;
pub const NARROW: usize = 10;

/// `c + sum(terms)` rounded once to `out` (to nearest even), in an accumulator of `W`
/// words.
pub fn dot<const W: usize>(c: Num, terms: impl Iterator<Item = Num>, out: Fmt) -> u64 {
    dot_in::<W>(c, terms, out, sf::Round::NearestTiesToEven)
}

/// As [`dot`], rounded once in `mode` (the `.f64` `wmma.mma`'s `.rz`/`.rm`/`.rp`).
pub fn dot_in<const W: usize>(
    c: Num,
    terms: impl Iterator<Item = Num>,
    out: Fmt,
    mode: sf::Round,
) -> u64 {
    let mut acc = Acc::<W>::new();
    acc.add(c);
    for t in terms {
        acc.add(t);
    }
    acc.round_in(out, mode)
}

/// An exact sum of decoded values in `W` words of two's complement fixed point.
pub struct Acc<const W: usize> {
    w: [u64; W],
    nan: bool,
    inf_pos: bool,
    inf_neg: bool,
    /// Every finite term so far was a negative zero (IEEE: the sum of -0s is -0).
    all_neg_zero: bool,
    /// Every finite term so far was a positive zero (+0 in every rounding mode).
    all_pos_zero: bool,
}

impl<const W: usize> Default for Acc<W> {
    fn default() -> Self {
        Acc::new()
    }
}

impl<const W: usize> Acc<W> {
    /// Exponent of bit 0.
    const LSB: i32 = -32 * W as i32;

    pub fn new() -> Acc<W> {
        Acc {
            w: [0; W],
            nan: false,
            inf_pos: false,
            inf_neg: false,
            all_neg_zero: true,
            all_pos_zero: true,
        }
    }

    pub fn add(&mut self, x: Num) {
        match x {
            Num::Nan => self.nan = true,
            Num::Inf(true) => self.inf_neg = true,
            Num::Inf(false) => self.inf_pos = true,
            Num::Fin { neg, m, e } => {
                if m == 0 {
                    self.all_neg_zero &= neg;
                    self.all_pos_zero &= !neg;
                    return;
                }
                self.all_neg_zero = false;
                self.all_pos_zero = false;
                let shift = (e - Self::LSB) as usize;
                let (wi, bit) = (shift / 64, shift % 64);
                // m < 2^107 shifted by < 64 spans at most three words.
                let lo = (m << bit) as u64;
                let mid = ((m << bit) >> 64) as u64;
                let hi = if bit == 0 {
                    0
                } else {
                    (m >> (128 - bit)) as u64
                };
                let parts = [lo, mid, hi];
                // Add (or subtract) the three words, then carry (borrow) upward.
                let mut carry = false;
                for (k, slot) in self.w.iter_mut().enumerate().skip(wi) {
                    let p = parts.get(k - wi).copied().unwrap_or(0);
                    let op: fn(u64, u64) -> (u64, bool) = if neg {
                        u64::overflowing_sub
                    } else {
                        u64::overflowing_add
                    };
                    let (r1, c1) = op(*slot, p);
                    let (r2, c2) = op(r1, carry as u64);
                    *slot = r2;
                    carry = c1 || c2;
                    if k >= wi + 2 && !carry {
                        break;
                    }
                }
            }
        }
    }

    /// Round the exact sum once to `f` (round to nearest even), through the
    /// soft-float core: the sum's top 126 bits and a sticky bit for the rest round
    /// exactly as the whole sum does (126 bits exceed any format's precision + 2).
    pub fn round(&self, f: Fmt) -> u64 {
        self.round_in(f, sf::Round::NearestTiesToEven)
    }

    /// As [`Acc::round`], in `mode`. An exact zero sum of terms that are not all zeros
    /// of one sign is -0 toward negative and +0 otherwise (IEEE 754, 6.3).
    pub fn round_in(&self, f: Fmt, mode: sf::Round) -> u64 {
        if self.nan || (self.inf_pos && self.inf_neg) {
            return canonical_nan(f);
        }
        if self.inf_pos || self.inf_neg {
            return sf::overflow(f, self.inf_neg, sf::Round::NearestTiesToEven);
        }
        let neg = self.w[W - 1] >> 63 == 1;
        let mut mag = self.w;
        if neg {
            let mut carry = true;
            for x in mag.iter_mut() {
                let (r, c) = (!*x).overflowing_add(carry as u64);
                *x = r;
                carry = c;
            }
        }
        let Some(msw) = (0..W).rev().find(|&k| mag[k] != 0) else {
            let neg =
                self.all_neg_zero || (!self.all_pos_zero && mode == sf::Round::TowardNegative);
            return f.zero_of(neg);
        };
        let msb = msw as u32 * 64 + 63 - mag[msw].leading_zeros();
        let from = msb.saturating_sub(125);
        let n = msb + 1 - from;
        let mut top = take(&mag, from, n.min(64)) as u128;
        if n > 64 {
            top |= (take(&mag, from + 64, n - 64) as u128) << 64;
        }
        let sig = (top << 1) | (from > 0 && any_below(&mag, from)) as u128;
        let exp = Self::LSB + from as i32 - 1;
        sf::round(f, neg, sig, exp, mode)
    }
}

/// `n` (<= 64) bits of `w` from bit `from` up.
fn take(w: &[u64], from: u32, n: u32) -> u64 {
    let (wi, b) = ((from / 64) as usize, from % 64);
    let lo = w[wi] >> b;
    let hi = if b == 0 || wi + 1 >= w.len() {
        0
    } else {
        w[wi + 1] << (64 - b)
    };
    let v = lo | hi;
    if n >= 64 {
        v
    } else {
        v & ((1u64 << n) - 1)
    }
}

/// Is any bit below `pos` set?
fn any_below(w: &[u64], pos: u32) -> bool {
    let (wi, b) = ((pos / 64) as usize, pos % 64);
    w[..wi].iter().any(|&x| x != 0) || (b > 0 && w[wi] & ((1u64 << b) - 1) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::softfloat::{BF, DP, E4M3, E5M2, HP, SP};

    /// The sum in the narrow accumulator, checked against the wide one.
    fn sum(f: Fmt, terms: &[Num]) -> u64 {
        let narrow = dot::<NARROW>(terms[0], terms[1..].iter().copied(), f);
        let wide = dot::<WIDE>(terms[0], terms[1..].iter().copied(), f);
        assert_eq!(narrow, wide, "{terms:?}");
        narrow
    }

    fn sum_wide(f: Fmt, terms: &[Num]) -> u64 {
        dot::<WIDE>(terms[0], terms[1..].iter().copied(), f)
    }

    fn f32n(x: f32) -> Num {
        decode(SP, x.to_bits() as u64)
    }

    #[test]
    fn rounds_once_like_the_host_for_two_terms() {
        // a + b rounded once to f32 is the host's f32 addition.
        let xs = [
            1.0f32, -1.0, 3.5e-40, -7.1e-39, 1.0e38, 3.4e38, -2.5, 0.1, 1.0e-45, 16777217.0,
        ];
        for &a in &xs {
            for &b in &xs {
                let got = sum(SP, &[f32n(a), f32n(b)]);
                assert_eq!(got, (a + b).to_bits() as u64, "{a} + {b}");
            }
        }
    }

    #[test]
    fn products_are_exact_and_rounded_once() {
        // fma semantics: a*b + c with one rounding is the host's fused multiply-add.
        let xs = [
            1.1f32,
            -3.3e-20,
            7.0e19,
            1.0e-30,
            -0.0,
            2.0f32.powi(-130),
            65504.0,
        ];
        for &a in &xs {
            for &b in &xs {
                for &c in &xs {
                    let got = sum(SP, &[mul(f32n(a), f32n(b)), f32n(c)]);
                    let want = a.mul_add(b, c);
                    assert_eq!(got, want.to_bits() as u64, "{a}*{b}+{c}");
                }
            }
        }
        let d = |x: f64| decode(DP, x.to_bits());
        for &(a, b, c) in &[
            (1.0e300, 1.0e8, -1.0e308f64),
            (3.0, 1.0 / 3.0, -1.0),
            (5e-324, 0.5, 0.0),
        ] {
            let got = sum_wide(DP, &[mul(d(a), d(b)), d(c)]);
            assert_eq!(got, a.mul_add(b, c).to_bits(), "{a}*{b}+{c}");
        }
    }

    #[test]
    fn specials() {
        let inf = Num::Inf(false);
        let ninf = Num::Inf(true);
        let one = f32n(1.0);
        assert_eq!(sum(SP, &[inf, ninf]), 0x7FFF_FFFF);
        assert_eq!(sum(SP, &[mul(inf, f32n(0.0))]), 0x7FFF_FFFF);
        assert_eq!(sum(SP, &[ninf, one]), 0xFF80_0000);
        assert_eq!(sum(SP, &[f32n(-0.0), f32n(-0.0)]), 0x8000_0000);
        assert_eq!(sum(SP, &[f32n(-0.0), f32n(0.0)]), 0);
        assert_eq!(sum(SP, &[f32n(1.0), f32n(-1.0)]), 0);
        // Overflow rounds to infinity; f16 results round once from the exact sum.
        assert_eq!(sum(SP, &[f32n(3.4e38), f32n(3.4e38)]), 0x7F80_0000);
        assert_eq!(sum(HP, &[f32n(65520.0)]), 0x7C00);
        assert_eq!(sum(HP, &[f32n(65519.0)]), 0x7BFF);
        assert_eq!(sum(HP, &[f32n(2.0f32.powi(-25))]), 0); // tie to even: 0
        assert_eq!(sum(HP, &[f32n(2.0f32.powi(-25) * 1.5)]), 1);
        // E4M3: 448 is the largest finite; S.1111.111 is NaN, no infinity.
        assert_eq!(decode(E4M3, 0x7F), Num::Nan);
        assert_eq!(decode(E4M3, 0x7E).normalised(), f32n(448.0).normalised());
        assert_eq!(decode(E5M2, 0x7C), Num::Inf(false));
    }

    impl Num {
        /// The same value with the significand's trailing zeros removed.
        fn normalised(self) -> Num {
            match self {
                Num::Fin { neg, m, e } if m != 0 => {
                    let z = m.trailing_zeros();
                    Num::Fin {
                        neg,
                        m: m >> z,
                        e: e + z as i32,
                    }
                }
                x => x,
            }
        }
    }

    #[test]
    fn decode_values() {
        let v = |n: Num| match n {
            Num::Fin { neg, m, e } => (if neg { -1.0 } else { 1.0 }) * m as f64 * 2f64.powi(e),
            _ => f64::NAN,
        };
        assert_eq!(v(decode(HP, 0x3C00)), 1.0);
        assert_eq!(v(decode(HP, 0x0001)), 2f64.powi(-24));
        assert_eq!(v(decode(BF, 0x3F80)), 1.0);
        assert_eq!(v(decode(E4M3, 0x7E)), 448.0);
        assert_eq!(v(decode(E4M3, 0x01)), 2f64.powi(-9));
        assert_eq!(v(decode(E5M2, 0x7B)), 57344.0);
        assert_eq!(v(decode(E5M2, 0x01)), 2f64.powi(-16));
    }
}
