//! Reading configs from YAML (files or the embedded defaults), with located errors.

use super::overrides::{split_path, Override};
use super::schema::GpuConfig;
use crate::error::{Error, ParseError, Result};
use crate::yaml::yaml_error;
use std::path::Path;

/// A shipped config: its file name under `configs/`, its text, and its default role.
macro_rules! shipped {
    ($file:literal, $role:expr) => {
        (
            concat!("configs/", $file),
            include_str!(concat!("../../../configs/", $file)),
            $role,
        )
    };
}

/// The shipped configs a program gets by default, embedded: (file, text, the target
/// it is the default for). NVIDIA: the oldest GPU whose sm number is at least the
/// program's `.target`; AMD: the GPU of the program's own processor.
const DEFAULTS: &[(&str, &str, Default)] = &[
    shipped!("nvidia/a100.yaml", Default::Sm(80)),
    shipped!("nvidia/h100.yaml", Default::Sm(90)),
    shipped!("nvidia/b200.yaml", Default::Sm(100)),
    shipped!("nvidia/sm107a.yaml", Default::Sm(107)),
    shipped!("amd/mi250x.yaml", Default::Gfx(0x90a)),
    shipped!("amd/mi300x.yaml", Default::Gfx(0x942)),
    shipped!("amd/mi355x.yaml", Default::Gfx(0x950)),
    shipped!("amd/rx6900xt.yaml", Default::Gfx(0x1030)),
    shipped!("amd/rx7900xtx.yaml", Default::Gfx(0x1100)),
    shipped!("amd/rx9060xt.yaml", Default::Gfx(0x1200)),
    shipped!("amd/rx9070xt.yaml", Default::Gfx(0x1201)),
];

/// The shipped configs that are no target's default (embedded for `warpsim configs`).
const OTHERS: &[(&str, &str)] = &[
    (
        "configs/nvidia/a100_80.yaml",
        include_str!("../../../configs/nvidia/a100_80.yaml"),
    ),
    (
        "configs/nvidia/gh200.yaml",
        include_str!("../../../configs/nvidia/gh200.yaml"),
    ),
    (
        "configs/nvidia/h100_pcie.yaml",
        include_str!("../../../configs/nvidia/h100_pcie.yaml"),
    ),
    (
        "configs/nvidia/h200.yaml",
        include_str!("../../../configs/nvidia/h200.yaml"),
    ),
    (
        "configs/amd/mi210.yaml",
        include_str!("../../../configs/amd/mi210.yaml"),
    ),
];

/// A shipped config, for listing.
#[derive(Debug, Clone)]
pub struct Shipped {
    /// `configs/...yaml`.
    pub file: &'static str,
    pub config: GpuConfig,
    /// The program targets it is the default for (`""`: none).
    pub default_for: String,
}

/// Every shipped config (the defaults first, in their table's order), loaded.
///
/// # Errors
/// Only if an embedded file were invalid (a build defect, reported not panicked).
pub fn shipped() -> Result<Vec<Shipped>> {
    let mut out = Vec::new();
    let mut prev_sm = 0;
    for (file, text, role) in DEFAULTS {
        let default_for = match *role {
            Default::Sm(n) => {
                let lo = prev_sm;
                prev_sm = n + 1;
                let newest = !DEFAULTS
                    .iter()
                    .any(|d| matches!(d.2, Default::Sm(m) if m > n));
                match (lo, newest) {
                    (0, _) => format!("PTX .target up to sm_{n}"),
                    (_, true) => format!("PTX .target sm_{lo} and newer"),
                    _ => format!("PTX .target sm_{lo} to sm_{n}"),
                }
            }
            Default::Gfx(id) => format!("gfx{id:x} code"),
        };
        out.push(Shipped {
            file,
            config: load_str(&format!("<embedded {file}>"), text)?,
            default_for,
        });
    }
    for (file, text) in OTHERS {
        out.push(Shipped {
            file,
            config: load_str(&format!("<embedded {file}>"), text)?,
            default_for: String::new(),
        });
    }
    Ok(out)
}

/// What a shipped config is the default for.
#[derive(Debug, Clone, Copy)]
enum Default {
    /// PTX targets up to this sm number (above the previous entry's).
    Sm(u32),
    /// AMD code for this processor (the number after `gfx`, read as hex).
    Gfx(u32),
}

/// The shipped config a program of `target` runs on by default (its file name).
/// NVIDIA: the first of A100 (sm_80), H100 (sm_90), sm_107a whose sm number is at
/// least the program's `.target` (the newest for anything beyond). AMD: the GPU of
/// the program's processor; another processor of a shipped generation gets that
/// generation's GPU nearest at or above it (else the generation's newest), and an
/// unknown generation the MI300X (GCN/CDNA) or RX 7900 XTX (RDNA).
pub fn default_name(target: &crate::ir::TargetInfo) -> &'static str {
    use crate::isa::amdgpu::target::Gfx;
    // The shipped configs a role accepts (with its number), in table order; the
    // first whose number is at least `want`, else the last.
    let nearest = |accept: &dyn Fn(Default) -> Option<u32>, want: u32| {
        let fits: Vec<(&'static str, u32)> = DEFAULTS
            .iter()
            .filter_map(|d| accept(d.2).map(|n| (d.0, n)))
            .collect();
        fits.iter()
            .find(|&&(_, n)| n >= want)
            .or(fits.last())
            .map(|&(name, _)| name)
    };
    let found = match target.vendor {
        crate::ir::Vendor::Nvidia => nearest(
            &|d| match d {
                Default::Sm(n) => Some(n),
                Default::Gfx(_) => None,
            },
            target.arch,
        ),
        crate::ir::Vendor::Amd => Gfx::parse(&target.arch_name).and_then(|w| {
            nearest(
                &|d| match d {
                    Default::Gfx(id) => Gfx::parse(&format!("gfx{id:x}"))
                        .filter(|g| g.gen == w.gen)
                        .map(|_| id),
                    Default::Sm(_) => None,
                },
                w.id,
            )
        }),
    };
    found.unwrap_or(if target.arch < 0x1000 {
        "configs/amd/mi300x.yaml"
    } else {
        "configs/amd/rx7900xtx.yaml"
    })
}

