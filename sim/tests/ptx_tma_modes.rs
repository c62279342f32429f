//! The TMA's other modes, checked element by element in both engines against images
//! built here from the tensors' definitions: `.tile::gather4` (four rows of a 2-d
//! tensor into shared memory) and `.tile::scatter4` (sm_100, PTX ISA 8.6), tensor
//! stores and reductions in `.im2col_no_offs` mode (sm_90), and the byte-masked bulk
//! store `cp.async.bulk...cp_mask` (sm_100). The gather cases follow Triton's Gluon
//! TMA gather/scatter tutorial (`python/tutorials/gluon/09-tma-gather-scatter.py`),
//! whose tests assert these rules on Blackwell hardware: out-of-bound rows and columns
//! read as zero and are not written, a column must start on a 16-byte boundary, a
//! scatter's coordinates must not be negative. Bad forms are located errors; bad
//! coordinates and maps are faults naming the lane.

mod common;
use common::*;

const SM100A: &str = ".version 8.6\n.target sm_100a\n.address_size 64\n";
const SM90: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

/// The sm_100a config: the sm_107a one retargeted (the tests check semantics; no
/// sm_100 GPU is shipped).
fn sm100a() -> String {
    sm107a().replace("arch: sm_107a", "arch: sm_100a")
}

/// A buffer's bytes after both runs, asserted equal between the engines.
fn same(r: &(Result<Run, String>, Result<Timed, String>), buf: &str) -> Vec<u8> {
    let (f, t) = r;
    let f = f
        .as_ref()
        .unwrap()
        .prepared
        .buffer_bytes(buf)
        .unwrap()
        .to_vec();
    let t = t
        .as_ref()
        .unwrap()
        .prepared
        .buffer_bytes(buf)
        .unwrap()
        .to_vec();
    assert_eq!(f, t, "the engines differ on {buf}");
    f
}

/// Both runs' errors, asserted to contain every one of `want`.
fn both_fail(r: (Result<Run, String>, Result<Timed, String>), want: &[&str]) {
    let (f, t) = r;
    for e in [f.err().expect("ran"), t.err().expect("ran")] {
        for w in want {
            assert!(e.contains(w), "wanted `{w}`: {e}");
        }
    }
}

/// A 2-d row-major tensor: `cols` elements of `es` bytes per row, rows `pitch` bytes
/// apart; no element is zero.
struct Tensor2 {
    es: usize,
    cols: usize,
    rows: usize,
    pitch: usize,
    bytes: Vec<u8>,
}

impl Tensor2 {
    fn new(es: usize, cols: usize, rows: usize, pitch: usize, seed: u64) -> Tensor2 {
        let mut r = Rng(seed);
        let bytes = (0..pitch * rows)
            .map(|_| (r.next() % 200 + 20) as u8)
            .collect();
        Tensor2 {
            es,
            cols,
            rows,
            pitch,
            bytes,
        }
    }

    /// The element at column `x` of row `y`, or `None` outside the tensor.
    fn at(&self, x: i64, y: i64) -> Option<&[u8]> {
        if x < 0 || y < 0 || x as usize >= self.cols || y as usize >= self.rows {
            return None;
        }
        let o = y as usize * self.pitch + x as usize * self.es;
        Some(&self.bytes[o..o + self.es])
    }

    fn map(&self, ty: &str, width: usize, span: usize) -> String {
        format!(
            "{{ tensor_map: {{ buffer: t, type: {ty}, dims: [{}, {}], strides: [{}], box: [{width}, 1], swizzle: {span}, fill: zero }} }}",
            self.cols, self.rows, self.pitch
        )
    }
}

