//! The memory hierarchy of a config, one named section per part, shaped like the
//! hardware: the per-SM/CU first-level cache (`l1`: NVIDIA L1, AMD vL1D / RDNA L0),
//! optionally RDNA's graphics L1 per shader array (`gl1`), the `interconnect` from the
//! SMs to the L2, the sliced `l2` (optionally one per XCD), an optional memory-side
//! cache (`mall`: Infinity Cache), multi-channel `dram` with banks and timings, and
//! shared memory / LDS banking. Latencies are load-to-use cycles at the SM clock as a
//! single-thread pointer chase measures them; the model splits them into link and
//! pipeline parts (see `timing/mem`). DRAM device timings are in nanoseconds.

use serde::{Deserialize, Serialize};

pub use super::dram::{DramConfig, DramTiming};

/// How a cache level maps addresses onto its slices (and DRAM onto channels/banks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hash {
    /// Plain modulo of the interleave block: a power-of-two stride hits one slice.
    None,
    /// XOR-fold of the upper address bits into the index (as GPUs hash addresses to
    /// memory partitions), so power-of-two strides spread over all slices.
    Xor,
}

/// What a cache does with a store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WritePolicy {
    /// Write-through without allocation: the store goes on to the next level; a
    /// present line keeps its (updated) sectors.
    Through,
    /// Write-back with write-allocate of whole sectors (no fetch): dirty sectors go to
    /// the next level when the line is evicted.
    Back,
}

/// The per-SM (per-CU) first-level cache and the SM's load/store path to the L2.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct L1Config {
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
    /// Line misses the L1 may have outstanding (MSHRs); further misses wait.
    pub mshrs: u32,
    /// Bytes per cycle the L1 data array delivers (hits) and accepts (fills).
    pub bytes_per_cycle: f64,
    /// Store policy (`through` on NVIDIA and AMD: stores go on to the L2).
    pub write: WritePolicy,
    /// Stores (line requests) in flight that the L2 has not accepted yet; a store
    /// beyond them waits.
    pub store_slots: u32,
    /// Line requests the load/store queue holds while they wait for an MSHR, a store
    /// slot or the interconnect port; a full queue stalls memory instructions
    /// (`mem_throttle`).
    pub queue: u32,
    /// The CU's address unit (AMD's texture addresser): lanes of one vector memory
    /// instruction it processes per cycle, by access width. The next instruction's
    /// requests wait for it; absent = no such stage (the data port alone limits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address_lanes: Option<AddressLanes>,
    /// Bytes per cycle one warp's (wave's) vector memory instructions pass through
    /// its own path to the L1: the data of its global accesses completes in issue
    /// order at no more than this rate, however many it has in flight (a single
    /// access keeps its latency). Absent = no per-warp limit (the L1's ports and
    /// address unit alone limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wave_bytes_per_cycle: Option<f64>,
    /// The tag and data stages of the L1 (NVIDIA's L1TEX; RDNA's L0 has the same
    /// kind), where an access pattern costs cycles
    /// that its bytes do not show (absent = a hit moves its sectors' bytes through
    /// the data array at `bytes_per_cycle`, and the tags are never the limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stages: Option<L1Stages>,
    /// L1s per SM, each with everything above (tags, ports, MSHRs, queue, address
    /// unit): an RDNA WGP in WGP mode is one SM of two CUs, each with its own L0. The
    /// schedulers split evenly among them (SIMDs 0-1 use CU 0's L0, 2-3 CU 1's).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub per_sm: u32,
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

/// The L1's tag and data stages. A global access takes tag-stage cycles (every access:
/// cached and bypassing loads, stores, atomics): ceil(lines / `tags_per_cycle`) where
/// any lines may share a cycle, or, with `tag_hash`, the most of its lines that fall in
/// one of `tags_per_cycle` tag banks (each looks up one line a cycle; `tag_hash` maps
/// line numbers onto banks as it maps blocks onto cache slices); a load that hits takes
/// data-stage cycles on `bytes_per_cycle / bank_width` banks: one pass per row of banks
/// of the lanes' data (`bytes_per_cycle` bytes: 32 lanes of 4 bytes, 16 of 8 on a
/// 128-byte row), each pass costing the most distinct `bank_width`-byte words any one
/// bank must deliver (the L1 and shared memory are one banked SRAM, so a strided hit
/// conflicts as a strided shared-memory access does). `timing::sm::l1stages` counts
/// both.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct L1Stages {
    pub tags_per_cycle: u32,
    /// Lines onto tag banks (absent: any `tags_per_cycle` lines a cycle).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tag_hash: Option<Hash>,
    pub bank_width: u32,
}

