//! Host copies to and from module variables (`to_symbol` / `from_symbol` steps, as
//! `cudaMemcpyToSymbol` / `cudaMemcpyFromSymbol`) and pointer arguments into a buffer
//! (`{buffer, byte_offset}`, as `d_a + i`).

mod common;
use common::*;
use warpsim::driver::{run, RunArgs};

/// A kernel that writes `out[tid] = coef[tid & 3] + counter` for its one block, then
/// (after a barrier) has thread 0 add 1 to `counter`. `coef` is `__constant__`,
/// `counter` a `__device__` variable starting at 7.
const PTX: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.const .align 4 .b8 coef[16];
.global .align 4 .u32 counter = 7;
.visible .entry add_coef(.param .u64 out)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %tid.x;
    and.b32 %r2, %r1, 3;
    mul.wide.u32 %rd2, %r2, 4;
    mov.u64 %rd3, coef;
    add.s64 %rd3, %rd3, %rd2;
    ld.const.u32 %r3, [%rd3];
    ld.global.u32 %r4, [counter];
    add.s32 %r5, %r3, %r4;
    mul.wide.u32 %rd4, %r1, 4;
    add.s64 %rd5, %rd1, %rd4;
    st.global.u32 [%rd5], %r5;
    bar.sync 0;
    setp.ne.s32 %p1, %r1, 0;
    @%p1 bra DONE;
    atom.global.add.u32 %r6, [counter], 1;
DONE:
    ret;
}
"#;

/// The workload: `steps` (YAML list items) over buffers `c` (4 u32), `c2` (2 u32),
/// `out` (8 u32), `out2` (12 u32) and `cnt` (1 u32), with `expect`.
fn workload(tag: &str, steps: &str, expect: &str) -> std::path::PathBuf {
    let dir = tmpdir(tag);
    std::fs::write(dir.join("k.ptx"), PTX).unwrap();
    let y = dir.join("w.yaml");
    std::fs::write(
        &y,
        format!(
            "program: k.ptx\nbuffers:\n  c: {{ type: u32, count: 4, init: {{ values: [10, 20, 30, 40] }} }}\n  c2: {{ type: u32, count: 2, init: {{ values: [100, 200] }} }}\n  out: {{ type: u32, count: 8, init: zero }}\n  out2: {{ type: u32, count: 12, init: zero }}\n  cnt: {{ type: u32, count: 1, init: zero }}\nlaunches:\n{steps}expect:\n{expect}"
        ),
    )
    .unwrap();
    y
}

fn run_it(
    y: std::path::PathBuf,
    functional: bool,
) -> Result<warpsim::driver::RunOutcome, warpsim::Error> {
    run(&RunArgs {
        workload: y,
        functional,
        ..Default::default()
    })
}

const LAUNCH: &str = "  - { kernel: add_coef, grid: 1, block: 8, args: [out] }\n";

#[test]
fn copies_to_and_from_module_variables_between_launches() {
    let steps = format!(
        "  - to_symbol: {{ symbol: coef, buffer: c }}\n{LAUNCH}  - from_symbol: {{ symbol: counter, buffer: cnt }}\n\
         # coef[1..3] = 100, 200 (cudaMemcpyToSymbol's offset argument: 4 bytes)\n\
         \x20 - to_symbol: {{ symbol: coef, buffer: c2, symbol_offset: 4 }}\n\
         \x20 - {{ kernel: add_coef, grid: 1, block: 8, args: [{{ buffer: out2, byte_offset: 16 }}] }}\n"
    );
    let expect = "  out: { values: [17, 27, 37, 47, 17, 27, 37, 47] }\n  cnt: { values: [8] }\n  out2: { values: [0, 0, 0, 0, 18, 108, 208, 48, 18, 108, 208, 48] }\n";
    for functional in [true, false] {
        let out = run_it(workload("sym_ok", &steps, expect), functional).unwrap();
        assert_eq!(
            out.mismatches.0, 0,
            "functional={functional}: {:?}",
            out.mismatches.1
        );
        assert_eq!(out.expected_buffers, 3);
    }
    // Without the copy, `coef` keeps its initial zeros: the check can fail.
    let no_copy = steps.replacen("  - to_symbol: { symbol: coef, buffer: c }\n", "", 1);
    let out = run_it(workload("sym_nocopy", &no_copy, expect), true).unwrap();
    assert!(out.mismatches.0 > 0);
}

#[test]
fn a_part_of_a_buffer_goes_to_a_symbol() {
    // Elements 2..4 of c (30, 40) into coef[0..2]; coef[2..4] stay 0.
    let steps =
        format!("  - to_symbol: {{ symbol: coef, buffer: c, offset: 2, count: 2 }}\n{LAUNCH}");
    let expect = "  out: { values: [37, 47, 7, 7, 37, 47, 7, 7] }\n";
    let out = run_it(workload("sym_part", &steps, expect), true).unwrap();
    assert_eq!(out.mismatches.0, 0, "{:?}", out.mismatches.1);
}

#[test]
fn bad_symbol_copies_and_pointers_are_located_errors() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "sym_unknown",
            "  - to_symbol: { symbol: nope, buffer: c }\n",
            "has no module variable `nope` (a module-scope .global/.const variable; it has: coef, counter)",
        ),
        (
            "sym_big",
            "  - to_symbol: { symbol: coef, buffer: out }\n",
            "32 bytes at offset 0 do not fit `coef`, which has 16 bytes",
        ),
        (
            "sym_off",
            "  - to_symbol: { symbol: coef, buffer: c, symbol_offset: 8 }\n",
            "16 bytes at offset 8 do not fit `coef`",
        ),
        (
            "sym_range",
            "  - from_symbol: { symbol: coef, buffer: c, offset: 3, count: 2 }\n",
            "elements 3..5 of `c` are not within its 4 elements",
        ),
        (
            "sym_buf",
            "  - from_symbol: { symbol: coef, buffer: zz }\n",
            "unknown buffer `zz`",
        ),
        (
            "sym_prog",
            "  - to_symbol: { symbol: coef, buffer: c, program: other }\n",
            "unknown program `other`",
        ),
        (
            "sym_key",
            "  - to_symbol: { symbol: coef, buffer: c, bytes: 4 }\n",
            "unknown field `bytes`",
        ),
        (
            "ptr_past",
            "  - { kernel: add_coef, grid: 1, block: 8, args: [{ buffer: out, byte_offset: 33 }] }\n",
            "byte_offset 33 is past the end of `out` (32 bytes)",
        ),
        (
            "ptr_key",
            "  - { kernel: add_coef, grid: 1, block: 8, args: [{ buffer: out, offset: 4 }] }\n",
            "unknown key `offset` (a pointer into a buffer is {buffer: NAME, byte_offset: N})",
        ),
    ];
    for (tag, steps, want) in cases {
        let all = format!("{steps}{LAUNCH}");
        let e = run_it(
            workload(tag, &all, "  out: { values: [0, 0, 0, 0, 0, 0, 0, 0] }\n"),
            true,
        )
        .err()
        .unwrap_or_else(|| panic!("{tag}: accepted"));
        let msg = e.to_string();
        assert!(msg.contains(want), "{tag}: {msg}");
        assert!(msg.contains("w.yaml:"), "{tag}: not located: {msg}");
    }
}
