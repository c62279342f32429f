//! Fragment layouts of `mma.sync.aligned`: which lane holds which element of A, B
//! and C/D, as data. PTX ISA 9.x, "Matrix fragments for mma.mMnNkK": every layout
//! there has the form
//!
//! ```text
//! groupID = laneid >> 2, threadID_in_group = laneid % 4
//! row(i) = g.0 * groupID + t.0 * threadID_in_group + off[i].0
//! col(i) = g.1 * groupID + t.1 * threadID_in_group + off[i].1
//! ```
//!
//! for element `i` of the lane's fragment (element 0 in the low bits of the first
//! register). A is M x K (row = m, col = k), B is K x N (row = k, col = n), C and D
//! are M x N.

use crate::ir::mma_form::{MTy, MmaForm, Shape};

/// One fragment layout.
#[derive(Debug, PartialEq, Eq)]
pub struct Frag {
    /// Coefficients of groupID for (row, col).
    pub g: (u8, u8),
    /// Coefficients of threadID_in_group for (row, col).
    pub t: (u8, u8),
    /// Per-element offsets; the fragment has `off.len()` elements per lane.
    pub off: &'static [(u8, u8)],
}

impl Frag {
    /// (row, col) of element `i` of lane `lane`.
    #[inline]
    pub fn at(&self, lane: u32, i: usize) -> (u32, u32) {
        let (gid, tig) = (lane >> 2, lane & 3);
        let (r, c) = self.off[i];
        (
            self.g.0 as u32 * gid + self.t.0 as u32 * tig + r as u32,
            self.g.1 as u32 * gid + self.t.1 as u32 * tig + c as u32,
        )
    }

    pub fn elems(&self) -> usize {
        self.off.len()
    }
}

/// Row from groupID, column from threadID_in_group times `t`.
const fn rg_ct(t: u8, off: &'static [(u8, u8)]) -> Frag {
    Frag {
        g: (1, 0),
        t: (0, t),
        off,
    }
}

/// Row from threadID_in_group times `t`, column from groupID (the B fragments).
const fn rt_cg(t: u8, off: &'static [(u8, u8)]) -> Frag {
    Frag {
        g: (0, 1),
        t: (t, 0),
        off,
    }
}

// C/D of the m16n8 shapes: c0,c1 in row groupID, c2,c3 eight rows down; columns
// 2 * threadID_in_group + (i & 1). The m8n8 shapes keep the first two.
static C16: Frag = rg_ct(2, &[(0, 0), (0, 1), (8, 0), (8, 1)]);
static C8: Frag = rg_ct(2, &[(0, 0), (0, 1)]);

// 16-bit A/B (f16, bf16).
static A16_K16: Frag = rg_ct(
    2,
    &[
        (0, 0),
        (0, 1),
        (8, 0),
        (8, 1),
        (0, 8),
        (0, 9),
        (8, 8),
        (8, 9),
    ],
);
static B16_K16: Frag = rt_cg(2, &[(0, 0), (1, 0), (8, 0), (9, 0)]);
static A16_K8: Frag = rg_ct(2, &[(0, 0), (0, 1), (8, 0), (8, 1)]);
static B16_K8: Frag = rt_cg(2, &[(0, 0), (1, 0)]);

// 32-bit (tf32) and 64-bit (f64) A/B: one element per threadID_in_group column,
// a0/a1 (and a2/a3 four columns on, ...) alternating between the two row halves.
static A32_K4: Frag = rg_ct(1, &[(0, 0), (8, 0)]);
static A32_K8: Frag = rg_ct(1, &[(0, 0), (8, 0), (0, 4), (8, 4)]);
static A32_K16: Frag = rg_ct(
    1,
    &[
        (0, 0),
        (8, 0),
        (0, 4),
        (8, 4),
        (0, 8),
        (8, 8),
        (0, 12),
        (8, 12),
    ],
);
static B32_K4: Frag = rt_cg(1, &[(0, 0)]);
static B32_K8: Frag = rt_cg(1, &[(0, 0), (4, 0)]);
static B32_K16: Frag = rt_cg(1, &[(0, 0), (4, 0), (8, 0), (12, 0)]);
static A64_M8K4: Frag = rg_ct(1, &[(0, 0)]);

