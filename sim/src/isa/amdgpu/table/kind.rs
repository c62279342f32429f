//! What an AMDGPU instruction row lowers to: [`Kind`] and the small types its variants
//! carry (rounding of conversions, branch conditions, SCC and wait-counter rules,
//! memory spaces), and the row itself.

use super::super::target::DotSet;
use crate::ir::{AtomOp, Cmp, Op, OpClass, Ty};
use Kind::*;

/// How float-to-integer/float conversions round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CvtRnd {
    /// The MODE register's rounding mode.
    Mode,
    /// Toward zero (AMD float-to-integer conversions).
    Trunc,
    /// Exact (widening).
    Exact,
}

/// Branch conditions of `s_cbranch_*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrCond {
    Always,
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

/// SCC written by a scalar instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SccRule {
    None,
    /// SCC = (result != 0).
    NonZero,
    /// SCC = the lane function's flag (carry, overflow, comparison).
    Flag,
}

/// Wait counters (`s_waitcnt` fields / `s_wait_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaitK {
    /// `s_waitcnt` with symbolic or encoded fields.
    Waitcnt,
    /// `s_waitcnt_vscnt null, N` / `s_wait_storecnt N`.
    Store,
    /// `s_wait_loadcnt N`.
    Load,
    /// `s_wait_kmcnt N`.
    Km,
    /// `s_wait_dscnt N`.
    Ds,
    /// `s_wait_loadcnt_dscnt N` (two 6-bit fields).
    LoadDs,
    /// `s_wait_storecnt_dscnt N`.
    StoreDs,
    /// Counters warpsim has no events for (expcnt, samplecnt, bvhcnt).
    Other,
}

