//! `tcgen05.ld.red` (PTX ISA 9.0, 9.7.16.8.3; sm_101a/sm_110a, the sm_101f/sm_103f/
//! sm_110f families): each thread's loaded columns as `tcgen05.ld` gives them, and
//! their `.min`/`.max` (`.f32` with `.abs` and `.NaN`, `.u32`, `.s32`) in `redval`,
//! against a reduction written here; the forms it refuses as located errors.

mod common;
use common::{one_line_error, run_both_with};

/// Four warps: each thread stores `inp[tid * 8 ..]` into its lane's columns 0-7
/// (`.32x32b.x8`), then loads them back with `ld` (the `tcgen05.ld.red` form, `regs`
/// registers) and writes the registers and redval to `out[tid * 9 ..]`; for `target`.
fn kernel(ld: &str, regs: u32, target: &str) -> String {
    let r: Vec<String> = (0..regs).map(|j| format!("%r{}", 20 + j)).collect();
    let stores: String = (0..regs)
        .map(|j| format!("\tst.global.u32 [%rd4+{}], %r{};\n", 4 * j, 20 + j))
        .collect();
    format!(
        r#".version 8.8
.target {target}
.address_size 64
.shared .align 4 .b32 slot;
.visible .entry k(.param .u64 p_in, .param .u64 p_out)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<8>;
	mov.u32 %r1, %tid.x;
	shr.u32 %r2, %r1, 5;
	setp.ne.u32 %p1, %r2, 0;
	@%p1 bra ALLOCATED;
	mov.u32 %r3, slot;
	tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r3], 32;
ALLOCATED:
	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	tcgen05.fence::after_thread_sync;
	ld.shared.u32 %r4, [slot];
	shl.b32 %r5, %r2, 21;
	add.u32 %r6, %r4, %r5;
	ld.param.u64 %rd1, [p_in];
	cvta.to.global.u64 %rd1, %rd1;
	mul.wide.u32 %rd2, %r1, 32;
	add.s64 %rd2, %rd1, %rd2;
	ld.global.v4.u32 {{%r10, %r11, %r12, %r13}}, [%rd2];
	ld.global.v4.u32 {{%r14, %r15, %r16, %r17}}, [%rd2+16];
	tcgen05.st.sync.aligned.32x32b.x8.b32 [%r6], {{%r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17}};
	tcgen05.wait::st.sync.aligned;
	{ld} {{{}}}, %r30, [%r6]{};
	tcgen05.wait::ld.sync.aligned;
	ld.param.u64 %rd3, [p_out];
	cvta.to.global.u64 %rd3, %rd3;
	mul.wide.u32 %rd4, %r1, 36;
	add.s64 %rd4, %rd3, %rd4;
{stores}	st.global.u32 [%rd4+32], %r30;
	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	@%p1 bra DONE;
	tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r4, 32;
DONE:
	ret;
}}
"#,
        r.join(", "),
        if ld.contains("16x32bx2") { ", 4" } else { "" },
    )
}

/// The reduction as the ISA describes it, written independently of warpsim's `min`:
/// `.abs` takes magnitudes; NaNs are left out as `min`/`max.f32` leave them (all NaN,
/// or any with `.NaN`: the canonical NaN, 0x7FFFFFFF as PTX's `min`/`max` give it
/// [model: tcgen05.ld.red's text names no NaN]); -0 orders below +0.
fn want_f32(v: &[u32], max: bool, abs: bool, nan: bool) -> u32 {
    let v: Vec<u32> = v
        .iter()
        .map(|&x| if abs { x & 0x7FFF_FFFF } else { x })
        .collect();
    let is_nan = |x: u32| x & 0x7FFF_FFFF > 0x7F80_0000;
    let fin: Vec<u32> = v.iter().copied().filter(|&x| !is_nan(x)).collect();
    if fin.is_empty() || (nan && fin.len() < v.len()) {
        return 0x7FFF_FFFF;
    }
    // A key whose integer order is the float order with -0 < +0.
    let key = |x: u32| {
        if x >> 31 == 1 {
            -((x & 0x7FFF_FFFF) as i64) - 1
        } else {
            x as i64
        }
    };
    let pick = if max {
        fin.iter().max_by_key(|&&x| key(x))
    } else {
        fin.iter().min_by_key(|&&x| key(x))
    };
    *pick.unwrap()
}

