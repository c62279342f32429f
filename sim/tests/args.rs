//! Kernel arguments as C sees them: by-value structs from `{fields: [...]}` (C layout)
//! or `{bytes: [...]}`, checked against the parameter's size.

mod common;
use common::*;

fn run_struct(arg: &str) -> Result<Vec<u32>, warpsim::Error> {
    let ptx = std::fs::read_to_string(root().join("sim/tests/fixtures/struct_arg/struct_arg.ptx"))
        .unwrap();
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: 32\nbuffers:\n  out: {{ type: u32, count: 32 }}\n  in: {{ type: f32, count: 32, init: iota }}\nargs: [{arg}, in]\n"
    );
    run_files(&ptx, &yaml, None, &[]).map(|r| r.u32s("out"))
}

#[test]
fn struct_parameter_from_fields_and_from_bytes() {
    // struct { float scale; int offset; double bias; unsigned* out; short tag; }: 32 bytes.
    let fields =
        "{ fields: [ {type: f32, value: 2.0}, {type: s32, value: -5}, {type: f64, value: 0.5}, \
                  {type: u64, value: out}, {type: s16, value: 100} ] }";
    let out = run_struct(fields).unwrap();
    for (i, &o) in out.iter().enumerate() {
        let want = ((i as f32 * 2.0 + 0.5) as i32 + -5 + 100) as u32;
        assert_eq!(o, want, "thread {i}");
    }
    // The same struct as raw bytes needs the buffer's address: fields are the usable
    // form for pointers, bytes for plain data. A plain-data check: the wrong size.
    let e = run_struct("{ bytes: [1, 2, 3] }").unwrap_err().to_string();
    assert!(e.contains("come to 3 bytes; the parameter has 32"), "{e}");
    let e = run_struct("{ fields: [ {type: f32, value: 1.0} ] }")
        .unwrap_err()
        .to_string();
    assert!(e.contains("come to 4 bytes"), "{e}");
    let e = run_struct("7").unwrap_err().to_string();
    assert!(e.contains("{bytes: [...]}"), "{e}");
    let e = run_struct("{ bytes: [1], fields: [] }")
        .unwrap_err()
        .to_string();
    assert!(e.contains("aggregate argument is"), "{e}");
    let e = run_struct("{ fields: [ {type: f32, value: 1.0, extra: 2} ] }")
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown key `extra`"), "{e}");
    let e = run_struct("{ bytes: [300] }").unwrap_err().to_string();
    assert!(e.contains("bytes[0] is not a byte"), "{e}");
}

#[test]
fn struct_parameter_bytes_form_places_every_byte() {
    // scale = 1.0 (0x3F800000), offset = 3, bias = 0.0, out = 0 (never stored through:
    // the kernel would fault), so only check that the launch is prepared.
    let mut b = [0u8; 32];
    b[0..4].copy_from_slice(&1.0f32.to_le_bytes());
    b[4] = 3;
    let list: Vec<String> = b.iter().map(|x| x.to_string()).collect();
    let e = run_struct(&format!("{{ bytes: [{}] }}", list.join(", "))).unwrap_err();
    // Storing through the null `out` is a located kernel fault (exit 3), not a bad argument.
    assert_eq!(e.exit_code(), 3, "{e}");
}
