//! The memory rows of the AMDGPU instruction table: vector memory (global, flat,
//! scratch, buffer: loads, stores, d16 halves, atomics) and LDS, with their
//! `const fn` shorthands. Scalar memory rows are with the ALU rows (`rows`).

use super::*;
use crate::ir::{AtomOp, Ty};

const fn gl(bytes: u8, n: u8, signed: bool) -> Kind {
    GLoad {
        space: SP_GLOBAL,
        bytes,
        n,
        signed,
    }
}
const fn gs(bytes: u8, n: u8) -> Kind {
    GStore {
        space: SP_GLOBAL,
        bytes,
        n,
    }
}
const fn fl(bytes: u8, n: u8, signed: bool) -> Kind {
    GLoad {
        space: SP_FLAT,
        bytes,
        n,
        signed,
    }
}
const fn fs(bytes: u8, n: u8) -> Kind {
    GStore {
        space: SP_FLAT,
        bytes,
        n,
    }
}
const fn ga(op: AtomOp, ty: Ty) -> Kind {
    GAtomic {
        space: SP_GLOBAL,
        op,
        ty,
    }
}
const fn fa(op: AtomOp, ty: Ty) -> Kind {
    GAtomic {
        space: SP_FLAT,
        op,
        ty,
    }
}
const fn dsa(op: AtomOp, ty: Ty, rtn: bool) -> Kind {
    DsAtomic { op, ty, rtn }
}
/// Scratch load / store rows.
const fn sl_(bytes: u8, n: u8, signed: bool) -> Kind {
    GLoad {
        space: SP_SCRATCH,
        bytes,
        n,
        signed,
    }
}
const fn ss_(bytes: u8, n: u8) -> Kind {
    GStore {
        space: SP_SCRATCH,
        bytes,
        n,
    }
}

/// Buffer (MUBUF) load / store rows.
const fn bl(bytes: u8, n: u8, signed: bool) -> Kind {
    GLoad {
        space: SP_BUFFER,
        bytes,
        n,
        signed,
    }
}
const fn bs(bytes: u8, n: u8) -> Kind {
    GStore {
        space: SP_BUFFER,
        bytes,
        n,
    }
}

