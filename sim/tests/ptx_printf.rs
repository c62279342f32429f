//! Device printf (`vprintf`): nvcc's PTX for `printf` in a kernel runs, prints what
//! C's printf prints for the same arguments (workloads/ptx/printf: the expected text
//! comes from expected.py's formatting, independent of warpsim's), in the fixed
//! order (block, warp, call, lane) whichever engine and however many host threads,
//! and returns the number of arguments; bad formats fault naming the lane.

mod common;
use common::{root, run_both, warpsim};

fn expected() -> String {
    std::fs::read_to_string(root().join("workloads/ptx/printf/stdout_expected.txt")).unwrap()
}

#[test]
fn printf_prints_as_c_does_in_a_fixed_order_for_any_engine_and_threads() {
    let want = expected();
    for args in [
        vec!["run", "workloads/ptx/printf/printf.yaml", "--functional"],
        vec!["run", "workloads/ptx/printf/printf.yaml"],
        vec!["run", "workloads/ptx/printf/printf.yaml", "--threads", "2"],
    ] {
        let (code, out, err) = warpsim(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        // The device output comes first, then the run's summary.
        assert!(out.starts_with(&want), "{args:?}:\n{out}");
        assert!(
            out.contains("expect: 1 buffer(s) match"),
            "{args:?}:\n{out}"
        );
    }
}

/// A kernel calling `vprintf` with format `fmt` (a .global string) and one 8-byte
/// argument `v` in a local buffer, as nvcc emits the call.
fn kernel(fmt: &str, v: u64) -> String {
    let bytes: Vec<String> = fmt.bytes().chain([0]).map(|b| b.to_string()).collect();
    format!(
        r#".version 8.0
.target sm_80
.address_size 64
.extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_param_0, .param .b64 vprintf_param_1);
.global .align 1 .b8 $str[{n}] = {{{list}}};
.visible .entry k(.param .u64 k_p)
{{
	.local .align 8 .b8 __local_depot0[8];
	.reg .b32 %r<4>;
	.reg .b64 %rd<8>;
	mov.u64 %rd1, __local_depot0;
	cvta.local.u64 %rd2, %rd1;
	mov.u64 %rd3, {v};
	st.local.u64 [%rd1], %rd3;
	mov.u64 %rd4, $str;
	cvta.global.u64 %rd5, %rd4;
	{{
	.param .b64 param0;
	st.param.b64 [param0], %rd5;
	.param .b64 param1;
	st.param.b64 [param1], %rd2;
	.param .b32 retval0;
	call.uni (retval0), vprintf, (param0, param1);
	ld.param.b32 %r1, [retval0];
	}}
	ld.param.u64 %rd6, [k_p];
	cvta.to.global.u64 %rd6, %rd6;
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd7, %r2, 4;
	add.s64 %rd6, %rd6, %rd7;
	st.global.u32 [%rd6], %r1;
	ret;
}}
"#,
        n = fmt.len() + 1,
        list = bytes.join(", ")
    )
}

const YAML: &str = "program: k.ptx\ngrid: 1\nblock: [3, 1, 1]\nbuffers:\n  p: { type: u32, count: 3 }\nargs: [p]\n";

#[test]
fn a_hand_written_call_prints_and_returns_its_argument_count() {
    let (func2, timed2) = run_both(&kernel("v=%lld\n", (-42i64) as u64), YAML, &[]);
    let (func2, timed2) = (func2.unwrap(), timed2.unwrap());
    for (r, p) in [
        (&func2.report.printf, func2.u32s("p")),
        (&timed2.report.printf, {
            let b = timed2.prepared.buffer_bytes("p").unwrap();
            b.chunks_exact(4)
                .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
                .collect()
        }),
    ] {
        let text: Vec<&[u8]> = r.iter().map(|x| x.text.as_slice()).collect();
        assert_eq!(text, [b"v=-42\n"; 3]);
        let lanes: Vec<u32> = r.iter().map(|x| x.lane).collect();
        assert_eq!(lanes, [0, 1, 2]);
        assert_eq!(p, [1, 1, 1]);
    }
}

#[test]
fn bad_formats_fault_naming_the_lane() {
    for (fmt, want) in [
        ("%n\n", "the conversion `%n` is not supported"),
        ("%.9999f\n", "above 4096"),
        ("%lld %lld\n", "local"),
        ("%5", "the format ends inside a conversion"),
        ("%s\n", "printf"),
    ] {
        let (func, timed) = run_both(&kernel(fmt, 1), YAML, &[]);
        for r in [func.err(), timed.err()] {
            let e = r.unwrap_or_else(|| panic!("`{fmt}` ran"));
            assert!(e.contains("printf") && e.contains(want), "`{fmt}`: {e}");
            assert!(e.contains("lane 0"), "`{fmt}`: {e}");
        }
    }
}