/// Run one form over 128 threads' random words; check the registers and redval.
fn check(ty: &str, op: &str, mods: &str, split: bool, num: u32) {
    let shape = if split { "16x32bx2" } else { "32x32b" };
    let ld = format!("tcgen05.ld.red.sync.aligned.{shape}.x{num}.{op}{mods}.{ty}");
    let mut g = common::Rng(0x1d_2ed ^ (ty.len() * 31 + op.len() * 7 + mods.len()) as u64);
    // f32: finite values of both signs, zeros of both signs, infinities and NaNs.
    let specials = [
        0x0000_0000,
        0x8000_0000,
        0x7F80_0000,
        0xFF80_0000,
        0x7FC0_0001,
        0xFFA0_0000,
    ];
    let mut inp: Vec<u32> = (0..128 * 8)
        .map(|_| match (ty, g.below(6)) {
            ("f32", 0) => specials[g.below(specials.len())],
            ("f32", _) => ((g.below(2000) as f32 - 1000.0) / 8.0).to_bits(),
            _ => g.next() as u32,
        })
        .collect();
    // Thread 5's lane: NaNs only (and so its redval, whatever .NaN says).
    if ty == "f32" {
        inp[5 * 8..6 * 8].copy_from_slice(&[
            0x7FC0_0000,
            0xFFC0_0123,
            0x7F80_0001,
            0x7FFF_FFFF,
            0xFFFF_FFFF,
            0x7FC0_0000,
            0xFF80_0001,
            0x7FA0_0000,
        ]);
    }
    let bytes: Vec<u8> = inp.iter().flat_map(|w| w.to_le_bytes()).collect();
    let yaml = "program: k.ptx\ngrid: 1\nblock: [128, 1, 1]\nbuffers:\n  inp: { type: u32, count: 1024, init: { file: in.bin } }\n  out: { type: u32, count: 1152 }\nargs: [inp, out]\n";
    // sm_103a has the sm_103f family's instructions; no sm_103 GPU is shipped, so its
    // kernels run on the sm_107a config retargeted (semantics, not timing).
    let (target, cfg) = if split {
        (
            "sm_103a",
            Some(common::sm107a().replace("arch: sm_107a", "arch: sm_103a")),
        )
    } else {
        ("sm_103f", None)
    };
    let (f, t) = run_both_with(
        &kernel(&ld, num, target),
        yaml,
        cfg.as_deref(),
        &[("in.bin", &bytes)],
    );
    let (f, t) = (f.expect(&ld), t.expect(&ld));
    let (max, abs, nan) = (op == "max", mods.contains("abs"), mods.contains("NaN"));
    for tid in 0..128usize {
        // .32x32b: lane t's columns 0-7. .16x32bx2 .x4 with split 4: threads 0-15 of a
        // warp read columns 0-3 of the warp's first 16 lanes, threads 16-31 columns
        // 4-7 of the same lanes.
        let (w, l) = (tid / 32, tid % 32);
        let regs: Vec<u32> = if split {
            let src = 32 * w + l % 16;
            let c0 = if l < 16 { 0 } else { 4 };
            inp[src * 8 + c0..src * 8 + c0 + num as usize].to_vec()
        } else {
            inp[tid * 8..tid * 8 + num as usize].to_vec()
        };
        let red = match ty {
            "f32" => want_f32(&regs, max, abs, nan),
            "u32" => *if max {
                regs.iter().max()
            } else {
                regs.iter().min()
            }
            .unwrap(),
            _ => {
                let s = regs.iter().map(|&x| x as i32);
                (if max { s.max() } else { s.min() }).unwrap() as u32
            }
        };
        for (name, got) in [("functional", f.u32s("out")), ("timing", t.u32s("out"))] {
            let o = &got[tid * 9..tid * 9 + 9];
            assert_eq!(
                o[..num as usize],
                regs[..],
                "{ld} {name}: thread {tid}'s registers"
            );
            assert_eq!(o[8], red, "{ld} {name}: thread {tid}'s redval of {regs:x?}");
        }
    }
}

#[test]
fn ld_red_loads_the_columns_and_reduces_them_per_thread() {
    for (ty, op, mods, split, num) in [
        ("f32", "min", "", false, 8),
        ("f32", "max", "", true, 4),
        ("f32", "max", ".abs", false, 8),
        ("f32", "min", ".NaN", false, 8),
        ("f32", "min", ".abs.NaN", true, 4),
        ("f32", "max", "", false, 2),
        ("u32", "max", "", false, 8),
        ("u32", "min", "", true, 4),
        ("s32", "min", "", false, 2),
        ("s32", "max", "", true, 2),
    ] {
        check(ty, op, mods, split, num);
    }
}

#[test]
fn ld_red_forms_outside_the_isa_are_located_errors() {
    let hdr = ".version 8.8\n.target sm_103f\n.address_size 64\n";
    for (line, want) in [
        (
            "tcgen05.ld.red.sync.aligned.32x32b.x1.min.u32 {%r1}, %r2, [%r3];",
            "at least two columns",
        ),
        (
            "tcgen05.ld.red.sync.aligned.16x64b.x2.min.u32 {%r1, %r4}, %r2, [%r3];",
            ".32x32b or .16x32bx2",
        ),
        (
            "tcgen05.ld.red.sync.aligned.32x32b.x2.u32 {%r1, %r4}, %r2, [%r3];",
            "one of .min and .max",
        ),
        (
            "tcgen05.ld.red.sync.aligned.32x32b.x2.max.abs.s32 {%r1, %r4}, %r2, [%r3];",
            ".f32 only",
        ),
        (
            "tcgen05.ld.red.sync.aligned.32x32b.x2.max.b32 {%r1, %r4}, %r2, [%r3];",
            ".f32, .u32 or .s32",
        ),
        (
            "tcgen05.ld.sync.aligned.32x32b.x2.max.b32 {%r1, %r4}, [%r3];",
            "belongs to tcgen05.ld.red",
        ),
        (
            "tcgen05.ld.red.sync.aligned.32x32b.x2.max.f32 {%r1, %r4}, [%r3];",
            "redval",
        ),
    ] {
        let e = one_line_error(hdr, line);
        assert!(e.contains(want), "{line}\n=> {e}");
    }
    // Not on sm_100a or sm_100f (nor before PTX ISA 8.8), as ptxas 13.5 refuses it
    // there; sm_103a has the sm_103f family's.
    for hdr in [
        ".version 8.8\n.target sm_100a\n.address_size 64\n",
        ".version 8.8\n.target sm_100f\n.address_size 64\n",
        ".version 8.7\n.target sm_101a\n.address_size 64\n",
    ] {
        let e = one_line_error(
            hdr,
            "tcgen05.ld.red.sync.aligned.32x32b.x2.max.u32 {%r1, %r4}, %r2, [%r3];",
        );
        assert!(e.contains("sm_101a/sm_110a"), "{hdr}\n=> {e}");
    }
}
