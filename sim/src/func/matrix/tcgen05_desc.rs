//! The descriptors of `tcgen05.mma` (PTX ISA 9.0, 9.7.16.4): the instruction
//! descriptor (Tables 42-44) decoded and checked against Table 39's shapes for one
//! CTA, the CTA pair and `.ws`, dense or sparse; and the shared-memory matrix
//! descriptor (Table 40), read as `wgmma`'s.

use super::tcgen05_path::Mode;
use super::tcgen05_scale::Sf;
use super::wgmma::{Desc, Swizzle};
use crate::ir::mma_form::{MTy, SType};
use crate::ir::tcgen05_form::Tc05Kind;

/// A decoded instruction descriptor (Table 42, kinds f16/tf32/f8f6f4/i8; Tables
/// 43-44, the block-scaled kinds).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Idesc {
    pub d: MTy,
    pub a: MTy,
    pub b: MTy,
    pub m: u32,
    pub n: u32,
    pub neg_a: bool,
    pub neg_b: bool,
    /// A (B) is M- (N-) major in shared memory instead of K-major.
    pub trans_a: bool,
    pub trans_b: bool,
    /// Integer saturation (`.kind::i8`).
    pub sat: bool,
    /// The block-scaled kinds' scale type and scale-factor IDs.
    pub scale: Option<Sf>,
    /// `.ws`: the "maximum shift while attempting B matrix reuse" (bits 30-31: 0, 8,
    /// 16 or 32 columns; see `tcgen05_ws`).
    pub max_shift: u32,
    /// `tcgen05.mma.sp`: the sparsity selector (bits 0-1, with bit 2 set).
    pub sel: Option<u8>,
}

/// Bit 2 of descriptor `x` (Sparsity) against the mnemonic: set exactly for
/// `tcgen05.mma.sp` (`sp`).
fn sparsity(x: u32, sp: bool) -> Result<(), String> {
    match ((x >> 2) & 1 != 0, sp) {
        (true, false) => Err(format!("instruction descriptor {x:#010x}: bit 2 (sparsity) is set; a sparse MMA is tcgen05.mma.sp")),
        (false, true) => Err(format!("instruction descriptor {x:#010x}: bit 2 (sparsity) is 0 (dense) in a tcgen05.mma.sp")),
        _ => Ok(()),
    }
}

/// The 8-bit float codes of atype/btype (Tables 42-43).
fn f8(t: u32) -> Option<MTy> {
    match t {
        0 => Some(MTy::E4m3),
        1 => Some(MTy::E5m2),
        3 => Some(MTy::E2m3),
        4 => Some(MTy::E3m2),
        5 => Some(MTy::E2m1),
        _ => None,
    }
}

