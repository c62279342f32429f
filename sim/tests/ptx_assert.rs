//! Device `assert` (`__assertfail`, declared without a body as nvcc declares it):
//! a kernel whose assertions hold runs as if they were absent; the first failing
//! thread stops the launch with a fault in CUDA's words, in both engines.

mod common;
use common::{run_both, words};

/// `out[i] = in[i] * 2` after `assert(in[i] != 0)`, as nvcc 13 emits the call
/// (message, file, line, function and char size as parameters).
fn kernel() -> String {
    let bytes = |s: &str| -> (usize, String) {
        let v: Vec<String> = s.bytes().chain([0]).map(|b| b.to_string()).collect();
        (s.len() + 1, v.join(", "))
    };
    let (mn, m) = bytes("in[i] != 0");
    let (fnl, f) = bytes("main.cu");
    let (nn, n) = bytes("void k(const int *, int *)");
    format!(
        r#".version 8.0
.target sm_80
.address_size 64
.extern .func __assertfail
(
	.param .b64 __assertfail_param_0,
	.param .b64 __assertfail_param_1,
	.param .b32 __assertfail_param_2,
	.param .b64 __assertfail_param_3,
	.param .b64 __assertfail_param_4
)
;
.global .align 1 .b8 $str[{mn}] = {{{m}}};
.global .align 1 .b8 $str1[{fnl}] = {{{f}}};
.global .align 1 .b8 __unnamed_1[{nn}] = {{{n}}};
.visible .entry k(.param .u64 k_in, .param .u64 k_out)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd1, [k_in];
	ld.param.u64 %rd2, [k_out];
	cvta.to.global.u64 %rd3, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r4, %ctaid.x;
	mov.u32 %r5, %ntid.x;
	mad.lo.s32 %r1, %r4, %r5, %r1;
	mul.wide.u32 %rd4, %r1, 4;
	add.s64 %rd5, %rd3, %rd4;
	ld.global.u32 %r2, [%rd5];
	setp.ne.s32 %p1, %r2, 0;
	@%p1 bra $L__BB0_2;
	mov.u64 %rd6, $str;
	cvta.global.u64 %rd7, %rd6;
	mov.u64 %rd8, $str1;
	cvta.global.u64 %rd9, %rd8;
	mov.u64 %rd10, __unnamed_1;
	cvta.global.u64 %rd11, %rd10;
	mov.u32 %r3, 12;
	mov.u64 %rd6, 1;
	{{ // callseq 0, 0
	.param .b64 param0;
	st.param.b64 [param0], %rd7;
	.param .b64 param1;
	st.param.b64 [param1], %rd9;
	.param .b32 param2;
	st.param.b32 [param2], %r3;
	.param .b64 param3;
	st.param.b64 [param3], %rd11;
	.param .b64 param4;
	st.param.b64 [param4], %rd6;
	call.uni
	__assertfail,
	(
	param0,
	param1,
	param2,
	param3,
	param4
	);
	}} // callseq 0
$L__BB0_2:
	cvta.to.global.u64 %rd6, %rd2;
	add.s64 %rd7, %rd6, %rd4;
	shl.b32 %r4, %r2, 1;
	st.global.u32 [%rd7], %r4;
	ret;
}}
"#
    )
}

const YAML: &str = "program: k.ptx\ngrid: [2, 1, 1]\nblock: [4, 1, 1]\nbuffers:\n  in: { type: u32, count: 8, init: { file: in.bin } }\n  out: { type: u32, count: 8 }\nargs: [in, out]\n";

#[test]
fn assertions_that_hold_cost_nothing_but_their_test() {
    let input = [1u32, 2, 3, 4, 5, 6, 7, 8];
    let (func, timed) = run_both(&kernel(), YAML, &[("in.bin", &words(&input))]);
    let want: Vec<u32> = input.iter().map(|x| x * 2).collect();
    assert_eq!(func.unwrap().u32s("out"), want);
    let t = timed.unwrap();
    let b = t.prepared.buffer_bytes("out").unwrap();
    let got: Vec<u32> = b
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn a_failing_assertion_stops_the_launch_in_cudas_words() {
    // Threads 2 and 3 of block 1 fail; the fault names the lower one.
    let input = [1u32, 2, 3, 4, 5, 6, 0, 0];
    let (func, timed) = run_both(&kernel(), YAML, &[("in.bin", &words(&input))]);
    let want = "main.cu:12: void k(const int *, int *): block: [1,0,0], thread: [2,0,0] Assertion `in[i] != 0` failed.";
    for e in [func.err(), timed.err()] {
        let e = e.expect("the launch should fault");
        assert!(
            e.contains("device assertion failed") && e.contains(want),
            "{e}"
        );
        assert!(e.contains("lane 2"), "{e}");
    }
}
