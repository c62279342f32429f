//! The warpgroup matrix multiply-accumulate form (PTX `wgmma.mma_async`, sm_90a):
//! the shape `m64nNkK`, the element types, `.satfinite` / `.and.popc`, where A comes
//! from (registers or a shared-memory descriptor) and the immediate operands
//! (`imm-scale-a/b`, `imm-trans-a/b`), with the table of legal combinations (PTX ISA
//! 9.1, 9.7.15.2 "Matrix Shape", 9.7.15.3 "Matrix Data-types", 9.7.15.5.2
//! "wgmma.mma_async"). Each warp of the warpgroup computes rows 16w..16w+15 of D
//! (warp w of the four): [`WgmmaForm::per_warp`] is that slice as an `mma` form. The
//! sparse form (`wgmma.mma_async.sp`, 9.7.15.6) doubles K and takes its metadata as
//! the m16n8kK `mma.sp` does.

use super::mma_form::{BitOp, Kind, MTy, MmaForm, Shape, Sparsity};

/// One `wgmma.mma_async.sync.aligned.m64nNkK.<dtype>.<atype>.<btype>` form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WgmmaForm {
    /// N (8 to 256, a multiple of 8) and K (the type's: 8 tf32, 16 f16/bf16, 32 8-bit,
    /// 256 b1).
    pub n: u16,
    pub k: u16,
    pub d: MTy,
    pub a: MTy,
    pub b: MTy,
    pub satfinite: bool,
    /// `.and.popc` of the single-bit form.
    pub and_popc: bool,
    /// A is a register fragment (`false`: a shared-memory matrix descriptor).
    pub a_regs: bool,
    /// `imm-scale-a` / `imm-scale-b` of -1: the elements are negated.
    pub neg_a: bool,
    pub neg_b: bool,
    /// `imm-trans-a` / `imm-trans-b` of 1: the matrix in shared memory is M- (N-)
    /// major instead of K-major.
    pub trans_a: bool,
    pub trans_b: bool,
    /// `wgmma.mma_async.sp`: A is 2:4 (tf32 1:2) structured sparse, held as M x K/2
    /// with metadata, `sel` the sparsity selector (PTX ISA 9.7.15.6).
    pub sparse: bool,
    pub sel: u8,
}

/// Rows of D each warp of the warpgroup holds.
pub const ROWS_PER_WARP: u32 = 16;
/// Warps in a warpgroup.
pub const WARPS: u32 = 4;

impl WgmmaForm {
    /// A dense form with A in shared memory and no modifiers (the operands and the
    /// mnemonic's other words set the rest).
    pub fn plain(n: u16, k: u16, d: MTy, a: MTy, b: MTy) -> WgmmaForm {
        WgmmaForm {
            n,
            k,
            d,
            a,
            b,
            satfinite: false,
            and_popc: false,
            a_regs: false,
            neg_a: false,
            neg_b: false,
            trans_a: false,
            trans_b: false,
            sparse: false,
            sel: 0,
        }
    }

    /// K of the A/B element type (PTX ISA 9.7.15.2), `None` for a type wgmma lacks;
    /// the sparse forms take twice the dense K.
    pub fn k_of(a: MTy, sparse: bool) -> Option<u16> {
        let k = match a {
            MTy::F16 | MTy::Bf16 => 16,
            MTy::Tf32 => 8,
            MTy::E4m3 | MTy::E5m2 | MTy::S8 | MTy::U8 => 32,
            MTy::B1 if !sparse => 256,
            _ => return None,
        };
        Some(if sparse { 2 * k } else { k })
    }

    /// Registers per thread of A (when in registers) and of D: A is always four
    /// 32-bit registers; D holds N/2 elements, two `.f16` to a register.
    pub fn regs(&self) -> (u32, u32) {
        let d = if self.d == MTy::F16 {
            self.n as u32 / 4
        } else {
            self.n as u32 / 2
        };
        (4, d)
    }

    /// Bytes of one A/B element (`.b1`: eight to a byte, reported as 0).
    pub fn elem_bytes(t: MTy) -> u32 {
        t.bits() / 8
    }

    /// The latency-table key: `wgmma.<atype>.m64n<N>k<K>`, so that a table entry for
    /// the type (`wgmma.f16`, with its per-8-columns rate) covers every N a shape of
    /// its own does not (the dtype and the source of A do not change the rate [model]).
    pub fn key(&self) -> String {
        let sp = if self.sparse { "sp." } else { "" };
        format!("wgmma.{sp}{}.m64n{}k{}", self.a.name(), self.n, self.k)
    }

