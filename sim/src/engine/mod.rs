//! Running kernels: preparing a launch (linking, memory, parameters) and the engines
//! that execute it. The functional engine runs every instruction through
//! `func::step` in a fixed order; the timing engine will decide *when* each
//! instruction runs and call the same `step`.

pub mod budget;
pub mod functional;
pub mod kernarg;
pub mod launch;

pub use functional::{run_functional, FuncOptions, FuncReport};
pub use launch::{
    map_module_data, new_memory, new_memory_taking, prepare, prepare_in, Memory, Prepared,
};
