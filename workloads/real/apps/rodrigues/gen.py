#!/usr/bin/env python3
"""rodrigues: inputs and expected outputs.

Ports HeCBench rodrigues-cuda main.cu: main()'s points (srand(123); per point
a, b, c = (float)rand(), d = sqrtf(a*a + b*b + c*c), the unit vector (a/d, b/d, c/d) as a
float3 array and as a float4 array with w = 0), the rotation axis w = (-0.3, -0.6, 0.15)
normalised in f32 (passed by value: a float3 parameter) and angle 0.5f, then `repeat`
launches of rotate (float3) and `repeat` of rotate2 (float4), each rotating every point
in place by Rodrigues' formula. glibc's rand() is reproduced (common.GlibcRand).
The benchmark checks nothing (it only times). The expected values are the same
rotations in f64 from the same f32 inputs and axis; the bound on the device's f32
result: per rotation each matrix entry m_k takes at most 4 roundings of values <= 1
plus sincosf's error in s and c (at most 2 ulp each, CUDA C Programming Guide), and
each output coordinate 3 products and 2 sums of terms <= 1 (5 roundings), in all at
most (3 * 4 + 5 + 3 * 2 * 2) * 2^-24 < 1.8e-6; rotations are isometries, so `repeat`
(2) rotations add their errors: 3.6e-6, hence `abs: 4.0e-6`. Sizes: 600 points (the
benchmark takes the count from the command line), so the last block of 256 is partly
idle; repeat 2.
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import GlibcRand, f32, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
N = 600
REPEAT = 2
ANGLE = 0.5


def axis():
    wx, wy, wz = f32(-0.3), f32(-0.6), f32(0.15)
    s = f32(f32(f32(wx * wx) + f32(wy * wy)) + f32(wz * wz))
    norm = f32(1.0 / f32(math.sqrt(s)))
    return f32(wx * norm), f32(wy * norm), f32(wz * norm)


def rotate(p, w):
    s, c = math.sin(ANGLE), math.cos(ANGLE)
    mc = 1.0 - c
    wx, wy, wz = w
    m = [c + wx * wx * mc, wz * s + wx * wy * mc, -wy * s + wx * wz * mc,
         -wz * s + wx * wy * mc, c + wy * wy * mc, wx * s + wy * wz * mc,
         wy * s + wx * wz * mc, -wx * s + wy * wz * mc, c + wz * wz * mc]
    x, y, z = p
    return (x * m[0] + y * m[1] + z * m[2],
            x * m[3] + y * m[4] + z * m[5],
            x * m[6] + y * m[7] + z * m[8])


def main():
    rand = GlibcRand(123)
    pts = []
    for _ in range(N):
        a, b, c = f32(rand()), f32(rand()), f32(rand())
        d = f32(math.sqrt(f32(f32(f32(a * a) + f32(b * b)) + f32(c * c))))
        pts.append((f32(a / d), f32(b / d), f32(c / d)))
    flat3 = [v for p in pts for v in p]
    flat4 = [v for p in pts for v in p + (0.0,)]
    write(os.path.join(HERE, 'd.bin'), struct.pack('<%df' % len(flat3), *flat3))
    write(os.path.join(HERE, 'd2.bin'), struct.pack('<%df' % len(flat4), *flat4))
    w = axis()
    out = []
    for p in pts:
        for _ in range(REPEAT):
            p = rotate(p, w)
        out.append(p)
    e3 = [v for p in out for v in p]
    e4 = [v for p in out for v in p + (0.0,)]
    write(os.path.join(HERE, 'd_expected.bin'), struct.pack('<%df' % len(e3), *e3))
    write(os.path.join(HERE, 'd2_expected.bin'), struct.pack('<%df' % len(e4), *e4))
    print('w =', ', '.join(repr(v) for v in w))


if __name__ == '__main__':
    main()
