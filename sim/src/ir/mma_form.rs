//! The warp-level matrix multiply-accumulate form (PTX `mma.sync.aligned`): shape,
//! the four element types and `.satfinite`, the table of legal combinations with the
//! target each needs (PTX ISA 9.x, "Warp-level Matrix Multiply-Accumulate
//! Instructions: mma"), and the register counts of its operands. The PTX front end
//! checks forms with [`check`]; the executor and the fragment layouts size the
//! operand lists with [`MmaForm::regs`].

/// `.mMnNkK`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    M8n8k4,
    M8n8k16,
    M8n8k32,
    M8n8k128,
    M16n8k4,
    M16n8k8,
    M16n8k16,
    M16n8k32,
    M16n8k64,
    M16n8k128,
    M16n8k256,
    /// The wmma-only shapes.
    M16n16k16,
    M32n8k16,
    M8n32k16,
    M16n16k8,
}

impl Shape {
    pub const ALL: &'static [(Shape, &'static str)] = &[
        (Shape::M8n8k4, "m8n8k4"),
        (Shape::M8n8k16, "m8n8k16"),
        (Shape::M8n8k32, "m8n8k32"),
        (Shape::M8n8k128, "m8n8k128"),
        (Shape::M16n8k4, "m16n8k4"),
        (Shape::M16n8k8, "m16n8k8"),
        (Shape::M16n8k16, "m16n8k16"),
        (Shape::M16n8k32, "m16n8k32"),
        (Shape::M16n8k64, "m16n8k64"),
        (Shape::M16n8k128, "m16n8k128"),
        (Shape::M16n8k256, "m16n8k256"),
        (Shape::M16n16k16, "m16n16k16"),
        (Shape::M32n8k16, "m32n8k16"),
        (Shape::M8n32k16, "m8n32k16"),
        (Shape::M16n16k8, "m16n16k8"),
    ];

    pub fn from_name(s: &str) -> Option<Shape> {
        Shape::ALL.iter().find(|(_, n)| *n == s).map(|(x, _)| *x)
    }

    pub fn name(self) -> &'static str {
        Shape::ALL
            .iter()
            .find(|(x, _)| *x == self)
            .map(|(_, n)| *n)
            .unwrap_or("?")
    }

    /// (M, N, K).
    pub fn mnk(self) -> (u32, u32, u32) {
        match self {
            Shape::M8n8k4 => (8, 8, 4),
            Shape::M8n8k16 => (8, 8, 16),
            Shape::M8n8k32 => (8, 8, 32),
            Shape::M8n8k128 => (8, 8, 128),
            Shape::M16n8k4 => (16, 8, 4),
            Shape::M16n8k8 => (16, 8, 8),
            Shape::M16n8k16 => (16, 8, 16),
            Shape::M16n8k32 => (16, 8, 32),
            Shape::M16n8k64 => (16, 8, 64),
            Shape::M16n8k128 => (16, 8, 128),
            Shape::M16n8k256 => (16, 8, 256),
            Shape::M16n16k16 => (16, 16, 16),
            Shape::M32n8k16 => (32, 8, 16),
            Shape::M8n32k16 => (8, 32, 16),
            Shape::M16n16k8 => (16, 16, 8),
        }
    }
}

/// Element type of an mma operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MTy {
    F16,
    Bf16,
    Tf32,
    F32,
    F64,
    E4m3,
    E5m2,
    /// The `.kind::f8f6f4` narrow floats (sm_120a), each in an 8-bit container:
    /// e3m2/e2m3 in bits 5:0, e2m1 in bits 5:2 (PTX ISA 9.1, mma).
    E3m2,
    E2m3,
    E2m1,
    /// `.e2m1` under `.kind::mxf4`/`.kind::mxf4nvf4`: packed, eight to a register
    /// with no padding (PTX ISA 9.1, mma). Written `.e2m1`; the kind selects it.
    E2m1x,
    S8,
    U8,
    S4,
    U4,
    B1,
    S32,
}

