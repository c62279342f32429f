//! Device-side tensor-map edits (`tensormap.replace`, `tensormap.cp_fenceproxy`,
//! `fence.proxy.tensormap::generic`), the way CUTLASS's grouped and ptr-array GEMMs
//! use them (`cute::tma_descriptor_replace_*`, `tma_descriptor_cp_fence_release`,
//! `tma_descriptor_fence_acquire`): a kernel copies the map it was given into shared
//! memory, points it at another tensor with other dimensions, strides and swizzle,
//! publishes it to global memory, and loads a box through it. The box is checked byte
//! for byte against one built here, in both engines.

mod common;
use common::*;

const SM90A: &str = ".version 8.3\n.target sm_90a\n.address_size 64\n";

/// One warp: lane 0 copies the parameter map into shared memory; the warp edits it
/// there with `edits` (PTX lines using %r30 = its shared address, %rd20 = the second
/// tensor's address), publishes it to `k_desc` with cp_fenceproxy, fences, and lane 0
/// loads the 64 x 8 u16 box at (k_c0, k_c1) through it; the warp copies the box to
/// `out`.
fn kernel(edits: &str) -> String {
    let copy = wait_and_copy_out("%r5", "%r4", "%rd22", 256);
    format!(
        "{SM90A}.visible .entry k(.param .align 64 .b8 k_map[128], .param .u64 k_b, .param .u64 k_desc, .param .u64 k_out, .param .u32 k_c0, .param .u32 k_c1)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<32>;
\t.shared .align 128 .b8 smap[128];
\t.shared .align 1024 .b8 buf[1024];
\t.shared .align 8 .b64 bar;
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r30, smap;
\tld.param.u64 %rd20, [k_b];
\tld.param.u64 %rd21, [k_desc];
\tld.param.u64 %rd22, [k_out];
\tld.param.u32 %r10, [k_c0];
\tld.param.u32 %r11, [k_c1];
\tsetp.lt.u32 %p1, %r1, 16;
\t@!%p1 bra COPIED;
\tshl.b32 %r2, %r1, 3;
\tmov.u64 %rd1, k_map;
\tcvt.u64.u32 %rd2, %r2;
\tadd.s64 %rd3, %rd1, %rd2;
\tld.param.u64 %rd4, [%rd3];
\tadd.u32 %r3, %r30, %r2;
\tst.shared.u64 [%r3], %rd4;
COPIED:
\tbar.sync 0;
{edits}
\tbar.sync 0;
\ttensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd21], [%r30], 128;
\tfence.proxy.tensormap::generic.acquire.gpu [%rd21], 128;
\tmov.u32 %r4, buf;
\tmov.u32 %r5, bar;
\tsetp.eq.u32 %p2, %r1, 0;
\t@%p2 mbarrier.init.shared::cta.b64 [%r5], 1;
\t@%p2 mbarrier.arrive.expect_tx.shared::cta.b64 %rd5, [%r5], 1024;
\t@%p2 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r4], [%rd21, {{%r10, %r11}}], [%r5];
{copy}}}
"
    )
}

/// Run `kernel(edits)` with a 100 x 70 u16 tensor `a` (map: box 64 x 8, no swizzle)
/// and a tensor `b` of `b_bytes`; the box in both engines.
fn run(
    edits: &str,
    b: &[u8],
    coords: (i64, i64),
) -> (Result<Vec<u8>, String>, Result<Vec<u8>, String>) {
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  a: {{ type: u8, count: 15680 }}\n  b: {{ type: u8, count: {}, init: {{ file: b.bin }} }}\n  desc: {{ type: u8, count: 128 }}\n  out: {{ type: u8, count: 1024 }}\nargs:\n  - {{ tensor_map: {{ buffer: a, type: u16, dims: [100, 70], strides: [224], box: [64, 8], swizzle: 0 }} }}\n  - b\n  - desc\n  - out\n  - {}\n  - {}\n",
        b.len(),
        coords.0,
        coords.1
    );
    let (f, t) = run_both(&kernel(edits), &yaml, &[("b.bin", b)]);
    (
        f.map(|r| r.prepared.buffer_bytes("out").unwrap().to_vec()),
        t.map(|r| r.prepared.buffer_bytes("out").unwrap().to_vec()),
    )
}

