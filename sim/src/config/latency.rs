//! The latency table of a config: per op class (`latency.classes.<class>`) and per
//! opcode with modifiers (`latency.opcodes."bfe.u32"`), each entry a dependent-issue
//! latency, an initiation interval and the functional unit that executes it. An
//! opcode falls back to its longest listed prefix (`cvt.pack.sat.u8.s32` ->
//! `cvt.pack.sat.u8` -> `cvt.pack.sat` ...) and then to its class.

use crate::ir::OpClass;
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// One latency-table entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LatencyEntry {
    /// Cycles from issue until a dependent instruction may issue (result written).
    pub latency: u32,
    /// Cycles the unit is busy before it accepts the next warp-instruction.
    pub issue_interval: u32,
    /// Functional unit (a key of `sm.units`).
    pub unit: String,
    /// `wgmma` and `tcgen05.mma` entries only: what each further 8 columns of N add
    /// to the latency and the interval (`latency` and `issue_interval` are then those
    /// of N = 8), since a `wgmma.mma_async.m64nNk*`'s (a `tcgen05.mma`'s) work is N/8
    /// times the N = 8 one's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_n8: Option<PerN8>,
}

/// The increments of a `per_n8` entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerN8 {
    pub latency: u32,
    pub issue_interval: u32,
}

impl LatencyEntry {
    /// (latency, issue interval) of an instruction whose N is `n` (`None`: not a
    /// wgmma; `per_n8` is read here for wgmma and by the timing engine for
    /// `tcgen05.mma`, whose N comes at run time, and only their entries may have it).
    pub fn resolve(&self, n: Option<u32>) -> (u32, u32) {
        match (self.per_n8, n) {
            (Some(p), Some(n)) => {
                let more = (n / 8).saturating_sub(1);
                (
                    self.latency.saturating_add(p.latency.saturating_mul(more)),
                    self.issue_interval
                        .saturating_add(p.issue_interval.saturating_mul(more)),
                )
            }
            _ => (self.latency, self.issue_interval),
        }
    }
}

/// The table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LatencyTable {
    /// Every op class (`OpClass::ALL` keys) must be present.
    #[serde(deserialize_with = "crate::yaml::unique_keys")]
    pub classes: IndexMap<String, LatencyEntry>,
    #[serde(default, deserialize_with = "crate::yaml::unique_keys")]
    pub opcodes: IndexMap<String, LatencyEntry>,
}

impl LatencyTable {
    /// The entry for an instruction with opcode key `key` and class `class`: the
    /// opcode's longest listed prefix (split at `.`), else (AMD scalar ALU
    /// instructions, `salu`) the optional `salu` class, else the class.
    pub fn lookup(&self, key: &str, class: OpClass, salu: bool) -> Option<&LatencyEntry> {
        let mut k = key;
        loop {
            if let Some(e) = self.opcodes.get(k) {
                return Some(e);
            }
            match k.rfind('.') {
                Some(i) => k = &k[..i],
                None => break,
            }
        }
        if salu {
            if let Some(e) = self.classes.get(SALU) {
                return Some(e);
            }
        }
        self.classes.get(class.key())
    }

    /// Check the table against the units a config defines; `(field path, message)`.
    pub fn validate(&self, units: &IndexMap<String, u32>) -> Result<(), (String, String)> {
        for (_, c) in OpClass::ALL {
            if !self.classes.contains_key(*c) {
                return Err((
                    "latency.classes".into(),
                    format!(
                        "missing class `{c}` (every class needs an entry: {})",
                        class_list()
                    ),
                ));
            }
        }
        for (name, e) in &self.classes {
            if name != SALU && !OpClass::ALL.iter().any(|(_, k)| k == name) {
                return Err((
                    format!("latency.classes.{name}"),
                    format!("unknown op class `{name}` (classes: {})", class_list()),
                ));
            }
            check_entry(&format!("latency.classes.{name}"), e, units)?;
            if e.per_n8.is_some() {
                return Err((
                    format!("latency.classes.{name}.per_n8"),
                    "per_n8 applies only to wgmma and tcgen05.mma opcode entries (`wgmma.<atype>`, `tcgen05.mma.<kind>`)".into(),
                ));
            }
        }
        for (name, e) in &self.opcodes {
            let path = format!("latency.opcodes.\"{name}\"");
            let mnemonic = name.split('.').next().unwrap_or("");
            if !known_mnemonic(mnemonic) {
                return Err((path, format!("unknown instruction `{mnemonic}` (not a PTX or AMDGPU mnemonic warpsim knows)")));
            }
            check_entry(&path, e, units)?;
            if e.per_n8.is_some() && mnemonic != "wgmma" && !name.starts_with("tcgen05.mma") {
                return Err((
                    format!("{path}.per_n8"),
                    format!("per_n8 applies only to wgmma and tcgen05.mma entries; `{name}` would not read it"),
                ));
            }
        }
        Ok(())
    }
}

/// The optional class of AMD scalar ALU instructions (else they use their op class).
pub const SALU: &str = "salu";

fn class_list() -> String {
    let mut v: Vec<&str> = OpClass::ALL.iter().map(|(_, k)| *k).collect();
    v.push("salu (optional)");
    v.join(", ")
}

fn check_entry(
    path: &str,
    e: &LatencyEntry,
    units: &IndexMap<String, u32>,
) -> Result<(), (String, String)> {
    if e.latency == 0 || e.latency > 1_000_000 {
        return Err((
            format!("{path}.latency"),
            format!("{} is not a latency in 1..=1000000 cycles", e.latency),
        ));
    }
    if e.issue_interval == 0 || e.issue_interval > 65_536 {
        return Err((
            format!("{path}.issue_interval"),
            format!(
                "{} is not an interval in 1..=65536 cycles",
                e.issue_interval
            ),
        ));
    }
    if !units.contains_key(&e.unit) {
        let names: Vec<&str> = units.keys().map(|s| s.as_str()).collect();
        return Err((
            format!("{path}.unit"),
            format!(
                "unknown unit `{}` (sm.units has: {})",
                e.unit,
                names.join(", ")
            ),
        ));
    }
    Ok(())
}

/// Is `m` the first segment of an opcode key some front end produces?
fn known_mnemonic(m: &str) -> bool {
    crate::isa::ptx::table::is_mnemonic(m) || crate::isa::amdgpu::table::is_mnemonic(m)
}
