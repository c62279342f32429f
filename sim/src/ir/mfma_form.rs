//! CDNA matrix fused multiply-add instructions (`v_mfma_*`) as data: one row per
//! instruction with its spellings (CDNA3 `v_mfma_f32_32x32x8_f16`, CDNA2
//! `v_mfma_f32_32x32x8f16`), the CDNA generations that have it, its element types,
//! shape (M x N x K, blocks) and the modifiers it takes. The front end lowers a row
//! plus the written modifiers to [`MfmaForm`]; `func::matrix::mfma` computes it;
//! timing keys it by its mnemonic. Source of the rows: the AMD Matrix Instruction
//! Calculator's instruction tables (ROCm/amd_matrix_instruction_calculator,
//! `matrix_calculator.py`, `dict_insts` cdna2/cdna3) and, for gfx950, LLVM's
//! `llvm/test/MC/AMDGPU/mai-gfx950.s` (checked with `llvm-mc-22`).

/// Element types of MFMA operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MfTy {
    F32,
    /// CDNA3 `xf32`: f32 registers read with their low 13 fraction bits ignored
    /// (`func::matrix::mfma::decode`).
    Xf32,
    F16,
    Bf16,
    I8,
    I32,
    F64,
    /// CDNA3 FP8 E4M3 "FNUZ" (bias 8, no infinities, NaN = 0x80 only).
    Fp8Fnuz,
    /// CDNA3 BF8 E5M2 "FNUZ" (bias 16, no infinities, NaN = 0x80 only).
    Bf8Fnuz,
    /// CDNA4 FP8: OCP E4M3 (FN: no infinities, NaN = S.1111.111).
    Fp8,
    /// CDNA4 BF8: OCP E5M2 (IEEE-like).
    Bf8,
    /// CDNA4 FP6: OCP MX E2M3 (all finite), packed 6 bits apart.
    Fp6,
    /// CDNA4 BF6: OCP MX E3M2 (all finite), packed 6 bits apart.
    Bf6,
    /// CDNA4 FP4: OCP MX E2M1 (all finite), packed 4 bits apart.
    Fp4,
    /// The `_f8f6f4` rows' A and B: the format is the instruction's `cbsz:` (A) or
    /// `blgp:` (B) value ([`MfmaForm::types`]).
    F8f6f4,
}

impl MfTy {
    /// Bits of one element in a register.
    pub fn bits(self) -> u32 {
        match self {
            MfTy::F32 | MfTy::Xf32 | MfTy::I32 => 32,
            MfTy::F16 | MfTy::Bf16 => 16,
            MfTy::F64 => 64,
            MfTy::I8 | MfTy::Fp8Fnuz | MfTy::Bf8Fnuz | MfTy::Fp8 | MfTy::Bf8 => 8,
            MfTy::Fp6 | MfTy::Bf6 => 6,
            MfTy::Fp4 => 4,
            // The widest format (FP8/BF8).
            MfTy::F8f6f4 => 8,
        }
    }

    /// The CDNA4 `_f8f6f4` format code of `cbsz:`/`blgp:` (LLVM's
    /// `llvm.amdgcn.mfma.[scale.]f32.*.f8f6f4` "0 = fp8 (E4M3), 1 = bf8 (E5M2),
    /// 2 = fp6 (E2M3), 3 = bf6 (E3M2), 4 = fp4 (E2M1)"; 5-7 are reserved).
    pub fn f8f6f4(code: u8) -> Option<MfTy> {
        Some(match code {
            0 => MfTy::Fp8,
            1 => MfTy::Bf8,
            2 => MfTy::Fp6,
            3 => MfTy::Bf6,
            4 => MfTy::Fp4,
            _ => return None,
        })
    }
}

/// CDNA generations (bit sets).
pub const CDNA2: u8 = 1;
/// gfx940, gfx941, gfx942.
pub const CDNA3: u8 = 2;
/// gfx950.
pub const CDNA4: u8 = 4;
pub const CDNA34: u8 = CDNA3 | CDNA4;
pub const CDNA234: u8 = CDNA2 | CDNA3 | CDNA4;

