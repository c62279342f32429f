//! One decoded IR instruction: operation, types, modifiers and resolved operands.
//! Everything a front end could leave symbolic (registers, labels, symbols) is a
//! number by the time a kernel is linked; the executor never looks at names.

use super::mma_form::MmaForm;
use super::op::{Op, OpClass};
use super::sp_form::SpForm;
use super::types::Ty;

/// Sentinel program counter: "function exit" (reconvergence point of a `ret`).
pub const EXIT_PC: u32 = u32::MAX;
/// Sentinel index: no register / no predicate.
pub const NO_REG: u32 = u32::MAX;

/// A general register operand: the virtual register (what timing tracks), its declared
/// width and the slot of the warp's register file holding its value (the register
/// itself until [`super::slots::compact`] lets registers never live together share).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegRef {
    pub idx: u32,
    /// Declared width of the register in bits (8, 16, 32, 64).
    pub bits: u8,
    pub slot: u32,
}

/// `Op::Bpermute` src[3]: a lane whose source lane is inactive keeps its destination
/// (`v_permlane16` with neither FI nor BOUND_CTRL; the default, 0, reads 0).
pub const PERMLANE_KEEP: u64 = 1;
/// `Op::Bpermute` src[3]: inactive source lanes are read as if active (FI).
pub const PERMLANE_FETCH_INACTIVE: u64 = 2;

/// Special (read-only, hardware-provided) registers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SReg {
    /// `%tid.{x,y,z}` (axis 0..2)
    Tid(u8),
    Ntid(u8),
    Ctaid(u8),
    Nctaid(u8),
    Laneid,
    Warpid,
    Nwarpid,
    Smid,
    Nsmid,
    Gridid,
    LanemaskEq,
    LanemaskLe,
    LanemaskLt,
    LanemaskGe,
    LanemaskGt,
    Clock,
    ClockHi,
    Clock64,
    /// `%globaltimer`: nanoseconds, the cycle count at the config's `clock_mhz`.
    GlobalTimer,
    /// `%globaltimer_lo` / `%globaltimer_hi`: the halves of `%globaltimer`.
    GlobalTimerLo,
    GlobalTimerHi,
    /// `%current_graph_exec` (PTX 8.0): the CUDA device graph being run; 0, as the ISA
    /// gives for a kernel outside one (warpsim runs no device graphs).
    CurrentGraphExec,
    DynamicSmemSize,
    TotalSmemSize,
    /// PTX `WARP_SZ`: the warp width (a run-time constant: the config decides it).
    WarpSz,
    /// `%cluster_ctaid.{x,y,z}`, `%cluster_nctaid`, `%clusterid`, `%nclusterid`,
    /// `%cluster_ctarank`, `%cluster_nctarank`, `%is_explicit_cluster` (sm_90): a
    /// cluster is one CTA in warpsim (see `func::ops::cluster`).
    ClusterCtaid(u8),
    ClusterNctaid(u8),
    Clusterid(u8),
    Nclusterid(u8),
    ClusterCtarank,
    ClusterNctarank,
    IsExplicitCluster,
    /// AMD's constant 100 MHz "REALTIME" counter (`s_memrealtime`, `s_sendmsg_rtn_b64
    /// MSG_RTN_GET_REALTIME`; what HIP's `wall_clock64()` reads): the cycle count at
    /// the config's `clock_mhz`, in 10 ns ticks.
    RealTime,
}

/// A memory address operand `[base + offset]`, or a symbol before linking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Addr {
    /// Base register (64- or 32-bit), or [`NO_REG`] for an absolute address.
    pub base: u32,
    /// Width of the base register in bits.
    pub base_bits: u8,
    /// Symbol whose address is added (resolved away by the linker), or [`NO_REG`].
    pub sym: u32,
    pub offset: i64,
    /// How `base` is read: [`ABASE_REG`] (one register slot, PTX), [`ABASE_VPAIR`]
    /// (two 32-bit AMD VGPRs forming a 64-bit address) or [`ABASE_V32`] (one AMD
    /// VGPR, a zero-extended 32-bit offset).
    pub vkind: u8,
    /// AMD scalar base: an SGPR pair holding a 64-bit address, or [`NO_SREG`].
    pub sbase: u16,
    /// AMD scalar offset register (one SGPR), or [`NO_SREG`].
    pub soff: u16,
    /// Register-file slot of a PTX `base` (see [`RegRef::slot`]).
    pub slot: u32,
}

