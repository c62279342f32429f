//! Architectural state of one warp (registers, predicates, SIMT stack, per-thread local
//! and param memory) and of one block (shared memory, barriers), plus the per-launch
//! facts every warp reads (`LaunchInfo`). Registers are untyped bit containers of
//! their declared width, stored slot-major: `regs[slot * width + lane]` (a register's
//! slot: `ir::slots`).

use super::mask::{LaneMask, MAX_WIDTH};
use super::simt::SimtStack;
use crate::ir::{sreg, BarMode, Operand, Program, SReg};

/// Lane-indexed scratch values (only the first `width` entries are meaningful).
pub type LaneVals = [u64; MAX_WIDTH as usize];

/// Facts fixed for a whole launch.
#[derive(Debug, Clone)]
pub struct LaunchInfo {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Lanes per warp (from the config).
    pub width: u32,
    pub warps_per_block: u32,
    pub threads_per_block: u32,
    /// The kernel parameter buffer.
    pub kparams: Vec<u8>,
    pub dynamic_shared: u32,
    /// Total shared bytes per block (static + dynamic).
    pub shared_size: u32,
    pub num_sms: u32,
    /// `%nwarpid`: warp slots per SM.
    pub warp_slots: u32,
    /// Use the hardware (unmasked) operands for 64-bit `bfe`.
    pub bfe_unmasked64: bool,
    /// AMD: address of the kernarg segment (a copy of `kparams` in global memory)
    /// and of the dispatch packet; 0 for NVIDIA launches.
    pub kernarg_addr: u64,
    pub dispatch_addr: u64,
    /// Launched with a cluster shape (the launch spec's `cluster`, or the kernel's
    /// `.reqnctapercluster`/`.explicitcluster`): `%is_explicit_cluster`.
    pub explicit_cluster: bool,
    /// The cluster shape in CTAs (`[1, 1, 1]` without clusters).
    pub cluster: [u32; 3],
    /// The SM clock (the config's `clock_mhz`): converts cycles to wall-clock time.
    pub clock_mhz: f64,
}

impl LaunchInfo {
    /// The count of a timer of `per_us` ticks per microsecond after `cycles` SM cycles:
    /// whole ticks, rounded down (both clocks start at 0 with the launch). Exact in
    /// integers for a whole-MHz clock.
    pub fn ticks(&self, cycles: u64, per_us: u64) -> u64 {
        let mhz = self.clock_mhz;
        if mhz.fract() == 0.0 && mhz >= 1.0 {
            (cycles as u128 * per_us as u128 / mhz as u128) as u64
        } else {
            (cycles as f64 * per_us as f64 / mhz).floor() as u64
        }
    }

    /// CTAs per cluster.
    pub fn cluster_ctas(&self) -> u32 {
        self.cluster.iter().product()
    }

    /// The CTA id of block `b` in dispatch order: clusters one after another (x
    /// fastest over the grid of clusters), the CTAs of a cluster consecutive in rank
    /// order (x fastest), so a cluster's CTAs start together. Without clusters this
    /// is the plain x-fastest order.
    pub fn ctaid_of(&self, b: u64) -> [u32; 3] {
        let [cx, cy, cz] = self.cluster.map(|d| d.max(1) as u64);
        let k = cx * cy * cz;
        let (ci, r) = (b / k, b % k);
        let [gx, gy, _] = self.grid.map(|d| d as u64);
        let (nx, ny) = (gx / cx, gy / cy);
        let origin = [ci % nx, (ci / nx) % ny, ci / (nx * ny)];
        let local = [r % cx, (r / cx) % cy, r / (cx * cy)];
        [
            (origin[0] * cx + local[0]) as u32,
            (origin[1] * cy + local[1]) as u32,
            (origin[2] * cz + local[2]) as u32,
        ]
    }

    /// The rank of CTA `ctaid` in its cluster (`%cluster_ctarank`).
    pub fn cluster_rank(&self, ctaid: [u32; 3]) -> u32 {
        let [cx, cy, cz] = self.cluster.map(|d| d.max(1));
        ctaid[0] % cx + (ctaid[1] % cy) * cx + (ctaid[2] % cz) * cx * cy
    }

    /// Lanes that exist in warp `wi` of a block (the last warp may be partial).
    pub fn lane_mask(&self, wi: u32) -> u64 {
        let n = (self.threads_per_block.saturating_sub(wi * self.width)).min(self.width);
        if n >= 64 {
            u64::MAX
        } else {
            (1u64 << n) - 1
        }
    }
}