/// Lanes per cycle of the address unit for 1-4, 8 and 12-16 byte accesses.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddressLanes {
    pub b32: u32,
    pub b64: u32,
    pub b128: u32,
}

impl AddressLanes {
    /// Lanes per cycle for accesses of `size` bytes.
    #[inline]
    pub fn for_size(&self, size: u32) -> u32 {
        match size {
            0..=4 => self.b32,
            5..=8 => self.b64,
            _ => self.b128,
        }
    }
}

/// The network from the SMs to the first shared cache level.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InterconnectConfig {
    /// One-way latency in cycles (part of the L2 hit latency, not added to it).
    pub latency: u32,
    /// Bytes per cycle an SM's port sends toward the L2 (store data and request
    /// headers).
    pub request_bytes_per_cycle: f64,
    /// Bytes per cycle an SM's port receives from the L2 (load data and acks).
    pub response_bytes_per_cycle: f64,
    /// Bytes of a request or acknowledgement without data (header / control flit).
    pub header_bytes: u32,
}

/// A shared, sliced cache level: RDNA's GL1, the L2, or a memory-side cache (MALL).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SliceCacheConfig {
    /// Capacity in bytes, all groups and slices together.
    pub size: u64,
    /// Line (tag) size in bytes (the same at every cache level).
    pub line: u32,
    /// Sector size in bytes (the same at every cache level).
    pub sector: u32,
    /// Ways per set.
    pub assoc: u32,
    /// Load-to-use latency of a hit at this level, in cycles.
    pub hit_latency: u32,
    /// Independent copies of the level (MI300X: one L2 per XCD; RDNA GL1: one per
    /// shader array); the SMs are split evenly among them in order. The MALL has 1.
    #[serde(default = "one")]
    pub groups: u32,
    /// Slices (banks / channels) per group, chosen by an address hash.
    pub slices: u32,
    /// Bytes per cycle one slice delivers.
    pub bytes_per_cycle: f64,
    /// How the data port counts its work (absent: by the bytes moved, sector by
    /// sector). With it the port serves whole requests, one per `read /
    /// bytes_per_cycle` cycles: a read moves every `read`-byte request its sectors
    /// touch, a store arrives as `write`-byte requests, each taking a whole slot
    /// (the data array is as wide as a read whatever a write fills of it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<RequestBytes>,
    /// Outstanding misses per slice; a miss beyond them stalls the slice.
    pub mshrs: u32,
    /// Bytes of consecutive addresses on one slice before the next.
    pub interleave: u32,
    /// Address-to-slice hash.
    pub hash: Hash,
    /// Store policy: `back` for the L2, `through` for the read-only GL1; a MALL is
    /// `back`, or `through` when it cannot hold dirty data (MI300X).
    pub write: WritePolicy,
    /// Cycles from a store being written here to its acknowledgement leaving for the
    /// SM, beyond the hit pipeline a read takes (a `back` level only: the level that
    /// acknowledges stores). It decides how long a store holds its slot and, where
    /// `sm.retire_after_stores` is set, how long a finished block holds its SM.
    #[serde(default)]
    pub write_ack: u32,
    /// Cycles between the acknowledgements of two stores to the same line (0 = no
    /// limit): the level completes the stores to one line one at a time, so a store
    /// waits for the one before it. This caps how fast a small set of lines can be
    /// rewritten while leaving streams of distinct lines alone (a `back` level only).
    #[serde(default)]
    pub line_store_interval: u32,
}

/// The request sizes of a slice's data port (`SliceCacheConfig::requests`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestBytes {
    /// Bytes of a read request (a read of part of one moves all of it).
    pub read: u32,
    /// Bytes of a write request (a store of part of one takes its whole slot).
    pub write: u32,
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
    pub l1: L1Config,
    /// RDNA's graphics L1, one per shader array (`groups`), between L0 and L2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gl1: Option<SliceCacheConfig>,
    pub interconnect: InterconnectConfig,
    pub l2: SliceCacheConfig,
    /// Memory-side cache in front of DRAM (AMD Infinity Cache).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mall: Option<SliceCacheConfig>,
    pub dram: DramConfig,
    pub shared: SharedConfig,
    /// Load-to-use latency of a global atomic performed at the L2, in cycles (at least
    /// the L2 hit latency).
    pub atomic_latency: u32,
    /// Load-to-use latency of an access to another CTA's shared memory over the
    /// SM-to-SM network (distributed shared memory, sm_90), in cycles. Only configs
    /// of GPUs with thread-block clusters have one; the timing engine refuses such an
    /// access without it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dsmem_latency: Option<u32>,
}

