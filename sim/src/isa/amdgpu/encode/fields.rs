//! Where each VOP3 field sits in the two instruction words, per generation, and the
//! packing/unpacking of those words. Nothing here knows instructions or operand
//! meanings; `Fields` is the raw content of one VOP3 instruction.

use crate::isa::amdgpu::target::Gen;

/// Bit positions of the fields that move between generations.
#[derive(Debug, Clone, Copy)]
pub(super) struct Layout {
    /// ENC [31:26] value.
    enc: u32,
    /// OP field: first bit and width.
    op_shift: u32,
    op_bits: u32,
    /// CLAMP bit in word 0 (VOP3a; VOP3b uses bit 15 from GFX8 on and has none before).
    clamp_bit: u32,
    /// OP_SEL [14:11] exists (GFX9+). GFX8 reserves those bits.
    op_sel: bool,
}

/// The layout of a generation.
pub(super) fn layout(gen: Gen) -> Layout {
    const GFX8_CLAMP: u32 = 15;
    match gen {
        Gen::Gfx6 => Layout {
            enc: 0b110100,
            op_shift: 17,
            op_bits: 9,
            clamp_bit: 11,
            op_sel: false,
        },
        Gen::Gfx8 => Layout {
            enc: 0b110100,
            op_shift: 16,
            op_bits: 10,
            clamp_bit: GFX8_CLAMP,
            op_sel: false,
        },
        Gen::Gfx9 => Layout {
            enc: 0b110100,
            op_shift: 16,
            op_bits: 10,
            clamp_bit: GFX8_CLAMP,
            op_sel: true,
        },
        Gen::Gfx10 | Gen::Gfx11 | Gen::Gfx12 => Layout {
            enc: 0b110101,
            op_shift: 16,
            op_bits: 10,
            clamp_bit: GFX8_CLAMP,
            op_sel: true,
        },
    }
}

// Word 0 fields common to every layout.
const ENC_SHIFT: u32 = 26;
const VDST_MASK: u32 = 0xff;
const ABS_SHIFT: u32 = 8;
const SDST_SHIFT: u32 = 8;
const SDST_MASK: u32 = 0x7f;
const OP_SEL_SHIFT: u32 = 11;
/// VOP3b's CLAMP bit from GFX8 on (GFX6/7 VOP3b has no clamp).
const VOP3B_CLAMP_BIT: u32 = 15;
// Word 1 fields.
const SRC_BITS: u32 = 9;
const SRC_MASK: u32 = 0x1ff;
const OMOD_SHIFT: u32 = 27;
const NEG_SHIFT: u32 = 29;

/// The raw content of a VOP3 instruction (the third dword, if any, travels separately).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Fields {
    pub op: u16,
    /// VDST: a VGPR number.
    pub vdst: u8,
    /// SDST (VOP3b only).
    pub sdst: u8,
    /// ABS bits, bit k = source k (VOP3a only).
    pub abs: u8,
    /// NEG bits, bit k = source k.
    pub neg: u8,
    /// OP_SEL bits: 0..2 = sources, 3 = destination (VOP3a, GFX9+).
    pub op_sel: u8,
    pub clamp: bool,
    pub omod: u8,
    pub src: [u16; 3],
}

impl Layout {
    fn op_mask(&self) -> u32 {
        (1 << self.op_bits) - 1
    }

    /// The OP field of word 0, or None if ENC is not this layout's VOP3.
    pub fn opcode(&self, w0: u32) -> Option<u16> {
        (w0 >> ENC_SHIFT == self.enc).then(|| ((w0 >> self.op_shift) & self.op_mask()) as u16)
    }

    /// Word 0 and word 1 of `f`.
    pub fn pack(&self, f: &Fields, vop3b: bool) -> (u32, u32) {
        let mut w0 = self.enc << ENC_SHIFT | u32::from(f.op) << self.op_shift | u32::from(f.vdst);
        if vop3b {
            w0 |= u32::from(f.sdst) << SDST_SHIFT | u32::from(f.clamp) << VOP3B_CLAMP_BIT;
        } else {
            w0 |= u32::from(f.abs) << ABS_SHIFT
                | u32::from(f.op_sel) << OP_SEL_SHIFT
                | u32::from(f.clamp) << self.clamp_bit;
        }
        let w1 = u32::from(f.src[0])
            | u32::from(f.src[1]) << SRC_BITS
            | u32::from(f.src[2]) << (2 * SRC_BITS)
            | u32::from(f.omod) << OMOD_SHIFT
            | u32::from(f.neg) << NEG_SHIFT;
        (w0, w1)
    }

    /// Unpack the two words (ENC already checked). Bits that no field of this layout
    /// covers must be zero, so every accepted word pair packs back to itself.
    pub fn unpack(&self, w0: u32, w1: u32, vop3b: bool) -> Result<Fields, String> {
        let mut f = Fields {
            op: ((w0 >> self.op_shift) & self.op_mask()) as u16,
            vdst: (w0 & VDST_MASK) as u8,
            neg: (w1 >> NEG_SHIFT) as u8,
            omod: ((w1 >> OMOD_SHIFT) & 3) as u8,
            src: [0, 1, 2].map(|k| ((w1 >> (k * SRC_BITS)) & SRC_MASK) as u16),
            ..Fields::default()
        };
        if vop3b {
            f.sdst = ((w0 >> SDST_SHIFT) & SDST_MASK) as u8;
            if self.clamp_bit == VOP3B_CLAMP_BIT {
                f.clamp = w0 >> VOP3B_CLAMP_BIT & 1 != 0;
            }
        } else {
            f.abs = ((w0 >> ABS_SHIFT) & 7) as u8;
            f.clamp = w0 >> self.clamp_bit & 1 != 0;
            if self.op_sel {
                f.op_sel = ((w0 >> OP_SEL_SHIFT) & 0xf) as u8;
            }
        }
        let (p0, _) = self.pack(&f, vop3b);
        let stray = w0 ^ p0;
        if stray != 0 {
            return Err(format!("reserved bits set in word 0 (mask {stray:#010x})"));
        }
        Ok(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_words() {
        // v_cvt_pk_u8_f32 v5, v1, v2, s3 (isa-semantics.md 3.3).
        let f = Fields {
            vdst: 5,
            src: [257, 258, 3],
            ..Fields::default()
        };
        for (gen, op, w0) in [
            (Gen::Gfx6, 350, 0xd2bc_0005),
            (Gen::Gfx9, 477, 0xd1dd_0005),
            (Gen::Gfx10, 350, 0xd55e_0005),
            (Gen::Gfx11, 550, 0xd626_0005),
        ] {
            let l = layout(gen);
            let (a, b) = l.pack(&Fields { op, ..f }, false);
            assert_eq!((a, b), (w0, 0x000e_0501));
            assert_eq!(l.unpack(a, b, false), Ok(Fields { op, ..f }));
        }
        // GFX8 reserves OP_SEL; GFX6/7 reserve bits 12..16.
        assert!(layout(Gen::Gfx8).unpack(0xd1dd_0805, 0, false).is_err());
        assert!(layout(Gen::Gfx6).unpack(0xd2bc_1005, 0, false).is_err());
    }
}
