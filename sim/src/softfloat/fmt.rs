//! A binary floating-point format by its field widths and bias, and the raw-encoding
//! predicates every operation needs.

/// How a format encodes what is not a finite number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Specials {
    /// IEEE 754: the all-ones exponent field holds the infinities (zero fraction) and
    /// the NaNs.
    Ieee,
    /// OCP 8-bit "FN" (E4M3): no infinities; only `S.1111.111` is NaN, the rest of the
    /// top binade is finite (OCP 8-bit Floating Point Specification 1.0, Table 1).
    FiniteNan,
    /// "FNUZ" (the fp8/bf8 of AMD gfx940-942 MFMA and conversions): no infinities and
    /// no negative zero; the one NaN is the negative-zero encoding `0x80`, and every
    /// other field value is finite (HIP `hip_fp8.h`, "fnuz").
    Fnuz,
    /// OCP MX 6- and 4-bit formats (E3M2, E2M3, E2M1): every encoding is a finite
    /// number; no infinities, no NaN (OCP Microscaling Formats Specification 1.0, 5.3).
    Finite,
}

/// A binary format held in the low bits of a `u64`: sign, `ebits` exponent bits with
/// bias `bias`, `frac` fraction bits, and its special values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fmt {
    pub frac: u32,
    pub ebits: u32,
    bias: i32,
    pub specials: Specials,
}

/// IEEE binary16.
pub const HP: Fmt = Fmt::ieee(10, 5);
/// bfloat16.
pub const BF: Fmt = Fmt::ieee(7, 8);
/// IEEE binary32.
pub const SP: Fmt = Fmt::ieee(23, 8);
/// IEEE binary64.
pub const DP: Fmt = Fmt::ieee(52, 11);
/// NVIDIA TensorFloat-32: binary32's range, 10 fraction bits.
pub const TF32: Fmt = Fmt::ieee(10, 8);
/// OCP E4M3 (NVIDIA `.e4m3`, AMD gfx950/gfx12 fp8): bias 7, largest finite 448.
pub const E4M3: Fmt = Fmt::with_bias(3, 4, 7, Specials::FiniteNan);
/// OCP E5M2 (NVIDIA `.e5m2`, AMD gfx950/gfx12 bf8): IEEE-like, bias 15.
pub const E5M2: Fmt = Fmt::ieee(2, 5);
/// E4M3 FNUZ (AMD gfx940-942 fp8): bias 8, largest finite 240.
pub const E4M3_FNUZ: Fmt = Fmt::with_bias(3, 4, 8, Specials::Fnuz);
/// E5M2 FNUZ (AMD gfx940-942 bf8): bias 16, largest finite 57344.
pub const E5M2_FNUZ: Fmt = Fmt::with_bias(2, 5, 16, Specials::Fnuz);
/// OCP FP6 E3M2: bias 3, largest finite 28.
pub const E3M2: Fmt = Fmt::with_bias(2, 3, 3, Specials::Finite);
/// OCP FP6 E2M3: bias 1, largest finite 7.5.
pub const E2M3: Fmt = Fmt::with_bias(3, 2, 1, Specials::Finite);
/// OCP FP4 E2M1: bias 1, largest finite 6.
pub const E2M1: Fmt = Fmt::with_bias(1, 2, 1, Specials::Finite);

