//! Assembler expressions of `.set` symbols and `.amdhsa_*` descriptor directives, as
//! clang writes its register counts: `max(totalnumvgprs(K.num_agpr, K.num_vgpr), 1, 0)`
//! with `.set K.num_vgpr, max(42, amdgpu.max_num_vgpr)` and `amdgpu.max_num_vgpr` set
//! at the end of the file. Evaluated lazily, once the whole file is read: a symbol is
//! the value of its (last) `.set`, evaluated on first use.
//!
//! Integers (decimal, `0x` hex, `0b` binary, leading-zero octal), symbols, unary
//! `- + ~ !`, binary `* / % << >>` (highest), `| & ^`, `+ -` (lowest): the GNU
//! precedence of LLVM's assembler; parentheses; and LLVM's AMDGPU functions
//! `max(..)`, `or(..)` (variadic), `min(..)`, `alignto(v, a)` and
//! `totalnumvgprs(agpr, vgpr)` = `alignto(vgpr, 4) + agpr` when the target has the
//! unified register file (gfx90a, gfx94x, gfx950) and `agpr > 0`, otherwise
//! `max(vgpr, agpr)` (LLVM `AMDGPUMCExpr::evaluateTotalNumVGPR`). Values are 64-bit,
//! wrapping; `>>` is arithmetic. An unknown symbol, a cycle, a division by zero or
//! an operator or function warpsim does not evaluate (comparisons, `extrasgprs`,
//! `occupancy`) is an error located at the construct, naming it.

use crate::error::Pos;
use std::collections::{HashMap, HashSet};

type Err = (Pos, String);

/// A lookup of symbols outside the `.set`s (an operand's labels and addresses).
pub type SymbolLookup<'a> = &'a dyn Fn(&str) -> Option<i64>;

/// The `.set` definitions of a file and the values evaluated so far.
pub struct Evaluator<'a> {
    defs: &'a HashMap<String, (String, Pos)>,
    /// Symbols known outside the `.set`s (an instruction operand's labels and data
    /// addresses), asked first.
    extra: Option<SymbolLookup<'a>>,
    unified_vgprs: bool,
    memo: HashMap<String, i64>,
    active: HashSet<String>,
    /// Current nesting (parentheses, calls, unary operators and symbol definitions).
    depth: u32,
}

/// Deepest nesting evaluated (bounds the recursion on hostile input).
const MAX_DEPTH: u32 = 200;

impl<'a> Evaluator<'a> {
    /// `defs`: symbol -> (expression text, position of the text). `unified_vgprs`:
    /// the target allocates AGPRs after the VGPRs (`totalnumvgprs`).
    pub fn new(defs: &'a HashMap<String, (String, Pos)>, unified_vgprs: bool) -> Self {
        Evaluator {
            defs,
            extra: None,
            unified_vgprs,
            memo: HashMap::new(),
            active: HashSet::new(),
            depth: 0,
        }
    }

    /// An evaluator of instruction operands: symbols are what `extra` says they are
    /// (code and data addresses, `.set` values).
    pub fn with_symbols(defs: &'a HashMap<String, (String, Pos)>, extra: SymbolLookup<'a>) -> Self {
        let mut e = Evaluator::new(defs, false);
        e.extra = Some(extra);
        e
    }

    /// Evaluate `text`, which starts at `pos`.
    pub fn eval(&mut self, text: &str, pos: Pos) -> Result<i64, Err> {
        let toks = lex(text, pos)?;
        let mut p = Parser {
            toks: &toks,
            k: 0,
            end: Pos {
                line: pos.line,
                col: pos.col + text.len() as u32,
            },
        };
        let v = p.expr(self, 0)?;
        if let Some(t) = p.toks.get(p.k) {
            return Err((
                t.pos,
                format!("unexpected `{}` in expression `{text}`", t.text),
            ));
        }
        Ok(v)
    }