impl Idesc {
    /// Decode `x` for `kind` and check it against the ISA's tables (Table 39 shapes
    /// for one CTA, the CTA pair (`.cta_group::2`) or `.ws`, Table 42 fields, Table
    /// 49 transposes, Table 50 N with a transposed 8-bit B).
    /// `sp`: the MMA is `tcgen05.mma.sp`, whose descriptor must say Sparse (bit 2)
    /// and gives the sparsity selector in bits 0-1.
    pub fn decode(kind: Tc05Kind, x: u32, mode: Mode, sp: bool) -> Result<Idesc, String> {
        let bits = |lo: u32, n: u32| (x >> lo) & ((1 << n) - 1);
        let bad = |what: String| Err(format!("instruction descriptor {x:#010x}: {what}"));
        sparsity(x, sp)?;
        if (!sp && bits(0, 2) != 0) || bits(6, 1) != 0 || bits(23, 1) != 0 || bits(29, 1) != 0 {
            return bad(format!(
                "reserved bits {}6, 23 or 29 are not 0",
                if sp { "" } else { "0-1, " }
            ));
        }
        if bits(30, 2) != 0 && mode != Mode::Ws {
            return bad("bits 30-31 (the B-reuse shift of .ws) must be 0 without .ws".into());
        }
        let (dt, at, bt) = (bits(4, 2), bits(7, 3), bits(10, 3));
        let (d, a, b) = match kind {
            Tc05Kind::F16 => {
                let ty = |t: u32| match t {
                    0 => Some(MTy::F16),
                    1 => Some(MTy::Bf16),
                    _ => None,
                };
                let d = match dt {
                    0 => MTy::F16,
                    1 => MTy::F32,
                    _ => return bad(format!("dtype {dt} is not F16 (0) or F32 (1)")),
                };
                match (ty(at), ty(bt)) {
                    (Some(a), Some(b)) if a == b && (d == MTy::F32 || a == MTy::F16) => (d, a, b),
                    _ => {
                        return bad(format!(
                            "atype {at} / btype {bt} with dtype {dt}: .kind::f16 takes F16 (0) or BF16 (1), the same for A and B, and BF16 only with an F32 D"
                        ))
                    }
                }
            }
            Tc05Kind::Tf32 => {
                if dt != 1 || at != 2 || bt != 2 {
                    return bad(format!(
                        "dtype {dt}, atype {at}, btype {bt}: .kind::tf32 is F32 (1) = TF32 (2) x TF32 (2)"
                    ));
                }
                (MTy::F32, MTy::Tf32, MTy::Tf32)
            }
            Tc05Kind::F8f6f4 => {
                let d = match dt {
                    0 => MTy::F16,
                    1 => MTy::F32,
                    _ => return bad(format!("dtype {dt} is not F16 (0) or F32 (1)")),
                };
                match (f8(at), f8(bt)) {
                    (Some(a), Some(b)) => (d, a, b),
                    _ => return bad(format!("atype {at} / btype {bt} are not E4M3 (0), E5M2 (1), E2M3 (3), E3M2 (4) or E2M1 (5)")),
                }
            }
            Tc05Kind::I8 => {
                let ty = |t: u32| if t == 0 { MTy::U8 } else { MTy::S8 };
                if dt != 2 || at > 1 || bt > 1 {
                    return bad(format!(
                        "dtype {dt}, atype {at}, btype {bt}: .kind::i8 is S32 (2) = U8 (0) / S8 (1) x U8 / S8"
                    ));
                }
                (MTy::S32, ty(at), ty(bt))
            }
            _ => return bad(format!(".{} is block-scaled (Tables 43-44)", kind.name())),
        };
        let f = Idesc {
            d,
            a,
            b,
            m: bits(24, 5) << 4,
            n: bits(17, 6) << 3,
            neg_a: bits(13, 1) != 0,
            neg_b: bits(14, 1) != 0,
            trans_a: bits(15, 1) != 0,
            trans_b: bits(16, 1) != 0,
            sat: bits(3, 1) != 0,
            scale: None,
            max_shift: [0, 8, 16, 32][bits(30, 2) as usize],
            sel: sp.then_some(bits(0, 2) as u8),
        };
        if f.sat && kind != Tc05Kind::I8 {
            return bad("bit 3 (saturate) applies to .kind::i8 only".into());
        }
        if kind == Tc05Kind::I8 && (f.neg_a || f.neg_b) {
            return bad("negation (bits 13-14) is not supported by .kind::i8 (Table 49)".into());
        }
        if kind == Tc05Kind::Tf32 && (f.trans_a || f.trans_b) {
            return bad("a transposed .kind::tf32 operand needs the 128-byte swizzle with 32-byte atomicity, which warpsim does not model".into());
        }
        f.check_shape(kind, mode)
            .map_err(|e| format!("instruction descriptor {x:#010x}: {e}"))?;
        Ok(f)
    }

