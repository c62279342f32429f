//! Reading a workload file: schema, paths relative to the file, buffer contents.

use super::rng::SplitMix64;
use super::schema::{BufferSpec, Dim, ElemType, InitSpec, WorkloadFile};
use super::steps::{self, ProgramRef, Step};
use crate::error::{Error, ParseError, Result};
use crate::yaml::yaml_error;
use crate::yaml::yaml_pos;
use serde_yaml::Value;
use std::path::{Path, PathBuf};

/// A buffer with its initial contents.
#[derive(Debug, Clone)]
pub struct Buffer {
    pub name: String,
    pub ty: ElemType,
    pub count: u64,
    /// The initial bytes; empty for a buffer that starts zeroed.
    pub init: Vec<u8>,
}

/// An expectation on a buffer's final contents.
#[derive(Debug, Clone)]
pub struct Expect {
    pub buffer: String,
    pub bytes: Vec<u8>,
    pub ulp: Option<u64>,
    pub abs: Option<f64>,
}

/// A loaded workload, ready to launch.
#[derive(Debug, Clone)]
pub struct Workload {
    /// The workload file as given.
    pub file: String,
    pub text: String,
    pub program: PathBuf,
    /// The program path as written relative to the workload file (for messages).
    pub program_display: String,
    /// The other files linked with the program (path, display): relocatable device
    /// code (`program: [a.ptx, b.ptx]`).
    pub program_link: Vec<(PathBuf, String)>,
    pub kernel: Option<String>,
    /// Default config named by the workload (overridden by `--config`).
    pub config: Option<PathBuf>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_shared_bytes: u32,
    /// The cluster shape the launch asks for (`cluster:`), if any.
    pub cluster: Option<[u32; 3]>,
    pub buffers: Vec<Buffer>,
    pub args: Vec<Value>,
    pub expect: Vec<Expect>,
    /// The key `args` errors point at (`args`, or `launches` in an application).
    pub args_key: &'static str,
    /// An application's programs (`program:` first, then `programs:` in order) and
    /// steps; empty for a single launch.
    pub programs: Vec<ProgramRef>,
    pub steps: Vec<Step>,
}

impl Workload {
    /// A copy of the file's identity (name, text, config) with no buffers, expectations
    /// or steps: the start of one launch's view of an application.
    pub fn header(&self) -> Workload {
        Workload {
            file: self.file.clone(),
            text: self.text.clone(),
            program: self.program.clone(),
            program_display: self.program_display.clone(),
            program_link: self.program_link.clone(),
            kernel: None,
            config: self.config.clone(),
            grid: self.grid,
            block: self.block,
            dynamic_shared_bytes: 0,
            cluster: None,
            buffers: Vec::new(),
            args: Vec::new(),
            expect: Vec::new(),
            args_key: self.args_key,
            programs: Vec::new(),
            steps: Vec::new(),
        }
    }

    /// A located error about a key path of this workload file.
    pub fn err(&self, path: &[&str], msg: impl Into<String>) -> Error {
        located(&self.file, &self.text, path, msg)
    }

    /// The config to run with: `cli` (`--config`) when given, which overrides the
    /// workload's own `config:` (that one is then not needed, nor checked); else the
    /// workload's, which must exist.
    ///
    /// # Errors
    /// The workload's `config:` names no file (located at the key).
    pub fn config_path<'a>(&'a self, cli: Option<&'a PathBuf>) -> Result<Option<&'a PathBuf>> {
        if cli.is_some() {
            return Ok(cli);
        }
        if let Some(c) = &self.config {
            if !c.is_file() {
                return Err(self.err(
                    &["config"],
                    format!(
                        "config `{}` does not exist or is not a file (--config overrides it)",
                        c.display()
                    ),
                ));
            }
        }
        Ok(self.config.as_ref())
    }

    /// A located error about element `index` of the sequence at `path`.
    pub fn err_item(&self, path: &[&str], index: usize, msg: impl Into<String>) -> Error {
        let pos = crate::yaml::yaml_item_pos(&self.text, path, index);
        Error::Parse(ParseError::at(&self.file, &self.text, pos, msg))
    }
}

fn located(file: &str, text: &str, path: &[&str], msg: impl Into<String>) -> Error {
    let pos = yaml_pos(text, path);
    Error::Parse(ParseError::at(file, text, pos, msg))
}

/// Load a workload file, its buffers within the default memory budget.
///
/// # Errors
/// Unreadable files, YAML and schema errors (located), invalid values.
pub fn load(path: &Path) -> Result<Workload> {
    load_with(path, crate::input::default_memory_budget())
}

