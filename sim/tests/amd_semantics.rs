//! AMD wavefront semantics end to end: small HIP kernels (whose inline asm blocks
//! are the semantics under test) compiled by clang-22 to AMDGPU assembly, run
//! through `driver::run` like `warpsim run`, every output word checked exactly.
//! Sources, the generated `.s` files and the workloads live in
//! `tests/fixtures/amd_programs/` (`regen.sh` remakes the `.s` files; running the
//! tests needs no clang). Each expectation is chosen so that the natural wrong
//! implementation (loads visible at once, a counter shared where it is not, the
//! wrong mask width, ids in the wrong registers, ...) produces a different word.

mod common;
use common::{root, tmpdir};
use std::path::{Path, PathBuf};
use warpsim::driver::{run, RunArgs};

// ---------------------------------------------------------------------------
// Harness

fn fixtures() -> PathBuf {
    root().join("sim/tests/fixtures/amd_programs")
}

/// Run `workload` (a path to a YAML file) and return the final contents of
/// `bufs` as u32 words. Panics on any error and on an `expect:` mismatch.
fn run_yaml(workload: &Path, config: Option<PathBuf>, bufs: &[&str]) -> Vec<Vec<u32>> {
    let d = tmpdir("amdsem");
    let dumps: Vec<(String, PathBuf)> = bufs
        .iter()
        .map(|b| (b.to_string(), d.join(format!("{b}.bin"))))
        .collect();
    let args = RunArgs {
        workload: workload.to_path_buf(),
        config,
        dumps: dumps.clone(),
        threads: 1,
        ..Default::default()
    };
    let out = run(&args).unwrap_or_else(|e| panic!("{}: {e}", workload.display()));
    assert_eq!(
        out.mismatches.0,
        0,
        "{}: expect: mismatches {:?}",
        workload.display(),
        out.mismatches.1
    );
    dumps
        .iter()
        .map(|(_, p)| {
            std::fs::read(p)
                .unwrap()
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
                .collect()
        })
        .collect()
}

/// Run the fixture workload `name` (`<name>.yaml`).
fn run_fixture(name: &str, bufs: &[&str]) -> Vec<Vec<u32>> {
    run_yaml(&fixtures().join(format!("{name}.yaml")), None, bufs)
}

/// The value of a top-level `key: value` line of a fixture YAML file.
fn yaml_field(yaml: &str, key: &str) -> String {
    yaml.lines()
        .find_map(|l| l.strip_prefix(&format!("{key}:")))
        .unwrap_or_else(|| panic!("no `{key}:` line"))
        .trim()
        .to_string()
}

