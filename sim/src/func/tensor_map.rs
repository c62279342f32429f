//! Tensor maps (`CUtensorMap`): the 128-byte object `cp.async.bulk.tensor` reads to
//! find a box of a global tensor (PTX ISA, "Tensor Access": the tiled mode with its
//! gather4/scatter4 rows, and the im2col mode). NVIDIA's byte
//! format is opaque ("a tensor map object is an opaque value ... should only be
//! accessed through CUDA APIs and PTX", `cuTensorMapEncodeTiled`), so a host program
//! never writes the bytes itself: the driver encodes them. warpsim plays the driver:
//! a launch spec's `tensor_map` argument gives the encoding call's parameters, and
//! warpsim writes them in its own documented layout ([`TensorMap::encode`]); the
//! kernel only passes the object's address, so any layout gives the same results.
//!
//! Layout (little-endian): magic `WSTM`, version 1, data type (the
//! `CUtensorMapDataType` number), rank, swizzle (0 none, 1 32B, 2 64B, 3 128B), OOB
//! fill (0 zeros, 1 NaN), then at 16 the global address, at 24 the five dimensions
//! (u64), at 64 the strides of dimensions 1..4 in bytes (u64), at 96 the box (u16 x 5).
//! An im2col map (`cuTensorMapEncodeIm2col`) has mode 1 at 9 and at 106 the pixel
//! box's lower corner (i16 x 3, innermost spatial dimension first), at 112 its upper
//! corner, at 118 the channels per pixel (u16), at 120 the pixels per column (u16),
//! at 122 the element (traversal) strides (u8 x 5). The packed 4- and 6-bit types
//! move in units of 16 elements ([`TmaType::unit`]), in tiled mode. Interleaved
//! layouts, element strides other than 1 in tiled mode and im2col maps of packed types
//! are not modelled (refused when the map is written).

use crate::ir::TmapField;

/// Size of a tensor map object.
pub const TMAP_BYTES: usize = 128;
// Byte offsets of the fields (see the module doc).
const AT_TYPE: usize = 5;
const AT_RANK: usize = 6;
const AT_SWIZZLE: usize = 7;
const AT_FILL: usize = 8;
const AT_MODE: usize = 9;
const AT_ADDR: usize = 16;
const AT_DIMS: usize = 24;
const AT_STRIDES: usize = 64;
const AT_BOX: usize = 96;
const AT_ESTRIDES: usize = 122;
const MAGIC: &[u8; 4] = b"WSTM";
const VERSION: u8 = 1;

/// Element types of a tensor map (`CUtensorMapDataType`, with its numbering).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TmaType {
    U8 = 0,
    U16 = 1,
    U32 = 2,
    S32 = 3,
    U64 = 4,
    S64 = 5,
    F16 = 6,
    F32 = 7,
    F64 = 8,
    Bf16 = 9,
    /// `CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B` (PTX `.b4x16`): 4-bit elements packed
    /// two to a byte in both memories.
    B4x16 = 13,
    /// `16U4_ALIGN16B` (`.b4x16_p64`): each 16 packed 4-bit elements (8 bytes) of
    /// global memory fill the first half of 16 bytes of shared memory, 8 bytes of
    /// padding after them.
    B4x16P64 = 14,
    /// `16U6_ALIGN16B` (`.b6x16_p32`): each 16 packed 6-bit elements (12 bytes) of
    /// global memory, 4 bytes of padding after them in shared memory.
    B6x16P32 = 15,
}

impl TmaType {
    const ALL: [TmaType; 13] = [
        TmaType::U8,
        TmaType::U16,
        TmaType::U32,
        TmaType::S32,
        TmaType::U64,
        TmaType::S64,
        TmaType::F16,
        TmaType::F32,
        TmaType::F64,
        TmaType::Bf16,
        TmaType::B4x16,
        TmaType::B4x16P64,
        TmaType::B6x16P32,
    ];

    /// The type of a launch spec name (`u8`, `u16`, `u32`, `s32`, `u64`, `s64`,
    /// `f16`, `f32`, `f64`, `bf16`, and the packed `b4x16`, `b4x16_p64`, `b6x16_p32`
    /// as PTX's `tensormap.replace` names them).
    pub fn by_name(s: &str) -> Option<TmaType> {
        TmaType::ALL.into_iter().find(|t| t.name() == s)
    }

