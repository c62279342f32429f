//! The shipped GPU configs (`configs/**/*.yaml`) and the config rules: every shipped
//! file loads and validates, AMD wave sizes match their generation, every op class
//! has a latency entry on a defined unit, and invalid timing values, unknown units,
//! unknown mnemonics and unknown keys are rejected with the field path in the message;
//! `--set` overrides change values and name themselves when they are invalid.

use std::path::{Path, PathBuf};
use warpsim::config::{
    load_file, load_file_with, load_str, load_str_with, overrides, GpuConfig, VendorName,
};
use warpsim::ir::OpClass;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the crate lives one level below the repository root")
        .to_path_buf()
}

/// Every `*.yaml` below `configs/`, sorted.
fn config_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "yaml" || x == "yml") {
                out.push(p);
            }
        }
    }
    let mut v = Vec::new();
    walk(&root().join("configs"), &mut v);
    v.sort();
    v
}

/// Every shipped config, loaded (panics listing every file that fails).
fn all_configs() -> Vec<(PathBuf, GpuConfig)> {
    let mut ok = Vec::new();
    let mut bad = Vec::new();
    for p in config_files() {
        match load_file(&p) {
            Ok(c) => ok.push((p, c)),
            Err(e) => bad.push(format!("{e}")),
        }
    }
    assert!(
        bad.is_empty(),
        "configs that do not validate:\n{}",
        bad.join("\n")
    );
    ok
}

fn name(p: &Path) -> String {
    p.strip_prefix(root()).unwrap_or(p).display().to_string()
}

#[test]
fn every_shipped_config_validates() {
    let cfgs = all_configs();
    let names: Vec<String> = cfgs.iter().map(|(p, _)| name(p)).collect();
    for want in [
        "configs/nvidia/h100.yaml",
        "configs/nvidia/a100.yaml",
        "configs/nvidia/sm107a.yaml",
        "configs/amd/mi300x.yaml",
        "configs/amd/rx7900xtx.yaml",
    ] {
        assert!(
            names.iter().any(|n| n == want),
            "{want} is missing (found {names:?})"
        );
    }
    for (p, c) in &cfgs {
        // A slot holds one warp of the native width, or one wave64 on RDNA (two passes).
        assert!(
            c.sm.max_threads <= c.sm.max_warps * c.warp_size.max(64),
            "{}: more threads than warp slots hold",
            name(p)
        );
        assert!(
            c.sm.max_blocks <= c.sm.max_warps,
            "{}: more blocks than warp slots",
            name(p)
        );
    }
}

#[test]
fn amd_wave_size_matches_the_generation() {
    let mut seen = 0;
    for (p, c) in all_configs() {
        if c.vendor != VendorName::Amd {
            continue;
        }
        seen += 1;
        let gfx = u32::from_str_radix(c.arch.strip_prefix("gfx").unwrap(), 16).unwrap();
        // GCN/CDNA (gfx9xx) run wave64 on SIMD16, four per CU; RDNA (gfx10+) is natively
        // wave32 on SIMD32, and its "sm" is a WGP in WGP mode: two CUs of two SIMDs, each
        // CU with its own L0.
        let (wave, simds, l1s) = if gfx < 0x1000 { (64, 4, 1) } else { (32, 4, 2) };
        assert_eq!(c.warp_size, wave, "{}: {} wave size", name(&p), c.arch);
        assert_eq!(
            c.sm.schedulers,
            simds,
            "{}: {} SIMDs per SM",
            name(&p),
            c.arch
        );
        assert_eq!(
            c.memory.l1.per_sm,
            l1s,
            "{}: {} L1s per SM",
            name(&p),
            c.arch
        );
    }
    assert!(seen >= 2, "expected the AMD configs, found {seen}");
}