    /// The shape written in the mnemonic.
    pub fn shape_name(&self) -> String {
        format!("m64n{}k{}", self.n, self.k)
    }

    /// One warp's slice as an `mma` form over an m16n8 column block: the element
    /// types, `.satfinite` and the bit operation its arithmetic needs (the layouts of
    /// its A fragment and of its D blocks are the m16n8kK ones, PTX ISA 9.7.15.5.1.1).
    pub fn per_warp(&self) -> MmaForm {
        let shape = match self.k {
            8 => Shape::M16n8k8,
            16 => Shape::M16n8k16,
            32 => Shape::M16n8k32,
            64 => Shape::M16n8k64,
            _ => Shape::M16n8k256,
        };
        MmaForm {
            shape,
            d: self.d,
            a: self.a,
            b: self.b,
            c: self.d,
            satfinite: self.satfinite,
            bitop: if self.and_popc {
                BitOp::And
            } else {
                BitOp::None
            },
            sparse: if self.sparse {
                Sparsity::Sp {
                    ordered: false,
                    sel: self.sel,
                }
            } else {
                Sparsity::Dense
            },
            a_col: false,
            b_col: true,
            kind: Kind::Plain,
        }
    }
}

/// The legal N values of an integer or single-bit form (PTX ISA 9.7.15.2's table:
/// multiples of 8 to 32, then of 16, to 256; the instruction's own syntax block stops
/// the `.s8`/`.u8` list at 224, but the table and ptxas 13.5 take 240 and 256).
fn int_n_ok(n: u16) -> bool {
    n <= 256 && (n <= 32 && n.is_multiple_of(8) || n.is_multiple_of(16))
}

