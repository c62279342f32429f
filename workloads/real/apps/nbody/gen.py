#!/usr/bin/env python3
"""nbody: inputs and expected outputs.

Ports HeCBench nbody-cuda: GSimulation.cu InitPos/InitVel/InitAcc/InitMass (each a fresh
std::mt19937(42) with std::uniform_real_distribution<float>, libstdc++'s
generate_canonical<float, 24> from one 32-bit draw; ported below) and
GSimulationReference.hpp GSimulation::Verify() (accelerate_particles_ref,
update_particles_ref, accumulate_energy_ref per step, in f32, the host's operation
order, no FMA). The benchmark compares kenergy_ = 0.5 * energy[0] after the last step
with the reference within 1e-3 (fabsf(kenergy_ - ref_kenergy_) < 1e-3f); the workload
checks e[0] (= 2 * kenergy) with abs: 2e-3, the same bound (e[1..], the last step's
per-particle energies of the same reference, are compared within it too).
Sizes: n = 512 particles (16000 by default), nsteps = 3 (the minimum main.cu allows;
10 by default), dt = 0.1f.
Particle layout: pos[3], vel[3], acc[3], mass (10 floats).
"""
import math
import os
import random
import struct
import sys
from array import array

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import f32, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
N, NSTEPS = 512, 3
DT = f32(0.1)
SOFT = f32(1e-3)
KG = f32(6.67259e-11)


def mt19937(seed):
    mt = [seed & 0xFFFFFFFF]
    for i in range(1, 624):
        mt.append((1812433253 * (mt[-1] ^ (mt[-1] >> 30)) + i) & 0xFFFFFFFF)
    r = random.Random()
    r.setstate((3, tuple(mt + [624]), None))
    return lambda: r.getrandbits(32)


def unif(g, a, b):
    """std::uniform_real_distribution<float>(a, b) over mt19937 (libstdc++)."""
    c = f32(f32(float(g())) / 4294967296.0)
    if c >= 1.0:
        c = struct.unpack('<f', struct.pack('<I', 0x3F7FFFFF))[0]
    return f32(f32(c * f32(f32(b) - f32(a))) + f32(a))


def main():
    p = [[0.0] * 10 for _ in range(N)]
    g = mt19937(42)
    for i in range(N):
        for k in range(3):
            p[i][k] = unif(g, 0.0, 1.0)
    g = mt19937(42)
    for i in range(N):
        for k in range(3):
            p[i][3 + k] = f32(unif(g, -1.0, 1.0) * f32(1.0e-3))
    g = mt19937(42)
    for i in range(N):
        p[i][9] = f32(float(N) * unif(g, 0.0, 1.0))
    flat = [v for q in p for v in q]
    write(os.path.join(HERE, 'particles.bin'), struct.pack('<%df' % len(flat), *flat))

    rl = lambda xs: array('f', xs).tolist()
    e = [0.0] * N
    for s in range(NSTEPS):
        # accelerate_particles_ref (positions do not change in this pass)
        px = [q[0] for q in p]
        py = [q[1] for q in p]
        pz = [q[2] for q in p]
        pm = [q[9] for q in p]
        new_acc = []
        for i in range(N):
            pi = p[i]
            dx = rl([x - pi[0] for x in px])
            dy = rl([y - pi[1] for y in py])
            dz = rl([z - pi[2] for z in pz])
            d2 = rl([a * a for a in dx])
            d2 = rl([u + f32(b * b) for u, b in zip(d2, dy)])
            d2 = rl([u + f32(b * b) for u, b in zip(d2, dz)])
            d2 = rl([u + SOFT for u in d2])
            inv = rl([1.0 / f32(math.sqrt(u)) for u in d2])
            acc = [pi[6], pi[7], pi[8]]
            for k, dd in enumerate((dx, dy, dz)):
                t = rl([a * KG for a in dd])
                t = rl([a * m for a, m in zip(t, pm)])
                t = rl([a * v for a, v in zip(t, inv)])
                t = rl([a * v for a, v in zip(t, inv)])
                t = rl([a * v for a, v in zip(t, inv)])
                a0 = acc[k]
                for v in t:
                    a0 = f32(a0 + v)
                acc[k] = a0
            new_acc.append(acc)
        for i in range(N):
            p[i][6:9] = new_acc[i]
        # update_particles_ref
        for i in range(N):
            q = p[i]
            for k in range(3):
                q[3 + k] = f32(q[3 + k] + f32(q[6 + k] * DT))
            for k in range(3):
                q[k] = f32(q[k] + f32(q[3 + k] * DT))
            q[6] = q[7] = q[8] = 0.0
            v2 = f32(f32(f32(q[3] * q[3]) + f32(q[4] * q[4])) + f32(q[5] * q[5]))
            e[i] = f32(q[9] * v2)
        # accumulate_energy_ref
        for i in range(1, N):
            e[0] = f32(e[0] + e[i])
        print('step %d: kenergy = %.7g' % (s + 1, 0.5 * e[0]))
    write(os.path.join(HERE, 'e_expected.bin'), struct.pack('<%df' % N, *e))


if __name__ == '__main__':
    main()