/// The CDNA generation bit of a gfx9 processor id (0x90a, 0x942, ...); 0: none.
pub fn cdna_bit(id: u32) -> u8 {
    match id {
        0x90a => CDNA2,
        0x940..=0x94f => CDNA3,
        0x950..=0x95f => CDNA4,
        _ => 0,
    }
}

/// One MFMA instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MfmaInst {
    /// CDNA3/CDNA4 spelling ("" if the instruction is CDNA2 only).
    pub name: &'static str,
    /// CDNA2 spelling, also accepted on CDNA3+ as an alias when `name` exists there
    /// ("" if the instruction is new in CDNA3).
    pub old: &'static str,
    /// Generations that have the instruction.
    pub gens: u8,
    /// Element types of A, B and of C/D.
    pub a: MfTy,
    pub b: MfTy,
    pub d: MfTy,
    pub m: u8,
    pub n: u8,
    pub k: u8,
    /// Independent blocks computed at once (`_2b`, `_4b`, `_16b`).
    pub blocks: u8,
    /// Generations on which `cbsz:`/`abid:` (A-block broadcast) apply.
    pub cbsz: u8,
    /// Generations on which `blgp:` (B lane-group pattern) applies.
    pub blgp: u8,
    /// Generations on which `neg:[a,b,c]` applies (f64 on CDNA3+, in the BLGP field).
    pub neg: u8,
}

impl MfmaInst {
    /// `v_mfma_scale_*`: two more sources, the A and B scale VGPRs (E8M0 per lane).
    pub fn scaled(&self) -> bool {
        self.name.starts_with("v_mfma_scale_")
    }

    /// 32-bit registers per lane of A, B and C/D (wave64); for the `_f8f6f4` rows,
    /// with FP8 inputs ([`MfmaForm::regs`] has the form's).
    pub fn regs(&self) -> (u32, u32, u32) {
        let r = |rows: u8, cols: u8, t: MfTy| {
            (rows as u32 * cols as u32 * self.blocks as u32 * t.bits()).div_ceil(64 * 32)
        };
        (
            r(self.m, self.k, self.a) / (1 + self.sparse() as u32),
            r(self.n, self.k, self.b),
            r(self.m, self.n, self.d),
        )
    }

    /// A `v_smfmac_*` row: A is 4:2 sparse (two stored values per four k), D is also
    /// the accumulator, and the third source is the compression-index VGPR.
    pub fn sparse(&self) -> bool {
        self.name.starts_with("v_smfmac_")
    }

    /// Dense k of A held by one lane (a sparse row's A lanes: M rows x K / this).
    pub fn k_per_lane(&self) -> u32 {
        self.k as u32 * self.m as u32 * self.blocks as u32 / 64
    }

    /// Compression-index sets in the index VGPR of a sparse row: each lane's groups
    /// of four k take 4 bits (two 2-bit positions), a set `4 x groups` bits (the
    /// calculator: four sets for 16-bit A, two for 8-bit).
    pub fn index_sets(&self) -> u32 {
        32 / self.k_per_lane()
    }

    /// Multiply-adds of one instruction (M N K blocks).
    pub fn fmas(&self) -> u64 {
        self.m as u64 * self.n as u64 * self.k as u64 * self.blocks as u64
    }

    /// The mnemonic on a generation (the key its latency is looked up by).
    pub fn mnemonic(&self, gen: u8) -> &'static str {
        if gen == CDNA2 || self.name.is_empty() {
            self.old
        } else {
            self.name
        }
    }
}

/// An MFMA as lowered: the row (index into [`MFMA`]) and its modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MfmaForm {
    pub id: u16,
    /// The CDNA generation it was lowered for ([`cdna_bit`]): its spelling, and how
    /// FP8/BF8 operands read.
    pub gen: u8,
    /// Broadcast one A block to 2^cbsz blocks ...
    pub cbsz: u8,
    /// ... namely block `abid` of each group.
    pub abid: u8,
    /// B lane-group pattern (0 = none).
    pub blgp: u8,
    /// Negate A (bit 0), B (bit 1), C (bit 2).
    pub neg: u8,
    /// `v_mfma_scale_*`: the byte of the A (bits 1:0) and B (bits 3:2) scale
    /// registers that holds each lane's E8M0 scale (`op_sel[i] | op_sel_hi[i] << 1`).
    pub scale_sel: u8,
}

