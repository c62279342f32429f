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

/// Best-effort position of element `index` of the sequence at key path `path` (flow
/// `[a, b, c]` on the key's line, or block `- a` lines below it); the key's position
/// when the element is not found.
pub fn yaml_item_pos(text: &str, path: &[&str], index: usize) -> Pos {
    let key = yaml_pos(text, path);
    let lines: Vec<&str> = text.lines().collect();
    let Some(line) = (key.line as usize)
        .checked_sub(1)
        .and_then(|i| lines.get(i))
    else {
        return key;
    };
    let b = line.as_bytes();
    let after = (key.col as usize - 1).min(b.len());
    // Flow sequence: after `key:` comes `[`.
    if let Some(open) = line[after..].find(": [").map(|o| after + o + 2) {
        let (mut depth, mut n, mut quote) = (0i32, 0usize, None::<u8>);
        let mut start = open + 1;
        for (i, &c) in b.iter().enumerate().skip(open) {
            if quote.is_none() && depth == 1 && n == index && i >= start && c != b' ' && c != b',' {
                return Pos {
                    line: key.line,
                    col: i as u32 + 1,
                };
            }
            match (quote, c) {
                (Some(q), _) if c == q => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(c),
                (None, b'[' | b'{') => depth += 1,
                (None, b']' | b'}') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                (None, b',') if depth == 1 => {
                    n += 1;
                    start = i + 1;
                }
                _ => {}
            }
        }
        return key;
    }
    // Block sequence: `- item` lines indented under the key (or level with it).
    let mut n = 0;
    for (k, l) in lines.iter().enumerate().skip(key.line as usize) {
        let t = l.trim_start();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let indent = l.len() - t.len();
        if indent + 1 < key.col as usize || !t.starts_with('-') {
            break;
        }
        if n == index {
            return Pos {
                line: k as u32 + 1,
                col: indent as u32 + 3,
            };
        }
        n += 1;
    }
    key
}

/// Deserialize a YAML mapping, refusing a key given twice (serde's own maps keep the
/// later one silently: two buffers of one name would merge). For
/// `#[serde(deserialize_with = "crate::yaml::unique_keys")]`; a null value is an empty
/// mapping, as it is for serde's maps.
///
/// # Errors
/// `duplicate key `K`` ([`yaml_error`] locates both), or the value's own errors.
pub fn unique_keys<'de, D, V>(d: D) -> Result<indexmap::IndexMap<String, V>, D::Error>
where
    D: serde::Deserializer<'de>,
    V: serde::Deserialize<'de>,
{
    use serde::de::{Error as _, MapAccess, Visitor};
    struct Keys<V>(std::marker::PhantomData<V>);
    impl<'de, V: serde::Deserialize<'de>> Visitor<'de> for Keys<V> {
        type Value = indexmap::IndexMap<String, V>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a mapping")
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(indexmap::IndexMap::new())
        }
        fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Self::Value, A::Error> {
            let mut out = indexmap::IndexMap::new();
            while let Some(k) = m.next_key::<String>()? {
                if out.contains_key(&k) {
                    return Err(A::Error::custom(format!("duplicate key `{k}`")));
                }
                let v = m.next_value()?;
                out.insert(k, v);
            }
            Ok(out)
        }
    }
    d.deserialize_map(Keys(std::marker::PhantomData))
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
    // serde reports a key given twice at the start of its mapping: point at the second
    // one, and say where the first is.
    let mut pos = pos;
    let dup = ["duplicate field `", "duplicate key `"]
        .iter()
        .find_map(|p| msg.split(p).nth(1).and_then(|r| r.split('`').next()));
    if let Some((first, second)) = dup.and_then(|k| key_twice(text, pos, k)) {
        msg += &format!(" (first at line {}, column {})", first.line, first.col);
        pos = second;
    }
    Error::Parse(ParseError::at(file, text, pos, msg))
}

/// The first two places key `key` appears in the mapping that starts at `at` (a block
/// mapping: the keys at `at`'s column, up to a line indented less; a flow mapping: on
/// `at`'s line).
fn key_twice(text: &str, at: Pos, key: &str) -> Option<(Pos, Pos)> {
    let lines: Vec<&str> = text.lines().collect();
    let first_line = *lines.get(at.line.checked_sub(1)? as usize)?;
    let col = at.col.saturating_sub(1) as usize;
    // The key plain, double- or single-quoted.
    let pats = [
        format!("{key}:"),
        format!("\"{key}\":"),
        format!("'{key}':"),
    ];
    let mut hits = Vec::new();
    if first_line.get(col..).is_some_and(|r| r.starts_with('{')) {
        // A flow mapping `{ k: 1, k: 2 }`.
        let b = first_line.as_bytes();
        for i in col + 1..first_line.len() {
            let starts = matches!(b[i - 1], b' ' | b'{' | b',');
            if starts && pats.iter().any(|p| b[i..].starts_with(p.as_bytes())) {
                hits.push(Pos {
                    line: at.line,
                    col: i as u32 + 1,
                });
            }
        }
    } else {
        for (n, line) in lines.iter().enumerate().skip(at.line as usize - 1) {
            let t = line.trim_start();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            let indent = line.len() - t.len();
            if indent < col {
                break;
            }
            if indent == col && pats.iter().any(|p| t.starts_with(p.as_str())) {
                hits.push(Pos {
                    line: n as u32 + 1,
                    col: col as u32 + 1,
                });
            }
        }
    }
    (hits.len() >= 2).then(|| (hits[0], hits[1]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_sequence_items() {
        let t = "args: [in, \"a,b\", {x: 1, y: 2}, last]\n";
        assert_eq!(yaml_item_pos(t, &["args"], 0), Pos { line: 1, col: 8 });
        assert_eq!(yaml_item_pos(t, &["args"], 1), Pos { line: 1, col: 12 });
        assert_eq!(yaml_item_pos(t, &["args"], 2), Pos { line: 1, col: 19 });
        assert_eq!(yaml_item_pos(t, &["args"], 3), Pos { line: 1, col: 33 });
        assert_eq!(yaml_item_pos(t, &["args"], 9), Pos { line: 1, col: 1 });
        let t = "grid: 4\nargs:\n  - in\n  # note\n  - 5\nexpect: {}\n";
        assert_eq!(yaml_item_pos(t, &["args"], 1), Pos { line: 5, col: 5 });
        assert_eq!(yaml_item_pos(t, &["args"], 2), Pos { line: 2, col: 1 });
        let t = "args:\n- in\n- out\n";
        assert_eq!(yaml_item_pos(t, &["args"], 1), Pos { line: 3, col: 3 });
    }

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
