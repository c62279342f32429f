//! AMDGPU targets: the `gfxNNNN` processors warpsim knows, grouped into the encoding
//! generations that decide mnemonics, operand rules and the kernel ABI.

use super::table::Feature;

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

/// The groups of dot-product instructions (`v_dot*`), by which processors have them
/// (LLVM's FeatureDot*Insts, as `llvm-mc-22 -mcpu=...` accepts each mnemonic).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DotSet {
    /// `v_dot2_f32_f16`, `v_dot2_{i32_i16,u32_u16}`, `v_dot4_{i32_i8,u32_u8}`,
    /// `v_dot8_{i32_i4,u32_u4}`: gfx906, gfx908, gfx90a, gfx94x, gfx950, gfx1011,
    /// gfx1012, gfx103x, and (the forms GFX11 kept) GFX11/12.
    Base,
    /// `v_dot2c_f32_f16`, `v_dot4c_i32_i8`: gfx908+ CDNA, the GFX10 processors of
    /// `Base`, and GFX11's `v_dot2acc_f32_f16`.
    Acc,
    /// `v_dot2c_i32_i16`, `v_dot8c_i32_i4`: gfx908+ CDNA.
    CdnaAcc,
    /// `v_dot2_f32_bf16` (gfx950, GFX11/12) and `v_dot2c_f32_bf16` (gfx950).
    Bf16,
    /// GFX11+: `v_dot2_{f16_f16,bf16_bf16}`, `v_dot4_i32_iu8`, `v_dot8_i32_iu4`.
    Rdna3,
    /// GFX12 (gfx1200/gfx1201): `v_dot4_f32_{fp8,bf8}_{fp8,bf8}`.
    Fp8,
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

    /// The unfused f32 multiply-adds `v_mad_f32`, `v_mac_f32`, `v_madak_f32` and
    /// `v_madmk_f32`: LLVM's FeatureMadMacF32Insts, on GFX6-GFX9 up to gfx90a and on
    /// GFX10.1 (llvm-mc-22 refuses all four on gfx942 and gfx1030).
    pub fn has_mad_mac_f32(&self) -> bool {
        self.gen < Gen::Gfx9
            || (self.gen == Gen::Gfx9 && self.id < 0x940)
            || (0x1010..0x1030).contains(&self.id)
    }

    /// Does this processor have `f`, a feature a table row needs beyond its
    /// generations?
    pub fn has_feature(&self, f: Feature) -> bool {
        match f {
            Feature::None => true,
            Feature::MadMacF32 => self.has_mad_mac_f32(),
            // gfx940 and later, GFX12 included (ids read as hex: gfx1200 = 0x1200);
            // not gfx6-gfx90a, which share the rows' GFX9 bit.
            Feature::PkAdd16Atomics => self.id >= 0x940,
        }
    }

    /// Does this processor have the dot instructions of `set` (`float`: a float form;
    /// gfx1250 keeps only the integer ones)?
    pub fn has_dot(&self, set: DotSet, float: bool) -> bool {
        let id = self.id;
        let base9 = matches!(id, 0x906 | 0x908 | 0x90a) || id >= 0x940;
        let base10 = matches!(id, 0x1011 | 0x1012) || id >= 0x1030;
        if self.gen == Gen::Gfx12 && id >= 0x1250 && float {
            return false;
        }
        match (set, self.gen) {
            (DotSet::Base, Gen::Gfx9) => base9,
            (DotSet::Base | DotSet::Acc, Gen::Gfx10) => base10,
            (DotSet::Base | DotSet::Rdna3, Gen::Gfx11 | Gen::Gfx12) => true,
            (DotSet::Acc | DotSet::CdnaAcc, Gen::Gfx9) => base9 && id >= 0x908,
            (DotSet::Acc, Gen::Gfx11) => true,
            (DotSet::Bf16, Gen::Gfx9) => id == 0x950,
            (DotSet::Bf16, Gen::Gfx11 | Gen::Gfx12) => true,
            (DotSet::Fp8, Gen::Gfx12) => true,
            _ => false,
        }
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
        // Dot instructions, as llvm-mc-22 accepts them.
        let has = |g: &str, s, f| Gfx::parse(g).unwrap().has_dot(s, f);
        assert!(!has("gfx900", DotSet::Base, false));
        assert!(has("gfx906", DotSet::Base, true) && !has("gfx906", DotSet::Acc, true));
        assert!(has("gfx90a", DotSet::CdnaAcc, false) && !has("gfx90a", DotSet::Bf16, true));
        assert!(has("gfx950", DotSet::Bf16, true));
        assert!(!has("gfx1010", DotSet::Base, false) && has("gfx1030", DotSet::Acc, true));
        assert!(!has("gfx1030", DotSet::CdnaAcc, false) && !has("gfx1030", DotSet::Rdna3, false));
        assert!(has("gfx1100", DotSet::Acc, true) && !has("gfx1201", DotSet::Acc, true));
        assert!(has("gfx1201", DotSet::Fp8, true) && !has("gfx1100", DotSet::Fp8, true));
        assert!(has("gfx1250", DotSet::Rdna3, false) && !has("gfx1250", DotSet::Base, true));
        assert!(Gfx::parse("sm_90").is_none());
    }
}