    /// Decode `x` for a block-scaled `kind` with `vec` factors per row (Tables 43
    /// and 44; Table 39's shapes; Table 55's scale types and vector sizes); `sp`: a
    /// `tcgen05.mma.sp`, bit 2 set. Bits 0-1 stay reserved (Tables 43-44: these kinds'
    /// selector "is assumed to be 0", 9.7.16.10.8.4).
    pub fn decode_scaled(
        kind: Tc05Kind,
        vec: u8,
        x: u32,
        pair: bool,
        sp: bool,
    ) -> Result<Idesc, String> {
        let bits = |lo: u32, n: u32| (x >> lo) & ((1 << n) - 1);
        let bad = |what: String| Err(format!("instruction descriptor {x:#010x}: {what}"));
        let mxf4 = kind != Tc05Kind::MxF8f6f4;
        sparsity(x, sp)?;
        let reserved = bits(0, 2) | bits(3, 1) | bits(6, 1) | bits(24, 3);
        if reserved != 0 || (!mxf4 && bits(31, 1) != 0) || (mxf4 && bits(12, 1) != 0) {
            return bad(format!(
                "reserved bits (0-1, 3, 6, 24-26{}) are not 0",
                if mxf4 { ", 12" } else { ", 31" }
            ));
        }
        if mxf4 && bits(31, 1) != 0 {
            return bad("bit 31 selects K = 96 (sm_103a; its scale-factor layouts are given only as figures), which warpsim does not model".into());
        }
        let (a, b) = if mxf4 {
            // Table 44: E2M1 = 1 (atype 3 bits, btype 2 bits).
            if bits(7, 3) != 1 || bits(10, 2) != 1 {
                return bad(format!(
                    "atype {} / btype {}: .kind::{} takes E2M1 (1) for both",
                    bits(7, 3),
                    bits(10, 2),
                    kind.name()
                ));
            }
            (MTy::E2m1x, MTy::E2m1x)
        } else {
            match (f8(bits(7, 3)), f8(bits(10, 3))) {
                (Some(a), Some(b)) => (a, b),
                _ => {
                    return bad(format!(
                        "atype {} / btype {} are not E4M3 (0), E5M2 (1), E2M3 (3), E3M2 (4) or E2M1 (5)",
                        bits(7, 3),
                        bits(10, 3)
                    ))
                }
            }
        };
        // Table 55: UE8M0 everywhere but .kind::mxf4nvf4 with 4 factors per row,
        // which also takes UE4M3.
        let stype = if bits(23, 1) == 1 {
            SType::Ue8m0
        } else if kind == Tc05Kind::MxF4Nvf4 && vec == 4 {
            SType::Ue4m3
        } else {
            return bad(format!(
                "bit 23 (scale type) is 0, UE4M3, which only .kind::mxf4nvf4 with .scale_vec::4X / .block16 takes (Table 55); .kind::{} with {vec} factor(s) per row takes UE8M0 (1)",
                kind.name()
            ));
        };
        let (a_id, b_id) = (bits(29, 2) as u8, bits(4, 2) as u8);
        // The IDs select a byte (1X), a half word (2X) or the whole word (4X) of
        // each cell (9.7.16.10.7.2-3).
        for (id, which) in [(a_id, "A"), (b_id, "B")] {
            if !(id as u32).is_multiple_of(vec as u32) {
                return bad(format!(
                    "scale factor {which} ID {id}: with {vec} factors per row it must be a multiple of {vec} (0..3)"
                ));
            }
        }
        let f = Idesc {
            d: MTy::F32,
            a,
            b,
            m: bits(27, 2) << 7,
            n: bits(17, 6) << 3,
            neg_a: bits(13, 1) != 0,
            neg_b: bits(14, 1) != 0,
            trans_a: bits(15, 1) != 0,
            trans_b: bits(16, 1) != 0,
            sat: false,
            scale: Some(Sf { stype, a_id, b_id }),
            max_shift: 0,
            sel: sp.then_some(0),
        };
        if mxf4 && (f.trans_a || f.trans_b) {
            return bad(format!(
                "bits 15-16 (transpose): .kind::{} takes K-major A and B only (Table 44)",
                kind.name()
            ));
        }
        let mode = if pair { Mode::Pair } else { Mode::One };
        f.check_shape(kind, mode)
            .map_err(|e| format!("instruction descriptor {x:#010x}: {e}"))?;
        Ok(f)
    }

