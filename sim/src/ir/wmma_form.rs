//! The WMMA forms (PTX `wmma.load`, `wmma.store`, `wmma.mma`): which shapes and types
//! combine, the target each needs, and the register count of each fragment (PTX ISA
//! 9.x, "Warp Level Matrix Multiply-Accumulate Instructions": "Matrix Shape", "Matrix
//! Data-types" and "Matrix Fragments for WMMA"). A wmma multiply is described by an
//! [`MmaForm`] (shape, the four types, `.satfinite`, the single-bit operation).

use super::mma_form::{BitOp, MTy, MmaForm, Need, Shape};

/// The matrix a fragment holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    A,
    B,
    /// The accumulator: C (loaded) or D (stored).
    C,
}

/// A `wmma.load`/`wmma.store` form: the matrix, its memory layout, the shape and the
/// element type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WmmaFrag {
    pub which: Which,
    /// `.col` (column-major in memory); `.row` otherwise.
    pub col: bool,
    pub shape: Shape,
    pub ty: MTy,
}

impl WmmaFrag {
    /// (rows, columns) of the matrix: A is M x K, B is K x N, C and D are M x N.
    pub fn dims(&self) -> (u32, u32) {
        let (m, n, k) = self.shape.mnk();
        match self.which {
            Which::A => (m, k),
            Which::B => (k, n),
            Which::C => (m, n),
        }
    }

    /// Registers per thread: the elements' bits over the warp, except that every
    /// `.f16` A and B fragment is eight `.f16x2` registers (PTX ISA, "Matrix Fragments
    /// for WMMA": the sm_70 layout holds some elements twice).
    pub fn regs(&self) -> u32 {
        let (r, c) = self.dims();
        if self.ty == MTy::F16 && self.which != Which::C {
            return 8;
        }
        if self.ty == MTy::F64 {
            return r * c / 32;
        }
        (r * c * self.ty.bits()).div_ceil(32 * 32)
    }

    /// Elements per thread (the registers' capacity; more than M*K/32 when the
    /// fragment holds elements twice).
    pub fn per_thread(&self) -> u32 {
        let per_reg = if self.ty == MTy::F64 {
            1
        } else {
            32 / self.ty.bits()
        };
        self.regs() * per_reg
    }
}

/// Is `ty` a legal element type of fragment `which` of shape `s`? Returns the target
/// that needs, or why not. `ty` of C/D: the accumulator type.
pub fn check_frag(f: &WmmaFrag) -> Result<Need, String> {
    use MTy::*;
    use Shape::*;
    let need = |sm, ptx| Ok(Need { sm, ptx });
    let s = f.shape;
    let three = matches!(s, M16n16k16 | M32n8k16 | M8n32k16);
    let bad = || {
        Err(format!(
            "wmma .{} fragments of shape .{} are not defined for .{}",
            match f.which {
                Which::A => "a",
                Which::B => "b",
                Which::C => "c/.d",
            },
            s.name(),
            f.ty.name()
        ))
    };
    // Sub-byte fragments have one layout each (PTX ISA, wmma.load, "Sub-byte loads":
    // `wmma.load.a.sync.aligned.row`, `wmma.load.b.sync.aligned.col`).
    if matches!(f.ty, S4 | U4 | B1) {
        match f.which {
            Which::A if f.col => return Err(sub_byte_layout(f.ty)),
            Which::B if !f.col => return Err(sub_byte_layout(f.ty)),
            _ => {}
        }
    }
    match (f.which, f.ty) {
        // m32n8k16 and m8n32k16 arrived in PTX 6.1.
        (Which::C, F16 | F32) if three && s != M16n16k16 => need(70, (6, 1)),
        (Which::C, F16 | F32) if three => need(70, (6, 0)),
        (Which::C, S32) if three || matches!(s, M8n8k32 | M8n8k128) => need(72, (6, 3)),
        (Which::C, F32) if s == M16n16k8 => need(80, (7, 0)),
        (Which::C, F64) if s == M8n8k4 => need(80, (7, 0)),
        (Which::C, _) => bad(),
        (_, F16) if three && s != M16n16k16 => need(70, (6, 1)),
        (_, F16) if three => need(70, (6, 0)),
        (_, S8 | U8) if three => need(72, (6, 3)),
        (_, Bf16) if three => need(80, (7, 0)),
        (_, Tf32) if s == M16n16k8 => need(80, (7, 0)),
        (_, F64) if s == M8n8k4 => need(80, (7, 0)),
        (_, S4 | U4) if s == M8n8k32 => need(75, (6, 3)),
        (_, B1) if s == M8n8k128 => need(75, (6, 3)),
        _ => bad(),
    }
}

