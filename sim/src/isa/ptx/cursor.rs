//! The PTX parser's state and its token cursor: the tokens, the position in them, the
//! names being declared (`scope.rs`), and the small steps every part of the parser
//! takes (peek, next, expect a punctuation, word or integer, skip a line or block),
//! with errors located in the file.

use super::lexer::{Tok, Token};
use super::number::{parse_num, Num};
use super::scope::ModuleScope;
use crate::error::{ParseError, Pos};

/// A PTX module being read.
pub struct Parser<'a> {
    /// What the lowering reads and extends (the module, its names, fix-ups, keys).
    pub scope: ModuleScope<'a>,
    pub(super) toks: Vec<Token>,
    pub(super) i: usize,
    pub target_seen: bool,
}

/// An error at `pos` of `file` (whose text is `src`).
pub fn make_err(file: &str, src: &str, pos: Pos, msg: impl Into<String>) -> ParseError {
    ParseError::at(file, src, pos, msg)
}

/// A token as the file spells it, for messages.
pub(super) fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Word(s) | Tok::Dir(s) | Tok::Num(s) => s.clone(),
        Tok::Str(s) => format!("\"{s}\""),
        Tok::Punct(c) => c.to_string(),
        Tok::Eof => "end of file".into(),
    }
}

impl<'a> Parser<'a> {
    pub fn err(&self, pos: Pos, msg: impl Into<String>) -> ParseError {
        self.scope.err(pos, msg)
    }

    pub(super) fn peek(&self) -> &Token {
        &self.toks[self.i]
    }

    pub(super) fn peek_at(&self, k: usize) -> &Token {
        &self.toks[(self.i + k).min(self.toks.len() - 1)]
    }

    pub(super) fn next(&mut self) -> Token {
        let t = self.toks[self.i].clone();
        if self.i + 1 < self.toks.len() {
            self.i += 1;
        }
        t
    }

    pub(super) fn is_punct(&self, c: char) -> bool {
        self.peek().tok == Tok::Punct(c)
    }

    pub(super) fn expect_punct(&mut self, c: char, what: &str) -> Result<Pos, ParseError> {
        let t = self.next();
        if t.tok == Tok::Punct(c) {
            Ok(t.pos)
        } else if t.tok == Tok::Eof {
            Err(self.err(
                t.pos,
                format!("unexpected end of file: expected `{c}` {what}"),
            ))
        } else {
            Err(self.err(
                t.pos,
                format!("expected `{c}` {what}, found `{}`", tok_text(&t.tok)),
            ))
        }
    }

    pub(super) fn expect_word(&mut self, what: &str) -> Result<(String, Pos), ParseError> {
        let t = self.next();
        match t.tok {
            Tok::Word(s) => Ok((s, t.pos)),
            Tok::Eof => Err(self.err(t.pos, format!("unexpected end of file: expected {what}"))),
            other => Err(self.err(
                t.pos,
                format!("expected {what}, found `{}`", tok_text(&other)),
            )),
        }
    }

    pub(super) fn expect_int(&mut self, what: &str) -> Result<(u64, Pos), ParseError> {
        let t = self.next();
        if let Tok::Num(s) = &t.tok {
            if let Some(Num::Int(v)) = parse_num(s) {
                return Ok((v, t.pos));
            }
            return Err(self.err(t.pos, format!("malformed number `{s}` ({what})")));
        }
        Err(self.err(
            t.pos,
            format!("expected {what}, found `{}`", tok_text(&t.tok)),
        ))
    }

    /// Skip the remaining tokens of the line `line`.
    pub(super) fn skip_line(&mut self, line: u32) {
        while self.peek().pos.line == line && self.peek().tok != Tok::Eof {
            self.next();
        }
    }

    /// Skip a balanced `{ ... }` block (the opening brace is next).
    pub(super) fn skip_block(&mut self) -> Result<(), ParseError> {
        let open = self.expect_punct('{', "to open the block")?;
        let mut depth = 1;
        loop {
            let t = self.next();
            match t.tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Tok::Eof => {
                    return Err(self.err(open, "unexpected end of file: unclosed `{`"));
                }
                _ => {}
            }
        }
    }
}
