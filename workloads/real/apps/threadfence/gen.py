#!/usr/bin/env python3
"""threadfence: expected outputs.

Ports HeCBench threadfence-cuda main.cu, main(): h_array[i] = -1.f; `repeat` launches of
sum<<<grids, 256>>> (the last block to finish, found through __threadfence + atomicAdd on
count, sums the per-block partial sums and resets count); the benchmark checks
h_sum == -1.f * N exactly (result[0]). The workload also checks the other per-block
partial sums left in result[1..grids-1] (-256, the last block's -(N mod 256)) and count == 0
(reset by the last block). All values are small integers: exact in f32, any order.
Sizes: N = 100000 (grids = 391; 100000000 in the Makefile), repeat = 3 (100 there).
"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import f32, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
N, BLOCK = 100000, 256


def main():
    grids = (N + BLOCK - 1) // BLOCK
    array = [-1.0] * N
    partial = []
    for b in range(grids):
        s = 0.0
        for g in range(b * BLOCK, min(N, (b + 1) * BLOCK)):
            s = f32(s + array[g])
        partial.append(s)
    total = 0.0
    for p in partial:
        total = f32(total + p)
    assert total == -1.0 * N  # the benchmark's own check
    result = [total] + partial[1:]
    write(os.path.join(HERE, 'result_expected.bin'), struct.pack('<%df' % grids, *result))


if __name__ == '__main__':
    main()
