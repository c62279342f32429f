//! `bfe` end to end: PTX text through the parser and executor. Every edge-case row of
//! isa-semantics.md §2.2 (register and immediate operands), the hardware 64-bit variant
//! behind its config flag, and a property test against the spec's bit loop written
//! independently here.

mod common;
use common::*;

/// The PTX spec's bfe loop (isa-semantics.md §2.1), written from the spec text.
fn spec(a: u64, b: u32, c: u32, w: u32, signed: bool) -> u64 {
    let msb = w - 1;
    let pos = b & 0xff;
    let len = c & 0xff;
    let sbit = if !signed || len == 0 {
        0
    } else {
        (a >> (pos + len - 1).min(msb)) & 1
    };
    let mut d = 0u64;
    for i in 0..=msb {
        let bit = if i < len && pos + i <= msb {
            (a >> (pos + i)) & 1
        } else {
            sbit
        };
        d |= bit << i;
    }
    d
}

fn body(ty: &str) -> String {
    if ty.ends_with("32") {
        format!("\tbfe.{ty} %r100, %r1, %r3, %r4;")
    } else {
        format!("\tmov.b64 %rd10, {{%r1, %r2}};\n\tbfe.{ty} %rd11, %rd10, %r3, %r4;\n\tmov.b64 {{%r100, %r101}}, %rd11;")
    }
}

fn run_rows(ty: &str, rows: &[(u64, u32, u32)], config: Option<&str>) -> Vec<u64> {
    let inputs: Vec<Vec<u32>> = rows
        .iter()
        .map(|&(a, b, c)| vec![a as u32, (a >> 32) as u32, b, c])
        .collect();
    let (out, rep) = run_lanes(SM90, &body(ty), &inputs, 2, config).unwrap();
    // One warp per 32 rows; every warp runs the same straight-line code.
    let warps = rows.len().div_ceil(32) as u64;
    assert_eq!(rep.warp_instructions % warps, 0);
    out.iter()
        .map(|o| o[0] as u64 | ((o[1] as u64) << 32))
        .collect()
}

#[test]
fn edge_cases_of_isa_semantics_2_2() {
    let rows32: &[(&str, u64, u32, u32, u64)] = &[
        ("u32", 0xF8C122A0, 16, 8, 0xC1),
        ("u32", 0x12345678, 4, 0, 0),
        ("u32", 0x12345678, 28, 8, 0x1),
        ("u32", 0x12345678, 32, 8, 0),
        ("u32", 0x12345678, 4, 200, 0x01234567),
        ("u32", 0x12345678, 0x104, 0x108, 0x67),
        ("s32", 0x000000F0, 4, 4, 0xFFFFFFFF),
        ("s32", 0x00000070, 4, 4, 0x7),
        ("s32", 0x80000000, 28, 8, 0xFFFFFFF8),
        ("s32", 0x80000000, 40, 8, 0xFFFFFFFF),
        ("s32", 0x70000000, 40, 8, 0),
        ("s32", 0x80000000, 40, 0, 0),
        ("s32", 0x12345678, 0x100, 0x104, 0xFFFFFFF8),
        ("s64", 0x8123456789ABCDEF, 60, 8, 0xFFFFFFFFFFFFFFF8),
        ("s64", 0x8000000000000000, 64, 1, u64::MAX),
    ];
    for &(ty, a, b, c, want) in rows32 {
        let got = run_rows(ty, &[(a, b, c)], None)[0];
        let want = if ty.ends_with("32") {
            want & 0xFFFF_FFFF
        } else {
            want
        };
        let got = if ty.ends_with("32") {
            got & 0xFFFF_FFFF
        } else {
            got
        };
        assert_eq!(got, want, "bfe.{ty} a={a:#x} b={b:#x} c={c:#x}");
        assert_eq!(
            spec(
                a,
                b,
                c,
                if ty.ends_with("32") { 32 } else { 64 },
                ty.starts_with('s')
            ),
            want
        );
    }
}

