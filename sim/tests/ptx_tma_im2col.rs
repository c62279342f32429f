//! PTX `cp.async.bulk.tensor` in im2col mode (sm_90; PTX ISA, "Im2col mode"): the
//! copy walks `pixels` pixels through the pixel box of an NHWC tensor, W fastest,
//! then H, then the next image, each pixel's coordinates plus the instruction's
//! im2col offsets, bringing `channels` channels per pixel (out-of-bound ones zero).
//! The expected images are those of Triton's Gluon TMA im2col tutorial
//! (`python/tutorials/gluon/13-conv-im2col.py`, whose examples assert the hardware's
//! results), recomputed here from the walk's definition for every channel; the
//! traversal-stride case follows the same walk with the strides as steps [model].

mod common;
use common::*;

const SM90: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";
/// Channels (u32 elements) per pixel; the tensor has this many channels.
const CH: usize = 8;
const PIXELS: usize = 16;

/// One warp: lane 0 loads the pixels at (c, w, h, n) with the im2col offsets
/// (ow, oh) into shared memory; every lane waits on the mbarrier; the warp copies the
/// image to `out`.
fn kernel() -> String {
    let bytes = PIXELS * CH * 4;
    format!(
        "{SM90}.visible .entry k(.param .align 64 .b8 k_map[128], .param .u64 k_out, .param .u32 k_c, .param .u32 k_w, .param .u32 k_h, .param .u32 k_n, .param .u16 k_ow, .param .u16 k_oh)
{{
\t.reg .pred %p<4>;
\t.reg .b16 %rs<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 1024 .b8 buf[{bytes}];
\t.shared .align 8 .b64 bar;
\tmov.u64 %rd1, k_map;
\tcvta.param.u64 %rd2, %rd1;
\tld.param.u64 %rd3, [k_out];
\tld.param.u32 %r10, [k_c];
\tld.param.u32 %r11, [k_w];
\tld.param.u32 %r12, [k_h];
\tld.param.u32 %r13, [k_n];
\tld.param.u16 %rs1, [k_ow];
\tld.param.u16 %rs2, [k_oh];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
\tmov.u32 %r3, bar;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r3], 1;
\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r3], {bytes};
\t@%p1 cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r2], [%rd2, {{%r10, %r11, %r12, %r13}}], [%r3], {{%rs1, %rs2}};
WAIT:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r3], 0;
\t@!%p2 bra WAIT;
\tmov.u32 %r20, %r1;
COPY:
\tsetp.ge.u32 %p3, %r20, {words};
\t@%p3 bra DONE;
\tshl.b32 %r21, %r20, 2;
\tadd.u32 %r22, %r2, %r21;
\tld.shared.u32 %r23, [%r22];
\tcvt.u64.u32 %rd5, %r21;
\tadd.s64 %rd6, %rd3, %rd5;
\tst.global.u32 [%rd6], %r23;
\tadd.u32 %r20, %r20, 32;
\tbra COPY;
DONE:
\tret;
}}
",
        words = bytes / 4
    )
}

/// The tensor: 2 images of 4 x 4 pixels, `CH` channels; element (n, h, w, c) is
/// `pixel * 16 + c` with `pixel` = 1 + n*16 + h*4 + w (the tutorial's values).
fn tensor() -> Vec<u32> {
    let mut t = Vec::new();
    for p in 0..32u32 {
        for c in 0..CH as u32 {
            t.push((p + 1) * 16 + c);
        }
    }
    t
}

/// The image a copy should give: per pixel in `pixels` (the tutorial's pixel values,
/// 0 = outside the tensor), `CH` channels from `c0` (outside the tensor's channels:
/// zero), swizzled by `span`.
fn image(pixels: &[u32], c0: i64, span: usize) -> Vec<u32> {
    let mut dense = Vec::new();
    for &p in pixels {
        for k in 0..CH as i64 {
            let c = c0 + k;
            dense.push(if p == 0 || !(0..CH as i64).contains(&c) {
                0
            } else {
                p * 16 + c as u32
            });
        }
    }
    let mut out = vec![0u32; dense.len()];
    for (k, v) in dense.iter().enumerate() {
        out[swz(k * 4, span) / 4] = *v;
    }
    out
}

/// Where byte `o` of an image lands under a swizzle of `span` bytes (as
/// `tests/ptx_tma.rs` derives it from the CUDA programming guide's tables).
fn swz(o: usize, span: usize) -> usize {
    if span == 0 {
        return o;
    }
    let n = span / 16;
    let chunk = (o / 16) % n;
    let row = (o / 128) % n;
    o - chunk * 16 + (chunk ^ row) * 16
}

/// Run one copy: the map's extra YAML (corners, strides, swizzle), the coordinates
/// (c, w, h, n) and offsets (w, h); both engines, which must agree.
fn copy(map: &str, coords: [i64; 4], offs: [i64; 2]) -> Result<Vec<u32>, String> {
    let t = tensor();
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u32, count: {}, init: {{ values: {t:?} }} }}\n  out: {{ type: u32, count: {} }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: u32, dims: [{CH}, 4, 4, 2], mode: im2col, channels: {CH}, pixels: {PIXELS}, {map} }} }}\n  - out\n  - {}\n  - {}\n  - {}\n  - {}\n  - {}\n  - {}\n",
        t.len(),
        PIXELS * CH,
        coords[0],
        coords[1],
        coords[2],
        coords[3],
        offs[0],
        offs[1]
    );
    let (func, timed) = run_both(&kernel(), &yaml, &[]);
    let f = func.map(|r| r.u32s("out"))?;
    let t = timed.map(|r| r.u32s("out"))?;
    assert_eq!(f, t, "the engines differ");
    Ok(f)
}

