//! Matrix-engine semantics as pure functions: fragment layouts as data
//! (`layout`), exact dot products rounded once (`exact`), the warp-level
//! multiply-accumulate over a whole warp's registers (`mma`), its sparse-A form
//! (`sparse`) and the wmma fragments (`wmma`).

pub mod exact;
pub mod layout;
pub mod mma;
pub mod quad_pair;
pub mod sparse;
pub mod wmma;
