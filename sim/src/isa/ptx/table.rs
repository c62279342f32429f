//! The PTX instruction table: one row per mnemonic, giving the IR operation, the legal
//! types, the modifier groups (at most one word from each), the operand shapes, the op
//! class, the target the instruction first appeared on, and the row's own legality rule
//! (`rule:`, a function of `row_rules.rs`) for what the columns cannot express.

use super::row_rules as rules;
use crate::ir::{Op, OpClass, Ty};

/// What kind of modifier a group holds (decides how its word is applied).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum G {
    /// Rounding (`.rn`, ..., `.rni`, ...).
    Rnd,
    Ftz,
    Sat,
    /// `.satfinite` of `cvt` (distinct from `.sat`, which clamps to [0, 1]).
    SatFinite,
    /// `.xorsign` of `min`/`max` (always with `.abs`).
    XorSign,
    /// `.approx` / `.full`.
    Approx,
    /// `.NaN` on min/max.
    Nan,
    Relu,
    ShiftAmt,
    Cmp,
    Bool,
    /// `.lo` / `.hi` / `.wide`.
    Mul,
    Space,
    Vec,
    Atom,
    /// `.noftz` of atomics and bulk reductions.
    NoFtz,
    Shfl,
    Vote,
    /// `.sync` / `.arrive` / `.red` of bar.
    Bar,
    /// `.popc` / `.and` / `.or` of bar.red.
    BarRed,
    Prmt,
    /// `.l` / `.r` of shf.
    ShfDir,
    /// `.wrap` / `.clamp` of shf.
    ShfMode,
    Testp,
    /// `.to` of cvta.
    To,
    Uni,
    /// `.pack` / `.sat` fixed words of cvt.pack.
    Fixed,
    /// spdecompress element size (`.b8`, `.b16`).
    SpElem,
    /// spdecompress index size (`.b2`, `.b4`).
    SpIdx,
    /// `.sp::S:T` (pattern).
    SpFactor,
    /// `.xN` (pattern).
    SpNum,
    /// mma shape (`.m16n8k16`, ...).
    MmaShape,
    /// wgmma shape `.m64n<N>k<K>` (pattern; `ir::wgmma_form::check` decides legality).
    WgmmaShape,
    /// ldmatrix matrix count (`.x1`, `.x2`, `.x4`).
    LdmNum,
    /// ldmatrix `.trans`.
    LdmTrans,
    /// ldmatrix/stmatrix shape (`.m8n8`; sm_100: `.m16n16`, `.m8n16`, `.m16n8`).
    LdmShape,
    /// sm_100 ldmatrix destination format (`.b8x16`).
    LdmFmt,
    /// sm_100 ldmatrix source format (`.b6x16_p32`, `.b4x16_p64`).
    LdmSrc,
    /// mma A or B layout (`.row` / `.col`); two groups, A's first.
    MmaLayout,
    /// mma element type; four groups in the order d, a, b, c.
    MmaTy,
    /// Single-bit mma: `.xor` / `.and` and `.popc`.
    MmaBitOp,
    /// mma `.kind::…` (sm_120a).
    MmaKind,
    /// mma `.block_scale`, `.scale_vec::NX` and the scale types: read so that
    /// `mma_form::check` can refuse block-scaled forms by name.
    MmaScale,
    /// The matrix of a wmma.load/store (`.a`, `.b`, `.c`; `.d`).
    WmmaWhich,
    /// cp.async cache operator (`.ca`: cache in L1 too, `.cg`: L2 only; 16 bytes).
    CpCache,
    /// Accepted and functionally irrelevant (cache hints, memory ordering, scopes).
    Ignore,
}

/// A modifier group: its kind and its words (without dots).
pub type Group = (G, &'static [&'static str]);

/// Operand slot kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// Destination register of the instruction type (or `_`).
    D,
    /// Destination register of twice the type width (`.wide`).
    Dw,
    /// 32-bit destination (popc, clz, bfind, cvt.pack).
    D32,
    /// Predicate destination, optionally a `p|q` pair.
    Dp,
    /// Register destination with an optional `|p` predicate (shfl).
    Dq,
    /// Destination register or `{...}` vector, register at least as wide as the type.
    Dx,
    /// Source of the instruction type: register, immediate or special register.
    S,
    /// Source of twice the type width (`mad.wide` addend).
    Sw,
    /// A `.u32` source (shift amounts, bit positions, barrier ids, masks).
    S32,
    /// Source of the second type (cvt source, slct selector).
    S2,
    /// Source of the third type (cvt.pack `c`).
    S3,
    /// Predicate source, `!` allowed.
    Sp,
    /// Source register/immediate or `{...}` vector (st, mov pack), relaxed width.
    Sx,
    /// Memory operand `[...]`.
    M,
    /// Branch target label.
    L,
    /// `{...}` register vector (spdecompress).
    V,
    /// `{...}` matrix fragment: 32-bit registers, 64-bit for the `.f64` forms (mma).
    Vm,
}
use Slot::*;

/// One instruction row.
#[derive(Debug)]
pub struct Row {
    /// Mnemonic (one or two dotted segments, e.g. `cvt.pack`).
    pub name: &'static str,
    pub op: Op,
    /// Legal first type suffix (empty: the instruction takes none).
    pub types: &'static [Ty],
    /// Legal second / third type suffixes (empty: none).
    pub types2: &'static [Ty],
    pub types3: &'static [Ty],
    pub groups: &'static [Group],
    /// Accepted operand shapes (alternatives by operand count).
    pub shapes: &'static [&'static [Slot]],
    pub class: OpClass,
    /// First architecture (sm_NN) and PTX ISA version that have it.
    pub min_sm: u32,
    pub min_ptx: (u32, u32),
    /// What the columns cannot say: the row's own legality rule (`row_rules.rs`).
    pub rule: rules::Rule,
}

