//! Linking several PTX modules into one, as `nvlink` links relocatable device code
//! (`nvcc -rdc=true`, clang `-fgpu-rdc`): a function or variable declared `.extern`
//! in one file takes the definition another file makes `.visible` (or `.weak`), and
//! file-scope names (no linkage directive) stay apart. The result is one [`Module`]
//! whose functions and symbols remember the file they came from
//! ([`Module::sources`]), so messages name the right file.

use super::inst::{Operand, Space, NO_REG};
use super::module::{Linkage, Module, SymKind};
use crate::error::Pos;
use std::collections::HashMap;

/// Why files cannot be linked: `source` indexes the files as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MergeError {
    pub source: usize,
    pub pos: Pos,
    pub msg: String,
}

/// Link `mods` (PTX modules, in the order given; `names` are their display names)
/// into one module. One input is returned as it is.
///
/// # Errors
/// Modules of different targets or vendors, a function or variable defined (not
/// `.weak`) in two files, a declaration whose parameters differ from the
/// definition's, or more distinct instruction keys than an instruction can index.
pub fn merge(mods: Vec<Module>, names: &[String]) -> Result<Module, MergeError> {
    let mut it = mods.into_iter();
    let Some(mut out) = it.next() else {
        return Err(MergeError {
            source: 0,
            pos: Pos::default(),
            msg: "no program file to link".into(),
        });
    };
    let rest: Vec<Module> = it.collect();
    if rest.is_empty() {
        return Ok(out);
    }
    if out.target.vendor != super::Vendor::Nvidia {
        return Err(MergeError {
            source: 0,
            pos: Pos::default(),
            msg: "only PTX files can be linked together (AMDGPU code from several files is not linked)".into(),
        });
    }
    out.sources = names.to_vec();
    let mut m = Merger::new(&out);
    for (k, b) in rest.into_iter().enumerate() {
        let k = k + 1;
        if b.target.vendor != out.target.vendor || b.target.arch_name != out.target.arch_name {
            return Err(MergeError {
                source: k,
                pos: b.target.pos,
                msg: format!(
                    "`.target {}` differs from the first file's `{}`: files linked together must be compiled for one target",
                    b.target.arch_name, out.target.arch_name
                ),
            });
        }
        if b.target.isa_version > out.target.isa_version {
            out.target.isa_version = b.target.isa_version;
        }
        m.append(&mut out, b, k as u16)?;
    }
    m.finish(&mut out);
    Ok(out)
}

/// Names with external linkage seen so far, and symbol aliases to apply at the end.
struct Merger {
    funcs: HashMap<String, u32>,
    vars: HashMap<String, u32>,
    /// A declaration's symbol (a parameter of a declared function, an `.extern`
    /// variable) -> the definition's.
    alias: HashMap<u32, u32>,
    /// Variables that became declarations of another file's (never placed).
    declared: Vec<u32>,
}

fn external(l: Linkage) -> bool {
    l != Linkage::Internal
}

/// A module-scope `.global`/`.const` variable (the kind files share by name).
fn shared_var(s: &super::module::Symbol) -> bool {
    s.owner.is_none() && s.kind == SymKind::Var && matches!(s.space, Space::Global | Space::Const)
}

impl Merger {
    fn new(first: &Module) -> Merger {
        let mut m = Merger {
            funcs: HashMap::new(),
            vars: HashMap::new(),
            alias: HashMap::new(),
            declared: Vec::new(),
        };
        for (i, f) in first.functions.iter().enumerate() {
            if external(f.linkage) {
                m.funcs.entry(f.name.clone()).or_insert(i as u32);
            }
        }
        for (i, s) in first.symbols.iter().enumerate() {
            if shared_var(s) && external(s.linkage) {
                m.vars.entry(s.name.clone()).or_insert(i as u32);
            }
        }
        m
    }

