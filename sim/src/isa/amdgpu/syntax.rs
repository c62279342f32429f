//! AMDGPU assembly at the statement level: one statement per line (`;` starts a
//! comment), each a label, a directive with its argument text, or an instruction
//! with its operands and trailing modifiers. Columns are kept for located errors.

use crate::error::Pos;

/// A piece of source text and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    pub text: String,
    pub pos: Pos,
}

/// One statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stmt {
    Label(Text),
    /// `.name args...` (args unparsed).
    Directive {
        name: Text,
        args: Text,
    },
    /// `mnemonic op, op, ... mod mod` (VOPD's `::` second half is a separate Inst
    /// carried in `dual`).
    Inst {
        mnemonic: Text,
        operands: Vec<Text>,
        modifiers: Vec<Text>,
        dual: Option<Box<Stmt>>,
        /// Whole statement text (for messages and traces).
        full: String,
    },
}

/// Strip a comment (`;` or `//` outside string literals).
fn strip_comment(line: &str) -> &str {
    let b = line.as_bytes();
    let mut in_str = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => in_str = !in_str,
            b'\\' if in_str => i += 1,
            b';' if !in_str => return &line[..i],
            b'/' if !in_str && b.get(i + 1) == Some(&b'/') => return &line[..i],
            b'#' if !in_str && line[..i].trim().is_empty() => return &line[..i],
            _ => {}
        }
        i += 1;
    }
    line
}

/// Column (1-based, in chars) of byte offset `off` in `line`.
fn col(line: &str, off: usize) -> u32 {
    line[..off].chars().count() as u32 + 1
}

/// Split `s` (starting at byte `base` of `line`) at top-level commas, outside brackets,
/// parentheses and `|...|`.
fn split_commas(line: &str, base: usize, s: &str, lno: u32) -> Vec<Text> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(piece(line, base, s, start, i, lno));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(piece(line, base, s, start, s.len(), lno));
    out
}

fn piece(line: &str, base: usize, s: &str, a: usize, b: usize, lno: u32) -> Text {
    let raw = &s[a..b];
    let lead = raw.len() - raw.trim_start().len();
    Text {
        text: raw.trim().to_string(),
        pos: Pos {
            line: lno,
            col: col(line, base + a + lead),
        },
    }
}

/// Instructions whose operand field is one free-form list (not comma separated).
fn free_form(mnemonic: &str) -> bool {
    matches!(
        mnemonic,
        "s_waitcnt"
            | "s_delay_alu"
            | "s_waitcnt_depctr"
            | "s_wait_alu"
            | "s_sendmsg"
            | "s_sendmsghalt"
    )
}

/// Parse one line (1-based number `lno`) into statements (a label may precede a
/// statement on the same line).
pub fn parse_line(line: &str, lno: u32) -> Result<Vec<Stmt>, (Pos, String)> {
    let code = strip_comment(line);
    let mut out = Vec::new();
    let mut rest_off = 0usize;
    let trimmed_start = code.len() - code.trim_start().len();
    let mut cur = &code[trimmed_start..];
    rest_off += trimmed_start;
    // Label: `name:` (not `::`).
    if let Some(i) = cur.find(':') {
        let name = &cur[..i];
        let is_label = !name.is_empty()
            && cur.as_bytes().get(i + 1) != Some(&b':')
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'))
            && !name.starts_with(|c: char| c.is_ascii_digit());
        if is_label {
            out.push(Stmt::Label(Text {
                text: name.to_string(),
                pos: Pos {
                    line: lno,
                    col: col(line, rest_off),
                },
            }));
            let after = &cur[i + 1..];
            let lead = after.len() - after.trim_start().len();
            rest_off += i + 1 + lead;
            cur = after.trim_start();
        }
    }
    let cur = cur.trim_end();
    if cur.is_empty() {
        return Ok(out);
    }
    // First word.
    let wend = cur.find(|c: char| c.is_whitespace()).unwrap_or(cur.len());
    let word = &cur[..wend];
    let word_pos = Pos {
        line: lno,
        col: col(line, rest_off),
    };
    let after = &cur[wend..];
    let lead = after.len() - after.trim_start().len();
    let args_off = rest_off + wend + lead;
    let args = after.trim();
    if word.starts_with('.') {
        out.push(Stmt::Directive {
            name: Text {
                text: word.to_string(),
                pos: word_pos,
            },
            args: Text {
                text: args.to_string(),
                pos: Pos {
                    line: lno,
                    col: col(line, args_off),
                },
            },
        });
        return Ok(out);
    }
    // VOPD: `a ... :: b ...`
    if let Some(i) = cur.find("::") {
        let first = parse_line(&format!("{}{}", " ".repeat(rest_off), &cur[..i]), lno)?;
        let second_off = rest_off + i + 2;
        let second = parse_line(&format!("{}{}", " ".repeat(second_off), &cur[i + 2..]), lno)?;
        match (first.into_iter().next(), second.into_iter().next()) {
            (
                Some(Stmt::Inst {
                    mnemonic,
                    operands,
                    modifiers,
                    ..
                }),
                Some(b @ Stmt::Inst { .. }),
            ) => {
                out.push(Stmt::Inst {
                    mnemonic,
                    operands,
                    modifiers,
                    dual: Some(Box::new(b)),
                    full: cur.to_string(),
                });
                return Ok(out);
            }
            _ => {
                return Err((
                    word_pos,
                    "malformed dual instruction (expected `x ... :: y ...`)".into(),
                ));
            }
        }
    }
    let mnemonic = Text {
        text: word.to_string(),
        pos: word_pos,
    };
    let (operands, modifiers) = if args.is_empty() {
        (Vec::new(), Vec::new())
    } else if free_form(word) {
        (
            vec![Text {
                text: args.to_string(),
                pos: Pos {
                    line: lno,
                    col: col(line, args_off),
                },
            }],
            Vec::new(),
        )
    } else {
        let mut ops = split_commas(line, args_off, args, lno);
        // Trailing modifiers: space-separated words after the last operand.
        let mut mods = Vec::new();
        if let Some(last) = ops.last_mut() {
            let words = split_spaces(&last.text, last.pos);
            if words.len() > 1 {
                *last = words[0].clone();
                mods = words[1..].to_vec();
            }
        }
        // `off` is an operand, never a modifier: llvm-mc takes
        // `global_load_dwordx4 v[1:4], v[1:2] off glc` (no comma), as rocPRIM's
        // inline assembly writes it.
        while mods.first().is_some_and(|m| m.text == "off") {
            ops.push(mods.remove(0));
        }
        // An instruction with no operands but modifiers (`global_inv scope:SCOPE_SE`):
        // the first word is a `key:value` modifier, not an operand (operands have
        // colons only inside register ranges).
        let first = &ops[0].text;
        let colon_outside = first.find(':').is_some_and(|c| !first[..c].contains('['));
        if ops.len() == 1 && colon_outside {
            mods.insert(0, ops.remove(0));
        }
        (ops, mods)
    };
    if let Some(e) = operands.iter().find(|o| o.text.is_empty()) {
        return Err((e.pos, "empty operand".into()));
    }
    out.push(Stmt::Inst {
        mnemonic,
        operands,
        modifiers,
        dual: None,
        full: cur.to_string(),
    });
    Ok(out)
}

