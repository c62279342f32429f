//! The AMDGPU VOP3 encoder/decoder against llvm-mc 22's golden data
//! (`tests/fixtures/amdgpu_enc`, see its README): identical bytes for every accepted
//! line, llvm-mc's canonical text back from those bytes, every rejected line
//! rejected, the seed tables of isa-semantics.md 3.3 and tooling.md 1c, the
//! `warpsim asm`/`disasm` commands, and no panics on random bytes or mutated lines.

mod common;
use common::Rng;
use std::path::{Path, PathBuf};
use std::process::Command;
use warpsim::isa::amdgpu::encode::{assemble, disassemble, target, EncTarget};

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The lines of a generated fixture file, split at `" | "`.
fn rows(name: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(fixture_dir().join("amdgpu_enc").join(name)).unwrap();
    text.lines()
        .map(|l| l.split(" | ").map(str::to_string).collect())
        .collect()
}

fn hex(s: &str) -> Vec<u8> {
    s.split_whitespace()
        .map(|b| u8::from_str_radix(b, 16).unwrap())
        .collect()
}

fn tgt(name: &str) -> EncTarget {
    target(name).unwrap_or_else(|e| panic!("target {name}: {e}"))
}

/// Probe instructions in the fixtures that warpsim does not implement.
const PROBES: [&str; 2] = ["v_xad_u32", "v_maxmin_f32"];

fn mnemonic(asm: &str) -> &str {
    asm.split_whitespace().next().unwrap_or("")
}

/// `lit()` on GFX6-9: llvm-mc accepts it and emits SRC=255 with no literal dword, an
/// invalid 8-byte encoding (README item 10). warpsim rejects both directions.
fn is_gfx6_9_lit(t: &EncTarget, asm: &str) -> bool {
    asm.contains("lit(") && !t.gfx.vop3_literal()
}

#[test]
fn encodings_match_llvm_mc_and_round_trip() {
    let mut checked = 0;
    let mut lit_lines = 0;
    let mut probes = 0;
    let mut fails = Vec::new();
    for r in rows("encodings.txt") {
        let (t, asm, canon, bytes) = (tgt(&r[0]), r[1].as_str(), r[2].as_str(), hex(&r[3]));
        if PROBES.contains(&mnemonic(asm)) {
            match assemble(asm, &t) {
                Err((_, _, m)) if m.contains("not implemented by warpsim's encoder") => probes += 1,
                other => fails.push(format!(
                    "{}: `{asm}`: probe not rejected as unimplemented: {other:?}",
                    r[0]
                )),
            }
            continue;
        }
        if is_gfx6_9_lit(&t, asm) {
            let a = assemble(asm, &t);
            let d = disassemble(&bytes, &t);
            if !matches!(&a, Err((1, _, m)) if m.contains("literal"))
                || !matches!(&d, Err(m) if m.contains("literal"))
            {
                fails.push(format!(
                    "{}: `{asm}`: the invalid lit() encoding was not rejected: {a:?} / {d:?}",
                    r[0]
                ));
            }
            lit_lines += 1;
            continue;
        }
        match assemble(asm, &t) {
            Ok(b) if b == bytes => {}
            other => fails.push(format!(
                "{}: assemble `{asm}`: {other:02x?}, llvm-mc {bytes:02x?}",
                r[0]
            )),
        }
        match disassemble(&bytes, &t) {
            Ok(v) if v == [canon] => {}
            other => fails.push(format!(
                "{}: disassemble {}: {other:?}, llvm-mc `{canon}`",
                r[0], r[3]
            )),
        }
        match assemble(canon, &t) {
            Ok(b) if b == bytes => {}
            other => fails.push(format!(
                "{}: canonical `{canon}` reassembles to {other:02x?}",
                r[0]
            )),
        }
        checked += 1;
    }
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails[..fails.len().min(40)].join("\n")
    );
    // The count keeps this from passing vacuously (2165 lines: 17 probes, 8 lit() lines).
    assert!(checked >= 2000, "only {checked} encoding lines checked");
    assert_eq!((probes, lit_lines), (17, 8));
    eprintln!("{checked} encodings checked (bytes, text, canonical round trip), {lit_lines} lit() lines rejected, {probes} probes");
}

