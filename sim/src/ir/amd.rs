//! AMD vocabulary the front end and the executor share: the wait-counter family of a
//! memory event, the `hwreg` id of MODE, and the VOP3P modifier word. Kept in the IR
//! so that the AMDGPU front end depends on `ir` only.

/// Which counter a memory event counts in (AMD `s_waitcnt` families).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum MemEvent {
    /// Vector memory load (vmcnt / loadcnt).
    VmLoad,
    /// Vector memory store (vmcnt on GFX9, vscnt / storecnt on GFX10+).
    VmStore,
    /// Scalar memory load (lgkmcnt / kmcnt).
    Smem,
    /// LDS access (lgkmcnt / dscnt).
    Ds,
    /// PTX `cp.async` (global to shared, asynchronous): waited for by
    /// `cp.async.wait_group` / `wait_all`, counted in commit groups, not by an AMD counter.
    AsyncCopy,
    /// PTX `cp.async.bulk` (global to shared): waited for through its mbarrier only.
    AsyncBulk,
    /// PTX `cp.async.bulk` (shared to global, `.bulk_group`): waited for by
    /// `cp.async.bulk.wait_group`, counted in bulk commit groups.
    BulkStore,
    /// PTX `wgmma.mma_async` (not memory: the tensor core's asynchronous operation):
    /// waited for by `wgmma.wait_group`, counted in wgmma commit groups. No `defer`
    /// code names it (its results are computed at issue; only its time is deferred).
    Wgmma,
    /// PTX `tcgen05.mma` (the SM's tensor core, asynchronous): waited for through
    /// the mbarrier a `tcgen05.commit` arrives on. No `defer` code names it either.
    Tc05,
}

impl MemEvent {
    /// The `Mods::defer` code of this kind (`1 + kind`; 0 = results at once).
    pub const fn defer(self) -> u8 {
        self as u8 + 1
    }

    /// The kind a `Mods::defer` code names (`None` for 0: results at once).
    pub const fn of_defer(d: u8) -> Option<MemEvent> {
        match d {
            1 => Some(MemEvent::VmLoad),
            2 => Some(MemEvent::VmStore),
            3 => Some(MemEvent::Smem),
            4 => Some(MemEvent::Ds),
            5 => Some(MemEvent::AsyncCopy),
            6 => Some(MemEvent::AsyncBulk),
            7 => Some(MemEvent::BulkStore),
            _ => None,
        }
    }
}

/// `hwreg` id of the MODE register, the hardware register warpsim's semantics read.
pub const HWREG_MODE: u8 = 1;
/// `hwreg` ids of GFX10's flat-scratch base (`HW_REG_FLAT_SCR_LO`/`_HI`, LLVM's
/// `ID_FLAT_SCR_LO`/`ID_FLAT_SCR_HI`): kernel prologues write the ABI's
/// `flat_scratch_init` there. Held per wave and read back by `s_getreg`; warpsim
/// places each lane's private segment itself, so (as with GFX9's `flat_scratch`
/// SGPRs) address translation does not read them.
pub const HWREG_FLAT_SCR_LO: u8 = 20;
pub const HWREG_FLAT_SCR_HI: u8 = 21;
/// `HW_REG_SHADER_CYCLES` (GFX10.3 and GFX11, id 29): a free-running 20-bit count of
/// shader clock cycles (LLVM `ID_SHADER_CYCLES`; what `clock()` reads there). Read-only;
/// warpsim gives the wave's clock (the simulated cycle in timing runs).
pub const HWREG_SHADER_CYCLES: u8 = 29;

/// VOP3P modifiers (packed FP32, packed 16-bit, the mix FMA); bit k of each mask is
/// source k. The lowering builds them, the semantics read them (`func::amd_pk`,
/// `func::amd16`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PkMods {
    /// The half (0 = bits [31:0], 1 = bits [63:32]) of each source feeding the low result.
    pub op_sel: u8,
    /// The half of each source feeding the high result.
    pub op_sel_hi: u8,
    /// Negate the value feeding the low result.
    pub neg_lo: u8,
    /// Negate the value feeding the high result.
    pub neg_hi: u8,
    /// Clamp each result to [0.0, 1.0].
    pub clamp: bool,
}

impl Default for PkMods {
    /// What an instruction without modifiers means: `op_sel_hi:[1,1,1]`.
    fn default() -> PkMods {
        PkMods {
            op_sel: 0,
            op_sel_hi: 0b111,
            neg_lo: 0,
            neg_hi: 0,
            clamp: false,
        }
    }
}

impl PkMods {
    /// The modifiers as one immediate (how an IR instruction carries them):
    /// op_sel `[2:0]`, op_sel_hi `[6:4]`, neg_lo `[10:8]`, neg_hi `[14:12]`, clamp `[16]`.
    pub fn to_bits(self) -> u64 {
        (self.op_sel as u64 & 7)
            | (self.op_sel_hi as u64 & 7) << 4
            | (self.neg_lo as u64 & 7) << 8
            | (self.neg_hi as u64 & 7) << 12
            | (self.clamp as u64) << 16
    }

    /// The inverse of [`PkMods::to_bits`].
    pub fn from_bits(b: u64) -> PkMods {
        PkMods {
            op_sel: (b & 7) as u8,
            op_sel_hi: (b >> 4 & 7) as u8,
            neg_lo: (b >> 8 & 7) as u8,
            neg_hi: (b >> 12 & 7) as u8,
            clamp: b >> 16 & 1 != 0,
        }
    }
}
