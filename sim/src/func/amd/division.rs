//! The IEEE division macro (`V_DIV_SCALE`, `V_DIV_FMAS`, `V_DIV_FIXUP`) and `V_FMA_F32/F64`.

use super::*;

// ============================================================================
// IEEE division macro
// ============================================================================

pub(super) fn div_scale(
    f: Fmt,
    v: u64,
    d: u64,
    n: u64,
    rnd: Round,
    fin: bool,
    fout: bool,
) -> (u64, bool) {
    let (threshold, scale, tiny_num) = if f == SP {
        (96, 64, 24)
    } else {
        (768, 128, 53)
    };
    let v = f.ftz_if(v, fin);
    let d = f.ftz_if(d, fin);
    let n = f.ftz_if(n, fin);
    let dm = d & f.mag();
    let nm = n & f.mag();
    let de = f.field(dm);
    let ne = f.field(nm);
    let delta = ne - de;
    let is_den = v == d;
    let mut adj = 0;
    let mut post = false;
    if delta >= threshold {
        // N/D near the largest number: scale the denominator up, post-scale the quotient.
        adj = if is_den { scale } else { 0 };
        post = true;
    } else if de == 0 {
        // Denormal denominator: scale both up.
        adj = scale;
    } else if de >= 2 * f.bias() - 1 {
        // Huge denominator (1/D would be denormal): scale both down, unless N/D is tiny.
        post = delta <= -threshold;
        adj = if post && !is_den { 0 } else { -scale };
    } else if delta <= -threshold {
        // N/D denormal: scale the numerator up, post-scale the quotient down.
        adj = if is_den { 0 } else { scale };
        post = true;
    } else if ne <= tiny_num {
        // Tiny numerator: scale both up.
        adj = scale;
    }
    if dm == 0 || nm == 0 {
        return (f.default_nan(), post);
    }
    if v & f.mag() >= f.inf() {
        return (if f.is_nan(v) { v | f.quiet() } else { v }, post);
    }
    let (sig, exp) = f.unpack(v);
    (
        round_pack(
            f,
            f.neg(v),
            sig as u128,
            exp + adj,
            rnd,
            fout,
            Tiny::Subnormal,
        ),
        post,
    )
}