/// `Addr::vkind` values.
pub const ABASE_REG: u8 = 0;
pub const ABASE_VPAIR: u8 = 1;
pub const ABASE_V32: u8 = 2;
/// AMD MUBUF (buffer) addresses: `sbase` is the first of the four SGPRs holding the
/// buffer resource (V#), `soff` the SGPR offset (or [`NO_SREG`]), `offset` the
/// instruction offset in bits 0..32 and a constant SGPR offset in bits 32..64, and
/// `base` the VGPR address part: none (`off`), the offset (`offen`), the index
/// (`idxen`), or the pair index, offset (`idxen offen`).
pub const ABASE_BUF_OFF: u8 = 3;
pub const ABASE_BUF_OFFEN: u8 = 4;
pub const ABASE_BUF_IDXEN: u8 = 5;
pub const ABASE_BUF_BOTHEN: u8 = 6;
/// `Addr::base_bits` of a buffer address lowered for GFX10+ (whose V# has no
/// element-size field: swizzle elements are 4 bytes); 9 for GFX9.
pub const ABUF_GFX10: u8 = 10;
/// No scalar register.
pub const NO_SREG: u16 = u16::MAX;

impl Addr {
    /// A PTX-style address: register (or none) plus symbol plus offset.
    pub fn ptx(base: u32, base_bits: u8, sym: u32, offset: i64) -> Addr {
        Addr {
            base,
            base_bits,
            sym,
            offset,
            vkind: ABASE_REG,
            sbase: NO_SREG,
            soff: NO_SREG,
            slot: base,
        }
    }

    /// Is this an AMD MUBUF (buffer resource) address?
    pub fn is_buffer(&self) -> bool {
        (ABASE_BUF_OFF..=ABASE_BUF_BOTHEN).contains(&self.vkind)
    }

    /// AMD address registers: (VGPRs read from `base`, SGPRs read from `sbase`).
    pub fn amd_regs(&self) -> (u32, u32) {
        let v = match self.vkind {
            _ if self.base == NO_REG => 0,
            ABASE_VPAIR | ABASE_BUF_BOTHEN => 2,
            _ => 1,
        };
        let s = match self.sbase {
            NO_SREG => 0,
            _ if self.is_buffer() => 4,
            _ => 2,
        };
        (v, s)
    }
}

/// An instruction operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Operand {
    #[default]
    None,
    Reg(RegRef),
    /// Predicate register, optionally negated (`!%p`).
    Pred {
        idx: u32,
        neg: bool,
    },
    /// Immediate, already encoded as the bits of the instruction's type.
    Imm(u64),
    Special(SReg),
    /// A list `{a, b, ...}`: `len` entries starting at `start` in the owner's vector table.
    Vec {
        start: u32,
        len: u16,
    },
    Mem(Addr),
    /// The address of a symbol plus an offset (before linking); a plain immediate after.
    Sym {
        sym: u32,
        offset: i64,
    },
    /// Branch target (program counter).
    Label(u32),
    /// Callee (function index before linking, entry pc after).
    Func(u32),
    /// `_`: a destination that is discarded.
    Sink,
    /// AMD vector registers: `n` (1 or 2) consecutive 32-bit per-lane registers read
    /// and written as one value, low register first (`v[2:3]`).
    VRegs {
        idx: u32,
        n: u8,
    },
    /// One 16-bit half of an AMD vector register (`v5.l`/`v5.h` in GFX11 true16
    /// syntax, an `op_sel` half, or the 16-bit result of a GFX9+ 16-bit operation).
    /// A read gives the half zero-extended. A write stores the low 16 bits of the
    /// value in the half and, with `keep`, leaves the other half as it was; without
    /// `keep` the other half becomes 0 (GFX9 16-bit ALU results zero bits [31:16]).
    VHalf {
        idx: u32,
        hi: bool,
        keep: bool,
    },
    /// AMD scalar registers (one value per wave): `n` (1 or 2) consecutive 32-bit
    /// registers as one value (`s[0:1]`, `vcc`, `exec`, `m0`); see [`sreg`].
    SRegs {
        idx: u16,
        n: u8,
    },
    /// A lane mask held in scalar registers (a compare result in `vcc` or `s[4:5]`,
    /// a `v_cndmask` selector): bit `l` belongs to lane `l`.
    SMask {
        idx: u16,
        n: u8,
    },
    /// The AMD scalar condition code.
    Scc,
}

