#!/usr/bin/env python3
"""accuracy: inputs and expected outputs of the whole host program.

Ports HeCBench src/accuracy-cuda/main.cu main() (inputs: srand(123) + rand() % ndims for the
labels, std::default_random_engine(123) + uniform_real_distribution<float>(0, 1) for the data,
both ported exactly: glibc random() TYPE_3 and libstdc++ minstd_rand0 / generate_canonical<float>)
and reference.h reference() (the CPU top-k count every launch is compared with).
The host loop: for ngrid = nrows/4 .. nrows step nrows/4: memset(count, 0); accuracy_kernel;
check; memset(count, 0); accuracy_kernel2; check (repeat = 1). Each check is a copy of
d_count into its own buffer here, all expected to equal reference().
Sizes: nrows = 256, ndims = 200, top_k = 20 (the benchmark runs 8192 10000 10).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import pack, write, f32  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NROWS, NDIMS, TOP_K = 256, 200, 20


class GlibcRand:
    """glibc srand()/rand() (random_r TYPE_3, degree 31, separation 3)."""

    def __init__(self, seed):
        r = [0] * 34
        r[0] = seed & 0xFFFFFFFF if seed else 1
        for i in range(1, 31):
            s = r[i - 1] - (1 << 32) if r[i - 1] >= (1 << 31) else r[i - 1]
            hi, lo = int(s / 127773), s - int(s / 127773) * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = r
        for _ in range(310):
            self._next()

    def _next(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        del r[0]
        return v >> 1

    def rand(self):
        return self._next()


class MinstdRand0:
    def __init__(self, seed):
        self.x = seed % 2147483647 or 1

    def __call__(self):
        self.x = (self.x * 16807) % 2147483647
        return self.x


def uniform_float01(g):
    # libstdc++ generate_canonical<float, 24>(minstd_rand0): one draw (k = 1);
    # sum = float(g() - 1); tmp = float(1 * 2147483646.0L) = 2^31; ret = sum / tmp (f32)
    s = f32(float(g() - 1))
    ret = f32(s / 2147483648.0)
    if ret >= 1.0:
        ret = 0.99999994039535522  # nextafter(1.f, 0.f)
    return f32(0.0 + ret * (1.0 - 0.0))


def reference(n, d, top_k, x, labels):
    count = 0
    for row in range(n):
        label = labels[row]
        lp = x[row * d + label]
        ngt = 0
        for col in range(d):
            p = x[row * d + col]
            if p > lp or (p == lp and col <= label):
                ngt += 1
        if ngt <= top_k:
            count += 1
    return count


def main():
    rnd = GlibcRand(123)
    labels = [rnd.rand() % NDIMS for _ in range(NROWS)]
    g = MinstdRand0(123)
    data = [uniform_float01(g) for _ in range(NROWS * NDIMS)]
    ref = reference(NROWS, NDIMS, TOP_K, data, labels)
    write(os.path.join(HERE, "label.bin"), pack("s32", labels))
    write(os.path.join(HERE, "data.bin"), pack("f32", data))
    write(os.path.join(HERE, "count_expected.bin"), pack("s32", [ref]))
    print(f"accuracy: reference count = {ref} of {NROWS} rows")
    return ref


if __name__ == "__main__":
    main()