impl MTy {
    pub const ALL: &'static [(MTy, &'static str)] = &[
        (MTy::F16, "f16"),
        (MTy::Bf16, "bf16"),
        (MTy::Tf32, "tf32"),
        (MTy::F32, "f32"),
        (MTy::F64, "f64"),
        (MTy::E4m3, "e4m3"),
        (MTy::E5m2, "e5m2"),
        (MTy::E3m2, "e3m2"),
        (MTy::E2m3, "e2m3"),
        (MTy::E2m1, "e2m1"),
        (MTy::E2m1x, "e2m1"),
        (MTy::S8, "s8"),
        (MTy::U8, "u8"),
        (MTy::S4, "s4"),
        (MTy::U4, "u4"),
        (MTy::B1, "b1"),
        (MTy::S32, "s32"),
    ];

    /// The type words, for the modifier groups of the PTX table.
    pub const WORDS: &'static [&'static str] = &[
        "f16", "bf16", "tf32", "f32", "f64", "e4m3", "e5m2", "e3m2", "e2m3", "e2m1", "s8", "u8",
        "s4", "u4", "b1", "s32",
    ];

    pub fn from_name(s: &str) -> Option<MTy> {
        MTy::ALL.iter().find(|(_, n)| *n == s).map(|(x, _)| *x)
    }

    pub fn name(self) -> &'static str {
        MTy::ALL
            .iter()
            .find(|(x, _)| *x == self)
            .map(|(_, n)| *n)
            .unwrap_or("?")
    }

    /// Bits of one element in a register.
    pub fn bits(self) -> u32 {
        match self {
            MTy::F16 | MTy::Bf16 => 16,
            MTy::Tf32 | MTy::F32 | MTy::S32 => 32,
            MTy::F64 => 64,
            MTy::E4m3 | MTy::E5m2 | MTy::S8 | MTy::U8 => 8,
            MTy::E3m2 | MTy::E2m3 | MTy::E2m1 => 8, // the container
            MTy::S4 | MTy::U4 | MTy::E2m1x => 4,
            MTy::B1 => 1,
        }
    }

    pub fn is_int(self) -> bool {
        matches!(self, MTy::S8 | MTy::U8 | MTy::S4 | MTy::U4 | MTy::S32)
    }
}

/// One mma form: `mma.sync.aligned.<shape>.row.col[.satfinite].<d>.<a>.<b>.<c>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MmaForm {
    pub shape: Shape,
    pub d: MTy,
    pub a: MTy,
    pub b: MTy,
    pub c: MTy,
    pub satfinite: bool,
    /// Single-bit forms: the bit operation before the population count.
    pub bitop: BitOp,
    /// `mma.sp` / `mma.sp::ordered_metadata`: A is 2:4 (or 1:2, pair-wise 4:8)
    /// structured sparse and held compressed, with metadata and a selector.
    pub sparse: Sparsity,
    /// `.col` layouts of A and B (`false`: `.row`). Every form but the quad-pair
    /// m8n8k4 `.f16` one is `.row.col`.
    pub a_col: bool,
    pub b_col: bool,
    pub kind: Kind,
}

/// mma's `.kind` qualifier (PTX ISA 8.7, sm_120a).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    /// No `.kind`.
    #[default]
    Plain,
    /// `.kind::f8f6f4`: any mix of e4m3/e5m2/e3m2/e2m3/e2m1 A and B, m16n8k32.
    F8f6f4,
    /// `.kind::mxf8f6f4`, `.kind::mxf4`, `.kind::mxf4nvf4`, with `.block_scale`.
    Scaled(BlockScale),
}

impl Kind {
    pub fn scale(self) -> Option<BlockScale> {
        match self {
            Kind::Scaled(s) => Some(s),
            _ => None,
        }
    }
}

/// The block-scaled kinds (PTX ISA 9.1, "Block Scaling for mma.sync":
/// `D = (A * scale_A) * (B * scale_B) + C`, each row of A and column of B cut into
/// `vec` chunks of K / `vec`, each chunk multiplied by its own scale factor).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlockScale {
    pub kind: ScaleKind,
    /// `.scale_vec::NX` (its default for the kind when absent; 0: absent and no
    /// default, which `check` refuses).
    pub vec: u8,
    /// `.ue8m0` or `.ue4m3` (`None`: absent, refused by `check`).
    pub stype: Option<SType>,
    /// `.block_scale` was written (the kinds need it).
    pub block_scale: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScaleKind {
    MxF8f6f4,
    MxF4,
    MxF4Nvf4,
}