/// Fixed indices of the AMD scalar register file as warpsim models it.
pub mod sreg {
    /// `s0`..`s105` are 0..=105.
    pub const VCC_LO: u16 = 106;
    pub const VCC_HI: u16 = 107;
    /// `ttmp0`..`ttmp15` are 108..=123.
    pub const TTMP0: u16 = 108;
    pub const M0: u16 = 124;
    /// Reads as zero, writes are discarded (gfx10+ `null`).
    pub const NULL: u16 = 125;
    pub const EXEC_LO: u16 = 126;
    pub const EXEC_HI: u16 = 127;
    /// Size of the file.
    pub const COUNT: usize = 128;
}

/// Rounding modifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Round {
    #[default]
    Default,
    /// to nearest even
    Rn,
    /// toward zero
    Rz,
    /// toward -inf
    Rm,
    /// toward +inf
    Rp,
    /// to nearest, ties away from zero
    Rna,
}

/// Comparison operator of `setp`/`slct`-like instructions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Cmp {
    #[default]
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Lo,
    Ls,
    Hi,
    Hs,
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

/// Predicate combination of `setp.<cmp>.<bool>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BoolOp {
    #[default]
    None,
    And,
    Or,
    Xor,
}

/// Memory state space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Space {
    #[default]
    Generic,
    Global,
    Shared,
    Local,
    Param,
    Const,
}

/// `mul`/`mad` result selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MulMode {
    #[default]
    Default,
    Lo,
    Hi,
    Wide,
}

/// Atomic operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtomOp {
    Add,
    Min,
    Max,
    Inc,
    Dec,
    And,
    Or,
    Xor,
    Exch,
    Cas,
    /// AMD's `*_atomic_sub*` (PTX has none: `ALL` leaves it out).
    Sub,
}

impl AtomOp {
    pub const ALL: [AtomOp; 10] = [
        AtomOp::Add,
        AtomOp::Min,
        AtomOp::Max,
        AtomOp::Inc,
        AtomOp::Dec,
        AtomOp::And,
        AtomOp::Or,
        AtomOp::Xor,
        AtomOp::Exch,
        AtomOp::Cas,
    ];

    /// The PTX modifier word (`.add`, ... without the dot).
    pub fn name(self) -> &'static str {
        match self {
            AtomOp::Add => "add",
            AtomOp::Min => "min",
            AtomOp::Max => "max",
            AtomOp::Inc => "inc",
            AtomOp::Dec => "dec",
            AtomOp::And => "and",
            AtomOp::Or => "or",
            AtomOp::Xor => "xor",
            AtomOp::Exch => "exch",
            AtomOp::Cas => "cas",
            AtomOp::Sub => "sub",
        }
    }
}

/// `shfl` mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShflMode {
    Up,
    Down,
    Bfly,
    Idx,
}

/// `vote` mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoteMode {
    All,
    Any,
    Uni,
    Ballot,
}

/// Barrier flavour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarMode {
    Sync,
    Arrive,
    RedPopc,
    RedAnd,
    RedOr,
}

