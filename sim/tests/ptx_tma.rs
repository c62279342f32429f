//! PTX `cp.async.bulk.tensor` (TMA, tiled mode) with tensor maps a launch spec writes,
//! `cvta.param`, clusters of one CTA (`barrier.cluster`, the cluster special
//! registers): the shared-memory image of a box is checked byte for byte against one
//! built here from the tensor's definition (element at coordinates + box index,
//! zero or NaN outside the tensor, 16-byte chunks permuted as the CUDA programming
//! guide's swizzle tables show them); stores write back only the in-bounds part;
//! bad input is a located error or a fault naming the lane; on the timing model the
//! mbarrier wait lasts until the box lands.

mod common;
use common::*;

const SM90: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

/// A tensor for the tests: element bytes `es`, dimensions, byte strides (dimension 0
/// = `es`), its bytes.
struct Tensor {
    es: usize,
    dims: Vec<usize>,
    strides: Vec<usize>,
    bytes: Vec<u8>,
}

impl Tensor {
    fn new(es: usize, dims: &[usize], strides: &[usize], seed: u64) -> Tensor {
        let size = (0..dims.len())
            .map(|d| (dims[d] - 1) * strides[d])
            .sum::<usize>()
            + es;
        let mut r = Rng(seed);
        // No element is zero or all-ones, so fills and misplaced bytes show.
        let bytes = (0..size).map(|_| (r.next() % 200 + 20) as u8).collect();
        Tensor {
            es,
            dims: dims.to_vec(),
            strides: strides.to_vec(),
            bytes,
        }
    }

    /// The element at `g`, or `None` outside the tensor.
    fn at(&self, g: &[i64]) -> Option<&[u8]> {
        let mut off = 0usize;
        for (d, &x) in g.iter().enumerate() {
            if x < 0 || x as usize >= self.dims[d] {
                return None;
            }
            off += x as usize * self.strides[d];
        }
        Some(&self.bytes[off..off + self.es])
    }

    /// The shared-memory image of the box at `coords`.
    fn image(&self, coords: &[i64], boxes: &[usize], span: usize, fill: &[u8]) -> Vec<u8> {
        let n: usize = boxes.iter().product();
        let mut img = vec![0u8; n * self.es];
        for k in 0..n {
            let mut rest = k;
            let g: Vec<i64> = boxes
                .iter()
                .zip(coords)
                .map(|(&b, &c)| {
                    let e = rest % b;
                    rest /= b;
                    c + e as i64
                })
                .collect();
            let v = self.at(&g).unwrap_or(fill);
            let o = swz(k * self.es, span);
            img[o..o + self.es].copy_from_slice(v);
        }
        img
    }
}

/// A one-warp kernel: lane 0 loads the box at the coordinates (params `c0..c4`) with
/// a `rank`-d tensor copy into 1024-byte-aligned shared memory, every lane waits on
/// the mbarrier, then the warp copies `bytes` of shared memory to `out`.
fn load_kernel(rank: usize, bytes: usize) -> String {
    let coords: Vec<String> = (0..rank).map(|d| format!("%r{}", 10 + d)).collect();
    let words = bytes / 4;
    format!(
        "{SM90}.visible .entry k(.param .align 64 .b8 k_map[128], .param .u64 k_out, .param .u32 k_c0, .param .u32 k_c1, .param .u32 k_c2, .param .u32 k_c3, .param .u32 k_c4)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 1024 .b8 buf[{bytes}];
\t.shared .align 8 .b64 bar;
\tmov.u64 %rd1, k_map;
\tcvta.param.u64 %rd2, %rd1;
\tld.param.u64 %rd3, [k_out];
\tld.param.u32 %r10, [k_c0];
\tld.param.u32 %r11, [k_c1];
\tld.param.u32 %r12, [k_c2];
\tld.param.u32 %r13, [k_c3];
\tld.param.u32 %r14, [k_c4];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
\tmov.u32 %r3, bar;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r3], 1;
\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r3], {bytes};
\t@%p1 cp.async.bulk.tensor.{rank}d.shared::cluster.global.mbarrier::complete_tx::bytes [%r2], [%rd2, {{{}}}], [%r3];
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
        coords.join(", ")
    )
}

/// The workload for `load_kernel`: the tensor as buffer `t`, the map's YAML, the
/// coordinates.
fn load_yaml(map: &str, t: &Tensor, out_bytes: usize, coords: &[i64], extra: &str) -> String {
    let mut c = coords.to_vec();
    c.resize(5, 0);
    format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\n{extra}buffers:\n  t: {{ type: u8, count: {}, init: {{ file: t.bin }} }}\n  out: {{ type: u8, count: {out_bytes} }}\nargs:\n  - {{ tensor_map: {{ buffer: t, {map} }} }}\n  - out\n  - {}\n  - {}\n  - {}\n  - {}\n  - {}\n",
        t.bytes.len(),
        c[0],
        c[1],
        c[2],
        c[3],
        c[4]
    )
}