#[test]
fn an_edited_map_loads_from_the_new_tensor() {
    // b: 80 x 12 u16 elements with a 256-byte row pitch; the edits point the map at it,
    // set its dimensions and row stride, a 128B swizzle and the NaN fill... of u16 (no
    // NaN: zero), then f16 (NaN 0x7FFF); the box at (40, 6) crosses both far edges.
    let (w, h, pitch) = (80usize, 12usize, 256usize);
    let mut r = Rng(77);
    let b: Vec<u8> = (0..pitch * h)
        .map(|_| (r.next() % 200 + 20) as u8)
        .collect();
    let edits = "\ttensormap.replace.tile.global_address.shared::cta.b1024.b64 [%r30], %rd20;\n\
\ttensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r30], 0, 80;\n\
\ttensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r30], 1, 12;\n\
\ttensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%r30], 0, 256;\n\
\ttensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [%r30], 3;\n\
\ttensormap.replace.tile.elemtype.shared::cta.b1024.b32 [%r30], 6;\n\
\ttensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [%r30], 1;";
    let (c0, c1) = (40i64, 6i64);
    let mut want = vec![0u8; 1024];
    for y in 0..8usize {
        for x in 0..64usize {
            let (gx, gy) = (c0 as usize + x, c1 as usize + y);
            let v = if gx < w && gy < h {
                [b[gy * pitch + gx * 2], b[gy * pitch + gx * 2 + 1]]
            } else {
                [0xFF, 0x7F]
            };
            let o = swz((y * 64 + x) * 2, 128);
            want[o..o + 2].copy_from_slice(&v);
        }
    }
    let (f, t) = run(edits, &b, (c0, c1));
    assert_eq!(f.unwrap(), want, "functional");
    assert_eq!(t.unwrap(), want, "timing");
}

#[test]
fn values_warpsim_does_not_model_fault_naming_the_lane() {
    let b = vec![1u8; 4096];
    // (Values in registers; immediates out of range are located errors, below.)
    for (edit, want) in [
        ("mov.u32 %r31, 2;\n\ttensormap.replace.tile.element_stride.shared::cta.b1024.b32 [%r30], 1, %r31;", "element stride 2"),
        ("mov.u32 %r31, 5;\n\ttensormap.replace.tile.rank.shared::cta.b1024.b32 [%r30], %r31;", "rank 6"),
        ("mov.u32 %r31, 300;\n\ttensormap.replace.tile.box_dim.shared::cta.b1024.b32 [%r30], 0, %r31;", "box dimension 300"),
    ] {
        let (f, t) = run(&format!("\t{edit}"), &b, (0, 0));
        for e in [f.err().unwrap(), t.err().unwrap()] {
            assert!(e.contains(want) && e.contains("lane 0"), "{edit}: {e}");
        }
    }
}

#[test]
fn illegal_forms_are_located_errors() {
    let sm90 = ".version 8.3\n.target sm_90\n.address_size 64\n";
    let t = "tensormap.replace.tile";
    for (hdr, line, want) in [
        (SM90A, format!("{t}.global_address.global.b1024.b32 [%rd1], %r1;"), ".b64"),
        (SM90A, format!("{t}.rank.global.b1024.b64 [%rd1], %rd2;"), ".b32"),
        (SM90A, format!("{t}.box_dim.global.b1024.b32 [%rd1], %r1;"), "takes [addr], ord, new_val"),
        (SM90A, format!("{t}.box_dim.global.b1024.b32 [%rd1], %r2, %r1;"), "immediates"),
        (SM90A, format!("{t}.swizzle_mode.global.b1024.b32 [%rd1], %r1;"), "immediates"),
        (SM90A, "tensormap.replace.global_address.global.b1024.b64 [%rd1], %rd2;".into(), "tensormap.replace.tile"),
        (sm90, format!("{t}.global_address.global.b1024.b64 [%rd1], %rd2;"), "sm_90a"),
        (SM90A, format!("{t}.swizzle_atomicity.global.b1024.b32 [%rd1], 0;"), "sm_100"),
        (SM90A, "tensormap.cp_fenceproxy.global.shared::cta.release.gpu.sync.aligned [%rd1], [%r1], 128;".into(), "tensormap::generic"),
        (SM90A, "fence.proxy.tensormap::generic.release.gpu [%rd1], 128;".into(), "only fence.proxy.tensormap::generic.acquire takes operands"),
        (SM90A, "fence.proxy.tensormap::generic.acquire.gpu;".into(), "takes [addr], size"),
        (SM90A, format!("{t}.box_dim.global.b1024.b32 [%rd1], 5, 8;"), "ordinal 5 is not 0..4"),
        (SM90A, format!("{t}.global_stride.global.b1024.b64 [%rd1], 4, 256;"), "ordinal 4 is not 0..3"),
        (SM90A, format!("{t}.elemtype.global.b1024.b32 [%rd1], 16;"), "value 16 is not 0..15"),
        (SM90A, format!("{t}.elemtype.global.b1024.b32 [%rd1], 13;"), "value 13 is not modelled"),
        (SM90A, format!("{t}.interleave_layout.global.b1024.b32 [%rd1], 1;"), "value 1 is not modelled"),
        (SM90A, format!("{t}.swizzle_mode.global.b1024.b32 [%rd1], 4;"), "value 4 is not modelled"),
        (SM90A, "fence.proxy.tensormap::generic.acquire.gpu [%rd1], 64;".into(), "must be 128"),
    ] {
        let e = one_line_error(hdr, &line);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:10:"), "{line}: not located: {e}");
    }
}
