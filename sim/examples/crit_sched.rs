//! A user-defined warp-scheduling policy, registered as `crit`: the warp that has issued
//! the fewest instructions goes first (the laggard holds its block back, so it is the
//! most critical), oldest first among warps within `tolerance` issues of each other.
//!
//!   cargo run --release --example crit_sched -- run workloads/ptx/reduce/reduce.yaml \
//!       --set sm.scheduler=crit
//!   config: `sm.scheduler: {kind: crit, tolerance: 4}`; sweeps: --set sm.scheduler=gto,crit
use warpsim::timing::sched::{self, Params, Policy};

struct Crit {
    tolerance: u64,
    /// Instructions issued, by warp id (grown as ids appear, never per cycle).
    issued: Vec<u64>,
}

impl Crit {
    fn key(&self, w: u32) -> u64 {
        self.issued.get(w as usize).copied().unwrap_or(0) / (self.tolerance + 1)
    }
}

impl Policy for Crit {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        // Insertion sort by issue count (stable: oldest first on ties); no allocation.
        for &w in warps {
            let mut at = out.len();
            while at > 0 && self.key(out[at - 1]) > self.key(w) {
                at -= 1;
            }
            out.insert(at, w);
        }
    }
    fn issued(&mut self, w: u32) {
        let w = w as usize;
        if w >= self.issued.len() {
            self.issued.resize(w + 1, 0);
        }
        self.issued[w] += 1;
    }
    fn removed(&mut self, w: u32) {
        if let Some(n) = self.issued.get_mut(w as usize) {
            *n = 0; // the slot's next warp starts afresh
        }
    }
}

fn crit(p: &Params) -> Result<Box<dyn Policy>, String> {
    sched::only_params("crit", p, &["tolerance"])?;
    let tolerance = sched::param_u32(p, "tolerance", 0)? as u64;
    Ok(Box::new(Crit {
        tolerance,
        issued: Vec::new(),
    }))
}

fn main() -> std::process::ExitCode {
    if let Err(e) = sched::register("crit", crit) {
        eprintln!("error: {e}");
        return std::process::ExitCode::from(2);
    }
    warpsim::cli::main()
}
