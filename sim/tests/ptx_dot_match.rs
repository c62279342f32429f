//! PTX `dp4a` / `dp2a` (the integer dot products int8 inference kernels use through
//! `__dp4a`/`__dp2a_lo`/`__dp2a_hi`) and `match.sync` (`__match_any_sync`,
//! `__match_all_sync`): every type combination against an independent formulation
//! (exact i64 sums reduced to 32 bits) on random and edge inputs, match masks against
//! a direct count, the forms ptxas rejects as located errors, and a dependent `dp4a`
//! chain's cycles against the latency the config gives it.

mod common;
use common::*;

/// The dot products computed here: bytes/halves widened by their types, summed in
/// i64, then taken modulo 2^32.
fn ext(v: u32, k: u32, bits: u32, signed: bool) -> i64 {
    let x = (v >> (k * bits)) & ((1u32 << bits) - 1);
    if signed && x >> (bits - 1) == 1 {
        x as i64 - (1i64 << bits)
    } else {
        x as i64
    }
}

fn dp4a_ref(a: u32, b: u32, c: u32, sa: bool, sb: bool) -> u32 {
    let acc = if sa || sb { c as i32 as i64 } else { c as i64 };
    let s: i64 = (0..4).map(|k| ext(a, k, 8, sa) * ext(b, k, 8, sb)).sum();
    (acc + s) as u32
}

fn dp2a_ref(a: u32, b: u32, c: u32, sa: bool, sb: bool, hi: bool) -> u32 {
    let acc = if sa || sb { c as i32 as i64 } else { c as i64 };
    let off = if hi { 2 } else { 0 };
    let s: i64 = (0..2)
        .map(|k| ext(a, k, 16, sa) * ext(b, off + k, 8, sb))
        .sum();
    (acc + s) as u32
}

/// 256 rows of (a, b, c): the extremes of each byte and half, then random words.
fn inputs() -> Vec<Vec<u32>> {
    let edge = [
        0u32,
        0xFFFF_FFFF,
        0x8080_8080,
        0x7F7F_7F7F,
        0x8000_7FFF,
        0x0180_FF7F,
        0x7FFF_FFFF,
        0x8000_0000,
    ];
    let mut rows = Vec::new();
    for &a in &edge {
        for &b in &edge {
            rows.push(vec![a, b, edge[(a ^ b) as usize % edge.len()]]);
        }
    }
    let mut r = Rng(0xD0D0);
    while rows.len() < 256 {
        rows.push(vec![r.u32(), r.u32(), r.u32()]);
    }
    rows
}

#[test]
fn dp4a_and_dp2a_match_an_independent_formulation() {
    let rows = inputs();
    let names = ["u32", "s32"];
    for (ia, ta) in names.iter().enumerate() {
        for (ib, tb) in names.iter().enumerate() {
            let (sa, sb) = (ia == 1, ib == 1);
            let body = format!(
                "\tdp4a.{ta}.{tb} %r100, %r1, %r2, %r3;\n\tdp2a.lo.{ta}.{tb} %r101, %r1, %r2, %r3;\n\tdp2a.hi.{ta}.{tb} %r102, %r1, %r2, %r3;"
            );
            let (out, _) = run_lanes(SM90, &body, &rows, 3, None).unwrap();
            for (row, got) in rows.iter().zip(&out) {
                let (a, b, c) = (row[0], row[1], row[2]);
                let want = [
                    dp4a_ref(a, b, c, sa, sb),
                    dp2a_ref(a, b, c, sa, sb, false),
                    dp2a_ref(a, b, c, sa, sb, true),
                ];
                assert_eq!(got, &want.to_vec(), ".{ta}.{tb} a={a:#x} b={b:#x} c={c:#x}");
            }
        }
    }
    // A hand-checked case: bytes (-1, 2, -3, 4) . (5, -6, 7, -8) = -5 - 12 - 21 - 32 = -70.
    let (out, _) = run_lanes(
        SM90,
        "\tdp4a.s32.s32 %r100, %r1, %r2, %r3;",
        &[vec![0x04FD_02FF, 0xF807_FA05, 100]],
        1,
        None,
    )
    .unwrap();
    assert_eq!(out[0][0] as i32, 30);
}

