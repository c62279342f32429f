//! GPU configurations: the YAML schema (named keys only, unknown keys rejected with
//! their path), validation (every number checked, errors name the field), and the
//! embedded defaults used when no `--config` is given. `load.rs` is the only place
//! that touches YAML.

pub mod dram;
pub mod latency;
pub mod load;
pub mod memory;
pub mod overrides;
mod schema;

pub use latency::{LatencyEntry, LatencyTable};
pub use load::{
    default_for, default_name, load_file, load_file_with, load_str, load_str_with, resolve,
    shipped, Shipped,
};
pub use overrides::Override;
pub use schema::{GpuConfig, IsaFlags, RegisterFile, SchedulerSpec, SmConfig, VendorName};