    pub fn name(self) -> &'static str {
        match self {
            TmaType::U8 => "u8",
            TmaType::U16 => "u16",
            TmaType::U32 => "u32",
            TmaType::S32 => "s32",
            TmaType::U64 => "u64",
            TmaType::S64 => "s64",
            TmaType::F16 => "f16",
            TmaType::F32 => "f32",
            TmaType::F64 => "f64",
            TmaType::Bf16 => "bf16",
            TmaType::B4x16 => "b4x16",
            TmaType::B4x16P64 => "b4x16_p64",
            TmaType::B6x16P32 => "b6x16_p32",
        }
    }

    /// Bytes of an element; of a packed type's unit of 16 elements in global memory.
    pub fn bytes(self) -> u32 {
        self.unit().1
    }

    /// The unit a copy moves: (elements, bytes in global memory, bytes in shared
    /// memory): one element of the whole-byte types, 16 of the packed ones
    /// (`cuTensorMapEncodeTiled`'s 16U4/16U6 types).
    pub fn unit(self) -> (u32, u32, u32) {
        match self {
            TmaType::U8 => (1, 1, 1),
            TmaType::U16 | TmaType::F16 | TmaType::Bf16 => (1, 2, 2),
            TmaType::U32 | TmaType::S32 | TmaType::F32 => (1, 4, 4),
            TmaType::U64 | TmaType::S64 | TmaType::F64 => (1, 8, 8),
            TmaType::B4x16 => (16, 8, 8),
            TmaType::B4x16P64 => (16, 8, 16),
            TmaType::B6x16P32 => (16, 12, 16),
        }
    }

    /// The canonical quiet NaN of a float type (what `OOB_FILL_NAN_REQUEST_ZERO_FMA`
    /// writes), `None` for integer types (their out-of-bound elements are zeros).
    fn nan(self) -> Option<u64> {
        match self {
            TmaType::F16 => Some(0x7FFF),
            TmaType::Bf16 => Some(0x7FFF),
            TmaType::F32 => Some(0x7FFF_FFFF),
            TmaType::F64 => Some(0x7FFF_FFFF_FFFF_FFFF),
            _ => None,
        }
    }
}

/// A tiled-mode tensor map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorMap {
    pub ty: TmaType,
    /// Dimensions (1..=5).
    pub rank: u32,
    /// Global address of element (0, ..., 0).
    pub addr: u64,
    /// Elements per dimension (dimension 0 is contiguous); unused entries are 1.
    pub dims: [u64; 5],
    /// Bytes between consecutive elements of each dimension (`strides[0]` is the
    /// element size; the map stores dimensions 1..rank).
    pub strides: [u64; 5],
    /// The box (elements per dimension) one copy moves; unused entries are 1.
    pub boxes: [u32; 5],
    /// Swizzle span in bytes: 0 (none), 32, 64 or 128.
    pub swizzle: u32,
    /// Out-of-bound float elements read as NaN instead of zero.
    pub nan_fill: bool,
    /// The im2col mode's parameters (`None`: tiled mode).
    pub im2col: Option<Im2col>,
}

/// An im2col tensor map's parameters (`cuTensorMapEncodeIm2col`; PTX ISA, "Im2col
/// mode"). Dimension 0 is the channels (C), 1..rank-1 the spatial dimensions (W, H,
/// D, innermost first) and rank-1 the images (N). A copy walks `pixels` pixels from
/// its coordinates through the bounding box, each spatial dimension d from
/// `lower[d]` to `dims - 1 + upper[d]` (inclusive), W fastest, then the next image
/// with the spatial coordinates back at the lower corner; a pixel's tensor
/// coordinates add the instruction's im2col offsets. Each pixel brings `channels`
/// elements of C from the coordinates' channel on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Im2col {
    pub lower: [i32; 3],
    pub upper: [i32; 3],
    pub channels: u32,
    pub pixels: u32,
    /// Traversal strides of dimensions 0..rank (the spatial ones step the walk).
    pub estrides: [u32; 5],
}

