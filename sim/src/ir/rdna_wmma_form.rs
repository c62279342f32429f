//! RDNA wave matrix multiply-accumulate instructions (`v_wmma_*`, gfx11 RDNA3 and
//! gfx12 RDNA4) as data: one row per instruction with the generations that have it,
//! its element types and K (every form is 16 x 16 x K, one block). The front end
//! lowers a row plus the written modifiers and the wave size to [`RdnaWmmaForm`];
//! `func::matrix::rdna_wmma` computes it; timing keys it by its mnemonic (the same
//! spelling on both generations). Source of the rows: the AMD Matrix Instruction
//! Calculator's `dict_insts` rdna3/rdna4 tables (ROCm/amd_matrix_instruction_calculator,
//! `matrix_calculator.py`), the spellings and register counts checked with
//! `llvm-mc-22 -mcpu=gfx1100/gfx1201` (wave32 and `+wavefrontsize64`).
//!
//! The RDNA4 sparse `v_swmmac_*` rows (`sparse`) hold A 2:4-compressed (two stored
//! values per group of four k, their positions in an index VGPR chosen by
//! `index_key`), B dense and C in the destination registers.

/// Element types of WMMA operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WTy {
    F16,
    Bf16,
    F32,
    I32,
    /// 8-bit integers, signed or unsigned per operand by `neg_lo` (the `iu8` forms).
    Iu8,
    /// 4-bit integers, signed or unsigned per operand by `neg_lo` (the `iu4` forms).
    Iu4,
    /// OCP FP8 E4M3 (RDNA4 ISA guide, "WMMA": the OCP formats, as CDNA4's).
    Fp8,
    /// OCP BF8 E5M2.
    Bf8,
}

impl WTy {
    /// Bits of one element in a register.
    pub fn bits(self) -> u32 {
        match self {
            WTy::F32 | WTy::I32 => 32,
            WTy::F16 | WTy::Bf16 => 16,
            WTy::Iu8 | WTy::Fp8 | WTy::Bf8 => 8,
            WTy::Iu4 => 4,
        }
    }

    /// Integer input (signedness chosen by `neg_lo`).
    pub fn is_int(self) -> bool {
        matches!(self, WTy::Iu8 | WTy::Iu4)
    }
}

/// RDNA generations (bit sets).
pub const RDNA3: u8 = 1;
/// gfx1200, gfx1201 (not gfx1250, whose matrix instructions differ).
pub const RDNA4: u8 = 2;
pub const RDNA34: u8 = RDNA3 | RDNA4;

/// The RDNA generation bit of a processor id (0x1100, 0x1201, ...); 0: none.
pub fn rdna_bit(id: u32) -> u8 {
    match id {
        0x1100..=0x115f => RDNA3,
        0x1200..=0x1201 => RDNA4,
        _ => 0,
    }
}

/// One WMMA instruction (16 x 16 x `k`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RdnaWmmaInst {
    pub name: &'static str,
    pub gens: u8,
    pub a: WTy,
    pub b: WTy,
    pub d: WTy,
    pub k: u8,
    /// `v_swmmac_*`: A compressed 2:4, an index operand, C = D.
    pub sparse: bool,
}

impl RdnaWmmaInst {
    /// 32-bit registers per lane of A, B and C/D on generation `gen` in a wave of
    /// `wave` lanes. RDNA3 holds a whole row (column) of A (B) in every lane, the
    /// 16 lanes replicated across the wave, and 16-bit results in one half of a
    /// register each (`op_sel`); RDNA4 spreads K across the lanes (no replication)
    /// and packs 16-bit results two to a register. The 4-bit K=16 form on a wave64
    /// uses only lanes 0-31 (the calculator's `check_valid_reg_lane`): one register.
    /// A sparse A holds K/2 stored values per row.
    pub fn regs(&self, gen: u8, wave: u32) -> (u32, u32, u32) {
        let k = self.k as u32;
        let in_regs = |t: WTy, k: u32| {
            if gen == RDNA3 {
                k * t.bits() / 32
            } else {
                (16 * k * t.bits()).div_ceil(32 * wave)
            }
        };
        let d = if gen == RDNA3 {
            16 * 16 / wave
        } else {
            16 * 16 * self.d.bits() / (32 * wave)
        };
        let ka = if self.sparse { k / 2 } else { k };
        (in_regs(self.a, ka), in_regs(self.b, k), d)
    }

    /// Index sets of a sparse form in one index VGPR (`index_key` picks one): the
    /// calculator's `get_num_compression_sets`.
    pub fn index_sets(&self, wave: u32) -> u32 {
        match (wave, self.a.bits()) {
            (32, 4) if self.k == 64 => 1,
            (32, _) => 2,
            (_, 4) => 2,
            _ => 4,
        }
    }

