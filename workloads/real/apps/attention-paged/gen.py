#!/usr/bin/env python3
"""attention-paged: expected outputs and the launch list of the whole host program (FP32 part).

Ports HeCBench src/attention-paged-cuda: main.cu attention_page<float, 16>() and
kvcache.h: the inputs are made on the device by the benchmark's own kernels, so the app
launches them too, in the host's order: uniform_fill_kernel (query, in [-scale, scale],
seed 1234), norm_fill_kernel (ALiBi slopes, N(0,1) by Box-Muller), uniform_fill_kernel for
the key and the value cache (create_kv_caches_with_random, seed 1234 + layer 0), then
`repeat` launches of paged_attention_v1_kernel<float, float, head_size, 16, 128, false>
(paged_attention_v1_launcher: grid (num_heads, num_seqs), block 128, dynamic shared
max(padded_max_seq_len, (NUM_WARPS/2) * head_size) floats). seq_lens and block_tables come
from srand(1234)/rand() on the host (glibc rand() ported exactly).
The expected output is reference.h reference() ported (f32, C order, std::exp(float) as a
correctly rounded expf) over the inputs the fill kernels make: gen.py reproduces those
(xorshift32; uniform_fill's low + (high-low)*u is the fma nvcc emits, so query and both caches
are expected bit-exactly; the ALiBi slopes go through logf/cosf/sqrtf, expected within 4 ulp).
The benchmark accepts |out - ref| <= atol + rtol*|ref| with atol = 1e-3, rtol = 1e-5; the
workload checks abs: 1e-6, much tighter (warpsim measured 1.2e-7 on outputs up to 0.125: the
kernel's reduction order and exp against the reference's sequential f32 sums).
Note, a benchmark bug the tolerance hides: reference() reads the key cache as
[block][head][d][offset] (d * block_size + offset) while the kernel (vLLM's layout, the one
kvcache.h documents) reads [block][head][d / x][offset][x], x = 4. The logits are dominated by
the ALiBi bias (q.k * scale is tiny next to it), so with these inputs the two references
differ by 4e-8 only (gen.py prints it); both are within the workload's tolerance.
Not included: main()'s second half, attention_page<__nv_bfloat16, 32>: its output is bf16,
and warpsim's expect compares 16-bit buffers exactly (no tolerance), while the kernel's
reduction order differs from reference()'s sequential sums by ~1 f32 ulp, enough to flip
an occasional bf16 rounding.
Sizes: num_seqs 4, num_query_heads = num_kv_heads 8, head_size 64, max_seq_len 256,
num_blocks 64, repeat 2 (the benchmark's runs: 8 32 128 4096 128|1024 100).
Also writes attention-paged.yaml.
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import pack, write, f32  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NUM_SEQS, NUM_HEADS, HEAD_SIZE, MAX_SEQ_LEN, NUM_BLOCKS, REPEAT = 4, 8, 64, 256, 64, 2
BLOCK_SIZE, NUM_THREADS, SEED = 16, 128, 1234
M32 = 0xFFFFFFFF


class GlibcRand:
    """glibc srand()/rand() (random_r TYPE_3, degree 31, separation 3)."""

    def __init__(self, seed):
        r = [0] * 34
        r[0] = seed & 0xFFFFFFFF if seed else 1
        for i in range(1, 31):
            s = r[i - 1] - (1 << 32) if r[i - 1] >= (1 << 31) else r[i - 1]
            hi = int(s / 127773)
            lo = s - hi * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = r
        for _ in range(310):
            self.rand()

    def rand(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        del r[0]
        return v >> 1


def next32(x, toward):
    i = struct.unpack("<i", struct.pack("<f", x))[0]
    if x == 0.0:
        return math.copysign(1.401298464324817e-45, toward)
    return struct.unpack("<f", struct.pack("<i", i + (1 if (toward > x) == (x > 0) else -1)))[0]


def fma32(a, b, c):
    """f32 fma, correctly rounded (a*b exact in a double; the sum's rounding error decides ties)."""
    p = a * b
    s = p + c
    bb = s - p
    e = (p - (s - bb)) + (c - bb)
    r = f32(s)
    if e != 0.0 and r != s:
        o = next32(r, s)
        if abs(s - r) == abs(o - s):
            return o if (e > 0) == (o > r) else r
    return r


def xorshift32(state):
    state ^= (state << 13) & M32
    state ^= state >> 17
    state ^= (state << 5) & M32
    return state


def uniform_fill(n, low, high, seed):
    span = f32(high - low)
    out = []
    for idx in range(n):
        r = xorshift32((seed ^ idx) & M32)
        u = f32(float(r >> 8) * 2.0 ** -24)
        out.append(fma32(span, u, low))
    return out


def norm_fill(n, seed):
    out = []
    for idx in range(n):
        s = xorshift32((seed ^ idx) & M32)
        u1 = float(s >> 8) * 2.0 ** -24
        s = xorshift32(s)
        u2 = float(s >> 8) * 2.0 ** -24
        r = f32(math.sqrt(f32(-2.0 * f32(math.log(u1)))))
        theta = f32(f32(6.28318530718) * u2)
        out.append(f32(r * f32(math.cos(theta))))
    return out


def reference(query, key, value, block_tables, seq_lens, alibi, scale, mbps, kernel_layout):
    """reference.h reference(); kernel_layout: read keys as the kernel does (x = 4)."""
    H, D, B = NUM_HEADS, HEAD_SIZE, BLOCK_SIZE
    out = [0.0] * (NUM_SEQS * H * D)
    for i in range(NUM_SEQS):
        seq_len = seq_lens[i]
        table = block_tables[i * mbps:(i + 1) * mbps]
        for h in range(H):
            kv_h = h
            logits = []
            for t in range(seq_len):
                base = table[t // B] * H * D * B + kv_h * D * B
                off = t % B
                score = 0.0
                for d in range(D):
                    q = query[i * H * D + h * D + d]
                    if kernel_layout:
                        k = key[base + (d // 4) * B * 4 + off * 4 + d % 4]
                    else:
                        k = key[base + d * B + off]
                    score = f32(score + f32(q * k))
                score = f32(score * scale)
                bias = f32(alibi[h] * float(t - seq_len + 1))
                logits.append(f32(score + bias))
            mx = max(logits)
            s = 0.0
            for t in range(seq_len):
                logits[t] = f32(math.exp(f32(logits[t] - mx)))
                s = f32(s + logits[t])
            logits = [f32(x / s) for x in logits]
            for d in range(D):
                res = 0.0
                for t in range(seq_len):
                    base = table[t // B] * H * D * B + kv_h * D * B
                    res = f32(res + f32(logits[t] * value[base + d * B + t % B]))
                out[i * H * D + h * D + d] = res
    return out


def main():
    H, D = NUM_HEADS, HEAD_SIZE
    scale = f32(1.0 / f32(math.sqrt(float(D))))
    query_elems = NUM_SEQS * H * D
    query = uniform_fill(query_elems, -scale, scale, SEED)
    alibi = norm_fill(H, SEED)
    g = GlibcRand(SEED)
    seq_lens = [g.rand() % MAX_SEQ_LEN + 1 for _ in range(NUM_SEQS)]
    mbps = (MAX_SEQ_LEN + BLOCK_SIZE - 1) // BLOCK_SIZE
    block_tables = [g.rand() % NUM_BLOCKS for _ in range(NUM_SEQS * mbps)]
    kscale = f32(math.pow(float(D), -0.5))
    kv_elems = NUM_BLOCKS * H * D * BLOCK_SIZE
    kv = uniform_fill(kv_elems, -kscale, kscale, SEED)  # key and value: the same seed (layer 0)
    kv_block_stride = kv_elems // NUM_BLOCKS
    kv_head_stride = kv_block_stride // H
    write(os.path.join(HERE, "seq_lens.bin"), pack("s32", seq_lens))
    write(os.path.join(HERE, "block_tables.bin"), pack("s32", block_tables))
    write(os.path.join(HERE, "query_expected.bin"), pack("f32", query))
    write(os.path.join(HERE, "alibi_expected.bin"), pack("f32", alibi))
    out = reference(query, kv, kv, block_tables, seq_lens, alibi, scale, mbps, False)
    out_k = reference(query, kv, kv, block_tables, seq_lens, alibi, scale, mbps, True)
    write(os.path.join(HERE, "out_expected.bin"), pack("f32", out))
    print("attention-paged: seq_lens", seq_lens, "max |ref - ref(kernel layout)|",
          max(abs(a - b) for a, b in zip(out, out_k)))

    padded = (MAX_SEQ_LEN + BLOCK_SIZE - 1) // BLOCK_SIZE * BLOCK_SIZE
    shared = max(padded * 4, (NUM_THREADS // 32 // 2) * D * 4)
    fill = "_Z19uniform_fill_kernelIfEvPT_lffj"
    kern = f"_Z25paged_attention_v1_kernelIffLi{D}ELi{BLOCK_SIZE}ELi{NUM_THREADS}ELb0EEvPT_PKS0_PKT0_S6_ifPKiS8_iPKfiiiiiiii"
    lines = [
        "# attention-paged: HeCBench attention-paged-cuda attention_page<float, 16>(): uniform_fill (query),",
        "# norm_fill (ALiBi), uniform_fill (key cache, value cache), then 2 paged_attention_v1 launches;",
        f"# {NUM_SEQS} seqs, {H} heads, head_size {D}, max_seq_len {MAX_SEQ_LEN}, {NUM_BLOCKS} cache blocks. The output",
        "# is checked against the ported reference() within abs 1e-6 (the benchmark: 1e-3 + 1e-5*|ref|);",
        "# query bit-exactly, the ALiBi slopes within 4 ulp. Generated by gen.py.",
        "program: ../../ptx/nvcc_sm90/attention-paged/main.ptx",
        "buffers:",
        f"  query:        {{ type: f32, count: {query_elems} }}",
        f"  out:          {{ type: f32, count: {query_elems} }}",
        f"  alibi:        {{ type: f32, count: {H} }}",
        f"  seq_lens:     {{ type: s32, count: {NUM_SEQS}, init: {{ file: seq_lens.bin }} }}",
        f"  block_tables: {{ type: s32, count: {NUM_SEQS * mbps}, init: {{ file: block_tables.bin }} }}",
        f"  key_cache:    {{ type: f32, count: {kv_elems} }}",
        f"  value_cache:  {{ type: f32, count: {kv_elems} }}",
        "launches:",
        f"  - {{ kernel: {fill}, grid: {(query_elems + 255) // 256}, block: 256, "
        f"args: [query, {query_elems}, {-scale!r}, {scale!r}, {SEED}] }}",
        f"  - {{ kernel: _Z16norm_fill_kernelIfEvPT_ij, grid: {(H + 255) // 256}, block: 256, args: [alibi, {H}, {SEED}] }}",
        f"  - {{ kernel: {fill}, grid: {(kv_elems + 255) // 256}, block: 256, "
        f"args: [key_cache, {kv_elems}, {-kscale!r}, {kscale!r}, {SEED}] }}",
        f"  - {{ kernel: {fill}, grid: {(kv_elems + 255) // 256}, block: 256, "
        f"args: [value_cache, {kv_elems}, {-kscale!r}, {kscale!r}, {SEED}] }}",
        f"  - {{ kernel: {kern}, grid: [{H}, {NUM_SEQS}, 1], block: {NUM_THREADS}, dynamic_shared_bytes: {shared}, "
        f"args: [out, query, key_cache, value_cache, {H}, {scale!r}, block_tables, seq_lens, {mbps}, alibi, "
        f"{H * D}, {kv_block_stride}, {kv_head_stride}, 0, 0, 0, 0, 0], repeat: {REPEAT} }}",
        "expect:",
        "  query:      { file: query_expected.bin }",
        "  alibi:      { file: alibi_expected.bin, ulp: 4 }",
        "  out:        { file: out_expected.bin, abs: 1.0e-6 }",
        "",
    ]
    with open(os.path.join(HERE, "attention-paged.yaml"), "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