impl TensorMap {
    /// Check the requirements `cuTensorMapEncodeTiled` states for its parameters (the
    /// ones this model covers).
    pub fn validate(&self) -> Result<(), String> {
        let r = self.rank as usize;
        if !(1..=5).contains(&r) {
            return Err(format!("rank {} is not 1..5", self.rank));
        }
        if !self.addr.is_multiple_of(16) {
            return Err(format!(
                "the global address {:#x} is not 16-byte aligned",
                self.addr
            ));
        }
        for d in 0..r {
            if self.dims[d] == 0 || self.dims[d] > 1 << 32 {
                return Err(format!("dimension {d} is {} (1..2^32)", self.dims[d]));
            }
            if self.boxes[d] == 0 || self.boxes[d] > 256 {
                return Err(format!("box dimension {d} is {} (1..256)", self.boxes[d]));
            }
            if d > 0 && (!self.strides[d].is_multiple_of(16) || self.strides[d] >= 1 << 40) {
                return Err(format!(
                    "the stride of dimension {d} is {} bytes (a multiple of 16 below 2^40)",
                    self.strides[d]
                ));
            }
        }
        if let Some(ic) = &self.im2col {
            ic.validate(r)?;
        }
        let (per, _, sbytes) = self.ty.unit();
        if per > 1 {
            if self.im2col.is_some() {
                return Err(format!(
                    "an im2col map of packed .{} elements is not modelled",
                    self.ty.name()
                ));
            }
            if !self.dims[0].is_multiple_of(per as u64) || !self.boxes[0].is_multiple_of(per) {
                return Err(format!(
                    "dimension 0 ({}) and its box ({}) of packed .{} elements must be whole units of {per} [model]",
                    self.dims[0],
                    self.boxes[0],
                    self.ty.name()
                ));
            }
        }
        let row = self.row_units() as u64 * sbytes as u64;
        if !row.is_multiple_of(16) {
            return Err(format!(
                "the box's inner dimension is {row} bytes (a multiple of 16 without interleave)"
            ));
        }
        if self.swizzle != 0 && row > self.swizzle as u64 {
            return Err(format!(
                "the box's inner dimension ({row} bytes) exceeds the {}-byte swizzle span",
                self.swizzle
            ));
        }
        if self.nan_fill && self.ty.nan().is_none() {
            return Err(format!(
                "NaN fill needs a floating-point type, not {}",
                self.ty.name()
            ));
        }
        Ok(())
    }

    /// The map's bytes (see the module doc). Call [`validate`](Self::validate) first.
    pub fn encode(&self) -> [u8; TMAP_BYTES] {
        let mut b = [0u8; TMAP_BYTES];
        b[0..4].copy_from_slice(MAGIC);
        b[4] = VERSION;
        b[AT_TYPE] = self.ty as u8;
        b[AT_RANK] = self.rank as u8;
        b[AT_SWIZZLE] = match self.swizzle {
            32 => 1,
            64 => 2,
            128 => 3,
            _ => 0,
        };
        b[AT_FILL] = self.nan_fill as u8;
        put(&mut b, AT_ADDR, &self.addr.to_le_bytes());
        for d in 0..5 {
            put(&mut b, AT_DIMS + 8 * d, &self.dims[d].to_le_bytes());
            put(
                &mut b,
                AT_BOX + 2 * d,
                &(self.boxes[d] as u16).to_le_bytes(),
            );
        }
        for d in 1..5 {
            put(
                &mut b,
                AT_STRIDES + 8 * (d - 1),
                &self.strides[d].to_le_bytes(),
            );
        }
        if let Some(ic) = &self.im2col {
            b[AT_MODE] = 1;
            for k in 0..3 {
                b[106 + 2 * k..108 + 2 * k].copy_from_slice(&(ic.lower[k] as i16).to_le_bytes());
                b[112 + 2 * k..114 + 2 * k].copy_from_slice(&(ic.upper[k] as i16).to_le_bytes());
            }
            b[118..120].copy_from_slice(&(ic.channels as u16).to_le_bytes());
            b[120..122].copy_from_slice(&(ic.pixels as u16).to_le_bytes());
            for d in 0..5 {
                b[AT_ESTRIDES + d] = ic.estrides[d] as u8;
            }
        }
        b
    }

