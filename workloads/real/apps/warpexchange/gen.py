#!/usr/bin/env python3
"""warpexchange: expected output.

Ports HeCBench warpexchange-cuda main.cu, main(): A[i] = i (the workload's iota);
`repeat` launches of k<256, 1024><<<(n+255)/256, 256>>>(A, out, n): BlockLoad (direct,
blocked), WarpExchange::BlockedToStriped, BlockStore (direct, blocked), so within each
warp's 128 items out[w*128 + lane*4 + j] = A[w*128 + j*32 + lane] (main.cu's comment:
"output: 0,32,64,96,1,33,..."). The benchmark's own check (when n % 128 == 0: within
each group of 128, out[i + (m+1)*4] - out[i + m*4] == 1) is ported below and asserted
on the expected output; the workload compares the whole output exactly.
Sizes: nrows = 129, ncols = 512 (n = 66048: a multiple of 128 but not of 1024, so the
last tile is partial; 8192 x 8192 in the Makefile), repeat = 3 (100 there).
"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NROWS, NCOLS = 129, 512
IPT, WARP = 4, 32


def main():
    n = NROWS * NCOLS
    A = list(range(n))
    out = [0] * n
    for w in range(0, n, IPT * WARP):
        for lane in range(WARP):
            for j in range(IPT):
                out[w + lane * IPT + j] = A[w + j * WARP + lane]
    # the benchmark's verification
    per_warp = IPT * WARP
    assert n % per_warp == 0
    for k in range(0, n, per_warp):
        i = k
        for j in range(IPT):
            for m in range(WARP - 1):
                if i + (m + 1) * IPT < n:
                    assert out[i + (m + 1) * IPT] - out[i + m * IPT] == 1
            i += 1
    write(os.path.join(HERE, 'out_expected.bin'), struct.pack('<%di' % n, *out))


if __name__ == '__main__':
    main()