/// One warp: lane 0 gathers rows `k_rows[0..4]` into `buf` and rows `k_rows[4..8]`
/// into the next four rows of `buf` (the first copy into the CTA's shared memory, the
/// second into the cluster's), both at column `k_col`, completing one mbarrier; the
/// warp then copies `bytes` of `buf` to `out`.
fn gather_kernel(bytes: usize) -> String {
    let copy = wait_and_copy_out("%r3", "%r2", "%rd3", bytes / 4);
    let half = bytes / 2;
    let g = "cp.async.bulk.tensor.2d";
    let tail = "global.tile::gather4.mbarrier::complete_tx::bytes";
    format!(
        "{SM100A}.visible .entry k(.param .align 64 .b8 k_map[128], .param .u64 k_out, .param .u64 k_rows, .param .u32 k_col)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 1024 .b8 buf[{bytes}];
\t.shared .align 8 .b64 bar;
\tmov.u64 %rd1, k_map;
\tcvta.param.u64 %rd2, %rd1;
\tld.param.u64 %rd3, [k_out];
\tld.param.u64 %rd7, [k_rows];
\tcvta.to.global.u64 %rd7, %rd7;
\tld.param.u32 %r10, [k_col];
\tld.global.v4.u32 {{%r11, %r12, %r13, %r14}}, [%rd7];
\tld.global.v4.u32 {{%r15, %r16, %r17, %r18}}, [%rd7+16];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
\tmov.u32 %r3, bar;
\tadd.u32 %r4, %r2, {half};
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r3], 1;
\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r3], {bytes};
\t@%p1 {g}.shared::cta.{tail} [%r2], [%rd2, {{%r10, %r11, %r12, %r13, %r14}}], [%r3];
\t@%p1 {g}.shared::cluster.{tail} [%r4], [%rd2, {{%r10, %r15, %r16, %r17, %r18}}], [%r3];
{copy}}}
"
    )
}

fn gather_yaml(t: &Tensor2, map: &str, out: usize, rows: [i32; 8], col: i64) -> String {
    let rows: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
    format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u8, count: {}, init: {{ file: t.bin }} }}\n  out: {{ type: u8, count: {out} }}\n  rows: {{ type: s32, count: 8, init: {{ values: [{}] }} }}\nargs:\n  - {map}\n  - out\n  - rows\n  - {col}\n",
        t.bytes.len(),
        rows.join(", ")
    )
}

/// Gather 8 rows of `width` elements at column `col`; the shared image.
fn gather(
    t: &Tensor2,
    ty: &str,
    width: usize,
    span: usize,
    rows: [i32; 8],
    col: i64,
) -> (Result<Run, String>, Result<Timed, String>) {
    let bytes = 8 * width * t.es;
    let cfg = sm100a();
    run_both_with(
        &gather_kernel(bytes),
        &gather_yaml(t, &t.map(ty, width, span), bytes, rows, col),
        Some(&cfg),
        &[("t.bin", &t.bytes)],
    )
}

#[test]
fn gather4_brings_four_rows_with_zeros_outside_the_tensor() {
    // Rows before, inside, past the end of the tensor, repeated, in any order; columns
    // before the tensor, at its start, inside, across its end and past it (each a
    // multiple of 16 bytes); f32 and bf16; no swizzle and the span as wide as a row.
    let rows = [-20, 3, 19, 25, 0, 7, 7, -1];
    for (ty, es, width, span) in [("f32", 4, 32, 0), ("f32", 4, 32, 128), ("bf16", 2, 32, 64)] {
        let t = Tensor2::new(es, 40, 20, 176, 3 + es as u64);
        let step = 16 / es as i64;
        for col in [-2 * step, 0, 2 * step, 36 - 36 % step, 1000 - 1000 % step] {
            let r = gather(&t, ty, width, span, rows, col);
            let got = same(&r, "out");
            let mut want = vec![0u8; 8 * width * es];
            for (k, &row) in rows.iter().enumerate() {
                for e in 0..width {
                    if let Some(v) = t.at(col + e as i64, row as i64) {
                        let o = swz((k * width + e) * es, span);
                        want[o..o + es].copy_from_slice(v);
                    }
                }
            }
            assert_eq!(got, want, "{ty} swizzle {span}, column {col}");
        }
    }
}

