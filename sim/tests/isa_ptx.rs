//! Per-instruction checks of the PTX executor beyond the seed instructions: each body
//! runs over random lanes and is compared with a Rust reference, and a few tests pin
//! warp-level behaviour (shuffles, votes, atomics, barriers, divergence) with exact
//! results and exact instruction counts (= functional cycles for one warp).

mod common;
use common::*;

/// Run `body` over `n` random rows of `nin` words and compare every lane with `f`.
fn check(body: &str, nin: usize, nout: usize, n: usize, seed: u64, f: impl Fn(&[u32]) -> Vec<u32>) {
    let mut rng = Rng(seed);
    let rows: Vec<Vec<u32>> = (0..n)
        .map(|_| {
            (0..nin)
                .map(|_| match rng.next() % 4 {
                    0 => (rng.next() % 40) as u32,
                    1 => [0, 1, u32::MAX, 0x8000_0000, 0x7FFF_FFFF, 31, 32, 33, 63, 64]
                        [(rng.next() % 10) as usize],
                    _ => rng.u32(),
                })
                .collect()
        })
        .collect();
    let (out, _) =
        run_lanes(SM90, body, &rows, nout, None).unwrap_or_else(|e| panic!("{body}: {e}"));
    for (r, o) in rows.iter().zip(&out) {
        assert_eq!(o, &f(r), "`{}` on {:x?}", body.trim(), r);
    }
}

fn i(x: u32) -> i32 {
    x as i32
}

#[test]
fn integer_arithmetic() {
    check("\tadd.s32 %r100, %r1, %r2;", 2, 1, 1024, 1, |r| {
        vec![r[0].wrapping_add(r[1])]
    });
    check("\tsub.s32 %r100, %r1, %r2;", 2, 1, 1024, 2, |r| {
        vec![r[0].wrapping_sub(r[1])]
    });
    check("\tadd.sat.s32 %r100, %r1, %r2;", 2, 1, 1024, 3, |r| {
        vec![i(r[0]).saturating_add(i(r[1])) as u32]
    });
    check("\tmul.lo.s32 %r100, %r1, %r2;", 2, 1, 1024, 4, |r| {
        vec![r[0].wrapping_mul(r[1])]
    });
    check("\tmul.hi.s32 %r100, %r1, %r2;", 2, 1, 1024, 5, |r| {
        vec![((i(r[0]) as i64 * i(r[1]) as i64) >> 32) as u32]
    });
    check("\tmul.hi.u32 %r100, %r1, %r2;", 2, 1, 1024, 6, |r| {
        vec![((r[0] as u64 * r[1] as u64) >> 32) as u32]
    });
    check(
        "\tmul.wide.s32 %rd9, %r1, %r2;\n\tmov.b64 {%r100, %r101}, %rd9;",
        2,
        2,
        1024,
        7,
        |r| {
            let p = i(r[0]) as i64 * i(r[1]) as i64;
            vec![p as u32, (p >> 32) as u32]
        },
    );
    check("\tmad.lo.s32 %r100, %r1, %r2, %r3;", 3, 1, 1024, 8, |r| {
        vec![r[0].wrapping_mul(r[1]).wrapping_add(r[2])]
    });
    check(
        "\tmad.hi.sat.s32 %r100, %r1, %r2, %r3;",
        3,
        1,
        1024,
        9,
        |r| {
            let hi = (i(r[0]) as i64 * i(r[1]) as i64) >> 32;
            vec![(hi + i(r[2]) as i64).clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32]
        },
    );
    check("\tmul24.lo.u32 %r100, %r1, %r2;", 2, 1, 1024, 10, |r| {
        vec![((r[0] & 0xFFFFFF) as u64 * (r[1] & 0xFFFFFF) as u64) as u32]
    });
    check(
        "\tdiv.u32 %r100, %r1, %r2;\n\trem.u32 %r101, %r1, %r2;",
        2,
        2,
        1024,
        11,
        |r| match (r[0].checked_div(r[1]), r[0].checked_rem(r[1])) {
            (Some(q), Some(m)) => vec![q, m],
            _ => vec![u32::MAX, r[0]],
        },
    );
    check(
        "\tdiv.s32 %r100, %r1, %r2;\n\trem.s32 %r101, %r1, %r2;",
        2,
        2,
        1024,
        12,
        |r| {
            if r[1] == 0 {
                vec![u32::MAX, r[0]]
            } else {
                vec![
                    i(r[0]).wrapping_div(i(r[1])) as u32,
                    i(r[0]).wrapping_rem(i(r[1])) as u32,
                ]
            }
        },
    );
    check(
        "\tmin.s32 %r100, %r1, %r2;\n\tmax.u32 %r101, %r1, %r2;",
        2,
        2,
        1024,
        13,
        |r| vec![i(r[0]).min(i(r[1])) as u32, r[0].max(r[1])],
    );
    check(
        "\tabs.s32 %r100, %r1;\n\tneg.s32 %r101, %r1;",
        1,
        2,
        1024,
        14,
        |r| vec![i(r[0]).wrapping_abs() as u32, i(r[0]).wrapping_neg() as u32],
    );
    check("\tsad.u32 %r100, %r1, %r2, %r3;", 3, 1, 1024, 15, |r| {
        vec![r[0].abs_diff(r[1]).wrapping_add(r[2])]
    });
}

// `check` with nin = 0 would be meaningless; the last line above only has to parse,
// so give it its own explicit test of 16-bit registers.
#[test]
fn sixteen_bit_registers() {
    let body = "\t.reg .b16 %rs<4>;\n\tcvt.u16.u32 %rs1, %r1;\n\tcvt.u16.u32 %rs2, %r2;\n\tadd.u16 %rs3, %rs1, %rs2;\n\tcvt.u32.u16 %r100, %rs3;\n\tcvt.s32.s16 %r101, %rs3;";
    check(body, 2, 2, 1024, 16, |r| {
        let s = (r[0] as u16).wrapping_add(r[1] as u16);
        vec![s as u32, s as i16 as i32 as u32]
    });
}

