//! Classification (`V_CMP_CLASS`), reciprocal, square root and reciprocal square root.

use super::*;

// ============================================================================
// Classification
// ============================================================================

pub(super) fn class_index(f: Fmt, b: u64) -> u32 {
    let neg = f.neg(b);
    if f.is_nan(b) {
        if b & f.quiet() != 0 {
            1
        } else {
            0
        }
    } else if f.is_inf(b) {
        if neg {
            2
        } else {
            9
        }
    } else if f.is_zero(b) {
        if neg {
            5
        } else {
            6
        }
    } else if f.field(b) == 0 {
        if neg {
            4
        } else {
            7
        }
    } else if neg {
        3
    } else {
        8
    }
}

/// `V_CMP_CLASS_F32 VCC, S0, S1`: true when mask bit `class(S0)` of `S1` is set, with
/// classes 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
/// 7 +denormal, 8 +normal, 9 +inf (mask bits above 9 are ignored; denormals are
/// classified as such whatever the MODE). Source: ISA `V_CMP_CLASS_F32` pseudo-code;
/// LLVM's `llvm.amdgcn.class` folder (fixture).
pub fn cmp_class_f32(s0: u32, mask: u32) -> bool {
    (mask >> class_index(SP, s0 as u64)) & 1 != 0
}

/// `V_CMP_CLASS_F64 VCC, S0, S1`: as [`cmp_class_f32`] for an f64 `S0`. Source: ISA
/// `V_CMP_CLASS_F64`; LLVM's folder (fixture).
pub fn cmp_class_f64(s0: u64, mask: u32) -> bool {
    (mask >> class_index(DP, s0)) & 1 != 0
}

// ============================================================================
// Reciprocal, square root and their relatives
// ============================================================================

/// `V_RCP_F32 D, S0`: `1 / S0`, returned correctly rounded (nearest even). The
/// instruction flushes denormal inputs (-> ±inf) and denormal results (-> ±0) **whatever
/// the MODE** ("These opcodes flush input and output denorms: ... RCP_F32, RCP_IFLAG_F32,
/// RSQ_F32, SQRT_F32", RDNA4 ISA §7.2 MODE table notes; rocjitsu `amdgpu_rcp_f32`
/// "Flushes input and output subnormals independently of MODE"), so `mode` is accepted
/// for a uniform signature and otherwise ignored, as is MODE.FP_ROUND. Special values per
/// the ISA examples: rcp(±0) = ±inf, rcp(±inf) = ±0, rcp(-2.0) = -0.5; NaN is quieted.
/// Hardware is a 1-ulp approximation (rocjitsu reproduces its exact table); this returns
/// the correctly rounded value, which is what LLVM's `llvm.amdgcn.rcp` folder computes.
pub fn rcp_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    let x = s0 as u64;
    if SP.is_nan(x) {
        return (x | SP.quiet()) as u32;
    }
    let sign = x & SP.sign();
    if SP.field(x) == 0 {
        return (sign | SP.inf()) as u32;
    }
    if SP.is_inf(x) {
        return sign as u32;
    }
    let r = div(SP, SP.one(), x, Round::NearestTiesToEven);
    SP.ftz(r) as u32
}

/// `V_RCP_F64 D, S0`: `1 / S0` correctly rounded (nearest even). f64 denormal inputs and
/// results follow MODE's f64 fields ("supports denormals"). rcp(±0) = ±inf, rcp(±inf) = ±0,
/// NaN quieted. Source: CDNA4 ISA `V_RCP_F64` (hardware: 2^29-ulp approximation, refined
/// by the division macro); LLVM's `llvm.amdgcn.rcp` folder (fixture).
pub fn rcp_f64(s0: u64, mode: u32) -> u64 {
    let x = DP.ftz_if(s0, flush_in_f64(mode));
    if DP.is_nan(x) {
        return x | DP.quiet();
    }
    let sign = x & DP.sign();
    if DP.is_zero(x) {
        return sign | DP.inf();
    }
    if DP.is_inf(x) {
        return sign;
    }
    let r = div(DP, DP.one(), x, Round::NearestTiesToEven);
    DP.ftz_if(r, flush_out_f64(mode))
}

