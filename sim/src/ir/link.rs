//! Linking: turn one kernel of a [`Module`] and every function it calls into a flat,
//! runnable [`Program`]. Registers, predicates and pcs get kernel-wide numbers, symbols
//! become addresses in their state space, and the memory each block, thread and launch
//! needs is laid out. Functions own static storage; for a function that can call
//! itself the link describes that storage as a [`Frame`] the executor saves around
//! each call into it.

use super::frame::{merge_ranges, Frame};
use super::inst::{Inst, Operand, Space, EXIT_PC, NO_REG};
use super::layout::{GLOBAL_DATA_BASE, PTX_FUNC_HANDLE_BASE, THREAD_PARAM_BASE};
use super::module::{Function, Module, PerfHints, SrcInfo, SymKind, TargetInfo};
use super::op::Op;
use super::types::Ty;

/// A kernel parameter as the launcher sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelParam {
    pub name: String,
    pub ty: Ty,
    pub size: u32,
    pub align: u32,
    /// Byte offset in the kernel parameter buffer.
    pub offset: u32,
    /// Declared as a pointer (`.ptr`).
    pub is_ptr: bool,
}

/// Why a kernel cannot be linked, and where (if one place is to blame).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkError {
    pub pos: Option<crate::error::Pos>,
    pub msg: String,
    /// The file `pos` is in: an index into `Module::sources` (0 for one file).
    pub source: u16,
}

impl LinkError {
    fn new(pos: Option<crate::error::Pos>, msg: impl Into<String>) -> LinkError {
        LinkError {
            pos,
            msg: msg.into(),
            source: 0,
        }
    }

    /// The error, located in file `source` of a linked module.
    fn at(mut self, source: u16) -> LinkError {
        self.source = source;
        self
    }
}

/// Largest per-thread local memory (CUDA: 512 KiB per thread).
pub const MAX_LOCAL_BYTES: u64 = 512 * 1024;
/// Largest kernel parameter buffer (PTX ISA, sm_70+: 32764 bytes).
pub const MAX_KERNEL_PARAM_BYTES: u64 = 32764;

/// Initial contents of a module variable in global memory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataSegment {
    pub name: String,
    pub addr: u64,
    pub bytes: Vec<u8>,
    pub space: Space,
}

/// A linked kernel: everything the executor and the timing model need, nothing else.
#[derive(Debug, Clone, PartialEq)]
pub struct Program {
    pub name: String,
    pub file: String,
    pub target: TargetInfo,
    pub code: Vec<Inst>,
    pub src: Vec<SrcInfo>,
    /// Name of the function each pc belongs to.
    pub func_of_pc: Vec<u16>,
    pub func_names: Vec<String>,
    /// The file each function of `func_names` comes from (several for linked files).
    pub func_files: Vec<String>,
    pub vec_elems: Vec<Operand>,
    /// Declared width of each register.
    pub reg_bits: Vec<u8>,
    /// Slots of the register file per lane (registers share slots once
    /// [`super::slots::compact`] has run; one per register before).
    pub slots: u32,
    pub num_preds: u32,
    pub params: Vec<KernelParam>,
    pub kernel_param_size: u32,
    /// Bytes of per-thread `.param` storage for `.func` frames and call sites.
    pub thread_param_size: u32,
    /// Bytes of per-thread local memory.
    pub local_size: u32,
    /// Bytes of static shared memory per block.
    pub shared_static_size: u32,
    /// Offset of the dynamic shared array (if the kernel declares one).
    pub dynamic_shared_offset: Option<u32>,
    pub data: Vec<DataSegment>,
    pub perf: PerfHints,
    pub keys: Vec<String>,
    /// (code address, pc) sorted by address (AMD programs; empty for PTX).
    pub addr_index: Vec<(u64, u32)>,
    /// AMD kernels: the launch ABI (initial registers, MODE, kernarg layout).
    pub wave: Option<Box<super::WaveAbi>>,
    /// The storage of each recursive function, by entry pc (PTX; usually empty).
    pub frames: Vec<Frame>,
}

impl Program {
    pub fn num_regs(&self) -> u32 {
        self.reg_bits.len() as u32
    }

