//! Functional semantics: pure lane functions for every operation (`int`, `float`,
//! `cvt`, and the seed instructions `bfe`, `cvt_pack`, `spdecompress`), the warp and
//! block state they act on, and `exec::step`, which runs one instruction of one warp.
//! Nothing here knows about time; the timing model decides when `step` runs.

pub mod amd;
pub mod amd16;
pub mod amd_pk;
pub mod amd_trans;
pub mod barrier;
pub mod bfe;
pub mod cache_policy;
pub mod clc;
pub mod cvt;
pub mod cvt_pack;
pub mod dsmem;
pub mod exec;
pub mod float;
pub mod fp8;
pub mod frames;
pub mod half;
pub mod int;
pub mod lanefn;
pub mod mask;
pub mod matrix;
pub mod memory;
mod ops;
pub mod printf;
/// The timing model reads which barrier an `mbarrier` wait names.
pub use ops::mbar_address;
pub mod simt;
pub mod spdecompress;
pub mod tensor_map;
pub mod tf32;
pub mod tmem;
pub mod warp;
pub mod warpgroup;
pub mod wave_init;

pub use exec::{step, Access, AccessLog, AccessSpace, Ctx, ExecError, Flow};
pub use mask::LaneMask;
pub use memory::{AtomicReq, GlobalMemory, MemFault, Memory};
pub use ops::HWREG_MODE;
pub use ops::{atom_apply, ext};
pub use warp::{CtaState, LaunchInfo, Warp, WarpStatus};