impl ScaleKind {
    pub fn name(self) -> &'static str {
        match self {
            ScaleKind::MxF8f6f4 => "mxf8f6f4",
            ScaleKind::MxF4 => "mxf4",
            ScaleKind::MxF4Nvf4 => "mxf4nvf4",
        }
    }

    /// `.scale_vec_size` when none is written: 1X for mxf8f6f4, 2X for mxf4; mxf4nvf4
    /// has none (PTX ISA 9.1, mma: "it is mandatory to provide valid .scale_vec_size").
    pub fn default_vec(self) -> u8 {
        match self {
            ScaleKind::MxF8f6f4 => 1,
            ScaleKind::MxF4 => 2,
            ScaleKind::MxF4Nvf4 => 0,
        }
    }
}

/// Element type of the scale matrices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SType {
    /// Unsigned 8-bit exponent: 2^(x - 127), 0xFF NaN (OCP MX E8M0).
    Ue8m0,
    /// Unsigned e4m3 (bias 7, 0x7F NaN, no infinity; NVFP4's block scale).
    Ue4m3,
}

/// The selectors `{byte-id-a, thread-id-a}` and `{byte-id-b, thread-id-b}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sel {
    pub byte_a: u64,
    pub tid_a: u64,
    pub byte_b: u64,
    pub tid_b: u64,
}

/// The selector values PTX ISA Table 37 allows ("Any other value results in an
/// undefined behavior", which warpsim reports): thread-id-a 0-1 and thread-id-b 0-3;
/// byte ids 0-3 with `.scale_vec::1X`, 0 or 2 with 2X, 0 with 4X.
pub fn check_sel(vec: u8, s: &Sel) -> Result<(), String> {
    let bytes: &[u64] = match vec {
        1 => &[0, 1, 2, 3],
        2 => &[0, 2],
        _ => &[0],
    };
    for (what, v, ok) in [
        ("byte-id-a", s.byte_a, bytes),
        ("byte-id-b", s.byte_b, bytes),
        ("thread-id-a", s.tid_a, &[0, 1][..]),
        ("thread-id-b", s.tid_b, &[0, 1, 2, 3][..]),
    ] {
        if !ok.contains(&v) {
            return Err(format!(
                "{what} {v} is undefined with .scale_vec::{vec}X (allowed: {ok:?})"
            ));
        }
    }
    Ok(())
}

/// The scale operands of a block-scaled mma: `src[3]` is a list of these six
/// (`scale-a-data, byte-id-a, thread-id-a, scale-b-data, byte-id-b, thread-id-b`),
/// followed by the metadata `e` in `mma.sp`.
pub const SCALE_OPS: usize = 6;

/// Dense `mma`, or one of the sparse variants (PTX ISA, "mma.sp").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sparsity {
    Dense,
    /// `mma.sp` (`ordered: false`: the two indices of a chunk may come in either
    /// order) or `mma.sp::ordered_metadata` (they must increase from the LSB), with
    /// its sparsity selector `f` (an integer constant).
    Sp {
        ordered: bool,
        sel: u8,
    },
}

/// `.xor.popc` / `.and.popc` of the single-bit forms (`None` elsewhere).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BitOp {
    None,
    Xor,
    And,
}

impl Sparsity {
    pub fn is_sparse(self) -> bool {
        self != Sparsity::Dense
    }
}