/// Load a workload file whose buffers fit in `budget` bytes: the check comes before
/// any buffer is built.
///
/// # Errors
/// As [`load`]; a buffer past the budget is an error naming it and the sizes.
pub fn load_with(path: &Path, budget: u64) -> Result<Workload> {
    let file = path.display().to_string();
    let bytes = crate::input::read_file(path, &file, "a workload", crate::input::WORKLOAD_CAP)?;
    load_bytes(path, &bytes, budget)
}

/// [`load_with`] on the bytes of the workload file at `path` (already read): relative
/// paths in it (program, config, data files) are read from `path`'s directory.
///
/// # Errors
/// As [`load_with`].
pub fn load_bytes(path: &Path, bytes: &[u8], budget: u64) -> Result<Workload> {
    let file = path.display().to_string();
    let binary = |off: usize, b: u8| {
        Error::Parse(ParseError {
            file: file.clone(),
            pos: crate::error::Pos::of_offset(bytes, off),
            msg: format!("binary input: byte {b:#04x} (a workload is YAML text)"),
            line_text: String::new(),
        })
    };
    if let Some(off) = bytes.iter().position(|&b| b == 0) {
        return Err(binary(off, 0));
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t.to_string(),
        Err(e) => return Err(binary(e.valid_up_to(), bytes[e.valid_up_to()])),
    };
    let wf: WorkloadFile = serde_yaml::from_str(&text).map_err(|e| yaml_error(&file, &text, &e))?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let err = |p: &[&str], m: String| located(&file, &text, p, m);
    let app = wf.launches.is_some();
    let (grid, block) = if app {
        // An application's launches carry their own shapes and arguments.
        for (key, given) in [
            ("grid", wf.grid.is_some()),
            ("block", wf.block.is_some()),
            ("kernel", wf.kernel.is_some()),
            ("args", !wf.args.is_empty()),
            ("dynamic_shared_bytes", wf.dynamic_shared_bytes != 0),
            ("cluster", wf.cluster.is_some()),
        ] {
            if given {
                return Err(err(
                    &[key],
                    format!("`{key}` belongs in each launch when `launches:` is given"),
                ));
            }
        }
        ([1; 3], [1; 3])
    } else {
        let need = |d: &Option<Dim>, key: &str| {
            d.clone().ok_or_else(|| {
                err(
                    &[],
                    format!("missing field `{key}` (or describe an application with `launches:`)"),
                )
            })
        };
        let grid = need(&wf.grid, "grid")?;
        let block = need(&wf.block, "block")?;
        launch_shape(&grid, &block, &[], &err)?
    };
    let mut buffers = Vec::new();
    let mut total = 0u64;
    for (name, spec) in &wf.buffers {
        let name = name.as_str();
        if buffers.iter().any(|b: &Buffer| b.name == name) {
            return Err(err(
                &["buffers", name],
                format!("duplicate buffer `{name}`"),
            ));
        }
        let size = spec
            .count
            .checked_mul(spec.ty.size() as u64)
            .filter(|&s| s <= 1 << 34)
            .ok_or_else(|| {
                err(
                    &["buffers", name, "count"],
                    format!("buffer `{name}` is too large"),
                )
            })?;
        // The budget: every buffer's bytes. Initial data is built once and moved into
        // the simulated memory (`engine::new_memory_taking`), so it is not counted again.
        let held = size;
        total = total.saturating_add(held);
        if total > budget {
            use crate::input::bytes_text;
            return Err(err(
                &["buffers", name, "count"],
                format!(
                    "buffer `{name}` ({}) brings the workload's memory to {}, past the budget of {} (default: 3/4 of this machine's memory; --max-memory changes it)",
                    bytes_text(held),
                    bytes_text(total),
                    bytes_text(budget)
                ),
            ));
        }
        let init = init_bytes(spec, size as usize, dir, name, &err)?;
        buffers.push(Buffer {
            name: name.to_string(),
            ty: spec.ty,
            count: spec.count,
            init,
        });
    }
    let mut expect = Vec::new();
    for (name, spec) in &wf.expect {
        let name = name.as_str();
        let Some(buf) = buffers.iter().find(|b| b.name == name) else {
            return Err(err(
                &["expect", name],
                format!("expect names unknown buffer `{name}`"),
            ));
        };
        if spec.ulp.is_some() && !buf.ty.is_float() {
            return Err(err(
                &["expect", name],
                format!(
                    "`ulp` applies only to float buffers (`{name}` is {}; `abs` takes integers)",
                    buf.ty.name()
                ),
            ));
        }
        if spec.ulp.is_some() && spec.abs.is_some() {
            return Err(err(
                &["expect", name],
                "give either `ulp` or `abs`, not both".into(),
            ));
        }
        let size = buf.count as usize * buf.ty.size();
        let bytes = match (&spec.file, &spec.values) {
            (Some(f), None) => {
                let p = dir.join(f);
                let b = data_file(&p, f, size).map_err(|m| err(&["expect", name, "file"], m))?;
                if b.len() != size {
                    return Err(err(
                        &["expect", name, "file"],
                        format!("`{f}` has {} bytes but buffer `{name}` has {size}", b.len()),
                    ));
                }
                b
            }
            (None, Some(vals)) => {
                if vals.len() as u64 != buf.count {
                    return Err(err(
                        &["expect", name, "values"],
                        format!(
                            "expect `{name}` lists {} values but the buffer has {} elements",
                            vals.len(),
                            buf.count
                        ),
                    ));
                }
                let mut out = Vec::with_capacity(size);
                for (i, v) in vals.iter().enumerate() {
                    encode_value(v, buf.ty, &mut out).map_err(|m| {
                        err(
                            &["expect", name, "values"],
                            format!("expect `{name}`[{i}]: {m}"),
                        )
                    })?;
                }
                out
            }
            _ => {
                return Err(err(
                    &["expect", name],
                    format!("expect `{name}` needs exactly one of `file` or `values`"),
                ))
            }
        };
        expect.push(Expect {
            buffer: name.to_string(),
            bytes,
            ulp: spec.ulp,
            abs: spec.abs,
        });
    }
    // The program and config files must exist and be of a known kind.
    let mut programs = Vec::new();
    if let Some(p) = &wf.program {
        programs.push(program_ref(dir, String::new(), p, &["program"], &err)?);
    }
    for (name, p) in &wf.programs {
        if !app {
            return Err(err(
                &["programs"],
                "`programs:` names the programs of an application's `launches:`".into(),
            ));
        }
        programs.push(program_ref(
            dir,
            name.clone(),
            p,
            &["programs", name],
            &err,
        )?);
    }
    let Some(first) = programs.first().cloned() else {
        return Err(err(&[], "missing field `program`".into()));
    };
    let steps = match &wf.launches {
        Some(specs) => {
            let cx = steps::Cx {
                buffers: &buffers,
                programs: &programs,
                err: &err,
            };
            let s = steps::resolve(specs, &cx)?;
            if s.is_empty() {
                return Err(err(&["launches"], "`launches:` is empty".into()));
            }
            s
        }
        None => Vec::new(),
    };
    let cluster = match &wf.cluster {
        Some(c) => Some(
            launch_shape(c, &Dim::One(1), &[], &|_, m| {
                err(&["cluster"], m.replace("`grid`", "`cluster`"))
            })?
            .0,
        ),
        None => None,
    };
    Ok(Workload {
        program: first.path.clone(),
        program_display: first.display.clone(),
        program_link: first.link.clone(),
        file,
        text: text.clone(),
        kernel: wf.kernel,
        config: wf.config.map(|c| dir.join(c)),
        grid,
        block,
        dynamic_shared_bytes: wf.dynamic_shared_bytes,
        cluster,
        buffers,
        args: wf.args,
        expect,
        args_key: "args",
        programs: if app { programs } else { Vec::new() },
        steps,
    })
}