#[test]
fn every_op_class_has_a_latency_entry_on_a_defined_unit() {
    for (p, c) in all_configs() {
        for (class, key) in OpClass::ALL {
            let e =
                c.latency.classes.get(*key).unwrap_or_else(|| {
                    panic!("{}: no latency.classes.{key} ({class:?})", name(&p))
                });
            assert!(
                e.latency >= 1 && e.issue_interval >= 1,
                "{}: {key}",
                name(&p)
            );
            assert!(
                c.sm.units.contains_key(&e.unit),
                "{}: {key} on unknown unit {}",
                name(&p),
                e.unit
            );
        }
        for (k, e) in &c.latency.opcodes {
            assert!(
                c.sm.units.contains_key(&e.unit),
                "{}: opcode {k} on unknown unit {}",
                name(&p),
                e.unit
            );
        }
    }
}

#[test]
fn published_figures_are_in_the_tables() {
    let get = |file: &str| load_file(&root().join(file)).unwrap();
    // isa-semantics.md 5.2: v_cvt_pk_u8_f32 5 cycles on RDNA3, 4 on CDNA3.
    let rdna3 = get("configs/amd/rx7900xtx.yaml");
    let cdna3 = get("configs/amd/mi300x.yaml");
    assert_eq!(rdna3.latency.opcodes["v_cvt_pk_u8_f32"].latency, 5);
    assert_eq!(cdna3.latency.opcodes["v_cvt_pk_u8_f32"].latency, 4);
    for (p, c) in all_configs() {
        if c.vendor == VendorName::Amd {
            for k in [
                "v_cvt_pk_u8_f32",
                "v_bfe_u32",
                "v_rcp_f32",
                "v_mul_lo_u32",
                "v_fma_f32",
            ] {
                assert!(
                    c.latency.opcodes.contains_key(k),
                    "{}: no opcode entry {k}",
                    name(&p)
                );
            }
        }
    }
    // isa-semantics.md 5.1: register-operand bfe.u32 takes 11 cycles on A100.
    assert_eq!(
        get("configs/nvidia/a100.yaml").latency.opcodes["bfe.u32"].latency,
        11
    );
    assert!(get("configs/nvidia/sm107a.yaml")
        .latency
        .opcodes
        .contains_key("spdecompress"));
}

/// A small valid config; the rule tests below break one field of it at a time.
const BASE: &str = r#"name: test GPU
vendor: nvidia
arch: sm_90
warp_size: 32
clock_mhz: 1000
sm:
  count: 2
  max_warps: 64
  max_blocks: 32
  max_threads: 2048
  registers: 65536
  register_alloc_unit: 8
  shared_per_sm: 65536
  max_shared_per_block: 49152
  schedulers: 4
  issue_width: 1
  scheduler: gto
  two_level_active: 8
  ibuffer_entries: 2
  block_launch_latency: 50
  retire_after_stores: false
  units:
    alu: 1
    mem: 1
  register_file:
    banks: 2
    read_ports_per_bank: 1
memory:
  l1: { size: 32768, line: 128, sector: 32, assoc: 4, hit_latency: 30, mshrs: 64, bytes_per_cycle: 128, write: through, store_slots: 32, queue: 32 }
  interconnect: { latency: 20, request_bytes_per_cycle: 64, response_bytes_per_cycle: 64, header_bytes: 8 }
  l2: { size: 1048576, line: 128, sector: 32, assoc: 16, hit_latency: 200, slices: 4, bytes_per_cycle: 64, mshrs: 32, interleave: 256, hash: xor, write: back }
  dram:
    latency: 500
    bytes_per_cycle: 64
    channels: 4
    banks: 16
    row_bytes: 1024
    access_bytes: 32
    interleave: 256
    hash: xor
    read_queue: 16
    write_queue: 16
    timing: { t_rcd: 14, t_rp: 14, t_cl: 14, t_ras: 33, t_wr: 16, t_wtr: 8, t_rtw: 12, t_refi: 3900, t_rfc: 260, refresh: all_bank }
  shared: { banks: 32, bank_width: 4 }
  atomic_latency: 250
