//! Tensor memory (sm_100a; PTX ISA 9.0, 9.7.16.1): 128 lanes x 512 columns of 32-bit
//! cells per CTA, addressed `lane << 16 | column`, allocated in power-of-two column
//! ranges of 32 to 512 (`tcgen05.alloc`/`dealloc`/`relinquish_alloc_permit`).
//!
//! [model] The hardware's tensor memory belongs to the SM and an allocation that
//! does not fit waits for another CTA on the SM to free columns. Here each CTA's
//! cells and addresses are its own 512 columns; the timing engine counts the SM's
//! columns and holds an allocation until the SM's other blocks have freed enough
//! (`timing::sm` `tmem_used`). An allocation that this CTA's own ones leave no room
//! for (which would wait forever) is a fault. Allocation is first fit at a multiple
//! of the request (the hardware's placement is not published).

use crate::func::matrix::tcgen05_ws::BBuffer;

/// Lanes (rows) of a CTA's tensor memory.
pub const LANES: u32 = 128;
/// 32-bit columns of a CTA's tensor memory.
pub const COLS: u32 = 512;

/// One CTA's tensor memory and its allocations.
#[derive(Debug, Clone)]
pub struct Tmem {
    /// Lane-major cells: `cells[lane * COLS + col]`.
    cells: Vec<u32>,
    /// Allocated (first column, columns), in allocation order.
    allocs: Vec<(u32, u32)>,
    /// `tcgen05.relinquish_alloc_permit` ran: no further allocation is legal.
    pub relinquished: bool,
    /// The tensor core's collector buffer of A (`.collector::a::*`): this CTA's rows of
    /// the last filled A as element values, row-major over its K, with that MMA's
    /// (rows, elements a row, element bits, sparse); `None` when it holds nothing
    /// valid.
    pub collector: Vec<u64>,
    pub collector_of: Option<(u32, u32, u32, bool)>,
    /// B's four collector buffers of `tcgen05.mma.ws` (`.collector::b0..b3::*`).
    pub b_collector: [BBuffer; 4],
}

impl Default for Tmem {
    fn default() -> Self {
        Tmem {
            cells: vec![0; (LANES * COLS) as usize],
            allocs: Vec::new(),
            relinquished: false,
            collector: Vec::new(),
            collector_of: None,
            b_collector: Default::default(),
        }
    }
}

/// Split a tensor-memory address into (lane, column) (9.7.16.1.1).
#[inline]
pub fn split(addr: u32) -> (u32, u32) {
    (addr >> 16, addr & 0xFFFF)
}

impl Tmem {
    /// `tcgen05.alloc` of `n` columns: the address of the first (lane 0).
    pub fn alloc(&mut self, n: u32) -> Result<u32, String> {
        check_count(n)?;
        if self.relinquished {
            return Err("tcgen05.alloc after tcgen05.relinquish_alloc_permit: the CTA gave up the right to allocate tensor memory".into());
        }
        let free = |s: u32| self.allocs.iter().all(|&(a, k)| s + n <= a || a + k <= s);
        match (0..COLS / n).map(|i| i * n).find(|&s| free(s)) {
            Some(s) => {
                self.allocs.push((s, n));
                Ok(s)
            }
            None => Err(format!(
                "tcgen05.alloc of {n} columns: the CTA holds {} of the {COLS} columns and no aligned range of {n} is free; on hardware it would wait for a deallocation that cannot come from this CTA (warpsim gives each CTA its own tensor memory)",
                self.allocs.iter().map(|a| a.1).sum::<u32>()
            )),
        }
    }

    /// `tcgen05.dealloc taddr, n`: `taddr` must be an allocation's address and `n`
    /// its size.
    pub fn dealloc(&mut self, taddr: u32, n: u32) -> Result<(), String> {
        check_count(n)?;
        let (lane, col) = split(taddr);
        match self.allocs.iter().position(|&(a, k)| a == col && k == n && lane == 0) {
            Some(i) => {
                self.allocs.remove(i);
                Ok(())
            }
            None => Err(format!(
                "tcgen05.dealloc of {n} columns at {taddr:#x} (lane {lane}, column {col}): not an allocation of this CTA (held: {})",
                self.held()
            )),
        }
    }

    /// The fault of a CTA that ends holding tensor memory: "All of the Tensor Memory
    /// that was allocated ... must be explicitly deallocated using tcgen05.dealloc
    /// before the kernel exits" (9.7.16.7.1); on hardware the columns stay lost to
    /// the SM's later CTAs.
    pub fn leak(&self) -> Option<String> {
        (!self.allocs.is_empty()).then(|| {
            format!(
                "the CTA ended holding tensor memory ({}): tcgen05.dealloc must free every allocation before the kernel exits",
                self.held()
            )
        })
    }

    /// The allocations as text, for messages.
    pub fn held(&self) -> String {
        if self.allocs.is_empty() {
            return "none".into();
        }
        self.allocs
            .iter()
            .map(|(a, k)| format!("columns {a}..{}", a + k))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Columns `col..col + n` lie in one allocation (reading or writing others is
    /// undefined: a fault).
    pub fn check(&self, what: &str, lane: u32, col: u32, n: u32) -> Result<(), String> {
        let inside = self
            .allocs
            .iter()
            .any(|&(a, k)| col >= a && col + n <= a + k);
        if lane >= LANES || !inside {
            return Err(format!(
                "{what}: tensor memory lane {lane}, columns {col}..{} are not allocated to this CTA (held: {})",
                col + n,
                self.held()
            ));
        }
        Ok(())
    }

    #[inline]
    pub fn get(&self, lane: u32, col: u32) -> u32 {
        self.cells[(lane * COLS + col) as usize]
    }

    #[inline]
    pub fn set(&mut self, lane: u32, col: u32, v: u32) {
        self.cells[(lane * COLS + col) as usize] = v;
    }
}

/// `nCols`: a power of two in 32..=512 (9.7.16.7.1).
fn check_count(n: u32) -> Result<(), String> {
    if !(32..=COLS).contains(&n) || !n.is_power_of_two() {
        return Err(format!(
            "nCols {n} is not a power of two in 32..=512 (the unit of allocation is 32 columns)"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocations_are_aligned_first_fit_and_freed_exactly() {
        let mut t = Tmem::default();
        assert_eq!(t.alloc(32), Ok(0));
        assert_eq!(t.alloc(128), Ok(128));
        assert_eq!(t.alloc(64), Ok(64));
        assert_eq!(t.alloc(256), Ok(256));
        // Columns 32..64 are the only free ones.
        assert!(t.alloc(64).unwrap_err().contains("no aligned range"));
        assert_eq!(t.alloc(32), Ok(32));
        assert!(t.alloc(32).unwrap_err().contains("no aligned range"));
        assert!(t.dealloc(128, 64).is_err());
        assert!(t.dealloc(1 << 16 | 128, 128).is_err());
        assert_eq!(t.dealloc(128, 128), Ok(()));
        assert_eq!(t.alloc(64), Ok(128));
        assert!(t.check("x", 0, 256, 256).is_ok());
        assert!(t.check("x", 0, 255, 2).is_err());
        assert!(t.check("x", 128, 256, 1).is_err());
        for n in [0, 16, 48, 1024] {
            assert!(t.alloc(n).unwrap_err().contains("power of two"));
        }
        t.relinquished = true;
        assert!(t.alloc(32).unwrap_err().contains("relinquish"));
    }
}
