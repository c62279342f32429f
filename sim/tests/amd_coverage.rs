//! AMDGPU coverage of real code (workloads/real): a statement warpsim cannot take
//! blocks only its kernel, not the file, so the file's other kernels load and run.

mod common;
use common::*;

// ---------------------------------------------------------------------------
// Harness: a file with two lanes kernels, `k` and `k2`

/// Rename the lanes kernel `k` of `text` (its label, symbol, descriptor and
/// metadata entry) to `name`.
fn rename(text: &str, name: &str) -> String {
    text.replace("\t.globl\tk\n", &format!("\t.globl\t{name}\n"))
        .replace(
            "\t.type\tk,@function\nk:\n",
            &format!("\t.type\t{name},@function\n{name}:\n"),
        )
        .replace(
            "\t.amdhsa_kernel k\n",
            &format!("\t.amdhsa_kernel {name}\n"),
        )
        .replace(
            ".name:           k\n",
            &format!(".name:           {name}\n"),
        )
        .replace(
            ".symbol:         k.kd\n",
            &format!(".symbol:         {name}.kd\n"),
        )
}

/// One file holding the lanes kernel `k` (running `body1`) and a copy `k2` (running
/// `body2`), each with one input and one output word per work-item.
fn two_kernels(gfx: &str, body1: &str, body2: &str) -> String {
    let a = amd_lanes_kernel(gfx, body1, 1, 1, "");
    let b = rename(&amd_lanes_kernel(gfx, body2, 1, 1, ""), "k2");
    let split = |t: &str| -> (String, String, String, String) {
        let d = t.find("\t.section\t.rodata").unwrap();
        let m = t.find("\t.text\n\t.amdgpu_metadata").unwrap();
        let e0 = t.find("  - .args:").unwrap();
        let e1 = t.find("amdhsa.target:").unwrap();
        (
            t[..d].to_string(),
            t[d..m].to_string(),
            t[m..e0].to_string(),
            t[e0..e1].to_string(),
        )
    };
    let (code_a, desc_a, meta_head, entry_a) = split(&a);
    let (code_b, desc_b, _, entry_b) = split(&b);
    let tail = &a[a.find("amdhsa.target:").unwrap()..];
    // The second kernel's code starts without the file header.
    let code_b = &code_b[code_b.find("\t.text\n").unwrap()..];
    format!("{code_a}{code_b}{desc_a}{desc_b}{meta_head}{entry_a}{entry_b}{tail}")
}

fn run_kernel(text: &str, kernel: &str, input: &[u32]) -> Result<Vec<u32>, warpsim::Error> {
    let yaml = format!(
        "program: k.s\nkernel: {kernel}\ngrid: 1\nblock: [{n}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {n}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {n} }}\nargs: [in, out]\n",
        n = input.len()
    );
    let r = run_program("k.s", text, &yaml, None, &[("in.bin", &words(input))])?;
    Ok(r.u32s("out"))
}

// ---------------------------------------------------------------------------
// 1. Lazy per-kernel failure

#[test]
fn an_unknown_instruction_blocks_only_its_kernel() {
    for gfx in ["gfx942", "gfx1100"] {
        let add = if gfx == "gfx942" {
            "v_add_u32_e64"
        } else {
            "v_add_nc_u32"
        };
        let good = format!("\t{add} v100, v1, 7");
        // Two problems: the first in file order is the one reported.
        let bad = format!("\tv_frobnicate_b32 v100, v1\n\t{add} v100, v1, 8 frob:1");
        let text = two_kernels(gfx, &good, &bad);
        let bad_line = text
            .lines()
            .position(|l| l.contains("v_frobnicate_b32"))
            .unwrap() as u32
            + 1;
        // The file parses; both kernels are listed; `k2` carries the located error.
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
        assert_eq!(m.kernels(), vec!["k", "k2"], "{gfx}");
        let e = m.first_set_aside().expect("set aside");
        assert_eq!((e.pos.line, e.pos.col), (bad_line, 2), "{gfx}: {e}");
        assert!(
            e.msg.contains("unknown instruction `v_frobnicate_b32`"),
            "{e}"
        );
        // Linking: `k` links; `k2` fails with the statement's position and text.
        assert!(warpsim::ir::link(&m, "k").is_ok(), "{gfx}");
        let le = warpsim::ir::link(&m, "k2").unwrap_err();
        assert_eq!(le.pos.map(|p| p.line), Some(bad_line), "{gfx}");
        assert!(le.msg.contains("v_frobnicate_b32"), "{}", le.msg);
        assert!(le.msg.contains("kernel `k2` cannot run"), "{}", le.msg);
        // `k` runs (its neighbour's set-aside statement does not block it).
        let input: Vec<u32> = (0..64).map(|i| i * 3).collect();
        let out = run_kernel(&text, "k", &input).unwrap();
        assert_eq!(
            out,
            input.iter().map(|x| x + 7).collect::<Vec<_>>(),
            "{gfx}"
        );
        // Running `k2` is the located error (exit 2 from the CLI), not a fault.
        let e = run_kernel(&text, "k2", &input).unwrap_err().to_string();
        assert!(e.contains(&format!("k.s:{bad_line}:2")), "{e}");
    }
}

#[test]
fn check_reports_each_kernel() {
    let text = two_kernels(
        "gfx1100",
        "\tv_mov_b32 v100, v1",
        "\tv_mov_b32 v100, v1 quad_perm:[9,0,0,0]",
    );
    let d = tmpdir("cov-check");
    let p = d.join("two.s");
    std::fs::write(&p, &text).unwrap();
    let (code, out, err) = warpsim(&["check", p.to_str().unwrap()]);
    assert_ne!(code, 0, "{out}{err}");
    let all = format!("{out}{err}");
    assert!(all.contains(": k: ok"), "{all}");
    assert!(
        all.contains("k2:") && all.contains("malformed modifier `quad_perm:[9,0,0,0]`"),
        "{all}"
    );
}

#[test]
fn file_level_errors_still_fail_the_file() {
    // A broken directive (not a statement of a function body) fails the file.
    let text = amd_lanes_kernel("gfx942", "\tv_mov_b32 v100, v1", 1, 1, "").replace(
        "\t.amdhsa_next_free_sgpr 16\n",
        "\t.amdhsa_next_free_sgpr sixteen\n",
    );
    let e = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap_err();
    assert!(e.msg.contains("needs an integer value"), "{e}");
}