#[test]
fn bits_and_logic() {
    check(
        "\tpopc.b32 %r100, %r1;\n\tclz.b32 %r101, %r1;\n\tbrev.b32 %r102, %r1;",
        1,
        3,
        1024,
        20,
        |r| vec![r[0].count_ones(), r[0].leading_zeros(), r[0].reverse_bits()],
    );
    check(
        "\tbfind.u32 %r100, %r1;\n\tbfind.shiftamt.u32 %r101, %r1;",
        1,
        2,
        1024,
        21,
        |r| {
            if r[0] == 0 {
                vec![u32::MAX, u32::MAX]
            } else {
                vec![31 - r[0].leading_zeros(), r[0].leading_zeros()]
            }
        },
    );
    check(
        "\tbfi.b32 %r100, %r1, %r2, %r3, %r4;",
        4,
        1,
        1024,
        22,
        |r| {
            let (pos, len) = (r[2] & 0xff, r[3] & 0xff);
            if len == 0 || pos >= 32 {
                return vec![r[1]];
            }
            let len = len.min(32 - pos);
            let m = (((1u64 << len) - 1) as u32) << pos;
            vec![(r[1] & !m) | ((r[0] << pos) & m)]
        },
    );
    check(
        "\tshf.l.wrap.b32 %r100, %r1, %r2, %r3;\n\tshf.r.clamp.b32 %r101, %r1, %r2, %r3;",
        3,
        2,
        1024,
        23,
        |r| {
            let v = ((r[1] as u64) << 32) | r[0] as u64;
            let l = r[2] & 31;
            let c = r[2].min(32);
            vec![((v << l) >> 32) as u32, (v >> c) as u32]
        },
    );
    check(
        "\tshl.b32 %r100, %r1, %r2;\n\tshr.s32 %r101, %r1, %r2;\n\tshr.u32 %r102, %r1, %r2;",
        2,
        3,
        1024,
        24,
        |r| {
            let n = r[1];
            vec![
                if n >= 32 { 0 } else { r[0] << n },
                (i(r[0]) >> n.min(31)) as u32,
                if n >= 32 { 0 } else { r[0] >> n },
            ]
        },
    );
    check("\tand.b32 %r100, %r1, %r2;\n\tor.b32 %r101, %r1, %r2;\n\txor.b32 %r102, %r1, %r2;\n\tnot.b32 %r103, %r1;\n\tcnot.b32 %r104, %r1;", 2, 5, 1024, 25, |r| {
        vec![r[0] & r[1], r[0] | r[1], r[0] ^ r[1], !r[0], (r[0] == 0) as u32]
    });
    check("\tprmt.b32 %r100, %r1, %r2, %r3;", 3, 1, 1024, 26, |r| {
        let bytes = ((r[1] as u64) << 32) | r[0] as u64;
        (0..4).fold(vec![0u32], |acc, k| {
            let s = (r[2] >> (4 * k)) & 0xF;
            let mut b = ((bytes >> (8 * (s & 7))) & 0xFF) as u32;
            if s & 8 != 0 {
                b = if b & 0x80 != 0 { 0xFF } else { 0 };
            }
            vec![acc[0] | (b << (8 * k))]
        })
    });
}