impl MfmaForm {
    /// The instruction row.
    pub fn inst(&self) -> &'static MfmaInst {
        &MFMA[self.id as usize]
    }

    /// The element types of A and B: the generation's ([`on_gen`]), or for the
    /// `_f8f6f4` rows the formats `cbsz:` and `blgp:` select (checked at lowering;
    /// a reserved code reads as FP8).
    pub fn types(&self) -> (MfTy, MfTy) {
        let f = self.inst();
        if f.a == MfTy::F8f6f4 {
            let t = |c: u8| MfTy::f8f6f4(c).unwrap_or(MfTy::Fp8);
            return (t(self.cbsz), t(self.blgp));
        }
        (on_gen(f.a, self.gen), on_gen(f.b, self.gen))
    }

    /// 32-bit registers per lane of A, B and C/D with the form's element types.
    pub fn regs(&self) -> (u32, u32, u32) {
        let f = self.inst();
        let (ta, tb) = self.types();
        let r = |rows: u8, t: MfTy| {
            (rows as u32 * f.k as u32 * f.blocks as u32 * t.bits()).div_ceil(64 * 32)
        };
        (r(f.m, ta) / (1 + f.sparse() as u32), r(f.n, tb), f.regs().2)
    }

    /// The latency-table key: the generation's mnemonic; for an `_f8f6f4` row with
    /// 6- or 4-bit A and B, the mnemonic plus `.f6f4` (those take half the passes of
    /// FP8 inputs; a config without the entry falls back to the mnemonic's).
    pub fn key(&self) -> &'static str {
        let f = self.inst();
        let (ta, tb) = self.types();
        if f.a == MfTy::F8f6f4 && ta.bits() < 8 && tb.bits() < 8 {
            return match f.name {
                "v_mfma_f32_16x16x128_f8f6f4" => "v_mfma_f32_16x16x128_f8f6f4.f6f4",
                "v_mfma_f32_32x32x64_f8f6f4" => "v_mfma_f32_32x32x64_f8f6f4.f6f4",
                "v_mfma_scale_f32_16x16x128_f8f6f4" => "v_mfma_scale_f32_16x16x128_f8f6f4.f6f4",
                "v_mfma_scale_f32_32x32x64_f8f6f4" => "v_mfma_scale_f32_32x32x64_f8f6f4.f6f4",
                n => n,
            };
        }
        f.mnemonic(self.gen)
    }
}

/// The row with this mnemonic on generation `gen` (a [`cdna_bit`]): `Ok(index)`;
/// `Err(true)` if the mnemonic exists but not on `gen`, `Err(false)` if unknown.
pub fn find(name: &str, gen: u8) -> Result<u16, bool> {
    let mut seen = false;
    for (k, r) in MFMA.iter().enumerate() {
        let new = !r.name.is_empty() && r.name == name;
        let old = !r.old.is_empty() && r.old == name;
        if !(new || old) {
            continue;
        }
        seen = true;
        // gfx90a knows only the old spellings; CDNA3+ knows the new ones and the old
        // ones as aliases of instructions that still exist.
        let ok = r.gens & gen != 0
            && (if gen == CDNA2 {
                old
            } else {
                !r.name.is_empty()
            });
        if ok {
            return Ok(k as u16);
        }
    }
    Err(seen)
}

use MfTy::*;

macro_rules! mfma_rows {
    ($($name:literal, $old:literal, $gens:expr, $a:ident, $b:ident, $d:ident, $m:literal x $n:literal x $k:literal, $blocks:literal, $cbsz:expr, $blgp:expr, $neg:expr;)*) => {
        /// Every MFMA instruction warpsim knows.
        pub static MFMA: &[MfmaInst] = &[$(MfmaInst {
            name: $name, old: $old, gens: $gens, a: $a, b: $b, d: $d,
            m: $m, n: $n, k: $k, blocks: $blocks, cbsz: $cbsz, blgp: $blgp, neg: $neg,
        },)*];
    };
}

