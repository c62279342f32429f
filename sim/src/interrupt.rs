//! Stopping a run on SIGINT or SIGTERM with its outputs intact. The handler only records
//! the signal (an atomic store, safe in a signal handler); the engines look at it
//! between quanta (timing) or blocks (functional) and stop there as they do at the
//! cycle limit, so the statistics and the trace are written, complete and valid, with
//! status `interrupted`. A second SIGINT ends the process at once (exit 130).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock};

/// The signal received (0 = none).
static SIGNAL: LazyLock<Arc<AtomicUsize>> = LazyLock::new(|| Arc::new(AtomicUsize::new(0)));

/// SIGINT and SIGTERM's numbers (the same on every Unix).
pub const SIGINT: i32 = 2;
pub const SIGTERM: i32 = 15;

/// Install the handlers (once, by the `run` command). Without them (the library used
/// on its own, or a platform without signals) nothing changes.
pub fn install() {
    #[cfg(unix)]
    {
        use signal_hook::flag;
        // The first SIGINT arms `again`; a second one, with `again` set, exits.
        let again = Arc::new(AtomicBool::new(false));
        let _ = flag::register_conditional_shutdown(SIGINT, 130, Arc::clone(&again));
        let _ = flag::register(SIGINT, again);
        let _ = flag::register_usize(SIGINT, Arc::clone(&SIGNAL), SIGINT as usize);
        let _ = flag::register_usize(SIGTERM, Arc::clone(&SIGNAL), SIGTERM as usize);
    }
}

/// The signal that asked the run to stop, if one did.
pub fn pending() -> Option<i32> {
    match SIGNAL.load(Ordering::Relaxed) {
        0 => None,
        s => Some(s as i32),
    }
}

/// Ask the run to stop as signal `s` would (tests, and embedders with their own
/// signal handling).
pub fn request(s: i32) {
    SIGNAL.store(s as usize, Ordering::Relaxed);
}

/// The signal's name for messages.
pub fn name(s: i32) -> &'static str {
    match s {
        SIGINT => "SIGINT",
        SIGTERM => "SIGTERM",
        _ => "a signal",
    }
}
