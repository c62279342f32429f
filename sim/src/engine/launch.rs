//! Preparing a launch: pick and link the kernel, check it against the config, lay out
//! global memory (module variables, then the workload's buffers in order) and build
//! the kernel parameter buffer.

use crate::config::{GpuConfig, VendorName};
use crate::engine::kernarg::{dispatch_packet, fill_hidden, Geometry};
use crate::error::{Error, Pos, Result};
use crate::func::{GlobalMemory, LaunchInfo};
use crate::ir::{link, DataSegment, Module, Program, Space, Vendor};
use crate::isa::ptx::target::runs_on;
use crate::workload::{build_params, Workload};

/// Everything needed to run one launch.
#[derive(Debug)]
pub struct Prepared {
    pub prog: Program,
    pub li: LaunchInfo,
    pub mem: GlobalMemory,
    /// (buffer name, address, size in bytes) in workload order.
    pub buffers: Vec<(String, u64, usize)>,
    /// PTX: the registers per thread estimated before loads were hoisted (ptxas limits
    /// its scheduling by register pressure, so the hoisted order's longer live ranges
    /// are not what it allocates); `None` = estimate from the program as it runs.
    pub live_regs: Option<u32>,
}

impl Prepared {
    /// Final bytes of a buffer.
    pub fn buffer_bytes(&self, name: &str) -> Option<Vec<u8>> {
        let (_, addr, _) = self.buffers.iter().find(|(n, _, _)| n == name)?;
        self.mem.region(*addr).map(|r| r.data.clone())
    }
}

/// A located error in the program file (its text is re-read for the snippet).
fn program_err(w: &Workload, pos: Pos, msg: impl Into<String>) -> Error {
    let files = crate::isa::linked_files(&w.program, &w.program_display, &w.program_link);
    crate::isa::located(&files, 0, Some(pos), msg.into())
}

/// Prepare workload `w` running `module` on `cfg`.
///
/// # Errors
/// No such kernel, link errors, target/config mismatch, launch shape violating the
/// kernel's directives, argument mismatches.
pub fn prepare(w: &Workload, module: &Module, cfg: &GpuConfig) -> Result<Prepared> {
    prepare_in(w, module, cfg, None)
}

/// Global memory that outlives a launch (an application's buffers), with the
/// (name, address, size) of each buffer in workload order.
#[derive(Debug)]
pub struct Memory {
    pub mem: GlobalMemory,
    pub buffers: Vec<(String, u64, usize)>,
}

impl Prepared {
    /// The memory of a finished launch, for the next launch of an application.
    pub fn into_memory(self) -> Memory {
        Memory {
            mem: self.mem,
            buffers: self.buffers,
        }
    }
}

/// New global memory holding the workload's buffers, initialised, in order.
pub fn new_memory(w: &Workload) -> Memory {
    memory_of(w.buffers.iter().map(|b| (b, b.init.clone())))
}

/// [`new_memory`], moving each buffer's initial bytes into the memory instead of
/// copying them (they are held once): `w`'s buffers are left with no initial data.
pub fn new_memory_taking(w: &mut Workload) -> Memory {
    let inits: Vec<Vec<u8>> = w
        .buffers
        .iter_mut()
        .map(|b| std::mem::take(&mut b.init))
        .collect();
    memory_of(w.buffers.iter().zip(inits))
}

/// Memory holding `buffers` with their initial bytes (empty = all zeros).
fn memory_of<'a>(buffers: impl Iterator<Item = (&'a crate::workload::Buffer, Vec<u8>)>) -> Memory {
    let mut mem = GlobalMemory::new();
    let mut out = Vec::new();
    for (b, init) in buffers {
        let len = b.count as usize * b.ty.size();
        let addr = mem.alloc_with(&b.name, len as u64, init);
        out.push((b.name.clone(), addr, len));
    }
    Memory { mem, buffers: out }
}

/// Map a program's module variables into `mem` with their initial contents, except
/// those an earlier launch (or host copy) of the same program mapped: they keep what
/// they hold, as a module's variables do between launches on a GPU.
///
/// # Errors
/// Another program's variable lies at the same address (the message names both).
pub fn map_module_data(
    mem: &mut GlobalMemory,
    data: &[DataSegment],
    program: &str,
) -> std::result::Result<(), String> {
    for seg in data {
        match mem.region(seg.addr) {
            Some(r) if r.name == seg.name && r.data.len() == seg.bytes.len() => {}
            Some(r) => {
                return Err(format!(
                    "module variable `{}` of {program} lies where `{}` of an earlier launch's program is: two programs of an application may not both have module variables",
                    seg.name, r.name
                ))
            }
            None => mem.map(seg.addr, seg.bytes.clone(), seg.space != Space::Const, &seg.name),
        }
    }
    Ok(())
}