    /// Read a map back from its bytes, checking it is one warpsim wrote and valid.
    pub fn decode(b: &[u8; TMAP_BYTES]) -> Result<TensorMap, String> {
        if &b[0..4] != MAGIC || b[4] != VERSION {
            return Err(
                "not a tensor map (warpsim writes them from a launch spec's `tensor_map` argument; the bytes there are not one)"
                    .to_string(),
            );
        }
        let ty = TmaType::ALL
            .into_iter()
            .find(|t| *t as u8 == b[AT_TYPE])
            .ok_or_else(|| format!("tensor map data type {} is not modelled", b[AT_TYPE]))?;
        let u64_at = |o: usize| {
            let mut x = [0u8; 8];
            x.copy_from_slice(&b[o..o + 8]);
            u64::from_le_bytes(x)
        };
        let mut m = TensorMap {
            ty,
            rank: b[AT_RANK] as u32,
            addr: u64_at(AT_ADDR),
            dims: [1; 5],
            strides: [0; 5],
            boxes: [1; 5],
            swizzle: match b[AT_SWIZZLE] {
                1 => 32,
                2 => 64,
                3 => 128,
                _ => 0,
            },
            nan_fill: b[AT_FILL] == 1,
            im2col: None,
        };
        if b[AT_MODE] == 1 {
            let i16_at = |o: usize| i16::from_le_bytes([b[o], b[o + 1]]) as i32;
            let u16_at = |o: usize| u16::from_le_bytes([b[o], b[o + 1]]) as u32;
            let mut ic = Im2col {
                lower: [0; 3],
                upper: [0; 3],
                channels: u16_at(118),
                pixels: u16_at(120),
                estrides: [1; 5],
            };
            for k in 0..3 {
                ic.lower[k] = i16_at(106 + 2 * k);
                ic.upper[k] = i16_at(112 + 2 * k);
            }
            for d in 0..5 {
                ic.estrides[d] = b[AT_ESTRIDES + d] as u32;
            }
            m.im2col = Some(ic);
        }
        m.strides[0] = ty.bytes() as u64;
        for d in 0..5 {
            m.dims[d] = u64_at(AT_DIMS + 8 * d);
            m.boxes[d] = u16::from_le_bytes([b[AT_BOX + 2 * d], b[AT_BOX + 2 * d + 1]]) as u32;
        }
        for d in 1..5 {
            m.strides[d] = u64_at(AT_STRIDES + 8 * (d - 1));
        }
        m.validate()?;
        Ok(m)
    }

    /// Bytes of one box in shared memory (what a load's complete-tx counts,
    /// out-of-bound elements and a packed type's padding included: the box is always
    /// written whole).
    pub fn box_bytes(&self) -> u64 {
        let (per, _, sbytes) = self.ty.unit();
        let elems = match &self.im2col {
            Some(ic) => ic.channels as u64 * ic.pixels as u64,
            None => self.boxes.iter().map(|&b| b as u64).product::<u64>(),
        };
        elems / per as u64 * sbytes as u64
    }

    /// Units ([`TmaType::unit`]) of one row of the shared-memory image: the box's
    /// inner dimension, or an im2col pixel's channels.
    pub fn row_units(&self) -> u32 {
        self.im2col.map_or(self.boxes[0], |ic| ic.channels) / self.ty.unit().0
    }

    /// The in-bounds part `[lo, hi)` of a row of `n` units of dimension 0 from unit
    /// `c0`.
    fn span0(&self, c0: i64, n: u32) -> (u64, u64) {
        let dim = (self.dims[0] / self.ty.unit().0 as u64) as i64;
        let lo = (-c0).clamp(0, n as i64) as u64;
        let hi = (dim - c0).clamp(0, n as i64) as u64;
        (lo, hi)
    }

    /// Call `f(offset, row)` for every pixel an im2col copy at `coords` (C, then the
    /// spatial dimensions, then N) with the im2col `offsets` (spatial, innermost
    /// first) brings, in order (see [`Im2col`]): the pixel's unswizzled byte offset in
    /// the shared-memory image (`channels` elements per pixel, dense), its first
    /// channel's global address and its in-bounds channels. Stops at `f`'s first
    /// error.
    pub fn im2col_rows<E>(
        &self,
        coords: &[i32; 5],
        offsets: &[i32; 3],
        mut f: impl FnMut(u64, Row) -> Result<(), E>,
    ) -> Result<(), E> {
        let Some(ic) = &self.im2col else {
            return Ok(());
        };
        let r = self.rank as usize;
        let ns = r - 2;
        let es = self.ty.bytes() as u64;
        let row_bytes = ic.channels as u64 * es;
        // The walk's position in the bounding box (spatial dims, then the image).
        let mut pos = [0i64; 3];
        for d in 0..ns {
            pos[d] = coords[1 + d] as i64;
        }
        let mut n = coords[r - 1] as i64;
        let c0 = coords[0] as i64;
        let (clo, chi) = self.span0(c0, ic.channels);
        for p in 0..ic.pixels as u64 {
            let mut inside = n >= 0 && (n as u64) < self.dims[r - 1];
            let mut addr = self.addr as i128 + n as i128 * self.strides[r - 1] as i128;
            for d in 0..ns {
                let g = pos[d] + offsets[d] as i64;
                inside &= g >= 0 && (g as u64) < self.dims[1 + d];
                addr += g as i128 * self.strides[1 + d] as i128;
            }
            let (lo, hi) = if inside && clo < chi {
                (clo, chi)
            } else {
                (0, 0)
            };
            f(
                p * row_bytes,
                Row {
                    global: (addr + c0 as i128 * es as i128) as u64,
                    lo,
                    hi,
                },
            )?;
            // Next pixel: W steps by its traversal stride; past the box's upper corner
            // it goes back to the lower corner and the next dimension steps; past the
            // last spatial dimension, the next image.
            let mut d = 0;
            loop {
                if d == ns {
                    n += 1;
                    break;
                }
                pos[d] += ic.estrides[1 + d].max(1) as i64;
                let top = self.dims[1 + d] as i64 - 1 + ic.upper[d] as i64;
                if pos[d] <= top {
                    break;
                }
                pos[d] = ic.lower[d] as i64;
                d += 1;
            }
        }
        Ok(())
    }

