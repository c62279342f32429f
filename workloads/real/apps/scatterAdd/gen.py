#!/usr/bin/env python3
"""scatterAdd: inputs and expected outputs.

Ports HeCBench scatterAdd-cuda main.cu, index_accumulate(): srand(2); index[i] =
rand() % output_size (glibc rand(), ported below); source[] = -1.f; the reference
scatter_add_reference() (out[idx[i]*vector_dim + d] += src[i*vector_dim + d], d outer,
i inner, in f32). The benchmark checks the output after its "verify and warmup" loop
(cudaMemset + scatterAdd2_kernel, 10 times) with |out - ref| <= 1e-3; the workload checks
that copy (verify) with abs: 1e-3, then the timed loops (REPEAT x scatterAdd_kernel, then
REPEAT x scatterAdd2_kernel, no memset: each adds ref again) and checks the final output
= ref * (1 + 2 * REPEAT), summed in the same order in f32 (all sums here are exact
small integers, so the order does not matter; abs: 1e-3 as the benchmark).
Sizes: batch_size = 10000 (2 blocks of WORK_SIZE = 8192, the second partial),
output_size = 32, vector_dim = 8 (the Makefile's first run: 10000000 32 8 1000),
REPEAT = 2 (1000 there).
"""
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


BATCH, OUTPUT_SIZE, VDIM, REPEAT = 10000, 32, 8, 2


def main():
    g = GlibcRand(2)
    index = [g.rand() % OUTPUT_SIZE for _ in range(BATCH)]
    source = [-1.0] * (BATCH * VDIM)
    ref = [0.0] * (OUTPUT_SIZE * VDIM)
    for d in range(VDIM):
        for i in range(BATCH):
            k = index[i] * VDIM + d
            ref[k] = f32(ref[k] + source[i * VDIM + d])
    final = [f32(r * (1 + 2 * REPEAT)) for r in ref]
    write(os.path.join(HERE, 'index.bin'), struct.pack('<%di' % BATCH, *index))
    write(os.path.join(HERE, 'verify_expected.bin'), struct.pack('<%df' % len(ref), *ref))
    write(os.path.join(HERE, 'output_expected.bin'), struct.pack('<%df' % len(final), *final))


if __name__ == '__main__':
    main()