fn list(v: &[usize]) -> String {
    format!(
        "[{}]",
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Load a box and return the shared-memory image the kernel copied out.
fn load(
    t: &Tensor,
    ty: &str,
    boxes: &[usize],
    span: usize,
    fill: &str,
    coords: &[i64],
) -> Result<Vec<u8>, String> {
    let bytes = boxes.iter().product::<usize>() * t.es;
    let map = format!(
        "type: {ty}, dims: {}, strides: {}, box: {}, swizzle: {span}, fill: {fill}",
        list(&t.dims),
        list(&t.strides[1..]),
        list(boxes)
    );
    let r = run_files(
        &load_kernel(t.dims.len(), bytes),
        &load_yaml(&map, t, bytes, coords, ""),
        None,
        &[("t.bin", &t.bytes)],
    )
    .map_err(|e| e.to_string())?;
    Ok(r.prepared.buffer_bytes("out").unwrap().to_vec())
}

#[test]
fn two_d_boxes_land_swizzled_with_zeros_outside_the_tensor() {
    // A 100 x 70 tensor of u16 with a padded row pitch; boxes as wide as each swizzle
    // span (64 elements unswizzled), at coordinates inside, across the far corner,
    // and before the origin.
    let t = Tensor::new(2, &[100, 70], &[2, 224], 7);
    for span in [0usize, 32, 64, 128] {
        let w = if span == 0 { 64 } else { span / 2 };
        let boxes = [w, 16];
        for coords in [[8i64, 3], [90, 60], [-5, -2], [200, 3]] {
            let got = load(&t, "u16", &boxes, span, "zero", &coords).unwrap();
            let want = t.image(&coords, &boxes, span, &[0, 0]);
            assert_eq!(got, want, "swizzle {span}, box at {coords:?}");
        }
    }
    // The swizzle really permutes: the 128B image differs from the plain one.
    let a = load(&t, "u16", &[64, 16], 128, "zero", &[8, 3]).unwrap();
    assert_ne!(a, t.image(&[8, 3], &[64, 16], 0, &[0, 0]));
}

#[test]
fn float_boxes_fill_nan_outside_the_tensor() {
    // f32, 10 x 3: x 6..13 leaves the tensor after x = 9; row 3 is outside entirely.
    let t = Tensor::new(4, &[10, 3], &[4, 48], 9);
    let got = load(&t, "f32", &[8, 4], 0, "nan", &[6, 0]).unwrap();
    let want = t.image(&[6, 0], &[8, 4], 0, &0x7FFF_FFFFu32.to_le_bytes());
    assert_eq!(got, want);
    // bf16's NaN.
    let t = Tensor::new(2, &[12, 2], &[2, 32], 10);
    let got = load(&t, "bf16", &[8, 2], 0, "nan", &[8, 1]).unwrap();
    assert_eq!(got, t.image(&[8, 1], &[8, 2], 0, &[0xFF, 0x7F]));
}

#[test]
fn higher_rank_boxes_walk_every_dimension() {
    // u8, 5 dimensions with non-packed strides; coordinates outside in dimensions 1
    // and 2 (negative and past the end).
    let t = Tensor::new(1, &[40, 3, 5, 2, 3], &[1, 48, 160, 816, 1648], 11);
    let boxes = [32, 2, 2, 1, 2];
    for coords in [[4i64, -1, 4, 1, 0], [0, 1, 0, 0, 2], [16, 0, 1, 1, 1]] {
        let got = load(&t, "u8", &boxes, 32, "zero", &coords).unwrap();
        assert_eq!(got, t.image(&coords, &boxes, 32, &[0]), "{coords:?}");
    }
    // 3-d u32 without swizzle.
    let t = Tensor::new(4, &[6, 4, 3], &[4, 32, 128], 12);
    let got = load(&t, "u32", &[4, 4, 2], 0, "zero", &[3, 1, 2]).unwrap();
    assert_eq!(got, t.image(&[3, 1, 2], &[4, 4, 2], 0, &[0; 4]));
}

#[test]
fn stores_write_back_the_in_bounds_part_of_the_box() {
    // The warp fills 1024 bytes of shared memory with word i = i * 3 + 1, lane 0
    // stores it as a 64x8 u16 box (128B-swizzled) at (60, 66) of a 100 x 70 tensor
    // whose elements start as 0xABCD: only the 40 x 4 elements inside change.
    let ptx = format!(
        "{SM90}.visible .entry k(.param .align 64 .b8 k_map[128])
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 1024 .b8 buf[1024];
\tmov.u64 %rd1, k_map;
\tcvta.param.u64 %rd2, %rd1;
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
\tmov.u32 %r20, %r1;
FILL:
\tsetp.ge.u32 %p3, %r20, 256;
\t@%p3 bra FILLED;
\tmad.lo.u32 %r23, %r20, 3, 1;
\tshl.b32 %r21, %r20, 2;
\tadd.u32 %r22, %r2, %r21;
\tst.shared.u32 [%r22], %r23;
\tadd.u32 %r20, %r20, 32;
\tbra FILL;
FILLED:
\tfence.proxy.async.shared::cta;
\tsetp.eq.u32 %p1, %r1, 0;
\tmov.u32 %r10, 60;
\tmov.u32 %r11, 66;
\t@%p1 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%rd2, {{%r10, %r11}}], [%r2];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
\tret;
}}
"
    );
    let (dims, pitch) = ([100usize, 70], 224usize);
    let init: Vec<u8> = (0..pitch * 70)
        .flat_map(|_| [0xCD, 0xAB])
        .take(pitch * 70)
        .collect();
    let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: { type: u8, count: 15680, init: { file: t.bin } }\nargs:\n  - { tensor_map: { buffer: t, type: u16, dims: [100, 70], strides: [224], box: [64, 8], swizzle: 128 } }\n";
    let r = run_files(&ptx, yaml, None, &[("t.bin", &init)]).unwrap();
    let got = r.prepared.buffer_bytes("t").unwrap();
    // The shared image: word i = 3i + 1; element (x, y) of the box is at the
    // swizzled offset of (y * 64 + x) * 2.
    let img: Vec<u8> = (0..256u32)
        .flat_map(|i| (i * 3 + 1).to_le_bytes())
        .collect();
    let mut want = init.clone();
    for y in 0..8usize {
        for x in 0..64usize {
            let (gx, gy) = (60 + x, 66 + y);
            if gx >= dims[0] || gy >= dims[1] {
                continue;
            }
            let s = swz((y * 64 + x) * 2, 128);
            let g = gy * pitch + gx * 2;
            want[g..g + 2].copy_from_slice(&img[s..s + 2]);
        }
    }
    assert_eq!(got, &want[..]);
    assert_ne!(got, &init[..]);
}

