//! `spdecompress` end to end: every combination of element size, index size, sparsity
//! factor and group count is either accepted (and then executed on random data and
//! compared with an independent bit-level reference) or rejected with the reason; the
//! worked examples of isa-semantics.md §4.3; register counts; zero fill; the target
//! rule (PTX 9.4 + sm_107a); index >= T as a kernel fault.

mod common;
use common::*;
use warpsim::Error;

const FACTORS: [(u32, u32); 9] = [
    (1, 2),
    (1, 4),
    (1, 8),
    (1, 16),
    (2, 4),
    (2, 8),
    (2, 16),
    (4, 8),
    (4, 16),
];

/// Register counts (mdata, cdata, data) from the LLVM verifier's formulas.
fn counts(e: u32, i: u32, s: u32, t: u32, r: u32) -> (u32, u32, u32) {
    (
        (s * i * r).div_ceil(32),
        (s * e * r).div_ceil(32),
        t * e * r / 32,
    )
}

fn legal(e: u32, i: u32, s: u32, t: u32, r: u32) -> bool {
    let (m, c, d) = counts(e, i, s, t, r);
    s * e <= 32 && (i == 4 || t <= 4) && (32..=4096).contains(&(t * e * r)) && m + c + d <= 253
}

/// Reference: bit by bit, element k of width w = bits [k*w, (k+1)*w) of the register
/// list read as one little-endian bit string.
fn reference(e: u32, i: u32, s: u32, t: u32, r: u32, mdata: &[u32], cdata: &[u32]) -> Vec<u32> {
    let bit = |v: &[u32], b: u32| (v[(b / 32) as usize] >> (b % 32)) & 1;
    let field =
        |v: &[u32], start: u32, len: u32| -> u32 { (0..len).map(|k| bit(v, start + k) << k).sum() };
    let (_, _, d) = counts(e, i, s, t, r);
    let mut out = vec![0u32; d as usize];
    for g in 0..r {
        for src in 0..s {
            let k = g * s + src;
            let idx = field(mdata, k * i, i);
            let val = field(cdata, k * e, e);
            for b in 0..e {
                let pos = (g * t + idx) * e + b;
                let w = &mut out[(pos / 32) as usize];
                *w = (*w & !(1 << (pos % 32))) | (((val >> b) & 1) << (pos % 32));
            }
        }
    }
    out
}

