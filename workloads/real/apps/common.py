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
