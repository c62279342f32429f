//! The configuration schema and its validation.

use serde::{Deserialize, Serialize};

/// GPU vendor of a config.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VendorName {
    Nvidia,
    Amd,
}

/// Per-SM (per-CU) resources.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmConfig {
    /// Number of SMs (NVIDIA) or CUs (AMD).
    pub count: u32,
    /// Resident warps per SM (also `%nwarpid`).
    pub max_warps: u32,
    /// Shared memory (LDS) a block may use, in bytes.
    pub max_shared_per_block: u32,
}

/// ISA behaviour switches where hardware and specification differ.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct IsaFlags {
    /// `bfe.u64/.s64`: use the full 32-bit pos/len operands as the hardware does
    /// instead of the spec's 8-bit masking.
    #[serde(default)]
    pub bfe_64bit_unmasked: bool,
}

/// A GPU description.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpuConfig {
    pub name: String,
    pub vendor: VendorName,
    /// Architecture: `sm_90`, `sm_107a` (NVIDIA) or `gfx1100` (AMD).
    pub arch: String,
    /// Lanes per warp / wavefront.
    pub warp_size: u32,
    pub sm: SmConfig,
    #[serde(default)]
    pub isa: IsaFlags,
}

impl GpuConfig {
    /// Check every value; the error names the field and the rule.
    ///
    /// # Errors
    /// `(field path, message)` of the first invalid value.
    pub fn validate(&self) -> Result<(), (String, String)> {
        let bad = |f: &str, m: String| Err((f.to_string(), m));
        if self.name.trim().is_empty() {
            return bad("name", "must not be empty".into());
        }
        if self.warp_size == 0 || self.warp_size > 64 || !self.warp_size.is_power_of_two() {
            return bad(
                "warp_size",
                format!("{} is not a power of two in 1..=64", self.warp_size),
            );
        }
        if self.sm.count == 0 {
            return bad("sm.count", "must be at least 1".into());
        }
        if self.sm.max_warps == 0 {
            return bad("sm.max_warps", "must be at least 1".into());
        }
        if self.sm.max_shared_per_block == 0 {
            return bad("sm.max_shared_per_block", "must be at least 1".into());
        }
        match self.vendor {
            VendorName::Nvidia => {
                if self.sm_arch().is_none() {
                    return bad(
                        "arch",
                        format!(
                            "`{}` is not an NVIDIA architecture like sm_90 or sm_107a",
                            self.arch
                        ),
                    );
                }
            }
            VendorName::Amd => {
                let ok = self
                    .arch
                    .strip_prefix("gfx")
                    .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_hexdigit()));
                if !ok {
                    return bad(
                        "arch",
                        format!("`{}` is not an AMD architecture like gfx1100", self.arch),
                    );
                }
            }
        }
        Ok(())
    }

    /// The sm number of an NVIDIA arch (`sm_90a` -> 90).
    pub fn sm_arch(&self) -> Option<u32> {
        let d = self.arch.strip_prefix("sm_")?;
        let d = d.strip_suffix(['a', 'f']).unwrap_or(d);
        d.parse().ok().filter(|&n| (10..=200).contains(&n))
    }
}