/// `V_SQRT_F32 D, S0`: correctly rounded square root. Denormal inputs are flushed
/// whatever the MODE (so sqrt(denormal) = ±0), `mode` is otherwise ignored. sqrt(-0) = -0,
/// sqrt(+inf) = +inf, negative (non-zero) inputs and -inf give `0xFFC00000`, NaN quieted.
/// Source: CDNA4 ISA `V_SQRT_F32` functional examples and "denormals are flushed"; RDNA4
/// MODE-table note (SQRT_F32 flushes). Hardware is 1-ulp; this is the exact rounding.
pub fn sqrt_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    sqrt(SP, SP.ftz(s0 as u64), Round::NearestTiesToEven) as u32
}

/// `V_SQRT_F64 D, S0`: correctly rounded square root; f64 denormal inputs follow MODE
/// (the result of a non-zero input is never denormal). Special values as [`sqrt_f32`],
/// negative -> `0xFFF8000000000000`. Source: CDNA4 ISA `V_SQRT_F64` ("supports
/// denormals"; hardware 2^29-ulp approximation).
pub fn sqrt_f64(s0: u64, mode: u32) -> u64 {
    sqrt(
        DP,
        DP.ftz_if(s0, flush_in_f64(mode)),
        Round::NearestTiesToEven,
    )
}

/// Midpoint of two adjacent positive values `a < b` of format `f`, as (M, k): M * 2^k.
pub(super) fn midpoint(f: Fmt, a: u64, b: u64) -> (u128, i32) {
    let (sa, ea) = f.unpack(a);
    let (sb, eb) = f.unpack(b);
    let e0 = ea.min(eb);
    (
        ((sa as u128) << (ea - e0)) + ((sb as u128) << (eb - e0)),
        e0 - 1,
    )
}

/// Bit length of `a * b` (a < 2^120).
pub(super) fn bitlen_mul(a: u128, b: u64) -> u32 {
    let p0 = (a as u64 as u128) * b as u128;
    let p1 = (a >> 64) * b as u128;
    // a * b = (p1 + (p0 >> 64)) * 2^64 + (p0 mod 2^64)
    let hi = p1 + (p0 >> 64);
    if hi != 0 {
        64 + (128 - hi.leading_zeros())
    } else {
        64 - (p0 as u64).leading_zeros()
    }
}

/// Is `1/sqrt(x) > m` for a positive finite non-zero `x` and a midpoint `m = M * 2^k`,
/// i.e. `M^2 * X * 2^(2k + e) < 1` with `x = X * 2^e`?
pub(super) fn rsq_above(f: Fmt, x: u64, m: (u128, i32)) -> bool {
    let (sx, ex) = f.unpack(x);
    let t = -(2 * m.1 + ex); // compare M^2 X with 2^t
    t > 0 && (t >= 250 || bitlen_mul(m.0 * m.0, sx) <= t as u32)
}

/// Correctly rounded (nearest even) `1/sqrt(x)` for a positive finite non-zero `x`:
/// a double-precision estimate, then the last bit settled against exact midpoints.
pub(super) fn rsq_core(f: Fmt, x: u64) -> u64 {
    let mut y = if f == SP {
        ((1.0 / (f32::from_bits(x as u32) as f64).sqrt()) as f32).to_bits() as u64
    } else {
        (1.0 / f64::from_bits(x).sqrt()).to_bits()
    };
    // 1/sqrt(x) is far from both ends of the format, so y +- 1 stays finite and normal.
    for _ in 0..8 {
        if rsq_above(f, x, midpoint(f, y, y + 1)) {
            y += 1;
        } else if !rsq_above(f, x, midpoint(f, y - 1, y)) {
            y -= 1;
        } else {
            break;
        }
    }
    y
}

