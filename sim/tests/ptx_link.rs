//! Relocatable device code: PTX files linked together (`program: [a.ptx, b.ptx]`,
//! `warpsim check --link`), as nvlink links `nvcc -rdc=true` objects: `.extern`
//! functions and variables take another file's `.visible` (or `.weak`) definitions,
//! file-scope names stay apart, and errors name the file they are about.

mod common;
use common::*;
use warpsim::driver::{run, RunArgs};

const HEAD: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

/// The kernel's file: calls `twice` (defined in b.ptx) and its own file-scope `helper`,
/// reads `table` (defined in b.ptx): out[t] = twice(t) + helper() + table[t & 3].
fn a_ptx() -> String {
    format!(
        r#"{HEAD}
.extern .func (.param .b32 r) twice (.param .b32 x);
.extern .global .align 4 .u32 table[4];
.func (.param .b32 r) helper ()
{{
    .reg .b32 %v;
    mov.u32 %v, 1000;
    st.param.b32 [r], %v;
    ret;
}}
.visible .entry k(.param .u64 out)
{{
    .reg .b32 %r<10>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %tid.x;
    {{
    .param .b32 x0;
    .param .b32 r0;
    st.param.b32 [x0], %r1;
    call.uni (r0), twice, (x0);
    ld.param.b32 %r2, [r0];
    }}
    {{
    .param .b32 r1;
    call.uni (r1), helper, ();
    ld.param.b32 %r3, [r1];
    }}
    and.b32 %r4, %r1, 3;
    mul.wide.u32 %rd2, %r4, 4;
    mov.u64 %rd3, table;
    add.s64 %rd3, %rd3, %rd2;
    ld.global.u32 %r5, [%rd3];
    add.s32 %r6, %r2, %r3;
    add.s32 %r7, %r6, %r5;
    mul.wide.u32 %rd4, %r1, 4;
    add.s64 %rd5, %rd1, %rd4;
    st.global.u32 [%rd5], %r7;
    ret;
}}
"#
    )
}

/// The library file: `twice`, `table`, and a file-scope `helper` of its own (which
/// a.ptx's kernel must not get).
fn b_ptx(twice_linkage: &str) -> String {
    format!(
        r#"{HEAD}
.visible .global .align 4 .u32 table[4] = {{10, 20, 30, 40}};
.func (.param .b32 r) helper ()
{{
    .reg .b32 %v;
    mov.u32 %v, 7;
    st.param.b32 [r], %v;
    ret;
}}
{twice_linkage} .func (.param .b32 r) twice (.param .b32 x)
{{
    .reg .b32 %v<3>;
    ld.param.b32 %v1, [x];
    add.s32 %v2, %v1, %v1;
    st.param.b32 [r], %v2;
    ret;
}}
"#
    )
}

/// Write files into a temp dir; returns their paths.
fn files(tag: &str, list: &[(&str, String)]) -> Vec<std::path::PathBuf> {
    let dir = tmpdir(tag);
    list.iter()
        .map(|(n, t)| {
            let p = dir.join(n);
            std::fs::write(&p, t).unwrap();
            p
        })
        .collect()
}

/// Run a workload in the functional engine.
fn run_functional(y: std::path::PathBuf) -> Result<warpsim::driver::RunOutcome, warpsim::Error> {
    run(&RunArgs {
        workload: y,
        functional: true,
        ..Default::default()
    })
}

fn workload(tag: &str, program: &str, extra: &[(&str, String)], steps: &str) -> std::path::PathBuf {
    let mut all = vec![("a.ptx", a_ptx()), ("b.ptx", b_ptx(".visible"))];
    all.extend(extra.iter().cloned());
    let p = files(tag, &all);
    let y = p[0].parent().unwrap().join("w.yaml");
    std::fs::write(
        &y,
        format!(
            "program: {program}\nbuffers:\n  out: {{ type: u32, count: 8, init: zero }}\n  t: {{ type: u32, count: 4, init: {{ values: [1, 2, 3, 4] }} }}\nlaunches:\n{steps}  - {{ kernel: k, grid: 1, block: 8, args: [out] }}\nexpect:\n  out: {{ values: [1010, 1022, 1034, 1046, 1018, 1030, 1042, 1054] }}\n"
        ),
    )
    .unwrap();
    y
}