    /// The value an out-of-bound element reads as.
    pub fn fill(&self) -> u64 {
        if self.nan_fill {
            self.ty.nan().unwrap_or(0)
        } else {
            0
        }
    }

    /// Call `f(offset, row)` for every row of the box at `coords` (one per index of
    /// dimensions 1..rank, in order): the row's unswizzled byte offset in the box's
    /// shared-memory image (dense, dimension 0 innermost), its first unit's global
    /// address and its in-bounds units. A packed type's coordinate 0 is a whole unit
    /// (the caller checks). Stops at `f`'s first error.
    pub fn rows<E>(
        &self,
        coords: &[i32; 5],
        mut f: impl FnMut(u64, Row) -> Result<(), E>,
    ) -> Result<(), E> {
        let (per, gbytes, sbytes) = self.ty.unit();
        let row_bytes = self.row_units() as u64 * sbytes as u64;
        let n: u64 = self.boxes[1..].iter().map(|&b| b as u64).product();
        for k in 0..n {
            let mut rest = k;
            let mut inside = true;
            let mut addr = self.addr as i128;
            for (d, &c) in coords.iter().enumerate().skip(1) {
                let e = rest % self.boxes[d] as u64;
                rest /= self.boxes[d] as u64;
                let g = c as i64 + e as i64;
                inside &= g >= 0 && (g as u64) < self.dims[d];
                addr += g as i128 * self.strides[d] as i128;
            }
            let c0 = (coords[0] as i64).div_euclid(per as i64);
            // Units of dimension 0 in bounds: [lo, hi) of the row.
            let (lo, hi) = self.span0(c0, self.row_units());
            let (lo, hi) = if inside && lo < hi { (lo, hi) } else { (0, 0) };
            let start = addr + c0 as i128 * gbytes as i128;
            f(
                k * row_bytes,
                Row {
                    global: start as u64,
                    lo,
                    hi,
                },
            )?;
        }
        Ok(())
    }

    /// Call `f(offset, row)` for the four rows a `.tile::gather4`/`.tile::scatter4`
    /// copy of a 2-d tiled map moves (PTX ISA, ".tile::scatter4 and .tile::gather4
    /// modes"): `boxes[0]` elements of rows `rows[k]` from column `col`, the k-th row
    /// at `k` rows of the shared-memory image (dense). The box is one row high, so each
    /// is the box at (col, rows[k]). Stops at `f`'s first error.
    pub fn gather4_rows<E>(
        &self,
        col: i32,
        rows: [i32; 4],
        mut f: impl FnMut(u64, Row) -> Result<(), E>,
    ) -> Result<(), E> {
        let row_bytes = self.boxes[0] as u64 * self.ty.bytes() as u64;
        for (k, &r) in rows.iter().enumerate() {
            self.rows(&[col, r, 0, 0, 0], |off, row| {
                f(k as u64 * row_bytes + off, row)
            })?;
        }
        Ok(())
    }
}

impl Im2col {
    /// Check the requirements `cuTensorMapEncodeIm2col` states (the ones this model
    /// covers) for a map of rank `r`.
    fn validate(&self, r: usize) -> Result<(), String> {
        if !(3..=5).contains(&r) {
            return Err(format!("an im2col map has rank 3 to 5, not {r}"));
        }
        // The corners' range shrinks with the spatial dimensions (16 bits in all).
        let bits = 16 / (r as u32 - 2);
        let (min, max) = (-(1i32 << (bits - 1)), (1i32 << (bits - 1)) - 1);
        for d in 0..r - 2 {
            for (what, v) in [("lower", self.lower[d]), ("upper", self.upper[d])] {
                if !(min..=max).contains(&v) {
                    return Err(format!(
                        "the pixel box's {what} corner {v} in spatial dimension {d} is outside {min}..{max}"
                    ));
                }
            }
        }
        if !(1..=256).contains(&self.channels) {
            return Err(format!("channels per pixel is {} (1..256)", self.channels));
        }
        if !(1..=1024).contains(&self.pixels) {
            return Err(format!("pixels per column is {} (1..1024)", self.pixels));
        }
        for (d, &s) in self.estrides.iter().enumerate().take(r) {
            if !(1..=8).contains(&s) {
                return Err(format!("the element stride of dimension {d} is {s} (1..8)"));
            }
            if s != 1 && (d == 0 || d == r - 1) {
                return Err(format!(
                    "an element stride of {s} in dimension {d} (channels or images) is not modelled"
                ));
            }
        }
        Ok(())
    }
}