#[test]
fn bad_gathers_are_faults_naming_the_lane() {
    let t = Tensor2::new(4, 40, 20, 176, 5);
    let rows = [0, 1, 2, 3, 4, 5, 6, 7];
    // A column 8 bytes past a 16-byte boundary.
    both_fail(
        gather(&t, "f32", 32, 0, rows, 2),
        &["lane 0", "column 2 is not 16-byte aligned"],
    );
    // A box two rows high.
    let cfg = sm100a();
    let map = t.map("f32", 32, 0).replace("box: [32, 1]", "box: [16, 2]");
    both_fail(
        run_both_with(
            &gather_kernel(1024),
            &gather_yaml(&t, &map, 1024, rows, 0),
            Some(&cfg),
            &[("t.bin", &t.bytes)],
        ),
        &["lane 0", "one row high"],
    );
    // An im2col map.
    let map = "{ tensor_map: { buffer: t, type: f32, dims: [8, 10, 4], strides: [32, 320], mode: im2col, lower: [0], upper: [0], channels: 8, pixels: 16 } }";
    both_fail(
        run_both_with(
            &gather_kernel(1024),
            &gather_yaml(&t, map, 1024, rows, 0),
            Some(&cfg),
            &[("t.bin", &t.bytes)],
        ),
        &["lane 0", "2d copy with a rank-3 tensor map"],
    );
}

/// PTX: the warp (thread id in %r1) fills `words` words of shared memory from %r2
/// with word i = 3i + 1.
fn fill(words: usize) -> String {
    format!(
        "\tmov.u32 %r20, %r1;\nFILL:\n\tsetp.ge.u32 %p3, %r20, {words};\n\t@%p3 bra FILLED;\n\tmad.lo.u32 %r23, %r20, 3, 1;\n\tshl.b32 %r21, %r20, 2;\n\tadd.u32 %r22, %r2, %r21;\n\tst.shared.u32 [%r22], %r23;\n\tadd.u32 %r20, %r20, 32;\n\tbra FILL;\nFILLED:\n"
    )
}

/// One warp fills `bytes` of shared memory with word i = 3i + 1, then lane 0 scatters
/// it as four rows (`k_rows`) at column `k_col` of the tensor and waits for the bulk
/// group.
fn scatter_kernel(bytes: usize) -> String {
    let fill = fill(bytes / 4);
    format!(
        "{SM100A}.visible .entry k(.param .align 64 .b8 k_map[128], .param .u64 k_rows, .param .u32 k_col)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 1024 .b8 buf[{bytes}];
\tmov.u64 %rd1, k_map;
\tcvta.param.u64 %rd2, %rd1;
\tld.param.u64 %rd7, [k_rows];
\tcvta.to.global.u64 %rd7, %rd7;
\tld.param.u32 %r10, [k_col];
\tld.global.v4.u32 {{%r11, %r12, %r13, %r14}}, [%rd7];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
{fill}\tfence.proxy.async.shared::cta;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%rd2, {{%r10, %r11, %r12, %r13, %r14}}], [%r2];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
\tret;
}}
"
    )
}

fn scatter(
    t: &Tensor2,
    width: usize,
    span: usize,
    rows: [i32; 4],
    col: i64,
) -> (Result<Run, String>, Result<Timed, String>) {
    let bytes = 4 * width * 4;
    let r: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u8, count: {}, init: {{ file: t.bin }} }}\n  rows: {{ type: s32, count: 4, init: {{ values: [{}] }} }}\nargs:\n  - {}\n  - rows\n  - {col}\n",
        t.bytes.len(),
        r.join(", "),
        t.map("u32", width, span)
    );
    let cfg = sm100a();
    run_both_with(
        &scatter_kernel(bytes),
        &yaml,
        Some(&cfg),
        &[("t.bin", &t.bytes)],
    )
}

