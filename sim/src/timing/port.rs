//! A resource that serves work at a fixed rate (a data array, a link, an address
//! unit): work arriving while it is busy queues behind the earlier work; an idle port
//! adds nothing. Busy time is fractional, so narrow transfers on a wide port cost a
//! fraction of a cycle and add up exactly.

/// When the port is next free (a fractional cycle).
#[derive(Debug, Clone, Copy, Default)]
pub struct Port {
    free: f64,
}

impl Port {
    /// Occupy the port for `busy` cycles from cycle `at` (or from when it frees);
    /// returns the cycle the work starts.
    #[inline]
    pub fn take(&mut self, at: u64, busy: f64) -> u64 {
        let start = self.free.max(at as f64);
        self.free = start + busy;
        start.ceil() as u64
    }

    /// The (fractional) cycle the port is free again.
    #[inline]
    pub fn free_at(&self) -> f64 {
        self.free
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_queues_behind_earlier_work_and_an_idle_port_adds_nothing() {
        let mut p = Port::default();
        assert_eq!(p.take(10, 0.5), 10);
        assert_eq!(p.take(10, 0.5), 11, "starts at 10.5, seen at cycle 11");
        assert_eq!(p.free_at(), 11.0);
        assert_eq!(p.take(20, 2.0), 20, "idle again: no wait");
    }
}