/// What a warp is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WarpStatus {
    Ready,
    /// Waiting at barrier `id`.
    Barrier(u8),
    Done,
}

/// One warp.
#[derive(Debug, Clone)]
pub struct Warp {
    pub width: u32,
    /// Warp index inside its block.
    pub index: u32,
    pub ctaid: [u32; 3],
    pub regs: Vec<u64>,
    /// Predicate registers as lane masks.
    pub preds: Vec<u64>,
    pub stack: SimtStack,
    /// Lanes that exist (the last warp of a block may be partial).
    pub valid: u64,
    pub exited: u64,
    /// Number of call frames on the stack.
    pub call_depth: u32,
    /// Saved activations of recursive functions, newest last (`func::frames`).
    pub saved: Vec<super::frames::Saved>,
    /// Their bytes.
    pub frame_bytes: Vec<u8>,
    /// Bytes one lane's saved activations take at most (the stack-depth limit).
    pub saved_lane_bytes: u64,
    /// Results staged across a restore (kept to reuse its allocation).
    pub frame_scratch: Vec<u8>,
    /// Local memory, `local_size` bytes per lane, lane-major.
    pub local: Vec<u8>,
    pub local_size: u32,
    /// Per-thread `.param` storage for calls, lane-major.
    pub tparam: Vec<u8>,
    pub tparam_size: u32,
    pub status: WarpStatus,
    /// Destination of a pending `bar.red` (written when the barrier releases).
    pub pending_red: Option<(Operand, u64, BarMode)>,
    /// Instructions this warp has issued.
    pub issued: u64,
    /// `wgmma.mma_async` instructions this warp has executed (the warpgroup gate,
    /// `func::warpgroup`, compares the four warps' counts).
    pub wgmma_count: u32,
    /// Units of tensor-core work the warp's last `tcgen05.mma`/`tcgen05.cp` issued,
    /// summed over its executing threads (an MMA: N / 8; a copy: 1): the timing
    /// engine's measure of their work (`TInst::per_unit`).
    pub tc05_n: u32,
    /// `vprintf` calls this warp has executed (the order of its output).
    pub printf_seq: u32,
    /// The cluster-barrier phase this warp arrived in with `barrier.cluster.arrive` and
    /// has not yet waited for (`barrier.cluster.wait`); `None` when it has not arrived.
    pub cluster_arrived: Option<u32>,
    /// `%tid` of each lane (precomputed: special registers are read often).
    pub tid: Vec<[u32; 3]>,
    /// AMD scalar register file (see `ir::sreg`); empty for NVIDIA warps. EXEC lives
    /// in the SIMT stack's (single) entry, not here.
    pub sregs: Vec<u32>,
    /// AMD scalar condition code.
    pub scc: bool,
    /// AMD MODE register (round and denormal modes, `s_setreg`/`s_getreg`).
    pub mode: u32,
    /// GFX10's `HW_REG_FLAT_SCR_LO`/`_HI` (see `ir::amd::HWREG_FLAT_SCR_LO`).
    pub flat_scr: [u32; 2],
    /// Memory results not yet visible: they are written when an `s_waitcnt` (or the
    /// generation's `s_wait_*`) requires them.
    pub pending: Vec<PendingWrite>,
    /// Id of the next memory event (a load of several registers is one event).
    pub next_event: u32,
}

pub use crate::ir::amd::MemEvent;

/// One register write held back until a wait makes it visible.
#[derive(Debug, Clone)]
pub struct PendingWrite {
    pub event: u32,
    pub kind: MemEvent,
    /// Destination (None for events without data, e.g. stores).
    pub dst: Operand,
    pub lanes: u64,
    pub vals: LaneVals,
}