latency:
  classes:
    move: { latency: 4, issue_interval: 1, unit: alu }
    int: { latency: 4, issue_interval: 2, unit: alu }
    int_mul: { latency: 4, issue_interval: 2, unit: alu }
    int_div: { latency: 20, issue_interval: 8, unit: alu }
    fp32: { latency: 4, issue_interval: 1, unit: alu }
    fp64: { latency: 8, issue_interval: 2, unit: alu }
    sfu: { latency: 20, issue_interval: 8, unit: alu }
    convert: { latency: 6, issue_interval: 2, unit: alu }
    mem_global: { latency: 4, issue_interval: 4, unit: mem }
    mem_shared: { latency: 30, issue_interval: 4, unit: mem }
    mem_local: { latency: 4, issue_interval: 4, unit: mem }
    mem_const: { latency: 20, issue_interval: 4, unit: mem }
    mem_param: { latency: 20, issue_interval: 4, unit: mem }
    atomic: { latency: 4, issue_interval: 4, unit: mem }
    barrier: { latency: 4, issue_interval: 1, unit: alu }
    warp: { latency: 20, issue_interval: 2, unit: alu }
    branch: { latency: 4, issue_interval: 1, unit: alu }
    misc: { latency: 1, issue_interval: 1, unit: alu }
    mma: { latency: 8, issue_interval: 8, unit: alu }
  opcodes:
    "bfe.u32": { latency: 7, issue_interval: 2, unit: alu }
isa:
  bfe_64bit_unmasked: false
"#;

/// `BASE` with `from` (which must occur exactly once) replaced by `to`.
fn edit(from: &str, to: &str) -> String {
    assert_eq!(
        BASE.matches(from).count(),
        1,
        "`{from}` must occur once in BASE"
    );
    BASE.replace(from, to)
}

/// 1-based number of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .expect("needle")
        + 1
}

