//! Frames of recursive PTX functions. A PTX function owns static storage: its
//! registers, predicates, `.local` variables and `.param` variables (its formal
//! parameters and the argument/result variables of the calls it makes) have fixed
//! places. A function that can call itself (directly or through others) needs one copy
//! per activation, so each call into such a function saves the callee's storage for
//! the calling lanes and the return restores it: every activation finds its own
//! values again, as with the stack frames ptxas builds. The link finds these functions
//! and describes their storage here; `func::frames` saves and restores it.

/// The storage of one recursive function, in the linked program's numbering.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Frame {
    /// The function's first pc (what a call's `Operand::Func` names).
    pub entry: u32,
    /// Register slots `[start, end)` (calls keep one slot per register).
    pub regs: (u32, u32),
    /// Predicate registers `[start, end)`.
    pub preds: (u32, u32),
    /// Byte ranges `(offset, len)` of the function's `.local` variables.
    pub local: Vec<(u32, u32)>,
    /// Byte ranges `(offset, len)` of its `.param` variables in the per-thread
    /// parameter space (offsets from `layout::THREAD_PARAM_BASE`).
    pub tparam: Vec<(u32, u32)>,
}

impl Frame {
    /// Bytes one lane's copy of the frame takes (registers are 8 bytes each).
    pub fn lane_bytes(&self) -> u64 {
        let ranges = |v: &[(u32, u32)]| v.iter().map(|&(_, n)| n as u64).sum::<u64>();
        (self.regs.1 - self.regs.0) as u64 * 8 + ranges(&self.local) + ranges(&self.tparam)
    }
}

/// Merge `(offset, len)` ranges that touch or overlap, in offset order.
pub fn merge_ranges(mut v: Vec<(u32, u32)>) -> Vec<(u32, u32)> {
    v.retain(|&(_, n)| n > 0);
    v.sort_unstable();
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(v.len());
    for (o, n) in v {
        match out.last_mut() {
            Some((lo, len)) if o <= *lo + *len => *len = (*len).max(o + n - *lo),
            _ => out.push((o, n)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_merge_when_they_touch() {
        assert_eq!(
            merge_ranges(vec![(8, 4), (0, 4), (4, 2), (20, 0), (12, 1), (30, 2)]),
            vec![(0, 6), (8, 5), (30, 2)]
        );
        assert_eq!(merge_ranges(vec![(0, 8), (2, 2)]), vec![(0, 8)]);
    }

    #[test]
    fn lane_bytes_counts_every_part() {
        let f = Frame {
            entry: 0,
            regs: (3, 7),
            preds: (0, 2),
            local: vec![(0, 12)],
            tparam: vec![(16, 4), (24, 8)],
        };
        assert_eq!(f.lane_bytes(), 4 * 8 + 12 + 12);
    }
}