impl Warp {
    /// A warp of `prog` with index `index` in block `ctaid`, lanes `valid` existing.
    pub fn new(prog: &Program, width: u32, index: u32, ctaid: [u32; 3], valid: u64) -> Warp {
        let mut w = Warp {
            width,
            index,
            ctaid,
            regs: vec![0; prog.slots as usize * width as usize],
            preds: vec![0; prog.num_preds as usize],
            stack: SimtStack::default(),
            valid,
            exited: 0,
            call_depth: 0,
            saved: Vec::new(),
            frame_bytes: Vec::new(),
            saved_lane_bytes: 0,
            frame_scratch: Vec::new(),
            local: vec![0; prog.local_size as usize * width as usize],
            local_size: prog.local_size,
            tparam: vec![0; prog.thread_param_size as usize * width as usize],
            tparam_size: prog.thread_param_size,
            status: WarpStatus::Ready,
            pending_red: None,
            issued: 0,
            wgmma_count: 0,
            tc05_n: 0,
            printf_seq: 0,
            cluster_arrived: None,
            tid: Vec::new(),
            sregs: Vec::new(),
            scc: false,
            mode: 0,
            flat_scr: [0; 2],
            pending: Vec::new(),
            next_event: 0,
        };
        w.stack.reset(0, valid);
        w
    }

    /// Compute `%tid` of every lane for a block of shape `block`.
    pub fn set_block_shape(&mut self, block: [u32; 3]) {
        self.tid = (0..self.width)
            .map(|l| {
                let t = self.index * self.width + l;
                [
                    t % block[0],
                    (t / block[0]) % block[1],
                    t / (block[0] * block[1]),
                ]
            })
            .collect();
    }

    /// Reuse this warp's storage for a new block (avoids reallocating per block).
    pub fn reinit(&mut self, index: u32, ctaid: [u32; 3], valid: u64) {
        self.index = index;
        self.ctaid = ctaid;
        self.regs.iter_mut().for_each(|r| *r = 0);
        self.preds.iter_mut().for_each(|p| *p = 0);
        self.local.iter_mut().for_each(|b| *b = 0);
        self.tparam.iter_mut().for_each(|b| *b = 0);
        self.valid = valid;
        self.exited = 0;
        self.call_depth = 0;
        self.saved.clear();
        self.frame_bytes.clear();
        self.saved_lane_bytes = 0;
        self.status = WarpStatus::Ready;
        self.pending_red = None;
        self.issued = 0;
        self.wgmma_count = 0;
        self.tc05_n = 0;
        self.printf_seq = 0;
        self.cluster_arrived = None;
        self.sregs.iter_mut().for_each(|r| *r = 0);
        self.scc = false;
        self.pending.clear();
        self.next_event = 0;
        self.stack.reset(0, valid);
    }

    /// Give this warp an AMD scalar register file and MODE (wavefronts only).
    pub fn enable_scalar_file(&mut self, mode: u32) {
        self.sregs = vec![0; sreg::COUNT];
        self.mode = mode;
        self.pending.reserve(64);
    }

    /// An AMD wavefront (has a scalar register file).
    #[inline]
    pub fn is_wave(&self) -> bool {
        !self.sregs.is_empty()
    }

    /// Read AMD scalar register `idx` (EXEC comes from the execution mask).
    #[inline]
    pub fn sreg(&self, idx: u16) -> u32 {
        match idx {
            sreg::EXEC_LO => self.stack.active() as u32,
            sreg::EXEC_HI => (self.stack.active() >> 32) as u32,
            sreg::NULL => 0,
            i => self.sregs.get(i as usize).copied().unwrap_or(0),
        }
    }

    /// Write AMD scalar register `idx` (EXEC updates the execution mask).
    #[inline]
    pub fn set_sreg(&mut self, idx: u16, v: u32) {
        match idx {
            sreg::EXEC_LO | sreg::EXEC_HI => {
                if let Some(top) = self.stack.top_mut() {
                    let shift = if idx == sreg::EXEC_LO { 0 } else { 32 };
                    let m = (top.mask & !(0xFFFF_FFFFu64 << shift)) | ((v as u64) << shift);
                    // Lanes that do not exist never become active.
                    top.mask = m & self.valid & !self.exited;
                }
            }
            sreg::NULL => {}
            i => {
                if let Some(r) = self.sregs.get_mut(i as usize) {
                    *r = v;
                }
            }
        }
    }

    /// Read `n` (1 or 2) scalar registers as one value.
    #[inline]
    pub fn sregs_val(&self, idx: u16, n: u8) -> u64 {
        let lo = self.sreg(idx) as u64;
        if n >= 2 {
            lo | (self.sreg(idx + 1) as u64) << 32
        } else {
            lo
        }
    }

    /// Write `n` (1 or 2) scalar registers from one value.
    #[inline]
    pub fn set_sregs_val(&mut self, idx: u16, n: u8, v: u64) {
        self.set_sreg(idx, v as u32);
        if n >= 2 {
            self.set_sreg(idx + 1, (v >> 32) as u32);
        }
    }