#[test]
fn match_sync_groups_lanes_by_value() {
    // Lanes 0..29 (30 and 31 take the other branch; the membermask leaves them out):
    // lane i holds i % 5, and (i % 2) << 8, which also sets bit 40 of a 64-bit value
    // for odd lanes.
    let rows: Vec<Vec<u32>> = (0..32u32).map(|i| vec![i % 5, (i % 2) << 8]).collect();
    let body = "\tsetp.lt.u32 %p1, %r0, 30;\n\t@!%p1 bra OUT;\n\tmatch.any.sync.b32 %r100, %r1, 0x3fffffff;\n\tcvt.u64.u32 %rd10, %r1;\n\tcvt.u64.u32 %rd11, %r2;\n\tshl.b64 %rd11, %rd11, 32;\n\tor.b64 %rd12, %rd10, %rd11;\n\tmatch.any.sync.b64 %r101, %rd12, 0x3fffffff;\n\tmatch.all.sync.b32 %r102|%p2, %r2, 0x3fffffff;\n\tselp.u32 %r103, 1, 0, %p2;\n\tmov.u32 %r10, 7;\n\tmatch.all.sync.b32 %r104|%p3, %r10, 0x3fffffff;\n\tselp.u32 %r105, 1, 0, %p3;\n\tmatch.all.sync.b64 %r106, %rd10, 0x3fffffff;\n\tmatch.all.sync.b32 _|%p4, %r10, 0x3fffffff;\n\tselp.u32 %r107, 1, 0, %p4;\nOUT:";
    let (out, _) = run_lanes(SM90, body, &rows, 8, None).unwrap();
    let member = 0x3FFF_FFFFu32;
    for (i, o) in out.iter().enumerate().take(30) {
        let same = |f: &dyn Fn(usize) -> u64| {
            (0..30)
                .filter(|&k| f(k) == f(i))
                .fold(0u32, |m, k| m | 1 << k)
        };
        let v32 = |k: usize| (k % 5) as u64;
        let v64 = |k: usize| (k % 5) as u64 | (((k % 2) as u64) << 40);
        assert_eq!(o[0], same(&v32), "any.b32 lane {i}");
        assert_eq!(o[1], same(&v64), "any.b64 lane {i}");
        assert_ne!(same(&v64), same(&v32), "the upper word matters, lane {i}");
        // Odd and even lanes differ: not all equal.
        assert_eq!((o[2], o[3]), (0, 0), "all.b32 lane {i}");
        // A value every lane holds: the membermask's lanes, and p.
        assert_eq!((o[4], o[5]), (member, 1), "all.b32 of 7, lane {i}");
        assert_eq!(o[6], 0, "all.b64 lane {i}");
        assert_eq!(o[7], 1, "all.b32 with `_` as d, lane {i}");
    }
    // .any writes no predicate.
    let e = run_lanes(
        SM90,
        "\tmatch.any.sync.b32 %r100|%p1, %r1, 0xffffffff;",
        &rows,
        1,
        None,
    )
    .err()
    .unwrap()
    .to_string();
    assert!(
        e.contains("only match.all writes a predicate") && e.contains("k.ptx:"),
        "{e}"
    );
}

#[test]
fn match_and_dot_forms_are_checked() {
    let sm60 = ".version 6.0\n.target sm_60\n.address_size 64\n";
    for (hdr, line, want) in [
        (
            SM90,
            "dp2a.u32.u32 %r1, %r2, %r3, %r4;",
            "requires .lo or .hi",
        ),
        (SM90, "dp4a.u32.f32 %r1, %r2, %r3, %r4;", "f32"),
        (sm60, "dp4a.u32.u32 %r1, %r2, %r3, %r4;", "sm_61"),
        (
            SM90,
            "match.sync.b32 %r1, %r2, 0xffffffff;",
            "requires .any or .all",
        ),
        (
            SM90,
            "match.any.b32 %r1, %r2, 0xffffffff;",
            "match.any.sync",
        ),
        (SM90, "match.any.sync.u32 %r1, %r2, 0xffffffff;", "u32"),
        (SM90, "match.any.sync.b32 %rd1, %r2, 0xffffffff;", "%rd1"),
    ] {
        let e = one_line_error(hdr, line);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:10:"), "{line}: not located: {e}");
    }
}

#[test]
fn a_dependent_dp4a_chain_takes_its_latency_per_link() {
    // 64 dependent dp4a between two clock reads, and the same with one link.
    let chain = |n: usize| {
        let mut b = String::from("\tmov.u32 %r10, %clock;\n");
        for _ in 0..n {
            b += "\tdp4a.s32.s32 %r3, %r1, %r2, %r3;\n";
        }
        b += "\tmov.u32 %r11, %clock;\n\tsub.u32 %r100, %r11, %r10;\n\tmov.u32 %r101, %r3;";
        b
    };
    let cycles = |n: usize| {
        let ptx = lanes_kernel(SM90, &chain(n), 3, 2);
        let d = tmpdir("dp4a_chain");
        std::fs::write(d.join("k.ptx"), ptx).unwrap();
        std::fs::write(d.join("in.bin"), words(&[0x0102_0304, 0x0101_0101, 0])).unwrap();
        std::fs::write(
            d.join("w.yaml"),
            "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  in: { type: u32, count: 3, init: { file: in.bin } }\n  out: { type: u32, count: 2 }\nargs: [in, out]\n",
        )
        .unwrap();
        let t = run_timed(d.join("w.yaml").to_str().unwrap(), None, &[]).unwrap();
        let out = t.u32s("out");
        (out[0], out[1], t.entry("dp4a.s32.s32").latency)
    };
    let (c1, _, lat) = cycles(1);
    let (c65, v, _) = cycles(65);
    assert_eq!(v, 65 * 10, "the chain's value");
    assert_eq!(c65 - c1, 64 * lat, "64 more links, {lat} cycles each");
}
