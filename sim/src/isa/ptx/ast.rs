//! The raw syntax of a PTX instruction statement: operands as written (names,
//! numbers, addresses, vectors, lists, `a|b` pairs, `_`) with their source positions,
//! before any name is resolved. The statement parser builds these; the lowering
//! resolves them against the scopes.

use crate::error::Pos;

/// A parsed, unresolved operand.
#[derive(Debug, Clone)]
pub enum Raw {
    Name {
        name: String,
        pos: Pos,
        neg: bool,
        offset: i64,
    },
    Num {
        text: String,
        neg: bool,
        pos: Pos,
    },
    Addr {
        base: Option<(String, Pos)>,
        offset: i64,
        pos: Pos,
    },
    Vec(Vec<Raw>, Pos),
    List(Vec<Raw>, Pos),
    /// A tensor access `[tensorMap, {c0, c1, ...}]` (`cp.async.bulk.tensor`): the
    /// map's address (a `Raw::Addr`) and the coordinates.
    Tensor(Box<Raw>, Vec<Raw>, Pos),
    Pair(Box<Raw>, Box<Raw>),
    Sink(Pos),
}

impl Raw {
    /// The operand as written (approximately: whitespace normalised).
    pub fn describe(&self) -> String {
        match self {
            Raw::Name {
                name, neg, offset, ..
            } => {
                let mut s = if *neg {
                    format!("!{name}")
                } else {
                    name.clone()
                };
                if *offset != 0 {
                    s += &format!("+{offset}");
                }
                s
            }
            Raw::Num { text, neg, .. } => format!("{}{text}", if *neg { "-" } else { "" }),
            Raw::Addr { base, offset, .. } => {
                let b = base.as_ref().map(|(n, _)| n.clone()).unwrap_or_default();
                match (b.is_empty(), *offset) {
                    (false, 0) => format!("[{b}]"),
                    (false, o) if o < 0 => format!("[{b}{o}]"),
                    (false, o) => format!("[{b}+{o}]"),
                    (true, o) => format!("[{o}]"),
                }
            }
            Raw::Vec(v, _) => format!(
                "{{{}}}",
                v.iter()
                    .map(|r| r.describe())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Raw::List(v, _) => format!(
                "({})",
                v.iter()
                    .map(|r| r.describe())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Raw::Pair(a, b) => format!("{}|{}", a.describe(), b.describe()),
            Raw::Tensor(a, c, _) => {
                let a = a.describe();
                let c: Vec<String> = c.iter().map(|r| r.describe()).collect();
                format!("[{}, {{{}}}]", a.trim_matches(['[', ']']), c.join(", "))
            }
            Raw::Sink(_) => "_".into(),
        }
    }

    pub fn pos(&self) -> Pos {
        match self {
            Raw::Name { pos, .. } | Raw::Num { pos, .. } | Raw::Addr { pos, .. } => *pos,
            Raw::Vec(_, p) | Raw::List(_, p) | Raw::Sink(p) | Raw::Tensor(_, _, p) => *p,
            Raw::Pair(a, _) => a.pos(),
        }
    }
}
