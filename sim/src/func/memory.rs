//! Functional memory: global memory as a sorted set of allocations (sparse: only
//! allocated ranges have storage, every access is bounds-checked against them), and
//! little-endian helpers for the per-block and per-thread byte arrays (shared, local,
//! param). The `Memory` trait is what instructions see of global memory, so the timing
//! model can interpose (per-SM views merged at the exchange).

use crate::ir::layout::{ALLOC_ALIGN, ALLOC_GUARD, BUFFER_BASE};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A memory access that a GPU would trap on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MemFault {
    OutOfBounds {
        space: &'static str,
        addr: u64,
        size: u32,
    },
    Misaligned {
        space: &'static str,
        addr: u64,
        size: u32,
    },
    ReadOnly {
        addr: u64,
        name: String,
    },
}

impl std::fmt::Display for MemFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MemFault::OutOfBounds { space, addr, size } => write!(
                f,
                "out-of-bounds {space} access of {size} bytes at {addr:#x}"
            ),
            MemFault::Misaligned { space, addr, size } => {
                write!(f, "misaligned {space} access of {size} bytes at {addr:#x}")
            }
            MemFault::ReadOnly { addr, name } => {
                write!(f, "store to read-only `{name}` at {addr:#x}")
            }
        }
    }
}

/// What the executor needs of global memory.
pub trait Memory {
    /// Load `size` (1, 2, 4, 8) bytes, little-endian, zero-extended.
    fn load(&mut self, addr: u64, size: u32) -> Result<u64, MemFault>;
    /// Store the low `size` bytes of `v`.
    fn store(&mut self, addr: u64, size: u32, v: u64) -> Result<(), MemFault>;
    /// Atomic read-modify-write: stores `f(old)` and returns `old`.
    fn atomic(
        &mut self,
        addr: u64,
        size: u32,
        f: &mut dyn FnMut(u64) -> u64,
    ) -> Result<u64, MemFault> {
        let old = self.load(addr, size)?;
        self.store(addr, size, f(old))?;
        Ok(old)
    }

    /// Whether global atomics are queued with [`Memory::queue_atomic`] and performed
    /// later in one global order (the parallel timing engine) instead of now.
    fn defers_atomics(&self) -> bool {
        false
    }

    /// Queue a global atomic (only called when [`Memory::defers_atomics`]); faults
    /// (bounds, alignment, a read-only region) are reported now.
    fn queue_atomic(&mut self, _r: AtomicReq) -> Result<(), MemFault> {
        Ok(())
    }

    /// Distributed shared memory: perform, or queue to perform later, an access to
    /// another CTA of the cluster (`func::dsmem`). A memory without a cluster (one
    /// CTA at a time) cannot reach one.
    fn cluster(
        &mut self,
        r: crate::func::dsmem::RemoteReq,
    ) -> Result<crate::func::dsmem::Reach, String> {
        Err(format!(
            "shared::cluster: CTA rank {} cannot be reached here (no cluster of CTAs runs with this memory)",
            r.rank
        ))
    }

    /// `clusterlaunchcontrol.try_cancel` from the CTA `own` of cluster rank `rank`
    /// (`func::clc`): decided and delivered now, or queued for the engine to decide.
    /// A memory that runs no grid cannot cancel one of its clusters.
    fn try_cancel(
        &mut self,
        _own: &mut crate::func::warp::CtaState,
        _rank: u32,
        _q: &crate::func::clc::CancelReq,
    ) -> Result<crate::func::dsmem::Reach, String> {
        Err("no grid's launch order is reachable here".into())
    }

    /// A `.cta_group::2` `tcgen05.mma` or `tcgen05.cp` issued by lane `lane` in the
    /// CTA `own` of cluster rank `rank`, over it and its peer
    /// (`func::matrix::tcgen05::pair_op`): performed now, or queued to be performed
    /// later. A memory without a cluster cannot reach the peer.
    fn pair_op(
        &mut self,
        _own: &mut crate::func::warp::CtaState,
        rank: u32,
        _lane: u32,
        _x: &crate::func::matrix::tcgen05::PairOp,
    ) -> Result<crate::func::dsmem::Reach, String> {
        Err(format!(
            "the peer CTA (rank {}) cannot be reached here (no cluster of CTAs runs with this memory)",
            rank ^ 1
        ))
    }
}

/// A global atomic of one lane, to be performed later: the operation, its operands,
/// and where its old value goes (`dst` of the issuing warp, or the AMD memory event
/// `event` whose held-back write receives it).
#[derive(Debug, Clone, Copy)]
pub struct AtomicReq {
    pub addr: u64,
    pub size: u32,
    pub op: crate::ir::AtomOp,
    pub ty: crate::ir::Ty,
    pub b: u64,
    pub c: u64,
    /// An `.f32` add flushes subnormals (`func::atom_apply`).
    pub ftz: bool,
    pub lane: u8,
    pub dst: crate::ir::Operand,
    pub event: Option<u32>,
}