/// A program of the workload: its files checked, the first the program's own.
fn program_ref(
    dir: &Path,
    name: String,
    p: &super::schema::ProgramFiles,
    key: &[&str],
    err: &dyn Fn(&[&str], String) -> Error,
) -> Result<ProgramRef> {
    let files = p.files();
    let Some(first) = files.first() else {
        return Err(err(key, "the list of program files is empty".into()));
    };
    let mut link = Vec::new();
    for f in &files[1..] {
        link.push((
            program_path(dir, f, key, err)?,
            dir.join(f).display().to_string(),
        ));
    }
    Ok(ProgramRef {
        name,
        path: program_path(dir, first, key, err)?,
        display: dir.join(first).display().to_string(),
        link,
    })
}

/// A program path (relative to the workload's directory) that exists and has a known
/// extension.
fn program_path(
    dir: &Path,
    rel: &str,
    key: &[&str],
    err: &dyn Fn(&[&str], String) -> Error,
) -> Result<PathBuf> {
    let path = dir.join(rel);
    if rel.trim().is_empty() {
        return Err(err(key, "the program path is empty".into()));
    }
    if !path.is_file() {
        return Err(err(
            key,
            format!(
                "program `{}` does not exist or is not a file",
                path.display()
            ),
        ));
    }
    if !matches!(path.extension().and_then(|e| e.to_str()), Some("ptx" | "s")) {
        return Err(err(
            key,
            format!(
                "program `{rel}`: unknown program type (expected a .ptx PTX or .s AMDGPU assembly file)"
            ),
        ));
    }
    Ok(path)
}