/// Why a sub-byte form with another layout than A row-major, B column-major is illegal.
fn sub_byte_layout(ty: MTy) -> String {
    format!(
        "the sub-byte and single-bit (.{}) wmma forms take A as .row and B as .col only",
        ty.name()
    )
}

/// Is the multiply legal? `Ok(what it needs)`, or why not.
pub fn check_mma(f: &MmaForm) -> Result<Need, String> {
    use MTy::*;
    let frag = |which, ty| {
        check_frag(&WmmaFrag {
            which,
            col: false,
            shape: f.shape,
            ty,
        })
    };
    if f.a != f.b {
        return Err(format!(
            "wmma.mma takes one type for A and B (found .{} and .{})",
            f.a.name(),
            f.b.name()
        ));
    }
    // PTX ISA, wmma.mma: the sub-byte and single-bit forms are `wmma.mma...row.col`.
    if matches!(f.a, S4 | U4 | B1) && (f.a_col || !f.b_col) {
        return Err(sub_byte_layout(f.a));
    }
    let a = frag(Which::A, f.a)?;
    frag(Which::C, f.c)?;
    frag(Which::C, f.d)?;
    let acc_ok = match f.a {
        F16 => matches!(f.c, F16 | F32) && matches!(f.d, F16 | F32),
        Bf16 | Tf32 => f.c == F32 && f.d == F32,
        F64 => f.c == F64 && f.d == F64,
        _ => f.c == S32 && f.d == S32,
    };
    if !acc_ok {
        return Err(format!(
            "wmma.mma with .{} inputs does not take .{} / .{} accumulators",
            f.a.name(),
            f.d.name(),
            f.c.name()
        ));
    }
    if f.satfinite && !f.a.is_int() {
        return Err(".satfinite applies only to the integer wmma.mma forms".into());
    }
    match (f.a, f.bitop) {
        (B1, BitOp::None) => Err("the single-bit wmma.mma needs .xor.popc or .and.popc".into()),
        (B1, BitOp::And) => Ok(Need {
            sm: 80,
            ptx: (7, 1),
        }),
        (B1, _) => Ok(a),
        (_, BitOp::None) => Ok(a),
        _ => Err(".xor.popc/.and.popc apply only to the single-bit (.b1) form".into()),
    }
}

/// Registers per thread of the A, B, C and D fragments of a `wmma.mma`.
pub fn regs(f: &MmaForm) -> (u32, u32, u32, u32) {
    let frag = |which, ty| {
        WmmaFrag {
            which,
            col: false,
            shape: f.shape,
            ty,
        }
        .regs()
    };
    (
        frag(Which::A, f.a),
        frag(Which::B, f.b),
        frag(Which::C, f.c),
        frag(Which::C, f.d),
    )
}