fn one() -> u32 {
    1
}

/// `(field path, message)` of a validation error.
pub type Invalid = (String, String);

fn pow2(at: &str, k: &str, v: u64, max: u64) -> Result<(), Invalid> {
    if v == 0 || !v.is_power_of_two() || v > max {
        return Err((
            format!("{at}.{k}"),
            format!("{v} is not a power of two in 1..={max}"),
        ));
    }
    Ok(())
}

fn range(at: &str, k: &str, v: u64, lo: u64, hi: u64) -> Result<(), Invalid> {
    if v < lo || v > hi {
        return Err((format!("{at}.{k}"), format!("{v} is not in {lo}..={hi}")));
    }
    Ok(())
}

/// A bandwidth in (0, 1e6) bytes/cycle.
pub(super) fn bandwidth(at: &str, k: &str, v: f64) -> Result<(), Invalid> {
    if !(v.is_finite() && (1e-3..1e6).contains(&v)) {
        return Err((
            format!("{at}.{k}"),
            format!("{v} is not a bandwidth in [0.001, 1e6) bytes/cycle"),
        ));
    }
    Ok(())
}

/// Line, sector and associativity rules every cache shares; returns the set count.
fn geometry(at: &str, size: u64, line: u32, sector: u32, assoc: u32) -> Result<u64, Invalid> {
    pow2(at, "line", line as u64, 4096)?;
    pow2(at, "sector", sector as u64, 4096)?;
    range(at, "assoc", assoc as u64, 1, 64)?;
    if sector > line || line / sector > 32 {
        return Err((
            format!("{at}.sector"),
            format!("{sector} does not divide the {line}-byte line into 1..=32 sectors"),
        ));
    }
    let set_bytes = line as u64 * assoc as u64;
    if size == 0 || !size.is_multiple_of(set_bytes) || size > 1 << 40 {
        return Err((
            format!("{at}.size"),
            format!(
                "{size} bytes are not a whole number of {assoc}-way sets of {line}-byte lines (at most 1 TiB)"
            ),
        ));
    }
    Ok(size / set_bytes)
}

fn latency(at: &str, k: &str, v: u32) -> Result<(), Invalid> {
    range(at, k, v as u64, 1, 100_000)
}

/// The most lines an L1 tag stage looks up a cycle, or tag banks it has (`L1Stages`).
pub const MAX_TAG_BANKS: u64 = 64;

/// The most banks an L1 data stage may have (`L1Stages`).
pub const MAX_L1_BANKS: u32 = 256;

impl L1Config {
    /// The data stage's banks (`L1Stages`), where the L1 has stages.
    pub fn banks(&self) -> Option<u32> {
        self.stages
            .map(|st| (self.bytes_per_cycle / st.bank_width as f64) as u32)
    }

    fn validate(&self) -> Result<(), Invalid> {
        let at = "memory.l1";
        geometry(at, self.size as u64, self.line, self.sector, self.assoc)?;
        latency(at, "hit_latency", self.hit_latency)?;
        range(at, "mshrs", self.mshrs as u64, 1, 1 << 16)?;
        range(at, "store_slots", self.store_slots as u64, 1, 1 << 16)?;
        range(at, "queue", self.queue as u64, 1, 1 << 16)?;
        bandwidth(at, "bytes_per_cycle", self.bytes_per_cycle)?;
        if let Some(l) = &self.address_lanes {
            let at = "memory.l1.address_lanes";
            for (k, v) in [("b32", l.b32), ("b64", l.b64), ("b128", l.b128)] {
                range(at, k, v as u64, 1, 1024)?;
            }
        }
        if let Some(b) = self.wave_bytes_per_cycle {
            bandwidth(at, "wave_bytes_per_cycle", b)?;
        }
        if let Some(st) = &self.stages {
            let at = "memory.l1.stages";
            range(
                at,
                "tags_per_cycle",
                st.tags_per_cycle as u64,
                1,
                MAX_TAG_BANKS,
            )?;
            range(at, "bank_width", st.bank_width as u64, 1, 64)?;
            let banks = self.bytes_per_cycle / st.bank_width as f64;
            if banks.fract() != 0.0 || !(1.0..=MAX_L1_BANKS as f64).contains(&banks) {
                return Err((
                    format!("{at}.bank_width"),
                    format!(
                        "memory.l1.bytes_per_cycle {} is not 1 to {MAX_L1_BANKS} banks of {} bytes",
                        self.bytes_per_cycle, st.bank_width
                    ),
                ));
            }
        }
        if self.write != WritePolicy::Through {
            return Err((
                format!("{at}.write"),
                "the L1 models write-through only (`through`), as NVIDIA and AMD L1s are".into(),
            ));
        }
        Ok(())
    }
}

