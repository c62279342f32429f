"""SplitMix64-based buffer initialiser, bit-for-bit identical to warpsim's
`init: { random: { seed, min, max } }`.

One generator per buffer, state = seed (u64), elements generated in order:

    next(): state = (state + 0x9E3779B97F4A7C15) mod 2^64; z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2^64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2^64
            return z ^ (z >> 31)

float types: u = (next() >> 11) * 2^-53 (a float64 in [0, 1));
             x = min + (max - min) * u, evaluated in float64 (two roundings:
             the subtraction, the multiplication, then the addition);
             for f32 that float64 is rounded to nearest-even f32.
integer types: min, max are integers (inclusive), range = max - min + 1;
             x = min + (next() mod range).

Standard library only. Run this file to print the cross-check table that is
also in workloads/README.md.
"""

import struct

MASK64 = (1 << 64) - 1

INT_TYPES = {
    "u8": (0, (1 << 8) - 1), "s8": (-(1 << 7), (1 << 7) - 1),
    "u16": (0, (1 << 16) - 1), "s16": (-(1 << 15), (1 << 15) - 1),
    "u32": (0, (1 << 32) - 1), "s32": (-(1 << 31), (1 << 31) - 1),
    "u64": (0, (1 << 64) - 1), "s64": (-(1 << 63), (1 << 63) - 1),
}
FLOAT_TYPES = ("f32", "f64")

# struct format characters (little-endian) per element type
STRUCT_FMT = {
    "u8": "B", "s8": "b", "u16": "H", "s16": "h", "u32": "I", "s32": "i",
    "u64": "Q", "s64": "q", "f32": "f", "f64": "d",
}


class SplitMix64:
    def __init__(self, seed: int):
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def unit_f64(self) -> float:
        """A float64 in [0, 1): (next() >> 11) * 2^-53 (exact)."""
        return (self.next() >> 11) * (2.0 ** -53)


def to_f32(x: float) -> float:
    """Round a float64 to the nearest-even f32 (a C double->float cast)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def random_values(ty: str, count: int, seed: int, lo, hi) -> list:
    """Exactly the values warpsim puts in a buffer with
    `init: { random: { seed: seed, min: lo, max: hi } }`."""
    g = SplitMix64(seed)
    out = []
    if ty in FLOAT_TYPES:
        lo = float(lo)
        hi = float(hi)
        span = hi - lo
        for _ in range(count):
            x = lo + span * g.unit_f64()
            out.append(to_f32(x) if ty == "f32" else x)
    elif ty in INT_TYPES:
        lo = int(lo)
        hi = int(hi)
        tmin, tmax = INT_TYPES[ty]
        if not (tmin <= lo <= hi <= tmax):
            raise ValueError(f"bad random range [{lo}, {hi}] for {ty}")
        rng = hi - lo + 1
        for _ in range(count):
            out.append(lo + g.next() % rng)
    else:
        raise ValueError(f"unknown type {ty}")
    return out


def pack(ty: str, values) -> bytes:
    """Raw little-endian bytes of a buffer of type `ty`."""
    return struct.pack("<%d%s" % (len(values), STRUCT_FMT[ty]), *values)


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def cross_check_table() -> str:
    """Markdown table: first 4 values for seed 1, f32 in [-1, 1] and u32 in
    [0, 1000]; plus the raw next() outputs."""
    raw = SplitMix64(1)
    raws = [raw.next() for _ in range(4)]
    fs = random_values("f32", 4, 1, -1.0, 1.0)
    us = random_values("u32", 4, 1, 0, 1000)
    lines = [
        "| k | next() (seed 1) | f32 in [-1, 1] | f32 bits | u32 in [0, 1000] |",
        "|---|---|---|---|---|",
    ]
    for k in range(4):
        lines.append("| %d | 0x%016x | %r | 0x%08x | %d |"
                     % (k, raws[k], fs[k], f32_bits(fs[k]), us[k]))
    return "\n".join(lines)


if __name__ == "__main__":
    print(cross_check_table())