#[test]
fn compare_and_select() {
    type Cmp = (&'static str, fn(u32, u32) -> bool);
    let cmps: [Cmp; 10] = [
        ("eq.s32", |a, b| a == b),
        ("ne.s32", |a, b| a != b),
        ("lt.s32", |a, b| (a as i32) < b as i32),
        ("le.s32", |a, b| (a as i32) <= b as i32),
        ("gt.s32", |a, b| (a as i32) > b as i32),
        ("ge.s32", |a, b| (a as i32) >= b as i32),
        ("lo.u32", |a, b| a < b),
        ("ls.u32", |a, b| a <= b),
        ("hi.u32", |a, b| a > b),
        ("hs.u32", |a, b| a >= b),
    ];
    for (k, (c, f)) in cmps.iter().enumerate() {
        let body = format!("\tsetp.{c} %p1|%p2, %r1, %r2;\n\tselp.b32 %r100, 1, 0, %p1;\n\tselp.b32 %r101, 1, 0, %p2;");
        check(&body, 2, 2, 512, 30 + k as u64, |r| {
            let t = f(r[0], r[1]) as u32;
            vec![t, 1 - t]
        });
    }
    // Predicate combination with a negated source.
    let body = "\tsetp.ne.s32 %p3, %r3, 0;\n\tsetp.lt.u32.and %p1, %r1, %r2, !%p3;\n\tselp.u32 %r100, 7, 9, %p1;";
    check(body, 3, 1, 1024, 41, |r| {
        vec![if r[0] < r[1] && r[2] == 0 { 7 } else { 9 }]
    });
    check(
        "\tslct.u32.s32 %r100, %r1, %r2, %r3;",
        3,
        1,
        1024,
        42,
        |r| vec![if i(r[2]) >= 0 { r[0] } else { r[1] }],
    );
    // Float compares: ordered vs unordered with NaN.
    let body = "\tsetp.lt.f32 %p1, %r1, %r2;\n\tsetp.ltu.f32 %p2, %r1, %r2;\n\tselp.b32 %r100, 1, 0, %p1;\n\tselp.b32 %r101, 1, 0, %p2;";
    check(body, 2, 2, 1024, 43, |r| {
        let (a, b) = (f32::from_bits(r[0]), f32::from_bits(r[1]));
        vec![(a < b) as u32, (a < b || a.is_nan() || b.is_nan()) as u32]
    });
}

#[test]
fn float_arithmetic_round_to_nearest() {
    let f = f32::from_bits;
    let canon = |x: f32| if x.is_nan() { 0x7FFF_FFFF } else { x.to_bits() };
    check(
        "\tadd.f32 %r100, %r1, %r2;\n\tmul.rn.f32 %r101, %r1, %r2;\n\tsub.f32 %r102, %r1, %r2;",
        2,
        3,
        1024,
        50,
        |r| {
            vec![
                canon(f(r[0]) + f(r[1])),
                canon(f(r[0]) * f(r[1])),
                canon(f(r[0]) - f(r[1])),
            ]
        },
    );
    check("\tfma.rn.f32 %r100, %r1, %r2, %r3;", 3, 1, 1024, 51, |r| {
        vec![canon(f(r[0]).mul_add(f(r[1]), f(r[2])))]
    });
    check(
        "\tdiv.rn.f32 %r100, %r1, %r2;\n\tsqrt.rn.f32 %r101, %r1;",
        2,
        2,
        1024,
        52,
        |r| vec![canon(f(r[0]) / f(r[1])), canon(f(r[0]).sqrt())],
    );
    check(
        "\tabs.f32 %r100, %r1;\n\tneg.f32 %r101, %r1;",
        1,
        2,
        1024,
        53,
        |r| vec![r[0] & 0x7FFF_FFFF, r[0] ^ 0x8000_0000],
    );
    let d = f64::from_bits;
    let body = "\tmov.b64 %rd10, {%r1, %r2};\n\tmov.b64 %rd11, {%r3, %r4};\n\tfma.rn.f64 %rd12, %rd10, %rd11, %rd10;\n\tmov.b64 {%r100, %r101}, %rd12;";
    check(body, 4, 2, 1024, 54, |r| {
        let a = d(r[0] as u64 | (r[1] as u64) << 32);
        let b = d(r[2] as u64 | (r[3] as u64) << 32);
        let x = a.mul_add(b, a);
        let bits = if x.is_nan() {
            0x7FFF_FFFF_FFFF_FFFF
        } else {
            x.to_bits()
        };
        vec![bits as u32, (bits >> 32) as u32]
    });
}

#[test]
fn float_directed_rounding_and_ftz() {
    let f = |x: f32| x.to_bits();
    let rows = vec![
        vec![f(1.0), f(1e-30)],
        vec![f(-1.0), f(-1e-30)],
        vec![f(1.0), f(3.0)],
    ];
    let body = "\tadd.rz.f32 %r100, %r1, %r2;\n\tadd.rp.f32 %r101, %r1, %r2;\n\tadd.rm.f32 %r102, %r1, %r2;\n\tdiv.rz.f32 %r103, %r1, %r2;\n\tdiv.rp.f32 %r104, %r1, %r2;";
    let (out, _) = run_lanes(SM90, body, &rows, 5, None).unwrap();
    assert_eq!(out[0][..3], [f(1.0), f(1.0f32.next_up()), f(1.0)]);
    assert_eq!(out[1][..3], [f(-1.0), f(-1.0), f((-1.0f32).next_down())]);
    // 1/3 is not representable: .rz and .rp differ by one ulp.
    assert_eq!(out[2][4], out[2][3] + 1);
    // .ftz flushes a subnormal input; without it the subnormal survives.
    let (out, _) = run_lanes(
        SM90,
        "\tadd.ftz.f32 %r100, %r1, 0f00000000;\n\tadd.f32 %r101, %r1, 0f00000000;",
        &[vec![1]],
        2,
        None,
    )
    .unwrap();
    assert_eq!(out[0], vec![0, 1]);
    // .sat clamps to [0, 1] and turns NaN into +0.
    let (out, _) = run_lanes(
        SM90,
        "\tadd.sat.f32 %r100, %r1, %r2;",
        &[vec![f(0.75), f(0.5)], vec![f(f32::NAN), f(1.0)]],
        1,
        None,
    )
    .unwrap();
    assert_eq!((out[0][0], out[1][0]), (f(1.0), 0));
}

#[test]
fn conversions() {
    let f = f32::from_bits;
    check("\tcvt.rzi.s32.f32 %r100, %r1;\n\tcvt.rni.s32.f32 %r101, %r1;\n\tcvt.rmi.s32.f32 %r102, %r1;\n\tcvt.rpi.s32.f32 %r103, %r1;", 1, 4, 1024, 60, |r| {
        let x = f(r[0]);
        vec![x.trunc() as i32 as u32, x.round_ties_even() as i32 as u32, x.floor() as i32 as u32, x.ceil() as i32 as u32]
    });
    check("\tcvt.rzi.u32.f32 %r100, %r1;", 1, 1, 1024, 61, |r| {
        vec![f(r[0]).trunc() as u32]
    });
    check(
        "\tcvt.rn.f32.s32 %r100, %r1;\n\tcvt.rn.f32.u32 %r101, %r1;",
        1,
        2,
        1024,
        62,
        |r| vec![(i(r[0]) as f32).to_bits(), (r[0] as f32).to_bits()],
    );
    check(
        "\tcvt.s8.s32 %r100, %r1;\n\tcvt.u8.u32 %r101, %r1;\n\tcvt.sat.u8.s32 %r102, %r1;",
        1,
        3,
        1024,
        63,
        |r| {
            vec![
                r[0] as i8 as i32 as u32,
                r[0] & 0xFF,
                i(r[0]).clamp(0, 255) as u32,
            ]
        },
    );
    check(
        "\t.reg .b16 %h<2>;\n\tcvt.rn.f16.f32 %h1, %r1;\n\tcvt.f32.f16 %r100, %h1;",
        1,
        1,
        1024,
        64,
        |r| {
            // f32 -> f16 -> f32 by an independent route: round via f64 to 11 significant bits.
            let x = f(r[0]);
            if x.is_nan() {
                return vec![0x7FFF_FFFF]; // NaN converts to the canonical NaN
            }
            let h = half_round(x as f64);
            vec![(h as f32).to_bits()]
        },
    );
    check(
        "\tcvt.f64.f32 %rd9, %r1;\n\tcvt.rn.f32.f64 %r100, %rd9;",
        1,
        1,
        1024,
        65,
        |r| {
            let x = f(r[0]);
            vec![if x.is_nan() { 0x7FFF_FFFF } else { r[0] }]
        },
    );
}

/// Round an f64 to the nearest binary16 value (ties to even), as an f64; overflow to inf.
fn half_round(x: f64) -> f64 {
    if x == 0.0 || x.is_infinite() {
        return x;
    }
    let a = x.abs();
    // Spacing of half values around a: normal halves have 10 fraction bits, min exp -14.
    let e = a.log2().floor().max(-14.0);
    let ulp = 2f64.powf(e - 10.0);
    let q = a / ulp;
    let r = q.round_ties_even() * ulp;
    let r = if r >= 65520.0 { f64::INFINITY } else { r };
    r.copysign(x)
}

#[test]
fn warp_shuffles() {
    let n = 32;
    let rows: Vec<Vec<u32>> = (0..n).map(|l| vec![l * 10 + 1]).collect();
    let body = "\tshfl.sync.down.b32 %r100|%p1, %r1, 3, 31, -1;\n\tselp.b32 %r101, 1, 0, %p1;\n\
                \tshfl.sync.up.b32 %r102, %r1, 2, 0, -1;\n\
                \tshfl.sync.bfly.b32 %r103, %r1, 5, 31, -1;\n\
                \tshfl.sync.idx.b32 %r104, %r1, 3, 0x1807, -1;";
    let (out, rep) = run_lanes(SM90, body, &rows, 5, None).unwrap();
    assert_eq!(out.len(), n as usize);
    for (l, o) in out.iter().enumerate() {
        let v = |j: usize| rows[j][0];
        let down = if l + 3 <= 31 { v(l + 3) } else { v(l) };
        assert_eq!(o[0], down, "down lane {l}");
        assert_eq!(o[1], (l + 3 <= 31) as u32);
        assert_eq!(o[2], if l >= 2 { v(l - 2) } else { v(l) }, "up lane {l}");
        assert_eq!(o[3], v(l ^ 5), "bfly lane {l}");
        // idx with segment mask 0x18 (c = 0x1807: clamp 7, segmask 0x18): groups of 8.
        assert_eq!(o[4], v((l & !7) | 3), "idx lane {l}");
    }
    assert_eq!(rep.warp_instructions, 10 + 1 + 5 + 5 + 1);
}

#[test]
fn votes_and_activemask_in_divergent_code() {
    let rows: Vec<Vec<u32>> = (0..32).map(|l| vec![l]).collect();
    // Odd lanes enter the branch; inside it activemask is the odd lanes only.
    let body = "\tand.b32 %r5, %r1, 1;\n\tsetp.eq.u32 %p1, %r5, 1;\n\tmov.u32 %r102, 0;\n\t@!%p1 bra $L_skip;\n\tactivemask.b32 %r102;\n$L_skip:\n\
                \tsetp.lt.u32 %p2, %r1, 20;\n\tvote.sync.ballot.b32 %r100, %p2, -1;\n\tvote.sync.all.pred %p3, %p2, -1;\n\tselp.b32 %r101, 1, 0, %p3;";
    let (out, _) = run_lanes(SM90, body, &rows, 3, None).unwrap();
    assert_eq!(out.len(), 32);
    for (l, o) in out.iter().enumerate() {
        assert_eq!(o[0], 0x000F_FFFF);
        assert_eq!(o[1], 0);
        assert_eq!(o[2], if l % 2 == 1 { 0xAAAA_AAAA } else { 0 });
    }
}

#[test]
fn membermask_naming_diverged_lanes_is_a_fault() {
    let rows: Vec<Vec<u32>> = (0..32).map(|l| vec![l]).collect();
    let body = "\tsetp.lt.u32 %p1, %r1, 16;\n\t@!%p1 bra $L_end;\n\tshfl.sync.down.b32 %r100, %r1, 1, 31, -1;\n$L_end:";
    let e = run_lanes(SM90, body, &rows, 1, None)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("not converged") && e.contains("lane 16"), "{e}");
}