    #[inline]
    pub fn pc(&self) -> u32 {
        self.stack.pc()
    }

    #[inline]
    pub fn active(&self) -> LaneMask {
        LaneMask(self.stack.active())
    }

    /// Lanes whose guard predicate allows execution.
    #[inline]
    pub fn guard_mask(&self, guard: u32, neg: bool) -> u64 {
        let active = self.stack.active();
        if guard == crate::ir::NO_REG {
            active
        } else {
            let p = self.preds[guard as usize];
            active & if neg { !p } else { p }
        }
    }

    /// Read an operand for every lane into `out` (sources: register, immediate,
    /// special register, predicate as 0/1).
    #[inline]
    pub fn read(&self, op: &Operand, li: &LaunchInfo, sm: u32, clock: u64, out: &mut LaneVals) {
        let w = self.width as usize;
        match *op {
            Operand::Reg(r) => {
                let base = r.slot as usize * w;
                if w == 32 {
                    // The common width as a fixed-size copy (no variable-length memcpy).
                    let src: &[u64; 32] = self.regs[base..base + 32].try_into().unwrap_or(&[0; 32]);
                    out[..32].copy_from_slice(src);
                } else {
                    out[..w].copy_from_slice(&self.regs[base..base + w]);
                }
            }
            Operand::Imm(v) => out[..w].iter_mut().for_each(|o| *o = v),
            Operand::Pred { idx, neg } => {
                let p = self.preds[idx as usize] ^ if neg { u64::MAX } else { 0 };
                for (l, o) in out[..w].iter_mut().enumerate() {
                    *o = (p >> l) & 1;
                }
            }
            Operand::Special(s) => match s {
                SReg::Tid(a) if self.tid.len() == w => {
                    for (o, t) in out[..w].iter_mut().zip(&self.tid) {
                        *o = t[a.min(2) as usize] as u64;
                    }
                }
                SReg::Laneid
                | SReg::LanemaskEq
                | SReg::LanemaskLe
                | SReg::LanemaskLt
                | SReg::LanemaskGe
                | SReg::LanemaskGt
                | SReg::Tid(_) => {
                    for (l, o) in out[..w].iter_mut().enumerate() {
                        *o = self.special(s, l as u32, li, sm, clock);
                    }
                }
                // Everything else is the same for every lane of the warp.
                _ => {
                    let v = self.special(s, 0, li, sm, clock);
                    out[..w].iter_mut().for_each(|o| *o = v);
                }
            },
            Operand::VRegs { idx, n } => {
                let base = idx as usize * w;
                for (l, o) in out[..w].iter_mut().enumerate() {
                    let lo = self.regs[base + l] & 0xFFFF_FFFF;
                    *o = if n >= 2 {
                        lo | (self.regs[base + w + l] << 32)
                    } else {
                        lo
                    };
                }
            }
            Operand::VHalf { idx, hi, .. } => {
                let base = idx as usize * w;
                let sh = if hi { 16 } else { 0 };
                for (l, o) in out[..w].iter_mut().enumerate() {
                    *o = (self.regs[base + l] >> sh) & 0xFFFF;
                }
            }
            Operand::SRegs { idx, n } => {
                let v = self.sregs_val(idx, n);
                out[..w].iter_mut().for_each(|o| *o = v);
            }
            Operand::SMask { idx, n } => {
                let m = self.sregs_val(idx, n);
                for (l, o) in out[..w].iter_mut().enumerate() {
                    *o = (m >> l) & 1;
                }
            }
            Operand::Scc => {
                let v = self.scc as u64;
                out[..w].iter_mut().for_each(|o| *o = v);
            }
            _ => out[..w].iter_mut().for_each(|o| *o = 0),
        }
    }

