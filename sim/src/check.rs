//! `warpsim check`: does a program file load? Each file is parsed by its front end and
//! each of its kernels linked (its whole call graph), exactly as `run` would before a
//! launch, so a kernel that `check` passes fails later only for workload reasons
//! (arguments, launch shape, config). Used on real-code corpora to measure load rates.

use crate::error::ParseError;
use crate::ir::link;
use crate::isa::load_program;
use std::path::Path;

/// The verdict for one kernel, or for a whole file that did not parse (`kernel: None`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub file: String,
    pub kernel: Option<String>,
    /// `None`: loads. Otherwise the located message (as `run` would print it).
    pub error: Option<String>,
}

impl Verdict {
    pub fn ok(&self) -> bool {
        self.error.is_none()
    }

    /// One line of text: `FILE: KERNEL: ok` or `KERNEL: FILE:LINE:COL: error: ...`.
    pub fn render(&self) -> String {
        let k = self.kernel.as_deref().unwrap_or("(file)");
        match &self.error {
            None => format!("{}: {k}: ok", self.file),
            // The message is located (`FILE:LINE:COL: error: ...`) or names the file.
            Some(e) => format!("{k}: {}", first_line(e)),
        }
    }

    /// One JSON object (one line).
    pub fn to_json(&self) -> serde_json::Value {
        let mut v = serde_json::json!({
            "file": self.file,
            "kernel": self.kernel,
            "ok": self.ok(),
        });
        if let Some(e) = &self.error {
            v["error"] = serde_json::Value::String(e.clone());
        }
        v
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// Check every kernel of the program at `path` (a `.ptx` or `.s` file).
pub fn check_file(path: &Path) -> Vec<Verdict> {
    let display = path.display().to_string();
    let module = match load_program(path, &display) {
        Ok(m) => m,
        Err(e) => {
            return vec![Verdict {
                file: display,
                kernel: None,
                error: Some(e.to_string()),
            }]
        }
    };
    let text = std::fs::read_to_string(path).unwrap_or_default();
    module
        .kernels()
        .into_iter()
        .map(|k| Verdict {
            file: display.clone(),
            kernel: Some(k.to_string()),
            error: link::link(&module, k).err().map(|e| match e.pos {
                Some(pos) => ParseError::at(&display, &text, pos, e.msg).to_string(),
                None => format!("{display}: {}", e.msg),
            }),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(name: &str, text: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("warpsim-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p
    }

    #[test]
    fn one_kernel_set_aside_the_other_loads() {
        let p = write(
            "two.ptx",
            ".version 8.0\n.target sm_90\n.address_size 64\n\
             .visible .entry good() { ret; }\n\
             .visible .entry bad() { frobnicate.b32 %r1; ret; }\n",
        );
        let v = check_file(&p);
        assert_eq!(v.len(), 2, "{v:?}");
        assert_eq!(v[0].kernel.as_deref(), Some("good"));
        assert!(v[0].ok(), "{v:?}");
        assert_eq!(v[1].kernel.as_deref(), Some("bad"));
        let e = v[1].error.as_deref().unwrap();
        assert!(e.contains("frobnicate"), "{e}");
        assert!(e.contains(":5:"), "located: {e}");
        assert!(v[1].render().starts_with("bad: "), "{}", v[1].render());
        assert_eq!(v[0].to_json()["ok"], true);
    }

    #[test]
    fn a_file_that_does_not_parse_is_one_verdict() {
        let p = write(
            "bad.s",
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n\tv_bogus v0\n",
        );
        let v = check_file(&p);
        assert_eq!(v.len(), 1, "{v:?}");
        assert_eq!(v[0].kernel, None);
        assert!(!v[0].ok());
        assert_eq!(v[0].to_json()["kernel"], serde_json::Value::Null);
    }
}