/// Grid and block dimensions checked against CUDA's limits; `at` is the key path
/// prefix for messages (empty at the top level).
pub(crate) fn launch_shape(
    grid: &Dim,
    block: &Dim,
    at: &[&str],
    err: &dyn Fn(&[&str], String) -> Error,
) -> Result<([u32; 3], [u32; 3])> {
    let key_of = |k: &'static str| -> Vec<&str> { at.iter().copied().chain([k]).collect() };
    let dims = |d: &Dim, key: &'static str| -> Result<[u32; 3]> {
        let v = match d {
            Dim::One(n) => vec![*n],
            Dim::List(l) => l.clone(),
        };
        if v.is_empty() || v.len() > 3 {
            return Err(err(
                &key_of(key),
                format!("`{key}` needs 1 to 3 dimensions, found {}", v.len()),
            ));
        }
        let mut out = [1u32; 3];
        out[..v.len()].copy_from_slice(&v);
        if out.contains(&0) {
            return Err(err(
                &key_of(key),
                format!("`{key}` dimensions must be at least 1, found {out:?}"),
            ));
        }
        Ok(out)
    };
    let grid = dims(grid, "grid")?;
    let block = dims(block, "block")?;
    let threads = block.iter().map(|&b| b as u64).product::<u64>();
    if threads > 1024 {
        return Err(err(
            &key_of("block"),
            format!("a block has at most 1024 threads, found {threads}"),
        ));
    }
    if grid[1] > 65535 || grid[2] > 65535 || grid[0] as u64 > (1u64 << 31) - 1 {
        return Err(err(
            &key_of("grid"),
            format!("grid {grid:?} exceeds the limits [2^31-1, 65535, 65535]"),
        ));
    }
    Ok((grid, block))
}

/// Numeric value of a YAML scalar.
pub(crate) fn as_number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        _ => None,
    }
}

/// Encode one YAML value as an element of type `ty`.
pub(crate) fn encode_value(
    v: &Value,
    ty: ElemType,
    out: &mut Vec<u8>,
) -> std::result::Result<(), String> {
    let Value::Number(n) = v else {
        return Err(format!("expected a number, found {}", describe(v)));
    };
    if ty.is_float() {
        let x = n.as_f64().ok_or("not a number")?;
        if ty == ElemType::F32 {
            out.extend_from_slice(&(x as f32).to_le_bytes());
        } else {
            out.extend_from_slice(&x.to_le_bytes());
        }
        return Ok(());
    }
    let i: i128 = if let Some(u) = n.as_u64() {
        u as i128
    } else if let Some(s) = n.as_i64() {
        s as i128
    } else {
        return Err(format!("{n} is not an integer (buffer type {})", ty.name()));
    };
    let bits = ty.size() as u32 * 8;
    let (lo, hi) = if ty.is_signed() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    if i < lo || i > hi {
        return Err(format!("{i} does not fit in {}", ty.name()));
    }
    out.extend_from_slice(&(i as u128).to_le_bytes()[..ty.size()]);
    Ok(())
}

/// A value as quoted in a message: at most 60 characters of it.
fn short_text(s: &str) -> String {
    match s.char_indices().nth(60) {
        Some((i, _)) => format!("{}... ({} bytes)", &s[..i], s.len()),
        None => s.to_string(),
    }
}

fn describe(v: &Value) -> String {
    match v {
        // YAML reads a number too large for a float (`1e999`) as a string.
        Value::String(s) if s.trim().parse::<f64>().is_ok_and(f64::is_infinite) => {
            format!("`{s}`, a number too large for any float type (write .inf for infinity)")
        }
        Value::String(s) => format!("the string `{}`", short_text(s)),
        Value::Bool(b) => format!("`{b}`"),
        Value::Null => "nothing".into(),
        Value::Sequence(_) => "a list".into(),
        Value::Mapping(_) => "a mapping".into(),
        Value::Number(n) => n.to_string(),
        Value::Tagged(_) => "a tagged value".into(),
    }
}

