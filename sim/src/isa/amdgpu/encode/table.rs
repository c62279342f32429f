//! The VOP3 instructions warpsim's encoder knows, described once as data: per-generation
//! opcode, operand shape, which source modifiers / clamp / omod / op_sel each accepts
//! and from which generation, and whether a GFX11+ `_e64_dpp` form exists. The
//! assembler and the disassembler both read these rows and nothing else, so the two
//! directions cannot disagree about an instruction.

use super::EncTarget;
use crate::isa::amdgpu::target::Gen;

/// Marks a generation on which an instruction does not exist.
const NONE: u16 = u16::MAX;

/// The OP field value on each generation (`NONE` = not available there).
#[derive(Debug, Clone, Copy)]
pub(super) struct Opcodes {
    pub gfx6: u16,
    pub gfx8: u16,
    pub gfx9: u16,
    pub gfx10: u16,
    pub gfx11: u16,
    pub gfx12: u16,
}

impl Opcodes {
    pub fn get(&self, gen: Gen) -> Option<u16> {
        let op = match gen {
            Gen::Gfx6 => self.gfx6,
            Gen::Gfx8 => self.gfx8,
            Gen::Gfx9 => self.gfx9,
            Gen::Gfx10 => self.gfx10,
            Gen::Gfx11 => self.gfx11,
            Gen::Gfx12 => self.gfx12,
        };
        (op != NONE).then_some(op)
    }
}

/// Operand list of an instruction (destinations first, as written).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    /// `vdst, src0, src1, src2`, all 32-bit (VOP3a).
    Src3,
    /// `vdst[2], sdst, src0, src1, src2[2]`: 64-bit VGPR destination, a lane-mask
    /// carry-out in the SDST field and a 64-bit addend (VOP3b).
    Mad64,
    /// `vdst, src0, src1, mask`: a 32-bit select whose src2 is a lane mask (VOP2 `_e64`).
    Cndmask,
}

impl Shape {
    /// The operand slots, in written order.
    pub fn slots(self) -> &'static [Slot] {
        use Slot::*;
        match self {
            Shape::Src3 => &[
                Vdst { wide: false },
                Src { i: 0, wide: false },
                Src { i: 1, wide: false },
                Src { i: 2, wide: false },
            ],
            Shape::Mad64 => &[
                Vdst { wide: true },
                Sdst,
                Src { i: 0, wide: false },
                Src { i: 1, wide: false },
                Src { i: 2, wide: true },
            ],
            Shape::Cndmask => &[
                Vdst { wide: false },
                Src { i: 0, wide: false },
                Src { i: 1, wide: false },
                Mask,
            ],
        }
    }

    /// VOP3b: bits [14:8] of word 0 hold SDST instead of ABS/OP_SEL.
    pub fn vop3b(self) -> bool {
        self == Shape::Mad64
    }

    /// Written operand names, for "too few operands" messages.
    pub fn signature(self) -> &'static str {
        match self {
            Shape::Src3 => "vdst, src0, src1, src2",
            Shape::Mad64 => "vdst[2], sdst, src0, src1, src2[2]",
            Shape::Cndmask => "vdst, src0, src1, mask",
        }
    }
}

/// One written operand position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Slot {
    /// The VGPR destination (a pair when `wide`).
    Vdst { wide: bool },
    /// The VOP3b scalar carry-out (wave-sized lane mask).
    Sdst,
    /// Source `i` (SRC0..SRC2 field), 64-bit when `wide`.
    Src { i: usize, wide: bool },
    /// A lane-mask source in SRC2 (wave-sized scalar register).
    Mask,
}

