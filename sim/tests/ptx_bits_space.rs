//! PTX `fns`, `bmsk`, `szext` (bit manipulation), `isspacep`, `getctarank` (address
//! spaces) and `ldu`: the ISA's own examples, then every edge of the widths and
//! positions and random words against formulations written here from the ISA's
//! descriptions (not its pseudocode, which the implementation follows); the spaces of
//! addresses of every window; forms ptxas rejects as located errors.

mod common;
use common::*;

/// The `|offset|`-th set bit from `base` (0: `base` itself if set), by listing.
fn fns_ref(mask: u32, base: u32, offset: i32) -> u32 {
    let set = |k: u32| mask >> k & 1 == 1;
    if offset == 0 {
        return if set(base) { base } else { u32::MAX };
    }
    let order: Vec<u32> = if offset > 0 {
        (base..32).filter(|&k| set(k)).collect()
    } else {
        (0..=base).rev().filter(|&k| set(k)).collect()
    };
    order
        .get(offset.unsigned_abs() as usize - 1)
        .copied()
        .unwrap_or(u32::MAX)
}

/// Bits [lo, hi) of a word.
fn bits(lo: u64, hi: u64) -> u32 {
    (lo..hi.min(32)).fold(0u32, |m, k| m | 1 << k)
}

/// `b` ones from bit `a`, cut at bit 32: `.clamp` takes the operands as they are (no
/// mask from a >= 32), `.wrap` modulo 32.
fn bmsk_ref(a: u32, b: u32, wrap: bool) -> u32 {
    let (a, b) = if wrap { (a % 32, b % 32) } else { (a, b) };
    if a >= 32 {
        return 0;
    }
    bits(a as u64, a as u64 + b as u64)
}

/// The low `n` bits of `a`, extended.
fn szext_ref(a: u32, b: u32, signed: bool, wrap: bool) -> u32 {
    if b >= 32 && !wrap {
        return a;
    }
    let n = b % 32;
    if n == 0 {
        return 0;
    }
    let v = a as u64 & ((1u64 << n) - 1);
    if signed && v >> (n - 1) == 1 {
        (v | (u64::MAX << n)) as u32
    } else {
        v as u32
    }
}

/// Rows (a, b, c) with the edges of positions and widths, then random ones.
fn rows() -> Vec<Vec<u32>> {
    let words = [0u32, 1, 0xAAAA_AAAA, 0x8000_0001, 0xFFFF_FFFF, 0x1234_5678];
    let small = [0u32, 1, 2, 15, 16, 30, 31, 32, 33, 63, 64, 0xFFFF_FFFF];
    let mut out = Vec::new();
    for &w in &words {
        for &x in &small {
            for &y in &small {
                out.push(vec![w, x, y]);
            }
        }
    }
    let mut r = Rng(0xB175);
    while out.len() % 256 != 0 {
        out.push(vec![r.u32(), r.u32() % 40, r.u32() % 40]);
    }
    out
}

#[test]
fn the_isas_examples_hold() {
    let body = "\tfns.b32 %r100, 0xaaaaaaaa, 3, 1;\n\tfns.b32 %r101, 0xaaaaaaaa, 3, -1;\n\tfns.b32 %r102, 0xaaaaaaaa, 2, 1;\n\tfns.b32 %r103, 0xaaaaaaaa, 2, -1;\n\tbmsk.wrap.b32 %r104, 1, 2;\n\tszext.wrap.u32 %r105, 0xffffffff, 0;";
    let (out, _) = run_lanes(SM90, body, &[vec![0]], 6, None).unwrap();
    assert_eq!(out[0], vec![3, 3, 3, 1, 6, 0]);
}