/// Run `load_kernel` with a map and coordinates; the error text.
fn load_err(kernel: &str, map: &str, coords: &[i64], extra: &str) -> String {
    let t = Tensor::new(2, &[100, 70], &[2, 224], 7);
    match run_files(
        kernel,
        &load_yaml(map, &t, 2048, coords, extra),
        None,
        &[("t.bin", &t.bytes)],
    ) {
        Ok(_) => "no error".into(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn bad_maps_and_forms_are_located_errors_or_faults() {
    let ok_map = "type: u16, dims: [100, 70], strides: [224], box: [64, 8], swizzle: 128";
    let k2 = load_kernel(2, 1024);
    assert_eq!(load_err(&k2, ok_map, &[0, 0], ""), "no error");
    // A tensor map the driver would refuse: located at the argument.
    for (map, needle) in [
        (
            "type: u16, dims: [100, 70], strides: [224], box: [72, 8], swizzle: 128",
            "exceeds the 128-byte swizzle span",
        ),
        (
            "type: u16, dims: [100, 70], strides: [200], box: [64, 8]",
            "multiple of 16",
        ),
        (
            "type: u16, dims: [100, 70], box: [64, 300]",
            "box dimension 1 is 300",
        ),
        ("type: f8, dims: [100], box: [64]", "type `f8`"),
        (
            "type: u16, dims: [100, 70], box: [64, 8], swizzle: 48",
            "swizzle",
        ),
        ("type: u32, dims: [100], box: [4], fill: nan", "NaN fill"),
        (
            "type: u16, dims: [100, 70], box: [64], bogus: 1",
            "unknown key `bogus`",
        ),
    ] {
        let e = load_err(&k2, map, &[0, 0], "");
        assert!(e.contains(needle) && e.contains("argument 1"), "{map}: {e}");
    }
    // A 2d copy through a rank-3 map: a fault naming the lane.
    let e = load_err(
        &k2,
        "type: u16, dims: [100, 7, 10], strides: [224, 1568], box: [64, 8, 1], swizzle: 128",
        &[0, 0],
        "",
    );
    assert!(
        e.contains("2d copy with a rank-3 tensor map") && e.contains("lane 0"),
        "{e}"
    );
    // Shared memory not 128-byte aligned.
    let misaligned = k2.replace(
        "mov.u32 %r2, buf;",
        "mov.u32 %r2, buf;\n\tadd.u32 %r2, %r2, 64;",
    );
    let e = load_err(&misaligned, ok_map, &[0, 0], "");
    assert!(e.contains("not 128-byte aligned"), "{e}");
    // Bytes that are not a tensor map: the kernel is given an ordinary aggregate.
    let t = Tensor::new(2, &[100, 70], &[2, 224], 7);
    let yaml = load_yaml(ok_map, &t, 2048, &[0, 0], "").replace(
        &format!("{{ tensor_map: {{ buffer: t, {ok_map} }} }}"),
        &format!("{{ bytes: {} }}", list(&[1; 128])),
    );
    let e = run_files(&k2, &yaml, None, &[("t.bin", &t.bytes)])
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("not a tensor map"), "{e}");
    // Forms: coordinate count, multicast, im2col, a missing dimension.
    for (from, to, needle) in [
        (
            "[%rd2, {%r10, %r11}]",
            "[%rd2, {%r10}]",
            "a 2d copy takes 2 coordinate(s), found 1",
        ),
        (
            "mbarrier::complete_tx::bytes [%r2]",
            "mbarrier::complete_tx::bytes.multicast::cluster [%r2]",
            "multicast",
        ),
        (
            ".2d.shared::cluster.global",
            ".2d.shared::cluster.global.im2col",
            "im2col",
        ),
        (".2d.shared::cluster", ".shared::cluster", "dimension"),
    ] {
        let k = k2.replace(from, to);
        assert_ne!(k, k2, "{from}");
        let e = load_err(&k, ok_map, &[0, 0], "");
        assert!(e.contains(needle) && e.contains("k.ptx:"), "{to}: {e}");
    }
    // Cluster shapes the launch cannot have: located at the key.
    let e = load_err(&k2, ok_map, &[0, 0], "cluster: [2, 1, 1]\n");
    assert!(
        e.contains("the grid [1, 1, 1] is not a whole number of clusters of [2, 1, 1]"),
        "{e}"
    );
    let e = load_err(&k2, ok_map, &[0, 0], "cluster: [17, 1, 1]\n");
    assert!(e.contains("at most 16") && e.contains("w.yaml:"), "{e}");
    let e = load_err(&k2, ok_map, &[0, 0], "cluster: [1, 1, 1]\n");
    assert_eq!(e, "no error");
}

#[test]
fn the_mbarrier_wait_lasts_until_the_box_lands() {
    // The timing model: the copy is a memory event the barrier's waits look at; the
    // warp records %clock around the wait.
    let t = Tensor::new(2, &[100, 70], &[2, 224], 7);
    let k = load_kernel(2, 1024)
        .replace(
            "WAIT:",
            "\tmov.u32 %r40, %clock;\nWAIT:",
        )
        .replace(
            "\tmov.u32 %r20, %r1;\nCOPY:",
            "\tmov.u32 %r41, %clock;\n\tsub.u32 %r42, %r41, %r40;\n\tst.global.u32 [%rd3+1024], %r42;\n\tmov.u32 %r20, %r1;\nCOPY:",
        );
    let d = tmpdir("tma_timing");
    std::fs::write(d.join("k.ptx"), &k).unwrap();
    std::fs::write(d.join("t.bin"), &t.bytes).unwrap();
    let map = "type: u16, dims: [100, 70], strides: [224], box: [64, 8], swizzle: 128";
    std::fs::write(d.join("w.yaml"), load_yaml(map, &t, 1028, &[8, 3], "")).unwrap();
    let r = run_timed(d.join("w.yaml").to_str().unwrap(), None, &[]).unwrap();
    let out = r.u32s("out");
    let waited = out[256];
    // A DRAM round trip at least (the data was never cached).
    assert!(waited > 300, "waited {waited} cycles");
    // And the image is the same as in functional mode.
    let img: Vec<u8> = out[..256].iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(img, t.image(&[8, 3], &[64, 8], 128, &[0, 0]));
}

/// One-block kernels for the cluster barrier (4 warps).
fn cluster_run(body: &str) -> Result<Vec<u32>, String> {
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_out)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 4 .b32 flag;
\tld.param.u64 %rd1, [k_out];
\tmov.u32 %r1, %tid.x;
\tshr.u32 %r2, %r1, 5;
\tmov.u32 %r3, flag;
\tmul.wide.u32 %rd2, %r1, 4;
\tadd.s64 %rd3, %rd1, %rd2;
{body}
\tret;
}}
"
    );
    let yaml = "program: k.ptx\ngrid: [2, 1, 1]\nblock: [128, 1, 1]\nbuffers:\n  out: { type: u32, count: 1024 }\nargs: [out]\n";
    run_files(&ptx, yaml, None, &[])
        .map(|r| r.u32s("out"))
        .map_err(|e| e.to_string())
}