/// One instruction.
#[derive(Debug, Clone, Copy)]
pub(super) struct Row {
    /// Mnemonic without suffixes (and printed so, apart from `e64_in_name`).
    pub name: &'static str,
    /// GFX12 renamed the instruction: printed there, and accepted there besides `name`.
    pub gfx12_name: Option<&'static str>,
    /// A VOP2 form exists, so `_e64` is part of the VOP3 spelling and is printed.
    pub e64_in_name: bool,
    pub op: Opcodes,
    /// Processors before this id (as `Gfx::id`) lack the instruction even where
    /// their generation's opcode is set (gfx600 has no `v_mad_u64_u32`).
    pub since_id: u32,
    pub shape: Shape,
    /// Bit k set: source k takes `abs`/`neg` (float inputs only).
    pub abs_neg: u8,
    /// First generation that accepts `clamp`; `None` = never.
    pub clamp: Option<Gen>,
    /// Output modifier `mul:2`/`mul:4`/`div:2`.
    pub omod: bool,
    /// First generation that accepts `op_sel`; `None` = never.
    pub op_sel: Option<Gen>,
    /// A GFX11+ VOP3-DPP (`_e64_dpp`) form exists.
    pub dpp: bool,
}

const ALL_SRCS: u8 = 0b111;
const SRC0: u8 = 0b001;
const SRC01: u8 = 0b011;

/// The defaults every row starts from: a VOP3-only, integer, modifier-free instruction.
const BASE: Row = Row {
    name: "",
    gfx12_name: None,
    e64_in_name: false,
    op: Opcodes {
        gfx6: NONE,
        gfx8: NONE,
        gfx9: NONE,
        gfx10: NONE,
        gfx11: NONE,
        gfx12: NONE,
    },
    since_id: 0,
    shape: Shape::Src3,
    abs_neg: 0,
    clamp: None,
    omod: false,
    op_sel: None,
    dpp: true,
};

/// Every instruction warpsim encodes. Opcodes are llvm-mc 22's (see
/// `tests/fixtures/amdgpu_enc/README.md`, "Opcodes per generation").
#[rustfmt::skip]
pub(super) static ROWS: &[Row] = &[
    Row { name: "v_cvt_pk_u8_f32",
          op: Opcodes { gfx6: 350, gfx8: 477, gfx9: 477, gfx10: 350, gfx11: 550, gfx12: 550 },
          abs_neg: SRC0, clamp: Some(Gen::Gfx8), ..BASE },
    Row { name: "v_bfe_u32",
          op: Opcodes { gfx6: 328, gfx8: 456, gfx9: 456, gfx10: 328, gfx11: 528, gfx12: 528 }, ..BASE },
    Row { name: "v_bfe_i32",
          op: Opcodes { gfx6: 329, gfx8: 457, gfx9: 457, gfx10: 329, gfx11: 529, gfx12: 529 }, ..BASE },
    Row { name: "v_bfi_b32",
          op: Opcodes { gfx6: 330, gfx8: 458, gfx9: 458, gfx10: 330, gfx11: 530, gfx12: 530 }, ..BASE },
    Row { name: "v_fma_f32",
          op: Opcodes { gfx6: 331, gfx8: 459, gfx9: 459, gfx10: 331, gfx11: 531, gfx12: 531 },
          abs_neg: ALL_SRCS, clamp: Some(Gen::Gfx6), omod: true, ..BASE },
    Row { name: "v_alignbit_b32",
          op: Opcodes { gfx6: 334, gfx8: 462, gfx9: 462, gfx10: 334, gfx11: 534, gfx12: 534 },
          clamp: Some(Gen::Gfx9), op_sel: Some(Gen::Gfx9), ..BASE },
    Row { name: "v_perm_b32",
          op: Opcodes { gfx6: NONE, gfx8: 493, gfx9: 493, gfx10: 836, gfx11: 580, gfx12: 580 }, ..BASE },
    Row { name: "v_mad_u64_u32", gfx12_name: Some("v_mad_co_u64_u32"),
          op: Opcodes { gfx6: 374, gfx8: 488, gfx9: 488, gfx10: 374, gfx11: 766, gfx12: 766 },
          since_id: 0x700, shape: Shape::Mad64, clamp: Some(Gen::Gfx8), dpp: false, ..BASE },
    Row { name: "v_add3_u32",
          op: Opcodes { gfx6: NONE, gfx8: NONE, gfx9: 511, gfx10: 877, gfx11: 597, gfx12: 597 }, ..BASE },
    Row { name: "v_lshl_add_u32",
          op: Opcodes { gfx6: NONE, gfx8: NONE, gfx9: 509, gfx10: 838, gfx11: 582, gfx12: 582 }, ..BASE },
    Row { name: "v_cndmask_b32", e64_in_name: true,
          op: Opcodes { gfx6: 256, gfx8: 256, gfx9: 256, gfx10: 257, gfx11: 257, gfx12: 257 },
          shape: Shape::Cndmask, abs_neg: SRC01, ..BASE },
];

