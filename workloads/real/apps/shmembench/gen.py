#!/usr/bin/env python3
"""shmembench: expected output.

Ports HeCBench shmembench-cuda shmem_kernels.cu: benchmark_shmem's result per thread
(six float4 init_val(tid + {0, 1, 3, 7, 13, 17}) in shared memory, TOTAL_ITERATIONS =
1024 rounds of the swap pattern, then reduce_vector of the six, in f32 left to right)
and shmembenchGPU()'s checksum: the output buffer read as VECTOR_SIZE doubles (the
kernel's float4s fill its first half; cudaMalloc'd memory taken as zero) summed in
order must equal 21256458760384741137729978368.00; the port asserts that at the
benchmark's full size (1024 blocks of 256), then writes the expected bytes of the
reduced run. The workload compares the output exactly.
Sizes: 2 blocks of 256 (TOTAL_BLOCKS/4 = 1024 in the benchmark), one launch (repeat there; every launch writes the same); the output
buffer is 2 * 256 float4 (8 KiB).
"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import f32, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BLOCK, ITERS, GRID = 256, 1024, 2


def thread_result(tid):
    init = lambda i: (float(i), float(i + 11), float(i + 19), float(i + 23))
    buf = [init(tid), init(tid + 1), init(tid + 3), init(tid + 7), init(tid + 13), init(tid + 17)]
    for _ in range(ITERS):
        buf[0], buf[1] = buf[1], buf[0]
        buf[2], buf[3] = buf[3], buf[2]
        buf[4], buf[5] = buf[5], buf[4]
        buf[1], buf[2] = buf[2], buf[1]
        buf[3], buf[4] = buf[4], buf[3]
    out = []
    for c in range(4):
        s = buf[0][c]
        for k in range(1, 6):
            s = f32(s + buf[k][c])
        out.append(s)
    return struct.pack('<4f', *out)


def main():
    block = b''.join(thread_result(t) for t in range(BLOCK))
    # the benchmark's checksum at its own size
    full = block * 1024 + bytes(len(block) * 1024)
    ds = struct.unpack('<%dd' % (len(full) // 8), full)
    total = 0.0
    for d in ds:
        total += d
    assert total == 21256458760384741137729978368.00, total
    write(os.path.join(HERE, 'g_data_expected.bin'), block * GRID)


if __name__ == '__main__':
    main()