const RND: Group = (G::Rnd, &["rn", "rz", "rm", "rp"]);
const RND_ALL: Group = (
    G::Rnd,
    &["rn", "rz", "rm", "rp", "rna", "rni", "rzi", "rmi", "rpi"],
);
const FTZ: Group = (G::Ftz, &["ftz"]);
const SAT: Group = (G::Sat, &["sat"]);
const APPROX: Group = (G::Approx, &["approx", "full"]);
const CMP: Group = (
    G::Cmp,
    &[
        "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu",
        "gtu", "geu", "num", "nan",
    ],
);
const BOOL: Group = (G::Bool, &["and", "or", "xor"]);
const MULM: Group = (G::Mul, &["lo", "hi", "wide"]);
const SPACE: Group = (
    G::Space,
    &[
        "global",
        "shared",
        "local",
        "param",
        "const",
        "shared::cta",
        "shared::cluster",
        "param::entry",
        "param::func",
    ],
);
const ATOM_SPACE: Group = (
    G::Space,
    &["global", "shared", "shared::cta", "shared::cluster"],
);
const CACHE: Group = (G::Ignore, &["ca", "cg", "cs", "lu", "cv", "nc", "wb", "wt"]);
const SEM: Group = (
    G::Ignore,
    &[
        "volatile", "relaxed", "acquire", "release", "acq_rel", "weak", "mmio", "sc",
    ],
);
const SCOPE: Group = (G::Ignore, &["cta", "gpu", "sys", "cluster"]);
const VEC: Group = (G::Vec, &["v2", "v4", "v8"]);
const EVICT1: Group = (
    G::Ignore,
    &[
        "L1::evict_normal",
        "L1::evict_unchanged",
        "L1::evict_first",
        "L1::evict_last",
        "L1::no_allocate",
    ],
);
const EVICT2: Group = (
    G::Ignore,
    &["L2::evict_normal", "L2::evict_first", "L2::evict_last"],
);
const L2SIZE: Group = (G::Ignore, &["L2::64B", "L2::128B", "L2::256B"]);
/// `.L2::cache_hint`: a cache-policy operand follows (lowered by `lower_policy`).
const HINT: Group = (G::Ignore, &["L2::cache_hint"]);
/// `createpolicy`'s primary and secondary eviction priorities.
const PRIO1: Group = (
    G::Ignore,
    &[
        "L2::evict_last",
        "L2::evict_normal",
        "L2::evict_first",
        "L2::evict_unchanged",
    ],
);
const PRIO2: Group = (G::Ignore, &["L2::evict_first", "L2::evict_unchanged"]);
const ATOMOP: Group = (
    G::Atom,
    &[
        "add", "min", "max", "inc", "dec", "and", "or", "xor", "exch", "cas",
    ],
);
const NOFTZ: Group = (G::NoFtz, &["noftz"]);
/// A bulk copy's destination or source state space.
const BULK_SPACE: Group = (G::Ignore, &["global", "shared::cta", "shared::cluster"]);
const UNI: Group = (G::Uni, &["uni"]);
const MMA_SHAPE: Group = (
    G::MmaShape,
    &[
        "m8n8k4",
        "m8n8k16",
        "m8n8k32",
        "m8n8k128",
        "m16n8k4",
        "m16n8k8",
        "m16n8k16",
        "m16n8k32",
        "m16n8k64",
        "m16n8k128",
        "m16n8k256",
    ],
);
const WMMA_SHAPE: Group = (
    G::MmaShape,
    &[
        "m16n16k16",
        "m32n8k16",
        "m8n32k16",
        "m16n16k8",
        "m8n8k4",
        "m8n8k32",
        "m8n8k128",
    ],
);
const MBAR_SPACE: Group = (G::Space, &["shared", "shared::cta"]);
/// `mbarrier.arrive{_drop}` may name a barrier of the cluster (`.shared::cluster`,
/// with the sink `_` as its state: PTX ISA, mbarrier.arrive).
const MBAR_ARRIVE_SPACE: Group = (G::Space, &["shared", "shared::cta", "shared::cluster"]);
const WMMA_SPACE: Group = (G::Space, &["global", "shared", "shared::cta"]);
const MMA_LAYOUT: Group = (G::MmaLayout, &["row", "col"]);
const MMA_TY: Group = (G::MmaTy, crate::ir::mma_form::MTy::WORDS);
const MMA_KIND: Group = (
    G::MmaKind,
    &[
        "kind::f8f6f4",
        "kind::mxf8f6f4",
        "kind::mxf4",
        "kind::mxf4nvf4",
    ],
);
const MMA_SCALE: Group = (
    G::MmaScale,
    &[
        "block_scale",
        "scale_vec::1X",
        "scale_vec::2X",
        "scale_vec::4X",
        "ue8m0",
        "ue4m3",
    ],
);
const SYNC: Group = (G::Ignore, &["sync"]);
const TC05_GROUP: Group = (G::Ignore, &["cta_group::1", "cta_group::2"]);
const TC05_SHAPE: Group = (
    G::Ignore,
    &["32x32b", "16x64b", "16x128b", "16x256b", "16x32bx2"],
);
const TC05_NUM: Group = (
    G::Ignore,
    &["x1", "x2", "x4", "x8", "x16", "x32", "x64", "x128"],
);
/// The words of `tcgen05.mma`: those warpsim runs and those its rule refuses by name.
const TC05_MMA: &[Group] = &[
    TC05_GROUP,
    (
        G::Ignore,
        &[
            "kind::f16",
            "kind::tf32",
            "kind::f8f6f4",
            "kind::i8",
            "kind::mxf8f6f4",
            "kind::mxf4",
            "kind::mxf4nvf4",
        ],
    ),
    (G::Ignore, &["block_scale"]),
    (
        G::Ignore,
        &[
            "scale_vec::1X",
            "scale_vec::2X",
            "scale_vec::4X",
            "block16",
            "block32",
        ],
    ),
    (G::Ignore, &["ashift"]),
    (
        G::Ignore,
        &[
            "collector::a::fill",
            "collector::a::use",
            "collector::a::lastuse",
            "collector::a::discard",
        ],
    ),
];
/// The words of `tcgen05.mma.ws` (9.7.16.10.9.3): one CTA, the kinds without block
/// scaling, B's four collector buffers.
const TC05_MMA_WS: &[Group] = &[
    TC05_GROUP,
    (
        G::Ignore,
        &["kind::f16", "kind::tf32", "kind::f8f6f4", "kind::i8"],
    ),
    (
        G::Ignore,
        &[
            "collector::b0::fill",
            "collector::b0::use",
            "collector::b0::lastuse",
            "collector::b0::discard",
            "collector::b1::fill",
            "collector::b1::use",
            "collector::b1::lastuse",
            "collector::b1::discard",
            "collector::b2::fill",
            "collector::b2::use",
            "collector::b2::lastuse",
            "collector::b2::discard",
            "collector::b3::fill",
            "collector::b3::use",
            "collector::b3::lastuse",
            "collector::b3::discard",
        ],
    ),
];
/// `[d-tmem], a-desc, b-desc, idesc, enable-input-d{, zero-column-mask-desc}`.
const TC05_MMA_WS_SHAPES: &[&[Slot]] = &[&[M, Sx, Sx, S32, Sp], &[M, Sx, Sx, S32, Sp, Sx]];
/// `.ws.sp`: `[sp-meta-tmem]` after B. (The tcgen05 MMA rows' operand lists are
/// checked by `lower_tcgen05`, which lowers them; these lists document them.)
const TC05_MMA_WS_SP_SHAPES: &[&[Slot]] = &[&[M, Sx, Sx, M, S32, Sp], &[M, Sx, Sx, M, S32, Sp, Sx]];
/// The words of `tcgen05.cp` (the decompressing formats are refused by its rule).
const TC05_CP: &[Group] = &[
    TC05_GROUP,
    (
        G::Ignore,
        &["128x256b", "4x256b", "128x128b", "64x128b", "32x128b"],
    ),
    (G::Ignore, &["warpx2::02_13", "warpx2::01_23", "warpx4"]),
    (G::Ignore, &["b8x16"]),
    (G::Ignore, &["b6x16_p32", "b4x16_p64"]),
];
/// `[d-tmem], a-desc|[a-tmem], b-desc, idesc{, {disable-output-lane}}, enable-input-d
/// {, scale-input-d}`; the block-scaled forms' `[scale-A-tmem], [scale-B-tmem]` take
/// the place of the lane mask.
const TC05_MMA_SHAPES: &[&[Slot]] = &[
    &[M, Sx, Sx, S32, Sp],
    &[M, Sx, Sx, S32, V, Sp],
    &[M, Sx, Sx, S32, Sp, S32],
    &[M, Sx, Sx, S32, V, Sp, S32],
    &[M, Sx, Sx, S32, M, M, Sp],
];
/// `tcgen05.mma.sp`: `[sp-meta-tmem]` after B.
const TC05_MMA_SP_SHAPES: &[&[Slot]] = &[
    &[M, Sx, Sx, M, S32, Sp],
    &[M, Sx, Sx, M, S32, V, Sp],
    &[M, Sx, Sx, M, S32, Sp, S32],
    &[M, Sx, Sx, M, S32, V, Sp, S32],
    &[M, Sx, Sx, M, S32, M, M, Sp],
];
const ALIGNED: Group = (G::Ignore, &["aligned"]);

