//! An application's `launches:`: kernel launches (with `repeat` and ping-pong
//! `rotate`), host steps between them (`fill`, `copy`, `swap`) and `loop`s that run
//! until a buffer holds a value, resolved against the workload's buffers and
//! programs. Running them is `crate::application`'s job.

use super::load::{encode_value, launch_shape, Buffer};
use super::schema::{Dim, StepSpec, SymbolCopySpec};
use crate::error::{Error, Result};
use serde_yaml::Value;
use std::path::PathBuf;

/// A program of an application.
#[derive(Debug, Clone)]
pub struct ProgramRef {
    /// Its name in `programs:` (empty for the top-level `program:`).
    pub name: String,
    pub path: PathBuf,
    /// As written relative to the workload (for messages).
    pub display: String,
    /// The other files linked with it (path, display), for relocatable device code.
    pub link: Vec<(PathBuf, String)>,
}

/// One kernel launch.
#[derive(Debug, Clone)]
pub struct Launch {
    /// Index into the workload's programs.
    pub program: usize,
    pub kernel: Option<String>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_shared_bytes: u32,
    pub cluster: Option<[u32; 3]>,
    pub args: Vec<Value>,
    pub repeat: u32,
    /// Buffer names that rotate through their places in `args` after each repetition.
    pub rotate: Vec<String>,
    /// Each repetition is a programmatic dependent launch of the kernel launched just
    /// before it (the previous repetition, or the launch step before this one).
    pub programmatic: bool,
}

impl Launch {
    /// The arguments of repetition `r`: every name of `rotate` moves `r` places along
    /// the list (with two names, they swap on every repetition).
    pub fn args_of(&self, r: u32) -> Vec<Value> {
        let n = self.rotate.len();
        self.args
            .iter()
            .map(|a| match a {
                Value::String(s) if n > 0 => match self.rotate.iter().position(|x| x == s) {
                    Some(k) => Value::String(self.rotate[(k + r as usize) % n].clone()),
                    None => a.clone(),
                },
                _ => a.clone(),
            })
            .collect()
    }
}

/// Stop condition of a loop: element 0 of `buffer` equals `bytes`; at most `max`
/// passes.
#[derive(Debug, Clone)]
pub struct Until {
    pub buffer: usize,
    pub bytes: Vec<u8>,
    pub max: u32,
}

/// One step (buffers by index into the workload's buffers).
#[derive(Debug, Clone)]
pub enum Step {
    Launch(Launch),
    /// Every element of the buffer becomes `elem` (one element's bytes).
    Fill {
        buffer: usize,
        elem: Vec<u8>,
    },
    Copy {
        from: usize,
        to: usize,
    },
    Swap {
        a: usize,
        b: usize,
    },
    Loop {
        steps: Vec<Step>,
        until: Until,
    },
    /// Bytes of a buffer into a module variable (`cudaMemcpyToSymbol`).
    ToSymbol(SymbolCopy),
    /// Bytes of a module variable into a buffer (`cudaMemcpyFromSymbol`).
    FromSymbol(SymbolCopy),
}

/// A host copy between a buffer and a module variable; that the variable exists and
/// holds the bytes is checked once the program is loaded (`driver::app::symbol_vars`).
#[derive(Debug, Clone)]
pub struct SymbolCopy {
    /// Index into the workload's programs.
    pub program: usize,
    pub symbol: String,
    pub buffer: usize,
    /// Byte range of the buffer.
    pub start: u64,
    pub bytes: u64,
    /// Byte offset in the variable.
    pub symbol_offset: u64,
}

/// What resolving needs from the rest of the workload.
pub struct Cx<'a> {
    pub buffers: &'a [Buffer],
    pub programs: &'a [ProgramRef],
    pub err: &'a dyn Fn(&[&str], String) -> Error,
}

