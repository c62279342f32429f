//! Why a scheduler slot did not issue. Every slot of every scheduler, every cycle,
//! either issues or records exactly one of these.

/// A stall reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Stall {
    /// The scheduler has no warp (its SM has blocks left to run elsewhere, or this
    /// scheduler got none of the resident warps).
    NoWarp,
    /// The next instruction waits for a register an ALU instruction is still writing.
    Dependency,
    /// The functional unit it needs is busy (initiation interval).
    UnitBusy,
    /// Register-file bank conflict: reading the operands takes extra cycles.
    BankConflict,
    /// Waiting at a block barrier, or at a `wgmma` for the warps of its warpgroup.
    Barrier,
    /// Waiting at `griddepcontrol.wait` for the grids launched before this one
    /// (programmatic dependent launch).
    GridDependency,
    /// Waiting at `cp.async.wait_group`/`wait_all`, or at an `mbarrier` wait, for
    /// asynchronous copies to land, or at `wgmma.wait_group` for asynchronous
    /// warpgroup matrix operations to complete.
    AsyncWait,
    /// Waiting for memory: a load's result or an AMD wait counter.
    MemoryWait,
    /// The SM's load/store queue is full (its requests wait for MSHRs, store slots
    /// or the interconnect port): no memory instruction can issue.
    MemThrottle,
    /// The warp's instruction buffer is empty (after a branch, fetch has not caught up).
    IBufferEmpty,
    /// The warp has not started: the SM's wave launcher is still starting the warps
    /// before it (`sm.wave_launch_interval`).
    Launch,
    /// The SM has finished all its work.
    Drained,
}

impl Stall {
    /// Every reason, in report order, with its JSON name and description.
    pub const ALL: [(Stall, &'static str, &'static str); 12] = [
        (Stall::NoWarp, "no_warp", "no warp assigned to the scheduler"),
        (Stall::Dependency, "dependency", "scoreboard: a source or destination register is still being written by an ALU instruction"),
        (Stall::UnitBusy, "unit_busy", "the functional unit is still busy with an earlier instruction"),
        (Stall::BankConflict, "bank_conflict", "register-file bank conflict while reading operands"),
        (Stall::Barrier, "barrier", "waiting at a block barrier, or at a wgmma for the other warps of its warpgroup"),
        (Stall::GridDependency, "grid_dependency", "waiting at griddepcontrol.wait for the earlier grids of a programmatic dependent launch to complete"),
        (Stall::AsyncWait, "async_wait", "waiting at cp.async.wait_group/wait_all or an mbarrier wait for asynchronous global-to-shared copies to complete, or at wgmma.wait_group for asynchronous warpgroup matrix operations"),
        (Stall::MemoryWait, "memory_wait", "waiting for memory: load results or wait counters"),
        (Stall::MemThrottle, "mem_throttle", "the load/store queue is full (MSHRs, store slots or the L2 port are saturated): memory instructions wait"),
        (Stall::IBufferEmpty, "ibuffer_empty", "no decoded instruction ready (after a branch)"),
        (Stall::Launch, "launch", "the warp has not started yet: the SM's wave launcher is still starting the warps before it (sm.wave_launch_interval)"),
        (Stall::Drained, "drained", "the SM has no work left"),
    ];

    pub const COUNT: usize = 12;

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The JSON name (`memory_wait`, ...).
    pub fn name(self) -> &'static str {
        Stall::ALL[self.index()].1
    }
}
