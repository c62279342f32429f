//! The ALU and control rows of the AMDGPU instruction table (VALU, SALU, scalar
//! memory, control; the memory rows are `rows_mem`): one per mnemonic and
//! generation set, with the `const fn` shorthands that keep each row on one line.

use super::super::target::DotSet;
use super::*;
use crate::ir::{Op, Ty};
use Op::*;

const fn vop(op: Op, ty: Ty, n: u8) -> Kind {
    VOp {
        op,
        ty,
        n,
        rev: false,
    }
}
const fn vrev(op: Op, ty: Ty) -> Kind {
    VOp {
        op,
        ty,
        n: 2,
        rev: true,
    }
}
const fn vl(f: &'static str, n: u8) -> Kind {
    VLane {
        f,
        n,
        wide: 0,
        int: 0,
    }
}
const fn dot(f: &'static str, acc: bool, set: DotSet) -> Kind {
    VDot { f, acc, set }
}
const fn vl16(f: &'static str, n: u8) -> Kind {
    VLane16 { f, n, float: false }
}
const fn sop(op: Op, ty: Ty, n: u8) -> Kind {
    SOp {
        op,
        ty,
        n,
        scc: SccRule::NonZero,
    }
}
const fn sl(f: &'static str, n: u8, wide: u8) -> Kind {
    SLane {
        f,
        n,
        wide,
        scc: SccRule::NonZero,
    }
}
const fn sl0(f: &'static str, n: u8, wide: u8) -> Kind {
    SLane {
        f,
        n,
        wide,
        scc: SccRule::None,
    }
}
const fn slf(f: &'static str, n: u8) -> Kind {
    SLane {
        f,
        n,
        wide: 0,
        scc: SccRule::Flag,
    }
}