#[rustfmt::skip]
rows! {
    pub static MEM_ROWS;
    "global_store_byte_d16_hi",   G9_10, StoreD16Hi { space: SP_GLOBAL, bytes: 1 }, MemGlobal;
    "global_store_short_d16_hi",  G9_10, StoreD16Hi { space: SP_GLOBAL, bytes: 2 }, MemGlobal;
    "flat_store_byte_d16_hi",     G9_10, StoreD16Hi { space: SP_FLAT, bytes: 1 }, MemGlobal;
    "flat_store_short_d16_hi",    G9_10, StoreD16Hi { space: SP_FLAT, bytes: 2 }, MemGlobal;
    "scratch_store_byte_d16_hi",  G9_10, StoreD16Hi { space: SP_SCRATCH, bytes: 1 }, MemLocal;
    "scratch_store_short_d16_hi", G9_10, StoreD16Hi { space: SP_SCRATCH, bytes: 2 }, MemLocal;
    "buffer_store_byte_d16_hi",   G9_10, StoreD16Hi { space: SP_BUFFER, bytes: 1 }, MemLocal;
    "buffer_store_short_d16_hi",  G9_10, StoreD16Hi { space: SP_BUFFER, bytes: 2 }, MemLocal;
    "ds_write_b8_d16_hi",         G9_10, StoreD16Hi { space: SP_LDS, bytes: 1 }, MemShared;
    "ds_write_b16_d16_hi",        G9_10, StoreD16Hi { space: SP_LDS, bytes: 2 }, MemShared;
    "global_store_d16_hi_b8",     G11P,  StoreD16Hi { space: SP_GLOBAL, bytes: 1 }, MemGlobal;
    "global_store_d16_hi_b16",    G11P,  StoreD16Hi { space: SP_GLOBAL, bytes: 2 }, MemGlobal;
    "flat_store_d16_hi_b8",       G11P,  StoreD16Hi { space: SP_FLAT, bytes: 1 }, MemGlobal;
    "flat_store_d16_hi_b16",      G11P,  StoreD16Hi { space: SP_FLAT, bytes: 2 }, MemGlobal;
    "scratch_store_d16_hi_b8",    G11P,  StoreD16Hi { space: SP_SCRATCH, bytes: 1 }, MemLocal;
    "scratch_store_d16_hi_b16",   G11P,  StoreD16Hi { space: SP_SCRATCH, bytes: 2 }, MemLocal;
    "buffer_store_d16_hi_b8",     G11P,  StoreD16Hi { space: SP_BUFFER, bytes: 1 }, MemLocal;
    "buffer_store_d16_hi_b16",    G11P,  StoreD16Hi { space: SP_BUFFER, bytes: 2 }, MemLocal;
    "ds_store_b8_d16_hi",         G11P,  StoreD16Hi { space: SP_LDS, bytes: 1 }, MemShared;
    "ds_store_b16_d16_hi",        G11P,  StoreD16Hi { space: SP_LDS, bytes: 2 }, MemShared;
    "global_load_ubyte_d16", G9_10, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: false, hi: false }, MemGlobal;
    "global_load_ubyte_d16_hi", G9_10, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: false, hi: true }, MemGlobal;
    "global_load_sbyte_d16", G9_10, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: true, hi: false }, MemGlobal;
    "global_load_sbyte_d16_hi", G9_10, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: true, hi: true }, MemGlobal;
    "global_load_short_d16", G9_10, LoadD16 { space: SP_GLOBAL, bytes: 2, signed: false, hi: false }, MemGlobal;
    "global_load_short_d16_hi", G9_10, LoadD16 { space: SP_GLOBAL, bytes: 2, signed: false, hi: true }, MemGlobal;
    "global_load_d16_u8", G11P, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: false, hi: false }, MemGlobal;
    "global_load_d16_hi_u8", G11P, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: false, hi: true }, MemGlobal;
    "global_load_d16_i8", G11P, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: true, hi: false }, MemGlobal;
    "global_load_d16_hi_i8", G11P, LoadD16 { space: SP_GLOBAL, bytes: 1, signed: true, hi: true }, MemGlobal;
    "global_load_d16_b16", G11P, LoadD16 { space: SP_GLOBAL, bytes: 2, signed: false, hi: false }, MemGlobal;
    "global_load_d16_hi_b16", G11P, LoadD16 { space: SP_GLOBAL, bytes: 2, signed: false, hi: true }, MemGlobal;
    "flat_load_ubyte_d16", G9_10, LoadD16 { space: SP_FLAT, bytes: 1, signed: false, hi: false }, MemGlobal;
    "flat_load_ubyte_d16_hi", G9_10, LoadD16 { space: SP_FLAT, bytes: 1, signed: false, hi: true }, MemGlobal;
    "flat_load_sbyte_d16", G9_10, LoadD16 { space: SP_FLAT, bytes: 1, signed: true, hi: false }, MemGlobal;
    "flat_load_sbyte_d16_hi", G9_10, LoadD16 { space: SP_FLAT, bytes: 1, signed: true, hi: true }, MemGlobal;
    "flat_load_short_d16", G9_10, LoadD16 { space: SP_FLAT, bytes: 2, signed: false, hi: false }, MemGlobal;
    "flat_load_short_d16_hi", G9_10, LoadD16 { space: SP_FLAT, bytes: 2, signed: false, hi: true }, MemGlobal;
    "flat_load_d16_u8", G11P, LoadD16 { space: SP_FLAT, bytes: 1, signed: false, hi: false }, MemGlobal;
    "flat_load_d16_hi_u8", G11P, LoadD16 { space: SP_FLAT, bytes: 1, signed: false, hi: true }, MemGlobal;
    "flat_load_d16_i8", G11P, LoadD16 { space: SP_FLAT, bytes: 1, signed: true, hi: false }, MemGlobal;
    "flat_load_d16_hi_i8", G11P, LoadD16 { space: SP_FLAT, bytes: 1, signed: true, hi: true }, MemGlobal;
    "flat_load_d16_b16", G11P, LoadD16 { space: SP_FLAT, bytes: 2, signed: false, hi: false }, MemGlobal;
    "flat_load_d16_hi_b16", G11P, LoadD16 { space: SP_FLAT, bytes: 2, signed: false, hi: true }, MemGlobal;
    "scratch_load_ubyte_d16", G9_10, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: false, hi: false }, MemLocal;
    "scratch_load_ubyte_d16_hi", G9_10, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: false, hi: true }, MemLocal;
    "scratch_load_sbyte_d16", G9_10, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: true, hi: false }, MemLocal;
    "scratch_load_sbyte_d16_hi", G9_10, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: true, hi: true }, MemLocal;
    "scratch_load_short_d16", G9_10, LoadD16 { space: SP_SCRATCH, bytes: 2, signed: false, hi: false }, MemLocal;
    "scratch_load_short_d16_hi", G9_10, LoadD16 { space: SP_SCRATCH, bytes: 2, signed: false, hi: true }, MemLocal;
    "scratch_load_d16_u8", G11P, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: false, hi: false }, MemLocal;
    "scratch_load_d16_hi_u8", G11P, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: false, hi: true }, MemLocal;
    "scratch_load_d16_i8", G11P, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: true, hi: false }, MemLocal;
    "scratch_load_d16_hi_i8", G11P, LoadD16 { space: SP_SCRATCH, bytes: 1, signed: true, hi: true }, MemLocal;
    "scratch_load_d16_b16", G11P, LoadD16 { space: SP_SCRATCH, bytes: 2, signed: false, hi: false }, MemLocal;
    "scratch_load_d16_hi_b16", G11P, LoadD16 { space: SP_SCRATCH, bytes: 2, signed: false, hi: true }, MemLocal;
    "ds_read_u8_d16", G9_10, LoadD16 { space: SP_LDS, bytes: 1, signed: false, hi: false }, MemShared;
    "ds_load_u8_d16", G11P, LoadD16 { space: SP_LDS, bytes: 1, signed: false, hi: false }, MemShared;
    "ds_read_u8_d16_hi", G9_10, LoadD16 { space: SP_LDS, bytes: 1, signed: false, hi: true }, MemShared;
    "ds_load_u8_d16_hi", G11P, LoadD16 { space: SP_LDS, bytes: 1, signed: false, hi: true }, MemShared;
    "ds_read_i8_d16", G9_10, LoadD16 { space: SP_LDS, bytes: 1, signed: true, hi: false }, MemShared;
    "ds_load_i8_d16", G11P, LoadD16 { space: SP_LDS, bytes: 1, signed: true, hi: false }, MemShared;
    "ds_read_i8_d16_hi", G9_10, LoadD16 { space: SP_LDS, bytes: 1, signed: true, hi: true }, MemShared;
    "ds_load_i8_d16_hi", G11P, LoadD16 { space: SP_LDS, bytes: 1, signed: true, hi: true }, MemShared;
    "ds_read_u16_d16", G9_10, LoadD16 { space: SP_LDS, bytes: 2, signed: false, hi: false }, MemShared;
    "ds_load_u16_d16", G11P, LoadD16 { space: SP_LDS, bytes: 2, signed: false, hi: false }, MemShared;
    "ds_read_u16_d16_hi", G9_10, LoadD16 { space: SP_LDS, bytes: 2, signed: false, hi: true }, MemShared;
    "ds_load_u16_d16_hi", G11P, LoadD16 { space: SP_LDS, bytes: 2, signed: false, hi: true }, MemShared;
    "buffer_load_dword",    G9_10, bl(4, 1, false), MemLocal;
    "buffer_load_dwordx2",  G9_10, bl(4, 2, false), MemLocal;
    "buffer_load_dwordx3",  G9_10, bl(4, 3, false), MemLocal;
    "buffer_load_dwordx4",  G9_10, bl(4, 4, false), MemLocal;
    "buffer_load_ubyte",    G9_10, bl(1, 1, false), MemLocal;
    "buffer_load_sbyte",    G9_10, bl(1, 1, true), MemLocal;
    "buffer_load_ushort",   G9_10, bl(2, 1, false), MemLocal;
    "buffer_load_sshort",   G9_10, bl(2, 1, true), MemLocal;
    "buffer_store_dword",   G9_10, bs(4, 1), MemLocal;
    "buffer_store_dwordx2", G9_10, bs(4, 2), MemLocal;
    "buffer_store_dwordx3", G9_10, bs(4, 3), MemLocal;
    "buffer_store_dwordx4", G9_10, bs(4, 4), MemLocal;
    "buffer_store_byte",    G9_10, bs(1, 1), MemLocal;
    "buffer_store_short",   G9_10, bs(2, 1), MemLocal;
    "buffer_load_b32",      G11P,  bl(4, 1, false), MemLocal;
    "buffer_load_b64",      G11P,  bl(4, 2, false), MemLocal;
    "buffer_load_b96",      G11P,  bl(4, 3, false), MemLocal;
    "buffer_load_b128",     G11P,  bl(4, 4, false), MemLocal;
    "buffer_load_u8",       G11P,  bl(1, 1, false), MemLocal;
    "buffer_load_i8",       G11P,  bl(1, 1, true), MemLocal;
    "buffer_load_u16",      G11P,  bl(2, 1, false), MemLocal;
    "buffer_load_i16",      G11P,  bl(2, 1, true), MemLocal;
    "buffer_store_b32",     G11P,  bs(4, 1), MemLocal;
    "buffer_store_b64",     G11P,  bs(4, 2), MemLocal;
    "buffer_store_b96",     G11P,  bs(4, 3), MemLocal;
    "buffer_store_b128",    G11P,  bs(4, 4), MemLocal;
    "buffer_store_b8",      G11P,  bs(1, 1), MemLocal;
    "buffer_store_b16",     G11P,  bs(2, 1), MemLocal;
    // ---- VALU: moves and conversions
    // ---- vector memory (GFX9/10 names)
    "global_load_dword",    G9_10, gl(4, 1, false), MemGlobal;
    "global_load_dwordx2",  G9_10, gl(4, 2, false), MemGlobal;
    "global_load_dwordx3",  G9_10, gl(4, 3, false), MemGlobal;
    "global_load_dwordx4",  G9_10, gl(4, 4, false), MemGlobal;
    "global_load_ubyte",    G9_10, gl(1, 1, false), MemGlobal;
    "global_load_sbyte",    G9_10, gl(1, 1, true), MemGlobal;
    "global_load_ushort",   G9_10, gl(2, 1, false), MemGlobal;
    "global_load_sshort",   G9_10, gl(2, 1, true), MemGlobal;
    "global_store_dword",   G9_10, gs(4, 1), MemGlobal;
    "global_store_dwordx2", G9_10, gs(4, 2), MemGlobal;
    "global_store_dwordx3", G9_10, gs(4, 3), MemGlobal;
    "global_store_dwordx4", G9_10, gs(4, 4), MemGlobal;
    "global_store_byte",    G9_10, gs(1, 1), MemGlobal;
    "global_store_short",   G9_10, gs(2, 1), MemGlobal;
    "flat_load_dword",      G9_10, fl(4, 1, false), MemGlobal;
    "flat_load_dwordx2",    G9_10, fl(4, 2, false), MemGlobal;
    "flat_load_dwordx3",    G9_10, fl(4, 3, false), MemGlobal;
    "flat_load_dwordx4",    G9_10, fl(4, 4, false), MemGlobal;
    "flat_load_ubyte",      G9_10, fl(1, 1, false), MemGlobal;
    "flat_load_sbyte",      G9_10, fl(1, 1, true), MemGlobal;
    "flat_load_ushort",     G9_10, fl(2, 1, false), MemGlobal;
    "flat_load_sshort",     G9_10, fl(2, 1, true), MemGlobal;
    "flat_store_dword",     G9_10, fs(4, 1), MemGlobal;
    "flat_store_dwordx2",   G9_10, fs(4, 2), MemGlobal;
    "flat_store_dwordx3",   G9_10, fs(4, 3), MemGlobal;
    "flat_store_dwordx4",   G9_10, fs(4, 4), MemGlobal;
    "flat_store_byte",      G9_10, fs(1, 1), MemGlobal;
    "flat_store_short",     G9_10, fs(2, 1), MemGlobal;
    "scratch_load_dword",   G9_10, GLoad { space: SP_SCRATCH, bytes: 4, n: 1, signed: false }, MemLocal;
    "scratch_store_dword",  G9_10, GStore { space: SP_SCRATCH, bytes: 4, n: 1 }, MemLocal;
    "scratch_load_dwordx2", G9_10, sl_(4, 2, false), MemLocal;
    "scratch_load_dwordx3", G9_10, sl_(4, 3, false), MemLocal;
    "scratch_load_dwordx4", G9_10, sl_(4, 4, false), MemLocal;
    "scratch_load_ubyte",   G9_10, sl_(1, 1, false), MemLocal;
    "scratch_load_sbyte",   G9_10, sl_(1, 1, true), MemLocal;
    "scratch_load_ushort",  G9_10, sl_(2, 1, false), MemLocal;
    "scratch_load_sshort",  G9_10, sl_(2, 1, true), MemLocal;
    "scratch_store_dwordx2", G9_10, ss_(4, 2), MemLocal;
    "scratch_store_dwordx3", G9_10, ss_(4, 3), MemLocal;
    "scratch_store_dwordx4", G9_10, ss_(4, 4), MemLocal;
    "scratch_store_byte",   G9_10, ss_(1, 1), MemLocal;
    "scratch_store_short",  G9_10, ss_(2, 1), MemLocal;
    "global_atomic_add",    G9_10, ga(AtomOp::Add, Ty::U32), Atomic;
    "global_atomic_and",    G9_10, ga(AtomOp::And, Ty::B32), Atomic;
    "global_atomic_or",     G9_10, ga(AtomOp::Or, Ty::B32), Atomic;
    "global_atomic_xor",    G9_10, ga(AtomOp::Xor, Ty::B32), Atomic;
    "global_atomic_smax",   G9_10, ga(AtomOp::Max, Ty::S32), Atomic;
    "global_atomic_smin",   G9_10, ga(AtomOp::Min, Ty::S32), Atomic;
    "global_atomic_umax",   G9_10, ga(AtomOp::Max, Ty::U32), Atomic;
    "global_atomic_umin",   G9_10, ga(AtomOp::Min, Ty::U32), Atomic;
    "global_atomic_swap",   G9_10, ga(AtomOp::Exch, Ty::B32), Atomic;
    "global_atomic_cmpswap", G9_10, ga(AtomOp::Cas, Ty::B32), Atomic;
    "global_atomic_inc",    G9_10, ga(AtomOp::Inc, Ty::U32), Atomic;
    "global_atomic_dec",    G9_10, ga(AtomOp::Dec, Ty::U32), Atomic;
    "global_atomic_add_f32", ALL,  ga(AtomOp::Add, Ty::F32), Atomic;
    "global_atomic_fmax",   G10,   ga(AtomOp::Max, Ty::F32), Atomic;
    "global_atomic_fmin",   G10,   ga(AtomOp::Min, Ty::F32), Atomic;
    "global_atomic_add_x2", G9_10, ga(AtomOp::Add, Ty::U64), Atomic;
    "global_atomic_cmpswap_x2", G9_10, ga(AtomOp::Cas, Ty::B64), Atomic;
    "global_atomic_swap_x2", G9_10, ga(AtomOp::Exch, Ty::B64), Atomic;
    "global_atomic_and_x2", G9_10, ga(AtomOp::And, Ty::B64), Atomic;
    "global_atomic_or_x2",  G9_10, ga(AtomOp::Or, Ty::B64), Atomic;
    "global_atomic_xor_x2", G9_10, ga(AtomOp::Xor, Ty::B64), Atomic;
    "global_atomic_smax_x2", G9_10, ga(AtomOp::Max, Ty::S64), Atomic;
    "global_atomic_smin_x2", G9_10, ga(AtomOp::Min, Ty::S64), Atomic;
    "global_atomic_umax_x2", G9_10, ga(AtomOp::Max, Ty::U64), Atomic;
    "global_atomic_umin_x2", G9_10, ga(AtomOp::Min, Ty::U64), Atomic;
    "global_atomic_add_f64", G9,   ga(AtomOp::Add, Ty::F64), Atomic;
    "global_atomic_sub",    G9_10, ga(AtomOp::Sub, Ty::U32), Atomic;
    "global_atomic_sub_x2", G9_10, ga(AtomOp::Sub, Ty::U64), Atomic;
    "global_atomic_pk_add_f16", G9|G12, ga(AtomOp::Add, Ty::F16x2), Atomic;
    "global_atomic_pk_add_bf16", G9|G12, ga(AtomOp::Add, Ty::Bf16x2), Atomic, PkAdd16Atomics;
    "flat_atomic_pk_add_f16", G9|G12, fa(AtomOp::Add, Ty::F16x2), Atomic, PkAdd16Atomics;
    "flat_atomic_pk_add_bf16", G9|G12, fa(AtomOp::Add, Ty::Bf16x2), Atomic, PkAdd16Atomics;
    "flat_atomic_add",      G9_10, fa(AtomOp::Add, Ty::U32), Atomic;
    "flat_atomic_sub",      G9_10, fa(AtomOp::Sub, Ty::U32), Atomic;
    "flat_atomic_and",      G9_10, fa(AtomOp::And, Ty::B32), Atomic;
    "flat_atomic_or",       G9_10, fa(AtomOp::Or, Ty::B32), Atomic;
    "flat_atomic_xor",      G9_10, fa(AtomOp::Xor, Ty::B32), Atomic;
    "flat_atomic_smax",     G9_10, fa(AtomOp::Max, Ty::S32), Atomic;
    "flat_atomic_smin",     G9_10, fa(AtomOp::Min, Ty::S32), Atomic;
    "flat_atomic_umax",     G9_10, fa(AtomOp::Max, Ty::U32), Atomic;
    "flat_atomic_umin",     G9_10, fa(AtomOp::Min, Ty::U32), Atomic;
    "flat_atomic_swap",     G9_10, fa(AtomOp::Exch, Ty::B32), Atomic;
    "flat_atomic_cmpswap",  G9_10, fa(AtomOp::Cas, Ty::B32), Atomic;
    "flat_atomic_inc",      G9_10, fa(AtomOp::Inc, Ty::U32), Atomic;
    "flat_atomic_dec",      G9_10, fa(AtomOp::Dec, Ty::U32), Atomic;
    "flat_atomic_add_x2",   G9_10, fa(AtomOp::Add, Ty::U64), Atomic;
    "flat_atomic_sub_x2",   G9_10, fa(AtomOp::Sub, Ty::U64), Atomic;
    "flat_atomic_cmpswap_x2", G9_10, fa(AtomOp::Cas, Ty::B64), Atomic;
    "flat_atomic_swap_x2",  G9_10, fa(AtomOp::Exch, Ty::B64), Atomic;
    "flat_atomic_and_x2",   G9_10, fa(AtomOp::And, Ty::B64), Atomic;
    "flat_atomic_or_x2",    G9_10, fa(AtomOp::Or, Ty::B64), Atomic;
    "flat_atomic_xor_x2",   G9_10, fa(AtomOp::Xor, Ty::B64), Atomic;
    "flat_atomic_smax_x2",  G9_10, fa(AtomOp::Max, Ty::S64), Atomic;
    "flat_atomic_smin_x2",  G9_10, fa(AtomOp::Min, Ty::S64), Atomic;
    "flat_atomic_umax_x2",  G9_10, fa(AtomOp::Max, Ty::U64), Atomic;
    "flat_atomic_umin_x2",  G9_10, fa(AtomOp::Min, Ty::U64), Atomic;
    "flat_atomic_add_f64",  G9,    fa(AtomOp::Add, Ty::F64), Atomic;
    // ---- vector memory (GFX11+ names)
    "global_load_b32",      G11P,  gl(4, 1, false), MemGlobal;
    "global_load_b64",      G11P,  gl(4, 2, false), MemGlobal;
    "global_load_b96",      G11P,  gl(4, 3, false), MemGlobal;
    "global_load_b128",     G11P,  gl(4, 4, false), MemGlobal;
    "global_load_u8",       G11P,  gl(1, 1, false), MemGlobal;
    "global_load_i8",       G11P,  gl(1, 1, true), MemGlobal;
    "global_load_u16",      G11P,  gl(2, 1, false), MemGlobal;
    "global_load_i16",      G11P,  gl(2, 1, true), MemGlobal;
    "global_store_b32",     G11P,  gs(4, 1), MemGlobal;
    "global_store_b64",     G11P,  gs(4, 2), MemGlobal;
    "global_store_b96",     G11P,  gs(4, 3), MemGlobal;
    "global_store_b128",    G11P,  gs(4, 4), MemGlobal;
    "global_store_b8",      G11P,  gs(1, 1), MemGlobal;
    "global_store_b16",     G11P,  gs(2, 1), MemGlobal;
    "flat_load_b32",        G11P,  fl(4, 1, false), MemGlobal;
    "flat_load_b64",        G11P,  fl(4, 2, false), MemGlobal;
    "flat_load_b96",        G11P,  fl(4, 3, false), MemGlobal;
    "flat_load_b128",       G11P,  fl(4, 4, false), MemGlobal;
    "flat_load_u8",         G11P,  fl(1, 1, false), MemGlobal;
    "flat_load_i8",         G11P,  fl(1, 1, true), MemGlobal;
    "flat_load_u16",        G11P,  fl(2, 1, false), MemGlobal;
    "flat_load_i16",        G11P,  fl(2, 1, true), MemGlobal;
    "flat_store_b32",       G11P,  fs(4, 1), MemGlobal;
    "flat_store_b64",       G11P,  fs(4, 2), MemGlobal;
    "flat_store_b96",       G11P,  fs(4, 3), MemGlobal;
    "flat_store_b128",      G11P,  fs(4, 4), MemGlobal;
    "flat_store_b8",        G11P,  fs(1, 1), MemGlobal;
    "flat_store_b16",       G11P,  fs(2, 1), MemGlobal;
    "scratch_load_b32",     G11P,  GLoad { space: SP_SCRATCH, bytes: 4, n: 1, signed: false }, MemLocal;
    "scratch_store_b32",    G11P,  GStore { space: SP_SCRATCH, bytes: 4, n: 1 }, MemLocal;
    "scratch_load_b64",     G11P,  sl_(4, 2, false), MemLocal;
    "scratch_load_b96",     G11P,  sl_(4, 3, false), MemLocal;
    "scratch_load_b128",    G11P,  sl_(4, 4, false), MemLocal;
    "scratch_load_u8",      G11P,  sl_(1, 1, false), MemLocal;
    "scratch_load_i8",      G11P,  sl_(1, 1, true), MemLocal;
    "scratch_load_u16",     G11P,  sl_(2, 1, false), MemLocal;
    "scratch_load_i16",     G11P,  sl_(2, 1, true), MemLocal;
    "scratch_store_b64",    G11P,  ss_(4, 2), MemLocal;
    "scratch_store_b96",    G11P,  ss_(4, 3), MemLocal;
    "scratch_store_b128",   G11P,  ss_(4, 4), MemLocal;
    "scratch_store_b8",     G11P,  ss_(1, 1), MemLocal;
    "scratch_store_b16",    G11P,  ss_(2, 1), MemLocal;
    "global_atomic_add_u32", G11P, ga(AtomOp::Add, Ty::U32), Atomic;
    "global_atomic_and_b32", G11P, ga(AtomOp::And, Ty::B32), Atomic;
    "global_atomic_or_b32", G11P,  ga(AtomOp::Or, Ty::B32), Atomic;
    "global_atomic_xor_b32", G11P, ga(AtomOp::Xor, Ty::B32), Atomic;
    "global_atomic_max_i32", G11P, ga(AtomOp::Max, Ty::S32), Atomic;
    "global_atomic_min_i32", G11P, ga(AtomOp::Min, Ty::S32), Atomic;
    "global_atomic_max_u32", G11P, ga(AtomOp::Max, Ty::U32), Atomic;
    "global_atomic_min_u32", G11P, ga(AtomOp::Min, Ty::U32), Atomic;
    "global_atomic_swap_b32", G11P, ga(AtomOp::Exch, Ty::B32), Atomic;
    "global_atomic_cmpswap_b32", G11P, ga(AtomOp::Cas, Ty::B32), Atomic;
    "global_atomic_inc_u32", G11P, ga(AtomOp::Inc, Ty::U32), Atomic;
    "global_atomic_dec_u32", G11P, ga(AtomOp::Dec, Ty::U32), Atomic;
    "global_atomic_max_f32", G11,  ga(AtomOp::Max, Ty::F32), Atomic;
    "global_atomic_min_f32", G11,  ga(AtomOp::Min, Ty::F32), Atomic;
    "global_atomic_max_num_f32", G12, ga(AtomOp::Max, Ty::F32), Atomic;
    "global_atomic_min_num_f32", G12, ga(AtomOp::Min, Ty::F32), Atomic;
    "global_atomic_add_u64", G11P, ga(AtomOp::Add, Ty::U64), Atomic;
    "global_atomic_cmpswap_b64", G11P, ga(AtomOp::Cas, Ty::B64), Atomic;
    "global_atomic_swap_b64", G11P, ga(AtomOp::Exch, Ty::B64), Atomic;
    "global_atomic_and_b64", G11P, ga(AtomOp::And, Ty::B64), Atomic;
    "global_atomic_or_b64", G11P,  ga(AtomOp::Or, Ty::B64), Atomic;
    "global_atomic_xor_b64", G11P, ga(AtomOp::Xor, Ty::B64), Atomic;
    "global_atomic_max_i64", G11P, ga(AtomOp::Max, Ty::S64), Atomic;
    "global_atomic_min_i64", G11P, ga(AtomOp::Min, Ty::S64), Atomic;
    "global_atomic_max_u64", G11P, ga(AtomOp::Max, Ty::U64), Atomic;
    "global_atomic_min_u64", G11P, ga(AtomOp::Min, Ty::U64), Atomic;
    "global_atomic_sub_u32", G11P, ga(AtomOp::Sub, Ty::U32), Atomic;
    "global_atomic_sub_u64", G11P, ga(AtomOp::Sub, Ty::U64), Atomic;
    "flat_atomic_add_u32",  G11P,  fa(AtomOp::Add, Ty::U32), Atomic;
    "flat_atomic_sub_u32",  G11P,  fa(AtomOp::Sub, Ty::U32), Atomic;
    "flat_atomic_and_b32",  G11P,  fa(AtomOp::And, Ty::B32), Atomic;
    "flat_atomic_or_b32",   G11P,  fa(AtomOp::Or, Ty::B32), Atomic;
    "flat_atomic_xor_b32",  G11P,  fa(AtomOp::Xor, Ty::B32), Atomic;
    "flat_atomic_max_i32",  G11P,  fa(AtomOp::Max, Ty::S32), Atomic;
    "flat_atomic_min_i32",  G11P,  fa(AtomOp::Min, Ty::S32), Atomic;
    "flat_atomic_max_u32",  G11P,  fa(AtomOp::Max, Ty::U32), Atomic;
    "flat_atomic_min_u32",  G11P,  fa(AtomOp::Min, Ty::U32), Atomic;
    "flat_atomic_swap_b32", G11P,  fa(AtomOp::Exch, Ty::B32), Atomic;
    "flat_atomic_cmpswap_b32", G11P, fa(AtomOp::Cas, Ty::B32), Atomic;
    "flat_atomic_inc_u32",  G11P,  fa(AtomOp::Inc, Ty::U32), Atomic;
    "flat_atomic_dec_u32",  G11P,  fa(AtomOp::Dec, Ty::U32), Atomic;
    "flat_atomic_add_f32",  G11P,  fa(AtomOp::Add, Ty::F32), Atomic;
    "flat_atomic_add_u64",  G11P,  fa(AtomOp::Add, Ty::U64), Atomic;
    "flat_atomic_sub_u64",  G11P,  fa(AtomOp::Sub, Ty::U64), Atomic;
    "flat_atomic_cmpswap_b64", G11P, fa(AtomOp::Cas, Ty::B64), Atomic;
    "flat_atomic_swap_b64", G11P,  fa(AtomOp::Exch, Ty::B64), Atomic;
    "flat_atomic_and_b64",  G11P,  fa(AtomOp::And, Ty::B64), Atomic;
    "flat_atomic_or_b64",   G11P,  fa(AtomOp::Or, Ty::B64), Atomic;
    "flat_atomic_xor_b64",  G11P,  fa(AtomOp::Xor, Ty::B64), Atomic;
    "flat_atomic_max_i64",  G11P,  fa(AtomOp::Max, Ty::S64), Atomic;
    "flat_atomic_min_i64",  G11P,  fa(AtomOp::Min, Ty::S64), Atomic;
    "flat_atomic_max_u64",  G11P,  fa(AtomOp::Max, Ty::U64), Atomic;
    "flat_atomic_min_u64",  G11P,  fa(AtomOp::Min, Ty::U64), Atomic;
    // ---- LDS
    "ds_read_b32",          G9_10, DsLoad { bytes: 4, n: 1, signed: false }, MemShared;
    "ds_read_b64",          G9_10, DsLoad { bytes: 4, n: 2, signed: false }, MemShared;
    "ds_read_b96",          G9_10, DsLoad { bytes: 4, n: 3, signed: false }, MemShared;
    "ds_read_b128",         G9_10, DsLoad { bytes: 4, n: 4, signed: false }, MemShared;
    "ds_read_u8",           G9_10, DsLoad { bytes: 1, n: 1, signed: false }, MemShared;
    "ds_read_u16",          G9_10, DsLoad { bytes: 2, n: 1, signed: false }, MemShared;
    "ds_read_i8",           G9_10, DsLoad { bytes: 1, n: 1, signed: true }, MemShared;
    "ds_read_i16",          G9_10, DsLoad { bytes: 2, n: 1, signed: true }, MemShared;
    "ds_write_b32",         G9_10, DsStore { bytes: 4, n: 1 }, MemShared;
    "ds_write_b64",         G9_10, DsStore { bytes: 4, n: 2 }, MemShared;
    "ds_write_b96",         G9_10, DsStore { bytes: 4, n: 3 }, MemShared;
    "ds_write_b128",        G9_10, DsStore { bytes: 4, n: 4 }, MemShared;
    "ds_write_b8",          G9_10, DsStore { bytes: 1, n: 1 }, MemShared;
    "ds_write_b16",         G9_10, DsStore { bytes: 2, n: 1 }, MemShared;
    "ds_read2_b32",         G9_10, DsLoad2 { bytes: 4, stride64: false }, MemShared;
    "ds_read2st64_b32",     G9_10, DsLoad2 { bytes: 4, stride64: true }, MemShared;
    "ds_read2_b64",         G9_10, DsLoad2 { bytes: 8, stride64: false }, MemShared;
    "ds_read2st64_b64",     G9_10, DsLoad2 { bytes: 8, stride64: true }, MemShared;
    "ds_write2_b32",        G9_10, DsStore2 { bytes: 4, stride64: false }, MemShared;
    "ds_write2st64_b32",    G9_10, DsStore2 { bytes: 4, stride64: true }, MemShared;
    "ds_write2_b64",        G9_10, DsStore2 { bytes: 8, stride64: false }, MemShared;
    "ds_write2st64_b64",    G9_10, DsStore2 { bytes: 8, stride64: true }, MemShared;
    "ds_load_b32",          G11P,  DsLoad { bytes: 4, n: 1, signed: false }, MemShared;
    "ds_load_b64",          G11P,  DsLoad { bytes: 4, n: 2, signed: false }, MemShared;
    "ds_load_b96",          G11P,  DsLoad { bytes: 4, n: 3, signed: false }, MemShared;
    "ds_load_b128",         G11P,  DsLoad { bytes: 4, n: 4, signed: false }, MemShared;
    "ds_load_u8",           G11P,  DsLoad { bytes: 1, n: 1, signed: false }, MemShared;
    "ds_load_u16",          G11P,  DsLoad { bytes: 2, n: 1, signed: false }, MemShared;
    "ds_load_i8",           G11P,  DsLoad { bytes: 1, n: 1, signed: true }, MemShared;
    "ds_load_i16",          G11P,  DsLoad { bytes: 2, n: 1, signed: true }, MemShared;
    "ds_store_b32",         G11P,  DsStore { bytes: 4, n: 1 }, MemShared;
    "ds_store_b64",         G11P,  DsStore { bytes: 4, n: 2 }, MemShared;
    "ds_store_b96",         G11P,  DsStore { bytes: 4, n: 3 }, MemShared;
    "ds_store_b128",        G11P,  DsStore { bytes: 4, n: 4 }, MemShared;
    "ds_store_b8",          G11P,  DsStore { bytes: 1, n: 1 }, MemShared;
    "ds_store_b16",         G11P,  DsStore { bytes: 2, n: 1 }, MemShared;
    "ds_load_2addr_b32",    G11P,  DsLoad2 { bytes: 4, stride64: false }, MemShared;
    "ds_load_2addr_stride64_b32", G11P, DsLoad2 { bytes: 4, stride64: true }, MemShared;
    "ds_load_2addr_b64",    G11P,  DsLoad2 { bytes: 8, stride64: false }, MemShared;
    "ds_load_2addr_stride64_b64", G11P, DsLoad2 { bytes: 8, stride64: true }, MemShared;
    "ds_store_2addr_b32",   G11P,  DsStore2 { bytes: 4, stride64: false }, MemShared;
    "ds_store_2addr_stride64_b32", G11P, DsStore2 { bytes: 4, stride64: true }, MemShared;
    "ds_store_2addr_b64",   G11P,  DsStore2 { bytes: 8, stride64: false }, MemShared;
    "ds_store_2addr_stride64_b64", G11P, DsStore2 { bytes: 8, stride64: true }, MemShared;
    "ds_add_u32",           ALL,   DsAtomic { op: AtomOp::Add, ty: Ty::U32, rtn: false }, Atomic;
    "ds_add_rtn_u32",       ALL,   DsAtomic { op: AtomOp::Add, ty: Ty::U32, rtn: true }, Atomic;
    "ds_max_u32",           ALL,   DsAtomic { op: AtomOp::Max, ty: Ty::U32, rtn: false }, Atomic;
    "ds_min_u32",           ALL,   DsAtomic { op: AtomOp::Min, ty: Ty::U32, rtn: false }, Atomic;
    "ds_max_i32",           ALL,   DsAtomic { op: AtomOp::Max, ty: Ty::S32, rtn: false }, Atomic;
    "ds_min_i32",           ALL,   DsAtomic { op: AtomOp::Min, ty: Ty::S32, rtn: false }, Atomic;
    "ds_max_rtn_u32",       ALL,   DsAtomic { op: AtomOp::Max, ty: Ty::U32, rtn: true }, Atomic;
    "ds_min_rtn_u32",       ALL,   DsAtomic { op: AtomOp::Min, ty: Ty::U32, rtn: true }, Atomic;
    "ds_max_rtn_i32",       ALL,   DsAtomic { op: AtomOp::Max, ty: Ty::S32, rtn: true }, Atomic;
    "ds_min_rtn_i32",       ALL,   DsAtomic { op: AtomOp::Min, ty: Ty::S32, rtn: true }, Atomic;
    "ds_or_b32",            ALL,   DsAtomic { op: AtomOp::Or, ty: Ty::B32, rtn: false }, Atomic;
    "ds_and_b32",           ALL,   DsAtomic { op: AtomOp::And, ty: Ty::B32, rtn: false }, Atomic;
    "ds_xor_b32",           ALL,   DsAtomic { op: AtomOp::Xor, ty: Ty::B32, rtn: false }, Atomic;
    "ds_add_f32",           ALL,   DsAtomic { op: AtomOp::Add, ty: Ty::F32, rtn: false }, Atomic;
    "ds_sub_u32",             ALL,   dsa(AtomOp::Sub, Ty::U32, false), Atomic;
    "ds_sub_rtn_u32",         ALL,   dsa(AtomOp::Sub, Ty::U32, true), Atomic;
    "ds_inc_u32",             ALL,   dsa(AtomOp::Inc, Ty::U32, false), Atomic;
    "ds_inc_rtn_u32",         ALL,   dsa(AtomOp::Inc, Ty::U32, true), Atomic;
    "ds_dec_u32",             ALL,   dsa(AtomOp::Dec, Ty::U32, false), Atomic;
    "ds_dec_rtn_u32",         ALL,   dsa(AtomOp::Dec, Ty::U32, true), Atomic;
    "ds_and_rtn_b32",         ALL,   dsa(AtomOp::And, Ty::B32, true), Atomic;
    "ds_or_rtn_b32",          ALL,   dsa(AtomOp::Or, Ty::B32, true), Atomic;
    "ds_xor_rtn_b32",         ALL,   dsa(AtomOp::Xor, Ty::B32, true), Atomic;
    "ds_add_rtn_f32",         ALL,   dsa(AtomOp::Add, Ty::F32, true), Atomic;
    "ds_pk_add_f16",          G9|G12, dsa(AtomOp::Add, Ty::F16x2, false), Atomic, PkAdd16Atomics;
    "ds_pk_add_rtn_f16",      G9|G12, dsa(AtomOp::Add, Ty::F16x2, true), Atomic, PkAdd16Atomics;
    "ds_pk_add_bf16",         G9|G12, dsa(AtomOp::Add, Ty::Bf16x2, false), Atomic, PkAdd16Atomics;
    "ds_pk_add_rtn_bf16",     G9|G12, dsa(AtomOp::Add, Ty::Bf16x2, true), Atomic, PkAdd16Atomics;
    "ds_add_u64",             ALL,   dsa(AtomOp::Add, Ty::U64, false), Atomic;
    "ds_add_rtn_u64",         ALL,   dsa(AtomOp::Add, Ty::U64, true), Atomic;
    "ds_sub_u64",             ALL,   dsa(AtomOp::Sub, Ty::U64, false), Atomic;
    "ds_sub_rtn_u64",         ALL,   dsa(AtomOp::Sub, Ty::U64, true), Atomic;
    "ds_max_u64",             ALL,   dsa(AtomOp::Max, Ty::U64, false), Atomic;
    "ds_max_rtn_u64",         ALL,   dsa(AtomOp::Max, Ty::U64, true), Atomic;
    "ds_min_u64",             ALL,   dsa(AtomOp::Min, Ty::U64, false), Atomic;
    "ds_min_rtn_u64",         ALL,   dsa(AtomOp::Min, Ty::U64, true), Atomic;
    "ds_max_i64",             ALL,   dsa(AtomOp::Max, Ty::S64, false), Atomic;
    "ds_max_rtn_i64",         ALL,   dsa(AtomOp::Max, Ty::S64, true), Atomic;
    "ds_min_i64",             ALL,   dsa(AtomOp::Min, Ty::S64, false), Atomic;
    "ds_min_rtn_i64",         ALL,   dsa(AtomOp::Min, Ty::S64, true), Atomic;
    "ds_and_b64",             ALL,   dsa(AtomOp::And, Ty::B64, false), Atomic;
    "ds_and_rtn_b64",         ALL,   dsa(AtomOp::And, Ty::B64, true), Atomic;
    "ds_or_b64",              ALL,   dsa(AtomOp::Or, Ty::B64, false), Atomic;
    "ds_or_rtn_b64",          ALL,   dsa(AtomOp::Or, Ty::B64, true), Atomic;
    "ds_xor_b64",             ALL,   dsa(AtomOp::Xor, Ty::B64, false), Atomic;
    "ds_xor_rtn_b64",         ALL,   dsa(AtomOp::Xor, Ty::B64, true), Atomic;
    "ds_add_f64",             G9,    dsa(AtomOp::Add, Ty::F64, false), Atomic;
    "ds_add_rtn_f64",         G9,    dsa(AtomOp::Add, Ty::F64, true), Atomic;
    "ds_wrxchg_rtn_b32",      G9_10, dsa(AtomOp::Exch, Ty::B32, true), Atomic;
    "ds_wrxchg_rtn_b64",      G9_10, dsa(AtomOp::Exch, Ty::B64, true), Atomic;
    "ds_storexchg_rtn_b32",   G11P,  dsa(AtomOp::Exch, Ty::B32, true), Atomic;
    "ds_storexchg_rtn_b64",   G11P,  dsa(AtomOp::Exch, Ty::B64, true), Atomic;
    "ds_cmpst_b32",           G9_10, dsa(AtomOp::Cas, Ty::B32, false), Atomic;
    "ds_cmpst_rtn_b32",       G9_10, dsa(AtomOp::Cas, Ty::B32, true), Atomic;
    "ds_cmpst_b64",           G9_10, dsa(AtomOp::Cas, Ty::B64, false), Atomic;
    "ds_cmpst_rtn_b64",       G9_10, dsa(AtomOp::Cas, Ty::B64, true), Atomic;
    "ds_cmpstore_b32",        G11P,  dsa(AtomOp::Cas, Ty::B32, false), Atomic;
    "ds_cmpstore_rtn_b32",    G11P,  dsa(AtomOp::Cas, Ty::B32, true), Atomic;
    "ds_cmpstore_b64",        G11P,  dsa(AtomOp::Cas, Ty::B64, false), Atomic;
    "ds_cmpstore_rtn_b64",    G11P,  dsa(AtomOp::Cas, Ty::B64, true), Atomic;
    "ds_bpermute_b32",      ALL,   DsBpermute, Warp;
    "ds_swizzle_b32",       ALL,   DsSwizzle, Warp;
}
