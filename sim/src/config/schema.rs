//! The configuration schema and its validation.

use super::latency::LatencyTable;
use super::memory::MemoryConfig;
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// GPU vendor of a config.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VendorName {
    Nvidia,
    Amd,
}

/// Warp-scheduling policy of every scheduler of an SM (`sm.scheduler`): a policy name
/// (`gto`), or a tagged entry with the policy's parameters
/// (`{kind: two_level, active: 8}`). The names are those of the registry in
/// `timing::sched` (the built-ins `lrr`, `gto`, `two_level`, `oldest_first`, and any
/// policy a program registers).
#[derive(Debug, Clone, PartialEq)]
pub struct SchedulerSpec {
    pub kind: String,
    /// The parameters, in the order written (empty for a bare name).
    pub params: IndexMap<String, serde_yaml::Value>,
}

impl SchedulerSpec {
    /// A policy by name, without parameters.
    pub fn named(kind: &str) -> SchedulerSpec {
        SchedulerSpec {
            kind: kind.to_string(),
            params: IndexMap::new(),
        }
    }
}

impl Serialize for SchedulerSpec {
    /// A bare name when there are no parameters, else `{kind: NAME, ...}`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.params.is_empty() {
            return s.serialize_str(&self.kind);
        }
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.params.len() + 1))?;
        m.serialize_entry("kind", &self.kind)?;
        for (k, v) in &self.params {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for SchedulerSpec {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = SchedulerSpec;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(
                    "a scheduling policy: a name (`gto`) or `{kind: NAME, PARAM: VALUE, ...}`",
                )
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<SchedulerSpec, E> {
                Ok(SchedulerSpec::named(v))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<SchedulerSpec, A::Error> {
                let mut kind = None;
                let mut params = IndexMap::new();
                while let Some(k) = map.next_key::<String>()? {
                    if k == "kind" {
                        kind = Some(map.next_value::<String>()?);
                    } else {
                        let v: serde_yaml::Value = map.next_value()?;
                        if params.insert(k.clone(), v).is_some() {
                            return Err(serde::de::Error::custom(format!(
                                "scheduler parameter `{k}` given twice"
                            )));
                        }
                    }
                }
                let kind = kind.ok_or_else(|| {
                    serde::de::Error::custom("a scheduler entry needs `kind: NAME`")
                })?;
                Ok(SchedulerSpec { kind, params })
            }
        }
        d.deserialize_any(V)
    }
}

/// Register file of a scheduler (sub-partition / SIMD).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterFile {
    /// Banks registers are interleaved over (register index mod banks).
    pub banks: u32,
    /// Reads each bank serves per cycle.
    pub read_ports_per_bank: u32,
}

