//! PTX tokens. Words keep their dotted suffixes together (`add.s32`,
//! `spdecompress.b8.b2.sp::2:4.x32`, `%tid.x`), numbers keep their source text, and
//! every token carries its line and column. Comments are skipped; an unterminated
//! block comment or string is an error.

use crate::error::Pos;

/// Kinds of token.
#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// Identifier, register or mnemonic, with dotted suffixes (`%r1`, `add.s32`, `$L__BB0_1`).
    Word(String),
    /// Directive (`.reg`, `.u32`, ...), including the dot.
    Dir(String),
    /// Number literal as written (`42`, `0x1F`, `0f3F800000`, `1.5`, `0x2301U`).
    Num(String),
    Str(String),
    Punct(char),
    Eof,
}

/// A token with its position and byte span.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub pos: Pos,
    pub start: usize,
    pub end: usize,
}

/// Lex a whole source text. `Err` carries a position and message.
pub fn lex(src: &str) -> Result<Vec<Token>, (Pos, String)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0usize, 1u32, 0usize);
    // Columns count characters. Tokens come in order, so the count goes on from the
    // previous token of the line (`at`, `col`) instead of starting again from the
    // line's start: a 2.7 MB one-line `.const` initializer took minutes that way.
    let (mut at, mut col) = (0usize, 1u32);
    let mut pos_of = |i: usize, line: u32, ls: usize| {
        if at < ls || at > i {
            (at, col) = (ls, 1);
        }
        col += src[at..i].chars().count() as u32;
        at = i;
        Pos { line, col }
    };
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                i += 1;
                line += 1;
                line_start = i;
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let p = pos_of(i, line, line_start);
                i += 2;
                loop {
                    if i + 1 >= b.len() {
                        return Err((p, "unterminated `/* ... */` comment".into()));
                    }
                    if b[i] == b'*' && b[i + 1] == b'/' {
                        i += 2;
                        break;
                    }
                    if b[i] == b'\n' {
                        line += 1;
                        line_start = i + 1;
                    }
                    i += 1;
                }
            }
            b'"' => {
                let p = pos_of(i, line, line_start);
                let s = i;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\n' {
                        return Err((p, "unterminated string literal".into()));
                    }
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                if i >= b.len() {
                    return Err((p, "unterminated string literal".into()));
                }
                i += 1;
                out.push(Token {
                    tok: Tok::Str(src[s + 1..i - 1].to_string()),
                    pos: p,
                    start: s,
                    end: i,
                });
            }
            b'.' if b
                .get(i + 1)
                .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_') =>
            {
                let p = pos_of(i, line, line_start);
                let s = i;
                i += 1;
                while i < b.len() && is_word(b[i]) {
                    i += 1;
                }
                out.push(Token {
                    tok: Tok::Dir(src[s..i].to_string()),
                    pos: p,
                    start: s,
                    end: i,
                });
            }
            c if c.is_ascii_digit()
                || (c == b'.' && b.get(i + 1).is_some_and(|d| d.is_ascii_digit())) =>
            {
                let p = pos_of(i, line, line_start);
                let s = i;
                i += 1;
                while i < b.len() {
                    let d = b[i];
                    let exp_sign = (d == b'+' || d == b'-')
                        && matches!(b[i - 1], b'e' | b'E')
                        && !src[s..i].starts_with("0x")
                        && !src[s..i].starts_with("0X")
                        && !src[s..i].starts_with("0f")
                        && !src[s..i].starts_with("0F")
                        && !src[s..i].starts_with("0d")
                        && !src[s..i].starts_with("0D");
                    if d.is_ascii_alphanumeric() || d == b'.' || d == b'_' || exp_sign {
                        i += 1;
                    } else {
                        break;
                    }
                }
                out.push(Token {
                    tok: Tok::Num(src[s..i].to_string()),
                    pos: p,
                    start: s,
                    end: i,
                });
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'%' => {
                let p = pos_of(i, line, line_start);
                let s = i;
                i += 1;
                while i < b.len() && is_word(b[i]) {
                    i += 1;
                }
                // Dotted suffixes: `.seg` where seg may contain `::` and `:` (sp::2:4).
                while i + 1 < b.len() && b[i] == b'.' && is_seg(b[i + 1]) {
                    i += 1;
                    let seg_start = i;
                    while i < b.len()
                        && (is_seg(b[i])
                            || (b[i] == b':'
                                && (seg_colon(b, i) || src[seg_start..i].contains("::"))))
                    {
                        i += 1;
                    }
                }
                out.push(Token {
                    tok: Tok::Word(src[s..i].to_string()),
                    pos: p,
                    start: s,
                    end: i,
                });
            }
            b',' | b';' | b':' | b'{' | b'}' | b'[' | b']' | b'(' | b')' | b'+' | b'-' | b'!'
            | b'@' | b'|' | b'<' | b'>' | b'=' | b'*' => {
                out.push(Token {
                    tok: Tok::Punct(c as char),
                    pos: pos_of(i, line, line_start),
                    start: i,
                    end: i + 1,
                });
                i += 1;
            }
            _ => {
                let p = pos_of(i, line, line_start);
                let ch = src[i..].chars().next().unwrap_or('?');
                return Err((p, format!("unexpected character `{}`", ch.escape_default())));
            }
        }
    }
    out.push(Token {
        tok: Tok::Eof,
        pos: pos_of(b.len(), line, line_start),
        start: b.len(),
        end: b.len(),
    });
    Ok(out)
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

fn is_seg(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

/// A `:` continues a dotted segment when it is part of `::` or of a `S:T` ratio
/// (digit on both sides).
fn seg_colon(b: &[u8], i: usize) -> bool {
    let next = b.get(i + 1).copied().unwrap_or(0);
    let prev = if i > 0 { b[i - 1] } else { 0 };
    next == b':' || prev == b':' || (prev.is_ascii_digit() && next.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn mnemonics_keep_suffixes() {
        let t = words("spdecompress.b8.b2.sp::2:4.x32 {%r1}, %tid.x;");
        assert_eq!(t[0], Tok::Word("spdecompress.b8.b2.sp::2:4.x32".into()));
        assert_eq!(t[3], Tok::Punct('}'));
        assert_eq!(t[5], Tok::Word("%tid.x".into()));
        let t = words("$L__BB0_2:\n ld.shared::cta.u32");
        assert_eq!(t[0], Tok::Word("$L__BB0_2".into()));
        assert_eq!(t[1], Tok::Punct(':'));
        assert_eq!(t[2], Tok::Word("ld.shared::cta.u32".into()));
    }

    #[test]
    fn numbers_and_comments() {
        let t = words("0f3F800000 /* x \n y */ 0x2301U // z\n 1.5e-3 -4");
        assert_eq!(
            t,
            vec![
                Tok::Num("0f3F800000".into()),
                Tok::Num("0x2301U".into()),
                Tok::Num("1.5e-3".into()),
                Tok::Punct('-'),
                Tok::Num("4".into()),
                Tok::Eof
            ]
        );
        assert!(lex("/* open").is_err());
        let toks = lex("a\n  b").unwrap();
        assert_eq!(toks[1].pos, Pos { line: 2, col: 3 });
    }
}