    /// Multiply-adds of one instruction.
    pub fn fmas(&self) -> u64 {
        16 * 16 * self.k as u64
    }
}

/// A WMMA as lowered: the row, the generation and wave size, and its modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RdnaWmmaForm {
    pub id: u16,
    /// [`RDNA3`] or [`RDNA4`]: which layouts apply.
    pub gen: u8,
    pub wave64: bool,
    /// `neg_lo` / `neg_hi` bits (bit k = source k). Integer forms: `neg_lo` bit 0/1
    /// = A/B signed. Float forms: see `func::matrix::rdna_wmma`.
    pub neg_lo: u8,
    pub neg_hi: u8,
    /// RDNA3 16-bit results: `op_sel:[0,0,1]` puts C and D in the high halves.
    pub hi: bool,
    /// Integer forms: saturate to i32 instead of wrapping.
    pub clamp: bool,
    /// Sparse forms: which index set of the index VGPR (`index_key:N`).
    pub index_key: u8,
}

impl RdnaWmmaForm {
    /// The instruction row.
    pub fn inst(&self) -> &'static RdnaWmmaInst {
        &RDNA_WMMA[self.id as usize]
    }

    /// Lanes of the wave.
    pub fn wave(&self) -> u32 {
        if self.wave64 {
            64
        } else {
            32
        }
    }
}

/// The row with this mnemonic on generation `gen`: `Ok(index)`; `Err(true)` if the
/// mnemonic exists but not on `gen`, `Err(false)` if unknown.
pub fn find(name: &str, gen: u8) -> Result<u16, bool> {
    match RDNA_WMMA.iter().position(|r| r.name == name) {
        Some(k) if RDNA_WMMA[k].gens & gen != 0 => Ok(k as u16),
        Some(_) => Err(true),
        None => Err(false),
    }
}

/// Is `m` a WMMA or SWMMAC spelling of some RDNA generation?
pub fn is_rdna_wmma(m: &str) -> bool {
    RDNA_WMMA.iter().any(|r| r.name == m)
}

use WTy::*;

macro_rules! rows {
    ($($name:literal, $gens:expr, $a:ident, $b:ident, $d:ident, $k:literal, $sp:literal;)*) => {
        /// Every RDNA WMMA instruction warpsim models.
        pub static RDNA_WMMA: &[RdnaWmmaInst] = &[$(RdnaWmmaInst {
            name: $name, gens: $gens, a: $a, b: $b, d: $d, k: $k, sparse: $sp,
        },)*];
    };
}

