#!/usr/bin/env python3
"""nw: inputs and expected outputs.

Ports HeCBench nw-cuda nw.cu, main(): srand(7); the column then the row sequences
rand() % 10 + 1 (glibc rand(), ported below); reference[i*max_cols + j] =
blosum62[seq_i][seq_j]; the first row/column of input_itemsets set to -i * penalty; and
reference.h nw_host() (tile by tile, the same wavefront order as kernel1/kernel2,
maximum3), which the benchmark memcmp()s with the device's itemsets (exact).
Row 0 / column 0 of reference[] are left uninitialised by the host (never read); zero here.
Sizes: dimension 256 (max_rows = max_cols = 257, block_width = 16; 16384 in the
Makefile), penalty 10 (the Makefile's), 2 passes of the wavefront (warmup + repeat =
100 + 100 there; every pass recomputes the same matrix from the same borders).
"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

class GlibcRand:
    """glibc random()/rand() (TYPE_3, degree 31) after srand(seed)."""

    def __init__(self, seed):
        r = [0] * 34
        r[0] = seed & 0xFFFFFFFF
        if r[0] == 0:
            r[0] = 1
        for i in range(1, 31):
            # 16807 * r mod (2^31 - 1), computed as glibc does (Schrage), signed 32-bit
            prev = r[i - 1]
            if prev >= 0x80000000:
                prev -= 1 << 32
            hi, lo = int(prev / 127773), prev - int(prev / 127773) * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word & 0xFFFFFFFF
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = r
        for _ in range(310):
            self._next()

    def _next(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        if len(r) > 64:
            del r[:len(r) - 34]
        return v >> 1

    def rand(self):
        return self._next()


BLOSUM62 = [
  [ 4, -1, -2, -2,  0, -1, -1,  0, -2, -1, -1, -1, -1, -2, -1,  1,  0, -3, -2,  0, -2, -1,  0, -4],
  [-1,  5,  0, -2, -3,  1,  0, -2,  0, -3, -2,  2, -1, -3, -2, -1, -1, -3, -2, -3, -1,  0, -1, -4],
  [-2,  0,  6,  1, -3,  0,  0,  0,  1, -3, -3,  0, -2, -3, -2,  1,  0, -4, -2, -3,  3,  0, -1, -4],
  [-2, -2,  1,  6, -3,  0,  2, -1, -1, -3, -4, -1, -3, -3, -1,  0, -1, -4, -3, -3,  4,  1, -1, -4],
  [ 0, -3, -3, -3,  9, -3, -4, -3, -3, -1, -1, -3, -1, -2, -3, -1, -1, -2, -2, -1, -3, -3, -2, -4],
  [-1,  1,  0,  0, -3,  5,  2, -2,  0, -3, -2,  1,  0, -3, -1,  0, -1, -2, -1, -2,  0,  3, -1, -4],
  [-1,  0,  0,  2, -4,  2,  5, -2,  0, -3, -3,  1, -2, -3, -1,  0, -1, -3, -2, -2,  1,  4, -1, -4],
  [ 0, -2,  0, -1, -3, -2, -2,  6, -2, -4, -4, -2, -3, -3, -2,  0, -2, -2, -3, -3, -1, -2, -1, -4],
  [-2,  0,  1, -1, -3,  0,  0, -2,  8, -3, -3, -1, -2, -1, -2, -1, -2, -2,  2, -3,  0,  0, -1, -4],
  [-1, -3, -3, -3, -1, -3, -3, -4, -3,  4,  2, -3,  1,  0, -3, -2, -1, -3, -1,  3, -3, -3, -1, -4],
  [-1, -2, -3, -4, -1, -2, -3, -4, -3,  2,  4, -2,  2,  0, -3, -2, -1, -2, -1,  1, -4, -3, -1, -4],
  [-1,  2,  0, -1, -3,  1,  1, -2, -1, -3, -2,  5, -1, -3, -1,  0, -1, -3, -2, -2,  0,  1, -1, -4],
  [-1, -1, -2, -3, -1,  0, -2, -3, -2,  1,  2, -1,  5,  0, -2, -1, -1, -1, -1,  1, -3, -1, -1, -4],
  [-2, -3, -3, -3, -2, -3, -3, -3, -1,  0,  0, -3,  0,  6, -4, -2, -2,  1,  3, -1, -3, -3, -1, -4],
  [-1, -2, -2, -1, -3, -1, -1, -2, -2, -3, -3, -1, -2, -4,  7, -1, -1, -4, -3, -2, -2, -1, -2, -4],
  [ 1, -1,  1,  0, -1,  0,  0,  0, -1, -2, -2,  0, -1, -2, -1,  4,  1, -3, -2, -2,  0,  0,  0, -4],
  [ 0, -1,  0, -1, -1, -1, -1, -2, -2, -1, -1, -1, -1, -2, -1,  1,  5, -2, -2,  0, -1, -1,  0, -4],
  [-3, -3, -4, -4, -2, -2, -3, -2, -2, -3, -2, -3, -1,  1, -4, -3, -2, 11,  2, -3, -4, -3, -2, -4],
  [-2, -2, -2, -3, -2, -1, -2, -3,  2, -1, -1, -2, -1,  3, -3, -2, -2,  2,  7, -1, -3, -2, -1, -4],
  [ 0, -3, -3, -3, -1, -2, -2, -3, -3,  3,  1, -2,  1, -1, -2, -2,  0, -3, -1,  4, -3, -2, -1, -4],
  [-2, -1,  3,  4, -3,  0,  1, -1,  0, -3, -4,  0, -3, -3, -2,  0, -1, -4, -3, -3,  4,  1, -1, -4],
  [-1,  0,  0,  1, -3,  3,  4, -2,  0, -3, -3,  1, -1, -3, -1,  0, -1, -3, -2, -2,  1,  4, -1, -4],
  [ 0, -1, -1, -1, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -2,  0,  0, -2, -1, -1, -1, -1, -1, -4],
  [-4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,  1]
]
DIM, PENALTY, BS = 256, 10, 16


def nw_host(items, ref, max_cols, penalty):
    bw = (max_cols - 1) // BS

    def tile(bx, by):
        L = [[items[max_cols * (by * BS + i) + bx * BS + j] for j in range(BS + 1)] for i in range(BS + 1)]
        for i in range(1, BS + 1):
            for j in range(1, BS + 1):
                r = ref[max_cols * (by * BS + i) + bx * BS + j]
                L[i][j] = max(max(L[i - 1][j - 1] + r, L[i][j - 1] - penalty), L[i - 1][j] - penalty)
        for i in range(BS):
            for j in range(BS):
                items[max_cols * (by * BS + i + 1) + bx * BS + j + 1] = L[i + 1][j + 1]

    for blk in range(1, bw + 1):
        for bx in range(blk):
            tile(bx, blk - 1 - bx)
    for blk in range(2, bw + 1):
        for bx in range(blk - 1, bw):
            tile(bx, bw + blk - 2 - bx)


def main():
    max_rows = max_cols = DIM + 1
    g = GlibcRand(7)
    items = [0] * (max_rows * max_cols)
    ref = [0] * (max_rows * max_cols)
    for i in range(1, max_rows):
        items[i * max_cols] = g.rand() % 10 + 1
    for j in range(1, max_cols):
        items[j] = g.rand() % 10 + 1
    for i in range(1, max_cols):
        for j in range(1, max_rows):
            ref[i * max_cols + j] = BLOSUM62[items[i * max_cols]][items[j]]
    for i in range(1, max_rows):
        items[i * max_cols] = -i * PENALTY
    for j in range(1, max_cols):
        items[j] = -j * PENALTY
    n = max_rows * max_cols
    write(os.path.join(HERE, 'itemsets.bin'), struct.pack('<%di' % n, *items))
    write(os.path.join(HERE, 'reference.bin'), struct.pack('<%di' % n, *ref))
    nw_host(items, ref, max_cols, PENALTY)
    write(os.path.join(HERE, 'itemsets_expected.bin'), struct.pack('<%di' % n, *items))
    print('score', items[-1])


if __name__ == '__main__':
    main()