// 8-bit A/B (s8, u8, e4m3, e5m2): four consecutive k per register.
static A8_M8K16: Frag = rg_ct(4, &[(0, 0), (0, 1), (0, 2), (0, 3)]);
static A8_K16: Frag = rg_ct(
    4,
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (8, 0),
        (8, 1),
        (8, 2),
        (8, 3),
    ],
);
static A8_K32: Frag = rg_ct(
    4,
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (8, 0),
        (8, 1),
        (8, 2),
        (8, 3),
        (0, 16),
        (0, 17),
        (0, 18),
        (0, 19),
        (8, 16),
        (8, 17),
        (8, 18),
        (8, 19),
    ],
);
static B8_K16: Frag = rt_cg(4, &[(0, 0), (1, 0), (2, 0), (3, 0)]);
static B8_K32: Frag = rt_cg(
    4,
    &[
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (16, 0),
        (17, 0),
        (18, 0),
        (19, 0),
    ],
);

// 4-bit A/B (s4, u4): eight consecutive k per register.
static A4_M8K32: Frag = rg_ct(
    8,
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (0, 5),
        (0, 6),
        (0, 7),
    ],
);
static A4_K32: Frag = rg_ct(
    8,
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (0, 5),
        (0, 6),
        (0, 7),
        (8, 0),
        (8, 1),
        (8, 2),
        (8, 3),
        (8, 4),
        (8, 5),
        (8, 6),
        (8, 7),
    ],
);
static A4_K64: Frag = rg_ct(
    8,
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (0, 5),
        (0, 6),
        (0, 7),
        (8, 0),
        (8, 1),
        (8, 2),
        (8, 3),
        (8, 4),
        (8, 5),
        (8, 6),
        (8, 7),
        (0, 32),
        (0, 33),
        (0, 34),
        (0, 35),
        (0, 36),
        (0, 37),
        (0, 38),
        (0, 39),
        (8, 32),
        (8, 33),
        (8, 34),
        (8, 35),
        (8, 36),
        (8, 37),
        (8, 38),
        (8, 39),
    ],
);
static B4_K32: Frag = rt_cg(
    8,
    &[
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (5, 0),
        (6, 0),
        (7, 0),
    ],
);
static B4_K64: Frag = rt_cg(
    8,
    &[
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (5, 0),
        (6, 0),
        (7, 0),
        (32, 0),
        (33, 0),
        (34, 0),
        (35, 0),
        (36, 0),
        (37, 0),
        (38, 0),
        (39, 0),
    ],
);

// 1-bit A/B (b1): 32 consecutive k per register. Generated (128 elements at most).
/// Offsets of a `regs`-register b1 A fragment: register q holds row `8 * (q % 2)` for
/// two-row layouts (`rows2`), columns `32 * (q / 2 or q)` on.
const fn b1_a<const N: usize>(rows2: bool) -> [(u8, u8); N] {
    let mut out = [(0u8, 0u8); N];
    let mut i = 0;
    while i < N {
        let q = i / 32;
        let (row, kblk) = if rows2 { (8 * (q % 2), q / 2) } else { (0, q) };
        out[i] = (row as u8, (128 * kblk + i % 32) as u8);
        i += 1;
    }
    out
}
/// Offsets of a b1 B fragment: register q holds rows `128 q ..` (k), column groupID.
const fn b1_b<const N: usize>() -> [(u8, u8); N] {
    let mut out = [(0u8, 0u8); N];
    let mut i = 0;
    while i < N {
        out[i] = ((128 * (i / 32) + i % 32) as u8, 0);
        i += 1;
    }
    out
}
static A1_M8K128_OFF: [(u8, u8); 32] = b1_a::<32>(false);
static A1_K128_OFF: [(u8, u8); 64] = b1_a::<64>(true);
static A1_K256_OFF: [(u8, u8); 128] = b1_a::<128>(true);
static B1_K128_OFF: [(u8, u8); 32] = b1_b::<32>();
static B1_K256_OFF: [(u8, u8); 64] = b1_b::<64>();
static A1_M8K128: Frag = rg_ct(32, &A1_M8K128_OFF);
static A1_K128: Frag = rg_ct(32, &A1_K128_OFF);
static A1_K256: Frag = rg_ct(32, &A1_K256_OFF);
static B1_K128: Frag = rt_cg(32, &B1_K128_OFF);
static B1_K256: Frag = rt_cg(32, &B1_K256_OFF);