#[test]
fn rejected_lines_are_rejected() {
    let mut checked = 0;
    let mut fails = Vec::new();
    for r in rows("rejected.txt") {
        let (t, asm, llvm_err) = (tgt(&r[0]), r[1].as_str(), r[2].as_str());
        match assemble(asm, &t) {
            Err((1, col, msg)) if col >= 1 && !msg.is_empty() => checked += 1,
            other => fails.push(format!(
                "{}: `{asm}` accepted or badly located: {other:02x?} (llvm-mc: {llvm_err})",
                r[0]
            )),
        }
    }
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails[..fails.len().min(40)].join("\n")
    );
    assert!(checked >= 1400, "only {checked} rejected lines checked");
    eprintln!("{checked} rejected lines rejected");
}

/// The errors name what they reject.
#[test]
fn error_messages_are_clear() {
    let cases = [
        (
            "gfx90a",
            "v_cvt_pk_u9_f32 v5, v1, v2, v3",
            1,
            "unknown mnemonic `v_cvt_pk_u9_f32`",
        ),
        (
            "gfx1100",
            "v_xad_u32 v0, v1, v2, v3",
            1,
            "not implemented by warpsim's encoder",
        ),
        (
            "gfx900",
            "v_cvt_pk_u8_f32 v5, v1, 0x12345678, v3",
            25,
            "literal operands are not supported on gfx900",
        ),
        (
            "gfx900",
            "v_cvt_pk_u8_f32 v5, v1, s2, s3",
            29,
            "constant bus",
        ),
        (
            "gfx1030",
            "v_cvt_pk_u8_f32 v5, s1, s2, s3",
            29,
            "constant bus",
        ),
        (
            "gfx1030",
            "v_cvt_pk_u8_f32 v5, 0x1234, v2, 0x5678",
            33,
            "only one unique literal",
        ),
        ("gfx90a", "v_cvt_pk_u8_f32 v5, v1, |v2|, v3", 25, "src1"),
        (
            "gfx90a",
            "v_cvt_pk_u8_f32 v5, v1, v2, v3 mul:2",
            32,
            "`mul:2`",
        ),
        (
            "gfx700",
            "v_cvt_pk_u8_f32 v5, v1, v2, v3 clamp",
            32,
            "`clamp` is not supported for v_cvt_pk_u8_f32 on gfx700",
        ),
        (
            "gfx90a",
            "v_cvt_pk_u8_f32 v5, v1, v2",
            25,
            "too few operands",
        ),
        (
            "gfx90a",
            "v_cvt_pk_u8_f32 v5, v1, v2, v3, v4",
            33,
            "`v4` is one too many",
        ),
        (
            "gfx803",
            "v_cvt_pk_u8_f32 v5, ttmp15, v2, v3",
            21,
            "ttmp15 register not available on gfx803",
        ),
        (
            "gfx1100",
            "v_cvt_pk_u8_f32_e64_dpp v5, v1, s2, v3 quad_perm:[0,1,2,3]",
            33,
            "src1 must be a VGPR",
        ),
        (
            "gfx1030",
            "v_cvt_pk_u8_f32_e64_dpp v5, v1, v2, v3 dpp8:[0,1,2,3,4,5,6,7]",
            1,
            "e64_dpp",
        ),
        (
            "gfx1100",
            "v_cvt_pk_u8_f32 v5, v1, v2, v3 frob",
            32,
            "unknown modifier `frob`",
        ),
        (
            "gfx90a",
            "  s_endpgm",
            3,
            "not implemented by warpsim's encoder",
        ),
        ("gfx90a", "label:", 1, "VOP3 instructions only"),
        (
            "gfx1100",
            "v_cndmask_b32 v0, v1, v2, s4",
            1,
            "write `v_cndmask_b32_e64`",
        ),
        (
            "gfx1100+w64",
            "v_cndmask_b32_e64 v0, v1, v2, s4",
            31,
            "64-bit SGPR pair",
        ),
    ];
    for (t, src, col, want) in cases {
        match assemble(&format!("; header\n{src}\n"), &tgt(t)) {
            Err((2, c, m)) if c == col && m.contains(want) => {}
            other => {
                panic!("{t}: `{src}`: want line 2 col {col} containing `{want}`, got {other:?}")
            }
        }
    }
    let t = tgt("gfx90a");
    let e = disassemble(&[0x05, 0x00, 0xdd, 0xd1, 0x01, 0x05], &t).unwrap_err();
    assert!(e.contains("truncated"), "{e}");
    let e = disassemble(&hex("05 00 dd d1 01 05 0e 00 05 00"), &t).unwrap_err();
    assert!(e.starts_with("byte offset 8: truncated"), "{e}");
    let e = disassemble(&hex("05 00 26 d6 ff 04 0e 04 00 00"), &tgt("gfx1100")).unwrap_err();
    assert!(e.contains("truncated") && e.contains("12 bytes"), "{e}");
    let e = disassemble(&hex("05 00 dd d1 ff 04 0e 04"), &t).unwrap_err();
    assert!(e.contains("literal"), "{e}");
    assert!(disassemble(&[], &t).unwrap().is_empty());
}

