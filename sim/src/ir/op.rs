//! The vendor-neutral operation table. Every IR operation is described once, here:
//! its variant, its canonical name, its default op class (the latency-table key family)
//! and the pure semantic function in `func::ops` that executes it. Front ends map their
//! mnemonics onto these rows (PTX: `isa::ptx::table`); the executor dispatches through
//! the same table, so adding an operation is one row plus one function.

/// Invoke `$callback!` with the operation table.
/// Columns: `Variant => "name", OpClass, semantic_fn;`
macro_rules! op_table {
    ($callback:ident) => {
        $callback! {
            Mov          => "mov",          Move,    mov;
            Add          => "add",          Int,     add;
            Sub          => "sub",          Int,     sub;
            Mul          => "mul",          IntMul,  mul;
            Mad          => "mad",          IntMul,  mad;
            Mul24        => "mul24",        IntMul,  mul24;
            Mad24        => "mad24",        IntMul,  mad24;
            Div          => "div",          IntDiv,  div;
            Rem          => "rem",          IntDiv,  rem;
            Abs          => "abs",          Int,     abs;
            Neg          => "neg",          Int,     neg;
            Min          => "min",          Int,     min;
            Max          => "max",          Int,     max;
            Sad          => "sad",          Int,     sad;
            Popc         => "popc",         Int,     popc;
            Clz          => "clz",          Int,     clz;
            Brev         => "brev",         Int,     brev;
            Bfind        => "bfind",        Int,     bfind;
            Bfi          => "bfi",          Int,     bfi;
            Bfe          => "bfe",          Int,     bfe;
            Prmt         => "prmt",         Int,     prmt;
            Dp4a         => "dp4a",         IntMul,  dp4a;
            Fns          => "fns",          Int,     fns;
            Bmsk         => "bmsk",         Int,     bmsk;
            Szext        => "szext",        Int,     szext;
            Dp2a         => "dp2a",         IntMul,  dp2a;
            Shf          => "shf",          Int,     shf;
            Shl          => "shl",          Int,     shl;
            Shr          => "shr",          Int,     shr;
            And          => "and",          Int,     and;
            Or           => "or",           Int,     or;
            Xor          => "xor",          Int,     xor;
            Not          => "not",          Int,     not;
            Cnot         => "cnot",         Int,     cnot;
            Setp         => "setp",         Int,     setp;
            Set          => "set",          Int,     set;
            Selp         => "selp",         Move,    selp;
            Slct         => "slct",         Move,    slct;
            Cvt          => "cvt",          Convert, cvt;
            Cvta         => "cvta",         Int,     cvta;
            CvtPack      => "cvt.pack",     Int,     cvt_pack;
            Fma          => "fma",          Fp32,    fma;
            Rcp          => "rcp",          Sfu,     rcp;
            Sqrt         => "sqrt",         Sfu,     sqrt;
            Rsqrt        => "rsqrt",        Sfu,     rsqrt;
            Ex2          => "ex2",          Sfu,     ex2;
            Lg2          => "lg2",          Sfu,     lg2;
            Sin          => "sin",          Sfu,     sin;
            Cos          => "cos",          Sfu,     cos;
            Tanh         => "tanh",         Sfu,     tanh;
            Copysign     => "copysign",     Fp32,    copysign;
            Testp        => "testp",        Fp32,    testp;
            SpDecompress => "spdecompress", Int,     spdecompress;
            Mma          => "mma",          Mma,     mma;
            LdMatrix     => "ldmatrix",     MemShared, ldmatrix;
            StMatrix     => "stmatrix",     MemShared, stmatrix;
            MovMatrix    => "movmatrix",    Warp,    movmatrix;
            WmmaLoad     => "wmma.load",    MemGlobal, wmma_load;
            WmmaStore    => "wmma.store",   MemGlobal, wmma_store;
            WmmaMma      => "wmma.mma",     Mma,     wmma_mma;
            Wgmma        => "wgmma.mma_async", Mma,   wgmma;
            WgmmaFence   => "wgmma.fence",  Misc,    nop;
            WgmmaCommit  => "wgmma.commit_group", Misc, nop;
            WgmmaWait    => "wgmma.wait_group", Misc, nop;
            CpAsync      => "cp.async",     MemGlobal, cp_async;
            CpAsyncMbarArrive => "cp.async.mbarrier.arrive", MemShared, cp_async_mbar_arrive;
            CpAsyncBulk  => "cp.async.bulk", MemGlobal, cp_async_bulk;
            CpAsyncBulkTensor => "cp.async.bulk.tensor", MemGlobal, cp_async_bulk_tensor;
            TmapReplace  => "tensormap.replace", MemGlobal, tensormap_replace;
            TmapCpFence  => "tensormap.cp_fenceproxy", MemGlobal, tensormap_cp_fenceproxy;
            CpReduceAsyncBulk => "cp.reduce.async.bulk", MemGlobal, cp_reduce_async_bulk;
            CpReduceAsyncBulkTensor => "cp.reduce.async.bulk.tensor", MemGlobal, cp_reduce_async_bulk_tensor;
            BarClusterArrive => "barrier.cluster.arrive", Barrier, bar_cluster_arrive;
            BarClusterWait => "barrier.cluster.wait", Barrier, bar_cluster_wait;
            Mapa         => "mapa",         Int,     mapa;
            Prefetch     => "prefetch",     Misc,    nop;
            SetMaxNReg   => "setmaxnreg",   Misc,    nop;
            MbarInit     => "mbarrier.init", MemShared, mbar_init;
            MbarArrive   => "mbarrier.arrive", MemShared, mbar_arrive;
            MbarTestWait => "mbarrier.test_wait", MemShared, mbar_test_wait;
            MbarTx       => "mbarrier.expect_tx", MemShared, mbar_tx;
            MbarInval    => "mbarrier.inval", MemShared, mbar_inval;
            MbarPendingCount => "mbarrier.pending_count", Int, mbar_pending_count;
            CpAsyncCommit => "cp.async.commit_group", Misc, nop;
            CpAsyncWait  => "cp.async.wait_group", Misc, nop;
            CpAsyncBulkCommit => "cp.async.bulk.commit_group", Misc, nop;
            CpAsyncBulkWait => "cp.async.bulk.wait_group", Misc, nop;
            Ld           => "ld",           MemGlobal, ld;
            St           => "st",           MemGlobal, st;
            Atom         => "atom",         Atomic,  atom;
            Red          => "red",          Atomic,  red;
            StAsync      => "st.async",     MemShared, st_async;
            RedAsync     => "red.async",    Atomic,  red_async;
            Bar          => "bar",          Barrier, bar;
            Membar       => "membar",       Misc,    nop;
            Shfl         => "shfl",         Warp,    shfl;
            Vote         => "vote",         Warp,    vote;
            Activemask   => "activemask",   Warp,    activemask;
            Redux        => "redux",        Warp,    redux;
            Match        => "match",        Warp,    match_sync;
            IsSpacep     => "isspacep",     Int,     isspacep;
            GetCtaRank   => "getctarank",   Int,     getctarank;
            CreatePolicy => "createpolicy", Int,     create_policy;
            ApplyPriority => "applypriority", Misc,  l2_line_hint;
            Discard      => "discard",      Misc,    l2_line_hint;
            BulkPrefetch => "cp.async.bulk.prefetch", Misc, bulk_prefetch;
            BulkPrefetchTensor => "cp.async.bulk.prefetch.tensor", Misc, nop;
            Elect        => "elect",        Warp,    elect;
            Printf       => "vprintf",      Branch,  printf;
            AssertFail   => "__assertfail", Branch,  assertfail;
            Tc05Alloc    => "tcgen05.alloc", Misc,   tc05_alloc;
            Tc05Dealloc  => "tcgen05.dealloc", Misc, tc05_dealloc;
            Tc05Relinquish => "tcgen05.relinquish_alloc_permit", Misc, tc05_relinquish;
            Tc05Mma      => "tcgen05.mma",  Mma,     tc05_mma;
            Tc05Commit   => "tcgen05.commit", Misc,  tc05_commit;
            Tc05Cp       => "tcgen05.cp",   Mma,     tc05_cp;
            Tc05Ld       => "tcgen05.ld",   MemShared, tc05_ld;
            Tc05St       => "tcgen05.st",   MemShared, tc05_st;
            Tc05Wait     => "tcgen05.wait", Misc,    nop;
            Tc05Fence    => "tcgen05.fence", Misc,   nop;
            ClcTryCancel => "clusterlaunchcontrol.try_cancel", Misc, clc_try_cancel;
            ClcQuery     => "clusterlaunchcontrol.query_cancel", Int, clc_query;
            Bra          => "bra",          Branch,  bra;
            BrxIdx       => "brx.idx",      Branch,  brx_idx;
            Call         => "call",         Branch,  call;
            Ret          => "ret",          Branch,  ret;
            Exit         => "exit",         Branch,  exit;
            Nop          => "nop",          Misc,    nop;
            GridDepWait  => "griddepcontrol.wait", Misc, nop;
            GridDepLaunch => "griddepcontrol.launch_dependents", Misc, nop;
            AddCo        => "add.co",       Int,     add_co;
            SubCo        => "sub.co",       Int,     sub_co;
            MadCo        => "mad.co",       IntMul,  mad_co;
            LaneFn       => "lanefn",       Int,     lane_fn;
            Waitcnt      => "waitcnt",      Misc,    waitcnt;
            CBranch      => "cbranch",      Branch,  cbranch;
            Readlane     => "readlane",     Warp,    readlane;
            Writelane    => "writelane",    Warp,    writelane;
            MovRel       => "movrel",       Move,    movrel;
            GprIdx       => "set_gpr_idx",  Int,     gpr_idx;
            Saveexec     => "saveexec",     Int,     saveexec;
            CvtPkU8      => "cvt.pk.u8.f32", Convert, cvt_pk_u8;
            Dpp          => "mov.dpp",      Move,    dpp_mov;
            Bpermute     => "bpermute",     Warp,    bpermute;
            Swizzle      => "swizzle",      Warp,    swizzle;
            GetPc        => "getpc",        Branch,  getpc;
            SetPc        => "setpc",        Branch,  setpc;
            Trap         => "trap",         Misc,    trap;
            GetReg       => "getreg",       Misc,    getreg;
            SetReg       => "setreg",       Misc,    setreg;
        }
    };
}
pub(crate) use op_table;

