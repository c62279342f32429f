//! The memory hierarchy of a config: per-SM L1 (NVIDIA L1/texture, AMD vector L0/L1),
//! the shared L2, DRAM, and shared memory / LDS banking. Latencies are load-to-use
//! cycles at the SM clock, as a single-thread pointer chase measures them.

use serde::{Deserialize, Serialize};

/// A set-associative cache with sectored lines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CacheConfig {
    /// Capacity in bytes.
    pub size: u32,
    /// Line (tag) size in bytes.
    pub line: u32,
    /// Sector (fill) size in bytes; a miss fetches the missing sectors of the line.
    pub sector: u32,
    /// Ways per set.
    pub assoc: u32,
    /// Load-to-use latency of a hit, in cycles.
    pub hit_latency: u32,
    /// Outstanding misses (MSHRs); a miss beyond them waits.
    pub mshrs: u32,
}

/// DRAM.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DramConfig {
    /// Load-to-use latency of an L2 miss, in cycles (unloaded).
    pub latency: u32,
    /// Bandwidth in bytes per SM clock cycle (all channels together).
    pub bytes_per_cycle: f64,
}

/// Shared memory (LDS) banking.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SharedConfig {
    pub banks: u32,
    /// Bytes per bank word.
    pub bank_width: u32,
}

/// The hierarchy.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MemoryConfig {
    pub l1: CacheConfig,
    pub l2: CacheConfig,
    pub dram: DramConfig,
    pub shared: SharedConfig,
    /// Latency of a global atomic (performed at the L2), in cycles.
    pub atomic_latency: u32,
}

impl CacheConfig {
    fn validate(&self, at: &str) -> Result<(), (String, String)> {
        let f = |k: &str| format!("memory.{at}.{k}");
        for (k, v) in [("line", self.line), ("sector", self.sector)] {
            if v == 0 || !v.is_power_of_two() || v > 4096 {
                return Err((f(k), format!("{v} is not a power of two in 1..=4096")));
            }
        }
        if self.assoc == 0 || self.assoc > 64 {
            return Err((f("assoc"), format!("{} is not in 1..=64 ways", self.assoc)));
        }
        if self.sector > self.line || self.line / self.sector > 32 {
            return Err((
                f("sector"),
                format!(
                    "{} does not divide the {}-byte line into 1..=32 sectors",
                    self.sector, self.line
                ),
            ));
        }
        // Any whole number of sets (sets are indexed modulo their count).
        let set_bytes = self.line * self.assoc;
        if self.size == 0 || !self.size.is_multiple_of(set_bytes) {
            return Err((
                f("size"),
                format!(
                    "{} bytes are not a whole number of {}-way sets of {}-byte lines",
                    self.size, self.assoc, self.line
                ),
            ));
        }
        if self.hit_latency == 0 || self.hit_latency > 100_000 {
            return Err((
                f("hit_latency"),
                format!("{} is not a latency in 1..=100000 cycles", self.hit_latency),
            ));
        }
        if self.mshrs == 0 || self.mshrs > 1 << 16 {
            return Err((f("mshrs"), format!("{} is not in 1..=65536", self.mshrs)));
        }
        Ok(())
    }
}

impl MemoryConfig {
    /// Check every value; `(field path, message)`.
    pub fn validate(&self) -> Result<(), (String, String)> {
        self.l1.validate("l1")?;
        self.l2.validate("l2")?;
        if self.l2.hit_latency <= self.l1.hit_latency {
            return Err((
                "memory.l2.hit_latency".into(),
                format!(
                    "{} is not longer than the L1 hit latency ({})",
                    self.l2.hit_latency, self.l1.hit_latency
                ),
            ));
        }
        if self.dram.latency <= self.l2.hit_latency || self.dram.latency > 100_000 {
            return Err((
                "memory.dram.latency".into(),
                format!(
                    "{} is not longer than the L2 hit latency ({}) and at most 100000",
                    self.dram.latency, self.l2.hit_latency
                ),
            ));
        }
        if !(self.dram.bytes_per_cycle.is_finite()
            && self.dram.bytes_per_cycle > 0.0
            && self.dram.bytes_per_cycle < 1e6)
        {
            return Err((
                "memory.dram.bytes_per_cycle".into(),
                format!(
                    "{} is not a bandwidth in (0, 1e6) bytes/cycle",
                    self.dram.bytes_per_cycle
                ),
            ));
        }
        for (k, v) in [
            ("banks", self.shared.banks),
            ("bank_width", self.shared.bank_width),
        ] {
            if v == 0 || !v.is_power_of_two() || v > 1024 {
                return Err((
                    format!("memory.shared.{k}"),
                    format!("{v} is not a power of two in 1..=1024"),
                ));
            }
        }
        if self.atomic_latency == 0 || self.atomic_latency > 100_000 {
            return Err((
                "memory.atomic_latency".into(),
                format!(
                    "{} is not a latency in 1..=100000 cycles",
                    self.atomic_latency
                ),
            ));
        }
        Ok(())
    }
}
