//! Recursive PTX functions: each activation keeps its own registers, predicates,
//! `.local` and `.param` variables (`ir/frame.rs`, `func/frames.rs`), with depths that
//! differ per lane, in both engines; the address of a recursive function's own
//! variable is a located load error; a recursion that does not end is a fault.

mod common;
use common::run_both;

/// `sq(n)` = n^2 + sq(n - 1), sq(0) = 0, written so that a register (`%r1`), a
/// predicate (`%p1`), a `.local` variable (`keep`) and the parameter (`sq_n`, read
/// again) of the caller are live across the recursive call. Each lane recurses to depth `tid % 20`. `extra` is PTX put
/// before the call (for the bad-input variants).
fn kernel(extra: &str, unconditional: bool) -> String {
    let stop = if unconditional {
        ""
    } else {
        "@%p1 bra $L_done;"
    };
    format!(
        r#".version 8.0
.target sm_80
.address_size 64

.func (.param .b32 sq_rv) sq(.param .b32 sq_n)
{{
	.local .align 4 .b32 keep;
	.reg .pred %p<2>;
	.reg .b32 %r<9>;
	.reg .b64 %rd<2>;
	ld.param.u32 %r1, [sq_n];
	st.local.u32 [keep], %r1;
	setp.eq.u32 %p1, %r1, 0;
	{stop}
	sub.u32 %r2, %r1, 1;
	{extra}
	{{
	.param .b32 param0;
	st.param.b32 [param0], %r2;
	.param .b32 retval0;
	call.uni (retval0), sq, (param0);
	ld.param.b32 %r3, [retval0];
	}}
	ld.local.u32 %r4, [keep];
	ld.param.u32 %r8, [sq_n];
	mul.lo.u32 %r5, %r4, %r8;
	add.u32 %r3, %r3, %r5;
	selp.u32 %r6, 1000000, 0, %p1;
	add.u32 %r3, %r3, %r6;
	st.param.b32 [sq_rv], %r3;
	ret;
$L_done:
	mov.u32 %r7, 0;
	st.param.b32 [sq_rv], %r7;
	ret;
}}

.visible .entry k(.param .u64 k_out)
{{
	.reg .b32 %r<5>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [k_out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	rem.u32 %r2, %r1, 20;
	{{
	.param .b32 param0;
	st.param.b32 [param0], %r2;
	.param .b32 retval0;
	call.uni (retval0), sq, (param0);
	ld.param.b32 %r3, [retval0];
	}}
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r3;
	ret;
}}
"#
    )
}

const YAML: &str = "program: k.ptx\ngrid: [1, 1, 1]\nblock: [64, 1, 1]\nbuffers:\n  out: { type: u32, count: 64 }\nargs: [out]\n";

#[test]
fn every_activation_keeps_its_registers_predicates_and_locals() {
    let (func, timed) = run_both(&kernel("", false), YAML, &[]);
    // sum of k^2 for k = 1..n, n = tid % 20 (the predicate term adds nothing).
    let want: Vec<u32> = (0..64u32)
        .map(|t| {
            let n = t % 20;
            n * (n + 1) * (2 * n + 1) / 6
        })
        .collect();
    assert_eq!(func.unwrap().u32s("out"), want);
    assert_eq!(timed.unwrap().u32s("out"), want);
}

/// The functional and the timing engine's errors for `ptx` (each must fail).
fn both_errors(ptx: &str) -> [String; 2] {
    let (func, timed) = run_both(ptx, YAML, &[]);
    [func.err(), timed.err()].map(|e| e.expect("both engines should refuse or fault"))
}

#[test]
fn a_recursive_function_may_not_take_its_own_variables_address() {
    for e in both_errors(&kernel("mov.u64 %rd1, keep;", false)) {
        assert!(
            e.contains("`sq` calls itself")
                && e.contains("takes the address of its own variable `keep`"),
            "{e}"
        );
        // Located at the `mov` (line 16 of the file).
        assert!(e.contains("k.ptx:16"), "{e}");
    }
}

#[test]
fn a_recursion_that_does_not_end_is_a_fault_not_a_hang() {
    for e in both_errors(&kernel("", true)) {
        assert!(
            e.contains("call stack overflow") && e.contains("32768 bytes of stack"),
            "{e}"
        );
        assert!(e.contains("lane 0") && e.contains("warp"), "{e}");
    }
}

/// A function with no storage of its own that calls itself forever (each activation
/// still takes a return address): a fault after a bounded depth, not a run to the
/// cycle limit.
#[test]
fn an_endless_recursion_without_storage_also_overflows() {
    let ptx = ".version 8.0\n.target sm_90\n.address_size 64\n.func f()\n{\n\tcall.uni f, ();\n\tret;\n}\n.visible .entry k(.param .u64 k_out)\n{\n\tcall.uni f, ();\n\tret;\n}\n";
    for e in both_errors(ptx) {
        assert!(
            e.contains("call stack overflow: 4097 nested activations"),
            "{e}"
        );
    }
}
