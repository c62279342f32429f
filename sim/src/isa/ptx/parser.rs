//! PTX module structure: directives, variable and parameter declarations, functions,
//! register declarations, labels, scopes and name resolution. Instruction statements
//! are handed to `inst.rs`, which lowers them through the instruction table.

use super::inst::{lower_instruction, Raw};
use super::lexer::{lex, Tok, Token};
use super::number::{parse_num, Num};
use super::target::parse_target;
use crate::error::{ParseError, Pos};
use crate::ir::{
    cfg, Function, Inst, Module, Operand, PerfHints, Space, SrcInfo, SymKind, Symbol, TargetInfo,
    Ty, Vendor,
};
use std::collections::HashMap;

/// A register name's meaning in a scope.
#[derive(Debug, Clone, Copy)]
pub enum RegEntry {
    Reg { idx: u32, bits: u8 },
    Pred { idx: u32 },
}

#[derive(Default)]
pub struct Scope {
    regs: HashMap<String, RegEntry>,
    /// `%r<N>` declarations: prefix, count, first entry.
    ranges: Vec<(String, u32, RegEntry)>,
    syms: HashMap<String, u32>,
}

/// Per-function parse state.
pub struct FuncCtx {
    pub fid: u32,
    pub scopes: Vec<Scope>,
    pub regs: Vec<u8>,
    pub num_preds: u32,
    pub labels: HashMap<String, (u32, Pos)>,
    /// (instruction index, operand is in src (true) or dst, slot, label name, pos)
    pub label_fixups: Vec<(usize, bool, usize, String, Pos)>,
    pub code: Vec<Inst>,
    pub src: Vec<SrcInfo>,
    pub vec_elems: Vec<Operand>,
    /// Every label the body defines (found before parsing, for messages about labels
    /// used where a value is expected).
    pub label_names: std::collections::HashSet<String>,
    /// The hidden predicate holding the carry flag of `add.cc`/`addc` (CC.CF).
    pub cc_pred: Option<u32>,
    /// `.branchtargets` lists by label, for `brx.idx`.
    pub branch_tables: HashMap<String, Vec<(String, Pos)>>,
}

/// The `.param` arguments of a call, resolved against the callee once it is known.
pub struct CallArgs {
    pub args: Vec<(u32, Pos)>,
    pub rets: Vec<(u32, Pos)>,
}

pub struct Parser<'a> {
    pub file: &'a str,
    pub src: &'a str,
    toks: Vec<Token>,
    i: usize,
    pub module: Module,
    module_syms: HashMap<String, u32>,
    func_names: HashMap<String, u32>,
    /// Calls to resolve after the whole module is read: (function, inst index, callee name, pos).
    pub call_fixups: Vec<(u32, usize, String, Pos)>,
    pub call_args: Vec<CallArgs>,
    keys: HashMap<String, u16>,
    pub target_seen: bool,
}

/// Parse a PTX module.
///
/// # Errors
/// The first problem, located at `file:line:col`.
pub fn parse(file: &str, bytes: &[u8]) -> Result<Module, ParseError> {
    let src = crate::isa::check_text(file, bytes, "PTX")?;
    let toks = lex(src).map_err(|(p, m)| make_err(file, src, p, m))?;
    let mut p = Parser {
        file,
        src,
        toks,
        i: 0,
        module: Module {
            file: file.to_string(),
            target: TargetInfo {
                vendor: Vendor::Nvidia,
                isa_version: (0, 0),
                arch: 0,
                arch_suffix: None,
                arch_name: String::new(),
                address_size: 64,
                pos: Pos::default(),
            },
            functions: Vec::new(),
            symbols: Vec::new(),
            keys: vec![String::new()],
        },
        module_syms: HashMap::new(),
        func_names: HashMap::new(),
        call_fixups: Vec::new(),
        call_args: Vec::new(),
        keys: HashMap::new(),
        target_seen: false,
    };
    p.module_level()?;
    p.resolve_calls()?;
    Ok(p.module)
}