/// isa-semantics.md 3.3: `v_cvt_pk_u8_f32 v5, v1, v2, s3` in every generation's layout.
#[test]
fn seed_rows_of_isa_semantics_3_3() {
    let rows = [
        (&["gfx600", "gfx700"][..], "05 00 bc d2 01 05 0e 00"),
        (
            &["gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx950"][..],
            "05 00 dd d1 01 05 0e 00",
        ),
        (&["gfx1010", "gfx1030"][..], "05 00 5e d5 01 05 0e 00"),
        (
            &["gfx1100", "gfx1150", "gfx1200", "gfx1201", "gfx1250"][..],
            "05 00 26 d6 01 05 0e 00",
        ),
    ];
    let text = "v_cvt_pk_u8_f32 v5, v1, v2, s3";
    for (targets, bytes) in rows {
        for t in targets {
            let t = tgt(t);
            assert_eq!(assemble(text, &t), Ok(hex(bytes)), "{t}");
            assert_eq!(
                disassemble(&hex(bytes), &t),
                Ok(vec![text.to_string()]),
                "{t}"
            );
        }
    }
}

/// tooling.md 1c: the `v_cvt_pk_u8_f32` table, as little-endian dwords; `!x` = rejected
/// with a message containing x.
#[test]
fn tooling_1c_table() {
    #[rustfmt::skip]
    let table = [
        ("v5, v1, v2, s3",         "D1DD0005 000E0501", "D55E0005 000E0501", "D6260005 000E0501"),
        ("v5, v1, v2, v3",         "D1DD0005 040E0501", "D55E0005 040E0501", "D6260005 040E0501"),
        ("v5, s1, v2, v3",         "D1DD0005 040E0401", "D55E0005 040E0401", "D6260005 040E0401"),
        ("v5, v1, 3, v4",          "D1DD0005 04110701", "D55E0005 04110701", "D6260005 04110701"),
        ("v5, 1.0, v2, v3",        "D1DD0005 040E04F2", "D55E0005 040E04F2", "D6260005 040E04F2"),
        ("v5, -4.0, 1, 0",         "D1DD0005 020102F7", "D55E0005 020102F7", "D6260005 020102F7"),
        ("v5, 0x40490fdb, v2, v3", "!literal operands are not supported", "D55E0005 040E04FF 40490FDB", "D6260005 040E04FF 40490FDB"),
        ("v5, |v1|, v2, v3",       "D1DD0105 040E0501", "D55E0105 040E0501", "D6260105 040E0501"),
        ("v5, -v1, v2, v3",        "D1DD0005 240E0501", "D55E0005 240E0501", "D6260005 240E0501"),
        ("v5, -|v1|, v2, v3",      "D1DD0105 240E0501", "D55E0105 240E0501", "D6260105 240E0501"),
        ("v5, v1, v2, v3 clamp",   "D1DD8005 040E0501", "D55E8005 040E0501", "D6268005 040E0501"),
        ("v5, v1, s2, s3",         "!constant bus", "D55E0005 000C0501", "D6260005 000C0501"),
        ("v255, v255, v255, v255", "D1DD00FF 07FFFFFF", "D55E00FF 07FFFFFF", "D62600FF 07FFFFFF"),
    ];
    let columns: [&[&str]; 3] = [
        &["gfx908", "gfx90a", "gfx942", "gfx950"],
        &["gfx1030"],
        &["gfx1100", "gfx1200", "gfx1201", "gfx1250"],
    ];
    for row in table {
        let text = format!("v_cvt_pk_u8_f32 {}", row.0);
        for (cell, targets) in [row.1, row.2, row.3].into_iter().zip(columns) {
            for t in targets {
                let t = tgt(t);
                if let Some(want) = cell.strip_prefix('!') {
                    let e = assemble(&text, &t).unwrap_err().2;
                    assert!(e.contains(want), "{t}: `{text}`: {e}");
                    continue;
                }
                let bytes: Vec<u8> = cell
                    .split(' ')
                    .flat_map(|w| u32::from_str_radix(w, 16).unwrap().to_le_bytes())
                    .collect();
                assert_eq!(assemble(&text, &t), Ok(bytes.clone()), "{t}: `{text}`");
                let back = disassemble(&bytes, &t).unwrap();
                assert_eq!(assemble(&back[0], &t), Ok(bytes), "{t}: `{}`", back[0]);
            }
        }
    }
}