/// What a mnemonic lowers to.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    /// VALU op through a generic IR op: `n` sources, `rev` swaps sources 0 and 1,
    /// float ops take rounding/denormals from MODE.
    VOp {
        op: Op,
        ty: Ty,
        n: u8,
        rev: bool,
    },
    /// VALU lane function (`ir::lanefn` name `f`); `wide` = bitmask of 64-bit
    /// operands (bit 0 = dst, bit k = source k-1); `int` = bitmask of the integer
    /// sources of a float function (bit k = source k: the exponent of `v_ldexp_*`),
    /// which take no `-`/`|x|` modifiers.
    VLane {
        f: &'static str,
        n: u8,
        wide: u8,
        int: u8,
    },
    /// Packed FP32 VOP3P arithmetic on 64-bit register pairs (`v_pk_fma_f32`, ...):
    /// lane function `f` of `n` pair sources plus the VOP3P modifiers (op_sel,
    /// op_sel_hi, neg_lo, neg_hi, clamp). gfx90a and gfx940+ only
    /// ([`super::target::Gfx::packed_fp32`]).
    VPkF32 {
        f: &'static str,
        n: u8,
    },
    /// Add/subtract with carry out (mask destination) and optional carry in.
    VCarry {
        sub: bool,
        rev: bool,
        cin: bool,
    },
    /// Compare into a lane mask (`x`: also write EXEC).
    VCmp {
        cmp: Cmp,
        ty: Ty,
        x: bool,
    },
    /// `v_cmp_class` / `v_cmpx_class`.
    VCmpClass {
        ty: Ty,
        x: bool,
    },
    /// `v_cndmask_b32`.
    VCnd,
    /// `v_pack_b32_f16 d, s0, s1`: {s1, s0} as two f16 halves (`op_sel` picks each
    /// source's half; `-`/`|x|` apply to the halves).
    VPackF16,
    /// gfx940-942 `v_cvt_pk_fp8_f32 d, a, b`: two f32 to FP8 E4M3 FNUZ in one 16-bit
    /// half of `d` (`op_sel:[0,0,1]`: the high half), the other half kept; `bf8`:
    /// `v_cvt_pk_bf8_f32`, to BF8 E5M2 FNUZ.
    VCvtPkFp8 {
        bf8: bool,
    },
    /// GFX11+ `v_cndmask_b16` (16-bit sources and result).
    VCnd16,
    /// A VALU lane function of 16-bit sources with a 16-bit result (`v_lshlrev_b16`,
    /// `v_mul_lo_u16`, ...); `float`: the sources take `-`/`|x|` as halves.
    VLane16 {
        f: &'static str,
        n: u8,
        float: bool,
    },
    /// Packed 16-bit VOP3P arithmetic (`v_pk_add_u16`, `v_pk_fma_f16`, ...): lane
    /// function `f` of `n` 32-bit sources plus the VOP3P modifiers.
    VPk16 {
        f: &'static str,
        n: u8,
    },
    /// A dot product (`v_dot2_f32_f16`, `v_dot4_i32_iu8`, ...; `func::amd::dot`): lane
    /// function `f`; `acc`: the VOP2 form that accumulates into its destination
    /// (`v_dot2c_f32_f16 d, a, b`: d = d + a . b); `set`: the processors that have it.
    VDot {
        f: &'static str,
        acc: bool,
        set: DotSet,
    },
    /// Mixed-precision FMA (`v_fma_mix_f32` = 0, `v_fma_mixlo_f16` = 1,
    /// `v_fma_mixhi_f16` = 2: which result, and where it goes).
    VFmaMix {
        dst: u8,
    },
    /// Conversion.
    VCvt {
        dst: Ty,
        src: Ty,
        rnd: CvtRnd,
    },
    /// `v_mov_b32` / `v_mov_b64` (bits).
    VMov {
        bits: u8,
    },
    /// `v_readfirstlane_b32` (first) / `v_readlane_b32`.
    VReadlane {
        first: bool,
    },
    /// `v_movrels_b32` / `v_movreld_b32` / `v_movrelsd_b32` / `v_movrelsd_2_b32`
    /// (GFX10+): a move whose source (`src`) and/or destination (`dst`) register M0
    /// offsets (`two`: by M0[9:0] and M0[25:16]).
    VMovRel {
        src: bool,
        dst: bool,
        two: bool,
    },
    /// GFX9 VGPR index mode: `s_set_gpr_idx_on s, mode` (index and mode),
    /// `s_set_gpr_idx_idx s`, `s_set_gpr_idx_mode mode`, `s_set_gpr_idx_off`.
    SGprIdx {
        index: bool,
        mode: bool,
        on: bool,
    },
    /// `v_cvt_pk_u8_f32`.
    VCvtPk,
    /// `v_permlane16_b32` / `v_permlanex16_b32 d, s, sel_lo, sel_hi` (GFX10+): each
    /// lane reads the lane its 4-bit selector names in its own row of 16 (`x16`: in
    /// the other row of its 32-lane half).
    VPermlane16 {
        x16: bool,
    },
    /// gfx950 `v_bitop3_b32 d, a, b, c bitop3:N`: any 3-input bitwise function, the
    /// truth table as LOP3's (`half`: `v_bitop3_b16` on VGPR halves).
    VBitop3 {
        half: bool,
    },
    /// `v_swap_b32 a, b` (GFX9+): exchange two VGPRs.
    VSwap,
    /// GFX12 `v_s_*_f32 sdst, src`: a VALU transcendental (lane function `f`) whose
    /// result goes to an SGPR; the source is a scalar value, so it runs once per wave.
    VSLane {
        f: &'static str,
    },
    /// `v_fmac_f32/f64`: d = a * b + d.
    VFmac {
        ty: Ty,
    },
    /// `v_mad_u64_u32` / `v_mad_i64_i32` (carry-out mask destination).
    VMadWide {
        signed: bool,
    },
    /// `v_div_scale_*` (value and VCC-like flag).
    VDivScale {
        ty: Ty,
    },
    /// `v_div_fmas_*` (reads VCC).
    VDivFmas {
        ty: Ty,
    },
    /// Scalar op through a generic IR op.
    SOp {
        op: Op,
        ty: Ty,
        n: u8,
        scc: SccRule,
    },
    /// Scalar lane function.
    SLane {
        f: &'static str,
        n: u8,
        wide: u8,
        scc: SccRule,
    },
    /// Scalar add/subtract with carry in/out through SCC.
    SCarry {
        sub: bool,
        cin: bool,
        wide: bool,
    },
    /// Scalar compare into SCC.
    SCmp {
        cmp: Cmp,
        ty: Ty,
    },
    /// `s_cselect_b32/b64`.
    SCselect {
        wide: bool,
    },
    /// `s_mov_b32/b64`, `s_movk_i32`.
    SMov {
        wide: bool,
    },
    /// `s_cmov_b32/b64`.
    SCmov {
        wide: bool,
    },
    /// `s_<op>_saveexec`: lane function `f` of (exec, src).
    SSaveexec {
        f: &'static str,
        wide: bool,
    },
    /// Scalar memory load of `dwords` dwords.
    SLoad {
        dwords: u8,
    },
    /// GFX12 scalar load of one byte or short, zero- or sign-extended into one SGPR
    /// (`s_load_u8`, `s_load_i16`, ...).
    SLoadSub {
        bytes: u8,
        signed: bool,
    },
    /// GFX12 SALU float conversion (`s_cvt_f32_i32`, ...): as [`Kind::VCvt`] on SGPRs.
    SCvt {
        dst: Ty,
        src: Ty,
        rnd: CvtRnd,
    },
    /// GFX12 SALU FMA: `s_fmac_f32 d, a, b` (d = a·b + d, `mac`), or `s_fmaak_f32 d, a,
    /// b, K` / `s_fmamk_f32 d, a, K, b` (an FMA of the operands as written).
    SFma {
        mac: bool,
    },
    SBranch {
        cond: BrCond,
    },
    SEndpgm,
    /// `s_barrier`, or gfx12 `s_barrier_signal` (wait=false) / `s_barrier_wait`.
    SBarrier {
        signal: bool,
        wait: bool,
    },
    SWait {
        k: WaitK,
    },
    /// No functional effect (scheduling hints, cache invalidations, priorities).
    SNop,
    STrap,
    SGetPc,
    SSetPc,
    SSwapPc,
    /// `s_getreg_b32`.
    SGetReg,
    /// `s_memtime sdst[2]` (GFX9/GFX10): the 64-bit shader clock; `real`:
    /// `s_memrealtime sdst[2]`, the constant 100 MHz counter.
    SMemTime {
        real: bool,
    },
    /// `s_sendmsg_rtn_b64 sdst[2], sendmsg(MSG_RTN_GET_REALTIME)` (GFX11+): the
    /// 100 MHz counter, as `s_memrealtime` on GFX9/GFX10; other messages refused.
    SSendMsgRtn64,
    /// `s_setreg_b32` / `s_setreg_imm32_b32`.
    SSetReg,
    /// `s_round_mode` / `s_denorm_mode`: MODE[3:0] or MODE[7:4] from an immediate.
    SModeField {
        offset: u8,
    },
    /// Accepted so that code containing it loads, but faults if it runs: warpsim
    /// does not model it (`s_sendmsg_rtn_b32`: messages answered by the host).
    SUnmodelled,
    /// `v_pk_mov_b32` (halves chosen by `op_sel`).
    VPkMov,
    /// `v_mac_f32 d, a, b`: `v_mad_f32 d, a, b, d` (the unfused multiply-add), as a
    /// VOP2 whose accumulator is the destination.
    VMac,
    /// `v_writelane_b32 vdst, ssrc, lane`.
    VWritelane,
    /// `v_accvgpr_{write,read,mov}_b32`: a move whose destination / source is an
    /// accumulation register.
    VAcc {
        dst_acc: bool,
        src_acc: bool,
    },
    /// `v_fmaak_f32 d, a, b, K` / `v_fmamk_f32 d, a, K, b`: an FMA of the operands in
    /// the order written; with `mad`, the unfused GFX9/10 `v_madak_f32` / `v_madmk_f32`.
    VFmaK {
        mad: bool,
    },
    /// Vector memory load from `space` (Global or Generic for flat; Local for scratch):
    /// `bytes` per element, `n` dwords/elements, sign extension.
    GLoad {
        space: u8,
        bytes: u8,
        n: u8,
        signed: bool,
    },
    GStore {
        space: u8,
        bytes: u8,
        n: u8,
    },
    /// Global/flat atomic (returns the old value when the instruction asks for it).
    GAtomic {
        space: u8,
        op: AtomOp,
        ty: Ty,
    },
    /// `*_store_{byte,short}_d16_hi` / `*_store_d16_hi_b{8,16}`: a one-element store
    /// of `bytes` from bits 16.. of the data VGPR, to `space` (a vector memory space
    /// or [`SP_LDS`]).
    StoreD16Hi {
        space: u8,
        bytes: u8,
    },
    /// `*_load_*_d16[_hi]`: a load of `bytes` (sign-extended to 16 bits when `signed`)
    /// into the low (or, `hi`, the high) 16 bits of the destination VGPR, which keeps
    /// its other half; from `space` (a vector memory space or [`SP_LDS`]).
    LoadD16 {
        space: u8,
        bytes: u8,
        signed: bool,
        hi: bool,
    },
    /// LDS load/store of `n` elements of `bytes` (a load sign-extends when `signed`).
    DsLoad {
        bytes: u8,
        n: u8,
        signed: bool,
    },
    DsStore {
        bytes: u8,
        n: u8,
    },
    /// `ds_read2*`/`ds_load_2addr*`: two elements at offset0*stride and offset1*stride.
    DsLoad2 {
        bytes: u8,
        stride64: bool,
    },
    DsStore2 {
        bytes: u8,
        stride64: bool,
    },
    DsAtomic {
        op: AtomOp,
        ty: Ty,
        rtn: bool,
    },
    DsBpermute,
    DsSwizzle,
    /// CDNA `v_mfma_*`: the instruction rows are `ir::mfma_form::MFMA` (one per
    /// instruction, both spellings); lowering picks the row by the generation.
    VMfma,
    /// RDNA `v_wmma_*`: the rows are `ir::rdna_wmma_form::RDNA_WMMA` (one spelling
    /// for RDNA3 and RDNA4); lowering picks layouts by the generation.
    VRdnaWmma,
}