/// [`prepare`] over `memory` when given (its buffers keep their addresses and
/// contents; the program's module variables are mapped once, on its first launch);
/// otherwise over new memory holding the workload's buffers.
///
/// # Errors
/// As [`prepare`]; also module variables of two programs that overlap.
pub fn prepare_in(
    w: &Workload,
    module: &Module,
    cfg: &GpuConfig,
    memory: Option<Memory>,
) -> Result<Prepared> {
    let kernels = module.kernels();
    let kernel = match &w.kernel {
        Some(k) => k.clone(),
        None if kernels.len() == 1 => kernels[0].to_string(),
        None if kernels.is_empty() => {
            // Point at an .entry declared without a body, if there is one.
            return Err(match module.functions.iter().find(|f| f.is_entry) {
                Some(f) => program_err(
                    w,
                    f.pos,
                    format!("kernel `{}` is declared without a body", f.name),
                ),
                None => program_err(
                    w,
                    Pos { line: 1, col: 1 },
                    "the program defines no kernel (.entry)",
                ),
            });
        }
        None => {
            return Err(w.err(
                &["program"],
                format!(
                    "the program has {} kernels ({}); name one with `kernel:`",
                    kernels.len(),
                    kernels.join(", ")
                ),
            ));
        }
    };
    if !kernels.contains(&kernel.as_str()) {
        return Err(w.err(
            &["kernel"],
            format!(
                "no kernel `{kernel}` in {} (kernels: {})",
                w.program_display,
                kernels.join(", ")
            ),
        ));
    }
    let mut prog = link(module, &kernel).map_err(|e| {
        let files = crate::isa::linked_files(&w.program, &w.program_display, &w.program_link);
        crate::isa::located(&files, e.source as usize, e.pos, e.msg)
    })?;
    let mut live_regs = None;
    if cfg.sm.hoist_loads && module.target.vendor == Vendor::Nvidia {
        live_regs = Some(crate::timing::regs::max_live(&prog));
        crate::ir::hoist::hoist_loads(&mut prog);
    }
    if module.target.vendor == Vendor::Nvidia {
        crate::ir::slots::compact(&mut prog);
    }
    // Vendor and architecture: point at the program's `.target`.
    let tpos = module.target.pos;
    match (module.target.vendor, cfg.vendor) {
        (Vendor::Nvidia, VendorName::Nvidia) => {
            let arch = cfg.sm_arch().unwrap_or(0);
            runs_on(&module.target, arch)
                .map_err(|m| program_err(w, tpos, format!("{m} (config `{}`)", cfg.name)))?;
        }
        (Vendor::Nvidia, VendorName::Amd) => {
            return Err(program_err(
                w,
                tpos,
                format!(
                    "a PTX program ({}) cannot run on the AMD config `{}` ({})",
                    module.target.arch_name, cfg.name, cfg.arch
                ),
            ));
        }
        (Vendor::Amd, VendorName::Amd) => {
            let cfg_gfx = crate::isa::amdgpu::target::Gfx::parse(&cfg.arch);
            let prog_gfx = crate::isa::amdgpu::target::Gfx::parse(&module.target.arch_name);
            let same_gen = matches!((&cfg_gfx, &prog_gfx), (Some(a), Some(b)) if a.gen == b.gen);
            if !same_gen {
                return Err(program_err(
                    w,
                    tpos,
                    format!(
                        "code for {} cannot run on the config `{}` ({}): a different instruction-set generation",
                        module.target.arch_name, cfg.name, cfg.arch
                    ),
                ));
            }
        }
        (Vendor::Amd, VendorName::Nvidia) => {
            return Err(program_err(
                w,
                tpos,
                format!(
                    "an AMDGPU program ({}) cannot run on the NVIDIA config `{}` ({})",
                    module.target.arch_name, cfg.name, cfg.arch
                ),
            ));
        }
    }
    let threads = w.block.iter().product::<u32>();
    if let Some(r) = prog.perf.reqntid {
        if r != w.block && r.iter().product::<u32>() != threads {
            return Err(w.err(
                &["block"],
                format!(
                    "kernel `{kernel}` requires block {:?} (.reqntid), the workload gives {:?}",
                    r, w.block
                ),
            ));
        }
    }
    if let Some(m) = prog.perf.maxntid {
        let max = m.iter().product::<u32>();
        if threads > max {
            return Err(w.err(&["block"], format!(
                "kernel `{kernel}` allows at most {max} threads per block (.maxntid {:?}), the workload gives {threads}",
                m
            )));
        }
    }
    let (cluster, explicit_cluster) = cluster_shape(w, &prog, &kernel, cfg)?;
    let Memory { mut mem, buffers } = memory.unwrap_or_else(|| new_memory(w));
    map_module_data(&mut mem, &prog.data, &w.program_display)
        .map_err(|m| w.err(&["programs"], m))?;
    let lookup = |n: &str| {
        buffers
            .iter()
            .find(|(b, _, _)| b == n)
            .map(|(_, a, s)| (*a, *s as u64))
    };
    let mut kparams = build_params(w, &kernel, &prog.params, prog.kernel_param_size, &lookup)?;
    // AMD: the kernel's wave size (from its descriptor), its kernarg segment with the
    // hidden arguments in global memory, and a dispatch packet.
    let (mut width, mut kernarg_addr, mut dispatch_addr) = (cfg.warp_size, 0, 0);
    if let Some(abi) = &prog.wave {
        width = if abi.wave64 { 64 } else { 32 };
        let geo = Geometry {
            grid: w.grid,
            block: w.block,
            dynamic_lds: w.dynamic_shared_bytes,
        };
        fill_hidden(&mut kparams, abi, &geo);
        kernarg_addr = mem.alloc("kernarg segment", kparams.len() as u64);
        if let Some(r) = mem.region_mut(kernarg_addr) {
            r.data.copy_from_slice(&kparams);
        }
        let packet = dispatch_packet(abi, &geo, kernarg_addr);
        dispatch_addr = mem.alloc("dispatch packet", packet.len() as u64);
        if let Some(r) = mem.region_mut(dispatch_addr) {
            r.data.copy_from_slice(&packet);
        }
    }
    let shared_size = match prog.dynamic_shared_offset {
        Some(off) => off as u64 + w.dynamic_shared_bytes as u64,
        None => prog.shared_static_size as u64 + w.dynamic_shared_bytes as u64,
    }
    .min(u32::MAX as u64) as u32;
    if shared_size as u64 > cfg.sm.max_shared_per_block as u64 {
        let key: &[&str] = if w.dynamic_shared_bytes > 0 {
            &["dynamic_shared_bytes"]
        } else {
            &["kernel"]
        };
        return Err(w.err(key, format!(
            "a block of `{kernel}` needs {shared_size} bytes of shared memory ({} static + {} dynamic), more than the {} bytes per block of `{}` (sm.max_shared_per_block): it cannot fit on an SM",
            shared_size - w.dynamic_shared_bytes,
            w.dynamic_shared_bytes,
            cfg.sm.max_shared_per_block,
            cfg.name
        )));
    }
    let li = LaunchInfo {
        grid: w.grid,
        block: w.block,
        width,
        warps_per_block: threads.div_ceil(width),
        threads_per_block: threads,
        kparams,
        dynamic_shared: w.dynamic_shared_bytes,
        shared_size,
        num_sms: cfg.sm.count,
        warp_slots: cfg.sm.max_warps,
        bfe_unmasked64: cfg.isa.bfe_64bit_unmasked,
        kernarg_addr,
        dispatch_addr,
        explicit_cluster,
        cluster,
        clock_mhz: cfg.clock_mhz,
    };
    Ok(Prepared {
        prog,
        li,
        mem,
        buffers,
        live_regs,
    })
}