    /// Read one lane of an operand.
    #[inline]
    pub fn read_lane(&self, op: &Operand, lane: u32, li: &LaunchInfo, sm: u32, clock: u64) -> u64 {
        match *op {
            Operand::Reg(r) => self.regs[r.slot as usize * self.width as usize + lane as usize],
            Operand::Imm(v) => v,
            Operand::Pred { idx, neg } => ((self.preds[idx as usize] >> lane) & 1) ^ neg as u64,
            Operand::Special(s) => self.special(s, lane, li, sm, clock),
            Operand::VRegs { idx, n } => {
                let w = self.width as usize;
                let at = idx as usize * w + lane as usize;
                let lo = self.regs[at] & 0xFFFF_FFFF;
                if n >= 2 {
                    lo | (self.regs[at + w] << 32)
                } else {
                    lo
                }
            }
            Operand::VHalf { idx, hi, .. } => {
                let at = idx as usize * self.width as usize + lane as usize;
                (self.regs[at] >> if hi { 16 } else { 0 }) & 0xFFFF
            }
            Operand::SRegs { idx, n } => self.sregs_val(idx, n),
            Operand::SMask { idx, n } => (self.sregs_val(idx, n) >> lane) & 1,
            Operand::Scc => self.scc as u64,
            _ => 0,
        }
    }

    /// Write one lane of a register / predicate destination (masked to the register width).
    #[inline]
    pub fn write_lane(&mut self, op: &Operand, lane: u32, v: u64) {
        match *op {
            Operand::Reg(r) => {
                let m = if r.bits >= 64 {
                    u64::MAX
                } else {
                    (1u64 << r.bits) - 1
                };
                self.regs[r.slot as usize * self.width as usize + lane as usize] = v & m;
            }
            Operand::Pred { idx, .. } => {
                let p = &mut self.preds[idx as usize];
                *p = (*p & !(1u64 << lane)) | ((v & 1) << lane);
            }
            Operand::VRegs { idx, n } => {
                let w = self.width as usize;
                let at = idx as usize * w + lane as usize;
                self.regs[at] = v & 0xFFFF_FFFF;
                if n >= 2 {
                    self.regs[at + w] = v >> 32;
                }
            }
            Operand::VHalf { idx, hi, keep } => {
                let at = idx as usize * self.width as usize + lane as usize;
                self.regs[at] = merge_half(self.regs[at], v, hi, keep);
            }
            Operand::SRegs { idx, n } => self.set_sregs_val(idx, n, v),
            Operand::SMask { idx, n } => {
                let m = self.sregs_val(idx, n);
                self.set_sregs_val(idx, n, (m & !(1u64 << lane)) | ((v & 1) << lane));
            }
            Operand::Scc => self.scc = v & 1 == 1,
            _ => {}
        }
    }

    /// Write `vals` to `dst` for the lanes in `mask`.
    #[inline]
    pub fn write(&mut self, dst: &Operand, mask: u64, vals: &LaneVals) {
        match *dst {
            Operand::Reg(r) => {
                let m = if r.bits >= 64 {
                    u64::MAX
                } else {
                    (1u64 << r.bits) - 1
                };
                let base = r.slot as usize * self.width as usize;
                for l in LaneMask(mask).iter() {
                    self.regs[base + l] = vals[l] & m;
                }
            }
            Operand::Pred { idx, .. } => {
                let mut bits = 0u64;
                for l in LaneMask(mask).iter() {
                    bits |= (vals[l] & 1) << l;
                }
                let p = &mut self.preds[idx as usize];
                *p = (*p & !mask) | bits;
            }
            Operand::VRegs { idx, n } => {
                let w = self.width as usize;
                let base = idx as usize * w;
                for l in LaneMask(mask).iter() {
                    self.regs[base + l] = vals[l] & 0xFFFF_FFFF;
                    if n >= 2 {
                        self.regs[base + w + l] = vals[l] >> 32;
                    }
                }
            }
            Operand::VHalf { idx, hi, keep } => {
                let base = idx as usize * self.width as usize;
                for l in LaneMask(mask).iter() {
                    self.regs[base + l] = merge_half(self.regs[base + l], vals[l], hi, keep);
                }
            }
            // A scalar destination takes the value of the first executing lane
            // (scalar instructions execute as lane 0).
            Operand::SRegs { idx, n } if mask != 0 => {
                self.set_sregs_val(idx, n, vals[mask.trailing_zeros() as usize]);
            }
            Operand::Scc if mask != 0 => {
                self.scc = vals[mask.trailing_zeros() as usize] & 1 == 1;
            }
            // A lane-mask destination (AMD compare, carry-out): lanes that do not
            // execute get 0, as VOPC writes them.
            Operand::SMask { idx, n } => {
                let mut bits = 0u64;
                for l in LaneMask(mask).iter() {
                    bits |= (vals[l] & 1) << l;
                }
                self.set_sregs_val(idx, n, bits);
            }
            _ => {}
        }
    }