// Modifier columns (cbsz, blgp, neg) follow the calculator's `cbsz_abid`, `blgp`
// and `neg` flags per generation; LLVM's assembler accepts more (e.g. `blgp:` on
// CDNA3 `32x32x8_f16`), which warpsim refuses rather than guess.
#[rustfmt::skip]
mfma_rows! {
    // name                          CDNA2 spelling                gens     A     B     C/D  shape          blocks cbsz    blgp     neg
    "v_mfma_f32_32x32x1_2b_f32",   "v_mfma_f32_32x32x1f32",    CDNA234, F32,  F32,  F32, 32 x 32 x 1,   2,  CDNA234, CDNA234, 0;
    "v_mfma_f32_16x16x1_4b_f32",   "v_mfma_f32_16x16x1f32",    CDNA234, F32,  F32,  F32, 16 x 16 x 1,   4,  CDNA234, CDNA234, 0;
    "v_mfma_f32_4x4x1_16b_f32",    "v_mfma_f32_4x4x1f32",      CDNA234, F32,  F32,  F32,  4 x  4 x 1,  16,  CDNA234, CDNA234, 0;
    "v_mfma_f32_32x32x2_f32",      "v_mfma_f32_32x32x2f32",    CDNA234, F32,  F32,  F32, 32 x 32 x 2,   1,  0,       CDNA234, 0;
    "v_mfma_f32_16x16x4_f32",      "v_mfma_f32_16x16x4f32",    CDNA234, F32,  F32,  F32, 16 x 16 x 4,   1,  0,       CDNA234, 0;
    "v_mfma_f32_32x32x4_2b_f16",   "v_mfma_f32_32x32x4f16",    CDNA234, F16,  F16,  F32, 32 x 32 x 4,   2,  CDNA234, CDNA234, 0;
    "v_mfma_f32_16x16x4_4b_f16",   "v_mfma_f32_16x16x4f16",    CDNA234, F16,  F16,  F32, 16 x 16 x 4,   4,  CDNA234, CDNA234, 0;
    "v_mfma_f32_4x4x4_16b_f16",    "v_mfma_f32_4x4x4f16",      CDNA234, F16,  F16,  F32,  4 x  4 x 4,  16,  CDNA234, CDNA234, 0;
    "v_mfma_f32_32x32x8_f16",      "v_mfma_f32_32x32x8f16",    CDNA234, F16,  F16,  F32, 32 x 32 x 8,   1,  0,       CDNA2,   0;
    "v_mfma_f32_16x16x16_f16",     "v_mfma_f32_16x16x16f16",   CDNA234, F16,  F16,  F32, 16 x 16 x 16,  1,  0,       CDNA2,   0;
    "v_mfma_f32_32x32x16_f16",     "",                         CDNA4,   F16,  F16,  F32, 32 x 32 x 16,  1,  0,       0,       0;
    "v_mfma_f32_16x16x32_f16",     "",                         CDNA4,   F16,  F16,  F32, 16 x 16 x 32,  1,  0,       0,       0;
    "v_mfma_i32_32x32x4_2b_i8",    "v_mfma_i32_32x32x4i8",     CDNA234, I8,   I8,   I32, 32 x 32 x 4,   2,  CDNA234, CDNA234, 0;
    "v_mfma_i32_16x16x4_4b_i8",    "v_mfma_i32_16x16x4i8",     CDNA234, I8,   I8,   I32, 16 x 16 x 4,   4,  CDNA234, CDNA234, 0;
    "v_mfma_i32_4x4x4_16b_i8",     "v_mfma_i32_4x4x4i8",       CDNA234, I8,   I8,   I32,  4 x  4 x 4,  16,  CDNA234, CDNA234, 0;
    "",                            "v_mfma_i32_32x32x8i8",     CDNA2,   I8,   I8,   I32, 32 x 32 x 8,   1,  0,       CDNA2,   0;
    "",                            "v_mfma_i32_16x16x16i8",    CDNA2,   I8,   I8,   I32, 16 x 16 x 16,  1,  0,       CDNA2,   0;
    "v_mfma_i32_32x32x16_i8",      "",                         CDNA34,  I8,   I8,   I32, 32 x 32 x 16,  1,  0,       0,       0;
    "v_mfma_i32_16x16x32_i8",      "",                         CDNA34,  I8,   I8,   I32, 16 x 16 x 32,  1,  0,       0,       0;
    "v_mfma_i32_32x32x32_i8",      "",                         CDNA4,   I8,   I8,   I32, 32 x 32 x 32,  1,  0,       0,       0;
    "v_mfma_i32_16x16x64_i8",      "",                         CDNA4,   I8,   I8,   I32, 16 x 16 x 64,  1,  0,       0,       0;
    "v_mfma_f32_32x32x4_2b_bf16",  "v_mfma_f32_32x32x4bf16_1k", CDNA234, Bf16, Bf16, F32, 32 x 32 x 4,  2,  CDNA234, CDNA234, 0;
    "v_mfma_f32_16x16x4_4b_bf16",  "v_mfma_f32_16x16x4bf16_1k", CDNA234, Bf16, Bf16, F32, 16 x 16 x 4,  4,  CDNA234, CDNA234, 0;
    "v_mfma_f32_4x4x4_16b_bf16",   "v_mfma_f32_4x4x4bf16_1k",  CDNA234, Bf16, Bf16, F32,  4 x  4 x 4,  16,  CDNA234, CDNA234, 0;
    "v_mfma_f32_32x32x8_bf16",     "v_mfma_f32_32x32x8bf16_1k", CDNA234, Bf16, Bf16, F32, 32 x 32 x 8,  1,  0,       CDNA2,   0;
    "v_mfma_f32_16x16x16_bf16",    "v_mfma_f32_16x16x16bf16_1k", CDNA234, Bf16, Bf16, F32, 16 x 16 x 16, 1, 0,      CDNA2,   0;
    "",                            "v_mfma_f32_32x32x2bf16",   CDNA2,   Bf16, Bf16, F32, 32 x 32 x 2,   2,  CDNA2,   CDNA2,   0;
    "",                            "v_mfma_f32_16x16x2bf16",   CDNA2,   Bf16, Bf16, F32, 16 x 16 x 2,   4,  CDNA2,   CDNA2,   0;
    "",                            "v_mfma_f32_4x4x2bf16",     CDNA2,   Bf16, Bf16, F32,  4 x  4 x 2,  16,  CDNA2,   CDNA2,   0;
    "",                            "v_mfma_f32_32x32x4bf16",   CDNA2,   Bf16, Bf16, F32, 32 x 32 x 4,   1,  0,       CDNA2,   0;
    "",                            "v_mfma_f32_16x16x8bf16",   CDNA2,   Bf16, Bf16, F32, 16 x 16 x 8,   1,  0,       CDNA2,   0;
    "v_mfma_f32_32x32x16_bf16",    "",                         CDNA4,   Bf16, Bf16, F32, 32 x 32 x 16,  1,  0,       0,       0;
    "v_mfma_f32_16x16x32_bf16",    "",                         CDNA4,   Bf16, Bf16, F32, 16 x 16 x 32,  1,  0,       0,       0;
    "v_mfma_f64_16x16x4_f64",      "v_mfma_f64_16x16x4f64",    CDNA234, F64,  F64,  F64, 16 x 16 x 4,   1,  0,       0,       CDNA34;
    "v_mfma_f64_4x4x4_4b_f64",     "v_mfma_f64_4x4x4f64",      CDNA234, F64,  F64,  F64,  4 x  4 x 4,   4,  0,       0,       CDNA34;
    "v_mfma_f32_16x16x8_xf32",     "",                         CDNA3,   Xf32, Xf32, F32, 16 x 16 x 8,   1,  0,       0,       0;
    "v_mfma_f32_32x32x4_xf32",     "",                         CDNA3,   Xf32, Xf32, F32, 32 x 32 x 4,   1,  0,       0,       0;
    "v_mfma_f32_16x16x32_fp8_fp8", "",                         CDNA34,  Fp8Fnuz, Fp8Fnuz, F32, 16 x 16 x 32, 1, 0, 0,     0;
    "v_mfma_f32_16x16x32_fp8_bf8", "",                         CDNA34,  Fp8Fnuz, Bf8Fnuz, F32, 16 x 16 x 32, 1, 0, 0,     0;
    "v_mfma_f32_16x16x32_bf8_fp8", "",                         CDNA34,  Bf8Fnuz, Fp8Fnuz, F32, 16 x 16 x 32, 1, 0, 0,     0;
    "v_mfma_f32_16x16x32_bf8_bf8", "",                         CDNA34,  Bf8Fnuz, Bf8Fnuz, F32, 16 x 16 x 32, 1, 0, 0,     0;
    "v_mfma_f32_32x32x16_fp8_fp8", "",                         CDNA34,  Fp8Fnuz, Fp8Fnuz, F32, 32 x 32 x 16, 1, 0, 0,     0;
    "v_mfma_f32_32x32x16_fp8_bf8", "",                         CDNA34,  Fp8Fnuz, Bf8Fnuz, F32, 32 x 32 x 16, 1, 0, 0,     0;
    "v_mfma_f32_32x32x16_bf8_fp8", "",                         CDNA34,  Bf8Fnuz, Fp8Fnuz, F32, 32 x 32 x 16, 1, 0, 0,     0;
    "v_mfma_f32_32x32x16_bf8_bf8", "",                         CDNA34,  Bf8Fnuz, Bf8Fnuz, F32, 32 x 32 x 16, 1, 0, 0,     0;
    // CDNA4 FP8/FP6/FP4: `cbsz:`/`blgp:` select A's and B's formats (no broadcast).
    "v_mfma_f32_16x16x128_f8f6f4", "",                         CDNA4,   F8f6f4, F8f6f4, F32, 16 x 16 x 128, 1, 0, 0,      0;
    "v_mfma_f32_32x32x64_f8f6f4",  "",                         CDNA4,   F8f6f4, F8f6f4, F32, 32 x 32 x 64,  1, 0, 0,      0;
    "v_mfma_scale_f32_16x16x128_f8f6f4", "",                   CDNA4,   F8f6f4, F8f6f4, F32, 16 x 16 x 128, 1, 0, 0,      0;
    "v_mfma_scale_f32_32x32x64_f8f6f4",  "",                   CDNA4,   F8f6f4, F8f6f4, F32, 32 x 32 x 64,  1, 0, 0,      0;
    // CDNA3 sparse (4:2 structured A): K is the dense depth; `cbsz:`/`abid:` pick the
    // compression-index set (`MfmaInst::index_sets`). gfx950 has them too (LLVM's
    // GFX940Insts), with its OCP FP8 formats.
    "v_smfmac_f32_16x16x32_f16",   "",                         CDNA34,  F16,  F16,  F32, 16 x 16 x 32,  1,  CDNA34,  0,       0;
    "v_smfmac_f32_32x32x16_f16",   "",                         CDNA34,  F16,  F16,  F32, 32 x 32 x 16,  1,  CDNA34,  0,       0;
    "v_smfmac_f32_16x16x32_bf16",  "",                         CDNA34,  Bf16, Bf16, F32, 16 x 16 x 32,  1,  CDNA34,  0,       0;
    "v_smfmac_f32_32x32x16_bf16",  "",                         CDNA34,  Bf16, Bf16, F32, 32 x 32 x 16,  1,  CDNA34,  0,       0;
    "v_smfmac_i32_16x16x64_i8",    "",                         CDNA34,  I8,   I8,   I32, 16 x 16 x 64,  1,  CDNA34,  0,       0;
    "v_smfmac_i32_32x32x32_i8",    "",                         CDNA34,  I8,   I8,   I32, 32 x 32 x 32,  1,  CDNA34,  0,       0;
    "v_smfmac_f32_16x16x64_bf8_bf8", "",                       CDNA34,  Bf8Fnuz, Bf8Fnuz, F32, 16 x 16 x 64, 1, CDNA34, 0, 0;
    "v_smfmac_f32_16x16x64_bf8_fp8", "",                       CDNA34,  Bf8Fnuz, Fp8Fnuz, F32, 16 x 16 x 64, 1, CDNA34, 0, 0;
    "v_smfmac_f32_16x16x64_fp8_bf8", "",                       CDNA34,  Fp8Fnuz, Bf8Fnuz, F32, 16 x 16 x 64, 1, CDNA34, 0, 0;
    "v_smfmac_f32_16x16x64_fp8_fp8", "",                       CDNA34,  Fp8Fnuz, Fp8Fnuz, F32, 16 x 16 x 64, 1, CDNA34, 0, 0;
    "v_smfmac_f32_32x32x32_bf8_bf8", "",                       CDNA34,  Bf8Fnuz, Bf8Fnuz, F32, 32 x 32 x 32, 1, CDNA34, 0, 0;
    "v_smfmac_f32_32x32x32_bf8_fp8", "",                       CDNA34,  Bf8Fnuz, Fp8Fnuz, F32, 32 x 32 x 32, 1, CDNA34, 0, 0;
    "v_smfmac_f32_32x32x32_fp8_bf8", "",                       CDNA34,  Fp8Fnuz, Bf8Fnuz, F32, 32 x 32 x 32, 1, CDNA34, 0, 0;
    "v_smfmac_f32_32x32x32_fp8_fp8", "",                       CDNA34,  Fp8Fnuz, Fp8Fnuz, F32, 32 x 32 x 32, 1, CDNA34, 0, 0;
}

