#!/usr/bin/env python3
"""Which form of NVIDIA's L1 tag stage the gpu-strides profiler column supports.

usage: tagbanks.py GPU_BENCHES_DIR

gpu-strides' result files (RRZE-HPC/gpu-benches, gpu-strides/{a100,h200}.txt) print,
per row, l1tex__t_output_wavefronts_pipe_lsu_mem_global_op_ld per warp-load: the tag
stage's cycles. This script counts, for every stride and block row (all strides 0-64,
not only the rows in published.yaml), the kernel's 128-byte lines per warp-load and
predicts that column with each candidate form of a 4-lookup tag stage:

  any      any 4 distinct lines a cycle: ceil(lines / 4)
  mod4     4 banks by line number mod 4, one lookup each a cycle: the busiest bank
  xorN     4 banks by the XOR of the line number's 2-bit chunks up to chunk N
  xor      4 banks by the XOR of all its 2-bit chunks (memory.l1.stages.tag_hash: xor)

and prints each form's mean and worst error. The kernels: strideKernel reads
A[(tid % 64) * stride + k], blockKernel (w x 1024/w threads) A[x % 64 + (y % 32) * 4098
+ 4098 + k], k = 0, 4, ..., 28; A is 2 GB (cudaMalloc), so its base folds to a constant
that changes no bank count.
"""

import sys

KS = (0, 4, 8, 12, 20, 16, 24, 28)


def rows(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            t = line.split()
            if len(t) >= 8 and t[0] in ("float", "double") and t[1] in ("stride", "block"):
                out.append((t[0], t[1], int(t[2]), float(t[7])))
    return out


def warp_loads(ty, kind, arg):
    """The byte addresses of each warp-load of the kernel (32 warps x 8 offsets)."""
    size = 4 if ty == "float" else 8
    for warp in range(32):
        for k in KS:
            addrs = []
            for lane in range(32):
                t = warp * 32 + lane
                if kind == "stride":
                    idx = (t % 64) * arg + k
                else:
                    idx = (t % arg) % 64 + ((t // arg) % 32) * 4098 + 4098 + k
                addrs.append(idx * size)
            yield addrs


def fold(line, chunks):
    b = 0
    for c in range(chunks):
        b ^= (line >> (2 * c)) & 3
    return b


def banked(bank_of):
    def cost(lines):
        tally = [0, 0, 0, 0]
        for l in lines:
            tally[bank_of(l)] += 1
        return max(tally)
    return cost


FORMS = {
    "any": lambda lines: -(-len(lines) // 4),
    "mod4": banked(lambda l: l & 3),
    "xor2": banked(lambda l: fold(l, 2)),
    "xor3": banked(lambda l: fold(l, 3)),
    "xor4": banked(lambda l: fold(l, 4)),
    "xor": banked(lambda l: fold(l, 32)),
}


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    for gpu in ("a100", "h200"):
        rs = rows(f"{sys.argv[1]}/gpu-strides/{gpu}.txt")
        lines = {}
        for ty, kind, arg, _ in rs:
            lines[(ty, kind, arg)] = [{a // 128 for a in ad} for ad in warp_loads(ty, kind, arg)]
        for name, cost in FORMS.items():
            errs = []
            for ty, kind, arg, card in rs:
                ls = lines[(ty, kind, arg)]
                model = sum(cost(l) for l in ls) / len(ls)
                errs.append(abs(model / card - 1))
            print(f"{gpu} {len(rs):3} rows  {name:5} mean error {100 * sum(errs) / len(errs):5.1f}%"
                  f"  worst {100 * max(errs):5.1f}%")


if __name__ == "__main__":
    main()