impl Cx<'_> {
    fn buffer(&self, name: &str, what: &str) -> Result<usize> {
        self.buffers
            .iter()
            .position(|b| b.name == name)
            .ok_or_else(|| {
                (self.err)(
                    &["launches", what],
                    format!("{what} names unknown buffer `{name}`"),
                )
            })
    }

    fn same_size(&self, a: usize, b: usize, what: &str) -> Result<()> {
        let (x, y) = (&self.buffers[a], &self.buffers[b]);
        let (sx, sy) = (x.count * x.ty.size() as u64, y.count * y.ty.size() as u64);
        if sx != sy {
            return Err((self.err)(
                &["launches", what],
                format!(
                    "{what}: `{}` has {sx} bytes and `{}` {sy}; they must be the same size",
                    x.name, y.name
                ),
            ));
        }
        Ok(())
    }

    /// The program a step names, or the top-level `program:` (`what` is the step,
    /// for the message).
    fn program(&self, name: Option<&str>, what: &str) -> Result<usize> {
        let err = |m: String| (self.err)(&["launches", "program"], m);
        match name {
            None if self.programs.first().is_some_and(|p| p.name.is_empty()) => Ok(0),
            None => Err(err(format!(
                "{what} names no `program` and the workload has no top-level `program:`"
            ))),
            Some(name) => self
                .programs
                .iter()
                .position(|p| p.name == name && !name.is_empty())
                .ok_or_else(|| {
                    let known: Vec<&str> = self
                        .programs
                        .iter()
                        .filter(|p| !p.name.is_empty())
                        .map(|p| p.name.as_str())
                        .collect();
                    err(format!(
                        "unknown program `{name}` (programs: {})",
                        known.join(", ")
                    ))
                }),
        }
    }

    /// One element of buffer `b` holding `v`.
    fn element(&self, b: usize, v: &Value, what: &str) -> Result<Vec<u8>> {
        let mut out = Vec::new();
        encode_value(v, self.buffers[b].ty, &mut out).map_err(|m| {
            (self.err)(
                &["launches", what],
                format!("{what} value for `{}`: {m}", self.buffers[b].name),
            )
        })?;
        Ok(out)
    }
}

/// Resolve a `launches:` list.
///
/// # Errors
/// Unknown buffers or programs, steps that mix kinds, bad shapes or values (located
/// at `launches` and the offending key).
pub fn resolve(specs: &[StepSpec], cx: &Cx) -> Result<Vec<Step>> {
    specs.iter().map(|s| step(s, cx)).collect()
}

fn step(s: &StepSpec, cx: &Cx) -> Result<Step> {
    let err = |k: &str, m: String| (cx.err)(&["launches", k], m);
    let kinds = [
        ("kernel launch", s.grid.is_some() || s.block.is_some()),
        ("fill", s.fill.is_some()),
        ("copy", s.copy.is_some()),
        ("swap", s.swap.is_some()),
        ("loop", s.loop_steps.is_some()),
        ("to_symbol", s.to_symbol.is_some()),
        ("from_symbol", s.from_symbol.is_some()),
    ];
    let given: Vec<&str> = kinds.iter().filter(|k| k.1).map(|k| k.0).collect();
    let launch_keys = s.kernel.is_some()
        || s.program.is_some()
        || s.args.is_some()
        || s.repeat.is_some()
        || s.rotate.is_some()
        || s.programmatic.is_some()
        || s.dynamic_shared_bytes.is_some()
        || s.cluster.is_some();
    match given.as_slice() {
        ["kernel launch"] => launch(s, cx).map(Step::Launch),
        [one] if launch_keys => Err(err(
            "kernel",
            format!("a {one} step takes no launch keys (kernel, program, args, repeat, rotate, programmatic, dynamic_shared_bytes, cluster)"),
        )),
        [_] if s.until.is_some() && s.loop_steps.is_none() => {
            Err(err("until", "`until` belongs to a `loop` step".into()))
        }
        ["to_symbol"] => symbol_copy(s.to_symbol.as_ref().expect("to_symbol"), "to_symbol", cx).map(Step::ToSymbol),
        ["from_symbol"] => {
            symbol_copy(s.from_symbol.as_ref().expect("from_symbol"), "from_symbol", cx).map(Step::FromSymbol)
        }
        ["fill"] => {
            let f = s.fill.as_ref().expect("fill");
            let buffer = cx.buffer(&f.buffer, "fill")?;
            Ok(Step::Fill {
                buffer,
                elem: cx.element(buffer, &f.value, "fill")?,
            })
        }
        ["copy"] => {
            let c = s.copy.as_ref().expect("copy");
            let (from, to) = (cx.buffer(&c.from, "copy")?, cx.buffer(&c.to, "copy")?);
            cx.same_size(from, to, "copy")?;
            Ok(Step::Copy { from, to })
        }
        ["swap"] => {
            let names = s.swap.as_ref().expect("swap");
            let [a, b] = names.as_slice() else {
                return Err(err("swap", format!("swap takes two buffer names, found {}", names.len())));
            };
            let (a, b) = (cx.buffer(a, "swap")?, cx.buffer(b, "swap")?);
            cx.same_size(a, b, "swap")?;
            Ok(Step::Swap { a, b })
        }
        ["loop"] => {
            let Some(u) = &s.until else {
                return Err(err(
                    "loop",
                    "a `loop` needs `until: {buffer, equals, max}`".into(),
                ));
            };
            let buffer = cx.buffer(&u.buffer, "until")?;
            if u.max == 0 {
                return Err(err("until", "`until.max` must be at least 1".into()));
            }
            let steps = resolve(s.loop_steps.as_deref().unwrap_or_default(), cx)?;
            if steps.is_empty() {
                return Err(err("loop", "the `loop` has no steps".into()));
            }
            Ok(Step::Loop {
                steps,
                until: Until {
                    buffer,
                    bytes: cx.element(buffer, &u.equals, "until")?,
                    max: u.max,
                },
            })
        }
        [] => Err(err(
            "kernel",
            "a step needs `grid`/`block` (a launch), `fill`, `copy`, `swap`, `to_symbol`, `from_symbol` or `loop`".into(),
        )),
        many => Err(err(
            "kernel",
            format!("a step is one of launch, fill, copy, swap, to_symbol, from_symbol or loop; this one is {}", many.join(" and ")),
        )),
    }
}