/// Write `bytes` at offset `at` of map bytes `b`.
fn put(b: &mut [u8; TMAP_BYTES], at: usize, bytes: &[u8]) {
    b[at..at + bytes.len()].copy_from_slice(bytes);
}

/// `tensormap.replace`: set field `f` (ordinal `ord` for the per-dimension ones) of map bytes `b` to `v`
/// (PTX ISA, "tensormap.replace": `.rank` takes the rank minus one; `.global_stride`
/// ordinal k is the byte stride of dimension k + 1, as CUTLASS writes it; the
/// `.field3` values follow the ISA's table, whose `.elemtype` numbering is not the
/// driver's). An error says what is not modelled.
pub fn replace_field(
    b: &mut [u8; TMAP_BYTES],
    f: TmapField,
    ord: u64,
    v: u64,
) -> Result<(), String> {
    let dims_ord = |n: u64| {
        if ord < n {
            Ok(ord as usize)
        } else {
            Err(format!("ordinal {ord} is not below {n}"))
        }
    };
    match f {
        TmapField::GlobalAddress => put(b, AT_ADDR, &v.to_le_bytes()),
        TmapField::Rank => {
            if v > 4 {
                return Err(format!("rank {} is not 1..5", v + 1));
            }
            b[AT_RANK] = v as u8 + 1;
        }
        TmapField::BoxDim => {
            let d = dims_ord(5)?;
            if !(1..=256).contains(&v) {
                return Err(format!("box dimension {v} is not 1..256"));
            }
            put(b, AT_BOX + 2 * d, &(v as u16).to_le_bytes());
        }
        TmapField::GlobalDim => {
            let d = dims_ord(5)?;
            put(b, AT_DIMS + 8 * d, &(v as u32 as u64).to_le_bytes());
        }
        TmapField::GlobalStride => {
            let d = dims_ord(4)?;
            put(b, AT_STRIDES + 8 * d, &v.to_le_bytes());
        }
        TmapField::ElementStride => {
            let d = dims_ord(5)?;
            if b[AT_MODE] == 1 {
                // An im2col map keeps its traversal strides.
                if !(1..=8).contains(&v) {
                    return Err(format!("element stride {v} is not 1..8"));
                }
                b[AT_ESTRIDES + d] = v as u8;
            } else if v != 1 {
                return Err(format!(
                    "element stride {v} of a tiled map (only 1 is modelled)"
                ));
            }
        }
        TmapField::ElemType => {
            // The ISA's numbering -> warpsim's (the driver's `CUtensorMapDataType`).
            b[AT_TYPE] = match v {
                0..=7 => v as u8,
                9 => 8,
                10 => 9,
                // .b4x16, .b4x16_p64, .b6x16_p32 (PTX ISA 8.7): the driver's numbers.
                13..=15 => v as u8,
                _ => {
                    return Err(format!(
                        "element type {v} (the ISA's numbering) is not modelled"
                    ))
                }
            };
        }
        TmapField::Interleave if v != 0 => {
            return Err(format!("interleave layout {v} is not modelled"))
        }
        TmapField::SwizzleMode => {
            if v > 3 {
                return Err(format!("swizzle mode {v} is not modelled"));
            }
            b[AT_SWIZZLE] = v as u8;
        }
        TmapField::SwizzleAtomicity if v != 0 => {
            return Err(format!("swizzle atomicity {v} is not modelled (only 16B)"))
        }
        TmapField::FillMode => {
            if v > 1 {
                return Err(format!("fill mode {v} is not 0 or 1"));
            }
            b[AT_FILL] = v as u8;
        }
        TmapField::Interleave | TmapField::SwizzleAtomicity => {}
    }
    Ok(())
}

/// One row of a box: its first element's global address (meaningful for elements
/// `lo..hi`, the in-bounds ones; the rest are filled on a load and skipped on a
/// store).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    pub global: u64,
    pub lo: u64,
    pub hi: u64,
}