/// Run fixture `name` with its program text passed through `edit` (a mutation that
/// shows the test observes the semantics it claims to).
fn run_edited(name: &str, edit: &dyn Fn(&str) -> String, bufs: &[&str]) -> Vec<Vec<u32>> {
    let yaml = std::fs::read_to_string(fixtures().join(format!("{name}.yaml"))).unwrap();
    let prog = yaml_field(&yaml, "program");
    let config = fixtures().join(yaml_field(&yaml, "config"));
    let text = std::fs::read_to_string(fixtures().join(&prog)).unwrap();
    let edited = edit(&text);
    assert_ne!(edited, text, "the edit of {prog} changed nothing");
    let d = tmpdir("amdsem-edit");
    std::fs::write(d.join(&prog), edited).unwrap();
    // The config path is relative to the fixture directory: pass it directly.
    let yaml: String = yaml
        .lines()
        .filter(|l| !l.starts_with("config:"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(d.join("w.yaml"), yaml).unwrap();
    run_yaml(&d.join("w.yaml"), Some(config), bufs)
}

/// Compare `got` with `want` word by word, reporting the first differences with
/// the record (`stride` words) and field they belong to.
fn check(what: &str, got: &[u32], want: &[u32], stride: usize) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    let bad: Vec<String> = got
        .iter()
        .zip(want)
        .enumerate()
        .filter(|(_, (g, w))| g != w)
        .take(8)
        .map(|(i, (g, w))| {
            format!(
                "[{} word {}] got {g:#010x}, want {w:#010x}",
                i / stride,
                i % stride
            )
        })
        .collect();
    let n = got.iter().zip(want).filter(|(g, w)| g != w).count();
    assert!(
        n == 0,
        "{what}: {n} words differ, first: {}",
        bad.join("; ")
    );
}

fn read_fixture(file: &str) -> String {
    std::fs::read_to_string(fixtures().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

// ---------------------------------------------------------------------------
// 1. Memory visibility and wait counters (waitcnt.hip)

const GEN9: u8 = 9;
const GEN11: u8 = 11;
const GEN12: u8 = 12;

/// Expected `out` of waitcnt.hip for one target (64 lanes x 20 words).
fn waitcnt_expected(generation: u8) -> Vec<u32> {
    let s = 0x5CA1_AB1E; // scal[0]
    let mut v = Vec::new();
    for l in 0..64u32 {
        let (a, b, c) = (4 * l, 4 * l + 1, 4 * l + 2); // src = iota
        let d = 0xD000_0000 + (l ^ 1); // lds[l ^ 1]
        v.extend([a, b, c]);
        // Read with no wait: the marker; vmcnt(2) releases only A; vmcnt(1) B.
        v.extend([0x1111_1111, a, 0x2222_2222, b, 0x3333_3333, c]);
        // Scalar load: marker before lgkmcnt/kmcnt, value after.
        v.extend([s, 0x4444_4444, s]);
        // LDS load: marker before lgkmcnt/dscnt, value after.
        v.extend([d, 0x5555_5555, d]);
        // Load A' (src[4l+3]), load B' (src[4l]), a store, then vmcnt(1): GFX9 counts
        // the store, so both loads complete; GFX10+ counts loads only.
        v.push(4 * l + 3);
        v.push(if generation == GEN9 {
            4 * l
        } else {
            0x7777_7777
        });
        // LDS load + scalar load, then the SMEM wait: only GFX12's kmcnt leaves the
        // LDS result out.
        v.push(if generation == GEN12 { 0x8888_8888 } else { d });
        v.extend([s, d]);
    }
    v
}

fn check_waitcnt(target: &str, generation: u8) {
    let r = run_fixture(&format!("waitcnt_{target}"), &["out", "sink"]);
    check(
        &format!("waitcnt {target} out"),
        &r[0],
        &waitcnt_expected(generation),
        20,
    );
    let sink: Vec<u32> = (0..64).map(|l| 0xF000_0000 + l).collect();
    check(&format!("waitcnt {target} sink"), &r[1], &sink, 1);
}

#[test]
fn waitcnt_gfx1100_loads_become_visible_only_at_the_wait_oldest_first() {
    check_waitcnt("gfx1100", GEN11);
}

#[test]
fn waitcnt_gfx942_counts_stores_in_vmcnt() {
    check_waitcnt("gfx942", GEN9);
}

#[test]
fn waitcnt_gfx1200_separate_load_km_and_ds_counters() {
    check_waitcnt("gfx1200", GEN12);
}

#[test]
fn waitcnt_mutation_waiting_earlier_shows_the_loaded_value() {
    // With the first wait raised to vmcnt(0), B is visible where the marker was read.
    let r = run_edited(
        "waitcnt_gfx1100",
        &|s| s.replacen("s_waitcnt vmcnt(2)", "s_waitcnt vmcnt(0)", 1),
        &["out"],
    );
    let mut want = waitcnt_expected(GEN11);
    for l in 0..64 {
        want[20 * l + 5] = 4 * l as u32 + 1;
        want[20 * l + 7] = 4 * l as u32 + 2;
    }
    check("waitcnt gfx1100 with vmcnt(0) first", &r[0], &want, 20);
}

// ---------------------------------------------------------------------------
// 2. EXEC handling (exec.hip)

fn check_exec(target: &str, wave: u32) {
    let r = run_fixture(&format!("exec_{target}"), &["out"]);
    let mut want = Vec::new();
    for id in 0..128u32 {
        let lane = id % wave;
        want.extend([
            if lane < 12 { 0x0B0B_0B0C } else { 0x0A0A_0A0B }, // saveexec + restore
            0xFFFF_FFFF,                                       // saved EXEC, low half
            if wave == 64 { 0xFFFF_FFFF } else { 0 },          // high half (b64 only)
            1,                                                 // SCC = new EXEC != 0
            if (4..20).contains(&lane) { 2 } else { 1 },       // after two v_cmpx
            0x000F_FFF0,                                       // EXEC after them
            // gfx942's VOP3 v_cmpx writes its SGPR pair too; GFX10+ has none and
            // leaves VCC alone.
            if wave == 64 { 0x000F_FFF0 } else { 0x5A5A },
            0x0C0C_0C0C, // a VALU write under EXEC = 0 changed nothing
            0,           // s_cbranch_execz jumped over the flag
            0x600D,      // ... and fell through with EXEC != 0
            0x1F,        // v_cmp_e64: inactive lanes' bits are 0
            // s_endpgm with EXEC partial ends all of wave 0.
            if id < wave { 0xEEEE_EEEE } else { 0x900D },
            0,     // v_cmp_e32 under EXEC = 0 cleared VCC (it held -1)
            0x100, // v_readfirstlane_b32 under EXEC = 0 reads lane 0
        ]);
    }
    check(&format!("exec {target}"), &r[0], &want, 14);
}

#[test]
fn exec_gfx1100_saveexec_cmpx_execz_and_endpgm() {
    check_exec("gfx1100", 32);
}

#[test]
fn exec_gfx942_saveexec_cmpx_with_sgpr_destination_execz_and_endpgm() {
    check_exec("gfx942", 64);
}

// ---------------------------------------------------------------------------
// 3. Calls and PC-relative constants (call.hip)

const TABLE: [u32; 16] = [
    0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344, 0xA4093822, 0x299F31D0, 0x082EFA98, 0xEC4E6C89,
    0x452821E6, 0x38D01377, 0xBE5466CF, 0x34E90C6C, 0xC0AC29B7, 0xC97C50DD, 0x3F84D5B5, 0xB5470917,
];

fn mix(a: u32, b: u32) -> u32 {
    let mut h = a ^ b;
    for _ in 0..=(a & 7) {
        h = (h ^ (h >> 7)).wrapping_mul(0x9E37_79B1).wrapping_add(b);
    }
    h
}

fn check_call(target: &str) {
    let r = run_fixture(&format!("call_{target}"), &["in", "out"]);
    let (input, out) = (&r[0], &r[1]);
    let mut want = Vec::new();
    for (i, &x) in input.iter().enumerate() {
        let g = i / 64;
        want.extend([
            mix(x, TABLE[i & 15]),
            TABLE[g & 15] ^ TABLE[(g + 5) & 15],
            TABLE[(x >> 28) as usize],
        ]);
    }
    check(&format!("call {target}"), out, &want, 3);
    // The inputs are varied enough that `mix` runs 1 to 8 loop trips.
    assert!((0..8).all(|k| input.iter().any(|x| x & 7 == k)));
}

#[test]
fn call_gfx1100_swappc_setpc_and_rodata_table() {
    check_call("gfx1100");
}

#[test]
fn call_gfx942_swappc_setpc_and_rodata_table() {
    check_call("gfx942");
}

fn check_call_mem(target: &str) {
    let r = run_fixture(&format!("call_mem_{target}"), &["in", "out"]);
    let (input, out) = (&r[0], &r[1]);
    let pick = |a: u32, b: u32| {
        let arr: Vec<u32> = (0..8u32)
            .map(|k| {
                b.wrapping_add(k.wrapping_mul(a))
                    .wrapping_add(input[k as usize])
            })
            .collect();
        arr[(a & 7) as usize] ^ arr[((a >> 3) & 7) as usize]
    };
    let want: Vec<u32> = input
        .iter()
        .enumerate()
        .map(|(i, &x)| pick(x, i as u32))
        .collect();
    check(&format!("call_mem {target}"), out, &want, 1);
}

#[test]
fn call_mem_gfx1100_callee_loads_and_uses_its_stack() {
    check_call_mem("gfx1100");
}

#[test]
fn call_mem_gfx942_callee_loads_and_uses_its_stack() {
    check_call_mem("gfx942");
}

// ---------------------------------------------------------------------------
// 4. MODE (mode.hip)

/// Per lane of mode.hip: a + b under round modes 0 (nearest even), 1 (+inf),
/// 2 (-inf), 3 (toward zero), and v_cvt_pk_u8_f32(c) with byte k in mode k.
/// Worked out exactly (fractions) outside warpsim: e.g. lane 0 is 1 + 2^-30
/// (1 ulp up only toward +inf), lane 3 the tie 2^24 + 1 (even: 2^24; +inf: 2^24 + 2),
/// lane 4 FLT_MAX + FLT_MAX (inf, or FLT_MAX toward -inf/zero), lane 6 1 - 2^-30.
/// cvt inputs: 2.5, 2.7, 254.5, 0.5, 1.5, 1e10, NaN, -2.5.
const MODE_ROWS: [([u32; 4], u32); 8] = [
    ([0x3f800000, 0x3f800001, 0x3f800000, 0x3f800000], 0x02020302),
    ([0xbf800000, 0xbf800000, 0xbf800001, 0xbf800000], 0x02020303),
    ([0x3f800001, 0x3f800001, 0x3f800000, 0x3f800000], 0xfefefffe),
    ([0x4b800000, 0x4b800001, 0x4b800000, 0x4b800000], 0x00000100),
    ([0x7f800000, 0x7f800000, 0x7f7fffff, 0x7f7fffff], 0x01010202),
    ([0xff800000, 0xff7fffff, 0xff800000, 0xff7fffff], 0xffffffff),
    ([0x3f800000, 0x3f800000, 0x3f7fffff, 0x3f7fffff], 0x00000000),
    ([0x3e99999a, 0x3e99999a, 0x3e999999, 0x3e999999], 0x00000000),
];

/// `initial_round` is the descriptor's f32 round mode (0 or 3).
fn check_mode(name: &str, initial_round: usize) {
    let r = run_fixture(name, &["out"]);
    let mut want = Vec::new();
    for (adds, pk) in MODE_ROWS {
        // MODE[7:0] at entry: f32/f64 denormals on (0xF0) plus the round field.
        want.push(0xF0 | initial_round as u32);
        want.push(adds[initial_round]);
        want.extend(adds);
        want.push(2); // getreg(MODE, 0, 4) after setting the f32 field to 2
        want.push(pk);
        want.push(adds[1]); // s_round_mode / s_setreg_b32 of 1: toward +inf
        want.push(1);
    }
    check(name, &r[0], &want, 10);
}

#[test]
fn mode_gfx1100_round_field_steers_add_and_cvt_pk_u8() {
    check_mode("mode_gfx1100", 0);
}

#[test]
fn mode_gfx942_round_field_steers_add_and_cvt_pk_u8() {
    check_mode("mode_gfx942", 0);
}

#[test]
fn mode_initial_round_mode_comes_from_the_descriptor() {
    check_mode("mode_rtz_gfx1100", 3);
}

// ---------------------------------------------------------------------------
// 5. Launch ABI (launch.hip, unaligned.hip, scalar_ops.hip)

/// Words 6..23 of every launch.hip record (the same for all work-items).
#[rustfmt::skip]
const LAUNCH_CONSTANTS: [u32; 18] = [
    8, 2, 3,    // blockDim: hidden group sizes
    3, 3, 2,    // gridDim: hidden block counts
    0, 0, 0,    // hidden remainders (whole workgroups)
    3,          // hidden grid dims
    3,          // dispatch packet: dimensions
    8, 2, 3,    // dispatch packet: workgroup size
    24, 6, 6,   // dispatch packet: grid size in work-items
    0x7A6 - 5,  // tag - tag2
];

/// launch.hip's 24 words per work-item, grid [3, 3, 2] x block [8, 2, 3], in
/// linear order (block x fastest, then y, z; the same inside a block).
fn launch_expected() -> Vec<u32> {
    (0..18 * 48u32)
        .flat_map(|lin| {
            let (b, t) = (lin / 48, lin % 48);
            let ids = [t % 8, t / 8 % 2, t / 16, b % 3, b / 3 % 3, b / 9];
            ids.into_iter().chain(LAUNCH_CONSTANTS)
        })
        .collect()
}

fn check_launch(variant: &str) {
    let r = run_fixture(&format!("launch_{variant}"), &["out"]);
    check(&format!("launch {variant}"), &r[0], &launch_expected(), 24);
}

#[test]
fn launch_gfx1030_ids_in_v0_v1_v2_and_sgprs() {
    check_launch("gfx1030");
}

#[test]
fn launch_gfx1100_packed_ids_hidden_args_dispatch_packet() {
    check_launch("gfx1100");
}

#[test]
fn launch_gfx942_packed_ids_hidden_args_dispatch_packet() {
    check_launch("gfx942");
}

#[test]
fn launch_gfx90a_packed_ids_hidden_args_dispatch_packet() {
    check_launch("gfx90a");
}

#[test]
fn launch_gfx1200_workgroup_ids_in_ttmp9_ttmp7() {
    check_launch("gfx1200");
}

#[test]
fn launch_kernarg_preload_gfx942_and_gfx90a() {
    check_launch("preload_gfx942");
    check_launch("preload_gfx90a");
}

#[test]
fn launch_kernarg_preload_values_alone_suffice() {
    // The compatibility prologue that reloads the arguments is gone: `out` and `tag`
    // come only from the user SGPRs the launch preloaded.
    check_launch("preload_only_gfx942");
}

fn check_unaligned(target: &str) {
    let r = run_fixture(&format!("unaligned_{target}"), &["out"]);
    let want: Vec<u32> = (0..18).flat_map(|_| [8, 2, 3, 0, 0, 3, 8, 2]).collect();
    check(&format!("unaligned {target}"), &r[0], &want, 8);
}

#[test]
fn unaligned_gfx1100_u16_fields_read_by_merged_dword_loads() {
    check_unaligned("gfx1100");
}

#[test]
fn unaligned_gfx942_u16_fields_read_by_merged_dword_loads() {
    check_unaligned("gfx942");
}

fn check_scalar_ops(target: &str) {
    let r = run_fixture(&format!("scalar_ops_{target}"), &["out"]);
    let want: Vec<u32> = (0..3)
        .flat_map(|g| [2000 + g, 4000 + g, 8000 + g, 16000 + g])
        .collect();
    check(&format!("scalar_ops {target}"), &r[0], &want, 4);
}

#[test]
fn scalar_ops_gfx1100_lshl_add() {
    check_scalar_ops("gfx1100");
}

#[test]
fn scalar_ops_gfx1200_s_load_b96_and_lshl_add() {
    check_scalar_ops("gfx1200");
}

// ---------------------------------------------------------------------------
// 6. VOPD and mask widths (vopd.hip, masks.hip)

fn check_vopd(name: &str, swap: bool) {
    let r = run_fixture(name, &["in", "out"]);
    let (input, out) = (&r[0], &r[1]);
    let mut want = Vec::new();
    for p in input.chunks_exact(4) {
        let (a, b, c, d) = (p[0], p[1], p[2], p[3]);
        want.extend([b, 0x1000u32.wrapping_add(d), 0x2000, c]);
        want.extend(if swap { [b, a] } else { [a, b] });
        want.extend([if a > b { b } else { a }, c.wrapping_add(d)]);
    }
    check(name, out, &want, 8);
}

#[test]
fn vopd_halves_read_sources_before_either_writes() {
    check_vopd("vopd_noswap_gfx1100", false);
}

#[test]
fn vopd_swap_through_both_halves() {
    check_vopd("vopd_gfx1100", true);
}

fn check_masks(name: &str, wave: usize) {
    let r = run_fixture(name, &["in", "out"]);
    let (x, out) = (&r[0], &r[1]);
    let mut want = Vec::new();
    for (i, &xi) in x.iter().enumerate() {
        let w0 = i / wave * wave;
        let lanes = &x[w0..w0 + wave];
        let ballot: u64 = lanes
            .iter()
            .enumerate()
            .filter(|(_, v)| *v & 1 != 0)
            .map(|(k, _)| 1u64 << k)
            .sum();
        let lane = (i % wave) as u32;
        want.extend([
            ballot as u32,
            (ballot >> 32) as u32,
            if xi > 500 { xi * 3 } else { xi + 7 },
            if xi & 2 != 0 { xi * 5 + lane } else { xi },
            if xi & 4 != 0 {
                lanes.iter().filter(|v| *v & 4 != 0).count() as u32
            } else {
                0
            },
            lane,
        ]);
    }
    check(name, out, &want, 6);
    // Both select arms and both branch sides occur in every wave.
    for w in x.chunks(wave) {
        assert!(w.iter().any(|v| *v > 500) && w.iter().any(|v| *v <= 500));
        assert!(w.iter().any(|v| v & 2 != 0) && w.iter().any(|v| v & 2 == 0));
    }
}

#[test]
fn masks_gfx1100_wave32_vcc_lo_exec_lo() {
    check_masks("masks_w32_gfx1100", 32);
}

#[test]
fn masks_gfx1100_wave64_vcc_exec() {
    check_masks("masks_w64_gfx1100", 64);
}

// ---------------------------------------------------------------------------
// 7. Faults (fault.hip)

#[test]
fn fault_out_of_bounds_store_names_wave_lane_pc_and_instruction() {
    let d = tmpdir("amdsem-fault");
    let dump = d.join("out.bin");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_warpsim"))
        .args([
            "run",
            "sim/tests/fixtures/amd_programs/fault_gfx1100.yaml",
            "--dump",
        ])
        .arg(format!("out={}", dump.display()))
        .current_dir(root())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "stderr: {err}");
    // Work-item 40 is the first out of bounds: wave 1 (of wave32), lane 8.
    for needle in [
        "wave 1 lane 8",
        "pc 0x",
        "`global_store_b32 v1, v0, s[0:1]`",
        "fault_gfx1100.s:",
        "out-of-bounds",
    ] {
        assert!(err.contains(needle), "missing `{needle}` in: {err}");
    }
    // The store is 0x24 bytes into the kernel (8 + 8 + 4 + 4 + 4 + 4 + 4 bytes before
    // it); the pc is a code address that ends so.
    let pc = err
        .split("pc 0x")
        .nth(1)
        .unwrap()
        .split(|c: char| !c.is_ascii_hexdigit())
        .next()
        .unwrap();
    assert!(
        u64::from_str_radix(pc, 16).unwrap() % 0x100 == 0x24,
        "pc {pc}: {err}"
    );
    // Wave 0 finished before wave 1 faulted: its stores are in the dump.
    let bytes = std::fs::read(&dump).unwrap();
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(&words[..32], &(0..32).collect::<Vec<u32>>()[..]);
}

// ---------------------------------------------------------------------------
// The fixtures contain what the tests above rely on (guards regeneration).

#[test]
fn fixtures_exercise_the_instructions_they_claim() {
    let need = |file: &str, needles: &[&str]| {
        let s = read_fixture(file);
        assert!(s.starts_with("; "), "{file} lacks its header comment");
        for n in needles {
            assert!(s.contains(n), "{file} lacks `{n}`");
        }
    };
    need(
        "waitcnt_gfx1100.s",
        &[
            "global_load_b32",
            "s_waitcnt vmcnt(2)",
            "s_load_b32",
            "ds_load_b32",
            "s_waitcnt lgkmcnt(0)",
        ],
    );
    need(
        "waitcnt_gfx942.s",
        &[
            "global_load_dword",
            "global_store_dword",
            "s_waitcnt vmcnt(1)",
            "s_load_dword",
            "ds_read_b32",
        ],
    );
    need(
        "waitcnt_gfx1200.s",
        &[
            "s_wait_loadcnt 2",
            "s_wait_kmcnt 0",
            "s_wait_dscnt 0",
            "ds_load_b32",
        ],
    );
    need(
        "exec_gfx1100.s",
        &[
            "s_and_saveexec_b32",
            "s_or_b32 exec_lo, exec_lo",
            "v_cmpx_gt_u32_e32 20,",
            "v_cmpx_le_u32_e64 4,",
            "s_cbranch_execz",
            "s_endpgm\n.Lcont",
        ],
    );
    need(
        "exec_gfx942.s",
        &[
            "s_and_saveexec_b64",
            "v_cmpx_le_u32_e64 s[",
            "v_cmpx_gt_u32_e32 vcc,",
            "s_mov_b64 exec, 0",
        ],
    );
    for t in ["gfx1100", "gfx942"] {
        need(
            &format!("call_{t}.s"),
            &[
                "s_getpc_b64",
                "mix@rel32@lo+4",
                "mix@rel32@hi+12",
                "TABLE@rel32@lo+4",
                "s_swappc_b64 s[30:31]",
                "s_setpc_b64 s[30:31]",
                ".section\t.rodata",
            ],
        );
    }
    need(
        "mode_gfx1100.s",
        &[
            "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3",
            "s_round_mode 0x1",
            "s_getreg_b32",
            "v_cvt_pk_u8_f32",
        ],
    );
    need(
        "mode_gfx942.s",
        &["s_setreg_b32 hwreg(HW_REG_MODE, 0, 2)", "s_getreg_b32"],
    );
    need("mode_rtz_gfx1100.s", &[".amdhsa_float_round_mode_32 3\n"]);
    need(
        "launch_gfx1030.s",
        &[
            ".amdhsa_system_vgpr_workitem_id 2",
            "v_lshl_add_u32 v4, v1, 3, v0",
            ".amdhsa_user_sgpr_dispatch_ptr 1",
        ],
    );
    need(
        "launch_gfx1100.s",
        &["v_bfe_u32 v2, v0, 10, 10", "v_bfe_u32 v3, v0, 20, 10"],
    );
    need("launch_gfx1200.s", &["ttmp9", "ttmp7"]);
    need(
        "launch_preload_gfx942.s",
        &[".amdhsa_user_sgpr_kernarg_preload_length 3"],
    );
    need(
        "launch_preload_gfx90a.s",
        &[".amdhsa_user_sgpr_kernarg_preload_length 3"],
    );
    let full = read_fixture("launch_preload_gfx942.s");
    let only = read_fixture("launch_preload_only_gfx942.s");
    assert!(full.contains("s_branch .LBB0_0") && !only.contains("s_branch .LBB0_0"));
    need(
        "unaligned_gfx942.s",
        &["global_load_dword v2, v0, s[0:1] offset:2"],
    );
    need(
        "scalar_ops_gfx1100.s",
        &["s_lshl2_add_u32", "s_lshl3_add_u32"],
    );
    need("scalar_ops_gfx1200.s", &["s_load_b96"]);
    need(
        "masks_w32_gfx1100.s",
        &[
            ".amdhsa_wavefront_size32 1",
            "v_cndmask_b32_e32 v5, v6, v5, vcc_lo",
            "s_bcnt1_i32_b32",
        ],
    );
    need(
        "masks_w64_gfx1100.s",
        &[
            ".amdhsa_wavefront_size32 0",
            "v_cndmask_b32_e32 v5, v6, v5, vcc\n",
            "s_bcnt1_i32_b64 s2, exec",
        ],
    );
    need(
        "vopd_gfx1100.s",
        &["v_dual_mov_b32 v24, v25 :: v_dual_mov_b32 v25, v24"],
    );
    need(
        "vopd_noswap_gfx1100.s",
        &["v_dual_mov_b32 v20, v11 :: v_dual_add_nc_u32 v21, v20, v13"],
    );
    need("fault_gfx1100.s", &["global_store_b32 v1, v0, s[0:1]"]);
}
