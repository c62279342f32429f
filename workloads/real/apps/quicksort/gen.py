#!/usr/bin/env python3
"""quicksort: inputs and expected outputs.

Ports HeCBench quicksort-cuda main.cu, test<T>() for T = uint, float, double (one
iteration each): pArray = 1..n (std::generate), std::shuffle with std::mt19937(19937)
(libstdc++'s shuffle, two swap positions per draw, and uniform_int_distribution with
Lemire's multiply for a 32-bit engine; ported below), pArrayCopy = the CPU quicksort of
it (sorted; it is what GPUQSort copies into dn); and GPUQSort()'s host side: MAXSEQ =
optp(n, 0.00009516, 203), startpivot = median_host(d[0], d[n/2], d[n-1]), the block
records (blocksize = max(n / MAXSEQ, 1) elements each) and parent record of the one
work record (0, n, startpivot, 1), EMPTY news records. For n <= QUICKSORT_BLOCK_SIZE
(1728 here: neither CPU_DEVICE nor NVIDIA_GPU is defined) both partitions gqsort_kernel
returns are <= QUICKSORT_BLOCK_SIZE, so the host loop ends after one gqsort and sends
the two non-empty news records to lqsort as `done`. Their bounds are deterministic
(the partition sizes around startpivot) and computed here; their pivot field is the
first/last element of a partition whose order depends on the atomics' order, and
lqsort_kernel never reads it, so the `done` records carry pivot 0.
Checked (the benchmark's TRUST_BUT_VERIFY: std::equal with std::sort of the input):
d (sorted 1..n, the padding up to ((sizeof(T)*n)/64+1)*64 bytes untouched) exactly, and
the parent record after gqsort (sstart/send = the partition bounds, blockcount = -1).
Sizes: n = 32 x 32 = 1024 (MAXSEQ 256, 256 gqsort blocks of 4 elements, 128 threads;
lqsort 2 blocks of 128).
"""
import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
N = 32 * 32
QSB = 1728
EMPTY = 42


def mt19937(seed):
    mt = [seed & 0xFFFFFFFF]
    for i in range(1, 624):
        mt.append((1812433253 * (mt[-1] ^ (mt[-1] >> 30)) + i) & 0xFFFFFFFF)
    r = random.Random()
    r.setstate((3, tuple(mt + [624]), None))
    return lambda: r.getrandbits(32)


def uid(g, a, b):
    """libstdc++ uniform_int_distribution<unsigned long>(a, b) over a 32-bit engine."""
    urange = b - a
    if urange == 0xFFFFFFFF:
        return a + g()
    assert urange < 0xFFFFFFFF
    rng = urange + 1
    product = g() * rng
    low = product & 0xFFFFFFFF
    if low < rng:
        threshold = ((1 << 32) - rng) % rng
        while low < threshold:
            product = g() * rng
            low = product & 0xFFFFFFFF
    return a + (product >> 32)


def shuffle(a, g):
    n = len(a)
    assert (0xFFFFFFFF // n) >= n
    i = 1
    if n % 2 == 0:
        j = uid(g, 0, 1)
        a[i], a[j] = a[j], a[i]
        i += 1
    while i != n:
        r = i + 1
        x = uid(g, 0, r * (r + 1) - 1)
        p1, p2 = x // (r + 1), x % (r + 1)
        a[i], a[p1] = a[p1], a[i]
        i += 1
        a[i], a[p2] = a[p2], a[i]
        i += 1


def median_host(x1, x2, x3):
    if x1 < x2:
        if x2 < x3:
            return x2
        return x3 if x1 < x3 else x1
    if x1 < x3:
        return x1
    return x2 if x2 < x3 else x3


def main():
    arr = list(range(1, N + 1))
    shuffle(arr, mt19937(19937))
    maxseq = int(2 ** math.floor(math.log(N * 0.00009516 + 203) / math.log(2.0) + 0.5))
    blocksize = max(N // maxseq, 1)
    blockcount = (N + blocksize - 1) // blocksize
    pivot = median_host(arr[0], arr[N // 2], arr[N - 1])
    nlt = sum(1 for v in arr if v < pivot)
    ngt = sum(1 for v in arr if v > pivot)
    sstart, send = nlt, N - ngt
    assert 0 < sstart and send < N and sstart <= QSB and N - send <= QSB
    for name, fmt, size in (('u32', 'I', 4), ('f32', 'f', 4), ('f64', 'd', 8)):
        cast = int if fmt == 'I' else float
        nbytes = ((size * N) // 64 + 1) * 64
        pad = nbytes // size - N
        data = struct.pack('<%d%s' % (N, fmt), *[cast(v) for v in arr]) + bytes(pad * size)
        srt = struct.pack('<%d%s' % (N, fmt), *[cast(v) for v in range(1, N + 1)]) + bytes(pad * size)
        write(os.path.join(HERE, 'd_%s.bin' % name), data)
        write(os.path.join(HERE, 'dn_%s.bin' % name), srt)
        write(os.path.join(HERE, 'd_%s_expected.bin' % name), srt)
        # block_record<T>: uint start, end; T pivot; uint direction, parent (aligned to T)
        # work_record<T>:  uint start, end; T pivot; uint direction
        if size == 4:
            br = lambda s, e, p, d, pr: struct.pack('<II' + fmt + 'II', s, e, cast(p), d, pr)
            wr = lambda s, e, p, d: struct.pack('<II' + fmt + 'I', s, e, cast(p), d)
        else:
            br = lambda s, e, p, d, pr: struct.pack('<IId II', s, e, float(p), d, pr)
            wr = lambda s, e, p, d: struct.pack('<IIdI4x', s, e, float(p), d)
        blocks = b''
        for i in range(blockcount - 1):
            blocks += br(blocksize * i, blocksize * (i + 1), pivot, 1, 0)
        blocks += br(blocksize * (blockcount - 1), N, pivot, 1, 0)
        write(os.path.join(HERE, 'blocks_%s.bin' % name), blocks)
        write(os.path.join(HERE, 'parents_%s.bin' % name), struct.pack('<5I', 0, N, 0, N, blockcount - 1))
        write(os.path.join(HERE, 'parents_%s_expected.bin' % name),
              struct.pack('<5I', sstart, send, 0, N, 0xFFFFFFFF))
        write(os.path.join(HERE, 'news_%s.bin' % name), wr(0, 0, 0, EMPTY) * (2 * blockcount))
        # after gqsort: direction ^= 1 -> 0 (the data is in dn)
        write(os.path.join(HERE, 'done_%s.bin' % name), wr(0, sstart, 0, 0) + wr(send, N, 0, 0))
    print('n %d maxseq %d blocksize %d blocks %d pivot %d partitions [0,%d) [%d,%d)'
          % (N, maxseq, blocksize, blockcount, pivot, sstart, send, N))
    return arr


if __name__ == '__main__':
    main()