#[test]
fn divergence_reconverges_at_the_post_dominator() {
    // if (x < 16) { if (x & 1) y = 1 else y = 2 } else y = 3;  then z = y + 100 for all.
    let rows: Vec<Vec<u32>> = (0..32).map(|l| vec![l]).collect();
    let body = "\tsetp.lt.u32 %p1, %r1, 16;\n\t@!%p1 bra $L_else;\n\
                \tand.b32 %r5, %r1, 1;\n\tsetp.eq.u32 %p2, %r5, 1;\n\t@!%p2 bra $L_even;\n\tmov.u32 %r6, 1;\n\tbra.uni $L_join;\n\
                $L_even:\n\tmov.u32 %r6, 2;\n\tbra.uni $L_join;\n\
                $L_else:\n\tmov.u32 %r6, 3;\n\
                $L_join:\n\tactivemask.b32 %r101;\n\tadd.u32 %r100, %r6, 100;";
    let (out, rep) = run_lanes(SM90, body, &rows, 2, None).unwrap();
    for l in 0..32u32 {
        let y = if l < 16 {
            if l & 1 == 1 {
                1
            } else {
                2
            }
        } else {
            3
        };
        assert_eq!(out[l as usize][0], y + 100);
        // Everyone is back together at the join.
        assert_eq!(out[l as usize][1], u32::MAX);
    }
    // 11 setup/loads, then: setp, bra; [then path: and, setp, bra, {mov, bra} + {mov, bra}];
    // [else: mov]; join: activemask, add; 2 stores; ret.
    assert_eq!(rep.warp_instructions, 11 + 2 + 3 + 2 + 2 + 1 + 2 + 2 + 1);
}

#[test]
fn atomics_global_and_shared() {
    let d = tmpdir("atom");
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<16>;\n\t.shared .align 4 .b32 s_cnt;\n\
         \tld.param.u64 %rd1, [k_p];\n\tmov.u32 %r1, %tid.x;\n\tsetp.ne.u32 %p1, %r1, 0;\n\t@%p1 bra $L_a;\n\tst.shared.u32 [s_cnt], 0;\n$L_a:\n\tbar.sync 0;\n\
         \tatom.shared.add.u32 %r2, [s_cnt], 1;\n\
         \tatom.global.add.u32 %r3, [%rd1], 1;\n\
         \tatom.global.max.s32 %r4, [%rd1+4], %r1;\n\
         \tatom.global.min.u32 %r5, [%rd1+8], %r1;\n\
         \tatom.global.inc.u32 %r6, [%rd1+12], 5;\n\
         \tatom.global.exch.b32 %r7, [%rd1+16], %r1;\n\
         \tatom.global.cas.b32 %r8, [%rd1+20], 0, 77;\n\
         \tred.global.add.u32 [%rd1+24], 2;\n\
         \tatom.global.add.f32 %r9, [%rd1+28], 0f3F000000;\n\
         \tbar.sync 0;\n\t@%p1 bra $L_end;\n\tld.shared.u32 %r10, [s_cnt];\n\tst.global.u32 [%rd1+32], %r10;\n$L_end:\n\tret;\n}}\n"
    );
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(d.join("w.yaml"), "program: k.ptx\ngrid: 3\nblock: [64, 1, 1]\nbuffers:\n  b: { type: u32, count: 9, init: { values: [0, 0, 1000, 0, 0, 0, 0, 0, 0] } }\nargs: [b]\n").unwrap();
    let w = warpsim::workload::load(&d.join("w.yaml")).unwrap();
    let m = warpsim::isa::load_program(&w.program, "k.ptx").unwrap();
    let cfg = warpsim::config::default_for(&m.target).unwrap();
    let mut p = warpsim::engine::prepare(&w, &m, &cfg).unwrap();
    warpsim::engine::run_functional(&mut p, Default::default()).unwrap();
    let b: Vec<u32> = p
        .buffer_bytes("b")
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(b[0], 192); // 3 blocks x 64 threads
    assert_eq!(b[1], 63);
    assert_eq!(b[2], 0);
    assert_eq!(
        b[3],
        (0..192).fold(0u32, |v, _| if v >= 5 { 0 } else { v + 1 })
    );
    assert_eq!(b[4], 63); // the last exchange: block 2, lane 63 (lanes in order, blocks in order)
    assert_eq!(b[5], 77);
    assert_eq!(b[6], 384);
    assert_eq!(f32::from_bits(b[7]), 96.0);
    assert_eq!(b[8], 64); // each block's shared counter
}

#[test]
fn special_registers() {
    let rows: Vec<Vec<u32>> = (0..64).map(|l| vec![l]).collect();
    let body = "\tmov.u32 %r100, %laneid;\n\tmov.u32 %r101, %warpid;\n\tmov.u32 %r102, %lanemask_lt;\n\tmov.u32 %r103, %ntid.x;\n\tmov.u32 %r104, %nctaid.x;\n\tmov.u32 %r105, %smid;\n\tmov.u32 %r106, %lanemask_ge;";
    let (out, _) = run_lanes(SM90, body, &rows, 7, None).unwrap();
    for t in 0..64u32 {
        let l = t % 32;
        assert_eq!(
            out[t as usize],
            vec![l, t / 32, (1u32 << l) - 1, 64, 1, 0, !((1u32 << l) - 1)]
        );
    }
    // %clock advances with the SM clock.
    let body = "\tmov.u32 %r1, %clock;\n\tmov.u32 %r2, %clock;\n\tsub.u32 %r100, %r2, %r1;";
    let (out, _) = run_lanes(SM90, body, &[vec![0]], 1, None).unwrap();
    assert_eq!(out[0][0], 1);
    // %globaltimer counts nanoseconds: the cycle count at the config's clock. Read one
    // instruction after %clock64 (c), then its halves one and two instructions later;
    // %current_graph_exec is 0 outside a device graph.
    let body = "\tmov.u64 %rd9, %clock64;\n\tmov.u64 %rd10, %globaltimer;\n\tmov.u32 %r1, %globaltimer_lo;\n\tmov.u32 %r2, %globaltimer_hi;\n\tmov.u64 %rd11, %current_graph_exec;\n\tcvt.u32.u64 %r100, %rd9;\n\tcvt.u32.u64 %r101, %rd10;\n\tmov.u32 %r102, %r1;\n\tmov.u32 %r103, %r2;\n\tcvt.u32.u64 %r104, %rd11;";
    for config in ["configs/nvidia/h100_pcie.yaml", "configs/nvidia/h100.yaml"] {
        let text = std::fs::read_to_string(root().join(config)).unwrap();
        let mhz = warpsim::config::load_str(config, &text).unwrap().clock_mhz as u64;
        let (out, _) = run_lanes(SM90, body, &[vec![0]], 5, Some(&text)).unwrap();
        let c = out[0][0] as u64;
        let ns = |k: u64| ((c + k) * 1000 / mhz) as u32;
        assert_eq!(
            out[0],
            vec![c as u32, ns(1), ns(2), 0, 0],
            "{config} at {mhz} MHz"
        );
    }
}

/// The restricted fences (PTX 8.6): `.sync_restrict::shared::cta` with `.release`,
/// `::cluster` with `.acquire`, at `.cluster` scope, plain or `async::generic`.
#[test]
fn restricted_fences_run_and_are_checked() {
    let body = "\tfence.release.sync_restrict::shared::cta.cluster;\n\tfence.acquire.sync_restrict::shared::cluster.cluster;\n\tfence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;\n\tfence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;\n\tmov.u32 %r100, 5;";
    let sm90_86 = ".version 8.6\n.target sm_90\n.address_size 64\n";
    let (out, _) = run_lanes(sm90_86, body, &[vec![0]], 1, None).unwrap();
    assert_eq!(out[0], vec![5]);
    for (line, want) in [
        (
            "fence.acquire.sync_restrict::shared::cta.cluster;",
            "fence{.proxy.async::generic}.release",
        ),
        (
            "fence.release.sync_restrict::shared::cluster.cluster;",
            ".acquire.sync_restrict::shared::cluster.cluster",
        ),
        ("fence.release.sync_restrict::shared::cta.gpu;", ".cluster"),
        (
            "fence.proxy.tensormap::generic.release.sync_restrict::shared::cta.cluster;",
            "async::generic",
        ),
    ] {
        let e = one_line_error(sm90_86, line);
        assert!(e.contains(want) && e.contains(":10:"), "{line}: {e}");
    }
    let e = one_line_error(SM90, "fence.release.sync_restrict::shared::cta.cluster;");
    assert!(e.contains("PTX ISA 8.6"), "{e}");
}