#[test]
fn scatter4_writes_four_rows_and_drops_what_is_outside() {
    // The ISA's figure's rows (2, 5, 0, 9) at column 4; then a row past the end and a
    // box across the last column, with a 128B swizzle.
    for (rows, col, span) in [([2, 5, 0, 9], 4i64, 0usize), ([7, 30, 1, 19], 12, 128)] {
        let t = Tensor2::new(4, 40, 20, 176, 21);
        let width = 32;
        let got = same(&scatter(&t, width, span, rows, col), "t");
        let img: Vec<u8> = (0..4 * width as u32)
            .flat_map(|i| (i * 3 + 1).to_le_bytes())
            .collect();
        let mut want = t.bytes.clone();
        for (k, &row) in rows.iter().enumerate() {
            for e in 0..width {
                let x = col + e as i64;
                if t.at(x, row as i64).is_none() {
                    continue;
                }
                let s = swz((k * width + e) * 4, span);
                let g = row as usize * t.pitch + x as usize * 4;
                want[g..g + 4].copy_from_slice(&img[s..s + 4]);
            }
        }
        assert_ne!(want, t.bytes);
        assert_eq!(got, want, "rows {rows:?} at column {col}");
    }
}

#[test]
fn scatters_with_negative_coordinates_fault() {
    let t = Tensor2::new(4, 40, 20, 176, 22);
    both_fail(
        scatter(&t, 32, 0, [1, -2, 3, 4], 0),
        &["lane 0", "coordinate -2 is negative"],
    );
    both_fail(
        scatter(&t, 32, 0, [1, 2, 3, 4], -4),
        &["lane 0", "coordinate -4 is negative"],
    );
    both_fail(
        scatter(&t, 32, 0, [1, 2, 3, 4], 1),
        &["lane 0", "not 16-byte aligned"],
    );
}

/// One warp fills `bytes` of shared memory with word i = 3i + 1,
/// then lane 0 stores it (or, with `op`, reduces it) as a 3-d `.im2col_no_offs` copy
/// at coordinates (c, w, n) = params.
fn no_offs_kernel(bytes: usize, op: Option<&str>) -> String {
    let fill = fill(bytes / 4);
    let copy = match op {
        None => "cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group".to_string(),
        Some(op) => format!(
            "cp.reduce.async.bulk.tensor.3d.global.shared::cta.{op}.im2col_no_offs.bulk_group"
        ),
    };
    format!(
        "{SM90}.visible .entry k(.param .align 64 .b8 k_map[128], .param .u32 k_c0, .param .u32 k_c1, .param .u32 k_c2)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 1024 .b8 buf[{bytes}];
\tmov.u64 %rd1, k_map;
\tcvta.param.u64 %rd2, %rd1;
\tld.param.u32 %r10, [k_c0];
\tld.param.u32 %r11, [k_c1];
\tld.param.u32 %r12, [k_c2];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
{fill}\tfence.proxy.async.shared::cta;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 {copy} [%rd2, {{%r10, %r11, %r12}}], [%r2];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
\tret;
}}
"
    )
}

