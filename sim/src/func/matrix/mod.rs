//! Matrix-engine semantics as pure functions: fragment layouts as data
//! (`layout`), exact dot products rounded once (`exact`) and the warp-level
//! multiply-accumulate over a whole warp's registers (`mma`).

pub mod exact;
pub mod layout;
pub mod mma;
pub mod wmma;