#[test]
fn bar_red_popc_counts_across_warps() {
    let rows: Vec<Vec<u32>> = (0..96).map(|l| vec![l]).collect();
    let body = "\tsetp.lt.u32 %p1, %r1, 40;\n\tbar.red.popc.u32 %r100, 0, %p1;\n\tbar.red.and.pred %p2, 0, %p1;\n\tselp.b32 %r101, 1, 0, %p2;";
    let (out, _) = run_lanes(SM90, body, &rows, 2, None).unwrap();
    for o in &out {
        assert_eq!(o, &vec![40, 0]);
    }
}

/// A kernel whose paths all end in `exit` still reconverges, so `bar.sync` orders the
/// shared-memory writes of both halves of a divergent warp (review finding).
#[test]
fn exit_terminated_kernel_reconverges_before_a_barrier() {
    let d = tmpdir("exitbar");
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<16>;\n\t.shared .align 4 .b32 sm[64];\n\
         \tld.param.u64 %rd1, [k_p];\n\tmov.u32 %r1, %tid.x;\n\tand.b32 %r2, %r1, 31;\n\tsetp.lt.u32 %p1, %r2, 16;\n\
         \tmov.u64 %rd2, sm;\n\tmul.wide.u32 %rd3, %r1, 4;\n\tadd.s64 %rd4, %rd2, %rd3;\n\
         \t@%p1 bra $L_a;\n\tadd.u32 %r3, %r1, 200;\n\tst.shared.u32 [%rd4], %r3;\n\tbra.uni $L_join;\n\
         $L_a:\n\tadd.u32 %r3, %r1, 100;\n\tst.shared.u32 [%rd4], %r3;\n\
         $L_join:\n\tbar.sync 0;\n\tadd.u32 %r4, %r1, 16;\n\tand.b32 %r4, %r4, 63;\n\tmul.wide.u32 %rd5, %r4, 4;\n\tadd.s64 %rd6, %rd2, %rd5;\n\
         \tld.shared.u32 %r5, [%rd6];\n\tmul.wide.u32 %rd7, %r1, 4;\n\tadd.s64 %rd8, %rd1, %rd7;\n\tst.global.u32 [%rd8], %r5;\n\texit;\n}}\n"
    );
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(d.join("w.yaml"), "program: k.ptx\ngrid: 1\nblock: [64, 1, 1]\nbuffers:\n  out: { type: u32, count: 64 }\nargs: [out]\n").unwrap();
    let w = warpsim::workload::load(&d.join("w.yaml")).unwrap();
    let m = warpsim::isa::load_program(&w.program, "k.ptx").unwrap();
    let cfg = warpsim::config::default_for(&m.target).unwrap();
    let mut p = warpsim::engine::prepare(&w, &m, &cfg).unwrap();
    warpsim::engine::run_functional(&mut p, Default::default()).unwrap();
    let out: Vec<u32> = p
        .buffer_bytes("out")
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for (t, &v) in out.iter().enumerate() {
        let s = (t + 16) % 64;
        let want = if s % 32 < 16 { s + 100 } else { s + 200 } as u32;
        assert_eq!(v, want, "thread {t}");
    }
}

#[test]
fn bar_arrive_completes_a_barrier_that_others_wait_on() {
    // Warp 0 waits at barrier 1; warp 1 arrives (without waiting), then syncs on 2.
    let rows: Vec<Vec<u32>> = (0..64).map(|l| vec![l]).collect();
    let body = "\tsetp.lt.u32 %p1, %r1, 32;\n\t@!%p1 bra $L_w1;\n\tbar.sync 1, 64;\n\tmov.u32 %r100, 1;\n\tbra.uni $L_end;\n\
                $L_w1:\n\tbar.arrive 1, 64;\n\tmov.u32 %r100, 2;\n$L_end:";
    let (out, _) = run_lanes(SM90, body, &rows, 1, None).unwrap();
    for (t, o) in out.iter().enumerate() {
        assert_eq!(o[0], if t < 32 { 1 } else { 2 });
    }
}

#[test]
fn function_without_final_ret_does_not_run_into_the_next() {
    let d = tmpdir("falloff");
    let ptx = format!(
        "{SM90}.func f(.param .b64 f_p)\n{{\n\t.reg .b64 %rd<3>;\n\t.reg .b32 %r<2>;\n\tld.param.b64 %rd1, [f_p];\n\tatom.global.add.u32 %r1, [%rd1], 1;\n}}\n\
         .visible .entry k(.param .u64 k_p)\n{{\n\t.reg .b64 %rd<3>;\n\tld.param.u64 %rd1, [k_p];\n\t{{\n\t.param .b64 p0;\n\tst.param.b64 [p0], %rd1;\n\tcall.uni f, (p0);\n\t}}\n}}\n"
    );
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(d.join("w.yaml"), "program: k.ptx\nkernel: k\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  out: { type: u32, count: 1 }\nargs: [out]\nexpect:\n  out: { values: [32] }\n").unwrap();
    let r = warpsim::driver::run(&warpsim::driver::RunArgs {
        workload: d.join("w.yaml"),
        threads: 1,
        ..Default::default()
    })
    .unwrap();
    assert_eq!(r.mismatches.0, 0, "{:?}", r.mismatches.1);
}

#[test]
fn review_regressions_misc() {
    // mov.pred with integer immediates (C-style truth).
    let (out, _) = run_lanes(SM90, "\tmov.pred %p1, 0;\n\tmov.pred %p2, -1;\n\tselp.b32 %r100, 1, 0, %p1;\n\tselp.b32 %r101, 1, 0, %p2;", &[vec![0]], 2, None).unwrap();
    assert_eq!(out[0], vec![0, 1]);
    // mad24.hi.sat.s32 saturates the sum.
    let (out, _) = run_lanes(
        SM90,
        "\tmad24.hi.sat.s32 %r100, %r1, %r2, %r3;",
        &[vec![0x7FFFFF, 0x7FFFFF, 0x7FFF_FFFF]],
        1,
        None,
    )
    .unwrap();
    assert_eq!(out[0][0], 0x7FFF_FFFF);
    // 64-bit add with carry through add.cc / addc, and borrow through sub.cc / subc.
    let body = "\tadd.cc.u32 %r100, %r1, %r3;\n\taddc.u32 %r101, %r2, %r4;\n\tsub.cc.u32 %r102, %r1, %r3;\n\tsubc.u32 %r103, %r2, %r4;";
    let mut rng = Rng(0xCC);
    let rows: Vec<Vec<u32>> = (0..256)
        .map(|_| (0..4).map(|_| rng.u32()).collect())
        .collect();
    let (out, _) = run_lanes(SM90, body, &rows, 4, None).unwrap();
    for (r, o) in rows.iter().zip(&out) {
        let (a, b) = (
            r[0] as u64 | (r[1] as u64) << 32,
            r[2] as u64 | (r[3] as u64) << 32,
        );
        assert_eq!(o[0] as u64 | (o[1] as u64) << 32, a.wrapping_add(b));
        assert_eq!(o[2] as u64 | (o[3] as u64) << 32, a.wrapping_sub(b));
    }
    // lop3 with an immediate truth table (0x96 = a ^ b ^ c).
    let (out, _) = run_lanes(
        SM90,
        "\tlop3.b32 %r100, %r1, %r2, %r3, 0x96;",
        &[vec![0xF0F0, 0xFF00, 0x1234]],
        1,
        None,
    )
    .unwrap();
    assert_eq!(out[0][0], 0xF0F0 ^ 0xFF00 ^ 0x1234);
    // Vector accesses must be aligned to the whole vector.
    let e = run_lanes(
        SM90,
        "\tld.global.v4.u32 {%r100, %r101, %r102, %r103}, [%rd5+4];",
        &[vec![0; 8]],
        4,
        None,
    )
    .err()
    .unwrap()
    .to_string();
    assert!(e.contains("misaligned vector access of 16 bytes"), "{e}");
}