#[test]
fn the_cluster_barrier_orders_the_block_in_two_phases() {
    // Warp 3 writes the flag before it arrives; the others arrive first and read it
    // after the wait: all see it. Then a second phase: warp 0 rewrites the flag
    // between its arrive and wait (allowed: arrive does not wait), warp 3 reads it
    // after waiting.
    let body = "\tsetp.eq.u32 %p1, %r2, 3;
\t@%p1 st.shared.u32 [%r3], 7;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tld.shared.u32 %r10, [%r3];
\tsetp.eq.u32 %p2, %r2, 0;
\tbarrier.cluster.arrive.relaxed.aligned;
\tbarrier.cluster.wait;
\t@%p2 st.shared.u32 [%r3], 9;
\tbarrier.cluster.arrive.aligned;
\tbarrier.cluster.wait;
\tld.shared.u32 %r11, [%r3];
\tshl.b32 %r12, %r10, 8;
\tor.b32 %r13, %r12, %r11;
\tst.global.u32 [%rd3], %r13;";
    let out = cluster_run(body).unwrap();
    let bad: Vec<(usize, u32)> = out[..128]
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, v)| v != (7 << 8) | 9)
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
    // A second arrive before the wait is a fault.
    let twice = body.replace(
        "\tbarrier.cluster.wait;\n\t@%p2",
        "\tbarrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait;\n\t@%p2",
    );
    assert_ne!(twice, body);
    let e = cluster_run(&twice).unwrap_err();
    assert!(
        e.contains("arrive again before barrier.cluster.wait") && e.contains("lane 0"),
        "{e}"
    );
    // Waiting without arriving can never complete: a fault.
    let e = cluster_run("\tbarrier.cluster.wait.aligned;").unwrap_err();
    assert!(
        e.contains("without a preceding barrier.cluster.arrive"),
        "{e}"
    );
    // A warp that never arrives: the others wait forever, a deadlock naming the
    // cluster barrier.
    let e = cluster_run(
        "\tsetp.eq.u32 %p1, %r2, 3;\n\t@%p1 bra SKIP;\n\tbarrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;\n\tbar.sync 1, 96;\nSKIP:\n\tbar.sync 2, 32;",
    );
    // (Warp 3 exits after its own barrier; the exit lowers the count: no deadlock.)
    assert!(e.is_ok(), "{e:?}");
}

#[test]
fn cluster_registers_describe_clusters_of_one_cta() {
    let body = "\tmov.u32 %r10, %cluster_ctarank;
\tmov.u32 %r11, %cluster_nctarank;
\tmov.u32 %r12, %clusterid.x;
\tmov.u32 %r13, %nclusterid.x;
\tmov.u32 %r14, %cluster_ctaid.x;
\tmov.u32 %r15, %cluster_nctaid.x;
\tmov.u32 %r16, %is_explicit_cluster;
\tmov.u32 %r17, %ctaid.x;
\tmul.lo.u32 %r18, %r17, 128;
\tadd.u32 %r19, %r18, %r1;
\tmul.wide.u32 %rd4, %r19, 32;
\tadd.s64 %rd5, %rd1, %rd4;
\tst.global.v4.u32 [%rd5], {%r10, %r11, %r12, %r13};
\tst.global.v4.u32 [%rd5+16], {%r14, %r15, %r16, %r17};";
    let ptx_yaml = |cluster: &str| {
        let ptx = format!(
            "{SM90}.visible .entry k(.param .u64 k_out)
{{
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\tld.param.u64 %rd1, [k_out];
\tmov.u32 %r1, %tid.x;
{body}
\tret;
}}
"
        );
        let yaml = format!("program: k.ptx\ngrid: [2, 1, 1]\nblock: [128, 1, 1]\n{cluster}buffers:\n  out: {{ type: u32, count: 2048 }}\nargs: [out]\n");
        run_files(&ptx, &yaml, None, &[]).unwrap().u32s("out")
    };
    for (cluster, explicit) in [("", 0), ("cluster: [1, 1, 1]\n", 1)] {
        let out = ptx_yaml(cluster);
        for b in 0..2u32 {
            let t = (b * 128 + 5) as usize * 8;
            assert_eq!(
                &out[t..t + 8],
                &[0, 1, b, 2, 0, 1, explicit, b],
                "{cluster}"
            );
        }
    }
}

#[test]
fn kernel_cluster_directives_are_checked_against_the_launch() {
    let k =
        |dirs: &str| format!("{SM90}.visible .entry k(.param .u64 k_out) {dirs}\n{{\n\tret;\n}}\n");
    let run = |ptx: String, extra: &str| {
        let yaml = format!("program: k.ptx\ngrid: [4, 1, 1]\nblock: [32, 1, 1]\n{extra}buffers:\n  out: {{ type: u32, count: 4 }}\nargs: [out]\n");
        run_files(&ptx, &yaml, None, &[])
            .err()
            .map(|e| e.to_string())
    };
    assert_eq!(run(k(".reqnctapercluster 2, 1, 1"), ""), None);
    let e = run(k(".reqnctapercluster 3, 1, 1"), "").unwrap();
    assert!(
        e.contains("not a whole number of clusters of [3, 1, 1]"),
        "{e}"
    );
    let e = run(k(".reqnctapercluster 1, 1, 1"), "cluster: [2, 1, 1]\n").unwrap();
    assert!(e.contains(".reqnctapercluster"), "{e}");
    let e = run(k(".explicitcluster"), "").unwrap();
    assert!(
        e.contains(".explicitcluster") && e.contains("cluster: [x, y, z]"),
        "{e}"
    );
    assert_eq!(run(k(".explicitcluster"), "cluster: 1\n"), None);
    assert_eq!(run(k(".reqnctapercluster 1"), ""), None);
}