/// One global allocation.
#[derive(Debug, Clone)]
pub struct Region {
    pub base: u64,
    pub data: Vec<u8>,
    pub name: String,
    pub writable: bool,
}

/// Global memory of one launch.
#[derive(Debug, Default)]
pub struct GlobalMemory {
    regions: Vec<Region>,
    next: u64,
    /// The region of the last access (a relaxed atomic so shared reads are `Sync`).
    last: AtomicUsize,
}

impl GlobalMemory {
    pub fn new() -> GlobalMemory {
        GlobalMemory {
            regions: Vec::new(),
            next: BUFFER_BASE,
            last: AtomicUsize::new(0),
        }
    }

    /// Bytes the regions hold (buffers and module variables).
    pub fn held_bytes(&self) -> u64 {
        self.regions.iter().map(|r| r.data.len() as u64).sum()
    }

    /// Allocate a zeroed buffer; returns its address. Buffers are separated by guard gaps.
    pub fn alloc(&mut self, name: &str, size: u64) -> u64 {
        self.alloc_with(name, size, Vec::new())
    }

    /// [`GlobalMemory::alloc`] holding `data` (moved in, not copied; empty = zeros,
    /// otherwise exactly `size` bytes).
    pub fn alloc_with(&mut self, name: &str, size: u64, data: Vec<u8>) -> u64 {
        let base = self.next;
        self.next = (base + size.max(1) + ALLOC_GUARD).div_ceil(ALLOC_ALIGN) * ALLOC_ALIGN;
        let data = if data.is_empty() {
            vec![0; size as usize]
        } else {
            debug_assert_eq!(data.len() as u64, size);
            data
        };
        self.map(base, data, true, name);
        base
    }

    /// Place initialised bytes at a fixed address (module variables).
    pub fn map(&mut self, base: u64, data: Vec<u8>, writable: bool, name: &str) {
        let at = self.regions.partition_point(|r| r.base < base);
        self.regions.insert(
            at,
            Region {
                base,
                data,
                name: name.to_string(),
                writable,
            },
        );
    }

    /// The bytes of an allocation starting at `base` (for dumps and checks).
    pub fn region(&self, base: u64) -> Option<&Region> {
        self.regions.iter().find(|r| r.base == base)
    }

    /// Mutable bytes of an allocation starting at `base` (for initialisation).
    pub fn region_mut(&mut self, base: u64) -> Option<&mut Region> {
        self.regions.iter_mut().find(|r| r.base == base)
    }

    #[inline]
    fn find(&self, addr: u64, size: u32) -> Result<usize, MemFault> {
        let mut last = self.last.load(Ordering::Relaxed);
        let i = self.find_from(addr, size, &mut last)?;
        if i != self.last.load(Ordering::Relaxed) {
            self.last.store(i, Ordering::Relaxed);
        }
        Ok(i)
    }

    /// The region holding `[addr, addr + size)`, trying `hint` (the caller's last
    /// region) first and updating it; callers on several threads each keep their own
    /// hint instead of sharing `last`.
    #[inline]
    pub fn find_from(&self, addr: u64, size: u32, hint: &mut usize) -> Result<usize, MemFault> {
        // An access reaching past the top of the address space is out of bounds (and
        // must not wrap around).
        let end = addr.checked_add(size as u64).ok_or(MemFault::OutOfBounds {
            space: "global",
            addr,
            size,
        })?;
        if let Some(r) = self.regions.get(*hint) {
            if addr >= r.base && end <= r.base + r.data.len() as u64 {
                return Ok(*hint);
            }
        }
        let i = self.regions.partition_point(|r| r.base <= addr);
        if i > 0 {
            let r = &self.regions[i - 1];
            if end <= r.base + r.data.len() as u64 {
                *hint = i - 1;
                return Ok(i - 1);
            }
        }
        Err(MemFault::OutOfBounds {
            space: "global",
            addr,
            size,
        })
    }
}

#[inline]
fn check_align(space: &'static str, addr: u64, size: u32) -> Result<(), MemFault> {
    if addr & (size as u64 - 1) != 0 {
        Err(MemFault::Misaligned { space, addr, size })
    } else {
        Ok(())
    }
}

impl GlobalMemory {
    /// Load without the `Memory` trait's `&mut` (shared, read-only use by the
    /// parallel timing engine).
    #[inline]
    pub fn peek(&self, addr: u64, size: u32, hint: &mut usize) -> Result<u64, MemFault> {
        check_align("global", addr, size)?;
        let i = self.find_from(addr, size, hint)?;
        let r = &self.regions[i];
        Ok(read_le(&r.data, (addr - r.base) as usize, size))
    }