    /// The pc of the instruction at code address `addr` (AMD programs).
    pub fn pc_of_addr(&self, addr: u64) -> Option<u32> {
        let i = self.addr_index.partition_point(|&(a, _)| a < addr);
        self.addr_index
            .get(i)
            .filter(|&&(a, _)| a == addr)
            .map(|&(_, pc)| pc)
    }

    /// The instruction at `pc` as written, with its location, for messages.
    pub fn describe_pc(&self, pc: u32) -> String {
        let file = self
            .func_of_pc
            .get(pc as usize)
            .and_then(|&f| self.func_files.get(f as usize))
            .unwrap_or(&self.file);
        match self.src.get(pc as usize) {
            Some(s) => format!("`{}` at {}:{}", s.text, file, s.pos.line),
            None if pc == EXIT_PC => "<function exit>".to_string(),
            None => format!("<pc {pc}>"),
        }
    }
}

/// The functions an AMD kernel can reach: the kernel and, transitively, every
/// function whose address a reached function takes (`Function::addr_refs`).
fn amd_reach(module: &Module, kid: usize) -> Vec<bool> {
    let mut reach = vec![false; module.functions.len()];
    let mut stack = vec![kid];
    while let Some(f) = stack.pop() {
        if std::mem::replace(&mut reach[f], true) {
            continue;
        }
        stack.extend(module.functions[f].addr_refs.iter().map(|&g| g as usize));
    }
    reach
}

fn align_up(v: u64, a: u64) -> u64 {
    let a = a.max(1);
    v.div_ceil(a) * a
}