/// `prmt` mode (`Default` = generic byte selectors).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrmtMode {
    Default,
    F4e,
    B4e,
    Rc8,
    Ecl,
    Ecr,
    Rc16,
}

/// The matrix shape of an `ldmatrix`/`stmatrix` (PTX ISA 9.1, "ldmatrix", "stmatrix").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LdmShape {
    /// 8x8 matrices of 16-bit elements.
    #[default]
    M8n8,
    /// sm_100 `ldmatrix .m16n16 .trans`: 16x16 matrices of 8-bit elements.
    M16n16,
    /// sm_100 `ldmatrix .m8n16`: 8x16 matrices of 6- or 4-bit elements, widened to bytes.
    M8n16,
    /// sm_100 `stmatrix .m16n8 .trans`: 16x8 matrices of 8-bit elements.
    M16n8,
}

/// How an sm_100 `ldmatrix` row of 16 bytes in shared memory becomes 16 bytes
/// (`.dst_fmt.src_fmt`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LdmUnpack {
    /// As stored (`.b16`, `.b8`).
    #[default]
    None,
    /// `.b8x16.b6x16_p32`: sixteen 6-bit elements, then 32 bits of padding.
    B6x16P32,
    /// `.b8x16.b4x16_p64`: sixteen 4-bit elements, then 64 bits of padding.
    B4x16P64,
}

