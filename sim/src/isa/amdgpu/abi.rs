//! Kernel descriptors (`.amdhsa_kernel` blocks) and code-object metadata
//! (`.amdgpu_metadata` YAML): read, checked against each other, and turned into the
//! kernel's launch ABI (`ir::WaveAbi`) and its explicit parameters.

use super::target::{Gen, Gfx};
use crate::error::Pos;
use crate::ir::wave_abi::{Hidden, HiddenArg, UserSgpr};
use crate::ir::{Linkage, Space, SymKind, Symbol, Ty, WaveAbi};
use serde::Deserialize;
use std::collections::HashMap;

type Err = (Pos, String);

/// Every `.amdhsa_*` key LLVM's assembler accepts (without the prefix).
const KEYS: &[&str] = &[
    "group_segment_fixed_size",
    "private_segment_fixed_size",
    "kernarg_size",
    "user_sgpr_count",
    "user_sgpr_private_segment_buffer",
    "user_sgpr_dispatch_ptr",
    "user_sgpr_queue_ptr",
    "user_sgpr_kernarg_segment_ptr",
    "user_sgpr_dispatch_id",
    "user_sgpr_flat_scratch_init",
    "user_sgpr_kernarg_preload_length",
    "user_sgpr_kernarg_preload_offset",
    "user_sgpr_private_segment_size",
    "wavefront_size32",
    "uses_dynamic_stack",
    "system_sgpr_private_segment_wavefront_offset",
    "enable_private_segment",
    "system_sgpr_workgroup_id_x",
    "system_sgpr_workgroup_id_y",
    "system_sgpr_workgroup_id_z",
    "system_sgpr_workgroup_info",
    "system_vgpr_workitem_id",
    "next_free_vgpr",
    "next_free_sgpr",
    "accum_offset",
    "reserve_vcc",
    "reserve_flat_scratch",
    "reserve_xnack_mask",
    "float_round_mode_32",
    "float_round_mode_16_64",
    "float_denorm_mode_32",
    "float_denorm_mode_16_64",
    "dx10_clamp",
    "ieee_mode",
    "fp16_overflow",
    "tg_split",
    "workgroup_processor_mode",
    "memory_ordered",
    "forward_progress",
    "shared_vgpr_count",
    "inst_pref_size",
    "round_robin_scheduling",
    "named_barrier_count",
    "uses_cu_stores",
    "dynamic_vgpr",
    "exception_fp_ieee_invalid_op",
    "exception_fp_denorm_src",
    "exception_fp_ieee_div_zero",
    "exception_fp_ieee_overflow",
    "exception_fp_ieee_underflow",
    "exception_fp_ieee_inexact",
    "exception_int_div_zero",
];

/// One `.amdhsa_kernel` block.
#[derive(Debug, Clone)]
pub struct Desc {
    pub name: String,
    pub pos: Pos,
    vals: HashMap<String, (i64, Pos)>,
}

impl Desc {
    pub fn new(name: String, pos: Pos) -> Desc {
        Desc {
            name,
            pos,
            vals: HashMap::new(),
        }
    }

    /// Is `.amdhsa_<key>` a descriptor directive (the directive at `pos`)?
    pub fn check_key(&self, key: &str, pos: Pos) -> Result<(), Err> {
        if !KEYS.contains(&key) {
            return Err((
                pos,
                format!("unknown kernel descriptor directive `.amdhsa_{key}`"),
            ));
        }
        Ok(())
    }

