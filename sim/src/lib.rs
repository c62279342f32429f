//! warpsim: a cycle-level GPU warp simulator for PTX and AMDGPU assembly.
//!
//! Data flow of a run: a workload file (`workload`) names a program, which a front end
//! (`isa`) parses and lowers into the vendor-neutral IR (`ir`); the chosen kernel is
//! linked into a `Program`; the engine (`engine`) launches it on simulated SMs whose
//! warps execute through the pure semantics in `func`, configured by a GPU
//! description (`config`). Errors of every kind are values (`error`).

pub mod bench;
pub mod calibrate;
pub mod check;
pub mod cli;
pub mod config;
pub mod driver;
pub mod engine;
pub mod error;
pub mod func;
pub mod input;
pub mod interrupt;
pub mod ir;
pub mod isa;
pub mod progress;
pub mod progress_bar;
pub mod softfloat;
pub mod stats;
pub mod timing;
pub mod trace;
pub mod workload;
pub mod yaml;

pub use error::{Error, Result};
