//! `cvt.pack.sat` end to end: all eight convert types with and without `c`, every
//! worked example of isa-semantics.md §1.3, chaining through `c`, the target rules
//! (sm_72, sub-byte sm_75), illegal forms, and a property test against the spec's bit
//! loops (with the two-sided clamp) written independently here.

mod common;
use common::*;

/// The spec pseudo-code of PTX ISA §9.7.9.22 with the MIN clamp restored
/// (isa-semantics.md §1.2): b in the low field, a above it, c fills d[31:2n].
fn spec(a: i32, b: i32, c: u32, n: u32, signed: bool) -> u32 {
    let (min, max) = if signed {
        (-(1i64 << (n - 1)), (1i64 << (n - 1)) - 1)
    } else {
        (0, (1i64 << n) - 1)
    };
    let ta = (a as i64).max(min).min(max) as u64;
    let tb = (b as i64).max(min).min(max) as u64;
    let mut d = 0u32;
    for i in 0..n {
        d |= (((tb >> i) & 1) as u32) << i;
    }
    for i in n..2 * n {
        d |= (((ta >> (i - n)) & 1) as u32) << i;
    }
    if n < 16 {
        for i in 2 * n..32 {
            d |= ((c >> (i - 2 * n)) & 1) << i;
        }
    }
    d
}

const TYPES: [(&str, u32, bool); 8] = [
    ("u16", 16, false),
    ("s16", 16, true),
    ("u8", 8, false),
    ("s8", 8, true),
    ("u4", 4, false),
    ("s4", 4, true),
    ("u2", 2, false),
    ("s2", 2, true),
];

fn form(ty: &str, n: u32) -> String {
    if n == 16 {
        format!("\tcvt.pack.sat.{ty}.s32 %r100, %r1, %r2;")
    } else {
        format!("\tcvt.pack.sat.{ty}.s32.b32 %r100, %r1, %r2, %r3;")
    }
}

fn run(ty: &str, n: u32, rows: &[(i32, i32, u32)]) -> Vec<u32> {
    let inputs: Vec<Vec<u32>> = rows
        .iter()
        .map(|&(a, b, c)| vec![a as u32, b as u32, c])
        .collect();
    run_lanes(SM90, &form(ty, n), &inputs, 1, None)
        .unwrap()
        .0
        .iter()
        .map(|o| o[0])
        .collect()
}

#[test]
fn worked_examples_of_isa_semantics_1_3() {
    let rows: &[(&str, i32, i32, u32, u32)] = &[
        ("u8", -257, 257, 0xF839B0ED, 0xB0ED00FF),
        ("s8", -257, 257, 0xF839B0ED, 0xB0ED807F),
        ("s16", -40000, 40000, 0, 0x80007FFF),
        ("u16", -40000, 40000, 0, 0x00009C40),
        ("u16", 70000, 5, 0, 0xFFFF0005),
        ("u8", 300, -1, 0x88776655, 0x6655FF00),
        ("s8", -200, 100, 0x88776655, 0x66558064),
        ("u4", 16, 7, 0x88776655, 0x776655F7),
        ("s4", -9, 8, 0x88776655, 0x77665587),
        ("u2", 5, 2, 0xFFFFFFFF, 0xFFFFFFFE),
        ("s2", -3, 2, 0, 0x00000009),
    ];
    for &(ty, a, b, c, want) in rows {
        let n = TYPES.iter().find(|t| t.0 == ty).unwrap().1;
        assert_eq!(
            run(ty, n, &[(a, b, c)])[0],
            want,
            "cvt.pack.sat.{ty} a={a} b={b} c={c:#x}"
        );
        assert_eq!(spec(a, b, c, n, ty.starts_with('s')), want);
    }
}

#[test]
fn chaining_through_c_builds_msb_first() {
    // CUTLASS NumericArrayConverter<int4b_t, int, 8>: elements 1,-2,3,-4,5,-6,7,-8.
    let body = "\tcvt.pack.sat.s4.s32.b32 %r10, %r1, %r2, 0;\n\
                \tcvt.pack.sat.s4.s32.b32 %r11, %r3, %r4, %r10;\n\
                \tcvt.pack.sat.s4.s32.b32 %r12, %r5, %r6, %r11;\n\
                \tcvt.pack.sat.s4.s32.b32 %r100, %r7, %r8, %r12;";
    let e: [i32; 8] = [1, -2, 3, -4, 5, -6, 7, -8];
    let row: Vec<u32> = [e[7], e[6], e[5], e[4], e[3], e[2], e[1], e[0]]
        .iter()
        .map(|&x| x as u32)
        .collect();
    let (out, rep) = run_lanes(SM90, body, &[row], 1, None).unwrap();
    assert_eq!(out[0][0], 0x87A5C3E1);
    // 1 warp: 10 setup + 8 loads + 4 packs + 1 store + ret, one instruction per cycle.
    assert_eq!(rep.warp_instructions, 24);
    assert_eq!(rep.cycles, 24);
    // The spec example `%r4 = pack(%r5, %r6, 0); %r7 = pack(%r8, %r9, %r4)` gives
    // %r7 = {%r5, %r6, %r8, %r9} (byte 3 .. byte 0); here r5,r6,r8,r9 = r3,r4,r1,r2.
    let body = "\tcvt.pack.sat.u8.s32.b32 %r10, %r3, %r4, 0;\n\tcvt.pack.sat.u8.s32.b32 %r100, %r1, %r2, %r10;";
    let (out, _) = run_lanes(SM90, body, &[vec![0x11, 0x22, 0x33, 0x44]], 1, None).unwrap();
    assert_eq!(out[0][0], 0x33441122);
}