/// The embedded default config for a program's target (see [`default_name`]).
///
/// # Errors
/// Only if an embedded file were invalid (a build defect, reported not panicked).
pub fn default_for(target: &crate::ir::TargetInfo) -> Result<GpuConfig> {
    let name = default_name(target);
    let text = DEFAULTS.iter().find(|d| d.0 == name).map_or("", |d| d.1);
    load_str(&format!("<embedded {name}>"), text)
}

/// Load and validate a config file.
///
/// # Errors
/// I/O errors, YAML errors (with line and column), unknown keys, invalid values.
pub fn load_file(path: &Path) -> Result<GpuConfig> {
    load_file_with(path, &[])
}

/// The config of a run: the file `path` if given, else the target's embedded default,
/// with the `--set` overrides applied (and validated) either way.
///
/// # Errors
/// As [`load_file_with`] / [`default_for`] / [`load_str_with`].
pub fn resolve(
    path: Option<&Path>,
    target: &crate::ir::TargetInfo,
    overrides: &[Override],
) -> Result<GpuConfig> {
    match path {
        Some(p) => load_file_with(p, overrides),
        None if overrides.is_empty() => default_for(target),
        None => {
            let base = default_for(target)?;
            let text = serde_yaml::to_string(&base).unwrap_or_default();
            load_str_with(&format!("<embedded {}>", base.name), &text, overrides)
        }
    }
}

/// Load a config file and apply `--set` overrides.
///
/// # Errors
/// As [`load_file`]; an override that does not fit is a usage error naming it.
pub fn load_file_with(path: &Path, overrides: &[Override]) -> Result<GpuConfig> {
    let display = path.display().to_string();
    let bytes = crate::input::read_file(path, &display, "a config", crate::input::CONFIG_CAP)?;
    let text = String::from_utf8(bytes).map_err(|e| Error::Io {
        path: display.clone(),
        msg: format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
    })?;
    load_str_with(&display, &text, overrides)
}

/// Parse and validate config text.
///
/// # Errors
/// As [`load_file`].
pub fn load_str(file: &str, text: &str) -> Result<GpuConfig> {
    load_str_with(file, text, &[])
}

/// Parse config text, apply overrides, validate. Errors in the text are located in
/// it; errors in an overridden field name the `--set` argument.
///
/// # Errors
/// As [`load_file_with`].
pub fn load_str_with(file: &str, text: &str, overrides: &[Override]) -> Result<GpuConfig> {
    // The file alone first, so its own mistakes are located in it.
    let cfg: GpuConfig = serde_yaml::from_str(text).map_err(|e| {
        // A config of the old single-L2 memory form says how to write the new one.
        let hint = serde_yaml::from_str::<serde_yaml::Value>(text)
            .ok()
            .and_then(|d| super::memory::old_form_hint(&d));
        match hint {
            Some(h) => located(file, text, "memory", &h),
            None => yaml_error(file, text, &e),
        }
    })?;
    if overrides.is_empty() {
        cfg.validate()
            .map_err(|(field, msg)| located(file, text, &field, &msg))?;
        return Ok(cfg);
    }
    let mut doc: serde_yaml::Value =
        serde_yaml::from_str(text).map_err(|e| yaml_error(file, text, &e))?;
    for o in overrides {
        super::overrides::apply(&mut doc, o)
            .map_err(|m| Error::Usage(format!("--set {}: {m}", o.text)))?;
    }
    let cfg: GpuConfig = serde_yaml::from_value(doc).map_err(|e| {
        let names: Vec<&str> = overrides.iter().map(|o| o.text.as_str()).collect();
        Error::Usage(format!("--set {}: {e}", names.join(" --set ")))
    })?;
    cfg.validate().map_err(|(field, msg)| {
        let fpath = split_path(&field).unwrap_or_default();
        match overrides
            .iter()
            .find(|o| fpath.starts_with(&o.path) || o.path.starts_with(&fpath))
        {
            Some(o) => Error::Usage(format!("--set {}: config field `{field}`: {msg}", o.text)),
            None => located(file, text, &field, &msg),
        }
    })?;
    Ok(cfg)
}

/// A validation error located at the field in the config text.
fn located(file: &str, text: &str, field: &str, msg: &str) -> Error {
    let segs = split_path(field).unwrap_or_default();
    let refs: Vec<&str> = segs.iter().map(|s| s.as_str()).collect();
    let pos = crate::yaml::yaml_pos(text, &refs);
    Error::Parse(ParseError::at(
        file,
        text,
        pos,
        format!("config field `{field}`: {msg}"),
    ))
}

#[cfg(test)]
mod shipped_tests {
    #[test]
    fn every_config_file_is_shipped_once() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../configs");
        let mut files = Vec::new();
        for vendor in ["nvidia", "amd"] {
            for e in std::fs::read_dir(root.join(vendor)).unwrap().flatten() {
                files.push(format!(
                    "configs/{vendor}/{}",
                    e.file_name().to_string_lossy()
                ));
            }
        }
        files.sort();
        let mut listed: Vec<String> = super::shipped()
            .unwrap()
            .iter()
            .map(|s| s.file.to_string())
            .collect();
        listed.sort();
        assert_eq!(listed, files);
    }
}