#[rustfmt::skip]
rows! {
    pub static ALU_ROWS;
    "v_mov_b32",            ALL,   VMov { bits: 32 }, Move;
    "v_mov_b64",            G9|G12, VMov { bits: 64 }, Move;
    "v_pk_mov_b32",         G9,    VPkMov, Move;
    "v_writelane_b32",      ALL,   VWritelane, Warp;
    "v_accvgpr_write_b32",  G9,    VAcc { dst_acc: true, src_acc: false }, Move;
    "v_accvgpr_read_b32",   G9,    VAcc { dst_acc: false, src_acc: true }, Move;
    "v_accvgpr_mov_b32",    G9,    VAcc { dst_acc: true, src_acc: true }, Move;
    "v_accvgpr_write",      G9,    VAcc { dst_acc: true, src_acc: false }, Move;
    "v_accvgpr_read",       G9,    VAcc { dst_acc: false, src_acc: true }, Move;
    "v_readfirstlane_b32",  ALL,   VReadlane { first: true }, Warp;
    "v_readlane_b32",       ALL,   VReadlane { first: false }, Warp;
    "v_movrels_b32",        G10P,  VMovRel { src: true, dst: false, two: false }, Move;
    "v_movreld_b32",        G10P,  VMovRel { src: false, dst: true, two: false }, Move;
    "v_movrelsd_b32",       G10P,  VMovRel { src: true, dst: true, two: false }, Move;
    "v_movrelsd_2_b32",     G10P,  VMovRel { src: true, dst: true, two: true }, Move;
    "s_set_gpr_idx_on",     G9,    SGprIdx { index: true, mode: true, on: true }, Move;
    "s_set_gpr_idx_idx",    G9,    SGprIdx { index: true, mode: false, on: true }, Move;
    "s_set_gpr_idx_mode",   G9,    SGprIdx { index: false, mode: true, on: true }, Move;
    "s_set_gpr_idx_off",    G9,    SGprIdx { index: false, mode: false, on: false }, Move;
    "v_permlane16_b32",     G10P,  VPermlane16 { x16: false }, Warp;
    "v_permlanex16_b32",    G10P,  VPermlane16 { x16: true }, Warp;
    "v_cvt_pk_u8_f32",      ALL,   VCvtPk, Convert;
    "v_cvt_f32_i32",        ALL,   VCvt { dst: Ty::F32, src: Ty::S32, rnd: CvtRnd::Mode }, Convert;
    "v_cvt_f32_u32",        ALL,   VCvt { dst: Ty::F32, src: Ty::U32, rnd: CvtRnd::Mode }, Convert;
    "v_cvt_i32_f32",        ALL,   VCvt { dst: Ty::S32, src: Ty::F32, rnd: CvtRnd::Trunc }, Convert;
    "v_cvt_u32_f32",        ALL,   VCvt { dst: Ty::U32, src: Ty::F32, rnd: CvtRnd::Trunc }, Convert;
    "v_cvt_f32_f64",        ALL,   VCvt { dst: Ty::F32, src: Ty::F64, rnd: CvtRnd::Mode }, Convert;
    "v_cvt_f64_f32",        ALL,   VCvt { dst: Ty::F64, src: Ty::F32, rnd: CvtRnd::Exact }, Convert;
    "v_cvt_f32_f16",        ALL,   VCvt { dst: Ty::F32, src: Ty::F16, rnd: CvtRnd::Exact }, Convert;
    "v_cvt_f64_i32",        ALL,   VCvt { dst: Ty::F64, src: Ty::S32, rnd: CvtRnd::Exact }, Convert;
    "v_cvt_f64_u32",        ALL,   VCvt { dst: Ty::F64, src: Ty::U32, rnd: CvtRnd::Exact }, Convert;
    "v_cvt_i32_f64",        ALL,   VCvt { dst: Ty::S32, src: Ty::F64, rnd: CvtRnd::Trunc }, Convert;
    "v_cvt_u32_f64",        ALL,   VCvt { dst: Ty::U32, src: Ty::F64, rnd: CvtRnd::Trunc }, Convert;
    "v_cvt_f32_ubyte0",     ALL,   vl("cvt_f32_ubyte0", 1), Convert;
    "v_cvt_f32_ubyte1",     ALL,   vl("cvt_f32_ubyte1", 1), Convert;
    "v_cvt_f32_ubyte2",     ALL,   vl("cvt_f32_ubyte2", 1), Convert;
    "v_cvt_f32_ubyte3",     ALL,   vl("cvt_f32_ubyte3", 1), Convert;
    // ---- VALU: integer
    "v_add_u32",            G9,    vop(Add, Ty::U32, 2), Int;
    "v_add_nc_u32",         G10P,  vop(Add, Ty::U32, 2), Int;
    "v_sub_u32",            G9,    vop(Sub, Ty::U32, 2), Int;
    "v_sub_nc_u32",         G10P,  vop(Sub, Ty::U32, 2), Int;
    "v_subrev_u32",         G9,    vrev(Sub, Ty::U32), Int;
    "v_subrev_nc_u32",      G10P,  vrev(Sub, Ty::U32), Int;
    "v_add_co_u32",         ALL,   VCarry { sub: false, rev: false, cin: false }, Int;
    "v_sub_co_u32",         ALL,   VCarry { sub: true, rev: false, cin: false }, Int;
    "v_subrev_co_u32",      ALL,   VCarry { sub: true, rev: true, cin: false }, Int;
    "v_addc_co_u32",        G9,    VCarry { sub: false, rev: false, cin: true }, Int;
    "v_subb_co_u32",        G9,    VCarry { sub: true, rev: false, cin: true }, Int;
    "v_subbrev_co_u32",     G9,    VCarry { sub: true, rev: true, cin: true }, Int;
    "v_add_co_ci_u32",      G10P,  VCarry { sub: false, rev: false, cin: true }, Int;
    "v_sub_co_ci_u32",      G10P,  VCarry { sub: true, rev: false, cin: true }, Int;
    "v_subrev_co_ci_u32",   G10P,  VCarry { sub: true, rev: true, cin: true }, Int;
    "v_mul_lo_u32",         ALL,   vl("mul_lo_u32", 2), IntMul;
    "v_mul_hi_u32",         ALL,   vl("mul_hi_u32", 2), IntMul;
    "v_mul_hi_i32",         ALL,   vl("mul_hi_i32", 2), IntMul;
    "v_mul_u32_u24",        ALL,   vl("mul_u32_u24", 2), IntMul;
    "v_mul_i32_i24",        ALL,   vl("mul_i32_i24", 2), IntMul;
    "v_mul_hi_u32_u24",     ALL,   vl("mul_hi_u32_u24", 2), IntMul;
    "v_mul_hi_i32_i24",     ALL,   vl("mul_hi_i32_i24", 2), IntMul;
    "v_mad_u32_u24",        ALL,   vl("mad_u32_u24", 3), IntMul;
    "v_mad_i32_i24",        ALL,   vl("mad_i32_i24", 3), IntMul;
    "v_mad_u64_u32",        G9_11, VMadWide { signed: false }, IntMul;
    "v_mad_i64_i32",        G9_11, VMadWide { signed: true }, IntMul;
    "v_mad_co_u64_u32",     G12,   VMadWide { signed: false }, IntMul;
    "v_mad_co_i64_i32",     G12,   VMadWide { signed: true }, IntMul;
    "v_max_u32",            ALL,   vop(Max, Ty::U32, 2), Int;
    "v_max_i32",            ALL,   vop(Max, Ty::S32, 2), Int;
    "v_min_u32",            ALL,   vop(Min, Ty::U32, 2), Int;
    "v_min_i32",            ALL,   vop(Min, Ty::S32, 2), Int;
    "v_and_b32",            ALL,   vop(And, Ty::B32, 2), Int;
    "v_or_b32",             ALL,   vop(Or, Ty::B32, 2), Int;
    "v_xor_b32",            ALL,   vop(Xor, Ty::B32, 2), Int;
    "v_not_b32",            ALL,   vop(Not, Ty::B32, 1), Int;
    "v_lshlrev_b32",        ALL,   vl("lshlrev_b32", 2), Int;
    "v_lshrrev_b32",        ALL,   vl("lshrrev_b32", 2), Int;
    "v_ashrrev_i32",        ALL,   vl("ashrrev_i32", 2), Int;
    "v_lshlrev_b64",        ALL,   VLane { f: "lshlrev_b64", n: 2, wide: 0b101, int: 0 }, Int;
    "v_lshrrev_b64",        ALL,   VLane { f: "lshrrev_b64", n: 2, wide: 0b101, int: 0 }, Int;
    "v_ashrrev_i64",        ALL,   VLane { f: "ashrrev_i64", n: 2, wide: 0b101, int: 0 }, Int;
    "v_lshl_add_u32",       ALL,   vl("lshl_add_u32", 3), Int;
    "v_add_lshl_u32",       ALL,   vl("add_lshl_u32", 3), Int;
    "v_lshl_or_b32",        ALL,   vl("lshl_or_b32", 3), Int;
    "v_and_or_b32",         ALL,   vl("and_or_b32", 3), Int;
    "v_or3_b32",            ALL,   vl("or3_b32", 3), Int;
    "v_xor3_b32",           G10P,  vl("xor3_b32", 3), Int;
    "v_add3_u32",           ALL,   vl("add3_u32", 3), Int;
    "v_xad_u32",            ALL,   vl("xad_u32", 3), Int;
    "v_bitop3_b32",         G9,    VBitop3 { half: false }, Int;
    "v_bitop3_b16",         G9,    VBitop3 { half: true }, Int;
    "v_swap_b32",           ALL,   VSwap, Move;
    "v_minmax_u32",         G11P,  vl("minmax_u32", 3), Int;
    "v_minmax_i32",         G11P,  vl("minmax_i32", 3), Int;
    "v_maxmin_u32",         G11P,  vl("maxmin_u32", 3), Int;
    "v_maxmin_i32",         G11P,  vl("maxmin_i32", 3), Int;
    "v_minmax_f32",         G11,   vl("minmax_f32", 3), Fp32;
    "v_maxmin_f32",         G11,   vl("maxmin_f32", 3), Fp32;
    "v_minmax_num_f32",     G12,   vl("minmax_f32", 3), Fp32;
    "v_maxmin_num_f32",     G12,   vl("maxmin_f32", 3), Fp32;
    "v_lshl_add_u64",       G9|G12, VLane { f: "lshl_add_u64", n: 3, wide: 0b1011, int: 0 }, Int;
    "v_bfe_u32",            ALL,   vl("bfe_u32", 3), Int;
    "v_bfe_i32",            ALL,   vl("bfe_i32", 3), Int;
    "v_bfi_b32",            ALL,   vl("bfi_b32", 3), Int;
    "v_bfm_b32",            ALL,   vl("bfm_b32", 2), Int;
    "v_alignbit_b32",       ALL,   vl("alignbit_b32", 3), Int;
    "v_alignbyte_b32",      ALL,   vl("alignbyte_b32", 3), Int;
    "v_perm_b32",           ALL,   vl("perm_b32", 3), Int;
    "v_bfrev_b32",          ALL,   vl("bfrev_b32", 1), Int;
    "v_bcnt_u32_b32",       ALL,   vl("bcnt_u32_b32", 2), Int;
    "v_ffbh_u32",           G9_10, vl("ffbh_u32", 1), Int;
    "v_clz_i32_u32",        G11P,  vl("ffbh_u32", 1), Int;
    "v_ffbl_b32",           G9_10, vl("ffbl_b32", 1), Int;
    "v_ctz_i32_b32",        G11P,  vl("ffbl_b32", 1), Int;
    "v_ffbh_i32",           G9_10, vl("ffbh_i32", 1), Int;
    "v_cls_i32",            G11P,  vl("ffbh_i32", 1), Int;
    "v_mbcnt_lo_u32_b32",   ALL,   vl("mbcnt_lo", 2), Int;
    "v_mbcnt_hi_u32_b32",   ALL,   vl("mbcnt_hi", 2), Int;
    "v_sad_u8",             ALL,   vl("sad_u8", 3), Int;
    "v_sad_u32",            ALL,   vl("sad_u32", 3), Int;
    "v_med3_i32",           ALL,   vl("med3_i32", 3), Int;
    "v_med3_u32",           ALL,   vl("med3_u32", 3), Int;
    "v_min3_i32",           ALL,   vl("min3_i32", 3), Int;
    "v_min3_u32",           ALL,   vl("min3_u32", 3), Int;
    "v_max3_i32",           ALL,   vl("max3_i32", 3), Int;
    "v_max3_u32",           ALL,   vl("max3_u32", 3), Int;
    "v_cndmask_b32",        ALL,   VCnd, Move;
    // ---- VALU: float
    "v_add_f32",            ALL,   vop(Add, Ty::F32, 2), Fp32;
    "v_sub_f32",            ALL,   vop(Sub, Ty::F32, 2), Fp32;
    "v_subrev_f32",         ALL,   vrev(Sub, Ty::F32), Fp32;
    "v_mul_f32",            ALL,   vop(Mul, Ty::F32, 2), Fp32;
    "v_max_f32",            G9_11, vop(Max, Ty::F32, 2), Fp32;
    "v_min_f32",            G9_11, vop(Min, Ty::F32, 2), Fp32;
    "v_max_num_f32",        G12,   vop(Max, Ty::F32, 2), Fp32;
    "v_min_num_f32",        G12,   vop(Min, Ty::F32, 2), Fp32;
    "v_fma_f32",            ALL,   vop(Fma, Ty::F32, 3), Fp32;
    "v_fmac_f32",           ALL,   VFmac { ty: Ty::F32 }, Fp32;
    "v_fmaak_f32",          ALL,   VFmaK { mad: false }, Fp32;
    "v_fmamk_f32",          ALL,   VFmaK { mad: false }, Fp32;
    "v_madak_f32",          G9_10, VFmaK { mad: true }, Fp32, MadMacF32;
    "v_madmk_f32",          G9_10, VFmaK { mad: true }, Fp32, MadMacF32;
    "v_mad_f32",            G9_10, vl("mad_f32", 3), Fp32, MadMacF32;
    "v_mac_f32",            G9_10, VMac, Fp32, MadMacF32;
    "v_med3_f32",           G9_11, vl("med3_f32", 3), Fp32;
    "v_med3_num_f32",       G12,   vl("med3_f32", 3), Fp32;
    "v_max3_f32",           G9_11, vl("max3_f32", 3), Fp32;
    "v_min3_f32",           G9_11, vl("min3_f32", 3), Fp32;
    "v_max3_num_f32",       G12,   vl("max3_f32", 3), Fp32;
    "v_min3_num_f32",       G12,   vl("min3_f32", 3), Fp32;
    "v_add_f64",            ALL,   vop(Add, Ty::F64, 2), Fp64;
    "v_mul_f64",            ALL,   vop(Mul, Ty::F64, 2), Fp64;
    "v_fma_f64",            ALL,   vop(Fma, Ty::F64, 3), Fp64;
    "v_fmac_f64",           G9|G12, VFmac { ty: Ty::F64 }, Fp64;
    "v_pk_fma_f32",         G9,    VPkF32 { f: "pk_fma_f32", n: 3 }, Fp32;
    "v_pk_mul_f32",         G9,    VPkF32 { f: "pk_mul_f32", n: 2 }, Fp32;
    "v_pk_add_f32",         G9,    VPkF32 { f: "pk_add_f32", n: 2 }, Fp32;
    "v_max_f64",            G9_11, vop(Max, Ty::F64, 2), Fp64;
    "v_min_f64",            G9_11, vop(Min, Ty::F64, 2), Fp64;
    "v_rcp_f32",            ALL,   vl("rcp_f32", 1), Sfu;
    "v_rcp_iflag_f32",      ALL,   vl("rcp_f32", 1), Sfu;
    "v_rcp_f64",            ALL,   VLane { f: "rcp_f64", n: 1, wide: 0b11, int: 0 }, Sfu;
    "v_sqrt_f32",           ALL,   vl("sqrt_f32", 1), Sfu;
    "v_rsq_f32",            ALL,   vl("rsq_f32", 1), Sfu;
    "v_sqrt_f64",           ALL,   VLane { f: "sqrt_f64", n: 1, wide: 0b11, int: 0 }, Sfu;
    "v_rsq_f64",            ALL,   VLane { f: "rsq_f64", n: 1, wide: 0b11, int: 0 }, Sfu;
    "v_ldexp_f32",          ALL,   VLane { f: "ldexp_f32", n: 2, wide: 0, int: 0b10 }, Fp32;
    "v_ldexp_f64",          ALL,   VLane { f: "ldexp_f64", n: 2, wide: 0b011, int: 0b10 }, Fp64;
    "v_trunc_f32",          ALL,   vl("trunc_f32", 1), Fp32;
    "v_rndne_f32",          ALL,   vl("rndne_f32", 1), Fp32;
    "v_floor_f32",          ALL,   vl("floor_f32", 1), Fp32;
    "v_ceil_f32",           ALL,   vl("ceil_f32", 1), Fp32;
    "v_fract_f32",          ALL,   vl("fract_f32", 1), Fp32;
    "v_frexp_mant_f32",     ALL,   vl("frexp_mant_f32", 1), Fp32;
    "v_frexp_exp_i32_f32",  ALL,   vl("frexp_exp_i32_f32", 1), Fp32;
    "v_div_scale_f32",      ALL,   VDivScale { ty: Ty::F32 }, Fp32;
    "v_div_scale_f64",      ALL,   VDivScale { ty: Ty::F64 }, Fp64;
    "v_div_fmas_f32",       ALL,   VDivFmas { ty: Ty::F32 }, Fp32;
    "v_div_fmas_f64",       ALL,   VDivFmas { ty: Ty::F64 }, Fp64;
    "v_div_fixup_f32",      ALL,   vl("div_fixup_f32", 3), Fp32;
    "v_div_fixup_f64",      ALL,   VLane { f: "div_fixup_f64", n: 3, wide: 0b1111, int: 0 }, Fp64;
    "v_div_fixup_f16",      ALL,   VLane16 { f: "div_fixup_f16", n: 3, float: true }, Fp32;
    "v_div_fixup_legacy_f16", G9,  VLane16 { f: "div_fixup_f16", n: 3, float: true }, Fp32;
    "v_exp_f32",            ALL,   vl("exp_f32", 1), Sfu;
    "v_log_f32",            ALL,   vl("log_f32", 1), Sfu;
    "v_sin_f32",            ALL,   vl("sin_f32", 1), Sfu;
    "v_cos_f32",            ALL,   vl("cos_f32", 1), Sfu;
    "v_trunc_f64",          ALL,   VLane { f: "trunc_f64", n: 1, wide: 0b11, int: 0 }, Fp64;
    "v_floor_f64",          ALL,   VLane { f: "floor_f64", n: 1, wide: 0b11, int: 0 }, Fp64;
    "v_ceil_f64",           ALL,   VLane { f: "ceil_f64", n: 1, wide: 0b11, int: 0 }, Fp64;
    "v_rndne_f64",          ALL,   VLane { f: "rndne_f64", n: 1, wide: 0b11, int: 0 }, Fp64;
    "v_fract_f64",          ALL,   VLane { f: "fract_f64", n: 1, wide: 0b11, int: 0 }, Fp64;
    "v_frexp_mant_f64",     ALL,   VLane { f: "frexp_mant_f64", n: 1, wide: 0b11, int: 0 }, Fp64;
    "v_frexp_exp_i32_f64",  ALL,   VLane { f: "frexp_exp_i32_f64", n: 1, wide: 0b10, int: 0 }, Fp64;
    "v_trig_preop_f64",     ALL,   VLane { f: "trig_preop_f64", n: 2, wide: 0b011, int: 0b10 }, Fp64;
    // GFX12 VALU transcendentals with an SGPR result (VOP3 `v_s_*`).
    "v_s_exp_f32",          G12,   VSLane { f: "exp_f32" }, Sfu;
    "v_s_log_f32",          G12,   VSLane { f: "log_f32" }, Sfu;
    "v_s_rcp_f32",          G12,   VSLane { f: "rcp_f32" }, Sfu;
    "v_s_rsq_f32",          G12,   VSLane { f: "rsq_f32" }, Sfu;
    "v_s_sqrt_f32",         G12,   VSLane { f: "sqrt_f32" }, Sfu;
    "v_max_num_f64",        G12,   vop(Max, Ty::F64, 2), Fp64;
    "v_min_num_f64",        G12,   vop(Min, Ty::F64, 2), Fp64;
    // ---- VALU: 16-bit (a VGPR half or, in GFX11 true16 syntax, `v5.l`/`v5.h`; the
    // other half of a whole-VGPR destination as `zeroes_high16` says)
    "v_mov_b16",            G11P,  VMov { bits: 16 }, Move;
    "v_cndmask_b16",        G11P,  VCnd16, Move;
    "v_add_u16",            G9,    vop(Add, Ty::U16, 2), Int;
    "v_sub_u16",            G9,    vop(Sub, Ty::U16, 2), Int;
    "v_subrev_u16",         G9,    vrev(Sub, Ty::U16), Int;
    "v_add_nc_u16",         G10P,  vop(Add, Ty::U16, 2), Int;
    "v_sub_nc_u16",         G10P,  vop(Sub, Ty::U16, 2), Int;
    "v_add_nc_i16",         G10P,  vop(Add, Ty::S16, 2), Int;
    "v_sub_nc_i16",         G10P,  vop(Sub, Ty::S16, 2), Int;
    "v_mul_lo_u16",         ALL,   vl16("mul_lo_u16", 2), IntMul;
    "v_mad_u16",            ALL,   vl16("mad_u16", 3), IntMul;
    "v_mad_i16",            ALL,   vl16("mad_u16", 3), IntMul;
    // GFX9's names for GFX8's encodings (no op_sel; they zero the high half).
    "v_mad_legacy_u16",     G9,    vl16("mad_u16", 3), IntMul;
    "v_mad_legacy_i16",     G9,    vl16("mad_u16", 3), IntMul;
    "v_fma_legacy_f16",     G9,    vop(Fma, Ty::F16, 3), Fp32;
    "v_max3_i16",           ALL,   vl16("max3_i16", 3), Int;
    "v_max3_u16",           ALL,   vl16("max3_u16", 3), Int;
    "v_min3_i16",           ALL,   vl16("min3_i16", 3), Int;
    "v_min3_u16",           ALL,   vl16("min3_u16", 3), Int;
    "v_med3_i16",           ALL,   vl16("med3_i16", 3), Int;
    "v_med3_u16",           ALL,   vl16("med3_u16", 3), Int;
    "v_lshlrev_b16",        ALL,   vl16("lshlrev_b16", 2), Int;
    "v_lshrrev_b16",        ALL,   vl16("lshrrev_b16", 2), Int;
    "v_ashrrev_i16",        ALL,   vl16("ashrrev_i16", 2), Int;
    "v_max_u16",            ALL,   vop(Max, Ty::U16, 2), Int;
    "v_min_u16",            ALL,   vop(Min, Ty::U16, 2), Int;
    "v_max_i16",            ALL,   vop(Max, Ty::S16, 2), Int;
    "v_min_i16",            ALL,   vop(Min, Ty::S16, 2), Int;
    "v_and_b16",            G11P,  vop(And, Ty::B16, 2), Int;
    "v_or_b16",             G11P,  vop(Or, Ty::B16, 2), Int;
    "v_xor_b16",            G11P,  vop(Xor, Ty::B16, 2), Int;
    "v_not_b16",            G11P,  vop(Not, Ty::B16, 1), Int;
    "v_add_f16",            ALL,   vop(Add, Ty::F16, 2), Fp32;
    "v_sub_f16",            ALL,   vop(Sub, Ty::F16, 2), Fp32;
    "v_subrev_f16",         ALL,   vrev(Sub, Ty::F16), Fp32;
    "v_mul_f16",            ALL,   vop(Mul, Ty::F16, 2), Fp32;
    "v_fma_f16",            ALL,   vop(Fma, Ty::F16, 3), Fp32;
    "v_fmac_f16",           ALL,   VFmac { ty: Ty::F16 }, Fp32;
    "v_max_f16",            G9_11, vop(Max, Ty::F16, 2), Fp32;
    "v_min_f16",            G9_11, vop(Min, Ty::F16, 2), Fp32;
    "v_max_num_f16",        G12,   vop(Max, Ty::F16, 2), Fp32;
    "v_min_num_f16",        G12,   vop(Min, Ty::F16, 2), Fp32;
    "v_cvt_f16_f32",        ALL,   VCvt { dst: Ty::F16, src: Ty::F32, rnd: CvtRnd::Mode }, Convert;
    "v_cvt_f16_u16",        ALL,   VCvt { dst: Ty::F16, src: Ty::U16, rnd: CvtRnd::Mode }, Convert;
    "v_cvt_f16_i16",        ALL,   VCvt { dst: Ty::F16, src: Ty::S16, rnd: CvtRnd::Mode }, Convert;
    "v_cvt_u16_f16",        ALL,   VCvt { dst: Ty::U16, src: Ty::F16, rnd: CvtRnd::Trunc }, Convert;
    "v_cvt_i16_f16",        ALL,   VCvt { dst: Ty::S16, src: Ty::F16, rnd: CvtRnd::Trunc }, Convert;
    "v_cvt_pkrtz_f16_f32",  ALL,   vl("cvt_pkrtz_f16_f32", 2), Convert;
    "v_cvt_pk_f16_f32",     G9,    vl("cvt_pk_f16_f32", 2), Convert;
    "v_cvt_pk_u16_f32",     G11P,  vl("cvt_pk_u16_f32", 2), Convert;
    "v_cvt_pk_i16_f32",     G11P,  vl("cvt_pk_i16_f32", 2), Convert;
    "v_pack_b32_f16",       ALL,   VPackF16, Convert;
    "v_cvt_pk_fp8_f32",     G9,    VCvtPkFp8 { bf8: false }, Convert;
    "v_cvt_pk_bf8_f32",     G9,    VCvtPkFp8 { bf8: true }, Convert;
    "v_fma_mix_f32",        ALL,   VFmaMix { dst: 0 }, Fp32;
    // Dot products (`lower/dot.rs`; which processors have each: `DotSet`).
    "v_dot2_f32_f16",       ALL,   dot("dot2_f32_f16", false, DotSet::Base), Fp32;
    "v_dot2_i32_i16",       G9_10, dot("dot2_i32_i16", false, DotSet::Base), Int;
    "v_dot2_u32_u16",       G9_10, dot("dot2_u32_u16", false, DotSet::Base), Int;
    "v_dot4_i32_i8",        G9_10, dot("dot4_i32_i8", false, DotSet::Base), Int;
    "v_dot4_u32_u8",        ALL,   dot("dot4_u32_u8", false, DotSet::Base), Int;
    "v_dot8_i32_i4",        G9_10, dot("dot8_i32_i4", false, DotSet::Base), Int;
    "v_dot8_u32_u4",        ALL,   dot("dot8_u32_u4", false, DotSet::Base), Int;
    "v_dot2c_f32_f16",      G9_11, dot("dot2_f32_f16", true, DotSet::Acc), Fp32;
    "v_dot2acc_f32_f16",    G11,   dot("dot2_f32_f16", true, DotSet::Acc), Fp32;
    "v_dot4c_i32_i8",       G9_10, dot("dot4_i32_i8", true, DotSet::Acc), Int;
    "v_dot2c_i32_i16",      G9,    dot("dot2_i32_i16", true, DotSet::CdnaAcc), Int;
    "v_dot8c_i32_i4",       G9,    dot("dot8_i32_i4", true, DotSet::CdnaAcc), Int;
    "v_dot2_f32_bf16",      G9 | G11P, dot("dot2_f32_bf16", false, DotSet::Bf16), Fp32;
    "v_dot2c_f32_bf16",     G9,    dot("dot2_f32_bf16", true, DotSet::Bf16), Fp32;
    "v_dot2_f16_f16",       G11P,  dot("dot2_f16_f16", false, DotSet::Rdna3), Fp32;
    "v_dot2_bf16_bf16",     G11P,  dot("dot2_bf16_bf16", false, DotSet::Rdna3), Fp32;
    "v_dot4_i32_iu8",       G11P,  dot("dot4_i32_iu8", false, DotSet::Rdna3), Int;
    "v_dot8_i32_iu4",       G11P,  dot("dot8_i32_iu4", false, DotSet::Rdna3), Int;
    "v_dot4_f32_fp8_fp8",   G12,   dot("dot4_f32_fp8_fp8", false, DotSet::Fp8), Fp32;
    "v_dot4_f32_fp8_bf8",   G12,   dot("dot4_f32_fp8_bf8", false, DotSet::Fp8), Fp32;
    "v_dot4_f32_bf8_fp8",   G12,   dot("dot4_f32_bf8_fp8", false, DotSet::Fp8), Fp32;
    "v_dot4_f32_bf8_bf8",   G12,   dot("dot4_f32_bf8_bf8", false, DotSet::Fp8), Fp32;
    "v_fma_mixlo_f16",      ALL,   VFmaMix { dst: 1 }, Fp32;
    "v_fma_mixhi_f16",      ALL,   VFmaMix { dst: 2 }, Fp32;
    "v_pk_lshlrev_b16",     ALL,   VPk16 { f: "pk_lshlrev_b16", n: 2 }, Int;
    "v_pk_lshrrev_b16",     ALL,   VPk16 { f: "pk_lshrrev_b16", n: 2 }, Int;
    "v_pk_ashrrev_i16",     ALL,   VPk16 { f: "pk_ashrrev_i16", n: 2 }, Int;
    "v_pk_add_u16",         ALL,   VPk16 { f: "pk_add_u16", n: 2 }, Int;
    "v_pk_sub_u16",         ALL,   VPk16 { f: "pk_sub_u16", n: 2 }, Int;
    "v_pk_add_i16",         ALL,   VPk16 { f: "pk_add_u16", n: 2 }, Int;
    "v_pk_sub_i16",         ALL,   VPk16 { f: "pk_sub_u16", n: 2 }, Int;
    "v_pk_mul_lo_u16",      ALL,   VPk16 { f: "pk_mul_lo_u16", n: 2 }, IntMul;
    "v_pk_mad_u16",         ALL,   VPk16 { f: "pk_mad_u16", n: 3 }, IntMul;
    "v_pk_mad_i16",         ALL,   VPk16 { f: "pk_mad_u16", n: 3 }, IntMul;
    "v_pk_max_u16",         ALL,   VPk16 { f: "pk_max_u16", n: 2 }, Int;
    "v_pk_min_u16",         ALL,   VPk16 { f: "pk_min_u16", n: 2 }, Int;
    "v_pk_max_i16",         ALL,   VPk16 { f: "pk_max_i16", n: 2 }, Int;
    "v_pk_min_i16",         ALL,   VPk16 { f: "pk_min_i16", n: 2 }, Int;
    "v_pk_add_f16",         ALL,   VPk16 { f: "pk_add_f16", n: 2 }, Fp32;
    "v_pk_mul_f16",         ALL,   VPk16 { f: "pk_mul_f16", n: 2 }, Fp32;
    "v_pk_fma_f16",         ALL,   VPk16 { f: "pk_fma_f16", n: 3 }, Fp32;
    "v_pk_max_f16",         G9_11, VPk16 { f: "pk_max_f16", n: 2 }, Fp32;
    "v_pk_min_f16",         G9_11, VPk16 { f: "pk_min_f16", n: 2 }, Fp32;
    "v_pk_max_num_f16",     G12,   VPk16 { f: "pk_max_f16", n: 2 }, Fp32;
    "v_pk_min_num_f16",     G12,   VPk16 { f: "pk_min_f16", n: 2 }, Fp32;
    // ---- VALU: compares (types by suffix; see lower.rs for the full family)
    "v_cmp_class_f32",      ALL,   VCmpClass { ty: Ty::F32, x: false }, Fp32;
    "v_cmp_class_f64",      ALL,   VCmpClass { ty: Ty::F64, x: false }, Fp64;
    "v_cmpx_class_f32",     ALL,   VCmpClass { ty: Ty::F32, x: true }, Fp32;
    // ---- SALU
    "s_mov_b32",            ALL,   SMov { wide: false }, Move;
    "s_mov_b64",            ALL,   SMov { wide: true }, Move;
    "s_movk_i32",           ALL,   SMov { wide: false }, Move;
    "s_cmov_b32",           ALL,   SCmov { wide: false }, Move;
    "s_cmov_b64",           ALL,   SCmov { wide: true }, Move;
    "s_cselect_b32",        ALL,   SCselect { wide: false }, Move;
    "s_cselect_b64",        ALL,   SCselect { wide: true }, Move;
    "s_add_u32",            G9_11, SCarry { sub: false, cin: false, wide: false }, Int;
    "s_addc_u32",           G9_11, SCarry { sub: false, cin: true, wide: false }, Int;
    "s_sub_u32",            G9_11, SCarry { sub: true, cin: false, wide: false }, Int;
    "s_subb_u32",           G9_11, SCarry { sub: true, cin: true, wide: false }, Int;
    "s_add_co_u32",         G12,   SCarry { sub: false, cin: false, wide: false }, Int;
    "s_add_co_ci_u32",      G12,   SCarry { sub: false, cin: true, wide: false }, Int;
    "s_sub_co_u32",         G12,   SCarry { sub: true, cin: false, wide: false }, Int;
    "s_sub_co_ci_u32",      G12,   SCarry { sub: true, cin: true, wide: false }, Int;
    "s_add_i32",            G9_11, slf("add_i32_ovf", 2), Int;
    "s_add_co_i32",         G12,   slf("add_i32_ovf", 2), Int;
    "s_sub_i32",            G9_11, slf("sub_i32_ovf", 2), Int;
    "s_sub_co_i32",         G12,   slf("sub_i32_ovf", 2), Int;
    "s_add_nc_u64",         G12,   sl0("add_u64", 2, 0b111), Int;
    "s_sub_nc_u64",         G12,   sl0("sub_u64", 2, 0b111), Int;
    "s_pack_ll_b32_b16",    ALL,   sl0("pack_ll_b32_b16", 2, 0), Int;
    "s_pack_lh_b32_b16",    ALL,   sl0("pack_lh_b32_b16", 2, 0), Int;
    "s_pack_hh_b32_b16",    ALL,   sl0("pack_hh_b32_b16", 2, 0), Int;
    "s_pack_hl_b32_b16",    G11P,  sl0("pack_hl_b32_b16", 2, 0), Int;
    "s_cvt_f32_f16",        G12,   sl0("cvt_f32_f16", 1, 0), Convert;
    "s_cvt_hi_f32_f16",     G12,   sl0("cvt_hi_f32_f16", 1, 0), Convert;
    "s_mul_i32",            ALL,   sl0("mul_lo_u32", 2, 0), IntMul;
    "s_mul_hi_u32",         ALL,   sl0("mul_hi_u32", 2, 0), IntMul;
    "s_mul_hi_i32",         ALL,   sl0("mul_hi_i32", 2, 0), IntMul;
    "s_addk_i32",           ALL,   slf("add_i32_ovf", 2), Int;
    "s_mulk_i32",           ALL,   sl0("mul_lo_u32", 2, 0), IntMul;
    "s_addk_co_i32",        G12,   slf("add_i32_ovf", 2), Int;
    "s_mul_u64",            G12,   sl0("mul_u64", 2, 0b111), IntMul;
    "s_absdiff_i32",        ALL,   sl("absdiff_i32", 2, 0), Int;
    "s_and_b32",            ALL,   sop(And, Ty::B32, 2), Int;
    "s_and_b64",            ALL,   sop(And, Ty::B64, 2), Int;
    "s_or_b32",             ALL,   sop(Or, Ty::B32, 2), Int;
    "s_or_b64",             ALL,   sop(Or, Ty::B64, 2), Int;
    "s_xor_b32",            ALL,   sop(Xor, Ty::B32, 2), Int;
    "s_xor_b64",            ALL,   sop(Xor, Ty::B64, 2), Int;
    "s_not_b32",            ALL,   sop(Not, Ty::B32, 1), Int;
    "s_not_b64",            ALL,   sop(Not, Ty::B64, 1), Int;
    "s_andn2_b32",          G9_10, sl("andn2", 2, 0), Int;
    "s_andn2_b64",          G9_10, sl("andn2", 2, 0b111), Int;
    "s_and_not1_b32",       G11P,  sl("andn2", 2, 0), Int;
    "s_and_not1_b64",       G11P,  sl("andn2", 2, 0b111), Int;
    "s_orn2_b32",           G9_10, sl("orn2_b32", 2, 0), Int;
    "s_orn2_b64",           G9_10, sl("orn2_b64", 2, 0b111), Int;
    "s_or_not1_b32",        G11P,  sl("orn2_b32", 2, 0), Int;
    "s_or_not1_b64",        G11P,  sl("orn2_b64", 2, 0b111), Int;
    "s_nand_b32",           ALL,   sl("nand_b32", 2, 0), Int;
    "s_nor_b32",            ALL,   sl("nor_b32", 2, 0), Int;
    "s_xnor_b32",           ALL,   sl("xnor_b32", 2, 0), Int;
    "s_nand_b64",           ALL,   sl("nand_b64", 2, 0b111), Int;
    "s_nor_b64",            ALL,   sl("nor_b64", 2, 0b111), Int;
    "s_xnor_b64",           ALL,   sl("xnor_b64", 2, 0b111), Int;
    "s_lshl_b32",           ALL,   sl("lshl_b32", 2, 0), Int;
    "s_lshl_b64",           ALL,   sl("lshl_b64", 2, 0b011), Int;
    "s_lshr_b32",           ALL,   sl("lshr_b32", 2, 0), Int;
    "s_lshr_b64",           ALL,   sl("lshr_b64", 2, 0b011), Int;
    "s_ashr_i32",           ALL,   sl("ashr_i32", 2, 0), Int;
    "s_ashr_i64",           ALL,   sl("ashr_i64", 2, 0b011), Int;
    "s_lshl1_add_u32",      ALL,   slf("lshl1_add_u32", 2), Int;
    "s_lshl2_add_u32",      ALL,   slf("lshl2_add_u32", 2), Int;
    "s_lshl3_add_u32",      ALL,   slf("lshl3_add_u32", 2), Int;
    "s_lshl4_add_u32",      ALL,   slf("lshl4_add_u32", 2), Int;
    "s_bfe_u32",            ALL,   sl("s_bfe_u32", 2, 0), Int;
    "s_bfe_i32",            ALL,   sl("s_bfe_i32", 2, 0), Int;
    "s_bfe_u64",            ALL,   sl("s_bfe_u64", 2, 0b011), Int;
    "s_bfe_i64",            ALL,   sl("s_bfe_i64", 2, 0b011), Int;
    "s_bfm_b32",            ALL,   sl0("bfm_b32", 2, 0), Int;
    "s_brev_b32",           ALL,   sl0("bfrev_b32", 1, 0), Int;
    "s_bcnt1_i32_b32",      ALL,   sl("bcnt1_b32", 1, 0), Int;
    "s_bcnt1_i32_b64",      ALL,   sl("bcnt1_b64", 1, 0b10), Int;
    "s_ff1_i32_b32",        G9_10, sl0("ffbl_b32", 1, 0), Int;
    "s_ff1_i32_b64",        G9_10, sl0("ffbl_b64", 1, 0b10), Int;
    "s_ctz_i32_b32",        G11P,  sl0("ffbl_b32", 1, 0), Int;
    "s_ctz_i32_b64",        G11P,  sl0("ffbl_b64", 1, 0b10), Int;
    "s_flbit_i32_b32",      G9_10, sl0("ffbh_u32", 1, 0), Int;
    "s_clz_i32_u32",        G11P,  sl0("ffbh_u32", 1, 0), Int;
    "s_bitset1_b32",        ALL,   sl0("bitset1_b32", 2, 0), Int;
    "s_bitset0_b32",        ALL,   sl0("bitset0_b32", 2, 0), Int;
    "s_sext_i32_i8",        ALL,   sl0("sext_i8", 1, 0), Int;
    "s_sext_i32_i16",       ALL,   sl0("sext_i16", 1, 0), Int;
    "s_abs_i32",            ALL,   sl("abs_i32", 1, 0), Int;
    "s_min_i32",            ALL,   slf("min_i32", 2), Int;
    "s_min_u32",            ALL,   slf("min_u32", 2), Int;
    "s_max_i32",            ALL,   slf("max_i32", 2), Int;
    "s_max_u32",            ALL,   slf("max_u32", 2), Int;
    "s_add_f32",            G12,   SOp { op: Add, ty: Ty::F32, n: 2, scc: SccRule::None }, Fp32;
    "s_mul_f32",            G12,   SOp { op: Mul, ty: Ty::F32, n: 2, scc: SccRule::None }, Fp32;
    "s_sub_f32",            G12,   SOp { op: Sub, ty: Ty::F32, n: 2, scc: SccRule::None }, Fp32;
    "s_max_num_f32",        G12,   SOp { op: Max, ty: Ty::F32, n: 2, scc: SccRule::None }, Fp32;
    "s_min_num_f32",        G12,   SOp { op: Min, ty: Ty::F32, n: 2, scc: SccRule::None }, Fp32;
    "s_fmac_f32",           G12,   SFma { mac: true }, Fp32;
    "s_fmaak_f32",          G12,   SFma { mac: false }, Fp32;
    "s_fmamk_f32",          G12,   SFma { mac: false }, Fp32;
    "s_rndne_f32",          G12,   sl0("rndne_f32", 1, 0), Fp32;
    "s_trunc_f32",          G12,   sl0("trunc_f32", 1, 0), Fp32;
    "s_floor_f32",          G12,   sl0("floor_f32", 1, 0), Fp32;
    "s_ceil_f32",           G12,   sl0("ceil_f32", 1, 0), Fp32;
    "s_cvt_f32_i32",        G12,   SCvt { dst: Ty::F32, src: Ty::S32, rnd: CvtRnd::Mode }, Convert;
    "s_cvt_f32_u32",        G12,   SCvt { dst: Ty::F32, src: Ty::U32, rnd: CvtRnd::Mode }, Convert;
    "s_cvt_i32_f32",        G12,   SCvt { dst: Ty::S32, src: Ty::F32, rnd: CvtRnd::Trunc }, Convert;
    "s_cvt_u32_f32",        G12,   SCvt { dst: Ty::U32, src: Ty::F32, rnd: CvtRnd::Trunc }, Convert;
    // ---- exec manipulation
    "s_and_saveexec_b32",   ALL,   SSaveexec { f: "and", wide: false }, Int;
    "s_and_saveexec_b64",   ALL,   SSaveexec { f: "and", wide: true }, Int;
    "s_or_saveexec_b32",    ALL,   SSaveexec { f: "or", wide: false }, Int;
    "s_or_saveexec_b64",    ALL,   SSaveexec { f: "or", wide: true }, Int;
    "s_xor_saveexec_b32",   ALL,   SSaveexec { f: "xor", wide: false }, Int;
    "s_xor_saveexec_b64",   ALL,   SSaveexec { f: "xor", wide: true }, Int;
    "s_andn2_saveexec_b32", G9_10, SSaveexec { f: "andn2", wide: false }, Int;
    "s_andn2_saveexec_b64", G9_10, SSaveexec { f: "andn2", wide: true }, Int;
    "s_and_not1_saveexec_b32", G11P, SSaveexec { f: "andn2", wide: false }, Int;
    "s_and_not1_saveexec_b64", G11P, SSaveexec { f: "andn2", wide: true }, Int;
    "s_orn2_saveexec_b32",  G9_10, SSaveexec { f: "orn2", wide: false }, Int;
    "s_orn2_saveexec_b64",  G9_10, SSaveexec { f: "orn2", wide: true }, Int;
    "s_or_not1_saveexec_b32", G11P, SSaveexec { f: "orn2", wide: false }, Int;
    "s_or_not1_saveexec_b64", G11P, SSaveexec { f: "orn2", wide: true }, Int;
    // ---- scalar memory
    "s_load_dword",         G9_10, SLoad { dwords: 1 }, MemConst;
    "s_load_dwordx2",       G9_10, SLoad { dwords: 2 }, MemConst;
    "s_load_dwordx4",       G9_10, SLoad { dwords: 4 }, MemConst;
    "s_load_dwordx8",       G9_10, SLoad { dwords: 8 }, MemConst;
    "s_load_dwordx16",      G9_10, SLoad { dwords: 16 }, MemConst;
    "s_load_b32",           G11P,  SLoad { dwords: 1 }, MemConst;
    "s_load_b64",           G11P,  SLoad { dwords: 2 }, MemConst;
    "s_load_b96",           G12,   SLoad { dwords: 3 }, MemConst;
    "s_load_b128",          G11P,  SLoad { dwords: 4 }, MemConst;
    "s_load_b256",          G11P,  SLoad { dwords: 8 }, MemConst;
    "s_load_b512",          G11P,  SLoad { dwords: 16 }, MemConst;
    "s_load_u8",            G12,   SLoadSub { bytes: 1, signed: false }, MemConst;
    "s_load_i8",            G12,   SLoadSub { bytes: 1, signed: true }, MemConst;
    "s_load_u16",           G12,   SLoadSub { bytes: 2, signed: false }, MemConst;
    "s_load_i16",           G12,   SLoadSub { bytes: 2, signed: true }, MemConst;
    // ---- control
    "s_branch",             ALL,   SBranch { cond: BrCond::Always }, Branch;
    "s_cbranch_scc0",       ALL,   SBranch { cond: BrCond::Scc0 }, Branch;
    "s_cbranch_scc1",       ALL,   SBranch { cond: BrCond::Scc1 }, Branch;
    "s_cbranch_vccz",       ALL,   SBranch { cond: BrCond::Vccz }, Branch;
    "s_cbranch_vccnz",      ALL,   SBranch { cond: BrCond::Vccnz }, Branch;
    "s_cbranch_execz",      ALL,   SBranch { cond: BrCond::Execz }, Branch;
    "s_cbranch_execnz",     ALL,   SBranch { cond: BrCond::Execnz }, Branch;
    "s_endpgm",             ALL,   SEndpgm, Branch;
    "s_barrier",            G9_11, SBarrier { signal: true, wait: true }, Barrier;
    "s_barrier_signal",     G12,   SBarrier { signal: true, wait: false }, Barrier;
    "s_barrier_wait",       G12,   SBarrier { signal: false, wait: true }, Barrier;
    "s_waitcnt",            G9_11, SWait { k: WaitK::Waitcnt }, Misc;
    "s_waitcnt_vscnt",      G10_11, SWait { k: WaitK::Store }, Misc;
    "s_waitcnt_vmcnt",      G10_11, SWait { k: WaitK::Load }, Misc;
    "s_waitcnt_lgkmcnt",    G10_11, SWait { k: WaitK::Km }, Misc;
    "s_waitcnt_expcnt",     G10_11, SWait { k: WaitK::Other }, Misc;
    "s_wait_loadcnt",       G12,   SWait { k: WaitK::Load }, Misc;
    "s_wait_storecnt",      G12,   SWait { k: WaitK::Store }, Misc;
    "s_wait_kmcnt",         G12,   SWait { k: WaitK::Km }, Misc;
    "s_wait_dscnt",         G12,   SWait { k: WaitK::Ds }, Misc;
    "s_wait_loadcnt_dscnt", G12,   SWait { k: WaitK::LoadDs }, Misc;
    "s_wait_storecnt_dscnt", G12,  SWait { k: WaitK::StoreDs }, Misc;
    "s_wait_expcnt",        G12,   SWait { k: WaitK::Other }, Misc;
    "s_wait_samplecnt",     G12,   SWait { k: WaitK::Other }, Misc;
    "s_wait_bvhcnt",        G12,   SWait { k: WaitK::Other }, Misc;
    "s_wait_alu",           G12,   SNop, Misc;
    "s_waitcnt_depctr",     G10P,  SNop, Misc;
    "s_nop",                ALL,   SNop, Misc;
    // A VALU no-op: clang puts one between dependent WMMAs (the gfx11/gfx12 WMMA
    // hazards); it occupies a VALU issue slot like a move.
    "v_nop",                ALL,   SNop, Move;
    "s_delay_alu",          G11P,  SNop, Misc;
    "s_clause",             G10P,  SNop, Misc;
    "s_setprio",            ALL,   SNop, Misc;
    "s_sleep",              ALL,   SNop, Misc;
    "s_sethalt",            ALL,   SNop, Misc;
    "s_sendmsg",            ALL,   SNop, Misc;
    "s_sendmsg_rtn_b32",    G11P,  SUnmodelled, Misc;
    "s_sendmsg_rtn_b64",    G11P,  SSendMsgRtn64, Move;
    "s_inst_prefetch",      G10_11, SNop, Misc;
    "s_set_inst_prefetch_distance", G10_11, SNop, Misc;
    "s_dcache_inv",         ALL,   SNop, Misc;
    "buffer_gl0_inv",       G10_11, SNop, Misc;
    "buffer_gl1_inv",       G10_11, SNop, Misc;
    "buffer_wbinvl1",       G9,    SNop, Misc;
    "buffer_wbinvl1_vol",   G9,    SNop, Misc;
    "buffer_inv",           G9,    SNop, Misc;
    "buffer_wbl2",          G9,    SNop, Misc;
    "buffer_invl2",         G9,    SNop, Misc;
    "global_inv",           G12,   SNop, Misc;
    "global_wb",            G12,   SNop, Misc;
    "s_trap",               ALL,   STrap, Misc;
    "s_getpc_b64",          ALL,   SGetPc, Branch;
    "s_setpc_b64",          ALL,   SSetPc, Branch;
    "s_swappc_b64",         ALL,   SSwapPc, Branch;
    "s_getreg_b32",         ALL,   SGetReg, Misc;
    "s_memtime",            G9_10, SMemTime { real: false }, Move;
    "s_memrealtime",        G9_10, SMemTime { real: true }, Move;
    "s_setreg_b32",         ALL,   SSetReg, Misc;
    "s_setreg_imm32_b32",   ALL,   SSetReg, Misc;
    "s_round_mode",         G11P,  SModeField { offset: 0 }, Misc;
    "s_denorm_mode",        G11P,  SModeField { offset: 4 }, Misc;
    "s_bitcmp0_b32",        ALL,   SLane { f: "bitcmp0_b32", n: 2, wide: 0, scc: SccRule::Flag }, Int;
    "s_bitcmp1_b32",        ALL,   SLane { f: "bitcmp1_b32", n: 2, wide: 0, scc: SccRule::Flag }, Int;
    "s_bitcmp0_b64",        ALL,   SLane { f: "bitcmp0_b64", n: 2, wide: 0b010, scc: SccRule::Flag }, Int;
    "s_bitcmp1_b64",        ALL,   SLane { f: "bitcmp1_b64", n: 2, wide: 0b010, scc: SccRule::Flag }, Int;
}