impl Fmt {
    /// An IEEE-style format: bias `2^(ebits-1) - 1`.
    #[inline]
    pub const fn ieee(frac: u32, ebits: u32) -> Fmt {
        Fmt {
            frac,
            ebits,
            bias: (1 << (ebits - 1)) - 1,
            specials: Specials::Ieee,
        }
    }
    /// A format with an explicit bias and special values.
    #[inline]
    pub const fn with_bias(frac: u32, ebits: u32, bias: i32, specials: Specials) -> Fmt {
        Fmt {
            frac,
            ebits,
            bias,
            specials,
        }
    }
    #[inline]
    pub const fn bias(self) -> i32 {
        self.bias
    }
    #[inline]
    pub const fn sign(self) -> u64 {
        1 << (self.frac + self.ebits)
    }
    #[inline]
    pub const fn mag(self) -> u64 {
        self.sign() - 1
    }
    /// The all-ones exponent field (an IEEE format's infinity).
    #[inline]
    pub const fn inf(self) -> u64 {
        ((1 << self.ebits) - 1) << self.frac
    }
    #[inline]
    pub const fn quiet(self) -> u64 {
        1 << (self.frac - 1)
    }
    #[inline]
    pub const fn frac_mask(self) -> u64 {
        (1 << self.frac) - 1
    }
    /// 1.0.
    #[inline]
    pub const fn one(self) -> u64 {
        (self.bias as u64) << self.frac
    }
    /// The NaN of an invalid operation: IEEE formats, negative, quiet, no payload
    /// (x86 and AMD's default NaN; APFloat's too); FN formats `0x7F`; FNUZ `0x80`.
    /// The MX formats have none: the largest magnitude stands in (a conversion of
    /// NaN into them is implementation-defined in the OCP specification).
    #[inline]
    pub const fn default_nan(self) -> u64 {
        match self.specials {
            Specials::Ieee => self.sign() | self.inf() | self.quiet(),
            Specials::FiniteNan => self.mag(),
            Specials::Fnuz => self.sign(),
            Specials::Finite => self.mag(),
        }
    }
    /// A NaN of the given sign where the format has one (FNUZ's one NaN has none).
    #[inline]
    pub const fn nan_of(self, neg: bool) -> u64 {
        match self.specials {
            Specials::Ieee => self.sign_of(neg) | self.inf() | self.quiet(),
            Specials::FiniteNan => self.sign_of(neg) | self.mag(),
            Specials::Fnuz => self.sign(),
            Specials::Finite => self.sign_of(neg) | self.mag(),
        }
    }
    #[inline]
    pub fn field(self, b: u64) -> i32 {
        ((b & self.inf()) >> self.frac) as i32
    }
    #[inline]
    pub fn is_nan(self, b: u64) -> bool {
        match self.specials {
            Specials::Ieee => b & self.mag() > self.inf(),
            Specials::FiniteNan => b & self.mag() == self.mag(),
            Specials::Fnuz => b & (self.sign() | self.mag()) == self.sign(),
            Specials::Finite => false,
        }
    }
    #[inline]
    pub fn is_inf(self, b: u64) -> bool {
        self.specials == Specials::Ieee && b & self.mag() == self.inf()
    }
    #[inline]
    pub fn is_zero(self, b: u64) -> bool {
        b & self.mag() == 0 && !(self.specials == Specials::Fnuz && self.neg(b))
    }
    #[inline]
    pub fn neg(self, b: u64) -> bool {
        b & self.sign() != 0
    }
    #[inline]
    pub const fn sign_of(self, neg: bool) -> u64 {
        if neg {
            self.sign()
        } else {
            0
        }
    }
    /// The largest finite magnitude.
    #[inline]
    pub const fn max_finite(self) -> u64 {
        match self.specials {
            Specials::Ieee => self.inf() - 1,
            Specials::FiniteNan => self.mag() - 1,
            Specials::Fnuz | Specials::Finite => self.mag(),
        }
    }
    /// A zero of the given sign (FNUZ: always +0).
    #[inline]
    pub const fn zero_of(self, neg: bool) -> u64 {
        match self.specials {
            Specials::Fnuz => 0,
            _ => self.sign_of(neg),
        }
    }
    /// Flush a denormal to a zero of the same sign.
    #[inline]
    pub fn ftz(self, b: u64) -> u64 {
        if self.field(b) == 0 {
            b & self.sign()
        } else {
            b
        }
    }
    #[inline]
    pub fn ftz_if(self, b: u64, flush: bool) -> u64 {
        if flush {
            self.ftz(b)
        } else {
            b
        }
    }
    /// (significand, exponent) of a finite magnitude: value = sig * 2^exp.
    #[inline]
    pub fn unpack(self, b: u64) -> (u64, i32) {
        let e = self.field(b);
        let f = b & self.frac_mask();
        if e == 0 {
            (f, 1 - self.bias - self.frac as i32)
        } else {
            (f | (1 << self.frac), e - self.bias - self.frac as i32)
        }
    }
    /// [`Fmt::unpack`] with the leading one moved to bit `frac` (denormals
    /// normalised); the significand must be non-zero.
    #[inline]
    pub fn unpack_norm(self, b: u64) -> (u64, i32) {
        let (s, e) = self.unpack(b);
        let sh = s.leading_zeros() as i32 - (63 - self.frac as i32);
        (s << sh, e - sh)
    }
}