/// The error message of loading `text`, which must fail.
fn error_of(text: &str) -> String {
    match load_str("bad.yaml", text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_rule_tests_start_from_a_valid_config() {
    let c = load_str("base.yaml", BASE).unwrap();
    assert_eq!(c.latency.opcodes["bfe.u32"].latency, 7);
}

#[test]
fn zero_issue_interval_is_rejected_at_its_field() {
    let text = edit(
        "int: { latency: 4, issue_interval: 2,",
        "int: { latency: 4, issue_interval: 0,",
    );
    let e = error_of(&text);
    assert!(e.contains("latency.classes.int.issue_interval"), "{e}");
    let line = line_of(&text, "int: { latency: 4, issue_interval: 0,");
    assert!(e.starts_with(&format!("bad.yaml:{line}:")), "{e}");
}

#[test]
fn zero_latency_is_rejected_at_its_field() {
    let text = edit("fp64: { latency: 8,", "fp64: { latency: 0,");
    let e = error_of(&text);
    assert!(e.contains("latency.classes.fp64.latency"), "{e}");
    assert!(
        e.starts_with(&format!(
            "bad.yaml:{}:",
            line_of(&text, "fp64: { latency: 0,")
        )),
        "{e}"
    );
    // Opcode entries are checked the same way.
    let e = error_of(&edit(
        r#""bfe.u32": { latency: 7,"#,
        r#""bfe.u32": { latency: 0,"#,
    ));
    assert!(e.contains(r#"latency.opcodes."bfe.u32".latency"#), "{e}");
}

#[test]
fn unknown_unit_is_rejected_and_the_units_are_listed() {
    let text = edit(
        "sfu: { latency: 20, issue_interval: 8, unit: alu }",
        "sfu: { latency: 20, issue_interval: 8, unit: tensor }",
    );
    let e = error_of(&text);
    assert!(
        e.contains("latency.classes.sfu.unit") && e.contains("tensor"),
        "{e}"
    );
    assert!(
        e.contains("alu") && e.contains("mem"),
        "the message lists the defined units: {e}"
    );
    assert!(
        e.starts_with(&format!("bad.yaml:{}:", line_of(&text, "unit: tensor"))),
        "{e}"
    );
}

#[test]
fn unknown_opcode_mnemonic_is_rejected() {
    let text = edit(
        r#"    "bfe.u32": { latency: 7, issue_interval: 2, unit: alu }"#,
        "    \"bfe.u32\": { latency: 7, issue_interval: 2, unit: alu }\n    \"frobnicate.u32\": { latency: 7, issue_interval: 2, unit: alu }",
    );
    let e = error_of(&text);
    assert!(
        e.contains(r#"latency.opcodes."frobnicate.u32""#) && e.contains("frobnicate"),
        "{e}"
    );
    // Known mnemonics of either front end are accepted.
    let ok = edit(
        r#"    "bfe.u32": { latency: 7, issue_interval: 2, unit: alu }"#,
        "    \"cvt.pack.sat\": { latency: 4, issue_interval: 2, unit: alu }\n    v_cvt_pk_u8_f32: { latency: 4, issue_interval: 4, unit: alu }",
    );
    load_str("ok.yaml", &ok).unwrap();
}

#[test]
fn unknown_key_inside_sm_is_rejected_at_the_key() {
    let text = edit("  issue_width: 1\n", "  issue_width: 1\n  warp_slots: 48\n");
    let e = error_of(&text);
    assert!(
        e.contains("sm") && e.contains("unknown field `warp_slots`"),
        "{e}"
    );
    assert!(
        e.starts_with(&format!("bad.yaml:{}:3:", line_of(&text, "warp_slots"))),
        "{e}"
    );
    // ... and inside a latency entry.
    let e = error_of(&edit(
        "misc: { latency: 1, issue_interval: 1, unit: alu }",
        "misc: { latency: 1, issue_interval: 1, unit: alu, lanes: 16 }",
    ));
    assert!(e.contains("unknown field `lanes`"), "{e}");
}

#[test]
fn missing_class_is_rejected() {
    let e = error_of(&edit(
        "    warp: { latency: 20, issue_interval: 2, unit: alu }\n",
        "",
    ));
    assert!(e.contains("latency.classes") && e.contains("warp"), "{e}");
}

#[test]
fn set_override_changes_a_latency() {
    let o = overrides::parse("latency.opcodes.\"bfe.u32\".latency=11").unwrap();
    let c = load_str_with("base.yaml", BASE, &[o]).unwrap();
    assert_eq!(c.latency.opcodes["bfe.u32"].latency, 11);
    assert_eq!(
        c.latency.opcodes["bfe.u32"].issue_interval, 2,
        "the rest of the entry is kept"
    );
    // On a shipped AMD config, through the file loader.
    let o = overrides::parse("latency.opcodes.v_cvt_pk_u8_f32.latency=7").unwrap();
    let c = load_file_with(&root().join("configs/amd/rx7900xtx.yaml"), &[o]).unwrap();
    assert_eq!(c.latency.opcodes["v_cvt_pk_u8_f32"].latency, 7);
    let o = overrides::parse("sm.scheduler=lrr").unwrap();
    let c = load_file_with(&root().join("configs/nvidia/a100.yaml"), &[o]).unwrap();
    assert_eq!(c.sm.scheduler, warpsim::config::SchedulerSpec::named("lrr"));
}

#[test]
fn invalid_set_override_names_itself() {
    let o = overrides::parse("sm.issue_width=0").unwrap();
    let e = load_str_with("base.yaml", BASE, &[o])
        .unwrap_err()
        .to_string();
    assert!(e.contains("--set sm.issue_width=0"), "{e}");
    assert!(e.contains("sm.issue_width"), "{e}");
    let o = overrides::parse("latency.classes.int.unit=tensor").unwrap();
    let e = load_str_with("base.yaml", BASE, &[o])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("--set latency.classes.int.unit=tensor") && e.contains("tensor"),
        "{e}"
    );
}

#[test]
fn memory_switches_are_required_and_typed() {
    // A bad refresh mode names the field and the modes.
    let e = error_of(&edit("refresh: all_bank", "refresh: sometimes"));
    assert!(
        e.contains("sometimes") && e.contains("per_bank") && e.contains("all_bank"),
        "{e}"
    );
    // `retire_after_stores` must be given (no silent default) and be a bool.
    let e = error_of(&edit("  retire_after_stores: false\n", ""));
    assert!(e.contains("retire_after_stores"), "{e}");
    let e = error_of(&edit(
        "  retire_after_stores: false\n",
        "  retire_after_stores: 3\n",
    ));
    assert!(
        e.contains("retire_after_stores") || e.contains("bool"),
        "{e}"
    );
    // A store acknowledgement delay belongs to the level that takes stores in.
    let ok = load_str(
        "ok.yaml",
        &edit("write: back }", "write: back, write_ack: 40 }"),
    );
    assert_eq!(ok.map(|c| c.memory.l2.write_ack).ok(), Some(40));
    let mi300x = root().join("configs/amd/mi300x.yaml");
    let o = overrides::parse("memory.mall.write_ack=10").unwrap();
    let e = load_file_with(&mi300x, &[o]).unwrap_err().to_string();
    assert!(
        e.contains("memory.mall.write_ack") && e.contains("write-through"),
        "{e}"
    );
    // Both modes load.
    let c = load_str("ok.yaml", &edit("refresh: all_bank", "refresh: per_bank")).unwrap();
    assert!(!c.sm.retire_after_stores);
}

#[test]
fn each_target_gets_the_shipped_config_of_its_own_generation_by_default() {
    use warpsim::ir::{TargetInfo, Vendor};
    let target = |vendor: Vendor, name: &str, arch: u32| TargetInfo {
        vendor,
        isa_version: (8, 0),
        arch,
        arch_suffix: name
            .ends_with('a')
            .then_some('a')
            .filter(|_| vendor == Vendor::Nvidia),
        arch_name: name.to_string(),
        address_size: 64,
        pos: Default::default(),
    };
    let cases = [
        (Vendor::Nvidia, "sm_70", 70, "configs/nvidia/a100.yaml"),
        (Vendor::Nvidia, "sm_80", 80, "configs/nvidia/a100.yaml"),
        (Vendor::Nvidia, "sm_86", 86, "configs/nvidia/h100.yaml"),
        (Vendor::Nvidia, "sm_90a", 90, "configs/nvidia/h100.yaml"),
        (Vendor::Nvidia, "sm_107a", 107, "configs/nvidia/sm107a.yaml"),
        (Vendor::Nvidia, "sm_120", 120, "configs/nvidia/sm107a.yaml"),
        (Vendor::Amd, "gfx908", 0x908, "configs/amd/mi250x.yaml"),
        (Vendor::Amd, "gfx90a", 0x90a, "configs/amd/mi250x.yaml"),
        (Vendor::Amd, "gfx942", 0x942, "configs/amd/mi300x.yaml"),
        (Vendor::Amd, "gfx950", 0x950, "configs/amd/mi355x.yaml"),
        (Vendor::Amd, "gfx1030", 0x1030, "configs/amd/rx6900xt.yaml"),
        (Vendor::Amd, "gfx1036", 0x1036, "configs/amd/rx6900xt.yaml"),
        (Vendor::Amd, "gfx1100", 0x1100, "configs/amd/rx7900xtx.yaml"),
        (Vendor::Amd, "gfx1200", 0x1200, "configs/amd/rx9060xt.yaml"),
        (Vendor::Amd, "gfx1201", 0x1201, "configs/amd/rx9070xt.yaml"),
    ];
    for (vendor, name, arch, want) in cases {
        let t = target(vendor, name, arch);
        assert_eq!(warpsim::config::default_name(&t), want, "{name}");
        // The embedded text is the shipped file, and it loads.
        let cfg = warpsim::config::default_for(&t).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(cfg, load_file(&root().join(want)).unwrap(), "{name}");
    }
}

/// `per_n8` is read for wgmma entries only: anywhere else it is rejected at its field;
/// on a wgmma entry it resolves per N (the N = 8 figures plus one increment per further
/// 8 columns).
#[test]
fn per_n8_belongs_to_wgmma_entries_only() {
    let bfe = r#"    "bfe.u32": { latency: 7, issue_interval: 2, unit: alu }"#;
    let e = error_of(&edit(
        bfe,
        r#"    "bfe.u32": { latency: 7, issue_interval: 2, unit: alu, per_n8: { latency: 1, issue_interval: 1 } }"#,
    ));
    assert!(
        e.contains(r#"latency.opcodes."bfe.u32".per_n8"#) && e.contains("wgmma"),
        "{e}"
    );
    let e = error_of(&edit(
        "fp64: { latency: 8,",
        "fp64: { per_n8: { latency: 1, issue_interval: 1 }, latency: 8,",
    ));
    assert!(e.contains("latency.classes.fp64.per_n8"), "{e}");
    let e = error_of(&edit(
        bfe,
        "    \"bfe.u32\": { latency: 7, issue_interval: 2, unit: alu }\n    \"wgmma.f16\": { latency: 22, issue_interval: 4, unit: alu, per_n8: { latency: 4, issue_intervals: 4 } }",
    ));
    assert!(
        e.contains("issue_intervals"),
        "unknown fields inside per_n8 are named: {e}"
    );
    let c = load_str(
        "ok.yaml",
        &edit(
            bfe,
            "    \"bfe.u32\": { latency: 7, issue_interval: 2, unit: alu }\n    \"wgmma.f16\": { latency: 22, issue_interval: 4, unit: alu, per_n8: { latency: 4, issue_interval: 4 } }",
        ),
    )
    .unwrap();
    let w = &c.latency.opcodes["wgmma.f16"];
    assert_eq!(w.resolve(Some(8)), (22, 4));
    assert_eq!(w.resolve(Some(256)), (22 + 31 * 4, 128));
    assert_eq!(w.resolve(None), (22, 4));
}

#[test]
fn l1_stages_must_divide_the_data_port_into_banks() {
    let ok = edit(
        "bytes_per_cycle: 128, write: through",
        "bytes_per_cycle: 128, stages: { tags_per_cycle: 4, bank_width: 4 }, write: through",
    );
    let c = load_str("ok.yaml", &ok).unwrap();
    assert_eq!(c.memory.l1.banks(), Some(32));
    assert_eq!(c.memory.l1.stages.unwrap().tag_hash, None);
    let hashed = ok.replace("tags_per_cycle: 4,", "tags_per_cycle: 4, tag_hash: xor,");
    let c = load_str("hashed.yaml", &hashed).unwrap();
    assert_eq!(
        c.memory.l1.stages.unwrap().tag_hash,
        Some(warpsim::config::memory::Hash::Xor)
    );
    for (stages, field) in [
        (
            "{ tags_per_cycle: 4, bank_width: 3 }",
            "memory.l1.stages.bank_width",
        ),
        (
            "{ tags_per_cycle: 0, bank_width: 4 }",
            "memory.l1.stages.tags_per_cycle",
        ),
        ("{ tags_per_cycle: 4, bank_width: 4, banks: 32 }", "banks"),
        (
            "{ tags_per_cycle: 65, tag_hash: xor, bank_width: 4 }",
            "memory.l1.stages.tags_per_cycle",
        ),
        (
            "{ tags_per_cycle: 4, tag_hash: modulo, bank_width: 4 }",
            "modulo",
        ),
    ] {
        let text = edit(
            "bytes_per_cycle: 128, write: through",
            &format!("bytes_per_cycle: 128, stages: {stages}, write: through"),
        );
        let e = error_of(&text);
        assert!(e.contains(field), "{stages}: {e}");
    }
    // More banks than the data stage counts.
    let text = edit(
        "bytes_per_cycle: 128, write: through",
        "bytes_per_cycle: 2048, stages: { tags_per_cycle: 4, bank_width: 4 }, write: through",
    );
    assert!(error_of(&text).contains("memory.l1.stages.bank_width"));
}
