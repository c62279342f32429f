//! The one error type of warpsim. Every failure is a value: located parse errors
//! (`file:line:col`), invalid workloads and configs (named key or path), I/O errors
//! (named path) and kernel faults (cycle, SM, warp, lane, PC). `main.rs` maps them to
//! exit codes (2 = invalid input, 3 = kernel fault); nothing else in the crate exits.

use std::fmt;

/// A source position inside a text input, 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

impl Pos {
    /// Line and column of byte offset `off` in `bytes`.
    pub fn of_offset(bytes: &[u8], off: usize) -> Pos {
        let before = &bytes[..off.min(bytes.len())];
        let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        Pos {
            line,
            col: (off - start) as u32 + 1,
        }
    }
}

/// A located error in a program, workload or config text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// File the text came from (as given by the user).
    pub file: String,
    pub pos: Pos,
    /// What is wrong, one line.
    pub msg: String,
    /// The full source line the error points into (for the caret snippet).
    pub line_text: String,
}

impl ParseError {
    /// A located error in `text` (the line at `pos` becomes the snippet).
    pub fn at(file: &str, text: &str, pos: Pos, msg: impl Into<String>) -> ParseError {
        ParseError {
            file: file.to_string(),
            pos,
            msg: clip_quoted(&msg.into()),
            line_text: text
                .lines()
                .nth(pos.line.saturating_sub(1) as usize)
                .unwrap_or("")
                .to_string(),
        }
    }

    /// Two extra lines (source line and caret) for a terminal; empty if unknown.
    pub fn snippet(&self) -> String {
        if self.line_text.is_empty() || self.pos.col == 0 {
            return String::new();
        }
        // A window of the line around the column (a long line is cut on both sides).
        const WIDTH: usize = 160;
        let col = self.pos.col as usize - 1;
        let skip = col.saturating_sub(WIDTH / 2);
        let line: String = self
            .line_text
            .chars()
            .skip(skip)
            .map(|c| if c == '\t' { ' ' } else { c })
            .take(WIDTH)
            .collect();
        let caret_at = (col - skip).min(line.chars().count());
        let lead = if skip > 0 { "..." } else { "" };
        format!(
            "  | {lead}{line}\n  | {}^",
            " ".repeat(caret_at + lead.len())
        )
    }
}

/// `msg` with every backtick-quoted span longer than 80 characters cut to its first 60
/// and its length: a message never echoes a huge token back whole.
pub fn clip_quoted(msg: &str) -> String {
    let parts: Vec<&str> = msg.split('`').collect();
    if parts.iter().all(|p| p.len() <= 80) {
        return msg.to_string();
    }
    let mut out = String::with_capacity(msg.len().min(4096));
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.push('`');
        }
        // Odd parts are inside backticks.
        match p.char_indices().nth(60) {
            Some((cut, _)) if i % 2 == 1 && p.chars().count() > 80 => {
                out.push_str(&p[..cut]);
                out.push_str(&format!("... ({} bytes)", p.len()));
            }
            _ => out.push_str(p),
        }
    }
    out
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pos.line == 0 {
            write!(f, "{}: error: {}", self.file, self.msg)
        } else {
            write!(
                f,
                "{}:{}:{}: error: {}",
                self.file, self.pos.line, self.pos.col, self.msg
            )
        }
    }
}

/// Where a kernel fault happened: enough to find the instruction and the thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaultSite {
    pub cycle: u64,
    pub sm: u32,
    /// Block index (x, y, z).
    pub cta: [u32; 3],
    /// Warp index inside its block.
    pub warp: u32,
    /// First faulting lane, when the fault belongs to one lane.
    pub lane: Option<u32>,
    pub pc: u32,
    /// The instruction as written in the source (in backticks) and its location.
    pub inst: String,
    /// An AMD wavefront (messages say "wave"), with the instruction's code address.
    pub wave: bool,
    pub addr: u64,
}