#[test]
fn cvta_param_gives_a_generic_address_of_a_kernel_parameter() {
    // Read a by-value parameter through its generic address; a store there faults
    // (the parameter space is read-only); PTX < 7.7 refuses cvta.param.
    let ptx = |ver: &str, store: bool| {
        format!(
            "{}.visible .entry k(.param .align 8 .b8 k_s[16], .param .u64 k_out)
{{
\t.reg .b32 %r<8>;
\t.reg .b64 %rd<8>;
\tmov.u64 %rd1, k_s;
\tcvta.param.u64 %rd2, %rd1;
\tld.u32 %r1, [%rd2+8];
\tld.param.u64 %rd3, [k_out];
\tst.global.u32 [%rd3], %r1;
{}\tret;
}}
",
            SM90.replace("8.0", ver),
            if store { "\tst.u32 [%rd2], %r1;\n" } else { "" }
        )
    };
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  out: { type: u32, count: 1 }\nargs:\n  - { bytes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] }\n  - out\n";
    let r = run_files(&ptx("8.0", false), yaml, None, &[]).unwrap();
    assert_eq!(r.u32s("out"), vec![u32::from_le_bytes([9, 10, 11, 12])]);
    let e = run_files(&ptx("8.0", true), yaml, None, &[])
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("read-only") || e.contains("read only"), "{e}");
    let e = run_files(&ptx("7.6", false), yaml, None, &[])
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("7.7"), "{e}");
}

#[test]
fn cluster_forms_of_one_cta_address_the_cta_itself() {
    // mapa to rank 0 gives the same address (shared::cluster and generic forms); a
    // remote-style arrive through it completes the CTA's own barrier; a multicast
    // copy with ctaMask 1 is the plain copy; the hints and fences run.
    let t = Tensor::new(2, &[100, 70], &[2, 224], 7);
    let map = "type: u16, dims: [100, 70], strides: [224], box: [64, 8], swizzle: 128";
    let k = load_kernel(2, 1024)
        .replace(".target sm_90\n", ".target sm_90a\n")
        .replace(
            "\t.reg .b64 %rd<16>;",
            "\t.reg .b64 %rd<16>;\n\t.reg .b16 %rs<4>;",
        )
        .replace(
            "\tmov.u32 %r1, %tid.x;",
            "\tprefetch.param.tensormap [k_map];\n\tprefetch.tensormap [%rd2];\n\tsetmaxnreg.inc.sync.aligned.u32 240;\n\tmov.u32 %r1, %tid.x;",
        )
        .replace(
            "\t@%p1 mbarrier.arrive.expect_tx",
            "\tfence.mbarrier_init.release.cluster;\n\tfence.proxy.tensormap::generic.acquire.gpu [%rd2], 128;\n\tmapa.shared::cluster.u32 %r30, %r3, 0;\n\tcvt.u64.u32 %rd9, %r3;\n\tcvta.shared.u64 %rd10, %rd9;\n\tmapa.u64 %rd11, %rd10, 0;\n\tmov.b16 %rs1, MASK;\n\t@%p1 mbarrier.arrive.expect_tx",
        )
        .replace(
            "[%r3];\nWAIT:",
            "[%r3], %rs1;\nWAIT:",
        )
        .replace(
            "mbarrier::complete_tx::bytes [%r2]",
            "mbarrier::complete_tx::bytes.multicast::cluster [%r2]",
        )
        .replace(
            "\tmov.u32 %r20, %r1;\nCOPY:",
            "\tst.global.u32 [%rd3+1024], %r30;\n\tst.global.u64 [%rd3+1032], %rd11;\n\tst.global.u64 [%rd3+1040], %rd10;\n\tmov.u32 %r20, %r1;\nCOPY:",
        );
    let run = |mask: &str, k: &str| {
        run_files(
            &k.replace("MASK", mask),
            &load_yaml(map, &t, 1048, &[8, 3], ""),
            None,
            &[("t.bin", &t.bytes)],
        )
    };
    let r = run("1", &k).unwrap();
    let out = r.prepared.buffer_bytes("out").unwrap();
    assert_eq!(&out[..1024], &t.image(&[8, 3], &[64, 8], 128, &[0, 0])[..]);
    let w = |o: usize| u64::from_le_bytes(out[o..o + 8].try_into().unwrap());
    // mapa of a generic address: the same shared byte, in warpsim's ranked form (tag
    // 0xA in bits 28-31 of the window offset, rank 0 in bits 24-27, `func::dsmem`).
    assert_eq!(w(1032), w(1040) + 0xA000_0000, "mapa of a generic address");
    // A ctaMask naming rank 1: a fault naming the lane.
    let e = run("3", &k).err().unwrap().to_string();
    assert!(e.contains("ctaMask 0x3") && e.contains("lane 0"), "{e}");
    // mapa to rank 1.
    let e = run("1", &k.replace("%r3, 0;", "%r3, 1;"))
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("mapa: CTA rank 1 is outside the cluster"), "{e}");
    // The barrier reached through mapa is the CTA's own: arrivals there complete it.
    let arrive = k.replace(
        "\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r3], 1024;",
        "\t@%p1 mbarrier.expect_tx.shared::cta.b64 [%r3], 1024;\n\t@%p1 mbarrier.arrive.shared::cluster.b64 _, [%r30];",
    );
    assert_ne!(arrive, k);
    let r = run("1", &arrive).unwrap();
    assert_eq!(
        &r.prepared.buffer_bytes("out").unwrap()[..1024],
        &t.image(&[8, 3], &[64, 8], 128, &[0, 0])[..]
    );
    // setmaxnreg: a constant in 24..256, a multiple of 8, on an arch-specific target.
    for (from, to, needle) in [
        (
            "inc.sync.aligned.u32 240",
            "inc.sync.aligned.u32 244",
            "multiple of 8",
        ),
        (
            "inc.sync.aligned.u32 240",
            "inc.sync.aligned.u32 16",
            "24..256",
        ),
        ("setmaxnreg.inc", "setmaxnreg", ".inc or .dec"),
        (
            "prefetch.param.tensormap",
            "prefetch.global.tensormap",
            "prefetch.tensormap takes",
        ),
        (
            "prefetch.param.tensormap",
            "prefetch.L2.tensormap",
            "conflicting modifiers",
        ),
    ] {
        let e = run("1", &k.replace(from, to)).err().unwrap().to_string();
        assert!(e.contains(needle) && e.contains("k.ptx:"), "{to}: {e}");
    }
    let e = run("1", &k.replace(".target sm_90a\n", ".target sm_90\n"))
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("arch-specific"), "{e}");
    let ok = run("1", &k);
    assert!(ok.is_ok(), "{:?}", ok.err().map(|e| e.to_string()));
}

