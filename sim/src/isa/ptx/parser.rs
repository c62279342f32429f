//! PTX module structure: the directives (`.version`, `.target`, `.address_size`, ...),
//! module-level declarations, kernels and functions, and the resolution of calls once
//! the whole module is read. Variables and parameters are read by `decl.rs`, function
//! bodies by `body.rs`; the token cursor is `cursor.rs` and names live in `scope.rs`.

use super::cursor::{make_err, tok_text, Parser};
use super::lexer::{lex, Tok};
use super::scope::ModuleScope;
use super::target::parse_target;
use crate::error::{ParseError, Pos};
use crate::ir::{Function, Linkage, Module, Op, Operand, PerfHints, TargetInfo, Vendor};
use std::collections::HashMap;

/// Parse a PTX module.
///
/// # Errors
/// The first problem, located at `file:line:col`.
pub fn parse(file: &str, bytes: &[u8]) -> Result<Module, ParseError> {
    let src = crate::isa::check_text(file, bytes, "PTX")?;
    let toks = lex(src).map_err(|(p, m)| make_err(file, src, p, m))?;
    let mut p = Parser {
        scope: ModuleScope {
            file,
            src,
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
                sources: Vec::new(),
            },
            module_syms: HashMap::new(),
            func_names: HashMap::new(),
            call_fixups: Vec::new(),
            call_args: Vec::new(),
            keys: HashMap::new(),
        },
        toks,
        i: 0,
        target_seen: false,
    };
    p.module_level()?;
    p.resolve_calls()?;
    Ok(p.scope.module)
}

impl Parser<'_> {
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
                        self.scope.module.target.isa_version = ver;
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
                        let info = parse_target(&names, &self.scope.module.target)
                            .map_err(|(p, m)| self.err(p, m))?;
                        self.scope.module.target = info;
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
                        self.scope.module.target.address_size = v as u32;
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
        let mut linkage = Linkage::Internal;
        while let Tok::Dir(d) = &self.peek().tok {
            linkage = match d.as_str() {
                ".visible" => Linkage::Visible,
                ".weak" => Linkage::Weak,
                ".common" => Linkage::Common,
                ".extern" => {
                    is_extern = true;
                    Linkage::Extern
                }
                _ => break,
            };
            self.next();
        }
        let t = self.peek().clone();
        match &t.tok {
            Tok::Dir(d) if d == ".entry" || d == ".func" => self.function(d == ".entry", linkage),
            Tok::Dir(d) if matches!(d.as_str(), ".global" | ".const" | ".shared" | ".local") => {
                let sym = self.variable(None, is_extern)?;
                self.scope.module.symbols[sym as usize].linkage = linkage;
                let name = self.scope.module.symbols[sym as usize].name.clone();
                if self.scope.module_syms.insert(name.clone(), sym).is_some() {
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

    fn function(&mut self, is_entry: bool, linkage: Linkage) -> Result<(), ParseError> {
        let kw = self.next();
        let fid = self.scope.module.functions.len() as u32;
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
                        ".explicitcluster" => perf.explicitcluster = true,
                        ".reqnctapercluster" => perf.reqnctapercluster = Some(self.dims()?),
                        ".maxclusterrank" => {
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
        let existing = self.scope.func_names.get(&name).copied();
        let has_body = self.is_punct('{');
        if let Some(e) = existing {
            let f = &self.scope.module.functions[e as usize];
            if f.has_body && has_body {
                return Err(self.err(npos, format!("duplicate definition of function `{name}`")));
            }
        }
        let fid = if let (Some(e), true) = (existing, has_body) {
            // Definition after a prototype: replace the prototype's symbols.
            for s in rets.iter().chain(&pending_params) {
                self.scope.module.symbols[*s as usize].owner = Some(e);
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
            linkage,
            source: 0,
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
        if fid as usize == self.scope.module.functions.len() {
            self.scope.module.functions.push(func);
            self.scope.func_names.insert(name.clone(), fid);
        } else {
            self.scope.module.functions[fid as usize] = func;
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

    fn resolve_calls(&mut self) -> Result<(), ParseError> {
        let fixups = std::mem::take(&mut self.scope.call_fixups);
        let args = std::mem::take(&mut self.scope.call_args);
        for ((f, ii, name, pos), ca) in fixups.into_iter().zip(args) {
            let Some(callee) = self.scope.func_names.get(&name).copied() else {
                return Err(self.err(pos, format!("call to undeclared function `{name}`")));
            };
            let cf = &self.scope.module.functions[callee as usize];
            if cf.is_entry {
                return Err(self.err(
                    pos,
                    format!("`{name}` is a kernel (.entry) and cannot be called"),
                ));
            }
            // The CUDA runtime's device calls, declared without a body, run as
            // instructions: device printf, `vprintf(format, args)` with its result
            // (`func::ops::printf`), and device `assert`, `__assertfail(message, file,
            // line, function, charSize)`, a trap (`func::ops::assertfail`); their
            // parameter variables (up to 4) become the sources.
            let runtime = match name.as_str() {
                "vprintf" if ca.args.len() == 2 && ca.rets.len() <= 1 => Some(Op::Printf),
                "__assertfail" if ca.args.len() == 5 && ca.rets.is_empty() => Some(Op::AssertFail),
                _ => None,
            };
            if let (false, Some(op)) = (cf.has_body, runtime) {
                let inst = &mut self.scope.module.functions[f as usize].code[ii];
                inst.op = op;
                let sym = |s: u32| Operand::Sym { sym: s, offset: 0 };
                inst.src = [0, 1, 2, 3].map(|k| ca.args.get(k).map_or(Operand::None, |a| sym(a.0)));
                inst.dst[0] = ca.rets.first().map_or(Operand::None, |r| sym(r.0));
                continue;
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
                let start = self.scope.module.functions[f as usize].vec_elems.len() as u32;
                for &(from, to, p) in pairs {
                    let (fs, ts) = (
                        self.scope.module.symbols[from as usize].size,
                        self.scope.module.symbols[to as usize].size,
                    );
                    if fs != ts {
                        return Err(self.err(
                            p,
                            format!(
                                "call to `{name}`: parameter `{}` is {fs} bytes but `{}` is {ts}",
                                self.scope.module.symbols[from as usize].name,
                                self.scope.module.symbols[to as usize].name
                            ),
                        ));
                    }
                    let v = &mut self.scope.module.functions[f as usize].vec_elems;
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
            let inst = &mut self.scope.module.functions[f as usize].code[ii];
            inst.src[0] = Operand::Func(callee);
            inst.src[1] = ins;
            inst.dst[0] = outs;
        }
        Ok(())
    }
}