    /// Linear thread index inside the block of `lane`.
    #[inline]
    pub fn thread_linear(&self, lane: u32) -> u32 {
        self.index * self.width + lane
    }

    /// Value of a special register for one lane.
    pub fn special(&self, s: SReg, lane: u32, li: &LaunchInfo, sm: u32, clock: u64) -> u64 {
        let t = self.thread_linear(lane);
        let b = li.block;
        let lanebit = 1u64 << lane;
        let full = LaneMask::full(self.width).0;
        match s {
            SReg::Tid(a) => match self.tid.get(lane as usize) {
                Some(t) => t[a.min(2) as usize] as u64,
                None => [t % b[0], (t / b[0]) % b[1], t / (b[0] * b[1])][a.min(2) as usize] as u64,
            },
            SReg::Ntid(a) => b[a as usize] as u64,
            SReg::Ctaid(a) => self.ctaid[a as usize] as u64,
            SReg::Nctaid(a) => li.grid[a as usize] as u64,
            SReg::Laneid => lane as u64,
            SReg::Warpid => self.index as u64,
            SReg::Nwarpid => li.warp_slots as u64,
            SReg::Smid => sm as u64,
            SReg::Nsmid => li.num_sms as u64,
            SReg::Gridid => 0,
            SReg::LanemaskEq => lanebit,
            SReg::LanemaskLe => (lanebit | (lanebit - 1)) & full,
            SReg::LanemaskLt => lanebit - 1,
            SReg::LanemaskGe => !(lanebit - 1) & full,
            SReg::LanemaskGt => !(lanebit | (lanebit - 1)) & full,
            SReg::Clock => clock & 0xFFFF_FFFF,
            SReg::ClockHi => clock >> 32,
            SReg::Clock64 => clock,
            SReg::GlobalTimer => li.ticks(clock, 1000),
            SReg::GlobalTimerLo => li.ticks(clock, 1000) & 0xFFFF_FFFF,
            SReg::GlobalTimerHi => li.ticks(clock, 1000) >> 32,
            SReg::RealTime => li.ticks(clock, 100),
            SReg::CurrentGraphExec => 0,
            SReg::DynamicSmemSize => li.dynamic_shared as u64,
            SReg::TotalSmemSize => li.shared_size as u64,
            SReg::WarpSz => self.width as u64,
            SReg::ClusterCtaid(a) => {
                (self.ctaid[a as usize] % li.cluster[a as usize].max(1)) as u64
            }
            SReg::ClusterNctaid(a) => li.cluster[a as usize] as u64,
            SReg::Clusterid(a) => (self.ctaid[a as usize] / li.cluster[a as usize].max(1)) as u64,
            SReg::Nclusterid(a) => (li.grid[a as usize] / li.cluster[a as usize].max(1)) as u64,
            SReg::ClusterCtarank => li.cluster_rank(self.ctaid) as u64,
            SReg::ClusterNctarank => li.cluster_ctas() as u64,
            SReg::IsExplicitCluster => li.explicit_cluster as u64,
        }
    }
}

/// A 32-bit register after a 16-bit write of `v` to its high (`hi`) or low half:
/// the other half kept (`keep`) or zeroed.
#[inline]
pub fn merge_half(old: u64, v: u64, hi: bool, keep: bool) -> u64 {
    let sh = if hi { 16 } else { 0 };
    let other = if keep {
        old & (0xFFFF_0000u64 >> sh)
    } else {
        0
    };
    other | ((v & 0xFFFF) << sh)
}

/// One barrier of a block.
#[derive(Debug, Clone, Default)]
pub struct Barrier {
    /// Warps arrived (waiting or not).
    pub arrived: u32,
    /// Warps required (0 = every live warp of the block).
    pub expected: u32,
    /// Warps blocked on this barrier (indices in the block).
    pub waiting: Vec<u32>,
    /// `bar.red` accumulators: popc count, and-all, or-any.
    pub red_popc: u64,
    pub red_and: bool,
    pub red_or: bool,
}

/// Number of named barriers per block (PTX: 16).
pub const NUM_BARRIERS: usize = 16;

/// The barrier slot after the named ones: the cluster barrier (`barrier.cluster`),
/// split-phase (arrive, then wait). Each CTA counts its own warps' arrivals there; the
/// phase completes when the cluster's arrivals reach its live warps (for a cluster
/// of one CTA, as a named barrier of the block does).
pub const CLUSTER_BARRIER: usize = NUM_BARRIERS;