/// A kernel fault: the program did something a GPU would trap on (or hang on).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub site: FaultSite,
    pub msg: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.site;
        write!(
            f,
            "kernel fault at cycle {}, SM {}, block ({},{},{}) {} {}",
            s.cycle,
            s.sm,
            s.cta[0],
            s.cta[1],
            s.cta[2],
            if s.wave { "wave" } else { "warp" },
            s.warp
        )?;
        if let Some(l) = s.lane {
            write!(f, " lane {l}")?;
        }
        if s.wave {
            write!(f, ", pc {:#x}", s.addr)?;
        } else {
            write!(f, ", pc {}", s.pc)?;
        }
        write!(f, " {}: {}", s.inst, self.msg)
    }
}

/// Every way a warpsim run can fail.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Malformed or illegal program, workload or config text, with its location.
    #[error("{0}")]
    Parse(ParseError),
    /// A semantically invalid input that is not tied to one text position
    /// (e.g. an argument count mismatch); the message names the file and the item.
    #[error("{file}: error: {msg}")]
    Invalid { file: String, msg: String },
    /// A file could not be read or written.
    #[error("{path}: error: {msg}")]
    Io { path: String, msg: String },
    /// Bad command-line usage.
    #[error("error: {0}")]
    Usage(String),
    /// The kernel faulted while running.
    #[error("{0}")]
    Fault(Box<Fault>),
    /// A signal (SIGINT, SIGTERM) stopped the run; what ran is in the outputs.
    #[error("interrupted by {} at cycle {cycle}: the statistics and the trace cover the run up to there", crate::interrupt::name(*signal))]
    Interrupted { signal: i32, cycle: u64 },
    /// A signal stopped a sweep: the outputs cover the runs that finished.
    #[error("sweep interrupted by {}: its outputs cover the runs that finished; run the same command again to do the rest", crate::interrupt::name(*signal))]
    SweepInterrupted { signal: i32 },
}

impl Error {
    /// Process exit code for this error: 2 for invalid input, 3 for a kernel fault,
    /// 128 + the signal for an interrupted run (130 SIGINT, 143 SIGTERM).
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Fault(_) => 3,
            // As a shell reports a process a signal ended: 128 + its number.
            Error::Interrupted { signal, .. } | Error::SweepInterrupted { signal } => 128 + signal,
            _ => 2,
        }
    }

    /// Build an [`Error::Invalid`].
    pub fn invalid(file: impl Into<String>, msg: impl Into<String>) -> Error {
        Error::Invalid {
            file: file.into(),
            msg: clip_quoted(&msg.into()),
        }
    }

    /// Build an [`Error::Io`] from a path and an I/O error.
    pub fn io(path: impl AsRef<std::path::Path>, e: std::io::Error) -> Error {
        Error::Io {
            path: path.as_ref().display().to_string(),
            msg: e.to_string(),
        }
    }

    /// Extra lines (source snippet) to print after the one-line message, if any.
    pub fn snippet(&self) -> String {
        match self {
            Error::Parse(p) => p.snippet(),
            _ => String::new(),
        }
    }
}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Self {
        Error::Parse(e)
    }
}

impl From<Fault> for Error {
    fn from(f: Fault) -> Self {
        Error::Fault(Box::new(f))
    }
}

/// Result alias used across the crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_tokens_are_clipped_in_messages_and_snippets() {
        let tok = "k".repeat(1_000_000);
        let m = clip_quoted(&format!("no kernel `{tok}` in `a.ptx`"));
        assert_eq!(
            m,
            format!(
                "no kernel `{}... (1000000 bytes)` in `a.ptx`",
                "k".repeat(60)
            )
        );
        assert_eq!(clip_quoted("short `a` and `b`"), "short `a` and `b`");
        let text = format!("{tok} x");
        let e = ParseError::at(
            "f",
            &text,
            Pos {
                line: 1,
                col: 1_000_002,
            },
            "here",
        );
        let snip = e.snippet();
        assert!(snip.len() < 400, "{}", snip.len());
        let lines: Vec<&str> = snip.lines().collect();
        let caret = lines[1].find('^').unwrap();
        assert_eq!(&lines[0][caret..caret + 1], "x");
    }
}
