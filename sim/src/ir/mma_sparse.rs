//! The sparse multiply forms (PTX `mma.sp` / `mma.sp::ordered_metadata`, PTX ISA 9.x
//! "Multiply-and-Accumulate Instruction: mma.sp"): the legal shape/type table with
//! the target each needs, the chunk geometry of the structured sparsity ("Sparse
//! matrix storage"), and how many threads of a group of four hold the metadata, which
//! bounds the sparsity selector. The PTX front end checks forms with [`check`] and the
//! selector with [`check_selector`]; the executor reads the geometry.

use super::mma_form::{BitOp, Kind, MTy, MmaForm, Need, Shape, Sparsity};

/// How a row of A is compressed: chunks of `width` elements of which half are stored,
/// their positions given by two 2-bit indices per chunk (4 metadata bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chunk {
    /// 2:4 on single elements (`.f16`, `.bf16`, 8-bit types): each index places one
    /// stored element in its four-wide chunk.
    Elem4,
    /// 1:2 (`.tf32`): the two indices address the 16-bit halves of a two-wide chunk,
    /// so only `0b0100` (the first element) and `0b1110` (the second) mean anything.
    Tf32,
    /// Pair-wise 4:8 (`.s4`, `.u4`): each index places a pair of stored elements in
    /// one of the four two-wide sub-chunks of an eight-wide chunk.
    Pair8,
}

impl Chunk {
    /// Elements of A per chunk (one metadata nibble).
    pub fn width(self) -> u32 {
        match self {
            Chunk::Elem4 => 4,
            Chunk::Tf32 => 2,
            Chunk::Pair8 => 8,
        }
    }
}

/// The chunk geometry of a sparse form's A type.
pub fn chunk(f: &MmaForm) -> Chunk {
    match f.a.bits() {
        32 => Chunk::Tf32,
        4 => Chunk::Pair8,
        _ => Chunk::Elem4,
    }
}

/// Threads of each group of four that contribute metadata: each holds 16 bits (four
/// chunks) of row groupID and 16 of row groupID + 8, so K / (4 chunks) of them.
pub fn meta_threads(f: &MmaForm) -> u32 {
    f.shape.mnk().2 / (4 * chunk(f).width())
}

/// Is the sparsity selector legal for the form? One contributing thread: 0..=3 (which
/// one); a pair: 0 (T0, T1) or 1 (T2, T3); all four: 0. Other values are undefined
/// behaviour in the ISA, rejected here.
pub fn check_selector(f: &MmaForm, sel: u64) -> Result<(), String> {
    let max = 4 / meta_threads(f) as u64 - 1;
    if sel > max {
        let which = match max {
            3 => "0..3 (the thread of each group of four that holds the metadata)",
            1 => "0 (threads T0, T1) or 1 (threads T2, T3)",
            _ => "0 (all four threads of a group hold metadata)",
        };
        return Err(format!(
            "sparsity selector {sel} is out of range for {}: it must be {which}",
            f.key()
        ));
    }
    Ok(())
}