/// `V_DIV_SCALE_F32 D, VCC, S0, S1, S2` (S1 = denominator, S2 = numerator, S0 = the one
/// of them to scale) under [`MODE_DEFAULT`]; returns `(D, VCC bit)`. See
/// [`div_scale_f32_mode`] for the rules.
#[cfg(test)]
pub fn div_scale_f32(s0: u32, s1: u32, s2: u32) -> (u32, bool) {
    div_scale_f32_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_SCALE_F32` with an explicit MODE. With `e(x)` the biased exponent field
/// (0 for denormals), `delta = e(S2) - e(S1)`, and `isden = (S0 == S1)`:
/// * `delta >= 96`: VCC = 1; D = S0 * 2^64 if `isden`, else S0.
/// * `e(S1) == 0` (denormal denominator): D = S0 * 2^64.
/// * `e(S1) >= 253`: VCC = (delta <= -96); D = S0 if VCC and not `isden`, else S0 * 2^-64.
/// * `delta <= -96`: VCC = 1; D = S0 * 2^64 unless `isden` (then S0).
/// * `e(S2) <= 24` (tiny numerator): D = S0 * 2^64.
/// * otherwise D = S0, VCC = 0.
///
/// Then, whatever VCC is: a zero S1 or S2 gives D = `0xFFC00000`; an infinite or NaN S0
/// gives S0 (quieted). Inputs are flushed first when MODE flushes f32 inputs; the scaled
/// value is rounded once with the MODE rounding and output-denormal setting.
///
/// Source: rocjitsu `division.h` `div_scale` ("The finite-input rules and source-2 FMAS
/// selector were checked on physical gfx1100/gfx1201. The public pseudocode's DENORM
/// predicates and fixed FMAS factors do not reproduce these instructions or LLVM
/// division macros."); the CDNA3/4 pseudo-code has the same structure (thresholds 96, 64,
/// the `S0 == S1` / `S0 == S2` choices) but tests `1.0/S1 == DENORM` where rocjitsu tests
/// exponent fields. Verified here by running clang-22's gfx1100 division sequence.
pub fn div_scale_f32_mode(s0: u32, s1: u32, s2: u32, mode: u32) -> (u32, bool) {
    let (d, vcc) = div_scale(
        SP,
        s0 as u64,
        s1 as u64,
        s2 as u64,
        mode_round_f32(mode),
        flush_in_f32(mode),
        flush_out_f32(mode),
    );
    (d as u32, vcc)
}

/// `V_DIV_SCALE_F64 D, VCC, S0, S1, S2` under [`MODE_DEFAULT`]. See [`div_scale_f64_mode`].
#[cfg(test)]
pub fn div_scale_f64(s0: u64, s1: u64, s2: u64) -> (u64, bool) {
    div_scale_f64_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_SCALE_F64` with an explicit MODE: the rules of [`div_scale_f32_mode`] with the
/// f64 constants: threshold 768, scale 2^128, huge denominator `e(S1) >= 2045`, tiny
/// numerator `e(S2) <= 53`; zero inputs give `0xFFF8000000000000`; MODE f64 fields.
/// Source: rocjitsu `division.h` (hardware-checked); CDNA4 ISA `V_DIV_SCALE_F64`
/// pseudo-code (768, 128, 53).
pub fn div_scale_f64_mode(s0: u64, s1: u64, s2: u64, mode: u32) -> (u64, bool) {
    div_scale(
        DP,
        s0,
        s1,
        s2,
        mode_round_f64(mode),
        flush_in_f64(mode),
        flush_out_f64(mode),
    )
}

pub(super) fn div_fmas(f: Fmt, a: u64, b: u64, c: u64, vcc: bool, rnd: Round, fout: bool) -> u64 {
    if let Some(r) = fma_special(f, a, b, c) {
        return r;
    }
    let scale = if f == SP { 64 } else { 128 };
    let adj = if !vcc {
        0
    } else if f.field(c) > f.bias() {
        scale
    } else {
        -scale
    };
    fma_finite(f, a, b, c, adj, rnd, fout, Tiny::Subnormal)
}

/// `V_DIV_FMAS_F32 D, S0, S1, S2` (reads VCC): `fma(S0, S1, S2)`, and when this lane's
/// VCC bit is set the result is scaled by 2^+64 if the exponent field of S2 is above the
/// bias (|S2| >= 2) and by 2^-64 otherwise, with a single rounding of the scaled value
/// (no double rounding when the quotient is denormal). Inputs are never flushed; the
/// result is rounded with MODE.FP_ROUND f32 and flushed when MODE flushes f32 outputs.
/// NaN/infinity handling as IEEE fma (`inf*0`, `inf-inf` -> `0xFFC00000`).
///
/// Source: rocjitsu `division.h` `div_fmas` (hardware-checked selector: "source-2 FMAS
/// selector"). The CDNA3/4 pseudo-code (`if VCC then D = 2**32 * fma(...)`, 2^64 for f64)
/// uses a fixed factor that does not undo `V_DIV_SCALE`'s 2^64, and is not followed; the
/// ISA note "Input denormals are not flushed but output flushing is allowed" is.
pub fn div_fmas_f32(s0: u32, s1: u32, s2: u32, vcc: bool, mode: u32) -> u32 {
    div_fmas(
        SP,
        s0 as u64,
        s1 as u64,
        s2 as u64,
        vcc,
        mode_round_f32(mode),
        flush_out_f32(mode),
    ) as u32
}

/// `V_DIV_FMAS_F64 D, S0, S1, S2` (reads VCC): as [`div_fmas_f32`] with the f64 scale
/// 2^±128 (matching `V_DIV_SCALE_F64`) and the MODE f64 fields. Source: rocjitsu
/// `division.h`; the CDNA pseudo-code's fixed 2^64 is not followed.
pub fn div_fmas_f64(s0: u64, s1: u64, s2: u64, vcc: bool, mode: u32) -> u64 {
    div_fmas(
        DP,
        s0,
        s1,
        s2,
        vcc,
        mode_round_f64(mode),
        flush_out_f64(mode),
    )
}

pub(super) fn div_fixup(f: Fmt, p: u64, d: u64, n: u64, rnd: Round, fin: bool, fout: bool) -> u64 {
    let d = f.ftz_if(d, fin);
    let n = f.ftz_if(n, fin);
    if let Some(r) = fixup_special(f, d, n) {
        return r;
    }
    let neg = f.neg(d) != f.neg(n);
    let sign = f.sign_of(neg);
    let frac = f.frac as i32;
    if f.field(n) - f.field(d) < -(f.bias() + frac) {
        // |N/D| < 2^-(bias+frac): below half the smallest denormal. Round a value that
        // small in the MODE direction (0, or the smallest denormal when rounding away).
        return round_pack(
            f,
            neg,
            1,
            -2 * f.bias() - 2 * frac,
            rnd,
            fout,
            Tiny::Subnormal,
        );
    }
    if p & f.mag() >= f.inf() {
        return overflow(f, neg, rnd);
    }
    sign | (p & f.mag())
}

/// The cases every DIV_FIXUP settles from the denominator `d` and numerator `n` alone,
/// in the ISA's order: a NaN operand (numerator first) quieted; 0/0 and inf/inf the
/// default NaN; x/0 and inf/y a signed infinity; 0/y and x/inf a signed zero.
fn fixup_special(f: Fmt, d: u64, n: u64) -> Option<u64> {
    let dm = d & f.mag();
    let nm = n & f.mag();
    let sign = f.sign_of(f.neg(d) != f.neg(n));
    if f.is_nan(n) {
        return Some(n | f.quiet());
    }
    if f.is_nan(d) {
        return Some(d | f.quiet());
    }
    if (dm == 0 && nm == 0) || (dm == f.inf() && nm == f.inf()) {
        return Some(f.default_nan());
    }
    if dm == 0 || nm == f.inf() {
        return Some(sign | f.inf());
    }
    if nm == 0 || dm == f.inf() {
        return Some(sign);
    }
    None
}

/// `V_DIV_FIXUP_F16 D, S0, S1, S2` (S0 = quotient, S1 = denominator, S2 = numerator,
/// f16 halves) with the wave's MODE. All three sources are flushed when MODE flushes
/// f16/f64 inputs. Then, with `sign = sign(S1) ^ sign(S2)`: the special cases of the
/// f32 form ([`div_fixup_f32_mode`]; 0/0 and inf/inf give `0xFE00`); an infinite or
/// NaN quotient gives the MODE overflow result (±inf, or ±65504 when rounding toward
/// zero or away from the sign); otherwise `sign | |S0|`. Unlike f32/f64 there is no
/// extreme-exponent underflow test: an f16 quotient of f16 operands cannot need one.
///
/// Source: rocjitsu `division.h` `div_fixup_f16` (the f16 case "in the exact promoted
/// F32 domain": sources widened as `V_CVT_F32_F16` widens them, no underflow
/// shortcut); RDNA3 ISA `V_DIV_FIXUP_F16` pseudo-code for the order and `0xFE00`.
pub fn div_fixup_f16_mode(s0: u16, s1: u16, s2: u16, mode: u32) -> u16 {
    let fin = flush_in_f64(mode);
    let [p, d, n] = [s0, s1, s2].map(|x| HP.ftz_if(x as u64, fin));
    if let Some(r) = fixup_special(HP, d, n) {
        return r as u16;
    }
    let neg = HP.neg(d) != HP.neg(n);
    if p & HP.mag() >= HP.inf() {
        return overflow(HP, neg, mode_round_f64(mode)) as u16;
    }
    (HP.sign_of(neg) | (p & HP.mag())) as u16
}

/// `V_DIV_FIXUP_F32 D, S0, S1, S2` (S0 = quotient, S1 = denominator, S2 = numerator)
/// under [`MODE_DEFAULT`]. See [`div_fixup_f32_mode`].
#[cfg(test)]
pub fn div_fixup_f32(s0: u32, s1: u32, s2: u32) -> u32 {
    div_fixup_f32_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_FIXUP_F32` with an explicit MODE. S1 and S2 are flushed when MODE flushes f32
/// inputs (S0 never is). With `sign = sign(S1) ^ sign(S2)`, in order:
/// NaN S2 -> S2 quieted; NaN S1 -> S1 quieted; 0/0 or inf/inf -> `0xFFC00000`;
/// x/0 or inf/x -> ±inf; 0/x or x/inf -> ±0; `e(S2) - e(S1) < -150` -> the MODE rounding of
/// a value below half the smallest denormal (±0 under nearest even); an infinite or NaN
/// quotient -> the MODE overflow result (±inf, or ±largest when rounding toward zero /
/// away from the sign); otherwise `sign | |S0|`.
///
/// Source: CDNA3/4 ISA `V_DIV_FIXUP_F32` pseudo-code (same order and constants), and
/// rocjitsu `division.h` `div_fixup` for two details: the overflow test looks at the
/// quotient (the pseudo-code's `exponent(S1) == 255` can never hold there), and
/// UNDERFLOW / OVERFLOW follow the rounding mode.
pub fn div_fixup_f32_mode(s0: u32, s1: u32, s2: u32, mode: u32) -> u32 {
    div_fixup(
        SP,
        s0 as u64,
        s1 as u64,
        s2 as u64,
        mode_round_f32(mode),
        flush_in_f32(mode),
        flush_out_f32(mode),
    ) as u32
}

/// `V_DIV_FIXUP_F64 D, S0, S1, S2` under [`MODE_DEFAULT`]. See [`div_fixup_f64_mode`].
#[cfg(test)]
pub fn div_fixup_f64(s0: u64, s1: u64, s2: u64) -> u64 {
    div_fixup_f64_mode(s0, s1, s2, MODE_DEFAULT)
}

/// `V_DIV_FIXUP_F64` with an explicit MODE: the rules of [`div_fixup_f32_mode`] with the
/// f64 underflow threshold `e(S2) - e(S1) < -1075`, NaN `0xFFF8000000000000` and the MODE
/// f64 fields. Source: CDNA4 ISA `V_DIV_FIXUP_F64` pseudo-code; rocjitsu `division.h`.
pub fn div_fixup_f64_mode(s0: u64, s1: u64, s2: u64, mode: u32) -> u64 {
    div_fixup(
        DP,
        s0,
        s1,
        s2,
        mode_round_f64(mode),
        flush_in_f64(mode),
        flush_out_f64(mode),
    )
}

/// `V_FMA_F32 D, S0, S1, S2`: `S0 * S1 + S2` rounded once with MODE.FP_ROUND f32; f32
/// input denormals flushed / results flushed as MODE says (tininess after rounding).
/// NaN rules as [`div_fmas_f32`]. Source: ISA `V_FMA_F32` ("0.5ULP accuracy, denormals
/// are supported"); rounding and flushing stages per rocjitsu `rounding.h`.
pub fn fma_f32(s0: u32, s1: u32, s2: u32, mode: u32) -> u32 {
    let fin = flush_in_f32(mode);
    let (a, b, c) = (
        SP.ftz_if(s0 as u64, fin),
        SP.ftz_if(s1 as u64, fin),
        SP.ftz_if(s2 as u64, fin),
    );
    if let Some(r) = fma_special(SP, a, b, c) {
        return r as u32;
    }
    fma_finite(
        SP,
        a,
        b,
        c,
        0,
        mode_round_f32(mode),
        flush_out_f32(mode),
        Tiny::AfterRounding,
    ) as u32
}

/// `V_FMA_F64 D, S0, S1, S2`: as [`fma_f32`] with the MODE f64 fields. Source: ISA
/// `V_FMA_F64`; rocjitsu `rounding.h`.
pub fn fma_f64(s0: u64, s1: u64, s2: u64, mode: u32) -> u64 {
    let fin = flush_in_f64(mode);
    let (a, b, c) = (DP.ftz_if(s0, fin), DP.ftz_if(s1, fin), DP.ftz_if(s2, fin));
    if let Some(r) = fma_special(DP, a, b, c) {
        return r;
    }
    fma_finite(
        DP,
        a,
        b,
        c,
        0,
        mode_round_f64(mode),
        flush_out_f64(mode),
        Tiny::AfterRounding,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::amd::test_util::*;

    // ------------------------------------------------------------------ division macro

    /// IEEE division of the (MODE-flushed) inputs, result flushed as MODE says.
    fn ieee_div32(a: u32, b: u32, mode: u32) -> u32 {
        let (a, b) = if flush_in_f32(mode) {
            (SP.ftz(a as u64) as u32, SP.ftz(b as u64) as u32)
        } else {
            (a, b)
        };
        let q = (f32::from_bits(a) / f32::from_bits(b)).to_bits();
        if flush_out_f32(mode) {
            SP.ftz(q as u64) as u32
        } else {
            q
        }
    }

    /// Runs the f32 sequence. With the correctly rounded reciprocal (`k == 0`) the result
    /// must be the IEEE quotient bit for bit. With a reciprocal moved by `k` ulps it must
    /// still be within one ulp, and the return value says whether it was exact: for a
    /// quotient within about 2^-48 (relative) of a rounding midpoint, such as
    /// `x / (1 - 2^-24)`, the last bit depends on the exact reciprocal, i.e. on the
    /// hardware's V_RCP_F32 table, which this module does not reproduce.
    fn check_div32(a: u32, b: u32, mode: u32, k: i32) -> bool {
        let got = seq_div_f32(a, b, mode, k);
        let want = ieee_div32(a, b, mode);
        if is_nan32(want) {
            assert!(
                is_nan32(got),
                "{a:#010x} / {b:#010x} mode {mode:#x}: {got:#010x}, want NaN"
            );
            return true;
        }
        if k != 0 && got != want && (got ^ want) >> 31 == 0 && got.abs_diff(want) == 1 {
            return false;
        }
        assert_eq!(got, want, "{a:#010x} / {b:#010x} mode {mode:#x} rcp{k:+}");
        true
    }

    /// The f64 counterpart of [`check_div32`] (`k` ulps on `V_RCP_F64`, a 2^29-ulp
    /// estimate in hardware that two Newton steps refine).
    fn check_div64(a: u64, b: u64, k: i64) -> bool {
        let got = seq_div_f64(a, b, MODE_DEFAULT, k);
        let want = (f64::from_bits(a) / f64::from_bits(b)).to_bits();
        if is_nan64(want) {
            assert!(
                is_nan64(got),
                "{a:#018x} / {b:#018x}: {got:#018x}, want NaN"
            );
            return true;
        }
        if k != 0 && got != want && (got ^ want) >> 63 == 0 && got.abs_diff(want) == 1 {
            return false;
        }
        assert_eq!(got, want, "{a:#018x} / {b:#018x} rcp{k:+}");
        true
    }

    const F32_SPECIALS: [u32; 34] = [
        0x0000_0000,
        0x8000_0000,
        0x7F80_0000,
        0xFF80_0000,
        0x7FC0_0000,
        0x7F80_0001,
        0xFFC0_0001,
        0x0000_0001,
        0x8000_0001,
        0x0000_0003,
        0x007F_FFFF,
        0x0040_0000,
        0x0080_0000,
        0x0080_0001,
        0x00C0_0000,
        0x7F7F_FFFF,
        0xFF7F_FFFF,
        0x7F00_0000,
        0x3F80_0000,
        0xBF80_0000,
        0x4040_0000,
        0x3DCC_CCCD,
        0x3F7F_FFFF,
        0x3F80_0001,
        0x1F80_0000,
        0x5F80_0000,
        0x0D80_0000,
        0x7180_0000,
        0x3380_0000,
        0x4B80_0000,
        0x0600_0000,
        0x7E80_0000,
        0x7E80_0001,
        0x2F80_0000,
    ];
    const F64_SPECIALS: [u64; 24] = [
        0,
        1 << 63,
        0x7FF0_0000_0000_0000,
        0xFFF0_0000_0000_0000,
        0x7FF8_0000_0000_0000,
        0x7FF0_0000_0000_0001,
        1,
        0x8000_0000_0000_0001,
        3,
        0x000F_FFFF_FFFF_FFFF,
        0x0010_0000_0000_0000,
        0x0018_0000_0000_0000,
        0x7FEF_FFFF_FFFF_FFFF,
        0xFFEF_FFFF_FFFF_FFFF,
        0x7FD0_0000_0000_0000,
        0x3FF0_0000_0000_0000,
        0xBFF0_0000_0000_0000,
        0x4008_0000_0000_0000,
        0x3FB9_9999_9999_999A,
        0x3FEF_FFFF_FFFF_FFFF,
        0x2FF0_0000_0000_0000,
        0x4FF0_0000_0000_0000,
        0x0100_0000_0000_0000,
        0x7E00_0000_0000_0000,
    ];

    #[test]
    fn div_scale_rules() {
        let p = |e: i32| f(2f32.powi(e));
        // ordinary operands: unchanged, VCC = 0
        assert_eq!(div_scale_f32(f(3.0), f(3.0), f(1.0)), (f(3.0), false));
        assert_eq!(div_scale_f32(f(1.0), f(3.0), f(1.0)), (f(1.0), false));
        // N/D near the maximum (delta >= 96): scale D up, post-scale
        let b = 0x0000_0001u32 << 19; // 2^-130, denormal
        assert_eq!(div_scale_f32(b, b, f(1.0)), (p(-66), true));
        assert_eq!(div_scale_f32(f(1.0), b, f(1.0)), (f(1.0), true));
        // denormal D, denormal N: both scaled by 2^64
        let a = 0x0000_0001u32 << 9; // 2^-140
        assert_eq!(div_scale_f32(b, b, a), (p(-66), false));
        assert_eq!(div_scale_f32(a, b, a), (p(-76), false));
        // huge D with tiny N/D: D scaled down, N unchanged, post-scale
        assert_eq!(div_scale_f32(p(127), p(127), f(1.0)), (p(63), true));
        assert_eq!(div_scale_f32(f(1.0), p(127), f(1.0)), (f(1.0), true));
        // huge D, moderate N/D: both scaled down
        assert_eq!(div_scale_f32(p(127), p(127), p(40)), (p(63), false));
        assert_eq!(div_scale_f32(p(40), p(127), p(40)), (p(-24), false));
        // N/D denormal (delta <= -96): N scaled up, post-scale
        assert_eq!(div_scale_f32(p(10), p(10), p(-100)), (p(10), true));
        assert_eq!(div_scale_f32(p(-100), p(10), p(-100)), (p(-36), true));
        // tiny N (exponent field <= 24): both scaled up
        assert_eq!(div_scale_f32(p(-110), p(-20), p(-110)), (p(-46), false));
        assert_eq!(div_scale_f32(p(-20), p(-20), p(-110)), (p(44), false));
        // zeros give the negative quiet NaN; infinities and NaNs pass (quieted)
        assert_eq!(div_scale_f32(0, 0, f(1.0)).0, 0xFFC0_0000);
        assert_eq!(div_scale_f32(f(1.0), f(2.0), 0x8000_0000).0, 0xFFC0_0000);
        assert_eq!(
            div_scale_f32(0x7F80_0000, 0x7F80_0000, f(1.0)).0,
            0x7F80_0000
        );
        assert_eq!(
            div_scale_f32(0x7F80_0001, 0x7F80_0001, f(1.0)).0,
            0x7FC0_0001
        );
        // MODE: flushed inputs make a denormal D zero
        assert_eq!(div_scale_f32_mode(b, b, f(1.0), 0x00).0, 0xFFC0_0000);
        assert_eq!(
            div_scale_f32_mode(b, b, f(1.0), 0xC0),
            div_scale_f32_mode(0, 0, f(1.0), 0xF0)
        );
        // the exact boundaries: delta 96 / 95 and -96 / -95, e(N) 24 / 25, e(D) 253 / 252
        assert_eq!(div_scale_f32(f(1.0), f(1.0), p(96)), (p(64), true));
        assert_eq!(div_scale_f32(f(1.0), f(1.0), p(95)), (f(1.0), false));
        assert_eq!(div_scale_f32(p(-96), f(1.0), p(-96)), (p(-32), true));
        assert_eq!(div_scale_f32(p(-95), f(1.0), p(-95)), (p(-95), false));
        assert_eq!(div_scale_f32(p(-103), p(-40), p(-103)), (p(-39), false));
        assert_eq!(div_scale_f32(p(-40), p(-40), p(-103)), (p(24), false));
        assert_eq!(div_scale_f32(p(-102), p(-40), p(-102)), (p(-102), false));
        assert_eq!(div_scale_f32(p(126), p(126), p(60)), (p(62), false));
        assert_eq!(div_scale_f32(p(125), p(125), p(60)), (p(125), false));
        // f64: threshold 768, scale 2^128
        let q = |e: i32| d(2f64.powi(e));
        let bd = 1u64 << 24; // 2^-1050, denormal
        assert_eq!(div_scale_f64(bd, bd, d(1.0)), (q(-922), true));
        assert_eq!(div_scale_f64(q(1023), q(1023), d(1.0)), (q(895), true));
        assert_eq!(div_scale_f64(q(1023), q(1023), q(300)), (q(895), false));
        assert_eq!(div_scale_f64(q(300), q(1023), q(300)), (q(172), false));
        assert_eq!(div_scale_f64(q(-1000), q(-300), q(-1000)), (q(-872), false));
        assert_eq!(div_scale_f64(q(-1000), q(-20), q(-1000)), (q(-872), true));
        assert_eq!(div_scale_f64(q(-800), q(10), q(-800)), (q(-672), true));
        assert_eq!(div_scale_f64(1 << 63, 0, d(1.0)).0, 0xFFF8_0000_0000_0000);
        // f64 boundaries: delta 768 / 767, e(N) 53 / 54, e(D) 2045 / 2044
        assert_eq!(div_scale_f64(d(1.0), d(1.0), q(768)), (q(128), true));
        assert_eq!(div_scale_f64(d(1.0), d(1.0), q(767)), (d(1.0), false));
        assert_eq!(div_scale_f64(q(-768), d(1.0), q(-768)), (q(-640), true));
        assert_eq!(div_scale_f64(q(-767), d(1.0), q(-767)), (q(-767), false));
        assert_eq!(div_scale_f64(q(-970), q(-500), q(-970)), (q(-842), false));
        assert_eq!(div_scale_f64(q(-969), q(-500), q(-969)), (q(-969), false));
        assert_eq!(div_scale_f64(q(1022), q(1022), q(500)), (q(894), false));
        assert_eq!(div_scale_f64(q(1021), q(1021), q(500)), (q(1021), false));
    }

    #[test]
    fn div_fmas_scaling() {
        assert_eq!(
            div_fmas_f32(f(2.0), f(3.0), f(1.0), false, MODE_DEFAULT),
            f(7.0)
        );
        // VCC: 2^+64 when S2's exponent field is above the bias (|S2| >= 2), else 2^-64
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(4.0), true, MODE_DEFAULT),
            f(5.0 * 2f32.powi(64))
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(2.0), true, MODE_DEFAULT),
            f(3.0 * 2f32.powi(64))
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(1.0), true, MODE_DEFAULT),
            f(2f32.powi(-63))
        );
        assert_eq!(
            div_fmas_f32(f(0.5), f(1.0), f(1.5), true, MODE_DEFAULT),
            f(2f32.powi(-63))
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), f(-4.0), true, MODE_DEFAULT),
            f(-3.0 * 2f32.powi(64))
        );
        // one rounding of the scaled value: exact (1 + 2^-16 + 2^-40) * 2^-134 rounds up at
        // denormal precision, while rounding to 24 bits first would leave a tie (-> even).
        let c = f((1.0 + 2f32.powi(-16)) * 2f32.powi(-70));
        let a = f(2f32.powi(-55));
        assert_eq!(div_fmas_f32(a, a, c, true, MODE_DEFAULT), 0x0000_8001);
        assert_eq!(div_fmas_f32(0, a, c, true, MODE_DEFAULT), 0x0000_8000);
        assert_eq!(div_fmas_f32(0, a, c, true, rmode(1)), 0x0000_8001);
        // output flushing follows MODE, with DIV's tininess rule (subnormal precision):
        // (1 - 2^-24) * 2^-126 rounds to the smallest normal and is kept
        let x = 0x207F_FFFF; // (1 - 2^-24) * 2^-62
        assert_eq!(div_fmas_f32(x, f(1.0), 0, true, MODE_DEFAULT), 0x0080_0000);
        assert_eq!(div_fmas_f32(x, f(1.0), 0, true, 0xD0), 0x0080_0000);
        assert_eq!(
            div_fmas_f32(f(0.5), f(2f32.powi(-70)), 0, true, MODE_DEFAULT),
            0x0000_4000
        );
        assert_eq!(div_fmas_f32(f(0.5), f(2f32.powi(-70)), 0, true, 0xD0), 0);
        assert_eq!(
            div_fmas_f32(f(-0.5), f(2f32.powi(-70)), 0, true, 0x00),
            0x8000_0000
        );
        // inputs are never flushed
        assert_eq!(div_fmas_f32(1, f(1.0), 0, false, 0x00), 0); // result flushed...
        assert_eq!(
            div_fmas_f32(1, f(2f32.powi(100)), 0, false, 0x00),
            f(2f32.powi(-49))
        );
        // NaN / infinity rules
        assert_eq!(
            div_fmas_f32(0x7F80_0001, f(1.0), f(1.0), true, MODE_DEFAULT),
            0x7FC0_0001
        );
        assert_eq!(
            div_fmas_f32(f(1.0), 0xFF80_0001, f(1.0), true, MODE_DEFAULT),
            0xFFC0_0001
        );
        assert_eq!(
            div_fmas_f32(0x7F80_0000, 0, f(1.0), false, MODE_DEFAULT),
            0xFFC0_0000
        );
        assert_eq!(
            div_fmas_f32(0x7F80_0000, f(1.0), 0xFF80_0000, false, MODE_DEFAULT),
            0xFFC0_0000
        );
        assert_eq!(
            div_fmas_f32(0x7F80_0000, f(-1.0), f(1.0), true, MODE_DEFAULT),
            0xFF80_0000
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(1.0), 0xFF80_0000, true, MODE_DEFAULT),
            0xFF80_0000
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(-1.0), f(1.0), false, MODE_DEFAULT),
            0
        );
        assert_eq!(
            div_fmas_f32(f(1.0), f(-1.0), f(1.0), false, rmode(2)),
            0x8000_0000
        );
        // f64: 2^+-128
        assert_eq!(
            div_fmas_f64(d(1.0), d(1.0), d(4.0), true, MODE_DEFAULT),
            d(5.0 * 2f64.powi(128))
        );
        assert_eq!(
            div_fmas_f64(d(1.0), d(1.0), d(1.0), true, MODE_DEFAULT),
            d(2f64.powi(-127))
        );
        assert_eq!(
            div_fmas_f64(d(2.0), d(3.0), d(1.0), false, MODE_DEFAULT),
            d(7.0)
        );
    }

    #[test]
    fn div_fixup_cases() {
        let m = MODE_DEFAULT;
        // NaN numerator first, then NaN denominator, quieted
        assert_eq!(div_fixup_f32(f(1.0), 0xFF80_0001, 0x7F80_0002), 0x7FC0_0002);
        assert_eq!(div_fixup_f32(f(1.0), 0xFF80_0001, f(2.0)), 0xFFC0_0001);
        // 0/0, inf/inf
        assert_eq!(div_fixup_f32(f(1.0), 0, 0x8000_0000), 0xFFC0_0000);
        assert_eq!(div_fixup_f32(f(1.0), 0xFF80_0000, 0x7F80_0000), 0xFFC0_0000);
        // x/0, inf/x -> signed inf; 0/x, x/inf -> signed zero
        assert_eq!(div_fixup_f32(f(1.0), 0x8000_0000, f(3.0)), 0xFF80_0000);
        assert_eq!(div_fixup_f32(f(1.0), f(-2.0), 0x7F80_0000), 0xFF80_0000);
        assert_eq!(div_fixup_f32(f(1.0), f(-2.0), 0), 0x8000_0000);
        assert_eq!(div_fixup_f32(f(1.0), 0x7F80_0000, f(-3.0)), 0x8000_0000);
        // sign of the result comes from S1 ^ S2, magnitude from S0
        assert_eq!(div_fixup_f32(f(3.0), f(-1.0), f(3.0)), f(-3.0));
        assert_eq!(div_fixup_f32(f(-3.0), f(-1.0), f(-3.0)), f(3.0));
        // underflow: e(N) - e(D) < -150
        let (n, dd) = (0x0080_0000, f(2f32.powi(30))); // 2^-126 / 2^30
        assert_eq!(div_fixup_f32(f(123.0), dd, n), 0);
        assert_eq!(div_fixup_f32(f(123.0), dd | 0x8000_0000, n), 0x8000_0000);
        assert_eq!(div_fixup_f32_mode(f(123.0), dd, n, rmode(1)), 1);
        assert_eq!(div_fixup_f32_mode(f(123.0), dd, n, rmode(1) & !0x20), 0); // output flushed
        assert_eq!(
            div_fixup_f32_mode(f(123.0), dd | 0x8000_0000, n, rmode(2)),
            0x8000_0001
        );
        // e(N) - e(D) = 0 - 150 is not below -150; 0 - 151 is
        assert_eq!(div_fixup_f32(f(5.0), f(2f32.powi(23)), 0x0000_0001), f(5.0));
        assert_eq!(div_fixup_f32(f(5.0), f(2f32.powi(24)), 0x0000_0001), 0);
        // overflow: an infinite quotient is inf, or the largest finite value when
        // rounding toward zero
        assert_eq!(
            div_fixup_f32(0x7F80_0000, f(2f32.powi(-10)), f(2f32.powi(120))),
            0x7F80_0000
        );
        assert_eq!(
            div_fixup_f32_mode(0x7F80_0000, f(2f32.powi(-10)), f(2f32.powi(120)), rmode(3)),
            0x7F7F_FFFF
        );
        assert_eq!(
            div_fixup_f32_mode(0x7F80_0000, f(-1e-10), f(1e38), rmode(1)),
            0xFF7F_FFFF
        );
        // MODE input flush: a denormal denominator is zero
        assert_eq!(div_fixup_f32_mode(f(1.0), 1, f(1.0), 0x00), 0x7F80_0000);
        assert_eq!(div_fixup_f32_mode(f(1.0), 1, f(1.0), m), f(1.0));
        // f64
        assert_eq!(div_fixup_f64(d(1.0), 0, 0), 0xFFF8_0000_0000_0000);
        assert_eq!(
            div_fixup_f64(d(1.0), 1 << 63, d(2.0)),
            0xFFF0_0000_0000_0000
        );
        assert_eq!(div_fixup_f64(d(2.5), d(-1.0), d(2.5)), d(-2.5));
        assert_eq!(
            div_fixup_f64(d(9.0), d(2f64.powi(60)), 0x0010_0000_0000_0000),
            0
        );
        assert_eq!(
            div_fixup_f64_mode(d(9.0), d(2f64.powi(60)), 0x0010_0000_0000_0000, rmode(1)),
            1
        );
        assert_eq!(
            div_fixup_f64(0x7FF8_0000_0000_0000, d(2.0), 0x7FF0_0000_0000_0001),
            0x7FF8_0000_0000_0001
        );
    }

    #[test]
    fn fp32_division_sequence_is_ieee() {
        let mut g = Rng(32);
        let (mut moved, mut off) = (0, 0);
        let mut check = |a: u32, b: u32, k: i32| {
            if k != 0 {
                moved += 1;
            }
            if !check_div32(a, b, MODE_DEFAULT, k) {
                off += 1;
            }
        };
        for &a in &F32_SPECIALS {
            for &b in &F32_SPECIALS {
                for k in [-1, 0, 1] {
                    check(a, b, k);
                    check(a ^ 0x8000_0000, b, k);
                }
            }
        }
        // every pair of exponent fields (step 3) with random significands
        for ea in (0..256u32).step_by(3) {
            for eb in (0..256u32).step_by(3) {
                for _ in 0..2 {
                    let a = (ea << 23) | (g.u32() & 0x807F_FFFF);
                    let b = (eb << 23) | (g.u32() & 0x807F_FFFF);
                    check(a, b, 0);
                    check(a, b, (g.below(2) as i32) * 2 - 1);
                }
            }
        }
        // denormal quotients that are exact ties, and their neighbours
        for k in 1..300u32 {
            for j in 0..26 {
                for b in [f(2f32.powi(j)), f(3.0 * 2f32.powi(j)), f(-(2f32.powi(j)))] {
                    check(k, b, 0);
                    check(k | 0x0080_0000, b, 0);
                }
            }
        }
        // quotients near the largest finite value
        for _ in 0..5000 {
            let a = 0x7F00_0000 | (g.u32() & 0x807F_FFFF);
            let b = 0x3E80_0000 + (g.u32() % 0x0100_0000);
            check(a, b, 0);
        }
        for _ in 0..300_000 {
            let (a, b) = (g.f32_bits(), g.f32_bits());
            check(a, b, 0);
            check(a, b, (g.below(2) as i32) * 2 - 1);
        }
        // with a moved reciprocal only the rare near-midpoint quotients may miss (most of
        // them come from the 1 - ulp divisors among the specials)
        assert!(off * 500 < moved, "{off} of {moved} one ulp off");
    }

    #[test]
    fn fp32_division_sequence_flush_mode() {
        // MODE with f32 denormals flushed (what -cl-denorms-are-zero compiles for): DIV_SCALE,
        // DIV_FMAS and DIV_FIXUP flush; the result is the flushed IEEE quotient.
        let mut g = Rng(33);
        for mode in [0xC0, 0x00, 0xC0 | 0x10, 0xC0 | 0x20] {
            for &a in &F32_SPECIALS {
                for &b in &F32_SPECIALS {
                    assert!(check_div32(a, b, mode, 0));
                }
            }
            for ea in (0..256u32).step_by(5) {
                for eb in (0..256u32).step_by(5) {
                    let a = (ea << 23) | (g.u32() & 0x807F_FFFF);
                    let b = (eb << 23) | (g.u32() & 0x807F_FFFF);
                    assert!(check_div32(a, b, mode, 0));
                }
            }
            for _ in 0..50_000 {
                assert!(check_div32(g.f32_bits(), g.f32_bits(), mode, 0));
            }
        }
    }

    #[test]
    fn fp64_division_sequence_is_ieee() {
        let mut g = Rng(64);
        let (mut moved, mut off) = (0, 0);
        let mut check = |a: u64, b: u64, k: i64| {
            if k != 0 {
                moved += 1;
            }
            if !check_div64(a, b, k) {
                off += 1;
            }
        };
        for &a in &F64_SPECIALS {
            for &b in &F64_SPECIALS {
                for k in [-(1 << 28), -1, 0, 1, 1 << 28] {
                    check(a, b, k);
                    check(a ^ (1 << 63), b, k);
                }
            }
        }
        let frac = |g: &mut Rng| g.next() & 0x800F_FFFF_FFFF_FFFF;
        for ea in (0..2048u64).step_by(23) {
            for eb in (0..2048u64).step_by(23) {
                let a = (ea << 52) | frac(&mut g);
                let b = (eb << 52) | frac(&mut g);
                check(a, b, 0);
                check(a, b, [1, -1, 1 << 28, -(1 << 28)][g.below(4) as usize]);
            }
        }
        for k in 1..200u64 {
            for j in 0..55 {
                let b = d(2f64.powi(j));
                check(k, b, 0);
                check(k, d(3.0) + b, 0);
            }
        }
        for _ in 0..200_000 {
            let (a, b) = (g.f64_bits(), g.f64_bits());
            check(a, b, 0);
            check(a, b, [1, -1, 1 << 28, -(1 << 28)][g.below(4) as usize]);
        }
        assert!(off * 500 < moved, "{off} of {moved} one ulp off");
    }

    // ------------------------------------------------------------------ fused multiply-add

    /// `round((a*b + c) * 2^adj)` via binary128 round-to-odd, then one rounding to `F`.
    fn quad_fma<F: Float + FloatConvert<Quad>>(a: F, b: F, c: F, adj: i32, r: Round) -> F
    where
        Quad: FloatConvert<F>,
    {
        let mut lost = false;
        let qa: Quad = a.convert(&mut lost).value;
        let qb: Quad = b.convert(&mut lost).value;
        let qc: Quad = c.convert(&mut lost).value;
        let t = qa.mul_add_r(qb, qc, Round::TowardZero.into());
        let inexact = t.status.contains(Status::INEXACT);
        let v = if t.value.is_zero() && !inexact {
            qa.mul_add_r(qb, qc, r.into()).value // exact zero: sign from the rounding mode
        } else if inexact {
            Quad::from_bits(t.value.to_bits() | 1)
        } else {
            t.value
        };
        v.scalbn(adj).convert_r(r.into(), &mut lost).value
    }

    #[test]
    fn fma_and_div_fmas_against_binary128() {
        let mut g = Rng(128);
        let finite32 = |g: &mut Rng| loop {
            let x = g.f32_bits();
            if x & 0x7F80_0000 != 0x7F80_0000 {
                return x;
            }
        };
        let finite64 = |g: &mut Rng| loop {
            let x = g.f64_bits();
            if x & 0x7FF0_0000_0000_0000 != 0x7FF0_0000_0000_0000 {
                return x;
            }
        };
        for i in 0..60_000 {
            let (a, b) = (finite32(&mut g), finite32(&mut g));
            let mut c = finite32(&mut g);
            if i % 3 == 0 {
                // near-cancellation: c close to -(a*b)
                let p = (f32::from_bits(a) * f32::from_bits(b)).to_bits() ^ 0x8000_0000;
                if p & 0x7F80_0000 != 0x7F80_0000 {
                    c = p.wrapping_add((g.below(5) as u32).wrapping_sub(2));
                }
            }
            for (code, &r) in RNDS.iter().enumerate() {
                let (sa, sb, sc) = (
                    Single::from_bits(a as u128),
                    Single::from_bits(b as u128),
                    Single::from_bits(c as u128),
                );
                let want = quad_fma(sa, sb, sc, 0, r).to_bits() as u32;
                let mode = rmode(code as u32);
                assert_eq!(
                    fma_f32(a, b, c, mode),
                    want,
                    "fma {a:#x} {b:#x} {c:#x} {r:?}"
                );
                assert_eq!(div_fmas_f32(a, b, c, false, mode), want);
                let adj = if SP.field(c as u64) > 127 { 64 } else { -64 };
                let want = quad_fma(sa, sb, sc, adj, r).to_bits() as u32;
                assert_eq!(
                    div_fmas_f32(a, b, c, true, mode),
                    want,
                    "fmas {a:#x} {b:#x} {c:#x} {r:?}"
                );
                // output flushed (f32 denorm mode 1), DIV tininess rule
                let flushed = if want & 0x7F80_0000 == 0 {
                    want & 0x8000_0000
                } else {
                    want
                };
                assert_eq!(div_fmas_f32(a, b, c, true, mode & !0x20), flushed);
            }
        }
        for i in 0..40_000 {
            let (a, b) = (finite64(&mut g), finite64(&mut g));
            let mut c = finite64(&mut g);
            if i % 3 == 0 {
                let p = (f64::from_bits(a) * f64::from_bits(b)).to_bits() ^ (1 << 63);
                if p & 0x7FF0_0000_0000_0000 != 0x7FF0_0000_0000_0000 {
                    c = p.wrapping_add(g.below(5).wrapping_sub(2));
                }
            }
            for (code, &r) in RNDS.iter().enumerate() {
                let (sa, sb, sc) = (
                    Double::from_bits(a as u128),
                    Double::from_bits(b as u128),
                    Double::from_bits(c as u128),
                );
                let mode = rmode(code as u32);
                let want = quad_fma(sa, sb, sc, 0, r).to_bits() as u64;
                assert_eq!(
                    fma_f64(a, b, c, mode),
                    want,
                    "fma {a:#x} {b:#x} {c:#x} {r:?}"
                );
                let adj = if DP.field(c) > 1023 { 128 } else { -128 };
                let want = quad_fma(sa, sb, sc, adj, r).to_bits() as u64;
                assert_eq!(
                    div_fmas_f64(a, b, c, true, mode),
                    want,
                    "fmas {a:#x} {b:#x} {c:#x} {r:?}"
                );
            }
        }
        // host fma agrees under the default MODE
        for _ in 0..50_000 {
            let (a, b, c) = (g.f32_bits(), g.f32_bits(), g.f32_bits());
            let (got, want) = (fma_f32(a, b, c, MODE_DEFAULT), hfma32(a, b, c));
            assert!(
                got == want || (is_nan32(got) && is_nan32(want)),
                "{a:#x} {b:#x} {c:#x}"
            );
        }
        // FMA's own tininess rule (after rounding) when flushing outputs
        assert_eq!(
            fma_f32(0x207F_FFFF, f(2f32.powi(-64)), 0, MODE_DEFAULT),
            0x0080_0000
        );
        assert_eq!(fma_f32(0x207F_FFFF, f(2f32.powi(-64)), 0, 0xD0), 0);
        assert_eq!(fma_f32(1, f(1.0), 0, 0xE0), 0); // input flushed
        assert_eq!(fma_f32(1, f(1.0), 0, 0xD0), 0); // kept, then result flushed
        assert_eq!(fma_f32(1, f(2f32.powi(30)), 0, 0xD0), f(2f32.powi(-119)));
    }
}