/// A kernel over clusters of 2 CTAs (grid 8): rank 1 stores to global memory before
/// the cluster barrier, rank 0 loads after it; every thread records its SM, rank and
/// cluster id. Run in both engines.
fn two_cta_clusters(extra_body: &str) -> (Result<Vec<u32>, String>, Result<Vec<u32>, String>) {
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_flag, .param .u64 k_out)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\tld.param.u64 %rd1, [k_flag];
\tld.param.u64 %rd2, [k_out];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %cluster_ctarank;
\tmov.u32 %r3, %clusterid.x;
\tmov.u32 %r4, %ctaid.x;
\tmov.u32 %r5, %smid;
\tmul.wide.u32 %rd3, %r3, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tsetp.eq.u32 %p1, %r2, 1;
\tadd.u32 %r6, %r3, 100;
\t@%p1 st.global.u32 [%rd4], %r6;
{extra_body}\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tld.global.u32 %r7, [%rd4];
\tmad.lo.u32 %r8, %r4, 64, %r1;
\tmul.wide.u32 %rd5, %r8, 16;
\tadd.s64 %rd6, %rd2, %rd5;
\tst.global.v4.u32 [%rd6], {{%r5, %r2, %r3, %r7}};
\tret;
}}
"
    );
    let yaml = "program: k.ptx\ngrid: [8, 1, 1]\nblock: [64, 1, 1]\ncluster: [2, 1, 1]\nbuffers:\n  flag: { type: u32, count: 4 }\n  out: { type: u32, count: 2048 }\nargs: [flag, out]\n";
    let (func, timed) = run_both(&ptx, yaml, &[]);
    (func.map(|r| r.u32s("out")), timed.map(|t| t.u32s("out")))
}

#[test]
fn clusters_of_two_ctas_synchronise_across_sms() {
    let (func, timed) = two_cta_clusters("");
    for (name, out) in [("functional", func.unwrap()), ("timing", timed.unwrap())] {
        for b in 0..8u32 {
            let (cluster, rank) = (b / 2, b % 2);
            for t in 0..64u32 {
                let o = ((b * 64 + t) * 4) as usize;
                let rec = &out[o..o + 4];
                assert_eq!(
                    rec[1..],
                    [rank, cluster, cluster + 100],
                    "{name}: block {b} thread {t}"
                );
            }
        }
        if name == "timing" {
            // The CTAs of a cluster run on different SMs at the same time.
            for c in 0..4usize {
                assert_ne!(out[c * 2 * 256], out[(c * 2 + 1) * 256], "cluster {c}");
            }
        }
    }
    // mapa to its own rank addresses the variable itself (distributed shared memory
    // across CTAs: tests/ptx_dsmem.rs).
    let (func, timed) = two_cta_clusters(
        "\t.shared .align 4 .b32 s;\n\tmov.u32 %r40, s;\n\tst.shared.u32 [%r40], 7;\n\tmapa.shared::cluster.u32 %r42, %r40, %r2;\n\tld.shared::cluster.u32 %r43, [%r42];\n\tsetp.ne.u32 %p2, %r43, 7;\n\t@%p2 trap;\n",
    );
    func.unwrap();
    timed.unwrap();
}

#[test]
fn a_multicast_copy_fills_every_cta_of_the_mask() {
    // Clusters of 2 (grid 2): each CTA initialises its barrier for its own arrival and
    // the box's bytes; after a cluster barrier rank 0 alone issues one copy with
    // .multicast::cluster and ctaMask 3; both CTAs wait on their own barrier and copy
    // their shared memory out (rank r to out[r * 1024..]). Both get the box.
    let t = Tensor::new(2, &[100, 70], &[2, 224], 11);
    let map = "type: u16, dims: [100, 70], strides: [224], box: [64, 8], swizzle: 128";
    let k = load_kernel(2, 1024)
        .replace(
            "	.reg .b64 %rd<16>;",
            "	.reg .b64 %rd<16>;\n	.reg .b16 %rs<4>;",
        )
        .replace(
            "	ld.param.u64 %rd3, [k_out];",
            "	ld.param.u64 %rd3, [k_out];\n	mov.u32 %r30, %cluster_ctarank;\n	mul.wide.u32 %rd7, %r30, 1024;\n	add.s64 %rd3, %rd3, %rd7;",
        )
        .replace(
            "	@%p1 cp.async.bulk.tensor",
            "	barrier.cluster.arrive.release.aligned;\n	barrier.cluster.wait.acquire.aligned;\n	mov.b16 %rs1, 3;\n	setp.eq.u32 %p2, %r30, 0;\n	and.pred %p2, %p2, %p1;\n	@%p2 cp.async.bulk.tensor",
        )
        .replace(
            "mbarrier::complete_tx::bytes [%r2]",
            "mbarrier::complete_tx::bytes.multicast::cluster [%r2]",
        )
        .replace("[%r3];\nWAIT:", "[%r3], %rs1;\n\tmov.u32 %r40, %clock;\nWAIT:")
        // Each rank records how long its wait took, after its box (rank r: word
        // 512 + r).
        .replace(
            "\tmov.u32 %r20, %r1;\nCOPY:",
            "\tmov.u32 %r41, %clock;\n\tsub.u32 %r42, %r41, %r40;\n\tld.param.u64 %rd8, [k_out];\n\tmul.wide.u32 %rd9, %r30, 4;\n\tadd.s64 %rd8, %rd8, %rd9;\n\tst.global.u32 [%rd8+2048], %r42;\n\tmov.u32 %r20, %r1;\nCOPY:",
        );
    let yaml =
        load_yaml(map, &t, 2056, &[8, 3], "").replace("grid: 1\n", "grid: 2\ncluster: [2, 1, 1]\n");
    let want = t.image(&[8, 3], &[64, 8], 128, &[0, 0]);
    let (func, timed) = run_both(&k, &yaml, &[("t.bin", &t.bytes)]);
    let func = func.unwrap().prepared;
    let timed = timed.unwrap();
    let waited = [timed.u32s("out")[512], timed.u32s("out")[513]];
    for (name, p) in [("functional", func), ("timing", timed.prepared)] {
        let out = p.buffer_bytes("out").unwrap();
        assert_eq!(&out[..1024], &want[..], "{name}: rank 0");
        assert_eq!(&out[1024..2048], &want[..], "{name}: rank 1");
    }
    // The timing engine: rank 1's barrier completes when the bytes land, as rank 0's
    // does (a DRAM round trip at least; the data was never cached), not at the next
    // exchange after the copy was issued.
    assert!(waited.iter().all(|&w| w > 300), "waited {waited:?} cycles");
    assert!(waited[1] >= waited[0], "waited {waited:?} cycles");
}

