//! AMDGPU targets: the `gfxNNNN` processors warpsim knows, grouped into the encoding
//! generations that decide mnemonics, operand rules and the kernel ABI.

/// Encoding generation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Gen {
    /// GFX6/7 (SI/CI).
    Gfx6,
    /// GFX8 (VI).
    Gfx8,
    /// GFX9 and CDNA1-4 (gfx900..gfx950).
    Gfx9,
    /// GFX10 (RDNA1/2).
    Gfx10,
    /// GFX11 and 11.5 (RDNA3/3.5).
    Gfx11,
    /// GFX12 (RDNA4) and gfx1250.
    Gfx12,
}

/// A processor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gfx {
    /// e.g. `gfx1100`.
    pub name: String,
    /// The number after `gfx`, read as hex digits (gfx90a -> 0x90a, gfx1100 -> 0x1100).
    pub id: u32,
    pub gen: Gen,
}

impl Gfx {
    /// Parse `gfxNNNN` (with optional `:feature` suffixes, as in target IDs).
    pub fn parse(s: &str) -> Option<Gfx> {
        let base = s.split(':').next()?;
        let digits = base.strip_prefix("gfx")?;
        if digits.is_empty() || digits.len() > 4 || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let id = u32::from_str_radix(digits, 16).ok()?;
        let gen = match id {
            0x600..=0x7ff => Gen::Gfx6,
            0x800..=0x8ff => Gen::Gfx8,
            0x900..=0x9ff => Gen::Gfx9,
            0x1000..=0x10ff => Gen::Gfx10,
            0x1100..=0x11ff => Gen::Gfx11,
            0x1200..=0x12ff => Gen::Gfx12,
            _ => return None,
        };
        Some(Gfx {
            name: base.to_string(),
            id,
            gen,
        })
    }

    /// Default wavefront size (GCN/CDNA: 64; RDNA: 32 unless the kernel says otherwise).
    pub fn default_wave64(&self) -> bool {
        self.gen <= Gen::Gfx9
    }

    /// Work-item ids arrive packed into v0 (x[9:0], y[19:10], z[29:20]) rather than in
    /// v0, v1, v2 (LLVM FeaturePackedTID: gfx90a, gfx940+, GFX11+).
    pub fn packed_tid(&self) -> bool {
        self.id == 0x90a || (0x940..=0x9ff).contains(&self.id) || self.gen >= Gen::Gfx11
    }

    /// Packed FP32 arithmetic (`v_pk_fma_f32`, `v_pk_mul_f32`, `v_pk_add_f32`): LLVM's
    /// FeaturePackedFP32Ops on gfx90a and gfx940+ (CDNA2-4). gfx1250 has the
    /// instructions too, but reads only one SGPR of a scalar pair (LLVM keeps separate
    /// gfx12 opcodes for them); warpsim does not take them there.
    pub fn packed_fp32(&self) -> bool {
        self.gen == Gen::Gfx9 && (self.id == 0x90a || self.id >= 0x940)
    }

    /// VOP3 encodings accept a 32-bit literal (GFX10+).
    pub fn vop3_literal(&self) -> bool {
        self.gen >= Gen::Gfx10
    }

    /// How many scalar (constant-bus) sources a VALU instruction may read: 1 before GFX10.
    pub fn constant_bus_limit(&self) -> u32 {
        if self.gen >= Gen::Gfx10 {
            2
        } else {
            1
        }
    }

    /// Stores count in vmcnt (GFX6-9) rather than in their own counter.
    pub fn stores_in_vmcnt(&self) -> bool {
        self.gen <= Gen::Gfx9
    }

    /// SMEM and LDS share one counter (lgkmcnt) before GFX12.
    pub fn shared_lgkm(&self) -> bool {
        self.gen <= Gen::Gfx11
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets() {
        let g = Gfx::parse("gfx90a:xnack-").unwrap();
        assert_eq!((g.id, g.gen), (0x90a, Gen::Gfx9));
        assert!(g.packed_tid() && g.default_wave64() && g.packed_fp32());
        assert!(Gfx::parse("gfx942").unwrap().packed_fp32());
        assert!(Gfx::parse("gfx950").unwrap().packed_fp32());
        assert!(!Gfx::parse("gfx908").unwrap().packed_fp32());
        assert!(!Gfx::parse("gfx1250").unwrap().packed_fp32());
        let g = Gfx::parse("gfx1100").unwrap();
        assert_eq!(g.gen, Gen::Gfx11);
        assert!(g.packed_tid() && !g.default_wave64() && g.vop3_literal());
        assert!(!Gfx::parse("gfx1030").unwrap().packed_tid());
        assert_eq!(Gfx::parse("gfx1250").unwrap().gen, Gen::Gfx12);
        assert!(Gfx::parse("gfx1300").is_none());
        assert!(Gfx::parse("sm_90").is_none());
    }
}