    /// Table 39's M and N, Table 50's transposed 8-bit B, and the element types
    /// warpsim reads from shared memory.
    fn check_shape(&self, kind: Tc05Kind, mode: Mode) -> Result<(), String> {
        let pair = mode == Mode::Pair;
        let f = self;
        // The padded 6- and 4-bit packing runs along K (CUTLASS: "Major value of 1 is
        // only valid for E4M3, E5M2, INT8 ..., F16, BF16 and TF32").
        for (t, trans, which) in [(f.a, f.trans_a, "A"), (f.b, f.trans_b, "B")] {
            if trans && padded(t).is_some() {
                return Err(format!(
                    "a transposed (MN-major) {which} of 6- or 4-bit elements: their padded shared-memory packing is K-major only"
                ));
            }
        }
        if mode == Mode::Ws {
            // Table 39, .ws: M = 32, 64 or 128, N = 64, 128 or 256.
            if !matches!(f.m, 32 | 64 | 128) {
                return Err(format!("M = {}: .ws takes M = 32, 64 or 128", f.m));
            }
            if !matches!(f.n, 64 | 128 | 256) {
                return Err(format!(
                    "N = {}: .ws takes N = 64, 128 or 256 (Table 39)",
                    f.n
                ));
            }
            if f.sel.is_some() && f.n == 256 {
                return Err("N = 256: a sparse .ws MMA takes N = 64 or 128 (Table 39)".into());
            }
            return Ok(());
        }
        match (f.m, pair) {
            (128, false) | (256, true) => {}
            (128, true) if kind.scaled() && f.sel.is_some() => {
                return Err("M = 128: a sparse block-scaled MMA over a CTA pair takes M = 256 (Table 39)".into())
            }
            (64, false) | (128, true) if !kind.scaled() => {}
            (128, true) => {
                return Err(
                    "M = 128 over a CTA pair with block scaling is not modelled: where the 2x2 datapath (Layout B) reads B's scale factors is given only as a figure; warpsim runs block-scaled pairs at M = 256".into(),
                )
            }
            (m, false) if kind.scaled() => {
                return Err(format!("M = {m}: a block-scaled .cta_group::1 MMA takes M = 128"))
            }
            (m, false) => return Err(format!("M = {m}: .cta_group::1 takes M = 64 or 128")),
            (m, true) => return Err(format!("M = {m}: .cta_group::2 takes M = 128 or 256")),
        }
        // Table 39: one CTA, N 8..256 in steps of 8 (.kind::i8: 8, 16, 24, 32, then
        // steps of 16); the pair, steps of 16 (.kind::i8: 32).
        let n_ok = match (kind, pair) {
            (Tc05Kind::I8, false) => {
                matches!(f.n, 8 | 16 | 24 | 32)
                    || (f.n > 32 && f.n <= 256 && f.n.is_multiple_of(16))
            }
            (Tc05Kind::I8, true) => (32..=256).contains(&f.n) && f.n.is_multiple_of(32),
            (_, false) => (8..=256).contains(&f.n),
            (_, true) => (16..=256).contains(&f.n) && f.n.is_multiple_of(16),
        };
        if !n_ok {
            return Err(format!(
                "N = {} is not a legal N for M = {} (Table 39)",
                f.n, f.m
            ));
        }
        // Table 50: a transposed (N-major) 8-bit B needs N in steps of 16 (the pair: 32).
        let byte = |t: MTy| matches!(t, MTy::E4m3 | MTy::E5m2 | MTy::S8 | MTy::U8);
        let step = if pair { 32 } else { 16 };
        if f.trans_b && byte(f.b) && (!f.n.is_multiple_of(step) || f.n < step) {
            return Err(format!(
                "N = {} with a transposed 8-bit B: .cta_group::{} takes N = {step}..256 in steps of {step} (Table 50)",
                f.n,
                1 + pair as u32
            ));
        }
        Ok(())
    }
}

