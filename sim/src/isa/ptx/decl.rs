//! PTX variable and parameter declarations: state space, alignment, vector width,
//! type, array dimensions and initialisers of module-level and local variables, and
//! the parameter lists of kernels and functions; each declaration becomes an IR
//! symbol.

use super::cursor::{tok_text, Parser};
use super::lexer::Tok;
use super::number::parse_num;
use super::operand::encode_imm;
use crate::error::ParseError;
use crate::ir::{Linkage, Reloc, Space, SymKind, Symbol, Ty};

impl Parser<'_> {
    /// State space directive to `Space`.
    pub(super) fn space_of(d: &str) -> Option<Space> {
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
    pub(super) fn variable(
        &mut self,
        owner: Option<u32>,
        is_extern: bool,
    ) -> Result<u32, ParseError> {
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
        let mut relocs = Vec::new();
        if self.is_punct('=') {
            let ep = self.next().pos;
            if !matches!(space, Space::Global | Space::Const) {
                return Err(self.err(
                    ep,
                    "only .global and .const variables can have initialisers",
                ));
            }
            let mut bytes = Vec::new();
            self.initializer(ty, vec, &mut bytes, &mut relocs)?;
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
        let id = self.scope.module.symbols.len() as u32;
        self.scope.module.symbols.push(Symbol {
            linkage: Linkage::Internal,
            source: 0,
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
            relocs,
            pos: npos,
        });
        Ok(id)
    }

    pub(super) fn skip_parens(&mut self) -> Result<(), ParseError> {
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

    /// Initialiser: a scalar or a (nested) brace list of scalars. A scalar may be an
    /// address (`sym`, `generic(sym)`, either `+ n` or `- n`; PTX ISA, "Variable
    /// Initializers"), which takes the element's bytes and a relocation the linker
    /// resolves; generic and global addresses of a `.global`/`.const` variable are
    /// the same in warpsim's address map.
    pub(super) fn initializer(
        &mut self,
        ty: Ty,
        vec: u64,
        out: &mut Vec<u8>,
        relocs: &mut Vec<Reloc>,
    ) -> Result<(), ParseError> {
        if self.is_punct('{') {
            self.next();
            if !self.is_punct('}') {
                loop {
                    self.initializer(ty, vec, out, relocs)?;
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
        if let Tok::Word(_) = self.peek().tok {
            return self.address_initializer(ty, out, relocs);
        }
        let neg = if self.is_punct('-') {
            self.next();
            true
        } else {
            false
        };
        let t = self.next();
        let Tok::Num(s) = &t.tok else {
            return Err(self.err(
                t.pos,
                format!(
                    "expected a number or an address in the initialiser, found `{}`",
                    tok_text(&t.tok)
                ),
            ));
        };
        let n = parse_num(s).ok_or_else(|| self.err(t.pos, format!("malformed number `{s}`")))?;
        let bits = encode_imm(n, neg, ty).map_err(|m| self.err(t.pos, m))?;
        out.extend_from_slice(&bits.to_le_bytes()[..ty.bytes() as usize]);
        let _ = vec;
        Ok(())
    }

    /// `sym`, `generic(sym)`, optionally `+ n` / `- n`, as an element of type `ty`.
    fn address_initializer(
        &mut self,
        ty: Ty,
        out: &mut Vec<u8>,
        relocs: &mut Vec<Reloc>,
    ) -> Result<(), ParseError> {
        let (word, pos) = self.expect_word("an address")?;
        let target = if word == "generic" && self.is_punct('(') {
            self.next();
            let (name, _) = self.expect_word("a variable name in generic( )")?;
            self.expect_punct(')', "to close generic(")?;
            name
        } else {
            word
        };
        let mut addend = 0i64;
        if self.is_punct('+') || self.is_punct('-') {
            let neg = self.next().tok == Tok::Punct('-');
            let (n, npos) = self.expect_int("an offset")?;
            let n =
                i64::try_from(n).map_err(|_| self.err(npos, format!("offset {n} is too large")))?;
            addend = if neg { -n } else { n };
        }
        if !matches!(ty.bytes(), 4 | 8) || ty.is_float() {
            return Err(self.err(
                pos,
                format!(
                    "the address `{target}` needs a 32- or 64-bit integer element (the variable is .{})",
                    ty.name()
                ),
            ));
        }
        relocs.push(Reloc {
            offset: out.len() as u32,
            bytes: ty.bytes() as u8,
            target,
            addend,
            pos,
        });
        out.extend(std::iter::repeat_n(0u8, ty.bytes() as usize));
        Ok(())
    }

    /// Parameter list after `(`, through `)`.
    pub(super) fn param_list(&mut self, owner: u32, kernel: bool) -> Result<Vec<u32>, ParseError> {
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
                .any(|&s: &u32| self.scope.module.symbols[s as usize].name == name)
            {
                return Err(self.err(npos, format!("duplicate parameter `{name}`")));
            }
            let mut count = 1u64;
            while self.is_punct('[') {
                self.next();
                count *= self.expect_int("an array size")?.0;
                self.expect_punct(']', "to close the array size")?;
            }
            let id = self.scope.module.symbols.len() as u32;
            self.scope.module.symbols.push(Symbol {
                linkage: Linkage::Internal,
                source: 0,
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
                relocs: Vec::new(),
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
}
