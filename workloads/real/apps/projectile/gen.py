#!/usr/bin/env python3
"""projectile: inputs and expected outputs.

Ports HeCBench projectile-cuda Projectile.cu, main(): srand(2); per element
init_angle = rand() % 90 + 10, init_vel = rand() % 400 + 10 (glibc rand(), ported below),
Projectile(angle, vel, 1, 1, 1) (5 floats: angle, velocity, range, totalTime, maxHeight);
and reference.h reference() in f32, operation by operation (sinf/cosf correctly rounded).
The benchmark compares with Projectile::operator!= (each of the 5 fields within 1.f);
the workload uses abs: 1.0, the benchmark's own bound.
Sizes: 16384 elements (num_elements = 10^7 is a compile-time constant of the kernel,
which only guards i < 10^7; the grid covers 16384), repeat = 3.
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


NUM = 16384
PI = f32(3.1415)
G = f32(9.81)


def main():
    g = GlibcRand(2)
    inp, out = [], []
    for _ in range(NUM):
        angle = float(g.rand() % 90 + 10)
        vel = float(g.rand() % 400 + 10)
        inp += [angle, vel, 1.0, 1.0, 1.0]
        arg = f32(f32(angle * PI) / 180.0)
        s = f32(math.sin(arg))
        c = f32(math.cos(arg))
        total_time = f32(abs(f32(f32(2.0 * vel) * s)) / G)
        max_range = abs(f32(f32(vel * total_time) * c))
        max_height = f32(f32(f32(f32(f32(vel * vel) * s) * s) / 2.0) * G)
        out += [angle, vel, max_range, total_time, max_height]
    write(os.path.join(HERE, 'in.bin'), struct.pack('<%df' % len(inp), *inp))
    write(os.path.join(HERE, 'out_expected.bin'), struct.pack('<%df' % len(out), *out))


if __name__ == '__main__':
    main()
