//! Reading an AMDGPU assembly file: sections, functions (from `.type @function`),
//! labels, data, the kernel descriptors (`.amdhsa_kernel`) and the code-object
//! metadata (`.amdgpu_metadata`). Pass one assigns code and data addresses; pass two
//! lowers every instruction with labels and symbols resolved. The result is an
//! `ir::Module` whose kernels carry their launch ABI (`ir::WaveAbi`).

use super::abi::{build_abi, kernel_params, Desc, Metadata};
use super::expr::Evaluator;
use super::lower::{self, Env, Form, Sym, AGPR_BASE};
use super::syntax::{parse_line, Stmt, Text};
use super::table::{Kind, Row};
use super::target::Gfx;
use crate::error::{ParseError, Pos};
use crate::ir::layout::{CODE_BASE, GLOBAL_DATA_BASE};
use crate::ir::{
    Function, Inst, Module, Operand, PerfHints, Space, SrcInfo, SymKind, Symbol, TargetInfo, Ty,
    Vendor,
};
use std::collections::HashMap;

type Err = (Pos, String);

/// Which kind of section statements go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Section {
    Text,
    Data {
        writable: bool,
    },
    /// Notes and other sections with nothing warpsim runs.
    Ignored,
}

/// One instruction statement with its place in the code.
struct RawInst {
    mnemonic: Text,
    operands: Vec<Text>,
    modifiers: Vec<Text>,
    row: (Row, Form),
    /// VOPD second half.
    dual: Option<Box<RawInst>>,
    full: String,
    addr: u64,
    size: u32,
}

struct FuncBuild {
    name: String,
    pos: Pos,
    insts: Vec<RawInst>,
    /// Local label -> index of the statement it precedes.
    labels: HashMap<String, usize>,
    /// The first statement of the body warpsim cannot take (unknown instruction,
    /// modifier or operand form): the function is kept, and only the kernels that
    /// link it fail, with this located message.
    unsupported: Option<Err>,
}

/// A data word whose value is a symbol's address (`.quad sym+8`).
struct DataFixup {
    at: usize,
    size: usize,
    name: String,
    addend: i64,
    pos: Pos,
}

#[derive(Default)]
struct State {
    gfx: Option<(Gfx, Pos)>,
    code_object_version: u32,
    section: Option<Section>,
    code_addr: u64,
    funcs: Vec<FuncBuild>,
    cur: Option<usize>,
    fn_types: HashMap<String, Pos>,
    /// Every code label's address (functions and local labels).
    code_labels: HashMap<String, u64>,
    data: Vec<u8>,
    data_labels: Vec<(String, usize, Pos, bool)>,
    data_sizes: HashMap<String, u64>,
    fixups: Vec<DataFixup>,
    sets: HashMap<String, i64>,
    /// Every `.set`/`.equ`: symbol -> (expression text, its position), the last
    /// definition winning; evaluated lazily (`expr`) for descriptor directives.
    set_defs: HashMap<String, (String, Pos)>,
    /// Descriptor directives whose value is an expression, resolved once the whole
    /// file is read: (descriptor index, key, text, directive position, text position).
    pending_desc: Vec<(usize, String, String, Pos, Pos)>,
    descs: Vec<Desc>,
    open_desc: Option<Desc>,
    metadata: Option<(Vec<String>, Pos)>,
    in_metadata: bool,
}

/// Parse an AMDGPU assembly file.
///
/// # Errors
/// The first problem, located at `file:line:col`.
pub fn parse(file: &str, bytes: &[u8]) -> Result<Module, ParseError> {
    let src = crate::isa::check_text(file, bytes, "AMDGPU assembly")?;
    parse_text(file, src).map_err(|(pos, msg)| ParseError::at(file, src, pos, msg))
}

fn parse_text(file: &str, src: &str) -> Result<Module, Err> {
    let mut st = State {
        code_addr: CODE_BASE,
        section: Some(Section::Text),
        ..State::default()
    };
    for (i, raw) in src.lines().enumerate() {
        let lno = i as u32 + 1;
        if st.in_metadata {
            if raw.trim() == ".end_amdgpu_metadata" {
                st.in_metadata = false;
            } else if let Some((lines, _)) = &mut st.metadata {
                lines.push(raw.to_string());
            }
            continue;
        }
        for stmt in parse_line(raw, lno)? {
            st.statement(stmt)?;
        }
    }
    if st.in_metadata {
        let at = st
            .metadata
            .as_ref()
            .map_or(Pos { line: 1, col: 1 }, |m| m.1);
        return Err((
            at,
            "`.amdgpu_metadata` is not closed by `.end_amdgpu_metadata`".into(),
        ));
    }
    if let Some(d) = &st.open_desc {
        return Err((
            d.pos,
            format!(
                "`.amdhsa_kernel {}` is not closed by `.end_amdhsa_kernel`",
                d.name
            ),
        ));
    }
    st.finish(file, src)
}

