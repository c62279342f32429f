//! The DRAM section of a config: independent (pseudo-)channels with banks and an
//! open-row buffer, an FR-FCFS scheduler with separate read and write queues, and the
//! main device timings (in nanoseconds, converted to SM cycles with `clock_mhz`).

use super::memory::{bandwidth, Hash, Invalid};
use serde::{Deserialize, Serialize};

/// How the DRAM refreshes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refresh {
    /// Every bank is refreshed once per `t_refi` in turn (staggered over the banks
    /// and channels) and is closed for `t_rfc` (tRFCpb); the other banks go on
    /// (HBM2/HBM3 and GDDR6 per-bank refresh).
    PerBank,
    /// The whole channel refreshes once per `t_refi` and is closed for `t_rfc`.
    AllBank,
}

/// Device timings in nanoseconds (JEDEC names).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DramTiming {
    /// Activate to read/write (row to column delay).
    pub t_rcd: f64,
    /// Precharge to activate (row precharge).
    pub t_rp: f64,
    /// Read command to first data (CAS latency); writes use it too.
    pub t_cl: f64,
    /// Activate to precharge (minimum row open time).
    pub t_ras: f64,
    /// End of write data to precharge (write recovery).
    pub t_wr: f64,
    /// End of write data to a read command (write-to-read turnaround).
    pub t_wtr: f64,
    /// Read data to write data on the bus (read-to-write turnaround).
    pub t_rtw: f64,
    /// Refresh interval: each bank (per-bank refresh) or channel (all-bank) is
    /// refreshed once every this many ns.
    pub t_refi: f64,
    /// Refresh cycle time: the bank (or channel) is closed this long per refresh.
    pub t_rfc: f64,
    pub refresh: Refresh,
}

/// DRAM.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DramConfig {
    /// Load-to-use latency of an unloaded access that finds its bank closed (what a
    /// pointer chase over a large buffer measures: refresh closes the rows between
    /// its visits), in cycles.
    pub latency: u32,
    /// Peak bandwidth of all channels together, bytes per SM clock cycle.
    pub bytes_per_cycle: f64,
    /// Independent channels (HBM: stacks x channels x pseudo-channels; GDDR: 16-bit
    /// channels).
    pub channels: u32,
    /// Banks per channel.
    pub banks: u32,
    /// Row (page) size of one bank in bytes.
    pub row_bytes: u32,
    /// Bytes one column access moves (bus width x burst length).
    pub access_bytes: u32,
    /// Bytes of consecutive addresses on one channel before the next.
    pub interleave: u32,
    /// Address-to-channel/bank hash.
    pub hash: Hash,
    /// Read requests a channel queues.
    pub read_queue: u32,
    /// Write requests a channel queues (writes are drained in batches).
    pub write_queue: u32,
    pub timing: DramTiming,
}

impl DramConfig {
    /// Check the section; `above` is the last cache level (its path, hit latency, and
    /// line and sector size).
    ///
    /// # Errors
    /// `(field path, message)`.
    pub fn validate(
        &self,
        above: &str,
        above_hit: u32,
        (line, sector): (u32, u32),
        clock_mhz: f64,
    ) -> Result<(), Invalid> {
        let at = "memory.dram";
        let f = |k: &str| format!("{at}.{k}");
        bandwidth(at, "bytes_per_cycle", self.bytes_per_cycle)?;
        for (k, v, max) in [
            ("channels", self.channels, 4096),
            ("banks", self.banks, 256),
            ("read_queue", self.read_queue, 4096),
            ("write_queue", self.write_queue, 4096),
        ] {
            if v == 0 || v > max {
                return Err((f(k), format!("{v} is not in 1..={max}")));
            }
        }
        for (k, v, max) in [
            ("row_bytes", self.row_bytes, 1 << 16),
            ("access_bytes", self.access_bytes, 4096),
            ("interleave", self.interleave, 1 << 20),
        ] {
            if v == 0 || !v.is_power_of_two() || v > max {
                return Err((f(k), format!("{v} is not a power of two in 1..={max}")));
            }
        }
        if self.access_bytes > sector || !sector.is_multiple_of(self.access_bytes) {
            return Err((
                f("access_bytes"),
                format!(
                    "{} does not divide the {sector}-byte sector (a sector is fetched in whole accesses)",
                    self.access_bytes
                ),
            ));
        }
        if self.interleave < line || self.interleave > self.row_bytes {
            return Err((
                f("interleave"),
                format!(
                    "{} is not between the {line}-byte line and the {}-byte row (a line lives in one row of one channel)",
                    self.interleave, self.row_bytes
                ),
            ));
        }
        let t = &self.timing;
        // t_refi may be huge (a study without refresh); the others are device times.
        for (k, v, max) in [
            ("t_rcd", t.t_rcd, 1e6),
            ("t_rp", t.t_rp, 1e6),
            ("t_cl", t.t_cl, 1e6),
            ("t_ras", t.t_ras, 1e6),
            ("t_wr", t.t_wr, 1e6),
            ("t_wtr", t.t_wtr, 1e6),
            ("t_rtw", t.t_rtw, 1e6),
            ("t_rfc", t.t_rfc, 1e6),
            ("t_refi", t.t_refi, 1e12),
        ] {
            if !(v.is_finite() && (0.0..=max).contains(&v)) {
                return Err((
                    format!("{at}.timing.{k}"),
                    format!("{v} is not a time in 0..={max:e} ns"),
                ));
            }
        }
        if t.t_refi <= t.t_rfc {
            return Err((
                format!("{at}.timing.t_refi"),
                format!(
                    "{} ns is not longer than t_rfc ({} ns): the channel would only refresh",
                    t.t_refi, t.t_rfc
                ),
            ));
        }
        let c = self.cycles(clock_mhz);
        let device = c.t_rcd + c.t_cl + c.burst(self).ceil() as u64;
        if self.latency > 100_000 || (self.latency as u64) < above_hit as u64 + device {
            return Err((
                f("latency"),
                format!(
                    "{} is not at least {above}.hit_latency ({above_hit}) plus the device time of a closed-bank access (t_rcd + t_cl + one access: {device} cycles) and at most 100000",
                    self.latency
                ),
            ));
        }
        Ok(())
    }

    /// The timings in SM cycles (rounded up).
    pub fn cycles(&self, clock_mhz: f64) -> DramCycles {
        let c = |ns: f64| (ns * clock_mhz / 1000.0).ceil().max(0.0) as u64;
        let t = &self.timing;
        DramCycles {
            t_rcd: c(t.t_rcd),
            t_rp: c(t.t_rp),
            t_cl: c(t.t_cl),
            t_ras: c(t.t_ras),
            t_wr: c(t.t_wr),
            t_wtr: c(t.t_wtr),
            t_rtw: c(t.t_rtw),
            t_refi: c(t.t_refi).max(1),
            t_rfc: c(t.t_rfc),
        }
    }
}

/// DRAM timings in SM cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DramCycles {
    pub t_rcd: u64,
    pub t_rp: u64,
    pub t_cl: u64,
    pub t_ras: u64,
    pub t_wr: u64,
    pub t_wtr: u64,
    pub t_rtw: u64,
    pub t_refi: u64,
    pub t_rfc: u64,
}

impl DramCycles {
    /// Cycles (fractional) one access occupies its channel's data bus.
    pub fn burst(&self, d: &DramConfig) -> f64 {
        let per_channel = d.bytes_per_cycle / d.channels as f64;
        d.access_bytes as f64 / per_channel
    }
}
