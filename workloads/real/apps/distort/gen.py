#!/usr/bin/env python3
"""distort: inputs and expected output of the whole host program.

Ports HeCBench src/distort-cuda: main.cu main() (Properties from width, height, K:
centerX/Y = width/2, height/2, thresh = 1, x/yshift from the recursive host calc_shift() of
distort.cu, x/yscale; src pixels make_uchar3(rand() % 256, ...) after srand(123), glibc
rand() ported exactly; `repeat` barrel_distort<<<(w/16+1, h/16+1), (16,16)>>> launches) and
distort.cu reference() (getRadialX/Y + sampleImageTest, the __host__ __device__ functions the
host runs for its check).
The benchmark's check only prints the maximum per-channel difference between the device
result and reference(); it tolerates rounding differences. warpsim compares u8 buffers
exactly, so the expected image is reference() evaluated with the floating-point
contractions nvcc applied to these same __host__ __device__ functions (read off
distort.ptx: x*xscale+xshift and y*yscale+yshift are fmas, so are the last product of each
getRadial result and of three of sampleImageTest's four terms; sums stay in source order).
gen.py also evaluates reference() the way the host compiler does (no contraction) and
prints the benchmark's "Max error of each channel" between the two.
Sizes: 256 x 256 (the benchmark: 1024 x 1024), K = 0.016 (0.001 at 1024: the same
distortion, K scales with 1/size^2), repeat = 2 (1000).
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import pack, write, f32  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT, K, REPEAT = 256, 256, 0.016, 2


class GlibcRand:
    """glibc srand()/rand() (random_r TYPE_3, degree 31, separation 3)."""

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


def next32(x, toward):
    """The f32 next to f32 x in the direction of `toward`."""
    if toward == x:
        return x
    i = struct.unpack("<i", struct.pack("<f", x))[0]
    if (toward > x) == (x >= 0.0):
        i = i + 1 if x != 0.0 or toward > 0 else i
    else:
        i = i - 1
    if x == 0.0:
        return 1.401298464324817e-45 if toward > 0 else -1.401298464324817e-45
    return struct.unpack("<f", struct.pack("<i", i))[0]


def fma32(a, b, c):
    """f32 fused multiply-add, correctly rounded (a*b is exact in a double; the double sum's
    rounding error is recovered exactly and only decides f32 ties)."""
    p = a * b
    s = p + c
    bb = s - p
    e = (p - (s - bb)) + (c - bb)
    r = f32(s)
    if e != 0.0 and r != s:
        o = next32(r, s)
        if abs(s - r) == abs(o - s):  # s is an f32 midpoint: the exact value lies past it
            return o if (e > 0) == (o > r) else r
    return r


def calc_shift(x1, x2, cx, k, thresh):
    while True:
        x3 = f32(x1 + f32(f32(x2 - x1) * 0.5))
        d1 = f32(x1 - cx)
        result1 = f32(x1 + f32(f32(d1 * k) * f32(d1 * d1)))
        d3 = f32(x3 - cx)
        result3 = f32(x3 + f32(f32(d3 * k) * f32(d3 * d3)))
        if -thresh < result1 < thresh:
            return x1
        if result3 < 0:
            x1 = x3
        else:
            x2 = x3


def distort(src, p, fused):
    w, h = p["width"], p["height"]
    mul_add = fma32 if fused else (lambda a, b, c: f32(f32(a * b) + c))
    out = bytearray(3 * w * h)
    for hh in range(h):
        for ww in range(w):
            xs = mul_add(float(ww), p["xscale"], p["xshift"])
            ys = mul_add(float(hh), p["yscale"], p["yshift"])
            dx = f32(xs - p["centerX"])
            dy = f32(ys - p["centerY"])
            r2 = mul_add(dx, dx, f32(dy * dy))
            x = mul_add(f32(dx * p["K"]), r2, xs)
            y = mul_add(f32(dy * p["K"]), r2, ys)
            idx0, idx1 = y, x
            if idx0 < 0 or idx1 < 0 or idx0 > float(h - 1) or idx1 > float(w - 1):
                continue
            f0, c0 = int(math.floor(idx0)), int(math.ceil(idx0))
            f1, c1 = int(math.floor(idx1)), int(math.ceil(idx1))
            s1 = (f0 * w + f1) * 3
            s2 = (f0 * w + c1) * 3
            s3 = (c0 * w + c1) * 3
            s4 = (c0 * w + f1) * 3
            xl = f32(idx0 - f0)
            yl = f32(idx1 - f1)
            omx, omy = f32(1.0 - xl), f32(1.0 - yl)
            for ch in range(3):
                t1 = f32(float(src[s1 + ch]) * omx)
                t2 = f32(f32(float(src[s2 + ch]) * omx) * yl)
                t3 = f32(float(src[s3 + ch]) * xl)
                t4 = f32(float(src[s4 + ch]) * xl)
                v = mul_add(omy, t1, t2)      # s1*(1-x)*(1-y) + s2*(1-x)*y
                v = mul_add(yl, t3, v)        # + s3*x*y
                v = mul_add(omy, t4, v)       # + s4*x*(1-y)
                out[(hh * w + ww) * 3 + ch] = int(v) & 0xFF
    return out


def main():
    p = {"K": f32(K), "centerX": float(WIDTH // 2), "centerY": float(HEIGHT // 2),
         "width": WIDTH, "height": HEIGHT, "thresh": 1.0}
    p["xshift"] = calc_shift(0.0, f32(p["centerX"] - 1), p["centerX"], p["K"], p["thresh"])
    ncx = f32(float(p["width"]) - p["centerX"])
    xshift_2 = calc_shift(0.0, f32(ncx - 1), ncx, p["K"], p["thresh"])
    p["yshift"] = calc_shift(0.0, f32(p["centerY"] - 1), p["centerY"], p["K"], p["thresh"])
    ncy = f32(float(p["height"]) - p["centerY"])
    yshift_2 = calc_shift(0.0, f32(ncy - 1), ncy, p["K"], p["thresh"])
    p["xscale"] = f32(f32(f32(float(p["width"]) - p["xshift"]) - xshift_2) / float(p["width"]))
    p["yscale"] = f32(f32(f32(float(p["height"]) - p["yshift"]) - yshift_2) / float(p["height"]))
    prop = (struct.pack("<fff", p["K"], p["centerX"], p["centerY"]) + struct.pack("<ii", WIDTH, HEIGHT)
            + struct.pack("<fffff", p["thresh"], p["xscale"], p["yscale"], p["xshift"], p["yshift"]))
    g = GlibcRand(123)
    src = bytearray()
    for _ in range(WIDTH * HEIGHT):
        src += bytes([g.rand() % 256, g.rand() % 256, g.rand() % 256])
    write(os.path.join(HERE, "prop.bin"), prop)
    write(os.path.join(HERE, "src.bin"), bytes(src))
    dev = distort(src, p, True)
    host = distort(src, p, False)
    write(os.path.join(HERE, "dst_expected.bin"), bytes(dev))
    err = [max(abs(dev[i] - host[i]) for i in range(ch, len(dev), 3)) for ch in range(3)]
    ndiff = sum(1 for i in range(len(dev)) if dev[i] != host[i])
    print(f"distort: xshift {p['xshift']} yshift {p['yshift']} xscale {p['xscale']}; "
          f"Max error of each channel (contracted vs host reference): {err[0]} {err[1]} {err[2]} "
          f"({ndiff} of {len(dev)} bytes differ)")


if __name__ == "__main__":
    main()