/// A copy case: the map's YAML, coordinates, offsets, the pixels it brings.
type Case<'a> = (&'a str, [i64; 4], [i64; 2], Vec<u32>);

#[test]
fn im2col_copies_walk_the_pixel_box_as_the_hardware_does() {
    let plain = "lower: [0, 0], upper: [0, 0]";
    let padded = "lower: [-1, -1], upper: [-1, -1]";
    let all: Vec<u32> = (1..=16).collect();
    // (map, coordinates (c, w, h, n), offsets (w, h), the pixels' values)
    let cases: [Case; 5] = [
        // Example 1: the whole 4x4 image.
        (plain, [0, 0, 0, 0], [0, 0], all.clone()),
        // Example 2: a box shifted up-left by one, partly outside the tensor.
        (
            padded,
            [0, -1, -1, 0],
            [0, 0],
            vec![0, 0, 0, 0, 0, 1, 2, 3, 0, 5, 6, 7, 0, 9, 10, 11],
        ),
        // Example 3: the offsets shift it back onto the tensor.
        (padded, [0, -1, -1, 0], [1, 1], all.clone()),
        // Example 4: from (h 1, w 3) on, into the second image.
        (plain, [0, 3, 1, 0], [0, 0], (8..=23).collect()),
        // Example 5: the same across images inside the padded box.
        (
            padded,
            [0, 2, 1, 0],
            [0, 0],
            vec![7, 0, 9, 10, 11, 0, 0, 0, 0, 0, 17, 18, 19, 0, 21, 22],
        ),
    ];
    for (map, coords, offs, pixels) in cases {
        let got = copy(map, coords, offs).unwrap();
        assert_eq!(
            got,
            image(&pixels, 0, 0),
            "{map}, coordinates {coords:?}, offsets {offs:?}"
        );
    }
    // Channels from 4 on: the last four are outside the tensor (zero); a 32-byte
    // swizzle permutes the image's 16-byte chunks.
    let got = copy(&format!("{plain}, swizzle: 32"), [4, 0, 0, 0], [0, 0]).unwrap();
    assert_eq!(got, image(&all, 4, 32));
    assert_ne!(got, image(&all, 4, 0));
    // Traversal strides of 2 in W and H step the walk [model].
    let got = copy(
        &format!("{plain}, element_strides: [1, 2, 2, 1]"),
        [0, 0, 0, 0],
        [0, 0],
    )
    .unwrap();
    let strided: Vec<u32> = [1, 3, 9, 11, 17, 19, 25, 27, 33, 35, 41, 43]
        .into_iter()
        .map(|p| if p > 32 { 0 } else { p })
        .chain([0; 4])
        .collect();
    assert_eq!(got, image(&strided, 0, 0));
}

#[test]
fn bad_im2col_maps_and_forms_are_errors() {
    for (map, needle) in [
        (
            "lower: [0], upper: [0, 0]",
            "one value per spatial dimension",
        ),
        ("lower: [-200, 0], upper: [0, 0]", "outside -128..127"),
        (
            "lower: [0, 0], upper: [0, 0], element_strides: [2, 1, 1, 1]",
            "not modelled",
        ),
        (
            "lower: [0, 0], upper: [0, 0], swizzle: 128, bogus: 1",
            "unknown key `bogus`",
        ),
    ] {
        let e = copy(map, [0, 0, 0, 0], [0, 0]).unwrap_err();
        assert!(e.contains(needle) && e.contains("argument 1"), "{map}: {e}");
    }
    // A tiled copy through an im2col map (and the reverse) faults naming the lane.
    let t = tensor();
    let tiled = kernel()
        .replace(".global.im2col.", ".global.")
        .replace(", {%rs1, %rs2};", ";");
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u32, count: {}, init: {{ values: {t:?} }} }}\n  out: {{ type: u32, count: 128 }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: u32, dims: [{CH}, 4, 4, 2], mode: im2col, channels: {CH}, pixels: 16, lower: [0, 0], upper: [0, 0] }} }}\n  - out\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n",
        t.len()
    );
    let (func, timed) = run_both(&tiled, &yaml, &[]);
    for e in [func.err().unwrap(), timed.err().unwrap()] {
        assert!(
            e.contains("a tiled copy with an im2col tensor map") && e.contains("lane 0"),
            "{e}"
        );
    }
    // Forms: the offsets' count, a 2d im2col copy, the wide modes.
    for (from, to, needle) in [
        ("{%rs1, %rs2};", "{%rs1};", "takes 2 offset(s), found 1"),
        (
            ".4d.shared::cluster.global.im2col",
            ".4d.shared::cluster.global.im2col::w",
            "only the tiled and plain im2col modes",
        ),
    ] {
        let k = kernel().replace(from, to);
        let e = run_files(&k, &yaml, None, &[]).err().unwrap().to_string();
        assert!(e.contains(needle) && e.contains("k.ptx:"), "{to}: {e}");
    }
}