    /// The value of symbol `name`, used at `at`.
    fn symbol(&mut self, name: &str, at: Pos) -> Result<i64, Err> {
        if let Some(&v) = self.memo.get(name) {
            return Ok(v);
        }
        if let Some(f) = self.extra {
            return f(name).ok_or_else(|| (at, format!("undefined symbol `{name}`")));
        }
        let Some((text, pos)) = self.defs.get(name) else {
            return Err((
                at,
                format!(
                    "unknown symbol `{name}` in an expression (no `.set {name}, ...` in the file)"
                ),
            ));
        };
        if !self.active.insert(name.to_string()) {
            return Err((
                at,
                format!("symbol `{name}` is defined in terms of itself (a cycle of `.set`s)"),
            ));
        }
        let v = self.eval(text, *pos);
        self.active.remove(name);
        let v = v?;
        self.memo.insert(name.to_string(), v);
        Ok(v)
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Kind {
    Num(i64),
    Ident,
    Op,
}

#[derive(Debug, Clone)]
struct Tok {
    kind: Kind,
    text: String,
    pos: Pos,
}

fn lex(text: &str, pos: Pos) -> Result<Vec<Tok>, Err> {
    let b = text.as_bytes();
    let at = |k: usize| Pos {
        line: pos.line,
        col: pos.col + k as u32,
    };
    let mut out = Vec::new();
    let mut k = 0;
    while k < b.len() {
        let c = b[k];
        let start = k;
        if c.is_ascii_whitespace() {
            k += 1;
            continue;
        }
        if c.is_ascii_digit() {
            while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'_') {
                k += 1;
            }
            let s = &text[start..k];
            let v = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
                u64::from_str_radix(h, 16).ok()
            } else if let Some(h) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
                u64::from_str_radix(h, 2).ok()
            } else if s.len() > 1 && s.starts_with('0') {
                u64::from_str_radix(&s[1..], 8).ok()
            } else {
                s.parse::<u64>().ok()
            };
            let v = v.ok_or_else(|| (at(start), format!("malformed number `{s}`")))?;
            out.push(Tok {
                kind: Kind::Num(v as i64),
                text: s.to_string(),
                pos: at(start),
            });
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$' {
            while k < b.len()
                && (b[k].is_ascii_alphanumeric() || matches!(b[k], b'_' | b'.' | b'$' | b'@'))
            {
                k += 1;
            }
            out.push(Tok {
                kind: Kind::Ident,
                text: text[start..k].to_string(),
                pos: at(start),
            });
            continue;
        }
        let two = text.get(k..k + 2).unwrap_or("");
        let len = if matches!(
            two,
            "<<" | ">>" | "==" | "!=" | "<=" | ">=" | "&&" | "||" | "<>"
        ) {
            2
        } else if b"+-*/%&|^~!(),<>".contains(&c) {
            1
        } else {
            let ch = text[k..].chars().next().unwrap_or('?');
            return Err((
                at(k),
                format!("unexpected character `{ch}` in expression `{text}`"),
            ));
        };
        k += len;
        out.push(Tok {
            kind: Kind::Op,
            text: text[start..k].to_string(),
            pos: at(start),
        });
    }
    Ok(out)
}

/// Binding power of a binary operator (GNU precedence in LLVM's assembler).
fn binary_power(op: &str) -> Option<u8> {
    match op {
        "+" | "-" => Some(1),
        "|" | "&" | "^" => Some(2),
        "*" | "/" | "%" | "<<" | ">>" => Some(3),
        _ => None,
    }
}