/// Two kernels and two helpers: `bad` calls `helper`, whose body has a statement the
/// parser cannot take; `unused` (never called) has another, with vector operands.
const LAZY: &str = r#".version 8.0
.target sm_90
.address_size 64

.func helper(.param .u32 x)
{
	.reg .b32 %r<2>;
	ld.param.u32 %r1, [x];
	frobnicate.u32 %r1, %r1;
	ret;
}

.func unused()
{
	.reg .b32 %r<4>;
	mov.b32 %r1, 1;
	zap.sync.x4 {%r1, %r2}, {%r3};
	mov.b32 %r2, %r1;
	ret;
}

.visible .entry bad(.param .u64 out)
{
	.reg .b32 %r<3>;
	mov.u32 %r1, 7;
	{
	.param .u32 p;
	st.param.u32 [p], %r1;
	call helper, (p);
	}
	ret;
}

.visible .entry good(.param .u64 out)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	st.global.u32 [%rd1], 42;
	ret;
}
"#;

fn lazy_yaml(kernel: &str) -> String {
    format!("program: k.ptx\nkernel: {kernel}\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  out: {{ type: u32, count: 1 }}\nargs: [out]\n")
}

#[test]
fn an_unsupported_statement_blocks_only_the_kernels_that_reach_it() {
    // The file loads; `good` runs although a helper it never calls and another
    // kernel's callee hold statements the parser cannot take.
    let r = run_files(LAZY, &lazy_yaml("good"), None, &[]).unwrap();
    assert_eq!(r.u32s("out"), vec![42]);
    // `bad` reaches `helper`: a located error naming the construct, the function and
    // the kernel.
    let e = run_files(LAZY, &lazy_yaml("bad"), None, &[])
        .err()
        .expect("bad must not run")
        .to_string();
    assert!(e.contains("k.ptx:9:2"), "{e}");
    assert!(e.contains("unknown instruction `frobnicate.u32`"), "{e}");
    assert!(e.contains("kernel `bad`") && e.contains("`helper`"), "{e}");
    // A body that ends inside the statement is still an error of the whole file.
    let broken = LAZY.replace(
        "\tfrobnicate.u32 %r1, %r1;\n\tret;\n}",
        "\tfrobnicate.u32 %r1, %r1\n}",
    );
    let e = run_files(&broken, &lazy_yaml("good"), None, &[])
        .err()
        .expect("an unterminated statement fails the file")
        .to_string();
    assert!(e.contains("k.ptx:10:1") && e.contains("found `}`"), "{e}");
}

#[test]
fn integer_arguments_pass_any_value_of_their_width_signed_or_unsigned() {
    // nvcc declares a C `int` parameter `.u32`: -1 must pass as 0xFFFFFFFF. Values
    // beyond the width, either way, are located errors.
    let ptx = ".version 8.0\n.target sm_90\n.address_size 64\n\
.visible .entry k(.param .u64 out, .param .u32 a, .param .s32 b, .param .u64 c)\n{\n\
\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<3>;\n\
\tld.param.u64 %rd1, [out];\n\tcvta.to.global.u64 %rd1, %rd1;\n\
\tld.param.u32 %r1, [a];\n\tst.global.u32 [%rd1], %r1;\n\
\tld.param.s32 %r2, [b];\n\tst.global.u32 [%rd1+4], %r2;\n\
\tld.param.u64 %rd2, [c];\n\tst.global.u64 [%rd1+8], %rd2;\n\tret;\n}\n";
    let yaml = |a: &str, b: &str, c: &str| {
        format!("program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  out: {{ type: u32, count: 4 }}\nargs: [out, {a}, {b}, {c}]\n")
    };
    let r = run_files(ptx, &yaml("-1", "4294967295", "-2"), None, &[]).unwrap();
    assert_eq!(
        r.u32s("out"),
        vec![u32::MAX, u32::MAX, u32::MAX - 1, u32::MAX]
    );
    let r = run_files(
        ptx,
        &yaml("-2147483648", "-7", "18446744073709551615"),
        None,
        &[],
    )
    .unwrap();
    assert_eq!(
        r.u32s("out"),
        vec![1 << 31, (-7i32) as u32, u32::MAX, u32::MAX]
    );
    for (a, b) in [("4294967296", "0"), ("0", "-2147483649")] {
        let e = run_files(ptx, &yaml(a, b, "0"), None, &[])
            .err()
            .expect("out of range")
            .to_string();
        assert!(e.contains("does not fit in 32 bits"), "{e}");
    }
}

#[test]
fn a_float_argument_for_an_untyped_bit_parameter_passes_its_bits() {
    // AMD metadata types a typedef'd float parameter by width only (`.b32`); a number
    // written as a float passes the float's bits, an integer its own.
    let ptx = ".version 8.0\n.target sm_90\n.address_size 64\n\
.visible .entry k(.param .u64 out, .param .b32 f, .param .b64 d)\n{\n\
\t.reg .b32 %r<2>;\n\t.reg .b64 %rd<3>;\n\
\tld.param.u64 %rd1, [out];\n\tcvta.to.global.u64 %rd1, %rd1;\n\
\tld.param.b32 %r1, [f];\n\tst.global.u32 [%rd1], %r1;\n\
\tld.param.b64 %rd2, [d];\n\tst.global.u64 [%rd1+8], %rd2;\n\tret;\n}\n";
    let yaml = |f: &str, d: &str| {
        format!("program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  out: {{ type: u32, count: 4 }}\nargs: [out, {f}, {d}]\n")
    };
    let r = run_files(ptx, &yaml("32412.0", "-1.25"), None, &[]).unwrap();
    let o = r.u32s("out");
    assert_eq!(o[0], 32412.0f32.to_bits());
    assert_eq!(o[2] as u64 | (o[3] as u64) << 32, (-1.25f64).to_bits());
    let r = run_files(ptx, &yaml("7", "-1"), None, &[]).unwrap();
    let o = r.u32s("out");
    assert_eq!((o[0], o[2], o[3]), (7, u32::MAX, u32::MAX));
}