/// Decode a tcgen05 shared-memory descriptor (Table 40): wgmma's start, LBO and SBO
/// fields, the fixed 0b001 at bits 46-48, the 3-bit swizzle at 61-63 (0 none, 2
/// 128B, 4 64B, 6 32B: wgmma's 2-bit encoding one bit up).
pub fn smem_desc(x: u64) -> Result<Desc, String> {
    let bad = |what: &str| Err(format!("shared-memory descriptor {x:#018x}: {what}"));
    if (x >> 46) & 7 != 1 {
        return bad("bits 46-48 must hold the fixed value 0b001");
    }
    if (x >> 53) & 0xFF != 0 || (x >> 14) & 3 != 0 || (x >> 30) & 3 != 0 {
        return bad("reserved bits (14-15, 30-31, 53-60) are not 0");
    }
    if (x >> 52) & 1 != 0 {
        return bad("bit 52 (absolute leading-dimension address, sm_103a) is not modelled");
    }
    match x >> 61 {
        0 | 2 | 4 | 6 => {}
        1 => return bad("swizzle 1 (128-byte with 32-byte atomicity) is not modelled"),
        s => return bad(&format!("swizzle mode {s} is invalid (3, 5 and 7 are)")),
    }
    let d = Desc::decode(x);
    if d.base_offset != 0 && d.swizzle != Swizzle::None {
        return bad("a base offset (a swizzle pattern not aligned to its repeat) is not modelled; align the matrix to the swizzle's repeat");
    }
    Ok(d)
}