/// Link kernel `entry` of `module`.
///
/// # Errors
/// The kernel does not exist, calls a function without a body, takes the address of
/// a recursive function's own `.local`/`.param` storage, or needs more local or
/// parameter memory than a GPU provides.
pub fn link(module: &Module, entry: &str) -> Result<Program, LinkError> {
    let kid = module
        .function(entry)
        .filter(|&i| module.functions[i].is_entry && module.functions[i].has_body)
        .ok_or_else(|| {
            LinkError::new(
                None,
                format!(
                    "no kernel `{entry}` in the program (kernels: {})",
                    module.kernels().join(", ")
                ),
            )
        })?;
    // Call-graph closure in DFS order.
    let mut order: Vec<usize> = Vec::new();
    let amd = module.target.vendor == super::Vendor::Amd;
    if amd {
        // AMD code calls through computed addresses (`s_swappc_b64`), so every
        // function whose address the kernel's code takes (transitively) is linked,
        // the kernel first (its entry is pc 0). Nothing else can be called: linking
        // the whole file for each kernel made checking a file of hundreds of kernels
        // quadratic in its size.
        let reach = amd_reach(module, kid);
        order.push(kid);
        order.extend(
            (0..module.functions.len())
                .filter(|&f| f != kid && reach[f] && module.functions[f].has_body),
        );
    } else {
        let mut seen = vec![false; module.functions.len()];
        visit(module, kid, &mut seen, &mut order)?;
        order.reverse(); // kernel first
    }
    // A statement the front end set aside in any function the kernel reaches (the
    // linked functions are exactly those).
    if let Some((f, e)) = order
        .iter()
        .find_map(|&f| module.functions[f].unsupported.as_ref().map(|u| (f, u)))
    {
        let (pos, msg) = (e.pos, &e.msg);
        let func = &module.functions[f];
        let via = if f == kid {
            String::new()
        } else if amd {
            format!(" in `{}`, whose address it takes", func.name)
        } else {
            format!(" in `{}`, which it calls", func.name)
        };
        return Err(LinkError::new(
            Some(pos),
            format!("{msg} (kernel `{entry}` cannot run: it reaches this statement{via}; the file's other kernels can)"),
        )
        .at(func.source));
    }
    // Bases.
    let nf = module.functions.len();
    let mut code_base = vec![0u32; nf];
    let mut reg_base = vec![0u32; nf];
    let mut pred_base = vec![0u32; nf];
    let mut vec_base = vec![0u32; nf];
    let (mut c, mut r, mut p, mut v) = (0u32, 0u32, 0u32, 0u32);
    for &f in &order {
        let func = &module.functions[f];
        code_base[f] = c;
        // AMD functions share the kernel's physical registers (operands name them
        // absolutely); PTX functions get their own range.
        reg_base[f] = if module.target.vendor == super::Vendor::Amd {
            0
        } else {
            r
        };
        pred_base[f] = p;
        vec_base[f] = v;
        c += func.code.len() as u32;
        r += func.regs.len() as u32;
        p += func.num_preds;
        v += func.vec_elems.len() as u32;
    }
    let in_closure = |owner: Option<u32>| match owner {
        None => true,
        Some(o) => order.contains(&(o as usize)),
    };
    // Symbol addresses.
    let mut sym_addr = vec![0u64; module.symbols.len()];
    let mut params = Vec::new();
    let kernel = &module.functions[kid];
    let mut kp = 0u64;
    for &s in &kernel.params {
        let sym = &module.symbols[s as usize];
        // AMD metadata gives each argument's offset; PTX packs them in order.
        kp = sym
            .fixed_addr
            .unwrap_or_else(|| align_up(kp, sym.align as u64));
        sym_addr[s as usize] = kp;
        params.push(KernelParam {
            name: sym.name.clone(),
            ty: sym.ty,
            size: sym.size as u32,
            align: sym.align,
            offset: kp as u32,
            is_ptr: sym.ptr_space.is_some(),
        });
        kp += sym.size;
    }
    if kp > MAX_KERNEL_PARAM_BYTES {
        return Err(LinkError::new(
            Some(kernel.pos),
            format!("kernel `{entry}` has {kp} bytes of parameters, more than the {MAX_KERNEL_PARAM_BYTES} a launch can pass"),
        ).at(kernel.source));
    }
    let (mut tp, mut local, mut shared) = (0u64, 0u64, 0u64);
    let mut data = Vec::new();
    // Module-scope variables first, the same for every kernel of the module.
    let mut gdata = place_module_data(module, &mut sym_addr, &mut data);
    let mut dyn_shared = Vec::new();
    for (i, sym) in module.symbols.iter().enumerate() {
        let placed = sym.owner.is_none() && matches!(sym.space, Space::Global | Space::Const);
        if sym.kind == SymKind::KernelParam || placed || !in_closure(sym.owner) {
            continue;
        }
        let a = sym.align.max(1) as u64;
        match (sym.kind, sym.space) {
            (SymKind::FuncParam, _) => {
                tp = align_up(tp, a);
                sym_addr[i] = THREAD_PARAM_BASE + tp;
                tp += sym.size;
            }
            (_, Space::Local) => {
                local = align_up(local, a);
                sym_addr[i] = local;
                local += sym.size;
                if local > MAX_LOCAL_BYTES {
                    return Err(LinkError::new(
                        Some(sym.pos),
                        format!(
                            "local memory of `{entry}` reaches {local} bytes at `{}`, more than the {MAX_LOCAL_BYTES} bytes a thread may have",
                            sym.name
                        ),
                    ).at(sym.source));
                }
            }
            (_, Space::Shared) if sym.dynamic_shared => dyn_shared.push(i),
            (_, Space::Shared) => {
                shared = align_up(shared, a);
                sym_addr[i] = shared;
                shared += sym.size;
            }
            (_, Space::Global | Space::Const) => {
                place_variable(module, i, &mut gdata, &mut sym_addr, &mut data)
            }
            _ => {}
        }
    }
    resolve_relocs(module, &in_closure, &sym_addr, &mut data)?;
    let mut dynamic_shared_offset = None;
    if !dyn_shared.is_empty() {
        let a = dyn_shared
            .iter()
            .map(|&i| module.symbols[i].align.max(1) as u64)
            .max()
            .unwrap_or(1)
            .max(16);
        let off = align_up(shared, a);
        for &i in &dyn_shared {
            sym_addr[i] = off;
        }
        dynamic_shared_offset = Some(off as u32);
    }
    // Code.
    let mut prog = Program {
        name: kernel.name.clone(),
        file: module.file.clone(),
        target: module.target.clone(),
        code: Vec::with_capacity(c as usize),
        src: Vec::with_capacity(c as usize),
        func_of_pc: Vec::with_capacity(c as usize),
        func_names: Vec::new(),
        func_files: Vec::new(),
        vec_elems: Vec::with_capacity(v as usize),
        reg_bits: Vec::with_capacity(r as usize),
        slots: 0,
        num_preds: p,
        params,
        kernel_param_size: kp as u32,
        thread_param_size: tp as u32,
        local_size: local as u32,
        shared_static_size: shared as u32,
        dynamic_shared_offset,
        data,
        perf: kernel.perf.clone(),
        keys: module.keys.clone(),
        addr_index: Vec::new(),
        wave: kernel.wave.clone(),
        frames: Vec::new(),
    };
    if let Some(abi) = &kernel.wave {
        prog.kernel_param_size = prog.kernel_param_size.max(abi.kernarg_size);
        prog.local_size = abi.private_segment_size;
        prog.shared_static_size = abi.group_segment_size;
    }
    let ctx = Reloc {
        module,
        code_base: &code_base,
        reg_base: &reg_base,
        pred_base: &pred_base,
        vec_base: &vec_base,
        sym_addr: &sym_addr,
    };
    for (fi, &f) in order.iter().enumerate() {
        let func: &Function = &module.functions[f];
        prog.func_names.push(func.name.clone());
        prog.func_files
            .push(module.source_name(func.source).to_string());
        prog.reg_bits.extend_from_slice(&func.regs);
        for e in &func.vec_elems {
            prog.vec_elems.push(ctx.operand(f, *e));
        }
        for (inst, src) in func.code.iter().zip(&func.src) {
            let mut i = *inst;
            if i.guard != NO_REG {
                i.guard += pred_base[f];
            }
            for o in i.dst.iter_mut().chain(i.src.iter_mut()) {
                *o = ctx.operand(f, *o);
            }
            if i.reconv != EXIT_PC {
                i.reconv += code_base[f];
            }
            prog.code.push(i);
            prog.src.push(src.clone());
            prog.func_of_pc.push(fi as u16);
        }
    }
    if module.target.vendor == super::Vendor::Amd {
        prog.addr_index = prog
            .src
            .iter()
            .enumerate()
            .map(|(pc, s)| (s.addr, pc as u32))
            .collect();
        prog.addr_index.sort_unstable();
    }
    super::slots::identity(&mut prog);
    if !amd {
        let bases = Bases {
            code: &code_base,
            reg: &reg_base,
            pred: &pred_base,
        };
        prog.frames = recursive_frames(module, &order, &bases, &sym_addr)?;
    }
    Ok(prog)
}