impl MmaForm {
    /// Registers per lane of (A, B, C, D): elements x bits / 32, or one 64-bit register
    /// per `.f64` element. A sparse A holds only its M x K/2 non-zero elements.
    pub fn regs(&self) -> (u32, u32, u32, u32) {
        let (m, n, k) = self.shape.mnk();
        let ak = if self.sparse.is_sparse() { k / 2 } else { k };
        // The m8n8k4 .f16 form is four 8x8x4 products, one per quad pair.
        let q = if self.is_quad_pair() { 4 } else { 1 };
        let r = |elems: u32, t: MTy| {
            if t == MTy::F64 {
                elems / 32
            } else {
                elems / 32 * t.bits() / 32
            }
        };
        (
            r(q * m * ak, self.a),
            r(q * k * n, self.b),
            r(q * m * n, self.c),
            r(q * m * n, self.d),
        )
    }

    /// The sm_70 m8n8k4 `.f16` form: four independent 8x8x4 products, each on a quad
    /// pair (lanes 4q..4q+3 and 16+4q..16+4q+3), with any A and B layouts.
    pub fn is_quad_pair(&self) -> bool {
        self.shape == Shape::M8n8k4 && self.a == MTy::F16
    }

    /// The canonical opcode key of latency tables: `mma.<shape>.<atype>.<dtype>`, or
    /// `mma.sp.<shape>.<atype>.<dtype>` for both sparse variants, with the block-scaled
    /// kind after `mma.`/`mma.sp.` (`mma.mxf4.m16n8k64.e2m1.f32`) (whatever order the
    /// modifiers were written in). One key for both: the ISA says plain `mma.sp` "may have
    /// substantially reduced performance on some target architectures" without naming
    /// them or a figure, so no config distinguishes them yet.
    pub fn key(&self) -> String {
        format!(
            "mma.{}{}{}.{}.{}",
            if self.sparse.is_sparse() { "sp." } else { "" },
            match self.kind.scale() {
                Some(s) => s.kind.name().to_string() + ".",
                None => String::new(),
            },
            self.shape.name(),
            self.a.name(),
            self.d.name()
        )
    }
}

/// What a legal form needs: the first sm and PTX ISA version.
#[derive(Debug)]
pub struct Need {
    pub sm: u32,
    pub ptx: (u32, u32),
}

