//! The 5th-generation tensor-core forms (PTX `tcgen05.*`, sm_100a; PTX ISA 9.0,
//! 9.7.16) as the mnemonic fixes them: the MMA kind and where A comes from, the
//! data-movement shape of `tcgen05.ld`/`st`, `.multicast::cluster` of
//! `tcgen05.commit`. What the operands give at run time (the instruction descriptor
//! with M, N and the element types; the matrix descriptors; tensor-memory
//! addresses) is decoded by `func::matrix::tcgen05`.

/// `.kind::…` of a `tcgen05.mma` (9.7.16.10.9.1): the dense kinds and the
/// block-scaled ones (`.block_scale`, 9.7.16.10.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tc05Kind {
    F16,
    Tf32,
    F8f6f4,
    I8,
    MxF8f6f4,
    MxF4,
    MxF4Nvf4,
}

impl Tc05Kind {
    /// Every kind, by its mnemonic word.
    pub const ALL: [(Tc05Kind, &'static str); 7] = [
        (Tc05Kind::F16, "kind::f16"),
        (Tc05Kind::Tf32, "kind::tf32"),
        (Tc05Kind::F8f6f4, "kind::f8f6f4"),
        (Tc05Kind::I8, "kind::i8"),
        (Tc05Kind::MxF8f6f4, "kind::mxf8f6f4"),
        (Tc05Kind::MxF4, "kind::mxf4"),
        (Tc05Kind::MxF4Nvf4, "kind::mxf4nvf4"),
    ];

    pub fn from_word(w: &str) -> Option<Tc05Kind> {
        Self::ALL.iter().find(|(_, n)| *n == w).map(|(k, _)| *k)
    }

    /// The word without `kind::` (the latency-table key suffix).
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("?", |(_, n)| &n[6..])
    }

    /// A block-scaled kind: `[scale-A-tmem], [scale-B-tmem]` instead of the lane mask.
    pub fn scaled(self) -> bool {
        matches!(
            self,
            Tc05Kind::MxF8f6f4 | Tc05Kind::MxF4 | Tc05Kind::MxF4Nvf4
        )
    }

    /// K of a dense MMA: 256 bits of A's row (Table 39: 16 f16/bf16, 8 tf32, 32 of
    /// the 8-bit types, 64 packed e2m1 of `.kind::mxf4*`). A sparse MMA's K is twice
    /// this; its A stores the same 256 bits per row (K/2 elements).
    pub fn k(self) -> u16 {
        match self {
            Tc05Kind::F16 => 16,
            Tc05Kind::Tf32 => 8,
            Tc05Kind::F8f6f4 | Tc05Kind::I8 | Tc05Kind::MxF8f6f4 => 32,
            Tc05Kind::MxF4 | Tc05Kind::MxF4Nvf4 => 64,
        }
    }
}

/// A `tcgen05.mma.cta_group::{1,2}.<kind>{.block_scale.<vectorsize>}` form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tc05Mma {
    pub kind: Tc05Kind,
    /// `.cta_group::2`: the MMA of a CTA pair.
    pub pair: bool,
    /// `scale-input-d` (0-15): D is scaled by 2^-s before accumulating.
    pub scale_d: u8,
    /// A is read from tensor memory (`[a-tmem]`), not through a shared-memory
    /// descriptor.
    pub a_tmem: bool,
    /// The `{disable-output-lane}` vector is given.
    pub mask: bool,
    /// Block-scaled kinds: scale factors per row of A and per column of B (1, 2 or
    /// 4: `.scale_vec::NX`, `.block32` or `.block16` resolved for the kind, Table
    /// 54); 0 for the other kinds.
    pub vec: u8,
    /// `.collector::a::<op>` (default `discard`); with `.ws`, `.collector::b<buffer>::<op>`
    /// (default `b0::discard`).
    pub collector: Collector,
    /// `tcgen05.mma.ws` (weight stationary, 9.7.16.10.9.3).
    pub ws: bool,
    /// `.ws`: the B collector buffer (0-3) `collector` acts on.
    pub buffer: u8,
    /// `.ws`: the `zero-column-mask-desc` operand is given.
    pub zero_mask: bool,
    /// `tcgen05.mma.sp` / `.ws.sp` (9.7.16.10.8): A is structured sparse, its M x K/2
    /// stored elements placed by the metadata at `[sp-meta-tmem]`.
    pub sp: bool,
}

/// What an MMA does with the collector buffer of A (9.7.16.10.9.1,
/// `.collector_usage`), or with `.ws` one of B's four (9.7.16.10.9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Collector {
    /// `::fill`: A read from memory is kept in the buffer.
    Fill,
    /// `::use`: A is read from the buffer (a previous fill must still be valid).
    Use,
    /// `::lastuse`: read from the buffer, which is then discarded.
    LastUse,
    /// `::discard` (the default): the buffer's contents may be discarded.
    #[default]
    Discard,
}