/// Where each function's code, registers and predicates start in the linked program.
struct Bases<'a> {
    code: &'a [u32],
    reg: &'a [u32],
    pred: &'a [u32],
}

/// The functions among `order` that can call themselves, each with its storage
/// (sorted by entry pc). Such a function may not take the address of its own
/// `.local` or `.param` variables: the address would name the storage every
/// activation shares, not the activation's own copy.
fn recursive_frames(
    m: &Module,
    order: &[usize],
    b: &Bases,
    sym_addr: &[u64],
) -> Result<Vec<Frame>, LinkError> {
    let callees = |f: usize| calls(&m.functions[f]).map(|(c, _)| c);
    let mut frames = Vec::new();
    for &f in order {
        // Does a call chain from `f` come back to it?
        let mut seen = vec![false; m.functions.len()];
        let mut stack: Vec<usize> = callees(f).collect();
        let mut cyclic = false;
        while let Some(g) = stack.pop() {
            if g == f {
                cyclic = true;
                break;
            }
            if !std::mem::replace(&mut seen[g], true) {
                stack.extend(callees(g));
            }
        }
        if !cyclic {
            continue;
        }
        let func = &m.functions[f];
        let own = |s: u32| {
            let sym = &m.symbols[s as usize];
            sym.owner == Some(f as u32) && matches!(sym.space, Space::Local | Space::Param)
        };
        for (inst, src) in func.code.iter().zip(&func.src) {
            // Device printf and assert read their argument variables in place.
            if matches!(inst.op, Op::Printf | Op::AssertFail) {
                continue;
            }
            for o in inst.src.iter().chain(&inst.dst) {
                if let Operand::Sym { sym, .. } = *o {
                    if own(sym) {
                        return Err(LinkError::new(
                            Some(src.pos),
                            format!(
                                "`{}` calls itself (directly or through other functions) and takes the address of its own variable `{}`: warpsim keeps one copy of a recursive function's variables and saves it around each call, so an address into it does not follow the activation (not supported)",
                                func.name, m.symbols[sym as usize].name
                            ),
                        )
                        .at(func.source));
                    }
                }
            }
        }
        let (mut local, mut tparam) = (Vec::new(), Vec::new());
        for (i, sym) in m.symbols.iter().enumerate() {
            if sym.owner != Some(f as u32) {
                continue;
            }
            let a = sym_addr[i];
            match (sym.kind, sym.space) {
                (SymKind::FuncParam, _) => {
                    tparam.push(((a - THREAD_PARAM_BASE) as u32, sym.size as u32))
                }
                (_, Space::Local) => local.push((a as u32, sym.size as u32)),
                _ => {}
            }
        }
        frames.push(Frame {
            entry: b.code[f],
            regs: (b.reg[f], b.reg[f] + func.regs.len() as u32),
            preds: (b.pred[f], b.pred[f] + func.num_preds),
            local: merge_ranges(local),
            tparam: merge_ranges(tparam),
        });
    }
    frames.sort_by_key(|fr| fr.entry);
    Ok(frames)
}

