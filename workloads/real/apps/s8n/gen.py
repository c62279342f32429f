#!/usr/bin/env python3
"""s8n: inputs and expected outputs.

Ports HeCBench s8n-cuda main.cu, main(): std::default_random_engine g(123) (libstdc++:
minstd_rand0, x = 16807 x mod (2^31 - 1)) with std::uniform_int_distribution<>(-256, 255)
(libstdc++'s downscaling with rejection, ported below) for the b*n*3 coordinates;
radius = 512; and reference.h cube_select / cube_select_two / cube_select_four, which
the benchmark memcmp()s against the three kernels' outputs (exact).
Sizes: b = 2 batches, n = 600 points (1513 x 2048 in the Makefile; n > 512 threads so
the point loop strides), repeat = 2 (100 there).
"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
B, N, RADIUS = 2, 600, 512


class MinstdRand0:
    def __init__(self, seed):
        self.x = seed % 2147483647 or 1

    def __call__(self):
        self.x = (16807 * self.x) % 2147483647
        return self.x


def uniform_int(g, a, b):
    """libstdc++ uniform_int_distribution<int>::operator() for a URNG of range [1, 2^31-2]."""
    urngmin, urngmax = 1, 2147483646
    urngrange = urngmax - urngmin
    urange = b - a
    assert urngrange > urange
    uerange = urange + 1
    scaling = urngrange // uerange
    past = uerange * scaling
    while True:
        ret = g() - urngmin
        if ret < past:
            break
    return ret // scaling + a


def cube_select(xyz_all, k_per):
    """reference.h cube_select (k_per = 1), cube_select_two (2), cube_select_four (4)."""
    width = 8 * k_per
    out = [0] * (B * N * width)
    for bi in range(B):
        xyz = xyz_all[bi * N * 3:(bi + 1) * N * 3]
        base = bi * N * width
        for i in range(N):
            x, y, z = xyz[i * 3], xyz[i * 3 + 1], xyz[i * 3 + 2]
            td = [RADIUS] * width
            io = [i] * width
            for j in range(N):
                if i == j:
                    continue
                tx, ty, tz = xyz[j * 3], xyz[j * 3 + 1], xyz[j * 3 + 2]
                dist = (x - tx) * (x - tx) + (y - ty) * (y - ty) + (z - tz) * (z - tz)
                if dist > RADIUS:
                    continue
                ti = (int(tx > x) * 4 + int(ty > y) * 2 + int(tz > z)) * k_per
                if k_per == 1:
                    if dist < td[ti]:
                        io[ti] = j
                        td[ti] = dist
                    continue
                flag = False
                for k in range(k_per):
                    if dist < td[ti + k]:
                        flag = True
                    if flag:
                        for kk in range(k_per - 1, k, -1):
                            io[ti + kk] = io[ti + kk - 1]
                            td[ti + kk] = td[ti + kk - 1]
                        io[ti + k] = j
                        td[ti + k] = dist
                        break
            out[base + i * width:base + (i + 1) * width] = io
    return out


def main():
    g = MinstdRand0(123)
    xyz = [uniform_int(g, -256, 255) for _ in range(B * N * 3)]
    write(os.path.join(HERE, 'xyz.bin'), struct.pack('<%di' % len(xyz), *xyz))
    for k, name in ((1, 'out'), (2, 'out2'), (4, 'out4')):
        o = cube_select(xyz, k)
        found = sum(1 for q in range(len(o)) if o[q] != (q // (8 * k)) % N)
        print('%s: %d neighbour slots filled' % (name, found))
        write(os.path.join(HERE, name + '_expected.bin'), struct.pack('<%di' % len(o), *o))


if __name__ == '__main__':
    main()
