//! Table of simple lane functions: pure functions of up to four 64-bit inputs (plus
//! the lane number and the wave's MODE register) that many ISA instructions reduce to,
//! each described with its name and arity. A function returns its result and a
//! flag (carry, overflow or comparison; AMD scalar ops put it in SCC, vector ops in a
//! lane mask). Instructions reach them through `Op::LaneFn` with the row index in
//! `Sub::LaneFn`, so a new instruction of this kind is one row here, its name in
//! `ir::lanefn` (checked against this table when compiling) and one row in its front
//! end's table.

use super::amd;
use super::amd::dot::Dot;
use super::amd16::{self, Pk16};
use super::amd_pk::{pk_f32, PkF32, PkMods};
use super::amd_trans;

/// Inputs of a lane function.
#[derive(Debug, Clone, Copy, Default)]
pub struct LaneArgs {
    pub x: [u64; 4],
    pub lane: u32,
    /// AMD MODE register (rounding and denormal modes); 0 for NVIDIA.
    pub mode: u32,
}

/// A lane function: (result bits, flag).
pub type LaneFnPtr = fn(&LaneArgs) -> (u64, bool);

/// One row.
pub struct LaneFnDesc {
    pub name: &'static str,
    pub arity: u8,
    pub f: LaneFnPtr,
}

/// 3-input logic operation: bit i of the result is `lut[(a_i << 2) | (b_i << 1) | c_i]`.
pub fn lop3(a: u32, b: u32, c: u32, lut: u8) -> u32 {
    let mut d = 0u32;
    for k in 0..8u32 {
        if (lut >> k) & 1 == 1 {
            let ma = if k & 4 != 0 { a } else { !a };
            let mb = if k & 2 != 0 { b } else { !b };
            let mc = if k & 1 != 0 { c } else { !c };
            d |= ma & mb & mc;
        }
    }
    d
}

#[inline]
fn u(x: u64) -> u32 {
    x as u32
}
#[inline]
fn i(x: u64) -> i32 {
    x as u32 as i32
}
#[inline]
fn r32(v: u32) -> (u64, bool) {
    (v as u64, false)
}
#[inline]
fn r64(v: u64) -> (u64, bool) {
    (v, false)
}
/// 32-bit result with the flag "result != 0".
#[inline]
fn nz32(v: u32) -> (u64, bool) {
    (v as u64, v != 0)
}

/// A dot-product lane function: sources x[0..2], modifiers x[3].
fn dot(op: Dot, a: &LaneArgs) -> u32 {
    amd::dot::dot(
        op,
        [a.x[0], a.x[1], a.x[2]],
        PkMods::from_bits(a.x[3]),
        a.mode,
    )
}

/// An integer dot product's element shape.
const fn di(n: u32, bits: u32, signed: bool, iu: bool) -> Dot {
    Dot::Int {
        n,
        bits,
        signed,
        iu,
    }
}

/// A packed 16-bit VOP3P lane function: sources x[0..2], modifiers x[3].
fn pk16(op: Pk16, a: &LaneArgs) -> u32 {
    amd16::pk16(
        op,
        [a.x[0], a.x[1], a.x[2]],
        PkMods::from_bits(a.x[3]),
        a.mode,
    )
}

/// Two IEEE maxNum/minNum steps (a NaN input yields the other input), inputs
/// flushed as MODE says: `first(x0, x1)`, then `second(that, x2)` (`true` = max).
/// `v_max3_f32`/`v_min3_f32` repeat one; `v_minmax_f32` is max then min and
/// `v_maxmin_f32` min then max (RDNA3 ISA, VOP3).
fn minmax_steps_f32(a: &LaneArgs, first: bool, second: bool) -> u32 {
    let ftz = amd::flush_in_f32(a.mode);
    let m = super::float::minmax32(u(a.x[0]), u(a.x[1]), first, false, ftz);
    super::float::minmax32(m, u(a.x[2]), second, false, ftz)
}

/// One of the three low halves, sorted (signed or unsigned), as a 16-bit result.
fn sel3_16(a: &LaneArgs, signed: bool, pick: fn(&[i32; 3]) -> i32) -> u32 {
    let h = |x: u64| {
        if signed {
            x as u16 as i16 as i32
        } else {
            x as u16 as i32
        }
    };
    let mut v = [h(a.x[0]), h(a.x[1]), h(a.x[2])];
    v.sort_unstable();
    pick(&v) as u16 as u32
}

macro_rules! lanefns {
    ($($name:literal, $arity:literal, |$a:ident| $body:expr;)*) => {
        /// Every lane function, in table order (the ids of `ir::lanefn`).
        pub static LANE_FNS: &[LaneFnDesc] = &[
            $(LaneFnDesc { name: $name, arity: $arity, f: |$a: &LaneArgs| $body },)*
        ];
        /// The rows' names and arities, for the check against `ir::lanefn`.
        const ROW_SIGS: &[(&str, u8)] = &[$(($name, $arity),)*];
    };
}