#[test]
fn bit_ops_match_formulations_from_the_descriptions() {
    let rows = rows();
    let body = "\tand.b32 %r10, %r2, 31;\n\tfns.b32 %r100, %r1, %r10, %r3;\n\tfns.b32 %r101, %r1, %r10, 0;\n\tneg.s32 %r11, %r3;\n\tfns.b32 %r102, %r1, %r10, %r11;\n\tbmsk.clamp.b32 %r103, %r2, %r3;\n\tbmsk.wrap.b32 %r104, %r2, %r3;\n\tszext.clamp.s32 %r105, %r1, %r2;\n\tszext.wrap.s32 %r106, %r1, %r2;\n\tszext.clamp.u32 %r107, %r1, %r2;\n\tszext.wrap.u32 %r108, %r1, %r2;";
    let (out, _) = run_lanes(SM90, body, &rows, 9, None).unwrap();
    for (r, o) in rows.iter().zip(&out) {
        let (a, b, c) = (r[0], r[1], r[2]);
        let base = b & 31;
        let want = vec![
            fns_ref(a, base, c as i32),
            fns_ref(a, base, 0),
            fns_ref(a, base, (c as i32).wrapping_neg()),
            bmsk_ref(b, c, false),
            bmsk_ref(b, c, true),
            szext_ref(a, b, true, false),
            szext_ref(a, b, true, true),
            szext_ref(a, b, false, false),
            szext_ref(a, b, false, true),
        ];
        assert_eq!(o, &want, "a={a:#x} b={b} c={c}");
    }
    // fns with a base above 31 is undefined: a fault naming the lane.
    let e = run_lanes(
        SM90,
        "\tfns.b32 %r100, %r1, %r2, 1;",
        &[vec![1, 32]],
        1,
        None,
    )
    .err()
    .unwrap()
    .to_string();
    assert!(e.contains("lane 0") && e.contains("base 32"), "{e}");
}

#[test]
fn isspacep_tells_the_window_of_each_address() {
    // A global buffer, a .const variable, the CTA's shared memory, a local array, a
    // kernel parameter; then each generic address against every space.
    let ptx = format!(
        "{SM90}.const .align 4 .b32 cv[4] = {{1, 2, 3, 4}};
.visible .entry k(.param .u64 k_out)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<32>;
\t.shared .align 4 .b32 sv[4];
\t.local .align 4 .b32 lv[4];
\tld.param.u64 %rd1, [k_out];
\tmov.u64 %rd2, k_out;
\tcvta.param.u64 %rd3, %rd2;
\tcvta.to.global.u64 %rd4, %rd1;
\tmov.u64 %rd5, cv;
\tcvta.const.u64 %rd6, %rd5;
\tmov.u64 %rd7, sv;
\tcvta.shared.u64 %rd8, %rd7;
\tmov.u64 %rd9, lv;
\tcvta.local.u64 %rd10, %rd9;
\tmov.u64 %rd20, 0;
{tests}\tst.global.u64 [%rd4], %rd20;
\tret;
}}
",
        tests = {
            let addrs = ["%rd1", "%rd6", "%rd8", "%rd10", "%rd3"];
            let spaces = [
                "global",
                "const",
                "shared",
                "shared::cta",
                "shared::cluster",
                "local",
                "param",
            ];
            let mut t = String::new();
            let mut bit = 0;
            for a in addrs {
                for s in spaces {
                    t += &format!(
                        "\tisspacep.{s} %p1, {a};\n\tselp.u64 %rd21, {}, 0, %p1;\n\tor.b64 %rd20, %rd20, %rd21;\n",
                        1u64 << bit
                    );
                    bit += 1;
                }
            }
            t
        }
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  out: { type: u64, count: 1 }\nargs: [out]\n";
    let got = run_files(&ptx, yaml, None, &[]).unwrap().u64s("out")[0];
    // Per address (7 bits: global, const, shared, shared::cta, shared::cluster, local,
    // param): the global buffer, the const variable, shared, local, the parameter.
    // The global window holds the parameters' window and (here) the .const variables.
    let want: u64 = [0b0000001u64, 0b0000011, 0b0011100, 0b0100000, 0b1000001]
        .iter()
        .enumerate()
        .fold(0, |m, (k, &v)| m | v << (7 * k));
    assert_eq!(got, want, "got {got:#b}, want {want:#b}");
}