impl SliceCacheConfig {
    fn validate(&self, at: &str, sms: u32) -> Result<(), Invalid> {
        let copies = self.groups as u64 * self.slices as u64;
        range(at, "groups", self.groups as u64, 1, 64)?;
        range(at, "slices", self.slices as u64, 1, 4096)?;
        if self.groups > sms {
            return Err((
                format!("{at}.groups"),
                format!("{} groups but only {sms} SMs (sm.count)", self.groups),
            ));
        }
        let per_slice = self.size / copies.max(1);
        if !self.size.is_multiple_of(copies) {
            return Err((
                format!("{at}.size"),
                format!(
                    "{} bytes do not split evenly over {copies} slices",
                    self.size
                ),
            ));
        }
        geometry(at, per_slice, self.line, self.sector, self.assoc).map_err(|(f, m)| {
            if f.ends_with(".size") {
                (f, format!("one slice's share ({per_slice} bytes): {m}"))
            } else {
                (f, m)
            }
        })?;
        latency(at, "hit_latency", self.hit_latency)?;
        // Both store timings belong to the level that acknowledges stores.
        for (field, v, what) in [
            ("write_ack", self.write_ack, "acknowledged"),
            ("line_store_interval", self.line_store_interval, "completed"),
        ] {
            range(at, field, v as u64, 0, 100_000)?;
            if v > 0 && self.write == WritePolicy::Through {
                return Err((
                    format!("{at}.{field}"),
                    format!(
                        "{v} on a write-through level: stores are {what} by the write-back level below (set it there)"
                    ),
                ));
            }
        }
        bandwidth(at, "bytes_per_cycle", self.bytes_per_cycle)?;
        if let Some(r) = &self.requests {
            let at = format!("{at}.requests");
            for (k, v) in [("read", r.read), ("write", r.write)] {
                pow2(&at, k, v as u64, self.line as u64)?;
                range(&at, k, v as u64, self.sector as u64, self.line as u64)?;
            }
            if r.write > r.read {
                return Err((
                    format!("{at}.write"),
                    format!(
                        "{} is larger than a read request ({}): a write takes one read's slot",
                        r.write, r.read
                    ),
                ));
            }
        }
        range(at, "mshrs", self.mshrs as u64, 1, 1 << 16)?;
        pow2(at, "interleave", self.interleave as u64, 1 << 20)?;
        if self.interleave < self.line {
            return Err((
                format!("{at}.interleave"),
                format!(
                    "{} is smaller than the {}-byte line (a line lives on one slice)",
                    self.interleave, self.line
                ),
            ));
        }
        Ok(())
    }
}