/// Evaluate a simple expression: an integer, or a `.set` symbol.
fn eval(sets: &HashMap<String, i64>, s: &str) -> Option<i64> {
    let s = s.trim();
    let (neg, b) = match s.strip_prefix('-') {
        Some(b) => (true, b.trim()),
        None => (false, s),
    };
    let v = if let Some(h) = b.strip_prefix("0x").or_else(|| b.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()? as i64
    } else if b.bytes().all(|c| c.is_ascii_digit()) && !b.is_empty() {
        b.parse::<u64>().ok()? as i64
    } else {
        *sets.get(b)?
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

fn align_up(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

/// Directives with no effect on what runs.
const IGNORED: &[&str] = &[
    ".globl",
    ".global",
    ".protected",
    ".hidden",
    ".weak",
    ".local",
    ".ident",
    ".addrsig",
    ".addrsig_sym",
    ".file",
    ".loc",
    ".amdgpu_hsa_kernel",
    ".end",
    ".cfi_sections",
    ".cfi_startproc",
    ".cfi_endproc",
    ".cfi_undefined",
    ".cfi_escape",
    ".cfi_def_cfa",
    ".cfi_offset",
    ".cfi_register",
    ".cfi_llvm_def_aspace_cfa",
    ".cfi_llvm_register_pair",
    ".cfi_llvm_vector_registers",
    ".cfi_llvm_vector_offset",
    ".cfi_llvm_vector_register_mask",
    ".amd_amdgpu_isa",
    ".amdgpu_ifunc",
    ".build_version",
];

/// Largest alignment directive accepted (64 KiB).
const MAX_ALIGN: u64 = 1 << 16;
/// Largest data image (and code padding) a file may define: 256 MiB.
const MAX_SECTION_BYTES: u64 = 1 << 28;

impl State {
    /// Check that the data image may grow by `more` bytes.
    fn grow_data(&self, more: u64, at: &Text) -> Result<(), Err> {
        if (self.data.len() as u64).saturating_add(more) > MAX_SECTION_BYTES {
            return Err((
                at.pos,
                format!(
                    "the data sections would exceed {} MiB",
                    MAX_SECTION_BYTES >> 20
                ),
            ));
        }
        Ok(())
    }

    fn text_section(&self) -> bool {
        self.section == Some(Section::Text)
    }

    fn statement(&mut self, stmt: Stmt) -> Result<(), Err> {
        match stmt {
            Stmt::Label(t) => self.label(t),
            Stmt::Directive { name, args } => self.directive(name, args),
            Stmt::Inst {
                mnemonic,
                operands,
                modifiers,
                dual,
                full,
            } => self.inst(mnemonic, operands, modifiers, dual, full),
        }
    }

    fn label(&mut self, t: Text) -> Result<(), Err> {
        match self.section {
            Some(Section::Text) => {
                if self.code_labels.contains_key(&t.text) {
                    return Err((t.pos, format!("label `{}` is defined twice", t.text)));
                }
                self.code_labels.insert(t.text.clone(), self.code_addr);
                if self.fn_types.contains_key(&t.text) {
                    self.funcs.push(FuncBuild {
                        name: t.text.clone(),
                        pos: t.pos,
                        insts: Vec::new(),
                        labels: HashMap::new(),
                        unsupported: None,
                    });
                    self.cur = Some(self.funcs.len() - 1);
                } else if let Some(f) = self.cur {
                    let n = self.funcs[f].insts.len();
                    self.funcs[f].labels.insert(t.text, n);
                }
            }
            Some(Section::Data { writable }) => {
                if self.data_labels.iter().any(|d| d.0 == t.text) {
                    return Err((t.pos, format!("label `{}` is defined twice", t.text)));
                }
                self.data_labels
                    .push((t.text, self.data.len(), t.pos, writable));
            }
            _ => {}
        }
        Ok(())
    }

    fn directive(&mut self, name: Text, args: Text) -> Result<(), Err> {
        let n = name.text.as_str();
        if let Some(d) = &mut self.open_desc {
            if n == ".end_amdhsa_kernel" {
                let d = self.open_desc.take().ok_or((name.pos, String::new()))?;
                self.descs.push(d);
                return Ok(());
            }
            let key = n.strip_prefix(".amdhsa_").ok_or_else(|| {
                (name.pos, format!(
                    "`{n}` inside `.amdhsa_kernel {}`: only .amdhsa_* directives belong there (missing `.end_amdhsa_kernel`?)",
                    d.name
                ))
            })?;
            return match eval(&self.sets, &args.text) {
                Some(v) => d.set(key, v, name.pos, args.pos),
                None => {
                    // An expression (clang's register counts refer to symbols set
                    // later in the file): checked now, evaluated in `finish`.
                    d.check_key(key, name.pos)?;
                    if args.text.trim().is_empty() {
                        return Err((args.pos, format!("`{n}` needs a value")));
                    }
                    self.pending_desc.push((
                        self.descs.len(),
                        key.to_string(),
                        args.text.clone(),
                        name.pos,
                        args.pos,
                    ));
                    Ok(())
                }
            };
        }
        let a = args.text.as_str();
        let bad = |m: &str| (args.pos, format!("malformed `{n}`: {m}"));
        match n {
            ".amdgcn_target" => {
                let s = a.trim_matches('"');
                let proc = s.rsplit("--").next().unwrap_or("");
                let g = Gfx::parse(proc).ok_or_else(|| {
                    (
                        args.pos,
                        format!(
                            "unknown AMDGPU target `{s}` (expected amdgcn-amd-amdhsa--gfxNNNN)"
                        ),
                    )
                })?;
                if let Some((old, _)) = &self.gfx {
                    if old.name != g.name {
                        return Err((
                            args.pos,
                            format!("second target `{}` after `{}`", g.name, old.name),
                        ));
                    }
                }
                self.gfx = Some((g, args.pos));
            }
            ".amdhsa_code_object_version" => {
                let v = eval(&self.sets, a).ok_or_else(|| bad("expected a number"))?;
                if !(2..=6).contains(&v) {
                    return Err((
                        args.pos,
                        format!("code object version {v} is not supported (2..6)"),
                    ));
                }
                self.code_object_version = v as u32;
            }
            ".text" => self.section = Some(Section::Text),
            ".data" => self.section = Some(Section::Data { writable: true }),
            ".bss" => self.section = Some(Section::Data { writable: true }),
            ".rodata" => self.section = Some(Section::Data { writable: false }),
            ".section" => {
                let sec = a.split(',').next().unwrap_or("").trim().trim_matches('"');
                self.section = Some(if sec.starts_with(".text") {
                    Section::Text
                } else if sec.starts_with(".rodata") {
                    Section::Data { writable: false }
                } else if sec.starts_with(".data") || sec.starts_with(".bss") {
                    Section::Data { writable: true }
                } else {
                    Section::Ignored
                });
            }
            ".type" => {
                let (sym, kind) = a
                    .split_once(',')
                    .ok_or_else(|| bad("expected `name, @kind`"))?;
                let kind = kind.trim();
                if kind == "@function" || kind == "%function" {
                    self.fn_types.insert(sym.trim().to_string(), name.pos);
                }
            }
            ".size" => {
                // A data object's size bounds its symbol (code sizes are not needed).
                if let Some((sym, val)) = a.split_once(',') {
                    if let Some(v) = eval(&self.sets, val) {
                        self.data_sizes
                            .insert(sym.trim().to_string(), v.max(0) as u64);
                    }
                }
            }
            ".set" | ".equ" => {
                let (sym, val) = a
                    .split_once(',')
                    .ok_or_else(|| bad("expected `name, value`"))?;
                let lead = a.len() - val.len() + (val.len() - val.trim_start().len());
                self.set_defs.insert(
                    sym.trim().to_string(),
                    (
                        val.trim().to_string(),
                        Pos {
                            line: args.pos.line,
                            col: args.pos.col + lead as u32,
                        },
                    ),
                );
                // Values warpsim cannot evaluate (register-count expressions) are
                // only an error where they are used.
                if let Some(v) = eval(&self.sets, val) {
                    self.sets.insert(sym.trim().to_string(), v);
                }
            }
            ".p2align" | ".p2alignl" | ".balign" | ".align" => {
                let first = a.split(',').next().unwrap_or("");
                let v = eval(&self.sets, first).ok_or_else(|| bad("expected a number"))?;
                let bytes = if n == ".balign" || n == ".align" {
                    v
                } else if (0..=16).contains(&v) {
                    1i64 << v
                } else {
                    -1
                };
                if !(1..=MAX_ALIGN as i64).contains(&bytes) || (bytes as u64).count_ones() != 1 {
                    return Err(bad(&format!(
                        "the alignment must be a power of two up to {MAX_ALIGN}"
                    )));
                }
                let bytes = bytes as u64;
                match self.section {
                    Some(Section::Text) => self.code_addr = align_up(self.code_addr, bytes),
                    Some(Section::Data { .. }) => {
                        let len = align_up(self.data.len() as u64, bytes);
                        self.grow_data(len - self.data.len() as u64, &args)?;
                        self.data.resize(len as usize, 0);
                    }
                    _ => {}
                }
            }
            ".fill" | ".zero" | ".space" | ".skip" => {
                let parts: Vec<&str> = a.split(',').collect();
                let count = eval(&self.sets, parts[0]).ok_or_else(|| bad("expected a count"))?;
                let (size, val) = if n == ".fill" {
                    let size = parts.get(1).and_then(|s| eval(&self.sets, s)).unwrap_or(1);
                    if !(0..=8).contains(&size) {
                        return Err(bad("the size must be 0..8 bytes"));
                    }
                    (
                        size as u64,
                        parts.get(2).and_then(|s| eval(&self.sets, s)).unwrap_or(0),
                    )
                } else {
                    (
                        1,
                        parts.get(1).and_then(|s| eval(&self.sets, s)).unwrap_or(0),
                    )
                };
                let total = u64::try_from(count)
                    .ok()
                    .and_then(|c| c.checked_mul(size))
                    .filter(|&t| t <= MAX_SECTION_BYTES)
                    .ok_or_else(|| {
                        bad(&format!("the count must be 0..{MAX_SECTION_BYTES} bytes"))
                    })?;
                match self.section {
                    Some(Section::Text) => {
                        if self.code_addr - CODE_BASE + total > MAX_SECTION_BYTES {
                            return Err(bad(&format!(
                                "the code would exceed {} MiB",
                                MAX_SECTION_BYTES >> 20
                            )));
                        }
                        self.code_addr += total;
                    }
                    Some(Section::Data { .. }) => {
                        self.grow_data(total, &args)?;
                        if size == 1 {
                            self.data
                                .resize(self.data.len() + total as usize, val as u8);
                        } else {
                            for _ in 0..count {
                                self.data.extend_from_slice(
                                    &(val as u64).to_le_bytes()[..size as usize],
                                );
                            }
                        }
                    }
                    _ => {}
                }
            }
            ".byte" | ".short" | ".2byte" | ".hword" | ".long" | ".4byte" | ".int" | ".quad"
            | ".8byte" => {
                let size = match n {
                    ".byte" => 1,
                    ".short" | ".2byte" | ".hword" => 2,
                    ".long" | ".4byte" | ".int" => 4,
                    _ => 8,
                };
                if !matches!(self.section, Some(Section::Data { .. })) {
                    if self.text_section() {
                        return Err((
                            name.pos,
                            format!("data directive `{n}` in a code section is not supported"),
                        ));
                    }
                    return Ok(());
                }
                self.grow_data(size as u64 * 64, &args)?;
                for v in a.split(',') {
                    let v = v.trim();
                    match eval(&self.sets, v) {
                        Some(x) => self
                            .data
                            .extend_from_slice(&(x as u64).to_le_bytes()[..size]),
                        None => {
                            let (sym, addend) = match v.rfind(['+', '-']) {
                                Some(i) if i > 0 => (
                                    v[..i].trim(),
                                    eval(&self.sets, &v[i..].replace('+', ""))
                                        .ok_or_else(|| bad(v))?,
                                ),
                                _ => (v, 0),
                            };
                            self.fixups.push(DataFixup {
                                at: self.data.len(),
                                size,
                                name: sym.to_string(),
                                addend,
                                pos: args.pos,
                            });
                            self.data.extend_from_slice(&[0u8; 8][..size]);
                        }
                    }
                }
            }
            ".ascii" | ".asciz" | ".string" => {
                if let Some(Section::Data { .. }) = self.section {
                    let s = a
                        .trim()
                        .strip_prefix('"')
                        .and_then(|s| s.strip_suffix('"'))
                        .ok_or_else(|| bad("expected a string"))?;
                    self.data.extend_from_slice(s.as_bytes());
                    if n != ".ascii" {
                        self.data.push(0);
                    }
                }
            }
            ".amdhsa_kernel" => {
                if a.is_empty() {
                    return Err(bad("expected a kernel name"));
                }
                self.open_desc = Some(Desc::new(a.to_string(), name.pos));
            }
            ".end_amdhsa_kernel" => {
                return Err((
                    name.pos,
                    "`.end_amdhsa_kernel` without `.amdhsa_kernel`".into(),
                ))
            }
            ".amdgpu_metadata" => {
                if self.metadata.is_some() {
                    return Err((name.pos, "a second `.amdgpu_metadata` block".into()));
                }
                self.metadata = Some((Vec::new(), name.pos));
                self.in_metadata = true;
            }
            ".end_amdgpu_metadata" => {
                return Err((
                    name.pos,
                    "`.end_amdgpu_metadata` without `.amdgpu_metadata`".into(),
                ))
            }
            _ if n.starts_with(".amdhsa_") => {
                return Err((name.pos, format!("`{n}` outside an `.amdhsa_kernel` block")));
            }
            _ if IGNORED.contains(&n) || n.starts_with(".cfi_") => {}
            _ => return Err((name.pos, format!("unknown directive `{n}`"))),
        }
        Ok(())
    }

    fn inst(
        &mut self,
        mnemonic: Text,
        operands: Vec<Text>,
        modifiers: Vec<Text>,
        dual: Option<Box<Stmt>>,
        full: String,
    ) -> Result<(), Err> {
        let Some((gfx, _)) = &self.gfx else {
            return Err((
                mnemonic.pos,
                "instruction before `.amdgcn_target` (the target decides what instructions mean)"
                    .into(),
            ));
        };
        if !self.text_section() {
            return Err((
                mnemonic.pos,
                format!("instruction `{}` outside a code section", mnemonic.text),
            ));
        }
        let Some(f) = self.cur else {
            return Err((mnemonic.pos, format!("instruction `{}` outside a function (no `.type name,@function` label before it)", mnemonic.text)));
        };
        let gfx = gfx.clone();
        // A statement warpsim cannot take sets its function aside (the first such
        // statement is kept for the message) and parsing goes on at the next line:
        // the statement is line-based, so nothing else is lost. Its code size is
        // estimated so that later addresses stay consistent with each other.
        match self.raw_inst(&gfx, mnemonic, operands, modifiers, dual, full) {
            Ok(ri) => {
                self.code_addr += ri.size as u64;
                self.funcs[f].insts.push(ri);
            }
            Err((e, size)) => {
                self.code_addr += size as u64;
                self.funcs[f].unsupported.get_or_insert(e);
            }
        }
        Ok(())
    }

    /// One instruction statement looked up in the table; on failure the located
    /// error and an estimate of its encoded size.
    fn raw_inst(
        &self,
        gfx: &Gfx,
        mnemonic: Text,
        operands: Vec<Text>,
        modifiers: Vec<Text>,
        dual: Option<Box<Stmt>>,
        full: String,
    ) -> Result<RawInst, (Err, u32)> {
        let guess = if mnemonic.text.ends_with("_e32") || mnemonic.text.starts_with("s_") {
            4
        } else {
            8
        };
        self.raw_inst_of(gfx, mnemonic, operands, modifiers, dual, full)
            .map_err(|e| (e, guess))
    }

    fn raw_inst_of(
        &self,
        gfx: &Gfx,
        mnemonic: Text,
        operands: Vec<Text>,
        modifiers: Vec<Text>,
        dual: Option<Box<Stmt>>,
        full: String,
    ) -> Result<RawInst, Err> {
        let row = lower::find(&mnemonic, gfx)?;
        let dual = match dual {
            Some(b) => match *b {
                Stmt::Inst {
                    mnemonic: m2,
                    operands: o2,
                    modifiers: x2,
                    ..
                } => {
                    if !mnemonic.text.starts_with("v_dual_") || !m2.text.starts_with("v_dual_") {
                        return Err((
                            m2.pos,
                            "`::` joins two `v_dual_*` instructions (VOPD)".into(),
                        ));
                    }
                    if gfx.gen < super::target::Gen::Gfx11 {
                        return Err((
                            mnemonic.pos,
                            format!(
                                "dual (VOPD) instructions need GFX11 or later, not {}",
                                gfx.name
                            ),
                        ));
                    }
                    let r2 = lower::find(&m2, gfx)?;
                    Some(Box::new(RawInst {
                        mnemonic: m2,
                        operands: o2,
                        modifiers: x2,
                        row: r2,
                        dual: None,
                        full: String::new(),
                        addr: 0,
                        size: 0,
                    }))
                }
                _ => None,
            },
            None if mnemonic.text.starts_with("v_dual_") => {
                return Err((
                    mnemonic.pos,
                    format!("`{}` needs a second half after `::`", mnemonic.text),
                ));
            }
            None => None,
        };
        let mut size = lower::encoded_size(&row.0, row.1, &operands, dual.is_some());
        if let Some(d) = &dual {
            size = size.max(lower::encoded_size(&d.row.0, d.row.1, &d.operands, true));
        }
        Ok(RawInst {
            mnemonic,
            operands,
            modifiers,
            row,
            dual,
            full: full.split_whitespace().collect::<Vec<_>>().join(" "),
            addr: self.code_addr,
            size,
        })
    }

    /// Pass two: descriptors and metadata, data symbols, lowering.
    fn finish(mut self, file: &str, src: &str) -> Result<Module, Err> {
        let Some((gfx, tpos)) = self.gfx.clone() else {
            return Err((
                Pos { line: 1, col: 1 },
                "missing `.amdgcn_target` (which GPU is this code for?)".into(),
            ));
        };
        // Descriptor values given as expressions, now that every `.set` is known.
        let mut ev = Evaluator::new(&self.set_defs, gfx.packed_fp32());
        for (k, key, text, pos, vpos) in &self.pending_desc {
            let v = ev
                .eval(text, *vpos)
                .map_err(|(p, m)| (p, format!("{m} (in `.amdhsa_{key} {text}`)")))?;
            self.descs[*k].set(key, v, *pos, *vpos)?;
        }
        let meta = match &self.metadata {
            Some((lines, at)) => Some(Metadata::parse(lines, at.line, &gfx)?),
            None => None,
        };
        // Data: one image at GLOBAL_DATA_BASE, a symbol per data label.
        let mut data = self.data.clone();
        let data_addr = |name: &str| -> Option<u64> {
            self.data_labels
                .iter()
                .find(|d| d.0 == name)
                .map(|d| GLOBAL_DATA_BASE + d.1 as u64)
        };
        for fx in &self.fixups {
            let base = data_addr(&fx.name)
                .or_else(|| self.code_labels.get(&fx.name).copied())
                .ok_or_else(|| (fx.pos, format!("undefined symbol `{}`", fx.name)))?;
            let v = base.wrapping_add(fx.addend as u64);
            data[fx.at..fx.at + fx.size].copy_from_slice(&v.to_le_bytes()[..fx.size]);
        }
        let mut module = Module {
            file: file.to_string(),
            target: TargetInfo {
                vendor: Vendor::Amd,
                isa_version: (self.code_object_version, 0),
                arch: gfx.id,
                arch_suffix: None,
                arch_name: gfx.name.clone(),
                address_size: 64,
                pos: tpos,
            },
            functions: Vec::new(),
            symbols: Vec::new(),
            keys: vec![String::new()],
        };
        for (k, (name, off, pos, writable)) in self.data_labels.iter().enumerate() {
            let end = self.data_labels.get(k + 1).map_or(data.len(), |d| d.1);
            let size = self
                .data_sizes
                .get(name)
                .copied()
                .unwrap_or((end - off) as u64)
                .max(1);
            let mut init = data[*off..end].to_vec();
            init.resize(size as usize, 0);
            module.symbols.push(Symbol {
                name: name.clone(),
                kind: SymKind::Var,
                space: if *writable {
                    Space::Global
                } else {
                    Space::Const
                },
                ty: Ty::B8,
                size,
                align: 1,
                init: Some(init),
                owner: None,
                dynamic_shared: false,
                ptr_space: None,
                fixed_addr: Some(GLOBAL_DATA_BASE + *off as u64),
                pos: *pos,
            });
        }
        // Kernels: every descriptor names a function and a metadata entry.
        let mut abis = HashMap::new();
        for d in &self.descs {
            if !self.funcs.iter().any(|f| f.name == d.name) {
                return Err((d.pos, format!("kernel descriptor for `{}`, but no function `{}` (`.type {},@function` and its label)", d.name, d.name, d.name)));
            }
            let m = meta.as_ref().ok_or_else(|| {
                (
                    d.pos,
                    format!(
                        "kernel `{}` has a descriptor but the file has no `.amdgpu_metadata` block",
                        d.name
                    ),
                )
            })?;
            let km = m.kernel(&d.name).ok_or_else(|| {
                (
                    d.pos,
                    format!("kernel `{}` is missing from `.amdgpu_metadata`", d.name),
                )
            })?;
            abis.insert(d.name.clone(), (build_abi(d, km, &gfx)?, km));
        }
        if let Some(m) = &meta {
            if let Some(k) = m.kernels.iter().find(|k| !abis.contains_key(&k.name)) {
                return Err((
                    m.pos_of(&k.name),
                    format!(
                        "metadata describes kernel `{}`, which has no `.amdhsa_kernel` descriptor",
                        k.name
                    ),
                ));
            }
        }
        let default_wave64 = self
            .descs
            .first()
            .and_then(|d| abis.get(&d.name))
            .map_or(gfx.default_wave64(), |a| a.0.wave64);
        let mut file_vgprs = 0u32;
        let mut keys: HashMap<String, u16> = HashMap::new();
        // Function addresses each function's code takes, and those the data takes
        // (a function-pointer table makes its entries reachable from every kernel).
        let mut refs_by_name: Vec<Vec<String>> = Vec::with_capacity(self.funcs.len());
        let data_taken: Vec<&str> = self
            .fixups
            .iter()
            .filter(|fx| data_addr(&fx.name).is_none())
            .map(|fx| fx.name.as_str())
            .collect();
        for fb in &self.funcs {
            let abi = abis.get(&fb.name);
            let wave64 = abi.map_or(default_wave64, |a| a.0.wave64);
            let mut func = Function {
                name: fb.name.clone(),
                is_entry: abi.is_some(),
                params: Vec::new(),
                rets: Vec::new(),
                regs: Vec::new(),
                num_preds: 0,
                code: Vec::new(),
                src: Vec::new(),
                vec_elems: Vec::new(),
                has_body: true,
                perf: PerfHints::default(),
                wave: None,
                pos: fb.pos,
                unsupported: None,
                addr_refs: Vec::new(),
            };
            // Labels resolve to statement indices first; once every statement is
            // lowered (a VOPD statement is two or three instructions) they become pcs.
            let mut stmt_pc = Vec::with_capacity(fb.insts.len() + 1);
            let taken = std::cell::RefCell::new(Vec::<String>::new());
            let resolve = |name: &str| -> Option<Sym> {
                if let Some(&k) = fb.labels.get(name) {
                    return Some(Sym::Label(k as u32));
                }
                if let Some(&a) = self.code_labels.get(name) {
                    taken.borrow_mut().push(name.to_string());
                    return Some(Sym::Addr(a));
                }
                if let Some(a) = data_addr(name) {
                    return Some(Sym::Addr(a));
                }
                self.sets.get(name).map(|&v| Sym::Value(v))
            };
            let (mut max_vgpr, mut max_sgpr, mut max_agpr) = (0, 0, 0);
            let mut unsupported = fb.unsupported.clone();
            for ri in &fb.insts {
                stmt_pc.push(func.code.len() as u32);
                let mut env = Env {
                    gfx: &gfx,
                    wave64,
                    addr: ri.addr,
                    size: ri.size,
                    resolve: &resolve,
                    max_vgpr,
                    max_sgpr,
                    max_agpr,
                    vec_elems: &mut func.vec_elems,
                };
                // DPP on an operation other than a move: a DPP move into the hidden
                // temporary, then the operation (see `Env::lower_dpp_alu`).
                // SDWA: extractions into hidden temporaries, the operation, a merge
                // (see `Env::lower_sdwa`).
                let dpp = ri.row.1 == Form::Dpp && !matches!(ri.row.0.kind, Kind::VMov { .. });
                let permlane = matches!(ri.row.0.kind, Kind::VPermlane16 { .. });
                let swap = matches!(ri.row.0.kind, Kind::VSwap);
                if dpp || permlane || swap || ri.row.1 == Form::Sdwa {
                    let (row, m, o, x) = (&ri.row.0, &ri.mnemonic, &ri.operands, &ri.modifiers);
                    let seq = if swap {
                        env.lower_swap(m, o, x, DUAL_TEMP).map(Vec::from)
                    } else if dpp {
                        env.lower_dpp_alu(row, m, o, x, DUAL_TEMP).map(Vec::from)
                    } else if permlane {
                        env.lower_permlane16(row, m, o, x, DUAL_TEMP).map(Vec::from)
                    } else {
                        env.lower_sdwa(row, m, o, x, DUAL_TEMP)
                    };
                    match seq {
                        Ok(pair) => {
                            max_vgpr = env.max_vgpr;
                            max_sgpr = env.max_sgpr;
                            max_agpr = env.max_agpr;
                            let key =
                                intern(&mut keys, &mut module.keys, key_of(&ri.mnemonic.text));
                            for mut i in pair {
                                i.key = key;
                                func.code.push(i);
                                func.src.push(SrcInfo {
                                    pos: ri.mnemonic.pos,
                                    text: ri.full.clone(),
                                    addr: ri.addr,
                                });
                            }
                        }
                        Err(e) => {
                            if unsupported.as_ref().is_none_or(|u| e.0.line < u.0.line) {
                                unsupported = Some(e);
                            }
                        }
                    }
                    continue;
                }
                let lowered = env
                    .lower(
                        &ri.row.0,
                        ri.row.1,
                        &ri.mnemonic,
                        &ri.operands,
                        &ri.modifiers,
                    )
                    .and_then(|a| match &ri.dual {
                        Some(d) => env
                            .lower(&d.row.0, d.row.1, &d.mnemonic, &d.operands, &d.modifiers)
                            .map(|b| (a, Some(b))),
                        None => Ok((a, None)),
                    });
                // A statement that does not lower sets the function aside, like an
                // unknown mnemonic in pass one (the first one in file order wins).
                let (mut a, b) = match lowered {
                    Ok(x) => x,
                    Err(e) => {
                        if unsupported.as_ref().is_none_or(|u| e.0.line < u.0.line) {
                            unsupported = Some(e);
                        }
                        continue;
                    }
                };
                max_vgpr = env.max_vgpr;
                max_sgpr = env.max_sgpr;
                max_agpr = env.max_agpr;
                a.key = intern(&mut keys, &mut module.keys, inst_key(&a, &ri.mnemonic.text));
                let info = SrcInfo {
                    pos: ri.mnemonic.pos,
                    text: ri.full.clone(),
                    addr: ri.addr,
                };
                match (b, &ri.dual) {
                    (Some(mut b), Some(d)) => {
                        b.key = intern(&mut keys, &mut module.keys, key_of(&d.mnemonic.text));
                        for i in order_dual(a, b) {
                            func.code.push(i);
                            func.src.push(info.clone());
                        }
                    }
                    _ => {
                        func.code.push(a);
                        func.src.push(info);
                    }
                }
            }
            stmt_pc.push(func.code.len() as u32);
            for i in &mut func.code {
                for o in i.src.iter_mut() {
                    if let Operand::Label(k) = o {
                        *k = stmt_pc[*k as usize];
                    }
                }
            }
            file_vgprs = file_vgprs.max(max_vgpr);
            if max_agpr > 0 {
                file_vgprs = file_vgprs.max(AGPR_BASE + max_agpr);
            }
            if let Some((abi, km)) = abi {
                // A kernel that names more registers than its descriptor grants cannot
                // run; the file's other kernels can.
                if max_vgpr > abi.next_free_vgpr {
                    unsupported.get_or_insert((fb.pos, format!(
                        "kernel `{}` uses v{} but its descriptor declares .amdhsa_next_free_vgpr {}",
                        fb.name,
                        max_vgpr - 1,
                        abi.next_free_vgpr
                    )));
                }
                // AGPRs follow the architectural VGPRs in the unified file of gfx90a
                // and later (`.amdhsa_accum_offset`); gfx908 has a separate file.
                if max_agpr > 0 {
                    let (first, limit) = match abi.accum_offset {
                        Some(off) => (off, off + max_agpr),
                        None => (0, max_agpr),
                    };
                    if max_vgpr > first && abi.accum_offset.is_some() {
                        unsupported.get_or_insert((fb.pos, format!(
                            "kernel `{}` uses v{} but its descriptor puts the accumulation registers at .amdhsa_accum_offset {first}",
                            fb.name,
                            max_vgpr - 1,
                        )));
                    }
                    if limit > abi.next_free_vgpr {
                        unsupported.get_or_insert((fb.pos, format!(
                            "kernel `{}` uses a{} but its descriptor declares .amdhsa_next_free_vgpr {}{}",
                            fb.name,
                            max_agpr - 1,
                            abi.next_free_vgpr,
                            if first > 0 { format!(" with .amdhsa_accum_offset {first}") } else { String::new() }
                        )));
                    }
                }
                let mpos = meta.as_ref().map_or(fb.pos, |m| m.pos_of(&fb.name));
                if max_sgpr > abi.next_free_sgpr {
                    unsupported.get_or_insert((fb.pos, format!(
                        "kernel `{}` uses s{} but its descriptor declares .amdhsa_next_free_sgpr {}",
                        fb.name,
                        max_sgpr - 1,
                        abi.next_free_sgpr
                    )));
                }
                func.params = kernel_params(
                    km,
                    &fb.name,
                    &mut module.symbols,
                    module.functions.len() as u32,
                    mpos,
                )?;
                func.perf.reqntid = abi.reqd_workgroup_size;
                func.perf.maxntid = abi.max_flat_workgroup_size.map(|n| [n, 1, 1]);
                func.wave = Some(Box::new(abi.clone()));
            }
            func.unsupported = unsupported
                .map(|(pos, msg)| Box::new(crate::error::ParseError::at(file, src, pos, msg)));
            refs_by_name.push(taken.into_inner());
            module.functions.push(func);
        }
        let index: HashMap<String, u32> = module
            .functions
            .iter()
            .enumerate()
            .map(|(k, f)| (f.name.clone(), k as u32))
            .collect();
        let look = |n: &str| index.get(n).copied();
        let from_data: Vec<u32> = data_taken.iter().filter_map(|n| look(n)).collect();
        for (f, names) in module.functions.iter_mut().zip(refs_by_name) {
            let mut r: Vec<u32> = names.iter().filter_map(|n| look(n)).collect();
            r.extend(&from_data);
            r.sort_unstable();
            r.dedup();
            f.addr_refs = r;
        }
        // The register file holds every VGPR any function of the file names (callees
        // share the caller's registers), plus a hidden pair for VOPD swaps; only
        // kernels own the file.
        let temp = file_vgprs.max(
            self.descs
                .iter()
                .filter_map(|d| abis.get(&d.name))
                .map(|a| a.0.next_free_vgpr)
                .max()
                .unwrap_or(0),
        );
        for f in module.functions.iter_mut() {
            for i in f.code.iter_mut() {
                for o in i.dst.iter_mut().chain(i.src.iter_mut()) {
                    if let Operand::VRegs { idx, .. } | Operand::VHalf { idx, .. } = o {
                        // The hidden pair: DUAL_TEMP and DUAL_TEMP + 1 (SDWA's second
                        // extracted source).
                        if (DUAL_TEMP..DUAL_TEMP + 2).contains(idx) {
                            *idx = temp + (*idx - DUAL_TEMP);
                        }
                    }
                }
            }
        }
        for f in module.functions.iter_mut().filter(|f| f.is_entry) {
            f.regs = vec![32; temp as usize + 2];
        }
        if module.functions.iter().all(|f| !f.is_entry)
            && !self.funcs.is_empty()
            && self.descs.is_empty()
        {
            return Err((
                Pos { line: 1, col: 1 },
                "the file defines no kernel (no `.amdhsa_kernel` descriptor)".into(),
            ));
        }
        Ok(module)
    }
}

/// The latency-table key of an instruction: its mnemonic without encoding suffixes;
/// an MFMA's is its generation's spelling (gfx94x accepts the gfx90a names as
/// aliases, keyed as the gfx94x names).
fn inst_key<'a>(i: &crate::ir::Inst, m: &'a str) -> &'a str {
    match i.mods.sub {
        crate::ir::Sub::Mfma(f) => f.key(),
        _ => key_of(m),
    }
}

/// The latency-table key of a mnemonic: without encoding suffixes.
fn key_of(m: &str) -> &str {
    lower::split_suffix(m).map(|(b, _)| b).unwrap_or(m)
}

fn intern(map: &mut HashMap<String, u16>, keys: &mut Vec<String>, k: &str) -> u16 {
    if let Some(&i) = map.get(k) {
        return i;
    }
    let i = keys.len() as u16;
    keys.push(k.to_string());
    map.insert(k.to_string(), i);
    i
}

/// Placeholder VGPR index of the hidden temporaries (two registers) a VOPD swap, a DPP
/// operation or an SDWA operation goes through (patched to the first registers past
/// the file once the file's size is known).
const DUAL_TEMP: u32 = u32::MAX - 8;

/// Sequence the two halves of a VOPD pair so that running the result equals running
/// them together (both read their sources before either writes): in order, reversed,
/// or (when each reads the other's destination) X into a hidden temporary, then Y,
/// then a move of the temporary into X's destination.
fn order_dual(x: Inst, y: Inst) -> Vec<Inst> {
    let reads = |i: &Inst, d: &Operand| i.src.iter().any(|s| overlaps(s, d));
    let mut out = if !reads(&y, &x.dst[0]) {
        vec![x, y]
    } else if !reads(&x, &y.dst[0]) {
        vec![y, x]
    } else {
        let n = match x.dst[0] {
            Operand::VRegs { n, .. } => n,
            _ => 1,
        };
        let mut first = x;
        first.dst[0] = Operand::VRegs { idx: DUAL_TEMP, n };
        let mut mv = Inst::new(crate::ir::Op::Mov);
        mv.ty = if n == 2 { Ty::B64 } else { Ty::B32 };
        mv.dst[0] = x.dst[0];
        mv.src[0] = first.dst[0];
        mv.class = crate::ir::OpClass::Move;
        mv.key = x.key;
        vec![first, y, mv]
    };
    for i in out.iter_mut().skip(1) {
        i.mods.dual_second = true;
    }
    out
}

/// Do two register operands share a register?
fn overlaps(a: &Operand, b: &Operand) -> bool {
    let range = |o: &Operand| match *o {
        Operand::VRegs { idx, n } => Some((0u8, idx, idx + n as u32)),
        Operand::VHalf { idx, .. } => Some((0u8, idx, idx + 1)),
        Operand::SRegs { idx, n } | Operand::SMask { idx, n } => {
            Some((1u8, idx as u32, idx as u32 + n as u32))
        }
        _ => None,
    };
    match (range(a), range(b)) {
        (Some((ka, a0, a1)), Some((kb, b0, b1))) => ka == kb && a0 < b1 && b0 < a1,
        _ => false,
    }
}