#[test]
fn redux_elect_warp_size_and_hints() {
    // 48 threads: a full warp and a half warp (lanes 16..31 of warp 1 do not exist).
    let mut rng = Rng(77);
    let rows: Vec<Vec<u32>> = (0..48).map(|_| vec![rng.u32()]).collect();
    let body = "\tgriddepcontrol.wait;\n\tprefetch.global.L2 [%rd5];\n\tprefetchu.L1 [%rd5];\n\
                \tnanosleep.u32 1000;\n\
                \tredux.sync.add.u32 %r100, %r1, -1;\n\tredux.sync.min.s32 %r101, %r1, -1;\n\
                \tredux.sync.max.u32 %r102, %r1, -1;\n\tredux.sync.xor.b32 %r103, %r1, -1;\n\
                \telect.sync %r104|%p1, -1;\n\tselp.b32 %r105, 1, 0, %p1;\n\
                \tmov.u32 %r106, WARP_SZ;\n\tgriddepcontrol.launch_dependents;";
    let (out, rep) = run_lanes(SM90, body, &rows, 7, None).unwrap();
    for (w, lanes) in [(0usize, 0..32usize), (1, 32..48)] {
        let v: Vec<u32> = lanes.clone().map(|t| rows[t][0]).collect();
        let add = v.iter().fold(0u32, |a, &b| a.wrapping_add(b));
        let min = v.iter().map(|&x| x as i32).min().unwrap() as u32;
        let max = *v.iter().max().unwrap();
        let xor = v.iter().fold(0, |a, &b| a ^ b);
        for t in lanes.clone() {
            let o = &out[t];
            assert_eq!(&o[..4], &[add, min, max, xor], "warp {w} thread {t}");
            assert_eq!(o[4], 0, "elect: lane 0 leads");
            assert_eq!(o[5], (t == lanes.start) as u32, "thread {t}");
            assert_eq!(o[6], 32);
        }
    }
    // Prologue 10, one load, the body's 12 (hints included: each issues), 7 stores, ret.
    assert_eq!(rep.warp_instructions, 2 * (10 + 1 + 12 + 7 + 1));
}

#[test]
fn redux_type_rules_and_elect_partial_mask() {
    let rows: Vec<Vec<u32>> = (0..32).map(|l| vec![l]).collect();
    for bad in [
        "redux.sync.add.b32 %r100, %r1, -1;",
        "redux.sync.and.u32 %r100, %r1, -1;",
    ] {
        let e = run_lanes(SM90, &format!("\t{bad}"), &rows, 1, None).unwrap_err();
        assert!(e.to_string().contains("redux"), "{bad}: {e}");
    }
    // Lanes 8..15 elect among themselves: the leader is lane 8.
    let body = "\tmov.u32 %r100, 99;\n\tsetp.lt.u32 %p2, %r1, 8;\n\tsetp.ge.u32 %p3, %r1, 16;\n\
                \tor.pred %p2, %p2, %p3;\n\t@%p2 bra $L_out;\n\telect.sync %r100|%p1, 0xff00;\n$L_out:";
    let (out, _) = run_lanes(SM90, body, &rows, 1, None).unwrap();
    for (l, o) in out.iter().enumerate() {
        assert_eq!(o[0], if (8..16).contains(&l) { 8 } else { 99 }, "lane {l}");
    }
}

#[test]
fn multiply_add_carry_chains() {
    let body = "\tadd.cc.u32 %r10, %r3, %r4;\n\
                \tmadc.lo.cc.u32 %r100, %r1, %r2, %r5;\n\
                \tmadc.hi.u32 %r101, %r1, %r2, %r6;\n\
                \tmad.lo.cc.u32 %r102, %r1, %r2, %r6;\n\
                \taddc.u32 %r103, 0, 0;\n\
                \tmad.hi.cc.s32 %r104, %r1, %r2, %r5;\n\
                \taddc.u32 %r105, 0, 0;";
    check(body, 6, 6, 1024, 41, |r| {
        let (a, b) = (r[0] as u64, r[1] as u64);
        let cf0 = (r[2] as u64 + r[3] as u64) >> 32;
        let lo = (a * b) & 0xFFFF_FFFF;
        let s1 = lo + r[4] as u64 + cf0;
        let cf1 = s1 >> 32;
        let s2 = ((a * b) >> 32) + r[5] as u64 + cf1;
        let s3 = lo + r[5] as u64;
        let hs = ((r[0] as i32 as i64 * r[1] as i32 as i64) >> 32) as u32 as u64;
        let s4 = hs + r[4] as u64;
        vec![
            s1 as u32,
            s2 as u32,
            s3 as u32,
            (s3 >> 32) as u32,
            s4 as u32,
            (s4 >> 32) as u32,
        ]
    });
    // 64-bit forms: the carry comes out of bit 64.
    check(
        "\tmov.b64 %rd10, {%r1, %r2};\n\tmov.b64 %rd11, {%r3, %r4};\n\
         \tmad.lo.cc.u64 %rd12, %rd10, %rd11, %rd10;\n\tmadc.hi.u64 %rd13, %rd10, %rd11, 0;\n\
         \tmov.b64 {%r100, %r101}, %rd12;\n\tmov.b64 {%r102, %r103}, %rd13;",
        4,
        4,
        1024,
        42,
        |r| {
            let x = r[0] as u128 | (r[1] as u128) << 32;
            let y = r[2] as u128 | (r[3] as u128) << 32;
            let p = x * y;
            let s = (p & u64::MAX as u128) + x;
            let hi = (p >> 64) + (s >> 64);
            vec![s as u32, (s >> 32) as u32, hi as u32, (hi >> 32) as u32]
        },
    );
    let rows: Vec<Vec<u32>> = (0..32).map(|l| vec![l]).collect();
    let e = run_lanes(
        SM90,
        "\tmad.wide.cc.u32 %rd9, %r1, %r1, %rd1;",
        &rows,
        1,
        None,
    )
    .unwrap_err();
    assert!(e.to_string().contains(".cc"), "{e}");
}

#[test]
fn brx_idx_jump_table_divergent_and_guarded() {
    let rows: Vec<Vec<u32>> = (0..32).map(|l| vec![l]).collect();
    let table = "$T: .branchtargets $A, $B, $C;\n";
    let body = format!(
        "\trem.u32 %r5, %r1, 3;\n{table}\tsetp.lt.u32 %p1, %r1, 20;\n\t@%p1 brx.idx %r5, $T;\n\
         \tmov.u32 %r100, 7;\n\tbra.uni $E;\n$A:\n\tmov.u32 %r100, 10;\n\tbra.uni $E;\n\
         $B:\n\tmov.u32 %r100, 11;\n\tbra.uni $E;\n$C:\n\tmov.u32 %r100, 12;\n$E:\n\tadd.u32 %r101, %r100, 1;"
    );
    let (out, rep) = run_lanes(SM90, &body, &rows, 2, None).unwrap();
    for (l, o) in out.iter().enumerate() {
        let want = if l < 20 { 10 + l as u32 % 3 } else { 7 };
        assert_eq!(o, &vec![want, want + 1], "lane {l}");
    }
    // 10 prologue + ld; rem, setp; brx four times (guard split, then one per target);
    // three targets' mov+bra (C has no bra) and the guarded-off path's mov+bra; add,
    // two stores, ret.
    assert_eq!(
        rep.warp_instructions,
        11 + 2 + 4 + (2 + 2 + 1) + 2 + 1 + 2 + 1
    );
    // An index past the table is a located fault.
    let body = format!("{table}\tbrx.idx %r1, $T;\n$A:\n$B:\n$C:\n\tmov.u32 %r100, 1;");
    let e = run_lanes(SM90, &body, &rows, 1, None).unwrap_err();
    assert!(
        e.to_string().contains("index 3 is outside its table of 3"),
        "{e}"
    );
    // An undeclared table is named.
    let e = run_lanes(SM90, "\tbrx.idx %r1, $Nope;", &rows, 1, None).unwrap_err();
    assert!(e.to_string().contains("$Nope"), "{e}");
}

