//! Workloads: the YAML launch description (program, kernel, grid, block, buffers,
//! arguments, expectations), buffer initialisation (including the documented random
//! generator), kernel argument marshalling and the post-run `expect` check.

mod args;
mod expect;
mod load;
pub mod rng;
mod schema;
pub mod steps;

pub use args::build_params;
pub use expect::{check_expect, Mismatch};
pub use load::{load, Buffer, Workload};
pub use schema::ElemType;
pub use steps::{Launch, ProgramRef, Step, Until};

use crate::error::Pos;

/// Best-effort position of a key path (`["buffers", "x", "init"]`) in YAML text, for
/// messages about values that are only checked after parsing. Falls back to the
/// deepest key found, or line 1.
pub fn yaml_pos(text: &str, path: &[&str]) -> Pos {
    let mut best = Pos { line: 1, col: 1 };
    let mut want = 0usize;
    let mut min_indent = 0usize;
    // The indentation of the keys one level below the last key found (the first
    // deeper line sets it): a key deeper than that belongs to another subtree.
    let mut level: Option<usize> = Some(0);
    for (ln, line) in text.lines().enumerate() {
        if want >= path.len() {
            break;
        }
        let trimmed = line.trim_start();
        if trimmed.starts_with('#') || trimmed.is_empty() {
            continue;
        }
        let indent = line.len() - trimmed.len();
        if want > 0 && indent < min_indent {
            break;
        }
        if indent != *level.get_or_insert(indent) {
            continue;
        }
        let key = path[want];
        // `key:` at line start, or `key:` inside a flow mapping `{ key: ... }`.
        let at = if trimmed.starts_with(&format!("{key}:")) {
            Some(indent)
        } else if want > 0 {
            line.find(&format!("{key}:"))
                .filter(|&i| i > 0 && matches!(line.as_bytes()[i - 1], b' ' | b'{' | b','))
        } else {
            None
        };
        if let Some(col) = at {
            best = Pos {
                line: ln as u32 + 1,
                col: col as u32 + 1,
            };
            want += 1;
            min_indent = indent + 1;
            level = None;
            // The rest of the path may be on the same line (flow mappings).
            while want < path.len() {
                match line[col..].find(&format!("{}:", path[want])) {
                    Some(off) => {
                        best.col = (col + off) as u32 + 1;
                        want += 1;
                    }
                    None => break,
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_nested_keys() {
        let t = "program: a.ptx\nbuffers:\n  x: { type: f32, count: 4 }\n  y:\n    type: u32\nargs: [1]\n";
        assert_eq!(yaml_pos(t, &["args"]), Pos { line: 6, col: 1 });
        assert_eq!(
            yaml_pos(t, &["buffers", "x", "count"]),
            Pos { line: 3, col: 19 }
        );
        assert_eq!(
            yaml_pos(t, &["buffers", "y", "type"]),
            Pos { line: 5, col: 5 }
        );
    }
}
