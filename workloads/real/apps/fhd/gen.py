#!/usr/bin/env python3
"""fhd: inputs and expected outputs.

Ports HeCBench fhd-cuda main.cu: main()'s data set-up (srand(2); per sample x, y, z =
0.3f/0.2f/0.1f +- 0.1 from rand() % 2; per voxel the k-space point k = 0.1f/0.2f/0.3f
+- 0.1 the same way, rmu = imu = (float)i / voxels; rfhd = ifhd = (float)i / samples),
with glibc's rand() reproduced (common.GlibcRand), and the launch loop: for each chunk
of CHUNK_S (4096) voxels, cudaMemcpyToSymbol(k, &h_k[i * CHUNK_S], s) then cmpfhd on
d_rmu + i * CHUNK_S, d_imu + i * CHUNK_S, accumulating into rfhd, ifhd.
The expected values are the benchmark's verification loop (its `#pragma omp` reference:
r = h_rfhd[n] + sum over all voxels of rmu * cos(e) - imu * sin(e), i likewise) in f64
with exact cos/sin. The benchmark only prints the RMSE against it; the tolerance here
bounds how far the device's f32 result may be from it:
  * __cosf / __sinf (cos.approx / sin.approx.f32): absolute error at most 2^-21.41 for
    |e| <= pi (CUDA C Programming Guide, intrinsic functions); here 0 <= e <= pi / 2.
    Each term multiplies them by rmu, imu <= 1: at most 2 * 2^-21.41 per term and sum;
  * e itself in f32 (three products and two sums, |e| <= 1.58): a few ulp of e,
    at most 2^-21 in cos and sin, per term and sum, again times 2;
  * f32 accumulation of V terms into a running sum of magnitude <= M: at most
    2 * V * ulp(M) / 2 (each step's product, difference and sum rounded: 3 roundings,
    bounded by 2 ulp(M) together with the product's).
  V = 4608, M < 4096 (ulp 2^-12; the largest sum is 3162): 4608 * (4 * 2^-21.41 +
    2 * 2^-21 + 2^-12) < 1.14.
So `abs: 1.2`. (Wrong data in k, a missed chunk or a wrong rmu offset move the sums by
tens to thousands.) Sizes: samples 512 (the benchmark's order is 100000), voxels 4608 =
one full chunk of 4096 and one of 512 (the benchmark's 2097152 = 512 chunks).
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import GlibcRand, f32, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLES = 512
VOXELS = 4608
CHUNK_S = 4096



def pm(base, rand):
    """`base_f + (rand() % 2 ? 0.1 : -0.1)`: the float constant widened to double, the
    sum in double, stored to a float."""
    return f32(f32(base) + (0.1 if rand() % 2 else -0.1))


def main():
    rand = GlibcRand(2)
    rfhd = [f32(float(i) / SAMPLES) for i in range(SAMPLES)]
    x, y, z = [], [], []
    for _ in range(SAMPLES):
        x.append(pm(0.3, rand))
        y.append(pm(0.2, rand))
        z.append(pm(0.1, rand))
    mu = [f32(float(i) / VOXELS) for i in range(VOXELS)]
    k = []
    for _ in range(VOXELS):
        k.append((pm(0.1, rand), pm(0.2, rand), pm(0.3, rand)))
    pack = lambda v: struct.pack('<%df' % len(v), *v)  # noqa: E731
    for name, v in (('x', x), ('y', y), ('z', z)):
        write(os.path.join(HERE, name + '.bin'), pack(v))
    write(os.path.join(HERE, 'start.bin'), pack(rfhd))
    write(os.path.join(HERE, 'mu.bin'), pack(mu))
    write(os.path.join(HERE, 'k.bin'), pack([c for p in k for c in p]))
    r_out, i_out = [], []
    for n in range(SAMPLES):
        r = i = rfhd[n]
        for m in range(VOXELS):
            e = 2.0 * math.pi * (k[m][0] * x[n] + k[m][1] * y[n] + k[m][2] * z[n])
            c, s = math.cos(e), math.sin(e)
            r += mu[m] * c - mu[m] * s
            i += mu[m] * c + mu[m] * s
        r_out.append(r)
        i_out.append(i)
    write(os.path.join(HERE, 'rfhd_expected.bin'), pack(r_out))
    write(os.path.join(HERE, 'ifhd_expected.bin'), pack(i_out))
    print('max |rfhd|, |ifhd|:', max(map(abs, r_out)), max(map(abs, i_out)))


if __name__ == '__main__':
    main()