#[test]
fn application_launches_take_a_cluster_shape() {
    // Clusters of 4 meet at the cluster barrier 20 times; each CTA records its count.
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_flag)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<16>;
\t.reg .b64 %rd<8>;
\tld.param.u64 %rd1, [k_flag];
\tmov.u32 %r4, %ctaid.x;
\tmul.wide.u32 %rd3, %r4, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tmov.u32 %r10, 0;
LOOP:
\tadd.u32 %r10, %r10, 1;
\tbarrier.cluster.arrive.aligned;
\tbarrier.cluster.wait.aligned;
\tst.global.u32 [%rd4], %r10;
\tsetp.lt.u32 %p1, %r10, 20;
\t@%p1 bra LOOP;
\tret;
}}
"
    );
    let d = tmpdir("app_cluster");
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    let twenties = vec!["20"; 64].join(", ");
    let app = |cluster: &str| {
        format!("program: k.ptx\nbuffers:\n  flag: {{ type: u32, count: 64 }}\nlaunches:\n  - {{ kernel: k, grid: [64, 1, 1], block: [64, 1, 1], cluster: {cluster}, args: [flag] }}\nexpect:\n  flag: {{ values: [{twenties}] }}\n")
    };
    std::fs::write(d.join("a.yaml"), app("[4, 1, 1]")).unwrap();
    let y = d.join("a.yaml");
    for mode in [&[][..], &["--functional"][..]] {
        let mut args = vec!["run", y.to_str().unwrap()];
        args.extend_from_slice(mode);
        let (code, out, err) = warpsim(&args);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains("match") || err.contains("match"), "{out}{err}");
    }
    std::fs::write(d.join("a.yaml"), app("[3, 1, 1]")).unwrap();
    let (code, out, err) = warpsim(&["run", y.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        (out.clone() + &err).contains("not a whole number of clusters of [3, 1, 1]"),
        "{out}{err}"
    );
}

// ---- im2col mode --------------------------------------------------------------
// `cp.async.bulk.tensor` in im2col mode (PTX ISA, "Im2col mode"): the copy walks
// `pixels` pixels through the pixel box of an NHWC tensor, W fastest, then H, then the
// next image, each pixel's coordinates plus the instruction's im2col offsets,
// bringing `channels` channels per pixel (out-of-bound ones zero). The expected
// images are those of Triton's Gluon TMA im2col tutorial
// (`python/tutorials/gluon/13-conv-im2col.py`, whose examples assert the hardware's
// results), recomputed here from the walk's definition for every channel; the
// traversal-stride case follows the same walk with the strides as steps [model].

/// Channels (u32 elements) per pixel; the tensor has this many channels.
const CH: usize = 8;
const PIXELS: usize = 16;

/// `load_kernel`'s one-warp kernel for a 4d im2col copy: lane 0 loads the pixels at
/// (c, w, h, n) = (`k_c0`..`k_c3`) with the im2col offsets (`k_ow`, `k_oh`).
fn im2col_kernel() -> String {
    let k = load_kernel(4, PIXELS * CH * 4);
    let edits = [
        (
            ".param .u32 k_c4)",
            ".param .u32 k_c4, .param .u16 k_ow, .param .u16 k_oh)",
        ),
        ("\t.reg .b32 %r<64>;\n", "\t.reg .b32 %r<64>;\n\t.reg .b16 %rs<4>;\n"),
        (
            "\tld.param.u32 %r14, [k_c4];\n",
            "\tld.param.u32 %r14, [k_c4];\n\tld.param.u16 %rs1, [k_ow];\n\tld.param.u16 %rs2, [k_oh];\n",
        ),
        (".global.mbarrier", ".global.im2col.mbarrier"),
        ("[%r3];\nWAIT", "[%r3], {%rs1, %rs2};\nWAIT"),
    ];
    edits.iter().fold(k, |k, (from, to)| {
        assert!(k.contains(from), "load_kernel has `{from}`");
        k.replacen(from, to, 1)
    })
}

