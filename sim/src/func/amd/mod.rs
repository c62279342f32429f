//! AMD GCN / CDNA / RDNA lane semantics: pure functions on raw register bits for the
//! VALU (and a few SALU / LDS cross-lane) instructions whose results are easy to get
//! wrong: byte packing and permutes, bit-field ops, the IEEE division macro
//! (`V_DIV_SCALE` / `V_DIV_FMAS` / `V_DIV_FIXUP`), classification, reciprocal and
//! friends, conversions, and the DPP / `DS_SWIZZLE_B32` lane maps.
//!
//! Nothing here knows about waves, EXEC or registers: the executor reads the sources,
//! calls one of these per active lane and writes the result.
//!
//! # Files
//! `mode` (the MODE register's fields), `bits` (packing, permutes, bit fields),
//! `division` (the division macro, `V_FMA`), `rcp` (classification, reciprocal, square
//! root), `rounding` (ldexp, frexp, fract, round to integral), `convert` (`V_CVT_*`),
//! `dot` (the `v_dot*` dot products), `trig_preop` (`V_TRIG_PREOP_F64`'s 2/π segments),
//! `lanes` (permlane, SDWA, DPP, swizzle); each with its tests. Every rounding goes
//! through the crate's one soft-float core, `crate::softfloat`. The MODE-less wrappers
//! (`fract_f32`, `div_scale_f32`, ...) exist for the tests only.
//!
//! # Sources
//! * AMD ISA reference pseudo-code ("AMD Instinct CDNA3/CDNA4 Instruction Set
//!   Architecture", "RDNA3/RDNA4 Instruction Set Architecture"; markdown copies of the
//!   CDNA4 VOP3 and DS chapters and of the RDNA4 MODE-register table were read).
//! * AMD's own emulator rocjitsu (`ROCm/rocm-systems`,
//!   `emulation/rocjitsu/lib/rocjitsu/src/rocjitsu/isa/arch/amdgpu/shared/`), whose
//!   `division.h`, `frexp.h`, `fract.h`, `ldexp.h`, `rounding.h` and the FP32 reciprocal
//!   in `lib/util/include/util/amdgpu_rcp.h` state that they were checked against
//!   physical gfx1100 / gfx1201 captures. Where the public pseudo-code and those captures
//!   disagree we follow the captures and say so in the function's doc comment.
//! * LLVM 22: the AMDGPU constant folder (`AMDGPUInstCombineIntrinsic.cpp`,
//!   `ConstantFolding.cpp`), the `AMDGPUAsmParser` swizzle macros and `llvm-mc-22`
//!   encodings, and the division sequences `clang-22` emits for gfx1100 / gfx942.
//! * CLRX (`CLRX/CLRX-mirror` `doc/GcnInstrs*.md`) for the scalar bit-field ops.
//! * `shared/docs/isa-semantics.md` §3 for `V_CVT_PK_U8_F32`. (gem5's
//!   `V_CVT_PK_U8_F32` truncates with a C cast and is **not** used.)
//!
//! # MODE register
//! Functions that depend on the wave's MODE register take it as a `mode: u32` argument
//! (only bits `[7:0]` matter): `FP_ROUND = MODE[3:0]` (`[1:0]` f32, `[3:2]` f64/f16;
//! 0 = nearest even, 1 = +inf, 2 = -inf, 3 = toward zero) and `FP_DENORM = MODE[7:4]`
//! (`[5:4]` f32, `[7:6]` f64/f16). Each 2-bit denorm field is
//! `{allow_output_denorms, allow_input_denorms}` (RDNA3/RDNA4/CDNA3 MODE tables):
//! 0 = flush input and output denormals, 1 = allow input / flush output,
//! 2 = flush input / allow output, 3 = allow both. A flushed denormal becomes a zero of
//! the same sign. [`MODE_DEFAULT`] (`0xF0`: nearest even, all denormals kept) is what
//! HSA code objects start with (`.amdhsa_float_denorm_mode_32 3`, `..._16_64 3`,
//! "FloatMode: 240").
//!
//! NaN results created by an invalid operation are the negative quiet NaN
//! (`0xFFC0_0000`, f64 `0xFFF8_0000_0000_0000`), as the ISA's functional examples show
//! (`V_SQRT_F32(-inf) => 0xffc00000`); NaN inputs come back quieted (quiet bit set,
//! payload and sign kept).

use super::float::FMode;

mod bits;
mod convert;
mod division;
pub mod dot;
mod lanes;
mod mode;
mod rcp;
mod rounding;
#[cfg(test)]
mod test_util;
#[cfg(test)]
mod tests;
mod trig_preop;

use crate::softfloat::*;
pub use bits::*;
pub use convert::*;
pub use division::*;
pub use lanes::*;
pub use mode::*;
pub use rcp::*;
pub use rounding::*;
pub use trig_preop::*;
