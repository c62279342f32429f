//! The vendor-neutral intermediate representation: types, the operation table,
//! decoded instructions, modules as front ends produce them, control-flow analysis,
//! and linked kernels (`Program`). Front ends lower into this; the executor and the
//! timing model read only this.

pub mod amd;
pub mod cfg;
pub mod float_fmt;
pub mod frame;
pub mod hoist;
pub mod inst;
pub mod lanefn;
pub mod layout;
pub mod link;
pub mod liveness;
pub mod merge;
pub mod mfma_form;
pub mod mma_form;
pub mod mma_sparse;
pub mod module;
pub mod op;
pub mod rdna_wmma_form;
pub mod slots;
pub mod sp_form;
pub mod tcgen05_form;
pub mod types;
pub mod wave_abi;
pub mod wgmma_form;
pub mod wmma_form;

pub use inst::*;
pub use link::{link, module_data, DataSegment, KernelParam, LinkError, Program};
pub use mma_form::MmaForm;
pub use module::*;
pub use op::{Op, OpClass};
pub use sp_form::SpForm;
pub use types::Ty;
pub use wave_abi::WaveAbi;