/// The tensor: 2 images of 4 x 4 pixels, `CH` channels; element (n, h, w, c) is
/// `pixel * 16 + c` with `pixel` = 1 + n*16 + h*4 + w (the tutorial's values).
fn im2col_tensor() -> Vec<u32> {
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
fn im2col_image(pixels: &[u32], c0: i64, span: usize) -> Vec<u32> {
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

/// Run one copy: the map's extra YAML (corners, strides, swizzle), the coordinates
/// (c, w, h, n) and offsets (w, h); both engines, which must agree.
fn im2col_copy(map: &str, coords: [i64; 4], offs: [i64; 2]) -> Result<Vec<u32>, String> {
    let t = im2col_tensor();
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u32, count: {}, init: {{ values: {t:?} }} }}\n  out: {{ type: u32, count: {} }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: u32, dims: [{CH}, 4, 4, 2], mode: im2col, channels: {CH}, pixels: {PIXELS}, {map} }} }}\n  - out\n  - {}\n  - {}\n  - {}\n  - {}\n  - 0\n  - {}\n  - {}\n",
        t.len(),
        PIXELS * CH,
        coords[0],
        coords[1],
        coords[2],
        coords[3],
        offs[0],
        offs[1]
    );
    let (func, timed) = run_both(&im2col_kernel(), &yaml, &[]);
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
        let got = im2col_copy(map, coords, offs).unwrap();
        assert_eq!(
            got,
            im2col_image(&pixels, 0, 0),
            "{map}, coordinates {coords:?}, offsets {offs:?}"
        );
    }
    // Channels from 4 on: the last four are outside the tensor (zero); a 32-byte
    // swizzle permutes the image's 16-byte chunks.
    let got = im2col_copy(&format!("{plain}, swizzle: 32"), [4, 0, 0, 0], [0, 0]).unwrap();
    assert_eq!(got, im2col_image(&all, 4, 32));
    assert_ne!(got, im2col_image(&all, 4, 0));
    // Traversal strides of 2 in W and H step the walk [model].
    let got = im2col_copy(
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
    assert_eq!(got, im2col_image(&strided, 0, 0));
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
        let e = im2col_copy(map, [0, 0, 0, 0], [0, 0]).unwrap_err();
        assert!(e.contains(needle) && e.contains("argument 1"), "{map}: {e}");
    }
    // A 4d copy's offsets have 8 bits (PTX ISA, "im2col mode": 0..2^8-1).
    let e = im2col_copy("lower: [0, 0], upper: [0, 0]", [0, 0, 0, 0], [256, 0]).unwrap_err();
    assert!(
        e.contains("im2col offset 256 does not fit the 8 bits") && e.contains("lane 0"),
        "{e}"
    );
    // An im2col map of fewer than 3 dimensions (none at all included) is refused.
    for dims in ["[]", "[8, 4]"] {
        let yaml = format!(
            "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u32, count: 64 }}\n  out: {{ type: u32, count: 128 }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: u32, dims: {dims}, mode: im2col, channels: 8, pixels: 16, lower: [], upper: [] }} }}\n  - out\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n"
        );
        let e = run_files(&im2col_kernel(), &yaml, None, &[])
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("3 to 5 dimensions"), "{dims}: {e}");
    }
    // A tiled copy through an im2col map (and the reverse) faults naming the lane.
    let t = im2col_tensor();
    let tiled = im2col_kernel()
        .replace(".global.im2col.", ".global.")
        .replace(", {%rs1, %rs2};", ";");
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u32, count: {}, init: {{ values: {t:?} }} }}\n  out: {{ type: u32, count: 128 }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: u32, dims: [{CH}, 4, 4, 2], mode: im2col, channels: {CH}, pixels: 16, lower: [0, 0], upper: [0, 0] }} }}\n  - out\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n  - 0\n",
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
            "the wide im2col modes are not modelled",
        ),
    ] {
        let k = im2col_kernel().replace(from, to);
        let e = run_files(&k, &yaml, None, &[]).err().unwrap().to_string();
        assert!(e.contains(needle) && e.contains("k.ptx:"), "{to}: {e}");
    }
}

/// The packed 4- and 6-bit types (`16U4_ALIGN8B`, `16U4_ALIGN16B`, `16U6_ALIGN16B`;
/// PTX `.b4x16`, `.b4x16_p64`, `.b6x16_p32`) move units of 16 elements: `gb` packed
/// bytes of global memory to `sb` bytes of shared memory, the padding after them
/// zero; dimension 0 and its coordinate count elements. `t` is the tensor in units.
fn load_packed(
    t: &Tensor,
    ty: &str,
    sb: usize,
    boxes: &[usize],
    span: usize,
    coords: &[i64],
) -> Result<Vec<u8>, String> {
    let bytes = boxes.iter().product::<usize>() * sb;
    let (mut dims, mut boxes_e, mut c) = (t.dims.clone(), boxes.to_vec(), coords.to_vec());
    dims[0] *= 16;
    boxes_e[0] *= 16;
    c[0] *= 16;
    let map = format!(
        "type: {ty}, dims: {}, strides: {}, box: {}, swizzle: {span}",
        list(&dims),
        list(&t.strides[1..]),
        list(&boxes_e)
    );
    let r = run_both(
        &load_kernel(t.dims.len(), bytes),
        &load_yaml(&map, t, bytes, &c, ""),
        &[("t.bin", &t.bytes)],
    );
    let (f, tm) = (r.0?, r.1?);
    let out = f.prepared.buffer_bytes("out").unwrap().to_vec();
    assert_eq!(
        tm.prepared.buffer_bytes("out").unwrap(),
        out,
        "timing engine"
    );
    Ok(out)
}

#[test]
fn packed_4_and_6_bit_boxes_land_in_units_of_16_with_their_padding() {
    for (ty, gb, sb) in [("b4x16", 8, 8), ("b4x16_p64", 8, 16), ("b6x16_p32", 12, 16)] {
        // 320 elements (20 units) per row, 12 rows with a padded pitch.
        let t = Tensor::new(gb, &[20, 12], &[gb, 256], 3);
        for span in [0usize, 64, 128] {
            let w = if span == 0 { 8 } else { span / sb };
            let boxes = [w, 8];
            for coords in [[2i64, 1], [16, 6], [-3, -2]] {
                let got = load_packed(&t, ty, sb, &boxes, span, &coords).unwrap();
                // The image built here: unit k of the box at byte k * sb (swizzled),
                // its gb bytes or zeros outside the tensor, then zeros.
                let n: usize = boxes.iter().product();
                let mut want = vec![0u8; n * sb];
                for k in 0..n {
                    let g = [
                        coords[0] + (k % boxes[0]) as i64,
                        coords[1] + (k / boxes[0]) as i64,
                    ];
                    if let Some(v) = t.at(&g) {
                        let o = swz(k * sb, span);
                        want[o..o + gb].copy_from_slice(v);
                    }
                }
                assert_eq!(got, want, "{ty}, swizzle {span}, box at {coords:?}");
            }
        }
    }
    // A coordinate 0 inside a unit, and a dimension 0 of part of a unit.
    let t = Tensor::new(8, &[20, 12], &[8, 256], 3);
    let e = load_packed(&t, "b4x16_p64", 16, &[8, 8], 0, &[0, 0]);
    assert!(e.is_ok());
    let map = "type: b4x16, dims: [320, 12], strides: [256], box: [128, 8]";
    let yaml = load_yaml(map, &t, 1024, &[8, 0], "");
    let err = |k: String, yaml: String| match run_files(&k, &yaml, None, &[("t.bin", &t.bytes)]) {
        Ok(_) => panic!("ran: {yaml}"),
        Err(e) => e.to_string(),
    };
    let e = err(load_kernel(2, 1024), yaml);
    assert!(e.contains("whole units of 16"), "{e}");
    let map = "type: b6x16_p32, dims: [312, 12], strides: [256], box: [128, 8]";
    let yaml = load_yaml(map, &t, 2048, &[0, 0], "");
    let e = err(load_kernel(2, 2048), yaml);
    assert!(e.contains("whole units of 16"), "{e}");
}