struct Parser<'t> {
    toks: &'t [Tok],
    k: usize,
    /// Where the text ends (for "expression ends early" errors).
    end: Pos,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.k)
    }

    fn next(&mut self) -> Result<Tok, Err> {
        let t = self
            .toks
            .get(self.k)
            .cloned()
            .ok_or_else(|| (self.end, "the expression ends early".to_string()))?;
        self.k += 1;
        Ok(t)
    }

    fn expect(&mut self, op: &str) -> Result<(), Err> {
        let t = self.next()?;
        if t.kind == Kind::Op && t.text == op {
            Ok(())
        } else {
            Err((t.pos, format!("expected `{op}`, found `{}`", t.text)))
        }
    }

    /// An expression whose binary operators bind tighter than `min`.
    fn expr(&mut self, ev: &mut Evaluator, min: u8) -> Result<i64, Err> {
        let mut lhs = self.unary(ev)?;
        while let Some(t) = self.peek() {
            if t.kind != Kind::Op || t.text == ")" || t.text == "," {
                break;
            }
            let Some(p) = binary_power(&t.text) else {
                return Err((
                    t.pos,
                    format!(
                        "operator `{}` is not supported in expressions by warpsim",
                        t.text
                    ),
                ));
            };
            if p <= min {
                break;
            }
            let t = self.next()?;
            let rhs = self.expr(ev, p)?;
            lhs = match t.text.as_str() {
                "+" => lhs.wrapping_add(rhs),
                "-" => lhs.wrapping_sub(rhs),
                "|" => lhs | rhs,
                "&" => lhs & rhs,
                "^" => lhs ^ rhs,
                "*" => lhs.wrapping_mul(rhs),
                "<<" => lhs.wrapping_shl(rhs as u32),
                ">>" => lhs.wrapping_shr(rhs as u32),
                _ => {
                    if rhs == 0 {
                        return Err((t.pos, format!("division by zero (`{}` 0)", t.text)));
                    }
                    if t.text == "/" {
                        lhs.wrapping_div(rhs)
                    } else {
                        lhs.wrapping_rem(rhs)
                    }
                }
            };
        }
        Ok(lhs)
    }

    fn unary(&mut self, ev: &mut Evaluator) -> Result<i64, Err> {
        let t = self.next()?;
        if ev.depth >= MAX_DEPTH {
            return Err((
                t.pos,
                format!("expression nested more than {MAX_DEPTH} deep"),
            ));
        }
        ev.depth += 1;
        let v = self.unary_inner(ev, t);
        ev.depth -= 1;
        v
    }

    fn unary_inner(&mut self, ev: &mut Evaluator, t: Tok) -> Result<i64, Err> {
        match t.kind {
            Kind::Num(v) => Ok(v),
            Kind::Op => match t.text.as_str() {
                "-" => Ok(self.unary(ev)?.wrapping_neg()),
                "+" => self.unary(ev),
                "~" => Ok(!self.unary(ev)?),
                "!" => Ok((self.unary(ev)? == 0) as i64),
                "(" => {
                    let v = self.expr(ev, 0)?;
                    self.expect(")")?;
                    Ok(v)
                }
                _ => Err((t.pos, format!("expected a value, found `{}`", t.text))),
            },
            Kind::Ident => {
                let call = self
                    .peek()
                    .is_some_and(|n| n.kind == Kind::Op && n.text == "(");
                if !call {
                    return ev.symbol(&t.text, t.pos);
                }
                self.k += 1;
                let mut args = vec![self.expr(ev, 0)?];
                loop {
                    let n = self.next()?;
                    match (n.kind, n.text.as_str()) {
                        (Kind::Op, ",") => args.push(self.expr(ev, 0)?),
                        (Kind::Op, ")") => break,
                        _ => {
                            return Err((n.pos, format!("expected `,` or `)`, found `{}`", n.text)))
                        }
                    }
                }
                self.call(ev, &t, &args)
            }
        }
    }

    fn call(&self, ev: &Evaluator, f: &Tok, args: &[i64]) -> Result<i64, Err> {
        let arity = |n: usize| -> Result<(), Err> {
            if args.len() == n {
                Ok(())
            } else {
                Err((
                    f.pos,
                    format!("`{}` takes {n} arguments, found {}", f.text, args.len()),
                ))
            }
        };
        match f.text.as_str() {
            "max" => Ok(args.iter().copied().max().unwrap_or(0)),
            "min" => Ok(args.iter().copied().min().unwrap_or(0)),
            "or" => Ok(args.iter().fold(0, |a, &b| a | b)),
            "alignto" => {
                arity(2)?;
                Ok(align_to(args[0], args[1]))
            }
            "totalnumvgprs" => {
                arity(2)?;
                let (agpr, vgpr) = (args[0], args[1]);
                Ok(if ev.unified_vgprs && agpr != 0 {
                    align_to(vgpr, 4).wrapping_add(agpr)
                } else {
                    vgpr.max(agpr)
                })
            }
            _ => Err((
                f.pos,
                format!(
                    "function `{}` is not supported in expressions by warpsim (max, min, or, alignto, totalnumvgprs)",
                    f.text
                ),
            )),
        }
    }
}