/// The shared-memory address of byte `addr` of a box image under a swizzle span: the
/// 16-byte chunk index within each span-sized row is XORed with the row's index
/// modulo the span's chunk count (`Swizzle<b,4,3>` on the byte address, b = 1, 2, 3
/// for 32, 64, 128 bytes, as CuTe writes the TMA and wgmma swizzles). Applied to the
/// absolute shared address, as the hardware does: a destination aligned to the
/// pattern's repeat (8 rows of 128 bytes = 1024 bytes for 128B) gets the textbook
/// pattern.
#[inline]
pub fn swizzle(addr: u64, span: u32) -> u64 {
    let b = match span {
        32 => 1,
        64 => 2,
        128 => 3,
        _ => return addr,
    };
    let mask = (1u64 << b) - 1;
    addr ^ (((addr >> 7) & mask) << 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map2d() -> TensorMap {
        TensorMap {
            ty: TmaType::F16,
            rank: 2,
            addr: 0x7_0000_0000,
            dims: [100, 70, 1, 1, 1],
            strides: [2, 256, 0, 0, 0],
            boxes: [64, 8, 1, 1, 1],
            swizzle: 128,
            nan_fill: false,
            im2col: None,
        }
    }

    #[test]
    fn encode_decode_round_trip() {
        let m = map2d();
        m.validate().unwrap();
        assert_eq!(TensorMap::decode(&m.encode()).unwrap(), m);
        let mut bad = m.encode();
        bad[0] = b'X';
        assert!(TensorMap::decode(&bad)
            .unwrap_err()
            .contains("not a tensor map"));
    }

    #[test]
    fn validation_follows_the_driver_rules() {
        let mut m = map2d();
        m.boxes[0] = 72; // 144 bytes > 128B swizzle span
        assert!(m.validate().unwrap_err().contains("swizzle span"));
        let mut m = map2d();
        m.strides[1] = 200;
        assert!(m.validate().unwrap_err().contains("multiple of 16"));
        let mut m = map2d();
        m.boxes[0] = 4; // 8 bytes
        assert!(m.validate().unwrap_err().contains("multiple of 16"));
        let mut m = map2d();
        m.ty = TmaType::S32;
        m.nan_fill = true;
        m.boxes[0] = 32;
        assert!(m.validate().unwrap_err().contains("NaN"));
    }

    #[test]
    fn rows_clip_to_the_tensor() {
        let m = map2d();
        let mut rows = Vec::new();
        m.rows(&[60, 66, 0, 0, 0], |off, r| {
            rows.push((off, r));
            Ok::<(), ()>(())
        })
        .unwrap();
        assert_eq!(rows.len(), 8);
        // Row 0: y = 66, x 60..124 of which 60..100 exist (40 elements).
        assert_eq!(
            rows[0],
            (
                0,
                Row {
                    global: 0x7_0000_0000 + 66 * 256 + 60 * 2,
                    lo: 0,
                    hi: 40
                }
            )
        );
        // Rows for y = 70.. are out of bounds entirely.
        assert_eq!(rows[4].1.hi, 0);
        assert_eq!(rows[3].0, 3 * 128);
        // Negative coordinates: the first elements are outside.
        let mut first = None;
        m.rows(&[-5, 0, 0, 0, 0], |_, r| {
            first.get_or_insert(r);
            Ok::<(), ()>(())
        })
        .unwrap();
        assert_eq!((first.unwrap().lo, first.unwrap().hi), (5, 64));
    }

    #[test]
    fn swizzle_permutes_16_byte_chunks_within_each_span() {
        // 128B: row r's chunk c lands at chunk c ^ (r % 8).
        for r in 0..16u64 {
            for c in 0..8u64 {
                let a = r * 128 + c * 16 + 3;
                assert_eq!(swizzle(a, 128), r * 128 + ((c ^ (r % 8)) * 16) + 3);
            }
        }
        // 64B: two chunk bits, XOR with (address bits 7..8).
        assert_eq!(swizzle(128 + 16, 64), 128);
        assert_eq!(swizzle(3 * 128 + 32, 64), 3 * 128 + 16);
        // 32B: one bit.
        assert_eq!(swizzle(128, 32), 128 + 16);
        assert_eq!(swizzle(256, 32), 256);
        assert_eq!(swizzle(77, 0), 77);
    }

    #[test]
    fn im2col_maps_round_trip_and_walk_the_box() {
        // C 8 (u32), W 4, H 4, N 2; the box shifted by -1 in W and H.
        let m = TensorMap {
            ty: TmaType::U32,
            rank: 4,
            addr: 0x1000,
            dims: [8, 4, 4, 2, 1],
            strides: [4, 32, 128, 512, 0],
            boxes: [8, 1, 1, 1, 1],
            swizzle: 0,
            nan_fill: false,
            im2col: Some(Im2col {
                lower: [-1, -1, 0],
                upper: [-1, -1, 0],
                channels: 8,
                pixels: 6,
                estrides: [1, 1, 1, 1, 1],
            }),
        };
        m.validate().unwrap();
        assert_eq!(TensorMap::decode(&m.encode()), Ok(m.clone()));
        assert_eq!(m.box_bytes(), 6 * 8 * 4);
        // From (w 2, h 1, n 0): (2,1), then W wraps to the lower corner -1 on h 2.
        let mut rows = Vec::new();
        m.im2col_rows::<()>(&[0, 2, 1, 0, 0], &[0, 0, 0], |off, r| {
            rows.push((off, r.lo, r.hi, r.global));
            Ok(())
        })
        .unwrap();
        let at = |w: u64, h: u64, n: u64| 0x1000 + 4 * 8 * w + 128 * h + 512 * n;
        assert_eq!(
            rows,
            vec![
                (0, 0, 8, at(2, 1, 0)),
                (32, 0, 0, at(0, 2, 0).wrapping_sub(32)),
                (64, 0, 8, at(0, 2, 0)),
                (96, 0, 8, at(1, 2, 0)),
                (128, 0, 8, at(2, 2, 0)),
                // Past h 2 (= 3 - 1): the next image, at the lower corner (-1, -1).
                (160, 0, 0, at(0, 0, 1).wrapping_sub(32 + 128)),
            ]
        );
        // Corners outside a 4d map's range are refused.
        let ic = m.im2col.unwrap();
        let mut bad = m.clone();
        bad.im2col = Some(Im2col {
            lower: [-129, 0, 0],
            ..ic
        });
        assert!(bad.validate().unwrap_err().contains("outside -128..127"));
    }

    fn replaced_map() -> [u8; TMAP_BYTES] {
        TensorMap {
            ty: TmaType::U8,
            rank: 2,
            addr: 0x7_0000_0000,
            dims: [64, 8, 1, 1, 1],
            strides: [1, 64, 0, 0, 0],
            boxes: [16, 4, 1, 1, 1],
            swizzle: 0,
            nan_fill: false,
            im2col: None,
        }
        .encode()
    }

    #[test]
    fn fields_land_where_the_decoder_reads_them() {
        let mut b = replaced_map();
        let set = |b: &mut [u8; TMAP_BYTES], f, ord, v| replace_field(b, f, ord, v).unwrap();
        set(&mut b, TmapField::Rank, 0, 2);
        set(&mut b, TmapField::GlobalAddress, 0, 0x7_0000_1000);
        set(&mut b, TmapField::GlobalDim, 2, 3);
        set(&mut b, TmapField::GlobalStride, 1, 512);
        set(&mut b, TmapField::BoxDim, 2, 2);
        set(&mut b, TmapField::SwizzleMode, 0, 2);
        set(&mut b, TmapField::FillMode, 0, 1);
        // The ISA's .elemtype numbering: 9 is .f64, 10 .bf16.
        set(&mut b, TmapField::ElemType, 0, 10);
        let m = TensorMap::decode(&b).unwrap();
        assert_eq!((m.rank, m.addr, m.ty), (3, 0x7_0000_1000, TmaType::Bf16));
        assert_eq!((m.dims[2], m.strides[2], m.boxes[2]), (3, 512, 2));
        assert_eq!((m.swizzle, m.nan_fill), (64, true));
        // (f64 rows of 16 are 128 bytes: wider than the 64B swizzle span.)
        set(&mut b, TmapField::SwizzleMode, 0, 0);
        set(&mut b, TmapField::ElemType, 0, 9);
        assert_eq!(TensorMap::decode(&b).unwrap().ty, TmaType::F64);
        // The modelled defaults are accepted as no-ops; others are errors.
        let before = b;
        set(&mut b, TmapField::Interleave, 0, 0);
        set(&mut b, TmapField::SwizzleAtomicity, 0, 0);
        set(&mut b, TmapField::ElementStride, 3, 1);
        assert_eq!(b, before);
        for (f, ord, v) in [
            (TmapField::ElemType, 0, 8),
            (TmapField::ElemType, 0, 11),
            (TmapField::SwizzleMode, 0, 4),
            (TmapField::FillMode, 0, 2),
            (TmapField::GlobalStride, 4, 16),
            (TmapField::BoxDim, 0, 257),
        ] {
            assert!(replace_field(&mut b, f, ord, v).is_err(), "{f:?} {ord} {v}");
        }
    }
}
