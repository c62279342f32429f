//! Function bodies of a PTX module: nested blocks, register declarations, local
//! variables, labels and instruction statements with their operands (as `ast::Raw`),
//! each statement handed to the lowering (`lower.rs`).

use super::ast::Raw;
use super::cursor::{tok_text, Parser};
use super::lexer::Tok;
use super::lower::lower_instruction;
use super::scope::{FuncCtx, RegEntry, Scope};
use crate::error::{ParseError, Pos};
use crate::ir::{cfg, Inst, Operand, SrcInfo, Ty};
use std::collections::HashMap;

impl Parser<'_> {
    pub(super) fn body(&mut self, fid: u32) -> Result<(), ParseError> {
        let open = self.expect_punct('{', "to open the function body")?;
        let mut scope0 = Scope::default();
        let f = &self.scope.module.functions[fid as usize];
        for &s in f.params.iter().chain(&f.rets) {
            let name = self.scope.module.symbols[s as usize].name.clone();
            scope0.declare_sym(name, s);
        }
        // Labels defined anywhere in the body (a look-ahead over the tokens).
        let mut label_names = std::collections::HashSet::new();
        let mut depth = 1;
        let mut k = self.i;
        while k + 1 < self.toks.len() && depth > 0 {
            match &self.toks[k].tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => depth -= 1,
                Tok::Word(w) if self.toks[k + 1].tok == Tok::Punct(':') && !w.contains('.') => {
                    label_names.insert(w.clone());
                }
                _ => {}
            }
            k += 1;
        }
        let mut fc = FuncCtx {
            label_names,
            cc_pred: None,
            cta_group: None,
            branch_tables: HashMap::new(),
            fid,
            scopes: vec![scope0],
            regs: Vec::new(),
            num_preds: 0,
            labels: vec![HashMap::new()],
            fixups_from: Vec::new(),
            label_fixups: Vec::new(),
            code: Vec::new(),
            src: Vec::new(),
            vec_elems: Vec::new(),
        };
        let mut pending_labels: Vec<(String, Pos)> = Vec::new();
        let mut unsupported: Option<ParseError> = None;
        // The pc a label written next to a block's brace points at (the instruction
        // that follows), which must exist.
        let mut label_after_block: Option<u32> = None;
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::Eof => {
                    return Err(self.err(
                        open,
                        "unexpected end of file: function body `{` is never closed",
                    ));
                }
                Tok::Punct('}') => {
                    self.next();
                    if fc.scopes.len() == 1 {
                        break;
                    }
                    // The block's labels, those written just before its `}` included
                    // (they point at the instruction after the block), resolve the
                    // block's references to them; the others go to the enclosing block.
                    let pc = fc.code.len() as u32;
                    for (l, p) in pending_labels.drain(..) {
                        define_label(self, &mut fc, l, pc, p)?;
                        label_after_block = Some(pc);
                    }
                    let from = fc.fixups_from.pop().unwrap_or(0);
                    let block = fc.labels.pop().unwrap_or_default();
                    let mut kept = Vec::new();
                    for fx in fc.label_fixups.drain(from..) {
                        match block.get(&fx.3) {
                            Some(&(pc, _)) => patch_label(&mut fc.code, &fx, pc),
                            None => kept.push(fx),
                        }
                    }
                    fc.label_fixups.extend(kept);
                    fc.scopes.pop();
                }
                Tok::Punct('{') => {
                    self.next();
                    // Labels written before a block belong to the enclosing one (and
                    // name the block's first instruction).
                    let pc = fc.code.len() as u32;
                    for (l, p) in pending_labels.drain(..) {
                        define_label(self, &mut fc, l, pc, p)?;
                        label_after_block = Some(pc);
                    }
                    fc.scopes.push(Scope::default());
                    fc.labels.push(HashMap::new());
                    fc.fixups_from.push(fc.label_fixups.len());
                }
                Tok::Dir(d) => match d.as_str() {
                    ".reg" => self.reg_decl(&mut fc)?,
                    ".local" | ".shared" | ".param" | ".global" | ".const" => {
                        let sym = self.variable(Some(fid), false)?;
                        let name = self.scope.module.symbols[sym as usize].name.clone();
                        let scope = fc.scopes.last_mut().expect("scope");
                        if scope.declare_sym(name.clone(), sym).is_some() {
                            return Err(
                                self.err(t.pos, format!("duplicate declaration of `{name}`"))
                            );
                        }
                    }
                    ".pragma" => {
                        self.next();
                        self.next();
                        self.expect_punct(';', "after .pragma")?;
                    }
                    ".loc" | ".file" => {
                        self.next();
                        self.skip_line(t.pos.line);
                    }
                    ".branchtargets" => {
                        let Some((name, lpos)) = pending_labels.pop() else {
                            return Err(self.err(
                                t.pos,
                                "`.branchtargets` needs a label naming the list (`L: .branchtargets A, B;`)",
                            ));
                        };
                        self.next();
                        let mut targets = Vec::new();
                        loop {
                            targets.push(self.expect_word("a label in the .branchtargets list")?);
                            if !self.is_punct(',') {
                                break;
                            }
                            self.next();
                        }
                        self.expect_punct(';', "after the .branchtargets list")?;
                        if fc.branch_tables.insert(name.clone(), targets).is_some() {
                            return Err(self.err(lpos, format!("duplicate label `{name}`")));
                        }
                    }
                    ".extern" => {
                        self.next();
                        let sym = self.variable(Some(fid), true)?;
                        let name = self.scope.module.symbols[sym as usize].name.clone();
                        fc.scopes.last_mut().expect("scope").declare_sym(name, sym);
                    }
                    other => {
                        let e = self.err(
                            t.pos,
                            format!("unknown directive `{other}` in a function body"),
                        );
                        self.set_aside(&mut unsupported, e, self.i)?;
                    }
                },
                Tok::Word(w) if self.peek_at(1).tok == Tok::Punct(':') && !w.contains('.') => {
                    let w = w.clone();
                    self.next();
                    self.next();
                    pending_labels.push((w, t.pos));
                }
                Tok::Word(_) | Tok::Punct('@') => {
                    let pc = fc.code.len() as u32;
                    for (l, p) in pending_labels.drain(..) {
                        define_label(self, &mut fc, l, pc, p)?;
                    }
                    let start = self.i;
                    if let Err(e) = self.statement(&mut fc) {
                        self.set_aside(&mut unsupported, e, start)?;
                    }
                }
                other => {
                    return Err(self.err(
                        t.pos,
                        format!("expected an instruction, found `{}`", tok_text(other)),
                    ));
                }
            }
        }
        // A body that can fall off its end returns there (an implicit `ret`), so it
        // never runs into the next function's code.
        let terminated = fc.code.last().is_some_and(|i| {
            i.guard == crate::ir::NO_REG
                && matches!(
                    i.op,
                    crate::ir::Op::Bra | crate::ir::Op::Ret | crate::ir::Op::Exit
                )
        });
        // Labels after the last instruction need an instruction to point at, too.
        let terminated = terminated
            && pending_labels.is_empty()
            && label_after_block != Some(fc.code.len() as u32);
        if !terminated {
            let mut ret = Inst::new(crate::ir::Op::Ret);
            ret.key = self.scope.intern_key("ret");
            fc.code.push(ret);
            fc.src.push(SrcInfo {
                pos: self.peek().pos,
                text: "ret (implicit, end of function)".into(),
                addr: 0,
            });
        }
        // Labels at the very end point to that final instruction.
        let end = fc.code.len() as u32 - 1;
        for (l, p) in pending_labels.drain(..) {
            define_label(self, &mut fc, l, end, p)?;
        }
        for fx in std::mem::take(&mut fc.label_fixups) {
            let Some(&(pc, _)) = fc.labels[0].get(&fx.3) else {
                if unsupported.is_some() {
                    // The set-aside statement may have been the label's reason to be.
                    continue;
                }
                return Err(self.err(fx.4, format!("undefined label `{}`", fx.3)));
            };
            patch_label(&mut fc.code, &fx, pc);
        }
        cfg::compute_reconvergence(&mut fc.code);
        let f = &mut self.scope.module.functions[fid as usize];
        f.regs = fc.regs;
        f.num_preds = fc.num_preds;
        f.code = fc.code;
        f.src = fc.src;
        f.vec_elems = fc.vec_elems;
        f.unsupported = unsupported.map(Box::new);
        Ok(())
    }

    /// A statement of a function body (from token `start`) that the parser could not
    /// take: the first one is kept for the function (`link` reports it for the
    /// kernels that reach the function), and parsing goes on after its `;`. A body
    /// that ends before any `;` is an error of the file.
    fn set_aside(
        &mut self,
        first: &mut Option<ParseError>,
        e: ParseError,
        start: usize,
    ) -> Result<(), ParseError> {
        // Vector operands (`{%r1, %r2}`) nest; a `}` outside them closes the body.
        let (mut k, mut depth) = (start, 0u32);
        loop {
            match self.toks.get(k).map(|t| &t.tok) {
                Some(Tok::Punct(';')) if depth == 0 => break,
                Some(Tok::Punct('{')) => depth += 1,
                Some(Tok::Punct('}')) if depth > 0 => depth -= 1,
                Some(Tok::Punct('}')) | Some(Tok::Eof) | None => return Err(e),
                _ => {}
            }
            k += 1;
        }
        self.i = k + 1;
        first.get_or_insert(e);
        Ok(())
    }

    fn reg_decl(&mut self, fc: &mut FuncCtx) -> Result<(), ParseError> {
        self.next();
        let mut ty = None;
        let mut vec = 1;
        while let Tok::Dir(d) = self.peek().tok.clone() {
            let p = self.next().pos;
            match d.as_str() {
                ".v2" => vec = 2,
                ".v4" => vec = 4,
                other => match Ty::from_name(&other[1..]) {
                    Some(t)
                        if (t.bits() <= 64 || t == Ty::B128)
                            && !matches!(t, Ty::U4 | Ty::S4 | Ty::U2 | Ty::S2) =>
                    {
                        ty = Some(t)
                    }
                    _ => return Err(self.err(p, format!("unknown register type `{other}`"))),
                },
            }
        }
        let Some(ty) = ty else {
            return Err(self.err(self.peek().pos, "`.reg` without a type"));
        };
        if vec != 1 {
            return Err(self.err(
                self.peek().pos,
                "vector registers (`.reg .v2`/`.v4`) are not supported",
            ));
        }
        loop {
            let (name, pos) = self.expect_word("a register name")?;
            if !name.starts_with('%')
                && !name
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
            {
                return Err(self.err(pos, format!("bad register name `{name}`")));
            }
            let mut count = None;
            if self.is_punct('<') {
                self.next();
                let (n, np) = self.expect_int("a register count")?;
                if n == 0 || n > 1 << 20 {
                    return Err(self.err(np, format!("register count {n} out of range")));
                }
                self.expect_punct('>', "to close the register count")?;
                count = Some(n as u32);
            }
            let n = count.unwrap_or(1);
            let first = if ty == Ty::Pred {
                let idx = fc.num_preds;
                fc.num_preds += n;
                RegEntry::Pred { idx }
            } else if ty == Ty::B128 {
                // A .b128 register is two 64-bit registers, the low half first
                // (`operand::b128`).
                let idx = fc.regs.len() as u32;
                fc.regs.extend(std::iter::repeat_n(64, 2 * n as usize));
                RegEntry::Reg { idx, bits: 128 }
            } else {
                let idx = fc.regs.len() as u32;
                let bits = ty.bits().max(8) as u8;
                fc.regs.extend(std::iter::repeat_n(bits, n as usize));
                RegEntry::Reg { idx, bits }
            };
            let scope = fc.scopes.last_mut().expect("scope");
            if !scope.declare_reg(name.clone(), count, first) {
                return Err(self.err(pos, format!("duplicate register declaration `{name}`")));
            }
            if self.is_punct(',') {
                self.next();
                continue;
            }
            break;
        }
        self.expect_punct(';', "after the register declaration")?;
        Ok(())
    }

    /// One instruction statement (with optional guard), through `;`.
    fn statement(&mut self, fc: &mut FuncCtx) -> Result<(), ParseError> {
        let start_tok = self.peek().clone();
        let mut guard = None;
        if self.is_punct('@') {
            self.next();
            let neg = if self.is_punct('!') {
                self.next();
                true
            } else {
                false
            };
            let (g, gp) = self.expect_word("a guard predicate after `@`")?;
            match fc.lookup_reg(&g) {
                Some(RegEntry::Pred { .. }) => {}
                Some(_) => {
                    return Err(self.err(gp, format!("guard `{g}` is not a predicate register")))
                }
                None if g.starts_with('%') => {
                    return Err(self.err(gp, format!("undeclared predicate `{g}` in guard")))
                }
                None => {
                    return Err(self.err(
                        gp,
                        format!(
                            "`@{}` must be followed by a predicate register, found `{g}`",
                            if neg { "!" } else { "" }
                        ),
                    ))
                }
            }
            guard = Some((g, gp, neg));
        }
        let (mnemonic, mpos) = self.expect_word("an instruction")?;
        let mut ops = Vec::new();
        if !self.is_punct(';') {
            loop {
                ops.push(self.operand()?);
                if self.is_punct(',') {
                    self.next();
                    continue;
                }
                break;
            }
        }
        let end = self.peek().clone();
        if end.tok != Tok::Punct(';') {
            if end.tok == Tok::Eof {
                return Err(self.err(
                    end.pos,
                    "unexpected end of file: missing `;` after the instruction",
                ));
            }
            return Err(self.err(
                end.pos,
                format!(
                    "expected `,` or `;` after an operand, found `{}`",
                    tok_text(&end.tok)
                ),
            ));
        }
        self.next();
        let text = normalise(&self.scope.src[start_tok.start..end.start]);
        lower_instruction(&mut self.scope, fc, guard, &mnemonic, mpos, ops, text)
    }

    /// One operand.
    fn operand(&mut self) -> Result<Raw, ParseError> {
        let first = self.single_operand(false)?;
        if self.is_punct('|') {
            self.next();
            let second = self.single_operand(false)?;
            return Ok(Raw::Pair(Box::new(first), Box::new(second)));
        }
        Ok(first)
    }

    /// One operand; `nested` is true inside `{...}` or `(...)`, where lists cannot nest.
    fn single_operand(&mut self, nested: bool) -> Result<Raw, ParseError> {
        let t = self.next();
        if nested && matches!(t.tok, Tok::Punct('{') | Tok::Punct('(')) {
            return Err(self.err(
                t.pos,
                format!(
                    "`{}` cannot nest inside a vector or argument list",
                    tok_text(&t.tok)
                ),
            ));
        }
        match t.tok {
            Tok::Punct('[') => {
                let mut base = None;
                let mut offset: i64 = 0;
                match self.peek().tok.clone() {
                    Tok::Word(w) => {
                        let p = self.next().pos;
                        base = Some((w, p));
                    }
                    Tok::Num(_) => offset = self.signed_int()?,
                    Tok::Punct(']') => return Err(self.err(t.pos, "empty address `[]`")),
                    other => {
                        return Err(self.err(
                            self.peek().pos,
                            format!("malformed address: unexpected `{}`", tok_text(&other)),
                        ))
                    }
                }
                while self.is_punct('+') || self.is_punct('-') {
                    let neg = self.next().tok == Tok::Punct('-');
                    if !matches!(self.peek().tok, Tok::Num(_) | Tok::Punct('-')) {
                        let n = self.peek().clone();
                        return Err(self.err(
                            n.pos,
                            format!(
                                "malformed address: expected an offset after `{}`, found `{}`",
                                if neg { '-' } else { '+' },
                                tok_text(&n.tok)
                            ),
                        ));
                    }
                    let v = self.signed_int()?;
                    offset = if neg {
                        offset.wrapping_sub(v)
                    } else {
                        offset.wrapping_add(v)
                    };
                }
                // `[tensorMap, {coordinates}]` (cp.async.bulk.tensor).
                let coords = if !nested
                    && self.is_punct(',')
                    && matches!(self.peek_at(1).tok, Tok::Punct('{'))
                {
                    self.next();
                    self.next();
                    Some(self.operand_list(
                        '}',
                        "unbalanced braces: expected `}` to close the tensor coordinates",
                    )?)
                } else {
                    None
                };
                let close = self.next();
                if close.tok != Tok::Punct(']') {
                    return Err(self.err(
                        close.pos,
                        format!(
                            "malformed address: expected `]`, found `{}`",
                            tok_text(&close.tok)
                        ),
                    ));
                }
                let addr = Raw::Addr {
                    base,
                    offset,
                    pos: t.pos,
                };
                Ok(match coords {
                    Some(c) => Raw::Tensor(Box::new(addr), c, t.pos),
                    None => addr,
                })
            }
            Tok::Punct('{') => Ok(Raw::Vec(
                self.operand_list(
                    '}',
                    "unbalanced braces: expected `}` to close the vector operand",
                )?,
                t.pos,
            )),
            Tok::Punct('(') => Ok(Raw::List(
                self.operand_list(')', "expected `)` to close the list")?,
                t.pos,
            )),
            Tok::Punct('!') => {
                let (w, p) = self.expect_word("a predicate after `!`")?;
                Ok(Raw::Name {
                    name: w,
                    pos: p,
                    neg: true,
                    offset: 0,
                })
            }
            Tok::Punct('-') => {
                let n = self.next();
                match n.tok {
                    Tok::Num(s) => Ok(Raw::Num {
                        text: s,
                        neg: true,
                        pos: t.pos,
                    }),
                    other => Err(self.err(
                        n.pos,
                        format!("expected a number after `-`, found `{}`", tok_text(&other)),
                    )),
                }
            }
            Tok::Num(s) => Ok(Raw::Num {
                text: s,
                neg: false,
                pos: t.pos,
            }),
            Tok::Word(w) if w == "_" => Ok(Raw::Sink(t.pos)),
            Tok::Word(w) => {
                let mut offset = 0;
                if self.is_punct('+') && matches!(self.peek_at(1).tok, Tok::Num(_)) {
                    self.next();
                    offset = self.signed_int()?;
                }
                Ok(Raw::Name {
                    name: w,
                    pos: t.pos,
                    neg: false,
                    offset,
                })
            }
            Tok::Eof => Err(self.err(t.pos, "unexpected end of file: expected an operand")),
            other => Err(self.err(
                t.pos,
                format!("expected an operand, found `{}`", tok_text(&other)),
            )),
        }
    }

    /// Operands separated by commas up to the closing `close` (the opener is consumed).
    fn operand_list(&mut self, close: char, what: &str) -> Result<Vec<Raw>, ParseError> {
        let mut v = Vec::new();
        if !self.is_punct(close) {
            loop {
                v.push(self.single_operand(true)?);
                if !self.is_punct(',') {
                    break;
                }
                self.next();
            }
        }
        let t = self.next();
        if t.tok != Tok::Punct(close) {
            return Err(self.err(t.pos, format!("{what}, found `{}`", tok_text(&t.tok))));
        }
        Ok(v)
    }

    /// An integer literal, possibly negative.
    fn signed_int(&mut self) -> Result<i64, ParseError> {
        let neg = if self.is_punct('-') {
            self.next();
            true
        } else {
            false
        };
        let (v, _) = self.expect_int("an integer offset")?;
        Ok(if neg {
            (v as i64).wrapping_neg()
        } else {
            v as i64
        })
    }
}

/// Collapse whitespace of an instruction's source text.
fn normalise(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut space = false;
    for c in s.trim().chars() {
        if c.is_whitespace() {
            space = true;
        } else {
            if space && !out.is_empty() {
                out.push(' ');
            }
            space = false;
            out.push(c);
        }
    }
    out
}

/// Define label `l` at `pc` in the innermost open block (a label may be defined once
/// per block).
fn define_label(
    p: &Parser,
    fc: &mut FuncCtx,
    l: String,
    pc: u32,
    pos: Pos,
) -> Result<(), ParseError> {
    let block = fc.labels.last_mut().expect("the body's label block");
    if let Some((_, prev)) = block.insert(l.clone(), (pc, pos)) {
        return Err(p.err(
            pos,
            format!(
                "duplicate label `{l}` (first defined at line {})",
                prev.line
            ),
        ));
    }
    Ok(())
}

/// Point the operand a label fix-up names at `pc`.
fn patch_label(code: &mut [Inst], fx: &(usize, bool, usize, String, Pos), pc: u32) {
    let inst = &mut code[fx.0];
    if fx.1 {
        inst.src[fx.2] = Operand::Label(pc);
    } else {
        inst.dst[fx.2] = Operand::Label(pc);
    }
}
