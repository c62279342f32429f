#!/usr/bin/env python3
"""asta: inputs and expected output of the whole host program.

Ports HeCBench src/asta-cuda: main.cu read_input() (srand(5432); x[i] = (float)(rand() % 100)
/ 100, glibc rand() ported exactly) and main()'s loop (per repetition: copy the backup into
d_in_out, zero d_finished and d_head, PTTWAC_soa_asta<<<16, 64>>>(m, tiled_n, s, ...)), and
support/verify.h verify() / cpu_soa_asta() (the sequential [w][h/t][t] -> [h/t][w][t]
transposition the result is compared with; compare_output's tolerance is moot for a
permutation, so the check is exact).
Sizes: m = 64, n = 800, s = 32 (tiled_n = 25, 51200 floats; the benchmark's defaults are
197 x 35588), n_warmup = 1, n_reps = 3 (10, 100): 4 repetitions.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import pack, write, f32  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
M, N, S = 64, 800, 32


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


def cpu_soa_asta(src, height, width, tile):
    dst = [0.0] * (width * height)
    for k in range(width):
        for i in range(height // tile):
            for j in range(tile):
                dst[i * width * tile + k * tile + j] = src[k * height + i * tile + j]
    return dst


def main():
    tiled_n = (N - 1) // S + 1
    in_size = M * tiled_n * S
    g = GlibcRand(5432)
    x = [f32(float(g.rand() % 100) / 100.0) for _ in range(in_size)]
    write(os.path.join(HERE, "input.bin"), pack("f32", x))
    write(os.path.join(HERE, "output_expected.bin"), pack("f32", cpu_soa_asta(x, tiled_n * S, M, S)))
    print(f"asta: tiled_n = {tiled_n}, in_size = {in_size}, finished_size = {M * tiled_n}")


if __name__ == "__main__":
    main()