/// Check a form against the PTX ISA's tables; the message names what is wrong.
pub fn check(f: &WgmmaForm) -> Result<(), String> {
    let Some(k) = WgmmaForm::k_of(f.a, f.sparse) else {
        return Err(format!(
            "A type .{} is not a {}wgmma type (f16, bf16, tf32, e4m3, e5m2, s8, u8{})",
            f.a.name(),
            if f.sparse { "sparse " } else { "" },
            if f.sparse { "" } else { ", b1" }
        ));
    };
    if f.k != k {
        return Err(format!(
            "shape {} needs K = {k} for .{} (found K = {})",
            f.shape_name(),
            f.a.name(),
            f.k
        ));
    }
    if f.n == 0 || f.n > 256 || !f.n.is_multiple_of(8) {
        return Err(format!(
            "shape {}: N must be a multiple of 8 from 8 to 256",
            f.shape_name()
        ));
    }
    let fp8 = |t: MTy| matches!(t, MTy::E4m3 | MTy::E5m2);
    let int8 = |t: MTy| matches!(t, MTy::S8 | MTy::U8);
    let ok = match f.a {
        MTy::F16 => f.b == MTy::F16 && matches!(f.d, MTy::F16 | MTy::F32),
        MTy::Bf16 | MTy::Tf32 => f.b == f.a && f.d == MTy::F32,
        MTy::E4m3 | MTy::E5m2 => fp8(f.b) && matches!(f.d, MTy::F16 | MTy::F32),
        MTy::S8 | MTy::U8 => int8(f.b) && f.d == MTy::S32,
        _ => f.b == MTy::B1 && f.d == MTy::S32,
    };
    if !ok {
        return Err(format!(
            "no wgmma form .{}.{}.{} (PTX ISA 9.7.15.3: f16 -> f16/f32, bf16/tf32 -> f32, e4m3/e5m2 -> f16/f32, s8/u8 -> s32, b1 -> s32)",
            f.d.name(),
            f.a.name(),
            f.b.name()
        ));
    }
    if (int8(f.a) || f.a == MTy::B1) && !int_n_ok(f.n) {
        return Err(format!(
            "shape {} is not one of the .{} shapes (N a multiple of 8 up to 32, then of 16, up to 256)",
            f.shape_name(),
            f.a.name(),
        ));
    }
    if f.a == MTy::B1 && !f.and_popc {
        return Err("the .b1 form needs .and.popc".into());
    }
    if f.a != MTy::B1 && f.and_popc {
        return Err(".and.popc applies only to the .b1 form".into());
    }
    if f.satfinite && !int8(f.a) {
        return Err(".satfinite applies only to the integer (.s8/.u8) forms".into());
    }
    if (f.trans_a || f.trans_b) && !matches!(f.a, MTy::F16 | MTy::Bf16) {
        return Err("imm-trans-a/imm-trans-b apply only to the .f16/.bf16 forms".into());
    }
    if f.trans_a && f.a_regs {
        return Err("imm-trans-a applies only to A in shared memory (a descriptor)".into());
    }
    if (f.neg_a || f.neg_b) && (f.a.is_int() || f.a == MTy::B1) {
        return Err("imm-scale-a/imm-scale-b apply only to the floating-point forms".into());
    }
    // sp-sel: a thread pair (0 or 1) for the 16- and 32-bit types; 0 for the 8-bit
    // ones, whose four threads all hold metadata (PTX ISA 9.7.15.6.3's table).
    if f.sparse {
        let max = if f.a.bits() == 8 { 0 } else { 1 };
        if f.sel > max {
            return Err(format!(
                "sp-sel {} is undefined for .{} (valid: {})",
                f.sel,
                f.a.name(),
                if max == 0 { "0" } else { "0 or 1" }
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(n: u16, d: MTy, a: MTy, b: MTy) -> WgmmaForm {
        let mut f = WgmmaForm::plain(n, WgmmaForm::k_of(a, false).unwrap_or(16), d, a, b);
        f.and_popc = a == MTy::B1;
        f
    }

    #[test]
    fn the_isa_tables_decide_legality() {
        assert!(check(&form(256, MTy::F32, MTy::F16, MTy::F16)).is_ok());
        assert!(check(&form(72, MTy::F16, MTy::F16, MTy::F16)).is_ok());
        assert!(check(&form(8, MTy::F16, MTy::Bf16, MTy::Bf16)).is_err());
        assert!(check(&form(120, MTy::F32, MTy::E4m3, MTy::E5m2)).is_ok());
        // Integer N: multiples of 8 up to 32, then of 16, up to 224.
        assert!(check(&form(24, MTy::S32, MTy::S8, MTy::U8)).is_ok());
        assert!(check(&form(40, MTy::S32, MTy::S8, MTy::S8)).is_err());
        assert!(check(&form(240, MTy::S32, MTy::U8, MTy::U8)).is_ok());
        assert!(check(&form(248, MTy::S32, MTy::U8, MTy::U8)).is_err());
        assert!(check(&form(40, MTy::S32, MTy::B1, MTy::B1)).is_err());
        assert!(check(&form(256, MTy::S32, MTy::B1, MTy::B1)).is_ok());
        assert!(check(&form(264, MTy::F32, MTy::F16, MTy::F16)).is_err());
        let mut t = form(64, MTy::F32, MTy::Tf32, MTy::Tf32);
        t.trans_b = true;
        assert!(check(&t).is_err());
        let mut s = form(64, MTy::F32, MTy::F16, MTy::F16);
        s.satfinite = true;
        assert!(check(&s).is_err());
        // Sparse: twice the K, no b1, the selector's range per type.
        let mut sp = form(64, MTy::F32, MTy::F16, MTy::F16);
        sp.sparse = true;
        assert!(check(&sp).is_err(), "k16 is the dense K");
        sp.k = 32;
        assert!(check(&sp).is_ok());
        sp.sel = 1;
        assert!(check(&sp).is_ok());
        sp.sel = 2;
        assert!(check(&sp).is_err());
        let mut sp8 = form(64, MTy::S32, MTy::S8, MTy::S8);
        sp8.sparse = true;
        sp8.k = 64;
        assert!(check(&sp8).is_ok());
        sp8.sel = 1;
        assert!(check(&sp8).is_err());
        let mut spb = form(64, MTy::S32, MTy::B1, MTy::B1);
        spb.sparse = true;
        spb.k = 512;
        assert!(check(&spb).is_err());
    }

    #[test]
    fn d_registers_follow_the_fragment_tables() {
        assert_eq!(form(256, MTy::F32, MTy::F16, MTy::F16).regs(), (4, 128));
        assert_eq!(form(72, MTy::F16, MTy::F16, MTy::F16).regs(), (4, 18));
        assert_eq!(form(8, MTy::S32, MTy::S8, MTy::S8).regs(), (4, 4));
    }
}