fn sample(rng: &mut Rng, n: u32) -> i32 {
    let lim = 1i64 << n;
    match rng.next() % 3 {
        0 => (rng.next() % (4 * lim as u64 + 8)) as i64 as i32 - (2 * lim + 4) as i32,
        1 => [i32::MIN, i32::MAX, -1, 0, 1][(rng.next() % 5) as usize],
        _ => rng.u32() as i32,
    }
}

#[test]
fn property_every_convert_type_matches_the_spec() {
    let seed = 0xC0_FACE_u64;
    eprintln!("seed {seed:#x}");
    const N: usize = 131072;
    for (k, &(ty, n, signed)) in TYPES.iter().enumerate() {
        let mut rng = Rng(seed + k as u64);
        let rows: Vec<(i32, i32, u32)> = (0..N)
            .map(|_| (sample(&mut rng, n), sample(&mut rng, n), rng.u32()))
            .collect();
        let got = run(ty, n, &rows);
        let bad: Vec<usize> = (0..N)
            .filter(|&i| got[i] != spec(rows[i].0, rows[i].1, rows[i].2, n, signed))
            .collect();
        for &i in bad.iter().take(4) {
            eprintln!("{ty}: {:?} -> {:#x}", rows[i], got[i]);
        }
        assert!(
            bad.is_empty(),
            "cvt.pack.sat.{ty}: {} of {N} differ (seed {seed:#x})",
            bad.len()
        );
    }
    // The pure function, a million more inputs.
    let mut rng = Rng(seed);
    for _ in 0..1_000_000 {
        let (ty, n, s) = TYPES[(rng.next() % 8) as usize];
        let (a, b, c) = (sample(&mut rng, n), sample(&mut rng, n), rng.u32());
        assert_eq!(
            warpsim::func::cvt_pack::cvt_pack_sat(a, b, c, n, s),
            spec(a, b, c, n, s),
            "{ty} a={a} b={b} c={c:#x}"
        );
    }
}

fn load_err(ptx: &str) -> String {
    let d = tmpdir("cvtpack");
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    // A statement the parser sets aside fails only the kernels that reach it; `k`
    // does, so it counts as the file's error here.
    match warpsim::isa::load_program(&d.join("k.ptx"), "k.ptx") {
        Ok(m) => m.first_set_aside().map_or(String::new(), |e| e.to_string()),
        Err(e) => e.to_string(),
    }
}

fn kernel(header: &str, line: &str) -> String {
    format!("{header}.visible .entry k() {{\n\t.reg .b32 %r<8>;\n\t{line}\n\tret;\n}}\n")
}

#[test]
fn target_and_form_rules_like_ptxas() {
    let sm70 = ".version 6.5\n.target sm_70\n.address_size 64\n";
    let sm72 = ".version 6.5\n.target sm_72\n.address_size 64\n";
    let old_ptx = ".version 6.4\n.target sm_75\n.address_size 64\n";
    let ok = "cvt.pack.sat.u8.s32.b32 %r1, %r2, %r3, %r4;";
    assert!(load_err(&kernel(sm72, ok)).is_empty());
    let e = load_err(&kernel(sm70, ok));
    assert!(e.contains("k.ptx:6:2:") && e.contains("sm_72"), "{e}");
    let e = load_err(&kernel(sm72, "cvt.pack.sat.s4.s32.b32 %r1, %r2, %r3, %r4;"));
    assert!(e.contains("sm_75"), "{e}");
    let e = load_err(&kernel(old_ptx, ok));
    assert!(e.contains("PTX ISA 6.5"), "{e}");
    for (bad, why) in [
        (
            "cvt.pack.sat.u8.s32 %r1, %r2, %r3;",
            "need .s32.b32 and a `c`",
        ),
        (
            "cvt.pack.sat.s16.s32.b32 %r1, %r2, %r3, %r4;",
            "unexpected type",
        ),
        (
            "cvt.pack.sat.u8.u32.b32 %r1, %r2, %r3, %r4;",
            "illegal second type",
        ),
        ("cvt.pack.u8.s32.b32 %r1, %r2, %r3, %r4;", "requires .sat"),
        (
            "cvt.pack.sat.u32.s32.b32 %r1, %r2, %r3, %r4;",
            "illegal type `.u32`",
        ),
        (
            "cvt.pack.sat.u8.s32.u32 %r1, %r2, %r3, %r4;",
            "illegal third type",
        ),
    ] {
        let e = load_err(&kernel(SM90, bad));
        assert!(e.contains(why), "`{bad}`: {e}");
        assert!(e.starts_with("k.ptx:6:"), "`{bad}`: {e}");
    }
}