pub fn make_err(file: &str, src: &str, pos: Pos, msg: impl Into<String>) -> ParseError {
    ParseError::at(file, src, pos, msg)
}

fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Word(s) | Tok::Dir(s) | Tok::Num(s) => s.clone(),
        Tok::Str(s) => format!("\"{s}\""),
        Tok::Punct(c) => c.to_string(),
        Tok::Eof => "end of file".into(),
    }
}

impl<'a> Parser<'a> {
    pub fn err(&self, pos: Pos, msg: impl Into<String>) -> ParseError {
        make_err(self.file, self.src, pos, msg)
    }

    fn peek(&self) -> &Token {
        &self.toks[self.i]
    }

    fn peek_at(&self, k: usize) -> &Token {
        &self.toks[(self.i + k).min(self.toks.len() - 1)]
    }

    fn next(&mut self) -> Token {
        let t = self.toks[self.i].clone();
        if self.i + 1 < self.toks.len() {
            self.i += 1;
        }
        t
    }

    fn is_punct(&self, c: char) -> bool {
        self.peek().tok == Tok::Punct(c)
    }

    fn expect_punct(&mut self, c: char, what: &str) -> Result<Pos, ParseError> {
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

    fn expect_word(&mut self, what: &str) -> Result<(String, Pos), ParseError> {
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

    fn expect_int(&mut self, what: &str) -> Result<(u64, Pos), ParseError> {
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
    fn skip_line(&mut self, line: u32) {
        while self.peek().pos.line == line && self.peek().tok != Tok::Eof {
            self.next();
        }
    }

    /// Skip a balanced `{ ... }` block (the opening brace is next).
    fn skip_block(&mut self) -> Result<(), ParseError> {
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

    pub fn intern_key(&mut self, key: &str) -> u16 {
        if let Some(&k) = self.keys.get(key) {
            return k;
        }
        let k = self.module.keys.len() as u16;
        self.module.keys.push(key.to_string());
        self.keys.insert(key.to_string(), k);
        k
    }

    fn module_level(&mut self) -> Result<(), ParseError> {
        let mut saw_version = false;
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::Eof => break,
                Tok::Dir(d) => match d.as_str() {
                    ".version" => {
                        self.next();
                        let v = self.next();
                        let Tok::Num(s) = &v.tok else {
                            return Err(self.err(v.pos, "expected a version number after .version"));
                        };
                        let parsed = s
                            .split_once('.')
                            .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
                        let Some(ver) = parsed else {
                            return Err(self.err(
                                v.pos,
                                format!("malformed PTX version `{s}` (expected MAJOR.MINOR)"),
                            ));
                        };
                        self.module.target.isa_version = ver;
                        saw_version = true;
                    }
                    ".target" => {
                        self.next();
                        let (name, pos) = self.expect_word("a target such as sm_90")?;
                        let mut names = vec![(name, pos)];
                        while self.is_punct(',') {
                            self.next();
                            names.push(self.expect_word("a target option")?);
                        }
                        let info = parse_target(&names, &self.module.target)
                            .map_err(|(p, m)| self.err(p, m))?;
                        self.module.target = info;
                        self.target_seen = true;
                    }
                    ".address_size" => {
                        self.next();
                        let (v, p) = self.expect_int("an address size")?;
                        if v != 64 && v != 32 {
                            return Err(
                                self.err(p, format!(".address_size must be 32 or 64, not {v}"))
                            );
                        }
                        self.module.target.address_size = v as u32;
                    }
                    ".file" | ".loc" => {
                        self.next();
                        self.skip_line(t.pos.line);
                    }
                    ".section" => {
                        self.next();
                        self.next(); // section name
                        self.skip_block()?;
                    }
                    ".pragma" => {
                        self.next();
                        self.next();
                        self.expect_punct(';', "after .pragma")?;
                    }
                    ".visible" | ".weak" | ".extern" | ".common" | ".entry" | ".func"
                    | ".global" | ".const" | ".shared" | ".local" => {
                        if !saw_version || !self.target_seen {
                            return Err(self.err(
                                t.pos,
                                "`.version` and `.target` must come before any declaration",
                            ));
                        }
                        self.declaration()?;
                    }
                    other => {
                        return Err(self.err(t.pos, format!("unknown directive `{other}`")));
                    }
                },
                other => {
                    return Err(self.err(
                        t.pos,
                        format!(
                            "expected a directive at module level, found `{}`",
                            tok_text(other)
                        ),
                    ));
                }
            }
        }
        if !saw_version {
            return Err(self.err(self.peek().pos, "missing `.version` directive"));
        }
        if !self.target_seen {
            return Err(self.err(self.peek().pos, "missing `.target` directive"));
        }
        Ok(())
    }

    /// A module-level declaration after optional linkage directives.
    fn declaration(&mut self) -> Result<(), ParseError> {
        let mut is_extern = false;
        while let Tok::Dir(d) = &self.peek().tok {
            match d.as_str() {
                ".visible" | ".weak" | ".common" => {
                    self.next();
                }
                ".extern" => {
                    is_extern = true;
                    self.next();
                }
                _ => break,
            }
        }
        let t = self.peek().clone();
        match &t.tok {
            Tok::Dir(d) if d == ".entry" || d == ".func" => self.function(d == ".entry"),
            Tok::Dir(d) if matches!(d.as_str(), ".global" | ".const" | ".shared" | ".local") => {
                let sym = self.variable(None, is_extern)?;
                let name = self.module.symbols[sym as usize].name.clone();
                if self.module_syms.insert(name.clone(), sym).is_some() {
                    return Err(self.err(t.pos, format!("duplicate declaration of `{name}`")));
                }
                Ok(())
            }
            other => Err(self.err(
                t.pos,
                format!(
                    "expected .entry, .func or a variable declaration, found `{}`",
                    tok_text(other)
                ),
            )),
        }
    }

    /// State space directive to `Space`.
    fn space_of(d: &str) -> Option<Space> {
        Some(match d {
            ".global" => Space::Global,
            ".const" => Space::Const,
            ".shared" => Space::Shared,
            ".local" => Space::Local,
            ".param" => Space::Param,
            _ => return None,
        })
    }

    /// `<space> [.align N] [.vN] .type name[dims] [= init] ;` Returns the symbol index.
    fn variable(&mut self, owner: Option<u32>, is_extern: bool) -> Result<u32, ParseError> {
        let st = self.next();
        let Tok::Dir(sd) = &st.tok else {
            return Err(self.err(st.pos, "expected a state space"));
        };
        let space = Self::space_of(sd)
            .ok_or_else(|| self.err(st.pos, format!("unknown state space `{sd}`")))?;
        let mut align = 0u32;
        let mut vec = 1u64;
        let mut ty = Ty::None;
        let mut ty_pos = st.pos;
        while let Tok::Dir(d) = self.peek().tok.clone() {
            let p = self.next().pos;
            match d.as_str() {
                ".align" => {
                    let (a, ap) = self.expect_int("an alignment")?;
                    if a == 0 || !a.is_power_of_two() {
                        return Err(self.err(ap, format!("alignment {a} is not a power of two")));
                    }
                    align = a as u32;
                }
                ".v2" => vec = 2,
                ".v4" => vec = 4,
                ".v8" => vec = 8,
                ".ptr" => {}
                ".attribute" => {
                    self.skip_parens()?;
                }
                other => match Ty::from_name(&other[1..]) {
                    Some(t) if t != Ty::Pred && t.bits() >= 8 => {
                        ty = t;
                        ty_pos = p;
                    }
                    _ => {
                        return Err(
                            self.err(p, format!("unknown variable attribute or type `{other}`"))
                        )
                    }
                },
            }
        }
        if ty == Ty::None {
            return Err(self.err(ty_pos, "variable declaration without a type"));
        }
        let (name, npos) = self.expect_word("a variable name")?;
        let elem = ty.bytes() as u64 * vec;
        let mut count = 1u64;
        let mut dynamic = false;
        while self.is_punct('[') {
            let bp = self.next().pos;
            if self.is_punct(']') {
                self.next();
                dynamic = true;
                continue;
            }
            let (n, _) = self.expect_int("an array size")?;
            self.expect_punct(']', "to close the array size")?;
            count = count
                .checked_mul(n)
                .ok_or_else(|| self.err(bp, "array too large"))?;
        }
        if dynamic
            && !(space == Space::Shared && is_extern)
            && space != Space::Param
            && !(is_extern && space == Space::Global)
        {
            {
                return Err(self.err(
                    npos,
                    format!(
                        "array `{name}` has no size (only `.extern .shared` arrays may be unsized)"
                    ),
                ));
            }
        }
        let size = elem * count;
        if size > u32::MAX as u64 {
            return Err(self.err(
                npos,
                format!("variable `{name}` is too large ({size} bytes)"),
            ));
        }
        let mut init = None;
        if self.is_punct('=') {
            let ep = self.next().pos;
            if !matches!(space, Space::Global | Space::Const) {
                return Err(self.err(
                    ep,
                    "only .global and .const variables can have initialisers",
                ));
            }
            let mut bytes = Vec::new();
            self.initializer(ty, vec, &mut bytes)?;
            if bytes.len() as u64 > size {
                return Err(self.err(
                    ep,
                    format!(
                        "initialiser of `{name}` has {} bytes, more than its {size}",
                        bytes.len()
                    ),
                ));
            }
            init = Some(bytes);
        }
        self.expect_punct(';', "after the variable declaration")?;
        let align = if align == 0 { ty.bytes() } else { align };
        let id = self.module.symbols.len() as u32;
        self.module.symbols.push(Symbol {
            name,
            kind: if space == Space::Param {
                SymKind::FuncParam
            } else {
                SymKind::Var
            },
            space,
            ty,
            size,
            align,
            init,
            owner,
            dynamic_shared: dynamic && space == Space::Shared,
            ptr_space: None,
            fixed_addr: None,
            pos: npos,
        });
        Ok(id)
    }

    fn skip_parens(&mut self) -> Result<(), ParseError> {
        self.expect_punct('(', "after .attribute")?;
        let mut depth = 1;
        while depth > 0 {
            match self.next().tok {
                Tok::Punct('(') => depth += 1,
                Tok::Punct(')') => depth -= 1,
                Tok::Eof => {
                    return Err(self.err(self.peek().pos, "unexpected end of file in `( ... )`"))
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Initialiser: a scalar or a (nested) brace list of scalars.
    fn initializer(&mut self, ty: Ty, vec: u64, out: &mut Vec<u8>) -> Result<(), ParseError> {
        if self.is_punct('{') {
            self.next();
            if !self.is_punct('}') {
                loop {
                    self.initializer(ty, vec, out)?;
                    if self.is_punct(',') {
                        self.next();
                        continue;
                    }
                    break;
                }
            }
            self.expect_punct('}', "to close the initialiser list")?;
            return Ok(());
        }
        let neg = if self.is_punct('-') {
            self.next();
            true
        } else {
            false
        };
        let t = self.next();
        let Tok::Num(s) = &t.tok else {
            if let Tok::Word(w) = &t.tok {
                return Err(self.err(
                    t.pos,
                    format!(
                        "address initialiser `{w}` is not supported (only numeric initialisers)"
                    ),
                ));
            }
            return Err(self.err(
                t.pos,
                format!(
                    "expected a number in the initialiser, found `{}`",
                    tok_text(&t.tok)
                ),
            ));
        };
        let n = parse_num(s).ok_or_else(|| self.err(t.pos, format!("malformed number `{s}`")))?;
        let bits = super::inst::encode_imm(n, neg, ty).map_err(|m| self.err(t.pos, m))?;
        out.extend_from_slice(&bits.to_le_bytes()[..ty.bytes() as usize]);
        let _ = vec;
        Ok(())
    }

    fn function(&mut self, is_entry: bool) -> Result<(), ParseError> {
        let kw = self.next();
        let fid = self.module.functions.len() as u32;
        let mut rets = Vec::new();
        // .func (ret params) name (params)
        let mut pending_params: Vec<u32> = Vec::new();
        if !is_entry && self.is_punct('(') {
            self.next();
            rets = self.param_list(fid, false)?;
        }
        let (name, npos) = self.expect_word("a function name")?;
        if self.is_punct('(') {
            self.next();
            pending_params = self.param_list(fid, is_entry)?;
        }
        let mut perf = PerfHints::default();
        // Performance directives and attributes before the body.
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::Dir(d) => {
                    self.next();
                    match d.as_str() {
                        ".maxntid" => perf.maxntid = Some(self.dims()?),
                        ".reqntid" => perf.reqntid = Some(self.dims()?),
                        ".minnctapersm" => {
                            perf.minnctapersm = Some(self.expect_int("a count")?.0 as u32)
                        }
                        ".maxnctapersm" => {
                            self.expect_int("a count")?;
                        }
                        ".maxnreg" => perf.maxnreg = Some(self.expect_int("a count")?.0 as u32),
                        ".noreturn" => {}
                        ".pragma" => {
                            self.next();
                            self.expect_punct(';', "after .pragma")?;
                        }
                        ".explicitcluster" => {}
                        ".reqnctapercluster" | ".maxclusterrank" => {
                            self.dims()?;
                        }
                        other => {
                            return Err(
                                self.err(t.pos, format!("unknown function directive `{other}`"))
                            )
                        }
                    }
                }
                _ => break,
            }
        }
        // Existing declaration (prototype) of the same name?
        let existing = self.func_names.get(&name).copied();
        let has_body = self.is_punct('{');
        if let Some(e) = existing {
            let f = &self.module.functions[e as usize];
            if f.has_body && has_body {
                return Err(self.err(npos, format!("duplicate definition of function `{name}`")));
            }
        }
        let fid = if let (Some(e), true) = (existing, has_body) {
            // Definition after a prototype: replace the prototype's symbols.
            for s in rets.iter().chain(&pending_params) {
                self.module.symbols[*s as usize].owner = Some(e);
            }
            e
        } else if let Some(e) = existing {
            // A second prototype: ignore it.
            self.expect_punct(';', "after the function declaration")?;
            let _ = e;
            return Ok(());
        } else {
            fid
        };
        let func = Function {
            name: name.clone(),
            is_entry,
            params: pending_params.clone(),
            rets: rets.clone(),
            regs: Vec::new(),
            num_preds: 0,
            code: Vec::new(),
            src: Vec::new(),
            vec_elems: Vec::new(),
            has_body,
            perf,
            wave: None,
            pos: npos,
            unsupported: None,
            addr_refs: Vec::new(),
        };
        if fid as usize == self.module.functions.len() {
            self.module.functions.push(func);
            self.func_names.insert(name.clone(), fid);
        } else {
            self.module.functions[fid as usize] = func;
        }
        if !has_body {
            self.expect_punct(';', "or a body `{` after the function declaration")?;
            return Ok(());
        }
        let _ = kw;
        self.body(fid)
    }

    fn dims(&mut self) -> Result<[u32; 3], ParseError> {
        let mut d = [1u32; 3];
        d[0] = self.expect_int("a dimension")?.0 as u32;
        for slot in d.iter_mut().skip(1) {
            if self.is_punct(',') {
                self.next();
                *slot = self.expect_int("a dimension")?.0 as u32;
            }
        }
        Ok(d)
    }

    /// Parameter list after `(`, through `)`.
    fn param_list(&mut self, owner: u32, kernel: bool) -> Result<Vec<u32>, ParseError> {
        let mut out = Vec::new();
        if self.is_punct(')') {
            self.next();
            return Ok(out);
        }
        loop {
            let t = self.next();
            match &t.tok {
                Tok::Dir(d) if d == ".param" => {}
                Tok::Dir(d) if d == ".reg" => {
                    return Err(self.err(t.pos, "register parameters (`.reg` in a parameter list) are not supported; use .param"));
                }
                other => {
                    return Err(self.err(
                        t.pos,
                        format!(
                            "expected `.param` in the parameter list, found `{}`",
                            tok_text(other)
                        ),
                    ));
                }
            }
            let mut ty = Ty::None;
            let mut align = 0;
            let mut ptr_space = None;
            let mut is_ptr = false;
            while let Tok::Dir(d) = self.peek().tok.clone() {
                let p = self.next().pos;
                match d.as_str() {
                    ".align" => align = self.expect_int("an alignment")?.0 as u32,
                    ".ptr" => is_ptr = true,
                    ".global" | ".shared" | ".const" | ".local" if is_ptr => {
                        ptr_space = Self::space_of(&d);
                    }
                    other => match Ty::from_name(&other[1..]) {
                        Some(t) if t != Ty::Pred => ty = t,
                        _ => {
                            return Err(
                                self.err(p, format!("unknown parameter attribute `{other}`"))
                            )
                        }
                    },
                }
            }
            if ty == Ty::None {
                return Err(self.err(t.pos, "parameter without a type"));
            }
            let (name, npos) = self.expect_word("a parameter name")?;
            if out
                .iter()
                .any(|&s: &u32| self.module.symbols[s as usize].name == name)
            {
                return Err(self.err(npos, format!("duplicate parameter `{name}`")));
            }
            let mut count = 1u64;
            while self.is_punct('[') {
                self.next();
                count *= self.expect_int("an array size")?.0;
                self.expect_punct(']', "to close the array size")?;
            }
            let id = self.module.symbols.len() as u32;
            self.module.symbols.push(Symbol {
                name,
                kind: if kernel {
                    SymKind::KernelParam
                } else {
                    SymKind::FuncParam
                },
                space: Space::Param,
                ty,
                size: ty.bytes() as u64 * count,
                // On a `.ptr` parameter `.align` describes the pointee; the parameter
                // itself is naturally aligned.
                align: if align == 0 || is_ptr {
                    ty.bytes()
                } else {
                    align.max(ty.bytes())
                },
                init: None,
                owner: Some(owner),
                dynamic_shared: false,
                ptr_space: if is_ptr {
                    Some(ptr_space.unwrap_or(Space::Generic))
                } else {
                    None
                },
                fixed_addr: None,
                pos: npos,
            });
            out.push(id);
            let t = self.next();
            match t.tok {
                Tok::Punct(',') => continue,
                Tok::Punct(')') => break,
                other => {
                    return Err(self.err(
                        t.pos,
                        format!(
                            "expected `,` or `)` in the parameter list, found `{}`",
                            tok_text(&other)
                        ),
                    ))
                }
            }
        }
        Ok(out)
    }

    fn body(&mut self, fid: u32) -> Result<(), ParseError> {
        let open = self.expect_punct('{', "to open the function body")?;
        let mut scope0 = Scope::default();
        let f = &self.module.functions[fid as usize];
        for &s in f.params.iter().chain(&f.rets) {
            let name = self.module.symbols[s as usize].name.clone();
            scope0.syms.insert(name, s);
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
            branch_tables: HashMap::new(),
            fid,
            scopes: vec![scope0],
            regs: Vec::new(),
            num_preds: 0,
            labels: HashMap::new(),
            label_fixups: Vec::new(),
            code: Vec::new(),
            src: Vec::new(),
            vec_elems: Vec::new(),
        };
        let mut pending_labels: Vec<(String, Pos)> = Vec::new();
        let mut unsupported: Option<ParseError> = None;
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
                    fc.scopes.pop();
                }
                Tok::Punct('{') => {
                    self.next();
                    fc.scopes.push(Scope::default());
                }
                Tok::Dir(d) => match d.as_str() {
                    ".reg" => self.reg_decl(&mut fc)?,
                    ".local" | ".shared" | ".param" | ".global" | ".const" => {
                        let sym = self.variable(Some(fid), false)?;
                        let name = self.module.symbols[sym as usize].name.clone();
                        let scope = fc.scopes.last_mut().expect("scope");
                        if scope.syms.insert(name.clone(), sym).is_some() {
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
                        let name = self.module.symbols[sym as usize].name.clone();
                        fc.scopes.last_mut().expect("scope").syms.insert(name, sym);
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
                        if let Some((_, prev)) = fc.labels.insert(l.clone(), (pc, p)) {
                            return Err(self.err(
                                p,
                                format!(
                                    "duplicate label `{l}` (first defined at line {})",
                                    prev.line
                                ),
                            ));
                        }
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
        let terminated = terminated && pending_labels.is_empty();
        if !terminated {
            let mut ret = Inst::new(crate::ir::Op::Ret);
            ret.key = self.intern_key("ret");
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
            if fc.labels.insert(l.clone(), (end, p)).is_some() {
                return Err(self.err(p, format!("duplicate label `{l}`")));
            }
        }
        for (ii, in_src, slot, name, pos) in std::mem::take(&mut fc.label_fixups) {
            let Some(&(pc, _)) = fc.labels.get(&name) else {
                if unsupported.is_some() {
                    // The set-aside statement may have been the label's reason to be.
                    continue;
                }
                return Err(self.err(pos, format!("undefined label `{name}`")));
            };
            let inst = &mut fc.code[ii];
            if in_src {
                inst.src[slot] = Operand::Label(pc);
            } else {
                inst.dst[slot] = Operand::Label(pc);
            }
        }
        cfg::compute_reconvergence(&mut fc.code);
        let f = &mut self.module.functions[fid as usize];
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
                        if t.bits() <= 64 && !matches!(t, Ty::U4 | Ty::S4 | Ty::U2 | Ty::S2) =>
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
            } else {
                let idx = fc.regs.len() as u32;
                let bits = ty.bits().max(8) as u8;
                fc.regs.extend(std::iter::repeat_n(bits, n as usize));
                RegEntry::Reg { idx, bits }
            };
            let scope = fc.scopes.last_mut().expect("scope");
            let clash = scope.regs.contains_key(&name)
                || scope.ranges.iter().any(|(prefix, k, _)| {
                    prefix == &name
                        || name
                            .strip_prefix(prefix.as_str())
                            .and_then(|d| {
                                d.parse::<u32>()
                                    .ok()
                                    .filter(|_| !(d.len() > 1 && d.starts_with('0')))
                            })
                            .is_some_and(|i| i < *k)
                });
            if clash {
                return Err(self.err(pos, format!("duplicate register declaration `{name}`")));
            }
            if count.is_some() {
                scope.ranges.push((name, n, first));
            } else {
                scope.regs.insert(name.clone(), first);
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

    /// Look a register up through the scopes.
    pub fn lookup_reg(fc: &FuncCtx, name: &str) -> Option<RegEntry> {
        for s in fc.scopes.iter().rev() {
            if let Some(r) = s.regs.get(name) {
                return Some(*r);
            }
            for (prefix, n, first) in s.ranges.iter().rev() {
                if let Some(num) = name.strip_prefix(prefix.as_str()) {
                    if num.is_empty() || (num.len() > 1 && num.starts_with('0')) {
                        continue;
                    }
                    if let Ok(k) = num.parse::<u32>() {
                        if k < *n {
                            return Some(match *first {
                                RegEntry::Reg { idx, bits } => RegEntry::Reg { idx: idx + k, bits },
                                RegEntry::Pred { idx } => RegEntry::Pred { idx: idx + k },
                            });
                        }
                    }
                }
            }
        }
        None
    }

    /// Look a variable or parameter up: function scopes, then module scope.
    pub fn lookup_sym(&self, fc: &FuncCtx, name: &str) -> Option<u32> {
        for s in fc.scopes.iter().rev() {
            if let Some(&id) = s.syms.get(name) {
                return Some(id);
            }
        }
        self.module_syms.get(name).copied()
    }

    pub fn function_id(&self, name: &str) -> Option<u32> {
        self.func_names.get(name).copied()
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
            match Self::lookup_reg(fc, &g) {
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
        let text = normalise(&self.src[start_tok.start..end.start]);
        lower_instruction(self, fc, guard, &mnemonic, mpos, ops, text)
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
                Ok(Raw::Addr {
                    base,
                    offset,
                    pos: t.pos,
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

    fn resolve_calls(&mut self) -> Result<(), ParseError> {
        let fixups = std::mem::take(&mut self.call_fixups);
        let args = std::mem::take(&mut self.call_args);
        for ((f, ii, name, pos), ca) in fixups.into_iter().zip(args) {
            let Some(callee) = self.func_names.get(&name).copied() else {
                return Err(self.err(pos, format!("call to undeclared function `{name}`")));
            };
            let cf = &self.module.functions[callee as usize];
            if cf.is_entry {
                return Err(self.err(
                    pos,
                    format!("`{name}` is a kernel (.entry) and cannot be called"),
                ));
            }
            if ca.args.len() != cf.params.len() {
                return Err(self.err(
                    pos,
                    format!(
                        "`{name}` takes {} argument(s), the call passes {}",
                        cf.params.len(),
                        ca.args.len()
                    ),
                ));
            }
            if ca.rets.len() != cf.rets.len() {
                return Err(self.err(
                    pos,
                    format!(
                        "`{name}` returns {} value(s), the call receives {}",
                        cf.rets.len(),
                        ca.rets.len()
                    ),
                ));
            }
            let pairs_in: Vec<(u32, u32, Pos)> = ca
                .args
                .iter()
                .zip(&cf.params)
                .map(|(&(a, p), &c)| (a, c, p))
                .collect();
            let pairs_out: Vec<(u32, u32, Pos)> = cf
                .rets
                .iter()
                .zip(&ca.rets)
                .map(|(&c, &(a, p))| (c, a, p))
                .collect();
            let mut triples = |pairs: &[(u32, u32, Pos)]| -> Result<Operand, ParseError> {
                let start = self.module.functions[f as usize].vec_elems.len() as u32;
                for &(from, to, p) in pairs {
                    let (fs, ts) = (
                        self.module.symbols[from as usize].size,
                        self.module.symbols[to as usize].size,
                    );
                    if fs != ts {
                        return Err(self.err(
                            p,
                            format!(
                                "call to `{name}`: parameter `{}` is {fs} bytes but `{}` is {ts}",
                                self.module.symbols[from as usize].name,
                                self.module.symbols[to as usize].name
                            ),
                        ));
                    }
                    let v = &mut self.module.functions[f as usize].vec_elems;
                    v.push(Operand::Sym {
                        sym: from,
                        offset: 0,
                    });
                    v.push(Operand::Sym { sym: to, offset: 0 });
                    v.push(Operand::Imm(fs));
                }
                Ok(Operand::Vec {
                    start,
                    len: (pairs.len() * 3) as u16,
                })
            };
            let ins = triples(&pairs_in)?;
            let outs = triples(&pairs_out)?;
            let inst = &mut self.module.functions[f as usize].code[ii];
            inst.src[0] = Operand::Func(callee);
            inst.src[1] = ins;
            inst.dst[0] = outs;
        }
        Ok(())
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
