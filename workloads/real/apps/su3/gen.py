#!/usr/bin/env python3
"""su3: inputs and expected outputs.

Ports HeCBench su3-cuda (built with -DMILC_COMPLEX, PRECISION 1) su3_nn_bench.cu:
make_lattice(a, ldim, {1, 0}) (coordinates, index, parity, every link element 1+0i),
init_link(b, {1/3, 0}), and main()'s verification loop (per site i, link j, element
(k, l): cc = sum over m of CMULSUM(a[i].link[j].e[k][m], b[j].e[m][l]) in f32, each of
real and imag within 1e-6 of the device's: almost_equal(..., 1E-6)); the workload uses
abs: 1e-6 on the output lattice. c is written only in its links; its other fields
(coordinates, index, parity, pad) stay zero in the device buffer and are expected zero.
site layout (320 bytes): su3_matrix link[4] (4 x 9 x {float re, im}), int x, y, z, t,
index, char parity (+3), int pad[2].
Sizes: ldim = 5 (625 sites; 32 by default), threads per block 128 (the Makefile's -t
128), grid = total_sites blocks as su3_mat_nn() launches, 1 warmup + 2 iterations.
"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import f32, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
LDIM = 5
SITE_WORDS = 80


def main():
    n = LDIM
    total = n ** 4
    a = bytearray()
    links_a = []
    for t in range(n):
        for z in range(n):
            for y in range(n):
                for x in range(n):
                    link = [(1.0, 0.0)] * 36
                    links_a.append(link)
                    a += struct.pack('<72f', *[v for c in link for v in c])
                    parity = 0x02 if (x + y + z + t) % 2 == 0 else 0x01
                    a += struct.pack('<5i', x, y, z, t, x + n * (y + n * (z + n * t)))
                    a += struct.pack('<B3x', parity) + struct.pack('<2i', 0, 0)
    assert len(a) == total * SITE_WORDS * 4
    third = f32(1.0 / 3.0)
    b = [[(third, 0.0)] * 9 for _ in range(4)]
    write(os.path.join(HERE, 'a.bin'), bytes(a))
    write(os.path.join(HERE, 'b.bin'), struct.pack('<72f', *[v for m in b for c in m for v in c]))
    c = []
    for i in range(total):
        words = [0.0] * SITE_WORDS
        for j in range(4):
            for k in range(3):
                for l in range(3):
                    cr, ci = 0.0, 0.0
                    for m in range(3):
                        ar, ai = links_a[i][j * 9 + k * 3 + m]
                        br, bi = b[j][m * 3 + l]
                        cr = f32(cr + f32(f32(ar * br) - f32(ai * bi)))
                        ci = f32(ci + f32(f32(ar * bi) + f32(ai * br)))
                    words[(j * 9 + k * 3 + l) * 2] = cr
                    words[(j * 9 + k * 3 + l) * 2 + 1] = ci
        c += words
    write(os.path.join(HERE, 'c_expected.bin'), struct.pack('<%df' % len(c), *c))


if __name__ == '__main__':
    main()
