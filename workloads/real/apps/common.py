"""Shared helpers of the real-code applications under workloads/real/apps/.

Each application directory <bench>/ holds <bench>.yaml (a warpsim workload, usually with
`launches:`), gen.py (writes the inputs and the expected outputs, independently of
warpsim: a Python port of the benchmark's own CPU check / reference) and the files gen.py
writes. Run `python3 <bench>/gen.py` to regenerate one, `python3 regen.py` for all.

Standard library only.
"""

import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "ptx"))
sys.dont_write_bytecode = True

from warpsim_rng import SplitMix64, pack, random_values, to_f32  # noqa: E402,F401

M32 = 0xFFFFFFFF


def write(path: str, data: bytes) -> None:
    """Write `data` to `path` (relative to the calling app's directory is the caller's job)."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def f32(x: float) -> float:
    """Round a Python float to the nearest f32 (ties to even)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


class GlibcRand:
    """glibc's rand() (the TYPE_3 additive feedback generator of random_r.c)."""

    def __init__(self, seed):
        r = [seed if seed != 0 else 1]  # srandom_r: "We must make sure the seed is not 0"
        for i in range(1, 31):
            # srandom_r: 16807 * r mod (2^31 - 1), by Schrage's method in glibc.
            v = (16807 * r[i - 1]) % 2147483647
            r.append(v)
        for i in range(31, 34):
            r.append(r[i - 31])
        self.r = r
        for _ in range(34, 344):
            self._next()

    def _next(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        if len(r) > 64:
            del r[:len(r) - 34]
        return v

    def __call__(self):
        return self._next() >> 1