/// The element type an operand has on a generation: CDNA4 reads the FP8/BF8
/// instructions' operands in the OCP formats, CDNA3 in the FNUZ formats.
pub fn on_gen(t: MfTy, gen: u8) -> MfTy {
    match (t, gen) {
        (Fp8Fnuz, CDNA4) => Fp8,
        (Bf8Fnuz, CDNA4) => Bf8,
        _ => t,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_are_unique_and_registers_whole() {
        let mut names: Vec<&str> = MFMA
            .iter()
            .flat_map(|r| [r.name, r.old])
            .filter(|n| !n.is_empty())
            .collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(n, names.len());
        for r in MFMA {
            let (a, b, c) = r.regs();
            let bits = |rows: u8, cols: u8, t: MfTy| {
                rows as u32 * cols as u32 * r.blocks as u32 * t.bits()
            };
            // A sparse row's A stores half of its K.
            let stored_k = r.k / (1 + r.sparse() as u8);
            assert_eq!(a * 64 * 32, bits(r.m, stored_k, r.a), "{r:?}");
            assert_eq!(b * 64 * 32, bits(r.n, r.k, r.b), "{r:?}");
            assert_eq!(c * 64 * 32, bits(r.m, r.n, r.d), "{r:?}");
            // Every block's rows times its lanes-groups fill the wave.
            assert_eq!(64 % (r.m as u32 * r.blocks as u32), 0, "{r:?}");
        }
    }

    #[test]
    fn spellings_by_generation() {
        let new = find("v_mfma_f32_32x32x8_f16", CDNA3).unwrap();
        assert_eq!(find("v_mfma_f32_32x32x8f16", CDNA3), Ok(new));
        assert_eq!(find("v_mfma_f32_32x32x8f16", CDNA2), Ok(new));
        assert_eq!(find("v_mfma_f32_32x32x8_f16", CDNA2), Err(true));
        assert_eq!(find("v_mfma_f32_32x32x2bf16", CDNA3), Err(true));
        assert_eq!(find("v_mfma_f32_16x16x32_f16", CDNA3), Err(true));
        assert!(find("v_mfma_f32_16x16x32_f16", CDNA4).is_ok());
        assert_eq!(find("v_mfma_nope", CDNA3), Err(false));
        assert_eq!(MFMA[new as usize].mnemonic(CDNA2), "v_mfma_f32_32x32x8f16");
    }
}