/// The launch's thread-block cluster shape: the workload's `cluster`, or the kernel's
/// `.reqnctapercluster` (they must agree); `[1, 1, 1]` and `false` without one. The
/// flag says whether the launch has an explicit cluster shape (`%is_explicit_cluster`).
///
/// # Errors
/// The two shapes disagree, a `.explicitcluster` kernel launched without one, a
/// cluster of more than 16 CTAs (the non-portable maximum of sm_90) or more than the
/// config's SMs, or a grid that is not a whole number of clusters.
fn cluster_shape(
    w: &Workload,
    prog: &crate::ir::Program,
    kernel: &str,
    cfg: &GpuConfig,
) -> Result<([u32; 3], bool)> {
    let req = prog.perf.reqnctapercluster;
    let shape = match (w.cluster, req) {
        (Some(c), Some(r)) if c != r => {
            return Err(w.err(
                &["cluster"],
                format!("kernel `{kernel}` requires clusters of {r:?} (.reqnctapercluster), the workload gives {c:?}"),
            ))
        }
        (c, r) => c.or(r),
    };
    let Some(shape) = shape else {
        if prog.perf.explicitcluster {
            return Err(w.err(
                &[],
                format!("kernel `{kernel}` must be launched with a cluster shape (.explicitcluster): give `cluster: [x, y, z]`"),
            ));
        }
        return Ok(([1; 3], false));
    };
    let n: u64 = shape.iter().map(|&d| d as u64).product();
    if n > 16 {
        return Err(w.err(
            &["cluster"],
            format!("a cluster of {n} CTAs ({shape:?}): sm_90 allows at most 16 (8 portable)"),
        ));
    }
    if n > cfg.sm.count as u64 {
        return Err(w.err(
            &["cluster"],
            format!(
                "a cluster of {n} CTAs needs as many SMs; `{}` has {}",
                cfg.name, cfg.sm.count
            ),
        ));
    }
    if (0..3).any(|a| !w.grid[a].is_multiple_of(shape[a])) {
        return Err(w.err(
            &["grid"],
            format!(
                "the grid {:?} is not a whole number of clusters of {shape:?}",
                w.grid
            ),
        ));
    }
    Ok((shape, true))
}