/// State of one block.
#[derive(Debug, Clone)]
pub struct CtaState {
    pub ctaid: [u32; 3],
    pub shared: Vec<u8>,
    /// Bytes of `shared` below this may have been written (what a reuse must zero:
    /// a block that never touches its shared memory costs nothing to recycle).
    pub shared_written: usize,
    pub barriers: Vec<Barrier>,
    /// Warps of the block that have not finished.
    pub live_warps: u32,
    /// Phases of the cluster barrier ([`CLUSTER_BARRIER`]) completed so far.
    pub cluster_phase: u32,
    /// CTAs in this CTA's cluster: above 1 the cluster barrier is released by the
    /// engine across the cluster's CTAs (`func::barrier::try_release_cluster`), not
    /// by the block alone.
    pub cluster_ctas: u32,
    /// The CTA's tensor memory (sm_100a `tcgen05`), made on first use.
    pub tmem: Option<Box<crate::func::tmem::Tmem>>,
    /// Device printf output of the block's threads (`func::printf`), taken by the
    /// engine when the block ends.
    pub printf: Vec<crate::func::printf::PrintRec>,
}

impl CtaState {
    pub fn new(ctaid: [u32; 3], shared_size: u32, warps: u32) -> CtaState {
        let mut barriers = vec![Barrier::default(); NUM_BARRIERS + 1];
        for b in &mut barriers {
            b.red_and = true;
            b.waiting.reserve(warps as usize);
        }
        CtaState {
            ctaid,
            shared: vec![0; shared_size as usize],
            shared_written: 0,
            barriers,
            live_warps: warps,
            cluster_phase: 0,
            cluster_ctas: 1,
            tmem: None,
            printf: Vec::new(),
        }
    }

    /// Reuse the storage for a new block: shared memory zeroed, barriers cleared.
    pub fn reset(&mut self, ctaid: [u32; 3], warps: u32) {
        self.ctaid = ctaid;
        let n = self.shared_written.min(self.shared.len());
        self.shared[..n].fill(0);
        self.shared_written = 0;
        for b in &mut self.barriers {
            b.arrived = 0;
            b.expected = 0;
            b.waiting.clear();
            b.red_popc = 0;
            b.red_and = true;
            b.red_or = false;
        }
        self.live_warps = warps;
        self.cluster_phase = 0;
        self.tmem = None;
        self.printf.clear();
    }

    /// Warps a barrier needs before it releases.
    pub fn barrier_target(&self, id: usize) -> u32 {
        let e = self.barriers[id].expected;
        if e == 0 {
            self.live_warps
        } else {
            e
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn li(grid: [u32; 3], cluster: [u32; 3]) -> LaunchInfo {
        LaunchInfo {
            grid,
            block: [32, 1, 1],
            width: 32,
            warps_per_block: 1,
            threads_per_block: 32,
            kparams: Vec::new(),
            dynamic_shared: 0,
            shared_size: 0,
            num_sms: 4,
            warp_slots: 64,
            bfe_unmasked64: false,
            kernarg_addr: 0,
            dispatch_addr: 0,
            explicit_cluster: true,
            cluster,
            clock_mhz: 1000.0,
        }
    }

    #[test]
    fn dispatch_order_keeps_a_clusters_ctas_together() {
        // Without clusters: x fastest, then y, then z.
        let l = li([3, 2, 2], [1, 1, 1]);
        let order: Vec<[u32; 3]> = (0..12).map(|b| l.ctaid_of(b)).collect();
        assert_eq!(&order[..4], &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]]);
        assert_eq!(order[11], [2, 1, 1]);
        // Clusters of 2 x 2 in a 4 x 4 grid: each run of 4 blocks is one cluster, in
        // rank order; every CTA appears once.
        let l = li([4, 4, 1], [2, 2, 1]);
        let order: Vec<[u32; 3]> = (0..16).map(|b| l.ctaid_of(b)).collect();
        assert_eq!(&order[..4], &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, 0]]);
        assert_eq!(&order[4..8], &[[2, 0, 0], [3, 0, 0], [2, 1, 0], [3, 1, 0]]);
        let mut all = order.clone();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 16);
        for (b, c) in order.iter().enumerate() {
            assert_eq!(l.cluster_rank(*c), b as u32 % 4, "{c:?}");
        }
        assert_eq!(l.cluster_ctas(), 4);
    }
}