/// Operation-specific sub-mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Sub {
    #[default]
    None,
    Atom(AtomOp),
    Shfl(ShflMode),
    Vote(VoteMode),
    Bar(BarMode),
    Prmt(PrmtMode),
    /// `shf.{l,r}.{wrap,clamp}`
    Shf {
        left: bool,
        wrap: bool,
    },
    Sp(SpForm),
    /// `mma.sync.aligned` form.
    Mma(MmaForm),
    /// `wgmma.mma_async` form (shape, types, where A comes from, the immediates).
    Wgmma(crate::ir::wgmma_form::WgmmaForm),
    /// `tcgen05.mma` form (kind, where A comes from, whether the lane mask is given).
    Tc05Mma(crate::ir::tcgen05_form::Tc05Mma),
    /// `tcgen05.ld`/`tcgen05.st` data-movement form.
    Tc05Move(crate::ir::tcgen05_form::Tc05Move),
    /// `tcgen05.cp` form (shape, warp multicast, `.cta_group`).
    Tc05Cp(crate::ir::tcgen05_form::Tc05Cp),
    /// `tcgen05.commit{.multicast::cluster}`.
    Tc05Commit {
        multicast: bool,
    },
    /// `clusterlaunchcontrol.try_cancel{.multicast::cluster::all}`.
    ClcCancel {
        multicast: bool,
    },
    /// `clusterlaunchcontrol.query_cancel`: what it extracts.
    ClcQuery(crate::func::clc::Query),
    /// CDNA `v_mfma_*` (an `Op::Mma` from the AMDGPU front end): the instruction
    /// row and its modifiers.
    Mfma(crate::ir::mfma_form::MfmaForm),
    /// RDNA `v_wmma_*`: the instruction row, generation, wave size and modifiers.
    RdnaWmma(crate::ir::rdna_wmma_form::RdnaWmmaForm),
    /// `wmma.load`/`wmma.store` fragment (the matrix, its layout, shape and type).
    Wmma(crate::ir::wmma_form::WmmaFrag),
    /// `ldmatrix`/`stmatrix` `.<shape>.x{num}[.trans]...`: the shape (with its
    /// element size) and, for the sm_100 6- and 4-bit loads, how a row unpacks.
    LdMatrix {
        num: u8,
        trans: bool,
        shape: LdmShape,
        unpack: LdmUnpack,
    },
    /// `cvta.to.<space>` (true) or `cvta.<space>` (false)
    Cvta {
        to: bool,
    },
    /// `testp` property (finite, infinite, number, notanumber, normal, subnormal)
    Testp(u8),
    /// Lane function id (`ir::lanefn`; the executor runs row k of `func::lanefn::LANE_FNS`).
    LaneFn(u16),
    /// AMD wait: the most events of each kind that may stay outstanding (255 = any).
    Wait(WaitLimits),
    /// `mbarrier.arrive{.expect_tx}` / `arrive_drop` / `cp.async.mbarrier.arrive{.noinc}`,
    /// `mbarrier.{test,try}_wait{.parity}`, `mbarrier.{expect,complete}_tx`.
    Mbar {
        drop: bool,
        expect_tx: bool,
        /// `mbarrier.arrive{_drop}.noComplete`: the arrival must not complete the phase.
        no_complete: bool,
        noinc: bool,
        parity: bool,
        complete: bool,
    },
    /// `cp.async.wait_group N`: the N most recent commit groups may stay pending
    /// (`ASYNC_WAIT_ALL`: `cp.async.wait_all`, which commits and waits for everything).
    AsyncWait(u32),
    /// AMD scalar branch condition (see `isa::amdgpu::table::BrCond` order):
    /// 0 always, 1 scc0, 2 scc1, 3 vccz, 4 vccnz, 5 execz, 6 execnz.
    Cond(u8),
    /// AMD DPP control (LLVM DPP_CTRL encoding) with row/bank masks and bound_ctrl.
    /// `merge`: the write-back of a DPP operation lowered as move, operation, merge:
    /// a lane takes its own src0 where the DPP would write it (see `func::ops::dpp_mov`).
    Dpp {
        ctrl: u16,
        row_mask: u8,
        bank_mask: u8,
        bound_ctrl: bool,
        merge: bool,
    },
    /// `ds_swizzle_b32` offset.
    Swizzle(u16),
    /// `ds_read2*`/`ds_write2*`: element offsets in bytes.
    Ds2 {
        off0: u32,
        off1: u32,
    },
    /// `s_swappc_b64` (a `setpc` that also writes the return address).
    Swap,
    /// `cp.async.bulk`'s source state space (the destination's is `mods.space`).
    BulkFrom(Space),
    /// `isspacep.shared::cluster` (any CTA of the cluster; `.shared` alone is the CTA's
    /// own).
    ClusterShared,
    /// `cp.async.bulk.tensor.cta_group::2`: the mbarrier may be in the destination's
    /// peer CTA (tcgen05 CTA pairs).
    CtaPair,
    /// The field `tensormap.replace` writes.
    TmapField(TmapField),
    /// `createpolicy.fractional` or `.range` (`range`), and its two priorities.
    Policy {
        range: bool,
        primary: crate::func::cache_policy::Evict,
        secondary: crate::func::cache_policy::Evict,
    },
    /// An instruction warpsim accepts but does not model: it faults when it runs.
    Unmodelled,
    /// AMD hardware register field (`hwreg(id, offset, size)` of `s_getreg`/`s_setreg`).
    HwReg {
        id: u8,
        offset: u8,
        size: u8,
    },
}

/// `Sub::AsyncWait` of `cp.async.wait_all` (commit, then wait for every group).
pub const ASYNC_WAIT_ALL: u32 = u32::MAX;

/// Outstanding-event limits of an AMD wait (255 = not waited on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitLimits {
    /// Vector memory loads (vmcnt/loadcnt); on GFX9 stores count here too.
    pub vm: u8,
    /// Vector memory stores (vscnt/storecnt).
    pub store: u8,
    /// SMEM and LDS together (lgkmcnt, GFX9-11).
    pub lgkm: u8,
    /// SMEM alone (kmcnt, GFX12).
    pub km: u8,
    /// LDS alone (dscnt, GFX12).
    pub ds: u8,
    /// Stores count in `vm` (GFX6-9).
    pub vm_has_stores: bool,
}

impl WaitLimits {
    pub const NONE: WaitLimits = WaitLimits {
        vm: 255,
        store: 255,
        lgkm: 255,
        km: 255,
        ds: 255,
        vm_has_stores: false,
    };
}