struct Reloc<'a> {
    module: &'a Module,
    code_base: &'a [u32],
    reg_base: &'a [u32],
    pred_base: &'a [u32],
    vec_base: &'a [u32],
    sym_addr: &'a [u64],
}

impl Reloc<'_> {
    fn operand(&self, f: usize, o: Operand) -> Operand {
        match o {
            Operand::Reg(mut r) => {
                r.idx += self.reg_base[f];
                Operand::Reg(r)
            }
            Operand::Pred { idx, neg } => Operand::Pred {
                idx: idx + self.pred_base[f],
                neg,
            },
            Operand::Vec { start, len } => Operand::Vec {
                start: start + self.vec_base[f],
                len,
            },
            Operand::Mem(mut a) => {
                if a.base != NO_REG {
                    a.base += self.reg_base[f];
                }
                if a.sym != NO_REG {
                    a.offset = a.offset.wrapping_add(self.sym_addr[a.sym as usize] as i64);
                    a.sym = NO_REG;
                }
                Operand::Mem(a)
            }
            Operand::Sym { sym, offset } => {
                Operand::Imm((self.sym_addr[sym as usize] as i64).wrapping_add(offset) as u64)
            }
            Operand::Label(pc) => Operand::Label(pc + self.code_base[f]),
            Operand::Func(callee) => Operand::Func(self.code_base[callee as usize]),
            _ => {
                let _ = self.module;
                o
            }
        }
    }
}

/// The functions `func` calls, each with the position of the call.
fn calls(func: &Function) -> impl Iterator<Item = (usize, crate::error::Pos)> + '_ {
    func.code
        .iter()
        .zip(&func.src)
        .filter_map(|(i, src)| match (i.op, i.src[0]) {
            (Op::Call, Operand::Func(c)) => Some((c as usize, src.pos)),
            _ => None,
        })
}

/// Add `f` and everything it calls to `order`, callees first. A callee already seen
/// is skipped: done, or on the path (a recursive call, whose storage is saved around
/// each call, see `recursive_frames`).
fn visit(m: &Module, f: usize, seen: &mut [bool], order: &mut Vec<usize>) -> Result<(), LinkError> {
    seen[f] = true;
    let func = &m.functions[f];
    for (callee, pos) in calls(func) {
        let cf = &m.functions[callee];
        if !cf.has_body {
            let hint = if m.sources.is_empty() {
                "an external function: link the file that defines it (a workload's `program:` list, `warpsim check --link`); warpsim links no libraries such as libdevice"
            } else {
                "none of the linked files defines it; warpsim links no libraries such as libdevice"
            };
            return Err(LinkError::new(
                Some(pos),
                format!(
                    "`{}` calls `{}`, which is declared without a body ({hint})",
                    func.name, cf.name
                ),
            )
            .at(func.source));
        }
        if !seen[callee] {
            visit(m, callee, seen, order)?;
        }
    }
    order.push(f);
    Ok(())
}

/// Place variable `i` (a `.global`/`.const` symbol) at its fixed address, or at the
/// next free 16-byte-aligned place from `*next`, with its initial bytes.
fn place_variable(
    module: &Module,
    i: usize,
    next: &mut u64,
    sym_addr: &mut [u64],
    data: &mut Vec<DataSegment>,
) {
    let sym = &module.symbols[i];
    let addr = match sym.fixed_addr {
        Some(a) => a,
        None => {
            let a = align_up(*next, (sym.align.max(1) as u64).max(16));
            *next = a + sym.size.max(1);
            a
        }
    };
    sym_addr[i] = addr;
    let mut bytes = sym.init.clone().unwrap_or_default();
    bytes.resize(sym.size as usize, 0);
    data.push(DataSegment {
        name: sym.name.clone(),
        addr,
        bytes,
        space: sym.space,
    });
}