#[test]
fn immediate_operands_as_llvm_emits_them() {
    // LLVM selects `bfe.u32 %r, %r, 13, 10` and `bfe.s32 %r, %r, 24, 5` from shifts and masks.
    let inputs = vec![
        vec![0xDEADBEEFu32],
        vec![0x12345678],
        vec![0x80000000],
        vec![0],
    ];
    let (out, rep) = run_lanes(
        SM90,
        "\tbfe.u32 %r100, %r1, 13, 10;\n\tbfe.s32 %r101, %r1, 24, 5;",
        &inputs,
        2,
        None,
    )
    .unwrap();
    for (i, row) in inputs.iter().enumerate() {
        let x = row[0];
        assert_eq!(out[i][0], (x >> 13) & 0x3ff);
        assert_eq!(out[i][1], (((x as i32) << 3) >> 27) as u32);
    }
    // Result and cost: one warp, straight-line code of 16 instructions, one per cycle.
    assert_eq!(rep.warp_instructions, 16);
    assert_eq!(rep.cycles, 16);
}

#[test]
fn hardware_64bit_variant_behind_the_config_flag() {
    let rows = [
        (0x1234u64, 256u32, 8u32),
        (0xABCD, 4, 0x108),
        (1 << 63, 300, 8),
    ];
    let spec_out = run_rows("u64", &rows, None);
    assert_eq!(spec_out[0], 0x34); // pos masked to 0
    assert_eq!(spec_out[1], 0xBC); // len masked to 8
    let hw = std::fs::read_to_string(root().join("configs/nvidia/h100.yaml"))
        .unwrap()
        .replace("bfe_64bit_unmasked: false", "bfe_64bit_unmasked: true");
    let hw_out = run_rows("u64", &rows, Some(&hw));
    assert_eq!(hw_out[0], 0); // pos 256 is past the msb
    assert_eq!(hw_out[1], 0xABC); // len 264 >= 64: the whole shifted value
    let s = run_rows("s64", &[(1 << 63, 300, 8)], Some(&hw));
    assert_eq!(s[0], u64::MAX);
    // 32-bit types do not change with the flag.
    assert_eq!(
        run_rows("u32", &[(0x12345678, 0x104, 0x108)], Some(&hw))[0] & 0xFFFF_FFFF,
        0x67
    );
}

/// Random operands biased toward the edges (positions and lengths around 0, the width
/// and 256).
fn operand(rng: &mut Rng) -> u32 {
    match rng.next() % 4 {
        0 => (rng.next() % 70) as u32,
        1 => 250 + (rng.next() % 12) as u32,
        2 => (rng.next() % 300) as u32 | ((rng.next() % 4) as u32) << 8,
        _ => rng.u32(),
    }
}

#[test]
fn property_every_form_matches_the_spec_loop() {
    let seed = 0xB0E5_u64;
    eprintln!("seed {seed:#x}");
    const N: usize = 131072;
    for ty in ["u32", "s32", "u64", "s64"] {
        let mut rng = Rng(seed
            ^ ty.len() as u64
            ^ (ty.as_bytes()[0] as u64) << 8
            ^ (ty.as_bytes()[1] as u64) << 16);
        let rows: Vec<(u64, u32, u32)> = (0..N)
            .map(|_| (rng.next(), operand(&mut rng), operand(&mut rng)))
            .collect();
        let got = run_rows(ty, &rows, None);
        let w = if ty.ends_with("32") { 32 } else { 64 };
        let mask = if w == 32 { 0xFFFF_FFFF } else { u64::MAX };
        let mut bad = 0;
        for (i, &(a, b, c)) in rows.iter().enumerate() {
            let a = a & mask;
            let want = spec(a, b, c, w, ty.starts_with('s'));
            if got[i] & mask != want {
                bad += 1;
                if bad < 5 {
                    eprintln!(
                        "bfe.{ty} a={a:#x} b={b:#x} c={c:#x}: got {:#x}, want {want:#x}",
                        got[i]
                    );
                }
            }
        }
        assert_eq!(
            bad, 0,
            "bfe.{ty}: {bad} of {N} random inputs differ (seed {seed:#x})"
        );
    }
}

#[test]
fn property_pure_function_million_inputs() {
    let mut rng = Rng(0x05EE_DBFE);
    for _ in 0..1_000_000 {
        let (a, b, c) = (rng.next(), operand(&mut rng), operand(&mut rng));
        let w = if rng.next() & 1 == 0 { 32 } else { 64 };
        let s = rng.next() & 1 == 0;
        let a = if w == 32 { a & 0xFFFF_FFFF } else { a };
        assert_eq!(
            warpsim::func::bfe::bfe(a, b, c, w, s),
            spec(a, b, c, w, s),
            "a={a:#x} b={b} c={c} w={w} s={s}"
        );
    }
}
