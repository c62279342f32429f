//! GPU configurations: the YAML schema (named keys only, unknown keys rejected with
//! their path), validation (every number checked, errors name the field), and the
//! embedded defaults used when no `--config` is given. `load.rs` is the only place
//! that touches YAML.

pub mod load;
mod schema;

pub use load::{default_for, load_file, load_str};
pub use schema::{GpuConfig, IsaFlags, SmConfig, VendorName};