/// The `.kind` rules dense `mma` and `mma.sp` share: `Some(verdict)` when the
/// qualifier decides the form; `None` for a form without `.kind`, which the type
/// table decides. `.kind::f8f6f4` and `.kind::mxf8f6f4` take narrow A and B in 8-bit
/// containers on `shapes.0`; `.kind::mxf4`/`.kind::mxf4nvf4` packed `.e2m1` on
/// `shapes.1`; the block-scaled kinds take `.f32` accumulators and their table of
/// `.scale_vec_size` and `.stype` (PTX ISA 9.1, "Block Scaling for mma.sync", Table
/// 36). All need sm_120a, or the sm_120f family from PTX ISA 8.8 (the front end's
/// target rule). `what`: "mma" or "mma.sp".
pub(super) fn check_kind(
    f: &MmaForm,
    shapes: (Shape, Shape),
    what: &str,
) -> Option<Result<Need, String>> {
    use MTy::*;
    let narrow = |t: MTy| matches!(t, E4m3 | E5m2 | E3m2 | E2m3 | E2m1);
    let kind_name = match f.kind {
        Kind::Plain if [f.a, f.b].iter().any(|t| matches!(t, E3m2 | E2m3 | E2m1)) => {
            return Some(Err("the .e3m2/.e2m3/.e2m1 types need .kind::f8f6f4".into()))
        }
        Kind::Plain => return None,
        Kind::F8f6f4 => "f8f6f4",
        Kind::Scaled(s) => s.kind.name(),
    };
    let packed = matches!(f.kind.scale(), Some(s) if s.kind != ScaleKind::MxF8f6f4);
    let shape = if packed { shapes.1 } else { shapes.0 };
    let fail = |m: String| Some(Err(m));
    if packed && !(f.a == E2m1x && f.b == E2m1x) {
        return fail(format!(".kind::{kind_name} takes .e2m1 A and B"));
    }
    if !(packed || narrow(f.a) && narrow(f.b)) {
        return fail(format!(
            ".kind::{kind_name} takes A and B of .e4m3/.e5m2/.e3m2/.e2m3/.e2m1"
        ));
    }
    if f.shape != shape {
        return fail(format!(
            "{what} .kind::{kind_name} is defined for .{} only",
            shape.name()
        ));
    }
    if f.satfinite {
        return fail(format!(".kind::{kind_name} has no .satfinite"));
    }
    let Some(s) = f.kind.scale() else {
        if !(matches!(f.d, F16 | F32) && f.d == f.c) {
            return fail(".kind::f8f6f4 takes .f32.….f32 or .f16.….f16 accumulators".into());
        }
        return Some(Ok(Need {
            sm: 120,
            ptx: (8, 7),
        }));
    };
    if !s.block_scale {
        return fail(format!(".kind::{kind_name} needs .block_scale"));
    }
    if !(f.d == F32 && f.c == F32) {
        return fail(format!(".kind::{kind_name} takes .f32.….f32 accumulators"));
    }
    let Some(stype) = s.stype else {
        return fail(format!(
            ".kind::{kind_name} needs the scale type (.ue8m0{})",
            if s.kind == ScaleKind::MxF4Nvf4 {
                " or .ue4m3"
            } else {
                ""
            }
        ));
    };
    let ptx = match (s.kind, s.vec, stype) {
        (ScaleKind::MxF8f6f4, 1, SType::Ue8m0) | (ScaleKind::MxF4, 2, SType::Ue8m0) => (8, 7),
        (ScaleKind::MxF4Nvf4, 2, SType::Ue8m0) | (ScaleKind::MxF4Nvf4, 4, SType::Ue4m3) => {
            (8, 7)
        }
        // "Support for .scale_vec::4X on .ue8m0 ... with .kind::mxf4nvf4 is
        // introduced in PTX ISA version 9.1."
        (ScaleKind::MxF4Nvf4, 4, SType::Ue8m0) => (9, 1),
        (ScaleKind::MxF4Nvf4, 0, _) => {
            return fail(".kind::mxf4nvf4 needs .scale_vec::2X or .scale_vec::4X".into())
        }
        (k, v, t) => {
            return fail(format!(
                ".kind::{} does not take .scale_vec::{v}X with .{} (Table 36: mxf8f6f4 1X .ue8m0; mxf4 2X .ue8m0; mxf4nvf4 2X .ue8m0, 4X .ue8m0 or .ue4m3)",
                k.name(),
                match t {
                    SType::Ue8m0 => "ue8m0",
                    SType::Ue4m3 => "ue4m3",
                }
            ))
        }
    };
    Some(Ok(Need { sm: 120, ptx }))
}