#[test]
fn linked_files_resolve_extern_functions_and_variables() {
    for functional in [true, false] {
        let y = workload("link_ok", "[a.ptx, b.ptx]", &[], "");
        let out = run(&RunArgs {
            workload: y,
            functional,
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            out.mismatches.0, 0,
            "functional={functional}: {:?}",
            out.mismatches.1
        );
    }
    // The library first: the same program.
    let y = workload("link_rev", "[b.ptx, a.ptx]", &[], "");
    let out = run_functional(y).unwrap();
    assert_eq!(out.mismatches.0, 0, "{:?}", out.mismatches.1);
    // A host copy reaches the variable the kernel's `.extern` declaration names.
    let y = workload(
        "link_sym",
        "[a.ptx, b.ptx]",
        &[],
        "  - to_symbol: { symbol: table, buffer: t }\n",
    );
    let out = run_functional(y).unwrap();
    let got = out
        .mismatches
        .1
        .iter()
        .map(|m| m.got.clone())
        .collect::<Vec<_>>();
    // table = 1..4: out[t] = 2t + 1000 + (t & 3) + 1.
    assert_eq!(out.mismatches.0, 8, "{got:?}");
    assert!(got[0].starts_with("1001 "), "{got:?}");
}

#[test]
fn a_weak_definition_in_two_files_is_taken_once() {
    let y = workload(
        "link_weak",
        "[a.ptx, b.ptx, c.ptx]",
        &[(
            "c.ptx",
            b_ptx(".weak").replace(".visible .global", ".weak .global"),
        )],
        "",
    );
    // b.ptx's `.visible` twice stays; c.ptx's `.weak` copies are dropped.
    let out = run_functional(y).unwrap();
    assert_eq!(out.mismatches.0, 0, "{:?}", out.mismatches.1);
}

#[test]
fn link_errors_name_the_file() {
    // The kernel alone: `twice` is defined nowhere.
    let y = workload("link_alone", "a.ptx", &[], "");
    let e = run_functional(y).unwrap_err().to_string();
    assert!(
        e.contains("a.ptx:")
            && e.contains("`k` calls `twice`, which is declared without a body")
            && e.contains("link the file that defines it"),
        "{e}"
    );
    let cases: Vec<(&str, String, &str)> = vec![
        ("dup", b_ptx(".visible"), "c.ptx:13:"),
        (
            "params",
            b_ptx(".visible").replace(
                "(.param .b32 r) twice (.param .b32 x)",
                "(.param .b32 r) twice (.param .b32 x, .param .b32 y)",
            ),
            "has 2 parameter(s) and 1 return value(s) here, 1 and 1 in",
        ),
        (
            "size",
            b_ptx(".visible").replace(
                "(.param .b32 r) twice (.param .b32 x)",
                "(.param .b32 r) twice (.param .b64 x)",
            ),
            "parameter `x` is 8 bytes here, 4 in",
        ),
        (
            "target",
            b_ptx(".visible").replace("sm_80", "sm_90"),
            "differs from the first file's `sm_80`",
        ),
    ];
    for (tag, c, want) in cases {
        let y = workload(
            &format!("link_{tag}"),
            "[a.ptx, b.ptx, c.ptx]",
            &[("c.ptx", c)],
            "",
        );
        let e = run_functional(y).unwrap_err().to_string();
        assert!(e.contains(want) && e.contains("c.ptx:"), "{tag}: {e}");
    }
    let y = workload(
        "link_dupmsg",
        "[a.ptx, b.ptx, c.ptx]",
        &[(
            "c.ptx",
            b_ptx(".visible").replace(".visible .global", ".global"),
        )],
        "",
    );
    let e = run_functional(y).unwrap_err().to_string();
    assert!(
        e.contains("function `twice` is also defined in") && e.contains("b.ptx"),
        "{e}"
    );
}

#[test]
fn check_links_relocatable_device_code() {
    let d = root().join("workloads/real/ptx/nvcc_sm90/fresnel");
    let names = [
        "main.ptx",
        "fresnel.ptx",
        "cosine.ptx",
        "sine.ptx",
        "xchebyshev.ptx",
    ];
    let paths: Vec<String> = names
        .iter()
        .map(|n| d.join(n).display().to_string())
        .collect();
    let mut args = vec!["check", "--link"];
    args.extend(paths.iter().map(|s| s.as_str()));
    let (code, out, err) = warpsim(&args);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("main.ptx: ") && out.lines().all(|l| l.ends_with(": ok")),
        "{out}"
    );
    // Alone, main.ptx's kernel calls a function it does not define.
    let (code, out, _) = warpsim(&["check", &paths[0]]);
    assert_eq!(code, 1);
    assert!(out.contains("declared without a body"), "{out}");
}

#[test]
fn a_fault_in_a_linked_file_names_that_file() {
    let bad = b_ptx(".visible").replace(
        "    add.s32 %v2, %v1, %v1;\n",
        "    add.s32 %v2, %v1, %v1;\n    st.global.u32 [0], %v2;\n",
    );
    let dir = files("link_fault", &[("a.ptx", a_ptx()), ("lib.ptx", bad)]);
    let y = dir[0].parent().unwrap().join("w.yaml");
    std::fs::write(
        &y,
        "program: [a.ptx, lib.ptx]\nbuffers:\n  out: { type: u32, count: 8, init: zero }\nlaunches:\n  - { kernel: k, grid: 1, block: 8, args: [out] }\n",
    )
    .unwrap();
    for functional in [true, false] {
        let e = run(&RunArgs {
            workload: y.clone(),
            functional,
            ..Default::default()
        })
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("`st.global.u32 [0], %v2` at") && e.contains("lib.ptx:18:"),
            "functional={functional}: {e}"
        );
    }
}

#[test]
fn bad_program_lists_are_errors() {
    let cases = [
        ("[]", "the list of program files is empty"),
        ("[a.ptx, 3]", "a program list holds file names"),
        (
            "{ a: 1 }",
            "a program is a file name, or a list of file names",
        ),
        ("[a.ptx, nope.ptx]", "does not exist or is not a file"),
    ];
    for (i, (program, want)) in cases.iter().enumerate() {
        let y = workload(&format!("link_bad{i}"), program, &[], "");
        let e = run_functional(y).unwrap_err().to_string();
        assert!(e.contains(want) && e.contains("w.yaml:"), "{program}: {e}");
    }
}