    /// Would a store succeed? (Bounds, alignment, writability; nothing is written.)
    #[inline]
    pub fn check_store(&self, addr: u64, size: u32, hint: &mut usize) -> Result<(), MemFault> {
        check_align("global", addr, size)?;
        let i = self.find_from(addr, size, hint)?;
        let r = &self.regions[i];
        if !r.writable {
            return Err(MemFault::ReadOnly {
                addr,
                name: r.name.clone(),
            });
        }
        Ok(())
    }
}

impl Memory for GlobalMemory {
    #[inline]
    fn load(&mut self, addr: u64, size: u32) -> Result<u64, MemFault> {
        check_align("global", addr, size)?;
        let i = self.find(addr, size)?;
        let r = &self.regions[i];
        Ok(read_le(&r.data, (addr - r.base) as usize, size))
    }

    #[inline]
    fn store(&mut self, addr: u64, size: u32, v: u64) -> Result<(), MemFault> {
        check_align("global", addr, size)?;
        let i = self.find(addr, size)?;
        let r = &mut self.regions[i];
        if !r.writable {
            return Err(MemFault::ReadOnly {
                addr,
                name: r.name.clone(),
            });
        }
        write_le(&mut r.data, (addr - r.base) as usize, size, v);
        Ok(())
    }
}

/// Read `size` (1, 2, 4 or 8) bytes little-endian (caller checked bounds). Sizes are
/// matched so each read is one machine load, not a variable-length copy.
#[inline]
pub fn read_le(buf: &[u8], off: usize, size: u32) -> u64 {
    match size {
        1 => buf[off] as u64,
        2 => u16::from_le_bytes([buf[off], buf[off + 1]]) as u64,
        4 => u32::from_le_bytes(buf[off..off + 4].try_into().unwrap_or([0; 4])) as u64,
        8 => u64::from_le_bytes(buf[off..off + 8].try_into().unwrap_or([0; 8])),
        _ => {
            let mut b = [0u8; 8];
            b[..size as usize].copy_from_slice(&buf[off..off + size as usize]);
            u64::from_le_bytes(b)
        }
    }
}

/// Write the low `size` bytes of `v` little-endian (caller checked bounds).
#[inline]
pub fn write_le(buf: &mut [u8], off: usize, size: u32, v: u64) {
    match size {
        1 => buf[off] = v as u8,
        2 => buf[off..off + 2].copy_from_slice(&(v as u16).to_le_bytes()),
        4 => buf[off..off + 4].copy_from_slice(&(v as u32).to_le_bytes()),
        8 => buf[off..off + 8].copy_from_slice(&v.to_le_bytes()),
        _ => buf[off..off + size as usize].copy_from_slice(&v.to_le_bytes()[..size as usize]),
    }
}

/// The fault of an access of `size` bytes at `addr` to a state space of `len` bytes
/// (misaligned, or out of bounds), if any.
#[inline]
pub fn check_range(space: &'static str, addr: u64, size: u32, len: usize) -> Result<(), MemFault> {
    check_align(space, addr, size)?;
    if addr.checked_add(size as u64).is_none_or(|e| e > len as u64) {
        return Err(MemFault::OutOfBounds { space, addr, size });
    }
    Ok(())
}

/// Bounds- and alignment-checked access to a byte array standing for a state space
/// (shared memory of a block, one thread's local or param area).
#[inline]
pub fn space_load(space: &'static str, buf: &[u8], addr: u64, size: u32) -> Result<u64, MemFault> {
    check_range(space, addr, size, buf.len())?;
    Ok(read_le(buf, addr as usize, size))
}

/// Store counterpart of [`space_load`].
#[inline]
pub fn space_store(
    space: &'static str,
    buf: &mut [u8],
    addr: u64,
    size: u32,
    v: u64,
) -> Result<(), MemFault> {
    check_range(space, addr, size, buf.len())?;
    write_le(buf, addr as usize, size, v);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_and_alignment() {
        let mut m = GlobalMemory::new();
        let a = m.alloc("a", 16);
        let b = m.alloc("b", 8);
        assert!(b >= a + 16 + ALLOC_GUARD);
        m.store(a + 12, 4, 0xDEADBEEF).unwrap();
        assert_eq!(m.load(a + 12, 4).unwrap(), 0xDEADBEEF);
        assert!(matches!(
            m.load(a + 16, 4),
            Err(MemFault::OutOfBounds { .. })
        ));
        assert!(matches!(m.load(a + 2, 4), Err(MemFault::Misaligned { .. })));
        assert!(matches!(
            m.load(a - 4, 4),
            Err(MemFault::OutOfBounds { .. })
        ));
        assert_eq!(m.load(b, 8).unwrap(), 0);
        m.map(0x1000, vec![1, 2, 3, 4], false, "c");
        assert_eq!(m.load(0x1000, 4).unwrap(), 0x04030201);
        assert!(matches!(
            m.store(0x1000, 4, 0),
            Err(MemFault::ReadOnly { .. })
        ));
    }
}