#[test]
fn getctarank_names_the_cta_of_a_shared_address() {
    // A 2-CTA cluster: each CTA asks for the rank of its own shared variable (generic
    // and .shared::cluster), and of the other CTA's through mapa; then whether its own
    // and the other's generic addresses are .shared::cta and .shared::cluster.
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_out)
.reqnctapercluster 2, 1, 1
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<16>;
\t.shared .align 4 .b32 sv[4];
\tld.param.u64 %rd1, [k_out];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %cluster_ctarank;
\tmov.u64 %rd2, sv;
\tcvta.shared.u64 %rd3, %rd2;
\tgetctarank.u64 %r2, %rd3;
\tmov.u32 %r3, sv;
\tgetctarank.shared::cluster.u32 %r4, %r3;
\txor.b32 %r5, %r1, 1;
\tmapa.shared::cluster.u32 %r6, %r3, %r5;
\tgetctarank.shared::cluster.u32 %r7, %r6;
\tmapa.u64 %rd4, %rd3, %r5;
\tgetctarank.u64 %r8, %rd4;
\tmul.wide.u32 %rd5, %r1, 16;
\tadd.s64 %rd6, %rd1, %rd5;
\tst.global.v4.u32 [%rd6], {{%r2, %r4, %r7, %r8}};
\tisspacep.shared::cta %p1, %rd3;
\tisspacep.shared::cluster %p2, %rd3;
\tisspacep.shared::cta %p3, %rd4;
\tisspacep.shared::cluster %p4, %rd4;
\tselp.u32 %r9, 1, 0, %p1;
\tselp.u32 %r10, 2, 0, %p2;
\tselp.u32 %r11, 4, 0, %p3;
\tselp.u32 %r12, 8, 0, %p4;
\tor.b32 %r9, %r9, %r10;
\tor.b32 %r9, %r9, %r11;
\tor.b32 %r9, %r9, %r12;
\tst.global.u32 [%rd6+32], %r9;
\tret;
}}
"
    );
    let yaml = "program: k.ptx\ngrid: 2\nblock: [1, 1, 1]\nbuffers:\n  out: { type: u32, count: 16 }\nargs: [out]\n";
    let got = run_files(&ptx, yaml, None, &[]).unwrap().u32s("out");
    // Ranks; then per CTA: own address cta and cluster (1 | 2), the other's cluster (8).
    assert_eq!(got, vec![0, 0, 1, 1, 1, 1, 0, 0, 11, 0, 0, 0, 11, 0, 0, 0]);
    // A global address is not in any CTA's shared memory.
    let bad = ptx.replace("getctarank.u64 %r2, %rd3;", "getctarank.u64 %r2, %rd1;");
    let e = run_files(&bad, yaml, None, &[]).err().unwrap().to_string();
    assert!(
        e.contains("lane 0") && e.contains("not in the shared window"),
        "{e}"
    );
}

#[test]
fn ldu_loads_like_a_global_load() {
    let body = "\tldu.global.u32 %r100, [%rd5];\n\tld.param.u64 %rd20, [k_in];\n\tldu.v2.u32 {%r101, %r102}, [%rd20+8];";
    let rows: Vec<Vec<u32>> = (0..4u32)
        .map(|i| vec![i * 7, i, 100 + i, 200 + i])
        .collect();
    let (out, _) = run_lanes(SM90, body, &rows, 3, None).unwrap();
    for (i, o) in out.iter().enumerate() {
        assert_eq!(o, &vec![i as u32 * 7, 100, 200], "thread {i}");
    }
}

#[test]
fn bit_and_space_forms_are_checked() {
    let sm80 = ".version 8.0\n.target sm_80\n.address_size 64\n";
    for (hdr, line, want) in [
        (SM90, "bmsk.b32 %r1, %r2, %r3;", "requires .clamp or .wrap"),
        (SM90, "szext.s32 %r1, %r2, %r3;", "requires .clamp or .wrap"),
        (SM90, "szext.clamp.b32 %r1, %r2, %r3;", "b32"),
        (SM90, "fns.u32 %r1, %r2, %r3, %r4;", "u32"),
        (sm80, "getctarank.u32 %r1, %r2;", "sm_90"),
        (sm80, "isspacep.shared::cluster %r1, %rd1;", "sm_90"),
        (SM90, "ldu.shared.u32 %r1, [%r2];", "shared"),
        (SM90, "isspacep.param::entry %p1, %rd1;", "8.3"),
    ] {
        let e = one_line_error(hdr, line);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:10:"), "{line}: not located: {e}");
    }
}
