//! The simulated address map. Generic addresses are 64-bit; shared and local memory
//! are visible through fixed windows of the generic space (what `cvta` converts to
//! and from), and global memory holds the module's data segment and the launch's
//! buffers. The numbers are arbitrary but fixed, so runs are reproducible.

/// Where AMD code is placed (what `s_getpc_b64` returns is an address here).
pub const CODE_BASE: u64 = 0x0000_0005_0000_0000;
/// The value a PTX function's name takes in a variable initialiser (`.u64 t[] =
/// {f, g}`): this plus 16 times the function's index in its module, distinct per
/// function. No code is there and nothing calls through it (warpsim refuses
/// indirect calls at load).
pub const PTX_FUNC_HANDLE_BASE: u64 = CODE_BASE;
/// Start of the module data segment (`.global` and `.const` variables) in global memory.
pub const GLOBAL_DATA_BASE: u64 = 0x0000_0006_0000_0000;
/// Start of the launch's buffers in global memory.
pub const BUFFER_BASE: u64 = 0x0000_0007_0000_0000;
/// Alignment and guard gap between global allocations (an overrun of one buffer
/// never lands inside the next).
pub const ALLOC_ALIGN: u64 = 256;
pub const ALLOC_GUARD: u64 = 4096;
/// Generic-address window of the block's shared memory.
pub const SHARED_WINDOW: u64 = 0x0000_7E00_0000_0000;
/// Generic-address window of the thread's local memory.
pub const LOCAL_WINDOW: u64 = 0x0000_7F00_0000_0000;
/// Where the private segment buffer resource (V#) of an AMD wave points: the wave's
/// scratch as the hardware lays it out for MUBUF accesses (dwords of the lanes
/// interleaved, see `func::ops::buffer`). Each wave sees its own scratch here, as it
/// does through [`LOCAL_WINDOW`].
pub const SCRATCH_BUF_WINDOW: u64 = 0x0000_7D00_0000_0000;
/// Generic-address window of the kernel's parameters (`cvta.param`, PTX 7.7: a
/// kernel parameter's generic address, e.g. the tensor map a `cp.async.bulk.tensor`
/// names). Read-only, as the parameter space is.
pub const PARAM_WINDOW: u64 = 0x0000_7C00_0000_0000;
/// Size of each window.
pub const WINDOW_SIZE: u64 = 1 << 32;
/// In the param space: per-thread `.func` and call-site parameters start here; kernel
/// parameters occupy `0..kernel_param_size`.
pub const THREAD_PARAM_BASE: u64 = 0x1000_0000;

/// Which window a generic address falls in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenericSpace {
    Global,
    Shared(u64),
    Local(u64),
    /// An offset in the parameter space.
    Param(u64),
}

impl GenericSpace {
    /// In the global window, which holds the kernel parameters' window ("as .param
    /// window is contained within the .global window", PTX ISA, "isspacep").
    pub fn is_global(self) -> bool {
        matches!(self, GenericSpace::Global | GenericSpace::Param(_))
    }
}

/// Classify a generic address.
#[inline]
pub fn classify_generic(addr: u64) -> GenericSpace {
    if addr.wrapping_sub(SHARED_WINDOW) < WINDOW_SIZE {
        GenericSpace::Shared(addr - SHARED_WINDOW)
    } else if addr.wrapping_sub(LOCAL_WINDOW) < WINDOW_SIZE {
        GenericSpace::Local(addr - LOCAL_WINDOW)
    } else if addr.wrapping_sub(PARAM_WINDOW) < WINDOW_SIZE {
        GenericSpace::Param(addr - PARAM_WINDOW)
    } else {
        GenericSpace::Global
    }
}