/// VOP3 mnemonics LLVM knows that warpsim's encoder leaves out on purpose (the
/// fixtures use them as generation probes); named so the error says so rather than
/// calling them unknown.
const NOT_ENCODED: &[&str] = &[
    "v_xad_u32",
    "v_maxmin_f32",
    "v_maxmin_num_f32",
    "v_minmax_f32",
    "v_minmax_num_f32",
];

impl Row {
    /// The opcode on this target, if the instruction exists there.
    pub fn opcode(&self, t: &EncTarget) -> Option<u16> {
        if t.gfx.id < self.since_id {
            return None;
        }
        self.op.get(t.gen())
    }

    /// The mnemonic llvm-mc prints on this target (VOP3 or VOP3-DPP form).
    pub fn printed_name(&self, t: &EncTarget, dpp: bool) -> String {
        let base = match self.gfx12_name {
            Some(n) if t.gen() == Gen::Gfx12 => n,
            _ => self.name,
        };
        if dpp {
            format!("{base}_e64_dpp")
        } else if self.e64_in_name {
            format!("{base}_e64")
        } else {
            base.to_string()
        }
    }

    /// Does source `i` take abs/neg?
    pub fn takes_abs_neg(&self, i: usize) -> bool {
        self.abs_neg & (1 << i) != 0
    }
}

/// What a base mnemonic (suffixes stripped) names on a target.
pub(super) enum Lookup {
    Found(&'static Row),
    /// A known instruction (or a GFX12 spelling) that this target lacks.
    NotOnTarget,
    /// A real instruction that the encoder does not implement.
    NotEncoded,
    Unknown,
}

/// Find a base mnemonic. GFX12 spellings count only on GFX12, as in llvm-mc.
pub(super) fn lookup(base: &str, t: &EncTarget) -> Lookup {
    let gfx12 = t.gen() == Gen::Gfx12;
    let row = ROWS
        .iter()
        .find(|r| r.name == base || r.gfx12_name == Some(base));
    match row {
        Some(r) if r.opcode(t).is_some() && (r.name == base || gfx12) => Lookup::Found(r),
        Some(_) => Lookup::NotOnTarget,
        None if NOT_ENCODED.contains(&base)
            || crate::isa::amdgpu::table::all_rows().any(|r| r.name == base) =>
        {
            Lookup::NotEncoded
        }
        None => Lookup::Unknown,
    }
}

/// The row whose opcode on this target is `op`.
pub(super) fn by_opcode(op: u16, t: &EncTarget) -> Option<&'static Row> {
    ROWS.iter().find(|r| r.opcode(t) == Some(op))
}

/// Has this generation reached `since`?
pub(super) fn allowed(since: Option<Gen>, gen: Gen) -> bool {
    since.is_some_and(|g| gen >= g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcodes_are_unique_per_generation() {
        for gen in [
            Gen::Gfx6,
            Gen::Gfx8,
            Gen::Gfx9,
            Gen::Gfx10,
            Gen::Gfx11,
            Gen::Gfx12,
        ] {
            for (i, a) in ROWS.iter().enumerate() {
                for b in &ROWS[i + 1..] {
                    let (x, y) = (a.op.get(gen), b.op.get(gen));
                    assert!(
                        x.is_none() || x != y,
                        "{} and {} share an opcode on {gen:?}",
                        a.name,
                        b.name
                    );
                }
            }
        }
    }
}
