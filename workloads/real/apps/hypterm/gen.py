#!/usr/bin/env python3
"""hypterm: inputs, expected outputs and the launch list of the whole host program.

Ports HeCBench src/hypterm-cuda: utils.h getRandom3DArray() (every element
rand()/(double)(RAND_MAX-1) + 0.02121, the arrays cons_1..4, q_1..4 filled one after the
other after the default seed, glibc rand() ported exactly), main.cpp (dxinv = 0.01f, 0.02f,
0.03f as doubles), kernels.cu offload() (per repetition: copy the zero flux arrays in, then
hypterm_1, hypterm_2, hypterm_3 on a (16,4,4) block grid) and reference.cpp reference() (the
f64 CPU stencil, operations in C's order, no contraction) with checkError3D()'s tolerance
1e-3 (absolute, on the interior [4, N-4)^3; the boundary stays 0 here and is checked too).
The workload uses abs: 1e-12 instead (much tighter; the device's fmas differ from the host's
separate multiply-add by a few 1e-17 at most on these ~1e-2 values).
Sizes: L = M = N = 20 (the benchmark: D = 308; reference()'s [D][D] layout is the N^3 one
here), repeat = 2 (the benchmark's run: 100): 6 launches. Also writes hypterm.yaml.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import pack, write, f32  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
N, REPEAT = 20, 2
RAND_MAX = 2147483647


class GlibcRand:
    """glibc srand()/rand() (random_r TYPE_3, degree 31, separation 3); seed 1 = no srand()."""

    def __init__(self, seed):
        r = [0] * 34
        r[0] = seed & 0xFFFFFFFF if seed else 1
        for i in range(1, 31):
            s = r[i - 1] - (1 << 32) if r[i - 1] >= (1 << 31) else r[i - 1]
            hi = int(s / 127773)
            lo = s - hi * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = r
        for _ in range(310):
            self.rand()

    def rand(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        del r[0]
        return v >> 1


A, B, C, E = f32(0.8), f32(0.2), f32(0.038), f32(0.0035)


def st(t):
    """0.8f*t(1) - 0.2f*t(2) + 0.038f*t(3) - 0.0035f*t(4), in C's order."""
    return A * t(1) - B * t(2) + C * t(3) - E * t(4)


def d1(c, p, s):
    return st(lambda m: c[p + m * s] - c[p - m * s])


def d2(c, q, p, s):
    return st(lambda m: c[p + m * s] * q[p + m * s] - c[p - m * s] * q[p - m * s])


def d3(c, q, w, p, s):
    return st(lambda m: c[p + m * s] * q[p + m * s] - c[p - m * s] * q[p - m * s]
              + (w[p + m * s] - w[p - m * s]))


def d4(c, q, w, p, s):
    return st(lambda m: c[p + m * s] * q[p + m * s] - c[p - m * s] * q[p - m * s]
              + (w[p + m * s] * q[p + m * s] - w[p - m * s] * q[p - m * s]))


def main():
    vol = N * N * N
    g = GlibcRand(1)
    arrays = {}
    for name in ("cons_1", "cons_2", "cons_3", "cons_4", "q_1", "q_2", "q_3", "q_4"):
        arrays[name] = [float(g.rand()) / float(RAND_MAX - 1) + 0.02121 for _ in range(vol)]
        write(os.path.join(HERE, name + ".bin"), pack("f64", arrays[name]))
    c1, c2, c3, c4 = (arrays[n] for n in ("cons_1", "cons_2", "cons_3", "cons_4"))
    q1, q2, q3, q4 = (arrays[n] for n in ("q_1", "q_2", "q_3", "q_4"))
    dx0, dx1, dx2 = f32(0.01), f32(0.02), f32(0.03)
    X, Y, Z = 1, N, N * N
    flux = [[0.0] * vol for _ in range(5)]
    for k in range(4, N - 4):
        for j in range(4, N - 4):
            for i in range(4, N - 4):
                p = k * N * N + j * N + i
                f = -(d1(c1, p, X) * dx0)
                f -= d1(c2, p, Y) * dx1
                f -= d1(c3, p, Z) * dx2
                flux[0][p] = f
                f = -(d3(c1, q1, q4, p, X) * dx0)
                f -= d2(c1, q2, p, Y) * dx1
                f -= d2(c1, q3, p, Z) * dx2
                flux[1][p] = f
                f = -(d2(c2, q1, p, X) * dx0)
                f -= d3(c2, q2, q4, p, Y) * dx1
                f -= d2(c2, q3, p, Z) * dx2
                flux[2][p] = f
                f = -(d2(c3, q1, p, X) * dx0)
                f -= d2(c3, q2, p, Y) * dx1
                f -= d3(c3, q3, q4, p, Z) * dx2
                flux[3][p] = f
                f = -(d4(c4, q1, q4, p, X) * dx0)
                f -= d4(c4, q3, q4, p, Z) * dx2
                f -= d4(c4, q2, q4, p, Y) * dx1
                flux[4][p] = f
    for n in range(5):
        write(os.path.join(HERE, f"flux_{n}_expected.bin"), pack("f64", flux[n]))
    args = ("[flux_0, flux_1, flux_2, flux_3, flux_4, cons_1, cons_2, cons_3, cons_4, q_1, q_2, q_3, q_4, "
            f"{dx0!r}, {dx1!r}, {dx2!r}, {N}, {N}, {N}]")
    kernels = ["_Z9hypterm_%dPdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii" % m for m in (1, 2, 3)]
    grid = f"[{(N + 15) // 16}, {(N + 3) // 4}, {(N + 3) // 4}]"
    lines = [
        f"# hypterm: HeCBench hypterm-cuda offload(): repeat = {REPEAT} x (copy in the zero fluxes, hypterm_1,",
        f"# hypterm_2, hypterm_3), L = M = N = {N}; the five fluxes are checked against the ported f64",
        "# reference() within abs 1e-12 (the benchmark: 1e-3). Generated by gen.py.",
        "program: ../../ptx/nvcc_sm90/hypterm/kernels.ptx",
        "buffers:",
    ]
    for n in range(5):
        lines.append(f"  flux_{n}: {{ type: f64, count: {vol} }}")
    for name in arrays:
        lines.append(f"  {name}: {{ type: f64, count: {vol}, init: {{ file: {name}.bin }} }}")
    lines.append("launches:")
    for _ in range(REPEAT):
        for n in range(5):
            lines.append(f"  - {{ fill: {{ buffer: flux_{n}, value: 0.0 }} }}")
        for kname in kernels:
            lines.append(f"  - {{ kernel: {kname}, grid: {grid}, block: [16, 4, 4], args: {args} }}")
    lines.append("expect:")
    for n in range(5):
        lines.append(f"  flux_{n}: {{ file: flux_{n}_expected.bin, abs: 1.0e-12 }}")
    lines.append("")
    with open(os.path.join(HERE, "hypterm.yaml"), "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