    /// Record `.amdhsa_<key> v` (the directive at `pos`, its value at `vpos`).
    pub fn set(&mut self, key: &str, v: i64, pos: Pos, vpos: Pos) -> Result<(), Err> {
        self.check_key(key, pos)?;
        if self.vals.insert(key.to_string(), (v, vpos)).is_some() {
            return Err((
                pos,
                format!("`.amdhsa_{key}` is given twice for kernel `{}`", self.name),
            ));
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<i64> {
        self.vals.get(key).map(|v| v.0)
    }

    fn pos_of(&self, key: &str) -> Pos {
        self.vals.get(key).map_or(self.pos, |v| v.1)
    }

    fn flag(&self, key: &str, default: bool) -> bool {
        self.get(key).map_or(default, |v| v != 0)
    }

    fn required(&self, key: &str) -> Result<u32, Err> {
        let v = self.get(key).ok_or_else(|| {
            (
                self.pos,
                format!("kernel `{}` lacks the required `.amdhsa_{key}`", self.name),
            )
        })?;
        u32::try_from(v).map_err(|_| {
            (
                self.pos_of(key),
                format!("`.amdhsa_{key}` {v} is out of range"),
            )
        })
    }
}

/// One kernel argument of the metadata.
#[derive(Debug, Clone, Deserialize)]
pub struct ArgMeta {
    #[serde(rename = ".name", default)]
    pub name: Option<String>,
    #[serde(rename = ".offset")]
    pub offset: u32,
    #[serde(rename = ".size")]
    pub size: u32,
    #[serde(rename = ".value_kind")]
    pub value_kind: String,
    #[serde(rename = ".type_name", default)]
    pub type_name: Option<String>,
}

/// One kernel of the metadata (fields warpsim uses; the rest are read and ignored).
#[derive(Debug, Clone, Deserialize)]
pub struct KMeta {
    #[serde(rename = ".name")]
    pub name: String,
    #[serde(rename = ".args", default)]
    pub args: Vec<ArgMeta>,
    #[serde(rename = ".kernarg_segment_size")]
    pub kernarg_segment_size: u32,
    #[serde(rename = ".group_segment_fixed_size", default)]
    pub group_segment_fixed_size: u32,
    #[serde(rename = ".private_segment_fixed_size", default)]
    pub private_segment_fixed_size: u32,
    #[serde(rename = ".wavefront_size", default)]
    pub wavefront_size: Option<u32>,
    #[serde(rename = ".reqd_workgroup_size", default)]
    pub reqd_workgroup_size: Option<Vec<u32>>,
    #[serde(rename = ".max_flat_workgroup_size", default)]
    pub max_flat_workgroup_size: Option<u32>,
}

#[derive(Debug, Clone, Deserialize)]
struct Doc {
    #[serde(rename = "amdhsa.kernels", default)]
    kernels: Vec<KMeta>,
    #[serde(rename = "amdhsa.target", default)]
    target: Option<String>,
}

/// The `.amdgpu_metadata` block.
#[derive(Debug, Clone)]
pub struct Metadata {
    pub kernels: Vec<KMeta>,
    lines: Vec<String>,
    /// Line of `.amdgpu_metadata` (the YAML starts on the next line).
    line0: u32,
}

impl Metadata {
    /// Parse the YAML lines that followed `.amdgpu_metadata` on line `line0`, for
    /// target `gfx` (the metadata's `amdhsa.target` must name the same processor).
    pub fn parse(lines: &[String], line0: u32, gfx: &Gfx) -> Result<Metadata, Err> {
        let text = lines.join("\n");
        let doc: Doc = serde_yaml::from_str(&text).map_err(|e| yaml_err(&e, line0))?;
        let m = Metadata {
            kernels: doc.kernels,
            lines: lines.to_vec(),
            line0,
        };
        if let Some(t) = &doc.target {
            let proc = t.rsplit("--").next().unwrap_or("");
            let name = proc.split(':').next().unwrap_or("");
            if name != gfx.name {
                return Err((
                    m.pos_of_value("amdhsa.target:", t),
                    format!(
                        "the metadata's amdhsa.target `{t}` does not match `.amdgcn_target` ({})",
                        gfx.name
                    ),
                ));
            }
        }
        for k in &m.kernels {
            if let Some(a) = k.args.iter().find(|a| {
                !a.value_kind.starts_with("hidden_")
                    && !matches!(a.value_kind.as_str(), "by_value" | "global_buffer")
            }) {
                return Err((m.pos_of_value(".value_kind:", &a.value_kind), format!(
                    "argument {} of kernel `{}` has .value_kind `{}`, which warpsim does not support (by_value and global_buffer only)",
                    a.name.as_deref().map_or_else(|| format!("at offset {}", a.offset), |n| format!("`{n}`")),
                    k.name,
                    a.value_kind
                )));
            }
        }
        Ok(m)
    }

    /// Where a line `key value` of the metadata is (first match), for messages.
    fn pos_of_value(&self, key: &str, value: &str) -> Pos {
        for (i, l) in self.lines.iter().enumerate() {
            let t = l.trim_start();
            if let Some(rest) = t.strip_prefix("- ").unwrap_or(t).strip_prefix(key) {
                if rest.trim().trim_matches('\'') == value {
                    let col = l.len() - rest.trim_start().len();
                    return Pos {
                        line: self.line0 + 1 + i as u32,
                        col: col as u32 + 1,
                    };
                }
            }
        }
        Pos {
            line: self.line0,
            col: 1,
        }
    }

    pub fn kernel(&self, name: &str) -> Option<&KMeta> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// Where the metadata names kernel `name` (for messages).
    pub fn pos_of(&self, name: &str) -> Pos {
        let at = self.lines.iter().position(|l| {
            let t = l.trim();
            t.starts_with(".name:")
                && t.trim_start_matches(".name:").trim().trim_matches('\'') == name
        });
        match at {
            Some(i) => Pos {
                line: self.line0 + 1 + i as u32,
                col: 1 + (self.lines[i].len() - self.lines[i].trim_start().len()) as u32,
            },
            None => Pos {
                line: self.line0,
                col: 1,
            },
        }
    }
}

/// A serde_yaml error as a located error in the file: at the start of what was being
/// scanned (an unclosed quote is reported where it opens), else where it was found.
fn yaml_err(e: &serde_yaml::Error, line0: u32) -> Err {
    let msg = e.to_string();
    let msg = msg.lines().next().unwrap_or("");
    // "... at line L column C, while scanning ... at line L2 column C2"
    let marks: Vec<(u32, u32)> = msg
        .match_indices("at line ")
        .filter_map(|(i, _)| {
            let rest = &msg[i + 8..];
            let (l, rest) = rest.split_once(" column ")?;
            let c: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            Some((l.parse().ok()?, c.parse().ok()?))
        })
        .collect();
    // An unclosed quoted scalar is best shown where it opens; other errors where found.
    let (l, c) = match (
        msg.contains("while scanning a quoted scalar"),
        marks.last(),
        e.location(),
    ) {
        (true, Some(&m), _) => m,
        (_, _, Some(loc)) => (loc.line() as u32, loc.column() as u32),
        (_, Some(&m), None) => m,
        _ => (0, 1),
    };
    // Drop serde's own YAML-relative positions: the file position replaces them.
    let mut text = String::new();
    let mut rest = msg;
    while let Some(i) = rest.find(" at line ") {
        text.push_str(&rest[..i]);
        let tail = &rest[i + 9..];
        let skip = tail.find(',').unwrap_or(tail.len());
        rest = &tail[skip..];
    }
    text.push_str(rest);
    (
        Pos {
            line: line0 + l,
            col: c.max(1),
        },
        // serde_yaml joins a path to a dotted key with a second dot.
        format!("malformed .amdgpu_metadata: {}", text.replace("..", ".")),
    )
}

fn hidden_kind(kind: &str) -> Option<Hidden> {
    let axis = |s: &str| match s {
        "x" => Some(0u8),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    let k = kind.strip_prefix("hidden_")?;
    Some(match k {
        "grid_dims" => Hidden::GridDims,
        "dynamic_lds_size" => Hidden::DynamicLdsSize,
        "shared_base" => Hidden::SharedBase,
        "private_base" => Hidden::PrivateBase,
        "printf_buffer" | "hostcall_buffer" | "default_queue" | "completion_action"
        | "multigrid_sync_arg" | "heap_v1" | "queue_ptr" | "none" => Hidden::Zero,
        _ => {
            let (base, ax) = k.rsplit_once('_')?;
            let a = axis(ax)?;
            match base {
                "block_count" => Hidden::BlockCount(a),
                "group_size" => Hidden::GroupSize(a),
                "remainder" => Hidden::Remainder(a),
                "global_offset" => Hidden::GlobalOffset(a),
                _ => return None,
            }
        }
    })
}

/// The launch ABI of a kernel from its descriptor and metadata.
pub fn build_abi(d: &Desc, m: &KMeta, gfx: &Gfx) -> Result<WaveAbi, Err> {
    let wave64 = match d.get("wavefront_size32") {
        Some(v) => v == 0,
        None => gfx.default_wave64(),
    };
    if !wave64 && gfx.gen < Gen::Gfx10 {
        return Err((
            d.pos_of("wavefront_size32"),
            format!("{} runs wave64 only", gfx.name),
        ));
    }
    let lanes = if wave64 { 64 } else { 32 };
    if let Some(w) = m.wavefront_size {
        if w != lanes {
            return Err((d.pos, format!("kernel `{}`: the descriptor says wave{lanes}, the metadata .wavefront_size {w}", d.name)));
        }
    }
    let bits = |k: &str, default: i64, max: i64| -> Result<u32, Err> {
        let v = d.get(k).unwrap_or(default);
        if !(0..=max).contains(&v) {
            return Err((
                d.pos_of(k),
                format!("`.amdhsa_{k}` {v} is out of range 0..{max}"),
            ));
        }
        Ok(v as u32)
    };
    let mut user_sgprs = Vec::new();
    for (key, u) in [
        (
            "user_sgpr_private_segment_buffer",
            UserSgpr::PrivateSegmentBuffer,
        ),
        ("user_sgpr_dispatch_ptr", UserSgpr::DispatchPtr),
        ("user_sgpr_queue_ptr", UserSgpr::QueuePtr),
        ("user_sgpr_kernarg_segment_ptr", UserSgpr::KernargPtr),
        ("user_sgpr_dispatch_id", UserSgpr::DispatchId),
        ("user_sgpr_flat_scratch_init", UserSgpr::FlatScratchInit),
        (
            "user_sgpr_private_segment_size",
            UserSgpr::PrivateSegmentSize,
        ),
    ] {
        if d.flag(key, false) {
            user_sgprs.push(u);
        }
    }
    let preload_len = bits("user_sgpr_kernarg_preload_length", 0, 16)?;
    let preload_off = bits("user_sgpr_kernarg_preload_offset", 0, 1024)?;
    let used: u32 = user_sgprs.iter().map(|u| u.count()).sum::<u32>() + preload_len;
    let count = match d.get("user_sgpr_count") {
        Some(_) => bits("user_sgpr_count", 0, 32)?,
        None => used,
    };
    if count < used || count > 32 {
        return Err((d.pos_of("user_sgpr_count"), format!(
            "kernel `{}`: .amdhsa_user_sgpr_count {count} does not hold the {used} user SGPRs the descriptor enables",
            d.name
        )));
    }
    let kernarg = match d.get("kernarg_size") {
        Some(_) => bits("kernarg_size", 0, 1 << 20)?,
        None => m.kernarg_segment_size,
    };
    if kernarg != m.kernarg_segment_size {
        return Err((d.pos_of("kernarg_size"), format!(
            "kernel `{}`: .amdhsa_kernarg_size {kernarg} but the metadata says .kernarg_segment_size {}",
            d.name, m.kernarg_segment_size
        )));
    }
    let group = bits("group_segment_fixed_size", 0, 1 << 20)?;
    if group != m.group_segment_fixed_size {
        return Err((d.pos_of("group_segment_fixed_size"), format!(
            "kernel `{}`: .amdhsa_group_segment_fixed_size {group} but the metadata says .group_segment_fixed_size {}",
            d.name, m.group_segment_fixed_size
        )));
    }
    let private = bits("private_segment_fixed_size", 0, 1 << 20)?;
    // MODE: FP_ROUND [3:0], FP_DENORM [7:4], DX10_CLAMP [8], IEEE [9]. Defaults as
    // LLVM's descriptor defaults (f32 denormals flushed, f64/f16 kept).
    let mode = bits("float_round_mode_32", 0, 3)?
        | bits("float_round_mode_16_64", 0, 3)? << 2
        | bits("float_denorm_mode_32", 0, 3)? << 4
        | bits("float_denorm_mode_16_64", 3, 3)? << 6
        | bits("dx10_clamp", 1, 1)? << 8
        | bits("ieee_mode", 1, 1)? << 9;
    let mut hidden = Vec::new();
    for a in &m.args {
        if a.offset
            .checked_add(a.size)
            .is_none_or(|e| e > m.kernarg_segment_size)
        {
            return Err((d.pos, format!(
                "kernel `{}`: argument at offset {} (size {}) lies outside the {}-byte kernarg segment",
                d.name, a.offset, a.size, m.kernarg_segment_size
            )));
        }
        if a.value_kind.starts_with("hidden_") {
            let kind = hidden_kind(&a.value_kind).ok_or_else(|| {
                (
                    d.pos,
                    format!(
                        "kernel `{}`: unknown hidden argument kind `{}`",
                        d.name, a.value_kind
                    ),
                )
            })?;
            hidden.push(HiddenArg {
                kind,
                offset: a.offset,
                size: a.size,
            });
        }
    }
    let reqd = match &m.reqd_workgroup_size {
        Some(v) if v.len() == 3 => Some([v[0], v[1], v[2]]),
        Some(_) => {
            return Err((
                d.pos,
                format!(
                    "kernel `{}`: .reqd_workgroup_size needs three numbers",
                    d.name
                ),
            ))
        }
        None => None,
    };
    Ok(WaveAbi {
        wave64,
        user_sgprs,
        kernarg_preload_offset: preload_off,
        kernarg_preload_length: preload_len,
        user_sgpr_count: count,
        workgroup_id: [
            d.flag("system_sgpr_workgroup_id_x", true),
            d.flag("system_sgpr_workgroup_id_y", false),
            d.flag("system_sgpr_workgroup_id_z", false),
        ],
        workgroup_info: d.flag("system_sgpr_workgroup_info", false),
        private_wave_offset: d.flag("system_sgpr_private_segment_wavefront_offset", false),
        architected_ids: gfx.gen >= Gen::Gfx12,
        workitem_id_dims: bits("system_vgpr_workitem_id", 0, 2)? as u8,
        packed_tid: gfx.packed_tid(),
        next_free_vgpr: limited(d, "next_free_vgpr", max_vgprs(gfx))?,
        next_free_sgpr: limited(d, "next_free_sgpr", 106)?,
        accum_offset: match d.get("accum_offset") {
            Some(v) if (4..=256).contains(&v) && v % 4 == 0 => Some(v as u32),
            Some(v) => {
                return Err((
                    d.pos_of("accum_offset"),
                    format!("`.amdhsa_accum_offset` {v} is not a multiple of 4 in 4..=256"),
                ))
            }
            None => None,
        },
        mode,
        group_segment_size: group,
        private_segment_size: private.max(m.private_segment_fixed_size),
        kernarg_size: kernarg,
        hidden,
        reqd_workgroup_size: reqd,
        max_flat_workgroup_size: m.max_flat_workgroup_size,
        // GFX9 has no WGPs; on GFX10+ the directive defaults to WGP mode (1), as the
        // compilers emit it without `-mcumode` [LLVM AMDGPUUsage, .amdhsa_ directives].
        cu_mode: gfx.gen >= Gen::Gfx10 && bits("workgroup_processor_mode", 1, 1)? == 0,
    })
}

/// VGPRs a wave can address: 256, or 512 with the unified AGPR file of gfx90a and
/// later CDNA.
fn max_vgprs(g: &Gfx) -> u32 {
    if g.gen == Gen::Gfx9 && (g.id == 0x90a || g.id >= 0x940) {
        512
    } else {
        256
    }
}

/// A required register count within the file's size.
fn limited(d: &Desc, key: &str, max: u32) -> Result<u32, Err> {
    let v = d.required(key)?;
    if v > max {
        return Err((
            d.pos_of(key),
            format!("`.amdhsa_{key}` {v} is more than the {max} registers a wave can address"),
        ));
    }
    Ok(v)
}

/// The scalar type of a by-value argument from its type name and size.
fn by_value_ty(type_name: &str, size: u32) -> Ty {
    let t = type_name.trim();
    match (t, size) {
        ("float", 4) => Ty::F32,
        ("double", 8) => Ty::F64,
        ("half" | "_Float16", 2) => Ty::F16,
        _ => {
            let unsigned =
                t.starts_with('u') || t.contains("unsigned") || t == "size_t" || t == "bool";
            let signed = [
                "int",
                "long",
                "short",
                "char",
                "signed",
                "ptrdiff_t",
                "intptr_t",
            ]
            .iter()
            .any(|p| t.starts_with(p));
            match (size, unsigned, signed) {
                (1, true, _) => Ty::U8,
                (1, _, true) => Ty::S8,
                (1, ..) => Ty::B8,
                (2, true, _) => Ty::U16,
                (2, _, true) => Ty::S16,
                (2, ..) => Ty::B16,
                (4, true, _) => Ty::U32,
                (4, _, true) => Ty::S32,
                (4, ..) => Ty::B32,
                (8, true, _) => Ty::U64,
                (8, _, true) => Ty::S64,
                (8, ..) => Ty::B64,
                _ => Ty::B8,
            }
        }
    }
}

/// Symbols for a kernel's explicit arguments (metadata order); returns their ids.
pub fn kernel_params(
    m: &KMeta,
    kernel: &str,
    symbols: &mut Vec<Symbol>,
    owner: u32,
    pos: Pos,
) -> Result<Vec<u32>, Err> {
    let mut out = Vec::new();
    for (k, a) in m
        .args
        .iter()
        .filter(|a| !a.value_kind.starts_with("hidden_"))
        .enumerate()
    {
        let name = a.name.clone().unwrap_or_else(|| format!("arg{k}"));
        let (ty, ptr) = match a.value_kind.as_str() {
            "global_buffer" => (Ty::U64, true),
            "by_value" => (by_value_ty(a.type_name.as_deref().unwrap_or(""), a.size), false),
            other => {
                return Err((pos, format!(
                    "argument `{name}` of kernel `{kernel}` has .value_kind `{other}`, which warpsim does not support (by_value and global_buffer only)"
                )))
            }
        };
        out.push(symbols.len() as u32);
        symbols.push(Symbol {
            linkage: Linkage::Internal,
            source: 0,
            name,
            kind: SymKind::KernelParam,
            space: Space::Param,
            ty,
            size: a.size as u64,
            align: a.size.clamp(1, 8),
            init: None,
            owner: Some(owner),
            dynamic_shared: false,
            ptr_space: ptr.then_some(Space::Global),
            fixed_addr: Some(a.offset as u64),
            relocs: Vec::new(),
            pos,
        });
    }
    Ok(out)
}