/// The canonical latency-table key of a `wmma.mma`: `wmma.<shape>.<atype>.<dtype>`.
pub fn key(f: &MmaForm) -> String {
    format!("wmma.{}.{}.{}", f.shape.name(), f.a.name(), f.d.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use MTy::*;
    use Shape::*;

    fn frag(which: Which, shape: Shape, ty: MTy) -> WmmaFrag {
        WmmaFrag {
            which,
            col: false,
            shape,
            ty,
        }
    }

    #[test]
    fn register_counts_of_the_isa_table() {
        // PTX ISA "Matrix Fragments for WMMA".
        for s in [M16n16k16, M32n8k16, M8n32k16] {
            assert_eq!(frag(Which::A, s, F16).regs(), 8);
            assert_eq!(frag(Which::B, s, F16).regs(), 8);
            assert_eq!(frag(Which::C, s, F16).regs(), 4);
            assert_eq!(frag(Which::C, s, F32).regs(), 8);
            assert_eq!(frag(Which::C, s, S32).regs(), 8);
        }
        assert_eq!(frag(Which::A, M16n16k16, Bf16).regs(), 4);
        assert_eq!(frag(Which::A, M8n32k16, Bf16).regs(), 2);
        assert_eq!(frag(Which::B, M8n32k16, Bf16).regs(), 8);
        assert_eq!(frag(Which::A, M32n8k16, Bf16).regs(), 8);
        assert_eq!(frag(Which::B, M32n8k16, Bf16).regs(), 2);
        assert_eq!(frag(Which::A, M16n16k16, S8).regs(), 2);
        assert_eq!(frag(Which::A, M8n32k16, U8).regs(), 1);
        assert_eq!(frag(Which::B, M8n32k16, U8).regs(), 4);
        assert_eq!(frag(Which::A, M32n8k16, S8).regs(), 4);
        assert_eq!(frag(Which::A, M16n16k8, Tf32).regs(), 4);
        assert_eq!(frag(Which::B, M16n16k8, Tf32).regs(), 4);
        assert_eq!(frag(Which::A, M8n8k4, F64).regs(), 1);
        assert_eq!(frag(Which::C, M8n8k4, F64).regs(), 2);
        assert_eq!(frag(Which::A, M8n8k32, S4).regs(), 1);
        assert_eq!(frag(Which::C, M8n8k32, S32).regs(), 2);
        assert_eq!(frag(Which::A, M8n8k128, B1).regs(), 1);
        assert_eq!(frag(Which::C, M8n8k128, S32).regs(), 2);
        assert_eq!(frag(Which::A, M16n16k16, F16).per_thread(), 16);
    }

    #[test]
    fn legal_and_illegal_forms() {
        let f = |shape, d, a, c| MmaForm {
            shape,
            d,
            a,
            b: a,
            c,
            satfinite: false,
            bitop: BitOp::None,
            sparse: crate::ir::mma_form::Sparsity::Dense,
            a_col: false,
            b_col: true,
            kind: Default::default(),
        };
        assert_eq!(check_mma(&f(M16n16k16, F32, F16, F16)).unwrap().sm, 70);
        assert_eq!(check_mma(&f(M16n16k8, F32, Tf32, F32)).unwrap().sm, 80);
        assert!(check_mma(&f(M16n16k8, F32, F16, F32)).is_err());
        assert!(check_mma(&f(M16n16k16, F16, Bf16, F32)).is_err());
        assert!(check_mma(&f(M16n8k16, F32, F16, F32)).is_err());
        let mut b1 = f(M8n8k128, S32, B1, S32);
        assert!(check_mma(&b1).is_err());
        b1.bitop = BitOp::Xor;
        assert_eq!(check_mma(&b1).unwrap().sm, 75);
        assert_eq!(key(&f(M16n16k16, F32, F16, F32)), "wmma.m16n16k16.f16.f32");
    }

    #[test]
    fn sub_byte_forms_are_a_row_b_col_only() {
        // PTX ISA, wmma.load "Sub-byte loads" and wmma.mma "Sub-byte" / "Single-bit".
        for (shape, ty) in [(M8n8k32, S4), (M8n8k32, U4), (M8n8k128, B1)] {
            let ld = |which, col| {
                check_frag(&WmmaFrag {
                    which,
                    col,
                    shape,
                    ty,
                })
            };
            assert!(ld(Which::A, false).is_ok() && ld(Which::B, true).is_ok());
            let e = ld(Which::A, true).unwrap_err();
            assert!(e.contains(".row") && e.contains(ty.name()), "{e}");
            assert!(ld(Which::B, false).is_err());
            // The accumulator takes either layout.
            let acc = |col| {
                check_frag(&WmmaFrag {
                    which: Which::C,
                    col,
                    shape,
                    ty: S32,
                })
            };
            assert!(acc(false).is_ok() && acc(true).is_ok());
            for (a_col, b_col) in [(false, true), (true, true), (false, false), (true, false)] {
                let m = MmaForm {
                    shape,
                    d: S32,
                    a: ty,
                    b: ty,
                    c: S32,
                    satfinite: false,
                    bitop: if ty == B1 { BitOp::Xor } else { BitOp::None },
                    sparse: crate::ir::mma_form::Sparsity::Dense,
                    a_col,
                    b_col,
                    kind: Default::default(),
                };
                assert_eq!(check_mma(&m).is_ok(), !a_col && b_col, "{a_col} {b_col}");
            }
        }
        // The 8-bit forms take any layout.
        let s8 = |which, col| {
            check_frag(&WmmaFrag {
                which,
                col,
                shape: M16n16k16,
                ty: S8,
            })
        };
        assert!(s8(Which::A, true).is_ok() && s8(Which::B, false).is_ok());
    }
}