macro_rules! define_op_enum {
    ($($v:ident => $name:literal, $class:ident, $f:ident;)*) => {
        /// An IR operation (see the table in this module).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Op { $($v,)* }

        impl Op {
            /// Every operation, in table order.
            pub const ALL: &'static [Op] = &[$(Op::$v,)*];

            /// Canonical (PTX-flavoured) name.
            pub fn name(self) -> &'static str {
                match self { $(Op::$v => $name,)* }
            }

            /// Op class before the instruction's type refines it.
            pub fn base_class(self) -> OpClass {
                match self { $(Op::$v => OpClass::$class,)* }
            }
        }
    };
}
op_table!(define_op_enum);

/// Functional-unit / latency class of an instruction. Timing looks latencies up by
/// opcode key first and falls back to the class (`latency.classes.<name>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum OpClass {
    /// Register moves and selects.
    Move,
    /// Simple integer ALU (add, logic, shifts, compares, bit manipulation).
    Int,
    /// Integer multiply and multiply-add.
    IntMul,
    /// Integer divide and remainder (a multi-instruction sequence on real GPUs).
    IntDiv,
    /// Single-precision (and half) floating point arithmetic.
    Fp32,
    /// Double-precision floating point.
    Fp64,
    /// Special-function unit: reciprocals, roots, transcendentals.
    Sfu,
    /// Type conversions.
    Convert,
    /// Memory accesses by state space.
    MemGlobal,
    MemShared,
    MemLocal,
    MemConst,
    MemParam,
    /// Atomics and reductions.
    Atomic,
    /// Block barriers.
    Barrier,
    /// Warp-level data exchange (shuffle, vote).
    Warp,
    /// Control flow.
    Branch,
    /// Fences and no-ops.
    Misc,
    /// Matrix multiply-accumulate on the matrix engines (tensor cores, MFMA).
    Mma,
}

