//! Reading an AMDGPU assembly file: sections, functions (from `.type @function`),
//! labels, data, the kernel descriptors (`.amdhsa_kernel`) and the code-object
//! metadata (`.amdgpu_metadata`). Pass one assigns code and data addresses; pass two
//! lowers every instruction with labels and symbols resolved. The result is an
//! `ir::Module` whose kernels carry their launch ABI (`ir::WaveAbi`).

mod directive;
mod finish;

use super::abi::{build_abi, kernel_params, Desc, Metadata};
use super::expr::Evaluator;
use super::lower::{self, Env, Form, Sym, AGPR_BASE, GOT_SUFFIX};
use super::syntax::{parse_line, Stmt, Text};
use super::table::{Kind, Row};
use super::target::Gfx;
use crate::error::{ParseError, Pos};
use crate::ir::layout::{CODE_BASE, GLOBAL_DATA_BASE};
use crate::ir::{
    Function, Inst, Linkage, Module, Operand, PerfHints, Space, SrcInfo, SymKind, Symbol,
    TargetInfo, Ty, Vendor,
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
