//! Front ends: each ISA's text format is parsed and lowered into `ir::Module` here,
//! and nothing past this module sees source text.

pub mod ptx;

use crate::error::{Error, Result};
use crate::ir::Module;
use std::path::Path;

/// Read and parse a program file; the extension selects the front end
/// (`.ptx` = PTX, `.s` = AMDGPU assembly).
///
/// # Errors
/// Unreadable file, unknown extension, or the front end's located parse error.
pub fn load_program(path: &Path, display: &str) -> Result<Module> {
    let bytes = std::fs::read(path).map_err(|e| Error::io(display, e))?;
    match path.extension().and_then(|e| e.to_str()) {
        Some("ptx") => Ok(ptx::parse(display, &bytes)?),
        Some("s") => Err(Error::invalid(
            display,
            "AMDGPU assembly (.s) is not supported yet: the AMDGPU front end is not implemented",
        )),
        _ => Err(Error::invalid(
            display,
            "unknown program type: expected a .ptx (PTX) or .s (AMDGPU assembly) file",
        )),
    }
}