/// Per-SM (per-CU) resources and pipeline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmConfig {
    /// Number of SMs (NVIDIA) or CUs (AMD).
    pub count: u32,
    /// Resident warps per SM (also `%nwarpid`).
    pub max_warps: u32,
    /// Resident blocks (workgroups) per SM.
    pub max_blocks: u32,
    /// Resident threads per SM.
    pub max_threads: u32,
    /// 32-bit registers per SM counting every lane (NVIDIA: the register file;
    /// AMD: the VGPR files of all SIMDs, bytes / 4). A block needs warps x warp width
    /// x registers per thread (rounded up to `register_alloc_unit`).
    pub registers: u32,
    /// Registers are allocated per warp in multiples of this many registers per thread.
    pub register_alloc_unit: u32,
    /// Shared memory (LDS) per SM, in bytes.
    pub shared_per_sm: u32,
    /// Shared memory (LDS) a block may use, in bytes.
    pub max_shared_per_block: u32,
    /// Warp schedulers per SM (NVIDIA sub-partitions, AMD SIMDs); warps are assigned
    /// to them round robin.
    pub schedulers: u32,
    /// Warp-instructions each scheduler may issue per cycle.
    pub issue_width: u32,
    /// The warp-scheduling policy.
    pub scheduler: SchedulerSpec,
    /// Active-set size of the `two_level` policy when its entry does not give `active`
    /// (the older form; `scheduler: {kind: two_level, active: N}` is the new one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub two_level_active: Option<u32>,
    /// Decoded instructions buffered per warp (fetch runs ahead of issue by this much).
    pub ibuffer_entries: u32,
    /// Cycles from a block's last warp exiting to the next block's warps fetching in
    /// that slot (block retirement and launch).
    pub block_launch_latency: u32,
    /// Cycles the SM's wave launcher spends on each warp it starts: a block's warps
    /// start one after another, and blocks placed at the same time queue for it (the
    /// launcher initialises each wave's registers). Absent = 0 (all at once).
    #[serde(default)]
    pub wave_launch_interval: u32,
    /// Whether a block keeps its slot until its stores are acknowledged (true: AMD,
    /// whose waves hold their VGPRs after `s_endpgm` until outstanding stores
    /// complete; GPGPU-Sim's warp `hardware_done` needs `stores_done`), or frees it
    /// when its last warp exits.
    pub retire_after_stores: bool,
    /// PTX programs run with each block's loads (every state space) moved
    /// above the independent register-only instructions before them, as the SASS
    /// compiler schedules them (`ir::hoist`); results are unchanged. Absent = false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hoist_loads: bool,
    /// Functional units per scheduler: unit name -> pipelines of that kind.
    #[serde(deserialize_with = "crate::yaml::unique_keys")]
    pub units: IndexMap<String, u32>,
    pub register_file: RegisterFile,
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
    /// Lanes per warp / wavefront (AMD: the native wave size; a kernel's descriptor
    /// decides, and a wider wave takes proportionally longer per VALU instruction).
    pub warp_size: u32,
    /// SM clock in MHz (converts cycles to time in reports).
    pub clock_mhz: f64,
    pub sm: SmConfig,
    pub memory: MemoryConfig,
    pub latency: LatencyTable,
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
        if !(self.clock_mhz.is_finite() && self.clock_mhz > 0.0 && self.clock_mhz < 100_000.0) {
            return bad(
                "clock_mhz",
                format!("{} is not a clock in (0, 100000) MHz", self.clock_mhz),
            );
        }
        let sm = &self.sm;
        for (f, v, max) in [
            ("sm.count", sm.count, 100_000),
            ("sm.max_warps", sm.max_warps, 4096),
            ("sm.max_blocks", sm.max_blocks, 4096),
            ("sm.max_threads", sm.max_threads, 1 << 20),
            ("sm.registers", sm.registers, 1 << 24),
            ("sm.register_alloc_unit", sm.register_alloc_unit, 1024),
            ("sm.shared_per_sm", sm.shared_per_sm, 1 << 30),
            ("sm.max_shared_per_block", sm.max_shared_per_block, 1 << 30),
            ("sm.schedulers", sm.schedulers, 64),
            ("sm.issue_width", sm.issue_width, 16),
            (
                "sm.two_level_active",
                sm.two_level_active.unwrap_or(1),
                4096,
            ),
            ("sm.ibuffer_entries", sm.ibuffer_entries, 64),
            (
                "sm.block_launch_latency",
                sm.block_launch_latency + 1,
                100_001,
            ),
            (
                "sm.wave_launch_interval",
                sm.wave_launch_interval + 1,
                10_001,
            ),
            ("sm.register_file.banks", sm.register_file.banks, 64),
            (
                "sm.register_file.read_ports_per_bank",
                sm.register_file.read_ports_per_bank,
                16,
            ),
        ] {
            if v == 0 || v > max {
                return bad(f, format!("{v} is not in 1..={max}"));
            }
        }
        if let Err(m) = crate::timing::sched::check(&sm.scheduler, sm.two_level_active) {
            return bad("sm.scheduler", m);
        }
        if sm.max_shared_per_block > sm.shared_per_sm {
            return bad(
                "sm.max_shared_per_block",
                format!(
                    "{} is more than sm.shared_per_sm ({})",
                    sm.max_shared_per_block, sm.shared_per_sm
                ),
            );
        }
        if sm.units.is_empty() {
            return bad("sm.units", "needs at least one unit".into());
        }
        for (name, &n) in &sm.units {
            if n == 0 || n > 64 {
                return bad(
                    &format!("sm.units.{name}"),
                    format!("{n} is not a unit count in 1..=64"),
                );
            }
        }
        self.memory.validate(self.sm.count, self.clock_mhz)?;
        let per = self.memory.l1.per_sm;
        if per == 0 || !sm.schedulers.is_multiple_of(per) {
            return Err((
                "memory.l1.per_sm".into(),
                format!(
                    "{per} L1s per SM do not split sm.schedulers = {} evenly",
                    sm.schedulers
                ),
            ));
        }
        self.latency.validate(&sm.units)?;
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