/// All modifiers of an instruction that change what it computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Mods {
    pub rnd: Round,
    /// Integer rounding (`.rni`, `.rzi`, ...): round a float to an integral value.
    pub rnd_int: bool,
    pub ftz: bool,
    pub sat: bool,
    pub approx: bool,
    /// `.NaN` on min/max: propagate NaN.
    pub nan: bool,
    /// `.relu` on some float ops
    pub relu: bool,
    pub mul: MulMode,
    pub cmp: Cmp,
    pub boolop: BoolOp,
    pub space: Space,
    /// Vector width of ld/st (1, 2, 4, 8).
    pub vec: u8,
    /// `.uni` on bra/call.
    pub uni: bool,
    /// `.shiftamt` on bfind.
    pub shiftamt: bool,
    pub sub: Sub,
    /// Floating-point source modifiers (AMD VOP3): bit k applies to source k. Absolute
    /// value is taken first, then negation.
    pub src_abs: u8,
    pub src_neg: u8,
    /// Float rounding and denormal handling come from the wave's MODE register.
    pub dyn_mode: bool,
    /// Scalar instruction: executes once per wave, whatever the execution mask.
    pub scalar: bool,
    /// Scalar instruction that sets SCC to (result != 0).
    pub scc_nz: bool,
    /// Bit k: source k is a 64-bit float for the source modifiers of a lane function.
    pub sub_wide_src: u8,
    /// Bit k: source k is a 16-bit value (its sign, for `-`/`|x|`, is bit 15).
    pub half_src: u8,
    /// AMD memory result visibility: 0 = at once; otherwise `1 + MemEvent` (the
    /// counter whose wait makes the result visible).
    pub defer: u8,
    /// Second half of an AMD VOPD pair (issues together with the previous instruction).
    pub dual_second: bool,
    /// A compare writes its result to `dst[1]` as well (GFX9 `v_cmpx` with an SGPR
    /// destination: the mask goes to the SGPRs and to EXEC).
    pub dst_same: bool,
    /// A global read that does not use the L1 (PTX `.cg`/`.cv` cache operators,
    /// `.volatile`, `.relaxed`/`.acquire` at `.gpu`/`.sys` scope; `cp.async.cg`): it is
    /// served by the L2 and allocates nothing in the L1 (timing only).
    pub l1_bypass: bool,
    /// `.satfinite` on a float conversion: NaN stays NaN, magnitudes beyond the
    /// destination's largest finite value become it (sign kept).
    pub satfinite: bool,
    /// `min`/`max` `.xorsign.abs`: the min/max of the magnitudes with the XOR of the
    /// signs.
    pub xorsign: bool,
    /// `.noftz` on `atom`/`red`/`cp.reduce.async.bulk`: a float add keeps subnormal
    /// inputs and results (an `.f32` add on global memory flushes them without it).
    pub noftz: bool,
    /// The load mode of a tensor copy or reduction (`cp.async.bulk.tensor`,
    /// `cp.reduce.async.bulk.tensor`).
    pub tensor: TensorMode,
}

/// A field of a tensor map that `tensormap.replace` writes (PTX ISA,
/// "tensormap.replace": `.field1`, `.field2` with an ordinal, `.field3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TmapField {
    GlobalAddress,
    Rank,
    BoxDim,
    GlobalDim,
    GlobalStride,
    ElementStride,
    ElemType,
    Interleave,
    SwizzleMode,
    SwizzleAtomicity,
    FillMode,
}