impl Collector {
    /// `collector::a::<op>` or `collector::b<N>::<op>`: the buffer (A's is 0) and the
    /// operation.
    pub fn from_word(w: &str) -> Option<(u8, Collector)> {
        let rest = w.strip_prefix("collector::")?;
        let (buffer, op) = rest.split_once("::")?;
        let buffer = match buffer {
            "a" | "b0" => 0,
            "b1" => 1,
            "b2" => 2,
            "b3" => 3,
            _ => return None,
        };
        Some((
            buffer,
            match op {
                "fill" => Collector::Fill,
                "use" => Collector::Use,
                "lastuse" => Collector::LastUse,
                "discard" => Collector::Discard,
                _ => return None,
            },
        ))
    }
}

/// The shape (and warp multicast) of `tcgen05.cp` (9.7.16.9.2): rows x bits of the
/// source matrix, and the tensor-memory lanes each row goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CpShape {
    S128x256b,
    S128x128b,
    /// `.64x128b.warpx2::02_13`: rows 0-31 to warps 0 and 2, rows 32-63 to 1 and 3.
    S64x128b0213,
    /// `.64x128b.warpx2::01_23`: rows 0-31 to warps 0 and 1, rows 32-63 to 2 and 3.
    S64x128b0123,
    /// `.32x128b.warpx4`: the 32 rows to every warp's lanes.
    S32x128b,
}

impl CpShape {
    /// The shape of the words (`.shape` and `.multicast`), if warpsim runs it.
    pub fn from_words(shape: &str, multicast: Option<&str>) -> Option<CpShape> {
        Some(match (shape, multicast) {
            ("128x256b", None) => CpShape::S128x256b,
            ("128x128b", None) => CpShape::S128x128b,
            ("64x128b", Some("warpx2::02_13")) => CpShape::S64x128b0213,
            ("64x128b", Some("warpx2::01_23")) => CpShape::S64x128b0123,
            ("32x128b", Some("warpx4")) => CpShape::S32x128b,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            CpShape::S128x256b => "128x256b",
            CpShape::S128x128b => "128x128b",
            CpShape::S64x128b0213 => "64x128b.warpx2::02_13",
            CpShape::S64x128b0123 => "64x128b.warpx2::01_23",
            CpShape::S32x128b => "32x128b.warpx4",
        }
    }

    /// Source rows and bytes per row.
    pub fn rows_bytes(self) -> (u32, u32) {
        match self {
            CpShape::S128x256b => (128, 32),
            CpShape::S128x128b => (128, 16),
            CpShape::S64x128b0213 | CpShape::S64x128b0123 => (64, 16),
            CpShape::S32x128b => (32, 16),
        }
    }

    /// The tensor-memory lanes (from the address's lane 0) source row `r` goes to:
    /// one lane, or its copies in two or four warps' lane quarters. As CUTLASS's
    /// `Copy_Traits<SM100_UTCCP_*>` (cute/atom/copy_traits_sm100.hpp) map bits to
    /// tensor memory: `4x32dp128bit` ValID `(32,128,4):(DP,1,32 DP)`, lanes r + 32q;
    /// `2x64dp128bitlw0213` `(64,128,2):(DP,1,64 DP)`, lanes r and r + 64;
    /// `2x64dp128bitlw0123` `(32,128,2,2):(DP,1,64 DP,32 DP)` with source rows
    /// 32 apart on the third mode, lanes 64 (r / 32) + r % 32 + 32 q.
    pub fn lanes(self, r: u32) -> ([u32; 4], usize) {
        match self {
            CpShape::S128x256b | CpShape::S128x128b => ([r, 0, 0, 0], 1),
            CpShape::S64x128b0213 => ([r, r + 64, 0, 0], 2),
            CpShape::S64x128b0123 => {
                let l = 64 * (r / 32) + r % 32;
                ([l, l + 32, 0, 0], 2)
            }
            CpShape::S32x128b => ([r, r + 32, r + 64, r + 96], 4),
        }
    }
}

/// A `tcgen05.cp.cta_group::{1,2}.<shape>{.<multicast>}` form (without
/// decompression).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tc05Cp {
    pub shape: CpShape,
    /// `.cta_group::2`: into the tensor memory of the CTA and of its peer.
    pub pair: bool,
    /// `.b8x16.b6x16_p32` (6) or `.b8x16.b4x16_p64` (4): each 16-byte chunk of the
    /// source holds 16 packed elements of these bits, decompressed to 8-bit
    /// containers (9.7.16.9.1); 0 without decompression.
    pub src_bits: u8,
}

/// The data-movement shape of `tcgen05.ld`/`tcgen05.st` (9.7.16.2.3): lanes x bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tc05Shape {
    S32x32b,
    S16x64b,
    S16x128b,
    S16x256b,
    S16x32bx2,
}

impl Tc05Shape {
    pub const ALL: [(Tc05Shape, &'static str); 5] = [
        (Tc05Shape::S32x32b, "32x32b"),
        (Tc05Shape::S16x64b, "16x64b"),
        (Tc05Shape::S16x128b, "16x128b"),
        (Tc05Shape::S16x256b, "16x256b"),
        (Tc05Shape::S16x32bx2, "16x32bx2"),
    ];

    pub fn from_word(w: &str) -> Option<Tc05Shape> {
        Self::ALL.iter().find(|(_, n)| *n == w).map(|(s, _)| *s)
    }

    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("?", |(_, n)| n)
    }

