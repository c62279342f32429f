//! Matrix-engine semantics as pure functions: fragment layouts as data
//! (`layout`), exact dot products rounded once (`exact`) and the warp-level
//! multiply-accumulate over a whole warp's registers (`mma`); CDNA MFMA over a
//! wave64 (`mfma`, layouts in `mfma_layout`).

pub mod exact;
pub mod layout;
pub mod mfma;
pub mod mfma_layout;
pub mod mma;
pub mod wmma;
