//! Names and what they mean while a PTX module is read: the module's symbols and
//! functions, the interned instruction keys, and per function the nested scopes of
//! registers (single names and `%r<N>` ranges), variables and parameters, the labels
//! and the pending label and call fix-ups. The statement parser declares into these;
//! the lowering looks names up in them.

use crate::error::{ParseError, Pos};
use crate::ir::{Inst, Module, Operand, SrcInfo};
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
    /// Labels per open block, the function body's first: a label is local to the
    /// `{ }` block it is defined in (PTX ISA, "Scope": CUTLASS's inlined barrier
    /// waits define the same `LAB_WAIT:` in every copy of their block).
    pub labels: Vec<HashMap<String, (u32, Pos)>>,
    /// Where each open nested block's label fix-ups begin in `label_fixups`.
    pub fixups_from: Vec<usize>,
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
    /// The first `.cta_group::N` of a `tcgen05` instruction and where it is: every
    /// other must match it.
    pub cta_group: Option<(String, Pos)>,
}

/// The `.param` arguments of a call, resolved against the callee once it is known.
pub struct CallArgs {
    pub args: Vec<(u32, Pos)>,
    pub rets: Vec<(u32, Pos)>,
}

/// The module-wide state the lowering of an instruction reads and extends: the module
/// being built, its symbol and function names, the calls to resolve at the end and
/// the interned instruction keys; `file` and `src` locate errors.
pub struct ModuleScope<'a> {
    pub file: &'a str,
    pub src: &'a str,
    pub module: Module,
    pub module_syms: HashMap<String, u32>,
    pub func_names: HashMap<String, u32>,
    /// Calls to resolve after the whole module is read: (function, inst index, callee name, pos).
    pub call_fixups: Vec<(u32, usize, String, Pos)>,
    pub call_args: Vec<CallArgs>,
    pub keys: HashMap<String, u16>,
}

impl ModuleScope<'_> {
    /// An error at `pos` of this file.
    pub fn err(&self, pos: Pos, msg: impl Into<String>) -> ParseError {
        ParseError::at(self.file, self.src, pos, msg)
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
}

impl Scope {
    /// Declare register `name` (a `%r<N>` range of `count` registers when `count` is
    /// given) starting at `first`. False if it clashes with a name or range of this
    /// scope.
    pub fn declare_reg(&mut self, name: String, count: Option<u32>, first: RegEntry) -> bool {
        let clash = self.regs.contains_key(&name)
            || self.ranges.iter().any(|(prefix, k, _)| {
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
            return false;
        }
        if let Some(n) = count {
            self.ranges.push((name, n, first));
        } else {
            self.regs.insert(name, first);
        }
        true
    }

    /// Declare variable or parameter `name` as symbol `id`; the symbol it replaces in
    /// this scope, if any.
    pub fn declare_sym(&mut self, name: String, id: u32) -> Option<u32> {
        self.syms.insert(name, id)
    }
}

impl FuncCtx {
    /// Look a register up through the scopes.
    pub fn lookup_reg(&self, name: &str) -> Option<RegEntry> {
        for s in self.scopes.iter().rev() {
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
                                RegEntry::Reg { idx, bits } => RegEntry::Reg {
                                    // (A .b128 register takes two slots.)
                                    idx: idx + k * (1 + (bits == 128) as u32),
                                    bits,
                                },
                                RegEntry::Pred { idx } => RegEntry::Pred { idx: idx + k },
                            });
                        }
                    }
                }
            }
        }
        None
    }
}