const I16_64: &[Ty] = &[Ty::U16, Ty::U32, Ty::U64, Ty::S16, Ty::S32, Ty::S64];
const ARITH: &[Ty] = &[
    Ty::U16,
    Ty::U32,
    Ty::U64,
    Ty::S16,
    Ty::S32,
    Ty::S64,
    Ty::F32,
    Ty::F64,
];
/// The signed integer and float types with the half types (`abs`, `neg`).
const SIGNED_FH: &[Ty] = &[
    Ty::S16,
    Ty::S32,
    Ty::S64,
    Ty::F32,
    Ty::F64,
    Ty::F16,
    Ty::F16x2,
    Ty::Bf16,
    Ty::Bf16x2,
];
/// The integer and float types with the half types (`min`, `max`).
const ARITH_H: &[Ty] = ARITH_H2.split_at(ARITH_H2.len() - 1).0;
/// `fma`: the float types of [`ARITH_H2`] (after its six integer types).
const FMA_T: &[Ty] = ARITH_H2.split_at(6).1;
/// `add`, `sub`, `mul`: [`ARITH_H`] and (sm_100, last) `.f32x2`.
const ARITH_H2: &[Ty] = &[
    Ty::U16,
    Ty::U32,
    Ty::U64,
    Ty::S16,
    Ty::S32,
    Ty::S64,
    Ty::F32,
    Ty::F64,
    Ty::F16,
    Ty::F16x2,
    Ty::Bf16,
    Ty::Bf16x2,
    Ty::F32x2,
];
const F32_64: &[Ty] = &[Ty::F32, Ty::F64];
const F32: &[Ty] = &[Ty::F32];
/// `.f32` and the four half types (`ex2.approx`, `tanh.approx`).
const F32_H: &[Ty] = &[Ty::F32, Ty::F16, Ty::F16x2, Ty::Bf16, Ty::Bf16x2];
const B32_64: &[Ty] = &[Ty::B32, Ty::B64];
const B16_64_P: &[Ty] = &[Ty::B16, Ty::B32, Ty::B64, Ty::Pred];
const B16_64: &[Ty] = &[Ty::B16, Ty::B32, Ty::B64];
const SHR: &[Ty] = &[
    Ty::B16,
    Ty::B32,
    Ty::B64,
    Ty::U16,
    Ty::U32,
    Ty::U64,
    Ty::S16,
    Ty::S32,
    Ty::S64,
];
/// Destination types of `set`.
const SET_D: &[Ty] = &[
    Ty::U32,
    Ty::S32,
    Ty::F32,
    Ty::U16,
    Ty::S16,
    Ty::F16,
    Ty::Bf16,
    Ty::F16x2,
    Ty::Bf16x2,
];
const CMP_T: &[Ty] = &[
    Ty::F16,
    Ty::F16x2,
    Ty::Bf16,
    Ty::Bf16x2,
    Ty::B16,
    Ty::B32,
    Ty::B64,
    Ty::U16,
    Ty::U32,
    Ty::U64,
    Ty::S16,
    Ty::S32,
    Ty::S64,
    Ty::F32,
    Ty::F64,
];
const MOV_T: &[Ty] = &[
    Ty::Pred,
    Ty::B16,
    Ty::B32,
    Ty::B64,
    Ty::U16,
    Ty::U32,
    Ty::U64,
    Ty::S16,
    Ty::S32,
    Ty::S64,
    Ty::F16,
    Ty::Bf16,
    Ty::F32,
    Ty::F64,
    Ty::B128,
];
const CVT_T: &[Ty] = &[
    Ty::Tf32,
    Ty::E4m3x2,
    Ty::E5m2x2,
    Ty::E2m3x2,
    Ty::E3m2x2,
    Ty::E2m1x2,
    Ty::Ue8m0x2,
    Ty::U8,
    Ty::U16,
    Ty::U32,
    Ty::U64,
    Ty::S8,
    Ty::S16,
    Ty::S32,
    Ty::S64,
    Ty::F16,
    Ty::Bf16,
    Ty::F32,
    Ty::F64,
    Ty::F16x2,
    Ty::Bf16x2,
];
const LDST_T: &[Ty] = &[
    Ty::B8,
    Ty::B16,
    Ty::B32,
    Ty::B64,
    Ty::U8,
    Ty::U16,
    Ty::U32,
    Ty::U64,
    Ty::S8,
    Ty::S16,
    Ty::S32,
    Ty::S64,
    Ty::F16,
    Ty::F16x2,
    Ty::Bf16,
    Ty::Bf16x2,
    Ty::F32,
    Ty::F64,
    Ty::B128,
];
const ATOM_T: &[Ty] = &[
    Ty::F16,
    Ty::Bf16,
    Ty::F16x2,
    Ty::Bf16x2,
    Ty::B32,
    Ty::B64,
    Ty::U32,
    Ty::U64,
    Ty::S32,
    Ty::S64,
    Ty::F32,
    Ty::F64,
];
/// `cp.reduce.async.bulk`'s element types (PTX ISA, cp.reduce.async.bulk).
const CP_RED_T: &[Ty] = &[
    Ty::F16,
    Ty::Bf16,
    Ty::B32,
    Ty::U32,
    Ty::S32,
    Ty::B64,
    Ty::U64,
    Ty::S64,
    Ty::F32,
    Ty::F64,
];
const PACK_T: &[Ty] = &[
    Ty::U16,
    Ty::S16,
    Ty::U8,
    Ty::S8,
    Ty::U4,
    Ty::S4,
    Ty::U2,
    Ty::S2,
];
const NONE: &[Ty] = &[];

macro_rules! row {
    ($name:literal, $op:ident, types: $t:expr, groups: $g:expr, shapes: $s:expr, class: $c:ident
     $(, types2: $t2:expr)? $(, types3: $t3:expr)? $(, sm: $sm:literal)? $(, ptx: $ptx:expr)?
     $(, rule: $rule:ident)?) => {
        Row {
            name: $name,
            op: Op::$op,
            types: $t,
            types2: row!(@or $($t2)?),
            types3: row!(@or $($t3)?),
            groups: $g,
            shapes: $s,
            class: OpClass::$c,
            min_sm: row!(@sm $($sm)?),
            min_ptx: row!(@ptx $($ptx)?),
            rule: row!(@rule $($rule)?),
        }
    };
    (@rule $r:ident) => { rules::$r };
    (@rule) => { rules::none };
    (@or $e:expr) => { $e };
    (@or) => { NONE };
    (@sm $e:literal) => { $e };
    (@sm) => { 20 };
    (@ptx $e:expr) => { $e };
    (@ptx) => { (1, 0) };
}