/// Is the sparse form legal? `Ok(what it needs)`, or why not.
pub fn check(f: &MmaForm) -> Result<Need, String> {
    use MTy::*;
    use Shape::*;
    let need = |sm, ptx: (u32, u32)| {
        // mma.sp::ordered_metadata came with PTX ISA 8.5 (on every sm_80+ target).
        let ptx = if matches!(f.sparse, Sparsity::Sp { ordered: true, .. }) {
            ptx.max((8, 5))
        } else {
            ptx
        };
        Ok(Need { sm, ptx })
    };
    let int_ab = |t: MTy, w: u32| t.is_int() && t != S32 && t.bits() == w;
    let acc32 = f.d == F32 && f.c == F32;
    let s = f.shape;
    if f.bitop != BitOp::None {
        return Err("mma.sp has no single-bit (.b1) forms".into());
    }
    if f.satfinite && !(f.d == S32 && f.c == S32) {
        return Err(".satfinite applies only to the 8- and 4-bit integer forms".into());
    }
    let bad_shape = |what: &str| {
        Err(format!(
            "shape .{} is not defined for sparse {what}",
            s.name()
        ))
    };
    // PTX ISA 9.1 mma.sp syntax: `mma.sp::ordered_metadata.sync.aligned.m16n8k64
    // .row.col.kind.dtype.f8f6f4type.f8f6f4type.ctype`, .kind = {kind::f8f6f4},
    // .dtype/.ctype = {.f16, .f32}; "requires sm_120a".
    if f.kind != Kind::Plain && !matches!(f.sparse, Sparsity::Sp { ordered: true, .. }) {
        return Err(".kind is defined for mma.sp::ordered_metadata only".into());
    }
    if let Some(r) = super::mma_form::check_kind(f, (M16n8k64, M16n8k128), "mma.sp") {
        return r;
    }
    match (f.a, f.b) {
        (F16, F16) => match s {
            M16n8k16 | M16n8k32 if matches!(f.d, F16 | F32) && f.d == f.c => need(80, (7, 1)),
            M16n8k16 | M16n8k32 => Err("the sparse .f16 forms take .f16.….f16 or .f32.….f32 accumulators (.dtype must equal .ctype)".into()),
            _ => bad_shape(".f16"),
        },
        (Bf16, Bf16) => match s {
            M16n8k16 | M16n8k32 if acc32 => need(80, (7, 1)),
            M16n8k16 | M16n8k32 => Err("the sparse .bf16 forms take .f32 accumulators".into()),
            _ => bad_shape(".bf16"),
        },
        (Tf32, Tf32) => match s {
            M16n8k8 | M16n8k16 if acc32 => need(80, (7, 1)),
            M16n8k8 | M16n8k16 => Err("the sparse .tf32 forms take .f32 accumulators".into()),
            _ => bad_shape(".tf32"),
        },
        (E4m3 | E5m2, E4m3 | E5m2) => match s {
            M16n8k64 if acc32 => need(89, (8, 4)),
            M16n8k64 => Err("the sparse .e4m3/.e5m2 m16n8k64 forms take .f32 accumulators (the .f16 ones are written with .kind::f8f6f4 on sm_120a)".into()),
            _ => bad_shape(".e4m3/.e5m2 (m16n8k64 only)"),
        },
        (a, b) if int_ab(a, 8) && int_ab(b, 8) => match s {
            _ if !(f.d == S32 && f.c == S32) => Err("the integer forms take .s32 accumulators".into()),
            M16n8k32 | M16n8k64 => need(80, (7, 1)),
            _ => bad_shape("8-bit integers"),
        },
        (a, b) if int_ab(a, 4) && int_ab(b, 4) => match s {
            _ if !(f.d == S32 && f.c == S32) => Err("the integer forms take .s32 accumulators".into()),
            M16n8k64 | M16n8k128 => need(80, (7, 1)),
            _ => bad_shape("4-bit integers"),
        },
        (F64, _) | (B1, _) => Err(format!("mma.sp has no .{} forms", f.a.name())),
        (a, b) => Err(format!(
            "A and B types .{} and .{} do not form an mma.sp (they must match, except for mixed .s8/.u8, .s4/.u4 or .e4m3/.e5m2)",
            a.name(),
            b.name()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MTy::*;
    use Shape::*;

    fn sp(s: Shape, d: MTy, a: MTy, b: MTy, c: MTy) -> MmaForm {
        MmaForm {
            shape: s,
            d,
            a,
            b,
            c,
            satfinite: false,
            bitop: BitOp::None,
            sparse: Sparsity::Sp {
                ordered: false,
                sel: 0,
            },
            a_col: false,
            b_col: true,
            kind: Default::default(),
        }
    }

    #[test]
    fn register_counts_and_metadata_threads_of_the_isa_forms() {
        // PTX ISA "Matrix fragments for sparse mma": A is the compressed M x K/2.
        let cases = [
            (sp(M16n8k16, F32, F16, F16, F32), (2, 2, 4, 4), 1),
            (sp(M16n8k32, F16, F16, F16, F16), (4, 4, 2, 2), 2),
            (sp(M16n8k8, F32, Tf32, Tf32, F32), (2, 2, 4, 4), 1),
            (sp(M16n8k16, F32, Tf32, Tf32, F32), (4, 4, 4, 4), 2),
            (sp(M16n8k32, S32, U8, S8, S32), (2, 2, 4, 4), 2),
            (sp(M16n8k64, S32, S8, S8, S32), (4, 4, 4, 4), 4),
            (sp(M16n8k64, F32, E5m2, E4m3, F32), (4, 4, 4, 4), 4),
            (sp(M16n8k64, S32, S4, S4, S32), (2, 2, 4, 4), 2),
            (sp(M16n8k128, S32, U4, U4, S32), (4, 4, 4, 4), 4),
        ];
        for (f, regs, threads) in cases {
            assert!(check(&f).is_ok(), "{}", f.key());
            assert_eq!(f.regs(), regs, "{}", f.key());
            assert_eq!(meta_threads(&f), threads, "{}", f.key());
        }
    }

    #[test]
    fn legality_selectors_and_keys() {
        assert!(check(&sp(M16n8k16, F16, F16, F16, F32)).is_err());
        assert!(check(&sp(M16n8k8, F32, F16, F16, F32)).is_err());
        assert!(check(&sp(M16n8k32, F32, E4m3, E4m3, F32)).is_err());
        assert!(check(&sp(M16n8k16, F64, F64, F64, F64)).is_err());
        assert_eq!(check(&sp(M16n8k64, F32, E4m3, E5m2, F32)).unwrap().sm, 89);
        let mut o = sp(M16n8k16, F32, Bf16, Bf16, F32);
        assert_eq!(check(&o).unwrap().ptx, (7, 1));
        o.sparse = Sparsity::Sp {
            ordered: true,
            sel: 0,
        };
        assert_eq!(check(&o).unwrap().ptx, (8, 5));
        assert_eq!(o.key(), "mma.sp.m16n8k16.bf16.f32");
        assert!(check_selector(&o, 3).is_ok());
        assert!(check_selector(&o, 4).is_err());
        let pair = sp(M16n8k32, F32, F16, F16, F32);
        assert!(check_selector(&pair, 1).is_ok());
        assert!(check_selector(&pair, 2).unwrap_err().contains("T2, T3"));
        let all = sp(M16n8k64, S32, S8, U8, S32);
        assert!(check_selector(&all, 0).is_ok());
        assert!(check_selector(&all, 1).is_err());
    }
}
