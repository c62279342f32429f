#!/usr/bin/env python3
"""stddev: inputs and expected outputs.

Ports HeCBench stddev-cuda main.cu, main(): srand(123); data[i*D + j] = rand() /
(float)RAND_MAX (glibc rand(), ported below), and reference.h stddev_ref() (per column
c: sum += data[r*D+c] * data[r*D+c] in f32 over rows in order, std = sqrtf(sum /
(N-1)), sample = true). The benchmark checks |std_ref - std| <= 1e-3 after the warmup
stddev() and `repeat` more (each: cudaMemset, sopKernel, sampleKernel); the workload uses
abs: 1e-3.
Sizes: D = 64 columns, N = 2048 rows (65536 x 16384 in the Makefile), repeat = 2.
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import f32, write  # noqa: E402

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


RAND_MAX = 2147483647
D, N = 64, 2048


def main():
    g = GlibcRand(123)
    rmax = f32(float(RAND_MAX))
    data = [f32(f32(float(g.rand())) / rmax) for _ in range(N * D)]
    std = []
    for c in range(D):
        s = 0.0
        for r in range(N):
            v = data[r * D + c]
            s = f32(s + f32(v * v))
        std.append(f32(math.sqrt(f32(s / float(N - 1)))))
    write(os.path.join(HERE, 'data.bin'), struct.pack('<%df' % len(data), *data))
    write(os.path.join(HERE, 'std_expected.bin'), struct.pack('<%df' % D, *std))


if __name__ == '__main__':
    main()