/// `v` rounded up to a multiple of `a` (LLVM `alignTo`; `a` = 0 gives `v`).
fn align_to(v: i64, a: i64) -> i64 {
    if a == 0 {
        return v;
    }
    (v as u64).div_ceil(a as u64).wrapping_mul(a as u64) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(col: u32) -> Pos {
        Pos { line: 1, col }
    }

    fn defs(list: &[(&str, &str)]) -> HashMap<String, (String, Pos)> {
        list.iter()
            .enumerate()
            .map(|(k, (n, t))| {
                (
                    n.to_string(),
                    (
                        t.to_string(),
                        Pos {
                            line: 10 + k as u32,
                            col: 5,
                        },
                    ),
                )
            })
            .collect()
    }

    #[test]
    fn clang_register_counts_with_forward_references() {
        let d = defs(&[
            ("K.num_vgpr", "max(42, amdgpu.max_num_vgpr)"),
            ("K.num_agpr", "max(0, amdgpu.max_num_agpr)"),
            ("K.numbered_sgpr", "max(33, amdgpu.max_num_sgpr)"),
            ("amdgpu.max_num_vgpr", "0"),
            ("amdgpu.max_num_agpr", "0"),
            ("amdgpu.max_num_sgpr", "0"),
        ]);
        let mut e = Evaluator::new(&d, false);
        let v = e.eval("max(totalnumvgprs(K.num_agpr, K.num_vgpr), 1, 0)", p(1));
        assert_eq!(v, Ok(42));
        assert_eq!(e.eval("max(K.numbered_sgpr+2, 1, 0)-2", p(1)), Ok(33));
        let acc = "(((((alignto(max(1, K.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4";
        assert_eq!(e.eval(acc, p(1)), Ok(44));
    }

    #[test]
    fn totalnumvgprs_as_llvm() {
        let d = HashMap::new();
        let mut cdna = Evaluator::new(&d, true);
        let mut other = Evaluator::new(&d, false);
        // LLVM's tests: gfx90a 9 VGPRs + 32 AGPRs = 44; gfx908 32.
        assert_eq!(cdna.eval("totalnumvgprs(32, 9)", p(1)), Ok(44));
        assert_eq!(other.eval("totalnumvgprs(32, 9)", p(1)), Ok(32));
        assert_eq!(cdna.eval("totalnumvgprs(0, 9)", p(1)), Ok(9));
        assert_eq!(cdna.eval("totalnumvgprs(1, 0)", p(1)), Ok(1));
        assert_eq!(other.eval("totalnumvgprs(1, 2)", p(1)), Ok(2));
    }

    #[test]
    fn operators_and_precedence() {
        let d = HashMap::new();
        let mut e = Evaluator::new(&d, false);
        for (t, v) in [
            ("1+2*3", 7),
            ("(1+2)*3", 9),
            ("1+6&3", 3),
            ("-8/3", -2),
            ("-8%3", -2),
            ("~0", -1),
            ("!5", 0),
            ("1<<4>>2", 4),
            ("0x10|0b11", 19),
            ("010", 8),
            ("min(5, -1, 3)", -1),
            ("or(1, 2, 4)", 7),
            ("max(7)", 7),
            ("alignto(13, 8)", 16),
            ("alignto(16, 8)", 16),
        ] {
            assert_eq!(e.eval(t, p(1)), Ok(v), "{t}");
        }
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let d = HashMap::new();
        let mut e = Evaluator::new(&d, false);
        let deep = format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000));
        let (_, msg) = e.eval(&deep, p(1)).unwrap_err();
        assert!(msg.contains("nested more than"), "{msg}");
        assert_eq!(e.eval(&"-".repeat(100_000), p(1)).unwrap_err().1, msg);
        // A long chain of `.set`s.
        let chain: HashMap<String, (String, Pos)> = (0..100_000)
            .map(|k| (format!("s{k}"), (format!("s{}+1", k + 1), p(1))))
            .collect();
        let mut e = Evaluator::new(&chain, false);
        let (_, msg) = e.eval("s0", p(1)).unwrap_err();
        assert!(msg.contains("nested more than"), "{msg}");
    }

    #[test]
    fn errors_are_located_and_name_the_construct() {
        let d = defs(&[("a", "b+1"), ("b", "c*2"), ("c", "a"), ("u", "nosuch+1")]);
        let mut e = Evaluator::new(&d, false);
        let (pos, msg) = e.eval("1 + a", p(20)).unwrap_err();
        assert!(msg.contains("`a` is defined in terms of itself"), "{msg}");
        // The cycle closes at `a` inside `c`'s definition (line 12, column 5).
        assert_eq!(pos, Pos { line: 12, col: 5 });
        let (pos, msg) = e.eval("max(u, 1)", p(20)).unwrap_err();
        assert!(msg.contains("unknown symbol `nosuch`"), "{msg}");
        assert_eq!(pos, Pos { line: 13, col: 5 });
        for (t, col, part) in [
            ("occupancy(1, 2)", 20, "function `occupancy`"),
            ("1 == 1", 22, "operator `==`"),
            ("4/0", 21, "division by zero"),
            ("alignto(1)", 20, "takes 2 arguments"),
            ("max(1, 2", 28, "ends early"),
            ("(1", 22, "ends early"),
            ("1 2", 22, "unexpected `2`"),
            ("1 # 2", 22, "unexpected character `#`"),
            ("0x", 20, "malformed number"),
        ] {
            let (pos, msg) = e.eval(t, p(20)).unwrap_err();
            assert!(msg.contains(part), "{t}: {msg}");
            assert_eq!(pos.col, col, "{t}: {msg}");
        }
    }
}