    /// Registers per thread for `.x1` (Table 47).
    pub fn regs_x1(self) -> u32 {
        match self {
            Tc05Shape::S16x128b => 2,
            Tc05Shape::S16x256b => 4,
            _ => 1,
        }
    }
}

/// A `tcgen05.{ld,st}.sync.aligned.<shape>.x<num>{.pack::16b|.unpack::16b}.b32` form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tc05Move {
    pub shape: Tc05Shape,
    /// The repeat factor `.x<num>` (1, 2, 4, ... 128).
    pub num: u8,
    /// `.pack::16b` (ld) / `.unpack::16b` (st): two 16-bit columns per register.
    pub pack: bool,
    /// `tcgen05.ld.red`: the reduction over each thread's loaded columns.
    pub red: Option<Tc05Red>,
}

/// `tcgen05.ld.red.<redOp>{.abs}{.NaN}` (9.7.16.8.3, sm_101a/sm_103f/sm_110a): the
/// `.min` or `.max` of the columns each thread loads (of the instruction's type,
/// `.f32`, `.u32` or `.s32`) into `redval`; `.abs` and `.NaN` are `.f32`'s.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tc05Red {
    pub max: bool,
    pub abs: bool,
    pub nan: bool,
}

impl Tc05Move {
    /// Registers per thread (Table 47); `None` where the table has no entry.
    pub fn regs(&self) -> Option<u32> {
        let n = self.shape.regs_x1() * self.num as u32;
        (n <= 128).then_some(n)
    }

    /// Tensor-memory lanes the warp touches (from the address's lane).
    pub fn lanes(&self) -> u32 {
        if self.shape == Tc05Shape::S32x32b {
            32
        } else {
            16
        }
    }

    /// Columns touched from the address's column (`.16x32bx2`: from each of its two
    /// addresses); twice as many packed.
    pub fn columns(&self) -> u32 {
        let per_rep = match self.shape {
            Tc05Shape::S16x64b => 2,
            Tc05Shape::S16x128b => 4,
            Tc05Shape::S16x256b => 8,
            _ => 1,
        };
        per_rep * self.num as u32 * (1 + self.pack as u32)
    }

    /// The cells of thread `t`'s register `r` as (lane, column offset), with the
    /// 16-bit half of the register each holds: unpacked, the register is
    /// [`Tc05Move::cell`]'s cell (`(cell, None)`); packed (9.7.16.8.2), its bits
    /// 0-15 and 16-31 are the low halves of two adjacent columns: what the unpacked
    /// form reads as column c is columns 2c and 2c + 1 (from the second address of
    /// `.16x32bx2`, offsets from there), as CUTLASS's `*_16b` copy traits lay out
    /// their bits (ValID `((16, n), dp):((1, 32), DP_b)`: 16 bits of each column).
    pub fn cells(&self, t: u32, r: u32, split: u32) -> ((u32, u32), Option<(u32, u32)>) {
        if !self.pack {
            return (self.cell(t, r, split), None);
        }
        let (lane, c) = self.cell(t, r, 0);
        let half = if self.shape == Tc05Shape::S16x32bx2 {
            (t / 16) * split
        } else {
            0
        };
        ((lane, half + 2 * c), Some((lane, half + 2 * c + 1)))
    }

    /// The cell (lane, column offsets from the address) of thread `t`'s register `r`
    /// (9.7.16.2.3.1's fragment figures, as CUTLASS's `Copy_Traits<SM100_TMEM_LOAD_*>`
    /// give them in `cute/atom/copy_traits_sm100.hpp`): `.32x32b` lane t, column r;
    /// `.16x64b` lane t/4 + 8 (t%2), column 2r + (t/2)%2; `.16x128b` lane t/4 + 8 (r%2),
    /// column 4 (r/2) + t%4; `.16x256b` lane t/4 + 8 ((r%4)/2), column
    /// 8 (r/4) + 2 (t%4) + r%2; `.16x32bx2` lane t%16, column r, from the second
    /// address (`split` more columns) for t >= 16.
    pub fn cell(&self, t: u32, r: u32, split: u32) -> (u32, u32) {
        match self.shape {
            Tc05Shape::S32x32b => (t, r),
            Tc05Shape::S16x64b => (t / 4 + 8 * (t % 2), 2 * r + (t / 2) % 2),
            Tc05Shape::S16x128b => (t / 4 + 8 * (r % 2), 4 * (r / 2) + t % 4),
            Tc05Shape::S16x256b => (t / 4 + 8 * ((r % 4) / 2), 8 * (r / 4) + 2 * (t % 4) + r % 2),
            Tc05Shape::S16x32bx2 => (t % 16, r + (t / 16) * split),
        }
    }
}

/// The repeat words `.x1` ... `.x128`.
pub const NUM_WORDS: [&str; 8] = ["x1", "x2", "x4", "x8", "x16", "x32", "x64", "x128"];