#[test]
fn im2col_stores_and_reductions_walk_the_pixel_box_without_offsets() {
    // NWC u32: C = 12 channels, W = 10, N = 3; 8 channels x 16 pixels from (c 2, w 3,
    // n 0): W runs 3..=8 in image 0, 0..=8 in image 1, then 0 in image 2 (the upper
    // corner -1 ends each pass one pixel before the end of W; that pixel and channels
    // 0, 1, 10, 11 are not written). The walk: the ISA's im2col mode, offsets zero.
    let (c, w, n) = (12usize, 10usize, 3usize);
    let (ch, px) = (8usize, 16usize);
    let mut r = Rng(31);
    let t: Vec<u8> = (0..c * w * n * 4)
        .map(|_| (r.next() % 200 + 20) as u8)
        .collect();
    let img: Vec<u32> = (0..(ch * px) as u32).map(|i| i * 3 + 1).collect();
    // The pixels the walk visits: (w, n).
    let mut walk = Vec::new();
    let (mut pw, mut pn) = (3usize, 0usize);
    while walk.len() < px {
        walk.push((pw, pn));
        pw += 1;
        if pw > w - 1 - 1 {
            pw = 0;
            pn += 1;
        }
    }
    for op in [None, Some("add")] {
        let mut want = t.clone();
        for (p, &(pw, pn)) in walk.iter().enumerate() {
            for k in 0..ch {
                let g = ((pn * w + pw) * c + 2 + k) * 4;
                let old = u32::from_le_bytes(want[g..g + 4].try_into().unwrap());
                let v = img[p * ch + k];
                let new = if op.is_some() { old.wrapping_add(v) } else { v };
                want[g..g + 4].copy_from_slice(&new.to_le_bytes());
            }
        }
        let yaml = format!(
            "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u8, count: {}, init: {{ file: t.bin }} }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: u32, dims: [{c}, {w}, {n}], strides: [{}, {}], mode: im2col, lower: [0], upper: [-1], channels: {ch}, pixels: {px} }} }}\n  - 2\n  - 3\n  - 0\n",
            t.len(),
            c * 4,
            c * w * 4
        );
        let got = same(
            &run_both_with(
                &no_offs_kernel(ch * px * 4, op),
                &yaml,
                None,
                &[("t.bin", &t)],
            ),
            "t",
        );
        assert_eq!(got, want, "{op:?}");
        // A pixel box reaching outside the tensor is not allowed toward global memory.
        for bad in [
            yaml.replace("lower: [0]", "lower: [-1]"),
            yaml.replace("upper: [-1]", "upper: [1]"),
        ] {
            both_fail(
                run_both_with(
                    &no_offs_kernel(ch * px * 4, op),
                    &bad,
                    None,
                    &[("t.bin", &t)],
                ),
                &["lane 0", "pixel box inside the tensor"],
            );
        }
        // A tiled map.
        let tiled = format!(
            "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  t: {{ type: u8, count: {} }}\nargs:\n  - {{ tensor_map: {{ buffer: t, type: u32, dims: [{c}, {w}, {n}], strides: [{}, {}], box: [8, 4, 1] }} }}\n  - 0\n  - 0\n  - 0\n",
            t.len(),
            c * 4,
            c * w * 4
        );
        both_fail(
            run_both_with(&no_offs_kernel(512, op), &tiled, None, &[]),
            &["lane 0", "an im2col copy with a tiled tensor map"],
        );
    }
}

#[test]
fn masked_bulk_stores_write_only_the_masked_bytes() {
    // 64 bytes of shared memory (byte i = i + 1) stored to global memory over 0xEE
    // bytes with masks that keep every byte, none, alternate bytes and one 8-byte half.
    // (The last case adds a cache policy: it comes before the mask.)
    for (mask, hint) in [
        (0xFFFFu32, false),
        (0x0000, false),
        (0x5555, false),
        (0xFF00, false),
        (0x8001, true),
    ] {
        let copy = if hint {
            "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%rd1], [%r2], 64, %rd2, %h2;"
        } else {
            "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%r2], 64, %h2;"
        };
        let ptx = format!(
            "{SM100A}.visible .entry k(.param .u64 k_g)
{{
\t.reg .pred %p<4>;
\t.reg .b16 %h<4>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 16 .b8 buf[64];
\tld.param.u64 %rd1, [k_g];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, buf;
\tshl.b32 %r3, %r1, 1;
\tadd.u32 %r4, %r2, %r3;
\tadd.u32 %r5, %r3, 1;
\tadd.u32 %r6, %r3, 2;
\tshl.b32 %r6, %r6, 8;
\tor.b32 %r5, %r5, %r6;
\tcvt.u16.u32 %h1, %r5;
\tst.shared.u16 [%r4], %h1;
\tbar.sync 0;
\tfence.proxy.async.shared::cta;
\tsetp.eq.u32 %p1, %r1, 0;
\tmov.u16 %h2, {mask};
\tmov.u64 %rd2, 0x12F0000000000000;
\t@%p1 {copy}
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
\tret;
}}
"
        );
        let yaml = "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  g: { type: u8, count: 64, init: { fill: 238 } }\nargs: [g]\n";
        let cfg = sm100a();
        let got = same(&run_both_with(&ptx, yaml, Some(&cfg), &[]), "g");
        let want: Vec<u8> = (0..64usize)
            .map(|i| {
                if mask >> (i % 16) & 1 == 1 {
                    i as u8 + 1
                } else {
                    0xEE
                }
            })
            .collect();
        assert_eq!(got, want, "mask {mask:#06x}");
    }
}