/// A `to_symbol`/`from_symbol` step: the buffer range in bytes (the variable is
/// checked once the program is loaded).
fn symbol_copy(c: &SymbolCopySpec, what: &str, cx: &Cx) -> Result<SymbolCopy> {
    let buffer = cx.buffer(&c.buffer, what)?;
    let b = &cx.buffers[buffer];
    let count = c.count.unwrap_or(b.count.saturating_sub(c.offset));
    if c.offset.checked_add(count).is_none_or(|end| end > b.count) || count == 0 {
        return Err((cx.err)(
            &["launches", what],
            format!(
                "{what}: elements {}..{} of `{}` are not within its {} elements (or are none)",
                c.offset,
                c.offset.saturating_add(count),
                b.name,
                b.count
            ),
        ));
    }
    let size = b.ty.size() as u64;
    Ok(SymbolCopy {
        program: cx.program(c.program.as_deref(), &format!("this {what} step"))?,
        symbol: c.symbol.clone(),
        buffer,
        start: c.offset * size,
        bytes: count * size,
        symbol_offset: c.symbol_offset,
    })
}

fn launch(s: &StepSpec, cx: &Cx) -> Result<Launch> {
    let err = |k: &str, m: String| (cx.err)(&["launches", k], m);
    let (Some(g), Some(b)) = (&s.grid, &s.block) else {
        return Err(err("grid", "a launch needs both `grid` and `block`".into()));
    };
    let (grid, block) = launch_shape(g, b, &["launches"], cx.err)?;
    let cluster = match &s.cluster {
        Some(c) => Some(
            launch_shape(c, &Dim::One(1), &["launches"], &|k: &[&str], m: String| {
                (cx.err)(k, m.replace("`grid`", "`cluster`"))
            })?
            .0,
        ),
        None => None,
    };
    let program = cx.program(s.program.as_deref(), "this launch")?;
    let rotate = s.rotate.clone().unwrap_or_default();
    for r in &rotate {
        cx.buffer(r, "rotate")?;
    }
    // Rotating names trade places: every one must fit where the others were.
    for w in rotate.windows(2) {
        let (x, y) = (cx.buffer(&w[0], "rotate")?, cx.buffer(&w[1], "rotate")?);
        cx.same_size(x, y, "rotate")?;
    }
    let repeat = s.repeat.unwrap_or(1);
    if repeat == 0 {
        return Err(err("repeat", "`repeat` must be at least 1".into()));
    }
    Ok(Launch {
        program,
        kernel: s.kernel.clone(),
        grid,
        block,
        dynamic_shared_bytes: s.dynamic_shared_bytes.unwrap_or(0),
        cluster,
        args: s.args.clone().unwrap_or_default(),
        repeat,
        rotate,
        programmatic: s.programmatic.unwrap_or(false),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_yaml::Value;

    #[test]
    fn rotation_moves_names_along_the_list() {
        let l = Launch {
            program: 0,
            kernel: None,
            grid: [1; 3],
            block: [1; 3],
            dynamic_shared_bytes: 0,
            cluster: None,
            args: vec![
                Value::String("a".into()),
                Value::String("b".into()),
                Value::from(7),
                Value::String("c".into()),
            ],
            repeat: 3,
            programmatic: false,
            rotate: vec!["a".into(), "b".into()],
        };
        let s = |v: &Vec<Value>| -> Vec<String> {
            v.iter()
                .map(|x| match x {
                    Value::String(s) => s.clone(),
                    o => format!("{o:?}"),
                })
                .collect()
        };
        assert_eq!(s(&l.args_of(0))[..2], ["a", "b"]);
        assert_eq!(s(&l.args_of(1))[..2], ["b", "a"]);
        assert_eq!(s(&l.args_of(2))[..2], ["a", "b"]);
        assert_eq!(s(&l.args_of(1))[3], "c");
    }
}