/// Place the module-scope `.global`/`.const` variables in declaration order from
/// [`GLOBAL_DATA_BASE`] (or at their fixed addresses): the same for every kernel of
/// the module, so launches of different kernels and host copies to a variable
/// (`cudaMemcpyToSymbol`) all see one variable at one address. Returns the next free
/// address.
fn place_module_data(module: &Module, sym_addr: &mut [u64], data: &mut Vec<DataSegment>) -> u64 {
    let mut next = GLOBAL_DATA_BASE;
    for (i, sym) in module.symbols.iter().enumerate() {
        // (A `Declared` variable is an `.extern` one another linked file defines.)
        if sym.owner.is_none()
            && sym.kind == SymKind::Var
            && matches!(sym.space, Space::Global | Space::Const)
        {
            place_variable(module, i, &mut next, sym_addr, data);
        }
    }
    next
}

/// The module-scope variables of `module` as every kernel of it places them, their
/// initialisers' addresses resolved: what a host copy to or from a module variable
/// (`cudaMemcpyToSymbol`, `hipMemcpyFromSymbol`) reads and writes.
///
/// # Errors
/// An initialiser takes the address of something that is not a module-scope
/// variable or a function.
pub fn module_data(module: &Module) -> Result<Vec<DataSegment>, LinkError> {
    let mut sym_addr = vec![0u64; module.symbols.len()];
    let mut data = Vec::new();
    place_module_data(module, &mut sym_addr, &mut data);
    resolve_relocs(module, &|o: Option<u32>| o.is_none(), &sym_addr, &mut data)?;
    Ok(data)
}

/// Write the addresses of the initialisers (`Symbol::relocs`) into the data segments:
/// a module-scope `.global`/`.const` variable's address, or a function's handle
/// ([`PTX_FUNC_HANDLE_BASE`]), plus the addend, in 4 or 8 bytes. `data` holds one
/// segment per placed variable, named after it, at its address.
fn resolve_relocs(
    module: &Module,
    in_closure: &dyn Fn(Option<u32>) -> bool,
    sym_addr: &[u64],
    data: &mut [DataSegment],
) -> Result<(), LinkError> {
    for (i, sym) in module.symbols.iter().enumerate() {
        if sym.relocs.is_empty() || !in_closure(sym.owner) {
            continue;
        }
        let Some(seg) = data
            .iter_mut()
            .find(|d| d.addr == sym_addr[i] && d.name == sym.name)
        else {
            continue;
        };
        for r in &sym.relocs {
            let var = module.symbols.iter().position(|t| {
                t.name == r.target
                    && t.kind == SymKind::Var
                    && t.owner.is_none()
                    && matches!(t.space, Space::Global | Space::Const)
            });
            let base = match var {
                Some(t) => sym_addr[t],
                None => match module.functions.iter().position(|f| f.name == r.target) {
                    Some(f) => PTX_FUNC_HANDLE_BASE + 16 * f as u64,
                    None => {
                        return Err(LinkError::new(
                            Some(r.pos),
                            format!(
                                "the initialiser of `{}` takes the address of `{}`, which is not a module-scope .global/.const variable or a function",
                                sym.name, r.target
                            ),
                        )
                        .at(sym.source))
                    }
                },
            };
            let v = base.wrapping_add(r.addend as u64);
            let (o, n) = (r.offset as usize, r.bytes as usize);
            if r.bytes == 4 && v > u32::MAX as u64 {
                return Err(LinkError::new(
                    Some(r.pos),
                    format!(
                        "the address of `{}` ({v:#x}) does not fit the 32-bit element of `{}`",
                        r.target, sym.name
                    ),
                )
                .at(sym.source));
            }
            if let Some(dst) = seg.bytes.get_mut(o..o + n) {
                dst.copy_from_slice(&v.to_le_bytes()[..n]);
            }
        }
    }
    Ok(())
}