#[test]
fn shared_address_arithmetic_with_a_32_bit_register_wraps() {
    // Found by the real-code apps (HeCBench nw, quicksort): nvcc keeps `base - 64` in a
    // register and folds +68 into the offset.
    let rows: Vec<Vec<u32>> = (0..32).map(|l| vec![l]).collect();
    let body = "\tmov.u32 %r10, sbuf;\n\tshl.b32 %r11, %r1, 2;\n\tadd.s32 %r12, %r10, %r11;\n\
                \tst.shared.u32 [%r12+8], %r1;\n\tbar.sync 0;\n\tadd.s32 %r13, %r12, -64;\n\
                \tld.shared.u32 %r100, [%r13+72];";
    let header = format!("{SM90}.shared .align 4 .b8 sbuf[256];\n");
    let (out, _) = run_lanes(&header, body, &rows, 1, None).unwrap();
    for (l, o) in out.iter().enumerate() {
        assert_eq!(o[0], l as u32, "lane {l}");
    }
}

#[test]
fn fp8_pair_conversions() {
    // reshapeKVCache (HeCBench) quantises with cvt.rn.satfinite.e4m3x2.f32.
    let body = "\tcvt.rn.satfinite.e4m3x2.f32 %rs1, %r1, %r2;\n\tcvt.u32.u16 %r100, %rs1;\n\
                \tcvt.rn.satfinite.e5m2x2.f32 %rs2, %r1, %r2;\n\tcvt.u32.u16 %r101, %rs2;\n\
                \tcvt.rn.f16x2.e4m3x2 %r102, %rs1;";
    let kernel_rows = [
        (1.0f32, 2.0f32, 0x3840u32, 0x3C40u32, 0x3C00_4000u32),
        (500.0, -1e9, 0x7EFE, 0x60FB, 0x5F00_DF00),
        (f32::NAN, -0.0, 0x7F80, 0x7F80, 0x7FFF_8000),
    ];
    let rows: Vec<Vec<u32>> = kernel_rows
        .iter()
        .map(|r| vec![r.0.to_bits(), r.1.to_bits()])
        .collect();
    let ptx_body = format!("\t.reg .b16 %rs<4>;\n{body}");
    let (out, _) = run_lanes(SM90, &ptx_body, &rows, 3, None).unwrap();
    for (o, r) in out.iter().zip(&kernel_rows) {
        assert_eq!(o, &vec![r.2, r.3, r.4], "{:?}", (r.0, r.1));
    }
    let rows1 = vec![vec![0u32, 0]];
    let e = run_lanes(
        SM90,
        "\t.reg .b16 %rs<2>;\n\tcvt.rn.e4m3x2.f32 %rs1, %r1, %r2;",
        &rows1,
        1,
        None,
    )
    .unwrap_err();
    assert!(e.to_string().contains("satfinite"), "{e}");
}

/// Module-scope globals initialised with addresses (PTX ISA, "Variable
/// Initializers": `sym`, `generic(sym)`, with an offset), as nvcc writes pointer
/// tables: the linker writes each variable's address (generic = global in warpsim's
/// map) and a distinct handle per function; a 32-bit element that cannot hold the
/// address, a float element or an unknown name is a located error.
#[test]
fn address_initialisers() {
    let globals = ".global .align 4 .u32 arr[4] = {10, 20, 30, 40};
.global .align 8 .u64 p = generic(arr);
.global .align 8 .u64 tbl[3] = {arr, generic(arr)+8, arr - 4};
.func helper()
{
\tret;
}
.global .align 8 .u64 fns[2] = {helper, k};
";
    let body = "\tld.global.u64 %rd10, [p];
\tld.u32 %r100, [%rd10+4];
\tld.global.u64 %rd11, [tbl+8];
\tld.global.u32 %r101, [%rd11];
\tld.global.u64 %rd12, [tbl+16];
\tld.global.u32 %r102, [%rd12+4];
\tld.global.u64 %rd13, [fns];
\tld.global.u64 %rd14, [fns+8];
\tsetp.ne.u64 %p1, %rd13, %rd14;
\tselp.u32 %r103, 1, 0, %p1;
\tld.global.u64 %rd15, [tbl];
\tsetp.eq.u64 %p2, %rd15, %rd10;
\tselp.u32 %r104, 1, 0, %p2;";
    let hdr = format!("{SM90}{globals}");
    let (out, _) = run_lanes(&hdr, body, &[vec![0]], 5, None).unwrap();
    assert_eq!(out[0], vec![20, 30, 10, 1, 1]);
    for (decl, want) in [
        (
            ".global .align 4 .u32 q = arr;",
            "does not fit the 32-bit element of `q`",
        ),
        (
            ".global .align 8 .f64 q = arr;",
            "needs a 32- or 64-bit integer element",
        ),
        (
            ".global .align 8 .u64 q = nosuch;",
            "address of `nosuch`, which is not",
        ),
        (
            ".global .align 8 .u64 q = generic(arr;",
            "to close generic(",
        ),
    ] {
        let hdr = format!("{SM90}.global .align 4 .u32 arr[4];\n{decl}\n");
        let e = run_lanes(
            &hdr,
            "\tld.global.u64 %rd10, [q];\n\tcvt.u32.u64 %r100, %rd10;",
            &[vec![0]],
            1,
            None,
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains(want), "{decl}: {e}");
        assert!(e.contains("k.ptx:"), "not located: {e}");
    }
}

/// Labels are local to the `{ }` block that defines them (PTX ISA, "Scope"): inlined
/// asm such as CUTLASS's cluster-barrier wait repeats `{ ... LAB_WAIT: ... DONE: }`
/// in one function. Each copy's branches go to its own labels (the label at the end
/// of a block names the instruction after it), a block reaches the function's labels,
/// and a block's label is not visible outside it.
#[test]
fn labels_are_local_to_their_block() {
    // r100 = a % 8 counted down in a loop in one block, then r101 = b % 4 in a copy of
    // the same block; the second block jumps out to a function-level label.
    let block = |src: &str, dst: &str, m: u32, out: &str| {
        format!(
            "\t{{\n\t.reg .pred P1;\n\tand.b32 %r50, {src}, {m};\n\tmov.u32 {dst}, 0;\n\
             LAB_WAIT:\n\tsetp.eq.u32 P1, %r50, 0;\n\t@P1 bra DONE;\n\tsub.u32 %r50, %r50, 1;\n\
             \tadd.u32 {dst}, {dst}, 1;\n\tbra LAB_WAIT;\n\tDONE:\n\t{out}\n\t}}\n"
        )
    };
    let body = format!(
        "{}{}\tmov.u32 %r102, 7;\nOUT:\n\tadd.u32 %r102, %r102, 1;\n",
        block("%r1", "%r100", 7, ""),
        block("%r2", "%r101", 3, "bra OUT;")
    );
    check(&body, 2, 3, 64, 91, |r| vec![r[0] % 8, r[1] % 4, 1]);
    // A block's label does not exist outside it.
    let bad = "\t{\n\tINNER:\n\tadd.u32 %r100, %r1, 1;\n\t}\n\tbra INNER;\n";
    let e = run_lanes(SM90, bad, &[vec![0]], 1, None)
        .expect_err("a label of a closed block")
        .to_string();
    assert!(e.contains("undefined label `INNER`"), "{e}");
    // Two definitions in one block are still an error.
    let dup = "\t{\n\tL:\n\tadd.u32 %r100, %r1, 1;\n\tL:\n\tadd.u32 %r100, %r1, 2;\n\t}\n";
    let e = run_lanes(SM90, dup, &[vec![0]], 1, None)
        .expect_err("a duplicate label")
        .to_string();
    assert!(e.contains("duplicate label `L`"), "{e}");
}