/// Split on whitespace outside brackets/parentheses, keeping columns.
fn split_spaces(s: &str, pos: Pos) -> Vec<Text> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start: Option<usize> = None;
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            _ => {}
        }
        if c.is_whitespace() && depth == 0 {
            if let Some(a) = start.take() {
                out.push(Text {
                    text: s[a..i].to_string(),
                    pos: Pos {
                        line: pos.line,
                        col: pos.col + s[..a].chars().count() as u32,
                    },
                });
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(a) = start {
        out.push(Text {
            text: s[a..].to_string(),
            pos: Pos {
                line: pos.line,
                col: pos.col + s[..a].chars().count() as u32,
            },
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(line: &str) -> (String, Vec<String>, Vec<String>) {
        match parse_line(line, 1).unwrap().pop().unwrap() {
            Stmt::Inst {
                mnemonic,
                operands,
                modifiers,
                ..
            } => (
                mnemonic.text,
                operands.into_iter().map(|t| t.text).collect(),
                modifiers.into_iter().map(|t| t.text).collect(),
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn statements() {
        let (m, o, x) = inst("\tglobal_load_b32 v3, v0, s[2:3] offset:16 glc ; comment");
        assert_eq!(m, "global_load_b32");
        assert_eq!(o, vec!["v3", "v0", "s[2:3]"]);
        assert_eq!(x, vec!["offset:16", "glc"]);
        let (_, o, x) = inst("v_cvt_pk_u8_f32 v5, -|v1|, v2, v3 clamp");
        assert_eq!(o, vec!["v5", "-|v1|", "v2", "v3"]);
        assert_eq!(x, vec!["clamp"]);
        let (_, o, _) = inst("s_waitcnt vmcnt(0) lgkmcnt(0)");
        assert_eq!(o, vec!["vmcnt(0) lgkmcnt(0)"]);
        let (_, o, x) = inst("v_pk_add_f16 v0, v1, v2 op_sel:[0,1] op_sel_hi:[1,0]");
        assert_eq!(o, vec!["v0", "v1", "v2"]);
        assert_eq!(x, vec!["op_sel:[0,1]", "op_sel_hi:[1,0]"]);
        let s = parse_line(".LBB0_2:", 3).unwrap();
        assert!(matches!(&s[0], Stmt::Label(t) if t.text == ".LBB0_2" && t.pos.col == 1));
        let s = parse_line("\t.amdhsa_kernel pack_u8", 1).unwrap();
        assert!(
            matches!(&s[0], Stmt::Directive { name, args } if name.text == ".amdhsa_kernel" && args.text == "pack_u8" && args.pos.col == 17)
        );
        let s = parse_line("v_dual_mov_b32 v0, v1 :: v_dual_add_f32 v2, v3, v4", 1).unwrap();
        assert!(matches!(&s[0], Stmt::Inst { dual: Some(_), .. }));
        assert!(parse_line("  ; only a comment", 1).unwrap().is_empty());
    }
}