/// Panics (at compile time, below) unless `rows` and `sigs` list the same names with
/// the same arities in the same order: front ends pick ids from `ir::lanefn`, and the
/// executor runs the row of this table with that id, so the two must not drift.
const fn check_rows(rows: &[(&str, u8)], sigs: &[(&str, u8)]) {
    if rows.len() != sigs.len() {
        panic!("func::lanefn and ir::lanefn list different numbers of lane functions");
    }
    let mut k = 0;
    while k < rows.len() {
        let (a, b) = (rows[k].0.as_bytes(), sigs[k].0.as_bytes());
        let mut same = a.len() == b.len() && rows[k].1 == sigs[k].1;
        let mut j = 0;
        while same && j < a.len() {
            same = a[j] == b[j];
            j += 1;
        }
        if !same {
            // Const panics format only a bare `&str`: the name of the first row whose
            // name or arity differs from `ir::lanefn::LANE_FN_SIGS`.
            panic!("{}", rows[k].0);
        }
        k += 1;
    }
}

const _: () = check_rows(ROW_SIGS, crate::ir::lanefn::LANE_FN_SIGS);

#[rustfmt::skip]
lanefns! {
    // NVIDIA
    "lop3_b32",          4, |a| r32(lop3(u(a.x[0]), u(a.x[1]), u(a.x[2]), a.x[3] as u8));
    // Integer multiply family (AMD VALU/SALU naming).
    "mul_lo_u32",        2, |a| r32(u(a.x[0]).wrapping_mul(u(a.x[1])));
    "mul_hi_u32",        2, |a| r32(((a.x[0] as u32 as u64 * a.x[1] as u32 as u64) >> 32) as u32);
    "mul_hi_i32",        2, |a| r32(((i(a.x[0]) as i64 * i(a.x[1]) as i64) >> 32) as u32);
    "mul_u32_u24",       2, |a| r32((u(a.x[0]) & 0xFF_FFFF).wrapping_mul(u(a.x[1]) & 0xFF_FFFF));
    "mul_i32_i24",       2, |a| r32(((i(a.x[0]) << 8 >> 8).wrapping_mul(i(a.x[1]) << 8 >> 8)) as u32);
    // The high 16 bits of the 48-bit product of 24-bit operands (`v_mul_hi_*24`).
    "mul_hi_u32_u24",    2, |a| r32((((u(a.x[0]) & 0xFF_FFFF) as u64 * (u(a.x[1]) & 0xFF_FFFF) as u64) >> 32) as u32);
    "mul_hi_i32_i24",    2, |a| r32((((i(a.x[0]) << 8 >> 8) as i64 * (i(a.x[1]) << 8 >> 8) as i64) >> 32) as u32);
    "pack_b32_f16",      2, |a| r32((a.x[0] & 0xFFFF | (a.x[1] & 0xFFFF) << 16) as u32);
    "mad_u32_u24",       3, |a| r32((u(a.x[0]) & 0xFF_FFFF).wrapping_mul(u(a.x[1]) & 0xFF_FFFF).wrapping_add(u(a.x[2])));
    "mad_i32_i24",       3, |a| r32(((i(a.x[0]) << 8 >> 8).wrapping_mul(i(a.x[1]) << 8 >> 8)).wrapping_add(i(a.x[2])) as u32);
    // d64 = a32 * b32 + c64, flag = carry out of the 64-bit sum.
    "mad_u64_u32",       3, |a| { let p = (u(a.x[0]) as u128) * (u(a.x[1]) as u128) + a.x[2] as u128; (p as u64, p >> 64 != 0) };
    "mad_i64_i32",       3, |a| { let p = (i(a.x[0]) as i128) * (i(a.x[1]) as i128) + (a.x[2] as i64 as i128); (p as u64, p > i64::MAX as i128 || p < i64::MIN as i128) };
    // Shifts: AMD "rev" forms take the shift amount first.
    "lshlrev_b32",       2, |a| r32(u(a.x[1]) << (a.x[0] & 31));
    "lshrrev_b32",       2, |a| r32(u(a.x[1]) >> (a.x[0] & 31));
    "ashrrev_i32",       2, |a| r32((i(a.x[1]) >> (a.x[0] & 31)) as u32);
    "lshlrev_b64",       2, |a| r64(a.x[1] << (a.x[0] & 63));
    "lshrrev_b64",       2, |a| r64(a.x[1] >> (a.x[0] & 63));
    "ashrrev_i64",       2, |a| r64(((a.x[1] as i64) >> (a.x[0] & 63)) as u64);
    "lshl_b32",          2, |a| nz32(u(a.x[0]) << (a.x[1] & 31));
    "lshr_b32",          2, |a| nz32(u(a.x[0]) >> (a.x[1] & 31));
    "ashr_i32",          2, |a| nz32((i(a.x[0]) >> (a.x[1] & 31)) as u32);
    "lshl_b64",          2, |a| { let v = a.x[0] << (a.x[1] & 63); (v, v != 0) };
    "lshr_b64",          2, |a| { let v = a.x[0] >> (a.x[1] & 63); (v, v != 0) };
    "ashr_i64",          2, |a| { let v = ((a.x[0] as i64) >> (a.x[1] & 63)) as u64; (v, v != 0) };
    "lshl_add_u32",      3, |a| r32((u(a.x[0]) << (a.x[1] & 31)).wrapping_add(u(a.x[2])));
    "add_lshl_u32",      3, |a| r32(u(a.x[0]).wrapping_add(u(a.x[1])) << (a.x[2] & 31));
    "lshl_or_b32",       3, |a| r32((u(a.x[0]) << (a.x[1] & 31)) | u(a.x[2]));
    "and_or_b32",        3, |a| r32((u(a.x[0]) & u(a.x[1])) | u(a.x[2]));
    "or3_b32",           3, |a| r32(u(a.x[0]) | u(a.x[1]) | u(a.x[2]));
    "xor3_b32",          3, |a| r32(u(a.x[0]) ^ u(a.x[1]) ^ u(a.x[2]));
    "add3_u32",          3, |a| r32(u(a.x[0]).wrapping_add(u(a.x[1])).wrapping_add(u(a.x[2])));
    "lshl_add_u64",      3, |a| r64((a.x[0] << (a.x[1] & 7)).wrapping_add(a.x[2]));
    "lshl1_add_u32",     2, |a| { let s = ((u(a.x[0]) as u64) << 1) + u(a.x[1]) as u64; (s as u32 as u64, s >> 32 != 0) };
    "lshl2_add_u32",     2, |a| { let s = ((u(a.x[0]) as u64) << 2) + u(a.x[1]) as u64; (s as u32 as u64, s >> 32 != 0) };
    "lshl3_add_u32",     2, |a| { let s = ((u(a.x[0]) as u64) << 3) + u(a.x[1]) as u64; (s as u32 as u64, s >> 32 != 0) };
    "lshl4_add_u32",     2, |a| { let s = ((u(a.x[0]) as u64) << 4) + u(a.x[1]) as u64; (s as u32 as u64, s >> 32 != 0) };
    // Scalar arithmetic with SCC.
    "add_i32_ovf",       2, |a| { let (v, o) = i(a.x[0]).overflowing_add(i(a.x[1])); (v as u32 as u64, o) };
    "sub_i32_ovf",       2, |a| { let (v, o) = i(a.x[0]).overflowing_sub(i(a.x[1])); (v as u32 as u64, o) };
    "add_u64",           2, |a| r64(a.x[0].wrapping_add(a.x[1]));
    "sub_u64",           2, |a| r64(a.x[0].wrapping_sub(a.x[1]));
    "min_i32",           2, |a| { let lt = i(a.x[0]) < i(a.x[1]); (if lt { a.x[0] } else { a.x[1] } & 0xFFFF_FFFF, lt) };
    "min_u32",           2, |a| { let lt = u(a.x[0]) < u(a.x[1]); (if lt { a.x[0] } else { a.x[1] } & 0xFFFF_FFFF, lt) };
    "max_i32",           2, |a| { let gt = i(a.x[0]) > i(a.x[1]); (if gt { a.x[0] } else { a.x[1] } & 0xFFFF_FFFF, gt) };
    "max_u32",           2, |a| { let gt = u(a.x[0]) > u(a.x[1]); (if gt { a.x[0] } else { a.x[1] } & 0xFFFF_FFFF, gt) };
    "abs_i32",           1, |a| nz32(i(a.x[0]).unsigned_abs());
    // `s_absdiff_i32`: |S0 - S1| with wrapping subtraction, SCC = result != 0.
    "absdiff_i32",       2, |a| nz32(i(a.x[0]).wrapping_sub(i(a.x[1])).unsigned_abs());
    // `s_mul_u64`: the low 64 bits of the product.
    "mul_u64",           2, |a| r64(a.x[0].wrapping_mul(a.x[1]));
    // `v_xad_u32`: (S0 ^ S1) + S2.
    "xad_u32",           3, |a| r32((u(a.x[0]) ^ u(a.x[1])).wrapping_add(u(a.x[2])));
    // `v_permlane16_b32` / `v_permlanex16_b32`: the byte address (for a bpermute) of
    // the source lane: nibble (lane & 15) of {x[1], x[0]} within the lane's row of 16,
    // or (x[2] = 1, x16) within the other row of its 32-lane half.
    "permlane16_addr",   3, |a| r32(amd::permlane16_src(u(a.x[0]), u(a.x[1]), a.lane, a.x[2] & 1 == 1) * 4);
    // SDWA (GFX9/10): `sdwa_sel` extracts the field x[1] & 7 (BYTE_0..3, WORD_0/1,
    // DWORD) of x[0], sign-extended when x[1] bit 3 is set; `sdwa_dst` places the
    // field dst_sel (x[2] & 7) of result x[0] into the old destination x[1], the other
    // bits padded with 0 (x[2] >> 3 = 0), sign-extended (1) or preserved (2).
    "sdwa_sel",          2, |a| r32(amd::sdwa_sel(u(a.x[0]), u(a.x[1])));
    "sdwa_dst",          3, |a| r32(amd::sdwa_dst(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    // GFX11+ `v_minmax_*` = min(max(S0, S1), S2), `v_maxmin_*` = max(min(S0, S1), S2).
    "minmax_u32",        3, |a| r32(u(a.x[0]).max(u(a.x[1])).min(u(a.x[2])));
    "minmax_i32",        3, |a| r32(i(a.x[0]).max(i(a.x[1])).min(i(a.x[2])) as u32);
    "maxmin_u32",        3, |a| r32(u(a.x[0]).min(u(a.x[1])).max(u(a.x[2])));
    "maxmin_i32",        3, |a| r32(i(a.x[0]).min(i(a.x[1])).max(i(a.x[2])) as u32);
    "minmax_f32",        3, |a| r32(minmax_steps_f32(a, true, false));
    "maxmin_f32",        3, |a| r32(minmax_steps_f32(a, false, true));
    // 16-bit three-operand min/max/median: the low halves (op_sel picked them).
    "max3_i16",          3, |a| r32(sel3_16(a, true, |v| v[2]));
    "max3_u16",          3, |a| r32(sel3_16(a, false, |v| v[2]));
    "min3_i16",          3, |a| r32(sel3_16(a, true, |v| v[0]));
    "min3_u16",          3, |a| r32(sel3_16(a, false, |v| v[0]));
    "med3_i16",          3, |a| r32(sel3_16(a, true, |v| v[1]));
    "med3_u16",          3, |a| r32(sel3_16(a, false, |v| v[1]));
    // Logic (64-bit safe: scalar b64 forms pass full values).
    "and",               2, |a| { let v = a.x[0] & a.x[1]; (v, v != 0) };
    "or",                2, |a| { let v = a.x[0] | a.x[1]; (v, v != 0) };
    "xor",               2, |a| { let v = a.x[0] ^ a.x[1]; (v, v != 0) };
    "andn2",             2, |a| { let v = a.x[0] & !a.x[1]; (v, v != 0) };
    "orn2",              2, |a| { let v = a.x[0] | !a.x[1]; (v, v != 0) };
    // `s_bitcmp{0,1}`: SCC = (bit S1 of S0) == 0 / == 1.
    "bitcmp0_b32",       2, |a| (0, (a.x[0] >> (a.x[1] & 31)) & 1 == 0);
    "bitcmp1_b32",       2, |a| (0, (a.x[0] >> (a.x[1] & 31)) & 1 == 1);
    "bitcmp0_b64",       2, |a| (0, (a.x[0] >> (a.x[1] & 63)) & 1 == 0);
    "bitcmp1_b64",       2, |a| (0, (a.x[0] >> (a.x[1] & 63)) & 1 == 1);
    // `v_pk_mov_b32 d, s0, s1 op_sel:[a,b]`: d.lo = a ? s0.hi : s0.lo, d.hi = b ? s1.hi : s1.lo.
    "pk_mov_b32",        3, |a| {
        let half = |v: u64, hi: bool| if hi { v >> 32 } else { v & 0xFFFF_FFFF };
        r64(half(a.x[0], a.x[2] & 1 != 0) | half(a.x[1], a.x[2] & 2 != 0) << 32)
    };
    "orn2_b32",          2, |a| nz32(u(a.x[0]) | !u(a.x[1]));
    "orn2_b64",          2, |a| { let v = a.x[0] | !a.x[1]; (v, v != 0) };
    "nand_b32",          2, |a| nz32(!(u(a.x[0]) & u(a.x[1])));
    "nor_b32",           2, |a| nz32(!(u(a.x[0]) | u(a.x[1])));
    "xnor_b32",          2, |a| nz32(!(u(a.x[0]) ^ u(a.x[1])));
    "nand_b64",          2, |a| { let v = !(a.x[0] & a.x[1]); (v, v != 0) };
    "nor_b64",           2, |a| { let v = !(a.x[0] | a.x[1]); (v, v != 0) };
    "xnor_b64",          2, |a| { let v = !(a.x[0] ^ a.x[1]); (v, v != 0) };
    // Bit fields and counts.
    "bfe_u32",           3, |a| r32(amd::bfe_u32(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    "bfe_i32",           3, |a| r32(amd::bfe_i32(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    "s_bfe_u32",         2, |a| nz32(amd::s_bfe_u32(u(a.x[0]), u(a.x[1])));
    "s_bfe_i32",         2, |a| nz32(amd::s_bfe_i32(u(a.x[0]), u(a.x[1])));
    "s_bfe_u64",         2, |a| { let v = amd::s_bfe_u64(a.x[0], u(a.x[1])); (v, v != 0) };
    "s_bfe_i64",         2, |a| { let v = amd::s_bfe_i64(a.x[0], u(a.x[1])); (v, v != 0) };
    "bfi_b32",           3, |a| r32(amd::bfi_b32(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    "bfm_b32",           2, |a| r32((((1u64 << (a.x[0] & 31)) - 1) as u32) << (a.x[1] & 31));
    "alignbit_b32",      3, |a| r32(amd::alignbit_b32(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    "alignbyte_b32",     3, |a| r32(amd::alignbyte_b32(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    "perm_b32",          3, |a| r32(amd::perm_b32(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    "bfrev_b32",         1, |a| r32(u(a.x[0]).reverse_bits());
    "bcnt_u32_b32",      2, |a| r32(u(a.x[0]).count_ones().wrapping_add(u(a.x[1])));
    "bcnt1_b32",         1, |a| nz32(u(a.x[0]).count_ones());
    "bcnt1_b64",         1, |a| nz32(a.x[0].count_ones());
    "ffbh_u32",          1, |a| r32(if u(a.x[0]) == 0 { u32::MAX } else { u(a.x[0]).leading_zeros() });
    "ffbl_b32",          1, |a| r32(if u(a.x[0]) == 0 { u32::MAX } else { u(a.x[0]).trailing_zeros() });
    "ffbl_b64",          1, |a| r32(if a.x[0] == 0 { u32::MAX } else { a.x[0].trailing_zeros() });
    "ffbh_i32",          1, |a| { let v = i(a.x[0]); r32(if v == 0 || v == -1 { u32::MAX } else if v < 0 { (!v).leading_zeros() } else { v.leading_zeros() }) };
    "bitset1_b32",       2, |a| r32(u(a.x[1]) | (1 << (a.x[0] & 31)));
    "bitset0_b32",       2, |a| r32(u(a.x[1]) & !(1 << (a.x[0] & 31)));
    "sext_i8",           1, |a| r32(a.x[0] as u8 as i8 as i32 as u32);
    "sext_i16",          1, |a| r32(a.x[0] as u16 as i16 as i32 as u32);
    "mbcnt_lo",          2, |a| r32(amd::mbcnt_lo(u(a.x[0]), u(a.x[1]), a.lane));
    "mbcnt_hi",          2, |a| r32(amd::mbcnt_hi(u(a.x[0]), u(a.x[1]), a.lane));
    "sad_u8",            3, |a| r32(amd::sad_u8(u(a.x[0]), u(a.x[1]), u(a.x[2])));
    "sad_u32",           3, |a| r32(u(a.x[0]).abs_diff(u(a.x[1])).wrapping_add(u(a.x[2])));
    "med3_i32",          3, |a| { let mut v = [i(a.x[0]), i(a.x[1]), i(a.x[2])]; v.sort(); r32(v[1] as u32) };
    "med3_u32",          3, |a| { let mut v = [u(a.x[0]), u(a.x[1]), u(a.x[2])]; v.sort(); r32(v[1]) };
    "min3_i32",          3, |a| r32(i(a.x[0]).min(i(a.x[1])).min(i(a.x[2])) as u32);
    "min3_u32",          3, |a| r32(u(a.x[0]).min(u(a.x[1])).min(u(a.x[2])));
    "max3_i32",          3, |a| r32(i(a.x[0]).max(i(a.x[1])).max(i(a.x[2])) as u32);
    "max3_u32",          3, |a| r32(u(a.x[0]).max(u(a.x[1])).max(u(a.x[2])));
    "max3_f32",          3, |a| r32(minmax_steps_f32(a, true, true));
    "min3_f32",          3, |a| r32(minmax_steps_f32(a, false, false));
    // Float (AMD): rounding and denormals from MODE.
    "cvt_f32_ubyte0",    1, |a| r32(amd::cvt_f32_ubyte(u(a.x[0]), 0));
    "cvt_f32_ubyte1",    1, |a| r32(amd::cvt_f32_ubyte(u(a.x[0]), 1));
    "cvt_f32_ubyte2",    1, |a| r32(amd::cvt_f32_ubyte(u(a.x[0]), 2));
    "cvt_f32_ubyte3",    1, |a| r32(amd::cvt_f32_ubyte(u(a.x[0]), 3));
    "rcp_f32",           1, |a| r32(amd::rcp_f32(u(a.x[0]), a.mode));
    "rcp_f64",           1, |a| r64(amd::rcp_f64(a.x[0], a.mode));
    "sqrt_f32",          1, |a| r32(amd::sqrt_f32(u(a.x[0]), a.mode));
    "rsq_f32",           1, |a| r32(amd::rsq_f32(u(a.x[0]), a.mode));
    "sqrt_f64",          1, |a| r64(amd::sqrt_f64(a.x[0], a.mode));
    "rsq_f64",           1, |a| r64(amd::rsq_f64(a.x[0], a.mode));
    "ldexp_f32",         2, |a| r32(amd::ldexp_f32(u(a.x[0]), i(a.x[1]), a.mode));
    "ldexp_f64",         2, |a| r64(amd::ldexp_f64(a.x[0], i(a.x[1]), a.mode));
    // Packed FP32 (VOP3P): 64-bit sources x[0..], the VOP3P modifiers in x[3].
    "pk_add_f32",        4, |a| r64(pk_f32(PkF32::Add, [a.x[0], a.x[1], 0], PkMods::from_bits(a.x[3]), a.mode));
    "pk_mul_f32",        4, |a| r64(pk_f32(PkF32::Mul, [a.x[0], a.x[1], 0], PkMods::from_bits(a.x[3]), a.mode));
    "pk_fma_f32",        4, |a| r64(pk_f32(PkF32::Fma, [a.x[0], a.x[1], a.x[2]], PkMods::from_bits(a.x[3]), a.mode));
    "trunc_f32",         1, |a| r32(amd::trunc_f32_mode(u(a.x[0]), a.mode));
    "rndne_f32",         1, |a| r32(amd::rndne_f32_mode(u(a.x[0]), a.mode));
    "floor_f32",         1, |a| r32(amd::floor_f32_mode(u(a.x[0]), a.mode));
    "ceil_f32",          1, |a| r32(amd::ceil_f32_mode(u(a.x[0]), a.mode));
    "fract_f32",         1, |a| r32(amd::fract_f32_mode(u(a.x[0]), a.mode));
    "frexp_mant_f32",    1, |a| r32(amd::frexp_mant_f32_mode(u(a.x[0]), a.mode));
    "frexp_exp_i32_f32", 1, |a| r32(amd::frexp_exp_i32_f32_mode(u(a.x[0]), a.mode));
    "div_scale_f32",     3, |a| { let (v, f) = amd::div_scale_f32_mode(u(a.x[0]), u(a.x[1]), u(a.x[2]), a.mode); (v as u64, f) };
    "div_scale_f64",     3, |a| amd::div_scale_f64_mode(a.x[0], a.x[1], a.x[2], a.mode);
    "div_fmas_f32",      4, |a| r32(amd::div_fmas_f32(u(a.x[0]), u(a.x[1]), u(a.x[2]), a.x[3] & 1 == 1, a.mode));
    "div_fmas_f64",      4, |a| r64(amd::div_fmas_f64(a.x[0], a.x[1], a.x[2], a.x[3] & 1 == 1, a.mode));
    "div_fixup_f32",     3, |a| r32(amd::div_fixup_f32_mode(u(a.x[0]), u(a.x[1]), u(a.x[2]), a.mode));
    "div_fixup_f64",     3, |a| r64(amd::div_fixup_f64_mode(a.x[0], a.x[1], a.x[2], a.mode));
    "div_fixup_f16",     3, |a| r32(amd::div_fixup_f16_mode(a.x[0] as u16, a.x[1] as u16, a.x[2] as u16, a.mode) as u32);
    // Transcendentals (f64 evaluation rounded once; see `amd_trans`).
    "exp_f32",           1, |a| r32(amd_trans::exp_f32(u(a.x[0]), a.mode));
    "log_f32",           1, |a| r32(amd_trans::log_f32(u(a.x[0]), a.mode));
    "sin_f32",           1, |a| r32(amd_trans::sin_f32(u(a.x[0]), a.mode));
    "cos_f32",           1, |a| r32(amd_trans::cos_f32(u(a.x[0]), a.mode));
    // f64 rounding and splitting.
    "trunc_f64",         1, |a| r64(amd::trunc_f64_mode(a.x[0], a.mode));
    "floor_f64",         1, |a| r64(amd::floor_f64_mode(a.x[0], a.mode));
    "ceil_f64",          1, |a| r64(amd::ceil_f64_mode(a.x[0], a.mode));
    "rndne_f64",         1, |a| r64(amd::rndne_f64_mode(a.x[0], a.mode));
    "fract_f64",         1, |a| r64(amd::fract_f64_mode(a.x[0], a.mode));
    "frexp_mant_f64",    1, |a| r64(amd::frexp_mant_f64_mode(a.x[0], a.mode));
    "frexp_exp_i32_f64", 1, |a| r32(amd::frexp_exp_i32_f64_mode(a.x[0], a.mode));
    "trig_preop_f64",    2, |a| r64(amd::trig_preop_f64(a.x[0], u(a.x[1])));
    // AMD 16-bit (results in the low 16 bits; the destination operand places them).
    "lshlrev_b16",       2, |a| r32(amd16::lshlrev_b16(a.x[0], a.x[1]) as u32);
    "lshrrev_b16",       2, |a| r32(amd16::lshrrev_b16(a.x[0], a.x[1]) as u32);
    "ashrrev_i16",       2, |a| r32(amd16::ashrrev_i16(a.x[0], a.x[1]) as u32);
    "mul_lo_u16",        2, |a| r32(amd16::mul_lo_u16(a.x[0], a.x[1]) as u32);
    "mad_u16",           3, |a| r32(amd16::mad_u16(a.x[0], a.x[1], a.x[2]) as u32);
    // Packed 16-bit VOP3P: 32-bit sources x[0..], the VOP3P modifiers in x[3].
    "pk_lshlrev_b16",    4, |a| r32(pk16(Pk16::Lshlrev, a));
    "pk_lshrrev_b16",    4, |a| r32(pk16(Pk16::Lshrrev, a));
    "pk_ashrrev_i16",    4, |a| r32(pk16(Pk16::Ashrrev, a));
    "pk_add_u16",        4, |a| r32(pk16(Pk16::AddU, a));
    "pk_sub_u16",        4, |a| r32(pk16(Pk16::SubU, a));
    "pk_mul_lo_u16",     4, |a| r32(pk16(Pk16::MulLo, a));
    "pk_mad_u16",        4, |a| r32(pk16(Pk16::Mad, a));
    "pk_max_u16",        4, |a| r32(pk16(Pk16::MaxU, a));
    "pk_min_u16",        4, |a| r32(pk16(Pk16::MinU, a));
    "pk_max_i16",        4, |a| r32(pk16(Pk16::MaxI, a));
    "pk_min_i16",        4, |a| r32(pk16(Pk16::MinI, a));
    "pk_add_f16",        4, |a| r32(pk16(Pk16::AddF, a));
    "pk_mul_f16",        4, |a| r32(pk16(Pk16::MulF, a));
    "pk_fma_f16",        4, |a| r32(pk16(Pk16::FmaF, a));
    "pk_max_f16",        4, |a| r32(pk16(Pk16::MaxF, a));
    "pk_min_f16",        4, |a| r32(pk16(Pk16::MinF, a));
    // Mixed precision FMA (VOP3P modifiers in x[3]): f32 result, or f16 bits.
    "fma_mix_f32",       4, |a| r32(amd16::fma_mix([a.x[0], a.x[1], a.x[2]], PkMods::from_bits(a.x[3]), a.mode, false));
    "fma_mix_f16",       4, |a| r32(amd16::fma_mix([a.x[0], a.x[1], a.x[2]], PkMods::from_bits(a.x[3]), a.mode, true));
    "cvt_pk_f16_f32",    2, |a| r32(amd16::cvt_pk_f16_f32(u(a.x[0]), u(a.x[1]), a.mode, false));
    "cvt_pkrtz_f16_f32", 2, |a| r32(amd16::cvt_pk_f16_f32(u(a.x[0]), u(a.x[1]), a.mode, true));
    "cvt_pk_u16_f32",    2, |a| r32(amd16::cvt_pk_16_f32(u(a.x[0]), u(a.x[1]), false));
    "cvt_pk_i16_f32",    2, |a| r32(amd16::cvt_pk_16_f32(u(a.x[0]), u(a.x[1]), true));
    // gfx94x `v_cvt_pk_fp8_f32` / `v_cvt_pk_bf8_f32`: {f8(x1), f8(x0)} in 16 bits; x[2] = clamp.
    "cvt_pk_fp8_f32_fnuz", 3, |a| r32(amd16::f32_to_fp8_fnuz(u(a.x[0]), a.x[2] & 1 != 0) as u32 | (amd16::f32_to_fp8_fnuz(u(a.x[1]), a.x[2] & 1 != 0) as u32) << 8);
    "cvt_pk_bf8_f32_fnuz", 3, |a| r32(amd16::f32_to_bf8_fnuz(u(a.x[0]), a.x[2] & 1 != 0) as u32 | (amd16::f32_to_bf8_fnuz(u(a.x[1]), a.x[2] & 1 != 0) as u32) << 8);
    "mad_f32",           3, |a| r32(amd16::mad_f32(u(a.x[0]), u(a.x[1]), u(a.x[2]), a.mode));
    "med3_f32",          3, |a| r32(amd16::med3_f32(u(a.x[0]), u(a.x[1]), u(a.x[2]), amd::flush_in_f32(a.mode)));
    // AMD dot products (`func::amd::dot`): A, B, the accumulator, the VOP3P modifiers in x[3].
    "dot2_f32_f16",      4, |a| r32(dot(Dot::F32F16, a));
    "dot2_f32_bf16",     4, |a| r32(dot(Dot::F32Bf16, a));
    "dot2_f16_f16",      4, |a| r32(dot(Dot::F16F16, a));
    "dot2_bf16_bf16",    4, |a| r32(dot(Dot::Bf16Bf16, a));
    "dot2_i32_i16",      4, |a| r32(dot(di(2, 16, true, false), a));
    "dot2_u32_u16",      4, |a| r32(dot(di(2, 16, false, false), a));
    "dot4_i32_i8",       4, |a| r32(dot(di(4, 8, true, false), a));
    "dot4_u32_u8",       4, |a| r32(dot(di(4, 8, false, false), a));
    "dot8_i32_i4",       4, |a| r32(dot(di(8, 4, true, false), a));
    "dot8_u32_u4",       4, |a| r32(dot(di(8, 4, false, false), a));
    "dot4_i32_iu8",      4, |a| r32(dot(di(4, 8, true, true), a));
    "dot8_i32_iu4",      4, |a| r32(dot(di(8, 4, true, true), a));
    "dot4_f32_fp8_fp8",  4, |a| r32(dot(Dot::F32F8 { a_bf8: false, b_bf8: false }, a));
    "dot4_f32_fp8_bf8",  4, |a| r32(dot(Dot::F32F8 { a_bf8: false, b_bf8: true }, a));
    "dot4_f32_bf8_fp8",  4, |a| r32(dot(Dot::F32F8 { a_bf8: true, b_bf8: false }, a));
    "dot4_f32_bf8_bf8",  4, |a| r32(dot(Dot::F32F8 { a_bf8: true, b_bf8: true }, a));
    // SALU halves: `s_pack_*_b32_b16`, GFX12 `s_cvt_[hi_]f32_f16` (exact).
    "pack_ll_b32_b16",   2, |a| r32(amd16::pack_b32_b16(u(a.x[0]), u(a.x[1]), false, false));
    "pack_lh_b32_b16",   2, |a| r32(amd16::pack_b32_b16(u(a.x[0]), u(a.x[1]), false, true));
    "pack_hl_b32_b16",   2, |a| r32(amd16::pack_b32_b16(u(a.x[0]), u(a.x[1]), true, false));
    "pack_hh_b32_b16",   2, |a| r32(amd16::pack_b32_b16(u(a.x[0]), u(a.x[1]), true, true));
    "cvt_f32_f16",       1, |a| r32(amd16::f16_to_f32(a.x[0] as u16));
    "cvt_hi_f32_f16",    1, |a| r32(amd16::f16_to_f32((a.x[0] >> 16) as u16));
    "cmp_class_f32",     2, |a| (0, amd::cmp_class_f32(u(a.x[0]), u(a.x[1])));
    "cmp_class_f64",     2, |a| (0, amd::cmp_class_f64(a.x[0], u(a.x[1])));
}

/// Index of a lane function by name (the id `ir::lanefn` gives it).
pub use crate::ir::lanefn::lookup;

#[cfg(test)]
mod tests {
    use super::*;

    fn call(name: &str, x: [u64; 4]) -> (u64, bool) {
        let d = &LANE_FNS[lookup(name).unwrap() as usize];
        (d.f)(&LaneArgs {
            x,
            lane: 0,
            mode: 0,
        })
    }

    #[test]
    fn lop3_truth_tables() {
        // 0xF0 = a, 0xCC = b, 0xAA = c, 0x96 = a^b^c, 0xE8 = majority.
        let (a, b, c) = (0x1234_5678, 0x0F0F_F0F0, 0xDEAD_BEEF);
        assert_eq!(lop3(a, b, c, 0xF0), a);
        assert_eq!(lop3(a, b, c, 0xCC), b);
        assert_eq!(lop3(a, b, c, 0xAA), c);
        assert_eq!(lop3(a, b, c, 0x96), a ^ b ^ c);
        assert_eq!(lop3(a, b, c, 0xE8), (a & b) | (a & c) | (b & c));
        assert_eq!(lop3(a, b, c, 0x00), 0);
        assert_eq!(lop3(a, b, c, 0xFF), u32::MAX);
        let names: std::collections::HashSet<_> = LANE_FNS.iter().map(|d| d.name).collect();
        assert_eq!(names.len(), LANE_FNS.len());
    }

    #[test]
    fn integer_rows() {
        assert_eq!(call("lshlrev_b32", [4, 1, 0, 0]).0, 16);
        assert_eq!(call("ashrrev_i32", [4, 0x8000_0000, 0, 0]).0, 0xF800_0000);
        assert_eq!(
            call(
                "mad_u64_u32",
                [u32::MAX as u64, u32::MAX as u64, u64::MAX, 0]
            ),
            (0xFFFF_FFFE_0000_0000, true)
        );
        assert_eq!(
            call("add_i32_ovf", [0x7FFF_FFFF, 1, 0, 0]),
            (0x8000_0000, true)
        );
        assert_eq!(
            call("min_i32", [(-3i32) as u32 as u64, 2, 0, 0]),
            ((-3i32) as u32 as u64, true)
        );
        assert_eq!(call("ffbl_b32", [0, 0, 0, 0]).0, 0xFFFF_FFFF);
        assert_eq!(call("ffbh_u32", [1, 0, 0, 0]).0, 31);
        assert_eq!(call("lshl_add_u64", [1, 3, 100, 0]).0, 108);
        assert_eq!(call("med3_i32", [5, (-1i32) as u32 as u64, 3, 0]).0, 3);
        assert_eq!(call("lshl2_add_u32", [0x4000_0000, 0, 0, 0]), (0, true));
    }
}
