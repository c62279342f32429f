//! Scalar data types of the IR: what an instruction's `.type` suffix means, and the
//! facts about each type the semantics need (width, signedness, float or not).
//! Registers are untyped bit containers; the type belongs to the instruction.

/// A scalar type named by an instruction (PTX `.u32`, `.f32`, ...; AMD ops map onto these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum Ty {
    /// No type (instruction without a type suffix).
    #[default]
    None,
    B8,
    B16,
    B32,
    B64,
    B128,
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    F16,
    F16x2,
    Bf16,
    Bf16x2,
    /// Two 8-bit floats (E4M3 / E5M2) in 16 bits: only as `cvt` types.
    E4m3x2,
    E5m2x2,
    /// Two OCP MX 6-bit floats (E2M3 / E3M2), one in each byte: only as `cvt` types.
    E2m3x2,
    E3m2x2,
    /// Two OCP MX 4-bit floats (E2M1) in 8 bits: only as a `cvt` type.
    E2m1x2,
    /// Two MX scale factors (8-bit biased exponents) in 16 bits: only as a `cvt` type.
    Ue8m0x2,
    /// TensorFloat-32 in a 32-bit register (f32 with the low 13 fraction bits zero):
    /// only as a `cvt` destination and a matrix element type.
    Tf32,
    F32,
    /// Two f32 in a 64-bit register (sm_100 `add/sub/mul/fma.f32x2`), the low word first.
    F32x2,
    F64,
    Pred,
    /// Sub-byte integer types, only as `cvt.pack.sat` convert types.
    U4,
    S4,
    U2,
    S2,
}

impl Ty {
    /// Every type with its PTX spelling (without the dot).
    pub const ALL: &'static [(Ty, &'static str)] = &[
        (Ty::B8, "b8"),
        (Ty::B16, "b16"),
        (Ty::B32, "b32"),
        (Ty::B64, "b64"),
        (Ty::B128, "b128"),
        (Ty::U8, "u8"),
        (Ty::U16, "u16"),
        (Ty::U32, "u32"),
        (Ty::U64, "u64"),
        (Ty::S8, "s8"),
        (Ty::S16, "s16"),
        (Ty::S32, "s32"),
        (Ty::S64, "s64"),
        (Ty::F16, "f16"),
        (Ty::F16x2, "f16x2"),
        (Ty::Bf16, "bf16"),
        (Ty::Bf16x2, "bf16x2"),
        (Ty::E4m3x2, "e4m3x2"),
        (Ty::E5m2x2, "e5m2x2"),
        (Ty::E2m3x2, "e2m3x2"),
        (Ty::E3m2x2, "e3m2x2"),
        (Ty::E2m1x2, "e2m1x2"),
        (Ty::Ue8m0x2, "ue8m0x2"),
        (Ty::Tf32, "tf32"),
        (Ty::F32, "f32"),
        (Ty::F32x2, "f32x2"),
        (Ty::F64, "f64"),
        (Ty::Pred, "pred"),
        (Ty::U4, "u4"),
        (Ty::S4, "s4"),
        (Ty::U2, "u2"),
        (Ty::S2, "s2"),
    ];

    /// Parse a PTX type name (without the dot).
    pub fn from_name(s: &str) -> Option<Ty> {
        Ty::ALL.iter().find(|(_, n)| *n == s).map(|(t, _)| *t)
    }

    /// PTX spelling (without the dot).
    pub fn name(self) -> &'static str {
        Ty::ALL
            .iter()
            .find(|(t, _)| *t == self)
            .map(|(_, n)| *n)
            .unwrap_or("")
    }

    /// Width in bits (predicates count as 1).
    pub fn bits(self) -> u32 {
        use Ty::*;
        match self {
            None => 0,
            Pred => 1,
            U2 | S2 => 2,
            U4 | S4 => 4,
            B8 | U8 | S8 | E2m1x2 => 8,
            B16 | U16 | S16 | F16 | Bf16 | E4m3x2 | E5m2x2 | E2m3x2 | E3m2x2 | Ue8m0x2 => 16,
            B32 | U32 | S32 | F32 | F16x2 | Bf16x2 | Tf32 => 32,
            B64 | U64 | S64 | F64 | F32x2 => 64,
            B128 => 128,
        }
    }

    /// Width in bytes (at least 1).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8).max(1)
    }

    /// Signed integer type?
    pub fn is_signed(self) -> bool {
        matches!(self, Ty::S8 | Ty::S16 | Ty::S32 | Ty::S64 | Ty::S4 | Ty::S2)
    }

    /// Unsigned integer type?
    pub fn is_unsigned(self) -> bool {
        matches!(self, Ty::U8 | Ty::U16 | Ty::U32 | Ty::U64 | Ty::U4 | Ty::U2)
    }

    /// Untyped bits?
    pub fn is_bits(self) -> bool {
        matches!(self, Ty::B8 | Ty::B16 | Ty::B32 | Ty::B64 | Ty::B128)
    }

    /// Any integer-like type (signed, unsigned or bits).
    pub fn is_int(self) -> bool {
        self.is_signed() || self.is_unsigned() || self.is_bits()
    }

    /// Scalar floating-point type (f16, bf16, f32, f64).
    pub fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::Bf16 | Ty::F32 | Ty::F64)
    }

    /// Packed pair of halves.
    pub fn is_packed_half(self) -> bool {
        matches!(self, Ty::F16x2 | Ty::Bf16x2)
    }

    /// All-ones mask of the type's width.
    pub fn mask(self) -> u64 {
        let b = self.bits();
        if b >= 64 {
            u64::MAX
        } else {
            (1u64 << b) - 1
        }
    }
}

/// Sign- or zero-extend the low `bits` of `v` to 64 bits.
#[inline]
pub fn extend(v: u64, bits: u32, signed: bool) -> u64 {
    if bits >= 64 {
        return v;
    }
    if signed {
        let sh = 64 - bits;
        (((v << sh) as i64) >> sh) as u64
    } else {
        v & ((1u64 << bits) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for (t, n) in Ty::ALL {
            assert_eq!(Ty::from_name(n), Some(*t));
            assert_eq!(t.name(), *n);
        }
        assert_eq!(Ty::from_name("u33"), None);
    }

    #[test]
    fn extend_works() {
        assert_eq!(extend(0xFF, 8, true), u64::MAX);
        assert_eq!(extend(0xFF, 8, false), 0xFF);
        assert_eq!(extend(0x7F, 8, true), 0x7F);
        assert_eq!(extend(0x1_0000_0000, 32, false), 0);
    }
}