#[rustfmt::skip]
rows! {
    // name                           gens    A     B     C/D   K  sparse
    "v_wmma_f32_16x16x16_f16",       RDNA34, F16,  F16,  F32,  16, false;
    "v_wmma_f32_16x16x16_bf16",      RDNA34, Bf16, Bf16, F32,  16, false;
    "v_wmma_f16_16x16x16_f16",       RDNA34, F16,  F16,  F16,  16, false;
    "v_wmma_bf16_16x16x16_bf16",     RDNA34, Bf16, Bf16, Bf16, 16, false;
    "v_wmma_i32_16x16x16_iu8",       RDNA34, Iu8,  Iu8,  I32,  16, false;
    "v_wmma_i32_16x16x16_iu4",       RDNA34, Iu4,  Iu4,  I32,  16, false;
    "v_wmma_i32_16x16x32_iu4",       RDNA4,  Iu4,  Iu4,  I32,  32, false;
    "v_wmma_f32_16x16x16_fp8_fp8",   RDNA4,  Fp8,  Fp8,  F32,  16, false;
    "v_wmma_f32_16x16x16_fp8_bf8",   RDNA4,  Fp8,  Bf8,  F32,  16, false;
    "v_wmma_f32_16x16x16_bf8_fp8",   RDNA4,  Bf8,  Fp8,  F32,  16, false;
    "v_wmma_f32_16x16x16_bf8_bf8",   RDNA4,  Bf8,  Bf8,  F32,  16, false;
    "v_swmmac_f32_16x16x32_f16",     RDNA4,  F16,  F16,  F32,  32, true;
    "v_swmmac_f32_16x16x32_bf16",    RDNA4,  Bf16, Bf16, F32,  32, true;
    "v_swmmac_f16_16x16x32_f16",     RDNA4,  F16,  F16,  F16,  32, true;
    "v_swmmac_bf16_16x16x32_bf16",   RDNA4,  Bf16, Bf16, Bf16, 32, true;
    "v_swmmac_i32_16x16x32_iu8",     RDNA4,  Iu8,  Iu8,  I32,  32, true;
    "v_swmmac_i32_16x16x32_iu4",     RDNA4,  Iu4,  Iu4,  I32,  32, true;
    "v_swmmac_i32_16x16x64_iu4",     RDNA4,  Iu4,  Iu4,  I32,  64, true;
    "v_swmmac_f32_16x16x32_fp8_fp8", RDNA4,  Fp8,  Fp8,  F32,  32, true;
    "v_swmmac_f32_16x16x32_fp8_bf8", RDNA4,  Fp8,  Bf8,  F32,  32, true;
    "v_swmmac_f32_16x16x32_bf8_fp8", RDNA4,  Bf8,  Fp8,  F32,  32, true;
    "v_swmmac_f32_16x16x32_bf8_bf8", RDNA4,  Bf8,  Bf8,  F32,  32, true;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Register counts as `llvm-mc-22` accepts them (gfx1100 / gfx1201, wave32 and
    /// wave64).
    #[test]
    fn register_counts_match_the_assembler() {
        let r = |n: &str, g: u8, w: u32| RDNA_WMMA[find(n, g).unwrap() as usize].regs(g, w);
        assert_eq!(r("v_wmma_f32_16x16x16_f16", RDNA3, 32), (8, 8, 8));
        assert_eq!(r("v_wmma_f32_16x16x16_f16", RDNA3, 64), (8, 8, 4));
        assert_eq!(r("v_wmma_f16_16x16x16_f16", RDNA3, 64), (8, 8, 4));
        assert_eq!(r("v_wmma_i32_16x16x16_iu8", RDNA3, 32), (4, 4, 8));
        assert_eq!(r("v_wmma_i32_16x16x16_iu4", RDNA3, 32), (2, 2, 8));
        assert_eq!(r("v_wmma_f32_16x16x16_f16", RDNA4, 32), (4, 4, 8));
        assert_eq!(r("v_wmma_f16_16x16x16_f16", RDNA4, 32), (4, 4, 4));
        assert_eq!(r("v_wmma_f16_16x16x16_f16", RDNA4, 64), (2, 2, 2));
        assert_eq!(r("v_wmma_f32_16x16x16_f16", RDNA4, 64), (2, 2, 4));
        assert_eq!(r("v_wmma_i32_16x16x16_iu8", RDNA4, 32), (2, 2, 8));
        assert_eq!(r("v_wmma_i32_16x16x16_iu8", RDNA4, 64), (1, 1, 4));
        assert_eq!(r("v_wmma_i32_16x16x16_iu4", RDNA4, 32), (1, 1, 8));
        assert_eq!(r("v_wmma_i32_16x16x16_iu4", RDNA4, 64), (1, 1, 4));
        assert_eq!(r("v_wmma_i32_16x16x32_iu4", RDNA4, 32), (2, 2, 8));
        assert_eq!(r("v_wmma_i32_16x16x32_iu4", RDNA4, 64), (1, 1, 4));
        assert_eq!(r("v_wmma_f32_16x16x16_fp8_bf8", RDNA4, 32), (2, 2, 8));
        assert_eq!(find("v_wmma_f32_16x16x16_fp8_fp8", RDNA3), Err(true));
        assert_eq!(find("v_wmma_nope", RDNA4), Err(false));
        assert!(is_rdna_wmma("v_swmmac_f32_16x16x32_f16"));
        // llvm-mc-22 gfx1201: v_swmmac_* A / B / D counts and index_key ranges.
        let sp = |n: &str, w: u32| {
            let f = &RDNA_WMMA[find(n, RDNA4).unwrap() as usize];
            (f.regs(RDNA4, w), f.index_sets(w))
        };
        assert_eq!(sp("v_swmmac_f32_16x16x32_f16", 32), ((4, 8, 8), 2));
        assert_eq!(sp("v_swmmac_f16_16x16x32_f16", 32), ((4, 8, 4), 2));
        assert_eq!(sp("v_swmmac_i32_16x16x32_iu8", 32), ((2, 4, 8), 2));
        assert_eq!(sp("v_swmmac_i32_16x16x32_iu4", 32), ((1, 2, 8), 2));
        assert_eq!(sp("v_swmmac_i32_16x16x64_iu4", 32), ((2, 4, 8), 1));
        assert_eq!(sp("v_swmmac_f32_16x16x32_fp8_fp8", 32), ((2, 4, 8), 2));
        assert_eq!(sp("v_swmmac_f32_16x16x32_f16", 64), ((2, 4, 4), 4));
        assert_eq!(sp("v_swmmac_i32_16x16x32_iu8", 64), ((1, 2, 4), 4));
        assert_eq!(sp("v_swmmac_i32_16x16x32_iu4", 64), ((1, 1, 4), 2));
        assert_eq!(sp("v_swmmac_i32_16x16x64_iu4", 64), ((1, 2, 4), 2));
        assert_eq!(rdna_bit(0x1250), 0);
    }
}