/// The rows. Two-segment names (`cvt.pack`, `bar.warp`) are matched before one-segment ones.
#[rustfmt::skip]
pub static ROWS: &[Row] = &[
    row!("mov", Mov, types: MOV_T, groups: &[], shapes: &[&[Dx, Sx]], class: Move),
    row!("add", Add, types: ARITH_H2, groups: &[RND, FTZ, SAT], shapes: &[&[D, S, S]], class: Int, rule: add_sub),
    row!("sub", Sub, types: ARITH_H2, groups: &[RND, FTZ, SAT], shapes: &[&[D, S, S]], class: Int, rule: add_sub),
    row!("add.cc", AddCo, types: &[Ty::U32, Ty::S32, Ty::U64, Ty::S64], groups: &[], shapes: &[&[D, S, S]], class: Int),
    row!("addc", AddCo, types: &[Ty::U32, Ty::S32, Ty::U64, Ty::S64], groups: &[(G::Ignore, &["cc"])], shapes: &[&[D, S, S]], class: Int),
    row!("sub.cc", SubCo, types: &[Ty::U32, Ty::S32, Ty::U64, Ty::S64], groups: &[], shapes: &[&[D, S, S]], class: Int),
    row!("subc", SubCo, types: &[Ty::U32, Ty::S32, Ty::U64, Ty::S64], groups: &[(G::Ignore, &["cc"])], shapes: &[&[D, S, S]], class: Int),
    row!("lop3", LaneFn, types: &[Ty::B32], groups: &[], shapes: &[&[D, S, S, S, S]], class: Int, sm: 50, ptx: (4, 3)),
    row!("mul", Mul, types: ARITH_H2, groups: &[MULM, RND, FTZ, SAT], shapes: &[&[D, S, S]], class: IntMul, rule: mul_mad),
    row!("mad", Mad, types: ARITH, groups: &[MULM, RND, FTZ, SAT, (G::Ignore, &["cc"])], shapes: &[&[D, S, S, S]], class: IntMul, rule: mul_mad),
    row!("madc", MadCo, types: &[Ty::U32, Ty::S32, Ty::U64, Ty::S64], groups: &[(G::Mul, &["lo", "hi"]), (G::Ignore, &["cc"])], shapes: &[&[D, S, S, S]], class: IntMul, sm: 20, ptx: (3, 0)),
    row!("mul24", Mul24, types: &[Ty::U32, Ty::S32], groups: &[(G::Mul, &["lo", "hi"])], shapes: &[&[D, S, S]], class: IntMul),
    row!("mad24", Mad24, types: &[Ty::U32, Ty::S32], groups: &[(G::Mul, &["lo", "hi"]), SAT], shapes: &[&[D, S, S, S]], class: IntMul),
    row!("div", Div, types: ARITH, groups: &[RND, APPROX, FTZ], shapes: &[&[D, S, S]], class: IntDiv, rule: div),
    row!("rem", Rem, types: I16_64, groups: &[], shapes: &[&[D, S, S]], class: IntDiv),
    row!("abs", Abs, types: SIGNED_FH, groups: &[FTZ], shapes: &[&[D, S]], class: Int, rule: abs_neg),
    row!("neg", Neg, types: SIGNED_FH, groups: &[FTZ], shapes: &[&[D, S]], class: Int, rule: abs_neg),
    row!("min", Min, types: ARITH_H, groups: &[FTZ, (G::Nan, &["NaN"]), (G::Relu, &["relu"]), (G::XorSign, &["xorsign"]), (G::Ignore, &["abs"])], shapes: &[&[D, S, S]], class: Int, rule: min_max),
    row!("max", Max, types: ARITH_H, groups: &[FTZ, (G::Nan, &["NaN"]), (G::Relu, &["relu"]), (G::XorSign, &["xorsign"]), (G::Ignore, &["abs"])], shapes: &[&[D, S, S]], class: Int, rule: min_max),
    row!("sad", Sad, types: I16_64, groups: &[], shapes: &[&[D, S, S, S]], class: Int),
    row!("popc", Popc, types: B32_64, groups: &[], shapes: &[&[D32, S]], class: Int),
    row!("clz", Clz, types: B32_64, groups: &[], shapes: &[&[D32, S]], class: Int),
    row!("brev", Brev, types: B32_64, groups: &[], shapes: &[&[D, S]], class: Int),
    row!("bfind", Bfind, types: &[Ty::U32, Ty::U64, Ty::S32, Ty::S64], groups: &[(G::ShiftAmt, &["shiftamt"])], shapes: &[&[D32, S]], class: Int),
    row!("bfi", Bfi, types: B32_64, groups: &[], shapes: &[&[D, S, S, S32, S32]], class: Int),
    row!("bfe", Bfe, types: &[Ty::U32, Ty::U64, Ty::S32, Ty::S64], groups: &[], shapes: &[&[D, S, S32, S32]], class: Int),
    row!("dp4a", Dp4a, types: &[Ty::U32, Ty::S32], groups: &[], shapes: &[&[D, S, S2, S]], class: IntMul, types2: &[Ty::U32, Ty::S32], sm: 61, ptx: (5, 0)),
    row!("dp2a", Dp2a, types: &[Ty::U32, Ty::S32], groups: &[(G::Mul, &["lo", "hi"])], shapes: &[&[D, S, S2, S]], class: IntMul, types2: &[Ty::U32, Ty::S32], sm: 61, ptx: (5, 0), rule: dp2a),
    row!("fns", Fns, types: &[Ty::B32], groups: &[], shapes: &[&[D, S, S32, S32]], class: Int, sm: 30, ptx: (6, 0)),
    row!("bmsk", Bmsk, types: &[Ty::B32], groups: &[(G::ShfMode, &["clamp", "wrap"])], shapes: &[&[D, S32, S32]], class: Int, sm: 70, ptx: (7, 6), rule: clamp_wrap),
    row!("szext", Szext, types: &[Ty::U32, Ty::S32], groups: &[(G::ShfMode, &["clamp", "wrap"])], shapes: &[&[D, S, S32]], class: Int, sm: 70, ptx: (7, 6), rule: clamp_wrap),
    row!("prmt", Prmt, types: &[Ty::B32], groups: &[(G::Prmt, &["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"])], shapes: &[&[D, S, S, S32]], class: Int),
    row!("shf", Shf, types: &[Ty::B32], groups: &[(G::ShfDir, &["l", "r"]), (G::ShfMode, &["wrap", "clamp"])], shapes: &[&[D, S, S, S32]], class: Int, sm: 32, rule: shf),
    row!("shl", Shl, types: B16_64, groups: &[], shapes: &[&[D, S, S32]], class: Int),
    row!("shr", Shr, types: SHR, groups: &[], shapes: &[&[D, S, S32]], class: Int),
    row!("and", And, types: B16_64_P, groups: &[], shapes: &[&[D, S, S]], class: Int),
    row!("or", Or, types: B16_64_P, groups: &[], shapes: &[&[D, S, S]], class: Int),
    row!("xor", Xor, types: B16_64_P, groups: &[], shapes: &[&[D, S, S]], class: Int),
    row!("not", Not, types: B16_64_P, groups: &[], shapes: &[&[D, S]], class: Int),
    row!("cnot", Cnot, types: B16_64, groups: &[], shapes: &[&[D, S]], class: Int),
    // set.CmpOp[.BoolOp][.ftz].dtype.stype: the comparison as a value (`row_rules::set`).
    row!("set", Set, types: SET_D, groups: &[CMP, BOOL, FTZ], shapes: &[&[D, S2, S2], &[D, S2, S2, Sp]], class: Int, types2: CMP_T, rule: set),
    row!("setp", Setp, types: CMP_T, groups: &[CMP, BOOL, FTZ], shapes: &[&[Dp, S, S], &[Dp, S, S, Sp]], class: Int, rule: setp),
    row!("selp", Selp, types: CMP_T, groups: &[], shapes: &[&[D, S, S, Sp]], class: Move),
    row!("slct", Slct, types: CMP_T, groups: &[FTZ], shapes: &[&[D, S, S, S2]], class: Move, types2: &[Ty::S32, Ty::F32]),
    row!("cvt.pack", CvtPack, types: PACK_T, groups: &[(G::Sat, &["sat"])], shapes: &[&[D32, S2, S2], &[D32, S2, S2, S3]], class: Int, types2: &[Ty::S32], types3: &[Ty::B32], sm: 72, ptx: (6, 5), rule: cvt_pack),
    row!("cvt", Cvt, types: CVT_T, groups: &[RND_ALL, FTZ, SAT, (G::Relu, &["relu"]), (G::SatFinite, &["satfinite"])], shapes: &[&[D, S2], &[D, S2, S2]], class: Convert, types2: CVT_T, rule: cvt),
    row!("cvta", Cvta, types: &[Ty::U32, Ty::U64], groups: &[(G::To, &["to"]), (G::Space, &["global", "shared", "local", "const", "shared::cta", "param", "param::entry"])], shapes: &[&[D, S]], class: Int, rule: cvta),
    row!("fma", Fma, types: FMA_T, groups: &[RND, FTZ, SAT, (G::Relu, &["relu"])], shapes: &[&[D, S, S, S]], class: Fp32, rule: fma),
    row!("rcp", Rcp, types: F32_64, groups: &[RND, APPROX, FTZ], shapes: &[&[D, S]], class: Sfu, rule: rcp_sqrt),
    row!("sqrt", Sqrt, types: F32_64, groups: &[RND, APPROX, FTZ], shapes: &[&[D, S]], class: Sfu, rule: rcp_sqrt),
    row!("rsqrt", Rsqrt, types: F32_64, groups: &[APPROX, FTZ], shapes: &[&[D, S]], class: Sfu, rule: approx_fn),
    row!("ex2", Ex2, types: F32_H, groups: &[APPROX, FTZ], shapes: &[&[D, S]], class: Sfu, rule: approx_half),
    row!("lg2", Lg2, types: F32, groups: &[APPROX, FTZ], shapes: &[&[D, S]], class: Sfu, rule: approx_fn),
    row!("sin", Sin, types: F32, groups: &[APPROX, FTZ], shapes: &[&[D, S]], class: Sfu, rule: approx_fn),
    row!("cos", Cos, types: F32, groups: &[APPROX, FTZ], shapes: &[&[D, S]], class: Sfu, rule: approx_fn),
    row!("tanh", Tanh, types: F32_H, groups: &[APPROX], shapes: &[&[D, S]], class: Sfu, sm: 75, ptx: (7, 0), rule: approx_half),
    row!("copysign", Copysign, types: F32_64, groups: &[], shapes: &[&[D, S, S]], class: Fp32),
    row!("testp", Testp, types: F32_64, groups: &[(G::Testp, &["finite", "infinite", "number", "notanumber", "normal", "subnormal"])], shapes: &[&[Dp, S]], class: Fp32, rule: testp),
    row!("ld", Ld, types: LDST_T, groups: &[SPACE, CACHE, SEM, SCOPE, VEC, EVICT1, EVICT2, HINT, L2SIZE], shapes: &[&[Dx, M]], class: MemGlobal, rule: ld_st),
    row!("ldu", Ld, types: LDST_T, groups: &[(G::Space, &["global"]), VEC], shapes: &[&[Dx, M]], class: MemGlobal, rule: ld_st),
    row!("st", St, types: LDST_T, groups: &[SPACE, CACHE, SEM, SCOPE, VEC, EVICT1, EVICT2, HINT], shapes: &[&[M, Sx]], class: MemGlobal, rule: ld_st),
    row!("atom", Atom, types: ATOM_T, groups: &[ATOM_SPACE, SEM, SCOPE, ATOMOP, NOFTZ, VEC, HINT], shapes: &[&[Dx, M, Sx], &[D, M, S, S]], class: Atomic, rule: atom_red),
    row!("red", Red, types: ATOM_T, groups: &[ATOM_SPACE, SEM, SCOPE, ATOMOP, NOFTZ, VEC, HINT], shapes: &[&[M, Sx]], class: Atomic, rule: atom_red),
    // Asynchronous stores and reductions (sm_90, `func::ops::async_store`): into a CTA
    // of the cluster's shared memory, completing bytes on that CTA's mbarrier
    // (`[a], b, [mbar]`), or sm_100's `.release` ones to global memory (`[a], b`).
    row!("st.async", StAsync, types: LDST_T, groups: &[(G::Ignore, &["weak", "release"]), (G::Ignore, &["cluster", "gpu", "sys"]), (G::Space, &["shared::cluster", "global"]), (G::Ignore, &["mbarrier::complete_tx::bytes"]), VEC, (G::Ignore, &["mmio"])], shapes: &[&[M, Sx, M], &[M, Sx]], class: MemShared, sm: 90, ptx: (8, 1), rule: st_red_async),
    row!("red.async", RedAsync, types: ATOM_T, groups: &[(G::Ignore, &["relaxed", "release"]), (G::Ignore, &["cluster", "gpu", "sys"]), (G::Space, &["shared::cluster", "global"]), (G::Ignore, &["mbarrier::complete_tx::bytes"]), ATOMOP, (G::Ignore, &["mmio"])], shapes: &[&[M, S, M], &[M, S]], class: Atomic, sm: 90, ptx: (8, 1), rule: st_red_async),
    row!("bar.warp", Nop, types: NONE, groups: &[SYNC], shapes: &[&[S32]], class: Warp, sm: 30, ptx: (6, 0)),
    row!("bar", Bar, types: &[Ty::U32, Ty::Pred], groups: &[(G::Bar, &["sync", "arrive", "red"]), (G::BarRed, &["popc", "and", "or"]), ALIGNED, (G::Ignore, &["cta"])],
         shapes: &[&[S32], &[S32, S32], &[D, S32, Sp], &[D, S32, S32, Sp]], class: Barrier, rule: bar),
    row!("barrier", Bar, types: &[Ty::U32, Ty::Pred], groups: &[(G::Bar, &["sync", "arrive", "red"]), (G::BarRed, &["popc", "and", "or"]), ALIGNED, (G::Ignore, &["cta"])],
         shapes: &[&[S32], &[S32, S32], &[D, S32, Sp], &[D, S32, S32, Sp]], class: Barrier, sm: 30, ptx: (6, 0), rule: bar),
    row!("membar", Membar, types: NONE, groups: &[(G::Ignore, &["cta", "gl", "sys", "proxy", "alias"])], shapes: &[&[]], class: Misc, rule: fence),
    row!("fence", Membar, types: NONE, groups: &[(G::Ignore, &["sc", "acq_rel", "acquire", "release"]), SCOPE, (G::Ignore, &["proxy", "mbarrier_init"]), (G::Ignore, &["alias", "async", "async::generic", "tensormap::generic"]), (G::Ignore, &["shared::cta", "shared::cluster", "global"]), (G::Ignore, &["sync_restrict::shared::cta", "sync_restrict::shared::cluster"])], shapes: &[&[], &[M, S32]], class: Misc, sm: 70, ptx: (6, 0), rule: fence),
    row!("shfl", Shfl, types: &[Ty::B32], groups: &[SYNC, (G::Shfl, &["up", "down", "bfly", "idx"])], shapes: &[&[Dq, S, S32, S32], &[Dq, S, S32, S32, S32]], class: Warp, sm: 30, rule: shfl),
    row!("vote", Vote, types: &[Ty::Pred, Ty::B32], groups: &[SYNC, (G::Vote, &["all", "any", "uni", "ballot"])], shapes: &[&[D, Sp], &[D, Sp, S32]], class: Warp, rule: vote),
    row!("redux", Redux, types: &[Ty::U32, Ty::S32, Ty::B32], groups: &[SYNC, (G::Atom, &["add", "min", "max", "and", "or", "xor"])], shapes: &[&[D, S, S32]], class: Warp, sm: 80, ptx: (7, 0)),
    row!("match", Match, types: &[Ty::B32, Ty::B64], groups: &[SYNC, (G::Vote, &["any", "all"])], shapes: &[&[Dq, S, S32]], class: Warp, sm: 70, ptx: (6, 0), rule: match_sync),
    row!("elect", Elect, types: NONE, groups: &[SYNC], shapes: &[&[Dq, S32]], class: Warp, sm: 90, ptx: (8, 0)),
    // griddepcontrol (programmatic dependent launch): no state of the thread changes;
    // the timing engine makes `wait` wait for the grids before its own and lets the
    // next grid start once every block ran `launch_dependents` or exited.
    row!("griddepcontrol.wait", GridDepWait, types: NONE, groups: &[], shapes: &[&[]], class: Misc, sm: 90, ptx: (7, 8)),
    row!("griddepcontrol.launch_dependents", GridDepLaunch, types: NONE, groups: &[], shapes: &[&[]], class: Misc, sm: 90, ptx: (7, 8)),
    // Hints with no architectural effect. prefetch: no state changes. nanosleep: the
    // ISA guarantees a sleep in [0, 2t] ns, so no sleep is a conforming one.
    row!("prefetch", Prefetch, types: NONE, groups: &[(G::Ignore, &["global", "local", "const", "param"]), (G::Ignore, &["L1", "L2", "L2::evict_last", "L2::evict_normal", "tensormap"])], shapes: &[&[M]], class: Misc, sm: 20, ptx: (2, 0), rule: prefetch),
    // setmaxnreg only redistributes a CTA's registers between its warpgroups: warpsim's
    // register files are per warp and sized by the kernel, so it changes nothing.
    row!("setmaxnreg", SetMaxNReg, types: &[Ty::U32], groups: &[(G::Ignore, &["inc", "dec"]), SYNC, ALIGNED], shapes: &[&[S32]], class: Misc, sm: 90, ptx: (8, 0), rule: setmaxnreg),
    row!("isspacep", IsSpacep, types: NONE, groups: &[(G::Space, &["global", "shared", "shared::cta", "shared::cluster", "local", "param", "param::entry", "const"])], shapes: &[&[Dp, Sx]], class: Int, sm: 20, ptx: (2, 0), rule: isspacep),
    row!("getctarank", GetCtaRank, types: &[Ty::U32, Ty::U64], groups: &[(G::Space, &["shared::cluster"])], shapes: &[&[D32, S]], class: Int, sm: 90, ptx: (7, 8)),
    row!("mapa", Mapa, types: &[Ty::U32, Ty::U64], groups: &[(G::Space, &["shared::cluster"])], shapes: &[&[D, S, S32]], class: Int, sm: 90, ptx: (7, 8)),
    // L2 cache-eviction policies (sm_80): `createpolicy` makes the policy word
    // (`func::cache_policy`) that `.L2::cache_hint` accesses take; `applypriority`,
    // `discard` and the bulk prefetches are hints (`func::ops::cache_hint`). Their
    // operands are lowered by `lower_policy`.
    row!("createpolicy.fractional", CreatePolicy, types: &[Ty::B64], groups: &[PRIO1, PRIO2], shapes: &[&[D], &[D, S]], class: Int, sm: 80, ptx: (7, 4), rule: createpolicy),
    row!("createpolicy.range", CreatePolicy, types: &[Ty::B64], groups: &[(G::Space, &["global"]), PRIO1, PRIO2], shapes: &[&[D, M, S32, S32]], class: Int, sm: 80, ptx: (7, 4), rule: createpolicy),
    row!("createpolicy.cvt", CreatePolicy, types: &[Ty::B64], groups: &[(G::Ignore, &["L2"])], shapes: &[&[D, S]], class: Int, sm: 80, ptx: (7, 4), rule: createpolicy),
    row!("applypriority", ApplyPriority, types: NONE, groups: &[(G::Space, &["global"]), (G::Ignore, &["L2::evict_normal"])], shapes: &[&[M, S32]], class: Misc, sm: 80, ptx: (7, 4), rule: line_hint),
    row!("discard", Discard, types: NONE, groups: &[(G::Space, &["global"]), (G::Ignore, &["L2"])], shapes: &[&[M, S32]], class: Misc, sm: 80, ptx: (7, 4), rule: line_hint),
    row!("cp.async.bulk.prefetch", BulkPrefetch, types: NONE, groups: &[(G::Ignore, &["L2"]), (G::Ignore, &["global"]), HINT], shapes: &[&[M, S32], &[M, S32, S]], class: Misc, sm: 90, ptx: (8, 0), rule: bulk_prefetch),
    row!("cp.async.bulk.prefetch.tensor", BulkPrefetchTensor, types: NONE, groups: &[(G::Ignore, &["1d", "2d", "3d", "4d", "5d"]), (G::Ignore, &["L2"]), (G::Ignore, &["global"]), (G::Ignore, &["tile", "tile::gather4", "im2col", "im2col::w", "im2col::w::128"]), HINT], shapes: &[&[M], &[M, S], &[M, V], &[M, V, S]], class: Misc, sm: 90, ptx: (8, 0), rule: bulk_prefetch),
    row!("prefetchu", Nop, types: NONE, groups: &[(G::Ignore, &["L1"])], shapes: &[&[M]], class: Misc, sm: 20, ptx: (2, 0)),
    row!("nanosleep", Nop, types: &[Ty::U32], groups: &[], shapes: &[&[S32]], class: Misc, sm: 70, ptx: (6, 3)),
    row!("activemask", Activemask, types: &[Ty::B32], groups: &[], shapes: &[&[D]], class: Warp, sm: 30, ptx: (6, 2)),
    row!("bra", Bra, types: NONE, groups: &[UNI], shapes: &[&[L]], class: Branch),
    row!("brx.idx", BrxIdx, types: NONE, groups: &[UNI], shapes: &[&[S32, L]], class: Branch, sm: 30, ptx: (6, 0)),
    row!("call", Call, types: NONE, groups: &[UNI], shapes: &[], class: Branch),
    row!("ret", Ret, types: NONE, groups: &[UNI], shapes: &[&[]], class: Branch),
    row!("exit", Exit, types: NONE, groups: &[], shapes: &[&[]], class: Branch),
    row!("trap", Trap, types: NONE, groups: &[], shapes: &[&[]], class: Misc),
    // Warp-level matrix multiply-accumulate: the shape, layouts and the four types
    // d.a.b.c make the form (`ir::mma_form`), whose table of legal forms the rule applies.
    // The block-scaled kinds add scale-a-data, {byte-id-a, thread-id-a}, scale-b-data,
    // {byte-id-b, thread-id-b} (lowered by `lower_mma`).
    row!("mma", Mma, types: NONE, groups: &[SYNC, ALIGNED, MMA_SHAPE, MMA_LAYOUT, MMA_LAYOUT, MMA_KIND, (G::Sat, &["satfinite"]), MMA_TY, MMA_TY, MMA_TY, MMA_TY, (G::MmaBitOp, &["xor", "and"]), (G::Ignore, &["popc"]), MMA_SCALE, MMA_SCALE, MMA_SCALE],
         shapes: &[&[Vm, Vm, Vm, Vm], &[Vm, Vm, Vm, Vm, S32, V, S32, V]], class: Mma, sm: 70, ptx: (6, 4), rule: mma),
    // Sparse A (`ir::mma_sparse`): d, a, b, c, then the metadata `e` and the sparsity
    // selector `f` (an integer constant, read into the form by `lower_mma`).
    row!("mma.sp", Mma, types: NONE, groups: &[SYNC, ALIGNED, MMA_SHAPE, MMA_LAYOUT, MMA_LAYOUT, MMA_KIND, (G::Sat, &["satfinite"]), MMA_TY, MMA_TY, MMA_TY, MMA_TY, MMA_SCALE, MMA_SCALE, MMA_SCALE],
         shapes: &[&[Vm, Vm, Vm, Vm, S32, S32], &[Vm, Vm, Vm, Vm, S32, S32, S32, V, S32, V]], class: Mma, sm: 80, ptx: (7, 1), rule: mma),
    row!("mma.sp::ordered_metadata", Mma, types: NONE, groups: &[SYNC, ALIGNED, MMA_SHAPE, MMA_LAYOUT, MMA_LAYOUT, MMA_KIND, (G::Sat, &["satfinite"]), MMA_TY, MMA_TY, MMA_TY, MMA_TY, MMA_SCALE, MMA_SCALE, MMA_SCALE],
         shapes: &[&[Vm, Vm, Vm, Vm, S32, S32], &[Vm, Vm, Vm, Vm, S32, S32, S32, V, S32, V]], class: Mma, sm: 80, ptx: (8, 5), rule: mma),
    // WMMA (sm_70+): whole-warp fragments of a matrix in memory (row- or column-major,
    // optional stride in elements) and their multiply-accumulate (`ir::wmma_form`).
    row!("wmma.load", WmmaLoad, types: NONE, groups: &[(G::WmmaWhich, &["a", "b", "c"]), SYNC, ALIGNED, MMA_LAYOUT, WMMA_SHAPE, WMMA_SPACE, MMA_TY],
         shapes: &[&[Vm, M], &[Vm, M, S32]], class: MemGlobal, sm: 70, ptx: (6, 0), rule: wmma_ldst),
    row!("wmma.store", WmmaStore, types: NONE, groups: &[(G::WmmaWhich, &["d"]), SYNC, ALIGNED, MMA_LAYOUT, WMMA_SHAPE, WMMA_SPACE, MMA_TY],
         shapes: &[&[M, Vm], &[M, Vm, S32]], class: MemGlobal, sm: 70, ptx: (6, 0), rule: wmma_ldst),
    // Warpgroup MMA (sm_90a): four warps compute a 64xN D, A from registers or a
    // shared-memory descriptor, B from a descriptor; operands are lowered in
    // `lower_mma::wgmma_operands` (the immediates become part of the form).
    row!("wgmma.mma_async", Wgmma, types: NONE, groups: &[SYNC, ALIGNED, (G::WgmmaShape, &[]), (G::Sat, &["satfinite"]), MMA_TY, MMA_TY, MMA_TY, (G::MmaBitOp, &["and"]), (G::Ignore, &["popc"])],
         shapes: &[&[Vm, Sx, S, Sp], &[Vm, Sx, S, Sp, S32, S32], &[Vm, Sx, S, Sp, S32, S32, S32], &[Vm, Sx, S, Sp, S32, S32, S32, S32]], class: Mma, sm: 90, ptx: (8, 0), rule: wgmma),
    row!("wgmma.mma_async.sp", Wgmma, types: NONE, groups: &[SYNC, ALIGNED, (G::WgmmaShape, &[]), (G::Sat, &["satfinite"]), MMA_TY, MMA_TY, MMA_TY],
         shapes: &[&[Vm, Sx, S, S32, S32, Sp]], class: Mma, sm: 90, ptx: (8, 2), rule: wgmma),
    row!("wgmma.fence", WgmmaFence, types: NONE, groups: &[SYNC, ALIGNED], shapes: &[&[]], class: Misc, sm: 90, ptx: (8, 0), rule: wgmma),
    row!("wgmma.commit_group", WgmmaCommit, types: NONE, groups: &[SYNC, ALIGNED], shapes: &[&[]], class: Misc, sm: 90, ptx: (8, 0), rule: wgmma),
    row!("wgmma.wait_group", WgmmaWait, types: NONE, groups: &[SYNC, ALIGNED], shapes: &[&[S32]], class: Misc, sm: 90, ptx: (8, 0), rule: wgmma),
    // tcgen05 (sm_100a, PTX 8.6): tensor memory and the 5th-generation tensor core.
    // The rule refuses by name what warpsim does not run (CTA pairs, block scaling,
    // sparse and weight-stationary MMAs, collector buffers); the operands of
    // mma/ld/st/commit are resolved by `lower_tcgen05`.
    row!("tcgen05.alloc", Tc05Alloc, types: &[Ty::B32], groups: &[TC05_GROUP, SYNC, ALIGNED, (G::Space, &["shared::cta"])], shapes: &[&[M, S32]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.dealloc", Tc05Dealloc, types: &[Ty::B32], groups: &[TC05_GROUP, SYNC, ALIGNED], shapes: &[&[S32, S32]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.relinquish_alloc_permit", Tc05Relinquish, types: NONE, groups: &[TC05_GROUP, SYNC, ALIGNED], shapes: &[&[]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.mma", Tc05Mma, types: NONE, groups: TC05_MMA, shapes: TC05_MMA_SHAPES, class: Mma, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.mma.sp", Tc05Mma, types: NONE, groups: TC05_MMA, shapes: TC05_MMA_SP_SHAPES, class: Mma, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.mma.ws", Tc05Mma, types: NONE, groups: TC05_MMA_WS, shapes: TC05_MMA_WS_SHAPES, class: Mma, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.mma.ws.sp", Tc05Mma, types: NONE, groups: TC05_MMA_WS, shapes: TC05_MMA_WS_SP_SHAPES, class: Mma, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("clusterlaunchcontrol.try_cancel", ClcTryCancel, types: &[Ty::B128], groups: &[(G::Ignore, &["async"]), (G::Space, &["shared::cta"]), (G::Ignore, &["mbarrier::complete_tx::bytes"]), (G::Ignore, &["multicast::cluster::all"])], shapes: &[&[M, M]], class: Misc, sm: 100, ptx: (8, 6), rule: clc),
    row!("clusterlaunchcontrol.query_cancel", ClcQuery, types: &[Ty::Pred, Ty::B32], groups: &[(G::Ignore, &["is_canceled", "get_first_ctaid", "get_first_ctaid::x", "get_first_ctaid::y", "get_first_ctaid::z"]), VEC], shapes: &[&[Dx, S]], class: Int, types2: &[Ty::B128], sm: 100, ptx: (8, 6), rule: clc),
    row!("tcgen05.cp", Tc05Cp, types: NONE, groups: TC05_CP, shapes: &[&[M, Sx]], class: Mma, sm: 100, ptx: (8, 6), rule: tcgen05),
    // tcgen05.shift: refused by its rule.
    row!("tcgen05.shift", Tc05Cp, types: NONE, groups: &[TC05_GROUP, (G::Ignore, &["down"])], shapes: &[&[M]], class: Mma, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.commit", Tc05Commit, types: &[Ty::B64], groups: &[TC05_GROUP, (G::Ignore, &["mbarrier::arrive::one"]), (G::Space, &["shared::cluster"]), (G::Ignore, &["multicast::cluster"])], shapes: &[&[M], &[M, S]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.ld", Tc05Ld, types: &[Ty::B32, Ty::U32, Ty::S32, Ty::F32], groups: &[SYNC, ALIGNED, TC05_SHAPE, TC05_NUM, (G::Ignore, &["pack::16b"]), (G::Ignore, &["red"]), (G::Ignore, &["min", "max"]), (G::Ignore, &["abs"]), (G::Ignore, &["NaN"])], shapes: &[&[V, M], &[V, M, S32], &[V, D, M], &[V, D, M, S32]], class: MemShared, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.st", Tc05St, types: &[Ty::B32], groups: &[SYNC, ALIGNED, TC05_SHAPE, TC05_NUM, (G::Ignore, &["unpack::16b"])], shapes: &[&[M, V], &[M, S32, V]], class: MemShared, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.wait::ld", Tc05Wait, types: NONE, groups: &[SYNC, ALIGNED], shapes: &[&[]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.wait::st", Tc05Wait, types: NONE, groups: &[SYNC, ALIGNED], shapes: &[&[]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.fence::before_thread_sync", Tc05Fence, types: NONE, groups: &[], shapes: &[&[]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("tcgen05.fence::after_thread_sync", Tc05Fence, types: NONE, groups: &[], shapes: &[&[]], class: Misc, sm: 100, ptx: (8, 6), rule: tcgen05),
    row!("wmma.mma", WmmaMma, types: NONE, groups: &[SYNC, ALIGNED, MMA_LAYOUT, MMA_LAYOUT, WMMA_SHAPE, (G::Rnd, &["rn", "rz", "rm", "rp"]), (G::Sat, &["satfinite"]), MMA_TY, MMA_TY, MMA_TY, MMA_TY, (G::MmaBitOp, &["xor", "and"]), (G::Ignore, &["popc"])],
         shapes: &[&[Vm, Vm, Vm, Vm]], class: Mma, sm: 70, ptx: (6, 0), rule: wmma_mma),
    // Warp-level matrix load from shared memory (8x8 tiles of 16-bit elements).
    // sm_100 adds .m16n16 (8-bit, .trans) and .m8n16 (6-/4-bit widened to bytes:
    // `.b8x16.b6x16_p32`, `.b8x16.b4x16_p64`, which take the place of the type).
    row!("ldmatrix", LdMatrix, types: &[Ty::B16, Ty::B8], groups: &[SYNC, ALIGNED, (G::LdmShape, &["m8n8", "m16n16", "m8n16"]), (G::LdmNum, &["x1", "x2", "x4"]), (G::LdmTrans, &["trans"]), (G::Space, &["shared", "shared::cta"]), (G::LdmFmt, &["b8x16"]), (G::LdmSrc, &["b6x16_p32", "b4x16_p64"])],
         shapes: &[&[Vm, M]], class: MemShared, sm: 75, ptx: (6, 5), rule: ldmatrix),
    row!("stmatrix", StMatrix, types: &[Ty::B16, Ty::B8], groups: &[SYNC, ALIGNED, (G::LdmShape, &["m8n8", "m16n8"]), (G::LdmNum, &["x1", "x2", "x4"]), (G::LdmTrans, &["trans"]), (G::Space, &["shared", "shared::cta"])],
         shapes: &[&[M, Vm]], class: MemShared, sm: 90, ptx: (7, 8), rule: ldmatrix),
    // Transpose of an 8x8 b16 matrix held in the warp's fragment layout.
    row!("movmatrix", MovMatrix, types: &[Ty::B16], groups: &[SYNC, ALIGNED, (G::Ignore, &["m8n8"]), (G::LdmTrans, &["trans"])],
         shapes: &[&[D, S]], class: Warp, sm: 75, ptx: (7, 8), rule: movmatrix),
    // Asynchronous copies global -> shared (sm_80): the copy (`rule:` checks the
    // modifiers; the optional operands are told apart by kind in `lower_async.rs`), the
    // commit of the warp's copies so far into a group, and the waits for groups.
    row!("cp.async", CpAsync, types: NONE, groups: &[(G::CpCache, &["ca", "cg"]), (G::Space, &["shared", "shared::cta"]), (G::Ignore, &["global"]), (G::Ignore, &["L2::cache_hint"]), L2SIZE],
         shapes: &[&[M, M, S32], &[M, M, S32, S32], &[M, M, S32, S32, S32]], class: MemGlobal, sm: 80, ptx: (7, 0), rule: cp_async),
    row!("cp.async.commit_group", CpAsyncCommit, types: NONE, groups: &[], shapes: &[&[]], class: Misc, sm: 80, ptx: (7, 0)),
    row!("cp.async.wait_group", CpAsyncWait, types: NONE, groups: &[], shapes: &[&[S32]], class: Misc, sm: 80, ptx: (7, 0)),
    row!("cp.async.wait_all", CpAsyncWait, types: NONE, groups: &[], shapes: &[&[]], class: Misc, sm: 80, ptx: (7, 0)),
    // mbarrier (sm_80+): the arrive/wait barrier object in shared memory; the words
    // .expect_tx, .noComplete, .parity and .noinc make the Sub (`form.rs`).
    row!("mbarrier.init", MbarInit, types: &[Ty::B64], groups: &[MBAR_SPACE], shapes: &[&[M, S32]], class: MemShared, sm: 80, ptx: (7, 0)),
    row!("mbarrier.arrive", MbarArrive, types: &[Ty::B64], groups: &[(G::Ignore, &["expect_tx", "noComplete"]), SEM, SCOPE, MBAR_ARRIVE_SPACE], shapes: &[&[D, M], &[D, M, S32]], class: MemShared, sm: 80, ptx: (7, 0), rule: mbarrier),
    row!("mbarrier.arrive_drop", MbarArrive, types: &[Ty::B64], groups: &[(G::Ignore, &["expect_tx", "noComplete"]), SEM, SCOPE, MBAR_ARRIVE_SPACE], shapes: &[&[D, M], &[D, M, S32]], class: MemShared, sm: 80, ptx: (7, 0), rule: mbarrier),
    row!("mbarrier.test_wait", MbarTestWait, types: &[Ty::B64], groups: &[(G::Ignore, &["parity"]), SEM, SCOPE, MBAR_SPACE], shapes: &[&[Dp, M, S]], class: MemShared, sm: 80, ptx: (7, 0), rule: mbarrier),
    row!("mbarrier.try_wait", MbarTestWait, types: &[Ty::B64], groups: &[(G::Ignore, &["parity"]), SEM, SCOPE, MBAR_SPACE], shapes: &[&[Dp, M, S], &[Dp, M, S, S32]], class: MemShared, sm: 90, ptx: (7, 8), rule: mbarrier),
    row!("mbarrier.expect_tx", MbarTx, types: &[Ty::B64], groups: &[SEM, SCOPE, MBAR_ARRIVE_SPACE], shapes: &[&[M, S32]], class: MemShared, sm: 90, ptx: (8, 0)),
    row!("mbarrier.complete_tx", MbarTx, types: &[Ty::B64], groups: &[SEM, SCOPE, MBAR_ARRIVE_SPACE], shapes: &[&[M, S32]], class: MemShared, sm: 90, ptx: (8, 0)),
    row!("mbarrier.pending_count", MbarPendingCount, types: &[Ty::B64], groups: &[], shapes: &[&[D32, S]], class: Int, sm: 80, ptx: (7, 0)),
    row!("mbarrier.inval", MbarInval, types: &[Ty::B64], groups: &[MBAR_SPACE], shapes: &[&[M]], class: MemShared, sm: 80, ptx: (7, 0)),
    // `cp.async.bulk`'s operands are lowered by `lower_tma` (the destination's and the
    // source's state spaces in the order written).
    row!("cp.async.bulk", CpAsyncBulk, types: NONE, groups: &[BULK_SPACE, BULK_SPACE, (G::Ignore, &["mbarrier::complete_tx::bytes"]), (G::Ignore, &["bulk_group"]), (G::Ignore, &["multicast::cluster"]), (G::Ignore, &["L2::cache_hint"]), (G::Ignore, &["cp_mask"])],
         shapes: &[&[M, M, S32], &[M, M, S32, M], &[M, M, S32, S], &[M, M, S32, M, S], &[M, M, S32, M, S, S]], class: MemGlobal, sm: 90, ptx: (8, 0), rule: cp_async_bulk),
    // `cp.async.bulk.tensor`'s operands are lowered by `lower_tma` (a tensor operand
    // `[map, {coords}]`); the modes it does not run are named by its rule.
    row!("cp.async.bulk.tensor", CpAsyncBulkTensor, types: NONE, groups: &[(G::Ignore, &["1d", "2d", "3d", "4d", "5d"]), (G::Space, &["shared::cta", "shared::cluster"]), (G::Ignore, &["global"]), (G::Ignore, &["tile", "im2col", "im2col::w", "im2col::w::128", "tile::gather4", "tile::scatter4", "im2col_no_offs"]), (G::Ignore, &["mbarrier::complete_tx::bytes"]), (G::Ignore, &["bulk_group"]), (G::Ignore, &["multicast::cluster"]), (G::Ignore, &["cta_group::1", "cta_group::2"]), (G::Ignore, &["L2::cache_hint"])],
         shapes: &[&[M, M, M], &[M, M, M, S], &[M, M], &[M, M, S]], class: MemGlobal, sm: 90, ptx: (8, 0), rule: cp_async_bulk_tensor),
    // `cp.reduce.async.bulk`'s operands are lowered by `lower_tma` (the fourth is an
    // mbarrier or a `.b64` cache policy, whatever the element type).
    row!("cp.reduce.async.bulk", CpReduceAsyncBulk, types: CP_RED_T, groups: &[(G::Ignore, &["global"]), (G::Ignore, &["shared::cluster"]), (G::Ignore, &["shared::cta"]), (G::Ignore, &["mbarrier::complete_tx::bytes"]), (G::Ignore, &["bulk_group"]), (G::Ignore, &["L2::cache_hint"]), ATOMOP, NOFTZ],
         shapes: &[&[M, M, S32], &[M, M, S32, M], &[M, M, S32, S]], class: MemGlobal, sm: 90, ptx: (8, 0), rule: cp_reduce_async_bulk),
    row!("tensormap.replace", TmapReplace, types: &[Ty::B32, Ty::B64], groups: &[(G::Ignore, &["tile"]), (G::Ignore, &["global_address", "rank", "box_dim", "global_dim", "global_stride", "element_stride", "elemtype", "interleave_layout", "swizzle_mode", "swizzle_atomicity", "fill_mode"]), (G::Space, &["global", "shared::cta"]), (G::Ignore, &["b1024"])], shapes: &[&[M, S], &[M, S32, S]], class: MemGlobal, sm: 90, ptx: (8, 3), rule: tensormap_replace),
    row!("tensormap.cp_fenceproxy", TmapCpFence, types: NONE, groups: &[(G::Ignore, &["global"]), (G::Ignore, &["shared::cta"]), (G::Ignore, &["tensormap::generic"]), (G::Ignore, &["release"]), SCOPE, SYNC, (G::Ignore, &["aligned"])], shapes: &[&[M, M, S32]], class: MemGlobal, sm: 90, ptx: (8, 3), rule: tensormap_cp_fenceproxy),
    row!("cp.reduce.async.bulk.tensor", CpReduceAsyncBulkTensor, types: NONE, groups: &[(G::Ignore, &["1d", "2d", "3d", "4d", "5d"]), (G::Ignore, &["global"]), (G::Ignore, &["shared::cta"]), ATOMOP, (G::Ignore, &["tile", "im2col_no_offs"]), (G::Ignore, &["bulk_group"]), (G::Ignore, &["L2::cache_hint"])],
         shapes: &[&[M, M], &[M, M, S]], class: MemGlobal, sm: 90, ptx: (8, 0), rule: cp_reduce_async_bulk_tensor),
    row!("barrier.cluster.arrive", BarClusterArrive, types: NONE, groups: &[(G::Ignore, &["release", "relaxed"]), ALIGNED], shapes: &[&[]], class: Barrier, sm: 90, ptx: (7, 8)),
    row!("barrier.cluster.wait", BarClusterWait, types: NONE, groups: &[(G::Ignore, &["acquire"]), ALIGNED], shapes: &[&[]], class: Barrier, sm: 90, ptx: (7, 8)),
    row!("cp.async.bulk.commit_group", CpAsyncBulkCommit, types: NONE, groups: &[], shapes: &[&[]], class: Misc, sm: 90, ptx: (8, 0)),
    row!("cp.async.bulk.wait_group", CpAsyncBulkWait, types: NONE, groups: &[(G::Ignore, &["read"])], shapes: &[&[S32]], class: Misc, sm: 90, ptx: (8, 0)),
    row!("cp.async.mbarrier.arrive", CpAsyncMbarArrive, types: &[Ty::B64], groups: &[(G::Ignore, &["noinc"]), MBAR_SPACE], shapes: &[&[M]], class: MemShared, sm: 80, ptx: (7, 0)),
    row!("spdecompress", SpDecompress, types: NONE, groups: &[(G::SpElem, &["b8", "b16"]), (G::SpIdx, &["b2", "b4"]), (G::SpFactor, &[]), (G::SpNum, &[])],
         shapes: &[&[V, V, V]], class: Int, sm: 107, ptx: (9, 4), rule: spdecompress),
];

/// Find the row for a mnemonic's leading segments, the longest name first
/// (`cp.async.wait_group` before `cp.async`); returns the row and how many segments
/// its name used.
pub fn lookup(segs: &[&str]) -> Option<(&'static Row, usize)> {
    (1..=segs.len().min(5)).rev().find_map(|n| {
        let name = segs[..n].join(".");
        ROWS.iter().find(|r| r.name == name).map(|r| (r, n))
    })
}

/// Is `m` a PTX mnemonic (first segment of a row name, e.g. `bfe`, `cvt`)?
pub fn is_mnemonic(m: &str) -> bool {
    ROWS.iter().any(|r| r.name.split('.').next() == Some(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// IR operations that no PTX mnemonic spells: the AMDGPU front end's own, and
    /// `vprintf` / `__assertfail` (PTX `call`s the front end lowers to `Op::Printf`
    /// and `Op::AssertFail`).
    const NOT_PTX: &[Op] = &[
        Op::Printf,
        Op::AssertFail,
        Op::Waitcnt,
        Op::CBranch,
        Op::Readlane,
        Op::Writelane,
        Op::Saveexec,
        Op::CvtPkU8,
        Op::Dpp,
        Op::Bpermute,
        Op::Swizzle,
        Op::GetPc,
        Op::SetPc,
        Op::GetReg,
        Op::SetReg,
        Op::MovRel,
        Op::GprIdx,
    ];

    #[test]
    fn every_op_with_a_ptx_spelling_has_a_row() {
        for row in ROWS {
            assert!(!row.name.is_empty());
        }
        // Every IR operation has a row unless it is AMD's alone (and then none): a new
        // operation must be given a PTX spelling or be listed as not PTX.
        for &op in Op::ALL {
            let rows = ROWS.iter().filter(|r| r.op == op).count();
            if NOT_PTX.contains(&op) {
                assert_eq!(rows, 0, "{op:?} is listed as not PTX but has a row");
            } else {
                assert!(
                    rows > 0,
                    "{op:?} has no PTX row (add one or list it in NOT_PTX)"
                );
            }
        }
        assert!(lookup(&["cvt", "pack", "sat"]).is_some_and(|(r, n)| r.op == Op::CvtPack && n == 2));
        assert!(lookup(&["cvt", "rn"]).is_some_and(|(r, n)| r.op == Op::Cvt && n == 1));
        assert!(lookup(&["frobnicate"]).is_none());
    }

    #[test]
    fn rows_of_one_operation_share_its_rule() {
        // A rule belongs to what a row does: a second spelling of an operation (`bar`
        // and `barrier`, `ld` and `ld.global.nc`, ...) must not miss its checks.
        for a in ROWS {
            for b in ROWS.iter().filter(|b| b.op == a.op) {
                assert!(
                    std::ptr::fn_addr_eq(a.rule, b.rule),
                    "`{}` and `{}` ({:?}) have different rules",
                    a.name,
                    b.name,
                    a.op
                );
            }
        }
        let with_rules = ROWS
            .iter()
            .filter(|r| !std::ptr::fn_addr_eq(r.rule, rules::none as rules::Rule))
            .count();
        assert!(with_rules >= 30, "{with_rules}");
    }
}
