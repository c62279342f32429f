//! YAML helpers shared by the config and workload loaders (a leaf: it depends on
//! neither): where a key path sits in the text, and serde_yaml errors as located
//! parse errors.

use crate::error::{Error, ParseError, Pos};

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

/// A serde_yaml error as a located parse error.
pub fn yaml_error(file: &str, text: &str, e: &serde_yaml::Error) -> Error {
    let pos = e
        .location()
        .map(|l| Pos {
            line: l.line() as u32,
            col: l.column() as u32,
        })
        .unwrap_or_default();
    let mut msg = e.to_string();
    // serde_yaml appends " at line L column C"; the prefix already says where.
    if let Some(i) = msg.find(" at line ") {
        msg.truncate(i);
    }
    // A long quoted value (a whole document of the wrong kind) is shortened.
    if let (Some(a), Some(b)) = (msg.find('"'), msg.rfind('"')) {
        if b > a + 40 {
            msg.replace_range(a + 30..b, "...");
        }
    }
    // serde reports a duplicate key at the start of its mapping; find the second one.
    let mut pos = pos;
    if let Some(k) = msg
        .split("duplicate field `")
        .nth(1)
        .and_then(|r| r.split('`').next())
    {
        let hits: Vec<usize> = text
            .lines()
            .enumerate()
            .filter(|(_, l)| l.trim_start().starts_with(&format!("{k}:")))
            .map(|(i, _)| i)
            .collect();
        if let Some(&second) = hits.get(1) {
            let line = text.lines().nth(second).unwrap_or("");
            pos = Pos {
                line: second as u32 + 1,
                col: (line.len() - line.trim_start().len()) as u32 + 1,
            };
        }
    }
    Error::Parse(ParseError::at(file, text, pos, msg))
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