/// `V_RSQ_F32 D, S0`: `1 / sqrt(S0)`, correctly rounded (nearest even; checked against
/// exact midpoints). Denormal inputs are flushed whatever the MODE (`mode` is ignored).
/// Special values per the ISA examples: rsq(-inf) = `0xFFC00000`, rsq(-0) = -inf,
/// rsq(+0) = +inf, rsq(4.0) = 0.5, rsq(+inf) = +0; any other negative input ->
/// `0xFFC00000`; NaN quieted. Source: CDNA4 ISA `V_RSQ_F32` ("1ULP accuracy, denormals
/// are flushed", functional examples); RDNA4 MODE-table note (RSQ_F32 flushes).
pub fn rsq_f32(s0: u32, mode: u32) -> u32 {
    let _ = mode;
    rsq(SP, SP.ftz(s0 as u64)) as u32
}

/// `V_RSQ_F64 D, S0`: `1 / sqrt(S0)` correctly rounded; f64 denormal inputs follow MODE
/// (results are never denormal); special values as [`rsq_f32`] with NaN
/// `0xFFF8000000000000`. Source: CDNA4 ISA `V_RSQ_F64` ("supports denormals"; hardware
/// is a 2^29-ulp approximation).
pub fn rsq_f64(s0: u64, mode: u32) -> u64 {
    rsq(DP, DP.ftz_if(s0, flush_in_f64(mode)))
}

