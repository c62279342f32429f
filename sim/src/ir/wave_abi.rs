//! The launch ABI of an AMD kernel, as its kernel descriptor (`.amdhsa_kernel`) and
//! code-object metadata (`.amdgpu_metadata`) state it: which SGPRs and VGPRs the
//! hardware initialises and in what order, the register counts, the initial MODE
//! register, segment sizes and the kernarg layout including the hidden arguments.
//! The front end fills it in; `engine::launch` and `func::wave_init` act on it.

/// A user SGPR block the descriptor enables, in the order the hardware loads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserSgpr {
    /// Private segment buffer descriptor (4 SGPRs).
    PrivateSegmentBuffer,
    /// Dispatch packet pointer (2).
    DispatchPtr,
    /// Queue pointer (2).
    QueuePtr,
    /// Kernarg segment pointer (2).
    KernargPtr,
    /// Dispatch id (2).
    DispatchId,
    /// Flat scratch init (2).
    FlatScratchInit,
    /// Private segment size (1).
    PrivateSegmentSize,
}

impl UserSgpr {
    /// SGPRs the block occupies.
    pub fn count(self) -> u32 {
        match self {
            UserSgpr::PrivateSegmentBuffer => 4,
            UserSgpr::PrivateSegmentSize => 1,
            _ => 2,
        }
    }
}

/// A hidden kernel argument (metadata `.value_kind: hidden_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hidden {
    BlockCount(u8),
    GroupSize(u8),
    Remainder(u8),
    GlobalOffset(u8),
    GridDims,
    DynamicLdsSize,
    /// `hidden_shared_base`/`hidden_private_base`: the aperture's high 32 bits.
    SharedBase,
    PrivateBase,
    /// Arguments that mean nothing in a simulator (printf/hostcall buffers, default
    /// queue, completion action, multigrid sync, heap, queue pointer, none): zero,
    /// so a kernel that dereferences one faults on a null pointer.
    Zero,
}

/// One hidden argument slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HiddenArg {
    pub kind: Hidden,
    pub offset: u32,
    pub size: u32,
}

/// Everything the launch needs to start an AMD kernel's waves.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct WaveAbi {
    /// `.amdhsa_wavefront_size32 0` (or a GFX9 target): 64 lanes.
    pub wave64: bool,
    pub user_sgprs: Vec<UserSgpr>,
    /// Kernarg dwords preloaded into SGPRs after the user SGPR blocks (gfx90a/gfx94x).
    pub kernarg_preload_offset: u32,
    pub kernarg_preload_length: u32,
    /// First system SGPR (`.amdhsa_user_sgpr_count`).
    pub user_sgpr_count: u32,
    pub workgroup_id: [bool; 3],
    pub workgroup_info: bool,
    pub private_wave_offset: bool,
    /// Workgroup ids live in TTMP9 (x) and TTMP7 (y | z << 16) rather than in
    /// system SGPRs (GFX12 architected SGPRs).
    pub architected_ids: bool,
    /// Highest work-item id dimension delivered (0 = x, 1 = x,y, 2 = x,y,z).
    pub workitem_id_dims: u8,
    /// Ids packed into v0 (x [9:0], y [19:10], z [29:20]).
    pub packed_tid: bool,
    pub next_free_vgpr: u32,
    pub next_free_sgpr: u32,
    /// `.amdhsa_accum_offset`: the first AGPR's place in the unified register file
    /// (gfx90a and later CDNA).
    pub accum_offset: Option<u32>,
    /// Initial MODE register (round and denormal modes, DX10 clamp, IEEE).
    pub mode: u32,
    pub group_segment_size: u32,
    pub private_segment_size: u32,
    pub kernarg_size: u32,
    pub hidden: Vec<HiddenArg>,
    /// `.reqd_workgroup_size` from the metadata, if any.
    pub reqd_workgroup_size: Option<[u32; 3]>,
    pub max_flat_workgroup_size: Option<u32>,
    /// `.amdhsa_workgroup_processor_mode 0` on GFX10+ (`-mcumode`): a workgroup's
    /// waves run on one CU of the WGP (its two SIMDs and its L0), with that CU's share
    /// of the WGP's resources; WGP mode (the default) spreads them over both CUs.
    pub cu_mode: bool,
}