impl TmapField {
    /// Every field with its PTX word.
    pub const ALL: [(TmapField, &'static str); 11] = [
        (TmapField::GlobalAddress, "global_address"),
        (TmapField::Rank, "rank"),
        (TmapField::BoxDim, "box_dim"),
        (TmapField::GlobalDim, "global_dim"),
        (TmapField::GlobalStride, "global_stride"),
        (TmapField::ElementStride, "element_stride"),
        (TmapField::ElemType, "elemtype"),
        (TmapField::Interleave, "interleave_layout"),
        (TmapField::SwizzleMode, "swizzle_mode"),
        (TmapField::SwizzleAtomicity, "swizzle_atomicity"),
        (TmapField::FillMode, "fill_mode"),
    ];

    /// The field a PTX word names.
    pub fn by_name(w: &str) -> Option<TmapField> {
        Self::ALL.iter().find(|(_, n)| *n == w).map(|(f, _)| *f)
    }

    /// Fields with an ordinal operand (`.field2`).
    pub fn has_ordinal(self) -> bool {
        matches!(
            self,
            TmapField::BoxDim
                | TmapField::GlobalDim
                | TmapField::GlobalStride
                | TmapField::ElementStride
        )
    }

    /// Fields whose value is `.b64`.
    pub fn is_b64(self) -> bool {
        matches!(self, TmapField::GlobalAddress | TmapField::GlobalStride)
    }

    /// Fields whose value must be an immediate (`.field3`).
    pub fn immediate(self) -> bool {
        matches!(
            self,
            TmapField::ElemType
                | TmapField::Interleave
                | TmapField::SwizzleMode
                | TmapField::SwizzleAtomicity
                | TmapField::FillMode
        )
    }
}

/// How a tensor copy or reduction walks the tensor (PTX ISA, "cp.async.bulk.tensor",
/// `.load_mode`), and so what its coordinate list holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TensorMode {
    /// `.tile`: the box at the coordinates (one per dimension).
    #[default]
    Tile,
    /// `.im2col`: an im2col map's pixel walk; the coordinates are followed by the
    /// im2col offsets (one 16-bit value per spatial dimension).
    Im2col,
    /// `.im2col_no_offs` (a store or reduction): the im2col walk with no offsets.
    Im2colNoOffs,
    /// `.tile::gather4` / `.tile::scatter4` (sm_100, 2d): a column, then four rows.
    Gather4,
}

/// A decoded instruction.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Inst {
    pub op: Op,
    /// The instruction type (destination type for cvt).
    pub ty: Ty,
    /// Second type: cvt source, setp/slct operand type, cvt.pack abType.
    pub ty2: Ty,
    pub mods: Mods,
    pub class: OpClass,
    /// Guard predicate index ([`NO_REG`] for none) and whether it is negated.
    pub guard: u32,
    pub guard_neg: bool,
    pub dst: [Operand; 2],
    pub src: [Operand; 4],
    /// Reconvergence pc for branches (immediate post-dominator; [`EXIT_PC`] = function exit).
    pub reconv: u32,
    /// Interned opcode key (e.g. `bfe.u32`) for latency lookups; index into the program's key table.
    pub key: u16,
}

impl Inst {
    /// A blank instruction of the given op.
    pub fn new(op: Op) -> Inst {
        Inst {
            op,
            ty: Ty::None,
            ty2: Ty::None,
            mods: Mods {
                vec: 1,
                ..Mods::default()
            },
            class: op.base_class(),
            guard: NO_REG,
            guard_neg: false,
            dst: [Operand::None; 2],
            src: [Operand::None; 4],
            reconv: EXIT_PC,
            key: 0,
        }
    }

    /// Is this a control-flow instruction that can change the pc?
    pub fn is_branch(&self) -> bool {
        matches!(
            self.op,
            Op::Bra | Op::BrxIdx | Op::Ret | Op::Exit | Op::Call
        )
    }
}

/// `src[1]` flags of an AMD relative move (`Op::MovRel`, `func::ops::amd_movrel`).
pub mod rel {
    /// The source register is offset.
    pub const SRC: u64 = 1;
    /// The destination register is offset.
    pub const DST: u64 = 2;
    /// `v_movrelsd_2_b32`: source by M0[9:0], destination by M0[25:16].
    pub const TWO: u64 = 4;
    /// GFX9 index mode: both by M0[7:0].
    pub const IDX8: u64 = 8;
}