impl OpClass {
    /// Every class, with its config key (`latency.classes.<key>`).
    pub const ALL: &'static [(OpClass, &'static str)] = &[
        (OpClass::Move, "move"),
        (OpClass::Int, "int"),
        (OpClass::IntMul, "int_mul"),
        (OpClass::IntDiv, "int_div"),
        (OpClass::Fp32, "fp32"),
        (OpClass::Fp64, "fp64"),
        (OpClass::Sfu, "sfu"),
        (OpClass::Convert, "convert"),
        (OpClass::MemGlobal, "mem_global"),
        (OpClass::MemShared, "mem_shared"),
        (OpClass::MemLocal, "mem_local"),
        (OpClass::MemConst, "mem_const"),
        (OpClass::MemParam, "mem_param"),
        (OpClass::Atomic, "atomic"),
        (OpClass::Barrier, "barrier"),
        (OpClass::Warp, "warp"),
        (OpClass::Branch, "branch"),
        (OpClass::Misc, "misc"),
        (OpClass::Mma, "mma"),
    ];

    /// Config key of the class.
    pub fn key(self) -> &'static str {
        OpClass::ALL
            .iter()
            .find(|(c, _)| *c == self)
            .map(|(_, k)| *k)
            .unwrap_or("misc")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut names: Vec<_> = Op::ALL.iter().map(|o| o.name()).collect();
        names.sort();
        let n = names.len();
        names.dedup();
        assert_eq!(n, names.len());
    }

    #[test]
    fn class_keys_unique() {
        let mut k: Vec<_> = OpClass::ALL.iter().map(|c| c.1).collect();
        k.sort();
        k.dedup();
        assert_eq!(k.len(), OpClass::ALL.len());
    }
}