#[test]
fn illegal_mode_forms_are_located_errors() {
    let t = "cp.async.bulk.tensor";
    let gm = "global.tile::gather4.mbarrier::complete_tx::bytes";
    let sm100 = ".version 8.6\n.target sm_100\n.address_size 64\n";
    for (hdr, line, want) in [
        (SM100A, format!("{t}.3d.shared::cta.{gm} [%r1], [%rd1, {{%r2, %r3, %r4, %r5, %r6}}], [%r7];"), "2d"),
        (SM100A, format!("{t}.2d.shared::cta.{gm} [%r1], [%rd1, {{%r2, %r3}}], [%r7];"), "takes 5 coordinates"),
        (SM90, format!("{t}.2d.shared::cta.{gm} [%r1], [%rd1, {{%r2, %r3, %r4, %r5, %r6}}], [%r7];"), "sm_100"),
        (sm100, format!("{t}.2d.shared::cluster.{gm} [%r1], [%rd1, {{%r2, %r3, %r4, %r5, %r6}}], [%r7];"), "sm_100a"),
        (sm100, format!("{t}.2d.global.shared::cta.tile::scatter4.bulk_group [%rd1, {{%r2, %r3, %r4, %r5, %r6}}], [%r7];"), "sm_100a"),
        (SM100A, format!("{t}.2d.global.shared::cta.tile::gather4.bulk_group [%rd1, {{%r2, %r3, %r4, %r5, %r6}}], [%r7];"), "gather4 is a mode of the global-to-shared copy"),
        (SM100A, format!("{t}.2d.shared::cta.global.tile::scatter4.mbarrier::complete_tx::bytes [%r1], [%rd1, {{%r2, %r3, %r4, %r5, %r6}}], [%r7];"), "scatter4 is a mode of the shared-to-global copy"),
        (SM90, format!("{t}.3d.shared::cta.global.im2col_no_offs.mbarrier::complete_tx::bytes [%r1], [%rd1, {{%r2, %r3, %r4}}], [%r7];"), "im2col_no_offs is a mode of the shared-to-global copy"),
        (SM90, format!("{t}.2d.global.shared::cta.im2col_no_offs.bulk_group [%rd1, {{%r2, %r3}}], [%r7];"), "3d to 5d"),
        (SM100A, format!("{t}.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes [%r1], [%rd1, {{%r2, %r3, %r4}}], [%r7], {{%h1, %h2}};"), "im2col::w` is not supported"),
        (SM90, format!("{t}.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%r1], [%rd1, {{%r2, %r3}}], [%r7];"), "sm_100a"),
        (SM100A, format!("{t}.2d.global.shared::cta.tile.bulk_group.cta_group::2 [%rd1, {{%r2, %r3}}], [%r7];"), "goes with the mbarrier completion"),
        (SM90, format!("{t}.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%r1], [%rd1, {{%r2, %r3}}], [%r7];"), "sm_100a"),
        (SM100A, format!("{t}.2d.global.shared::cta.tile.bulk_group.cta_group::1 [%rd1, {{%r2, %r3}}], [%r7];"), "goes with the mbarrier completion"),
        (SM90, "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%r1], 64, %h1;".into(), "sm_100"),
        (SM100A, "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.cp_mask [%r1], [%rd1], 64, [%r2], %h1;".into(), ".cp_mask is a form of the shared::cta to global copy"),
        (SM100A, "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%r1], 64;".into(), "byte mask"),
    ] {
        let e = one_line_error(hdr, &line);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:10:"), "{line}: not located: {e}");
    }
}

/// `.cta_group::1` is the default of a load completing an mbarrier (PTX ISA 8.6,
/// "cp.async.bulk.tensor"): it loads on sm_100a.
#[test]
fn cta_group_1_is_the_default() {
    let d = tmpdir("ctag1");
    let ptx = format!(
        "{SM100A}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd1, [k_p];\n\tcp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%r1], [%rd1, {{%r2, %r3}}], [%r7];\n\tret;\n}}\n"
    );
    let f = d.join("k.ptx");
    std::fs::write(&f, ptx).unwrap();
    let (code, out, err) = warpsim(&["check", f.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
}