impl Kind {
    /// A memory instruction (SMEM, vector memory or LDS).
    pub fn is_memory(&self) -> bool {
        matches!(
            self,
            SLoad { .. }
                | SLoadSub { .. }
                | GLoad { .. }
                | GStore { .. }
                | GAtomic { .. }
                | StoreD16Hi { .. }
                | LoadD16 { .. }
                | DsLoad { .. }
                | DsStore { .. }
                | DsLoad2 { .. }
                | DsStore2 { .. }
                | DsAtomic { .. }
                | DsBpermute
                | DsSwizzle
        )
    }
}

/// Memory spaces of vector memory rows (as u8 so rows stay `const`).
pub const SP_GLOBAL: u8 = 0;
pub const SP_FLAT: u8 = 1;
pub const SP_SCRATCH: u8 = 2;
/// MUBUF: through a buffer resource (V#) in four SGPRs.
pub const SP_BUFFER: u8 = 3;
/// LDS (`ds_*`), for [`Kind::StoreD16Hi`].
pub const SP_LDS: u8 = 4;

/// A processor feature a row needs beyond its generations (`Gfx::has_feature`):
/// some instructions exist on only part of a generation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// Every processor of the row's generations.
    None,
    /// The unfused f32 multiply-adds (LLVM's FeatureMadMacF32Insts): their rows say
    /// G9_10, which is wider than the feature (no gfx942, no gfx103x).
    MadMacF32,
    /// The packed 16-bit float atomic adds that GFX9 has only from gfx940 on (LLVM's
    /// FeatureAtomicFlatPkAdd16Insts, FeatureAtomicGlobalPkAddBF16Inst,
    /// FeatureAtomicDsPkAdd16Insts; llvm-mc-22 refuses them on gfx90a): their rows
    /// say G9|G12.
    PkAdd16Atomics,
}

/// One mnemonic.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    pub name: &'static str,
    pub gens: u8,
    pub kind: Kind,
    pub class: OpClass,
    pub feature: Feature,
}

impl Row {
    /// A row every processor of `gens` has.
    pub const fn of(name: &'static str, gens: u8, kind: Kind, class: OpClass) -> Row {
        Row {
            name,
            gens,
            kind,
            class,
            feature: Feature::None,
        }
    }

    /// This row, needing `f` beyond its generations.
    pub const fn needs(self, f: Feature) -> Row {
        Row { feature: f, ..self }
    }
}