impl MemoryConfig {
    /// Check every value and the relations between the levels.
    ///
    /// # Errors
    /// `(field path, message)` of the first invalid value.
    pub fn validate(&self, sms: u32, clock_mhz: f64) -> Result<(), Invalid> {
        self.l1.validate()?;
        let ic = &self.interconnect;
        let at = "memory.interconnect";
        range(at, "latency", ic.latency as u64, 0, 100_000)?;
        bandwidth(at, "request_bytes_per_cycle", ic.request_bytes_per_cycle)?;
        bandwidth(at, "response_bytes_per_cycle", ic.response_bytes_per_cycle)?;
        range(at, "header_bytes", ic.header_bytes as u64, 1, 4096)?;
        let mut prev = (
            "memory.l1",
            self.l1.hit_latency,
            self.l1.line,
            self.l1.sector,
        );
        let levels = [
            ("memory.gl1", self.gl1.as_ref()),
            ("memory.l2", Some(&self.l2)),
            ("memory.mall", self.mall.as_ref()),
        ];
        let mut first = true;
        for (at, lvl) in levels {
            let Some(c) = lvl else { continue };
            c.validate(at, sms)?;
            if at == "memory.mall" && c.groups != 1 {
                return Err((
                    format!("{at}.groups"),
                    "a memory-side cache has one group (it sits in front of DRAM)".into(),
                ));
            }
            // The L1's lines may be shorter than the shared levels' (CDNA2: 64 vs
            // 128 bytes); below it every level uses one line and sector size.
            let same = if first {
                c.sector == prev.3 && c.line >= prev.2
            } else {
                (c.line, c.sector) == (prev.2, prev.3)
            };
            if !same {
                return Err((
                    format!("{at}.line"),
                    format!(
                        "{}-byte lines of {}-byte sectors do not fit {} ({}-byte lines of {}-byte sectors): the levels share one sector size, and the shared levels one line size at least the L1's",
                        c.line, c.sector, prev.0, prev.2, prev.3
                    ),
                ));
            }
            // The first shared level's round trip holds the interconnect both ways.
            let floor = prev.1 + if first { 2 * ic.latency } else { 0 };
            if c.hit_latency <= floor {
                return Err((
                    format!("{at}.hit_latency"),
                    format!(
                        "{} is not longer than {} ({}.hit_latency{})",
                        c.hit_latency,
                        floor,
                        prev.0,
                        if first {
                            " + 2 x memory.interconnect.latency"
                        } else {
                            ""
                        }
                    ),
                ));
            }
            if at == "memory.gl1" && c.write != WritePolicy::Through {
                return Err((
                    format!("{at}.write"),
                    "RDNA's graphics L1 is read-only: stores pass through (`through`)".into(),
                ));
            }
            if at == "memory.l2" && c.write != WritePolicy::Back {
                return Err((
                    format!("{at}.write"),
                    "the L2 is write-back (`back`)".into(),
                ));
            }
            prev = (at, c.hit_latency, c.line, c.sector);
            first = false;
        }
        self.dram
            .validate(prev.0, prev.1, (prev.2, prev.3), clock_mhz)?;
        for (k, v) in [
            ("banks", self.shared.banks),
            ("bank_width", self.shared.bank_width),
        ] {
            pow2("memory.shared", k, v as u64, 1024)?;
        }
        if self.atomic_latency < self.l2.hit_latency || self.atomic_latency > 100_000 {
            return Err((
                "memory.atomic_latency".into(),
                format!(
                    "{} is not a latency from memory.l2.hit_latency ({}) to 100000 cycles",
                    self.atomic_latency, self.l2.hit_latency
                ),
            ));
        }
        Ok(())
    }

    /// The shared cache levels below the L1, in order (GL1, L2, MALL), with their
    /// section names.
    pub fn shared_levels(&self) -> Vec<(&'static str, &SliceCacheConfig)> {
        let mut v = Vec::new();
        if let Some(g) = &self.gl1 {
            v.push(("gl1", g));
        }
        v.push(("l2", &self.l2));
        if let Some(m) = &self.mall {
            v.push(("mall", m));
        }
        v
    }
}

/// A config written for the single-L2 memory model (before slices, interconnect and
/// DRAM channels): say how to write the new form instead of a bare "missing field".
pub fn old_form_hint(doc: &serde_yaml::Value) -> Option<String> {
    let mem = doc.get("memory")?;
    let dram = mem.get("dram")?;
    let old = mem.get("interconnect").is_none()
        && dram.get("channels").is_none()
        && mem.get("l2").is_some_and(|l2| l2.get("slices").is_none());
    old.then(|| {
        "this config uses the old single-L2 memory form (memory.l2 without slices, memory.dram \
         with only latency and bytes_per_cycle); write the sliced form: memory.l1 adds \
         bytes_per_cycle, write: through, store_slots and queue; a new memory.interconnect \
         section {latency, request_bytes_per_cycle, response_bytes_per_cycle, header_bytes}; \
         memory.l2 adds slices, bytes_per_cycle (per slice), interleave, hash and write: back \
         (optional groups for per-XCD L2s); memory.dram adds channels, banks, row_bytes, \
         access_bytes, interleave, hash, read_queue, write_queue and timing {t_rcd, t_rp, t_cl, \
         t_ras, t_wr, t_wtr, t_rtw, t_refi, t_rfc, refresh: per_bank|all_bank} in ns; optional memory.gl1 and memory.mall. \
         configs/nvidia/h100.yaml shows every field with its source"
            .to_string()
    })
}
