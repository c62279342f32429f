//! `warpsim check`: does a program file load? Each file is parsed by its front end and
//! each of its kernels linked (its whole call graph), exactly as `run` would before a
//! launch, so a kernel that `check` passes fails later only for workload reasons
//! (arguments, launch shape, config). Used on real-code corpora to measure load rates.

use crate::ir::link;
use crate::isa::load_linked;
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
    check_linked(&[path.to_path_buf()])
}

/// Check every kernel of the program that `paths` make when linked together
/// (relocatable device code; one path is one file). Verdicts name the first file.
pub fn check_linked(paths: &[std::path::PathBuf]) -> Vec<Verdict> {
    let Some(path) = paths.first() else {
        return Vec::new();
    };
    let display = path.display().to_string();
    let link: Vec<(std::path::PathBuf, String)> = paths[1..]
        .iter()
        .map(|p| (p.clone(), p.display().to_string()))
        .collect();
    let files = crate::isa::linked_files(path, &display, &link);
    let module = match load_linked(path, &display, &link) {
        Ok(m) => m,
        Err(e) => {
            return vec![Verdict {
                file: display,
                kernel: None,
                error: Some(e.to_string()),
            }]
        }
    };
    module
        .kernels()
        .into_iter()
        .map(|k| Verdict {
            file: display.clone(),
            kernel: Some(k.to_string()),
            error: link::link(&module, k)
                .err()
                .map(|e| crate::isa::located(&files, e.source as usize, e.pos, e.msg).to_string()),
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