    /// Append module `b` (file `src`) to `out`.
    fn append(&mut self, out: &mut Module, mut b: Module, src: u16) -> Result<(), MergeError> {
        let err = |pos: Pos, msg: String| MergeError {
            source: src as usize,
            pos,
            msg,
        };
        let sym_base = out.symbols.len() as u32;
        // Functions: where each of b's goes in `out`.
        let mut fmap = Vec::with_capacity(b.functions.len());
        // (out slot, b's function) definitions that replace a declaration.
        let mut replace = Vec::new();
        // (b's declaration, out's function) whose parameters alias out's.
        let mut decl_of = Vec::new();
        let mut appended = Vec::new();
        for (i, f) in b.functions.iter().enumerate() {
            let prior = external(f.linkage)
                .then(|| self.funcs.get(&f.name).copied())
                .flatten();
            match prior {
                None => {
                    let slot = (out.functions.len() + appended.len()) as u32;
                    if external(f.linkage) {
                        self.funcs.insert(f.name.clone(), slot);
                    }
                    appended.push(i);
                    fmap.push(slot);
                }
                Some(o) => {
                    let have = &out.functions[o as usize];
                    let have_src = out.source_name(have.source).to_string();
                    // (clang declares kernels of other files `.extern .func` under
                    // -fgpu-rdc: a declaration may name a kernel.)
                    if have.is_entry != f.is_entry && have.has_body && f.has_body {
                        return Err(err(f.pos, format!("`{}` is a kernel in one file and a function in the other ({have_src})", f.name)));
                    }
                    if have.params.len() != f.params.len() || have.rets.len() != f.rets.len() {
                        return Err(err(
                            f.pos,
                            format!(
                                "`{}` has {} parameter(s) and {} return value(s) here, {} and {} in {have_src}",
                                f.name,
                                f.params.len(),
                                f.rets.len(),
                                have.params.len(),
                                have.rets.len()
                            ),
                        ));
                    }
                    for (x, y) in f
                        .params
                        .iter()
                        .chain(&f.rets)
                        .zip(have.params.iter().chain(&have.rets))
                    {
                        let (sx, sy) = (b.symbols[*x as usize].size, out.symbols[*y as usize].size);
                        if sx != sy {
                            return Err(err(
                                f.pos,
                                format!(
                                    "`{}`: parameter `{}` is {sx} bytes here, {sy} in {have_src}",
                                    f.name, b.symbols[*x as usize].name
                                ),
                            ));
                        }
                    }
                    match (have.has_body, f.has_body) {
                        (true, true)
                            if have.linkage == Linkage::Weak || f.linkage == Linkage::Weak =>
                        {
                            decl_of.push((i, o));
                        }
                        (true, true) => {
                            return Err(err(
                                f.pos,
                                format!("function `{}` is also defined in {have_src}", f.name),
                            ));
                        }
                        (false, true) => replace.push((o, i)),
                        _ => decl_of.push((i, o)),
                    }
                    fmap.push(o);
                }
            }
        }
        // Symbols: all of b's are appended (a declaration's then alias the definition's).
        for (i, s) in b.symbols.iter().enumerate() {
            let id = sym_base + i as u32;
            if shared_var(s) && external(s.linkage) {
                match self.vars.get(&s.name).copied() {
                    None => {
                        self.vars.insert(s.name.clone(), id);
                    }
                    Some(o) => {
                        let have = &out.symbols[o as usize];
                        let defines = |l: Linkage| {
                            matches!(l, Linkage::Visible | Linkage::Weak | Linkage::Common)
                        };
                        match (defines(have.linkage), defines(s.linkage)) {
                            (true, true)
                                if have.linkage == Linkage::Visible
                                    && s.linkage == Linkage::Visible =>
                            {
                                let have_src = out.source_name(have.source).to_string();
                                return Err(err(
                                    s.pos,
                                    format!("variable `{}` is also defined in {have_src}", s.name),
                                ));
                            }
                            (false, true) => {
                                // The definition comes later: the earlier declaration
                                // takes it.
                                self.alias.insert(o, id);
                                self.declared.push(o);
                                self.vars.insert(s.name.clone(), id);
                            }
                            _ => {
                                self.alias.insert(id, o);
                                self.declared.push(id);
                            }
                        }
                    }
                }
            }
        }
        for (i, o) in decl_of {
            let (f, have) = (&b.functions[i], &out.functions[o as usize]);
            for (x, y) in f
                .params
                .iter()
                .chain(&f.rets)
                .zip(have.params.iter().chain(&have.rets))
            {
                self.alias.insert(sym_base + x, *y);
            }
        }
        for &(o, i) in &replace {
            // Callers so far passed their arguments to the declaration's parameters.
            let (decl, def) = (&out.functions[o as usize], &b.functions[i]);
            for (x, y) in decl
                .params
                .iter()
                .chain(&decl.rets)
                .zip(def.params.iter().chain(&def.rets))
            {
                self.alias.insert(*x, sym_base + y);
            }
        }
        // Where b's functions go: over the declarations they define, then appended.
        let mut slots: Vec<(u32, usize)> = replace;
        slots.extend(
            appended
                .iter()
                .enumerate()
                .map(|(n, &i)| (out.functions.len() as u32 + n as u32, i)),
        );
        let kmap: Vec<u16> = b
            .keys
            .iter()
            .map(|k| match out.keys.iter().position(|x| x == k) {
                Some(p) => Ok(p as u16),
                None => {
                    out.keys.push(k.clone());
                    u16::try_from(out.keys.len() - 1).map_err(|_| {
                        err(
                            Pos::default(),
                            "too many distinct instructions in the linked files".into(),
                        )
                    })
                }
            })
            .collect::<Result<_, _>>()?;
        for s in &mut b.symbols {
            s.owner = s.owner.map(|o| fmap[o as usize]);
            s.source = src;
        }
        out.symbols.append(&mut b.symbols);
        let mut taken: Vec<Option<super::module::Function>> =
            b.functions.into_iter().map(Some).collect();
        let mut new_funcs: Vec<(u32, super::module::Function)> = Vec::new();
        for (slot, i) in slots {
            let mut f = taken[i].take().expect("each function placed once");
            f.source = src;
            for p in f.params.iter_mut().chain(f.rets.iter_mut()) {
                *p += sym_base;
            }
            for a in f.addr_refs.iter_mut() {
                *a = fmap[*a as usize];
            }
            let remap = |o: &mut Operand| match o {
                Operand::Sym { sym, .. } => *sym += sym_base,
                Operand::Mem(a) if a.sym != NO_REG => a.sym += sym_base,
                Operand::Func(c) => *c = fmap[*c as usize],
                _ => {}
            };
            for inst in &mut f.code {
                inst.key = kmap[inst.key as usize];
                inst.dst
                    .iter_mut()
                    .chain(inst.src.iter_mut())
                    .for_each(remap);
            }
            f.vec_elems.iter_mut().for_each(remap);
            new_funcs.push((slot, f));
        }
        new_funcs.sort_by_key(|(s, _)| *s);
        for (slot, f) in new_funcs {
            if (slot as usize) < out.functions.len() {
                out.functions[slot as usize] = f;
            } else {
                out.functions.push(f);
            }
        }
        Ok(())
    }

    /// Point every use of a declaration's symbol at the definition's.
    fn finish(self, out: &mut Module) {
        for &d in &self.declared {
            out.symbols[d as usize].kind = SymKind::Declared;
        }
        if self.alias.is_empty() {
            return;
        }
        let resolve = |mut s: u32| {
            // Chains (a declaration aliased to a declaration later defined) end at
            // the definition; the map has no cycles (an alias always goes to a
            // symbol that is not itself aliased at the time it is made, or later).
            for _ in 0..8 {
                match self.alias.get(&s) {
                    Some(&t) if t != s => s = t,
                    _ => break,
                }
            }
            s
        };
        let remap = |o: &mut Operand| match o {
            Operand::Sym { sym, .. } => *sym = resolve(*sym),
            Operand::Mem(a) if a.sym != NO_REG => a.sym = resolve(a.sym),
            _ => {}
        };
        for f in &mut out.functions {
            for inst in &mut f.code {
                inst.dst
                    .iter_mut()
                    .chain(inst.src.iter_mut())
                    .for_each(remap);
            }
            f.vec_elems.iter_mut().for_each(remap);
        }
    }
}