fn list(first: u32, n: u32) -> String {
    (first..first + n)
        .map(|k| format!("%r{k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn inst(e: u32, i: u32, s: u32, t: u32, r: u32) -> String {
    let (m, c, d) = counts(e, i, s, t, r);
    format!(
        "\tspdecompress.b{e}.b{i}.sp::{s}:{t}.x{r} {{{}}}, {{{}}}, {{{}}};",
        list(100, d),
        list(1, m),
        list(1 + m, c)
    )
}

/// Random metadata: every index < T (duplicates allowed: the later element wins).
fn random_inputs(rng: &mut Rng, e: u32, i: u32, s: u32, t: u32, r: u32) -> Vec<u32> {
    let (m, c, _) = counts(e, i, s, t, r);
    let mut md = vec![0u32; m as usize];
    for k in 0..s * r {
        let idx = (rng.next() % t as u64) as u32;
        let bit = k * i;
        md[(bit / 32) as usize] |= idx << (bit % 32);
    }
    // Unused high metadata bits are ignored: fill some with noise.
    let used = s * r * i;
    if !used.is_multiple_of(32) {
        let last = md.len() - 1;
        md[last] |= (rng.u32() >> (used % 32)) << (used % 32);
    }
    let cd: Vec<u32> = (0..c).map(|_| rng.u32()).collect();
    md.into_iter().chain(cd).collect()
}

#[test]
fn every_form_is_accepted_or_rejected_and_accepted_forms_are_exact() {
    let seed = 0x5_9DEC_u64;
    eprintln!("seed {seed:#x}");
    let cfg = sm107a();
    let mut rng = Rng(seed);
    let (mut n_legal, mut n_illegal, mut lanes) = (0, 0, 0);
    for e in [8, 16] {
        for i in [2, 4] {
            for (s, t) in FACTORS {
                for r in [1, 2, 4, 8, 16, 32, 64] {
                    let text = inst(e, i, s, t, r);
                    if !legal(e, i, s, t, r) {
                        n_illegal += 1;
                        let (m, c, _) = counts(e, i, s, t, r);
                        let rows = vec![vec![0u32; (m + c).max(1) as usize]];
                        let err = run_lanes(SM107A, &text, &rows, 1, Some(&cfg))
                            .err()
                            .unwrap_or_else(|| panic!("accepted illegal `{text}`"));
                        let msg = err.to_string();
                        assert!(
                            matches!(err, Error::Parse(_)) && msg.contains("illegal form"),
                            "{text}: {msg}"
                        );
                        continue;
                    }
                    n_legal += 1;
                    let (m, c, d) = counts(e, i, s, t, r);
                    let rows: Vec<Vec<u32>> = (0..1024)
                        .map(|_| random_inputs(&mut rng, e, i, s, t, r))
                        .collect();
                    let (out, _) = run_lanes(SM107A, &text, &rows, d as usize, Some(&cfg))
                        .unwrap_or_else(|err| panic!("{text}: {err}"));
                    for (row, got) in rows.iter().zip(&out) {
                        let want = reference(
                            e,
                            i,
                            s,
                            t,
                            r,
                            &row[..m as usize],
                            &row[m as usize..(m + c) as usize],
                        );
                        assert_eq!(
                            got,
                            &want,
                            "{text} mdata={:x?} cdata={:x?}",
                            &row[..m as usize],
                            &row[m as usize..]
                        );
                    }
                    lanes += rows.len();
                }
            }
        }
    }
    eprintln!("{n_legal} legal forms ({lanes} random lanes), {n_illegal} illegal forms rejected");
    assert!(n_legal > 90 && n_illegal > 100);
    assert!(lanes >= 100_000);
}

#[test]
fn pure_function_matches_reference_on_100k_inputs_per_form() {
    let mut rng = Rng(0xD_EC0DE);
    let mut forms = 0;
    for e in [8u32, 16] {
        for i in [2u32, 4] {
            for (s, t) in FACTORS {
                for r in [1u32, 2, 4, 8, 16, 32, 64] {
                    if !legal(e, i, s, t, r) {
                        continue;
                    }
                    forms += 1;
                    let f = warpsim::ir::SpForm {
                        elem_bits: e as u8,
                        idx_bits: i as u8,
                        s: s as u8,
                        t: t as u8,
                        num: r as u8,
                    };
                    assert_eq!(warpsim::ir::sp_form::check_form(&f), None);
                    let (m, c, d) = counts(e, i, s, t, r);
                    let n = 100_000;
                    let mut out = vec![0u32; d as usize];
                    for _ in 0..n {
                        let row = random_inputs(&mut rng, e, i, s, t, r);
                        let (md, cd) = row.split_at(m as usize);
                        warpsim::func::spdecompress::spdecompress(
                            &f,
                            md,
                            &cd[..c as usize],
                            &mut out,
                        )
                        .unwrap();
                        assert_eq!(out, reference(e, i, s, t, r, md, cd));
                    }
                }
            }
        }
    }
    assert!(forms > 90);
}

#[test]
fn worked_examples() {
    let cfg = sm107a();
    // PTX ISA 9.4 Figure 44.
    let (out, rep) = run_lanes(
        SM107A,
        &inst(8, 4, 2, 4, 2),
        &[vec![0x3121, 0x060503F9]],
        2,
        Some(&cfg),
    )
    .unwrap();
    assert_eq!(out[0], vec![0x0003F900, 0x06000500]);
    assert_eq!(rep.warp_instructions, 10 + 2 + 1 + 2 + 1);
    let (out, _) = run_lanes(
        SM107A,
        &inst(8, 2, 1, 4, 4),
        &[vec![0x63, 0x44332211]],
        4,
        Some(&cfg),
    )
    .unwrap();
    assert_eq!(out[0], vec![0x11000000, 0x00000022, 0x00330000, 0x00004400]);
    let (out, _) = run_lanes(
        SM107A,
        &inst(8, 2, 2, 4, 2),
        &[vec![0xDD, 0x03040304]],
        2,
        Some(&cfg),
    )
    .unwrap();
    assert_eq!(out[0], vec![0x03000400, 0x03000400]);
    // The seed page's form .b8.b2.sp::2:4.x32: 4 mdata, 16 cdata, 32 data registers.
    let (m, c, d) = counts(8, 2, 2, 4, 32);
    assert_eq!((m, c, d), (4, 16, 32));
    let mut rng = Rng(7);
    let row = random_inputs(&mut rng, 8, 2, 2, 4, 32);
    let (out, _) = run_lanes(
        SM107A,
        &inst(8, 2, 2, 4, 32),
        std::slice::from_ref(&row),
        32,
        Some(&cfg),
    )
    .unwrap();
    assert_eq!(out[0], reference(8, 2, 2, 4, 32, &row[..4], &row[4..]));
}

#[test]
fn unwritten_positions_are_zero_not_unchanged() {
    let cfg = sm107a();
    // Preload the destination registers with ones; 1:4 writes one byte in four.
    let body = format!(
        "\tmov.u32 %r100, -1;\n\tmov.u32 %r101, -1;\n{}",
        inst(8, 4, 1, 4, 2)
    );
    let (out, _) = run_lanes(SM107A, &body, &[vec![0x21, 0xBBAA]], 2, Some(&cfg)).unwrap();
    assert_eq!(out[0], vec![0x0000AA00, 0x00BB0000]);
}

#[test]
fn register_counts_target_and_overlap_are_checked() {
    let cfg = sm107a();
    let err = |header: &str, body: &str| {
        run_lanes(header, body, &[vec![0, 0]], 2, Some(&cfg))
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default()
    };
    let e = err(
        SM107A,
        "\tspdecompress.b8.b4.sp::2:4.x2 {%r100, %r101, %r102}, {%r1}, {%r2};",
    );
    assert!(e.contains("data needs exactly 2 registers, found 3"), "{e}");
    let e = err(
        SM107A,
        "\tspdecompress.b8.b4.sp::2:4.x2 {%r100, %r101}, {%r1, %r3}, {%r2};",
    );
    assert!(e.contains("mdata needs exactly 1"), "{e}");
    let e = err(
        SM107A,
        "\tspdecompress.b8.b4.sp::2:4.x2 {%r100, %r2}, {%r1}, {%r2};",
    );
    assert!(e.contains("overlap"), "{e}");
    let e = err(
        SM107A,
        "\tspdecompress.b8.b4.sp::2:4.x2 {%r100, %r101}, %r1, {%r2};",
    );
    assert!(e.contains("vector operand"), "{e}");
    let e = err(
        SM107A,
        "\tspdecompress.b8.b2.sp::2:8.x2 {%r100, %r101, %r102, %r103}, {%r1}, {%r2};",
    );
    assert!(e.contains("2-bit indices"), "{e}");
    let e = err(
        SM107A,
        "\tspdecompress.b8.sp::2:4.x2 {%r100, %r101}, {%r1}, {%r2};",
    );
    assert!(e.contains("missing its .b2/.b4 index size"), "{e}");
    for header in [
        ".version 9.4\n.target sm_100a\n.address_size 64\n",
        ".version 9.0\n.target sm_107a\n.address_size 64\n",
        ".version 9.4\n.target sm_107\n.address_size 64\n",
    ] {
        let e = err(header, &inst(8, 4, 2, 4, 2));
        assert!(e.contains("requires"), "{header}: {e}");
    }
    // An sm_107a program needs an sm_107a GPU (by default it gets one).
    let h100 = std::fs::read_to_string(root().join("configs/nvidia/h100.yaml")).unwrap();
    let e = run_lanes(SM107A, &inst(8, 4, 2, 4, 2), &[vec![0, 0]], 2, Some(&h100))
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("sm_107a") && e.contains("sm_90"), "{e}");
}

#[test]
fn metadata_index_past_t_is_a_kernel_fault() {
    let cfg = sm107a();
    // 1:2 with 4-bit indices: index 3 is outside 0..2 in lane 1.
    let err = run_lanes(
        SM107A,
        &inst(8, 4, 1, 2, 4),
        &[vec![0x0, 0x11], vec![0x3, 0x11]],
        1,
        Some(&cfg),
    )
    .err()
    .unwrap();
    let Error::Fault(f) = &err else {
        panic!("{err}")
    };
    assert_eq!(f.site.lane, Some(1));
    assert!(f.msg.contains("outside 0..2"), "{err}");
    assert!(
        f.site.inst.contains("spdecompress.b8.b4.sp::1:2.x4"),
        "{err}"
    );
}
