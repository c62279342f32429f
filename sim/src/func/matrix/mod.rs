//! Matrix-engine semantics as pure functions: fragment layouts as data
//! (`layout`), exact dot products rounded once (`exact`), the warp-level
//! multiply-accumulate over a whole warp's registers (`mma`), its sparse-A form
//! (`sparse`), the block scale factors of both (`block_scale`) and the wmma fragments (`wmma`); CDNA MFMA over a wave64 (`mfma`,
//! layouts in `mfma_layout`) and its sparse-A form (`smfmac`); RDNA WMMA over a wave32/64
//! (`rdna_wmma`, layouts in `rdna_wmma_layout`) and its sparse form (`rdna_swmmac`);
//! the sm_100 8-bit ldmatrix/stmatrix layouts (`ldmatrix8`); the sm_90a warpgroup
//! multiply-accumulate and its shared-memory descriptors (`wgmma`); the sm_100a
//! tensor core's MMA into tensor memory (`tcgen05`), its descriptors (`tcgen05_desc`), where it keeps D (`tcgen05_path`),
//! the weight-stationary form's B (`tcgen05_ws`), its block scale factors (`tcgen05_scale`),
//! its sparse A's metadata (`tcgen05_sparse`) and the shared-to-tensor-memory copy
//! (`tcgen05_cp`).

pub mod block_scale;
pub mod exact;
pub mod layout;
pub mod ldmatrix8;
pub mod mfma;
pub mod mfma_layout;
pub mod mma;
pub mod quad_pair;
pub mod rdna_swmmac;
pub mod rdna_wmma;
pub mod rdna_wmma_layout;
pub mod smfmac;
pub mod sparse;
pub mod tcgen05;
pub mod tcgen05_cp;
pub mod tcgen05_desc;
pub mod tcgen05_path;
pub mod tcgen05_scale;
pub mod tcgen05_sparse;
pub mod tcgen05_ws;
pub mod wgmma;
pub mod wmma;