/// The (A, B, C/D) layouts of a form that [`crate::ir::mma_form::check`] accepts.
pub fn frags(f: &MmaForm) -> Option<(&'static Frag, &'static Frag, &'static Frag)> {
    use Shape::*;
    let bits = f.a.bits();
    let (a, b) = match (f.shape, bits) {
        (M16n8k16, 16) => (&A16_K16, &B16_K16),
        (M16n8k8, 16) => (&A16_K8, &B16_K8),
        (M16n8k4, 32 | 64) => (&A32_K4, &B32_K4),
        (M16n8k8, 32 | 64) => (&A32_K8, &B32_K8),
        (M16n8k16, 64) => (&A32_K16, &B32_K16),
        (M8n8k4, 64) => (&A64_M8K4, &B32_K4),
        (M8n8k16, 8) => (&A8_M8K16, &B8_K16),
        (M16n8k16, 8) => (&A8_K16, &B8_K16),
        (M16n8k32, 8) => (&A8_K32, &B8_K32),
        (M8n8k32, 4) => (&A4_M8K32, &B4_K32),
        (M16n8k32, 4) => (&A4_K32, &B4_K32),
        (M16n8k64, 4) => (&A4_K64, &B4_K64),
        (M8n8k128, 1) => (&A1_M8K128, &B1_K128),
        (M16n8k128, 1) => (&A1_K128, &B1_K128),
        (M16n8k256, 1) => (&A1_K256, &B1_K256),
        _ => return None,
    };
    let c = if f.shape.mnk().0 == 8 { &C8 } else { &C16 };
    Some((a, b, c))
}

// B of the sparse forms whose K no dense form has: the dense pattern continued, each
// next group of `per` consecutive k `stride` rows further (PTX ISA, "Matrix
// fragments for sparse mma.m16n8k32 / m16n8k64 / m16n8k128": b0..b7, b0..b15,
// b0..b31 low to high).
const fn b_rows<const N: usize>(per: usize, stride: usize) -> [(u8, u8); N] {
    let mut out = [(0u8, 0u8); N];
    let mut i = 0;
    while i < N {
        out[i] = ((i % per + stride * (i / per)) as u8, 0);
        i += 1;
    }
    out
}
static B16_K32_OFF: [(u8, u8); 8] = b_rows::<8>(2, 8);
static B8_K64_OFF: [(u8, u8); 16] = b_rows::<16>(4, 16);
static B4_K128_OFF: [(u8, u8); 32] = b_rows::<32>(8, 32);
static B16_K32: Frag = rt_cg(2, &B16_K32_OFF);
static B8_K64: Frag = rt_cg(4, &B8_K64_OFF);
static B4_K128: Frag = rt_cg(8, &B4_K128_OFF);

/// The (A, B, C/D) layouts of a sparse form (`mma.sp`). A is the compressed M x K/2
/// matrix, laid out as the dense A of the shape with half the K (PTX ISA, "Matrix
/// fragments for sparse mma": row groupID or groupID + 8, the two (four) stored
/// elements of a chunk in consecutive places); B and C/D are the dense ones of the
/// full shape.
pub fn sparse_frags(f: &MmaForm) -> Option<(&'static Frag, &'static Frag, &'static Frag)> {
    use Shape::*;
    let (a, b) = match (f.shape, f.a.bits()) {
        (M16n8k16, 16) => (&A16_K8, &B16_K16),
        (M16n8k32, 16) => (&A16_K16, &B16_K32),
        (M16n8k8, 32) => (&A32_K4, &B32_K8),
        (M16n8k16, 32) => (&A32_K8, &B32_K16),
        (M16n8k32, 8) => (&A8_K16, &B8_K32),
        (M16n8k64, 8) => (&A8_K32, &B8_K64),
        (M16n8k64, 4) => (&A4_K32, &B4_K64),
        (M16n8k128, 4) => (&A4_K64, &B4_K128),
        _ => return None,
    };
    Some((a, b, &C16))
}

/// Elements per register of type `t` (64-bit registers hold one `.f64`).
pub fn per_reg(t: MTy) -> u32 {
    if t == MTy::F64 {
        1
    } else {
        32 / t.bits()
    }
}
