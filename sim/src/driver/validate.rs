//! `warpsim validate FILE...`: check configs and workloads without running them. A
//! config is loaded and validated; a workload is loaded (buffers within the memory
//! budget), its programs parsed, its config resolved, and a single launch prepared
//! (kernel, launch shape, arguments), so that what `run` would refuse is refused here.

use crate::config;
use crate::engine;
use crate::error::{Error, Result};
use crate::isa::load_linked;
use crate::workload;
use std::path::Path;

/// Check one file; a line saying what it is.
///
/// # Errors
/// What `run` would report for it.
pub fn validate(path: &Path) -> Result<String> {
    let display = path.display().to_string();
    let bytes = crate::input::read_file(path, &display, "a workload", crate::input::WORKLOAD_CAP)?;
    // A config has `sm` and `vendor` at the top; anything else is read as a workload.
    let is_config = serde_yaml::from_slice::<serde_yaml::Value>(&bytes)
        .ok()
        .and_then(|v| v.as_mapping().cloned())
        .is_some_and(|m| m.contains_key("sm") && m.contains_key("vendor"));
    if is_config {
        let c = config::load_file(path)?;
        return Ok(format!(
            "{display}: config `{}` ({}, {}, {} SMs at {} MHz)",
            c.name,
            format!("{:?}", c.vendor).to_lowercase(),
            c.arch,
            c.sm.count,
            c.clock_mhz
        ));
    }
    let w = workload::load(path)?;
    if !w.steps.is_empty() {
        for p in &w.programs {
            load_linked(&p.path, &p.display, &p.link)?;
        }
        return Ok(format!(
            "{display}: application of {} step(s) over {} program(s)",
            w.steps.len(),
            w.programs.len()
        ));
    }
    let module = load_linked(&w.program, &w.program_display, &w.program_link)?;
    let cfg_path = w.config_path(None)?;
    let cfg = config::resolve(cfg_path.map(|p| p.as_path()), &module.target, &[])?;
    let p = engine::prepare(&w, &module, &cfg)?;
    let [gx, gy, gz] = p.li.grid;
    Ok(format!(
        "{display}: workload, kernel `{}` on `{}`, grid [{gx}, {gy}, {gz}], {} buffer(s)",
        p.prog.name,
        cfg.name,
        w.buffers.len()
    ))
}

/// Check every file; the report lines and whether all passed.
pub fn validate_all(
    paths: &[std::path::PathBuf],
) -> (Vec<std::result::Result<String, Error>>, bool) {
    let out: Vec<_> = paths.iter().map(|p| validate(p)).collect();
    let ok = out.iter().all(|r| r.is_ok());
    (out, ok)
}
