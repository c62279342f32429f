//! A front end's output: functions with function-local register numbering, symbols
//! (variables and parameters) with their state spaces, and the target the module was
//! written for. Kernels become runnable `Program`s through `ir::link`.

use super::inst::{Inst, Operand, Space};
use super::types::Ty;
use crate::error::Pos;

/// Which vendor's ISA a module was written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vendor {
    Nvidia,
    Amd,
}

/// What the module declares about its target (PTX `.version`/`.target`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TargetInfo {
    pub vendor: Vendor,
    /// ISA version as (major, minor), e.g. PTX 8.0 = (8, 0).
    pub isa_version: (u32, u32),
    /// Architecture number, e.g. 90 for sm_90 (NVIDIA) or 0x1100 for gfx1100 (AMD).
    pub arch: u32,
    /// Architecture suffix (`a` or `f` for sm_90a / sm_100f), if any.
    pub arch_suffix: Option<char>,
    /// Full target name as written (e.g. `sm_90a`).
    pub arch_name: String,
    pub address_size: u32,
    /// Where the target was declared (for messages about it).
    pub pos: Pos,
}

/// PTX linkage of a module-scope function or variable: `.visible`, `.extern`,
/// `.weak`, `.common`, or none (file scope). It decides how files linked together
/// (relocatable device code, `ir::merge`) share names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Linkage {
    #[default]
    Internal,
    Visible,
    Extern,
    Weak,
    Common,
}

/// What kind of thing a symbol is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymKind {
    /// A declared variable (`.global`, `.shared`, `.const`, `.local`).
    Var,
    /// A kernel (`.entry`) parameter.
    KernelParam,
    /// A `.func` parameter or return value, or a call-site `.param` variable.
    FuncParam,
    /// An `.extern` variable that another of the files linked into the module
    /// defines (`ir::merge`): uses of it became uses of the definition; never placed.
    Declared,
}

/// A named piece of memory: variable or parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct Symbol {
    pub name: String,
    pub kind: SymKind,
    pub space: Space,
    /// Element type as declared (e.g. `.b8` for byte arrays, `.u64` for a pointer param).
    pub ty: Ty,
    /// Size in bytes (0 for `.extern .shared` arrays of unknown size).
    pub size: u64,
    pub align: u32,
    /// Initial bytes (`= {...}`), little-endian, for global/const variables.
    pub init: Option<Vec<u8>>,
    /// Function that owns the symbol (function-scope declaration or parameter); `None` = module scope.
    pub owner: Option<u32>,
    /// `.extern .shared` array sized at launch (dynamic shared memory).
    pub dynamic_shared: bool,
    /// `.ptr` attribute on a kernel parameter and its declared state space, if any.
    pub ptr_space: Option<Space>,
    /// Address the front end already fixed (AMD data, laid out at assembly time so
    /// PC-relative fixups can be resolved); `None` = the linker places it.
    pub fixed_addr: Option<u64>,
    /// Addresses in the initialiser (`= {arr, generic(arr)+8}`), which the linker
    /// writes into `init` once every variable has its address.
    pub relocs: Vec<Reloc>,
    pub pos: Pos,
    pub linkage: Linkage,
    /// The file it was declared in: an index into `Module::sources` (0 for a module
    /// read from one file).
    pub source: u16,
}

/// An address in a variable's initialiser: `bytes` (4 or 8) at `offset` of the
/// initial data hold the address of the symbol or function `target` plus `addend`.
#[derive(Debug, Clone, PartialEq)]
pub struct Reloc {
    pub offset: u32,
    pub bytes: u8,
    pub target: String,
    pub addend: i64,
    pub pos: Pos,
}

/// Performance directives of a kernel (`.maxntid`, `.reqntid`, ...).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PerfHints {
    pub maxntid: Option<[u32; 3]>,
    pub reqntid: Option<[u32; 3]>,
    pub minnctapersm: Option<u32>,
    pub maxnreg: Option<u32>,
    /// `.reqnctapercluster` (a cluster shape the kernel requires).
    pub reqnctapercluster: Option<[u32; 3]>,
    /// `.explicitcluster` (the kernel must be launched with a cluster shape).
    pub explicitcluster: bool,
}

/// Where an instruction came from, for fault messages and traces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SrcInfo {
    pub pos: Pos,
    /// The instruction's source text, whitespace-normalised.
    pub text: String,
    /// Code address of the instruction (AMD: its encoded position; 0 for PTX).
    pub addr: u64,
}

/// A function or kernel.
#[derive(Debug, Clone, PartialEq)]
pub struct Function {
    pub name: String,
    pub is_entry: bool,
    /// Symbols of the parameters, in order.
    pub params: Vec<u32>,
    /// Symbols of the return values, in order (`.func (.param ...) f(...)`).
    pub rets: Vec<u32>,
    /// Declared width in bits of each function-local register (index = register number).
    pub regs: Vec<u8>,
    /// Number of predicate registers.
    pub num_preds: u32,
    pub code: Vec<Inst>,
    pub src: Vec<SrcInfo>,
    /// Backing table of `Operand::Vec` lists.
    pub vec_elems: Vec<Operand>,
    /// Declared with a body (false for prototypes and `.extern` declarations).
    pub has_body: bool,
    pub perf: PerfHints,
    /// AMD kernels: the launch ABI from the kernel descriptor and metadata.
    pub wave: Option<Box<super::WaveAbi>>,
    pub pos: Pos,
    /// The first statement of the body the front end could not take (where, and
    /// why). Linking a kernel whose call graph reaches this function fails with it;
    /// the file's other kernels are unaffected.
    pub unsupported: Option<Box<crate::error::ParseError>>,
    /// AMD: the functions whose address this function's code or the file's data takes
    /// (indices into `Module::functions`). A call goes through a computed address
    /// (`s_swappc_b64`), so these bound what a kernel can reach.
    pub addr_refs: Vec<u32>,
    pub linkage: Linkage,
    /// The file it was defined in (see `Symbol::source`).
    pub source: u16,
}

/// A parsed, lowered module.
#[derive(Debug, Clone, PartialEq)]
pub struct Module {
    /// The file it was read from (for messages).
    pub file: String,
    pub target: TargetInfo,
    pub functions: Vec<Function>,
    pub symbols: Vec<Symbol>,
    /// Interned opcode keys (`bfe.u32`, `ld.global.b32`, ...); `Inst::key` indexes this.
    pub keys: Vec<String>,
    /// The files linked into it, as displayed (`ir::merge`); empty when it was read
    /// from one file (`file`).
    pub sources: Vec<String>,
}

impl Module {
    /// The display name of the file that source index `s` stands for.
    pub fn source_name(&self, s: u16) -> &str {
        self.sources
            .get(s as usize)
            .map_or(self.file.as_str(), |n| n.as_str())
    }
}

impl Module {
    /// Names of the kernels (entry functions) with bodies, in declaration order.
    pub fn kernels(&self) -> Vec<&str> {
        self.functions
            .iter()
            .filter(|f| f.is_entry && f.has_body)
            .map(|f| f.name.as_str())
            .collect()
    }

    /// Index of a function by name.
    pub fn function(&self, name: &str) -> Option<usize> {
        self.functions.iter().position(|f| f.name == name)
    }

    /// The first statement (in file order) that the front end set aside, in any
    /// function: what a strict loader would have rejected the file for.
    pub fn first_set_aside(&self) -> Option<&crate::error::ParseError> {
        self.functions
            .iter()
            .filter_map(|f| f.unsupported.as_deref())
            .min_by_key(|e| (e.pos.line, e.pos.col))
    }
}