/// The bits of a 6- or 4-bit element type in shared memory (`None`: the others).
pub(super) fn padded(t: MTy) -> Option<u32> {
    match t {
        MTy::E2m3 | MTy::E3m2 => Some(6),
        MTy::E2m1 => Some(4),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An instruction descriptor from its fields (Table 42).
    pub fn idesc(d: u32, a: u32, b: u32, m: u32, n: u32) -> u32 {
        d << 4 | a << 7 | b << 10 | (n >> 3) << 17 | (m >> 4) << 24
    }

    #[test]
    fn descriptor_fields_decode_as_table_42_says() {
        let f = Idesc::decode(
            Tc05Kind::F16,
            idesc(1, 1, 1, 128, 256) | 1 << 13 | 1 << 16,
            Mode::One,
            false,
        )
        .unwrap();
        assert_eq!(
            (f.d, f.a, f.b, f.m, f.n),
            (MTy::F32, MTy::Bf16, MTy::Bf16, 128, 256)
        );
        assert!(f.neg_a && !f.neg_b && !f.trans_a && f.trans_b);
        let f = Idesc::decode(
            Tc05Kind::I8,
            idesc(2, 1, 0, 128, 48) | 1 << 3,
            Mode::One,
            false,
        )
        .unwrap();
        assert_eq!((f.d, f.a, f.b, f.sat), (MTy::S32, MTy::S8, MTy::U8, true));
        let f = Idesc::decode(Tc05Kind::F8f6f4, idesc(0, 0, 1, 128, 8), Mode::One, false).unwrap();
        assert_eq!((f.d, f.a, f.b), (MTy::F16, MTy::E4m3, MTy::E5m2));
        assert_eq!(
            Idesc::decode(Tc05Kind::F16, idesc(1, 0, 0, 64, 64), Mode::One, false)
                .unwrap()
                .m,
            64
        );
        // Bit 2 (sparsity) must say what the mnemonic says; `.sp`'s selector is bits 0-1.
        let sp = idesc(1, 0, 0, 128, 64) | 1 << 2 | 1;
        assert_eq!(
            Idesc::decode(Tc05Kind::F16, sp, Mode::One, true)
                .unwrap()
                .sel,
            Some(1)
        );
        let e = Idesc::decode(Tc05Kind::F16, sp & !4, Mode::One, true).unwrap_err();
        assert!(e.contains("bit 2 (sparsity) is 0"), "{e}");
        assert!(Idesc::decode(Tc05Kind::F16, sp, Mode::One, false).is_err());
        let n256 = sp & !(0x3F << 17) | (256 >> 3) << 17;
        assert!(Idesc::decode(Tc05Kind::F16, n256, Mode::Ws, false).is_err());
        let e = Idesc::decode(Tc05Kind::F16, n256, Mode::Ws, true).unwrap_err();
        assert!(e.contains("N = 64 or 128"), "{e}");
        // Refused: BF16 into F16, sparse, M = 48, N = 40 for i8, i8 negation, reserved.
        for (k, x) in [
            (Tc05Kind::F16, idesc(0, 1, 1, 128, 64)),
            (Tc05Kind::F16, idesc(1, 0, 0, 128, 64) | 4),
            (Tc05Kind::F16, idesc(1, 0, 0, 48, 64)),
            (Tc05Kind::I8, idesc(2, 1, 1, 128, 40)),
            (Tc05Kind::I8, idesc(2, 1, 1, 128, 64) | 1 << 13),
            (Tc05Kind::Tf32, idesc(1, 2, 2, 128, 64) | 1 << 23),
            (Tc05Kind::F16, idesc(1, 0, 0, 128, 0)),
        ] {
            assert!(Idesc::decode(k, x, Mode::One, false).is_err(), "{x:#x}");
        }
        // The pair (Table 39): M = 128 or 256, N in steps of 16 (i8: 32); N = 8,
        // i8's N = 48 and M = 64 refused.
        for m in [128, 256] {
            assert_eq!(
                Idesc::decode(Tc05Kind::F16, idesc(1, 0, 0, m, 256), Mode::Pair, false)
                    .unwrap()
                    .m,
                m
            );
        }
        assert!(Idesc::decode(Tc05Kind::I8, idesc(2, 0, 0, 256, 64), Mode::Pair, false).is_ok());
        for (k, x) in [
            (Tc05Kind::F16, idesc(1, 0, 0, 64, 64)),
            (Tc05Kind::F16, idesc(1, 0, 0, 256, 8)),
            (Tc05Kind::I8, idesc(2, 0, 0, 256, 48)),
            (Tc05Kind::F8f6f4, idesc(1, 0, 0, 256, 48) | 1 << 16),
        ] {
            assert!(Idesc::decode(k, x, Mode::Pair, false).is_err(), "{x:#x}");
        }
        assert!(Idesc::decode(Tc05Kind::F16, idesc(1, 0, 0, 256, 64), Mode::One, false).is_err());
        // .ws (Table 39): M = 32, 64, 128 with N = 64, 128, 256; bits 30-31 the
        // B-reuse shift (refused without .ws).
        let f = Idesc::decode(
            Tc05Kind::I8,
            idesc(2, 0, 1, 32, 256) | 2 << 30,
            Mode::Ws,
            false,
        )
        .unwrap();
        assert_eq!((f.m, f.n, f.max_shift), (32, 256, 16));
        assert!(Idesc::decode(
            Tc05Kind::F16,
            idesc(1, 0, 0, 128, 64) | 1 << 30,
            Mode::One,
            false
        )
        .is_err());
        for x in [
            idesc(1, 0, 0, 128, 32),
            idesc(1, 0, 0, 256, 64),
            idesc(1, 0, 0, 64, 72),
        ] {
            assert!(
                Idesc::decode(Tc05Kind::F16, x, Mode::Ws, false).is_err(),
                "{x:#x}"
            );
        }
    }

    #[test]
    fn smem_descriptor_checks_the_fixed_bits_and_maps_the_swizzle() {
        let base = 1u64 << 46 | (1024 >> 4) << 32 | 1 << 16;
        let d = smem_desc(base | 2 << 61 | 0x40).unwrap();
        assert_eq!(
            (d.start, d.lbo, d.sbo, d.swizzle),
            (0x400, 16, 1024, Swizzle::B128)
        );
        assert_eq!(smem_desc(base | 4 << 61).unwrap().swizzle, Swizzle::B64);
        assert_eq!(smem_desc(base | 6 << 61).unwrap().swizzle, Swizzle::B32);
        assert_eq!(smem_desc(base).unwrap().swizzle, Swizzle::None);
        assert!(smem_desc(base | 1 << 61).is_err());
        assert!(smem_desc(base | 3 << 61).is_err());
        assert!(smem_desc(base & !(1 << 46)).is_err());
        // CUTLASS's SW128 K-major constant, as nvcc folds it into the tutorial's PTX.
        assert!(smem_desc(0x4000404000010000).is_ok());
    }
}