fn warpsim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_warpsim"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `warpsim asm` / `warpsim disasm` on a small file for two generations; the expected
/// bytes and text come from llvm-mc's fixture lines.
#[test]
fn cli_asm_then_disasm() {
    let src = fixture_dir().join("amdgpu_asm/pack_u8.s");
    let lines: Vec<String> = std::fs::read_to_string(&src)
        .unwrap()
        .lines()
        .map(|l| {
            l.split([';'])
                .next()
                .unwrap_or("")
                .split("//")
                .next()
                .unwrap_or("")
                .trim()
                .to_string()
        })
        .filter(|l| !l.is_empty())
        .collect();
    assert!(lines.len() >= 4);
    let golden = rows("encodings.txt");
    let dir = std::env::temp_dir().join(format!("warpsim-amd-encoding-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for t in ["gfx90a", "gfx1100"] {
        let (mut bytes, mut text) = (Vec::new(), Vec::new());
        for l in &lines {
            let g = golden
                .iter()
                .find(|r| r[0].trim_end_matches("+w32") == t && r[1] == *l)
                .unwrap_or_else(|| panic!("{t}: `{l}` not in encodings.txt"));
            bytes.extend(hex(&g[3]));
            text.push(g[2].clone());
        }
        let bin = dir.join(format!("{t}.bin"));
        let (code, out, err) = warpsim(&[
            "asm",
            "--target",
            t,
            src.to_str().unwrap(),
            "-o",
            bin.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{out}{err}");
        assert_eq!(std::fs::read(&bin).unwrap(), bytes, "{t}");
        let (code, out, err) = warpsim(&["disasm", "--target", t, bin.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().collect::<Vec<_>>(), text, "{t}");
    }
    // Invalid input: exit 2 with a located message.
    let bad = dir.join("bad.s");
    std::fs::write(
        &bad,
        "v_cvt_pk_u8_f32 v5, v1, v2, s3\nv_cvt_pk_u8_f32 v5, v1, 0x12345678, v3\n",
    )
    .unwrap();
    let (code, _, err) = warpsim(&[
        "asm",
        "--target",
        "gfx90a",
        bad.to_str().unwrap(),
        "-o",
        dir.join("bad.bin").to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains(&format!(
            "{}:2:25: error: literal operands are not supported",
            bad.display()
        )),
        "{err}"
    );
    let (code, _, err) = warpsim(&[
        "asm",
        "--target",
        "gfx90a+w32",
        bad.to_str().unwrap(),
        "-o",
        dir.join("bad.bin").to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    let trunc = dir.join("trunc.bin");
    std::fs::write(&trunc, [0x05, 0x00, 0xdd, 0xd1, 0x01]).unwrap();
    let (code, _, err) = warpsim(&["disasm", "--target", "gfx90a", trunc.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("truncated"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

const TARGETS: [&str; 21] = [
    "gfx600",
    "gfx700",
    "gfx803",
    "gfx900",
    "gfx908",
    "gfx90a",
    "gfx942",
    "gfx950",
    "gfx1010",
    "gfx1010+w64",
    "gfx1030",
    "gfx1030+w64",
    "gfx1100",
    "gfx1100+w64",
    "gfx1150",
    "gfx1150+w64",
    "gfx1200",
    "gfx1200+w64",
    "gfx1201",
    "gfx1201+w64",
    "gfx1250",
];

/// Whatever the disassembler accepts must assemble back to the same bytes.
fn check_decode(bytes: &[u8], t: &EncTarget, what: &str) -> bool {
    match disassemble(bytes, t) {
        Ok(lines) => {
            let again = assemble(&lines.join("\n"), t);
            assert_eq!(
                again.as_deref(),
                Ok(bytes),
                "{what}: {t}: {bytes:02x?} -> {lines:?}"
            );
            true
        }
        Err(e) => {
            assert!(e.starts_with("byte offset "), "{what}: unlocated error {e}");
            false
        }
    }
}

/// Random byte strings: most start with a real VOP3 word 0 of the target (ENC and an
/// implemented opcode, taken from the fixtures) so the field checks are reached.
#[test]
fn random_bytes_never_panic() {
    let golden = rows("encodings.txt");
    let targets: Vec<EncTarget> = TARGETS.iter().map(|t| tgt(t)).collect();
    let mut rng = Rng(0x5eed_0fa3_d15a_5e3b);
    let (mut decoded, n) = (0usize, 300_000);
    for i in 0..n {
        let t = &targets[i % targets.len()];
        let len = [0, 3, 4, 7, 8, 8, 8, 12, 12, 12, 16, 20, 24][rng.below(13)];
        let mut b: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        if len >= 4 && rng.below(10) < 8 {
            // Word 0 (and often the DPP/literal marker) of a valid instruction.
            let mine: Vec<&Vec<String>> = golden
                .iter()
                .filter(|r| r[0].starts_with(&t.gfx.name))
                .collect();
            if !mine.is_empty() {
                let g = hex(&mine[rng.below(mine.len())][3]);
                let keep = if rng.below(2) == 0 {
                    4
                } else {
                    g.len().min(len)
                };
                b[..keep].copy_from_slice(&g[..keep]);
                // Sometimes flip one bit of what we kept.
                if rng.below(3) == 0 {
                    let bit = rng.below(keep * 8);
                    b[bit / 8] ^= 1 << (bit % 8);
                }
            }
        }
        decoded += usize::from(check_decode(&b, t, &format!("random #{i}")));
    }
    assert!(
        decoded > 10_000,
        "only {decoded} random inputs decoded: the generator is not reaching the decoder"
    );
    eprintln!("{n} random byte strings, {decoded} decoded and re-encoded identically");
}

/// Mutated fixture lines: the assembler never panics, and what it accepts decodes and
/// re-encodes to the same bytes.
#[test]
fn mutated_lines_never_panic() {
    let mut lines: Vec<String> = rows("encodings.txt")
        .into_iter()
        .map(|r| r[1].clone())
        .collect();
    lines.extend(rows("rejected.txt").into_iter().map(|r| r[1].clone()));
    lines.sort();
    lines.dedup();
    let targets: Vec<EncTarget> = TARGETS.iter().map(|t| tgt(t)).collect();
    const NOISE: &[u8] = b" ,|-()[]:0123456789vsx_.;\t";
    const PIECES: [&str; 40] = [
        "v255",
        "v[254:255]",
        "s105",
        "s[104:105]",
        "ttmp15",
        "ttmp[0:1]",
        "0x12345678",
        "-1",
        "64",
        "65",
        "-17",
        "1.0",
        "-4.0",
        "0.15915494",
        "lit(2.0)",
        "lit(",
        "null",
        "m0",
        "vcc",
        "exec",
        "src_scc",
        "src_lds_direct",
        "flat_scratch",
        "xnack_mask_lo",
        "clamp",
        "op_sel:[1,1,1,1]",
        "quad_perm:[0,1,2,3]",
        "dpp8:[0,1,2,3,4,5,6,7]",
        "row_shl:3",
        "row_share:0",
        "mul:2",
        "fi:1",
        "neg(",
        "abs(",
        "|",
        "-",
        ",",
        "_e64",
        "_e64_dpp",
        "é",
    ];
    let mut rng = Rng(0x0dd_ba11_cafe_f00d);
    let (mut accepted, n) = (0usize, 200_000);
    for i in 0..n {
        let mut s: Vec<char> = lines[rng.below(lines.len())].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let p = rng.below(s.len() + 1);
            match rng.below(4) {
                0 if p < s.len() => {
                    let e = (p + 1 + rng.below(4)).min(s.len());
                    s.drain(p..e);
                }
                1 => {
                    let piece = PIECES[rng.below(PIECES.len())];
                    s.splice(p..p, piece.chars());
                }
                2 if p < s.len() => {
                    let piece = PIECES[rng.below(PIECES.len())];
                    let e = s[p..]
                        .iter()
                        .position(|c| matches!(c, ' ' | ','))
                        .map_or(s.len(), |k| p + k);
                    s.splice(p..e, piece.chars());
                }
                _ => s.insert(p, char::from(NOISE[rng.below(NOISE.len())])),
            }
        }
        let text: String = s.into_iter().collect();
        let t = &targets[rng.below(targets.len())];
        if let Ok(bytes) = assemble(&text, t) {
            accepted += 1;
            if !bytes.is_empty() {
                assert!(
                    check_decode(&bytes, t, &format!("mutation #{i} `{text}`")),
                    "mutation #{i}: {t}: `{text}` assembled to {bytes:02x?}, which does not decode"
                );
            }
        }
    }
    assert!(accepted > 1_000, "only {accepted} mutated lines assembled");
    eprintln!("{n} mutated lines, {accepted} assembled, all decoded back to the same bytes");
}
