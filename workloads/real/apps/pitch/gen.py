#!/usr/bin/env python3
"""pitch: expected outputs.

Ports HeCBench pitch-cuda main.cu: malloc2D() (parallelPitched2DAccess on a
cudaMallocPitch'd width x height array, once plus `repeat` times, then
parallelSimple2DAccess on a plain array, once plus `repeat` times) and the simple half of
malloc3D() (parallelSimple3DAccess, once plus `repeat` times): every launch replaces each
element by sigmoid(x) = 1.f / (1.f + expf(-x)).
The benchmark leaves its arrays uninitialised and checks nothing (it only times); here the
arrays start from the workload's `random` initialiser (reproduced with random_values) and
the expected values are sigmoid applied (1 + repeat) times in f32 (expf correctly rounded;
the device's expf is ex2.approx-based), compared within ulp: 4 (our bound: the benchmark
has none). Elements of a pitched row past `width` are never touched and must keep their
initial values.
parallelPitched3DAccess takes a cudaPitchedPtr by value (a struct parameter, not yet
supported by workloads), so malloc3D()'s pitched half is left out.
Sizes: 2D (227, 227) (the first of the benchmark's eleven), pitch 1024 bytes
(cudaMallocPitch's 512-byte row alignment); 3D (227, 227, 1); repeat = 1 (the Makefile's
1000). (Kept to three arrays for the size of the committed files.)
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import f32, random_values, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPEAT = 1
PITCH = 1024
# (name, seed, count, active(index) -> bool)
ARRAYS = [
    ('p227', 1, (PITCH // 4) * 227, lambda i: i % (PITCH // 4) < 227),
    ('s227', 2, 227 * 227, lambda i: True),
    ('v1', 5, 227 * 227 * 1, lambda i: True),
]


def sigmoid(x):
    return f32(1.0 / f32(1.0 + f32(math.exp(-x))))


def main():
    for name, seed, count, active in ARRAYS:
        vals = random_values('f32', count, seed, -4.0, 4.0)
        out = []
        for i, v in enumerate(vals):
            if active(i):
                for _ in range(1 + REPEAT):
                    v = sigmoid(v)
            out.append(v)
        write(os.path.join(HERE, name + '_expected.bin'), struct.pack('<%df' % count, *out))


if __name__ == '__main__':
    main()
