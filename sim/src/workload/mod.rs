//! Workloads: the YAML launch description (program, kernel, grid, block, buffers,
//! arguments, expectations), buffer initialisation (including the documented random
//! generator), kernel argument marshalling and the post-run `expect` check.

mod args;
mod expect;
mod load;
pub mod rng;
mod schema;
pub mod steps;

pub use args::build_params;
pub use expect::{check_expect, Mismatch};
pub use load::{load, load_bytes, load_with, Buffer, Workload};
pub use schema::ElemType;
pub use steps::{Launch, ProgramRef, Step, SymbolCopy, Until};