/// Is the form legal? `Ok(what it needs)`, or why not. Forms the ISA defines but
/// warpsim does not execute yet are errors that say so.
pub fn check(f: &MmaForm) -> Result<Need, String> {
    if f.sparse.is_sparse() {
        return super::mma_sparse::check(f);
    }
    use MTy::*;
    use Shape::*;
    let need = |sm, ptx| Ok(Need { sm, ptx });
    if let Some(r) = check_kind(f, (M16n8k32, M16n8k64), "mma") {
        return r;
    }
    let fl = |d: MTy, c: MTy| matches!((d, c), (F16 | F32, F16 | F32));
    let acc32 = f.d == F32 && f.c == F32;
    let int_ab = |t: MTy, w: u32| t.is_int() && t != S32 && t.bits() == w;
    let s = f.shape;
    if f.bitop != BitOp::None && f.a != B1 {
        return Err(".xor.popc/.and.popc apply only to the single-bit (.b1) forms".into());
    }
    if f.satfinite && (!(f.d == S32 && f.c == S32) || f.a == B1) {
        return Err(".satfinite applies only to the 8- and 4-bit integer forms".into());
    }
    match (f.a, f.b) {
        (F16, F16) => match s {
            M8n8k4 if fl(f.d, f.c) => need(70, (6, 4)),
            M8n8k4 => Err("the m8n8k4 .f16 form takes .f16 or .f32 accumulators".into()),
            M16n8k8 if fl(f.d, f.c) => need(75, (6, 5)),
            M16n8k16 if fl(f.d, f.c) => need(80, (7, 0)),
            M16n8k8 | M16n8k16 => Err("the .f16 forms take .f16 or .f32 accumulators".into()),
            _ => Err(format!("shape .{} is not defined for .f16", s.name())),
        },
        (Bf16, Bf16) => match s {
            M16n8k8 | M16n8k16 if acc32 => need(80, (7, 0)),
            M16n8k8 | M16n8k16 => Err("the .bf16 forms take .f32 accumulators".into()),
            _ => Err(format!("shape .{} is not defined for .bf16", s.name())),
        },
        (Tf32, Tf32) => match s {
            M16n8k4 | M16n8k8 if acc32 => need(80, (7, 0)),
            M16n8k4 | M16n8k8 => Err("the .tf32 forms take .f32 accumulators".into()),
            _ => Err(format!("shape .{} is not defined for .tf32", s.name())),
        },
        (F64, F64) if f.d == F64 && f.c == F64 => match s {
            M8n8k4 => need(80, (7, 0)),
            M16n8k4 | M16n8k8 | M16n8k16 => need(90, (7, 8)),
            _ => Err(format!("shape .{} is not defined for .f64", s.name())),
        },
        (F64, F64) => Err("the .f64 forms take .f64 accumulators".into()),
        (E4m3 | E5m2, E4m3 | E5m2) => match s {
            M16n8k32 if fl(f.d, f.c) && f.d == f.c => {
                if f.d == F32 {
                    need(89, (8, 4))
                } else {
                    need(89, (8, 7))
                }
            }
            M16n8k16 if fl(f.d, f.c) && f.d == f.c => need(89, (8, 7)),
            M16n8k16 | M16n8k32 => Err("the .e4m3/.e5m2 forms take .f32.….f32 or .f16.….f16 accumulators".into()),
            _ => Err(format!("shape .{} is not defined for .e4m3/.e5m2", s.name())),
        },
        (a, b) if int_ab(a, 8) && int_ab(b, 8) => match s {
            _ if !(f.d == S32 && f.c == S32) => Err("the integer forms take .s32 accumulators".into()),
            M8n8k16 => need(75, (6, 5)),
            M16n8k16 | M16n8k32 => need(80, (7, 0)),
            _ => Err(format!("shape .{} is not defined for 8-bit integers", s.name())),
        },
        (a, b) if int_ab(a, 4) && int_ab(b, 4) => match s {
            _ if !(f.d == S32 && f.c == S32) => Err("the integer forms take .s32 accumulators".into()),
            M8n8k32 => need(75, (6, 5)),
            M16n8k32 | M16n8k64 => need(80, (7, 0)),
            _ => Err(format!("shape .{} is not defined for 4-bit integers", s.name())),
        },
        (B1, B1) => match s {
            _ if !(f.d == S32 && f.c == S32) => Err("the single-bit forms take .s32 accumulators".into()),
            _ if f.bitop == BitOp::None => Err("the single-bit forms need .xor.popc or .and.popc".into()),
            M8n8k128 if f.bitop == BitOp::Xor => need(75, (6, 5)),
            M8n8k128 => need(80, (7, 1)),
            M16n8k128 | M16n8k256 if f.bitop == BitOp::Xor => need(80, (7, 0)),
            M16n8k128 | M16n8k256 => need(80, (7, 1)),
            _ => Err(format!("shape .{} is not defined for .b1", s.name())),
        },
        (a, b) => Err(format!(
            "A and B types .{} and .{} do not form an mma (they must match, except for mixed .s8/.u8 or .s4/.u4 and mixed .e4m3/.e5m2)",
            a.name(),
            b.name()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(s: Shape, d: MTy, a: MTy, b: MTy, c: MTy) -> MmaForm {
        MmaForm {
            shape: s,
            d,
            a,
            b,
            c,
            satfinite: false,
            bitop: BitOp::None,
            sparse: Sparsity::Dense,
            a_col: false,
            b_col: true,
            kind: Default::default(),
        }
    }

    #[test]
    fn register_counts_of_the_isa_fragments() {
        use MTy::*;
        use Shape::*;
        // PTX ISA "Matrix fragments for mma.m16n8k16 with floating point type": A is
        // four .f16x2 registers, B two, C/D four .f32 (or two .f16x2).
        assert_eq!(form(M16n8k16, F32, F16, F16, F32).regs(), (4, 2, 4, 4));
        assert_eq!(form(M16n8k16, F16, F16, F16, F16).regs(), (4, 2, 2, 2));
        assert_eq!(form(M16n8k8, F32, F16, F16, F32).regs(), (2, 1, 4, 4));
        assert_eq!(form(M16n8k8, F32, Tf32, Tf32, F32).regs(), (4, 2, 4, 4));
        assert_eq!(form(M16n8k4, F32, Tf32, Tf32, F32).regs(), (2, 1, 4, 4));
        assert_eq!(form(M8n8k4, F64, F64, F64, F64).regs(), (1, 1, 2, 2));
        assert_eq!(form(M16n8k16, F64, F64, F64, F64).regs(), (8, 4, 4, 4));
        assert_eq!(form(M8n8k16, S32, S8, U8, S32).regs(), (1, 1, 2, 2));
        assert_eq!(form(M16n8k32, S32, S8, S8, S32).regs(), (4, 2, 4, 4));
        assert_eq!(form(M16n8k64, S32, S4, S4, S32).regs(), (4, 2, 4, 4));
        assert_eq!(form(M8n8k32, S32, U4, U4, S32).regs(), (1, 1, 2, 2));
        assert_eq!(form(M16n8k32, F32, E4m3, E5m2, F32).regs(), (4, 2, 4, 4));
    }

    #[test]
    fn legal_and_illegal_forms() {
        use MTy::*;
        use Shape::*;
        assert_eq!(check(&form(M16n8k16, F32, F16, F16, F32)).unwrap().sm, 80);
        assert_eq!(check(&form(M16n8k8, F16, F16, F16, F32)).unwrap().sm, 75);
        assert_eq!(check(&form(M16n8k16, F64, F64, F64, F64)).unwrap().sm, 90);
        assert!(check(&form(M16n8k16, F16, Bf16, Bf16, F32)).is_err());
        assert!(check(&form(M16n8k32, F32, F16, F16, F32)).is_err());
        assert!(check(&form(M16n8k16, S32, S8, U4, S32)).is_err());
        let mut b1 = form(M16n8k256, S32, B1, B1, S32);
        assert!(check(&b1).unwrap_err().contains(".xor.popc"));
        b1.bitop = BitOp::And;
        assert_eq!(check(&b1).unwrap().ptx, (7, 1));
        assert_eq!(b1.regs(), (4, 2, 4, 4));
        let quad = form(M8n8k4, F32, F16, F16, F16);
        assert_eq!(check(&quad).unwrap().sm, 70);
        assert_eq!(quad.regs(), (2, 2, 4, 8));
        let mut sat = form(M16n8k16, F32, F16, F16, F32);
        sat.satfinite = true;
        assert!(check(&sat).unwrap_err().contains("integer"));
        assert_eq!(
            form(M16n8k16, F32, Bf16, Bf16, F32).key(),
            "mma.m16n8k16.bf16.f32"
        );
    }

    #[test]
    fn selectors_of_table_37() {
        let sel = |byte_a, tid_a, byte_b, tid_b| Sel {
            byte_a,
            tid_a,
            byte_b,
            tid_b,
        };
        assert!(check_sel(1, &sel(3, 1, 3, 3)).is_ok());
        assert!(check_sel(1, &sel(0, 2, 0, 0))
            .unwrap_err()
            .contains("thread-id-a 2"));
        assert!(check_sel(1, &sel(0, 0, 0, 4))
            .unwrap_err()
            .contains("thread-id-b 4"));
        assert!(check_sel(2, &sel(2, 0, 2, 1)).is_ok());
        assert!(check_sel(2, &sel(1, 0, 0, 0))
            .unwrap_err()
            .contains("byte-id-a 1"));
        assert!(check_sel(4, &sel(0, 1, 0, 3)).is_ok());
        assert!(check_sel(4, &sel(0, 0, 2, 0))
            .unwrap_err()
            .contains("byte-id-b 2"));
    }
}