pub(super) fn rsq(f: Fmt, x: u64) -> u64 {
    if f.is_nan(x) {
        return x | f.quiet();
    }
    if f.is_zero(x) {
        return (x & f.sign()) | f.inf();
    }
    if f.neg(x) {
        return f.default_nan();
    }
    if f.is_inf(x) {
        return 0;
    }
    rsq_core(f, x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::test_util::*;

    // ------------------------------------------------------------------ class, rcp, sqrt, rsq

    #[test]
    fn cmp_class_each_class() {
        let v32: [(u32, u32); 11] = [
            (0x7F80_0001, 0),
            (0xFF80_0001, 0),
            (0x7FC0_0000, 1),
            (0xFF80_0000, 2),
            (f(-1.0), 3),
            (0x8000_0001, 4),
            (0x8000_0000, 5),
            (0, 6),
            (1, 7),
            (f(1.0), 8),
            (0x7F80_0000, 9),
        ];
        for (x, k) in v32 {
            for j in 0..10 {
                assert_eq!(cmp_class_f32(x, 1 << j), j == k, "{x:#x} bit {j}");
            }
            assert!(cmp_class_f32(x, 0x3FF));
            assert!(!cmp_class_f32(x, !0x3FF));
        }
        let v64: [(u64, u32); 10] = [
            (0x7FF0_0000_0000_0001, 0),
            (0x7FF8_0000_0000_0000, 1),
            (0xFFF0_0000_0000_0000, 2),
            (d(-2.5), 3),
            (0x8000_0000_0000_0001, 4),
            (1 << 63, 5),
            (0, 6),
            (0x000F_FFFF_FFFF_FFFF, 7),
            (0x0010_0000_0000_0000, 8),
            (0x7FF0_0000_0000_0000, 9),
        ];
        for (x, k) in v64 {
            for j in 0..10 {
                assert_eq!(cmp_class_f64(x, 1 << j), j == k, "{x:#x} bit {j}");
            }
        }
        // the mask clang's sqrt sequence uses: +-0 or +inf
        assert!(cmp_class_f32(0x8000_0000, 0x260) && cmp_class_f32(0x7F80_0000, 0x260));
        assert!(!cmp_class_f32(0xFF80_0000, 0x260) && !cmp_class_f32(1, 0x260));
    }

    #[test]
    fn rcp_sqrt_rsq_isa_examples_and_flushing() {
        for mode in [MODE_DEFAULT, 0x00] {
            // CDNA4 ISA functional examples
            assert_eq!(rcp_f32(0xFF80_0000, mode), 0x8000_0000);
            assert_eq!(rcp_f32(0xC000_0000, mode), 0xBF00_0000);
            assert_eq!(rcp_f32(0x8000_0000, mode), 0xFF80_0000);
            assert_eq!(rcp_f32(0x0000_0000, mode), 0x7F80_0000);
            assert_eq!(rcp_f32(0x7F80_0000, mode), 0x0000_0000);
            assert_eq!(rsq_f32(0xFF80_0000, mode), 0xFFC0_0000);
            assert_eq!(rsq_f32(0x8000_0000, mode), 0xFF80_0000);
            assert_eq!(rsq_f32(0x0000_0000, mode), 0x7F80_0000);
            assert_eq!(rsq_f32(0x4080_0000, mode), 0x3F00_0000);
            assert_eq!(rsq_f32(0x7F80_0000, mode), 0x0000_0000);
            assert_eq!(sqrt_f32(0xFF80_0000, mode), 0xFFC0_0000);
            assert_eq!(sqrt_f32(0x8000_0000, mode), 0x8000_0000);
            assert_eq!(sqrt_f32(0x0000_0000, mode), 0x0000_0000);
            assert_eq!(sqrt_f32(0x4080_0000, mode), 0x4000_0000);
            assert_eq!(sqrt_f32(0x7F80_0000, mode), 0x7F80_0000);
            // denormals flushed whatever the MODE
            assert_eq!(rcp_f32(1, mode), 0x7F80_0000);
            assert_eq!(rcp_f32(0x807F_FFFF, mode), 0xFF80_0000);
            assert_eq!(rcp_f32(f(2f32.powi(127)), mode), 0); // 2^-127 flushed
            assert_eq!(rcp_f32(f(-(2f32.powi(126))), mode), 0x8080_0000);
            assert_eq!(sqrt_f32(1, mode), 0);
            assert_eq!(sqrt_f32(0x8000_0001, mode), 0x8000_0000);
            assert_eq!(rsq_f32(1, mode), 0x7F80_0000);
            assert_eq!(rsq_f32(f(-4.0), mode), 0xFFC0_0000);
            assert_eq!(rcp_f32(0x7F80_0001, mode), 0x7FC0_0001);
            assert_eq!(sqrt_f32(0xFF80_0001, mode), 0xFFC0_0001);
            assert_eq!(rsq_f32(0x7F80_0001, mode), 0x7FC0_0001);
        }
        assert_eq!(rsq_f32(f(2.0), MODE_DEFAULT), 0x3F35_04F3);
        assert_eq!(rcp_f32(f(3.0), MODE_DEFAULT), 0x3EAA_AAAB);
        // f64 follows MODE
        let p = |e: i32| d(2f64.powi(e));
        assert_eq!(rcp_f64(p(-1023), MODE_DEFAULT), p(1023));
        assert_eq!(rcp_f64(p(-1023), 0x30), 0x7FF0_0000_0000_0000); // f64 inputs flushed
        assert_eq!(rcp_f64(p(1023), MODE_DEFAULT), p(-1023));
        assert_eq!(rcp_f64(p(1023), 0x70), 0); // f64 outputs flushed
        assert_eq!(rcp_f64(1, MODE_DEFAULT), 0x7FF0_0000_0000_0000); // overflows
        assert_eq!(rcp_f64(d(-0.0), MODE_DEFAULT), 0xFFF0_0000_0000_0000);
        assert_eq!(rcp_f64(d(3.0), MODE_DEFAULT), d(1.0 / 3.0));
        assert_eq!(sqrt_f64(1, MODE_DEFAULT), p(-537));
        assert_eq!(sqrt_f64(1, 0x30), 0);
        assert_eq!(sqrt_f64(d(-1.0), MODE_DEFAULT), 0xFFF8_0000_0000_0000);
        assert_eq!(rsq_f64(d(4.0), MODE_DEFAULT), d(0.5));
        assert_eq!(rsq_f64(d(0.25), MODE_DEFAULT), d(2.0));
        assert_eq!(rsq_f64(1, MODE_DEFAULT), p(537));
        assert_eq!(rsq_f64(1, 0x30), 0x7FF0_0000_0000_0000);
        assert_eq!(rsq_f64(p(1022), MODE_DEFAULT), p(-511));
        assert_eq!(rsq_f64(d(2.0), MODE_DEFAULT), 0x3FE6_A09E_667F_3BCD);
        assert_eq!(rsq_f64(d(-2.0), MODE_DEFAULT), 0xFFF8_0000_0000_0000);
        assert_eq!(rsq_f64(1 << 63, MODE_DEFAULT), 0xFFF0_0000_0000_0000);
        for k in -63..=63 {
            assert_eq!(rsq_f32(f(2f32.powi(2 * k)), MODE_DEFAULT), f(2f32.powi(-k)));
        }
    }

    /// Checks that `y` is `1/sqrt(x)` correctly rounded, with exact binary128 products
    /// (m^2 is exact; m^2 * x is bracketed by rounding down and up). Returns false when
    /// undecidable that way.
    fn rsq_is_correct<F: Float + FloatConvert<Quad>>(x: F, y: F) -> bool {
        let q = |v: F| -> Quad { v.convert(&mut false).value };
        let two = Quad::from_u128(2).value;
        let mid = |a: F, b: F| {
            (q(a) + q(b))
                .value
                .div_r(two, Round::NearestTiesToEven.into())
                .value
        };
        let one = Quad::from_u128(1).value;
        let side = |m: Quad| {
            let m2 = m.mul_r(m, Round::NearestTiesToEven.into()).value; // exact
            let lo = m2.mul_r(q(x), Round::TowardNegative.into()).value;
            let hi = m2.mul_r(q(x), Round::TowardPositive.into()).value;
            // m^2 x < 1  <=>  1/sqrt(x) > m
            if hi < one {
                Some(true)
            } else if lo > one {
                Some(false)
            } else {
                None
            }
        };
        let down = y.next_down().value;
        let up = y.next_up().value;
        side(mid(down, y)) == Some(true) && side(mid(y, up)) == Some(false)
    }

    #[test]
    fn rcp_sqrt_rsq_are_correctly_rounded() {
        let mut g = Rng(11);
        for _ in 0..100_000 {
            let x = g.f32_bits() & 0x7FFF_FFFF;
            if !(0x0080_0000..0x7F80_0000).contains(&x) {
                continue;
            }
            let want = (1.0 / f32::from_bits(x)).to_bits();
            assert_eq!(
                rcp_f32(x, MODE_DEFAULT),
                SP.ftz(want as u64) as u32,
                "rcp {x:#x}"
            );
            assert_eq!(
                sqrt_f32(x, MODE_DEFAULT),
                f32::from_bits(x).sqrt().to_bits()
            );
            let y = rsq_f32(x, MODE_DEFAULT);
            assert!(
                rsq_is_correct(Single::from_bits(x as u128), Single::from_bits(y as u128)),
                "rsq {x:#x} -> {y:#x}"
            );
        }
        for _ in 0..50_000 {
            let x = g.f64_bits() & 0x7FFF_FFFF_FFFF_FFFF;
            if x == 0 || x >= 0x7FF0_0000_0000_0000 {
                continue;
            }
            assert_eq!(
                rcp_f64(x, MODE_DEFAULT),
                (1.0 / f64::from_bits(x)).to_bits(),
                "rcp {x:#x}"
            );
            assert_eq!(
                sqrt_f64(x, MODE_DEFAULT),
                f64::from_bits(x).sqrt().to_bits()
            );
            let y = rsq_f64(x, MODE_DEFAULT);
            let yh = 1.0 / f64::from_bits(x).sqrt();
            assert!((y as i64 - yh.to_bits() as i64).abs() <= 2);
            // decidable for all but a vanishing fraction of inputs
            let ok = rsq_is_correct(Double::from_bits(x as u128), Double::from_bits(y as u128));
            let undecided =
                !ok && !rsq_is_correct(
                    Double::from_bits(x as u128),
                    Double::from_bits(y as u128 + 1),
                ) && !rsq_is_correct(
                    Double::from_bits(x as u128),
                    Double::from_bits(y as u128 - 1),
                );
            assert!(ok || undecided, "rsq_f64 {x:#x} -> {y:#x}");
        }
    }
}
