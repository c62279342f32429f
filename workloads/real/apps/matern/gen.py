#!/usr/bin/env python3
"""matern: inputs and expected outputs.

Ports HeCBench matern-cuda main.cu, main(): srand(123); sources, weights, targets from
rand()/(float)RAND_MAX (glibc rand(), ported below); the verification stage (ntargets_small = 16^3 there, 10^3 here): for
l = 0.1f, 1, 10, ... while l <= 1e5f (7 length scales, l *= 10.f in f32) one
matern_kernel<<<nblocks, (SX=16, 64)>>>(ntargets_small = 16^3, l, ...) launch, checked
against reference.h matern_kernel_reference with |result - ref| <= 1e-3 (the
benchmark's tolerance; the workload uses abs: 1e-3). Each launch's result is copied
aside (r0..r6) by a host copy step so every length scale is checked.
Sizes: npoints = 10 (ntargets = 1000, nblocks = 63; the last block is partly past the
targets), and the verification size ntargets_small (16^3 in main.cu) reduced to
ntargets = 1000 so the seven launches fit the time budget; nsources = 50.
The reference is evaluated in f32 operation by operation (the host's order, no FMA);
expf and sqrtf as correctly rounded f32.
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
NSOURCES, SX = 50, 16
NPOINTS = 10


def main():
    g = GlibcRand(123)
    rmax = f32(float(RAND_MAX))
    sources = [f32(f32(float(g.rand())) / rmax) for _ in range(NSOURCES * 3)]
    weights = [f32(f32(float(g.rand())) / rmax) for _ in range(NSOURCES)]
    ntargets = NPOINTS ** 3
    targets = [f32(f32(float(g.rand())) / rmax) for _ in range(ntargets * 3)]
    pk = lambda v: struct.pack('<%df' % len(v), *v)
    write(os.path.join(HERE, 'sources.bin'), pk(sources))
    write(os.path.join(HERE, 'weights.bin'), pk(weights))
    write(os.path.join(HERE, 'targets.bin'), pk(targets))

    sqrt5 = f32(math.sqrt(5.0))
    ntargets_small = ntargets
    l = f32(0.1)
    k = 0
    while l <= f32(1e5):
        res = []
        for t in range(ntargets_small):
            s_ = 0.0
            for s in range(NSOURCES):
                sq = 0.0
                for i in range(3):
                    d = f32(sources[s * 3 + i] - targets[t * 3 + i])
                    sq = f32(sq + f32(d * d))
                diff = f32(math.sqrt(sq))
                a = f32(f32(sqrt5 * diff) / l)
                b = f32(f32(5.0 * sq) / f32(f32(3.0 * l) * l))
                poly = f32(f32(1.0 + a) + b)
                e = f32(math.exp(f32(f32(-sqrt5 * diff) / l)))
                s_ = f32(s_ + f32(f32(poly * e) * weights[s]))
            res.append(s_)
        write(os.path.join(HERE, 'r%d_expected.bin' % k), pk(res))
        print('l = %g: result[0] = %.6f' % (l, res[0]))
        l = f32(l * 10.0)
        k += 1


if __name__ == '__main__':
    main()
