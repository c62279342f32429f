//! The progress bar of `warpsim run` and `warpsim sweep` (indicatif), drawn on stderr
//! from a thread of its own every 100 ms from [`crate::progress`]: simulated cycles,
//! blocks done of the grid, warp-instructions per host second and an ETA for a run;
//! runs done of total for a sweep. Off when stderr is not a terminal or with `--quiet`.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A bar being drawn; dropping it (or [`Bar::finish`]) clears it.
pub struct Bar {
    bar: ProgressBar,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Bar {
    /// Start a bar when stderr is a terminal and `quiet` is off.
    pub fn start(quiet: bool) -> Option<Bar> {
        if quiet || !std::io::stderr().is_terminal() {
            return None;
        }
        crate::progress::enable();
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        let style =
            ProgressStyle::with_template("{bar:30.cyan/blue} {pos}/{len} {msg} (ETA {eta})")
                .unwrap_or_else(|_| ProgressStyle::default_bar());
        bar.set_style(style);
        let stop = Arc::new(AtomicBool::new(false));
        let (b, s) = (bar.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            let t0 = Instant::now();
            while !s.load(Ordering::Relaxed) {
                let p = crate::progress::snapshot();
                if p.runs_total > 0 {
                    b.set_length(p.runs_total);
                    b.set_position(p.runs_done);
                    b.set_message("runs");
                } else if p.blocks_total > 0 {
                    let secs = t0.elapsed().as_secs_f64().max(1e-3);
                    b.set_length(p.blocks_total);
                    b.set_position(p.blocks_done);
                    b.set_message(format!(
                        "blocks, cycle {}, {:.0}k warp-inst/s",
                        p.cycles,
                        p.warp_instructions as f64 / secs / 1e3
                    ));
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        Some(Bar {
            bar,
            stop,
            thread: Some(thread),
        })
    }

    /// Print a line above the bar.
    pub fn println(&self, line: &str) {
        self.bar.println(line);
    }

    /// Stop drawing and clear the bar.
    pub fn finish(mut self) {
        self.end();
    }

    fn end(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.bar.finish_and_clear();
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.end();
    }
}