fn init_bytes(
    spec: &BufferSpec,
    size: usize,
    dir: &Path,
    name: &str,
    err: &dyn Fn(&[&str], String) -> Error,
) -> Result<Vec<u8>> {
    let ty = spec.ty;
    let at = |m: String| err(&["buffers", name, "init"], format!("buffer `{name}`: {m}"));
    let zero = matches!(spec.init, None | Some(InitSpec::Zero));
    let mut out = Vec::with_capacity(if zero { 0 } else { size });
    match &spec.init {
        // Nothing to hold: the memory starts zeroed (`engine::new_memory`).
        None | Some(InitSpec::Zero) => {}
        Some(InitSpec::Iota) => {
            for i in 0..spec.count {
                let v = if ty.is_float() {
                    Value::Number((i as f64).into())
                } else {
                    Value::Number(i.into())
                };
                encode_value(&v, ty, &mut out).map_err(|m| at(format!("iota element {i}: {m}")))?;
            }
        }
        Some(InitSpec::Fill(v)) => {
            let mut one = Vec::new();
            encode_value(v, ty, &mut one).map_err(|m| at(format!("fill: {m}")))?;
            for _ in 0..spec.count {
                out.extend_from_slice(&one);
            }
        }
        Some(InitSpec::Values(vals)) => {
            if vals.len() as u64 > spec.count {
                return Err(at(format!(
                    "{} values for {} elements",
                    vals.len(),
                    spec.count
                )));
            }
            for (i, v) in vals.iter().enumerate() {
                encode_value(v, ty, &mut out).map_err(|m| at(format!("values[{i}]: {m}")))?;
            }
            out.resize(size, 0);
        }
        Some(InitSpec::Random(r)) => {
            let mut g = SplitMix64(r.seed);
            if ty.is_float() {
                let (Some(min), Some(max)) = (as_number(&r.min), as_number(&r.max)) else {
                    return Err(at("random min/max must be numbers".into()));
                };
                if !min.is_finite() || !max.is_finite() {
                    return Err(at(format!(
                        "random min and max must be finite numbers, got min {min} and max {max}"
                    )));
                }
                if min > max {
                    return Err(at(format!("random min {min} is greater than max {max}")));
                }
                for _ in 0..spec.count {
                    let x = g.next_float(min, max);
                    if ty == ElemType::F32 {
                        out.extend_from_slice(&(x as f32).to_le_bytes());
                    } else {
                        out.extend_from_slice(&x.to_le_bytes());
                    }
                }
            } else {
                let int = |v: &Value| -> Option<i128> {
                    match v {
                        Value::Number(n) => n
                            .as_i64()
                            .map(|x| x as i128)
                            .or(n.as_u64().map(|x| x as i128)),
                        _ => None,
                    }
                };
                let (Some(min), Some(max)) = (int(&r.min), int(&r.max)) else {
                    return Err(at(format!(
                        "random min/max must be integers for {} buffers",
                        ty.name()
                    )));
                };
                if min > max {
                    return Err(at(format!("random min {min} is greater than max {max}")));
                }
                let mut probe = Vec::new();
                for bound in [min, max] {
                    let v = if bound < 0 {
                        Value::Number((bound as i64).into())
                    } else {
                        Value::Number((bound as u64).into())
                    };
                    encode_value(&v, ty, &mut probe)
                        .map_err(|m| at(format!("random bound: {m}")))?;
                }
                for _ in 0..spec.count {
                    let v = g.next_int(min, max);
                    out.extend_from_slice(&(v as u128).to_le_bytes()[..ty.size()]);
                }
            }
        }
        Some(InitSpec::File(f)) => {
            let p = dir.join(f);
            let b = data_file(&p, f, size).map_err(at)?;
            if b.len() != size {
                return Err(at(format!(
                    "`{f}` has {} bytes but the buffer has {size}",
                    b.len()
                )));
            }
            out = b;
        }
    }
    Ok(out)
}

/// The bytes of data file `p` (`f` as written) for a buffer of `size` bytes: a file of
/// another size is refused by its size, before it is read.
fn data_file(p: &Path, f: &str, size: usize) -> std::result::Result<Vec<u8>, String> {
    let cannot = |m: String| format!("cannot read `{}`: {m}", p.display());
    let len = crate::input::regular_size(p).map_err(cannot)?;
    if len != size as u64 {
        return Err(format!("`{f}` has {len} bytes but the buffer has {size}"));
    }
    crate::input::read(p, "a buffer's data", size as u64).map_err(cannot)
}
